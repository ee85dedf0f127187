//! The mpsz notation: digits then a suit letter, `123m0p77z`.
//!
//! `m` man, `p` pin, `s` sou with 1–9 and `0` for the red five; `z` honours 1 east,
//! 2 south, 3 west, 4 north, 5 white, 6 green, 7 red; `f` the MCR bonus tiles 1 plum,
//! 2 orchid, 3 chrysanthemum, 4 bamboo, 5 spring, 6 summer, 7 autumn, 8 winter.
//! Spaces and commas between tiles are ignored.

use super::{ParseTilesError, Suit, Tile, chars_from_one};
use std::fmt;

/// Prints tiles in mpsz, in the order given: runs of one suit share a letter.
///
/// ```
/// use mahjong_referee::tiles::{Mpsz, Tiles};
/// let t: Tiles = "4man4man5man1pin".parse().unwrap();
/// assert_eq!(Mpsz(t.as_slice()).to_string(), "445m1p");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Mpsz<'a>(pub &'a [Tile]);

impl fmt::Display for Mpsz<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut tiles = self.0.iter().peekable();
        while let Some(tile) = tiles.next() {
            let text = tile.to_string();
            let (digit, letter) = text.split_at(1);
            f.write_str(digit)?;
            let same_letter_next = tiles
                .peek()
                .is_some_and(|next| next.to_string().ends_with(letter));
            if !same_letter_next {
                f.write_str(letter)?;
            }
        }
        Ok(())
    }
}

/// Reads mpsz text into tiles (copy counts are checked by the caller).
pub(crate) fn parse(text: &str) -> Result<Vec<Tile>, ParseTilesError> {
    let mut tiles = Vec::new();
    let mut pending: Vec<(usize, char)> = Vec::new();
    for (at, c) in chars_from_one(text) {
        match c {
            '0'..='9' => pending.push((at, c)),
            ' ' | ',' | '\t' => {}
            'm' | 'p' | 's' | 'z' | 'f' => {
                if pending.is_empty() {
                    return Err(ParseTilesError::UnexpectedChar { at, found: c });
                }
                for (at, digit) in pending.drain(..) {
                    tiles.push(tile(digit, c).ok_or(ParseTilesError::NoSuchTile {
                        at,
                        digit,
                        suit: c,
                    })?);
                }
            }
            _ => return Err(ParseTilesError::UnexpectedChar { at, found: c }),
        }
    }
    match pending.first() {
        Some(&(at, _)) => Err(ParseTilesError::DigitsWithoutSuit { at }),
        None => Ok(tiles),
    }
}

fn tile(digit: char, letter: char) -> Option<Tile> {
    let n = digit.to_digit(10)? as u8;
    let suit = match letter {
        'm' => Suit::Man,
        'p' => Suit::Pin,
        's' => Suit::Sou,
        'z' => {
            return (1..=7)
                .contains(&n)
                .then(|| Tile::from_code(26 + n))
                .flatten();
        }
        _ => {
            return (1..=8)
                .contains(&n)
                .then(|| Tile::from_code(36 + n))
                .flatten();
        }
    };
    if n == 0 {
        Some(Tile::red_five(suit))
    } else {
        Tile::suited(suit, n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_prints_and_reads_back() {
        for t in Tile::all() {
            assert_eq!(parse(&t.to_string()).unwrap(), vec![t]);
        }
    }

    #[test]
    fn spaces_and_commas_separate() {
        let a = parse("123m, 0p 77z").unwrap();
        assert_eq!(Mpsz(&a).to_string(), "123m0p77z");
    }
}
