//! What the rule sets say: incidents in, rulings out.
//!
//! Each rule set is one module that reads like its rulebook, section by section, in its
//! family: the riichi family ([`riichi_family`]: [`ema2016`], [`ema2012`], [`wrc2015`]) and
//! the MCR family ([`mcr_family`]: [`mers2010`], [`ffmj2008`]); what two documents of a
//! family read alike is in the family module, each document citing its own section. Every one
//! of them
//! answers every [`Incident`]; where a document is silent, its ruling says so and leaves the
//! call to the referee instead of borrowing another document's answer.
//!
//! ```
//! use mahjong_referee::rules::{compare, Incident};
//! let incident: Incident = r#"{"kind": "false-set", "tiles": "445m", "discarded": false}"#
//!     .parse()
//!     .unwrap();
//! let all = compare(&incident);
//! assert_eq!(all.len(), 5);
//! assert_eq!(all[0].outcome.code(), "no-penalty");
//! assert_eq!(all[3].outcome.code(), "foul");
//! ```

pub mod calc;
pub mod catalogue;
mod checklist;
pub mod common;
mod furiten;
mod hand_report;
mod incident;
pub mod mcr_family;
pub use mcr_family::{ffmj2008, mers2010};
mod publication;
pub(crate) use publication::MONTHS;
pub mod riichi_family;
mod ruleset;
mod ruling;
pub use riichi_family::{ema2012, ema2016, wrc2015};
pub(crate) mod sentence;
pub(crate) mod text;

pub use checklist::Check;
pub use furiten::{
    FuritenFacts, FuritenReason, FuritenVerdict, PassedWin, WinFinding, furiten, win_finding,
};
pub use hand_report::{
    FuritenInput, FuritenInputError, FuritenReport, PassedInput, TenpaiReport, WaitReport,
    WaitsReport, hand_decides, invalid_win_sections, is_tenpai, tenpai_section,
};
pub use incident::{
    AbortiveCause, AbortiveDraw, Call, ChangedCall, ChomboWith, ClaimNotTaken, ClaimOrder,
    Counting, CountingError, DeadHandCall, EmptyCall, ExhaustiveDraw, ExposedFrom, ExposedNoFault,
    ExposedTiles, FalseSet, FuritenRon, Incident, IncidentError, Late, NotenRiichi, Obstruction,
    OrderError, PassingInformation, Place, Replacement, RiichiDeclaration, RiichiError, RiichiKong,
    Shown, ShownHu, Situation, Substitution, TimeSignal, WallTouched, WinningTileNotShown,
    WrongDraw, WrongWord,
};
pub use publication::{Publication, PublicationDate};
pub use ruleset::{ParseRulesetError, RulesetId};
pub use ruling::{
    FoulPenalty, OffenderPays, Outcome, Party, Payment, Ruling, RulingReport, Section, Unit, When,
    Within,
};
pub(crate) use sentence::says;
pub use sentence::{Doc, Minutes, Points, SayValue};
#[cfg(test)]
pub(crate) use text::all_texts;
pub use text::{Line, Text};

/// The ruling of one rule set.
///
/// ```
/// use mahjong_referee::rules::{rule, Incident, RulesetId};
/// let incident: Incident = r#"{"kind": "false-set", "tiles": "232z", "discarded": true}"#.parse().unwrap();
/// assert_eq!(rule(RulesetId::Wrc2015, &incident).outcome.code(), "dead-hand");
/// ```
pub fn rule(ruleset: RulesetId, incident: &Incident) -> Ruling {
    match ruleset {
        RulesetId::Ema2016 => ema2016::rule(incident),
        RulesetId::Ema2012 => ema2012::rule(incident),
        RulesetId::Wrc2015 => wrc2015::rule(incident),
        RulesetId::Mers2010 => mers2010::rule(incident),
        RulesetId::Ffmj2008 => ffmj2008::rule(incident),
    }
}

