//! The JS boundary: thin wrappers over the core.
//!
//! Values cross as plain JS objects, field names in camelCase: out through serde-wasm-bindgen,
//! in through `plain_data`, which walks what it is given and takes plain data only (within
//! limits of size and depth), then serde_json, where a field the reader does not know is an
//! error ([`crate::strict`]). Every parameter is taken as a `JsValue` and checked here: a
//! wrong JS type is an error, never a coercion or a trap. Every error becomes a thrown JS
//! `Error` whose `code` property says what kind it is: `bad-tiles`, `bad-hand`,
//! `bad-ruleset`, `bad-incident`, `bad-question`, `bad-lang`, `lang-not-loaded`, `bad-pack`,
//! `bad-input`, `internal`. Nothing here unwraps.
//!
//! English is built in; another language is a pack the page adds (`addLanguage`, with the
//! text of `lang/<code>.compiled.txt` shipped next to this library), so that a page pays
//! only for the languages it speaks.

use crate::lang::{Lang, ParseLangError};
use crate::mcr::{McrHand, McrHandError, McrInput, McrReport, McrSummary};
use crate::riichi::{Hand, WinError, WinInput, WinReport};
use crate::rules::{self, IncidentError, RulesetId, Situation};
use crate::rules::{FuritenInput, FuritenInputError, FuritenReport, WaitsReport};
use crate::sets::SetCheck;
use crate::tiles::Tiles;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[cfg(feature = "bench")]
mod bench;
mod js;

use js::{bool_arg, error, object_arg, plain_data, string_arg, to_js};

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
export type RulesetId = "ema-2016" | "ema-2012" | "wrc-2015" | "mers-2010" | "ffmj-2008";
/** The languages rulings are said in (the third argument of rule, the second of compare); English when left out. Every language but English is said once its pack is added (addLanguage). */
export type Lang = "en" | "fr" | "de" | "nl";
export interface SetCheckResult {
  /** The group in mpsz, in the order entered. */
  tiles: string;
  kind: "chow" | "pung" | "kong" | "pair" | "none";
  /** The tiles and the verdict in words, e.g. "S W S: winds differ". */
  reason: string;
}
/** An incident: its kind and the facts given (each optional; a fact not given is assumed, and the ruling's `assumed` names it when it matters). Unknown fields are an error. */
export type Incident =
  | { kind: "false-set"; tiles?: string; discarded?: boolean; replacement?: "not-taken" | "taken" | "in-hand"; priorFouls?: number }
  | { kind: "empty-call"; call?: "chow" | "pung" | "kong" | "concealed-kong" | "riichi" | "win"; tilesShown?: boolean; dealer?: boolean; casual?: boolean; fourSetsAndPair?: boolean; priorFouls?: number; hand?: McrHandInput }
  | { kind: "wrong-draw"; discarded?: boolean; intoHand?: boolean; deadWall?: boolean; priorFouls?: number }
  | { kind: "exposed-tiles"; from?: "wall" | "dead-wall" | "own-hand" | "opponent-hand"; count?: number; duringDeal?: boolean; playCanContinue?: boolean; dealer?: boolean; casual?: boolean; priorFouls?: number }
  | { kind: "exposed-no-fault"; playCanContinue?: boolean }
  | { kind: "passing-information"; serious?: boolean; priorFouls?: number }
  | { kind: "cheating" }
  | { kind: "telephone" }
  | { kind: "late"; minutes?: number; seconds?: number }
  | { kind: "exhaustive-draw"; tenpai?: number }
  | { kind: "time-signal"; diceThrown?: boolean; gameComplete?: boolean }
  | { kind: "claimed-tile-not-taken"; discardsSince?: number }
  | { kind: "dead-hand-call"; declaredDead?: boolean; dealer?: boolean; casual?: boolean }
  | { kind: "wrong-tile-count" }
  | { kind: "riichi-declaration"; error?: "no-stick" | "no-call" | "no-rotation" | "open-hand" | "rotation-after-claim" }
  | { kind: "noten-riichi"; deadAfterRiichi?: boolean; dealer?: boolean; casual?: boolean; tenpai?: number }
  | { kind: "abortive-draw"; cause?: "nine-terminals" | "four-kongs" | "four-winds" | "four-riichi" }
  | { kind: "obstruction"; repeated?: boolean }
  | { kind: "substitution"; duringSession?: boolean; place?: "first" | "second" | "third" | "fourth" }
  | { kind: "claim-order"; error?: "shown-before-call" | "taken-before-call" | "taken-before-showing"; win?: boolean; priorFouls?: number }
  | { kind: "early-chow" }
  | { kind: "wall-touched"; touched?: boolean }
  | { kind: "distribution-foul" }
  | { kind: "counting"; error?: "winning-tile-not-added" | "hand-not-intact" | "own-flowers-added" | "other-showed-tiles" | "wall-broken" | "helped-count"; priorFouls?: number }
  | { kind: "chombo-with"; exhaustiveDraw?: boolean }
  | { kind: "furiten-ron"; tilesShown?: boolean; dealer?: boolean; casual?: boolean }
  | { kind: "swap-calling" }
  | { kind: "last-tile-claim" }
  | { kind: "changed-call"; firstWasWin?: boolean; firstPossible?: boolean; quick?: boolean; shown?: "none" | "meld-tiles" | "hand"; dealer?: boolean; casual?: boolean; priorFouls?: number; fourSetsAndPair?: boolean }
  | { kind: "wrong-word"; win?: boolean; understood?: boolean; corrected?: boolean; tilesShown?: boolean; dealer?: boolean; casual?: boolean; priorFouls?: number }
  | { kind: "riichi-kong"; dealer?: boolean; casual?: boolean }
  | { kind: "winning-tile-not-shown"; shortOf8?: boolean };
