//! `mjref`: the rules core on the command line, one JSON object on stdout.
//!
//! ```text
//! mjref set <tiles>                  what a group is: chow, pung, kong, pair or none, and why
//! mjref rule <ruleset-id> '<json>'   the ruling of one rule set for an incident
//! mjref compare '<json>'             the rulings of all five rule sets
//! mjref rulesets                     the rule set ids and their documents, with what each document states of itself (title, version, date, publisher; null where it does not)
//! mjref incidents                    the incident catalogue, with each incident's facts
//! mjref search <words>               incidents matching the words
//! mjref search-eval [--misses] [--learned <file>] <file.jsonl>…  how well the search reads labelled descriptions (tests/search-eval)
//! mjref search-learn [--lines] <file.jsonl>…  the words learned for each incident (src/lang/search-learned.txt; --lines: each word written out)
//! mjref docs                         the catalogue as Markdown (docs/incidents.md)
//! mjref typescript                  the JS API's Incident type, from the catalogue (src/api.rs holds it)
//! mjref lang check <file>            checks a language pack (lang/fr.txt): every key, no unknown one, no unknown fact
//! mjref lang template                 every key of the packs with its English: the start of a new language's pack
//! mjref matrix                       the rules matrix as an HTML page (www/matrix.html; www/matrix-fr.html with --lang fr)
//! mjref calc foul <ruleset-id> <rank>                    a foul's penalty at its rank in the session (MERS 2010, FFMJ 2008)
//! mjref calc chombo <ruleset-id> <dealer|non-dealer> [casual]   who pays what for a chombo (riichi rule sets)
//! mjref calc noten <tenpai>                             the noten penalty at an exhaustive draw with 0–4 players tenpai (riichi)
//! mjref calc uma <ruleset-id> <first|second|third|fourth|during-session>  the uma by rank, and the other three's beside a substitute so placed (EMA 2016, EMA 2012)
//! mjref calc wrc-points <score> <score> <score> <score>  WRC 2015 hanchan scores from the four final table scores, in seat order: rank, return, uma, points
//! mjref waits <hand>                 shanten, waits, waits held four of, shapes, tenpai
//! mjref furiten <ruleset-id> '<json>'  whether a waiting player may win on a discard
//! mjref riichi-win '<json>'          yaku, han, fu, points, and whether the win is valid (if not, the sections each riichi rule set rules it under)
//! mjref mcr '<json>'                 MCR fans, points without flowers, and the verdict (valid, under-8, not-complete)
//! ```
//! `--lang fr` (before the command; `de`, `nl` too) says rulings in that language; English by
//! default.
//! `--packs none` (first) loads no language pack: the search as an English page has it before
//! another language is picked.
//! Bad input: a message on stderr and exit status 2.

#[path = "mjref/logistic.rs"]
mod logistic;
#[path = "mjref/search_eval.rs"]
mod search_eval;
#[path = "mjref/search_learn.rs"]
mod search_learn;

use mahjong_referee::lang::Lang;
use mahjong_referee::lang::matrix_html;
use mahjong_referee::lang::pack;
use mahjong_referee::lang::pack_learned;
use mahjong_referee::mcr::{McrHand, McrReport, McrSummary};
use mahjong_referee::riichi::{Hand, WinInput, WinReport};
use mahjong_referee::rules::calc::{self, WrcHanchan};
use mahjong_referee::rules::catalogue::{CATALOGUE, IncidentInfo, markdown};
use mahjong_referee::rules::{self, RulesetId, Situation};
use mahjong_referee::rules::{FuritenInput, FuritenReport, WaitsReport};
use mahjong_referee::sets::SetCheck;
use mahjong_referee::tiles::Tiles;
use serde_json::{Value, json};
use std::process::ExitCode;

/// How search-eval is called (in [`USAGE`] too).
const USAGE_EVAL: &str = "mjref search-eval [--misses] [--learned <file>] <file.jsonl>...";

