//! EMA Riichi Competition Rules 2012.
//!
//! §3.4 End of a hand and §5 Etiquette and tournament rules. Where a section reads as in
//! 2016, the 2016 reading is used with this document's citation; where it differs — the
//! chombo payment, exposed tiles, the dead wall, point penalties taken at once, substitutes'
//! scores, no telephone section — it is written out here.

use super::{
    chombo, ema_changed_call, ema_chombo_with, ema_claim_order, ema_claimed_tile, ema_empty_calls,
    ema_exhaustive_draw, ema_furiten_ron, ema_last_tile, ema_obstruction, ema_riichi_declaration,
    ema_substitution, ema_time_signal, ema_wrong_tile_count, ema_wrong_word,
};
use crate::rules::checklist::Check;
use crate::rules::{
    ExposedFrom, ExposedTiles, Incident, Late, Minutes, Outcome, RulesetId, Ruling, Section, Text,
    Unit, When, WrongDraw, says,
};

use super::Say as Family;
use crate::rules::common::Say as Common;
const RULESET: RulesetId = RulesetId::Ema2012;

const fn section(number: &'static str, title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title: Text::Ema2012(title),
        within: crate::rules::Within::Whole,
    }
}

/// §3.4.2, where a hand shown at an exhaustive draw is tenpai or not.
pub(crate) const EXHAUSTIVE_DRAW: Section = section("3.4.2", Say::ExhaustiveDraw);
const LAST_TILE: Section = section("3.4.1", Say::LastTile);
const FURITEN: Section = section("3.4.5", Say::Furiten);
const CHOMBO: Section = section("3.4.6", Say::Chombo);
const DEAD_HAND: Section = section("3.4.7", Say::DeadHand);
const ABORTIVE_DRAW: Section = section("3.4.3", Say::AbortiveDraw);
const RIICHI_BETS: Section = section("3.4.4", Say::HandlingRiichiBetsAfterDrawnGames);
const CLAIMING_ERRORS: Section = section("5.1", Say::ErrorsInClaimingTiles);
const NOT_TAKEN: Section = section("5.1.1", Say::FailingToTakeTheClaimedTile);
const EMPTY_CALLS: Section = section("5.1.2", Say::EmptyCalls);
const CHANGING_CALLS: Section = section("5.1.3", Say::ChangingCalls);
const CLAIMING_A_FALSE_SET: Section = section("5.1.4", Say::ClaimingAFalseSet);
const EXPOSING_TILES: Section = section("5.2", Say::ExposingTiles);
const FROM_THE_WALL: Section = section("5.2.1", Say::ExposingTilesFromTheWall);
const FROM_THE_DEAD_WALL: Section = section("5.2.2", Say::ExposingTilesFromTheDeadWall);
const FROM_OWN_HAND: Section = section("5.2.3", Say::ExposingTilesFromThePlayerOwnHand);
const FROM_AN_OPPONENT: Section = section("5.2.4", Say::ExposingTilesFromAnOpponentHand);
const WRONG_PART_OF_THE_WALL: Section = section("5.2.5", Say::PickingFromTheWrongPartOfTheWall);
const RIICHI_ERRORS: Section = section("5.3", Say::ErrorsInConnectionWithRiichiDeclaration);
const PASSING_INFORMATION: Section = section("5.4", Say::PassingInformation);
const CHEATING: Section = section("5.5", Say::CheatingAndObstruction);
const BEING_LATE: Section = section("5.6", Say::BeingLateAtATournament);
const SUBSTITUTES: Section = section("5.7", Say::SubstitutePlayers);
const SESSIONS: Section = section("5.8", Say::TournamentSessions);

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
        Incident::NotenRiichi(n) => chombo(RULESET, n.dealer, n.casual, CHOMBO)
            .why(Family::RiichiHandNotWaiting)
            .why(Say::NoRuleIn2012),
        Incident::DeadHandCall(c) if c.declared_dead => {
            chombo(RULESET, c.dealer, c.casual, CHOMBO).why(Say::ClaimingTileOnceHand)
        }
        Incident::DeadHandCall(_) => Ruling::not_covered(RULESET, Family::CallFromDeadHand),
        Incident::ChomboWith(c) => ema_chombo_with(RULESET, c, CHOMBO),
        Incident::LastTileClaim => ema_last_tile(RULESET, LAST_TILE),
        Incident::WinningTileNotShown(_) => {
            Ruling::not_covered(RULESET, Family::WinningTileShownApart)
        }
        Incident::RiichiKong(k) => {
            chombo(RULESET, k.dealer, k.casual, CHOMBO).why(Family::InvalidConcealedKongAfter)
        }
        Incident::WrongWord(w) => {
            ema_wrong_word(RULESET, w, [EMPTY_CALLS, CLAIMING_ERRORS, CHOMBO])
        }
        Incident::ChangedCall(c) => {
            ema_changed_call(RULESET, c, [CHANGING_CALLS, EMPTY_CALLS, CHOMBO, DEAD_HAND])
        }
        Incident::FuritenRon(f) => {
            ema_furiten_ron(RULESET, f, [FURITEN, CHOMBO, EMPTY_CALLS, DEAD_HAND])
        }
        Incident::SwapCalling => {
            Ruling::not_covered(RULESET, Common::SwapCalling).why(Say::SwapCallingJoinedList)
        }
        Incident::WrongTileCount => ema_wrong_tile_count(RULESET, DEAD_HAND),
        Incident::ClaimOrder(c) => ema_claim_order(RULESET, c, CLAIMING_ERRORS),
        Incident::EarlyChow => Ruling::not_covered(RULESET, Family::ChowCalledTooEarly),
        Incident::WallTouched(_) => Ruling::not_covered(RULESET, Family::CallAfterTouchingWall),
        Incident::DistributionFoul => {
            Ruling::not_covered(RULESET, Family::FaultsBuildingWallDealing)
        }
        Incident::Counting(_) => Ruling::not_covered(RULESET, Family::CountingErrorsAfterWin)
            .why(Family::RiichiWinsCountedRules),
        Incident::ClaimedTileNotTaken(c) => ema_claimed_tile(RULESET, c, [NOT_TAKEN, DEAD_HAND]),
        Incident::EmptyCall(c) => ema_empty_calls(
            RULESET,
            c,
            [EMPTY_CALLS, CHOMBO, DEAD_HAND, CLAIMING_A_FALSE_SET],
        ),
        Incident::FalseSet(f) => {
            super::ema_false_set(RULESET, [CLAIMING_A_FALSE_SET, DEAD_HAND], f)
        }
        Incident::ExposedTiles(e) => exposing_tiles(e),
        Incident::ExposedNoFault(e) => {
            crate::rules::common::exposed_no_fault(EXPOSING_TILES, e, true)
        }
        Incident::WrongDraw(d) => picking_from_the_wrong_part_of_the_wall(d),
        Incident::RiichiDeclaration(r) => {
            ema_riichi_declaration(RULESET, r, [RIICHI_ERRORS, DEAD_HAND])
        }
        Incident::Obstruction(o) => ema_obstruction(RULESET, o, Say::PointsComeOffOnce, CHEATING),
        Incident::Substitution(x) => {
            ema_substitution(RULESET, x, 0, crate::rules::calc::EMA_2012_UMA, SUBSTITUTES)
        }
        Incident::PassingInformation(p) => {
            super::ema_passing_information(RULESET, p, PASSING_INFORMATION)
        }
        Incident::Cheating => super::ema_cheating(RULESET, CHEATING),
        Incident::Telephone => {
            Ruling::not_covered(RULESET, Common::Telephones).why(Say::TelephoneSectionWasAdded)
        }
        Incident::Late(l) => being_late(l),
        Incident::TimeSignal(t) => ema_time_signal(RULESET, t, SESSIONS),
    }
}

