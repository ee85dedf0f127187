//! WRC 2015 §7: a hanchan's table scores as points of the overall score, with the return and
//! the uma.

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
