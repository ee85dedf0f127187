//! EMA Riichi Competition Rules 2016.
//!
//! §3.4 End of a hand (§3.4.2 exhaustive draw, §3.4.6 chombo, §3.4.7 dead hand) and §5
//! Etiquette and tournament rules, one function per section, in section order.

use super::{
    chombo, ema_changed_call, ema_chombo_with, ema_claim_order, ema_claimed_tile, ema_empty_calls,
    ema_exhaustive_draw, ema_furiten_ron, ema_last_tile, ema_obstruction, ema_riichi_declaration,
    ema_substitution, ema_time_signal, ema_wrong_tile_count, ema_wrong_word,
};
use crate::rules::checklist::Check;
use crate::rules::{
    EmptyCall, ExhaustiveDraw, ExposedTiles, Incident, Late, Minutes, Outcome, RulesetId, Ruling,
    Section, Text, Unit, When, WrongDraw, says,
};

use super::Say as Family;
use crate::rules::common::Say as Common;
const RULESET: RulesetId = RulesetId::Ema2016;

const fn section(number: &'static str, title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title: Text::Ema2016(title),
        within: crate::rules::Within::Whole,
    }
}

/// §3.4.2, where a hand shown at an exhaustive draw is tenpai or not.
pub(crate) const EXHAUSTIVE_DRAW: Section = section("3.4.2", Say::ExhaustiveDraw);
const LAST_TILE: Section = section("3.4.1", Say::LastTile);
const FURITEN: Section = section("3.4.5", Say::Furiten);
const CHOMBO: Section = section("3.4.6", Say::Chombo);
/// §3.4.7: no win, kong, pung or chow for the rest of the hand, never tenpai.
pub(crate) const DEAD_HAND: Section = section("3.4.7", Say::DeadHand);
const ABORTIVE_DRAW: Section = section("3.4.3", Say::AbortiveDraw);
const CLAIMING_ERRORS: Section = section("5.1", Say::ErrorsInClaimingTiles);
const NOT_TAKEN: Section = section("5.1.1", Say::FailingToTakeTheClaimedTile);
const EMPTY_CALLS: Section = section("5.1.2", Say::EmptyCalls);
/// §5.1.4: a false set is put right before the discard, or stands after it.
pub(crate) const CHANGING_CALLS: Section = section("5.1.3", Say::ChangingCalls);
const CLAIMING_A_FALSE_SET: Section = section("5.1.4", Say::ClaimingAFalseSet);
const EXPOSING_TILES: Section = section("5.2", Say::ExposingTiles);
const WRONG_PART_OF_THE_WALL: Section = section("5.2.1", Say::DrawingFromTheWrongPartOfTheWall);
const RIICHI_ERRORS: Section = section("5.3", Say::ErrorsInConnectionWithRiichiDeclaration);
const PASSING_INFORMATION: Section = section("5.4", Say::PassingInformation);
const CHEATING: Section = section("5.5", Say::CheatingAndObstruction);
const TELEPHONES: Section = section("5.6", Say::Telephones);
const BEING_LATE: Section = section("5.7", Say::BeingLateAtATournament);
const SUBSTITUTES: Section = section("5.8", Say::SubstitutePlayers);
const SESSIONS: Section = section("5.9", Say::TournamentSessions);

