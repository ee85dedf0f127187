//! Whether tiles form complete hands: fast checks used for waits and for the brute-force
//! cross-checks.

use super::counts::{Counts, GROUPS, ORPHANS};

/// Can this group's tiles (one suit, or the honours) all be split into sets?
///
/// Greedy is exact here: the lowest tile must start its sets, and three chows from one
/// tile are the same tiles as three pungs.
fn all_sets(counts: &mut [u8], runs: bool) -> bool {
    let n = counts.len();
    for i in 0..n {
        let c = counts[i];
        if c == 0 {
            continue;
        }
        let chows = if runs { c % 3 } else { 0 };
        if chows > 0 {
            if i + 2 >= n || counts[i + 1] < chows || counts[i + 2] < chows {
                return false;
            }
            counts[i + 1] -= chows;
            counts[i + 2] -= chows;
        }
        if !runs && !c.is_multiple_of(3) {
            return false;
        }
        counts[i] = 0;
    }
    true
}

pub(crate) fn group_sets(counts: &[u8], runs: bool) -> bool {
    let mut buf = [0u8; 9];
    let part = &mut buf[..counts.len()];
    part.copy_from_slice(counts);
    all_sets(part, runs)
}

pub(crate) fn group_sets_and_pair(counts: &[u8], runs: bool) -> bool {
    (0..counts.len()).any(|p| {
        counts[p] >= 2 && {
            let mut buf = [0u8; 9];
            let part = &mut buf[..counts.len()];
            part.copy_from_slice(counts);
            part[p] -= 2;
            all_sets(part, runs)
        }
    })
}

/// Four sets and a pair (fewer sets when some are melded): the concealed tiles split into
/// sets and exactly one pair.
///
/// ```
/// use mahjong_referee::riichi::{Counts, is_standard_complete};
/// use mahjong_referee::tiles::Tiles;
/// let c = |s: &str| Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice());
/// assert!(is_standard_complete(&c("11123455678999m")));
/// assert!(!is_standard_complete(&c("1112345678999m1p")));
/// ```
pub fn is_standard_complete(counts: &Counts) -> bool {
    let mut pair_group = None;
    for (g, &(lo, hi, _)) in GROUPS.iter().enumerate() {
        let sum: u32 = counts.0[lo..hi].iter().map(|&n| u32::from(n)).sum();
        match sum % 3 {
            0 => {}
            2 if pair_group.is_none() => pair_group = Some(g),
            _ => return false,
        }
    }
    let Some(pair_group) = pair_group else {
        return false;
    };
    GROUPS.iter().enumerate().all(|(g, &(lo, hi, runs))| {
        let part = &counts.0[lo..hi];
        if g == pair_group {
            group_sets_and_pair(part, runs)
        } else {
            group_sets(part, runs)
        }
    })
}

/// Seven different pairs (four alike are not two pairs).
///
/// ```
/// use mahjong_referee::riichi::{Counts, is_seven_pairs};
/// use mahjong_referee::tiles::Tiles;
/// let c = |s: &str| Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice());
/// assert!(is_seven_pairs(&c("1122m3344p5566s77z")));
/// assert!(!is_seven_pairs(&c("1111m3344p5566s77z")));
/// ```
pub fn is_seven_pairs(counts: &Counts) -> bool {
    counts.total() == 14 && counts.0.iter().all(|&n| n == 0 || n == 2)
}

/// One of each terminal and honour, and one more of any of them.
///
/// ```
/// use mahjong_referee::riichi::{Counts, is_thirteen_orphans};
/// use mahjong_referee::tiles::Tiles;
/// let c = |s: &str| Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice());
/// assert!(is_thirteen_orphans(&c("19m19p19s12345677z")));
/// ```
pub fn is_thirteen_orphans(counts: &Counts) -> bool {
    counts.total() == 14
        && ORPHANS.iter().all(|&k| counts.0[k] >= 1)
        && ORPHANS.iter().any(|&k| counts.0[k] == 2)
}

/// Any complete hand shape for these concealed tiles: four sets and a pair (with `melds`
/// sets already melded), or, with no melds, seven pairs or thirteen orphans.
///
/// ```
/// use mahjong_referee::riichi::{Counts, is_complete};
/// use mahjong_referee::tiles::Tiles;
/// let c = |s: &str| Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice());
/// assert!(is_complete(&c("11m"), 4));
/// assert!(is_complete(&c("1122m3344p5566s77z"), 0));
/// ```
pub fn is_complete(counts: &Counts, melds: usize) -> bool {
    let total = counts.total();
    if total + 3 * melds != 14 {
        return false;
    }
    is_standard_complete(counts)
        || (melds == 0 && (is_seven_pairs(counts) || is_thirteen_orphans(counts)))
}
