//! Unicode mahjong tiles, U+1F000 to U+1F029: `🀇🀈🀉`.
//!
//! Unicode has no red five: write `r` just before the five (`r🀝`). Spaces and the
//! variation selectors U+FE0E/U+FE0F between tiles are ignored.

use super::{Dragon, ParseTilesError, Suit, Tile, TileClass, chars_from_one};
use std::fmt;

/// Prints tiles as Unicode mahjong tiles.
///
/// ```
/// use mahjong_referee::tiles::{Tiles, Unicode};
/// let t: Tiles = "0m7z".parse().unwrap();
/// assert_eq!(Unicode(t.as_slice()).to_string(), "r🀋🀄");
/// ```
#[derive(Debug, Clone, Copy)]
pub struct Unicode<'a>(pub &'a [Tile]);

const MAHJONG_BLOCK: u32 = 0x1F000;

impl fmt::Display for Unicode<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for &tile in self.0 {
            if tile.is_red() {
                f.write_str("r")?;
            }
            let c = char::from_u32(MAHJONG_BLOCK + offset(tile)).ok_or(fmt::Error)?;
            write!(f, "{c}")?;
        }
        Ok(())
    }
}

/// Where a tile sits in the Unicode block: winds, dragons (red, green, white), characters,
/// bamboos, circles, flowers (plum, orchid, bamboo, chrysanthemum), seasons.
fn offset(tile: Tile) -> u32 {
    match tile.class() {
        TileClass::Wind(w) => w as u32,
        TileClass::Dragon(Dragon::Red) => 4,
        TileClass::Dragon(Dragon::Green) => 5,
        TileClass::Dragon(Dragon::White) => 6,
        TileClass::Suited { suit, number, .. } => {
            let base = match suit {
                Suit::Man => 0x07,
                Suit::Sou => 0x10,
                Suit::Pin => 0x19,
            };
            base + u32::from(number) - 1
        }
        TileClass::Flower(n) => [0x22, 0x23, 0x25, 0x24][n as usize - 1],
        TileClass::Season(n) => 0x25 + u32::from(n),
    }
}

/// Whether a character is one of the tiles this notation reads.
pub(crate) fn is_tile_char(c: char) -> bool {
    (MAHJONG_BLOCK..=MAHJONG_BLOCK + 0x29).contains(&(c as u32))
}

fn tile_of(c: char) -> Option<Tile> {
    Tile::all().find(|&t| !t.is_red() && char::from_u32(MAHJONG_BLOCK + offset(t)) == Some(c))
}

/// Reads Unicode tiles (copy counts are checked by the caller).
pub(crate) fn parse(text: &str) -> Result<Vec<Tile>, ParseTilesError> {
    let mut tiles = Vec::new();
    let mut red_at = None;
    for (at, c) in chars_from_one(text) {
        match c {
            ' ' | ',' | '\t' | '\u{FE0E}' | '\u{FE0F}' if red_at.is_none() => {}
            'r' | 'R' if red_at.is_none() => red_at = Some(at),
            _ => {
                let tile = tile_of(c).ok_or(ParseTilesError::UnexpectedChar { at, found: c })?;
                let tile = match (red_at.take(), tile.class()) {
                    (None, _) => tile,
                    (
                        Some(_),
                        TileClass::Suited {
                            suit, number: 5, ..
                        },
                    ) => Tile::red_five(suit),
                    (Some(r), _) => {
                        return Err(ParseTilesError::UnexpectedChar { at: r, found: 'r' });
                    }
                };
                tiles.push(tile);
            }
        }
    }
    match red_at {
        Some(at) => Err(ParseTilesError::UnexpectedChar { at, found: 'r' }),
        None => Ok(tiles),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::Wind;

    #[test]
    fn every_tile_prints_and_reads_back() {
        for t in Tile::all() {
            assert_eq!(parse(&Unicode(&[t]).to_string()).unwrap(), vec![t]);
        }
    }

    #[test]
    fn the_block_is_read_as_the_standard_lays_it_out() {
        assert_eq!(tile_of('🀀'), Some(Tile::wind(Wind::East)));
        assert_eq!(tile_of('🀄'), Some(Tile::dragon(Dragon::Red)));
        assert_eq!(tile_of('🀆'), Some(Tile::dragon(Dragon::White)));
        assert_eq!(tile_of('🀇'), Tile::suited(Suit::Man, 1));
        assert_eq!(tile_of('🀐'), Tile::suited(Suit::Sou, 1));
        assert_eq!(tile_of('🀙'), Tile::suited(Suit::Pin, 1));
        assert_eq!(tile_of('🀢'), Tile::flower(1));
        assert_eq!(tile_of('🀤'), Tile::flower(4));
        assert_eq!(tile_of('🀥'), Tile::flower(3));
        assert_eq!(tile_of('🀩'), Tile::season(4));
        assert!(parse("r🀇").is_err());
    }
}
