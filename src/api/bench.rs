//! Benchmark entry points: analyse `n` random tenpai hands from `seed` and return a checksum
//! (the caller times the call). Built only with the `bench` feature.

use crate::riichi::sample::{Rng, random_win, tenpai_hand};
use crate::riichi::{WinReport, shanten, wait_kinds};
use std::cell::Cell;

thread_local! {
    static LAST_MS: Cell<f64> = const { Cell::new(0.0) };
}
use wasm_bindgen::prelude::*;

/// Runs `f`, keeping how many milliseconds it took for `lastMs`.
fn timed<T>(f: impl FnOnce() -> T) -> T {
    let start = js_sys::Date::now();
    let out = f();
    LAST_MS.with(|m| m.set(js_sys::Date::now() - start));
    out
}

fn hands(seed: u32, n: u32) -> Vec<(crate::riichi::Counts, usize, usize)> {
    let mut rng = Rng::new(u64::from(seed));
    (0..n).map(|_| tenpai_hand(&mut rng)).collect()
}

/// Makes the hands once; returns a handle for the timed calls.
#[wasm_bindgen(js_name = benchHands)]
pub struct BenchHands(Vec<(crate::riichi::Counts, usize, usize)>);

#[wasm_bindgen(js_class = benchHands)]
impl BenchHands {
    /// `n` hands from `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(seed: u32, n: u32) -> BenchHands {
        BenchHands(hands(seed, n))
    }

    /// Waits of every hand; returns how many waits in all.
    pub fn waits(&self) -> u32 {
        self.0
            .iter()
            .map(|(c, m, _)| wait_kinds(c, *m).len() as u32)
            .sum()
    }

    /// Scores `n` random closed wins from `seed`; returns how many were valid.
    #[wasm_bindgen(js_name = scoreWins)]
    pub fn score_wins(seed: u32, n: u32) -> u32 {
        let mut rng = Rng::new(u64::from(seed));
        let wins: Vec<_> = (0..n).map(|_| random_win(&mut rng)).collect();
        timed(|| {
            wins.iter()
                .filter(|(h, w, c)| WinReport::score(h, *w, c).valid)
                .count() as u32
        })
    }

    /// Counts the fans of `n` random MCR winning hands from `seed`; returns how many were
    /// valid. The time spent counting is in `lastMs`.
    #[wasm_bindgen(js_name = mcrWins)]
    pub fn mcr_wins(seed: u32, n: u32) -> u32 {
        let mut rng = Rng::new(u64::from(seed));
        let wins: Vec<_> = (0..n)
            .map(|_| crate::mcr::sample::winning_hand(&mut rng))
            .collect();
        timed(|| {
            wins.iter()
                .filter(|h| crate::mcr::McrReport::of(h).verdict == crate::mcr::Verdict::Valid)
                .count() as u32
        })
    }

    /// `n` random MCR winning hands from `seed`, as `mcrFans` takes them (for timing
    /// single calls from JS).
    #[wasm_bindgen(js_name = mcrInputs)]
    pub fn mcr_inputs(seed: u32, n: u32) -> Result<JsValue, JsValue> {
        let mut rng = Rng::new(u64::from(seed));
        let inputs: Vec<_> = (0..n)
            .map(|_| crate::mcr::sample::winning_hand(&mut rng).to_input())
            .collect();
        super::js::to_js(&inputs)
    }

    /// Milliseconds the last `scoreWins` or `mcrWins` spent scoring (not making the hands).
    #[wasm_bindgen(js_name = lastMs)]
    pub fn last_ms() -> f64 {
        LAST_MS.with(|m| m.get())
    }

    /// Shanten of every hand; returns the sum.
    pub fn shanten(&self) -> i32 {
        self.0
            .iter()
            .map(|(c, m, _)| i32::from(shanten(c, *m)))
            .sum()
    }
}
