//! EMA Riichi Competition Rules 2012.
//!
//! §3.4 End of a hand and §5 Etiquette and tournament rules. Where a section reads as in
//! 2016, the 2016 reading is used with this document's citation; where it differs — the
//! chombo payment, exposed tiles, the dead wall, point penalties taken at once, substitutes'
//! scores, no telephone section — it is written out here.

use super::common::{
    chombo, ema_changed_call, ema_chombo_with, ema_claim_order, ema_claimed_tile, ema_empty_calls,
    ema_exhaustive_draw, ema_furiten_ron, ema_last_tile, ema_obstruction, ema_riichi_declaration,
    ema_substitution, ema_time_signal, ema_wrong_tile_count, ema_wrong_word,
};
use super::{
    ExposedFrom, ExposedTiles, Incident, Late, Outcome, RulesetId, Ruling, Section, Unit, When,
    WrongDraw, ema2016,
};

const RULESET: RulesetId = RulesetId::Ema2012;

const fn section(number: &'static str, title: &'static str) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title,
    }
}

const EXHAUSTIVE_DRAW: Section = section("3.4.2", "Exhaustive draw");
const LAST_TILE: Section = section("3.4.1", "Last tile");
const FURITEN: Section = section("3.4.5", "Furiten");
const CHOMBO: Section = section("3.4.6", "Chombo");
const DEAD_HAND: Section = section("3.4.7", "Dead hand");
const ABORTIVE_DRAW: Section = section("3.4.3", "Abortive draw");
const RIICHI_BETS: Section = section("3.4.4", "Handling riichi bets after drawn games");
const CLAIMING_ERRORS: Section = section("5.1", "Errors in claiming tiles");
const NOT_TAKEN: Section = section("5.1.1", "Failing to take the claimed tile");
const EMPTY_CALLS: Section = section("5.1.2", "Empty calls");
const CHANGING_CALLS: Section = section("5.1.3", "Changing calls");
const CLAIMING_A_FALSE_SET: Section = section("5.1.4", "Claiming a false set");
const EXPOSING_TILES: Section = section("5.2", "Exposing tiles");
const FROM_THE_WALL: Section = section("5.2.1", "Exposing tiles from the wall");
const FROM_THE_DEAD_WALL: Section = section("5.2.2", "Exposing tiles from the dead wall");
const FROM_OWN_HAND: Section = section("5.2.3", "Exposing tiles from the player's own hand");
const FROM_AN_OPPONENT: Section = section("5.2.4", "Exposing tiles from an opponent's hand");
const WRONG_PART_OF_THE_WALL: Section = section("5.2.5", "Picking from the wrong part of the wall");
const RIICHI_ERRORS: Section = section("5.3", "Errors in connection with riichi declaration");
const PASSING_INFORMATION: Section = section("5.4", "Passing information");
const CHEATING: Section = section("5.5", "Cheating and obstruction");
const BEING_LATE: Section = section("5.6", "Being late at a tournament");
const SUBSTITUTES: Section = section("5.7", "Substitute players");
const SESSIONS: Section = section("5.8", "Tournament sessions");

