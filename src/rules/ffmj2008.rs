//! FFMJ Regulation 2008, Paris International Tournament (MCR).
//!
//! The document has no section numbers; citations use its headings: "Sanctions during a
//! session" ((A) fouls, (B) dead hand, (C) false hu), "False set, false flower", …

use super::calc::{ffmj_foul, foul_payments};
use super::{
    FalseSet, Incident, Outcome, Replacement, RulesetId, Ruling, Section, group_line, no_false_set,
};

const RULESET: RulesetId = RulesetId::Ffmj2008;

/// "False set, false flower": the player shows a false figure and sees the mistake.
const FALSE_SET: Section = Section {
    ruleset: RULESET,
    number: None,
    title: "False set",
};

/// "Sanctions (A) Fouls": a warning, then 10, 20, 30 points, then elimination.
const FOULS: Section = Section {
    ruleset: RULESET,
    number: None,
    title: "Sanctions (A): fouls",
};

/// "Sanctions (B) Dead hand": no hu, the game goes on.
const DEAD_HAND: Section = Section {
    ruleset: RULESET,
    number: None,
    title: "Sanctions (B): dead hand",
};

/// Rules an incident under FFMJ 2008.
///
/// ```
/// use mahjong_referee::rules::{ffmj2008, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","replacement":"taken"}"#.parse().unwrap();
/// assert_eq!(ffmj2008::rule(&i).outcome.code(), "dead-hand");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::FalseSet(f) => false_set(f),
    }
}

/// "False set": if the player has neither discarded nor taken a replacement tile, a foul
/// (A), corrected, the wrongly shown tiles discarded; otherwise a dead hand (B), the set
/// stays as it is and its tiles count as shown (the last-tile fan can still be scored).
fn false_set(f: &FalseSet) -> Ruling {
    if f.is_a_real_set() {
        return no_false_set(FALSE_SET, f);
    }
    if f.discarded || f.replacement != Replacement::NotTaken {
        return Ruling {
            ruleset: RULESET,
            outcome: Outcome::DeadHand,
            steps: vec![
                "The false set stays as it is: it can no longer be changed.",
                "Its tiles count as shown; the last-tile fan can still be claimed on them.",
                "The player plays on but may not declare hu.",
            ],
            payments: vec![],
            sections: vec![FALSE_SET, DEAD_HAND],
            explanation: vec![
                group_line(f),
                "Under FFMJ 2008 the mistake can be corrected only while the player has neither discarded nor drawn a replacement tile.".to_string(),
            ],
        };
    }
    let rank = f.prior_fouls.saturating_add(1);
    let penalty = ffmj_foul(rank);
    Ruling {
        ruleset: RULESET,
        outcome: Outcome::Foul { rank, penalty },
        steps: vec![
            "Correct the set now.",
            "Discard the tiles shown by mistake.",
        ],
        payments: foul_payments(penalty),
        sections: vec![FALSE_SET, FOULS],
        explanation: vec![
            group_line(f),
            "Under FFMJ 2008 a false set seen before any discard or replacement draw is a foul, and the player corrects it.".to_string(),
        ],
    }
}
