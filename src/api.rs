//! The JS boundary: thin wrappers over the core.
//!
//! Values cross as plain JS objects (serde-wasm-bindgen), field names in camelCase. Every
//! error becomes a thrown JS `Error` whose `code` property says what kind it is:
//! `bad-tiles`, `bad-hand`, `bad-ruleset`, `bad-incident`, `bad-question`, `internal`.
//! Nothing here unwraps.

use crate::lang::{Lang, ParseLangError};
use crate::mcr::{McrHand, McrHandError, McrInput, McrReport, McrSummary};
use crate::riichi::{
    FuritenInput, FuritenInputError, FuritenReport, Hand, WaitsReport, WinError, WinInput,
    WinReport,
};
use crate::rules::{self, IncidentError, RulesetId, Situation};
use crate::sets::SetCheck;
use crate::tiles::Tiles;
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen(typescript_custom_section)]
const TYPES: &str = r#"
export type RulesetId = "ema-2016" | "ema-2012" | "wrc-2015" | "mers-2010" | "ffmj-2008";
/** The languages rulings are said in (the third argument of rule, the second of compare); English when left out. */
export type Lang = "en" | "fr";
export interface SetCheckResult {
  /** The group in mpsz, in the order entered. */
  tiles: string;
  kind: "chow" | "pung" | "kong" | "pair" | "none";
  /** The tiles and the verdict in words, e.g. "S W S: winds differ". */
  reason: string;
}
export interface FalseSetIncident {
  kind: "false-set";
  /** The group as shown, in mpsz, the documents' words or Unicode tiles. */
  tiles?: string;
  /** Has the player discarded since? */
  discarded?: boolean;
  /** After a kong: where the replacement tile is (MCR). */
  replacement?: "not-taken" | "taken" | "in-hand";
  /** Fouls this player already had in the session (MCR escalation). */
  priorFouls?: number;
}
export type Incident =
  | FalseSetIncident
  | { kind: "empty-call"; call?: "chow" | "pung" | "kong" | "concealed-kong" | "riichi" | "win"; tilesShown?: boolean; dealer?: boolean; fourSetsAndPair?: boolean; priorFouls?: number;
      /** MCR: the hand shown with a false hu; the tiles then decide the tier. */
      hand?: McrHandInput }
  | { kind: "wrong-draw"; discarded?: boolean; intoHand?: boolean; deadWall?: boolean; priorFouls?: number }
  | { kind: "exposed-tiles"; from?: "wall" | "dead-wall" | "own-hand" | "opponent-hand"; count?: number; duringDeal?: boolean; playCanContinue?: boolean; dealer?: boolean; priorFouls?: number }
  | { kind: "passing-information"; serious?: boolean; priorFouls?: number }
  | { kind: "cheating" }
  | { kind: "telephone" }
  | { kind: "late"; minutes?: number }
  | { kind: "exhaustive-draw"; tenpai?: number }
  | { kind: "time-signal"; diceThrown?: boolean; gameComplete?: boolean }
  | { kind: "claimed-tile-not-taken"; discardsSince?: number }
  | { kind: "dead-hand-call"; declaredDead?: boolean; dealer?: boolean }
  | { kind: "wrong-tile-count" }
  | { kind: "riichi-declaration"; error?: "no-stick" | "no-call" | "no-rotation" | "open-hand" | "rotation-after-claim" }
  | { kind: "noten-riichi"; deadAfterRiichi?: boolean; dealer?: boolean }
  | { kind: "abortive-draw"; cause?: "nine-terminals" | "four-kongs" | "four-winds" | "four-riichi" }
  | { kind: "obstruction"; repeated?: boolean }
  | { kind: "substitution"; duringSession?: boolean }
  | { kind: "claim-order"; error?: "shown-before-call" | "taken-before-call" | "taken-before-showing"; win?: boolean; priorFouls?: number }
  | { kind: "early-chow" }
  | { kind: "wall-touched"; touched?: boolean }
  | { kind: "distribution-foul" }
  | { kind: "counting"; error?: "winning-tile-not-added" | "hand-not-intact" | "own-flowers-added" | "other-showed-tiles" | "wall-broken" | "helped-count"; priorFouls?: number }
  | { kind: "chombo-with"; exhaustiveDraw?: boolean }
  | { kind: "furiten-ron"; tilesShown?: boolean; dealer?: boolean }
  | { kind: "swap-calling" }
  | { kind: "last-tile-claim" }
  | { kind: "changed-call"; firstWasWin?: boolean; firstPossible?: boolean; quick?: boolean; shown?: "none" | "meld-tiles" | "hand"; dealer?: boolean; priorFouls?: number }
  | { kind: "wrong-word"; win?: boolean; understood?: boolean; corrected?: boolean; tilesShown?: boolean; dealer?: boolean; priorFouls?: number }
  | { kind: "riichi-kong"; dealer?: boolean }
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
    /** The answer taken when none is given (none for a required fact). */
    default?: string;
  }[];
  /** An example incident, as JSON text. */
  example: string;
  /** From search(): the answers the query's words give ("ron": call "win"). */
  answers?: { field: string; value: string }[];
}
export interface Ruling {
  ruleset: RulesetId;
  document: string;
  outcome: "nothing-to-rule" | "no-penalty" | "foul" | "dead-hand" | "chombo" | "point-penalty"
    | "substitute" | "disqualification" | "re-deal" | "referee-discretion" | "not-covered"
    | "payments" | "hands-left";
  headline: string;
  foulRank?: number;
  steps: string[];
  payments: string[];
  /** All the offender pays or loses, when anything: what a score sheet takes off that player. */
  offenderPays?: { amount: number; unit: "table-points" | "overall-points" | "mcr-points" };
  sections: string[];
  sectionTitles: string[];
  explanation: string[];
  /** The facts this ruling rests on that were not given (at their defaults); [] when none. */
  assumed: string[];
}
export interface RulesetInfo { id: RulesetId; name: string; document: string; mcr: boolean; }
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
  reading: string;
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
  reading: string;
  waits: string[];
}
/** Thrown by every function here. */
export interface RefereeError extends Error { code: "bad-tiles" | "bad-hand" | "bad-ruleset" | "bad-incident" | "bad-question" | "bad-lang" | "internal"; }
"#;