export interface IncidentInfo {
  kind: Incident["kind"];
  title: string;
  group: string;
  facts: {
    field: string;
    values: string;
    question: string;
    /** The ruling waits for it. */
    required: boolean;
    askedBy: "all" | "riichi" | "mcr";
    /** The answer an incident is read with when none is given (none for tiles); a ruling resting on it lists the field in `assumed`. */
    default?: string;
  }[];
  /** An example incident, as JSON text. */
  example: string;
  /** From search(): the answers the query's words give ("ron": call "win"); `likely`
   * when the words do not say it but the labelled descriptions that used them stated it
   * (show it as a guess to confirm). */
  answers?: { field: string; value: string; likely: boolean }[];
}
export interface Ruling {
  ruleset: RulesetId;
  document: string;
  outcome: "nothing-to-rule" | "no-penalty" | "foul" | "dead-hand" | "chombo" | "point-penalty"
    | "substitute" | "disqualification" | "session-disqualification" | "re-deal" | "referee-discretion" | "not-covered"
    | "payments" | "hands-left";
  headline: string;
  foulRank?: number;
  steps: string[];
  payments: string[];
  /** All the offender pays or loses, when anything: what a score sheet takes off that player. */
  offenderPays?: { amount: number; unit: "table-points" | "final-score-points" | "overall-points" | "mcr-points" };
  sections: string[];
  sectionTitles: string[];
  explanation: string[];
  /** The facts this ruling rests on that were not given (at their defaults); [] when none. */
  assumed: string[];
}
export interface RulesetInfo { id: RulesetId; name: string; document: string; mcr: boolean; }
/** A language the library has: its code, its name in itself, and whether it can be asked for now (English always; another once its pack is added, addLanguage). */
export interface LanguageInfo { code: Lang; name: string; loaded: boolean; }
export interface WaitsResult {
  /** The concealed tiles, mpsz, sorted. */
  tiles: string;
  melds: string[];
  /** 0 tenpai, -1 complete. */
  shanten: number;
  /** Every tile that completes the hand, mpsz, sorted. */
  waits: string[];
  /** The waits the hand already holds four of. */
  heldFour: string[];
  details: { tile: string; shapes: string[]; heldFour: boolean }[];
  tenpai: { "ema-2016": boolean; "ema-2012": boolean };
  /** The sections that decide `tenpai`. */
  tenpaiSections: string[];
}
export interface RiichiWin {
  /** The hand before the winning tile, hand notation: "123m456p789s23s99m", melds in [ ] or ( ). */
  hand: string;
  win: string;
  tsumo?: boolean; riichi?: boolean; doubleRiichi?: boolean; ippatsu?: boolean;
  seatWind?: "E" | "S" | "W" | "N"; roundWind?: "E" | "S" | "W" | "N";
  dora?: number; lastTile?: boolean; rinshan?: boolean; chankan?: boolean; firstDraw?: boolean;
}
export interface RiichiWinResult {
  valid: boolean;
  reason?: "no yaku" | "not a complete hand";
  yaku: { name: string; han: number }[];
  han: number; dora: number; fu: number;
  limit?: "mangan" | "haneman" | "baiman" | "sanbaiman" | "yakuman";
  dealer: boolean;
  points?: { ron?: number; tsumoDealer?: number; tsumoOthers?: number; total: number };
  /** The reading scored, tile by tile: `1m2m3m 4p5p6p [7z7z7z] (1z1z1z1z) 9m9m` (claimed melds
   *  in brackets, concealed kongs in parentheses, the pair last); empty when not complete. */
  reading: string;
  /** No valid win: the sections each riichi rule set rules it under, once called with the
   *  hand shown (a valid win's own rule, one yaku at least, is in the scoring chapters the
   *  project does not hold). */
  invalidWinSections?: Partial<Record<RulesetId, string[]>>;
}
export interface FuritenQuestion {
  hand: string;
  discards?: string;
  passed?: { inRiichi?: boolean; drewSince?: boolean; claimedSince?: boolean; callSince?: boolean };
}
export interface FuritenResult {
  ruleset: RulesetId;
  waits: string[];
  /** null where the rule set's document does not cover furiten. */
  furiten: boolean | null;
  reasons: string[];
  section: string | null;
}
export interface McrHandInput {
  /** The concealed tiles without the winning tile, any tile notation. */
  concealed: string;
  melds?: { kind: "chow" | "pung" | "kong" | "concealed-kong"; tiles: string }[];
  win: string;
  selfDrawn?: boolean;
  /** Flowers and seasons, 0–8. */
  flowers?: number;
  seatWind?: "E" | "S" | "W" | "N"; roundWind?: "E" | "S" | "W" | "N";
  /** The other three of the winning tile were already on the table. */
  lastOfKind?: boolean;
  /** The last tile of the wall (drawn) or the last discard (claimed). */
  lastOfWall?: boolean;
  kongReplacement?: boolean;
  robbingKong?: boolean;
  /** Default true. If false (MERS 2010 §1.9), wait fans, Last Tile and Nine Gates do not count. */
  winningTileShown?: boolean;
}
export interface McrResult {
  /** Points without flowers: what the 8-point minimum is checked on. */
  fan: number;
  flowers: number;
  total: number;
  fans: { name: string; points: number; count: number }[];
  verdict: "valid" | "under-8" | "not-complete";
  reason: string | null;
  /** The reading counted: `[777z] (1111p) 123m 55s` (claimed sets in brackets, concealed
   *  kongs in parentheses, the pair last), or a special hand's name (`seven pairs`); empty
   *  when not complete. */
  reading: string;
  waits: string[];
  /** Who pays a valid hu: `discarder` (8 and the total; null when self-drawn) and `each` other player. */
  payments: { selfDrawn: boolean; discarder: number | null; each: number } | null;
}
/**
 * Thrown by every function here. `code`: tiles that cannot be read (`bad-tiles`), a hand that
 * cannot be read or analysed (`bad-hand`), an unknown rule set (`bad-ruleset`), an incident that
 * is not one (`bad-incident`), a question or argument the function cannot take: a missing,
 * misspelt or mistyped field, a rank out of range (`bad-question`), an unknown language
 * (`bad-lang`), a language whose pack was not added (`lang-not-loaded`), a text that is not a
 * pack of this version (`bad-pack`), an argument that is not plain data — a BigInt, NaN, a function, a Date, a
 * getter that throws — or is too big: more than 32 levels deep (a cycle), 10 000 values or
 * 1 000 000 characters of text (`bad-input`), and a fault of this library (`internal`).
 */