const USAGE: &str = "usage: mjref --version | mjref [--packs none] [--lang en|fr|de|nl] set <tiles> | mjref rule <ruleset-id> '<incident-json>' | mjref compare '<incident-json>' | mjref rulesets | mjref incidents | mjref search <words> | mjref search-eval [--misses] [--learned <file>] <file.jsonl>... | mjref search-learn [--lines] <file.jsonl>... | mjref docs | mjref lang check <file> | mjref lang template | mjref matrix | mjref calc foul <ruleset-id> <rank> | mjref calc chombo <ruleset-id> <dealer|non-dealer> [casual] | mjref calc noten <tenpai> | mjref calc uma <ruleset-id> <first|second|third|fourth|during-session> | mjref calc wrc-points <score> <score> <score> <score> | mjref waits <hand> | mjref furiten <ruleset-id> '<json>' | mjref riichi-win '<json>' | mjref mcr '<json>'";

fn main() -> ExitCode {
    let mut args: Vec<String> = Vec::new();
    for (n, arg) in std::env::args_os().skip(1).enumerate() {
        match arg.into_string() {
            Ok(a) => args.push(a),
            Err(_) => {
                eprintln!("mjref: argument {}: not UTF-8 text", n + 1);
                return ExitCode::from(2);
            }
        }
    }
    let mut args: Vec<&str> = args.iter().map(String::as_str).collect();
    // The release, as the widget's footer and the JS API's `version` give it.
    if args == ["--version"] || args == ["-V"] {
        return out(format!("mjref {}\n", env!("CARGO_PKG_VERSION")));
    }
    let mut lang = Lang::En;
    if let ["--packs", "none", ..] = args[..] {
        mahjong_referee::lang::pack::without_built_in_packs();
        args.drain(..2);
    }
    if let ["--lang", code, ..] = args[..] {
        match code.parse() {
            Ok(l) => lang = l,
            Err(e) => {
                eprintln!("mjref: {e}");
                return ExitCode::from(2);
            }
        }
        args.drain(..2);
    }
    if args == ["docs"] {
        return out(markdown());
    }
    if args == ["typescript"] {
        return out(mahjong_referee::rules::catalogue::typescript());
    }
    if args == ["matrix"] {
        return out(matrix_html(lang));
    }
    if args == ["lang", "template"] {
        return out(lang_template());
    }
    if let ["search-learn", files @ ..] = &args[..]
        && !files.is_empty()
    {
        // `--lines`: the counts' lines as counted, each word written out (the file writes
        // each word once: `pack_learned`).
        let (lines, files) = match files {
            ["--lines", files @ ..] => (true, files),
            _ => (false, files),
        };
        if files.is_empty() {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
        let learned = search_learn::learn(files)
            .and_then(|text| if lines { Ok(text) } else { pack_learned(&text) });
        return match learned {
            Ok(text) => out(text),
            Err(message) => {
                eprintln!("mjref: {message}");
                ExitCode::from(2)
            }
        };
    }
    match run(&args, lang) {
        Ok(value) => out(format!("{value}\n")),
        Err(message) => {
            eprintln!("mjref: {message}");
            ExitCode::from(2)
        }
    }
}

/// Writes the answer; a reader that stops early (`mjref … | head`) is no error.
fn out(text: String) -> ExitCode {
    use std::io::Write;
    match std::io::stdout().lock().write_all(text.as_bytes()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            eprintln!("mjref: {e}");
            ExitCode::FAILURE
        }
        _ => ExitCode::SUCCESS,
    }
}

/// Every key of the packs with its English, as a pack's source: a new language starts here.
fn lang_template() -> String {
    let mut out = String::from(
        "# A language pack of mahjong-referee: translate each message, keep the facts in braces.\n# Check it with: mjref lang check <file>\n@code xx\n@name Language\n@plural 1\n@thousands comma\n",
    );
    for key in pack::keys() {
        out += &pack::source_line(&key.name, &key.english);
        out.push('\n');
    }
    out
}

