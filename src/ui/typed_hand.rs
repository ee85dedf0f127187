//! What the riichi and the MCR hand checks share: reading the hand typed in the box, and
//! the yes/no fields of their stored lines.

use crate::lang::Lang;
use crate::riichi::{Hand, HandError};

/// A hand with no tiles.
pub fn empty_hand() -> Hand {
    Hand {
        concealed: Vec::new(),
        melds: Vec::new(),
    }
}

/// The hand as the box shows it (empty for no tiles).
pub fn printed(hand: &Hand) -> String {
    if hand.concealed.is_empty() && hand.melds.is_empty() {
        String::new()
    } else {
        hand.as_entered()
    }
}

/// What the box holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Typed {
    /// Nothing.
    Empty,
    /// A hand of at most the size allowed.
    Hand(Hand),
    /// Why the text is not such a hand.
    Problem(HandProblem),
}

/// Why the text typed is not a hand the check takes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandProblem {
    /// It is no hand.
    Hand(HandError),
    /// More tiles than the check takes (a meld counting three).
    TooMany {
        /// How many.
        tiles: usize,
        /// The most taken.
        max: usize,
    },
}

impl HandProblem {
    /// The problem in a language; `too_many` says a long hand's problem.
    pub fn say(
        &self,
        lang: Lang,
        too_many: fn(&crate::lang::Words, usize, usize) -> String,
    ) -> String {
        match self {
            HandProblem::Hand(e) => lang.hand_error(e),
            HandProblem::TooMany { tiles, max } => too_many(lang.words(), *tiles, *max),
        }
    }
}

/// Reads the box: a hand of at most `max` tiles (a meld counting three).
///
/// ```
/// use mahjong_referee::ui::typed_hand::{HandProblem, Typed, read};
/// assert_eq!(read("  ", 13), Typed::Empty);
/// assert!(matches!(read("123m", 13), Typed::Hand(_)));
/// assert_eq!(read("123456789m12345p", 13), Typed::Problem(HandProblem::TooMany { tiles: 14, max: 13 }));
/// ```
pub fn read(text: &str, max: usize) -> Typed {
    if text.trim().is_empty() {
        return Typed::Empty;
    }
    match text.parse::<Hand>() {
        Ok(hand) if hand.size() <= max => Typed::Hand(hand),
        Ok(hand) => Typed::Problem(HandProblem::TooMany {
            tiles: hand.size(),
            max,
        }),
        Err(e) => Typed::Problem(HandProblem::Hand(e)),
    }
}

/// `y` or `n`.
pub fn yes(b: bool) -> &'static str {
    if b { "y" } else { "n" }
}

/// Reads `y` or `n`.
pub fn flag(s: &str) -> Option<bool> {
    match s {
        "y" => Some(true),
        "n" => Some(false),
        _ => None,
    }
}