/// A JS `Error` with a `code` property.
fn error(code: &str, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    // Setting a property on a fresh Error object cannot fail; if it ever did, the message
    // still reaches the caller.
    let _ = js_sys::Reflect::set(&err, &"code".into(), &code.into());
    err.into()
}

/// Plain objects out; `None` becomes `null`, as the TypeScript types say.
fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let out = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value
        .serialize(&out)
        .map_err(|e| error("internal", &e.to_string()))
}

fn incident_from_js(incident: JsValue) -> Result<Situation, JsValue> {
    let value: serde_json::Value = serde_wasm_bindgen::from_value(incident)
        .map_err(|e| error("bad-incident", &format!("not an incident: {e}")))?;
    Situation::from_value(&value).map_err(|e| match e {
        IncidentError::Tiles { .. } => error("bad-tiles", &e.to_string()),
        IncidentError::Hand { error: ref why, .. } => error(mcr_hand_code(why), &e.to_string()),
        IncidentError::Shape { .. }
        | IncidentError::Fact { .. }
        | IncidentError::Type { .. }
        | IncidentError::UnknownField(_) => error("bad-incident", &e.to_string()),
    })
}

/// A ruling in a language, with the facts it rests on that were not given.
fn report(lang: Lang, ruleset: RulesetId, situation: &Situation) -> rules::RulingReport {
    let mut report = lang.report(&rules::rule(ruleset, &situation.incident));
    report.assumed = rules::assumed(ruleset, situation);
    report
}

#[derive(Serialize)]
struct SetCheckResult {
    tiles: String,
    kind: &'static str,
    reason: String,
}

/// What a group of tiles is: `classifySet("southwestsouth")`.
#[wasm_bindgen(js_name = classifySet, unchecked_return_type = "SetCheckResult")]
pub fn classify_set(tiles: &str) -> Result<JsValue, JsValue> {
    let tiles: Tiles = tiles
        .parse()
        .map_err(|e| error("bad-tiles", &format!("tiles: {e}")))?;
    let check = SetCheck::new(tiles);
    to_js(&SetCheckResult {
        tiles: check.tiles.to_string(),
        kind: check.kind_name(),
        reason: check.reason(),
    })
}

/// The language asked for; English when none is given.
fn lang_of(lang: Option<String>) -> Result<Lang, JsValue> {
    match lang {
        None => Ok(Lang::En),
        Some(code) => code
            .parse()
            .map_err(|e: ParseLangError| error("bad-lang", &e.to_string())),
    }
}

/// The ruling of one rule set: `rule("ema-2016", {kind: "false-set", tiles: "232z", discarded: true})`,
/// in French with `"fr"` as a third argument.
#[wasm_bindgen(js_name = rule, unchecked_return_type = "Ruling")]
pub fn rule(
    #[wasm_bindgen(js_name = rulesetId, unchecked_param_type = "RulesetId")] ruleset_id: &str,
    #[wasm_bindgen(unchecked_param_type = "Incident")] incident: JsValue,
    lang: Option<String>,
) -> Result<JsValue, JsValue> {
    let ruleset = ruleset_of(ruleset_id)?;
    let lang = lang_of(lang)?;
    let situation = incident_from_js(incident)?;
    to_js(&report(lang, ruleset, &situation))
}

