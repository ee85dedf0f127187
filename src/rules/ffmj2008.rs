//! FFMJ Regulation 2008, Paris International Tournament (MCR).
//!
//! The document has no section numbers; citations use its headings: "Sanctions during a
//! session" ((A) fouls, (B) dead hand, (C) false hu), "Lateness", "Knocked-over tiles",
//! "Drawing problems", "False set, false flower", "False calls".

use super::calc::{ffmj_foul, foul_payments};
use super::common::no_false_set;
use super::{
    Call, EmptyCall, ExposedFrom, ExposedTiles, FalseSet, Incident, Late, Outcome, Party, Payment,
    Replacement, RulesetId, Ruling, Section, ShownHu, Unit, When, WrongDraw, group_line,
};

const RULESET: RulesetId = RulesetId::Ffmj2008;

const fn heading(title: &'static str) -> Section {
    Section {
        ruleset: RULESET,
        number: None,
        title,
    }
}

const SILENCE: Section = heading("Good behaviour: silence");
/// "Sanctions (A) Fouls": a warning, then 10, 20, 30 points, then elimination.
const FOULS: Section = heading("Sanctions (A): fouls");
/// "Sanctions (B) Dead hand": no hu, the game goes on.
const DEAD_HAND: Section = heading("Sanctions (B): dead hand");
const FALSE_HU: Section = heading("Sanctions (C): false hu");
const LATENESS: Section = heading("Lateness");
const KNOCKED_OVER: Section = heading("Knocked-over tiles");
const DRAWING_PROBLEMS: Section = heading("Drawing problems");
/// "False set, false flower": the player shows a false figure and sees the mistake.
const FALSE_SET: Section = heading("False set");
const FALSE_CALLS: Section = heading("False calls");
const DIVERSE_MISTAKES: Section = heading("Diverse mistakes");
const CALLS: Section = heading("Good behaviour: the five calls");
const PLAYING_TIME: Section = heading("Good behaviour: playing time and chow");
const DISTRIBUTION: Section = heading("Distribution fouls");
const COUNTING: Section = heading("Counting points");

/// Rules an incident under FFMJ 2008.
///
/// ```
/// use mahjong_referee::rules::{ffmj2008, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","replacement":"taken"}"#.parse().unwrap();
/// assert_eq!(ffmj2008::rule(&i).outcome.code(), "dead-hand");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::PassingInformation(_) => Ruling::new(RULESET, Outcome::Discretion)
            .step("The referee, who has full authority over fouls, decides the sanction.")
            .cite(SILENCE)
            .cite(FOULS)
            .why("Silence is required during play: no comments and no indications."),
        Incident::Late(l) => lateness(l),
        Incident::ExposedTiles(e) => knocked_over_tiles(e),
        Incident::WrongDraw(d) => drawing_problems(d),
        Incident::FalseSet(f) => false_set(f),
        Incident::EmptyCall(c) => false_calls(c),
        Incident::Cheating => Ruling::not_covered(RULESET, "cheating")
            .why("The referee has full authority to sanction any foul."),
        Incident::Telephone => Ruling::not_covered(RULESET, "telephones"),
        Incident::ExhaustiveDraw(_) => Ruling::not_covered(RULESET, "noten payments"),
        Incident::TimeSignal(_) => Ruling::not_covered(RULESET, "time-limited sessions"),
        Incident::ClaimedTileNotTaken(c) if c.discards_since >= 3 => {
            Ruling::new(RULESET, Outcome::DeadHand)
                .step("Too late to take the claimed tile: the player plays on with a dead hand.")
                .cite(DIVERSE_MISTAKES)
                .cite(DEAD_HAND)
                .why("The tile may be taken back only while one or two discards have followed.")
        }
        Incident::ClaimedTileNotTaken(_) => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Take the claimed tile now.")
            .cite(DIVERSE_MISTAKES),
        Incident::RiichiDeclaration(_) | Incident::NotenRiichi(_) | Incident::RiichiKong(_) => {
            Ruling::not_covered(RULESET, "riichi").why("MCR has no riichi.")
        }
        Incident::WrongTileCount => Ruling::not_covered(RULESET, "a wrong tile count during play")
            .why("A wrong count is ruled only when hu is called (false hu)."),
        Incident::DeadHandCall(_) => Ruling::not_covered(RULESET, "claims from a dead hand")
            .why("A dead hand (B) may not call hu; the text says nothing of other claims."),
        Incident::AbortiveDraw(_) => Ruling::not_covered(RULESET, "abortive draws"),
        Incident::Obstruction(_) => Ruling::not_covered(RULESET, "obstruction")
            .why("The referee has full authority to sanction any foul."),
        Incident::Substitution(_) => Ruling::not_covered(RULESET, "substitutes"),
        Incident::ClaimOrder(c) => claim_order(c),
        Incident::EarlyChow => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Other calls have priority: set everything back, even tiles already shown or discarded.")
            .cite(PLAYING_TIME)
            .why("A chow must wait the 3 seconds left for pung, kong and hu."),
        Incident::WallTouched(w) if w.touched => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("The player touched the tile to draw: no more calling.")
            .cite(DRAWING_PROBLEMS),
        Incident::WallTouched(_) => Ruling::not_covered(RULESET, "reaching for the wall without touching"),
        Incident::DistributionFoul => Ruling::new(RULESET, Outcome::ReDeal)
            .step("If at least one player asks, rebuild the wall and deal again. No penalty.")
            .cite(DISTRIBUTION),
        Incident::Counting(c) => counting_points(c),
        Incident::ChangedCall(c) => multiple_calls(c),
        Incident::WrongWord(w) if w.understood => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Accepted: other pronunciations and translations are fine when clearly spoken.")
            .cite(CALLS),
        Incident::WrongWord(_) => Ruling::not_covered(RULESET, "a call with a word nobody understood")
            .why("The referee has full authority to sanction any foul."),
        Incident::FuritenRon(_) => Ruling::not_covered(RULESET, "furiten").why("MCR has no furiten."),
        Incident::SwapCalling => Ruling::not_covered(RULESET, "swap-calling"),
        Incident::LastTileClaim => Ruling::not_covered(RULESET, "claims on the last tile"),
        Incident::ChomboWith(_) => {
            Ruling::not_covered(RULESET, "chombo").why("MCR has no chombo.")
        }
    }
}

