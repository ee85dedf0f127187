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
