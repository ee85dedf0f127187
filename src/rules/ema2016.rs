//! EMA Riichi Competition Rules 2016.
//!
//! §3.4.7 Dead hand; §5 Etiquette and tournament rules, §5.1 Errors in claiming tiles.

use super::{FalseSet, Incident, Outcome, RulesetId, Ruling, Section, group_line, no_false_set};

const RULESET: RulesetId = RulesetId::Ema2016;

/// §3.4.7: no win, kong, pung or chow for the rest of the hand, never tenpai.
pub(crate) const DEAD_HAND: Section = Section {
    ruleset: RULESET,
    number: Some("3.4.7"),
    title: "Dead hand",
};

/// §5.1.4: a false set is put right before the discard, or stands after it.
pub(crate) const CLAIMING_A_FALSE_SET: Section = Section {
    ruleset: RULESET,
    number: Some("5.1.4"),
    title: "Claiming a false set",
};

/// Rules an incident under EMA 2016.
///
/// ```
/// use mahjong_referee::rules::{ema2016, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":false}"#.parse().unwrap();
/// assert_eq!(ema2016::rule(&i).outcome.code(), "no-penalty");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::FalseSet(f) => {
            claiming_a_false_set(RULESET, [CLAIMING_A_FALSE_SET, DEAD_HAND], f)
        }
    }
}

/// §5.1.4 (the same in 2012): the group may be corrected until the player discards;
/// from the discard on it cannot be, and the hand is dead (§3.4.7).
pub(crate) fn claiming_a_false_set(
    ruleset: RulesetId,
    [false_set, dead_hand]: [Section; 2],
    f: &FalseSet,
) -> Ruling {
    if f.is_a_real_set() {
        return no_false_set(false_set, f);
    }
    let (outcome, steps, rule) = if f.discarded {
        (
            Outcome::DeadHand,
            vec![
                "Leave the group as it is: after the discard it can no longer be changed.",
                "The player plays on with a dead hand: no chow, pung, kong or win until the hand ends.",
                "At an exhaustive draw the hand counts as not tenpai.",
            ],
            format!(
                "Under {} the mistake could be put right only until the discard; it has been made, so the hand is dead.",
                ruleset.short()
            ),
        )
    } else {
        (
            Outcome::NoPenalty,
            vec![
                "Put the group right now, before any discard: show a real set or take the call back.",
                "Then play on; nobody is penalised.",
            ],
            format!(
                "Under {} a false set may be corrected as long as the player has not discarded.",
                ruleset.short()
            ),
        )
    };
    let sections = if f.discarded {
        vec![false_set, dead_hand]
    } else {
        vec![false_set]
    };
    Ruling {
        ruleset,
        outcome,
        steps,
        payments: vec![],
        sections,
        explanation: vec![group_line(f), rule],
    }
}
