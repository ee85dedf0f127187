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

/// WRC 2015 §7.1: one point of the overall score is 1 000 table points.
///
/// ```
/// use mahjong_referee::rules::calc::WRC_POINT;
/// assert_eq!(20_000 / WRC_POINT, 20);
/// ```
pub const WRC_POINT: i32 = 1000;

/// WRC 2015 §7.1: the table score each player starts a hanchan with (the worked example's
/// player starts the second hanchan on it). It is also the return, taken off every final
/// score: §7 names no oka, and with the return equal to the start the four hanchan scores
/// add up to nothing when no point is left on the table (the uma do too). The example's
/// first place on 40 000 is 10 points above the return and 15 of uma: 25 in all.
///
/// ```
/// use mahjong_referee::rules::calc::{WRC_POINT, WRC_START};
/// assert_eq!(WRC_START / WRC_POINT, 30);
/// ```
pub const WRC_START: i32 = 30_000;

/// The uma by rank, first to fourth, in table points: +15, +5, −5 and −15 points.
///
/// Only the first place's uma can be read from the project's WRC 2015 text (§7): §7.1's
/// worked example, a first place on 40 000 scoring 25, leaves 15 once the return is taken.
/// The other three are those of the WRC 2015 rule book's game rules (§5.9.2, "Hanchan score
/// and uma"), which the project does not hold: check them there. Like the first, they are
/// the same on both sides (+15 against −15, +5 against −5), so the uma add up to nothing.
///
/// ```
/// use mahjong_referee::rules::calc::WRC_UMA;
/// assert_eq!(WRC_UMA.iter().sum::<i32>(), 0);
/// ```
pub const WRC_UMA: [i32; 4] = [15_000, 5_000, -5_000, -15_000];

/// WRC 2015 §7.1: table points as points of the overall score ([`WRC_POINT`] to one). Exact
/// for any amount a hanchan can give (below 2⁵³ table points).
///
/// ```
/// use mahjong_referee::rules::calc::wrc_overall_points;
/// assert_eq!(wrc_overall_points(20_000), 20.0);
/// assert_eq!(wrc_overall_points(-1_500), -1.5);
/// ```
pub fn wrc_overall_points(table_points: i64) -> f64 {
    // Exact: every amount here is far below 2⁵³.
    table_points as f64 / f64::from(WRC_POINT)
}

/// One player's line of a WRC 2015 hanchan result ([`WrcHanchan`]).
///
/// ```
/// use mahjong_referee::rules::calc::WrcHanchan;
/// let last = &WrcHanchan::of([40_000, 35_000, 25_000, 20_000]).seats[3];
/// assert_eq!((last.seat, last.rank, last.after_return, last.uma), (4, 4, -10_000, -15_000));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrcSeat {
    /// Where the score was given, 1 to 4 (seat order).
    pub seat: u8,
    /// The final table score.
    pub table_score: i32,
    /// The rank at the table, 1 to 4. Players on the same score share a rank, the best of
    /// the places they fill (two tied on top are both 1, and the next player is 3).
    pub rank: u8,
    /// The seats on the same score as this one (empty when there is no tie).
    pub tied_with: Vec<u8>,
    /// The table score less the return ([`WRC_START`]), in table points.
    pub after_return: i64,
    /// The uma, in table points: [`WRC_UMA`] for the rank, or when tied an equal share of
    /// the uma of the places the tied players fill.
    pub uma: i64,
}

impl WrcSeat {
    /// The hanchan score in table points: the score after the return, plus the uma.
    ///
    /// ```
    /// use mahjong_referee::rules::calc::WrcHanchan;
    /// let h = WrcHanchan::of([40_000, 35_000, 25_000, 20_000]);
    /// assert_eq!(h.seats[0].total(), 25_000);
    /// ```
    pub fn total(&self) -> i64 {
        self.after_return + self.uma
    }

    /// The hanchan score in points of the overall score (what goes into the ranking).
    ///
    /// ```
    /// use mahjong_referee::rules::calc::WrcHanchan;
    /// let h = WrcHanchan::of([40_000, 35_000, 25_000, 20_000]);
    /// assert_eq!(h.seats[3].points(), -25.0);
    /// ```
    pub fn points(&self) -> f64 {
        wrc_overall_points(self.total())
    }
}