/// Rules an incident under EMA 2012.
///
/// ```
/// use mahjong_referee::rules::{ema2012, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"445m","discarded":true}"#.parse().unwrap();
/// assert_eq!(ema2012::rule(&i).sections[0].to_string(), "EMA 2012 §5.1.4");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::ExhaustiveDraw(d) => ema_exhaustive_draw(RULESET, d, EXHAUSTIVE_DRAW),
        Incident::AbortiveDraw(a) => abortive_draw(a),
        Incident::NotenRiichi(n) => chombo(RULESET, n.dealer, CHOMBO)
            .why("A riichi on a hand that is not waiting is a chombo, found out at a drawn game.")
            .why("The 2012 text makes no exception for a hand declared dead after the riichi."),
        Incident::DeadHandCall(c) if c.declared_dead => chombo(RULESET, c.dealer, CHOMBO)
            .why("Claiming a tile once the hand has been declared dead is a chombo."),
        Incident::DeadHandCall(_) => {
            Ruling::not_covered(RULESET, "a call from a dead hand not yet declared dead")
        }
        Incident::ChomboWith(c) => ema_chombo_with(RULESET, c, CHOMBO),
        Incident::LastTileClaim => ema_last_tile(RULESET, LAST_TILE),
        Incident::RiichiKong(k) => chombo(RULESET, k.dealer, CHOMBO)
            .why("An invalid concealed kong after riichi is a chombo, found out when the player wins or the hand is drawn."),
        Incident::WrongWord(w) => {
            ema_wrong_word(RULESET, w, [EMPTY_CALLS, CLAIMING_ERRORS, CHOMBO])
        }
        Incident::ChangedCall(c) => {
            ema_changed_call(RULESET, c, [CHANGING_CALLS, EMPTY_CALLS, CHOMBO, DEAD_HAND])
        }
        Incident::FuritenRon(f) => {
            ema_furiten_ron(RULESET, f, [FURITEN, CHOMBO, EMPTY_CALLS, DEAD_HAND])
        }
        Incident::SwapCalling => Ruling::not_covered(RULESET, "swap-calling")
            .why("Swap-calling joined the list of dead-hand causes in 2016."),
        Incident::WrongTileCount => ema_wrong_tile_count(RULESET, DEAD_HAND),
        Incident::ClaimOrder(c) => ema_claim_order(RULESET, c, CLAIMING_ERRORS),
        Incident::EarlyChow => Ruling::not_covered(RULESET, "a chow called too early"),
        Incident::WallTouched(_) => {
            Ruling::not_covered(RULESET, "a call after touching the wall tile")
        }
        Incident::DistributionFoul => {
            Ruling::not_covered(RULESET, "faults in building the wall or dealing")
        }
        Incident::Counting(_) => Ruling::not_covered(RULESET, "counting errors after a win")
            .why("Riichi wins are counted by the rules of play, not by these sections."),
        Incident::ClaimedTileNotTaken(c) => ema_claimed_tile(RULESET, c, [NOT_TAKEN, DEAD_HAND]),
        Incident::EmptyCall(c) => ema_empty_calls(
            RULESET,
            c,
            [EMPTY_CALLS, CHOMBO, DEAD_HAND, CLAIMING_A_FALSE_SET],
        ),
        Incident::FalseSet(f) => {
            ema2016::claiming_a_false_set(RULESET, [CLAIMING_A_FALSE_SET, DEAD_HAND], f)
        }
        Incident::ExposedTiles(e) => exposing_tiles(e),
        Incident::WrongDraw(d) => picking_from_the_wrong_part_of_the_wall(d),
        Incident::RiichiDeclaration(r) => {
            ema_riichi_declaration(RULESET, r, [RIICHI_ERRORS, DEAD_HAND])
        }
        Incident::Obstruction(o) => ema_obstruction(
            RULESET,
            o,
            "The points come off at once, so they can change the ranking at the table.",
            CHEATING,
        ),
        Incident::Substitution(x) => ema_substitution(
            RULESET,
            x,
            ["0", "−30,000", "30,000", "10,000", "−10,000"],
            SUBSTITUTES,
        ),
        Incident::PassingInformation(p) => {
            ema2016::passing_information(RULESET, p, PASSING_INFORMATION)
        }
        Incident::Cheating => ema2016::cheating(RULESET, CHEATING),
        Incident::Telephone => Ruling::not_covered(RULESET, "telephones")
            .why("The telephone section was added in 2016."),
        Incident::Late(l) => being_late(l),
        Incident::TimeSignal(t) => ema_time_signal(RULESET, t, SESSIONS),
    }
}

/// §3.4.3: four kinds of abortive draw. The hand ends with no noten payment and a counter
/// on the table; riichi sticks stay for the next winner (§3.4.4). Nine terminals is the
/// player's choice; with four riichi every hand is shown.
fn abortive_draw(a: &super::AbortiveDraw) -> Ruling {
    use super::AbortiveCause;
    let r = Ruling::new(RULESET, Outcome::ReDeal);
    let r = match a.cause {
        AbortiveCause::NineTerminals => r.step(
            "The player, after the first draw in an uninterrupted first go-around, may call an abortive draw; or play on.",
        ),
        AbortiveCause::FourKongs => r.step(
            "If nobody wins on the discard after the fourth kong, and the kongs belong to more than one player, the hand is drawn.",
        ),
        AbortiveCause::FourWinds => r.step("The hand is drawn."),
        AbortiveCause::FourRiichi => r
            .step("If nobody wins on the fourth riichi's discard, the hand is drawn.")
            .step("All four players show their tenpai hands."),
    };
    r.step("No noten payment. Place a counter at East's right; the riichi sticks stay on the table for the next winner.")
        .cite(ABORTIVE_DRAW)
        .cite(RIICHI_BETS)
}

