//! MERS Tournament Regulations, Mahjong Competition Rules v1.1, August 2010.
//!
//! §2 Irregularities (§2.2 being late … §2.9 errors in calling hu); §3 Summary of penalties
//! (§3.1 fouls, §3.2 dead hand, §3.3 false hu, §3.5 disqualification); §4 table points
//! after a substitution or disqualification.

use super::{mcr_tile_not_shown, valid_hu};
use crate::rules::calc::{foul_payments, mers_foul};
use crate::rules::checklist::Check;
use crate::rules::common::no_false_set;
use crate::rules::{
    Call, EmptyCall, ExposedFrom, ExposedTiles, FalseSet, Incident, Late, Minutes, Outcome, Party,
    PassingInformation, Payment, Replacement, RulesetId, Ruling, Section, ShownHu, Text, Unit,
    When, WrongDraw, group_line, says,
};

use super::Say as Family;
use crate::rules::common::Say as Common;
const RULESET: RulesetId = RulesetId::Mers2010;

const fn section(number: &'static str, title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title: Text::Mers2010(title),
        within: crate::rules::Within::Whole,
    }
}

const BEING_LATE: Section = section("2.2", Say::BeingLate);
const PASSING_INFORMATION: Section = section("2.3", Say::PassingInformation);
const CALLS_MUST_BE_PLAYED: Section = section("2.4.1", Say::ErroneousCalls);
const WRONG_TILE: Section = section("2.5.2", Say::TakingTheWrongTile);
/// §2.6.4: a false set (or a false flower) noticed by the player.
const WAITING_TIME: Section = section("1.7", Say::ClaimingADiscard);
const WRONG_ORDER: Section = section("2.5.1", Say::TakingTilesInTheWrongOrder);
const TOUCHING: Section = section("2.5.3", Say::TouchingAWallTile);
const REACHING: Section = section("2.5.4", Say::ReachingForAWallTile);
const BEFORE_CALLING: Section = section("2.6.1", Say::ShowingOrTakingBeforeCalling);
const BEFORE_SHOWING: Section = section("2.6.2", Say::TakingBeforeShowing);
/// §2.8.2: the others may not help the winner count, only object to points added in excess.
const NO_HELP: Section = section("2.8.2", Say::WhenHuIsDeclaredNoHelp);
const OWN_FLOWERS: Section = section("2.8.4", Say::WhenHuIsDeclaredOwnFlowers);
const NOT_INTACT: Section = section("2.8.6", Say::WhenHuIsDeclaredTheHandKeptIntact);
const WINNING_TILE: Section = section("2.8.7", Say::WhenHuIsDeclaredTheWinningTile);
const OPPONENT_SHOWED: Section = section("2.8.9", Say::WhenHuIsDeclaredAnOpponentTiles);
const WALL_DESTROYED: Section = section("2.8.10", Say::WhenHuIsDeclaredTheWall);
const CHANGED_CALLS: Section = section("2.4.2", Say::ErroneousCallsTwoDifferentCalls);
const CALLS: Section = section("1.3", Say::Calls);
const WRONG_TERM: Section = section("2.4.3", Say::ErroneousCallsOtherTerms);
const CONTESTATIONS: Section = section("2.1", Say::ContestationsAndTheReferee);
const CLAIMED_TILE: Section = section("2.6.3", Say::ErrorsInExposingSetsTheClaimedTile);
const REFEREE_RULING: Section = section("3.4", Say::RefereeRuling);
const SUBSTITUTED_LATE: Section = section("4.1.1", Say::APlayerSubstitutedLate);
const DISQUALIFIED: Section = section("4.2", Say::APlayerDisqualified);
const DISQUALIFIED_TOTAL: Section = section("4.4", Say::DisqualifiedPlayerTotal);
const SUBSTITUTED_ILL: Section = section("4.1.2", Say::APlayerSubstitutedIllness);
const SESSIONS_MISSED: Section = section("4.3", Say::TablePointsSessionsMissed);
const FALSE_FIGURE: Section = section("2.6.4", Say::ErrorsInExposingSetsFalseFigure);
const KNOCKING_OVER: Section = section("2.7", Say::KnockingOverTiles);
const HU_NOT_SHOWN: Section = section("2.9.1", Say::ErrorsInCallingHuTilesNotShown);
const FALSE_HU: Section = section("2.9.2", Say::ErrorsInCallingHuFalseHu);
/// §3.1: repeated fouls, warning then 5, 10, 20, 30 … off the offender's own score.
const FOULS: Section = section("3.1", Say::RepeatedFouls);
/// §3.2: a dead hand may not win but still claims tiles and replaces flowers.
const DEAD_HAND: Section = section("3.2", Say::DeadHand);
const DISQUALIFICATION: Section = section("3.5", Say::Disqualification);
/// §1.9: the winning tile, claimed or self-drawn, is shown apart; if not, no wait fans,
/// Last Tile or Nine Gates.
const TILE_SHOWN: Section = section("1.9", Say::ShowingTheWinningTile);
/// §1.8: a turn, from the claim or the draw to the discard, should last 10 seconds at most.
const TURN_TIME: Section = section("1.8", Say::TimeForATurn);

