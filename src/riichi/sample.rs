//! Deterministic random hands, for benchmarks and self-checks.

use super::counts::Counts;

/// A small xorshift generator: the same seed gives the same hands on every machine.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed (0 is replaced by a fixed non-zero seed).
    ///
    /// ```
    /// use mahjong_referee::riichi::sample::Rng;
    /// let mut a = Rng::new(7);
    /// let mut b = Rng::new(7);
    /// assert_eq!(a.below(100), b.below(100));
    /// ```
    pub fn new(seed: u64) -> Rng {
        Rng(if seed == 0 {
            0x9e37_79b9_7f4a_7c15
        } else {
            seed
        })
    }

    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next_u64() % n.max(1) as u64) as usize
    }
}

/// A complete hand's concealed tiles with `melds` sets declared: sets and a pair, at most
/// four of a kind.
///
/// ```
/// use mahjong_referee::riichi::{is_complete, sample::{Rng, complete_hand}};
/// let mut rng = Rng::new(1);
/// let c = complete_hand(&mut rng, 1);
/// assert!(is_complete(&c, 1));
/// ```
pub fn complete_hand(rng: &mut Rng, melds: usize) -> Counts {
    let sets = 4usize.saturating_sub(melds);
    loop {
        let mut c = [0u8; 34];
        c[rng.below(34)] += 2;
        for _ in 0..sets {
            let k = rng.below(34);
            if rng.below(2) == 0 && k < 27 && k % 9 <= 6 {
                c[k] += 1;
                c[k + 1] += 1;
                c[k + 2] += 1;
            } else {
                c[k] += 3;
            }
        }
        if c.iter().all(|&n| n <= 4) {
            return Counts(c);
        }
    }
}

/// A tenpai hand: a complete hand less one of its tiles; returns the hand, its melds count
/// and the kind taken out (one of its waits).
///
/// ```
/// use mahjong_referee::riichi::{wait_kinds, sample::{Rng, tenpai_hand}};
/// let mut rng = Rng::new(2);
/// let (c, melds, out) = tenpai_hand(&mut rng);
/// assert!(wait_kinds(&c, melds).contains(&out));
/// ```
pub fn tenpai_hand(rng: &mut Rng) -> (Counts, usize, usize) {
    let melds = rng.below(5).saturating_sub(1); // no melds twice as often
    let mut c = complete_hand(rng, melds);
    let held: Vec<usize> = (0..34).filter(|&k| c.0[k] > 0).collect();
    let out = held[rng.below(held.len())];
    c.0[out] -= 1;
    (c, melds, out)
}

/// A random closed win: a complete hand less one tile, that tile as the winning tile, and
/// random win conditions.
///
/// ```
/// use mahjong_referee::riichi::{WinReport, sample::{Rng, random_win}};
/// let mut rng = Rng::new(3);
/// let (hand, win, cond) = random_win(&mut rng);
/// assert!(WinReport::score(&hand, win, &cond).reason != Some("not a complete hand"));
/// ```
pub fn random_win(rng: &mut Rng) -> (super::Hand, crate::tiles::Tile, super::WinConditions) {
    let mut c = complete_hand(rng, 0);
    let held: Vec<usize> = (0..34).filter(|&k| c.0[k] > 0).collect();
    let out = held[rng.below(held.len())];
    c.0[out] -= 1;
    let hand = super::Hand {
        concealed: c.tiles(),
        melds: Vec::new(),
    };
    let cond = super::WinConditions {
        tsumo: rng.below(2) == 0,
        riichi: rng.below(2) == 0,
        seat_wind: rng.below(4) as u8,
        round_wind: rng.below(2) as u8,
        dora: rng.below(3) as u8,
        ..super::WinConditions::default()
    };
    (hand, super::counts::tile_of(out), cond)
}