export interface RefereeError extends Error { code: "bad-tiles" | "bad-hand" | "bad-ruleset" | "bad-incident" | "bad-question" | "bad-lang" | "lang-not-loaded" | "bad-pack" | "bad-input" | "internal"; }
"#;

/// The incident of `rule` and `compare`. The one place an incident is read.
fn incident_from_js(incident: JsValue) -> Result<Situation, JsValue> {
    let value = plain_data(&incident, "incident")?;
    Situation::from_value(&value).map_err(|e| match e {
        IncidentError::Tiles { .. } => error("bad-tiles", &e.to_string()),
        IncidentError::Hand { error: ref why, .. } => error(mcr_hand_code(why), &e.to_string()),
        IncidentError::Shape { .. }
        | IncidentError::Fact { .. }
        | IncidentError::Type { .. }
        | IncidentError::UnknownField(_) => error("bad-incident", &e.to_string()),
    })
}

#[derive(Serialize)]
struct SetCheckResult {
    tiles: String,
    kind: &'static str,
    reason: String,
}

/// What a group of tiles is: `classifySet("southwestsouth")`.
#[wasm_bindgen(js_name = classifySet, unchecked_return_type = "SetCheckResult")]
pub fn classify_set(
    #[wasm_bindgen(unchecked_param_type = "string")] tiles: JsValue,
) -> Result<JsValue, JsValue> {
    let tiles: Tiles = string_arg(&tiles, "tiles", "bad-tiles", "a string of tiles")?
        .parse()
        .map_err(|e| error("bad-tiles", &format!("tiles: {e}")))?;
    let check = SetCheck::new(tiles);
    to_js(&SetCheckResult {
        tiles: check.tiles.to_string(),
        kind: check.kind_name(),
        reason: check.reason(),
    })
}

