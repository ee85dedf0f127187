//! Waits: the tiles that complete a hand, and the shape each one completes.

use super::complete::{group_sets, group_sets_and_pair, is_seven_pairs, is_thirteen_orphans};
use super::counts::{Counts, GROUPS, ORPHANS, tile_of};
use super::hand::Hand;
use super::shanten::shanten;
use super::shapes::{Part, Shape, decompositions};
use crate::tiles::Tile;
use std::fmt;

/// How a winning tile completes the hand.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum WaitShape {
    /// Either end of two in a row (ryanmen): 45 waiting on 3 or 6.
    TwoSided,
    /// 12 waiting on 3, or 89 on 7 (penchan).
    Edge,
    /// The middle of a run (kanchan): 46 waiting on 5.
    Closed,
    /// The pair (tanki), seven pairs included.
    Single,
    /// One of two pairs becoming a pung (shanpon).
    DualPung,
    /// Thirteen orphans waiting on its missing kind.
    ThirteenOrphans,
    /// Thirteen orphans holding all thirteen kinds, waiting on any of them.
    ThirteenSided,
}

impl WaitShape {
    /// `two-sided`, `edge`, `closed`, `single`, `dual-pung`, `thirteen-orphans`,
    /// `thirteen-sided`.
    ///
    /// ```
    /// use mahjong_referee::riichi::WaitShape;
    /// assert_eq!(WaitShape::DualPung.name(), "dual-pung");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            WaitShape::TwoSided => "two-sided",
            WaitShape::Edge => "edge",
            WaitShape::Closed => "closed",
            WaitShape::Single => "single",
            WaitShape::DualPung => "dual-pung",
            WaitShape::ThirteenOrphans => "thirteen-orphans",
            WaitShape::ThirteenSided => "thirteen-sided",
        }
    }
}

impl fmt::Display for WaitShape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// The kinds that complete these concealed tiles (3n+1 of them, with `melds` sets
/// declared), in index order. A kind the tiles already hold four of is included (see
/// [`Wait::held_four`]).
///
/// ```
/// use mahjong_referee::riichi::{Counts, wait_kinds};
/// use mahjong_referee::tiles::Tiles;
/// let c = Counts::from_tiles("33m111s12345678p".parse::<Tiles>().unwrap().as_slice());
/// assert_eq!(wait_kinds(&c, 0), vec![11, 14, 17]); // 3p 6p 9p
/// ```
pub fn wait_kinds(counts: &Counts, melds: usize) -> Vec<usize> {
    let total = counts.total();
    if total % 3 != 1 || total + 3 * melds != 13 {
        return Vec::new();
    }
    // Each group (suit or honours) is complete on its own or not; a tile added to one group
    // leaves the others as they were, so only that group needs checking again.
    let mut mods = [0u8; 4];
    let mut ok = [false; 4];
    for (g, &(lo, hi, runs)) in GROUPS.iter().enumerate() {
        let part = &counts.0[lo..hi];
        let sum: u32 = part.iter().map(|&n| u32::from(n)).sum();
        mods[g] = (sum % 3) as u8;
        ok[g] = match mods[g] {
            0 => group_sets(part, runs),
            2 => group_sets_and_pair(part, runs),
            _ => false,
        };
    }
    let mut waits = Vec::new();
    for (g, &(lo, hi, runs)) in GROUPS.iter().enumerate() {
        let new_mod = (mods[g] + 1) % 3;
        let others_ok = (0..4).filter(|&h| h != g).all(|h| ok[h]);
        let pairs = (0..4).filter(|&h| h != g && mods[h] == 2).count() + usize::from(new_mod == 2);
        if new_mod == 1 || !others_ok || pairs != 1 {
            continue;
        }
        let mut part = [0u8; 9];
        let part = &mut part[..hi - lo];
        part.copy_from_slice(&counts.0[lo..hi]);
        for k in lo..hi {
            if !could_complete(counts, k, 1) {
                continue;
            }
            part[k - lo] += 1;
            let done = if new_mod == 0 {
                group_sets(part, runs)
            } else {
                group_sets_and_pair(part, runs)
            };
            part[k - lo] -= 1;
            if done {
                waits.push(k);
            }
        }
    }
    if melds == 0 {
        let mut c = *counts;
        for k in special_candidates(counts) {
            if !waits.contains(&k) {
                c.0[k] += 1;
                if is_seven_pairs(&c) || is_thirteen_orphans(&c) {
                    waits.push(k);
                }
                c.0[k] -= 1;
            }
        }
        crate::order::sort_small(&mut waits);
    }
    waits
}