/// §3.4.3: four kinds of abortive draw. The hand ends with no noten payment and a counter
/// on the table; riichi sticks stay for the next winner (§3.4.4). Nine terminals is the
/// player's choice; with four riichi every hand is shown. No penalty: a drawn hand, not a
/// chombo's re-deal (the counter stays).
fn abortive_draw(a: &crate::rules::AbortiveDraw) -> Ruling {
    use crate::rules::AbortiveCause;
    let r = Ruling::new(RULESET, Outcome::NoPenalty);
    let r = match a.cause {
        AbortiveCause::NineTerminals => r.step(Say::PlayerAfterFirstDraw),
        AbortiveCause::FourKongs => r.step(Say::IfNobodyWinsDiscard),
        AbortiveCause::FourWinds => r.step(Say::HandDrawn),
        AbortiveCause::FourRiichi => r
            .step(Say::IfNobodyWinsFourth)
            .step(Say::AllFourPlayersShow),
    };
    r.step(Say::NoNotenPaymentPlace)
        .cite(ABORTIVE_DRAW)
        .cite(RIICHI_BETS)
}

/// §5.2: more than five tiles shown, from anywhere, is a chombo (§3.4.6); fewer go back
/// where they came from (§5.2.1–5.2.4), and the player has a dead hand when they came from
/// the dead wall or from an opponent's hand.
fn exposing_tiles(e: &ExposedTiles) -> Ruling {
    if e.count > 5 {
        return chombo(RULESET, e.dealer, e.casual, CHOMBO)
            .cite(EXPOSING_TILES)
            .why(Say::MoreThanFiveExposed { count: e.count })
            .why(Family::HadNoPlayerBeen);
    }
    match e.from {
        ExposedFrom::Wall => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::PutTilesBackWall)
            .cite(FROM_THE_WALL),
        ExposedFrom::OwnHand => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::PutTilesBackHand)
            .cite(FROM_OWN_HAND),
        ExposedFrom::DeadWall => Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::PutTilesBackDead)
            .step(Say::DeclareDeadHandClearly)
            .cite(FROM_THE_DEAD_WALL)
            .cite(DEAD_HAND),
        ExposedFrom::OpponentHand => Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::PutTilesBackOpponent)
            .step(Say::OffenderPlaysDeadHand)
            .cite(FROM_AN_OPPONENT)
            .cite(DEAD_HAND),
    }
    .why(Say::FiveOrFewerExposed { count: e.count })
}

