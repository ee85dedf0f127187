//! MERS Tournament Regulations, Mahjong Competition Rules v1.1, August 2010.
//!
//! §2 Irregularities (§2.6 Errors in exposing sets and tiles); §3 Summary of penalties
//! (§3.1 fouls, §3.2 dead hand).

use super::calc::{foul_payments, mers_foul};
use super::{
    FalseSet, Incident, Outcome, Replacement, RulesetId, Ruling, Section, group_line, no_false_set,
};

const RULESET: RulesetId = RulesetId::Mers2010;

/// §2.6.4: a false set (or a false flower) noticed by the player.
const FALSE_FIGURE: Section = Section {
    ruleset: RULESET,
    number: Some("2.6.4"),
    title: "Errors in exposing sets: false figure",
};

/// §3.1: repeated fouls, warning then 5, 10, 20, 30 … off the offender's own score.
const FOULS: Section = Section {
    ruleset: RULESET,
    number: Some("3.1"),
    title: "(Repeated) fouls",
};

/// §3.2: a dead hand may not win but still claims tiles and replaces flowers.
const DEAD_HAND: Section = Section {
    ruleset: RULESET,
    number: Some("3.2"),
    title: "Dead hand",
};

/// Rules an incident under MERS 2010.
///
/// ```
/// use mahjong_referee::rules::{mers2010, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","priorFouls":1}"#.parse().unwrap();
/// assert_eq!(mers2010::rule(&i).outcome.to_string(), "Foul (2nd of the session): 5 points");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::FalseSet(f) => false_figure(f),
    }
}

/// §2.6.4: before a discard, and before the replacement tile is put among the player's
/// tiles, it is a foul (§3.1) and the group may be corrected, the wrongly shown tiles being
/// discarded first; after either, the hand is dead (§3.2) and the shown tiles stay shown,
/// counting as seen for the last-tile fan.
fn false_figure(f: &FalseSet) -> Ruling {
    if f.is_a_real_set() {
        return no_false_set(FALSE_FIGURE, f);
    }
    if f.discarded || f.replacement == Replacement::InHand {
        return Ruling {
            ruleset: RULESET,
            outcome: Outcome::DeadHand,
            steps: vec![
                "The group can no longer be corrected: its tiles stay face up.",
                "Those tiles count as on the table when judging the last-tile fan.",
                "The player plays on and may not declare hu, but may still claim tiles and replace flowers.",
            ],
            payments: vec![],
            sections: vec![FALSE_FIGURE, DEAD_HAND],
            explanation: vec![
                group_line(f),
                "Under MERS 2010 the false set could be put right only before a discard, or before a replacement tile went into the hand; that moment has passed.".to_string(),
            ],
        };
    }
    let rank = f.prior_fouls.saturating_add(1);
    let penalty = mers_foul(rank);
    Ruling {
        ruleset: RULESET,
        outcome: Outcome::Foul { rank, penalty },
        steps: vec![
            "Correct the group now.",
            "The tiles shown by mistake must be the player's next discards, before any other tile.",
        ],
        payments: foul_payments(penalty),
        sections: vec![FALSE_FIGURE, FOULS],
        explanation: vec![
            group_line(f),
            "Under MERS 2010 a false set noticed before a discard (and before a replacement tile went into the hand) is a foul that may be corrected.".to_string(),
        ],
    }
}
