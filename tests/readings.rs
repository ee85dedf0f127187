//! A hand's reading, set by set, against its text: for many random winning hands (MCR and
//! riichi, with declared melds, kongs and the special hands), the sets the counts give are
//! the hand's own tiles laid out, the winning tile marked once, and the text the JSON gives
//! says the same sets (read back, set by set, with the hand notation's brackets).

#![cfg(not(target_arch = "wasm32"))]

use mahjong_referee::mcr::{McrHand, McrReport, sample};
use mahjong_referee::riichi::sample::{Rng, random_win};
use mahjong_referee::riichi::{Hand, Meld, MeldKind, WinConditions, WinReport};
use mahjong_referee::sets::{HandReading, HandShape, Laid, ReadingText, classify};
use mahjong_referee::tiles::{Tile, Tiles};

/// Kinds, sorted: a bag of tiles to compare (red fives made plain).
fn bag(tiles: impl IntoIterator<Item = Tile>) -> Vec<Tile> {
    let mut all: Vec<Tile> = tiles.into_iter().map(Tile::plain).collect();
    all.sort();
    all
}

/// Reads a reading's text back, set by set: each set's tiles and how it lies.
fn read_back(text: &str) -> Vec<(Vec<Tile>, Laid)> {
    text.split(' ')
        .map(|part| {
            let (inner, laid) = if let Some(s) = part.strip_prefix('[') {
                (s.strip_suffix(']').expect(text), Laid::Claimed)
            } else if let Some(s) = part.strip_prefix('(') {
                (s.strip_suffix(')').expect(text), Laid::ConcealedKong)
            } else {
                (part, Laid::Concealed)
            };
            let tiles: Tiles = inner.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            (tiles.into_vec(), laid)
        })
        .collect()
}

/// What every reading holds to, whichever count gave it: the hand's tiles, each once; the
/// declared melds first, as declared; each set the set it says it is; the winning tile
/// marked once, in a set in the hand; the shape's sets.
fn check_sets(
    r: &HandReading,
    held: &[Tile],
    melds: &[(MeldKind, Vec<Tile>)],
    win: Tile,
    what: &str,
) {
    assert_eq!(
        bag(r.sets.iter().flat_map(|s| s.tiles.clone())),
        bag(held.iter().copied()),
        "{what}: the hand's tiles"
    );
    let declared: Vec<_> = r
        .sets
        .iter()
        .filter(|s| s.laid != Laid::Concealed)
        .collect();
    assert_eq!(
        declared.len(),
        melds.len(),
        "{what}: only the melds are declared"
    );
    for (s, (kind, tiles)) in declared.iter().zip(melds) {
        let laid = if *kind == MeldKind::ConcealedKong {
            Laid::ConcealedKong
        } else {
            Laid::Claimed
        };
        assert_eq!(
            (s.laid, bag(s.tiles.clone())),
            (laid, bag(tiles.clone())),
            "{what}: the melds as declared"
        );
    }
    if r.shape == HandShape::Sets {
        assert!(
            r.sets[..melds.len()]
                .iter()
                .all(|s| s.laid != Laid::Concealed),
            "{what}: melds first"
        );
    }
    for s in &r.sets {
        if let Some(kind) = s.kind {
            let tiles = Tiles::new(s.tiles.clone()).unwrap();
            assert_eq!(classify(&tiles), Ok(kind), "{what}: {s:?}");
        }
    }
    let marked: Vec<(usize, usize)> = r
        .sets
        .iter()
        .enumerate()
        .filter_map(|(i, s)| s.winning.map(|at| (i, at)))
        .collect();
    assert_eq!(marked.len(), 1, "{what}: one winning tile");
    let (i, at) = marked[0];
    assert_eq!(
        r.sets[i].laid,
        Laid::Concealed,
        "{what}: the winning tile is in the hand"
    );
    assert_eq!(
        r.sets[i].tiles[at].plain(),
        win.plain(),
        "{what}: the winning tile"
    );
    assert_eq!(r.winning().map(Tile::plain), Some(win.plain()));
    let pairs = r.sets.iter().filter(|s| s.tiles.len() == 2).count();
    match r.shape {
        HandShape::Sets => {
            assert_eq!((r.sets.len(), pairs), (5, 1), "{what}");
            assert_eq!(r.sets[4].tiles.len(), 2, "{what}: the pair last");
        }
        HandShape::SevenPairs => assert_eq!((r.sets.len(), pairs), (7, 7), "{what}"),
        HandShape::KnittedStraight => {
            assert_eq!(
                r.sets.iter().filter(|s| s.kind.is_none()).count(),
                3,
                "{what}"
            );
            assert_eq!(
                r.sets.last().map(|s| s.tiles.len()),
                Some(2),
                "{what}: the pair last"
            );
        }
        HandShape::ThirteenOrphans | HandShape::HonoursAndKnitted => {
            assert!(r.sets.iter().all(|s| s.kind.is_none()), "{what}");
        }
    }
}