/// Rules an incident under EMA 2016.
///
/// ```
/// use mahjong_referee::rules::{ema2016, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":false}"#.parse().unwrap();
/// assert_eq!(ema2016::rule(&i).outcome.code(), "no-penalty");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::ExhaustiveDraw(d) => exhaustive_draw(d),
        Incident::AbortiveDraw(_) => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::PlayThereNoAbortive)
            .cite(ABORTIVE_DRAW)
            .why(Say::AbortiveDrawsDropped2016),
        Incident::NotenRiichi(n) => noten_riichi(n),
        Incident::DeadHandCall(c) => call_with_a_dead_hand(c),
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
        Incident::SwapCalling => Ruling::new(RULESET, Outcome::DeadHand)
            .step(Common::PlaysOnWithDeadHand)
            .cite(DEAD_HAND)
            .why(Say::SwapCallingAmongCauses),
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
        Incident::EmptyCall(c) => empty_calls(c),
        Incident::FalseSet(f) => {
            super::ema_false_set(RULESET, [CLAIMING_A_FALSE_SET, DEAD_HAND], f)
        }
        Incident::ExposedTiles(e) => exposing_tiles(e),
        Incident::ExposedNoFault(e) => {
            crate::rules::common::exposed_no_fault(EXPOSING_TILES, e, true)
        }
        Incident::WrongDraw(d) => drawing_from_the_wrong_part_of_the_wall(d),
        Incident::RiichiDeclaration(r) => {
            ema_riichi_declaration(RULESET, r, [RIICHI_ERRORS, DEAD_HAND])
        }
        Incident::PassingInformation(p) => {
            super::ema_passing_information(RULESET, p, PASSING_INFORMATION)
        }
        Incident::Obstruction(o) => ema_obstruction(RULESET, o, Say::PointsComeOffAfter, CHEATING),
        Incident::Cheating => super::ema_cheating(RULESET, CHEATING),
        Incident::Telephone => telephones(),
        Incident::Late(l) => being_late(l),
        Incident::Substitution(x) => ema_substitution(
            RULESET,
            x,
            -15_000,
            crate::rules::calc::EMA_2016_UMA,
            SUBSTITUTES,
        ),
        Incident::TimeSignal(t) => ema_time_signal(RULESET, t, SESSIONS),
    }
}

/// §3.4.2 Exhaustive draw.
fn exhaustive_draw(d: &ExhaustiveDraw) -> Ruling {
    ema_exhaustive_draw(RULESET, d, EXHAUSTIVE_DRAW)
}

/// §5.1.2 Empty calls.
fn empty_calls(c: &EmptyCall) -> Ruling {
    ema_empty_calls(
        RULESET,
        c,
        [EMPTY_CALLS, CHOMBO, DEAD_HAND, CLAIMING_A_FALSE_SET],
    )
}

/// §3.4.6: a riichi hand not waiting at a drawn game is a chombo, unless it is noten only
/// because it was declared dead after the riichi (§3.4.7): then only the noten payment.
fn noten_riichi(n: &crate::rules::NotenRiichi) -> Ruling {
    if n.dead_after_riichi {
        let ruling = Ruling::new(RULESET, Outcome::Payments);
        super::noten_penalty(ruling, n.tenpai, Say::NoChomboPlayerPays)
            .cite(DEAD_HAND)
            .cite(CHOMBO)
            .why(Say::HandNotenOnlyBecause)
    } else {
        chombo(RULESET, n.dealer, n.casual, CHOMBO).why(Family::RiichiHandNotWaiting)
    }
}

/// §3.4.6: claiming a tile once the hand has been declared dead is a chombo; §3.4.7 forbids
/// a dead hand any call, but names no penalty when the hand had not been declared dead.
fn call_with_a_dead_hand(c: &crate::rules::DeadHandCall) -> Ruling {
    if c.declared_dead {
        chombo(RULESET, c.dealer, c.casual, CHOMBO).why(Say::HandHadBeenDeclared)
    } else {
        Ruling::not_covered(RULESET, Family::CallFromDeadHand).why(Say::DeadHandMayMake)
    }
}

/// §5.2 Exposing tiles: a few tiles go back where they came from; tiles shown during the
/// deal cost nothing (a re-deal if the referee finds it a problem); when so many are shown
/// that play cannot go on fairly, the offender has a chombo.
fn exposing_tiles(e: &ExposedTiles) -> Ruling {
    if e.during_deal {
        return Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::PutTilesBackIf)
            .cite(EXPOSING_TILES)
            .why(Say::TilesExposedDuringDeal);
    }
    if !e.play_can_continue {
        return chombo(RULESET, e.dealer, e.casual, CHOMBO)
            .cite(EXPOSING_TILES)
            .why(Say::TooManyTilesWere)
            .why(Family::HadNoPlayerBeen);
    }
    Ruling::new(RULESET, Outcome::NoPenalty)
        .step(Say::PutExposedTilesBack)
        .cite(EXPOSING_TILES)
        .why(Say::ExposingFewTilesNot)
}

