//! EMA Riichi Competition Rules 2012.
//!
//! §3.4.7 Dead hand; §5 Etiquette and tournament rules, §5.1 Errors in claiming tiles.
//! Where a section reads as in 2016, the 2016 module's reading is reused with this
//! document's citation.

use super::{Incident, RulesetId, Ruling, Section, ema2016};

const RULESET: RulesetId = RulesetId::Ema2012;

/// §3.4.7 Dead hand (as in 2016).
const DEAD_HAND: Section = Section {
    ruleset: RULESET,
    number: Some("3.4.7"),
    title: "Dead hand",
};

/// §5.1.4 Claiming a false set (as in 2016).
const CLAIMING_A_FALSE_SET: Section = Section {
    ruleset: RULESET,
    number: Some("5.1.4"),
    title: "Claiming a false set",
};

/// Rules an incident under EMA 2012.
///
/// ```
/// use mahjong_referee::rules::{ema2012, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"445m","discarded":true}"#.parse().unwrap();
/// assert_eq!(ema2012::rule(&i).sections[0].to_string(), "EMA 2012 §5.1.4");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::FalseSet(f) => {
            ema2016::claiming_a_false_set(RULESET, [CLAIMING_A_FALSE_SET, DEAD_HAND], f)
        }
    }
}