/// The language asked for; English when none is given (`undefined` or `null`). Another
/// language is said once its pack was added ([`add_language`]); until then asking for it is
/// an error, never English in its place.
fn lang_of(lang: JsValue) -> Result<Lang, JsValue> {
    if lang.is_null() || lang.is_undefined() {
        return Ok(Lang::En);
    }
    let codes = Lang::ALL.map(Lang::code).join(", ");
    let lang: Lang = string_arg(&lang, "lang", "bad-lang", &format!("a string ({codes})"))?
        .parse()
        .map_err(|e: ParseLangError| error("bad-lang", &format!("lang: {e}")))?;
    if !lang.ready() {
        let code = lang.code();
        let why = format!(
            "lang: the {} pack is not added: addLanguage(the text of lang/{code}.compiled.txt)",
            lang.name()
        );
        return Err(error("lang-not-loaded", &why));
    }
    Ok(lang)
}

/// Adds a language: `compiled` is the text of its pack, `lang/<code>.compiled.txt` next to
/// this library (`packVersion()` names the version it must be, the `?v=` a cache can be asked
/// with). Returns the language's code; from then on `rule`, `compare`, `incidents` and
/// `search` speak it. Adding a language twice keeps the first pack.
#[wasm_bindgen(js_name = addLanguage, unchecked_return_type = "Lang")]
pub fn add_language(
    #[wasm_bindgen(unchecked_param_type = "string")] compiled: JsValue,
) -> Result<JsValue, JsValue> {
    let text = string_arg(&compiled, "pack", "bad-pack", "the text of a compiled pack")?;
    let lang =
        crate::lang::pack::install(&text).map_err(|e| error("bad-pack", &format!("pack: {e}")))?;
    Ok(JsValue::from_str(lang.code()))
}

#[derive(Serialize)]
struct LanguageInfo {
    code: &'static str,
    name: &'static str,
    loaded: bool,
}

/// Every language this library has, English first: its code, its name in itself, and whether
/// it can be asked for now (`loaded`: English always, another once its pack is added with
/// `addLanguage`). `languages()` → `[{code: "en", name: "English", loaded: true}, {code: "fr",
/// name: "Français", loaded: false}, …]`.
#[wasm_bindgen(js_name = languages, unchecked_return_type = "LanguageInfo[]")]
pub fn languages() -> Result<JsValue, JsValue> {
    let list: Vec<LanguageInfo> = Lang::ALL
        .iter()
        .map(|&l| LanguageInfo {
            code: l.code(),
            name: l.name(),
            loaded: l.ready(),
        })
        .collect();
    to_js(&list)
}

