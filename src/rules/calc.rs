//! Calculators the rulings use, also usable on their own.

use super::{FoulPenalty, Party, Payment, RulesetId, Unit, When};

/// MERS 2010 §3.1: repeated fouls cost a warning, then 5, 10, 20, 30 points and so on
/// (each further foul 10 more). `rank` is 1 for the player's first foul of the session.
///
/// ```
/// use mahjong_referee::rules::{calc::mers_foul, FoulPenalty};
/// assert_eq!(mers_foul(1), FoulPenalty::Warning);
/// assert_eq!(mers_foul(2), FoulPenalty::Points(5));
/// assert_eq!(mers_foul(4), FoulPenalty::Points(20));
/// assert_eq!(mers_foul(6), FoulPenalty::Points(40));
/// ```
pub fn mers_foul(rank: u8) -> FoulPenalty {
    match rank {
        0 | 1 => FoulPenalty::Warning,
        2 => FoulPenalty::Points(5),
        n => FoulPenalty::Points(10 * (u32::from(n) - 2)),
    }
}

/// FFMJ 2008 "Sanctions (A) Fouls": a warning, then 10, 20 and 30 points, then
/// elimination. `rank` is 1 for the player's first foul of the session.
///
/// ```
/// use mahjong_referee::rules::{calc::ffmj_foul, FoulPenalty};
/// assert_eq!(ffmj_foul(1), FoulPenalty::Warning);
/// assert_eq!(ffmj_foul(4), FoulPenalty::Points(30));
/// assert_eq!(ffmj_foul(5), FoulPenalty::Elimination);
/// ```
pub fn ffmj_foul(rank: u8) -> FoulPenalty {
    match rank {
        0 | 1 => FoulPenalty::Warning,
        2..=4 => FoulPenalty::Points(10 * (u32::from(rank) - 1)),
        _ => FoulPenalty::Elimination,
    }
}

/// MERS 2010 §3.1 and FFMJ 2008 (A): a foul's points come off the offender's own session
/// score and go to nobody; a warning or an elimination moves no points.
///
/// ```
/// use mahjong_referee::rules::{calc::foul_payments, FoulPenalty, Party};
/// assert_eq!(foul_payments(FoulPenalty::Points(10))[0].payee, Party::Nobody);
/// assert!(foul_payments(FoulPenalty::Warning).is_empty());
/// ```
pub fn foul_payments(penalty: FoulPenalty) -> Vec<Payment> {
    match penalty {
        FoulPenalty::Points(amount) => vec![Payment::off_own_score(
            amount,
            Unit::McrPoints,
            When::FromSessionScore,
        )],
        FoulPenalty::Warning | FoulPenalty::Elimination => vec![],
    }
}

/// The chombo penalty of a riichi rule set (`None` for the MCR rule sets, which have no
/// chombo).
///
/// * EMA 2016 §3.4.6: in a tournament 20 000 points off the overall score after the game,
///   once uma is added, to nobody; outside tournaments a reverse mangan: 4 000 to the dealer
///   and 2 000 to each other player, or 4 000 to each when the dealer is the offender.
/// * EMA 2012 §3.4.6: a payment the size of a mangan, as the reverse mangan above, at once.
/// * WRC 2015 §7.1: 20 points off the overall score (20 000 table points), no payment at
///   the table.
///
/// ```
/// use mahjong_referee::rules::{calc::chombo_payments, RulesetId};
/// let p = chombo_payments(RulesetId::Ema2012, false, true).unwrap();
/// assert_eq!(p.iter().map(|x| x.amount).collect::<Vec<_>>(), [4000, 2000]);
/// let p = chombo_payments(RulesetId::Ema2016, true, true).unwrap();
/// assert_eq!(p[0].amount, 20000);
/// assert!(chombo_payments(RulesetId::Mers2010, false, true).is_none());
/// ```
pub fn chombo_payments(
    ruleset: RulesetId,
    offender_is_dealer: bool,
    tournament: bool,
) -> Option<Vec<Payment>> {
    let reverse_mangan = |when| {
        let pay = |payee, amount| Payment {
            payer: Party::Offender,
            payee,
            amount,
            unit: Unit::TablePoints,
            when,
        };
        if offender_is_dealer {
            vec![pay(Party::EachOtherPlayer, 4000)]
        } else {
            vec![
                pay(Party::Dealer, 4000),
                pay(Party::EachOtherNonDealer, 2000),
            ]
        }
    };
    let off_overall = |amount, unit, when| vec![Payment::off_own_score(amount, unit, when)];
    match ruleset {
        RulesetId::Ema2016 if tournament => {
            Some(off_overall(20000, Unit::TablePoints, When::AfterUma))
        }
        RulesetId::Ema2016 | RulesetId::Ema2012 => Some(reverse_mangan(When::AtOnce)),
        RulesetId::Wrc2015 => Some(off_overall(20, Unit::OverallPoints, When::AtOnce)),
        RulesetId::Mers2010 | RulesetId::Ffmj2008 => None,
    }
}

/// The foul penalty at a rank under a rule set that escalates fouls (MERS 2010, FFMJ 2008);
/// `None` for the riichi rule sets, which do not.
///
/// ```
/// use mahjong_referee::rules::{calc::foul_penalty, FoulPenalty, RulesetId};
/// assert_eq!(foul_penalty(RulesetId::Mers2010, 3), Some(FoulPenalty::Points(10)));
/// assert_eq!(foul_penalty(RulesetId::Ffmj2008, 3), Some(FoulPenalty::Points(20)));
/// assert_eq!(foul_penalty(RulesetId::Ema2016, 3), None);
/// ```
pub fn foul_penalty(ruleset: RulesetId, rank: u8) -> Option<FoulPenalty> {
    match ruleset {
        RulesetId::Mers2010 => Some(mers_foul(rank)),
        RulesetId::Ffmj2008 => Some(ffmj_foul(rank)),
        RulesetId::Ema2016 | RulesetId::Ema2012 | RulesetId::Wrc2015 => None,
    }
}

