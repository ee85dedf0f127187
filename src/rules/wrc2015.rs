//! World Riichi Championship Rules 2015, §7 Fouls and penalties.
//!
//! §7.1 Types of penalties (not penalised, point penalty, dead hand, chonbo,
//! disqualification); §7.2 Fouls, one entry per foul, in the document's order.

use super::common::{chombo, no_false_set};
use super::{
    Call, EmptyCall, ExposedTiles, FalseSet, Incident, Late, Outcome, PassingInformation, Payment,
    RulesetId, Ruling, Section, Unit, When, group_line,
};

const RULESET: RulesetId = RulesetId::Wrc2015;

const fn section(number: &'static str, title: &'static str) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title,
    }
}

/// §7.1, dead hand: no chow, pung, kong (concealed included), riichi or win; noten.
const DEAD_HAND: Section = section("7.1", "Types of penalties: dead hand");
/// §7.1, chonbo: 20 points off the overall score and a re-deal.
const CHONBO: Section = section("7.1", "Types of penalties: chonbo");
/// §7.1, disqualification.
const DISQUALIFICATION: Section = section("7.1", "Types of penalties: disqualification");
/// §7.1, point penalty: off the overall score only.
const POINT_PENALTY: Section = section("7.1", "Types of penalties: point penalty");
const EMPTY_CALL: Section = section("7.2", "Fouls: empty call");
const WRONG_TILE_COUNT: Section = section("7.2", "Fouls: wrong tile count");
const DEAD_HAND_CALL: Section = section("7.2", "Fouls: calling with a dead hand");
const WRONG_RIICHI: Section = section("7.2", "Fouls: wrong riichi declaration");
const OBSTRUCTION: Section = section("7.2", "Fouls: obstruction");
const SWAP_CALLING: Section = section("7.2", "Fouls: swap-calling");
const CHANGING_A_CALL: Section = section("7.2", "Fouls: changing a call");
const WRONG_WORD: Section = section("7.2", "Fouls: wrong word");
/// §7.2, invalid group: a melded group that is no chow, pung or kong.
const INVALID_GROUP: Section = section("7.2", "Fouls: invalid group");
const WRONGLY_REVEALING: Section = section("7.2", "Fouls: wrongly revealing or picking tiles");
const PASSING_INFORMATION: Section = section("7.2", "Fouls: passing information");
const CHEATING: Section = section("7.2", "Fouls: cheating");
const PHONE_RINGING: Section = section("7.2", "Fouls: phone ringing");
const BEING_LATE: Section = section("7.2", "Fouls: being late for a hanchan");
const MISSING_A_HANCHAN: Section =
    section("7.2", "Fouls: missing a hanchan and substitute players");

