//! The fans counted for one reading.

use crate::mcr::fan::Fan;

/// Fans counted for one reading, by [`Fan`] index.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) struct Tally([u8; 81]);

impl Tally {
    pub(super) fn new() -> Tally {
        Tally([0; 81])
    }
    pub(super) fn get(&self, f: Fan) -> u8 {
        self.0[f as usize]
    }
    pub(super) fn has(&self, f: Fan) -> bool {
        self.get(f) > 0
    }
    pub(super) fn add(&mut self, f: Fan) {
        self.0[f as usize] += 1;
    }
    pub(super) fn clear(&mut self, f: Fan) {
        self.0[f as usize] = 0;
    }
    pub(super) fn take_one(&mut self, f: Fan) {
        self.0[f as usize] = self.get(f).saturating_sub(1);
    }
    pub(super) fn points(&self) -> u16 {
        self.0
            .iter()
            .zip(POINTS)
            .map(|(&n, p)| u16::from(n) * u16::from(p))
            .sum()
    }
    /// Adds another tally's counts.
    pub(super) fn merge(&mut self, other: &Tally) {
        for (n, m) in self.0.iter_mut().zip(other.0) {
            *n += m;
        }
    }
    pub(super) fn is_empty(&self) -> bool {
        self.0.iter().all(|&n| n == 0)
    }
}

/// Each fan's value, by index.
const POINTS: [u8; 81] = {
    let mut p = [0u8; 81];
    let mut i = 0;
    while i < 81 {
        p[i] = Fan::ALL[i].points();
        i += 1;
    }
    p
};
