//! Tile counts by kind: the array hand analysis works on.

use crate::tiles::Tile;
use std::fmt;

/// How many of each of the 34 kinds (index as in the table on [`Tile`]; red fives count as
/// fives, bonus tiles are not counted).
///
/// ```
/// use mahjong_referee::riichi::Counts;
/// let c = Counts::from_tiles("1123m77z".parse::<mahjong_referee::tiles::Tiles>().unwrap().as_slice());
/// assert_eq!(c.get(0), 2);
/// assert_eq!(c.total(), 6);
/// ```
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Counts(pub [u8; 34]);

impl Default for Counts {
    fn default() -> Counts {
        Counts([0; 34])
    }
}

impl Counts {
    /// Counts the playing tiles of a list.
    ///
    /// ```
    /// use mahjong_referee::riichi::Counts;
    /// use mahjong_referee::tiles::Tiles;
    /// let t: Tiles = "0555m".parse().unwrap();
    /// assert_eq!(Counts::from_tiles(t.as_slice()).get(4), 4);
    /// ```
    pub fn from_tiles(tiles: &[Tile]) -> Counts {
        let mut c = [0u8; 34];
        for t in tiles {
            if let Some(k) = t.kind() {
                c[k] = c[k].saturating_add(1);
            }
        }
        Counts(c)
    }

    /// How many of kind `k` (0 for an index past 33).
    ///
    /// ```
    /// use mahjong_referee::riichi::Counts;
    /// assert_eq!(Counts::default().get(40), 0);
    /// ```
    pub fn get(&self, k: usize) -> u8 {
        self.0.get(k).copied().unwrap_or(0)
    }

    /// All tiles counted.
    ///
    /// ```
    /// use mahjong_referee::riichi::Counts;
    /// assert_eq!(Counts::default().total(), 0);
    /// ```
    pub fn total(&self) -> usize {
        self.0.iter().map(|&n| usize::from(n)).sum()
    }

    /// The kinds held, in index order, as plain tiles.
    ///
    /// ```
    /// use mahjong_referee::riichi::Counts;
    /// use mahjong_referee::tiles::Tiles;
    /// let c = Counts::from_tiles("311m".parse::<Tiles>().unwrap().as_slice());
    /// assert_eq!(c.to_string(), "113m");
    /// ```
    pub fn tiles(&self) -> Vec<Tile> {
        let mut tiles = Vec::with_capacity(14);
        for (k, &n) in self.0.iter().enumerate() {
            for _ in 0..n {
                tiles.push(tile_of(k));
            }
        }
        tiles
    }
}

/// Prints the tiles in mpsz, sorted.
impl fmt::Display for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::tiles::Mpsz(&self.tiles()).fmt(f)
    }
}

impl fmt::Debug for Counts {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Counts({self})")
    }
}

/// The tile of kind index `k` (0–33).
pub(crate) fn tile_of(k: usize) -> Tile {
    // k < 34 everywhere this is called; the fallback keeps it total.
    Tile::from_code(k as u8).unwrap_or(Tile::wind(crate::tiles::Wind::East))
}

/// The suits' index ranges, then the honours (which form no runs).
pub(crate) const GROUPS: [(usize, usize, bool); 4] =
    [(0, 9, true), (9, 18, true), (18, 27, true), (27, 34, false)];

/// Terminals and honours: the thirteen orphans' kinds.
pub(crate) const ORPHANS: [usize; 13] = [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33];