/// A WRC 2015 hanchan's final table scores turned into hanchan scores: each player's rank,
/// the score less the return ([`WRC_START`]), the uma of the rank ([`WRC_UMA`]), and the
/// points that go into the overall score ([`WRC_POINT`] table points to one).
///
/// Ties: the project's WRC 2015 text (§7) does not say how players on the same score
/// rank. The reading taken is the one a head referee would take, shared uma: the tied
/// players share a rank and split equally the uma of the places they fill together (two
/// tied on top get (15 + 5) / 2 = 10 each), never an order by seat, which would need who
/// dealt first. It is also the reading commonly given of the WRC rule book's own game rules
/// (§5.9.2, not in the project). With these uma every share is a whole number of points.
///
/// Penalty points (§7.1) come off the overall score on their own: they change neither the
/// table scores nor the ranks, and this calculator does not take them.
///
/// ```
/// use mahjong_referee::rules::calc::WrcHanchan;
/// // WRC 2015 §7.1: a first place on 40,000 scores 25.
/// let h = WrcHanchan::of([28_000, 40_000, 30_000, 22_000]);
/// let first = &h.seats[1];
/// assert_eq!((first.rank, first.after_return, first.uma), (1, 10_000, 15_000));
/// assert_eq!(first.points(), 25.0);
/// // Two players tied on 30,000 share 2nd and 3rd: (5 − 5) / 2 = 0 uma each.
/// let h: WrcHanchan = "45000 30000 30000 15000".parse().unwrap();
/// assert_eq!(h.seats.iter().map(|s| s.rank).collect::<Vec<_>>(), [1, 2, 2, 4]);
/// assert_eq!(h.seats[1].points(), 0.0);
/// assert_eq!(h.seats[1].tied_with, [3]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WrcHanchan {
    /// The four players, in the seat order their scores were given.
    pub seats: [WrcSeat; 4],
}

impl WrcHanchan {
    /// The result of a hanchan from its four final table scores, in seat order.
    ///
    /// ```
    /// use mahjong_referee::rules::calc::WrcHanchan;
    /// let h = WrcHanchan::of([25_000, 25_000, 25_000, 45_000]);
    /// assert_eq!(h.seats[3].points(), 30.0);
    /// // Three tied for 2nd share 5 − 5 − 15: −5 points of uma each.
    /// assert_eq!(h.seats[0].uma, -5_000);
    /// assert_eq!(h.seats[0].points(), -10.0);
    /// ```
    pub fn of(scores: [i32; 4]) -> WrcHanchan {
        let seat = |i: usize| {
            let score = scores[i];
            // The places this score fills: after every higher score, one per equal score.
            let above = scores.iter().filter(|&&s| s > score).count();
            let tied = scores.iter().filter(|&&s| s == score).count();
            let shared: i64 = WRC_UMA[above..above + tied]
                .iter()
                .map(|&u| i64::from(u))
                .sum();
            WrcSeat {
                seat: seat_number(i),
                table_score: score,
                rank: seat_number(above),
                tied_with: (0..4)
                    .filter(|&j| j != i && scores[j] == score)
                    .map(seat_number)
                    .collect(),
                after_return: i64::from(score) - i64::from(WRC_START),
                // Exact for these uma (every share is whole: see the tests); `tied` is 1 to 4.
                uma: shared / i64::try_from(tied).unwrap_or(1),
            }
        };
        WrcHanchan {
            seats: [seat(0), seat(1), seat(2), seat(3)],
        }
    }

    /// Whether two or more players finished on the same score.
    ///
    /// ```
    /// use mahjong_referee::rules::calc::WrcHanchan;
    /// assert!(WrcHanchan::of([30_000, 30_000, 35_000, 25_000]).has_ties());
    /// assert!(!WrcHanchan::of([31_000, 29_000, 35_000, 25_000]).has_ties());
    /// ```
    pub fn has_ties(&self) -> bool {
        self.seats.iter().any(|s| !s.tied_with.is_empty())
    }