/// Rules an incident under MERS 2010.
///
/// ```
/// use mahjong_referee::rules::{mers2010, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","priorFouls":1}"#.parse().unwrap();
/// assert_eq!(mers2010::rule(&i).outcome.to_string(), "Foul (2nd of the session): 5 points");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::Late(l) => being_late(l),
        Incident::PassingInformation(p) => passing_information(p),
        Incident::EmptyCall(c) => erroneous_calls(c),
        Incident::WrongDraw(d) => taking_the_wrong_tile(d),
        Incident::FalseSet(f) => false_figure(f),
        Incident::ExposedTiles(e) => knocking_over_tiles(e),
        Incident::ExposedNoFault(e) => {
            crate::rules::common::exposed_no_fault(KNOCKING_OVER, e, false)
        }
        Incident::Cheating => disqualification(),
        Incident::Telephone => Ruling::not_covered(RULESET, Common::Telephones),
        Incident::ExhaustiveDraw(_) => {
            Ruling::not_covered(RULESET, Common::NotenPayments).why(Say::McrHasNoNotenPayments)
        }
        Incident::TimeSignal(_) => Ruling::not_covered(RULESET, Common::TimeLimitedSessions),
        Incident::ClaimedTileNotTaken(c) => claimed_tile(c),
        Incident::RiichiDeclaration(_) | Incident::NotenRiichi(_) | Incident::RiichiKong(_) => {
            Ruling::not_covered(RULESET, Family::Riichi).why(Family::McrHasNoRiichi)
        }
        Incident::WrongTileCount => {
            Ruling::not_covered(RULESET, Family::WrongTileCountDuring).why(Say::WrongCountRuledOnly)
        }
        Incident::DeadHandCall(_) => Ruling::new(RULESET, Outcome::NothingToRule)
            .step(Say::ClaimStandsDeadHand)
            .cite(DEAD_HAND),
        Incident::AbortiveDraw(_) => Ruling::not_covered(RULESET, Common::AbortiveDraws),
        Incident::Obstruction(o) => obstruction(o),
        Incident::Substitution(x) => substitution(x),
        Incident::ClaimOrder(c) => claim_order(c),
        Incident::EarlyChow => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::PungKongHuCalled)
            .cite(WAITING_TIME)
            .why(Say::ChowCallerShouldLeave),
        Incident::WallTouched(w) if w.touched => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::WallTileTouchedPlayer)
            .cite(TOUCHING),
        Incident::WallTouched(_) => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::ReachingWithoutTouchingNo)
            .cite(REACHING),
        Incident::DistributionFoul => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::PlayTakingTilesRight)
            .cite(WRONG_ORDER)
            .why(Say::TilesTakenWrongOrder),
        Incident::Counting(c) => counting(c),
        Incident::ChangedCall(c) => two_calls(c),
        Incident::WrongWord(w) => other_terms(w),
        // No furiten in MCR: the hu is ruled as any hu, on its tiles.
        Incident::FuritenRon(_) => Ruling::new(RULESET, Outcome::NothingToRule)
            .step(Family::HuOnDiscardedTile)
            .cite(FALSE_HU)
            .why(Family::McrHasNoFuriten),
        Incident::SwapCalling => Ruling::not_covered(RULESET, Common::SwapCalling),
        Incident::LastTileClaim => Ruling::not_covered(RULESET, Common::ClaimsLastTile),
        Incident::ChomboWith(_) => {
            Ruling::not_covered(RULESET, Family::Chombo).why(Family::McrHasNoChombo)
        }
        // §1.9: no wait fans, Last Tile or Nine Gates without the tile shown apart; a hand
        // then short of 8 points is a false hu (§2.9.2).
        Incident::WinningTileNotShown(w) => mcr_tile_not_shown(w, TILE_SHOWN, erroneous_calls),
    }
}

