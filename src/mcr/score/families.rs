//! The fan families: the fans of the tiles alone (suits, terminals and honours, colours,
//! number ranges), of what every set holds, and of chows and pungs together under the
//! account-once and exclusion principles.

use super::kinds::{is_dragon, is_honour, is_terminal, is_wind, pos, suit};
use super::tally::Tally;
use crate::mcr::fan::Fan;
use crate::mcr::shape::{Form, Set};
use crate::riichi::Counts;
use crate::tiles::Suit;

/// 1 and 9 of each suit.
const TERMINALS: [u8; 6] = [0, 8, 9, 17, 18, 26];

/// A bit per kind.
const fn mask(kinds: &[u8]) -> u64 {
    let mut m = 0u64;
    let mut i = 0;
    while i < kinds.len() {
        m |= 1 << kinds[i];
        i += 1;
    }
    m
}
const HONOURS: u64 = 0x7f << 27;
const WINDS: u64 = 0xf << 27;
const DRAGONS: u64 = 0x7 << 31;
const SUITS: [u64; 3] = [0x1ff, 0x1ff << 9, 0x1ff << 18];

/// 2 3 4 6 8 of bamboo and the green dragon.
const GREEN: [u8; 6] = [19, 20, 21, 23, 25, 32];
/// 1 2 3 4 5 8 9 of circles, 2 4 5 6 8 9 of bamboo, white dragon.
const REVERSIBLE: [u8; 14] = [9, 10, 11, 12, 13, 16, 17, 19, 21, 22, 23, 25, 26, 31];

/// Fans of the tiles alone: suits, terminals and honours, colours, number ranges.
pub(super) fn tile_fans(held: &Counts) -> Tally {
    let mut t = Tally::new();
    let mut present = 0u64;
    for (k, &n) in held.0.iter().enumerate() {
        if n > 0 {
            present |= 1 << k;
        }
    }
    let only = |set: u64| present & !set == 0;
    let any = |set: u64| present & set != 0;
    let honours = any(HONOURS);
    let missing = SUITS.iter().filter(|&&m| !any(m)).count();
    if !honours && missing < 2 {
        t.add(Fan::NoHonors);
    }
    match (missing, honours) {
        (1, _) => t.add(Fan::OneVoidedSuit),
        (2, true) => t.add(Fan::HalfFlush),
        (2, false) => t.add(Fan::FullFlush),
        _ => {}
    }
    if missing == 0 && any(WINDS) && any(DRAGONS) {
        t.add(Fan::AllTypes);
    }
    let outer = HONOURS | mask(&TERMINALS);
    if !any(outer) {
        t.add(Fan::AllSimples);
    }
    if only(mask(&REVERSIBLE)) {
        t.add(Fan::ReversibleTiles);
    }
    if only(mask(&GREEN)) {
        t.add(Fan::AllGreen);
    }
    if only(HONOURS) {
        t.add(Fan::AllHonors);
    } else if only(mask(&TERMINALS)) {
        t.add(Fan::AllTerminals);
    } else if only(outer) {
        t.add(Fan::AllTerminalsAndHonors);
    }
    if !honours {
        let mut by_number = 0u16;
        for k in 0..27 {
            if present & (1 << k) != 0 {
                by_number |= 1 << (k % 9);
            }
        }
        let lo = by_number.trailing_zeros();
        let hi = 15 - by_number.leading_zeros();
        match (lo, hi) {
            (_, 0..=2) => t.add(Fan::LowerTiles),
            (_, 3) => t.add(Fan::LowerFour),
            (6.., _) => t.add(Fan::UpperTiles),
            (5, _) => t.add(Fan::UpperFour),
            (3..=5, 3..=5) => t.add(Fan::MiddleTiles),
            _ => {}
        }
    }
    t
}

/// Outside Hand, All Fives, All Even Pungs: what every set and the pair hold.
pub(super) fn group_traits(sets: &[Set; 4], pair: u8, t: &mut Tally) {
    let (mut outside, mut five, mut even) = (true, true, true);
    for s in sets {
        if is_honour(s.kind) {
            five = false;
            even = false;
            continue;
        }
        let p = pos(s.kind);
        if s.form == Form::Chow {
            outside &= p == 0 || p == 6;
            five &= (2..=4).contains(&p);
            even = false;
        } else {
            outside &= p == 0 || p == 8;
            five &= p == 4;
            even &= p % 2 == 1;
        }
    }
    if is_honour(pair) {
        five = false;
        even = false;
    } else {
        outside &= is_terminal(pair);
        five &= pos(pair) == 4;
        even &= pos(pair) % 2 == 1;
    }
    if outside {
        t.add(Fan::OutsideHand);
    } else if five {
        t.add(Fan::AllFives);
    } else if even {
        t.add(Fan::AllEvenPungs);
    }
}

