//! Analyses as plain data: what `mjref` prints and the JS API returns (camelCase).

use super::RulesetId;
use super::furiten::{FuritenFacts, FuritenVerdict, PassedWin, furiten};
use crate::riichi::{Hand, HandError, Waiting, waiting};
use crate::tiles::{ParseTilesError, Tiles};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Whether the tiles decide this situation, so that a ruling screen offers the hand check:
/// under the riichi rule sets, whether a win called had a yaku, whether the player was
/// furiten, whether a hand was tenpai at the draw (a riichi's, or each of those shown at an
/// exhaustive draw); under the MCR rule sets, whether a hu called reached 8 points, and
/// without the winning tile's fans.
///
/// ```
/// use mahjong_referee::rules::{hand_decides, RulesetId, Situation};
/// let ron: Situation = r#"{"kind":"empty-call","call":"win"}"#.parse().unwrap();
/// assert!(hand_decides(RulesetId::Ema2016, &ron));
/// // A chow that could not be made: no hand to check; nor a call not given yet.
/// let chow: Situation = r#"{"kind":"empty-call","call":"chow"}"#.parse().unwrap();
/// assert!(!hand_decides(RulesetId::Ema2016, &chow));
/// assert!(!hand_decides(RulesetId::Ema2016, &Situation::new("empty-call").unwrap()));
/// // Furiten is a riichi matter.
/// let furiten = Situation::new("furiten-ron").unwrap();
/// assert!(hand_decides(RulesetId::Wrc2015, &furiten));
/// assert!(!hand_decides(RulesetId::Mers2010, &furiten));
/// ```
pub fn hand_decides(ruleset: RulesetId, situation: &super::Situation) -> bool {
    use super::{Call, Incident};
    let mcr = ruleset.is_mcr();
    match &situation.incident {
        Incident::EmptyCall(c) => situation.answered("call") && c.call == Call::Win,
        Incident::FuritenRon(_) | Incident::NotenRiichi(_) | Incident::ExhaustiveDraw(_) => !mcr,
        Incident::WinningTileNotShown(_) => mcr,
        _ => false,
    }
}

/// Whether a waiting hand counts as tenpai at an exhaustive draw. EMA 2012 §3.4.2: not when
/// every wait is a tile the hand already holds four of; the 2016 text has no such
/// exception. `None` where the document does not say (WRC 2015 §7, and the MCR sets, which
/// have no tenpai payments).
///
/// ```
/// use mahjong_referee::riichi::{Hand, waiting};
/// use mahjong_referee::rules::is_tenpai;
/// use mahjong_referee::rules::RulesetId;
/// let w = waiting(&"1111m234p567s789s".parse::<Hand>().unwrap());
/// assert_eq!(is_tenpai(RulesetId::Ema2016, &w), Some(true));
/// assert_eq!(is_tenpai(RulesetId::Ema2012, &w), Some(false));
/// ```
pub fn is_tenpai(ruleset: RulesetId, w: &Waiting) -> Option<bool> {
    match ruleset {
        RulesetId::Ema2016 => Some(!w.waits.is_empty()),
        RulesetId::Ema2012 => Some(w.live().next().is_some()),
        RulesetId::Wrc2015 | RulesetId::Mers2010 | RulesetId::Ffmj2008 => None,
    }
}

/// One wait, as data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitReport {
    /// The tile, mpsz.
    pub tile: String,
    /// The shapes it completes.
    pub shapes: Vec<&'static str>,
    /// The hand holds four already.
    pub held_four: bool,
}

/// The section that says whether a hand is tenpai at an exhaustive draw, where the rule set
/// has one ([`is_tenpai`] answers by it).
///
/// ```
/// use mahjong_referee::rules::{tenpai_section, RulesetId};
/// assert_eq!(tenpai_section(RulesetId::Ema2012).unwrap().to_string(), "EMA 2012 §3.4.2");
/// assert!(tenpai_section(RulesetId::Wrc2015).is_none());
/// ```
pub fn tenpai_section(ruleset: RulesetId) -> Option<super::Section> {
    match ruleset {
        RulesetId::Ema2016 => Some(super::ema2016::EXHAUSTIVE_DRAW),
        RulesetId::Ema2012 => Some(super::ema2012::EXHAUSTIVE_DRAW),
        RulesetId::Wrc2015 | RulesetId::Mers2010 | RulesetId::Ffmj2008 => None,
    }
}

