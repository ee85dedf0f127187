//! The rule documents' word notation: `southwestsouth4man4man5man`.
//!
//! Honours are written `east south west north white green red`; number tiles as one digit
//! and a suit word, `4man 7pin 1sou` (`1bamboo` and `1bam` read as `1sou` too); `0man`,
//! `0pin`, `0sou` are the red fives. The MCR bonus tiles are `plum orchid chrysanthemum
//! bamboo spring summer autumn winter`. Words may run together, as in the documents, or be
//! separated by spaces, commas, hyphens or underscores; case does not matter.

use super::tile::BONUS_WORDS;
use super::{Dragon, ParseTilesError, Suit, Tile, TileClass, Wind, chars_from_one};
use std::fmt;

/// Prints tiles as words run together, the way the documents write a group.
///
/// ```
/// use mahjong_referee::tiles::{Tiles, Words};
/// let t: Tiles = "232z445m".parse().unwrap();
/// assert_eq!(Words(t.as_slice()).to_string(), "southwestsouth4man4man5man");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Words<'a>(pub &'a [Tile]);

impl fmt::Display for Words<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for tile in self.0 {
            match tile.class() {
                TileClass::Suited { suit, number, red } => {
                    write!(f, "{}{}", if red { 0 } else { number }, suit.word())?
                }
                TileClass::Wind(w) => f.write_str(w.name())?,
                TileClass::Dragon(d) => f.write_str(d.name())?,
                TileClass::Flower(n) => f.write_str(BONUS_WORDS[n as usize - 1])?,
                TileClass::Season(n) => f.write_str(BONUS_WORDS[n as usize + 3])?,
            }
        }
        Ok(())
    }
}

/// The suit words that may follow a digit, longest first so that none hides another.
const SUIT_WORDS: [(&str, Suit); 5] = [
    ("bamboo", Suit::Sou),
    ("bam", Suit::Sou),
    ("man", Suit::Man),
    ("pin", Suit::Pin),
    ("sou", Suit::Sou),
];

/// The words that stand alone. No word is the start of another, so the first match is the
/// only one.
fn honour_or_bonus_words() -> impl Iterator<Item = (&'static str, Tile)> {
    let winds = Wind::ALL.into_iter().map(|w| (w.name(), Tile::wind(w)));
    let dragons = Dragon::ALL.into_iter().map(|d| (d.name(), Tile::dragon(d)));
    let bonus = BONUS_WORDS
        .into_iter()
        .zip(37..)
        .filter_map(|(w, code)| Tile::from_code(code).map(|t| (w, t)));
    winds.chain(dragons).chain(bonus)
}

/// Reads word text into tiles (copy counts are checked by the caller).
pub(crate) fn parse(text: &str) -> Result<Vec<Tile>, ParseTilesError> {
    let chars: Vec<(usize, char)> = chars_from_one(text)
        .map(|(at, c)| (at, c.to_ascii_lowercase()))
        .collect();
    let rest_starts_with = |i: usize, word: &str| {
        word.chars()
            .enumerate()
            .all(|(k, w)| chars.get(i + k).is_some_and(|&(_, c)| c == w))
    };
    let mut tiles = Vec::new();
    let mut i = 0;
    while let Some(&(at, c)) = chars.get(i) {
        if matches!(c, ' ' | ',' | '-' | '_' | '\t') {
            i += 1;
        } else if let Some(n) = c.to_digit(10) {
            let (word, suit) = SUIT_WORDS
                .into_iter()
                .find(|(w, _)| rest_starts_with(i + 1, w))
                .ok_or(ParseTilesError::NumberWithoutSuit { at })?;
            let tile = if n == 0 {
                Some(Tile::red_five(suit))
            } else {
                Tile::suited(suit, n as u8)
            };
            tiles.push(tile.ok_or(ParseTilesError::NumberWithoutSuit { at })?);
            i += 1 + word.len();
        } else {
            let (word, tile) = honour_or_bonus_words()
                .find(|(w, _)| rest_starts_with(i, w))
                .ok_or(if c.is_ascii_alphabetic() {
                    ParseTilesError::UnknownWord { at }
                } else {
                    ParseTilesError::UnexpectedChar { at, found: c }
                })?;
            tiles.push(tile);
            i += word.len();
        }
    }
    Ok(tiles)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_tile_prints_and_reads_back() {
        for t in Tile::all() {
            assert_eq!(parse(&Words(&[t]).to_string()).unwrap(), vec![t]);
        }
    }

    #[test]
    fn separators_case_and_aliases() {
        let a = parse("South, West - SOUTH 1bamboo 1bam bamboo").unwrap();
        assert_eq!(super::super::Mpsz(&a).to_string(), "232z11s4f");
    }
}