/// The fan two chows make together, if any.
fn two_chows(a: u8, b: u8) -> Option<Fan> {
    let (a, b) = (a.min(b), a.max(b));
    if suit(a) != suit(b) {
        return (pos(a) == pos(b)).then_some(Fan::MixedDoubleChow);
    }
    match (pos(a), pos(b)) {
        (x, y) if x == y => Some(Fan::PureDoubleChow),
        (x, y) if y == x + 3 => Some(Fan::ShortStraight),
        (0, 6) => Some(Fan::TwoTerminalChows),
        _ => None,
    }
}

/// The fan three chows make together (sorted), if any.
fn three_chows(a: u8, b: u8, c: u8) -> Option<Fan> {
    let suits = [suit(a), suit(b), suit(c)];
    let mut ps = [pos(a), pos(b), pos(c)];
    crate::order::sort_small(&mut ps);
    if suits[0] != suits[1] && suits[1] != suits[2] && suits[0] != suits[2] {
        return match ps {
            [x, y, z] if y == x + 1 && z == y + 1 => Some(Fan::MixedShiftedChows),
            [x, y, z] if x == y && y == z => Some(Fan::MixedTripleChow),
            [0, 3, 6] => Some(Fan::MixedStraight),
            _ => None,
        };
    }
    if suits[0] != suits[1] || suits[1] != suits[2] {
        return None;
    }
    match ps {
        [0, 3, 6] => Some(Fan::PureStraight),
        [x, y, z] if x == y && y == z => Some(Fan::PureTripleChow),
        [x, y, z] if (y == x + 1 && z == y + 1) || (y == x + 2 && z == y + 2) => {
            Some(Fan::PureShiftedChows)
        }
        _ => None,
    }
}

/// The fan four chows (sorted) make together, if any.
fn four_chows(c: &[u8]) -> Option<Fan> {
    if c.iter().any(|&k| suit(k) != suit(c[0])) {
        return None;
    }
    let step = c[1] - c[0];
    if c.windows(2).all(|w| w[1] - w[0] == step) {
        return match step {
            0 => Some(Fan::QuadrupleChow),
            1 | 2 => Some(Fan::FourPureShiftedChows),
            _ => None,
        };
    }
    None
}

/// The two-chow fans, in the order they are given up when there are too many.
const TWO_CHOW_FANS: [Fan; 4] = [
    Fan::PureDoubleChow,
    Fan::MixedDoubleChow,
    Fan::ShortStraight,
    Fan::TwoTerminalChows,
];

/// Fans among the chows: the four-chow hands, else the best three-chow fan with at most one
/// fan for the chow left over, else pairs of chows under the account-once principle.
pub(super) fn chow_fans(c: &[u8], pair: u8, t: &mut Tally) {
    if c.len() == 4 {
        let pair_five = !is_honour(pair) && pos(pair) == 4;
        let ends = c.iter().all(|&k| pos(k) == 0 || pos(k) == 6);
        let lows = c.iter().filter(|&&k| pos(k) == 0).count() == 2;
        if pair_five && ends && lows {
            if c.iter().all(|&k| suit(k) == suit(pair)) {
                t.add(Fan::PureTerminalChows);
                return;
            }
            let others: Vec<Suit> = Suit::ALL
                .into_iter()
                .filter(|&s| Some(s) != suit(pair))
                .collect();
            let has = |s: Suit, p: u8| c.iter().any(|&k| suit(k) == Some(s) && pos(k) == p);
            if others.iter().all(|&s| has(s, 0) && has(s, 6)) {
                t.add(Fan::ThreeSuitedTerminalChows);
                return;
            }
        }
        if let Some(f) = four_chows(c) {
            t.add(f);
            return;
        }
        let mut best: Option<(Fan, Option<Fan>)> = None;
        for left in (0..4).rev() {
            let three: Vec<u8> = (0..4).filter(|&i| i != left).map(|i| c[i]).collect();
            if let Some(f) = three_chows(three[0], three[1], three[2]) {
                let extra = TWO_CHOW_FANS
                    .into_iter()
                    .find(|&x| three.iter().any(|&k| two_chows(k, c[left]) == Some(x)));
                let score = |(f, e): (Fan, Option<Fan>)| f.points() + e.map_or(0, |e| e.points());
                if best.is_none_or(|b| score((f, extra)) > score(b)) {
                    best = Some((f, extra));
                }
            }
        }
        if let Some((f, extra)) = best {
            t.add(f);
            if let Some(e) = extra {
                t.add(e);
            }
            return;
        }
    }
    if c.len() == 3
        && let Some(f) = three_chows(c[0], c[1], c[2])
    {
        t.add(f);
        return;
    }
    // Pairs of chows. Account once: a chow already in a fan joins only one more; four chows
    // give at most three such fans, one fewer for each chow that pairs with no other.
    let mut found = Vec::new();
    let mut linked = [false; 4];
    for i in 0..c.len() {
        for j in i + 1..c.len() {
            if let Some(f) = two_chows(c[i], c[j]) {
                found.push(f);
                linked[i] = true;
                linked[j] = true;
            }
        }
    }
    let isolated = linked[..c.len()].iter().filter(|&&l| !l).count();
    let limit = c.len().saturating_sub(1).saturating_sub(isolated);
    let mut counts = TWO_CHOW_FANS.map(|f| found.iter().filter(|&&x| x == f).count());
    let mut total: usize = counts.iter().sum();
    // Over the limit: give up repeats first, the smallest-looking fans first.
    for keep in [1, 0] {
        for i in (0..4).rev() {
            while total > limit && counts[i] > keep {
                counts[i] -= 1;
                total -= 1;
            }
        }
    }
    for (f, n) in TWO_CHOW_FANS.into_iter().zip(counts) {
        for _ in 0..n {
            t.add(f);
        }
    }
}