/// The text says the sets: read back, the same sets in the same order, each as it lies; a
/// shape the text names is named, and a knitted straight's other set and pair are written.
fn check_text(r: &HandReading, how: ReadingText, what: &str) {
    let text = r.text(how);
    let written: Vec<_> = match (how, r.shape) {
        (_, HandShape::Sets) | (ReadingText::Riichi, HandShape::SevenPairs) => {
            r.sets.iter().collect()
        }
        (ReadingText::Mcr, HandShape::KnittedStraight) => {
            let rest = text
                .strip_prefix("knitted straight + ")
                .unwrap_or_else(|| panic!("{what}: {text}"));
            let sets: Vec<_> = r.sets.iter().filter(|s| s.kind.is_some()).collect();
            let back = read_back(rest);
            assert_eq!(back.len(), sets.len(), "{what}: {text}");
            for (s, (tiles, laid)) in sets.iter().zip(back) {
                assert_eq!((&s.tiles, s.laid), (&tiles, laid), "{what}: {text}");
            }
            return;
        }
        _ => {
            assert_eq!(text, r.shape.name(), "{what}");
            return;
        }
    };
    let back = read_back(&text);
    assert_eq!(back.len(), written.len(), "{what}: {text}");
    for (s, (tiles, laid)) in written.iter().zip(back) {
        assert_eq!((&s.tiles, s.laid), (&tiles, laid), "{what}: {text}");
    }
}

fn mcr_held(h: &McrHand) -> Vec<Tile> {
    let mut all = h.concealed.clone();
    all.push(h.win);
    all.extend(h.melds.iter().flat_map(|m| m.tiles.clone()));
    all
}

#[test]
fn mcr_readings_say_their_sets() {
    let mut rng = Rng::new(32);
    let mut shapes = std::collections::HashSet::new();
    for _ in 0..20_000 {
        let h = sample::winning_hand(&mut rng);
        let r = McrReport::of(&h);
        let reading = r.reading.as_ref().unwrap_or_else(|| panic!("{h:?}"));
        let what = format!("{h:?}");
        let melds: Vec<_> = h.melds.iter().map(|m| (m.kind, m.tiles.clone())).collect();
        check_sets(reading, &mcr_held(&h), &melds, h.win, &what);
        check_text(reading, ReadingText::Mcr, &what);
        check_text(reading, ReadingText::Riichi, &what);
        assert_eq!(r.reading_text(), reading.text(ReadingText::Mcr));
        shapes.insert(format!("{:?}", reading.shape));
    }
    assert_eq!(shapes.len(), 5, "every shape was drawn: {shapes:?}");
}

#[test]
fn riichi_readings_say_their_sets() {
    let mut rng = Rng::new(32);
    let mut checked = [0; 3];
    for n in 0..20_000 {
        // Closed hands, and the MCR samples' hands with their melds and kongs read as riichi
        // hands (those riichi reads as complete).
        let (hand, win, cond) = if n % 2 == 0 {
            random_win(&mut rng)
        } else {
            let h = sample::winning_hand(&mut rng);
            let melds = h
                .melds
                .iter()
                .map(|m| Meld {
                    kind: m.kind,
                    tiles: m.tiles.clone(),
                })
                .collect();
            let cond = WinConditions {
                tsumo: h.self_drawn,
                ..WinConditions::default()
            };
            (
                Hand {
                    concealed: h.concealed,
                    melds,
                },
                h.win,
                cond,
            )
        };
        let report = WinReport::score(&hand, win, &cond);
        let Some(reading) = &report.reading else {
            assert_eq!(report.reason, Some("not a complete hand"));
            continue;
        };
        let what = format!("{hand} won on {win}");
        let mut held = hand.concealed.clone();
        held.push(win);
        held.extend(hand.melds.iter().flat_map(|m| m.tiles.clone()));
        let melds: Vec<_> = hand
            .melds
            .iter()
            .map(|m| (m.kind, m.tiles.clone()))
            .collect();
        check_sets(reading, &held, &melds, win, &what);
        check_text(reading, ReadingText::Riichi, &what);
        // The JSON's reading is that text.
        let json = serde_json::to_value(&report).unwrap();
        assert_eq!(json["reading"], reading.text(ReadingText::Riichi), "{what}");
        checked[match reading.shape {
            HandShape::Sets if hand.melds.is_empty() => 0,
            HandShape::Sets => 1,
            _ => 2,
        }] += 1;
    }
    assert!(
        checked.iter().all(|&n| n > 100),
        "closed, melded and special hands: {checked:?}"
    );
}

