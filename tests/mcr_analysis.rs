//! MCR analysis checked by construction: random winning hands, their waits, and random
//! garbage that must never panic.

#![cfg(not(target_arch = "wasm32"))]

use mahjong_referee::mcr::{McrHand, McrMeld, McrReport, Verdict, is_complete, sample, waits};
use mahjong_referee::riichi::sample::Rng;
use mahjong_referee::riichi::{Counts, MeldKind};
use mahjong_referee::tiles::{Tile, Tiles, Wind};
use proptest::prelude::*;

fn concealed_counts(h: &McrHand) -> Counts {
    Counts::from_tiles(&h.concealed)
}

fn held_counts(h: &McrHand) -> Counts {
    let mut all = h.concealed.clone();
    for m in &h.melds {
        all.extend(&m.tiles);
    }
    Counts::from_tiles(&all)
}

#[test]
fn every_sampled_winning_hand_is_complete_and_scored() {
    let mut rng = Rng::new(11);
    for _ in 0..20_000 {
        let h = sample::winning_hand(&mut rng);
        let r = McrReport::of(&h);
        assert_ne!(r.verdict, Verdict::NotComplete, "{h:?}");
        assert!(!r.fans.is_empty(), "{h:?}");
        assert!(r.reading.is_some(), "{h:?}");
    }
}

fn mcr_hand(json: &str) -> McrHand {
    json.parse().unwrap_or_else(|e| panic!("{json}: {e}"))
}