/// The fan two pungs make together, if any.
fn two_pungs(a: u8, b: u8) -> Option<Fan> {
    if !is_honour(a) && !is_honour(b) && suit(a) != suit(b) && pos(a) == pos(b) {
        return Some(Fan::DoublePung);
    }
    (is_dragon(a) && is_dragon(b)).then_some(Fan::TwoDragonPungs)
}

/// The fan three pungs (sorted) make together, if any.
fn three_pungs(a: u8, b: u8, c: u8) -> Option<Fan> {
    if is_wind(a) && is_wind(b) && is_wind(c) {
        return Some(Fan::BigThreeWinds);
    }
    if is_dragon(a) && is_dragon(b) && is_dragon(c) {
        return Some(Fan::BigThreeDragons);
    }
    if is_honour(a) || is_honour(b) || is_honour(c) {
        return None;
    }
    let (sa, sb, sc) = (suit(a), suit(b), suit(c));
    let mut ps = [pos(a), pos(b), pos(c)];
    crate::order::sort_small(&mut ps);
    let in_a_row = ps[1] == ps[0] + 1 && ps[2] == ps[1] + 1;
    if sa != sb && sb != sc && sa != sc {
        if in_a_row {
            return Some(Fan::MixedShiftedPungs);
        }
        if ps[0] == ps[2] {
            return Some(Fan::TriplePung);
        }
    } else if sa == sb && sb == sc && in_a_row {
        return Some(Fan::PureShiftedPungs);
    }
    None
}

/// Fans among the pungs and kongs: the four-pung hands, else a three-pung fan with at most
/// one fan for the pung left over, else every pair of pungs.
pub(super) fn pung_fans(p: &[u8], t: &mut Tally) {
    if p.len() == 4 {
        if p.iter().all(|&k| is_wind(k)) {
            t.add(Fan::BigFourWinds);
            return;
        }
        if !is_honour(p[0])
            && p.iter().all(|&k| suit(k) == suit(p[0]))
            && p.windows(2).all(|w| w[1] == w[0] + 1)
        {
            t.add(Fan::FourPureShiftedPungs);
            return;
        }
        for left in (0..4).rev() {
            let three: Vec<u8> = (0..4).filter(|&i| i != left).map(|i| p[i]).collect();
            if let Some(f) = three_pungs(three[0], three[1], three[2]) {
                t.add(f);
                if let Some(e) = three.iter().find_map(|&k| two_pungs(k, p[left])) {
                    t.add(e);
                }
                return;
            }
        }
    }
    if p.len() == 3
        && let Some(f) = three_pungs(p[0], p[1], p[2])
    {
        t.add(f);
        return;
    }
    for i in 0..p.len() {
        for j in i + 1..p.len() {
            if let Some(f) = two_pungs(p[i], p[j]) {
                t.add(f);
            }
        }
    }
}