/// §5.2.1: corrected before the discard, left as it is after; no penalty either way.
fn drawing_from_the_wrong_part_of_the_wall(d: &WrongDraw) -> Ruling {
    let r = Ruling::new(RULESET, Outcome::NoPenalty);
    let r = if d.discarded {
        r.step(Say::LeaveAfterDiscardMistake)
    } else {
        r.step(Family::PutTileBackDraw)
    };
    r.cite(WRONG_PART_OF_THE_WALL).why(Say::TileDrawnFromWrong)
}

/// §5.6 Telephones: a point penalty at the referee's discretion, by how much it disturbed.
fn telephones() -> Ruling {
    Ruling::new(RULESET, Outcome::Discretion)
        .step(Family::RefereeMayGivePoint)
        .cite(TELEPHONES)
        .why(Say::TelephonesMustSilentNot)
}

/// §5.7: up to 10 minutes late, 1 000 points a minute, taken off after the game once uma
/// is added (the table's ranking is not affected); more than 10, a substitute (§5.8).
fn being_late(l: &Late) -> Ruling {
    match l.minutes {
        0 => Ruling::new(RULESET, Outcome::NothingToRule)
            .step(Common::NotLatePlay)
            .cite(BEING_LATE),
        m @ 1..=10 => {
            let amount = 1000 * u32::from(m);
            Ruling::point_penalty(RULESET, amount, Unit::FinalScorePoints, When::AfterUma)
                .step(Say::PlaySessionNotePenalty)
                .cite(BEING_LATE)
                .why(Say::LateUpToTen {
                    minutes: Minutes(m),
                })
                .why(Say::TakenOffAfterGame)
        }
        m => Ruling::new(RULESET, Outcome::Substitute)
            .step(Family::SubstituteTakesPlayerPlace)
            .step(Say::SubstituteResultEnteredFifteen)
            .step(Say::MissingPlayerGetsFifteen)
            .cite(BEING_LATE)
            .cite(SUBSTITUTES)
            .why(Say::LateOverTen {
                minutes: Minutes(m),
            }),
    }
}

const END_OF_A_HAND: Section = section("3.4", Say::EndOfAHand);