    /// The four table scores added up: the four starting scores ([`WRC_START`] each) when
    /// every point is accounted for; less when riichi sticks are still on the table, or a
    /// score is wrong.
    ///
    /// ```
    /// use mahjong_referee::rules::calc::WrcHanchan;
    /// assert_eq!(WrcHanchan::of([40_000, 35_000, 25_000, 20_000]).table_total(), 120_000);
    /// ```
    pub fn table_total(&self) -> i64 {
        self.seats.iter().map(|s| i64::from(s.table_score)).sum()
    }
}

/// Seat and rank numbers, 1 to 4, from a place 0 to 3.
fn seat_number(i: usize) -> u8 {
    u8::try_from(i + 1).unwrap_or(u8::MAX)
}

/// Reads four final table scores in seat order, separated by spaces: whole numbers, with a
/// sign (`-` or `−`) where below zero, and commas between thousands if wanted (`40,000`).
///
/// ```
/// use mahjong_referee::rules::calc::{WrcHanchan, WrcScoresError};
/// let h: WrcHanchan = "40,000 35000 −5,000 50000".parse().unwrap();
/// assert_eq!(h.seats[2].table_score, -5_000);
/// assert_eq!("40000 30000".parse::<WrcHanchan>(), Err(WrcScoresError::Count { given: 2 }));
/// ```
impl std::str::FromStr for WrcHanchan {
    type Err = WrcScoresError;

    fn from_str(text: &str) -> Result<WrcHanchan, WrcScoresError> {
        let words: Vec<&str> = text.split_whitespace().collect();
        let [a, b, c, d] = words[..] else {
            return Err(WrcScoresError::Count { given: words.len() });
        };
        let mut scores = [0; 4];
        for (i, (word, score)) in [a, b, c, d].into_iter().zip(&mut scores).enumerate() {
            *score = table_score(word).map_err(|kind| WrcScoresError::Score {
                seat: seat_number(i),
                given: word.to_string(),
                kind,
            })?;
        }
        Ok(WrcHanchan::of(scores))
    }
}

/// One table score: a whole number, with its sign and thousands commas if any.
fn table_score(word: &str) -> Result<i32, ScoreProblem> {
    let (negative, digits) = match word.strip_prefix(['-', '−']) {
        Some(rest) => (true, rest),
        None => (false, word.strip_prefix('+').unwrap_or(word)),
    };
    let mut groups = digits.split(',');
    let first = groups.next().unwrap_or_default();
    let grouped = digits.contains(',');
    let well_formed = !first.is_empty()
        && (!grouped || first.len() <= 3)
        && digits.bytes().all(|b| b.is_ascii_digit() || b == b',')
        && groups.all(|g| g.len() == 3);
    if !well_formed {
        return Err(ScoreProblem::NotANumber);
    }
    let plain: String = digits.chars().filter(|c| c.is_ascii_digit()).collect();
    let signed = if negative { format!("-{plain}") } else { plain };
    signed.parse().map_err(|_| ScoreProblem::OutOfRange)
}

/// Why four table scores cannot be read ([`WrcHanchan`]'s `FromStr`).
///
/// ```
/// use mahjong_referee::rules::calc::{ScoreProblem, WrcHanchan, WrcScoresError};
/// let e = "40000 30000 abc 20000".parse::<WrcHanchan>().unwrap_err();
/// assert_eq!(e, WrcScoresError::Score { seat: 3, given: "abc".into(), kind: ScoreProblem::NotANumber });
/// assert_eq!(e.to_string(), "score 3 'abc': not a whole number of table points");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WrcScoresError {
    /// Not four scores.
    Count {
        /// How many were given.
        given: usize,
    },
    /// A score that cannot be read.
    Score {
        /// Its place in seat order, 1 to 4.
        seat: u8,
        /// What was given.
        given: String,
        /// What is wrong with it.
        kind: ScoreProblem,
    },
}

/// What is wrong with a table score given to [`WrcHanchan`].
///
/// ```
/// use mahjong_referee::rules::calc::{ScoreProblem, WrcHanchan, WrcScoresError};
/// let e = "40000 30000 30000 99999999999".parse::<WrcHanchan>().unwrap_err();
/// assert!(matches!(e, WrcScoresError::Score { seat: 4, kind: ScoreProblem::OutOfRange, .. }));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScoreProblem {
    /// Not a whole number (letters, a decimal point, misplaced commas).
    NotANumber,
    /// A whole number beyond what a table score can be (±2 147 483 647).
    OutOfRange,
}

