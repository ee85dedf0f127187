//! Fixture-driven rulings: every line of tests/fixtures/*.txt is a situation and the
//! ruling a referee reading the document would give.

use mahjong_referee::rules::catalogue::{FactKind, Value};
use mahjong_referee::rules::{Incident, Line, RulesetId, Situation, compare, rule};

struct Case {
    line: usize,
    ruleset: RulesetId,
    incident: Incident,
    outcome: String,
    headline: String,
    sections: Vec<String>,
}

fn yes_no(text: &str, line: usize) -> bool {
    match text {
        "yes" => true,
        "no" | "-" => false,
        other => panic!("line {line}: expected yes or no, found {other:?}"),
    }
}

fn false_set_cases() -> Vec<Case> {
    let text = include_str!("fixtures/false-set.txt");
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
        .map(|(i, l)| {
            let line = i + 1;
            let cols: Vec<&str> = l.split('|').map(str::trim).collect();
            assert_eq!(cols.len(), 8, "line {line}: eight columns");
            let replacement = match cols[3] {
                "-" | "not-taken" => "not-taken",
                r @ ("taken" | "in-hand") => r,
                other => panic!("line {line}: replacement {other:?}"),
            };
            let mut facts = vec![
                ("discarded", yes_no(cols[2], line).to_string()),
                ("replacement", replacement.to_string()),
                ("priorFouls", cols[4].to_string()),
            ];
            if cols[1] != "-" {
                facts.push(("tiles", cols[1].to_string()));
            }
            let incident = Incident::from_facts("false-set", |f| {
                facts.iter().find(|(k, _)| *k == f).map(|(_, v)| v.as_str())
            })
            .expect("fixture incident");
            Case {
                line,
                ruleset: cols[0].parse().expect("rule set id"),
                incident,
                outcome: cols[5].to_string(),
                headline: cols[6].to_string(),
                sections: cols[7].split(", ").map(str::to_string).collect(),
            }
        })
        .collect()
}

#[test]
fn false_set_fixtures() {
    let cases = false_set_cases();
    assert!(cases.len() >= 25, "the fixture file was read");
    for c in &cases {
        let r = rule(c.ruleset, &c.incident);
        let at = format!("fixture line {}", c.line);
        assert_eq!(r.ruleset, c.ruleset, "{at}");
        assert_eq!(r.outcome.code(), c.outcome, "{at}");
        assert_eq!(r.outcome.to_string(), c.headline, "{at}");
        let sections: Vec<String> = r.sections.iter().map(|s| s.to_string()).collect();
        assert_eq!(sections, c.sections, "{at}");
        assert!(
            !r.steps.is_empty(),
            "{at}: a ruling always says what to do now"
        );
        assert!(r.explanation.len() >= 2, "{at}: the facts and the rule");
    }
}

#[test]
fn every_rule_set_is_covered_by_the_fixtures() {
    let cases = false_set_cases();
    for id in RulesetId::ALL {
        for outcome in ["dead-hand", "nothing-to-rule"] {
            assert!(
                cases
                    .iter()
                    .any(|c| c.ruleset == id && c.outcome == outcome),
                "{id}: no {outcome} case"
            );
        }
    }
}