/// Before you rule, under EMA 2016: what the text asks of the table and the referee once
/// an irregularity is called ([`crate::rules::before_you_rule`]).
///
/// ```
/// use mahjong_referee::rules::ema2016;
/// assert_eq!(ema2016::before_you_rule()[1].sections[0].to_string(), "EMA 2016 §5.2");
/// ```
pub fn before_you_rule() -> &'static [Check] {
    const LIST: &[Check] = &[
        Check {
            point: Text::Riichi(Family::BeforeDiscardedSince),
            sections: &[CLAIMING_A_FALSE_SET, WRONG_PART_OF_THE_WALL],
        },
        Check {
            point: Text::Ema2016(Say::BeforeJudgeExposed),
            sections: &[EXPOSING_TILES],
        },
        Check {
            point: Text::Riichi(Family::BeforeWinAtSameTime),
            sections: &[CHOMBO],
        },
        Check {
            point: Text::Ema2016(Say::BeforeWallAfterHand),
            sections: &[END_OF_A_HAND, EXPOSING_TILES],
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
            point: Text::Ema2016(Say::BeforePhone),
            sections: &[TELEPHONES],
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
        LateUpToTen { minutes: Minutes } => "{minutes} late: 1,000 points for each minute, up to ten.",
        LateOverTen { minutes: Minutes } => "{minutes} late: more than ten.",
        ExhaustiveDraw => "Exhaustive draw",
        LastTile => "Last tile",
        Furiten => "Furiten",
        Chombo => "Chombo",
        DeadHand => "Dead hand",
        AbortiveDraw => "Abortive draw",
        ErrorsInClaimingTiles => "Errors in claiming tiles",
        FailingToTakeTheClaimedTile => "Failing to take the claimed tile",
        EmptyCalls => "Empty calls",
        ChangingCalls => "Changing calls",
        ClaimingAFalseSet => "Claiming a false set",
        ExposingTiles => "Exposing tiles",
        DrawingFromTheWrongPartOfTheWall => "Drawing from the wrong part of the wall",
        ErrorsInConnectionWithRiichiDeclaration => "Errors in connection with riichi declaration",
        PassingInformation => "Passing information",
        CheatingAndObstruction => "Cheating and obstruction",
        Telephones => "Telephones",
        BeingLateAtATournament => "Being late at a tournament",
        SubstitutePlayers => "Substitute players",
        TournamentSessions => "Tournament sessions",
        PlayThereNoAbortive => "Play on: there are no abortive draws.",
        AbortiveDrawsDropped2016 => "The 2016 rules dropped abortive draws; the 2012 rules had four kinds.",
        SwapCallingAmongCauses => "Swap-calling is among the causes of a dead hand.",
        PointsComeOffAfter => "The points come off after the game, once uma is added: the table's ranking does not change.",
        NoChomboPlayerPays => "No chombo: the player pays as a noten hand at the draw.",
        HandNotenOnlyBecause => "The hand is noten only because it was declared dead after the riichi.",
        HandHadBeenDeclared => "The hand had been declared dead, and the player still tried to claim.",
        DeadHandMayMake => "A dead hand may make no call (§3.4.7), so the call cannot stand.",
        PutTilesBackIf => "Put the tiles back. If the referee finds the exposure a problem for play, re-deal, with no penalty.",
        TilesExposedDuringDeal => "Tiles exposed during the deal are not penalised.",
        TooManyTilesWere => "Too many tiles were exposed for play to go on fairly: the offender has a chombo.",
        PutExposedTilesBack => "Put the exposed tiles back where they came from, in the wall or the hand, and play on.",
        ExposingFewTilesNot => "Exposing tiles by accident is not penalised while play can go on fairly; doing it on purpose, seriously or repeatedly, is obstruction.",
        LeaveAfterDiscardMistake => "Leave it: after the discard the mistake is not corrected.",
        TileDrawnFromWrong => "A tile drawn from the wrong place is put right before the discard and left after it; there is no penalty either way.",
        TelephonesMustSilentNot => "Telephones must be silent and not vibrate; a player expecting an important call agrees how to handle it with the referee before the session.",
        PlaySessionNotePenalty => "Play the session; note the penalty for the score keeper.",
        TakenOffAfterGame => "Taken off after the game, once uma is added, so the ranking at the table is not changed.",
        SubstituteResultEnteredFifteen => "The substitute's result is entered as −15,000 points and −15,000 uma; the substitute's table score still sets the others' uma, having played from the start.",
        MissingPlayerGetsFifteen => "The missing player gets −15,000 points and −15,000 uma for the session.",
        EndOfAHand => "End of a hand",
        BeforeJudgeExposed => "Tiles shown by mistake go back where they came from; whether play can go on fairly is your judgement, from how much was seen and how far the hand has gone.",
        BeforeWallAfterHand => "Once the hand is over, nobody looks at or turns up the tiles left in the wall or the dead wall.",
        BeforePhone => "For a telephone, ask whether the player agreed with you before the session how an expected call would be handled.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lateness_boundaries() {
        let late = |m| being_late(&Late { minutes: m }).outcome;
        assert_eq!(late(0), Outcome::NothingToRule);
        assert_eq!(
            late(1),
            Outcome::PointPenalty {
                amount: 1000,
                unit: Unit::FinalScorePoints
            }
        );
        assert_eq!(
            late(10),
            Outcome::PointPenalty {
                amount: 10000,
                unit: Unit::FinalScorePoints
            }
        );
        assert_eq!(late(11), Outcome::Substitute);
    }
}
