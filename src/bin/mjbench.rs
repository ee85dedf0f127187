//! `mjbench`: hand-analysis speed, natively. Prints medians of several runs.
//!
//! `cargo run --release --bin mjbench [hands]`

use mahjong_referee::mcr::{McrReport, Verdict};
use mahjong_referee::riichi::sample::{Rng, random_win, tenpai_hand};
use mahjong_referee::riichi::{WinReport, shanten, wait_kinds};
use std::hint::black_box;
use std::time::Instant;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let n: usize = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200_000);
    if std::env::args().nth(2).as_deref() == Some("mcr") {
        let mut rng = Rng::new(0x3c12);
        let mcr: Vec<_> = (0..n)
            .map(|_| mahjong_referee::mcr::sample::winning_hand(&mut rng))
            .collect();
        let t = Instant::now();
        let valid = mcr
            .iter()
            .filter(|h| McrReport::of(black_box(h)).verdict == Verdict::Valid)
            .count();
        println!(
            "mcr only: {:.3} µs/hand ({valid} valid of {n})",
            t.elapsed().as_secs_f64() * 1e6 / n as f64
        );
        return;
    }
    let mut rng = Rng::new(0x5eed);
    let hands: Vec<_> = (0..n).map(|_| tenpai_hand(&mut rng)).collect();
    let runs = 7;
    let time = |f: &dyn Fn() -> usize| -> f64 {
        let t = Instant::now();
        black_box(f());
        t.elapsed().as_secs_f64() * 1e6 / n as f64
    };
    let waits: Vec<f64> = (0..runs)
        .map(|_| {
            time(&|| {
                hands
                    .iter()
                    .map(|(c, m, _)| wait_kinds(black_box(c), *m).len())
                    .sum()
            })
        })
        .collect();
    let shantens: Vec<f64> = (0..runs)
        .map(|_| {
            time(&|| {
                hands
                    .iter()
                    .map(|(c, m, _)| shanten(black_box(c), *m) as usize)
                    .sum()
            })
        })
        .collect();
    let mut rng = Rng::new(0x5c0e);
    let wins: Vec<_> = (0..n / 10).map(|_| random_win(&mut rng)).collect();
    let scoring: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            let valid = wins
                .iter()
                .filter(|(h, w, c)| WinReport::score(black_box(h), *w, c).valid)
                .count();
            black_box(valid);
            t.elapsed().as_secs_f64() * 1e6 / wins.len() as f64
        })
        .collect();
    let mut rng = Rng::new(0x3c12);
    let mcr: Vec<_> = (0..n / 10)
        .map(|_| mahjong_referee::mcr::sample::winning_hand(&mut rng))
        .collect();
    let mut worst = 0f64;
    let fans: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            let valid = mcr
                .iter()
                .filter(|h| McrReport::of(black_box(h)).verdict == Verdict::Valid)
                .count();
            black_box(valid);
            t.elapsed().as_secs_f64() * 1e6 / mcr.len() as f64
        })
        .collect();
    for h in &mcr {
        let t = Instant::now();
        black_box(McrReport::of(black_box(h)));
        worst = worst.max(t.elapsed().as_secs_f64() * 1e6);
    }
    println!("native, {n} random tenpai hands, median of {runs} runs:");
    println!("  waits    {:.3} µs/hand", median(waits));
    println!("  shanten  {:.3} µs/hand", median(shantens));
    println!(
        "  scoring  {:.3} µs/win ({} random closed wins)",
        median(scoring),
        wins.len()
    );
    println!(
        "  mcr fans {:.3} µs/hand ({} random MCR winning hands; slowest single hand {:.1} µs)",
        median(fans),
        mcr.len(),
        worst
    );
}
