//! What the riichi and the MCR hand checks share: reading the hand typed in the box, and
//! the yes/no fields of their stored lines.

use crate::riichi::Hand;

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
    Problem(String),
}

/// Reads the box: a hand of at most `max` tiles (a meld counting three); `too_many` says
/// what is wrong with a longer one.
///
/// ```
/// use mahjong_referee::ui::typed_hand::{Typed, read};
/// assert_eq!(read("  ", 13, |_| String::new()), Typed::Empty);
/// assert!(matches!(read("123m", 13, |_| String::new()), Typed::Hand(_)));
/// assert_eq!(read("123456789m12345p", 13, |n| format!("{n} tiles")), Typed::Problem("14 tiles".into()));
/// ```
pub fn read(text: &str, max: usize, too_many: impl Fn(usize) -> String) -> Typed {
    if text.trim().is_empty() {
        return Typed::Empty;
    }
    match text.parse::<Hand>() {
        Ok(hand) if hand.size() <= max => Typed::Hand(hand),
        Ok(hand) => Typed::Problem(too_many(hand.size())),
        Err(e) => Typed::Problem(e.to_string()),
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