/// A foul at its rank in the session (§3.1), with its points off the offender's score.
fn foul(prior_fouls: u8) -> Ruling {
    let rank = prior_fouls.saturating_add(1);
    let penalty = mers_foul(rank);
    Ruling::new(RULESET, Outcome::Foul { rank, penalty }).pay(foul_payments(penalty))
}

/// §2.2: under 10 minutes late, 10 points; within 15, 20 points; play waits meanwhile.
/// Later than 15 minutes: out of the session, a substitute plays, no table points (§4).
fn being_late(l: &Late) -> Ruling {
    let points = |amount: u32| {
        Ruling::point_penalty(RULESET, amount, Unit::McrPoints, When::FromSessionScore)
            .step(Say::PlayWaitsPlayerPoints)
            .cite(BEING_LATE)
    };
    match l.minutes {
        0 => Ruling::new(RULESET, Outcome::NothingToRule)
            .step(Common::NotLatePlay)
            .cite(BEING_LATE),
        m @ 1..=9 => points(10).why(Say::LateUnderTen {
            minutes: Minutes(m),
        }),
        m @ 10..=15 => points(20).why(Say::LateWithinFifteen {
            minutes: Minutes(m),
        }),
        m => Ruling::new(RULESET, Outcome::SessionDisqualification)
            .step(Say::PlayerOutSessionSubstitute)
            .step(Say::LatePlayerGetsNo)
            .cite(BEING_LATE)
            .cite(SUBSTITUTED_LATE)
            .why(Say::LateOverFifteen {
                minutes: Minutes(m),
            }),
    }
}

/// §2.3: passing information, true or false, is a foul; the referee may add a penalty.
fn passing_information(p: &PassingInformation) -> Ruling {
    foul(p.prior_fouls)
        .step(Say::RecordFoulRefereeMay)
        .cite(PASSING_INFORMATION)
        .cite(FOULS)
        .why(Say::PassingInformationTrueFalse)
}

/// §2.4.1: whoever calls a meld has to make it, and failing that is a foul. §2.9: a hu
/// called with the tiles hidden is a dead hand; shown, a false hu: 10 points to each other
/// player for four sets and a pair without 8 points, 20 for an incorrect hand (§3.3).
fn erroneous_calls(c: &EmptyCall) -> Ruling {
    match (c.call, c.tiles_shown) {
        (Call::Riichi, _) => {
            Ruling::not_covered(RULESET, Family::RiichiCalls).why(Family::McrHasNoRiichi)
        }
        (Call::Win, false) => Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::PlayerPlaysDeadHand)
            .cite(HU_NOT_SHOWN)
            .cite(DEAD_HAND),
        (Call::Win, true) => {
            let (each, why, tiles) = match c.shown_hu() {
                ShownHu::Valid(r) => return valid_hu(RULESET, FALSE_HU, r),
                ShownHu::ShortOf8(r) => (10, Say::FourSetsPairBut, r),
                ShownHu::Incorrect(r) => (20, Say::IncorrectHandWrongSets, r),
            };
            Ruling::new(RULESET, Outcome::DeadHand)
                .step(Say::FalseHuPlayerHas)
                .step(Say::PlayerNeedNotDiscard)
                .pay([Payment {
                    payer: Party::Offender,
                    payee: Party::EachOtherPlayer,
                    amount: each,
                    unit: Unit::McrPoints,
                    when: When::AtOnce,
                }])
                .cite(FALSE_HU)
                .cite(DEAD_HAND)
                .why(why)
                .why_maybe(tiles.map(crate::rules::Line::shown_hand))
        }
        (_, _) => foul(c.prior_fouls)
            .step(Say::CallCannotMadeRecord)
            .cite(CALLS_MUST_BE_PLAYED)
            .cite(FOULS)
            .why(Say::WhoeverCallsMeldHas),
    }
}