/// A rule set's list, before the ruling: what its document asks of the table and the
/// referee, in its order.
///
/// ```
/// use mahjong_referee::rules::{before_you_rule, RulesetId};
/// for id in RulesetId::ALL {
///     assert!(before_you_rule(id).len() >= 4);
/// }
/// ```
pub fn before_you_rule(id: RulesetId) -> &'static [Check] {
    match id {
        RulesetId::Ema2016 => ema2016::before_you_rule(),
        RulesetId::Ema2012 => ema2012::before_you_rule(),
        RulesetId::Wrc2015 => wrc2015::before_you_rule(),
        RulesetId::Mers2010 => mers2010::before_you_rule(),
        RulesetId::Ffmj2008 => ffmj2008::before_you_rule(),
    }
}

/// The facts a ruling rests on without their having been given: each fact of the incident
/// that was not answered and whose answer would change the ruling under this rule set,
/// given the answers that were (the others left at their defaults). Empty when the ruling
/// rests on nothing assumed.
///
/// ```
/// use mahjong_referee::rules::{assumed, RulesetId, Situation};
/// let furiten: Situation = r#"{"kind": "furiten-ron"}"#.parse().unwrap();
/// // WRC 2015 §7: a chombo if the hand was laid open, else a dead hand.
/// assert!(assumed(RulesetId::Wrc2015, &furiten).contains(&"tilesShown"));
/// let all: Situation = r#"{"kind": "furiten-ron", "tilesShown": true, "dealer": false}"#.parse().unwrap();
/// assert!(assumed(RulesetId::Wrc2015, &all).is_empty());
/// ```
pub fn assumed(ruleset: RulesetId, situation: &Situation) -> Vec<&'static str> {
    catalogue::assumed(ruleset, situation)
}

/// The rulings of all five rule sets, in [`RulesetId::ALL`] order.
///
/// ```
/// use mahjong_referee::rules::{compare, Incident, RulesetId};
/// let incident: Incident = r#"{"kind": "false-set", "tiles": "777z"}"#.parse().unwrap();
/// assert!(compare(&incident).iter().all(|r| r.outcome.code() == "nothing-to-rule"));
/// ```
pub fn compare(incident: &Incident) -> Vec<Ruling> {
    RulesetId::ALL
        .into_iter()
        .map(|id| rule(id, incident))
        .collect()
}

/// Whether a player's penalty count goes on into the next session after a ruling on an
/// incident of this kind, instead of starting again (a session log keeps that player's
/// record). Only MERS 2010 has such a case (§3.6: obstruction and stalling for time); FFMJ
/// 2008 counts fouls per session, and the riichi rule sets do not escalate.
///
/// ```
/// use mahjong_referee::rules::{count_goes_on, RulesetId};
/// assert!(count_goes_on(RulesetId::Mers2010, "obstruction"));
/// assert!(!count_goes_on(RulesetId::Mers2010, "false-set"));
/// assert!(!count_goes_on(RulesetId::Ffmj2008, "obstruction"));
/// ```
pub fn count_goes_on(ruleset: RulesetId, kind: &str) -> bool {
    match ruleset {
        RulesetId::Mers2010 => mers2010::count_goes_on(kind),
        RulesetId::Ema2016 | RulesetId::Ema2012 | RulesetId::Wrc2015 | RulesetId::Ffmj2008 => false,
    }
}

/// The seed a rule set's document was read from (`../shared/seeds/NNN_*.txt`), or `None`
/// where the seeds are not beside the project (the tests that read them say so and check
/// the data alone).
#[cfg(test)]
pub(crate) fn seed(prefix: &str) -> Option<String> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/seeds");
    let entry = std::fs::read_dir(&dir)
        .ok()?
        .flatten()
        .find(|e| e.file_name().to_string_lossy().starts_with(prefix))?;
    std::fs::read_to_string(entry.path()).ok()
}
