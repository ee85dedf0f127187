//! The shapes an MCR hand can take: four sets and a pair, seven pairs (four alike count as
//! two pairs), thirteen orphans, honours and knitted tiles, and a knitted straight with one
//! set and a pair. Kinds are indexed as in [`crate::riichi::Counts`]: 0–8 man, 9–17 pin,
//! 18–26 sou, 27–30 winds E S W N, 31–33 dragons white, green, red.

use crate::riichi::{Counts, is_standard_complete, is_thirteen_orphans, wait_kinds};

/// What a set is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Form {
    /// Three in a row.
    Chow,
    /// Three alike.
    Pung,
    /// Four alike (always declared).
    Kong,
}

/// One set of a reading: its form, its lowest kind, and how it was made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Set {
    /// Chow, pung or kong.
    pub form: Form,
    /// The lowest kind in it (0–33).
    pub kind: u8,
    /// Declared on the table (a meld), not read from the concealed tiles.
    pub declared: bool,
    /// Made with another player's tile: a claimed chow, pung or kong. A concealed kong is
    /// declared but not claimed.
    pub claimed: bool,
}

impl Set {
    /// A set read from the concealed tiles.
    pub(crate) const fn concealed(form: Form, kind: u8) -> Set {
        Set {
            form,
            kind,
            declared: false,
            claimed: false,
        }
    }

    /// Holds the kind `k`.
    pub(crate) fn holds(&self, k: u8) -> bool {
        match self.form {
            Form::Chow => self.kind <= k && k <= self.kind + 2,
            Form::Pung | Form::Kong => self.kind == k,
        }
    }

    /// Pung or kong.
    pub(crate) fn is_pung(&self) -> bool {
        self.form != Form::Chow
    }
}

/// The three knitted straights' suit orders: which suit holds 147, 258 and 369.
const KNIT_ORDERS: [[usize; 3]; 6] = [
    [0, 1, 2],
    [0, 2, 1],
    [1, 0, 2],
    [1, 2, 0],
    [2, 0, 1],
    [2, 1, 0],
];

/// The nine kinds of each knitted straight (147 in one suit, 258 in the next, 369 in the last).
const KNITTED: [[u8; 9]; 6] = {
    let mut all = [[0u8; 9]; 6];
    let mut o = 0;
    while o < 6 {
        let suits = KNIT_ORDERS[o];
        let mut i = 0;
        while i < 3 {
            let mut step = 0;
            while step < 3 {
                all[o][i * 3 + step] = (suits[i] * 9 + i + 3 * step) as u8;
                step += 1;
            }
            i += 1;
        }
        o += 1;
    }
    all
};

/// The nine kinds of knitted straight number `order` (0–5).
pub(crate) fn knitted(order: usize) -> [u8; 9] {
    KNITTED[order % 6]
}

/// Which knitted straight these suit tiles belong to, if every suit tile in the counts fits
/// one of them.
fn knitted_fit(c: &Counts) -> Option<[u8; 9]> {
    KNITTED
        .into_iter()
        .find(|ks| (0..27).all(|k| c.0[k] == 0 || ks.contains(&(k as u8))))
}

/// Honours and knitted tiles: fourteen different tiles, the suit tiles all from one knitted
/// straight and the rest honours. `Some(true)` when all seven honours are there (greater),
/// `Some(false)` otherwise (lesser).
pub(crate) fn honors_and_knitted(c: &Counts) -> Option<bool> {
    if c.total() != 14 || c.0.iter().any(|&n| n > 1) {
        return None;
    }
    knitted_fit(c)?;
    let honours = c.0[27..].iter().filter(|&&n| n == 1).count();
    match honours {
        7 => Some(true),
        5 | 6 => Some(false),
        _ => None,
    }
}

/// Seven pairs as MCR counts them: four alike are two pairs.
pub(crate) fn is_seven_pairs(c: &Counts) -> bool {
    c.total() == 14 && c.0.iter().all(|&n| n % 2 == 0)
}