/// §2.5.2: a tile from the wrong end of the wall not yet among the player's tiles is a foul
/// and goes back; once among them, the player keeps it and has a dead hand.
fn taking_the_wrong_tile(d: &WrongDraw) -> Ruling {
    if d.into_hand || d.discarded {
        Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::PlayerKeepsTilePlays)
            .step(Say::MistakeMayPointedOut)
            .cite(WRONG_TILE)
            .cite(DEAD_HAND)
    } else {
        foul(d.prior_fouls)
            .step(Say::PutTileBackPlace)
            .cite(WRONG_TILE)
            .cite(FOULS)
            .why(Say::TileNotYetPut)
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
        return Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::GroupCanNoLonger)
            .step(Say::ThoseTilesCountTable)
            .step(Say::PlayerPlaysMayNot)
            .cite(FALSE_FIGURE)
            .cite(DEAD_HAND)
            .why(group_line(f))
            .why(Say::MersTooLate);
    }
    foul(f.prior_fouls)
        .step(Say::CorrectGroupNow)
        .step(Say::TilesShownMistakeMust)
        .cite(FALSE_FIGURE)
        .cite(FOULS)
        .why(group_line(f))
        .why(Say::MersCorrectableFoul)
}

/// §2.7: knocking over one's own tiles or the wall by accident is not penalised; another
/// player's tiles, a foul (the referee may add a penalty).
fn knocking_over_tiles(e: &ExposedTiles) -> Ruling {
    match e.from {
        ExposedFrom::OpponentHand => foul(e.prior_fouls)
            .step(Say::RecordFoulRefereeMayAdd)
            .cite(KNOCKING_OVER)
            .cite(FOULS)
            .why(Say::KnockingOverAnotherPlayer),
        ExposedFrom::Wall | ExposedFrom::DeadWall | ExposedFrom::OwnHand => {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::PutWallTilesBack)
                .cite(KNOCKING_OVER)
                .why(Say::KnockingOverOneOwn)
        }
    }
}

/// §3.5: cheating is immediate disqualification; §4.2: the substitute scores no table points
/// for that session; §4.4: the disqualified player none for the tournament.
fn disqualification() -> Ruling {
    Ruling::new(RULESET, Outcome::Disqualification)
        .step(Say::DisqualifyPlayerOnceSubstitute)
        .step(Say::SessionSubstituteGetsZero)
        .step(Say::DisqualifiedPlayerGetsZero)
        .cite(DISQUALIFICATION)
        .cite(DISQUALIFIED)
        .cite(DISQUALIFIED_TOTAL)
}

/// §2.6.3: the claimed tile must be taken before the player opposite has finished the
/// turn; later, a dead hand.
fn claimed_tile(c: &crate::rules::ClaimNotTaken) -> Ruling {
    if c.discards_since >= 3 {
        Ruling::new(RULESET, Outcome::DeadHand)
            .step(Common::PlaysOnWithDeadHand)
            .cite(CLAIMED_TILE)
            .cite(DEAD_HAND)
            .why(Say::PlayerOppositeHasFinished)
    } else {
        Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Family::TakeClaimedTileNow2)
            .cite(CLAIMED_TILE)
    }
}

/// §2.1: the referee may sanction obstruction or stalling even if the table did not notice;
/// §3.4: an additional penalty; §3.5: repeated stalling is disqualification; §3.6: these
/// fouls are not wiped at the next session.
fn obstruction(o: &crate::rules::Obstruction) -> Ruling {
    let r = if o.repeated {
        Ruling::new(RULESET, Outcome::Disqualification)
            .step(Say::RepeatedStallingObstructionImmediate)
            .cite(DISQUALIFICATION)
    } else {
        Ruling::new(RULESET, Outcome::Discretion)
            .step(Say::RefereeRulesPenaltyInstance)
            .cite(REFEREE_RULING)
    };
    r.cite(CONTESTATIONS)
        .cite(TURN_TIME)
        .why(Say::WarningsPenaltiesObstructionStalling)
        .why(Say::TurnTakesTenSeconds)
}

/// §4.1.2: a substitute for illness before the session can win the table's 4 points; during
/// the session the substitute gets 0 and the other three 4, 2 and 1 by rank. §4.3: the
/// player replaced gets 0 table points for each session missed.
fn substitution(s: &crate::rules::Substitution) -> Ruling {
    let r = Ruling::new(RULESET, Outcome::Substitute);
    let r = if s.during_session {
        r.step(Say::SessionSubstituteGetsZeroTable)
    } else {
        r.step(Say::SubstitutePlaysSessionCan)
    };
    r.step(Say::PlayerReplacedGetsZero)
        .cite(SUBSTITUTED_ILL)
        .cite(SESSIONS_MISSED)
}

