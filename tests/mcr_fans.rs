//! The MCR fan fixtures: one hand per line, its verdict, points and fans (see the header of
//! `tests/fixtures/mcr-fans.txt`). Every one of the 81 fans must appear in some line.

use mahjong_referee::mcr::{Fan, McrHand, McrMeld, McrReport};
use mahjong_referee::riichi::Hand;
use mahjong_referee::tiles::{Tile, Wind};
use std::collections::BTreeMap;

fn wind(s: &str) -> Wind {
    match s {
        "E" => Wind::East,
        "S" => Wind::South,
        "W" => Wind::West,
        "N" => Wind::North,
        _ => panic!("wind {s}"),
    }
}

fn hand(line: &str) -> (McrHand, String, BTreeMap<Fan, u8>) {
    let cols: Vec<&str> = line.split('|').map(str::trim).collect();
    assert_eq!(cols.len(), 5, "five columns: {line}");
    let shown: Hand = cols[0].parse().unwrap_or_else(|e| panic!("{line}: {e}"));
    let win: Tile = cols[1].parse().unwrap();
    let mut h = McrHand {
        concealed: shown.concealed.clone(),
        melds: shown
            .melds
            .iter()
            .map(|m| McrMeld {
                kind: m.kind,
                tiles: m.tiles.clone(),
            })
            .collect(),
        win,
        self_drawn: false,
        flowers: 0,
        seat_wind: Wind::East,
        round_wind: Wind::East,
        last_of_kind: false,
        last_of_wall: false,
        kong_replacement: false,
        robbing_kong: false,
        winning_tile_shown: true,
    };
    for c in cols[2].split_whitespace().filter(|c| *c != "-") {
        match c.split_once('=') {
            Some(("flowers", n)) => h.flowers = n.parse().unwrap(),
            Some(("seat", w)) => h.seat_wind = wind(w),
            Some(("round", w)) => h.round_wind = wind(w),
            _ => match c {
                "self" => h.self_drawn = true,
                "lastOfKind" => h.last_of_kind = true,
                "lastOfWall" => h.last_of_wall = true,
                "kongReplacement" => h.kong_replacement = true,
                "robbingKong" => h.robbing_kong = true,
                "hidden" => h.winning_tile_shown = false,
                _ => panic!("{line}: unknown condition {c}"),
            },
        }
    }
    let mut fans = BTreeMap::new();
    for f in cols[4].split(';').map(str::trim).filter(|f| !f.is_empty()) {
        let (name, n) = match f.rsplit_once(" x") {
            Some((name, n)) if n.chars().all(|c| c.is_ascii_digit()) => (name, n.parse().unwrap()),
            _ => (f, 1),
        };
        fans.insert(
            name.parse::<Fan>()
                .unwrap_or_else(|e| panic!("{line}: {e}")),
            n,
        );
    }
    (h, cols[3].to_string(), fans)
}

#[test]
fn every_fixture_hand_scores_as_the_book_says() {
    let text = include_str!("fixtures/mcr-fans.txt");
    let mut failures = Vec::new();
    let mut seen = BTreeMap::new();
    let mut lines = 0;
    for line in text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
    {
        lines += 1;
        let (h, verdict, fans) = hand(line);
        for f in fans.keys() {
            *seen.entry(*f).or_insert(0) += 1;
        }
        let r = McrReport::of(&h);
        let got: BTreeMap<Fan, u8> = r.fans.iter().map(|f| (f.fan, f.count)).collect();
        let got_verdict = format!("{} {}", r.verdict, r.fan);
        let sum: u16 = fans
            .iter()
            .filter(|(f, _)| **f != Fan::FlowerTiles)
            .map(|(f, n)| u16::from(f.points()) * u16::from(*n))
            .sum();
        if got != fans || got_verdict != verdict {
            failures.push(format!(
                "{line}\n    got: {got_verdict} | {} (reading {})",
                r.fans
                    .iter()
                    .map(|f| if f.count > 1 {
                        format!("{} x{}", f.fan, f.count)
                    } else {
                        f.fan.to_string()
                    })
                    .collect::<Vec<_>>()
                    .join("; "),
                r.reading_text()
            ));
        } else {
            assert!(
                verdict.ends_with(&format!(" {sum}")),
                "{line}: the fans listed add up to {sum}"
            );
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {lines} lines differ:\n{}",
        failures.len(),
        failures.join("\n")
    );
    let missing: Vec<&str> = Fan::ALL
        .iter()
        .filter(|f| !seen.contains_key(f))
        .map(|f| f.name())
        .collect();
    assert!(missing.is_empty(), "fans with no fixture line: {missing:?}");
}