/// Totals and verdicts counted by hand from the Green Book's fan values, on both sides of the
/// 8-point minimum; flowers are added to the score but never count towards the 8 (MERS 2010
/// §2.9.2 and FFMJ 2008 "False calls" rule on the 8 points).
#[test]
fn totals_and_the_8_point_minimum_counted_by_hand() {
    // Half Flush 6 + Short Straight 1 (234m 567m): 7.
    let seven = r#""concealed":"23m77z","win":"1m","melds":[{"kind":"chow","tiles":"234m"},{"kind":"chow","tiles":"567m"},{"kind":"pung","tiles":"888m"}]"#;
    // Melded Hand 6 + Dragon Pung 2: 8.
    let eight = r#""concealed":"5z","win":"5z","melds":[{"kind":"chow","tiles":"234m"},{"kind":"chow","tiles":"567p"},{"kind":"chow","tiles":"789s"},{"kind":"pung","tiles":"777z"}]"#;
    // The total a score sheet shows adds the flowers: 7 + 1 is 8 on the sheet, still no hu.
    for (hand, flowers, fan, total, verdict) in [
        (seven, 0, 7, 7, Verdict::Under8),
        (seven, 1, 7, 8, Verdict::Under8),
        (seven, 8, 7, 15, Verdict::Under8),
        (eight, 0, 8, 8, Verdict::Valid),
        (eight, 3, 8, 11, Verdict::Valid),
    ] {
        let r = McrReport::of(&mcr_hand(&format!(r#"{{{hand},"flowers":{flowers}}}"#)));
        assert_eq!(
            (r.fan, r.flowers, r.total(), r.verdict),
            (fan, flowers, total, verdict),
            "{hand} with {flowers} flowers"
        );
    }
}

#[test]
fn every_reported_wait_completes_the_hand_and_no_other_tile_does() {
    let mut rng = Rng::new(5);
    for _ in 0..20_000 {
        let h = sample::winning_hand(&mut rng);
        let before = concealed_counts(&h);
        let held = held_counts(&h);
        let w = waits(&before, h.melds.len(), &held);
        let win = h.win.kind().unwrap();
        assert!(
            w.contains(&win) || held.0[win] == 4,
            "{h:?}: the winning tile is a wait"
        );
        for k in 0..34 {
            let mut with = before;
            with.0[k] += 1;
            let completes = held.0[k] < 4 && is_complete(&with, h.melds.len());
            assert_eq!(w.contains(&k), completes, "{h:?}: kind {k}");
        }
    }
}

/// Waits read off by hand: Nine Gates waits on all nine, Thirteen Orphans on all thirteen, an
/// open-ended chow on two, a lone honour on one.
#[test]
fn waits_counted_by_hand() {
    for (json, want) in [
        (r#"{"concealed":"1112345678999m","win":"5m"}"#, "123456789m"),
        (
            r#"{"concealed":"19m19p19s1234567z","win":"1m"}"#,
            "19m19p19s1234567z",
        ),
        (
            r#"{"concealed":"56s66z","win":"7s","melds":[{"kind":"chow","tiles":"234m"},{"kind":"chow","tiles":"678p"},{"kind":"chow","tiles":"345s"}]}"#,
            "47s",
        ),
        (
            r#"{"concealed":"789s234m5z","win":"5z","melds":[{"kind":"chow","tiles":"123m"},{"kind":"chow","tiles":"456p"}]}"#,
            "5z",
        ),
        (
            r#"{"concealed":"222888s9m","win":"9m","melds":[{"kind":"chow","tiles":"234m"},{"kind":"chow","tiles":"567p"}]}"#,
            "9m",
        ),
    ] {
        let r = McrReport::of(&mcr_hand(json));
        let want: Vec<Tile> = want.parse::<Tiles>().unwrap().into_vec();
        assert_eq!(r.waits, want, "{json}");
    }
}

#[test]
fn wait_fans_only_with_one_wait() {
    use mahjong_referee::mcr::Fan;
    let mut rng = Rng::new(9);
    for _ in 0..20_000 {
        let h = sample::winning_hand(&mut rng);
        let r = McrReport::of(&h);
        let wait_fans = r
            .fans
            .iter()
            .filter(|f| matches!(f.fan, Fan::EdgeWait | Fan::ClosedWait | Fan::SingleWait))
            .count();
        assert!(wait_fans <= 1, "{h:?}");
        if wait_fans == 1 {
            assert_eq!(r.waits.len(), 1, "{h:?}");
            assert!(h.winning_tile_shown);
        }
        if !h.winning_tile_shown {
            assert!(
                r.fans
                    .iter()
                    .all(|f| !matches!(f.fan, Fan::NineGates | Fan::LastTile))
            );
        }
    }
}

fn kind_of(code: u8) -> MeldKind {
    [
        MeldKind::Chow,
        MeldKind::Pung,
        MeldKind::OpenKong,
        MeldKind::ConcealedKong,
    ][usize::from(code % 4)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    /// Any multiset of playing tiles, any melds (sets or not), any facts: a report, never a panic.
    #[test]
    fn no_panic_on_any_hand(
        concealed in proptest::collection::vec(0u8..34, 0..16),
        melds in proptest::collection::vec((0u8..4, proptest::collection::vec(0u8..34, 0..5)), 0..6),
        win in 0u8..34,
        flags in any::<[bool; 6]>(),
        flowers in 0u8..9,
    ) {
        let tile = |k: &u8| Tile::from_code(*k).unwrap();
        let h = McrHand {
            concealed: concealed.iter().map(tile).collect(),
            melds: melds.iter().map(|(k, t)| McrMeld { kind: kind_of(*k), tiles: t.iter().map(tile).collect() }).collect(),
            win: tile(&win),
            self_drawn: flags[0],
            flowers,
            seat_wind: Wind::South,
            round_wind: Wind::East,
            last_of_kind: flags[1],
            last_of_wall: flags[2],
            kong_replacement: flags[3],
            robbing_kong: flags[4],
            winning_tile_shown: flags[5],
        };
        let r = McrReport::of(&h);
        if r.verdict == Verdict::NotComplete {
            prop_assert!(r.not_complete.is_some());
            prop_assert_eq!(r.fan, 0);
        }
    }

    /// Any text at all: a hand or an error, never a panic.
    #[test]
    fn no_panic_on_any_text(s in ".{0,200}") {
        let _ = s.parse::<McrHand>();
    }
}

/// A hand with the wrong number of tiles is not complete, and says how many it has, the
/// winning tile and every meld's tiles counted (a kong's four too).
#[test]
fn a_hand_of_the_wrong_size_says_how_many_tiles_it_has() {
    for (json, tiles) in [
        (r#"{"concealed":"123m456p789s1s","win":"5s"}"#, 11),
        (
            r#"{"concealed":"123m456p789s1s","win":"5s","melds":[{"kind":"pung","tiles":"777z"},{"kind":"kong","tiles":"1111p"}]}"#,
            18,
        ),
    ] {
        let r = McrReport::of(&mcr_hand(json));
        assert_eq!(r.verdict, Verdict::NotComplete, "{json}");
        let why = r.not_complete.map(|w| w.to_string()).unwrap_or_default();
        assert!(
            why.starts_with(&format!("{tiles} tiles with the winning one")),
            "{json}: {why}"
        );
    }
}