fn run(args: &[&str], lang: Lang) -> Result<Value, String> {
    match args {
        ["lang", "check", file] => {
            let source = std::fs::read_to_string(file).map_err(|e| format!("{file}: {e}"))?;
            let p = pack::Pack::from_source(&source).map_err(|e| format!("{file}: {e}"))?;
            Ok(json!({ "code": p.code(), "name": p.name(), "messages": pack::key_count() }))
        }
        ["set", tiles @ ..] if !tiles.is_empty() => {
            let tiles: Tiles = tiles.join(" ").parse().map_err(|e| format!("tiles: {e}"))?;
            let check = SetCheck::new(tiles);
            Ok(json!({
                "tiles": check.tiles.to_string(),
                "kind": check.kind_name(),
                "reason": lang.set_check(&check),
            }))
        }
        ["rule", ruleset, incident] => {
            let ruleset: RulesetId = ruleset.parse().map_err(|e| format!("{e}"))?;
            let situation: Situation = incident.parse().map_err(|e| format!("incident: {e}"))?;
            to_json(&lang.report_on(ruleset, &situation))
        }
        ["compare", incident] => {
            let situation: Situation = incident.parse().map_err(|e| format!("incident: {e}"))?;
            let reports: Vec<_> = RulesetId::ALL
                .iter()
                .map(|&id| lang.report_on(id, &situation))
                .collect();
            Ok(json!({ "incident": situation.incident.kind(), "rulings": to_json(&reports)? }))
        }
        ["waits", hand @ ..] if !hand.is_empty() => {
            let hand: Hand = hand.join(" ").parse().map_err(|e| format!("hand: {e}"))?;
            to_json(&WaitsReport::of(&hand))
        }
        ["furiten", ruleset, question] => {
            let ruleset: RulesetId = ruleset.parse().map_err(|e| format!("{e}"))?;
            let question: FuritenInput =
                strict(question).map_err(|e| format!("not a furiten question: {e}"))?;
            to_json(&FuritenReport::of(ruleset, &question).map_err(|e| e.to_string())?)
        }
        ["riichi-win", win] => {
            let win: WinInput = strict(win).map_err(|e| format!("not a riichi win: {e}"))?;
            let report = WinReport::of(&win).map_err(|e| e.to_string())?;
            let mut v = to_json(&report)?;
            // No valid win: where each riichi rule set rules it, once called and shown.
            if !report.valid {
                v["invalidWinSections"] = rules::invalid_win_sections()
                    .iter()
                    .map(|(r, s)| {
                        (
                            r.id().to_string(),
                            json!(s.iter().map(|s| lang.section(s)).collect::<Vec<_>>()),
                        )
                    })
                    .collect::<serde_json::Map<_, _>>()
                    .into();
            }
            Ok(v)
        }
        ["mcr", hand] => {
            let hand: McrHand = hand.parse().map_err(|e| format!("mcr hand: {e}"))?;
            let report = McrReport::of(&hand);
            let mut summary = McrSummary::from(&report);
            // The fans and the reason in `lang` (the Green Book's English by default).
            for line in &mut summary.fans {
                if let Some(fan) = mahjong_referee::mcr::Fan::ALL
                    .iter()
                    .find(|f| f.name() == line.name)
                {
                    line.name = lang.fan(*fan);
                }
            }
            if lang != Lang::En {
                let w = lang.words();
                summary.reason = match (&report.not_complete, summary.verdict) {
                    (Some(why), _) => Some(lang.not_complete(why)),
                    (None, "under-8") => Some((w.under_8)(w, report.fan.into())),
                    _ => summary.reason,
                };
            }
            to_json(&summary)
        }
        ["incidents"] => Ok(json!({ "incidents": catalogue_json(CATALOGUE.iter(), lang) })),
        ["search-eval", files @ ..] if !files.is_empty() => {
            let misses = files.first() == Some(&"--misses");
            let mut files = &files[usize::from(misses)..];
            // Counts learned elsewhere (without the parts measured), read before any search.
            if let ["--learned", learned, rest @ ..] = files {
                let text =
                    std::fs::read_to_string(learned).map_err(|e| format!("{learned}: {e}"))?;
                // A file of no counts (an empty file, a wrong path's output) measures nothing.
                if !text.lines().any(|l| !l.starts_with('#') && l.contains(':')) {
                    return Err(format!("{learned}: no counts in it"));
                }
                // Lines with every word written out (`search-learn --lines`) read as none.
                if !mahjong_referee::lang::is_packed_learned(&text) {
                    return Err(format!(
                        "{learned}: no line of words (written with --lines? learn without it)"
                    ));
                }
                if !mahjong_referee::lang::use_learned(&text) {
                    return Err("the counts were read before --learned".to_string());
                }
                files = rest;
            }
            if files.is_empty() || files.iter().any(|f| f.starts_with("--")) {
                return Err(format!("usage: {USAGE_EVAL}"));
            }
            let parts = files
                .iter()
                .map(|f| search_eval::report(f, misses))
                .collect::<Result<Vec<_>, _>>()?;
            Ok(json!({ "parts": parts }))
        }
        ["search", words @ ..] => {
            let query = words.join(" ");
            let found = mahjong_referee::lang::search(lang, &query);
            let mut incidents = catalogue_json(found.iter().copied(), lang);
            // With the answers the search's words give each incident ("ron": a win), those
            // the labelled descriptions stated marked likely.
            let each = mahjong_referee::lang::each_answers_by_source(lang, &found, &query);
            for (json, answers) in incidents.iter_mut().zip(each) {
                json["answers"] = answers
                    .marked()
                    .map(|((field, value), likely)| {
                        json!({"field": field, "value": value, "likely": likely})
                    })
                    .collect();
            }
            Ok(json!({ "incidents": incidents }))
        }
        ["calc", "foul", ruleset, rank] => {
            let ruleset: RulesetId = ruleset.parse().map_err(|e| format!("{e}"))?;
            let rank: u8 = rank
                .parse()
                .ok()
                .filter(|r| *r >= 1)
                .ok_or_else(|| format!("rank '{rank}': a whole number from 1 to 255"))?;
            match rules::calc::foul_penalty(ruleset, rank) {
                Some(p) => Ok(
                    json!({"ruleset": ruleset.id(), "rank": rank, "penalty": p.to_string(),
                    "points": match p { rules::FoulPenalty::Points(n) => n, _ => 0 },
                    "elimination": p == rules::FoulPenalty::Elimination}),
                ),
                None => Err(format!("{} does not escalate fouls", ruleset.short())),
            }
        }
        ["calc", "chombo", ruleset, who, rest @ ..] => {
            let ruleset: RulesetId = ruleset.parse().map_err(|e| format!("{e}"))?;
            let dealer = match *who {
                "dealer" => true,
                "non-dealer" => false,
                other => return Err(format!("'{other}': say dealer or non-dealer")),
            };
            let tournament = match rest {
                [] => true,
                ["casual"] => false,
                _ => return Err(USAGE.to_string()),
            };
            let payments = rules::calc::chombo_payments(ruleset, dealer, tournament)
                .ok_or_else(|| format!("{} has no chombo", ruleset.short()))?;
            Ok(
                json!({"ruleset": ruleset.id(), "payments": payments.iter().map(|p| p.to_string()).collect::<Vec<_>>()}),
            )
        }
        ["calc", "noten", tenpai] => {
            let tenpai: u8 =
                tenpai.parse().ok().filter(|t| *t <= 4).ok_or_else(|| {
                    format!("tenpai '{tenpai}': how many players are tenpai, 0 to 4")
                })?;
            let payments = calc::noten_payments(tenpai);
            Ok(
                json!({"tenpai": tenpai, "payments": payments.iter().map(|p| lang.payment(p)).collect::<Vec<_>>()}),
            )
        }
        ["calc", "uma", ruleset, place] => {
            let ruleset: RulesetId = ruleset.parse().map_err(|e| format!("{e}"))?;
            let uma = calc::uma_by_rank(ruleset)
                .filter(|_| ruleset != RulesetId::Wrc2015)
                .ok_or_else(|| format!("{} sets no uma beside a substitute", ruleset.short()))?;
            let places = ["first", "second", "third", "fourth"];
            let place = match places.iter().position(|p| p == place) {
                Some(i) => rules::Place::ALL[i],
                None if *place == "during-session" => rules::Place::Fourth,
                None => {
                    return Err(format!(
                        "place '{place}': first, second, third, fourth or during-session"
                    ));
                }
            };
            Ok(json!({"ruleset": ruleset.id(), "uma": uma, "others": calc::others_uma(uma, place)}))
        }
        ["calc", "wrc-points", scores @ ..] => {
            let hanchan: WrcHanchan = scores
                .join(" ")
                .parse()
                .map_err(|e| format!("wrc-points: {e}"))?;
            Ok(wrc_points_json(&hanchan, lang))
        }
        ["rulesets"] => Ok(json!({
            "rulesets": RulesetId::ALL
                .iter()
                .map(|id| json!({"id": id.id(), "name": id.short(), "document": id.document(), "mcr": id.is_mcr(), "publication": publication_json(*id)}))
                .collect::<Vec<_>>()
        })),
        _ => Err(USAGE.to_string()),
    }
}