/// The version of the language packs this library reads: the fingerprint their first line
/// names, and the `?v=` of their addresses.
#[wasm_bindgen(js_name = packVersion)]
pub fn pack_version() -> String {
    crate::lang::pack::FINGERPRINT.trim().to_string()
}

/// The ruling of one rule set: `rule("ema-2016", {kind: "false-set", tiles: "232z", discarded: true})`,
/// in French with `"fr"` as a third argument.
#[wasm_bindgen(js_name = rule, unchecked_return_type = "Ruling")]
pub fn rule(
    #[wasm_bindgen(js_name = rulesetId, unchecked_param_type = "RulesetId")] ruleset_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Incident")] incident: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] lang: JsValue,
) -> Result<JsValue, JsValue> {
    let ruleset = ruleset_of(&ruleset_id)?;
    let lang = lang_of(lang)?;
    let situation = incident_from_js(incident)?;
    to_js(&lang.report_on(ruleset, &situation))
}

/// The rulings of all five rule sets, in the order of `rulesets()`.
#[wasm_bindgen(js_name = compare, unchecked_return_type = "Ruling[]")]
pub fn compare(
    #[wasm_bindgen(unchecked_param_type = "Incident")] incident: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] lang: JsValue,
) -> Result<JsValue, JsValue> {
    let lang = lang_of(lang)?;
    let situation = incident_from_js(incident)?;
    let reports: Vec<_> = RulesetId::ALL
        .iter()
        .map(|&id| lang.report_on(id, &situation))
        .collect();
    to_js(&reports)
}

#[derive(Serialize)]
struct RulesetInfo {
    id: &'static str,
    name: &'static str,
    document: &'static str,
    mcr: bool,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct FactInfo {
    field: &'static str,
    values: String,
    question: &'static str,
    required: bool,
    asked_by: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    default: Option<&'static str>,
}

#[derive(Serialize)]
struct IncidentSummary {
    kind: &'static str,
    title: &'static str,
    group: &'static str,
    facts: Vec<FactInfo>,
    example: &'static str,
    /// From a search: the answers its words give (`ron`: the call was a win).
    #[serde(skip_serializing_if = "Option::is_none")]
    answers: Option<Vec<Answer>>,
}

#[derive(Serialize)]
struct Answer {
    field: &'static str,
    value: String,
    /// Stated by descriptions using the words, not said by them ([`crate::lang::Answers`]).
    likely: bool,
}

fn summaries<'a>(
    infos: impl Iterator<Item = &'a crate::rules::catalogue::IncidentInfo>,
    lang: Lang,
) -> Vec<IncidentSummary> {
    infos
        .map(|i| IncidentSummary {
            kind: i.kind,
            title: lang.incident_title(i),
            group: lang.group(i.group),
            facts: i
                .facts
                .iter()
                .enumerate()
                .map(|(n, f)| FactInfo {
                    field: f.field,
                    values: f.values(),
                    question: lang.question(i, n),
                    required: f.required,
                    asked_by: match f.mcr {
                        None => "all",
                        Some(true) => "mcr",
                        Some(false) => "riichi",
                    },
                    default: f.default_answer(),
                })
                .collect(),
            example: i.example,
            answers: None,
        })
        .collect()
}

/// The incident catalogue: every incident with the facts it asks and an example; titles,
/// groups and questions in `lang` (English when none is given).
#[wasm_bindgen(js_name = incidents, unchecked_return_type = "IncidentInfo[]")]
pub fn incidents(
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] lang: JsValue,
) -> Result<JsValue, JsValue> {
    let lang = lang_of(lang)?;
    to_js(&summaries(crate::rules::catalogue::CATALOGUE.iter(), lang))
}