/// The rulings of all five rule sets, in the order of `rulesets()`.
#[wasm_bindgen(js_name = compare, unchecked_return_type = "Ruling[]")]
pub fn compare(
    #[wasm_bindgen(unchecked_param_type = "Incident")] incident: JsValue,
    lang: Option<String>,
) -> Result<JsValue, JsValue> {
    let lang = lang_of(lang)?;
    let situation = incident_from_js(incident)?;
    let reports: Vec<_> = RulesetId::ALL
        .iter()
        .map(|&id| report(lang, id, &situation))
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
    values: &'static str,
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
                    values: f.values,
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
pub fn incidents(lang: Option<String>) -> Result<JsValue, JsValue> {
    let lang = lang_of(lang)?;
    to_js(&summaries(crate::rules::catalogue::CATALOGUE.iter(), lang))
}

/// Incidents matching every word of a query, in English or in `lang`: `search("late")`,
/// `search("retard", "fr")`; each with the answers the query's words give it
/// (`search("ron")`: the empty call, its call a win).
#[wasm_bindgen(js_name = search, unchecked_return_type = "IncidentInfo[]")]
pub fn search(query: &str, lang: Option<String>) -> Result<JsValue, JsValue> {
    let lang = lang_of(lang)?;
    let found = crate::lang::search(lang, query);
    let mut list = summaries(found.iter().copied(), lang);
    for (summary, info) in list.iter_mut().zip(&found) {
        let answers = crate::lang::search_answers(lang, info, query);
        summary.answers = Some(
            answers
                .into_iter()
                .map(|(field, value)| Answer { field, value })
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

fn ruleset_of(id: &str) -> Result<RulesetId, JsValue> {
    id.parse()
        .map_err(|e: rules::ParseRulesetError| error("bad-ruleset", &e.to_string()))
}

/// Shanten, waits and shapes of a riichi hand: `waits("33m111s12345678p")`.
#[wasm_bindgen(js_name = waits, unchecked_return_type = "WaitsResult")]
pub fn waits(hand: &str) -> Result<JsValue, JsValue> {
    let hand: Hand = hand
        .parse()
        .map_err(|e| error("bad-hand", &format!("hand: {e}")))?;
    to_js(&WaitsReport::of(&hand))
}

/// Whether a waiting player may win on a discard under a rule set.
#[wasm_bindgen(js_name = furiten, unchecked_return_type = "FuritenResult")]
pub fn furiten(
    #[wasm_bindgen(js_name = rulesetId, unchecked_param_type = "RulesetId")] ruleset_id: &str,
    #[wasm_bindgen(unchecked_param_type = "FuritenQuestion")] question: JsValue,
) -> Result<JsValue, JsValue> {
    let ruleset = ruleset_of(ruleset_id)?;
    let question: FuritenInput = serde_wasm_bindgen::from_value(question)
        .map_err(|e| error("bad-question", &format!("not a furiten question: {e}")))?;
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
    #[wasm_bindgen(js_name = rulesetId, unchecked_param_type = "RulesetId")] ruleset_id: &str,
    rank: u8,
) -> Result<String, JsValue> {
    let ruleset = ruleset_of(ruleset_id)?;
    rules::calc::foul_penalty(ruleset, rank.max(1))
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
    #[wasm_bindgen(js_name = rulesetId, unchecked_param_type = "RulesetId")] ruleset_id: &str,
    dealer: bool,
    tournament: bool,
) -> Result<Vec<String>, JsValue> {
    let ruleset = ruleset_of(ruleset_id)?;
    rules::calc::chombo_payments(ruleset, dealer, tournament)
        .map(|ps| ps.iter().map(|p| p.to_string()).collect())
        .ok_or_else(|| error("bad-ruleset", &format!("{} has no chombo", ruleset.short())))
}

/// Is a riichi win valid (does it have a yaku), and what is it worth.
#[wasm_bindgen(js_name = riichiWin, unchecked_return_type = "RiichiWinResult")]
pub fn riichi_win(
    #[wasm_bindgen(unchecked_param_type = "RiichiWin")] win: JsValue,
) -> Result<JsValue, JsValue> {
    let win: WinInput = serde_wasm_bindgen::from_value(win)
        .map_err(|e| error("bad-question", &format!("not a riichi win: {e}")))?;
    let report = WinReport::of(&win).map_err(|e| match e {
        WinError::Hand(_) | WinError::Size { .. } => error("bad-hand", &e.to_string()),
        WinError::Win(_) | WinError::FifthTile { .. } => error("bad-tiles", &e.to_string()),
        WinError::Wind { .. } | WinError::RiichiOpen => error("bad-question", &e.to_string()),
    })?;
    to_js(&report)
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
    let input: McrInput = serde_wasm_bindgen::from_value(hand)
        .map_err(|e| error("bad-question", &format!("not an MCR hand: {e}")))?;
    let hand = McrHand::from_input(&input).map_err(|e| error(mcr_hand_code(&e), &e.to_string()))?;
    to_js(&McrSummary::from(&McrReport::of(&hand)))
}

/// Benchmark entry points: analyse `n` random tenpai hands from `seed` and return a checksum
/// (the caller times the call). Built only with the `bench` feature.
#[cfg(feature = "bench")]
mod bench {
    use crate::riichi::sample::{Rng, random_win, tenpai_hand};
    use crate::riichi::{WinReport, shanten, wait_kinds};
    use std::cell::Cell;

    thread_local! {
        static LAST_MS: Cell<f64> = const { Cell::new(0.0) };
    }
    use wasm_bindgen::prelude::*;

    /// Runs `f`, keeping how many milliseconds it took for `lastMs`.
    fn timed<T>(f: impl FnOnce() -> T) -> T {
        let start = js_sys::Date::now();
        let out = f();
        LAST_MS.with(|m| m.set(js_sys::Date::now() - start));
        out
    }

    fn hands(seed: u32, n: u32) -> Vec<(crate::riichi::Counts, usize, usize)> {
        let mut rng = Rng::new(u64::from(seed));
        (0..n).map(|_| tenpai_hand(&mut rng)).collect()
    }

    /// Makes the hands once; returns a handle for the timed calls.
    #[wasm_bindgen(js_name = benchHands)]
    pub struct BenchHands(Vec<(crate::riichi::Counts, usize, usize)>);

    #[wasm_bindgen(js_class = benchHands)]
    impl BenchHands {
        /// `n` hands from `seed`.
        #[wasm_bindgen(constructor)]
        pub fn new(seed: u32, n: u32) -> BenchHands {
            BenchHands(hands(seed, n))
        }

        /// Waits of every hand; returns how many waits in all.
        pub fn waits(&self) -> u32 {
            self.0
                .iter()
                .map(|(c, m, _)| wait_kinds(c, *m).len() as u32)
                .sum()
        }

        /// Scores `n` random closed wins from `seed`; returns how many were valid.
        #[wasm_bindgen(js_name = scoreWins)]
        pub fn score_wins(seed: u32, n: u32) -> u32 {
            let mut rng = Rng::new(u64::from(seed));
            let wins: Vec<_> = (0..n).map(|_| random_win(&mut rng)).collect();
            timed(|| {
                wins.iter()
                    .filter(|(h, w, c)| WinReport::score(h, *w, c).valid)
                    .count() as u32
            })
        }

        /// Counts the fans of `n` random MCR winning hands from `seed`; returns how many were
        /// valid. The time spent counting is in `lastMs`.
        #[wasm_bindgen(js_name = mcrWins)]
        pub fn mcr_wins(seed: u32, n: u32) -> u32 {
            let mut rng = Rng::new(u64::from(seed));
            let wins: Vec<_> = (0..n)
                .map(|_| crate::mcr::sample::winning_hand(&mut rng))
                .collect();
            timed(|| {
                wins.iter()
                    .filter(|h| crate::mcr::McrReport::of(h).verdict == crate::mcr::Verdict::Valid)
                    .count() as u32
            })
        }

        /// `n` random MCR winning hands from `seed`, as `mcrFans` takes them (for timing
        /// single calls from JS).
        #[wasm_bindgen(js_name = mcrInputs)]
        pub fn mcr_inputs(seed: u32, n: u32) -> Result<JsValue, JsValue> {
            let mut rng = Rng::new(u64::from(seed));
            let inputs: Vec<_> = (0..n)
                .map(|_| crate::mcr::sample::winning_hand(&mut rng).to_input())
                .collect();
            super::to_js(&inputs)
        }

        /// Milliseconds the last `scoreWins` or `mcrWins` spent scoring (not making the hands).
        #[wasm_bindgen(js_name = lastMs)]
        pub fn last_ms() -> f64 {
            LAST_MS.with(|m| m.get())
        }

        /// Shanten of every hand; returns the sum.
        pub fn shanten(&self) -> i32 {
            self.0
                .iter()
                .map(|(c, m, _)| i32::from(shanten(c, *m)))
                .sum()
        }
    }
}
