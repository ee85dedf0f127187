//! `mjref search-eval <file.jsonl>…`: how well the incident search reads descriptions written
//! as players and referees say them (tests/search-eval: a tuning part and a held-out part).
//!
//! Each line is `{"text", "lang": "en"|"fr"|"de"|"nl", "kind": <incident kind> | null, "facts": {…}}`.
//! For each file: the share whose incident comes first (top 1) and among the first three
//! (top 3); of those with an incident, the share whose first incident is right with exactly
//! the facts the line states; of those no incident covers, the share the search answers with
//! no incident; the median and slowest time a query takes here (natively).

use mahjong_referee::lang::{Lang, ranked, search_answers, search_answers_by_source};
use mahjong_referee::tiles::Tiles;
use serde_json::{Value, json};
use std::time::Instant;

/// One labelled description.
pub struct Case {
    line: usize,
    pub text: String,
    lang: Lang,
    pub kind: Option<String>,
    pub facts: Vec<(String, String)>,
}

/// The report for one file, as JSON; `misses` lists the lines read wrong too (for the tuning
/// part only: the held-out part is measured, never read).
pub fn report(path: &str, misses: bool) -> Result<Value, String> {
    let cases = read(path)?;
    // The search's words are read once, at a page's first search: timed apart.
    let start = Instant::now();
    mahjong_referee::lang::read_search_words();
    let first = start.elapsed().as_secs_f64() * 1e6;
    let (mut top1, mut top3, mut exact, mut none_right) = (0, 0, 0, 0);
    let mut times = Vec::new();
    let mut wrong = Vec::new();
    for c in &cases {
        let start = Instant::now();
        let found = ranked(c.lang, &c.text);
        let answers = found
            .first()
            .map(|f| search_answers(c.lang, f.info, &c.text))
            .unwrap_or_default();
        times.push(start.elapsed().as_secs_f64() * 1e6);
        let kinds: Vec<&str> = found.iter().map(|f| f.info.kind).collect();
        let took: Vec<Vec<String>> = found.iter().take(2).map(|f| f.words.clone()).collect();
        let weights: Vec<f32> = found
            .iter()
            .take(3)
            .map(|f| (f.weight * 100.0).round() / 100.0)
            .collect();
        let got: Vec<(String, String)> = answers
            .iter()
            .map(|(f, v)| (f.to_string(), normal(f, v)))
            .collect();
        let right = match &c.kind {
            None => {
                none_right += usize::from(kinds.is_empty());
                kinds.is_empty()
            }
            Some(kind) => {
                top1 += usize::from(kinds.first() == Some(&kind.as_str()));
                top3 += usize::from(kinds.iter().take(3).any(|k| k == kind));
                let facts_right = kinds.first() == Some(&kind.as_str()) && same(&got, &c.facts);
                exact += usize::from(facts_right);
                facts_right
            }
        };
        if !right && misses {
            // The fields the learned counts answered (the rest were read from the words).
            let likely: Vec<&str> = found
                .first()
                .map(|f| search_answers_by_source(c.lang, f.info, &c.text).likely)
                .unwrap_or_default()
                .iter()
                .map(|(f, _)| *f)
                .collect();
            wrong.push(json!({
                "line": c.line, "text": c.text, "want": c.kind, "wantFacts": pairs(&c.facts),
                "got": kinds.iter().take(3).collect::<Vec<_>>(), "weights": weights, "words": took,
                "gotFacts": pairs(&got), "likely": likely,
            }));
        }
    }
    let with_kind = cases.iter().filter(|c| c.kind.is_some()).count();
    let without = cases.len() - with_kind;
    times.sort_by(f64::total_cmp);
    let share = |n: usize, of: usize| if of == 0 { 0.0 } else { n as f64 / of as f64 };
    let mut out = json!({
        "file": path,
        "queries": cases.len(),
        "top1": share(top1, with_kind),
        "top3": share(top3, with_kind),
        "factsExact": share(exact, with_kind),
        "noneRight": share(none_right, without),
        "counts": {"withIncident": with_kind, "top1": top1, "top3": top3, "factsExact": exact,
                   "none": without, "noneRight": none_right},
        "medianMicros": times.get(times.len() / 2).copied().unwrap_or(0.0).round(),
        "slowestMicros": times.last().copied().unwrap_or(0.0).round(),
        "readWordsMicros": first.round(),
    });
    if misses {
        out["misses"] = wrong.into();
    }
    Ok(out)
}

/// The labelled descriptions of a file, one per line.
pub fn read(path: &str) -> Result<Vec<Case>, String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{path}: {e}"))?;
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty())
        .map(|(i, l)| case(i + 1, l).map_err(|e| format!("{path} line {}: {e}", i + 1)))
        .collect()
}

fn case(line: usize, text: &str) -> Result<Case, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| e.to_string())?;
    let lang: Lang = v["lang"]
        .as_str()
        .unwrap_or_default()
        .parse()
        .map_err(|e| format!("lang: {e}"))?;
    let facts = v["facts"]
        .as_object()
        .ok_or("facts: an object")?
        .iter()
        .map(|(f, value)| {
            let text = match value {
                Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            (f.clone(), normal(f, &text))
        })
        .collect();
    Ok(Case {
        line,
        text: v["text"].as_str().ok_or("text: a string")?.to_string(),
        lang,
        kind: v["kind"].as_str().map(str::to_string),
        facts,
    })
}

/// A fact's value as compared: tiles as the tiles they are, sorted (`445m`, `4m 5m 4m` and
/// `four man four man five man` alike); anything else as written.
fn normal(field: &str, value: &str) -> String {
    if field == "tiles"
        && let Ok(t) = value.parse::<Tiles>()
    {
        let mut tiles = t.into_vec();
        tiles.sort();
        return tiles.iter().map(|t| t.to_string()).collect();
    }
    value.to_string()
}

fn same(got: &[(String, String)], want: &[(String, String)]) -> bool {
    got.len() == want.len() && want.iter().all(|w| got.contains(w))
}

fn pairs(facts: &[(String, String)]) -> Value {
    facts
        .iter()
        .map(|(f, v)| (f.clone(), Value::from(v.as_str())))
        .collect::<serde_json::Map<_, _>>()
        .into()
}
