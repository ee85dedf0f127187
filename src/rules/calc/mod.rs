//! Calculators the rulings use, also usable on their own.
//!
//! Foul escalations, chombo and noten payments and uma here; WRC 2015's hanchan scores in
//! `wrc`.

#[cfg(test)]
mod tests;
mod wrc;

pub use wrc::{
    ScoreProblem, WRC_POINT, WRC_START, WRC_UMA, WrcHanchan, WrcScoresError, WrcSeat,
    wrc_overall_points,
};

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

/// EMA §3.4.2: the noten penalty, in table points, that the noten players share out to
/// the tenpai players at an exhaustive draw.
pub const NOTEN_PENALTY: u32 = 3000;

/// The noten penalty of an exhaustive draw under the EMA rules (§3.4.2, 2016 and 2012
/// alike): 3,000 table points in all, paid by the players not tenpai to those tenpai, each
/// noten player paying each tenpai player the same share; nothing when all or none are
/// tenpai.
///
/// ```
/// use mahjong_referee::rules::calc::noten_payments;
/// let words = |t| noten_payments(t).iter().map(|p| p.to_string()).collect::<Vec<_>>();
/// assert_eq!(words(1), ["each noten player pays 1,000 table points to the tenpai player, at once"]);
/// assert_eq!(words(2), ["each noten player pays 750 table points to each tenpai player, at once"]);
/// assert_eq!(words(3), ["the noten player pays 1,000 table points to each tenpai player, at once"]);
/// assert!(noten_payments(0).is_empty() && noten_payments(4).is_empty());
/// ```
pub fn noten_payments(tenpai: u8) -> Vec<Payment> {
    let (payer, payee) = match tenpai {
        1 => (Party::EachNotenPlayer, Party::TheTenpaiPlayer),
        2 => (Party::EachNotenPlayer, Party::EachTenpaiPlayer),
        3 => (Party::TheNotenPlayer, Party::EachTenpaiPlayer),
        _ => return Vec::new(),
    };
    let pairs = u32::from(tenpai) * (4 - u32::from(tenpai));
    vec![Payment {
        payer,
        payee,
        amount: NOTEN_PENALTY / pairs,
        unit: Unit::TablePoints,
        when: When::AtOnce,
    }]
}

/// EMA 2016 §5.8 and EMA 2012 §5.7: the uma of the other three players at a table with a
/// substitute, given the uma by rank (`uma`, first place first) and the place the substitute
/// is given: the places the substitute does not fill, in order. A substitute who played from
/// the start is placed by table score; one who came in once play had begun always takes the
/// last place's uma, so the others take the first three.
///
/// ```
/// use mahjong_referee::rules::{calc::{others_uma, EMA_2016_UMA}, Place};
/// // EMA 2016 §5.8's own example: the substitute wins the table.
/// assert_eq!(others_uma(EMA_2016_UMA, Place::First), [5_000, -5_000, -15_000]);
/// assert_eq!(others_uma(EMA_2016_UMA, Place::Fourth), [15_000, 5_000, -5_000]);
/// ```
pub fn others_uma(uma: [i32; 4], substitute: super::Place) -> [i32; 3] {
    let mut others = [0; 3];
    let rest = (0..4).filter(|&i| i != substitute.index());
    for (slot, i) in others.iter_mut().zip(rest) {
        *slot = uma[i];
    }
    others
}

/// The uma by rank of a rule set, first place first, in table points: EMA 2016 §5.8 and
/// EMA 2012 §5.7 (which give them through their substitutes), WRC 2015 ([`WRC_UMA`]);
/// `None` for the MCR rule sets, which rank by table points instead.
///
/// ```
/// use mahjong_referee::rules::{calc::uma_by_rank, RulesetId};
/// assert_eq!(uma_by_rank(RulesetId::Ema2012), Some([30_000, 10_000, -10_000, -30_000]));
/// assert_eq!(uma_by_rank(RulesetId::Mers2010), None);
/// ```
pub const fn uma_by_rank(ruleset: RulesetId) -> Option<[i32; 4]> {
    match ruleset {
        RulesetId::Ema2016 => Some(EMA_2016_UMA),
        RulesetId::Ema2012 => Some(EMA_2012_UMA),
        RulesetId::Wrc2015 => Some(WRC_UMA),
        RulesetId::Mers2010 | RulesetId::Ffmj2008 => None,
    }
}

/// EMA 2016 §5.8: the uma by rank, first place first, in table points.
pub const EMA_2016_UMA: [i32; 4] = [15_000, 5_000, -5_000, -15_000];
/// EMA 2012 §5.7: the uma by rank, first place first, in table points.
pub const EMA_2012_UMA: [i32; 4] = [30_000, 10_000, -10_000, -30_000];

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
            Some(off_overall(20000, Unit::FinalScorePoints, When::AfterUma))
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

// The wording of a shown MCR hand is the words' ([`super::text`]); its old place here stays
// a path to it.
pub use super::text::{fan_list, shown_hand_line};