/// §5.2: more than five tiles shown, from anywhere, is a chombo (§3.4.6); fewer go back
/// where they came from (§5.2.1–5.2.4), and the player has a dead hand when they came from
/// the dead wall or from an opponent's hand.
fn exposing_tiles(e: &ExposedTiles) -> Ruling {
    if e.count > 5 {
        return chombo(RULESET, false, CHOMBO)
            .cite(EXPOSING_TILES)
            .why(format!(
                "{} tiles exposed: more than five is a chombo.",
                e.count
            ))
            .why("Had no player been at fault, the hand would be re-dealt without a penalty.");
    }
    match e.from {
        ExposedFrom::Wall => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Put the tiles back in the wall where they came from.")
            .cite(FROM_THE_WALL),
        ExposedFrom::OwnHand => Ruling::new(RULESET, Outcome::NoPenalty)
            .step("Put the tiles back in the hand.")
            .cite(FROM_OWN_HAND),
        ExposedFrom::DeadWall => Ruling::new(RULESET, Outcome::DeadHand)
            .step("Put the tiles back in the dead wall.")
            .step("Declare the dead hand clearly at once, so that every player knows.")
            .cite(FROM_THE_DEAD_WALL)
            .cite(DEAD_HAND),
        ExposedFrom::OpponentHand => Ruling::new(RULESET, Outcome::DeadHand)
            .step("Put the tiles back in the opponent's hand.")
            .step("The offender plays on with a dead hand.")
            .cite(FROM_AN_OPPONENT)
            .cite(DEAD_HAND),
    }
    .why(format!("{} tile(s) exposed: five or fewer.", e.count))
}

/// §5.2.5: corrected before the discard, left after; no penalty, unless the tile came from
/// the dead wall: then a dead hand, declared clearly at once.
fn picking_from_the_wrong_part_of_the_wall(d: &WrongDraw) -> Ruling {
    let r = if d.dead_wall {
        Ruling::new(RULESET, Outcome::DeadHand)
            .step("Declare the dead hand clearly at once, so that every player knows.")
            .cite(WRONG_PART_OF_THE_WALL)
            .cite(DEAD_HAND)
            .why("A tile taken from the dead wall gives a dead hand.")
    } else {
        Ruling::new(RULESET, Outcome::NoPenalty)
            .cite(WRONG_PART_OF_THE_WALL)
            .why("A tile from the wrong place in the live wall is not penalised.")
    };
    if d.discarded {
        r.step("Leave the tiles as they are: after the discard the mistake is not corrected.")
    } else {
        r.step("Put the tile back and draw the right one.")
    }
}

/// §5.6: up to 10 minutes late, 1 000 points a minute taken off at once (so it can change
/// the table's ranking); more than 10, a substitute (§5.7).
fn being_late(l: &Late) -> Ruling {
    match l.minutes {
        0 => Ruling::new(RULESET, Outcome::NothingToRule)
            .step("Not late: play.")
            .cite(BEING_LATE),
        m @ 1..=10 => {
            let amount = 1000 * u32::from(m);
            Ruling::point_penalty(RULESET, amount, Unit::TablePoints, When::AtOnce)
                .step("Take the points off the player's score now.")
                .cite(BEING_LATE)
                .why(format!("{m} minutes late: 1000 points for each minute, up to ten."))
                .why("Taken off at once, so it can change the ranking at the table.")
        }
        m => Ruling::new(RULESET, Outcome::Substitute)
            .step("A substitute takes the player's place for the session.")
            .step("The substitute's result is entered as 0 points and −30,000 uma; the substitute's table score still sets the others' uma, having played from the start.")
            .step("The missing player gets 0 points and −30,000 uma for the session.")
            .cite(BEING_LATE)
            .cite(SUBSTITUTES)
            .why(format!("{m} minutes late: more than ten.")),
    }
}
