//! What can go wrong reading tiles.

use super::Tile;
use std::fmt;

/// Why a text is not a list of tiles. Positions count characters from 1.
///
/// ```
/// use mahjong_referee::tiles::{ParseTilesError, Tiles};
/// assert_eq!("xyz".parse::<Tiles>(), Err(ParseTilesError::UnknownWord { at: 1 }));
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ParseTilesError {
    /// Nothing but spaces.
    Empty,
    /// Letters that are no tile word (words notation).
    UnknownWord {
        /// Where the word starts.
        at: usize,
    },
    /// A number not followed by `man`, `pin` or `sou` (words notation).
    NumberWithoutSuit {
        /// Where the number is.
        at: usize,
    },
    /// Digits with no suit letter after them (mpsz).
    DigitsWithoutSuit {
        /// Where the first of the digits is.
        at: usize,
    },
    /// A character that belongs in no tile.
    UnexpectedChar {
        /// Where it is.
        at: usize,
        /// What it is.
        found: char,
    },
    /// A digit and suit letter that name no tile, such as `8z` or `0z`.
    NoSuchTile {
        /// Where the digit is.
        at: usize,
        /// The digit.
        digit: char,
        /// The suit letter.
        suit: char,
    },
    /// More copies of a tile than one set holds.
    TooManyCopies {
        /// The tile (a red five is counted as its five).
        tile: Tile,
        /// How many were given.
        count: usize,
    },
    /// One tile was asked for.
    NotOneTile {
        /// How many were given.
        count: usize,
    },
}

impl fmt::Display for ParseTilesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ParseTilesError::Empty => f.write_str("no tiles given"),
            ParseTilesError::UnknownWord { at } => write!(f, "unknown tile word at {at}"),
            ParseTilesError::NumberWithoutSuit { at } => {
                write!(f, "a number at {at} needs man, pin or sou after it")
            }
            ParseTilesError::DigitsWithoutSuit { at } => write!(
                f,
                "the numbers at {at} have no suit letter (m, p, s, z or f)"
            ),
            ParseTilesError::UnexpectedChar { at, found } => {
                write!(f, "unexpected '{found}' at {at}")
            }
            ParseTilesError::NoSuchTile { at, digit, suit } => {
                write!(f, "there is no tile {digit}{suit} (at {at})")
            }
            ParseTilesError::TooManyCopies { tile, count } => write!(
                f,
                "{} copies of {tile} (a set has {})",
                count_word(count),
                count_word(tile.copies() as usize)
            ),
            ParseTilesError::NotOneTile { count } => {
                write!(f, "expected one tile, found {count}")
            }
        }
    }
}

impl std::error::Error for ParseTilesError {}

fn count_word(n: usize) -> String {
    const WORDS: [&str; 11] = [
        "no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| (*w).to_string())
}