/// A foul (A) at its rank in the session, with its points off the offender's final score.
fn foul(prior_fouls: u8) -> Ruling {
    let rank = prior_fouls.saturating_add(1);
    let penalty = ffmj_foul(rank);
    Ruling::new(RULESET, Outcome::Foul { rank, penalty }).pay(foul_payments(penalty))
}

/// "Lateness": under 10 minutes −10; 10 to 15 minutes −20; over 15, elimination.
fn lateness(l: &Late) -> Ruling {
    let points = |amount: u32| {
        Ruling::point_penalty(RULESET, amount, Unit::McrPoints, When::FromSessionScore)
            .step("Play; the points come off the player's score.")
            .cite(LATENESS)
    };
    match l.minutes {
        0 => Ruling::new(RULESET, Outcome::NothingToRule)
            .step("Not late: play.")
            .cite(LATENESS),
        m @ 1..=9 => points(10).why(format!("{m} minutes late: under 10 minutes.")),
        m @ 10..=15 => points(20).why(format!("{m} minutes late: 10 to 15 minutes.")),
        m => Ruling::new(RULESET, Outcome::Disqualification)
            .step("The player is eliminated.")
            .cite(LATENESS)
            .why(format!("{m} minutes late: over 15 minutes.")),
    }
}

/// "Knocked-over tiles": one's own tile or the wall's by accident, no penalty (everyone must
/// know what the tile was); another player's tile, a foul (A).
fn knocked_over_tiles(e: &ExposedTiles) -> Ruling {
    match e.from {
        ExposedFrom::OpponentHand => foul(0)
            .step("Record the foul.")
            .cite(KNOCKED_OVER)
            .cite(FOULS)
            .why("Knocking over another player's tile is a foul (its rank depends on the player's earlier fouls)."),
        ExposedFrom::Wall | ExposedFrom::DeadWall | ExposedFrom::OwnHand => {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step("Make sure every player knows what the tile was, then play on.")
                .cite(KNOCKED_OVER)
        }
    }
}

/// "Drawing problems": a tile drawn from the wrong place or at the wrong time, not yet in
/// the hand, is a foul (A) and goes back; in the hand, a dead hand (B) and the tile stays.
fn drawing_problems(d: &WrongDraw) -> Ruling {
    if d.into_hand || d.discarded {
        Ruling::new(RULESET, Outcome::DeadHand)
            .step("The player keeps the tile; the game goes on with the player's hand dead.")
            .cite(DRAWING_PROBLEMS)
            .cite(DEAD_HAND)
    } else {
        foul(0)
            .step("Put the tile back in its place.")
            .cite(DRAWING_PROBLEMS)
            .cite(FOULS)
            .why("Its rank depends on the player's earlier fouls this session.")
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
        return Ruling::new(RULESET, Outcome::DeadHand)
            .step("The false set stays as it is: it can no longer be changed.")
            .step("Its tiles count as shown; the last-tile fan can still be claimed on them.")
            .step("The player plays on but may not declare hu.")
            .cite(FALSE_SET)
            .cite(DEAD_HAND)
            .why(group_line(f))
            .why("Under FFMJ 2008 the mistake can be corrected only while the player has neither discarded nor drawn a replacement tile.");
    }
    foul(f.prior_fouls)
        .step("Correct the set now.")
        .step("Discard the tiles shown by mistake.")
        .cite(FALSE_SET)
        .cite(FOULS)
        .why(group_line(f))
        .why("Under FFMJ 2008 a false set seen before any discard or replacement draw is a foul, and the player corrects it.")
}