impl std::fmt::Display for WrcScoresError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WrcScoresError::Count { given } => write!(
                f,
                "four final table scores are needed, in seat order; {given} given"
            ),
            WrcScoresError::Score { seat, given, kind } => {
                let why = match kind {
                    ScoreProblem::NotANumber => "not a whole number of table points",
                    ScoreProblem::OutOfRange => "too large for a table score",
                };
                write!(f, "score {seat} '{given}': {why}")
            }
        }
    }
}

impl std::error::Error for WrcScoresError {}

// The wording of a shown MCR hand is the words' ([`super::text`]); its old place here stays
// a path to it.
pub use super::text::{fan_list, shown_hand_line};

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
                "the offender loses 20,000 final score points after the game, once uma is added; nobody receives them"
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

    /// WRC 2015 §7.1's worked example, every number as the document writes it: a first
    /// hanchan ended on 40,000 table points, best at the table, scores 25; after a first
    /// hanchan that is the overall score too; the second starts on 30,000; calling with a
    /// hand declared dead then costs 20 points, leaving the table score at 30,000 and the
    /// overall score at 5. The other three scores are not in the example: any that leave
    /// 40,000 on top give the same 25.
    #[test]
    fn wrc_section_7_1_worked_example() {
        use crate::rules::{Incident, rule};
        for (seat, scores) in [
            (0, [40_000, 35_000, 25_000, 20_000]),
            (2, [39_900, 39_900, 40_000, 200]),
            (3, [30_000, 30_000, 20_000, 40_000]),
            (1, [-5_000, 40_000, 39_000, 6_000]),
        ] {
            let h = WrcHanchan::of(scores);
            let player = &h.seats[seat];
            assert_eq!(player.rank, 1, "{scores:?}");
            assert_eq!(player.points(), 25.0, "{scores:?}");
            // The first hanchan: the overall score is that hanchan's score.
            let overall = player.points();
            assert_eq!(overall, 25.0);
            // The second hanchan starts on 30,000 table points.
            assert_eq!(WRC_START, 30_000);
            // A call with a hand formally declared dead: 20 points off the overall score,
            // nothing off the table score and nothing to anybody.
            let call: Incident =
                r#"{"kind":"dead-hand-call","declaredDead":true}"#.parse().unwrap();
            let penalty = rule(RulesetId::Wrc2015, &call).payments;
            assert_eq!(penalty.len(), 1);
            assert_eq!(penalty[0].amount, 20);
            assert_eq!(penalty[0].unit, Unit::OverallPoints);
            assert_eq!(penalty[0].payee, Party::Nobody);
            assert_eq!(overall - f64::from(penalty[0].amount), 5.0);
        }
    }

    /// The old calculator only divided by 1000: 40 for the example's 40,000 (issue #27).
    #[test]
    fn a_hanchan_score_is_not_the_table_score_over_1000() {
        let h = WrcHanchan::of([40_000, 35_000, 25_000, 20_000]);
        let points: Vec<f64> = h.seats.iter().map(WrcSeat::points).collect();
        assert_eq!(points, [25.0, 10.0, -10.0, -25.0]);
        assert_eq!(
            h.seats.iter().map(|s| s.rank).collect::<Vec<_>>(),
            [1, 2, 3, 4]
        );
    }

    /// Every way scores can tie: each player's uma is a whole number of table points, the
    /// uma add up to nothing, tied players get the same, and the ranks follow the scores.
    #[test]
    fn ties_share_the_uma_of_the_places_they_fill() {
        let shapes: [[i32; 4]; 8] = [
            [1, 2, 3, 4],
            [1, 1, 3, 4],
            [1, 2, 2, 4],
            [1, 2, 3, 3],
            [1, 1, 3, 3],
            [1, 1, 1, 4],
            [1, 2, 2, 2],
            [1, 1, 1, 1],
        ];
        for shape in shapes {
            // Higher score, better place: place 1 is 40,000, place 4 is 10,000.
            let scores = shape.map(|p| 50_000 - 10_000 * p);
            let h = WrcHanchan::of(scores);
            assert_eq!(h.has_ties(), shape != [1, 2, 3, 4], "{shape:?}");
            let uma: i64 = h.seats.iter().map(|s| s.uma).sum();
            assert_eq!(uma, 0, "{shape:?}");
            for s in &h.seats {
                assert_eq!(
                    i32::from(s.rank),
                    shape[usize::from(s.seat) - 1],
                    "{shape:?}"
                );
                assert_eq!(s.uma % 1000, 0, "{shape:?}: a whole point");
                let held = usize::from(s.rank) - 1..usize::from(s.rank) - 1 + 1 + s.tied_with.len();
                let sum: i32 = WRC_UMA[held].iter().sum();
                assert_eq!(
                    s.uma * (1 + s.tied_with.len() as i64),
                    i64::from(sum),
                    "{shape:?}"
                );
            }
        }
        // Named cases: two on top share (15 + 5) / 2; all four level get nothing.
        assert_eq!(
            WrcHanchan::of([35_000, 35_000, 30_000, 20_000]).seats[0].uma,
            10_000
        );
        let level = WrcHanchan::of([30_000; 4]);
        assert!(
            level
                .seats
                .iter()
                .all(|s| s.rank == 1 && s.uma == 0 && s.points() == 0.0)
        );
        // Seat order never breaks a tie.
        let h = WrcHanchan::of([20_000, 35_000, 35_000, 30_000]);
        assert_eq!((h.seats[1].rank, h.seats[2].rank), (1, 1));
        assert_eq!(h.seats[1].tied_with, [3]);
        assert_eq!(h.seats[3].rank, 3);
    }

    #[test]
    fn the_hanchan_scores_add_up_to_the_table_points_over_the_start() {
        for scores in [
            [40_000, 35_000, 25_000, 20_000],
            [50_000, 50_000, 30_000, -10_000],
            [i32::MAX, i32::MIN, 0, 0],
        ] {
            let h = WrcHanchan::of(scores);
            let total: i64 = h.seats.iter().map(WrcSeat::total).sum();
            assert_eq!(total, h.table_total() - 4 * i64::from(WRC_START));
        }
    }

    #[test]
    fn scores_are_read_strictly() {
        let read = |t: &str| {
            t.parse::<WrcHanchan>()
                .map(|h| h.seats.map(|s| s.table_score))
        };
        assert_eq!(
            read("40000 35000 25000 20000"),
            Ok([40_000, 35_000, 25_000, 20_000])
        );
        assert_eq!(
            read(" 40,000\t35,000 -5,000 +50000 "),
            Ok([40_000, 35_000, -5_000, 50_000])
        );
        assert_eq!(read("−1,500 0 0 0"), Ok([-1_500, 0, 0, 0]));
        assert_eq!(read(""), Err(WrcScoresError::Count { given: 0 }));
        assert_eq!(read("1 2 3 4 5"), Err(WrcScoresError::Count { given: 5 }));
        let problem = |t: &str| match t.parse::<WrcHanchan>() {
            Err(WrcScoresError::Score { seat, kind, .. }) => Some((seat, kind)),
            _ => None,
        };
        for bad in [
            "4e4", "40000.0", "40.000", "4,0000", "40,00", ",400", "1,", "-", "--5", "+-5", "0x10",
            "½", "NaN", "inf",
        ] {
            assert_eq!(
                problem(&format!("1 {bad} 3 4")),
                Some((2, ScoreProblem::NotANumber)),
                "{bad}"
            );
        }
        assert_eq!(
            problem("1 2 3 2147483648"),
            Some((4, ScoreProblem::OutOfRange))
        );
        assert_eq!(
            problem("-2147483649 2 3 4"),
            Some((1, ScoreProblem::OutOfRange))
        );
        assert_eq!(
            problem("99999999999999999999999999 2 3 4"),
            Some((1, ScoreProblem::OutOfRange))
        );
        assert_eq!(
            read("-2147483648 2147483647 0 0"),
            Ok([i32::MIN, i32::MAX, 0, 0])
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
