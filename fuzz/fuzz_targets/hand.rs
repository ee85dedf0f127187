//! Any text as a riichi hand: no panic; a hand that parses is analysed, and every wait it
//! reports completes it.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_referee::riichi::{Hand, decompositions, waiting};
use mahjong_referee::rules::WaitsReport;

fuzz_target!(|text: &str| {
    if let Ok(hand) = text.parse::<Hand>() {
        let w = waiting(&hand);
        for wait in &w.waits {
            let mut c = hand.concealed_counts();
            if let Some(k) = wait.tile.kind() {
                c.0[k] += 1;
                assert!(!decompositions(&c, hand.melds.len()).is_empty());
            }
        }
        let _ = WaitsReport::of(&hand);
    }
});
