//! World Riichi Championship Rules 2015, §7 Fouls and penalties.
//!
//! §7.1 Types of penalties (not penalised, point penalty, dead hand, chonbo,
//! disqualification); §7.2 Fouls, one entry per foul.

use super::{FalseSet, Incident, Outcome, RulesetId, Ruling, Section, group_line, no_false_set};

const RULESET: RulesetId = RulesetId::Wrc2015;

/// §7.1, dead hand: no chow, pung, kong (concealed included), riichi or win; noten.
const DEAD_HAND: Section = Section {
    ruleset: RULESET,
    number: Some("7.1"),
    title: "Types of penalties: dead hand",
};

/// §7.2, invalid group: a melded group that is no chow, pung or kong.
const INVALID_GROUP: Section = Section {
    ruleset: RULESET,
    number: Some("7.2"),
    title: "Fouls: invalid group",
};

/// Rules an incident under WRC 2015.
///
/// ```
/// use mahjong_referee::rules::{wrc2015, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"891m","discarded":true}"#.parse().unwrap();
/// assert_eq!(wrc2015::rule(&i).outcome.code(), "dead-hand");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::FalseSet(f) => invalid_group(f),
    }
}

/// §7.2 Invalid group: before the discard the player may still make the group that was
/// called (no penalty) or take the call back (an empty call, not penalised for a chow,
/// pung or kong); after the discard the group is fixed and the hand is dead (§7.1).
fn invalid_group(f: &FalseSet) -> Ruling {
    if f.is_a_real_set() {
        return no_false_set(INVALID_GROUP, f);
    }
    if f.discarded {
        Ruling {
            ruleset: RULESET,
            outcome: Outcome::DeadHand,
            steps: vec![
                "Leave the group as it is: after the discard it cannot be changed.",
                "The player plays on with a dead hand: no chow, pung, kong (concealed ones too), riichi or win.",
                "A player not in riichi still chooses the discards; the hand is noten at the end.",
            ],
            payments: vec![],
            sections: vec![INVALID_GROUP, DEAD_HAND],
            explanation: vec![
                group_line(f),
                "Under WRC 2015 an invalid group is fixed once its owner discards, and the hand becomes dead.".to_string(),
            ],
        }
    } else {
        Ruling {
            ruleset: RULESET,
            outcome: Outcome::NoPenalty,
            steps: vec![
                "Before discarding, the player may still make the group that was called: then there is no penalty.",
                "Or the player takes the call back: that is an empty call, not penalised for a chow, pung or kong.",
            ],
            payments: vec![],
            sections: vec![INVALID_GROUP],
            explanation: vec![
                group_line(f),
                "Under WRC 2015 the mistake can be corrected until the player discards."
                    .to_string(),
            ],
        }
    }
}