/// The incidents a query finds, best first, its words read in any language (titles and
/// questions in `lang`): `search("late")`, `search("retard", "fr")`; each with the answers
/// the query's words give it (`search("ron")`: the empty call, its call a win); none when
/// its words match no incident (`search("he spilled his coffee")`). Only the first 300
/// characters are read.
#[wasm_bindgen(js_name = search, unchecked_return_type = "IncidentInfo[]")]
pub fn search(
    #[wasm_bindgen(unchecked_param_type = "string")] query: JsValue,
    #[wasm_bindgen(unchecked_optional_param_type = "string | null")] lang: JsValue,
) -> Result<JsValue, JsValue> {
    let query = string_arg(&query, "query", "bad-question", "a string")?;
    let query = query.as_str();
    let lang = lang_of(lang)?;
    let found = crate::lang::search(lang, query);
    let mut list = summaries(found.iter().copied(), lang);
    let each = crate::lang::each_answers_by_source(lang, &found, query);
    for (summary, answers) in list.iter_mut().zip(each) {
        summary.answers = Some(
            answers
                .marked()
                .map(|((field, value), likely)| Answer {
                    field,
                    value,
                    likely,
                })
                .collect(),
        );
    }
    to_js(&list)
}

/// The five rule sets.
#[wasm_bindgen(js_name = rulesets, unchecked_return_type = "RulesetInfo[]")]
pub fn rulesets() -> Result<JsValue, JsValue> {
    let list: Vec<RulesetInfo> = RulesetId::ALL
        .iter()
        .map(|id| RulesetInfo {
            id: id.id(),
            name: id.short(),
            document: id.document(),
            mcr: id.is_mcr(),
        })
        .collect();
    to_js(&list)
}

fn ruleset_of(id: &JsValue) -> Result<RulesetId, JsValue> {
    let expected = "a string (ema-2016, ema-2012, wrc-2015, mers-2010 or ffmj-2008)";
    string_arg(id, "rulesetId", "bad-ruleset", expected)?
        .parse()
        .map_err(|e: rules::ParseRulesetError| error("bad-ruleset", &e.to_string()))
}

/// Shanten, waits and shapes of a riichi hand: `waits("33m111s12345678p")`.
#[wasm_bindgen(js_name = waits, unchecked_return_type = "WaitsResult")]
pub fn waits(
    #[wasm_bindgen(unchecked_param_type = "string")] hand: JsValue,
) -> Result<JsValue, JsValue> {
    let hand: Hand = string_arg(&hand, "hand", "bad-hand", "a string (hand notation)")?
        .parse()
        .map_err(|e| error("bad-hand", &format!("hand: {e}")))?;
    to_js(&WaitsReport::of(&hand))
}

/// Whether a waiting player may win on a discard under a rule set.
#[wasm_bindgen(js_name = furiten, unchecked_return_type = "FuritenResult")]
pub fn furiten(
    #[wasm_bindgen(js_name = rulesetId, unchecked_param_type = "RulesetId")] ruleset_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "FuritenQuestion")] question: JsValue,
) -> Result<JsValue, JsValue> {
    let ruleset = ruleset_of(&ruleset_id)?;
    let question: FuritenInput = object_arg(
        &question,
        "question",
        "bad-question",
        "not a furiten question",
    )?;
    let report = FuritenReport::of(ruleset, &question).map_err(|e| match e {
        FuritenInputError::Hand(_) => error("bad-hand", &e.to_string()),
        FuritenInputError::Discards(_) => error("bad-tiles", &e.to_string()),
    })?;
    to_js(&report)
}

/// A foul's penalty at its rank in the session (MERS 2010, FFMJ 2008): `"warning"`,
/// `"5 points"`, `"elimination"`; throws `bad-ruleset` for rule sets that do not escalate.
#[wasm_bindgen(js_name = foulPenalty)]
pub fn foul_penalty(
    #[wasm_bindgen(js_name = rulesetId, unchecked_param_type = "RulesetId")] ruleset_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "number")] rank: JsValue,
) -> Result<String, JsValue> {
    let ruleset = ruleset_of(&ruleset_id)?;
    let rank = match rank.as_f64() {
        Some(n) if n.fract() == 0.0 && (1.0..=255.0).contains(&n) => n as u8,
        _ => {
            let why = "rank: expected a whole number from 1 to 255";
            return Err(error("bad-question", why));
        }
    };
    rules::calc::foul_penalty(ruleset, rank)
        .map(|p| p.to_string())
        .ok_or_else(|| {
            error(
                "bad-ruleset",
                &format!("{} does not escalate fouls", ruleset.short()),
            )
        })
}

