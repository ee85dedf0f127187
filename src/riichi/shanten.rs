//! Shanten: how many tiles a hand is from tenpai (0 tenpai, −1 complete).

use super::counts::{Counts, GROUPS, ORPHANS};

/// The least shanten over four sets and a pair, seven pairs and thirteen orphans (the last
/// two only for a hand with no melds). Copies beyond four are not considered, as in the
/// usual definition. More than fourteen tiles are no hand: [`NOT_A_HAND`].
///
/// ```
/// use mahjong_referee::riichi::{Counts, shanten};
/// use mahjong_referee::tiles::Tiles;
/// let c = |s: &str| Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice());
/// assert_eq!(shanten(&c("123m456p789s1122z"), 0), 0);
/// assert_eq!(shanten(&c("123m456p789s11z222z"), 0), -1);
/// assert_eq!(shanten(&c("19m19p19s1234567z"), 0), 0);
/// assert_eq!(shanten(&c("147m258p369s1234z"), 0), 6);
/// ```
pub fn shanten(counts: &Counts, melds: usize) -> i8 {
    if counts.total() + 3 * melds > 14 {
        return NOT_A_HAND;
    }
    let mut best = standard(counts, melds);
    if melds == 0 && counts.total() >= 13 {
        best = best.min(seven_pairs(counts)).min(thirteen_orphans(counts));
    }
    best
}

/// What [`shanten`] gives for more than fourteen tiles.
pub const NOT_A_HAND: i8 = i8::MAX;

/// 8 − 2·sets − partial sets − pair, with sets and partial sets together at most four.
fn standard(counts: &Counts, melds: usize) -> i8 {
    let mut c = counts.0;
    let mut best = 8;
    search(&mut c, 0, melds as i8, 0, 0, &mut best);
    for k in 0..34 {
        if c[k] >= 2 {
            c[k] -= 2;
            search(&mut c, 0, melds as i8, 0, 1, &mut best);
            c[k] += 2;
        }
    }
    best
}

fn same_group(a: usize, b: usize) -> bool {
    GROUPS
        .iter()
        .any(|&(lo, hi, runs)| runs && (lo..hi).contains(&a) && (lo..hi).contains(&b))
}

fn search(c: &mut [u8; 34], from: usize, sets: i8, partial: i8, pair: i8, best: &mut i8) {
    let Some(k) = (from..34).find(|&k| c[k] > 0) else {
        let partial = partial.min(4 - sets).max(0);
        *best = (*best).min(8 - 2 * sets - partial - pair);
        return;
    };
    if sets < 4 && c[k] >= 3 {
        c[k] -= 3;
        search(c, k, sets + 1, partial, pair, best);
        c[k] += 3;
    }
    if sets < 4 && same_group(k, k + 2) && c[k + 1] > 0 && c[k + 2] > 0 {
        c[k] -= 1;
        c[k + 1] -= 1;
        c[k + 2] -= 1;
        search(c, k, sets + 1, partial, pair, best);
        c[k] += 1;
        c[k + 1] += 1;
        c[k + 2] += 1;
    }
    if sets + partial < 4 {
        if c[k] >= 2 {
            c[k] -= 2;
            search(c, k, sets, partial + 1, pair, best);
            c[k] += 2;
        }
        for d in [1, 2] {
            if same_group(k, k + d) && c[k + d] > 0 {
                c[k] -= 1;
                c[k + d] -= 1;
                search(c, k, sets, partial + 1, pair, best);
                c[k] += 1;
                c[k + d] += 1;
            }
        }
    }
    let held = c[k];
    c[k] = 0;
    search(c, k + 1, sets, partial, pair, best);
    c[k] = held;
}

/// 6 − pairs, plus the kinds still missing when fewer than seven kinds are held.
fn seven_pairs(counts: &Counts) -> i8 {
    let pairs = counts.0.iter().filter(|&&n| n >= 2).count() as i8;
    let kinds = counts.0.iter().filter(|&&n| n >= 1).count() as i8;
    6 - pairs + (7 - kinds).max(0)
}

/// 13 − orphan kinds held − 1 if one of them is paired.
fn thirteen_orphans(counts: &Counts) -> i8 {
    let kinds = ORPHANS.iter().filter(|&&k| counts.0[k] >= 1).count() as i8;
    let paired = ORPHANS.iter().any(|&k| counts.0[k] >= 2);
    13 - kinds - i8::from(paired)
}
