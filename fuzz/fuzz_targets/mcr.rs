//! Any text as an MCR hand: no panic; a report's points match its fans and its verdict.
#![no_main]
use libfuzzer_sys::fuzz_target;
use mahjong_referee::mcr::{Fan, McrHand, McrReport, Verdict};

fuzz_target!(|text: &str| {
    if let Ok(hand) = text.parse::<McrHand>() {
        let r = McrReport::of(&hand);
        let listed: u16 = r
            .fans
            .iter()
            .filter(|f| f.fan != Fan::FlowerTiles)
            .map(|f| f.points())
            .sum();
        assert_eq!(listed, r.fan);
        match r.verdict {
            Verdict::Valid => assert!(r.fan >= 8),
            Verdict::Under8 => assert!(r.fan < 8 && r.fan > 0),
            Verdict::NotComplete => assert!(r.not_complete.is_some() && r.fans.is_empty()),
        }
    }
});