/// Who pays what for a chombo under a riichi rule set, in words; throws `bad-ruleset` for
/// the MCR rule sets, which have no chombo.
#[wasm_bindgen(js_name = chomboPayments)]
pub fn chombo_payments(
    #[wasm_bindgen(js_name = rulesetId, unchecked_param_type = "RulesetId")] ruleset_id: JsValue,
    #[wasm_bindgen(unchecked_param_type = "boolean")] dealer: JsValue,
    #[wasm_bindgen(unchecked_param_type = "boolean")] tournament: JsValue,
) -> Result<Vec<String>, JsValue> {
    let ruleset = ruleset_of(&ruleset_id)?;
    let dealer = bool_arg(&dealer, "dealer")?;
    let tournament = bool_arg(&tournament, "tournament")?;
    rules::calc::chombo_payments(ruleset, dealer, tournament)
        .map(|ps| ps.iter().map(|p| p.to_string()).collect())
        .ok_or_else(|| error("bad-ruleset", &format!("{} has no chombo", ruleset.short())))
}

/// Is a riichi win valid (does it have a yaku), and what is it worth.
#[wasm_bindgen(js_name = riichiWin, unchecked_return_type = "RiichiWinResult")]
pub fn riichi_win(
    #[wasm_bindgen(unchecked_param_type = "RiichiWin")] win: JsValue,
) -> Result<JsValue, JsValue> {
    let win: WinInput = object_arg(&win, "win", "bad-question", "not a riichi win")?;
    let report = WinReport::of(&win).map_err(|e| match e {
        WinError::Hand(_) | WinError::Size { .. } => error("bad-hand", &e.to_string()),
        WinError::Win(_) | WinError::FifthTile { .. } => error("bad-tiles", &e.to_string()),
        WinError::Wind { .. } | WinError::RiichiOpen => error("bad-question", &e.to_string()),
    })?;
    let out = to_js(&report)?;
    // No valid win: where each riichi rule set rules it, once called and shown.
    if !report.valid {
        let sections = js_sys::Object::new();
        for (ruleset, cited) in rules::invalid_win_sections() {
            let cited: Vec<String> = cited.iter().map(|s| s.to_string()).collect();
            let _ = js_sys::Reflect::set(&sections, &ruleset.id().into(), &to_js(&cited)?);
        }
        let _ = js_sys::Reflect::set(&out, &"invalidWinSections".into(), &sections);
    }
    Ok(out)
}

/// The code of an MCR hand that cannot be analysed, the same in `mcrFans` and in an
/// incident's `hand`: tiles that cannot be read (`bad-tiles`), tiles that make no hand
/// (`bad-hand`), or what was said of the win that cannot be (`bad-question`).
fn mcr_hand_code(e: &McrHandError) -> &'static str {
    match e {
        McrHandError::Tiles { .. } | McrHandError::NotAnMcrTile { .. } => "bad-tiles",
        McrHandError::WinNotOneTile { .. } | McrHandError::FiveOfATile { .. } => "bad-hand",
        _ => "bad-question",
    }
}

/// MCR fans, the 8-point minimum and the false-hu verdict for a shown hand.
#[wasm_bindgen(js_name = mcrFans, unchecked_return_type = "McrResult")]
pub fn mcr_fans(
    #[wasm_bindgen(unchecked_param_type = "McrHandInput")] hand: JsValue,
) -> Result<JsValue, JsValue> {
    let input: McrInput = object_arg(&hand, "hand", "bad-question", "not an MCR hand")?;
    let hand = McrHand::from_input(&input).map_err(|e| error(mcr_hand_code(&e), &e.to_string()))?;
    to_js(&McrSummary::from(&McrReport::of(&hand)))
}