/// The tiles that could complete seven pairs (a single held once) or thirteen orphans (an
/// orphan), when the hand is close to either.
fn special_candidates(c: &Counts) -> Vec<usize> {
    let singles: Vec<usize> = (0..34).filter(|&k| c.0[k] == 1).collect();
    let mut out = Vec::new();
    if singles.len() == 1 && (0..34).all(|k| matches!(c.0[k], 0..=2)) {
        out.extend(&singles);
    }
    if ORPHANS.iter().filter(|&&k| c.0[k] > 0).count() >= 12 {
        out.extend(ORPHANS);
    }
    out
}

/// A tile can only complete a hand next to tiles it joins: itself or, in a suit, a tile
/// within two; thirteen orphans also wait on orphans the hand lacks.
fn could_complete(c: &Counts, k: usize, melds: usize) -> bool {
    if c.0[k] > 0 {
        return true;
    }
    let near = GROUPS.iter().any(|&(lo, hi, runs)| {
        runs && (lo..hi).contains(&k)
            && (k.saturating_sub(2).max(lo)..=(k + 2).min(hi - 1)).any(|j| c.0[j] > 0)
    });
    near || (melds == 0 && ORPHANS.contains(&k))
}

/// One wait.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Wait {
    /// The tile.
    pub tile: Tile,
    /// The hand (melds included) already holds all four: no fifth can come.
    pub held_four: bool,
    /// The shapes it completes, in every reading of the completed hand.
    pub shapes: Vec<WaitShape>,
}

/// A hand's waiting state.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Waiting {
    /// Shanten: tiles away from tenpai; 0 tenpai, −1 complete.
    pub shanten: i8,
    /// Every tile that completes the hand, in index order.
    pub waits: Vec<Wait>,
}

impl Waiting {
    /// The waits that are not tiles the hand holds four of.
    ///
    /// ```
    /// use mahjong_referee::riichi::{Hand, waiting};
    /// let w = waiting(&"1111m234p567s789s".parse::<Hand>().unwrap());
    /// assert_eq!(w.waits.len(), 1); // only a fifth 1m would complete it
    /// assert_eq!(w.live().count(), 0);
    /// ```
    pub fn live(&self) -> impl Iterator<Item = &Wait> {
        self.waits.iter().filter(|w| !w.held_four)
    }
}

/// Shanten, waits and wait shapes of a hand. A hand of 3n+2 tiles has no waits (shanten −1
/// if it is complete).
///
/// ```
/// use mahjong_referee::riichi::{Hand, waiting};
/// let hand: Hand = "redred4pin4pin4pin5pin6pin1man2man3man1man2man3man".parse().unwrap();
/// let w = waiting(&hand);
/// assert_eq!(w.shanten, 0);
/// let tiles: Vec<String> = w.waits.iter().map(|w| w.tile.to_string()).collect();
/// assert_eq!(tiles, ["4p", "7p", "7z"]);
/// ```
pub fn waiting(hand: &Hand) -> Waiting {
    let counts = hand.concealed_counts();
    let melds = hand.melds.len();
    let all = hand.all_counts();
    let waits = wait_kinds(&counts, melds)
        .into_iter()
        .map(|k| Wait {
            tile: tile_of(k),
            held_four: all.0[k] >= 4,
            shapes: shapes_of(&counts, melds, k),
        })
        .collect();
    Waiting {
        shanten: shanten(&counts, melds),
        waits,
    }
}

/// The shapes a winning tile of kind `k` completes.
fn shapes_of(counts: &Counts, melds: usize, k: usize) -> Vec<WaitShape> {
    let mut c = *counts;
    c.0[k] += 1;
    let mut shapes = Vec::new();
    for shape in decompositions(&c, melds) {
        match shape {
            Shape::SevenPairs => shapes.push(WaitShape::Single),
            Shape::ThirteenOrphans => shapes.push(if counts.0[k] == 1 {
                WaitShape::ThirteenSided
            } else {
                WaitShape::ThirteenOrphans
            }),
            Shape::Standard(parts) => {
                shapes.extend((0..parts.len()).filter_map(|i| wait_shape(&parts, i, k)));
            }
        }
    }
    crate::order::sort_small(&mut shapes);
    shapes.dedup();
    shapes
}

