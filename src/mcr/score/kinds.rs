//! What a kind is, asked of its tile: the kinds 0–33 are the codes of their plain tiles (the
//! table on [`Tile`]).

use crate::tiles::{Suit, Tile, TileClass};

fn class(k: u8) -> Option<TileClass> {
    Tile::from_code(k).map(Tile::class)
}

/// A wind or a dragon.
pub(super) fn is_honour(k: u8) -> bool {
    Tile::from_code(k).is_some_and(Tile::is_honour)
}

pub(super) fn is_wind(k: u8) -> bool {
    matches!(class(k), Some(TileClass::Wind(_)))
}

pub(super) fn is_dragon(k: u8) -> bool {
    matches!(class(k), Some(TileClass::Dragon(_)))
}

/// A 1 or a 9 of a suit.
pub(super) fn is_terminal(k: u8) -> bool {
    matches!(class(k), Some(TileClass::Suited { number: 1 | 9, .. }))
}

/// The suit of a number tile; none for an honour.
pub(super) fn suit(k: u8) -> Option<Suit> {
    Tile::from_code(k).and_then(Tile::suit)
}

/// 0-based number within the suit (9 for an honour, which has none).
pub(super) fn pos(k: u8) -> u8 {
    Tile::from_code(k)
        .and_then(Tile::number)
        .map_or(9, |n| n - 1)
}
