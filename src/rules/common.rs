//! Readings shared by rule sets whose texts agree, each called with the citing document's
//! own sections. A rule set's module says which of its sections each one reads.

use super::calc::chombo_payments;
use super::{
    EmptyCall, ExhaustiveDraw, FalseSet, Outcome, RulesetId, Ruling, Section, TimeSignal,
    group_line,
};

/// The group turned out to be a chow, pung or kong: there is no false set to rule on.
pub(crate) fn no_false_set(section: Section, f: &FalseSet) -> Ruling {
    Ruling::new(section.ruleset, Outcome::NothingToRule)
        .step("Play on: the group shown is a valid set.")
        .cite(section)
        .why(group_line(f))
        .why("A false-set ruling needs a group that is not a set; this one is.")
}

/// Chombo in riichi: the penalty, the riichi sticks back, a re-deal without a counter.
pub(crate) fn chombo(ruleset: RulesetId, dealer: bool, chombo_section: Section) -> Ruling {
    Ruling::new(ruleset, Outcome::Chombo)
        .step("Stop the hand. Riichi sticks go back to the players who placed them.")
        .step("Deal the hand again; the dealer keeps the seat and no 100-point counter goes down.")
        .pay(chombo_payments(ruleset, dealer, true).unwrap_or_default())
        .cite(chombo_section)
}

/// EMA §5.1.2 (2016 and 2012 alike): an empty chow, pung or kong regretted before any tile
/// is shown costs nothing; an empty win call is a dead hand if the tiles stay hidden and a
/// chombo (§3.4.6) if they were laid open.
pub(crate) fn ema_empty_calls(
    ruleset: RulesetId,
    c: &EmptyCall,
    [empty_calls, chombo_section, dead_hand, false_set]: [Section; 4],
) -> Ruling {
    use super::Call;
    match (c.call, c.tiles_shown) {
        (Call::Chow | Call::Pung | Call::Kong | Call::ConcealedKong, false) => {
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step("The call is withdrawn; play on.")
                .cite(empty_calls)
                .why("A chow, pung or kong called and taken back before any tile is shown is not penalised.")
        }
        (Call::Chow | Call::Pung | Call::Kong | Call::ConcealedKong, true) => {
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step("Tiles were shown for a set that cannot be made: it is ruled as a false set.")
                .step("Before the player discards it can be put right; after the discard the hand is dead.")
                .cite(empty_calls)
                .cite(false_set)
                .why("Once tiles are shown the call is no longer just empty: the false-set rule applies.")
        }
        (Call::Riichi, _) => Ruling::not_covered(ruleset, "a riichi call that could not be completed")
            .why("Its section on empty calls speaks only of chow, pung, kong and wins; the section on riichi errors covers a declaration made without its call, its rotated discard or its stick."),
        (Call::Win, false) => Ruling::new(ruleset, Outcome::DeadHand)
            .step("The hand stays concealed; the player plays on with a dead hand.")
            .step("No chow, pung, kong or win until the hand ends; noten at an exhaustive draw.")
            .cite(empty_calls)
            .cite(dead_hand)
            .why("A win called without laying the tiles open is a dead hand, not a chombo."),
        (Call::Win, true) => chombo(ruleset, c.dealer, chombo_section)
            .cite(empty_calls)
            .why("A win declared with the tiles shown, when the hand is not a valid win, is a chombo."),
    }
}

/// EMA §3.4.2: the noten players pay 3000 in all to the tenpai players; nothing changes
/// hands when all or none are tenpai. A counter goes on the table.
pub(crate) fn ema_exhaustive_draw(
    ruleset: RulesetId,
    d: &ExhaustiveDraw,
    section: Section,
) -> Ruling {
    let tenpai = d.tenpai.min(4);
    let (outcome, line) = match tenpai {
        0 | 4 => (
            Outcome::NoPenalty,
            "Nobody pays: all players or none are tenpai.".to_string(),
        ),
        1 => (
            Outcome::Payments,
            "Each of the three noten players pays 1000 to the tenpai player.".to_string(),
        ),
        2 => (
            Outcome::Payments,
            "Each noten player pays 1500 in all; each tenpai player receives 1500.".to_string(),
        ),
        _ => (
            Outcome::Payments,
            "The noten player pays 1000 to each of the three tenpai players.".to_string(),
        ),
    };
    Ruling::new(ruleset, outcome)
        .step(line)
        .step("Players who declared riichi must show their tenpai hands.")
        .step("Place a 100-point counter at East's right.")
        .cite(section)
        .why(format!(
            "{tenpai} tenpai: the noten penalty is 3000 points in all, shared between the tenpai players."
        ))
}

/// EMA §5.9 (2016) / §5.8 (2012): after the 15-minute signal the hand under way is
/// finished and one more is played; if the dice of the hand under way had not been thrown,
/// only that hand. A chombo's re-deal is not a hand; an abortive draw is.
pub(crate) fn ema_time_signal(ruleset: RulesetId, t: &TimeSignal, section: Section) -> Ruling {
    let hands = match (t.game_complete, t.dice_thrown) {
        (true, _) => 0,
        (false, true) => 2,
        (false, false) => 1,
    };
    let step = match hands {
        0 => "The full game is complete: stop after the hand under way.",
        1 => "Play this hand only: its dice had not been thrown at the signal.",
        _ => "Finish the hand under way, then play one more.",
    };
    Ruling::new(ruleset, Outcome::HandsLeft(hands))
        .step(step)
        .step(
            "A hand re-dealt after a chombo does not count; a hand ended by an abortive draw does.",
        )
        .cite(section)
        .why("A hand counts from the throw of its dice, once the walls stand.")
}