/// Rules an incident under WRC 2015.
///
/// ```
/// use mahjong_referee::rules::{wrc2015, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"891m","discarded":true}"#.parse().unwrap();
/// assert_eq!(wrc2015::rule(&i).outcome.code(), "dead-hand");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::EmptyCall(c) => empty_call(c),
        Incident::FalseSet(f) => invalid_group(f),
        Incident::ExposedTiles(e) => wrongly_revealing_tiles(e),
        Incident::WrongDraw(_) => wrongly_picking_tiles(),
        Incident::PassingInformation(p) => passing_information(p),
        Incident::Cheating => cheating(),
        Incident::Telephone => phone_ringing(),
        Incident::Late(l) => being_late(l),
        Incident::ClaimedTileNotTaken(c) => wrong_tile_count(c.discards_since >= 3),
        Incident::WrongTileCount => wrong_tile_count(true),
        Incident::DeadHandCall(c) => calling_with_a_dead_hand(c),
        Incident::RiichiDeclaration(r) => wrong_riichi_declaration(r),
        Incident::NotenRiichi(n) => noten_riichi(n),
        Incident::Obstruction(o) => Ruling::new(RULESET, Outcome::Discretion)
            .step(if o.repeated {
                "The referee sets the penalty; repeated obstruction can mean disqualification."
            } else {
                "The referee sets the penalty."
            })
            .cite(OBSTRUCTION)
            .why("Abusing the rules or exploiting loop-holes is obstruction."),
        Incident::Substitution(_) => missing_a_hanchan(),
        Incident::ChomboWith(c) => chonbo_with(c),
        Incident::SwapCalling => Ruling::new(RULESET, Outcome::DeadHand)
            .step("Judged at the discard: the melded group and the discard stay as they are; the player has a dead hand.")
            .cite(SWAP_CALLING)
            .cite(DEAD_HAND),
        Incident::FuritenRon(f) => empty_call(&EmptyCall {
            call: Call::Win,
            tiles_shown: f.tiles_shown,
            dealer: f.dealer,
            ..EmptyCall::default()
        })
        .why("A furiten player cannot complete a ron: the call is an empty call for a win."),
        Incident::ChangedCall(c) => changing_a_call(c),
        Incident::RiichiKong(k) => chombo(RULESET, k.dealer, CHONBO)
            .cite(WRONG_RIICHI)
            .why("An invalid concealed kong after riichi is a chonbo, found out when the player wins or the hand is drawn."),
        Incident::WrongWord(w) if w.understood || w.corrected => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Not penalised while the intent is clear; the valid words are chii, pon, kan, riichi, ron and tsumo.")
            .cite(WRONG_WORD),
        Incident::WrongWord(_) => {
            Ruling::not_covered(RULESET, "a call whose intent was not clear")
        }
        Incident::LastTileClaim => Ruling::not_covered(RULESET, "claims on the last tile")
            .why("The project has the WRC 2015 rules' §7 only."),
        Incident::ClaimOrder(_) => Ruling::not_covered(RULESET, "the order of a claim"),
        Incident::EarlyChow => Ruling::not_covered(RULESET, "a chow called too early"),
        Incident::WallTouched(_) => {
            Ruling::not_covered(RULESET, "a call after touching the wall tile")
        }
        Incident::DistributionFoul => {
            Ruling::not_covered(RULESET, "faults in building the wall or dealing")
        }
        Incident::Counting(_) => Ruling::not_covered(RULESET, "counting errors after a win"),
        Incident::AbortiveDraw(_) => Ruling::not_covered(RULESET, "abortive draws")
            .why("The project has the WRC 2015 rules' §7 only."),
        Incident::ExhaustiveDraw(_) => Ruling::not_covered(RULESET, "noten payments")
            .why("The project has the WRC 2015 rules' §7 only; the draw is settled by the WRC game rules."),
        Incident::TimeSignal(_) => Ruling::not_covered(RULESET, "time-limited sessions")
            .why("The project has the WRC 2015 rules' §7 only."),
    }
}

/// §7.2 Empty call: a chow, pung or kong, a concealed kong or a riichi that cannot be made
/// is not penalised; a win called with the hand still concealed is a dead hand, with the
/// hand shown a chonbo.
fn empty_call(c: &EmptyCall) -> Ruling {
    match (c.call, c.tiles_shown) {
        (Call::Win, false) => Ruling::new(RULESET, Outcome::DeadHand)
            .step("The player plays on with a dead hand: no chow, pung, kong, riichi or win; noten.")
            .cite(EMPTY_CALL)
            .cite(DEAD_HAND)
            .why("An empty win call with the hand still concealed is a dead hand."),
        (Call::Win, true) => chombo(RULESET, c.dealer, CHONBO)
            .cite(EMPTY_CALL)
            .why("An empty win call with the hand shown is a chonbo: 20 points off the overall score, and no mangan payment."),
        (Call::Chow | Call::Pung | Call::Kong, true) => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Tiles were shown for a group that cannot be made: it is ruled as an invalid group.")
            .step("Before the discard the player may make the called group, or take the call back as an empty call.")
            .cite(EMPTY_CALL)
            .cite(INVALID_GROUP),
        (_, _) => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("The call is void; play on.")
            .cite(EMPTY_CALL)
            .why("Empty calls for a chow, pung, kong, concealed kong or riichi are not penalised."),
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
        Ruling::new(RULESET, Outcome::DeadHand)
            .step("Leave the group as it is: after the discard it cannot be changed.")
            .step("The player plays on with a dead hand: no chow, pung, kong (concealed ones too), riichi or win.")
            .step("A player not in riichi still chooses the discards; the hand is noten at the end.")
            .cite(INVALID_GROUP)
            .cite(DEAD_HAND)
            .why(group_line(f))
            .why("Under WRC 2015 an invalid group is fixed once its owner discards, and the hand becomes dead.")
    } else {
        Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Before discarding, the player may still make the group that was called: then there is no penalty.")
            .step("Or the player takes the call back: that is an empty call, not penalised for a chow, pung or kong.")
            .cite(INVALID_GROUP)
            .why(group_line(f))
            .why("Under WRC 2015 the mistake can be corrected until the player discards.")
    }
}