/// §5.2.5: corrected before the discard, left after; no penalty, unless the tile came from
/// the dead wall: then a dead hand, declared clearly at once.
fn picking_from_the_wrong_part_of_the_wall(d: &WrongDraw) -> Ruling {
    let r = if d.dead_wall {
        Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::DeclareDeadHandClearly)
            .cite(WRONG_PART_OF_THE_WALL)
            .cite(DEAD_HAND)
            .why(Say::TileTakenFromDead)
    } else {
        Ruling::new(RULESET, Outcome::NoPenalty)
            .cite(WRONG_PART_OF_THE_WALL)
            .why(Say::TileFromWrongPlace)
    };
    if d.discarded {
        r.step(Say::LeaveTilesTheyAfter)
    } else {
        r.step(Family::PutTileBackDraw)
    }
}

/// §5.6: up to 10 minutes late, 1 000 points a minute taken off at once (so it can change
/// the table's ranking); more than 10, a substitute (§5.7).
fn being_late(l: &Late) -> Ruling {
    match l.minutes {
        0 => Ruling::new(RULESET, Outcome::NothingToRule)
            .step(Common::NotLatePlay)
            .cite(BEING_LATE),
        m @ 1..=10 => {
            let amount = 1000 * u32::from(m);
            Ruling::point_penalty(RULESET, amount, Unit::TablePoints, When::AtOnce)
                .step(Say::TakePointsOffPlayer)
                .cite(BEING_LATE)
                .why(Say::LateUpToTen {
                    minutes: Minutes(m),
                })
                .why(Say::TakenOffOnceCan)
        }
        m => Ruling::new(RULESET, Outcome::Substitute)
            .step(Family::SubstituteTakesPlayerPlace)
            .step(Say::SubstituteResultEnteredZero)
            .step(Say::MissingPlayerGetsZero)
            .cite(BEING_LATE)
            .cite(SUBSTITUTES)
            .why(Say::LateOverTen {
                minutes: Minutes(m),
            }),
    }
}

/// Before you rule, under EMA 2012: what the text asks of the table and the referee once
/// an irregularity is called ([`crate::rules::before_you_rule`]).
///
/// ```
/// use mahjong_referee::rules::ema2012;
/// assert_eq!(ema2012::before_you_rule()[1].sections[0].to_string(), "EMA 2012 §5.2");
/// ```
pub fn before_you_rule() -> &'static [Check] {
    const LIST: &[Check] = &[
        Check {
            point: Text::Riichi(Family::BeforeDiscardedSince),
            sections: &[CLAIMING_A_FALSE_SET, WRONG_PART_OF_THE_WALL],
        },
        Check {
            point: Text::Ema2012(Say::BeforeCountExposed),
            sections: &[EXPOSING_TILES],
        },
        Check {
            point: Text::Ema2012(Say::BeforeAnnounceDeadHand),
            sections: &[FROM_THE_DEAD_WALL, WRONG_PART_OF_THE_WALL],
        },
        Check {
            point: Text::Riichi(Family::BeforeWinAtSameTime),
            sections: &[CHOMBO],
        },
        Check {
            point: Text::Riichi(Family::BeforeWhoMaySpeak),
            sections: &[PASSING_INFORMATION],
        },
        Check {
            point: Text::Riichi(Family::BeforeWarnFirst),
            sections: &[PASSING_INFORMATION],
        },
        Check {
            point: Text::Riichi(Family::BeforeRepeats),
            sections: &[EMPTY_CALLS, PASSING_INFORMATION, CHEATING],
        },
        Check {
            point: Text::Riichi(Family::BeforeClearEvidence),
            sections: &[CHEATING],
        },
        Check {
            point: Text::Common(Common::BeforeSilentProcedure),
            sections: crate::rules::common::NO_SECTION,
        },
    ];
    LIST
}