/// The wait the winning tile, of kind `k`, made when it completed `parts[i]` of a reading,
/// or `None` when it cannot have completed that part.
///
/// A pung is a dual-pung wait only when the hand's pair is of another kind: when the reading
/// also holds a pair of the same kind, the player held four (a set and a single tile) and
/// the tile completed the pair, a single wait, which that pair's own reading names.
pub(crate) fn wait_shape(parts: &[Part], i: usize, k: usize) -> Option<WaitShape> {
    match parts[i] {
        Part::Pair(p) if p == k => Some(WaitShape::Single),
        Part::Pung(p) if p == k && !parts.contains(&Part::Pair(k)) => Some(WaitShape::DualPung),
        Part::Chow(low) if (low..low + 3).contains(&k) => {
            let number = low % 9 + 1; // the run's first number, 1–7
            Some(match k - low {
                1 => WaitShape::Closed,
                0 if number == 7 => WaitShape::Edge,
                2 if number == 1 => WaitShape::Edge,
                _ => WaitShape::TwoSided,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hand(s: &str) -> Hand {
        s.parse().unwrap()
    }

    fn waits(s: &str) -> Vec<String> {
        waiting(&hand(s))
            .waits
            .iter()
            .map(|w| w.tile.to_string())
            .collect()
    }

    #[test]
    fn the_seed_furiten_examples() {
        assert_eq!(waits("3m3m1s1s1s1p2p3p4p5p6p7p8p"), ["3p", "6p", "9p"]);
        assert_eq!(waits("3m3m1s2s3s1s2s3s4s5s6s2p3p"), ["1p", "4p"]);
        assert_eq!(
            waits("redred4pin4pin4pin5pin6pin1man2man3man1man2man3man"),
            ["4p", "7p", "7z"]
        );
    }

    #[test]
    fn shapes_are_named() {
        let shapes = |s: &str, t: &str| {
            let t: Tile = t.parse().unwrap();
            waiting(&hand(s))
                .waits
                .into_iter()
                .find(|w| w.tile == t)
                .map(|w| w.shapes)
                .unwrap_or_default()
        };
        use WaitShape::*;
        assert_eq!(shapes("123m456p789s11z45s", "3s"), [TwoSided]);
        assert_eq!(shapes("123m456p789s11z12s", "3s"), [Edge]);
        assert_eq!(shapes("123m456p789s11z89p", "7p"), [Edge]);
        assert_eq!(shapes("123m456p789s11z46s", "5s"), [Closed]);
        assert_eq!(shapes("123m456p789s11z55s", "5s"), [DualPung]);
        assert_eq!(shapes("123m456p789s111z5s", "5s"), [Single]);
        // Four held, waiting on the fifth: a set and a single tile, not two pairs.
        assert_eq!(shapes("1111m234p567p789s", "1m"), [Single]);
        // A pung beside a pair of another kind is a dual-pung all the same.
        assert_eq!(shapes("111m234p567p789s5z", "5z"), [Single]);
        assert_eq!(shapes("11m55z234p567p789s", "1m"), [DualPung]);
        assert_eq!(shapes("1122m3344p5566s7z", "7z"), [Single]);
        assert_eq!(shapes("19m19p19s1234567z", "1m"), [ThirteenSided]);
        assert_eq!(shapes("119m19p19s123456z", "7z"), [ThirteenOrphans]);
        // Four in a row waits on either end as the pair.
        assert_eq!(shapes("123p456p789s3456m", "3m"), [Single]);
        // 3455 on 5: the 5 ends the run 345 (two-sided) or pairs the other 5 (single).
        assert_eq!(shapes("123p456p789s3455m", "5m"), [TwoSided, Single]);
        assert_eq!(shapes("123p456p789s3455m", "2m"), [TwoSided]);
    }

    #[test]
    fn a_wait_on_a_fifth_tile_is_marked() {
        let w = waiting(&hand("1111m234p567s789s"));
        let marked: Vec<String> = w
            .waits
            .iter()
            .filter(|w| w.held_four)
            .map(|w| w.tile.to_string())
            .collect();
        assert_eq!(marked, ["1m"]);
        // The held four counts melds too.
        let w = waiting(&hand("1m234p567s [789s] [111m]"));
        assert!(w.waits.iter().all(|w| w.held_four));
    }

    #[test]
    fn hands_of_the_wrong_size_have_no_waits() {
        assert!(waiting(&hand("123m")).waits.is_empty());
        let w = waiting(&hand("123m456p789s11z222z"));
        assert!(w.waits.is_empty());
        assert_eq!(w.shanten, -1);
    }
}
