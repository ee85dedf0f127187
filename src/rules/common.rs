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

/// EMA §5.1.1 (2016 and 2012 alike): the claimed tile must be taken before the next two
/// players have discarded; after that the group is a false set and the hand is dead.
pub(crate) fn ema_claimed_tile(
    ruleset: RulesetId,
    c: &super::ClaimNotTaken,
    [section, dead_hand]: [Section; 2],
) -> Ruling {
    if c.discards_since >= 3 {
        Ruling::new(ruleset, Outcome::DeadHand)
            .step("The player plays on with a dead hand: the group is a false set.")
            .cite(section)
            .cite(dead_hand)
            .why("The next two players have discarded since the claim: too late to take the tile.")
    } else {
        Ruling::new(ruleset, Outcome::NoPenalty)
            .step("Take the claimed tile now and place it with the group.")
            .cite(section)
            .why("The tile may still be taken until the next two players have discarded.")
    }
}

/// EMA §3.4.7 (2016 and 2012 alike): too many or too few tiles is a dead hand.
pub(crate) fn ema_wrong_tile_count(ruleset: RulesetId, dead_hand: Section) -> Ruling {
    Ruling::new(ruleset, Outcome::DeadHand)
        .step(
            "The player plays on with a dead hand, never tenpai; others may say the hand is dead.",
        )
        .cite(dead_hand)
}

/// EMA §5.3: a riichi without its stick stands and is put right; without the call or the
/// turned tile it is no riichi: the stick goes back and the hand is dead; on an open hand,
/// a dead hand. (2016 adds: a turned tile claimed and the next discard not turned is only
/// pointed out.)
pub(crate) fn ema_riichi_declaration(
    ruleset: RulesetId,
    r: &super::RiichiDeclaration,
    [section, dead_hand]: [Section; 2],
) -> Ruling {
    use super::RiichiError;
    match r.error {
        RiichiError::NoStick => Ruling::new(ruleset, Outcome::NoPenalty)
            .step("The riichi stands: put the 1000-point stick out now.")
            .cite(section)
            .why("Opponents should point the missing stick out."),
        RiichiError::NoCall | RiichiError::NoRotation => Ruling::new(ruleset, Outcome::DeadHand)
            .step("There is no riichi: the stick goes back to the player.")
            .step("The player plays on with a dead hand.")
            .cite(section)
            .cite(dead_hand)
            .why("A riichi needs both the call and the discard turned sideways."),
        RiichiError::OpenHand => Ruling::new(ruleset, Outcome::DeadHand)
            .step("The player plays on with a dead hand.")
            .cite(section)
            .cite(dead_hand)
            .why("Riichi cannot be declared with an open hand."),
        RiichiError::RotationAfterClaim if ruleset == RulesetId::Ema2016 => {
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step("Point it out; the player turns the next discard instead. No penalty.")
                .cite(section)
        }
        RiichiError::RotationAfterClaim => Ruling::not_covered(
            ruleset,
            "a turned tile claimed and the next discard not turned",
        ),
    }
}

/// EMA §5.5: obstruction costs 8000 or 12,000 points at the referee's discretion, 12,000 to
/// 48,000 in serious or repeated cases, to nobody; further repeats, disqualification.
/// When the points come off differs: after uma in 2016, at once in 2012.
pub(crate) fn ema_obstruction(
    ruleset: RulesetId,
    o: &super::Obstruction,
    when: &'static str,
    section: Section,
) -> Ruling {
    let range = if o.repeated {
        "The referee chooses a point penalty from 12,000 to 48,000; further repeats mean disqualification."
    } else {
        "The referee chooses a point penalty of 8000 or 12,000 (chombo level)."
    };
    Ruling::new(ruleset, Outcome::Discretion)
        .step(range)
        .step(when)
        .cite(section)
        .why("The points go to no other player.")
}

/// EMA §5.8 (2016) / §5.7 (2012): the substitute's result, and the uma, by whether play
/// had begun. `points` and `uma` are what a substitute is entered with.
pub(crate) fn ema_substitution(
    ruleset: RulesetId,
    s: &super::Substitution,
    [points, uma, top, second, third]: [&str; 5],
    section: Section,
) -> Ruling {
    let r = Ruling::new(ruleset, Outcome::Substitute).step(format!(
        "The substitute's result is entered as {points} points and {uma} uma."
    ));
    let r = if s.during_session {
        r.step(format!(
            "Play had begun: the substitute takes the {uma} uma whatever the table score; the other three get {top}, {second} and {third} by rank."
        ))
    } else {
        r.step("The substitute played from the start: the substitute's table score counts when the others' uma are set.")
    };
    r.step(format!(
        "The player replaced gets {points} points and {uma} uma for each session missed; for illness the organisers may take the name off the results."
    ))
    .cite(section)
}

/// EMA §5.1 (2016 and 2012 alike): errors in the order call, show, take are pointed out,
/// with no penalty; the section speaks of chow, pung and kong only.
pub(crate) fn ema_claim_order(
    ruleset: RulesetId,
    c: &super::ClaimOrder,
    section: Section,
) -> Ruling {
    if c.win {
        return Ruling::not_covered(ruleset, "the order of a win claim")
            .why("Its section on the order of claims speaks of chow, pung and kong.");
    }
    Ruling::new(ruleset, Outcome::NoPenalty)
        .step("Point the order out: call first, then show the matching tiles, then discard and take the tile (these two either way).")
        .cite(section)
}

