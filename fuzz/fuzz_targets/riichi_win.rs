//! Any text as a riichi win: no panic, and a valid win always has a yaku and a payment.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_referee::riichi::{WinInput, WinReport};

fuzz_target!(|text: &str| {
    if let Ok(input) = serde_json::from_str::<WinInput>(text) {
        if let Ok(report) = WinReport::of(&input) {
            if report.valid {
                assert!(!report.yaku.is_empty());
                assert!(report.points.is_some_and(|p| p.total > 0));
            }
        }
    }
});