/// A knitted straight in the concealed tiles: the kinds, and the counts left once it is
/// taken out (3 + 2 tiles with no meld, 2 with one).
pub(crate) fn knitted_straight_rest(c: &Counts) -> Option<([u8; 9], Counts)> {
    KNITTED.into_iter().find_map(|ks| {
        if ks.iter().all(|&k| c.0[k as usize] > 0) {
            let mut rest = *c;
            for &k in &ks {
                rest.0[k as usize] -= 1;
            }
            Some((ks, rest))
        } else {
            None
        }
    })
}

/// The concealed tiles (with the winning tile) make a complete hand, `melds` sets declared.
///
/// ```
/// use mahjong_referee::mcr::is_complete;
/// use mahjong_referee::riichi::Counts;
/// use mahjong_referee::tiles::Tiles;
/// let c = |s: &str| Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice());
/// assert!(is_complete(&c("147m258p369s12345z"), 0)); // lesser honours and knitted tiles
/// assert!(is_complete(&c("147m258p369s11122z"), 0)); // knitted straight, a pung, a pair
/// assert!(is_complete(&c("1111m22334455p66s"), 0)); // seven pairs with four alike
/// assert!(!is_complete(&c("147m258p369s1234z"), 0));
/// ```
pub fn is_complete(c: &Counts, melds: usize) -> bool {
    if c.total() + 3 * melds != 14 {
        return false;
    }
    if is_standard_complete(c) {
        return true;
    }
    if melds == 0
        && (is_seven_pairs(c) || is_thirteen_orphans(c) || honors_and_knitted(c).is_some())
    {
        return true;
    }
    melds <= 1 && knitted_straight_rest(c).is_some_and(|(_, rest)| is_standard_complete(&rest))
}

/// The kinds that complete 13 concealed-and-declared tiles in any MCR shape, leaving out a
/// kind the hand already holds four of (`held` counts melds too).
///
/// ```
/// use mahjong_referee::mcr::waits;
/// use mahjong_referee::riichi::Counts;
/// use mahjong_referee::tiles::Tiles;
/// let c = |s: &str| Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice());
/// let hand = c("147m258p369s1234z");
/// assert_eq!(waits(&hand, 0, &hand), vec![31, 32, 33]); // any dragon
/// ```
pub fn waits(c: &Counts, melds: usize, held: &Counts) -> Vec<usize> {
    let mut out = wait_kinds(c, melds);
    if c.total() + 3 * melds == 13 && melds <= 1 {
        let extra = |k: usize, out: &mut Vec<usize>| {
            if !out.contains(&k) {
                out.push(k);
            }
        };
        if melds == 0 {
            // Seven pairs: one odd count left, everything else in pairs.
            let mut odd = (0..34).filter(|&k| c.0[k] % 2 == 1);
            if let (Some(k), None) = (odd.next(), odd.next()) {
                extra(k, &mut out);
            }
            // Honours and knitted tiles: thirteen different tiles; any tile that keeps them
            // different and knitted completes them.
            if c.0.iter().all(|&n| n <= 1) {
                let mut t = *c;
                for k in (0..34).filter(|&k| c.0[k] == 0) {
                    t.0[k] = 1;
                    if honors_and_knitted(&t).is_some() {
                        extra(k, &mut out);
                    }
                    t.0[k] = 0;
                }
            }
        }
        // A knitted straight with one tile missing, or complete with a set and pair to finish.
        for ks in KNITTED {
            let mut missing = ks.iter().copied().filter(|&k| c.0[k as usize] == 0);
            match (missing.next(), missing.next()) {
                (None, _) => {
                    let mut rest = *c;
                    for &k in &ks {
                        rest.0[k as usize] -= 1;
                    }
                    for k in wait_kinds(&rest, melds + 3) {
                        extra(k, &mut out);
                    }
                }
                (Some(m), None) => {
                    let mut rest = *c;
                    for &k in ks.iter().filter(|&&k| k != m) {
                        rest.0[k as usize] -= 1;
                    }
                    if is_standard_complete(&rest) {
                        extra(usize::from(m), &mut out);
                    }
                }
                _ => {}
            }
        }
        crate::order::sort_small(&mut out);
    }
    out.retain(|&k| held.0[k] < 4);
    out
}

