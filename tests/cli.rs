//! `mjref` as scripts call it: one JSON object on stdout and exit 0, or a message on stderr
//! and exit 2.

use std::process::Command;

fn mjref(args: &[&str]) -> (i32, serde_json::Value, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .args(args)
        .output()
        .expect("mjref runs");
    let stdout = String::from_utf8(out.stdout).expect("utf-8");
    let value = if stdout.trim().is_empty() {
        serde_json::Value::Null
    } else {
        serde_json::from_str(&stdout).expect("one JSON object")
    };
    (
        out.status.code().unwrap_or(-1),
        value,
        String::from_utf8(out.stderr).expect("utf-8"),
    )
}

#[test]
fn set_classifies_groups() {
    for (tiles, kind) in [
        ("southwestsouth", "none"),
        ("4m4m5m", "none"),
        ("456m", "chow"),
        ("777z", "pung"),
        ("1111p", "kong"),
        ("55s", "pair"),
        ("🀁🀂🀁", "none"),
    ] {
        let (code, v, _) = mjref(&["set", tiles]);
        assert_eq!(code, 0, "{tiles}");
        assert_eq!(v["kind"], kind, "{tiles}");
        assert!(
            v["reason"].as_str().is_some_and(|r| !r.is_empty()),
            "{tiles}"
        );
    }
    let (_, v, _) = mjref(&["set", "southwestsouth"]);
    assert_eq!(v["tiles"], "232z");
    assert_eq!(v["reason"], "S W S: winds differ");
}

