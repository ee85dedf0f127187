//! Deterministic random MCR winning hands, for the benchmark and the self-checks.

use super::hand::{McrHand, McrMeld};
use super::shape::knitted;
use crate::riichi::MeldKind;
use crate::riichi::sample::Rng;
use crate::tiles::{Tile, Wind};

fn tile(k: usize) -> Tile {
    Tile::from_code(k as u8).unwrap_or(Tile::wind(Wind::East))
}

fn wind(rng: &mut Rng) -> Wind {
    [Wind::East, Wind::South, Wind::West, Wind::North][rng.below(4)]
}

/// The tiles of a winning hand before the win is picked: declared melds and concealed kinds.
fn shape(rng: &mut Rng) -> Option<(Vec<McrMeld>, [u8; 34])> {
    let mut held = [0u8; 34];
    let mut concealed = [0u8; 34];
    let mut melds = Vec::new();
    let roll = rng.below(100);
    if roll < 6 {
        // Seven pairs (sometimes four alike).
        for _ in 0..7 {
            let k = rng.below(34);
            concealed[k] += 2;
        }
    } else if roll < 8 {
        // Thirteen orphans.
        for k in [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33] {
            concealed[k] = 1;
        }
        concealed[[0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33][rng.below(13)]] += 1;
    } else if roll < 10 {
        // Honours and knitted tiles: 14 of the 16 tiles of a knitted straight and honours.
        let mut pool: Vec<usize> = knitted(rng.below(6)).iter().map(|&k| k as usize).collect();
        pool.extend(27..34);
        while pool.len() > 14 {
            pool.swap_remove(rng.below(pool.len()));
        }
        for k in pool {
            concealed[k] = 1;
        }
    } else {
        let declared = [0, 0, 0, 1, 1, 2, 3, 4][rng.below(8)];
        let knit = roll < 13 && declared <= 1;
        if knit {
            for k in knitted(rng.below(6)) {
                concealed[k as usize] += 1;
            }
        }
        let sets = if knit { 1 } else { 4 };
        for i in 0..sets {
            let k = rng.below(34);
            let chow = rng.below(2) == 0 && k < 27 && k % 9 <= 6;
            let kinds: Vec<usize> = if chow {
                vec![k, k + 1, k + 2]
            } else {
                vec![k; 3]
            };
            if i < declared && !(knit && declared == 0) {
                let kind = match (chow, rng.below(4)) {
                    (true, _) => MeldKind::Chow,
                    (false, 0) => MeldKind::OpenKong,
                    (false, 1) => MeldKind::ConcealedKong,
                    _ => MeldKind::Pung,
                };
                let mut tiles: Vec<Tile> = kinds.iter().map(|&k| tile(k)).collect();
                if matches!(kind, MeldKind::OpenKong | MeldKind::ConcealedKong) {
                    tiles.push(tile(k));
                }
                for t in &tiles {
                    held[t.code() as usize] += 1;
                }
                melds.push(McrMeld { kind, tiles });
            } else {
                for k in kinds {
                    concealed[k] += 1;
                }
            }
        }
        concealed[rng.below(34)] += 2;
    }
    for k in 0..34 {
        held[k] += concealed[k];
    }
    held.iter().all(|&n| n <= 4).then_some((melds, concealed))
}

/// A random complete MCR hand with a winning tile and the facts of the win.
///
/// ```
/// use mahjong_referee::mcr::{McrReport, Verdict, sample::winning_hand};
/// use mahjong_referee::riichi::sample::Rng;
/// let mut rng = Rng::new(3);
/// for _ in 0..100 {
///     let hand = winning_hand(&mut rng);
///     assert_ne!(McrReport::of(&hand).verdict, Verdict::NotComplete);
/// }
/// ```
pub fn winning_hand(rng: &mut Rng) -> McrHand {
    let (melds, mut concealed) = loop {
        if let Some(found) = shape(rng) {
            break found;
        }
    };
    let kinds: Vec<usize> = (0..34).filter(|&k| concealed[k] > 0).collect();
    let w = kinds[rng.below(kinds.len())];
    concealed[w] -= 1;
    let tiles: Vec<Tile> = (0..34)
        .flat_map(|k| std::iter::repeat_n(tile(k), usize::from(concealed[k])))
        .collect();
    let has_kong = melds
        .iter()
        .any(|m| matches!(m.kind, MeldKind::OpenKong | MeldKind::ConcealedKong));
    let self_drawn = rng.below(3) == 0;
    let held_win = concealed[w] as usize
        + melds
            .iter()
            .flat_map(|m| &m.tiles)
            .filter(|t| t.code() as usize == w)
            .count();
    McrHand {
        concealed: tiles,
        melds,
        win: tile(w),
        self_drawn,
        flowers: rng.below(9) as u8,
        seat_wind: wind(rng),
        round_wind: wind(rng),
        last_of_kind: rng.below(10) == 0,
        last_of_wall: rng.below(20) == 0,
        kong_replacement: self_drawn && has_kong && rng.below(4) == 0,
        robbing_kong: !self_drawn && held_win == 0 && rng.below(10) == 0,
        winning_tile_shown: rng.below(10) != 0,
    }
}