/// Every reading of the concealed tiles as sets and one pair (`sets` of them).
pub(crate) fn readings(c: &Counts, sets: usize, out: &mut Vec<([Set; 4], usize, u8)>) {
    let mut work = *c;
    let mut buf = [Set::concealed(Form::Pung, 0); 4];
    split(&mut work, 0, sets, 0, None, &mut buf, out);
}

/// Splits the lowest remaining kind first, deciding at once everything that kind goes
/// into (the pair, a pung, chows starting there), so each reading is found once.
fn split(
    c: &mut Counts,
    from: usize,
    sets: usize,
    made: usize,
    pair: Option<u8>,
    buf: &mut [Set; 4],
    out: &mut Vec<([Set; 4], usize, u8)>,
) {
    let Some(k) = (from..34).find(|&k| c.0[k] > 0) else {
        if let (Some(p), true) = (pair, made == sets) {
            out.push((*buf, made, p));
        }
        return;
    };
    let n = usize::from(c.0[k]);
    let runs = k < 27 && k % 9 <= 6;
    for take_pair in [false, true] {
        if take_pair && pair.is_some() {
            continue;
        }
        for pungs in 0..=1usize {
            let used = 2 * usize::from(take_pair) + 3 * pungs;
            let Some(chows) = n.checked_sub(used) else {
                continue;
            };
            if made + pungs + chows > sets
                || (chows > 0
                    && (!runs
                        || usize::from(c.0[k + 1]) < chows
                        || usize::from(c.0[k + 2]) < chows))
            {
                continue;
            }
            let mut m = made;
            for _ in 0..pungs {
                buf[m] = Set::concealed(Form::Pung, k as u8);
                m += 1;
            }
            for _ in 0..chows {
                buf[m] = Set::concealed(Form::Chow, k as u8);
                m += 1;
            }
            c.0[k] = 0;
            if chows > 0 {
                c.0[k + 1] -= chows as u8;
                c.0[k + 2] -= chows as u8;
            }
            let p = if take_pair { Some(k as u8) } else { pair };
            split(c, k + 1, sets, m, p, buf, out);
            c.0[k] = n as u8;
            if chows > 0 {
                c.0[k + 1] += chows as u8;
                c.0[k + 2] += chows as u8;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tiles::Tiles;

    fn c(s: &str) -> Counts {
        Counts::from_tiles(s.parse::<Tiles>().unwrap().as_slice())
    }

    #[test]
    fn knitted_straights_are_the_six_suit_orders() {
        let all: Vec<[u8; 9]> = (0..6).map(knitted).collect();
        assert_eq!(all[0], [0, 3, 6, 10, 13, 16, 20, 23, 26]); // 147m 258p 369s
        for (i, a) in all.iter().enumerate() {
            let mut sorted = *a;
            sorted.sort_unstable();
            assert_eq!(
                sorted.iter().map(|k| k / 9).collect::<Vec<_>>(),
                [0, 0, 0, 1, 1, 1, 2, 2, 2]
            );
            assert!(all[i + 1..].iter().all(|b| b != a));
        }
    }

    #[test]
    fn readings_are_each_found_once() {
        let mut out = Vec::new();
        readings(&c("111222333m456p77s"), 4, &mut out);
        // 111 222 333 or 123 123 123, with 456p and the 7s pair.
        assert_eq!(out.len(), 2);
        out.clear();
        readings(&c("11122233344455m"), 4, &mut out);
        assert!(out.len() >= 3);
        let mut seen = out.clone();
        seen.sort();
        seen.dedup();
        assert_eq!(seen.len(), out.len());
    }

    #[test]
    fn every_reported_wait_completes_and_no_other_tile_does() {
        // Exhaustive over a family of 13-tile hands from one suit plus honours.
        let mut rng = crate::riichi::sample::Rng::new(7);
        for _ in 0..3000 {
            let mut h = Counts::default();
            while h.total() < 13 {
                let k = rng.below(34);
                if h.0[k] < 4 {
                    h.0[k] += 1;
                }
            }
            let w = waits(&h, 0, &h);
            for k in 0..34 {
                let mut t = h;
                t.0[k] += 1;
                let completes = h.0[k] < 4 && is_complete(&t, 0);
                assert_eq!(w.contains(&k), completes, "{h} + {k}");
            }
        }
    }
}