/// §2.6.1: tiles shown or the discard taken before the call: the action is lost (for hu, a
/// dead hand), and shown tiles are the next discards. §2.6.2: the discard taken after the
/// call but before showing: a foul, and the action may still be made.
fn claim_order(c: &crate::rules::ClaimOrder) -> Ruling {
    use crate::rules::OrderError;
    match (c.error, c.win) {
        (OrderError::TakenBeforeShowing, _) => foul(c.prior_fouls)
            .step(Say::PlayerMayStillComplete)
            .cite(BEFORE_SHOWING)
            .cite(FOULS),
        (_, true) => Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::NoHuPlayerHas)
            .cite(BEFORE_CALLING)
            .cite(DEAD_HAND),
        (_, false) => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::ClaimLostTilesShown)
            .cite(BEFORE_CALLING),
    }
}

/// §2.8: after hu, until the score is agreed.
fn counting(c: &crate::rules::Counting) -> Ruling {
    use crate::rules::CountingError;
    match c.error {
        CountingError::WinningTileNotAdded => {
            Ruling::point_penalty(RULESET, 10, Unit::McrPoints, When::FromSessionScore)
                .step(Say::TenPointsOffWinner)
                .cite(WINNING_TILE)
        }
        CountingError::HandNotIntact => Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::WinningHandWasNot)
            .cite(NOT_INTACT)
            .cite(DEAD_HAND),
        CountingError::OwnFlowersAdded => Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::PointsWinnerOwnFlowers)
            .cite(OWN_FLOWERS),
        CountingError::OtherShowedTiles => Ruling::new(RULESET, Outcome::DeadHand)
            .step(Say::IfHuTurnsOut)
            .cite(OPPONENT_SHOWED)
            .cite(DEAD_HAND),
        CountingError::WallBroken => foul(c.prior_fouls)
            .step(Say::RecordFoulIfHu)
            .cite(WALL_DESTROYED)
            .cite(FOULS),
        CountingError::HelpedCount => Ruling::new(RULESET, Outcome::Discretion)
            .step(Say::WinnerCountsAlone)
            .cite(NO_HELP)
            .cite(REFEREE_RULING)
            .why(Say::HelpingNotAllowedNoPenalty),
    }
}

/// §2.4.2: of two different calls the first is valid and must be made; if it cannot be,
/// a foul, and the second may not be made either (after a hu involved, the player waits for
/// the next chance to win).
fn two_calls(c: &crate::rules::ChangedCall) -> Ruling {
    // A hu called first with the hand laid open is a hu shown: §2.9.2 rules it (a false hu,
    // a dead hand and its payments, as an empty call shown), not §2.4.2's foul for words.
    if c.first_was_win && !c.first_possible && c.shown == crate::rules::Shown::Hand {
        return erroneous_calls(&EmptyCall {
            call: Call::Win,
            tiles_shown: true,
            four_sets_and_pair: c.four_sets_and_pair,
            prior_fouls: c.prior_fouls,
            ..EmptyCall::default()
        })
        .cite(CHANGED_CALLS)
        .why(Say::HuShownRuledAsShown);
    }
    if c.first_possible {
        return Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::FirstCallValidOne)
            .cite(CHANGED_CALLS);
    }
    let r = foul(c.prior_fouls)
        .step(Say::FirstCallCannotMade)
        .cite(CHANGED_CALLS)
        .cite(FOULS);
    if c.first_was_win {
        r.step(Say::PlayerWaitsLaterChance)
    } else {
        r
    }
}

/// §1.3: hua, chow, pung, kong and hu ("flower" and "mahjong" accepted), in any
/// pronunciation that causes no confusion. §2.4.3: another word is a foul and the action is
/// not made; for hu, a dead hand.
fn other_terms(w: &crate::rules::WrongWord) -> Ruling {
    if w.understood {
        return Ruling::new(RULESET, Outcome::NoPenalty)
            .step(Say::CallStandsWordWas)
            .cite(CALLS);
    }
    let r = foul(w.prior_fouls)
        .step(Say::RecordFoulIntendedAction)
        .cite(WRONG_TERM)
        .cite(FOULS);
    if w.win {
        r.step(Say::CallWasHuPlayer).cite(DEAD_HAND)
    } else {
        r
    }
}