says! {
    /// What the rulings of this document say: headings first as met, then sentences in the order the rules use them.
    pub enum Say {
        MoreThanFiveExposed { count: u8 } => "{count} tiles exposed: more than five is a chombo.",
        FiveOrFewerExposed { count: u8 } => "{count} tile(s) exposed: five or fewer.",
        LateUpToTen { minutes: Minutes } => "{minutes} late: 1,000 points for each minute, up to ten.",
        LateOverTen { minutes: Minutes } => "{minutes} late: more than ten.",
        ExhaustiveDraw => "Exhaustive draw",
        LastTile => "Last tile",
        Furiten => "Furiten",
        Chombo => "Chombo",
        DeadHand => "Dead hand",
        AbortiveDraw => "Abortive draw",
        HandlingRiichiBetsAfterDrawnGames => "Handling riichi bets after drawn games",
        ErrorsInClaimingTiles => "Errors in claiming tiles",
        FailingToTakeTheClaimedTile => "Failing to take the claimed tile",
        EmptyCalls => "Empty calls",
        ChangingCalls => "Changing calls",
        ClaimingAFalseSet => "Claiming a false set",
        ExposingTiles => "Exposing tiles",
        ExposingTilesFromTheWall => "Exposing tiles from the wall",
        ExposingTilesFromTheDeadWall => "Exposing tiles from the dead wall",
        ExposingTilesFromThePlayerOwnHand => "Exposing tiles from the player's own hand",
        ExposingTilesFromAnOpponentHand => "Exposing tiles from an opponent's hand",
        PickingFromTheWrongPartOfTheWall => "Picking from the wrong part of the wall",
        ErrorsInConnectionWithRiichiDeclaration => "Errors in connection with riichi declaration",
        PassingInformation => "Passing information",
        CheatingAndObstruction => "Cheating and obstruction",
        BeingLateAtATournament => "Being late at a tournament",
        SubstitutePlayers => "Substitute players",
        TournamentSessions => "Tournament sessions",
        NoRuleIn2012 => "The 2012 text makes no exception for a hand declared dead after the riichi.",
        ClaimingTileOnceHand => "Claiming a tile once the hand has been declared dead is a chombo.",
        SwapCallingJoinedList => "Swap-calling joined the list of dead-hand causes in 2016.",
        PointsComeOffOnce => "The points come off at once, so they can change the ranking at the table.",
        TelephoneSectionWasAdded => "The telephone section was added in 2016.",
        PlayerAfterFirstDraw => "The player, after the first draw in an uninterrupted first go-around, may call an abortive draw; or play on.",
        IfNobodyWinsDiscard => "If nobody wins on the discard after the fourth kong, and the kongs belong to more than one player, the hand is drawn.",
        HandDrawn => "The hand is drawn.",
        IfNobodyWinsFourth => "If nobody wins on the fourth riichi's discard, the hand is drawn.",
        AllFourPlayersShow => "All four players show their tenpai hands.",
        NoNotenPaymentPlace => "No noten payment. Place a counter at East's right; the riichi sticks stay on the table for the next winner.",
        PutTilesBackWall => "Put the tiles back in the wall where they came from.",
        PutTilesBackHand => "Put the tiles back in the hand.",
        PutTilesBackDead => "Put the tiles back in the dead wall.",
        DeclareDeadHandClearly => "Declare the dead hand clearly at once, so that every player knows.",
        PutTilesBackOpponent => "Put the tiles back in the opponent's hand.",
        OffenderPlaysDeadHand => "The offender plays on with a dead hand.",
        TileTakenFromDead => "A tile taken from the dead wall gives a dead hand.",
        TileFromWrongPlace => "A tile from the wrong place in the live wall is not penalised.",
        LeaveTilesTheyAfter => "Leave the tiles as they are: after the discard the mistake is not corrected.",
        TakePointsOffPlayer => "Take the points off the player's score now.",
        TakenOffOnceCan => "Taken off at once, so it can change the ranking at the table.",
        SubstituteResultEnteredZero => "The substitute's result is entered as 0 points and −30,000 uma; the substitute's table score still sets the others' uma, having played from the start.",
        MissingPlayerGetsZero => "The missing player gets 0 points and −30,000 uma for the session.",
        BeforeCountExposed => "Count the tiles shown by mistake from the wall, the dead wall or a hand: more than five is a chombo for the player at fault; if no player was at fault, the hand is dealt again without a penalty.",
        BeforeAnnounceDeadHand => "A dead hand for a tile of the dead wall exposed or drawn is announced to the table at once, as it may not show otherwise.",
    }
}
