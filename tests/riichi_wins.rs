//! Fixture-driven scoring: every line of tests/fixtures/riichi-wins.txt is a win and what a
//! scorer would count.

use mahjong_referee::riichi::{WinInput, WinReport, Yaku};

#[test]
fn riichi_win_fixtures() {
    let text = include_str!("fixtures/riichi-wins.txt");
    let mut checked = 0;
    for (i, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let at = format!("fixture line {}", i + 1);
        let cols: Vec<&str> = line.split('|').map(str::trim).collect();
        assert_eq!(cols.len(), 8, "{at}: eight columns");
        let mut input = WinInput {
            hand: cols[0].to_string(),
            win: cols[1].to_string(),
            tsumo: false,
            riichi: false,
            double_riichi: false,
            ippatsu: false,
            seat_wind: "S".into(),
            round_wind: "E".into(),
            dora: 0,
            last_tile: false,
            rinshan: false,
            chankan: false,
            first_draw: false,
        };
        for word in cols[2].split_whitespace() {
            match word.split_once('=') {
                Some(("seat", w)) => input.seat_wind = w.into(),
                Some(("round", w)) => input.round_wind = w.into(),
                Some(("dora", n)) => input.dora = n.parse().expect("dora"),
                _ => match word {
                    "ron" => input.tsumo = false,
                    "tsumo" => input.tsumo = true,
                    "riichi" => input.riichi = true,
                    "double-riichi" => input.double_riichi = true,
                    "ippatsu" => input.ippatsu = true,
                    "last" => input.last_tile = true,
                    "rinshan" => input.rinshan = true,
                    "chankan" => input.chankan = true,
                    "first" => input.first_draw = true,
                    other => panic!("{at}: condition {other:?}"),
                },
            }
        }
        let r = WinReport::of(&input).unwrap_or_else(|e| panic!("{at}: {e}"));
        assert_eq!(r.valid, cols[3] == "yes", "{at}: valid ({r:?})");
        if r.valid {
            let mut got: Vec<String> = r
                .yaku
                .iter()
                .map(|y| format!("{}:{}", y.name, y.han))
                .collect();
            let mut want: Vec<String> = cols[4].split_whitespace().map(str::to_string).collect();
            got.sort();
            want.sort();
            assert_eq!(got, want, "{at}: yaku");
            assert_eq!(r.han.to_string(), cols[5], "{at}: han");
            assert_eq!(r.fu.to_string(), cols[6], "{at}: fu");
            // The limit named, as the scoring tables name it: 5 han mangan (4 han 40 fu and 3
            // han 70 fu too), 6–7 haneman, 8–10 baiman, 11–12 sanbaiman, 13 and more (or a
            // yakuman) yakuman.
            let yakuman = r.yaku.iter().any(|y| y.han >= 13);
            let limit = match (r.han, r.fu) {
                _ if yakuman => Some("yakuman"),
                (13.., _) => Some("yakuman"),
                (11..=12, _) => Some("sanbaiman"),
                (8..=10, _) => Some("baiman"),
                (6..=7, _) => Some("haneman"),
                (5, _) | (4, 40..) | (3, 70..) => Some("mangan"),
                _ => None,
            };
            assert_eq!(r.limit, limit, "{at}: limit");
            assert_eq!(
                r.points.map(|p| p.total.to_string()).unwrap_or_default(),
                cols[7],
                "{at}: total"
            );
        } else {
            assert!(r.points.is_none(), "{at}");
            assert_eq!(r.han, 0, "{at}");
        }
        checked += 1;
    }
    assert!(checked >= 40, "the fixture file was read ({checked} wins)");
}

#[test]
fn bad_wins_say_why() {
    let parse = |json: &str| {
        let input: WinInput = serde_json::from_str(json).expect("shape");
        WinReport::of(&input).unwrap_err().to_string()
    };
    assert_eq!(
        parse(r#"{"hand":"123m456p789s23s9m","win":"4s"}"#),
        "field 'hand': 12 tiles; a hand before its winning tile has 13 (a kong counts three)"
    );
    assert_eq!(
        parse(r#"{"hand":"234m567p34s88p [678s]","win":"5s","riichi":true}"#),
        "riichi cannot be declared with an open hand"
    );
    assert_eq!(
        parse(r#"{"hand":"1111m456p789s23s9m","win":"1m"}"#),
        "field 'win': a fifth 1m"
    );
    assert_eq!(
        parse(r#"{"hand":"123m456p789s23s99m","win":"4s","seatWind":"X"}"#),
        "field 'seatWind': 'X' is not a wind (E, S, W or N)"
    );
    assert_eq!(
        parse(r#"{"hand":"123m456p789s23s99m","win":"xx"}"#),
        "field 'win': unknown tile word at 1"
    );
}

#[test]
fn every_yaku_has_a_fixture() {
    let text = include_str!("fixtures/riichi-wins.txt");
    for y in Yaku::ALL {
        assert!(
            text.contains(&format!(" {}:", y.name())),
            "{} has no fixture line",
            y.name()
        );
    }
}

/// Winds not given are East's: a win read from JSON without seat or round wind is the
/// dealer's in the East round (a pung of East is both winds' yaku), as a scorer reads a
/// score sheet that names no wind.
#[test]
fn winds_not_given_are_east() {
    let read = |json: &str| -> WinReport {
        let input: WinInput = serde_json::from_str(json).unwrap();
        WinReport::of(&input).unwrap()
    };
    let plain = read(r#"{"hand":"111z234m567p99s23s","win":"4s"}"#);
    let east = read(r#"{"hand":"111z234m567p99s23s","win":"4s","seatWind":"E","roundWind":"E"}"#);
    assert_eq!(plain, east);
    assert!(plain.dealer);
    let names: Vec<&str> = plain.yaku.iter().map(|y| y.name).collect();
    assert_eq!(names, ["seat-wind", "round-wind"]);
}