/// §3.6: the penalty count starts again with each session, but not for a player who was
/// warned or penalised for obstruction or stalling for time (§2.1, §3.4): that player's
/// count goes on.
pub fn count_goes_on(kind: &str) -> bool {
    kind == "obstruction"
}

const FAIR_PLAY: Section = section("1.1", Say::FairPlay);
const NO_COMMENT: Section = section("1.4", Say::NoPassingOfInformation);
const HANDS_CLOSED: Section = section("2.8.8", Say::WhenHuIsDeclaredHandsClosed);
const PENALTY_COUNT: Section = section("3.6", Say::PenaltyCount);

/// Before you rule, under MERS 2010: what the text asks of the table and the referee once
/// an irregularity is called ([`crate::rules::before_you_rule`]).
///
/// ```
/// use mahjong_referee::rules::mers2010;
/// assert_eq!(mers2010::before_you_rule()[0].sections[0].to_string(), "MERS 2010 §2.1");
/// ```
pub fn before_you_rule() -> &'static [Check] {
    const LIST: &[Check] = &[
        Check {
            point: Text::Mers2010(Say::BeforeFreezePlay),
            sections: &[CONTESTATIONS],
        },
        Check {
            point: Text::Mers2010(Say::BeforeSelfArbitration),
            sections: &[FAIR_PLAY],
        },
        Check {
            point: Text::Mers2010(Say::BeforeNoComment),
            sections: &[NO_COMMENT, WRONG_TILE, NO_HELP],
        },
        Check {
            point: Text::Mers2010(Say::BeforeHandsClosed),
            sections: &[HANDS_CLOSED],
        },
        Check {
            point: Text::Mers2010(Say::BeforeRefereeSees),
            sections: &[CONTESTATIONS],
        },
        Check {
            point: Text::Mers2010(Say::BeforeFoulCount),
            sections: &[FOULS, PENALTY_COUNT],
        },
        Check {
            point: Text::Mers2010(Say::BeforeAppeal),
            sections: &[CONTESTATIONS],
        },
    ];
    LIST
}