/// EMA §3.4.6 (2016 and 2012 alike): a chombo at the moment of a win is voided.
pub(crate) fn ema_chombo_with(
    ruleset: RulesetId,
    c: &super::ChomboWith,
    section: Section,
) -> Ruling {
    if c.exhaustive_draw {
        return Ruling::not_covered(ruleset, "a chombo at the moment of an exhaustive draw");
    }
    Ruling::new(ruleset, Outcome::NoPenalty)
        .step("The chombo is voided: score the win as usual.")
        .cite(section)
}

/// EMA §3.4.5 with §3.4.6 and §5.1.2 (2016 and 2012 alike): a furiten player may not win on
/// a discard, so a ron is an invalid win: a chombo with the hand shown, a dead hand without.
pub(crate) fn ema_furiten_ron(
    ruleset: RulesetId,
    f: &super::FuritenRon,
    [furiten, chombo_section, empty_calls, dead_hand]: [Section; 4],
) -> Ruling {
    let r = if f.tiles_shown {
        chombo(ruleset, f.dealer, chombo_section)
            .why("A furiten player may not win on a discard: the ron shown is an invalid win.")
    } else {
        Ruling::new(ruleset, Outcome::DeadHand)
            .step("The hand stays concealed; the player plays on with a dead hand.")
            .cite(empty_calls)
            .cite(dead_hand)
            .why("A win called but not shown, when it cannot stand, is a dead hand.")
    };
    r.cite(furiten)
}

/// EMA §3.4.1 (2016 and 2012 alike): the last tile can be claimed for a win only, and no
/// concealed kong may be declared on it. No penalty is set: the claim is undone.
pub(crate) fn ema_last_tile(ruleset: RulesetId, section: Section) -> Ruling {
    Ruling::new(ruleset, Outcome::NoPenalty)
        .step("The set cannot be made: the claim or the concealed kong is taken back.")
        .step("The last tile may only be claimed to win; the hand then ends as an exhaustive draw unless someone wins.")
        .cite(section)
        .why("A kong declared on the second-to-last tile makes its replacement the last tile.")
}

/// EMA §5.1.3 (2016 and 2012 alike): a call is not to be changed, but a quick correction of a
/// meld call stands; a win call cannot be taken back: if the hand does not win, a dead hand
/// with nothing or only the meld's tiles shown, a chombo with the whole hand shown.
pub(crate) fn ema_changed_call(
    ruleset: RulesetId,
    c: &super::ChangedCall,
    [changing, empty_calls, chombo_section, dead_hand]: [Section; 4],
) -> Ruling {
    use super::Shown;
    match (c.first_was_win, c.first_possible) {
        (false, _) if c.quick => Ruling::new(ruleset, Outcome::NoPenalty)
            .step("The quick correction stands: play the second call, a win included.")
            .cite(changing),
        (false, true) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step("The first call stands and is made; the second is ignored.")
            .cite(changing),
        (false, false) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step("The first call cannot be made: an empty call, not penalised while no tile is shown; tiles shown are ruled as a false set.")
            .cite(changing)
            .cite(empty_calls),
        (true, true) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step("The win stands: the tile goes to the win, not to the meld.")
            .cite(changing),
        (true, false) if c.shown == Shown::Hand => chombo(ruleset, c.dealer, chombo_section)
            .cite(changing)
            .why("A win was called, it cannot be taken back, and the whole hand was shown."),
        (true, false) => Ruling::new(ruleset, Outcome::DeadHand)
            .step("The player plays on with a dead hand.")
            .cite(changing)
            .cite(dead_hand)
            .why("A win was called and cannot be taken back; with no tiles, or only a meld's, shown it is a dead hand."),
    }
}

/// EMA §5.1.2 (2016 and 2012 alike): a win needs a proper word; a wrong one corrected at
/// once, or ron and tsumo mixed up, still wins (point it out; repeats are for the referee);
/// a wrong word with the hand laid open ("ippatsu!") is a chombo. §5.1 accepts kan, pon and
/// chi beside kong, pung and chow.
pub(crate) fn ema_wrong_word(
    ruleset: RulesetId,
    w: &super::WrongWord,
    [empty_calls, claiming, chombo_section]: [Section; 3],
) -> Ruling {
    match (w.win, w.understood || w.corrected) {
        (true, true) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step("The win stands; point out the proper word. Repeats may be penalised at the referee's discretion.")
            .cite(empty_calls),
        (true, false) if w.tiles_shown => chombo(ruleset, w.dealer, chombo_section)
            .cite(empty_calls)
            .why("A win needs a proper word; a wrong one with the hand laid open is a chombo."),
        (true, false) => Ruling::not_covered(ruleset, "a wrong word for a win with the hand still hidden"),
        (false, true) => Ruling::new(ruleset, Outcome::NoPenalty)
            .step("The call stands; kan, pon and chi are as good as kong, pung and chow.")
            .cite(claiming),
        (false, false) => Ruling::not_covered(ruleset, "a meld called with a word nobody understood"),
    }
}
