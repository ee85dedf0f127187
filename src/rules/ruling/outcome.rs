//! What a ruling comes to, and what a foul costs at its rank.

use super::payment::Unit;
use crate::rules::Points;
use std::fmt;

/// The penalty a foul carries at its rank in the session.
///
/// ```
/// use mahjong_referee::rules::FoulPenalty;
/// assert_eq!(FoulPenalty::Points(10).to_string(), "10 points");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FoulPenalty {
    /// A warning, no points.
    Warning,
    /// Points off the offender's own score.
    Points(u32),
    /// The player is out of the tournament.
    Elimination,
}

impl fmt::Display for FoulPenalty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FoulPenalty::Warning => f.write_str("warning"),
            FoulPenalty::Points(n) => write!(f, "{n} points"),
            FoulPenalty::Elimination => f.write_str("elimination"),
        }
    }
}

/// What the ruling comes to.
///
/// ```
/// use mahjong_referee::rules::Outcome;
/// assert_eq!(Outcome::DeadHand.code(), "dead-hand");
/// assert_eq!(Outcome::DeadHand.to_string(), "Dead hand");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The facts are no irregularity (e.g. the group is a set after all).
    NothingToRule,
    /// The mistake is put right; nobody is penalised.
    NoPenalty,
    /// A foul, at its rank among this player's fouls in the session.
    Foul {
        /// 1 for the first foul of the session.
        rank: u8,
        /// What that rank costs.
        penalty: FoulPenalty,
    },
    /// The player plays on but may no longer win (nor call, under riichi rules).
    DeadHand,
    /// Chombo: a penalty and a re-deal (riichi).
    Chombo,
    /// Points taken off the offender's score.
    PointPenalty {
        /// How many.
        amount: u32,
        /// In what.
        unit: Unit,
    },
    /// A substitute takes the player's place.
    Substitute,
    /// The player is out of the tournament.
    Disqualification,
    /// The player is out of the session under way only (a substitute plays it).
    SessionDisqualification,
    /// The hand is dealt again, with no penalty.
    ReDeal,
    /// The document leaves the penalty to the referee.
    Discretion,
    /// The document does not cover this: the referee decides.
    NotCovered,
    /// Points change hands as the rules of play say: the noten penalty of a drawn hand (a
    /// payment of play, not a penalty for an irregularity).
    Payments,
    /// How many hands remain to be played.
    HandsLeft(u8),
}

impl Outcome {
    /// A stable code: `nothing-to-rule`, `no-penalty`, `foul`, `dead-hand`.
    ///
    /// ```
    /// use mahjong_referee::rules::Outcome;
    /// assert_eq!(Outcome::NoPenalty.code(), "no-penalty");
    /// ```
    pub const fn code(&self) -> &'static str {
        match self {
            Outcome::NothingToRule => "nothing-to-rule",
            Outcome::NoPenalty => "no-penalty",
            Outcome::Foul { .. } => "foul",
            Outcome::DeadHand => "dead-hand",
            Outcome::Chombo => "chombo",
            Outcome::PointPenalty { .. } => "point-penalty",
            Outcome::Substitute => "substitute",
            Outcome::Disqualification => "disqualification",
            Outcome::SessionDisqualification => "session-disqualification",
            Outcome::ReDeal => "re-deal",
            Outcome::Discretion => "referee-discretion",
            Outcome::NotCovered => "not-covered",
            Outcome::Payments => "payments",
            Outcome::HandsLeft(_) => "hands-left",
        }
    }
}

impl fmt::Display for Outcome {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Outcome::NothingToRule => f.write_str("Nothing to rule"),
            Outcome::NoPenalty => f.write_str("No penalty"),
            Outcome::Foul { rank, penalty } => {
                write!(f, "Foul ({} of the session): {penalty}", ordinal(*rank))
            }
            Outcome::DeadHand => f.write_str("Dead hand"),
            Outcome::Chombo => f.write_str("Chombo"),
            Outcome::PointPenalty { amount, unit } => {
                let n = Points::from(*amount);
                write!(f, "Point penalty: {n} {}", unit.name_for(*amount))
            }
            Outcome::Substitute => f.write_str("A substitute plays"),
            Outcome::Disqualification => f.write_str("Disqualification"),
            Outcome::SessionDisqualification => f.write_str("Disqualification for this session"),
            Outcome::ReDeal => f.write_str("Re-deal, no penalty"),
            Outcome::Discretion => f.write_str("At the referee's discretion"),
            Outcome::NotCovered => f.write_str("Not in this document: the referee decides"),
            Outcome::Payments => f.write_str("Noten penalty"),
            Outcome::HandsLeft(0) => f.write_str("No more hands"),
            Outcome::HandsLeft(1) => f.write_str("One more hand"),
            Outcome::HandsLeft(n) => write!(f, "{n} more hands"),
        }
    }
}

fn ordinal(n: u8) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}