/// Where each riichi rule set says what a win that is no valid win comes to once it is
/// called with the hand shown (a chombo): the sections of that ruling, rule set by rule set.
/// What makes a riichi win valid (a complete hand with one yaku at least) is in each rule
/// set's scoring chapter, which the project does not hold: these are the sections a referee
/// rules an invalid win under.
///
/// ```
/// use mahjong_referee::rules::{invalid_win_sections, RulesetId};
/// let s = invalid_win_sections();
/// assert_eq!(s[0].0, RulesetId::Ema2016);
/// assert_eq!(s[0].1[0].to_string(), "EMA 2016 §3.4.6");
/// assert_eq!(s.len(), 3, "the riichi rule sets");
/// ```
pub fn invalid_win_sections() -> Vec<(RulesetId, Vec<super::Section>)> {
    let called = super::Incident::EmptyCall(super::EmptyCall {
        call: super::Call::Win,
        tiles_shown: true,
        ..super::EmptyCall::default()
    });
    RulesetId::ALL
        .into_iter()
        .filter(|r| !r.is_mcr())
        .map(|r| (r, super::rule(r, &called).sections))
        .collect()
}

/// Tenpai under the riichi rule sets that say.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct TenpaiReport {
    /// EMA 2016.
    #[serde(rename = "ema-2016")]
    pub ema_2016: bool,
    /// EMA 2012.
    #[serde(rename = "ema-2012")]
    pub ema_2012: bool,
}

/// `mjref waits`: shanten, waits (mpsz, sorted), the ones held four of, shapes, tenpai.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct WaitsReport {
    /// The concealed tiles, mpsz, sorted.
    pub tiles: String,
    /// The melds, in the hand notation.
    pub melds: Vec<String>,
    /// 0 tenpai, −1 complete.
    pub shanten: i8,
    /// Every tile that completes the hand.
    pub waits: Vec<String>,
    /// The waits the hand already holds four of.
    pub held_four: Vec<String>,
    /// Each wait with its shapes.
    pub details: Vec<WaitReport>,
    /// Tenpai at an exhaustive draw, per rule set.
    pub tenpai: TenpaiReport,
    /// The sections that decide `tenpai`, one per rule set there.
    pub tenpai_sections: Vec<String>,
}

impl WaitsReport {
    /// Analyses a hand.
    ///
    /// ```
    /// use mahjong_referee::riichi::Hand;
    /// use mahjong_referee::rules::WaitsReport;
    /// let r = WaitsReport::of(&"3m3m1s2s3s1s2s3s4s5s6s2p3p".parse::<Hand>().unwrap());
    /// assert_eq!(r.waits, ["1p", "4p"]);
    /// ```
    pub fn of(hand: &Hand) -> WaitsReport {
        let w = waiting(hand);
        let mut sorted = hand.clone();
        sorted.melds.clear();
        WaitsReport {
            tiles: sorted.to_string(),
            melds: hand
                .melds
                .iter()
                .map(|m| {
                    Hand {
                        concealed: vec![],
                        melds: vec![m.clone()],
                    }
                    .to_string()
                })
                .collect(),
            shanten: w.shanten,
            waits: w.waits.iter().map(|x| x.tile.to_string()).collect(),
            held_four: w
                .waits
                .iter()
                .filter(|x| x.held_four)
                .map(|x| x.tile.to_string())
                .collect(),
            details: w
                .waits
                .iter()
                .map(|x| WaitReport {
                    tile: x.tile.to_string(),
                    shapes: x.shapes.iter().map(|s| s.name()).collect(),
                    held_four: x.held_four,
                })
                .collect(),
            tenpai: TenpaiReport {
                ema_2016: is_tenpai(RulesetId::Ema2016, &w).unwrap_or(false),
                ema_2012: is_tenpai(RulesetId::Ema2012, &w).unwrap_or(false),
            },
            tenpai_sections: [RulesetId::Ema2016, RulesetId::Ema2012]
                .into_iter()
                .filter_map(tenpai_section)
                .map(|s| s.to_string())
                .collect(),
        }
    }
}