says! {
    /// What the rulings of this document say: headings first as met, then sentences in the order the rules use them.
    pub enum Say {
        LateUnderTen { minutes: Minutes } => "{minutes} late: under 10 minutes.",
        LateWithinFifteen { minutes: Minutes } => "{minutes} late: within 15 minutes.",
        LateOverFifteen { minutes: Minutes } => "{minutes} late: more than 15.",
        BeingLate => "Being late",
        PassingInformation => "Passing information",
        ErroneousCalls => "Erroneous calls",
        TakingTheWrongTile => "Taking the wrong tile",
        ClaimingADiscard => "Claiming a discard",
        TakingTilesInTheWrongOrder => "Taking tiles in the wrong order",
        TouchingAWallTile => "Touching a wall tile",
        ReachingForAWallTile => "Reaching for a wall tile",
        ShowingOrTakingBeforeCalling => "Showing or taking before calling",
        TakingBeforeShowing => "Taking before showing",
        WhenHuIsDeclaredOwnFlowers => "When hu is declared: own flowers",
        WhenHuIsDeclaredNoHelp => "When hu is declared: no help with counting",
        WhenHuIsDeclaredTheHandKeptIntact => "When hu is declared: the hand kept intact",
        WhenHuIsDeclaredTheWinningTile => "When hu is declared: the winning tile",
        WhenHuIsDeclaredAnOpponentTiles => "When hu is declared: an opponent's tiles",
        WhenHuIsDeclaredTheWall => "When hu is declared: the wall",
        ErroneousCallsTwoDifferentCalls => "Erroneous calls: two different calls",
        Calls => "Calls",
        ErroneousCallsOtherTerms => "Erroneous calls: other terms",
        ContestationsAndTheReferee => "Contestations and the referee",
        ErrorsInExposingSetsTheClaimedTile => "Errors in exposing sets: the claimed tile",
        RefereeRuling => "Referee ruling",
        APlayerSubstitutedLate => "A player substituted: being late",
        APlayerDisqualified => "A player disqualified",
        DisqualifiedPlayerTotal => "A disqualified player's total",
        APlayerSubstitutedIllness => "A player substituted: illness",
        TablePointsSessionsMissed => "Table points for the sessions missed",
        ErrorsInExposingSetsFalseFigure => "Errors in exposing sets: false figure",
        KnockingOverTiles => "Knocking over tiles",
        ErrorsInCallingHuTilesNotShown => "Errors in calling hu: tiles not shown",
        ErrorsInCallingHuFalseHu => "Errors in calling hu: false hu",
        RepeatedFouls => "(Repeated) fouls",
        DeadHand => "Dead hand",
        Disqualification => "Disqualification",
        TimeForATurn => "Time for a turn",
        WinnerCountsAlone => "The winner counts alone; the others may only object when too many points are added.",
        HelpingNotAllowedNoPenalty => "Helping is not allowed, but no penalty is set for it: any penalty is the referee's (§3.4).",
        ShowingTheWinningTile => "Showing the winning tile",
        McrHasNoNotenPayments => "MCR play has no noten payments to rule on in these regulations.",
        WrongCountRuledOnly => "A wrong count is ruled only when hu is called (§2.9.2); other players may not point it out (§1.4).",
        ClaimStandsDeadHand => "The claim stands: a dead hand may still claim tiles and replace flowers; only hu is barred.",
        PungKongHuCalled => "A pung, kong or hu called within the three seconds may take priority over the chow.",
        ChowCallerShouldLeave => "A chow caller should leave the others their time to call.",
        WallTileTouchedPlayer => "The wall tile touched is the player's draw: the discard can no longer be called.",
        ReachingWithoutTouchingNo => "Reaching without touching is no action: the player may still call the discard.",
        PlayTakingTilesRight => "Play on, taking tiles in the right order from now on.",
        TilesTakenWrongOrder => "Tiles taken in the wrong order after the wall is broken, flower replacements included, cost nothing.",
        PlayWaitsPlayerPoints => "Play waits for the player; the points come off the player's own score only.",
        PlayerOutSessionSubstitute => "The player is out of this session; a substitute takes the place, and the round starts when the substitute sits down.",
        LatePlayerGetsNo => "The late player gets no table points for the session; the substitute can win the table's 4.",
        RecordFoulRefereeMay => "Record the foul; the referee may add a penalty for a serious case.",
        PassingInformationTrueFalse => "Passing information, true or false, is a foul.",
        PlayerPlaysDeadHand => "The player plays on with a dead hand: no hu, but claiming tiles and replacing flowers go on.",
        FourSetsPairBut => "Four sets and a pair, but not the 8 points: 10 points to each other player.",
        IncorrectHandWrongSets => "An incorrect hand (wrong sets or tile count): 20 points to each other player.",
        FalseHuPlayerHas => "False hu: the player has a dead hand and pays the other players.",
        PlayerNeedNotDiscard => "The player need not discard the shown tiles first.",
        CallCannotMadeRecord => "The call cannot be made: record the foul and play on.",
        WhoeverCallsMeldHas => "Whoever calls a meld has to make it; failing that is a foul.",
        PlayerKeepsTilePlays => "The player keeps the tile and plays on with a dead hand.",
        MistakeMayPointedOut => "The mistake may be pointed out aloud: that is not passing information.",
        PutTileBackPlace => "Put the tile back in its place in the wall, even though it was seen.",
        TileNotYetPut => "A tile not yet put among the player's tiles goes back, and the mistake is a foul (its rank depends on the player's earlier fouls).",
        GroupCanNoLonger => "The group can no longer be corrected: its tiles stay face up.",
        ThoseTilesCountTable => "Those tiles count as on the table when judging the last-tile fan.",
        PlayerPlaysMayNot => "The player plays on and may not declare hu, but may still claim tiles and replace flowers.",
        MersTooLate => "Under MERS 2010 the false set could be put right only before a discard, or before a replacement tile went into the hand; that moment has passed.",
        CorrectGroupNow => "Correct the group now.",
        TilesShownMistakeMust => "The tiles shown by mistake must be the player's next discards, before any other tile.",
        MersCorrectableFoul => "Under MERS 2010 a false set noticed before a discard (and before a replacement tile went into the hand) is a foul that may be corrected.",
        RecordFoulRefereeMayAdd => "Record the foul; the referee may add a penalty.",
        KnockingOverAnotherPlayer => "Knocking over another player's tiles is a foul, even by accident.",
        PutWallTilesBack => "Put wall tiles back in place; the player need not discard own tiles that were shown.",
        KnockingOverOneOwn => "Knocking over one's own tiles or the wall by accident is not penalised.",
        DisqualifyPlayerOnceSubstitute => "Disqualify the player at once; a substitute takes the seat.",
        SessionSubstituteGetsZero => "This session: the substitute gets 0 table points, the other three 4, 2 and 1 by rank.",
        DisqualifiedPlayerGetsZero => "The disqualified player gets 0 table points for the whole tournament; the result still counts for the EMA ranking.",
        PlayerOppositeHasFinished => "The player opposite has finished the turn since the claim.",
        RepeatedStallingObstructionImmediate => "Repeated stalling or obstruction: immediate disqualification.",
        RefereeRulesPenaltyInstance => "The referee rules a penalty, for instance for breaking the wall on purpose or stalling.",
        WarningsPenaltiesObstructionStalling => "Warnings and penalties for obstruction or stalling carry over to the next session.",
        TurnTakesTenSeconds => "A turn should take 10 seconds at most, from the tile claimed or drawn to the discard.",
        SessionSubstituteGetsZeroTable => "This session: the substitute gets 0 table points; the other three get 4, 2 and 1 by rank.",
        SubstitutePlaysSessionCan => "The substitute plays the session and can win the table's 4 points.",
        PlayerReplacedGetsZero => "The player replaced gets 0 table points for each session missed; for illness the referee and organisers may take the name off the results.",
        PlayerMayStillComplete => "The player may still complete the claim, hu included.",
        NoHuPlayerHas => "No hu: the player has a dead hand; tiles shown must be discarded first on the next turns.",
        ClaimLostTilesShown => "The claim is lost; tiles shown must be the player's next discards.",
        TenPointsOffWinner => "10 points off the winner's own total; nobody receives them.",
        WinningHandWasNot => "The winning hand was not kept intact: dead hand.",
        PointsWinnerOwnFlowers => "The points the winner's own flowers would add do not count.",
        IfHuTurnsOut => "If the hu turns out invalid, the player who showed tiles has a dead hand and discards them first.",
        RecordFoulIfHu => "Record the foul; if the hu is invalid the referee may add a penalty.",
        HuShownRuledAsShown => "The hu was called with the hand laid open: that is a hu shown (§2.9.2), whatever word followed; §2.4.2's foul is for a call changed before anything was shown.",
        FirstCallValidOne => "The first call is the valid one: make it; the second is not played.",
        FirstCallCannotMade => "The first call cannot be made: record the foul; the second call may not be made instead.",
        PlayerWaitsLaterChance => "The player waits for a later chance to call hu.",
        CallStandsWordWas => "The call stands: the word was a tolerated one and caused no confusion.",
        RecordFoulIntendedAction => "Record the foul; the intended action is not made.",
        CallWasHuPlayer => "As the call was hu, the player also has a dead hand.",
        FairPlay => "Fair play and self-arbitration",
        NoPassingOfInformation => "No comments, no information",
        WhenHuIsDeclaredHandsClosed => "When hu is declared: hands kept closed",
        PenaltyCount => "The penalty count",
        BeforeFreezePlay => "Stop play as soon as a referee is needed: once play has gone on, no ruling can be given.",
        BeforeSelfArbitration => "Players are asked to settle small mistakes themselves in fair play, not to call you for each one.",
        BeforeNoComment => "No one may tip a player off about a slip of the player's own: a wrong number of tiles, a set or pattern formed wrongly, a replacement tile not taken (§1.4). But a wall tile taken from the wrong place and already put in the hand may be pointed out (§2.5.2), and the other players may object when the winner counts more points than the hand is worth (§2.8.2).",
        BeforeHandsClosed => "While a hu is checked, the other players keep their hands closed and the wall standing, until it is found valid and the score agreed.",
        BeforeRefereeSees => "You may penalise cheating, obstruction or stalling that you see yourself, even if no player noticed it.",
        BeforeFoulCount => "Count the player's fouls in this session: the count starts again each session, except for a player warned or penalised for obstruction or stalling.",
        BeforeAppeal => "A player who wants to appeal must say so at once; it is heard after the session (at EMA-supervised events with a €150 deposit; the procedure is in the Green Book §3.12).",
    }
}