/// "False calls": a chow, pung or kong called must be played, else a foul (A). A hu is a hu:
/// tiles not shown, a dead hand (B); shown without 8 points, 30 points (the others +10
/// each); shown and incorrect, 60 points (the others +20 each) — (C).
fn false_calls(c: &EmptyCall) -> Ruling {
    match (c.call, c.tiles_shown) {
        (Call::Riichi, _) => Ruling::not_covered(RULESET, "riichi calls").why("MCR has no riichi."),
        (Call::Win, false) => Ruling::new(RULESET, Outcome::DeadHand)
            .step("The player plays on with a dead hand: no hu.")
            .cite(FALSE_CALLS)
            .cite(DEAD_HAND),
        (Call::Win, true) => {
            let (total, each, why, tiles) = match c.shown_hu() {
                ShownHu::Valid(r) => return super::calc::valid_hu(RULESET, FALSE_HU, &r),
                ShownHu::ShortOf8(r) => (
                    30,
                    10,
                    "The hand was shown but 8 points cannot be found: 30 points.",
                    r,
                ),
                ShownHu::Incorrect(r) => (
                    60,
                    20,
                    "The hand was shown and is incorrect (false set, too many or too few tiles, false flower): 60 points.",
                    r,
                ),
            };
            Ruling::new(
                RULESET,
                Outcome::PointPenalty {
                    amount: total,
                    unit: Unit::McrPoints,
                },
            )
            .step("The game goes on: the player turns the hand face down.")
            .step(
                "The player's shown tiles (not the sets already exposed) must be discarded first.",
            )
            .pay([Payment {
                payer: Party::Offender,
                payee: Party::EachOtherPlayer,
                amount: each,
                unit: Unit::McrPoints,
                when: When::AtOnce,
            }])
            .cite(FALSE_CALLS)
            .cite(FALSE_HU)
            .why(why)
            .why_maybe(tiles.as_ref().map(super::calc::shown_hand_line))
        }
        (_, _) => foul(c.prior_fouls)
            .step("The call cannot be played: record the foul.")
            .cite(FALSE_CALLS)
            .cite(FOULS)
            .why("Calls must be played; a player who will not or cannot commits a foul."),
    }
}

/// "Diverse mistakes": showing tiles before the call is a foul (A); so is taking the claimed
/// tile before showing the tiles.
fn claim_order(c: &super::ClaimOrder) -> Ruling {
    use super::OrderError;
    match c.error {
        OrderError::ShownBeforeCall | OrderError::TakenBeforeShowing => foul(c.prior_fouls)
            .step("Record the foul.")
            .cite(DIVERSE_MISTAKES)
            .cite(FOULS),
        OrderError::TakenBeforeCall => {
            Ruling::not_covered(RULESET, "taking a discard before calling")
                .why("It asks for the call before the tiles are shown.")
        }
    }
}

/// "Counting points": the winning hand stays intact, with its flowers, until the score is
/// agreed; the others keep their hands concealed and the wall standing.
fn counting_points(c: &super::Counting) -> Ruling {
    use super::CountingError;
    match c.error {
        CountingError::WinningTileNotAdded | CountingError::HandNotIntact => Ruling::new(
            RULESET,
            Outcome::PointPenalty {
                amount: 60,
                unit: Unit::McrPoints,
            },
        )
        .step("The hand counts as incomplete: a 60-point penalty (C), the others get 20 each.")
        .pay([Payment {
            payer: Party::Offender,
            payee: Party::EachOtherPlayer,
            amount: 20,
            unit: Unit::McrPoints,
            when: When::AtOnce,
        }])
        .cite(COUNTING)
        .cite(FALSE_HU),
        CountingError::OwnFlowersAdded => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Tolerated, if the flowers are kept clearly apart.")
            .cite(COUNTING),
        CountingError::OtherShowedTiles => Ruling::new(RULESET, Outcome::DeadHand)
            .step(
                "The player who showed tiles has a dead hand (B) and must discard the tiles shown.",
            )
            .cite(COUNTING)
            .cite(DEAD_HAND),
        CountingError::WallBroken => foul(c.prior_fouls)
            .step("Record the foul (A); the referee may give a heavier penalty.")
            .cite(COUNTING)
            .cite(FOULS),
    }
}

/// "False calls": of several calls only the first is valid, and it must be played (else a
/// foul (A)); a hu declared is a hu, ruled as a false hu when the hand does not win.
fn multiple_calls(c: &super::ChangedCall) -> Ruling {
    use super::Shown;
    if c.first_possible {
        return Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Only the first call is valid: play it.")
            .cite(FALSE_CALLS);
    }
    if c.first_was_win {
        return false_calls(&EmptyCall {
            call: Call::Win,
            tiles_shown: c.shown == Shown::Hand,
            ..EmptyCall::default()
        })
        .why("A declared hu is a hu: it is ruled as a false hu (an incorrect hand unless it has four sets and a pair).");
    }
    foul(c.prior_fouls)
        .step("The first call cannot be played: record the foul.")
        .cite(FALSE_CALLS)
        .cite(FOULS)
}