/// §7.2 Wrongly revealing or picking tiles: a few tiles cost nothing and go back; if play
/// cannot go on fairly, chonbo; during the deal, a re-deal if it is a problem.
fn wrongly_revealing_tiles(e: &ExposedTiles) -> Ruling {
    if e.during_deal {
        return Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Put the tiles back; if it is a problem for play, re-deal with no penalty.")
            .cite(WRONGLY_REVEALING);
    }
    if !e.play_can_continue {
        return chombo(RULESET, false, CHONBO)
            .cite(WRONGLY_REVEALING)
            .why("Play cannot go on fairly after so many tiles were revealed.");
    }
    Ruling::new(RULESET, Outcome::NoPenalty)
        .step("Put the tiles back where they came from and play on.")
        .cite(WRONGLY_REVEALING)
        .why("Revealing a few tiles is not penalised.")
}

/// §7.2 Wrongly revealing or picking tiles: a tile picked from the wrong place goes back.
fn wrongly_picking_tiles() -> Ruling {
    Ruling::new(RULESET, Outcome::NoPenalty)
        .step("Put the tile back where it came from and draw the right one.")
        .cite(WRONGLY_REVEALING)
        .why("A wrongly picked tile is not penalised.")
}

/// §7.2 Passing information: minor cases are not penalised; otherwise the referee decides.
fn passing_information(p: &PassingInformation) -> Ruling {
    if p.serious {
        Ruling::new(RULESET, Outcome::Discretion)
            .step("The referee sets the penalty.")
            .cite(PASSING_INFORMATION)
    } else {
        Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Minor cases are not penalised; correcting a slip about to happen, or saying a hand is dead, is allowed.")
            .cite(PASSING_INFORMATION)
    }
}

/// §7.2 Cheating: immediate disqualification (§7.1).
fn cheating() -> Ruling {
    Ruling::new(RULESET, Outcome::Disqualification)
        .step("Disqualify the player at once: no more play in the tournament.")
        .step("The player is left out of the ranking, and the player's federation is told.")
        .cite(CHEATING)
        .cite(DISQUALIFICATION)
}

/// §7.2 Phone ringing: a point penalty at the referee's discretion.
fn phone_ringing() -> Ruling {
    Ruling::new(RULESET, Outcome::Discretion)
        .step("The referee may give a point penalty, by how much play was disturbed.")
        .cite(PHONE_RINGING)
}

/// §7.2 Being late for a hanchan: one point a minute up to ten; more than ten, a substitute
/// plays the hanchan and the missing player has 30 points off (not added to the lateness
/// points).
fn being_late(l: &Late) -> Ruling {
    match l.minutes {
        0 => Ruling::new(RULESET, Outcome::NothingToRule)
            .step("Not late: play.")
            .cite(BEING_LATE),
        m @ 1..=10 => {
            let amount = u32::from(m);
            Ruling::point_penalty(RULESET, amount, Unit::OverallPoints, When::AtOnce)
                .step("Play the hanchan; the points come off the overall score.")
                .cite(BEING_LATE)
                .why(format!("{m} minutes late: one point a minute (1 point is 1000 table points)."))
                .why("The table's scores do not change.")
        }
        m => Ruling::new(RULESET, Outcome::Substitute)
            .step("A substitute plays the hanchan; the substitute is scored but not ranked.")
            .step("The missing player gets no points for the hanchan and a 30-point penalty, instead of the lateness points.")
            .pay([Payment::off_own_score(30, Unit::OverallPoints, When::AtOnce)])
            .cite(BEING_LATE)
            .cite(MISSING_A_HANCHAN)
            .why(format!("{m} minutes late: more than ten.")),
    }
}

/// §7.2 Wrong tile count: a claimed tile not taken before the next two players have
/// discarded, or too many or too few tiles, is a dead hand.
fn wrong_tile_count(dead: bool) -> Ruling {
    if dead {
        Ruling::new(RULESET, Outcome::DeadHand)
            .step("The player plays on with a dead hand: no calls, no riichi, no win; noten.")
            .cite(WRONG_TILE_COUNT)
            .cite(DEAD_HAND)
    } else {
        Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Take the claimed tile now: the next two players have not both discarded yet.")
            .cite(WRONG_TILE_COUNT)
    }
}

/// §7.2 Calling with a dead hand (riichi and concealed kong too): before the hand was
/// declared dead the call is void and not penalised; after, 20 points and play goes on.
fn calling_with_a_dead_hand(c: &super::DeadHandCall) -> Ruling {
    if c.declared_dead {
        Ruling::point_penalty(RULESET, 20, Unit::OverallPoints, When::AtOnce)
            .step("The call is void and play goes on; 20 points come off the overall score.")
            .cite(DEAD_HAND_CALL)
            .cite(POINT_PENALTY)
            .why("Not a chonbo: the game goes on.")
    } else {
        Ruling::new(RULESET, Outcome::NoPenalty)
            .step("The call is void; play on.")
            .cite(DEAD_HAND_CALL)
            .why("The hand had not been formally declared dead.")
    }
}