#[test]
fn foul_points_come_off_the_offenders_own_score() {
    for (id, fouls, amount) in [(RulesetId::Mers2010, 1, 5), (RulesetId::Ffmj2008, 2, 20)] {
        let i: Incident = format!(r#"{{"kind":"false-set","tiles":"232z","priorFouls":{fouls}}}"#)
            .parse()
            .unwrap();
        let r = rule(id, &i);
        assert_eq!(r.payments.len(), 1, "{id}");
        assert_eq!(r.payments[0].amount, amount, "{id}");
        assert_eq!(
            r.payments[0].to_string(),
            format!(
                "the offender loses {amount} MCR points from the session score; nobody receives them"
            )
        );
    }
}

/// A hu shown under MCR: the tiles decide the tier (MERS 2010 §2.9.2 10 or 20 to each
/// other player; FFMJ 2008 30 or 60, the others +10 or +20 each).
#[test]
fn the_shown_hand_decides_the_false_hu_tier() {
    let under_8 = r#"{"concealed":"88m11z","win":"8m","melds":[{"kind":"pung","tiles":"222m"},{"kind":"pung","tiles":"333p"},{"kind":"pung","tiles":"777s"}]}"#;
    let false_set =
        r#"{"concealed":"123m456p789s5s","win":"5s","melds":[{"kind":"pung","tiles":"778p"}]}"#;
    let no_shape = r#"{"concealed":"123m456p789s1122z","win":"3z"}"#;
    // What the explanation says of the tiles, counted by hand from the Green Book.
    let said = [
        "The tiles: [222m] [333p] [777s] 888m 11z counts 6 points without flowers (All Pungs 6): four sets and a pair, short of the 8-point minimum.",
        "The tiles: not a complete hand",
        "The tiles: not a complete hand",
    ];
    for ((hand, mers_each, ffmj_each), said) in
        [(under_8, 10, 10), (false_set, 20, 20), (no_shape, 20, 20)]
            .into_iter()
            .zip(said)
    {
        let i: Incident =
            format!(r#"{{"kind":"empty-call","call":"win","tilesShown":true,"hand":{hand}}}"#)
                .parse()
                .unwrap();
        let mers = rule(RulesetId::Mers2010, &i);
        assert_eq!(mers.payments[0].amount, mers_each, "{hand}");
        let ffmj = rule(RulesetId::Ffmj2008, &i);
        assert_eq!(ffmj.payments[0].amount, ffmj_each, "{hand}");
        // The explanation says what the tiles are.
        assert!(
            mers.explanation
                .iter()
                .any(|l| matches!(l, Line::ShownHand(_)) && l.to_string().starts_with(said)),
            "{:?}",
            mers.explanation
        );
    }
    // The tiles decide the tier: the tier given beside them is refused, not overruled in
    // silence; a hand given for a call that was no win shown is refused too.
    let err = format!(r#"{{"kind":"empty-call","call":"win","tilesShown":true,"fourSetsAndPair":false,"hand":{under_8}}}"#)
        .parse::<Incident>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "field 'hand': the hand shown decides fourSetsAndPair: give one or the other"
    );
    let err =
        format!(r#"{{"kind":"empty-call","call":"pung","tilesShown":true,"hand":{under_8}}}"#)
            .parse::<Incident>()
            .unwrap_err();
    assert!(
        err.to_string()
            .starts_with("field 'hand': only for a win called"),
        "{err}"
    );
    // A bad hand is refused where it is read, saying where and why.
    let err = r#"{"kind":"empty-call","call":"win","hand":{"concealed":"1111m","win":"1m"}}"#
        .parse::<Incident>()
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "field 'hand': 5 copies of 1m: there are only four"
    );
}

/// MERS §1.9 and FFMJ "Good behaviour": a winning tile not shown apart costs the wait
/// fans, Last Tile and Nine Gates; a hand then short of 8 points is the document's false hu,
/// its explanation saying so first.
#[test]
fn a_winning_tile_not_shown_costs_the_wait_fans_or_the_win() {
    let kept: Incident = r#"{"kind":"winning-tile-not-shown"}"#.parse().unwrap();
    let lost: Incident = r#"{"kind":"winning-tile-not-shown","shortOf8":true}"#
        .parse()
        .unwrap();
    for (ruleset, section, false_hu) in [
        (RulesetId::Mers2010, "MERS 2010 §1.9", 10),
        (
            RulesetId::Ffmj2008,
            "FFMJ 2008 “Good behaviour: showing tiles”",
            10,
        ),
    ] {
        let r = rule(ruleset, &kept);
        assert_eq!(r.outcome.code(), "no-penalty");
        assert!(r.steps[0].to_string().contains("Single Wait"), "{ruleset}");
        assert_eq!(r.sections[0].to_string(), section);
        let r = rule(ruleset, &lost);
        assert_eq!(r.payments[0].amount, false_hu, "{ruleset}");
        assert!(r.sections.iter().any(|s| s.to_string() == section));
        assert!(
            r.explanation[0].to_string().contains("short of 8 points"),
            "{ruleset}: {:?}",
            r.explanation
        );
    }
    for ruleset in [RulesetId::Ema2016, RulesetId::Ema2012, RulesetId::Wrc2015] {
        assert_eq!(rule(ruleset, &lost).outcome.code(), "not-covered");
    }
}

#[test]
fn the_comparison_shows_where_the_documents_differ() {
    // Not yet discarded: riichi rule sets let the player correct for free, MCR ones call it a foul.
    let i: Incident = r#"{"kind":"false-set","tiles":"southwestsouth","discarded":false}"#
        .parse()
        .unwrap();
    let codes: Vec<&str> = compare(&i).iter().map(|r| r.outcome.code()).collect();
    assert_eq!(
        codes,
        ["no-penalty", "no-penalty", "no-penalty", "foul", "foul"]
    );
    // A replacement tile drawn but not in the hand: MERS still lets it be corrected, FFMJ does not.
    let i: Incident = r#"{"kind":"false-set","tiles":"1112s","replacement":"taken"}"#
        .parse()
        .unwrap();
    let codes: Vec<&str> = compare(&i).iter().map(|r| r.outcome.code()).collect();
    assert_eq!(codes[3..], ["foul", "dead-hand"]);
}

/// Every group of three tiles a player can show for a claim (characters 1–9, the honours, a
/// red five, a flower), before and after the discard, under every rule set: a pung or a chow
/// is no false set (nothing to rule); anything else is corrected for free before the discard
/// under the riichi documents (EMA §5.1.4, WRC 2015 §7.2) and is a first foul, a warning, under
/// MCR (MERS 2010 §2.6.4, FFMJ 2008 "False set" 1); after the discard it is a dead hand under
/// all five. None of these moves a point. Whether the tiles make a set is decided here by
/// hand, not by the code under test.
#[test]
fn every_group_of_three_tiles_is_ruled_as_a_set_or_a_false_set() {
    let kinds: Vec<String> = (1..=9)
        .map(|n| format!("{n}m"))
        .chain((1..=7).map(|n| format!("{n}z")))
        .chain(["0p".to_string(), "1f".to_string()])
        .collect();
    let number = |t: &str| t.as_bytes()[0] - b'0';
    let mut checked = 0;
    for a in &kinds {
        for b in &kinds {
            for c in &kinds {
                let pung = a == b && b == c && a != "1f";
                let mut ns = [number(a), number(b), number(c)];
                ns.sort_unstable();
                let chow = [a, b, c].iter().all(|t| t.ends_with('m'))
                    && ns[1] == ns[0] + 1
                    && ns[2] == ns[1] + 1;
                for discarded in [false, true] {
                    let json = format!(
                        r#"{{"kind":"false-set","tiles":"{a}{b}{c}","discarded":{discarded}}}"#
                    );
                    // Only a second flower 1 or red 5p may be refused (one of each in a set).
                    let Ok(i) = json.parse::<Incident>() else {
                        let twice = ["0p", "1f"]
                            .iter()
                            .any(|k| [a, b, c].iter().filter(|t| t == &k).count() > 1);
                        assert!(twice, "{json} is refused");
                        continue;
                    };
                    for r in compare(&i) {
                        let want = match (pung || chow, discarded, r.ruleset.is_mcr()) {
                            (true, _, _) => "nothing-to-rule",
                            (false, true, _) => "dead-hand",
                            (false, false, false) => "no-penalty",
                            (false, false, true) => "foul",
                        };
                        assert_eq!(r.outcome.code(), want, "{json} under {}", r.ruleset);
                        assert_eq!(r.payments, [], "{json} under {}", r.ruleset);
                        checked += 1;
                    }
                }
            }
        }
    }
    assert!(checked > 50_000, "{checked} rulings");
}

const RULESET_FIXTURES: [(&str, &str); 5] = [
    ("ema-2016", include_str!("fixtures/rulings/ema-2016.txt")),
    ("ema-2012", include_str!("fixtures/rulings/ema-2012.txt")),
    ("wrc-2015", include_str!("fixtures/rulings/wrc-2015.txt")),
    ("mers-2010", include_str!("fixtures/rulings/mers-2010.txt")),
    ("ffmj-2008", include_str!("fixtures/rulings/ffmj-2008.txt")),
];

/// The payments column of a rule-set fixture line: each payment as `mjref rule` prints it in
/// its `payments` array, joined with ` ; `; `-` for none.
fn payments_column(r: &mahjong_referee::rules::Ruling) -> String {
    let payments = r.report().payments;
    if payments.is_empty() {
        "-".to_string()
    } else {
        payments.join(" ; ")
    }
}

/// Every line of every rule-set fixture file, checked column by column: outcome, headline,
/// sections, and who pays whom how much and when. The expected values are written from the
/// documents; every line that differs is listed (not only the first), so a disagreement
/// between a document and the code shows in full.
#[test]
fn rule_set_fixtures() {
    let mut failures = Vec::new();
    let mut lines = 0;
    for (id, text) in RULESET_FIXTURES {
        let ruleset: RulesetId = id.parse().unwrap();
        let mut kinds = std::collections::BTreeSet::new();
        for (i, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            lines += 1;
            let at = format!("{id} fixture line {}", i + 1);
            let cols: Vec<&str> = line.split(" | ").map(str::trim).collect();
            assert_eq!(cols.len(), 5, "{at}: five columns");
            let incident: Incident = cols[0].parse().unwrap_or_else(|e| panic!("{at}: {e}"));
            kinds.insert(incident.kind());
            let r = rule(ruleset, &incident);
            let sections: Vec<String> = r.sections.iter().map(|s| s.to_string()).collect();
            let got = [
                ("outcome", r.outcome.code().to_string()),
                ("headline", r.headline()),
                (
                    "sections",
                    if sections.is_empty() {
                        "-".to_string()
                    } else {
                        sections.join(", ")
                    },
                ),
                ("payments", payments_column(&r)),
            ];
            for ((what, got), want) in got.iter().zip(&cols[1..]) {
                if got != want {
                    failures.push(format!(
                        "{at} {}: {what}\n    fixture: {want}\n    code:    {got}",
                        cols[0]
                    ));
                }
            }
            assert!(!r.steps.is_empty(), "{at}: what to do now");
        }
        for info in mahjong_referee::rules::catalogue::CATALOGUE {
            assert!(
                kinds.contains(info.kind),
                "{id}: no fixture for {}",
                info.kind
            );
        }
    }
    assert!(lines > 250, "the fixture files were read ({lines} lines)");
    assert!(
        failures.is_empty(),
        "{} fixture values differ from the code:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn every_incident_gets_a_ruling_from_every_rule_set() {
    use mahjong_referee::rules::catalogue::CATALOGUE;
    let mut count = 0;
    for info in CATALOGUE {
        // The example, and the example with every yes/no fact flipped and numbers varied.
        let mut variants = vec![info.example.to_string()];
        for f in info.facts {
            let value = match (f.kind(), f.range_max()) {
                (FactKind::YesNo, _) => vec!["true", "false"],
                (_, Some(4)) => vec!["0", "2", "4"],
                (_, Some(255 | 65535)) => vec!["0", "1", "5", "11", "16", "255"],
                _ => continue,
            };
            for v in value {
                // Beside the example's facts (a fact may apply only beside others).
                let mut json: serde_json::Value = serde_json::from_str(info.example).unwrap();
                json[f.field] = serde_json::from_str(v).unwrap();
                variants.push(json.to_string());
            }
        }
        for json in variants {
            let incident: Incident = json.parse().unwrap_or_else(|e| panic!("{json}: {e}"));
            for (asked, r) in RulesetId::ALL.into_iter().zip(compare(&incident)) {
                count += 1;
                let at = format!("{json} under {asked}");
                // The ruling is the document asked about, and cites only that document.
                assert_eq!(r.ruleset, asked, "{at}");
                for s in &r.sections {
                    assert_eq!(s.ruleset, asked, "{at}: cites {s}");
                }
                // A document that says nothing cites nothing and charges nothing; one that
                // rules cites where it says so.
                let not_covered = r.outcome.code() == "not-covered";
                assert_eq!(r.sections.is_empty(), not_covered, "{at}: {:?}", r.sections);
                if not_covered {
                    assert_eq!(
                        r.payments,
                        [],
                        "{at}: nothing in the document, yet a payment"
                    );
                }
                assert!(!r.steps.is_empty(), "{at}: what to do now");
            }
        }
    }
    assert!(count > 300, "{count} rulings checked");
}

#[test]
fn facts_as_text_read_the_same_as_json() {
    use mahjong_referee::rules::catalogue::CATALOGUE;
    for info in CATALOGUE {
        let value: serde_json::Value = serde_json::from_str(info.example).unwrap();
        let texts: Vec<(String, String)> = value
            .as_object()
            .unwrap()
            .iter()
            .filter(|(k, _)| k.as_str() != "kind")
            .map(|(k, v)| {
                let text = v.as_str().map_or_else(|| v.to_string(), str::to_string);
                (k.clone(), text)
            })
            .collect();
        let from_text = Incident::from_facts(info.kind, |f| {
            texts.iter().find(|(k, _)| k == f).map(|(_, v)| v.as_str())
        })
        .unwrap_or_else(|e| panic!("{}: {e}", info.kind));
        let from_json: Incident = info.example.parse().unwrap();
        assert_eq!(from_text, from_json, "{}", info.kind);
    }
    let err = Incident::from_facts("late", |_| Some("soon")).unwrap_err();
    assert_eq!(
        err.to_string(),
        "field 'minutes': 'soon' is not one of its values (0–65535)"
    );
    assert!(Incident::from_facts("nope", |_| None).is_err());
}

/// Every combination of an incident's listed answers (yes/no, lists, the numbers of each
/// range the rule sets draw lines at; tiles as in the catalogue's example), each as
/// (field, value) pairs.
fn answer_combinations(
    info: &mahjong_referee::rules::catalogue::IncidentInfo,
) -> Vec<Vec<(&'static str, String)>> {
    let example: serde_json::Value = serde_json::from_str(info.example).unwrap();
    let mut combos: Vec<Vec<(&'static str, String)>> = vec![Vec::new()];
    for f in info.facts {
        // A range: its low end and the numbers the rule sets draw lines at.
        let choices = f.trial_values();
        if choices.is_empty() {
            if let Some(v) = example.get(f.field).and_then(|v| v.as_str()) {
                // The example's tiles, and a false kong's four (a fact may turn on a kong).
                combos = [v, "1234m"]
                    .iter()
                    .flat_map(|t| {
                        combos.iter().map(move |c| {
                            let mut c = c.clone();
                            c.push((f.field, t.to_string()));
                            c
                        })
                    })
                    .collect();
            }
            continue;
        }
        combos = combos
            .into_iter()
            .flat_map(|c| {
                choices.iter().map(move |v| {
                    let mut c = c.clone();
                    c.push((f.field, v.to_string()));
                    c
                })
            })
            .collect();
    }
    combos
}

/// Every incident of the catalogue with every combination of its listed answers, ruled under
/// every rule set: `check(info, combo, incident, ruling)` for each.
fn every_ruling(
    mut check: impl FnMut(
        &mahjong_referee::rules::catalogue::IncidentInfo,
        &[(&'static str, String)],
        &Incident,
        &mahjong_referee::rules::Ruling,
    ),
) {
    for info in mahjong_referee::rules::catalogue::CATALOGUE {
        for combo in &answer_combinations(info) {
            let Some(incident) = incident_with(info.kind, combo, "", None) else {
                continue;
            };
            for ruleset in RulesetId::ALL {
                check(info, combo, &incident, &rule(ruleset, &incident));
            }
        }
    }
}

/// The incident of a combination, with one field set or replaced (`None` leaves it out).
fn incident_with(
    kind: &str,
    combo: &[(&'static str, String)],
    field: &str,
    value: Option<&str>,
) -> Option<Incident> {
    Incident::from_facts(kind, |f| {
        if f == field {
            return value;
        }
        combo.iter().find(|(k, _)| *k == f).map(|(_, v)| v.as_str())
    })
    .ok()
}

/// Under MERS 2010 and FFMJ 2008 a foul's penalty grows with the player's earlier fouls, so
/// every answer that can end in a foul must ask for them: every combination of every
/// incident's listed answers is ruled, and each foul must take the earlier fouls into
/// account (a foul that is always "the first" would be recorded at the wrong rank).
#[test]
fn every_mcr_foul_escalates_with_the_earlier_fouls() {
    use mahjong_referee::rules::Outcome;
    use mahjong_referee::rules::catalogue::CATALOGUE;
    let mut fouls = 0;
    for info in CATALOGUE {
        for combo in &answer_combinations(info) {
            let with = |prior| incident_with(info.kind, combo, "priorFouls", prior);
            let (Some(first), Some(third)) = (with(None), with(Some("2"))) else {
                continue;
            };
            for ruleset in [RulesetId::Mers2010, RulesetId::Ffmj2008] {
                let Outcome::Foul { rank, .. } = rule(ruleset, &first).outcome else {
                    continue;
                };
                fouls += 1;
                let situation = format!("{} {combo:?} under {ruleset}", info.kind);
                assert_eq!(rank, 1, "{situation}: with no earlier foul");
                assert!(
                    info.facts.iter().any(|f| f.field == "priorFouls"),
                    "{situation}: a foul, but the incident does not ask for earlier fouls"
                );
                let escalated = rule(ruleset, &third).outcome;
                assert!(
                    matches!(escalated, Outcome::Foul { rank: 3, .. }),
                    "{situation}: with two earlier fouls it is {escalated:?}, not the third foul"
                );
            }
        }
    }
    assert!(fouls > 20, "{fouls} fouls checked");
}

/// EMA 2012's chombo is a reverse mangan whose shape depends on whether the offender is the
/// dealer (4 000 to each other player, or 4 000 to the dealer and 2 000 to each other):
/// every answer that can end in a chombo must ask who the offender is and pay accordingly.
#[test]
fn every_ema_2012_chombo_is_paid_by_a_dealer_or_a_non_dealer() {
    use mahjong_referee::rules::Outcome;
    use mahjong_referee::rules::calc::chombo_payments;
    use mahjong_referee::rules::catalogue::CATALOGUE;
    let mut chombos = 0;
    for info in CATALOGUE {
        for combo in &answer_combinations(info) {
            for dealer in [false, true] {
                let value = dealer.to_string();
                let Some(incident) = incident_with(info.kind, combo, "dealer", Some(&value)) else {
                    continue;
                };
                let ruling = rule(RulesetId::Ema2012, &incident);
                if ruling.outcome != Outcome::Chombo {
                    continue;
                }
                chombos += 1;
                let situation = format!("{} {combo:?}, dealer {dealer}", info.kind);
                assert!(
                    info.facts.iter().any(|f| f.field == "dealer"),
                    "{situation}: a chombo, but the incident does not ask who the offender is"
                );
                assert_eq!(
                    ruling.payments,
                    chombo_payments(RulesetId::Ema2012, dealer, true).unwrap(),
                    "{situation}"
                );
            }
        }
    }
    assert!(chombos > 10, "{chombos} chombos checked");
}

/// No question in the catalogue is idle: each fact decides something under some rule set
/// for some combination of the other answers (the widget asks a fact only where it does).
#[test]
fn every_fact_decides_something_somewhere() {
    use mahjong_referee::rules::catalogue::CATALOGUE;
    for info in CATALOGUE {
        let combos = answer_combinations(info);
        for f in info.facts {
            let decides = combos.iter().any(|combo| {
                let answer = |field: &str| {
                    combo
                        .iter()
                        .find(|(k, _)| *k == field)
                        .map(|(_, v)| v.as_str())
                };
                let Ok(situation) = Situation::from_texts(info.kind, &answer) else {
                    return false;
                };
                RulesetId::ALL.into_iter().any(|r| f.decides(r, &situation))
            });
            assert!(decides, "{}: {} never changes a ruling", info.kind, f.field);
        }
    }
}

/// The answer the catalogue says a fact takes when not given (the widget shows it picked)
/// is the one the incident is read with.
#[test]
fn every_default_answer_is_the_one_the_incident_is_read_with() {
    use mahjong_referee::rules::catalogue::CATALOGUE;
    for info in CATALOGUE {
        for combo in &answer_combinations(info) {
            for f in info.facts {
                let Some(default) = f.default_answer() else {
                    assert!(
                        f.required || f.kind() == FactKind::Tiles,
                        "{}: {}",
                        info.kind,
                        f.field
                    );
                    continue;
                };
                assert_eq!(
                    incident_with(info.kind, combo, f.field, None),
                    incident_with(info.kind, combo, f.field, Some(default)),
                    "{} {combo:?}: {} not given is not {default}",
                    info.kind,
                    f.field
                );
            }
        }
    }
}

/// What changes hands agrees with the outcome and with the document, for every combination
/// of answers under every rule set. The expected payments are written here from the
/// documents, not taken from the code's helpers:
/// - a foul's points: one payment of that many MCR points off the offender's session score,
///   to nobody (MERS 2010 §3.1, FFMJ 2008 Sanctions (A)); a warning or an elimination: none;
/// - a point penalty: the offender gives up exactly the headline's amount, in its unit;
/// - a chombo: EMA 2016 20,000 off after the game once uma is added (§3.4.6), outside a
///   tournament a reverse mangan as EMA 2012's; EMA 2012 a mangan-sized payment at once, 4,000 to each other player from the dealer, or 4,000 to
///   the dealer and 2,000 to each other non-dealer (§3.4.6); WRC 2015 20 points off the overall
///   score at once (§7.1); never under MCR, which has no chombo;
/// - a dead hand: nothing (EMA §3.4.7, WRC §7.1, MERS §3.2, FFMJ (B)), except an MCR false hu
///   shown: 10 or 20 to each other player (MERS 2010 §2.9.2, FFMJ 2008 (C));
/// - a substitute: nothing, except WRC 2015's 30 points for missing the hanchan (§7.2);
/// - no penalty, nothing to rule, not covered, a re-deal, hands left, a disqualification and
///   the referee's discretion (whose amount is the referee's): nothing;
/// - noten payments: only under the riichi documents (what is paid: the fixtures' fifth column).
#[test]
fn payments_agree_with_the_outcome() {
    use mahjong_referee::rules::{FoulPenalty, Outcome, Party, Payment, Unit, When};
    let pay = |payee, amount, unit, when| Payment {
        payer: Party::Offender,
        payee,
        amount,
        unit,
        when,
    };
    let mut checked = 0;
    every_ruling(|info, combo, incident, r| {
        let ruleset = r.ruleset;
        let at = format!("{} {combo:?} under {ruleset}: {}", info.kind, r.outcome);
        let got = &r.payments;
        let casual = incident.value("casual") == Some(Value::Yes(true));
        match (&r.outcome, ruleset) {
            (
                Outcome::Foul {
                    penalty: FoulPenalty::Points(n),
                    ..
                },
                _,
            ) => assert_eq!(
                got,
                &[pay(
                    Party::Nobody,
                    *n,
                    Unit::McrPoints,
                    When::FromSessionScore
                )],
                "{at}"
            ),
            (Outcome::PointPenalty { amount, unit }, _) => {
                assert!(!got.is_empty(), "{at}");
                assert!(
                    got.iter()
                        .all(|p| p.payer == Party::Offender && p.unit == *unit),
                    "{at}: {got:?}"
                );
                assert_eq!(r.offender_pays(), *amount, "{at}: {got:?}");
            }
            (Outcome::Chombo, RulesetId::Ema2016) if !casual => assert_eq!(
                got,
                &[pay(
                    Party::Nobody,
                    20_000,
                    Unit::FinalScorePoints,
                    When::AfterUma
                )],
                "{at}"
            ),
            (Outcome::Chombo, RulesetId::Ema2012 | RulesetId::Ema2016) => {
                let dealer = [pay(
                    Party::EachOtherPlayer,
                    4000,
                    Unit::TablePoints,
                    When::AtOnce,
                )];
                let non_dealer = [
                    pay(Party::Dealer, 4000, Unit::TablePoints, When::AtOnce),
                    pay(
                        Party::EachOtherNonDealer,
                        2000,
                        Unit::TablePoints,
                        When::AtOnce,
                    ),
                ];
                assert!(
                    got[..] == dealer[..] || got[..] == non_dealer[..],
                    "{at}: {got:?}"
                );
            }
            (Outcome::Chombo, RulesetId::Wrc2015) => assert_eq!(
                got,
                &[pay(Party::Nobody, 20, Unit::OverallPoints, When::AtOnce)],
                "{at}"
            ),
            (Outcome::Chombo, _) => panic!("{at}: MCR has no chombo"),
            (Outcome::DeadHand, RulesetId::Mers2010 | RulesetId::Ffmj2008) => {
                let false_hu = |each| {
                    [pay(
                        Party::EachOtherPlayer,
                        each,
                        Unit::McrPoints,
                        When::AtOnce,
                    )]
                };
                assert!(
                    got.is_empty() || got[..] == false_hu(10) || got[..] == false_hu(20),
                    "{at}: {got:?}"
                );
            }
            (Outcome::Substitute, RulesetId::Wrc2015) => assert_eq!(
                got,
                &[pay(Party::Nobody, 30, Unit::OverallPoints, When::AtOnce)],
                "{at}"
            ),
            (Outcome::Payments, _) => {
                assert!(!ruleset.is_mcr(), "{at}: MCR has no noten payments");
            }
            (
                Outcome::Foul { .. }
                | Outcome::DeadHand
                | Outcome::Substitute
                | Outcome::NoPenalty
                | Outcome::NothingToRule
                | Outcome::NotCovered
                | Outcome::ReDeal
                | Outcome::HandsLeft(_)
                | Outcome::Disqualification
                | Outcome::SessionDisqualification
                | Outcome::Discretion,
                _,
            ) => assert_eq!(got, &[], "{at}"),
        }
        // One unit per rule set for what the offender pays, so a session log's
        // totals add like with like (a noten penalty is play, in table points; so is
        // a chombo outside a tournament, paid at the table).
        let unit = if casual && ruleset == RulesetId::Ema2016 && r.outcome == Outcome::Chombo {
            Unit::TablePoints
        } else {
            ruleset.unit()
        };
        assert_eq!(r.offender_unit(), unit, "{at}");
        assert!(
            got.iter()
                .filter(|p| p.payer == Party::Offender)
                .all(|p| p.unit == unit),
            "{at}: {got:?} not all in {}",
            ruleset.unit().name()
        );
        checked += 1;
    });
    assert!(checked > 2000, "{checked} rulings");
}

/// Whether a text writes an amount of a thousand or more without its thousands apart
/// (`8000` beside `12,000`); a year (`EMA 2016`, `added in 2016`) is no amount.
fn ungrouped_amount(text: &str) -> Option<String> {
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !chars[i].is_ascii_digit() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && chars[i].is_ascii_digit() {
            i += 1;
        }
        let digits: String = chars[start..i].iter().collect();
        let joined = start > 0 && matches!(chars[start - 1], ',' | '\u{202f}' | '.' | '§');
        // The documents' years (2008 to 2016), never an amount here.
        let year = digits.len() == 4
            && digits
                .parse::<u32>()
                .is_ok_and(|y| (2001..=2030).contains(&y));
        if digits.len() >= 4 && !joined && !year {
            return Some(digits);
        }
    }
    None
}

/// Every card, of every fixture and of every combination of answers under every rule set,
/// in both languages, agrees with itself: amounts written one way; a card that says no
/// points change hands names no amount moving; a penalty in points lists its payment, of
/// the amount its headline gives; a "no penalty" card charges nothing.
#[test]
fn no_card_contradicts_itself() {
    use mahjong_referee::lang::Lang;
    use mahjong_referee::rules::catalogue::CATALOGUE;
    use mahjong_referee::rules::{FoulPenalty, Outcome, Situation};
    let mut situations: Vec<(RulesetId, Situation)> = Vec::new();
    for (id, text) in RULESET_FIXTURES {
        for line in text.lines().map(str::trim) {
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let json = line.split(" | ").next().unwrap_or_default();
            situations.push((id.parse().unwrap(), json.parse().unwrap()));
        }
    }
    for info in CATALOGUE {
        for combo in answer_combinations(info) {
            let answer = |field: &str| {
                combo
                    .iter()
                    .find(|(k, _)| *k == field)
                    .map(|(_, v)| v.as_str())
            };
            let Ok(s) = Situation::from_texts(info.kind, &answer) else {
                continue;
            };
            for id in RulesetId::ALL {
                situations.push((id, s.clone()));
            }
        }
    }
    let mut checked = 0;
    for (ruleset, situation) in &situations {
        let r = rule(*ruleset, &situation.incident);
        let at = format!(
            "{} under {ruleset}",
            serde_json::to_string(&situation.incident).unwrap()
        );
        // A penalty in points is paid, and the headline's amount is what the offender pays.
        match r.outcome {
            Outcome::PointPenalty { amount, .. }
            | Outcome::Foul {
                penalty: FoulPenalty::Points(amount),
                ..
            } => {
                assert_eq!(
                    r.offender_pays(),
                    amount,
                    "{at}: the headline's amount is paid"
                );
            }
            Outcome::Chombo if !ruleset.is_mcr() => {
                assert!(r.offender_pays() > 0, "{at}: a chombo costs points");
            }
            // (A dead hand may cost points: an MCR false hu pays each other player.)
            Outcome::NothingToRule | Outcome::NoPenalty | Outcome::ReDeal => {
                assert!(r.payments.is_empty(), "{at}: no penalty, yet a payment");
            }
            _ => {}
        }
        for lang in Lang::ALL {
            let report = lang.report_on(*ruleset, situation);
            let lines: Vec<&String> = std::iter::once(&report.headline)
                .chain(&report.steps)
                .chain(&report.payments)
                .chain(&report.explanation)
                .collect();
            for line in &lines {
                assert_eq!(ungrouped_amount(line), None, "{at} ({lang}): {line}");
            }
            // A card saying no points move names none moving: no deduction, no amount paid.
            if r.moves_no_points() {
                for line in report.steps.iter().chain(&report.explanation) {
                    let moving = line.contains('−')
                        || line.split(' ').collect::<Vec<_>>().windows(2).any(|w| {
                            matches!(w[0], "pays" | "paie" | "loses" | "perd")
                                && w[1].starts_with(|c: char| c.is_ascii_digit())
                        });
                    assert!(!moving, "{at} ({lang}): says no points move, yet: {line}");
                }
            }
        }
        checked += 1;
    }
    assert!(checked > 2000, "{checked} cards");
}

#[test]
fn an_amount_written_two_ways_is_found() {
    assert_eq!(
        ungrouped_amount("a penalty of 8000 or 12,000"),
        Some("8000".into())
    );
    assert_eq!(ungrouped_amount("−15,000 points; EMA 2016 §5.8"), None);
    assert_eq!(
        ungrouped_amount("8\u{202f}000 ou 12\u{202f}000 points"),
        None
    );
}

/// A citation names one place: across every ruling of every incident, two different places
/// of a document (a different heading, entry or table row) are never cited with the same
/// words, in English or in French — WRC 2015 lists every foul under §7.2, so its citations
/// name the foul and the row of its table — and one ruling never cites a place twice.
#[test]
fn every_citation_names_one_place() {
    use mahjong_referee::lang::Lang;
    use mahjong_referee::rules::Section;
    use std::collections::HashMap;
    let mut cited: HashMap<(Lang, String), Section> = HashMap::new();
    every_ruling(|info, combo, _, r| {
        for (i, s) in r.sections.iter().enumerate() {
            assert!(
                !r.sections[..i].contains(s),
                "{} {combo:?} under {}: {s} cited twice",
                info.kind,
                r.ruleset
            );
            for lang in [Lang::En, Lang::Fr] {
                let words = lang.section(s);
                let first = *cited.entry((lang, words.clone())).or_insert(*s);
                assert_eq!(first, *s, "'{words}' cites two places");
            }
        }
    });
    assert!(cited.len() > 150, "{} citations", cited.len());
}

/// EMA 2016 §5.8 and EMA 2012 §5.7: the other players' uma at a table with a substitute,
/// written from the documents (their own example: the substitute wins the table, so two
/// players end on the last place's uma and nobody has the first's), for every place the
/// substitute can finish in, and for a substitute who came in once play had begun (the
/// others take the first three places' uma whatever the table score).
#[test]
fn a_substitutes_place_sets_the_others_uma() {
    let others = |ruleset, json: &str| {
        let r = rule(ruleset, &json.parse().unwrap());
        r.steps
            .iter()
            .map(|s| s.to_string())
            .find(|s| s.contains("the other three get"))
            .unwrap_or_else(|| panic!("{json} under {ruleset}: {:?}", r.steps))
    };
    for (ruleset, place, uma) in [
        (RulesetId::Ema2016, "first", "5,000, −5,000 and −15,000"),
        (RulesetId::Ema2016, "second", "15,000, −5,000 and −15,000"),
        (RulesetId::Ema2016, "third", "15,000, 5,000 and −15,000"),
        (RulesetId::Ema2016, "fourth", "15,000, 5,000 and −5,000"),
        (RulesetId::Ema2012, "first", "10,000, −10,000 and −30,000"),
        (RulesetId::Ema2012, "second", "30,000, −10,000 and −30,000"),
        (RulesetId::Ema2012, "third", "30,000, 10,000 and −30,000"),
        (RulesetId::Ema2012, "fourth", "30,000, 10,000 and −10,000"),
    ] {
        let json = format!(r#"{{"kind":"substitution","place":"{place}"}}"#);
        assert!(
            others(ruleset, &json).contains(uma),
            "{json} under {ruleset}"
        );
    }
    for (ruleset, uma) in [
        (RulesetId::Ema2016, "15,000, 5,000 and −5,000"),
        (RulesetId::Ema2012, "30,000, 10,000 and −10,000"),
    ] {
        // Play had begun: the place at the table does not count (nor may it be given).
        let json = r#"{"kind":"substitution","duringSession":true}"#;
        assert!(
            others(ruleset, json).contains(uma),
            "{json} under {ruleset}"
        );
        let placed = r#"{"kind":"substitution","duringSession":true,"place":"second"}"#;
        let read = placed.parse::<mahjong_referee::rules::Situation>();
        assert!(read.is_err(), "{placed}");
    }
}

/// What a ruling says it rests on without its being given (`assumed`), checked against its
/// meaning for every incident under every rule set: with nothing given, a fact is listed
/// exactly when one of its other values changes that rule set's ruling (a group's tiles, when
/// there are none); with every fact given, nothing is listed.
#[test]
fn assumed_lists_exactly_the_facts_the_ruling_rests_on() {
    use mahjong_referee::rules::assumed;
    use mahjong_referee::rules::catalogue::CATALOGUE;
    let mut listed = 0;
    for info in CATALOGUE {
        let none = Situation::new(info.kind).unwrap();
        for ruleset in RulesetId::ALL {
            let got = assumed(ruleset, &none);
            let base = rule(ruleset, &none.incident);
            for f in info.facts {
                // A group's tiles not given: there is no group to rule on.
                if f.kind() == FactKind::Tiles {
                    assert!(got.contains(&f.field), "{} under {ruleset}", info.kind);
                    continue;
                }
                let changes = f.trial_values().into_iter().any(|v| {
                    let mut s = none.clone();
                    s.set(f.field, v).is_ok()
                        && f.applies(&|x| s.incident.value(x))
                        && rule(ruleset, &s.incident) != base
                });
                assert_eq!(
                    got.contains(&f.field),
                    changes,
                    "{} under {ruleset}: {}",
                    info.kind,
                    f.field
                );
            }
            listed += got.len();
            let mut all = none.clone();
            for f in info.facts {
                if let Some(v) = all.incident.value(f.field) {
                    all.set(f.field, v).unwrap();
                }
            }
            assert!(
                info.facts.iter().any(|f| f.kind() == FactKind::Tiles)
                    || assumed(ruleset, &all).is_empty(),
                "{} under {ruleset}: {:?}",
                info.kind,
                assumed(ruleset, &all)
            );
        }
    }
    assert!(listed > 50, "{listed}");
}

/// The hand check decides a call for a win, a furiten ron, a noten riichi and the tenpai
/// count at a draw from the tiles under the riichi rule sets, and a winning tile not shown
/// under the MCR ones; nothing else, and a call not answered yet is nothing to check.
#[test]
fn the_hand_check_decides_the_incidents_its_tiles_rule_on() {
    use mahjong_referee::rules::catalogue::CATALOGUE;
    use mahjong_referee::rules::hand_decides;
    for info in CATALOGUE {
        for ruleset in RulesetId::ALL {
            let riichi = !ruleset.is_mcr();
            let expected = match info.kind {
                "furiten-ron" | "noten-riichi" | "exhaustive-draw" => riichi,
                "winning-tile-not-shown" => !riichi,
                _ => false,
            };
            let none = Situation::new(info.kind).unwrap();
            assert_eq!(
                hand_decides(ruleset, &none),
                expected,
                "{} under {ruleset}",
                info.kind
            );
        }
    }
    for (call, expected) in [("win", true), ("chow", false), ("riichi", false)] {
        let s: Situation = format!(r#"{{"kind":"empty-call","call":"{call}"}}"#)
            .parse()
            .unwrap();
        for ruleset in RulesetId::ALL {
            assert_eq!(
                hand_decides(ruleset, &s),
                expected,
                "{call} under {ruleset}"
            );
        }
    }
}

/// Every fact takes the values of its kind and no other: yes/no, a count up to its end, one
/// of its list's values; offers them all under the riichi rule sets and all but the riichi
/// ones under MCR; and a group's tiles or a fact the ruling always waits for decides it under
/// every rule set.
#[test]
fn every_fact_takes_and_offers_its_own_values() {
    use mahjong_referee::rules::catalogue::CATALOGUE;
    for info in CATALOGUE {
        let none = Situation::new(info.kind).unwrap();
        for f in info.facts {
            let at = format!("{}: {}", info.kind, f.field);
            match f.kind() {
                FactKind::YesNo => {
                    assert!(
                        f.takes(&Value::Yes(true)) && !f.takes(&Value::Count(1)),
                        "{at}"
                    )
                }
                FactKind::Count { max } => {
                    assert!(f.takes(&Value::Count(max)), "{at}");
                    assert!(!f.takes(&Value::Count(max + 1)), "{at}");
                    assert!(!f.takes(&Value::Yes(true)), "{at}");
                }
                FactKind::List => {
                    for c in f.choices() {
                        assert!(f.takes(&Value::Choice(c)), "{at}: {c}");
                    }
                    assert!(!f.takes(&Value::Choice("xyzzy")), "{at}");
                }
                FactKind::Tiles => assert!(!f.takes(&Value::Yes(true)), "{at}"),
            }
            for ruleset in RulesetId::ALL {
                let offered = f.choices_for(ruleset);
                let all = f.choices();
                if ruleset.is_mcr() {
                    assert!(offered.iter().all(|c| all.contains(c)), "{at}");
                    let riichi = |c: &&str| *c == "riichi" || c.starts_with("riichi-");
                    assert!(!offered.iter().any(riichi), "{at} under {ruleset}");
                } else {
                    assert_eq!(offered, all, "{at} under {ruleset}");
                }
                if f.required || f.kind() == FactKind::Tiles {
                    assert!(f.decides(ruleset, &none), "{at} under {ruleset}");
                }
            }
        }
    }
}

/// What is kept of a situation as text (a link, a stored entry) reads back as the same
/// situation, for every incident with every combination of its listed answers.
#[test]
fn a_situation_as_text_reads_back_the_same() {
    use mahjong_referee::rules::catalogue::CATALOGUE;
    let mut read = 0;
    for info in CATALOGUE {
        for combo in &answer_combinations(info) {
            let given = |f: &str| combo.iter().find(|(k, _)| *k == f).map(|(_, v)| v.as_str());
            let Ok(s) = Situation::from_texts(info.kind, &given) else {
                continue;
            };
            // Each fact given has its value; one not given has none.
            for f in info.facts {
                let given = combo.iter().any(|(k, _)| *k == f.field) && s.answered(f.field);
                assert_eq!(
                    s.value(f.field).is_some(),
                    given,
                    "{} {combo:?}: {}",
                    info.kind,
                    f.field
                );
            }
            let texts = s.texts();
            let again = |f: &str| texts.iter().find(|(k, _)| *k == f).map(|(_, v)| v.as_str());
            assert_eq!(
                Situation::from_texts(info.kind, &again),
                Ok(s.clone()),
                "{}",
                info.kind
            );
            assert!(
                !texts.is_empty() || combo.is_empty(),
                "{} {combo:?}",
                info.kind
            );
            read += 1;
        }
    }
    assert!(read > 500, "{read}");
}

/// A replacement tile is asked only after a kong's four tiles or a flower declared: given
/// beside a group of three it is refused, saying why.
#[test]
fn a_replacement_tile_is_only_for_a_kong_or_a_flower() {
    for (tiles, ok) in [("1111m", true), ("232z", false), ("123m", false)] {
        let json = format!(r#"{{"kind":"false-set","tiles":"{tiles}","replacement":"taken"}}"#);
        let read = json.parse::<Situation>();
        assert_eq!(read.is_ok(), ok, "{json}: {read:?}");
        if let Err(e) = read {
            assert_eq!(
                e.to_string(),
                "field 'replacement': only for a kong's four tiles or a flower declared"
            );
        }
    }
}

/// A ron is judged for furiten from the discards: with no wait among them and no win let
/// pass it is a win under every riichi rule set; with one, a furiten ron where the document
/// says what furiten is (EMA §3.4.5), the referee's call where it does not (WRC 2015 §7).
#[test]
fn a_ron_is_a_win_unless_a_wait_was_discarded() {
    use mahjong_referee::riichi::{Hand, WinConditions};
    use mahjong_referee::rules::{FuritenFacts, WinFinding, win_finding};
    let hand: Hand = "234m456p789s23s55z".parse().unwrap();
    let win = "4s".parse().unwrap();
    let ron = WinConditions {
        riichi: true,
        ..WinConditions::default()
    };
    let clean = FuritenFacts {
        discards: vec!["9m".parse().unwrap()],
        passed: None,
    };
    let discarded = FuritenFacts {
        discards: vec!["1s".parse().unwrap()],
        passed: None,
    };
    for ruleset in [RulesetId::Ema2016, RulesetId::Ema2012, RulesetId::Wrc2015] {
        let found = win_finding(ruleset, &hand, win, &ron, &clean);
        assert!(
            matches!(found, WinFinding::Valid(_)),
            "{ruleset}: {found:?}"
        );
        let found = win_finding(ruleset, &hand, win, &ron, &discarded);
        let furiten = match ruleset {
            RulesetId::Wrc2015 => matches!(found, WinFinding::FuritenNotCovered),
            _ => matches!(found, WinFinding::FuritenRon { .. }),
        };
        assert!(furiten, "{ruleset}: {found:?}");
    }
}

/// A fact given where the other answers say it cannot apply is refused, saying why; beside
/// the answers where it applies, it is read.
#[test]
fn a_fact_that_cannot_apply_is_refused() {
    for (json, why) in [
        (
            r#"{"kind":"noten-riichi","deadAfterRiichi":false,"tenpai":2}"#,
            "field 'tenpai': only for a hand dead after its riichi",
        ),
        (
            r#"{"kind":"substitution","duringSession":true,"place":"second"}"#,
            "field 'place': only for a substitute who played from the start",
        ),
        (
            r#"{"kind":"changed-call","firstWasWin":false,"fourSetsAndPair":true}"#,
            "field 'fourSetsAndPair': only for a hu called first with the hand shown",
        ),
    ] {
        let err = json.parse::<Situation>().unwrap_err();
        assert_eq!(err.to_string(), why, "{json}");
    }
    for json in [
        r#"{"kind":"noten-riichi","deadAfterRiichi":true,"tenpai":2}"#,
        r#"{"kind":"substitution","duringSession":false,"place":"second"}"#,
        r#"{"kind":"changed-call","firstWasWin":true,"shown":"hand","fourSetsAndPair":true}"#,
    ] {
        let s: Situation = json.parse().unwrap_or_else(|e| panic!("{json}: {e}"));
        assert!(s.given.len() >= 2, "{json}");
    }
}

/// EMA §5.9 (2016) / §5.8 (2012), what to do at the time signal, written from the
/// documents: the hand under way and one more once its dice were thrown; that hand only if
/// they were not; none more once the full game is complete — the first step says so, as
/// the headline counts.
#[test]
fn the_time_signal_says_what_to_play_as_it_counts() {
    for ruleset in [RulesetId::Ema2016, RulesetId::Ema2012] {
        for (json, hands, first) in [
            (
                r#"{"kind":"time-signal","diceThrown":true}"#,
                "2 more hands",
                "Finish the hand under way, then play one more.",
            ),
            (
                r#"{"kind":"time-signal","diceThrown":false}"#,
                "One more hand",
                "Play this hand only",
            ),
            (
                r#"{"kind":"time-signal","gameComplete":true}"#,
                "No more hands",
                "The full game is complete",
            ),
        ] {
            let r = rule(ruleset, &json.parse().unwrap());
            assert_eq!(r.outcome.to_string(), hands, "{json} under {ruleset}");
            assert!(
                r.steps[0].to_string().starts_with(first),
                "{json} under {ruleset}: {}",
                r.steps[0]
            );
        }
    }
}

/// Whether the game is a tournament's is the one fact of the game: answered once, it holds
/// for every incident that asks it (the widget carries it); every other fact is the
/// incident's own.
#[test]
fn the_tournament_is_the_one_fact_of_the_game() {
    use mahjong_referee::rules::catalogue::CATALOGUE;
    let mut casual = 0;
    for info in CATALOGUE {
        for f in info.facts {
            assert_eq!(f.game, f.field == "casual", "{}: {}", info.kind, f.field);
            casual += usize::from(f.game);
        }
    }
    assert!(
        casual >= 8,
        "{casual} incidents ask whether the game is a tournament's"
    );
}

/// Minutes are said as a referee says them: "1 minute", "7 minutes".
#[test]
fn minutes_are_said_in_the_singular_and_the_plural() {
    for (minutes, said) in [(1, "1 minute late"), (7, "7 minutes late")] {
        let r = rule(
            RulesetId::Wrc2015,
            &format!(r#"{{"kind":"late","minutes":{minutes}}}"#)
                .parse()
                .unwrap(),
        );
        assert!(
            r.explanation[0].to_string().starts_with(said),
            "{}",
            r.explanation[0]
        );
    }
}