#[test]
fn bad_input_exits_2_with_a_message() {
    let (code, v, err) = mjref(&["set", "xyz"]);
    assert_eq!(code, 2);
    assert_eq!(v, serde_json::Value::Null);
    assert_eq!(err.trim(), "mjref: tiles: unknown tile word at 1");
    let (code, _, err) = mjref(&["rule", "ema-2020", "{}"]);
    assert_eq!(code, 2);
    assert!(err.contains("unknown rule set 'ema-2020'"), "{err}");
    let (code, _, err) = mjref(&[
        "rule",
        "ema-2016",
        r#"{"kind":"false-set","tiles":"44444m"}"#,
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("field 'tiles': five copies of 4m"), "{err}");
    let (code, _, err) = mjref(&[]);
    assert_eq!(code, 2);
    assert!(err.contains("usage"), "{err}");
}

#[test]
fn rule_prints_the_ruling() {
    let (code, v, _) = mjref(&[
        "rule",
        "ema-2016",
        r#"{"kind":"false-set","tiles":"southwestsouth","discarded":true}"#,
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["outcome"], "dead-hand");
    assert_eq!(v["ruleset"], "ema-2016");
    assert_eq!(v["sections"][0], "EMA 2016 §5.1.4");
    assert!(v["steps"].as_array().is_some_and(|s| !s.is_empty()));
}

#[test]
fn compare_and_rulesets() {
    let (code, v, _) = mjref(&["compare", r#"{"kind":"false-set","tiles":"232z"}"#]);
    assert_eq!(code, 0);
    assert_eq!(v["rulings"].as_array().map(Vec::len), Some(5));
    let (code, v, _) = mjref(&["rulesets"]);
    assert_eq!(code, 0);
    let ids: Vec<&str> = v["rulesets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        ids,
        ["ema-2016", "ema-2012", "wrc-2015", "mers-2010", "ffmj-2008"]
    );
}

/// Search reads the words referees use, in the language asked for.
#[test]
fn search_in_either_language() {
    let kinds = |args: &[&str]| -> Vec<String> {
        let (code, v, _) = mjref(args);
        assert_eq!(code, 0, "{args:?}");
        v["incidents"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| i["kind"].as_str().unwrap().to_string())
            .collect()
    };
    // First the incident the words name; then, as candidates (three at most), those whose
    // descriptions used them too (the learned ranking: a tile that fell may be no one's
    // fault).
    for args in [
        &["search", "tile", "fell", "over"][..],
        &["--lang", "fr", "search", "tuile", "tombée"],
    ] {
        let found = kinds(args);
        assert_eq!(found[0], "exposed-tiles", "{args:?}");
        assert!(
            found[1..].iter().any(|k| k == "exposed-no-fault"),
            "{args:?}"
        );
        assert!(found.len() <= 3, "{args:?}");
    }
    assert_eq!(kinds(&["--lang", "fr", "search", "retard"]), ["late"]);
    // Every language's words find their incident, whatever language is spoken.
    assert_eq!(kinds(&["search", "retard"]), ["late"]);
    // Each incident found comes with the answers the words give it.
    let (_, v, _) = mjref(&["search", "ron"]);
    assert_eq!(v["incidents"][0]["kind"], "empty-call");
    assert_eq!(
        v["incidents"][0]["answers"],
        serde_json::json!([{"field": "call", "value": "win", "likely": false}])
    );
    let (_, v, _) = mjref(&["--lang", "fr", "search", "12", "minutes", "de", "retard"]);
    assert_eq!(v["incidents"][0]["kind"], "late");
    assert_eq!(
        v["incidents"][0]["answers"],
        serde_json::json!([{"field": "minutes", "value": "12", "likely": false}])
    );
    // An answer the words do not say, but the descriptions using them stated, is likely.
    let (_, v, _) = mjref(&[
        "search",
        "the wall ran out, and at that moment West made a chombo",
    ]);
    assert_eq!(
        v["incidents"][0]["answers"],
        serde_json::json!([{"field": "exhaustiveDraw", "value": "true", "likely": true}])
    );
}

#[test]
fn waits_of_the_seed_furiten_examples() {
    for (hand, waits) in [
        ("3m3m1s1s1s1p2p3p4p5p6p7p8p", vec!["3p", "6p", "9p"]),
        ("3m3m1s2s3s1s2s3s4s5s6s2p3p", vec!["1p", "4p"]),
        (
            "redred4pin4pin4pin5pin6pin1man2man3man1man2man3man",
            vec!["4p", "7p", "7z"],
        ),
    ] {
        let (code, v, _) = mjref(&["waits", hand]);
        assert_eq!(code, 0, "{hand}");
        assert_eq!(v["shanten"], 0, "{hand}");
        assert_eq!(v["waits"], serde_json::json!(waits), "{hand}");
        assert_eq!(v["heldFour"], serde_json::json!([]), "{hand}");
    }
    let (_, v, _) = mjref(&["waits", "123m456p789s11z222z"]);
    assert_eq!(v["shanten"], -1);
    let (_, v, _) = mjref(&["waits", "1111m234p567s789s"]);
    assert_eq!(v["heldFour"], serde_json::json!(["1m"]));
    assert_eq!(v["tenpai"]["ema-2012"], false);
    assert_eq!(v["tenpai"]["ema-2016"], true);
    // The verdicts name the section they are read by (EMA §3.4.2, 2016 and 2012).
    assert_eq!(
        v["tenpaiSections"],
        serde_json::json!(["EMA 2016 §3.4.2", "EMA 2012 §3.4.2"])
    );
    let (code, _, err) = mjref(&["waits", "123m [445m]"]);
    assert_eq!(code, 2);
    assert!(err.contains("meld 1 (4m 4m 5m)"), "{err}");
}

#[test]
fn furiten_per_rule_set() {
    let q = r#"{"hand":"3m3m1s2s3s1s2s3s4s5s6s2p3p","discards":"7p"}"#;
    let (code, v, _) = mjref(&["furiten", "ema-2016", q]);
    assert_eq!(code, 0);
    assert_eq!(v["furiten"], false);
    let q = r#"{"hand":"3m3m1s2s3s1s2s3s4s5s6s2p3p","passed":{"callSince":true}}"#;
    let (_, v, _) = mjref(&["furiten", "ema-2016", q]);
    assert_eq!(v["furiten"], true);
    assert_eq!(v["section"], "EMA 2016 §3.4.5");
    let (_, v, _) = mjref(&["furiten", "ema-2012", q]);
    assert_eq!(v["furiten"], false);
    let (code, _, err) = mjref(&["furiten", "ema-2016", "{}"]);
    assert_eq!(code, 2);
    assert!(err.contains("not a furiten question"), "{err}");
}

#[test]
fn riichi_win_says_whether_the_win_is_valid() {
    let (code, v, _) = mjref(&[
        "riichi-win",
        r#"{"hand":"123m456p789s23s99m","win":"4s","riichi":true,"seatWind":"S"}"#,
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["valid"], true);
    assert_eq!(v["han"], 2);
    assert_eq!(v["fu"], 30);
    assert_eq!(v["points"]["ron"], 2000);
    let (_, v, _) = mjref(&[
        "riichi-win",
        r#"{"hand":"123m456p789s23s55z","win":"1s","seatWind":"S"}"#,
    ]);
    assert_eq!(v["valid"], false);
    assert_eq!(v["reason"], "no yaku");
    let (code, _, err) = mjref(&["riichi-win", r#"{"hand":"123m","win":"1m","bogus":1}"#]);
    assert_eq!(code, 2);
    assert!(err.contains("not a riichi win"), "{err}");
}

#[test]
fn calculators_on_their_own() {
    let (code, v, _) = mjref(&["calc", "foul", "mers-2010", "2"]);
    assert_eq!(code, 0);
    assert_eq!(v["points"], 5);
    let (_, v, _) = mjref(&["calc", "foul", "ffmj-2008", "5"]);
    assert_eq!(v["elimination"], true);
    let (code, _, err) = mjref(&["calc", "foul", "ema-2016", "2"]);
    assert_eq!(code, 2);
    assert!(err.contains("does not escalate fouls"), "{err}");
    let (_, v, _) = mjref(&["calc", "chombo", "ema-2012", "non-dealer"]);
    assert_eq!(v["payments"].as_array().map(Vec::len), Some(2));
    let (_, v, _) = mjref(&["calc", "chombo", "ema-2016", "dealer"]);
    assert_eq!(
        v["payments"][0],
        "the offender loses 20,000 final score points after the game, once uma is added; nobody receives them"
    );
    let (_, v, _) = mjref(&["calc", "chombo", "ema-2016", "dealer", "casual"]);
    assert_eq!(
        v["payments"][0],
        "the offender pays 4,000 table points to each other player, at once"
    );
    let (code, _, _) = mjref(&["calc", "chombo", "mers-2010", "dealer"]);
    assert_eq!(code, 2);
}

/// `mjref calc wrc-points`: WRC 2015 hanchan scores from the four final table scores, in
/// seat order. §7.1's worked example: a first place on 40,000 scores 25 (not 40).
#[test]
fn wrc_points_ranks_returns_and_adds_uma() {
    let (code, v, err) = mjref(&["calc", "wrc-points", "28000", "40000", "30000", "22000"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(v["ruleset"], "wrc-2015");
    assert_eq!(v["section"], "WRC 2015 §7.1 “Point penalty”");
    assert_eq!(v["return"], 30000);
    assert_eq!(v["uma"], serde_json::json!([15, 5, -5, -15]));
    assert_eq!(v["tableTotal"], 120000);
    let first = &v["players"][1];
    assert_eq!(first["seat"], 2);
    assert_eq!(first["tableScore"], 40000);
    assert_eq!(first["rank"], 1);
    assert_eq!(first["afterReturn"], 10);
    assert_eq!(first["uma"], 15);
    assert_eq!(first["points"], 25);
    let points: Vec<&serde_json::Value> = (0..4).map(|i| &v["players"][i]["points"]).collect();
    assert_eq!(points, [-7, 25, 5, -23]);
    let ranks: Vec<&serde_json::Value> = (0..4).map(|i| &v["players"][i]["rank"]).collect();
    assert_eq!(ranks, [3, 1, 2, 4]);
    // No tie, a full total: nothing said about either.
    let explanation = v["explanation"].as_array().expect("lines");
    assert_eq!(explanation.len(), 3);

    // A tie: §7 is silent; the tied players share the uma of the places they fill, and
    // the explanation says so. One score as a single argument works too.
    let (code, v, _) = mjref(&["calc", "wrc-points", "35,000 35,000 30,000 20,000"]);
    assert_eq!(code, 0);
    for seat in [0, 1] {
        assert_eq!(v["players"][seat]["rank"], 1);
        assert_eq!(v["players"][seat]["uma"], 10);
        assert_eq!(v["players"][seat]["points"], 15);
    }
    assert_eq!(v["players"][0]["tiedWith"], serde_json::json!([2]));
    assert_eq!(v["players"][2]["rank"], 3);
    let said = v["explanation"].to_string();
    assert!(
        said.contains("does not say how players on the same score rank"),
        "{said}"
    );
    assert!(said.contains("shared uma"), "{said}");

    // Points not whole, and a total short of 120,000 pointed out; negative scores.
    let (code, v, _) = mjref(&["calc", "wrc-points", "40100", "−1,000", "50000", "30000"]);
    assert_eq!(code, 0);
    assert_eq!(v["players"][0]["points"], 15.1);
    assert_eq!(v["players"][1]["points"], -46);
    assert_eq!(v["tableTotal"], 119100);
    assert!(v["explanation"].to_string().contains("add up to 119,100"));

    // In French.
    let (_, v, _) = mjref(&[
        "--lang",
        "fr",
        "calc",
        "wrc-points",
        "30000",
        "30000",
        "30000",
        "30000",
    ]);
    assert!(
        v["explanation"][3]
            .as_str()
            .is_some_and(|l| l.starts_with("Scores égaux")),
        "{v}"
    );
}

#[test]
fn wrc_points_bad_input_exits_2_with_a_message() {
    for (args, message) in [
        (
            vec![],
            "mjref: wrc-points: four final table scores are needed, in seat order; 0 given",
        ),
        (
            vec!["20000"],
            "mjref: wrc-points: four final table scores are needed, in seat order; 1 given",
        ),
        (
            vec!["1", "2", "3", "4", "5"],
            "mjref: wrc-points: four final table scores are needed, in seat order; 5 given",
        ),
        (
            vec!["40000", "abc", "30000", "30000"],
            "mjref: wrc-points: score 2 'abc': not a whole number of table points",
        ),
        (
            vec!["40000", "30000", "25000.5", "24500"],
            "mjref: wrc-points: score 3 '25000.5': not a whole number of table points",
        ),
        (
            vec!["4,0000", "30000", "30000", "30000"],
            "mjref: wrc-points: score 1 '4,0000': not a whole number of table points",
        ),
        (
            vec!["40000", "30000", "30000", "99999999999"],
            "mjref: wrc-points: score 4 '99999999999': too large for a table score",
        ),
        (
            vec!["40000", "30000", "30000", "-99999999999"],
            "mjref: wrc-points: score 4 '-99999999999': too large for a table score",
        ),
    ] {
        let mut all = vec!["calc", "wrc-points"];
        all.extend(&args);
        let (code, v, err) = mjref(&all);
        assert_eq!(code, 2, "{args:?}");
        assert_eq!(v, serde_json::Value::Null, "{args:?}");
        assert_eq!(err.trim(), message, "{args:?}");
    }
}

/// Every calculator, with its arguments, in the usage text and in the README.
#[test]
fn the_usage_and_the_readme_list_every_calculator() {
    let calculators = [
        "mjref calc foul <ruleset-id> <rank>",
        "mjref calc chombo <ruleset-id> <dealer|non-dealer> [casual]",
        "mjref calc noten <tenpai>",
        "mjref calc uma <ruleset-id> <first|second|third|fourth|during-session>",
        "mjref calc wrc-points <score> <score> <score> <score>",
    ];
    let (code, v, usage) = mjref(&["calc"]);
    assert_eq!(code, 2);
    assert_eq!(v, serde_json::Value::Null);
    assert!(usage.starts_with("mjref: usage: "), "{usage}");
    let (_, _, unknown) = mjref(&["calc", "umas", "1"]);
    assert_eq!(unknown, usage, "an unknown calculator gets the usage");
    let readme = include_str!("../README.md");
    for c in calculators {
        assert!(usage.contains(c), "usage: {c}");
        assert!(readme.contains(c), "README: {c}");
    }
    // No other calculator in either.
    assert_eq!(
        usage.matches("mjref calc ").count(),
        calculators.len(),
        "{usage}"
    );
    assert_eq!(
        readme.matches("mjref calc ").count(),
        calculators.len(),
        "README"
    );
}

#[test]
fn mcr_counts_fans_and_gives_the_verdict() {
    let (code, v, _) = mjref(&[
        "mcr",
        r#"{"concealed": "123m456p789s5s", "melds": [{"kind": "pung", "tiles": "777z"}], "win": "5s", "flowers": 2}"#,
    ]);
    assert_eq!(code, 0);
    assert_eq!(v["fan"], 11);
    assert_eq!(v["flowers"], 2);
    assert_eq!(v["verdict"], "valid");
    assert_eq!(v["fans"][0]["name"], "Mixed Straight");
    assert_eq!(v["fans"][0]["points"], 8);
    assert_eq!(v["fans"][0]["count"], 1);

    // Flowers never reach the minimum: 7 + 2 flowers is still under 8.
    let (_, v, _) = mjref(&[
        "mcr",
        r#"{"concealed": "23m77z", "melds": [{"kind": "chow", "tiles": "234m"}, {"kind": "chow", "tiles": "567m"}, {"kind": "pung", "tiles": "888m"}], "win": "1m", "flowers": 2}"#,
    ]);
    assert_eq!(v["verdict"], "under-8");
    assert_eq!(v["fan"], 7);
    assert_eq!(v["total"], 9);

    // A false set shown as a meld: not a complete hand, and why.
    let (_, v, _) = mjref(&[
        "mcr",
        r#"{"concealed": "123m456p789s5s", "melds": [{"kind": "pung", "tiles": "778p"}], "win": "5s"}"#,
    ]);
    assert_eq!(v["verdict"], "not-complete");
    assert_eq!(
        v["reason"],
        "meld 1, declared pung: not three in a row and not three alike"
    );

    let (code, _, err) = mjref(&["mcr", r#"{"concealed": "123m45x", "win": "5s"}"#]);
    assert_eq!(code, 2);
    assert_eq!(
        err.trim(),
        "mjref: mcr hand: concealed: unexpected 'x' at 7"
    );
}

/// A reader that stops early (`mjref docs | head`) ends the output quietly: no panic.
#[test]
fn a_reader_that_stops_early_is_no_error() {
    // A pipe whose reader is already gone: every write meets a broken pipe.
    let (_, writer) = std::io::pipe().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .arg("docs")
        .stdout(writer)
        .output()
        .unwrap();
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
    assert!(out.status.success(), "{:?}", out.status);
}

/// A field given twice is refused: JSON readers keep the last one, which would rule on
/// whichever the writer put last (a dead hand or a chombo) in silence.
#[test]
fn a_field_given_twice_is_refused() {
    for args in [
        [
            "rule",
            "ema-2016",
            r#"{"kind":"empty-call","call":"win","tilesShown":false,"tilesShown":true}"#,
        ],
        ["compare", r#"{"kind":"late","minutes":3,"minutes":30}"#, ""],
        [
            "mcr",
            r#"{"concealed":"123m456p789s5s","win":"5s","win":"6s"}"#,
            "",
        ],
    ] {
        let args: Vec<&str> = args.into_iter().filter(|a| !a.is_empty()).collect();
        let (code, _, err) = mjref(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains("given twice"), "{args:?}: {err}");
    }
}

/// Strict input: a misspelt field is refused, named with the field meant, never passed over
/// with its fact left at a default (`tilesshown` made a chombo a dead hand).
#[test]
fn a_misspelt_field_is_refused_and_named() {
    let (code, _, err) = mjref(&[
        "rule",
        "ema-2016",
        r#"{"kind":"empty-call","call":"win","tilesshown":true}"#,
    ]);
    assert_eq!(code, 2);
    assert!(
        err.contains("unknown field 'tilesshown' (did you mean 'tilesShown'?)"),
        "{err}"
    );
    for (args, why) in [
        (
            [
                "mcr",
                r#"{"concealed":"123m456p789s5s","win":"5s","flower":2}"#,
                "",
            ],
            "did you mean 'flowers'?",
        ),
        (
            [
                "riichi-win",
                r#"{"hand":"123m456p789s23s99m","win":"4s","Riichi":true}"#,
                "",
            ],
            "did you mean 'riichi'?",
        ),
        (
            ["rule", "mers-2010", r#"{"kind":"late","minutes":-3}"#],
            "field 'minutes': expected a whole number from 0 to 65535",
        ),
    ] {
        let args: Vec<&str> = args.into_iter().filter(|a| !a.is_empty()).collect();
        let (code, _, err) = mjref(&args);
        assert_eq!(code, 2, "{args:?}");
        assert!(err.contains(why), "{args:?}: {err}");
    }
}

/// A ruling says which facts it rests on without their having been given: WRC 2015's
/// furiten ron is a chombo if the hand was laid open, a dead hand if not.
#[test]
fn a_ruling_names_what_it_assumed() {
    let (code, v, _) = mjref(&["rule", "wrc-2015", r#"{"kind":"furiten-ron"}"#]);
    assert_eq!(code, 0);
    assert_eq!(v["outcome"], "dead-hand");
    assert_eq!(v["assumed"], serde_json::json!(["tilesShown"]));
    let (_, v, _) = mjref(&[
        "rule",
        "wrc-2015",
        r#"{"kind":"furiten-ron","tilesShown":true,"dealer":false}"#,
    ]);
    assert_eq!(v["outcome"], "chombo");
    assert_eq!(v["assumed"], serde_json::json!([]));
    // compare marks each rule set's own: EMA 2012's chombo also turns on the dealer.
    let (_, v, _) = mjref(&["compare", r#"{"kind":"furiten-ron","tilesShown":true}"#]);
    let assumed: Vec<_> = v["rulings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["ruleset"].as_str().unwrap(), r["assumed"].clone()))
        .collect();
    assert!(
        assumed.contains(&("ema-2012", serde_json::json!(["dealer"]))),
        "{assumed:?}"
    );
    assert!(
        assumed.contains(&("wrc-2015", serde_json::json!([]))),
        "{assumed:?}"
    );
}

/// An argument that is not UTF-8 text is refused with a message, not a panic.
#[cfg(unix)]
#[test]
fn a_non_utf8_argument_exits_2() {
    use std::os::unix::ffi::OsStrExt;
    let out = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .arg("rule")
        .arg(std::ffi::OsStr::from_bytes(b"ema-2016\xff"))
        .arg("{}")
        .output()
        .expect("mjref runs");
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim(),
        "mjref: argument 2: not UTF-8 text"
    );
}

/// `mjref calc noten`: the 3,000 noten penalty shared as the riichi documents share it
/// (EMA §3.4.2), written from them: one tenpai takes 1,000 from each of three; two take 1,500
/// each, 750 from each noten player; three take 1,000 each from the one noten player; with
/// none or all four tenpai nobody pays.
#[test]
fn noten_penalty_is_shared_by_the_tenpai_count() {
    for (tenpai, payments) in [
        ("0", vec![]),
        (
            "1",
            vec!["each noten player pays 1,000 table points to the tenpai player, at once"],
        ),
        (
            "2",
            vec!["each noten player pays 750 table points to each tenpai player, at once"],
        ),
        (
            "3",
            vec!["the noten player pays 1,000 table points to each tenpai player, at once"],
        ),
        ("4", vec![]),
    ] {
        let (code, v, err) = mjref(&["calc", "noten", tenpai]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(
            v["payments"],
            serde_json::json!(payments),
            "{tenpai} tenpai"
        );
    }
    let (code, _, err) = mjref(&["calc", "noten", "5"]);
    assert_eq!(
        (code, err.trim()),
        (2, "mjref: tenpai '5': how many players are tenpai, 0 to 4")
    );
}

/// `mjref calc uma`: EMA 2016 §5.8's own example (the substitute wins the table: the others
/// get 5,000, −5,000 and −15,000) and EMA 2012 §5.7's (10,000, −10,000 and −30,000); a
/// substitute who came in once play had begun leaves the others the first three places' uma.
#[test]
fn uma_beside_a_substitute() {
    for (ruleset, place, others) in [
        ("ema-2016", "first", [5_000, -5_000, -15_000]),
        ("ema-2016", "during-session", [15_000, 5_000, -5_000]),
        ("ema-2012", "first", [10_000, -10_000, -30_000]),
        ("ema-2012", "third", [30_000, 10_000, -30_000]),
    ] {
        let (code, v, err) = mjref(&["calc", "uma", ruleset, place]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(v["others"], serde_json::json!(others), "{ruleset} {place}");
    }
    for args in [
        ["calc", "uma", "mers-2010", "first"],
        ["calc", "uma", "ema-2016", "fifth"],
    ] {
        let (code, _, err) = mjref(&args);
        assert_eq!(code, 2, "{args:?}: {err}");
    }
}

/// `mjref waits` names each wait's shape as a scorer does: two-sided, edge, closed, single,
/// dual-pung, and the thirteen-sided wait of thirteen orphans.
#[test]
fn waits_name_their_shapes() {
    for (hand, tile, shapes) in [
        ("123m456p789s11z45s", "3s", vec!["two-sided"]),
        ("123m456p789s11z12s", "3s", vec!["edge"]),
        ("123m456p789s11z46s", "5s", vec!["closed"]),
        ("123m456p789s111z5s", "5s", vec!["single"]),
        ("123m456p789s11z55s", "5s", vec!["dual-pung"]),
        ("1111m234p567p789s", "1m", vec!["single"]),
        ("19m19p19s1234567z", "1m", vec!["thirteen-sided"]),
        ("119m19p19s123456z", "7z", vec!["thirteen-orphans"]),
    ] {
        let (code, v, err) = mjref(&["waits", hand]);
        assert_eq!(code, 0, "{err}");
        let detail = v["details"]
            .as_array()
            .and_then(|d| d.iter().find(|w| w["tile"] == tile))
            .unwrap_or_else(|| panic!("{hand}: no wait on {tile}: {v}"));
        assert_eq!(
            detail["shapes"],
            serde_json::json!(shapes),
            "{hand} on {tile}"
        );
    }
}

/// `mjref riichi-win`: a win with no yaku is no valid win, and the command says where each
/// riichi rule set rules it once called with the hand shown (a chombo: EMA §3.4.6, WRC 2015
/// §7.1 and the empty call's row for a win shown); a valid win lists none.
#[test]
fn an_invalid_riichi_win_cites_where_it_is_ruled() {
    let (code, v, err) = mjref(&[
        "riichi-win",
        r#"{"hand":"111z234m567p99s23s","win":"4s","seatWind":"S","roundWind":"S"}"#,
    ]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        (v["valid"].as_bool(), v["reason"].as_str()),
        (Some(false), Some("no yaku"))
    );
    assert_eq!(v["invalidWinSections"]["ema-2016"][0], "EMA 2016 §3.4.6");
    assert_eq!(v["invalidWinSections"]["ema-2012"][0], "EMA 2012 §3.4.6");
    assert_eq!(
        v["invalidWinSections"]["wrc-2015"],
        serde_json::json!([
            "WRC 2015 §7.1 “Chonbo”",
            "WRC 2015 §7.2 “Empty call” (a win, the hand shown)"
        ])
    );
    assert!(v["invalidWinSections"].get("mers-2010").is_none());
    let (_, v, _) = mjref(&["riichi-win", r#"{"hand":"111z234m567p99s23s","win":"4s"}"#]);
    assert_eq!(v["valid"], true);
    assert!(v.get("invalidWinSections").is_none());
}

/// `mjref search-eval`: the search measured on the labelled descriptions of
/// tests/search-eval (shares between 0 and 1, counts that add up, a time per query); a line
/// that is not one is refused, saying where.
#[test]
fn the_search_is_measured_on_the_evaluation_set() {
    let (code, v, err) = mjref(&["search-eval", "tests/search-eval/tune.jsonl"]);
    assert_eq!(code, 0, "{err}");
    let part = &v["parts"][0];
    let counts = &part["counts"];
    let n = |k: &str| counts[k].as_u64().unwrap();
    assert_eq!(
        n("withIncident") + n("none"),
        part["queries"].as_u64().unwrap()
    );
    assert!(n("top1") <= n("top3") && n("top3") <= n("withIncident"));
    assert!(n("factsExact") <= n("top1") && n("noneRight") <= n("none"));
    for share in ["top1", "top3", "factsExact", "noneRight"] {
        let s = part[share].as_f64().unwrap();
        assert!((0.0..=1.0).contains(&s), "{share}: {s}");
    }
    assert!(part["slowestMicros"].as_f64().unwrap() >= part["medianMicros"].as_f64().unwrap());
    assert!(part.get("misses").is_none());
    let dir = std::env::temp_dir().join(format!("mjref-eval-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let bad = dir.join("bad.jsonl");
    std::fs::write(
        &bad,
        "{\"text\":\"late\",\"lang\":\"it\",\"kind\":null,\"facts\":{}}\n",
    )
    .unwrap();
    let (code, _, err) = mjref(&["search-eval", bad.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.contains("line 1: lang: no language 'it' (en, fr, de, nl)"),
        "{err}"
    );
}

/// `mjref rulesets`: each rule set's id, short name and document, as the documents name
/// themselves.
#[test]
fn rulesets_name_their_documents() {
    let (code, v, err) = mjref(&["rulesets"]);
    assert_eq!(code, 0, "{err}");
    let documents: Vec<(&str, &str)> = v["rulesets"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| (r["id"].as_str().unwrap(), r["document"].as_str().unwrap()))
        .collect();
    assert_eq!(
        documents,
        [
            ("ema-2016", "EMA Riichi Competition Rules 2016"),
            ("ema-2012", "EMA Riichi Competition Rules 2012"),
            ("wrc-2015", "World Riichi Championship Rules 2015"),
            (
                "mers-2010",
                "MERS Tournament Regulations, Mahjong Competition Rules v1.1 (2010)"
            ),
            (
                "ffmj-2008",
                "FFMJ Regulation 2008 Paris International Tournament"
            ),
        ]
    );
}

/// `mjref rulesets`: what each document states of itself, `null` for what it does not (the
/// riichi texts read are sections only, with no title page).
#[test]
fn rulesets_give_what_each_document_states_of_itself() {
    let (code, v, err) = mjref(&["rulesets"]);
    assert_eq!(code, 0, "{err}");
    let rulesets = v["rulesets"].as_array().unwrap();
    let unstated =
        serde_json::json!({"title": null, "version": null, "date": null, "publisher": null});
    for r in &rulesets[..3] {
        assert_eq!(r["publication"], unstated, "{}", r["id"]);
    }
    assert_eq!(
        rulesets[3]["publication"],
        serde_json::json!({
            "title": "MERS Tournament Regulations – Mahjong Competition Rules",
            "version": "1.1",
            "date": {"year": 2010, "month": 8},
            "publisher": null,
        })
    );
    assert_eq!(
        rulesets[4]["publication"],
        serde_json::json!({
            "title": "REGULATION 2008 PARIS INTERNATIONAL TOURNAMENT",
            "version": null,
            "date": null,
            "publisher": null,
        })
    );
}

#[test]
fn a_language_pack_is_checked_key_by_key() {
    let (code, v, _) = mjref(&["lang", "check", "lang/fr.txt"]);
    assert_eq!(code, 0);
    assert_eq!(v["code"], "fr");
    // A pack a federation wrote, with one key left out and one misspelt: each named.
    let dir = std::env::temp_dir().join(format!("mjref-lang-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let fr = std::fs::read_to_string("lang/fr.txt").unwrap();
    let line = fr
        .lines()
        .find(|l| l.starts_with("say.mers2010.LateWithinFifteen = "))
        .unwrap();
    let missing = dir.join("missing.txt");
    std::fs::write(&missing, fr.replace(&format!("{line}\n"), "")).unwrap();
    let (code, _, err) = mjref(&["lang", "check", missing.to_str().unwrap()]);
    assert_eq!(code, 2);
    assert!(
        err.ends_with("key 'say.mers2010.LateWithinFifteen' has no message\n"),
        "{err}"
    );
    let misspelt = dir.join("misspelt.txt");
    std::fs::write(&misspelt, fr.replace("fan.AllGreen =", "fan.AllGren =")).unwrap();
    let (_, _, err) = mjref(&["lang", "check", misspelt.to_str().unwrap()]);
    assert!(
        err.contains(": key 'fan.AllGren' is not one the widget has"),
        "{err}"
    );
    let fact = dir.join("fact.txt");
    std::fs::write(
        &fact,
        fr.replace("{minutes} de retard", "{minute} de retard"),
    )
    .unwrap();
    let (_, _, err) = mjref(&["lang", "check", fact.to_str().unwrap()]);
    assert!(err.contains("has no fact '{minute}'"), "{err}");
    // The template is a pack that checks, in English.
    let out = Command::new(env!("CARGO_BIN_EXE_mjref"))
        .args(["lang", "template"])
        .output()
        .unwrap();
    let template = dir.join("template.txt");
    std::fs::write(&template, &out.stdout).unwrap();
    let (code, v, _) = mjref(&["lang", "check", template.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert_eq!(v["code"], "xx");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// A German and a Dutch sentence find their incident, with the facts they say, once the
/// page speaks the language (its pack's titles, questions, answers and search words).
#[test]
fn german_and_dutch_sentences_find_their_incident() {
    let first = |lang: &str, q: &str| {
        let (code, v, err) = mjref(&["--lang", lang, "search", q]);
        assert_eq!(code, 0, "{err}");
        v["incidents"][0].clone()
    };
    let late = first("de", "Der Spieler kam 12 Minuten zu spät zur Runde");
    assert_eq!(late["kind"], "late");
    assert_eq!(late["answers"][0]["value"], "12");
    assert_eq!(
        first("nl", "Zijn telefoon ging af tijdens het spel")["kind"],
        "telephone"
    );
    assert_eq!(
        first("de", "Er hat Pon gerufen und Süd West Süd gezeigt")["kind"],
        "false-set"
    );
}

/// `--lang` says the words of every verb that prints them: the catalogue, a set's reason,
/// the MCR fans.
#[test]
fn every_verb_speaks_the_language_asked() {
    let (_, v, _) = mjref(&["--lang", "de", "incidents"]);
    let late = v["incidents"]
        .as_array()
        .unwrap()
        .iter()
        .find(|i| i["kind"] == "late")
        .unwrap()
        .clone();
    assert_eq!(late["title"], "Ein Spieler kam zu spät");
    let (_, v, _) = mjref(&["--lang", "fr", "set", "232z"]);
    assert_eq!(v["reason"], "S O S\u{a0}: vents différents");
    let (_, v, _) = mjref(&[
        "--lang",
        "fr",
        "mcr",
        r#"{"concealed":"123456789p1234s","win":"4s"}"#,
    ]);
    assert_eq!(v["fans"][0]["name"], "Grande suite pure");
    let (_, v, _) = mjref(&["incidents"]);
    assert_eq!(v["incidents"][0]["title"], "A player claimed a false set");
}

/// `mjref --version` names the release, Cargo.toml's version (the widget's footer and the JS
/// API's `version` give the same).
#[test]
fn version_names_the_release() {
    for flag in ["--version", "-V"] {
        let out = Command::new(env!("CARGO_BIN_EXE_mjref"))
            .arg(flag)
            .output()
            .expect("mjref runs");
        assert!(out.status.success(), "{flag}");
        assert_eq!(
            String::from_utf8(out.stdout).expect("utf-8"),
            format!("mjref {}\n", env!("CARGO_PKG_VERSION")),
            "{flag}"
        );
    }
}