/// WRC 2015 §7.1: one point of the overall score is 1 000 table points.
///
/// ```
/// use mahjong_referee::rules::calc::wrc_overall_points;
/// assert_eq!(wrc_overall_points(20_000), 20.0);
/// assert_eq!(wrc_overall_points(-1_500), -1.5);
/// ```
pub fn wrc_overall_points(table_points: i32) -> f64 {
    f64::from(table_points) / 1000.0
}

/// What the tiles of a hu shown under MCR say, in a line for a ruling's explanation.
///
/// ```
/// use mahjong_referee::rules::{calc::shown_hand_line, Incident, ShownHu};
/// let i: Incident = r#"{"kind": "empty-call", "call": "win", "tilesShown": true,
///     "hand": {"concealed": "88m11z", "win": "8m", "melds": [{"kind": "pung", "tiles": "222m"},
///     {"kind": "pung", "tiles": "333p"}, {"kind": "pung", "tiles": "777s"}]}}"#.parse().unwrap();
/// let Incident::EmptyCall(c) = i else { unreachable!() };
/// let ShownHu::ShortOf8(Some(r)) = c.shown_hu() else { unreachable!() };
/// assert_eq!(shown_hand_line(&r), "The tiles: [222m] [333p] [777s] 888m 11z counts 6 points without flowers (All Pungs 6): four sets and a pair, short of the 8-point minimum.");
/// ```
pub fn shown_hand_line(r: &crate::mcr::McrReport) -> String {
    let fans = fan_list(r, crate::mcr::Fan::name);
    match (r.verdict, &r.not_complete) {
        (_, Some(why)) => format!("The tiles: not a complete hand — {why}."),
        (crate::mcr::Verdict::Valid, _) => format!(
            "The tiles: {} counts {} points without flowers ({}): a valid hu, not a false one.",
            r.reading, r.fan, fans
        ),
        _ => format!(
            "The tiles: {} counts {} points without flowers ({}): four sets and a pair, short of the 8-point minimum.",
            r.reading, r.fan, fans
        ),
    }
}

/// The fans of a shown MCR hand without its flowers, each named by `name`, with its points
/// (and how many times, when more than once): `All Pungs 6, Pure Double Chow ×2 1`.
///
/// ```
/// use mahjong_referee::mcr::{Fan, McrHand, McrInput, McrReport};
/// let input: McrInput = serde_json::from_str(r#"{"concealed": "123m456p789s5s", "win": "5s", "flowers": 1,
///     "melds": [{"kind": "pung", "tiles": "777z"}]}"#).unwrap();
/// let r = McrReport::of(&McrHand::from_input(&input).unwrap());
/// let list = mahjong_referee::rules::calc::fan_list(&r, Fan::name);
/// assert!(list.starts_with("Mixed Straight 8") && !list.contains("Flower"));
/// ```
pub fn fan_list(
    r: &crate::mcr::McrReport,
    name: impl Fn(crate::mcr::Fan) -> &'static str,
) -> String {
    let fans: Vec<String> = r
        .fans
        .iter()
        .filter(|f| f.fan != crate::mcr::Fan::FlowerTiles)
        .map(|f| match f.count {
            1 => format!("{} {}", name(f.fan), f.points()),
            n => format!("{} ×{n} {}", name(f.fan), f.points()),
        })
        .collect();
    fans.join(", ")
}

/// A hu shown whose tiles make a valid hand (8 points without flowers) is no false hu: the
/// hand is scored. The same under both MCR rule sets; each cites its own false-hu section.
pub fn valid_hu(
    ruleset: RulesetId,
    section: super::Section,
    shown: crate::mcr::McrReport,
) -> super::Ruling {
    super::Ruling::new(ruleset, super::Outcome::NothingToRule)
        .step(super::common::Say::NotAFalseHu)
        .cite(section)
        .why(super::Line::shown_hand(shown))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chombo_payments_in_words() {
        let words = |id, dealer, tournament| -> Vec<String> {
            chombo_payments(id, dealer, tournament)
                .unwrap_or_default()
                .iter()
                .map(|p| p.to_string())
                .collect()
        };
        assert_eq!(
            words(RulesetId::Ema2016, false, true),
            [
                "the offender loses 20,000 table points after the game, once uma is added; nobody receives them"
            ]
        );
        assert_eq!(
            words(RulesetId::Ema2016, false, false),
            [
                "the offender pays 4,000 table points to the dealer, at once",
                "the offender pays 2,000 table points to each other non-dealer, at once"
            ]
        );
        assert_eq!(
            words(RulesetId::Ema2012, true, true),
            ["the offender pays 4,000 table points to each other player, at once"]
        );
        assert_eq!(
            words(RulesetId::Wrc2015, false, true),
            ["the offender loses 20 overall score points at once; nobody receives them"]
        );
    }

    #[test]
    fn escalations_only_grow() {
        let cost = |p: FoulPenalty| match p {
            FoulPenalty::Warning => 0,
            FoulPenalty::Points(n) => n,
            FoulPenalty::Elimination => u32::MAX,
        };
        for rank in 1..u8::MAX {
            assert!(cost(mers_foul(rank)) <= cost(mers_foul(rank + 1)));
            assert!(cost(ffmj_foul(rank)) <= cost(ffmj_foul(rank + 1)));
        }
    }
}
