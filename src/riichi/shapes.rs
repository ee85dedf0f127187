//! Every way a complete hand can be read: four sets and a pair, seven pairs, thirteen
//! orphans.

use super::complete::{is_seven_pairs, is_thirteen_orphans};
use super::counts::{Counts, GROUPS, tile_of};
use crate::tiles::Tile;

/// A set in a reading of the concealed tiles.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    /// A run starting at this kind.
    Chow(usize),
    /// Three of this kind.
    Pung(usize),
    /// Two of this kind.
    Pair(usize),
}

impl Part {
    /// The kinds the part holds.
    ///
    /// ```
    /// use mahjong_referee::riichi::Part;
    /// assert_eq!(Part::Chow(2).kinds(), vec![2, 3, 4]);
    /// ```
    pub fn kinds(self) -> Vec<usize> {
        match self {
            Part::Chow(k) => vec![k, k + 1, k + 2],
            Part::Pung(k) => vec![k, k, k],
            Part::Pair(k) => vec![k, k],
        }
    }

    /// The first tile of the part.
    ///
    /// ```
    /// use mahjong_referee::riichi::Part;
    /// assert_eq!(Part::Pair(31).tile().to_string(), "5z");
    /// ```
    pub fn tile(self) -> Tile {
        match self {
            Part::Chow(k) | Part::Pung(k) | Part::Pair(k) => tile_of(k),
        }
    }
}

/// One reading of a complete hand's concealed tiles.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Shape {
    /// Sets and one pair (melds are not included).
    Standard(Vec<Part>),
    /// Seven different pairs.
    SevenPairs,
    /// Thirteen orphans.
    ThirteenOrphans,
}

/// Every reading of complete concealed tiles, with `melds` sets already declared. No
/// reading at all means the tiles are not a complete hand.
///
/// ```
/// use mahjong_referee::riichi::{Counts, decompositions, Shape};
/// use mahjong_referee::tiles::Tiles;
/// let c = Counts::from_tiles("111222333m789p55s".parse::<Tiles>().unwrap().as_slice());
/// // 111 222 333 or 123 123 123.
/// assert_eq!(decompositions(&c, 0).len(), 2);
/// let c = Counts::from_tiles("1122m3344p5566s77z".parse::<Tiles>().unwrap().as_slice());
/// assert!(decompositions(&c, 0).contains(&Shape::SevenPairs));
/// ```
pub fn decompositions(counts: &Counts, melds: usize) -> Vec<Shape> {
    let mut out = Vec::new();
    if counts.total() + 3 * melds != 14 {
        return out;
    }
    let mut work = *counts;
    let mut parts = Vec::new();
    standard(&mut work, 0, false, &mut parts, &mut out);
    if melds == 0 && is_seven_pairs(counts) {
        out.push(Shape::SevenPairs);
    }
    if melds == 0 && is_thirteen_orphans(counts) {
        out.push(Shape::ThirteenOrphans);
    }
    out
}

fn runs_at(k: usize) -> bool {
    GROUPS
        .iter()
        .any(|&(lo, hi, runs)| runs && k >= lo && k + 2 < hi)
}

fn standard(
    c: &mut Counts,
    from: usize,
    paired: bool,
    parts: &mut Vec<Part>,
    out: &mut Vec<Shape>,
) {
    let Some(k) = (from..34).find(|&k| c.0[k] > 0) else {
        if paired {
            out.push(Shape::Standard(parts.clone()));
        }
        return;
    };
    if !paired && c.0[k] >= 2 {
        c.0[k] -= 2;
        parts.push(Part::Pair(k));
        standard(c, k, true, parts, out);
        parts.pop();
        c.0[k] += 2;
    }
    if c.0[k] >= 3 {
        c.0[k] -= 3;
        parts.push(Part::Pung(k));
        standard(c, k, paired, parts, out);
        parts.pop();
        c.0[k] += 3;
    }
    if runs_at(k) && c.0[k + 1] > 0 && c.0[k + 2] > 0 {
        for d in 0..3 {
            c.0[k + d] -= 1;
        }
        parts.push(Part::Chow(k));
        standard(c, k, paired, parts, out);
        parts.pop();
        for d in 0..3 {
            c.0[k + d] += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::Tiles;

    fn counts(s: &str) -> Counts {
        Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice())
    }

    #[test]
    fn readings_are_distinct_and_complete() {
        let shapes = decompositions(&counts("11122233344455m"), 0);
        let mut unique = shapes.clone();
        unique.sort_by_key(|s| format!("{s:?}"));
        unique.dedup();
        assert_eq!(unique.len(), shapes.len());
        for s in &shapes {
            if let Shape::Standard(parts) = s {
                let n: usize = parts.iter().map(|p| p.kinds().len()).sum();
                assert_eq!(n, 14);
            }
        }
        assert!(decompositions(&counts("123m456p789s1122z"), 0).is_empty());
        assert!(decompositions(&counts("11m"), 4).len() == 1);
        assert!(
            decompositions(&counts("891m123p456s77z111z"), 0).is_empty(),
            "no wrap"
        );
    }
}