#[test]
fn the_text_is_what_it_was_before_the_sets() {
    // The JSON's readings as they were written before the sets were handed out, for hands
    // with no meld (riichi) and with melds (MCR).
    let hand: Hand = "123m456p789s23s99m".parse().unwrap();
    let cond = WinConditions {
        tsumo: true,
        seat_wind: 1,
        ..WinConditions::default()
    };
    let r = WinReport::score(&hand, "4s".parse().unwrap(), &cond);
    assert_eq!(
        serde_json::to_value(&r).unwrap()["reading"],
        "1m2m3m 4p5p6p 2s3s4s 7s8s9s 9m9m"
    );
    let pairs: Hand = "1122m3344p5566s7z".parse().unwrap();
    let r = WinReport::score(
        &pairs,
        "7z".parse().unwrap(),
        &WinConditions {
            riichi: true,
            ..WinConditions::default()
        },
    );
    assert_eq!(
        serde_json::to_value(&r).unwrap()["reading"],
        "1m1m 2m2m 3p3p 4p4p 5s5s 6s6s 7z7z"
    );
    let not: Hand = "1122m3344p5566s7z".parse().unwrap();
    let r = WinReport::score(&not, "1z".parse().unwrap(), &WinConditions::default());
    assert_eq!(serde_json::to_value(&r).unwrap()["reading"], "");
    let mcr = |json: &str| McrReport::of(&json.parse::<McrHand>().unwrap()).reading_text();
    assert_eq!(
        mcr(
            r#"{"concealed": "123m456p789s5s", "melds": [{"kind": "pung", "tiles": "777z"}], "win": "5s"}"#
        ),
        "[777z] 123m 456p 789s 55s"
    );
    assert_eq!(
        mcr(
            r#"{"concealed": "123m456p5s", "melds": [{"kind": "concealed-kong", "tiles": "1111z"}, {"kind": "chow", "tiles": "8s79s"}], "win": "5s"}"#
        ),
        "(1111z) [789s] 123m 456p 55s"
    );
    assert_eq!(
        mcr(r#"{"concealed": "147m258p369s1155z", "win": "1z"}"#),
        "knitted straight + 111z 55z"
    );
    assert_eq!(
        mcr(r#"{"concealed": "19m19p19s1234567z", "win": "1m"}"#),
        "thirteen orphans"
    );
    assert_eq!(
        mcr(r#"{"concealed": "147m258p369s1234z", "win": "5z"}"#),
        "honours and knitted tiles"
    );
    assert_eq!(
        mcr(r#"{"concealed": "123m456p789s1122z", "win": "3z"}"#),
        ""
    );
}

#[test]
fn the_winning_tile_sits_where_the_count_reads_it() {
    // Riichi: the part the winning tile completed (a two-sided 23s on 4s).
    let hand: Hand = "123m456p789s23s99m".parse().unwrap();
    let r = WinReport::score(
        &hand,
        "4s".parse().unwrap(),
        &WinConditions {
            tsumo: true,
            ..WinConditions::default()
        },
    );
    let reading = r.reading.unwrap();
    assert_eq!(
        reading.sets[2]
            .tiles
            .iter()
            .map(|t| t.to_string())
            .collect::<Vec<_>>(),
        ["2s", "3s", "4s"]
    );
    assert_eq!(reading.sets[2].winning, Some(2));
    // A kong claimed is drawn with its four tiles, in brackets; a concealed kong in parentheses.
    let hand: Hand = "123m23s99m [777z] (1111z)".parse().unwrap();
    let r = WinReport::score(
        &hand,
        "4s".parse().unwrap(),
        &WinConditions {
            tsumo: true,
            seat_wind: 1,
            ..WinConditions::default()
        },
    );
    assert_eq!(
        r.reading.unwrap().text(ReadingText::Riichi),
        "[7z7z7z] (1z1z1z1z) 1m2m3m 2s3s4s 9m9m"
    );
    // MCR: a winning tile that fits a concealed chow or the concealed pung is read into the chow.
    let h: McrHand = r#"{"concealed": "123m456p11z34445s", "win": "4s"}"#
        .parse()
        .unwrap();
    let r = McrReport::of(&h);
    assert_eq!(r.reading_text(), "123m 456p 345s 444s 11z");
    let reading = r.reading.unwrap();
    let marked = reading.sets.iter().find(|s| s.winning.is_some()).unwrap();
    assert_eq!(
        (
            Tiles::new(marked.tiles.clone()).unwrap().to_string(),
            marked.winning
        ),
        ("345s".to_string(), Some(1))
    );
}