/// What a rule set's document states of itself, `null` where it does not state it:
/// `{"title": …, "version": "1.1", "date": {"year": 2010, "month": 8}, "publisher": null}`.
fn publication_json(id: RulesetId) -> Value {
    let p = id.publication();
    json!({
        "title": p.title,
        "version": p.version,
        "date": p.date.map(|d| json!({"year": d.year, "month": d.month})),
        "publisher": p.publisher,
    })
}

/// `mjref calc wrc-points`: each player's rank, score after the return, uma and hanchan
/// score (the last three in overall-score points), and what they rest on.
fn wrc_points_json(hanchan: &WrcHanchan, lang: Lang) -> Value {
    // Points as a number: whole ones without a decimal point.
    let points = |table: i64| {
        if table % i64::from(calc::WRC_POINT) == 0 {
            json!(table / i64::from(calc::WRC_POINT))
        } else {
            json!(calc::wrc_overall_points(table))
        }
    };
    let players: Vec<Value> = hanchan
        .seats
        .iter()
        .map(|s| {
            json!({
                "seat": s.seat,
                "tableScore": s.table_score,
                "rank": s.rank,
                "tiedWith": s.tied_with,
                "afterReturn": points(s.after_return),
                "uma": points(s.uma),
                "points": points(s.total()),
            })
        })
        .collect();
    json!({
        "ruleset": RulesetId::Wrc2015.id(),
        "return": calc::WRC_START,
        "uma": calc::WRC_UMA.map(|u| points(i64::from(u))),
        "tableTotal": hanchan.table_total(),
        "players": players,
        "section": lang.section(&rules::wrc2015::HANCHAN_SCORE),
        "explanation": hanchan.explanation().iter().map(|l| lang.line(l)).collect::<Vec<_>>(),
    })
}

/// Reads JSON into `T`, strictly ([`mahjong_referee::strict::read`]): a field `T`, or a
/// struct inside it, does not have is an error naming it.
fn strict<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, String> {
    let value: Value = mahjong_referee::strict::json(text).map_err(|e| e.to_string())?;
    mahjong_referee::strict::read(&value).map_err(|e| e.to_string())
}

/// The catalogue's incidents as JSON, their words in `lang` (the codes stay the same).
fn catalogue_json<'a>(infos: impl Iterator<Item = &'a IncidentInfo>, lang: Lang) -> Vec<Value> {
    infos
        .map(|i| {
            json!({
                "kind": i.kind,
                "title": lang.incident_title(i),
                "group": lang.group(i.group),
                "facts": i.facts.iter().enumerate().map(|(at, f)| json!({"field": f.field, "values": f.values(), "question": lang.question(i, at), "required": f.required, "default": f.default_answer()})).collect::<Vec<_>>(),
                "example": i.example,
            })
        })
        .collect()
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<Value, String> {
    serde_json::to_value(value).map_err(|e| e.to_string())
}
