//! Hand analysis checked by construction and against brute force.

use mahjong_referee::riichi::{Counts, Shape, decompositions, shanten, wait_kinds};

/// A small deterministic generator, so that failures can be replayed.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

const SUITED: [usize; 27] = [
    0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25,
    26,
];

/// A random complete hand's concealed tiles: `4 - melds` sets and a pair, at most four of a
/// kind.
fn complete_hand(rng: &mut Rng, melds: usize) -> Counts {
    loop {
        let mut c = [0u8; 34];
        let k = rng.below(34);
        c[k] += 2;
        for _ in 0..4 - melds {
            if rng.below(2) == 0 {
                let k = SUITED[rng.below(27)];
                if k % 9 <= 6 {
                    c[k] += 1;
                    c[k + 1] += 1;
                    c[k + 2] += 1;
                    continue;
                }
            }
            c[rng.below(34)] += 3;
        }
        if c.iter().all(|&n| n <= 4) {
            return Counts(c);
        }
    }
}

/// Any multiset of `n` tiles with at most `max` of a kind.
fn any_hand(rng: &mut Rng, n: usize, max: u8) -> Counts {
    let mut c = [0u8; 34];
    let mut placed = 0;
    while placed < n {
        let k = rng.below(34);
        if c[k] < max {
            c[k] += 1;
            placed += 1;
        }
    }
    Counts(c)
}

/// Waits by the slow road: a kind is a wait if the completed tiles have any reading.
fn waits_by_enumeration(c: &Counts, melds: usize) -> Vec<usize> {
    (0..34)
        .filter(|&k| {
            let mut d = *c;
            d.0[k] += 1;
            !decompositions(&d, melds).is_empty()
        })
        .collect()
}

#[test]
fn every_reported_wait_completes_the_hand_and_no_other_tile_does() {
    let mut rng = Rng(0x5eed_cafe);
    let mut tenpai = 0;
    for round in 0..20_000 {
        let melds = rng.below(5);
        let counts = if round % 2 == 0 {
            // Tenpai by construction: a complete hand less one tile.
            let mut c = complete_hand(&mut rng, melds);
            let held: Vec<usize> = (0..34).filter(|&k| c.0[k] > 0).collect();
            let removed = held[rng.below(held.len())];
            c.0[removed] -= 1;
            let w = wait_kinds(&c, melds);
            assert!(
                w.contains(&removed),
                "{c:?} +{melds} melds: {removed} completes it"
            );
            c
        } else {
            any_hand(&mut rng, 13 - 3 * melds, 4)
        };
        let fast = wait_kinds(&counts, melds);
        assert_eq!(
            fast,
            waits_by_enumeration(&counts, melds),
            "{counts:?} with {melds} melds"
        );
        if !fast.is_empty() {
            tenpai += 1;
            assert_eq!(shanten(&counts, melds), 0, "{counts:?}: waits mean tenpai");
        } else {
            assert!(
                shanten(&counts, melds) > 0,
                "{counts:?}: no wait, not tenpai"
            );
        }
    }
    assert!(tenpai >= 10_000, "the tenpai half was generated ({tenpai})");
}

#[test]
fn seven_pairs_and_thirteen_orphans_waits() {
    let c = |s: &str| {
        Counts::from_tiles(
            s.parse::<mahjong_referee::tiles::Tiles>()
                .unwrap()
                .as_slice(),
        )
    };
    assert_eq!(wait_kinds(&c("1122m3344p5566s7z"), 0), vec![33]);
    assert_eq!(wait_kinds(&c("19m19p19s1234567z").clone(), 0).len(), 13);
    // Four alike are not two pairs: 1111m 22m... has no seven-pairs wait on 7z.
    assert!(!wait_kinds(&c("1111m3344p5566s7z"), 0).contains(&33));
    let done = c("1122m3344p5566s77z");
    assert!(decompositions(&done, 0).contains(&Shape::SevenPairs));
}

/// Shanten by brute force: the fewest tiles missing from any complete hand, less one.
fn shanten_by_brute_force(c: &Counts, melds: usize) -> i8 {
    let sets: Vec<Vec<usize>> = (0..34)
        .map(|k| vec![k, k, k])
        .chain(
            SUITED
                .iter()
                .filter(|&&k| k % 9 <= 6)
                .map(|&k| vec![k, k + 1, k + 2]),
        )
        .collect();
    let mut best = i8::MAX;
    let mut target = [0u8; 34];
    fn go(
        c: &Counts,
        sets: &[Vec<usize>],
        from: usize,
        left: usize,
        target: &mut [u8; 34],
        best: &mut i8,
    ) {
        if left == 0 {
            for p in 0..34 {
                target[p] += 2;
                let missing: i8 = (0..34)
                    .map(|k| target[k].saturating_sub(c.0[k]) as i8)
                    .sum();
                *best = (*best).min(missing - 1);
                target[p] -= 2;
            }
            return;
        }
        for i in from..sets.len() {
            for &k in &sets[i] {
                target[k] += 1;
            }
            go(c, sets, i, left - 1, target, best);
            for &k in &sets[i] {
                target[k] -= 1;
            }
        }
    }
    go(c, &sets, 0, 4 - melds, &mut target, &mut best);
    best
}

#[test]
fn shanten_agrees_with_brute_force_on_small_hands() {
    let mut rng = Rng(0xfeed_beef);
    for round in 0..3_000 {
        let melds = if round % 10 == 0 { 2 } else { 3 };
        let n = 13 - 3 * melds;
        let c = any_hand(&mut rng, n, 4);
        assert_eq!(
            shanten(&c, melds),
            shanten_by_brute_force(&c, melds),
            "{c:?} with {melds} melds"
        );
        // And one tile more: complete hands give −1.
        let mut d = c;
        d.0[rng.below(34)] += 1;
        assert_eq!(
            shanten(&d, melds),
            shanten_by_brute_force(&d, melds),
            "{d:?} with {melds} melds"
        );
    }
}

#[test]
fn no_panic_on_any_tile_multiset() {
    let mut rng = Rng(0xdead_0001);
    for _ in 0..5_000 {
        let n = rng.below(15);
        let c = any_hand(&mut rng, n, 6);
        for melds in 0..5 {
            let _ = wait_kinds(&c, melds);
            let _ = shanten(&c, melds);
            let _ = decompositions(&c, melds);
        }
    }
}