/// §7.2 Wrong riichi declaration: no stick, no call, no turned tile: not penalised (put
/// right); on an open hand the riichi is void and the stick goes back.
fn wrong_riichi_declaration(r: &super::RiichiDeclaration) -> Ruling {
    use super::RiichiError;
    match r.error {
        RiichiError::NoStick => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Put the 1000-point stick out now.")
            .cite(WRONG_RIICHI),
        RiichiError::NoCall => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("The riichi stands; no penalty.")
            .cite(WRONG_RIICHI),
        RiichiError::NoRotation => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Turn the tile now. If nobody knows which tile it was, the earliest of the possible tiles counts for furiten.")
            .cite(WRONG_RIICHI),
        RiichiError::OpenHand => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("The riichi is void: the stick goes back, and there is no noten riichi penalty.")
            .cite(WRONG_RIICHI),
        RiichiError::RotationAfterClaim => Ruling::not_covered(
            RULESET,
            "a turned tile claimed and the next discard not turned",
        ),
    }
}

/// §7.2 Wrong riichi declaration, noten riichi: chonbo, found out at a win or a drawn game;
/// not if the hand is noten only through a dead hand given after the riichi (the player
/// shows the hand to prove it), who then pays as noten, and the deal passes if East.
fn noten_riichi(n: &super::NotenRiichi) -> Ruling {
    if n.dead_after_riichi {
        Ruling::new(RULESET, Outcome::Payments)
            .step("The player shows the hand to prove it; no chonbo.")
            .step("The player pays as noten; if the player is East, the deal passes.")
            .cite(WRONG_RIICHI)
    } else {
        chombo(RULESET, n.dealer, CHONBO)
            .cite(WRONG_RIICHI)
            .why("A riichi on a hand that is not waiting is a chonbo.")
    }
}

/// §7.2 Missing a hanchan and substitute players: the substitute is scored but not ranked;
/// the missing player gets no points and 30 points off.
fn missing_a_hanchan() -> Ruling {
    Ruling::new(RULESET, Outcome::Substitute)
        .step("The substitute plays and is scored, but is not in the ranking.")
        .step("The missing player gets no points for the hanchan and 30 points off the overall score.")
        .step("Missing a hanchan on purpose without good reason may be ruled obstruction, up to disqualification.")
        .pay([Payment::off_own_score(30, Unit::OverallPoints, When::AtOnce)])
        .cite(MISSING_A_HANCHAN)
}

/// §7.1 Chonbo: with a win, the chonbo is voided, the win scored and the seats move as
/// usual; with an exhaustive draw, no noten payment, no counter, and a re-deal.
fn chonbo_with(c: &super::ChomboWith) -> Ruling {
    if c.exhaustive_draw {
        Ruling::new(RULESET, Outcome::ReDeal)
            .step("No noten payments and no counter: the hand is dealt again.")
            .cite(CHONBO)
    } else {
        Ruling::new(RULESET, Outcome::NoPenalty)
            .step("The chonbo is voided: the offender is not penalised, the win is scored, and the seats move as usual.")
            .cite(CHONBO)
    }
}

/// §7.2 Changing a call: calls are not changed; a wrong word corrected at once is fine;
/// otherwise the first call must be made, or it is an empty call (and the second is lost).
fn changing_a_call(c: &super::ChangedCall) -> Ruling {
    use super::Shown;
    if c.quick {
        return Ruling::new(RULESET, Outcome::NoPenalty)
            .step("A wrong word corrected at once: the corrected call is played.")
            .cite(CHANGING_A_CALL);
    }
    if c.first_possible {
        return Ruling::new(RULESET, Outcome::NoPenalty)
            .step("The first call must be made; a meld already laid for the second is taken back.")
            .cite(CHANGING_A_CALL);
    }
    let call = if c.first_was_win {
        Call::Win
    } else {
        Call::Pung
    };
    empty_call(&EmptyCall {
        call,
        tiles_shown: if c.first_was_win {
            c.shown == Shown::Hand
        } else {
            c.shown != Shown::None
        },
        dealer: c.dealer,
        ..EmptyCall::default()
    })
    .cite(CHANGING_A_CALL)
    .why("The first call cannot be made: it counts as an empty call, and the second call cannot be made instead.")
}