/// After a winning discard was let pass, as the JSON writes it.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase", default)]
pub struct PassedInput {
    /// In riichi when it passed.
    pub in_riichi: bool,
    /// Drawn since.
    pub drew_since: bool,
    /// Claimed since.
    pub claimed_since: bool,
    /// Anyone called since.
    pub call_since: bool,
}

/// The furiten question as it arrives: `{"hand": "...", "discards": "...", "passed": {...}}`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FuritenInput {
    /// The waiting hand (13 tiles), hand notation.
    pub hand: String,
    /// The player's own discards, any tile notation.
    #[serde(default)]
    pub discards: String,
    /// A winning discard let pass in this hand.
    #[serde(default)]
    pub passed: Option<PassedInput>,
}

/// Why a furiten question cannot be answered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum FuritenInputError {
    /// The hand.
    Hand(HandError),
    /// The discards.
    Discards(ParseTilesError),
}

impl fmt::Display for FuritenInputError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FuritenInputError::Hand(e) => write!(f, "field 'hand': {e}"),
            FuritenInputError::Discards(e) => write!(f, "field 'discards': {e}"),
        }
    }
}

impl std::error::Error for FuritenInputError {}

/// `mjref furiten`: the waits and the rule set's furiten verdict.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct FuritenReport {
    /// The rule set.
    pub ruleset: &'static str,
    /// The hand's waits.
    pub waits: Vec<String>,
    /// Furiten (no ron); `null` where the document does not cover furiten.
    pub furiten: Option<bool>,
    /// Why, in words.
    pub reasons: Vec<String>,
    /// The section, where covered.
    pub section: Option<String>,
}

impl FuritenReport {
    /// Answers a furiten question.
    ///
    /// ```
    /// use mahjong_referee::rules::{FuritenInput, FuritenReport};
    /// use mahjong_referee::rules::RulesetId;
    /// let q: FuritenInput = serde_json::from_str(r#"{"hand":"33m111s12345678p","discards":"9p"}"#).unwrap();
    /// let r = FuritenReport::of(RulesetId::Ema2016, &q).unwrap();
    /// assert_eq!(r.furiten, Some(true));
    /// ```
    pub fn of(
        ruleset: RulesetId,
        input: &FuritenInput,
    ) -> Result<FuritenReport, FuritenInputError> {
        let hand: Hand = input.hand.parse().map_err(FuritenInputError::Hand)?;
        let discards = if input.discards.trim().is_empty() {
            Vec::new()
        } else {
            input
                .discards
                .parse::<Tiles>()
                .map_err(FuritenInputError::Discards)?
                .into_vec()
        };
        let w = waiting(&hand);
        let waits: Vec<_> = w.waits.iter().map(|x| x.tile).collect();
        let facts = FuritenFacts {
            discards,
            passed: input.passed.map(|p| PassedWin {
                in_riichi: p.in_riichi,
                drew_since: p.drew_since,
                claimed_since: p.claimed_since,
                call_since: p.call_since,
            }),
        };
        let (furiten, reasons, section) = match furiten(ruleset, &waits, &facts) {
            FuritenVerdict::Ruled {
                furiten,
                reasons,
                section,
            } => (
                Some(furiten),
                reasons.iter().map(|r| r.to_string()).collect(),
                Some(section.to_string()),
            ),
            FuritenVerdict::NotCovered => (
                None,
                vec![format!(
                    "the {} document the project has does not cover furiten; ask the referee",
                    ruleset.short()
                )],
                None,
            ),
        };
        Ok(FuritenReport {
            ruleset: ruleset.id(),
            waits: waits.iter().map(|t| t.to_string()).collect(),
            furiten,
            reasons,
            section,
        })
    }
}
