//! MERS Tournament Regulations, Mahjong Competition Rules v1.1, August 2010.
//!
//! Read as the document runs: §1 the rules of play it names (calls, claiming, a turn's
//! time, the winning tile shown), §2 Irregularities (§2.1 contestations … §2.9 errors in
//! calling hu), §3 Summary of penalties (§3.1 fouls … §3.6 the penalty count), §4 table
//! points after a substitution or disqualification. One function per section it rules on,
//! named after the section (`s2_6_4_false_figure` rules by §2.6.4), each followed by the
//! sentences it says. What FFMJ 2008 reads alike is the family's ([`super`]).

use super::Say as Family;
use super::{mcr_tile_not_shown, valid_hu};
use crate::rules::calc::{foul_payments, mers_foul};
use crate::rules::checklist::Check;
use crate::rules::common::Say as Common;
use crate::rules::common::{group_line, late_over, no_false_set};
use crate::rules::{
    Call, ChangedCall, ClaimNotTaken, ClaimOrder, Counting, EmptyCall, ExposedFrom, ExposedNoFault,
    ExposedTiles, FalseSet, Incident, Late, Minutes, Obstruction, Outcome, Party,
    PassingInformation, Payment, Replacement, RulesetId, Ruling, Section, ShownHu, Substitution,
    Text, Unit, When, WinningTileNotShown, WrongDraw, WrongWord, says,
};

const RULESET: RulesetId = RulesetId::Mers2010;

const fn section(number: &'static str, title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title: Text::Mers2010(title),
        within: crate::rules::Within::Whole,
    }
}

/// Rules an incident under MERS 2010: each incident to the section that rules on it, in the
/// document's order; last, what the document does not address.
///
/// ```
/// use mahjong_referee::rules::{mers2010, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","priorFouls":1}"#.parse().unwrap();
/// assert_eq!(mers2010::rule(&i).outcome.to_string(), "Foul (2nd of the session): 5 points");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    use crate::rules::OrderError;
    match incident {
        Incident::EarlyChow => s1_7_claiming_a_discard_early_chow(),
        Incident::WinningTileNotShown(w) => s1_9_showing_the_winning_tile(w),
        Incident::Obstruction(o) => s2_1_contestations_obstruction(o),
        Incident::Late(l) => s2_2_being_late(l),
        Incident::PassingInformation(p) => s2_3_passing_information(p),
        Incident::EmptyCall(c) => s2_4_1_erroneous_calls(c),
        Incident::ChangedCall(c) => s2_4_2_two_different_calls(c),
        Incident::WrongWord(w) => s2_4_3_other_terms(w),
        Incident::DistributionFoul => s2_5_1_taking_tiles_in_the_wrong_order(),
        Incident::WrongDraw(d) => s2_5_2_taking_the_wrong_tile(d),
        Incident::WallTouched(w) if w.touched => s2_5_3_touching_a_wall_tile(),
        Incident::WallTouched(_) => s2_5_4_reaching_for_a_wall_tile(),
        Incident::ClaimOrder(c) if c.error == OrderError::TakenBeforeShowing => {
            s2_6_2_taking_before_showing(c)
        }
        Incident::ClaimOrder(c) => s2_6_1_showing_or_taking_before_calling(c),
        Incident::ClaimedTileNotTaken(c) => s2_6_3_the_claimed_tile(c),
        Incident::FalseSet(f) => s2_6_4_false_figure(f),
        Incident::ExposedTiles(e) => s2_7_knocking_over_tiles(e),
        Incident::ExposedNoFault(e) => s2_7_knocking_over_tiles_nobody_at_fault(e),
        Incident::Counting(c) => s2_8_when_hu_is_declared(c),
        Incident::FuritenRon(_) => s2_9_2_false_hu_on_a_discarded_tile(),
        Incident::DeadHandCall(_) => s3_2_dead_hand_call(),
        Incident::Cheating => s3_5_disqualification_cheating(),
        Incident::Substitution(x) => s4_1_2_substituted_for_illness(x),
        // Not in this document.
        Incident::Telephone => Ruling::not_covered(RULESET, Common::Telephones),
        Incident::ExhaustiveDraw(_) => {
            Ruling::not_covered(RULESET, Common::NotenPayments).why(Say::NoNotenPaymentsInMcr)
        }
        Incident::TimeSignal(_) => Ruling::not_covered(RULESET, Common::TimeLimitedSessions),
        Incident::RiichiDeclaration(_) | Incident::NotenRiichi(_) | Incident::RiichiKong(_) => {
            Ruling::not_covered(RULESET, Family::Riichi).why(Family::McrHasNoRiichi)
        }
        Incident::WrongTileCount => Ruling::not_covered(RULESET, Family::WrongTileCountInPlay)
            .why(Say::WrongCountRuledAtHuOnly),
        Incident::AbortiveDraw(_) => Ruling::not_covered(RULESET, Common::AbortiveDraws),
        Incident::SwapCalling => Ruling::not_covered(RULESET, Common::SwapCalling),
        Incident::LastTileClaim => Ruling::not_covered(RULESET, Common::ClaimsLastTile),
        Incident::ChomboWith(_) => {
            Ruling::not_covered(RULESET, Family::Chombo).why(Family::McrHasNoChombo)
        }
    }
}

says! {
    /// What the rulings of this document say, section by section: each section's heading and
    /// sentences next to the function that rules by it; last, what it does not address.
    pub enum Say;

    section {
        /// §1.1 Fair play (cited by "before you rule").
        const FAIR_PLAY: Section = section("1.1", Say::FairPlay);
    } says {
        FairPlay => "Fair play and self-arbitration",
    }

    section {
        /// §1.3 Calls: hua, chow, pung, kong and hu, in any pronunciation that causes no confusion.
        const CALLS: Section = section("1.3", Say::Calls);
    } says {
        Calls => "Calls",
    }

    section {
        /// §1.4 No passing of information (cited by "before you rule").
        const NO_COMMENT: Section = section("1.4", Say::NoPassingOfInformation);
    } says {
        NoPassingOfInformation => "No comments, no information",
    }

    section {
        const WAITING_TIME: Section = section("1.7", Say::ClaimingADiscard);
        /// §1.7 Claiming a discard: a chow caller should leave time for a pung, kong or hu; one
        /// called before them gives way, with no penalty.
        fn s1_7_claiming_a_discard_early_chow() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::PungKongHuTakePriority)
                .cite(WAITING_TIME)
                .why(Say::ChowCallerLeavesTimeToCall)
        }
    } says {
        ClaimingADiscard => "Claiming a discard",
        PungKongHuTakePriority => "A pung, kong or hu called within the three seconds may take priority over the chow.",
        ChowCallerLeavesTimeToCall => "A chow caller should leave the others their time to call.",
    }

    section {
        /// §1.8 Time for a turn: from the claim or the draw to the discard, 10 seconds at most.
        const TURN_TIME: Section = section("1.8", Say::TimeForATurn);
    } says {
        TimeForATurn => "Time for a turn",
    }

    section {
        /// §1.9 Showing the winning tile: claimed or self-drawn, it is shown apart; if not, no
        const TILE_SHOWN: Section = section("1.9", Say::ShowingTheWinningTile);
        /// §1.9 Showing the winning tile: without it shown apart the wait fans, Last Tile and
        /// Nine Gates do not count; a hand then short of 8 points is a false hu (§2.9.2). Read
        /// by the family with this document's sections.
        fn s1_9_showing_the_winning_tile(w: &WinningTileNotShown) -> Ruling {
            mcr_tile_not_shown(w, TILE_SHOWN, s2_4_1_erroneous_calls)
        }
    } says {
        ShowingTheWinningTile => "Showing the winning tile",
    }

    section {
        const CONTESTATIONS: Section = section("2.1", Say::ContestationsAndTheReferee);
        /// §2.1 Contestations and the referee: the referee may sanction obstruction or stalling
        /// even if the table did not notice; §3.4: an additional penalty; §3.5: repeated stalling
        /// is disqualification; §3.6: these fouls are not wiped at the next session.
        fn s2_1_contestations_obstruction(o: &Obstruction) -> Ruling {
            let r = if o.repeated {
                Ruling::new(RULESET, Outcome::Disqualification)
                    .step(Say::RepeatedStallingDisqualifies)
                    .cite(DISQUALIFICATION)
            } else {
                Ruling::new(RULESET, Outcome::Discretion)
                    .step(Say::RefereeRulesAPenalty)
                    .cite(REFEREE_RULING)
            };
            r.cite(CONTESTATIONS)
                .cite(TURN_TIME)
                .why(Say::StallingPenaltiesCarryOver)
                .why(Say::TurnTakesTenSecondsAtMost)
        }
    } says {
        ContestationsAndTheReferee => "Contestations and the referee",
        RepeatedStallingDisqualifies => "Repeated stalling or obstruction: immediate disqualification.",
        RefereeRulesAPenalty => "The referee rules a penalty, for instance for breaking the wall on purpose or stalling.",
        StallingPenaltiesCarryOver => "Warnings and penalties for obstruction or stalling carry over to the next session.",
        TurnTakesTenSecondsAtMost => "A turn should take 10 seconds at most, from the tile claimed or drawn to the discard.",
    }

    section {
        const BEING_LATE: Section = section("2.2", Say::BeingLate);
        /// §2.2 Being late: under 10 minutes late, 10 points; within 15, 20 points; play waits
        /// meanwhile. Later than 15 minutes: out of the session, a substitute plays, no table
        /// points (§4.1.1).
        fn s2_2_being_late(l: &Late) -> Ruling {
            let points = |amount: u32| {
                Ruling::point_penalty(RULESET, amount, Unit::McrPoints, When::FromSessionScore)
                    .step(Say::PlayWaitsPointsOffOwnScore)
                    .cite(BEING_LATE)
            };
            match (l.minutes, l.seconds) {
                (0, 0) => Ruling::new(RULESET, Outcome::NothingToRule)
                    .step(Common::NotLate)
                    .cite(BEING_LATE),
                (0, s) => points(10).why(Common::LateOnlySeconds { seconds: s }),
                (m @ 1..=9, _) => points(10).why(Say::LateUnderTen {
                    minutes: Minutes(m),
                }),
                (m @ 10..=14, _) | (m @ 15, 0) => points(20).why(Say::LateWithinFifteen {
                    minutes: Minutes(m),
                }),
                (m, s) => Ruling::new(RULESET, Outcome::SessionDisqualification)
                    .step(Say::OutOfSessionSubstitutePlays)
                    .step(Say::LatePlayerNoTablePoints)
                    .cite(BEING_LATE)
                    .cite(SUBSTITUTED_LATE)
                    .why(late_over(m, s, 15, |minutes| Say::LateOverFifteen {
                        minutes,
                    })),
            }
        }
    } says {
        LateUnderTen { minutes: Minutes } => "{minutes} late: under 10 minutes.",
        LateWithinFifteen { minutes: Minutes } => "{minutes} late: within 15 minutes.",
        LateOverFifteen { minutes: Minutes } => "{minutes} late: more than 15.",
        BeingLate => "Being late",
        PlayWaitsPointsOffOwnScore => "Play waits for the player; the points come off the player's own score only.",
        OutOfSessionSubstitutePlays => "The player is out of this session; a substitute takes the place, and the round starts when the substitute sits down.",
        LatePlayerNoTablePoints => "The late player gets no table points for the session; the substitute can win the table's 4.",
    }

    section {
        const PASSING_INFORMATION: Section = section("2.3", Say::PassingInformation);
        /// §2.3 Passing information: true or false, it is a foul; the referee may add a penalty.
        fn s2_3_passing_information(p: &PassingInformation) -> Ruling {
            foul(p.prior_fouls)
                .step(Say::RecordFoulSeriousCaseMore)
                .cite(PASSING_INFORMATION)
                .cite(FOULS)
                .why(Say::PassingInformationIsFoul)
        }
    } says {
        PassingInformation => "Passing information",
        RecordFoulSeriousCaseMore => "Record the foul; the referee may add a penalty for a serious case.",
        PassingInformationIsFoul => "Passing information, true or false, is a foul.",
    }

    section {
        const CALLS_MUST_BE_PLAYED: Section = section("2.4.1", Say::ErroneousCalls);
        /// §2.4.1 Erroneous calls: whoever calls a meld has to make it, and failing that is a
        /// foul. §2.9: a hu called with the tiles hidden is a dead hand; shown, a false hu: 10
        /// points to each other player for four sets and a pair without 8 points, 20 for an
        /// incorrect hand (§3.3).
        fn s2_4_1_erroneous_calls(c: &EmptyCall) -> Ruling {
            match (c.call, c.tiles_shown) {
                (Call::Riichi, _) => {
                    Ruling::not_covered(RULESET, Family::RiichiCalls).why(Family::McrHasNoRiichi)
                }
                (Call::Win, false) => Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::DeadHandNoHuStillClaims)
                    .cite(HU_NOT_SHOWN)
                    .cite(DEAD_HAND),
                (Call::Win, true) => {
                    let (each, why, tiles) = match c.shown_hu() {
                        ShownHu::Valid(r) => return valid_hu(RULESET, FALSE_HU, r),
                        ShownHu::ShortOf8(r) => (10, Say::ShortOf8TenToEach, r),
                        ShownHu::Incorrect(r) => (20, Say::IncorrectHandTwentyToEach, r),
                    };
                    Ruling::new(RULESET, Outcome::DeadHand)
                        .step(Say::FalseHuDeadHandAndPays)
                        .step(Say::ShownTilesNeedNotGoFirst)
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
                    .step(Say::CallImpossibleRecordFoul)
                    .cite(CALLS_MUST_BE_PLAYED)
                    .cite(FOULS)
                    .why(Say::MeldCalledMustBeMade),
            }
        }
    } says {
        ErroneousCalls => "Erroneous calls",
        DeadHandNoHuStillClaims => "The player plays on with a dead hand: no hu, but claiming tiles and replacing flowers go on.",
        ShortOf8TenToEach => "Four sets and a pair, but not the 8 points: 10 points to each other player.",
        IncorrectHandTwentyToEach => "An incorrect hand (wrong sets or tile count): 20 points to each other player.",
        FalseHuDeadHandAndPays => "False hu: the player has a dead hand and pays the other players.",
        ShownTilesNeedNotGoFirst => "The player need not discard the shown tiles first.",
        CallImpossibleRecordFoul => "The call cannot be made: record the foul and play on.",
        MeldCalledMustBeMade => "Whoever calls a meld has to make it; failing that is a foul.",
    }

    section {
        const CHANGED_CALLS: Section = section("2.4.2", Say::ErroneousCallsTwoDifferentCalls);
        /// §2.4.2 Erroneous calls, two different calls: the first is valid and must be made; if
        /// it cannot be, a foul, and the second may not be made either (after a hu involved, the
        /// player waits for the next chance to win).
        fn s2_4_2_two_different_calls(c: &ChangedCall) -> Ruling {
            // A hu called first with the hand laid open is a hu shown: §2.9.2 rules it (a false
            // hu, a dead hand and its payments, as an empty call shown), not §2.4.2's foul for
            // words.
            if c.first_was_win && !c.first_possible && c.shown == crate::rules::Shown::Hand {
                return s2_4_1_erroneous_calls(&EmptyCall {
                    call: Call::Win,
                    tiles_shown: true,
                    four_sets_and_pair: c.four_sets_and_pair,
                    prior_fouls: c.prior_fouls,
                    ..EmptyCall::default()
                })
                .cite(CHANGED_CALLS)
                .why(Say::HuCalledWithHandShown);
            }
            if c.first_possible {
                return Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::FirstCallIsTheValidOne)
                    .cite(CHANGED_CALLS);
            }
            let r = foul(c.prior_fouls)
                .step(Say::FirstCallImpossibleIsFoul)
                .cite(CHANGED_CALLS)
                .cite(FOULS);
            if c.first_was_win {
                r.step(Say::WaitForLaterHu)
            } else {
                r
            }
        }
    } says {
        ErroneousCallsTwoDifferentCalls => "Erroneous calls: two different calls",
        HuCalledWithHandShown => "The hu was called with the hand laid open: that is a hu shown (§2.9.2), whatever word followed; §2.4.2's foul is for a call changed before anything was shown.",
        FirstCallIsTheValidOne => "The first call is the valid one: make it; the second is not played.",
        FirstCallImpossibleIsFoul => "The first call cannot be made: record the foul; the second call may not be made instead.",
        WaitForLaterHu => "The player waits for a later chance to call hu.",
    }

    section {
        const WRONG_TERM: Section = section("2.4.3", Say::ErroneousCallsOtherTerms);
        /// §2.4.3 Erroneous calls, other terms: a word §1.3 accepts stands; another word is a
        /// foul and the action is not made; for hu, a dead hand.
        fn s2_4_3_other_terms(w: &WrongWord) -> Ruling {
            if w.understood {
                return Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::CallStandsToleratedWord)
                    .cite(CALLS);
            }
            let r = foul(w.prior_fouls)
                .step(Say::RecordFoulActionNotMade)
                .cite(WRONG_TERM)
                .cite(FOULS);
            if w.win {
                r.step(Say::WrongWordForHuDeadHand).cite(DEAD_HAND)
            } else {
                r
            }
        }
    } says {
        ErroneousCallsOtherTerms => "Erroneous calls: other terms",
        CallStandsToleratedWord => "The call stands: the word was a tolerated one and caused no confusion.",
        RecordFoulActionNotMade => "Record the foul; the intended action is not made.",
        WrongWordForHuDeadHand => "As the call was hu, the player also has a dead hand.",
    }

    section {
        const WRONG_ORDER: Section = section("2.5.1", Say::TakingTilesInTheWrongOrder);
        /// §2.5.1 Taking tiles in the wrong order: play on, taking the tiles right from there;
        /// no penalty.
        fn s2_5_1_taking_tiles_in_the_wrong_order() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::PlayOnInRightOrder)
                .cite(WRONG_ORDER)
                .why(Say::WrongOrderCostsNothing)
        }
    } says {
        TakingTilesInTheWrongOrder => "Taking tiles in the wrong order",
        PlayOnInRightOrder => "Play on, taking tiles in the right order from now on.",
        WrongOrderCostsNothing => "Tiles taken in the wrong order after the wall is broken, flower replacements included, cost nothing.",
    }

    section {
        const WRONG_TILE: Section = section("2.5.2", Say::TakingTheWrongTile);
        /// §2.5.2 Taking the wrong tile: a tile from the wrong end of the wall not yet among the
        /// player's tiles is a foul and goes back; once among them, the player keeps it and has
        /// a dead hand.
        fn s2_5_2_taking_the_wrong_tile(d: &WrongDraw) -> Ruling {
            if d.into_hand || d.discarded {
                Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::KeepsTileDeadHand)
                    .step(Say::MistakeMayBePointedOut)
                    .cite(WRONG_TILE)
                    .cite(DEAD_HAND)
            } else {
                foul(d.prior_fouls)
                    .step(Say::PutTileBackEvenIfSeen)
                    .cite(WRONG_TILE)
                    .cite(FOULS)
                    .why(Say::TileNotInHandGoesBackFoul)
            }
        }
    } says {
        TakingTheWrongTile => "Taking the wrong tile",
        KeepsTileDeadHand => "The player keeps the tile and plays on with a dead hand.",
        MistakeMayBePointedOut => "The mistake may be pointed out aloud: that is not passing information.",
        PutTileBackEvenIfSeen => "Put the tile back in its place in the wall, even though it was seen.",
        TileNotInHandGoesBackFoul => "A tile not yet put among the player's tiles goes back, and the mistake is a foul (its rank depends on the player's earlier fouls).",
    }

    section {
        const TOUCHING: Section = section("2.5.3", Say::TouchingAWallTile);
        /// §2.5.3 Touching a wall tile: the player takes the tile touched; no penalty.
        fn s2_5_3_touching_a_wall_tile() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::TouchedTileIsTheDraw)
                .cite(TOUCHING)
        }
    } says {
        TouchingAWallTile => "Touching a wall tile",
        TouchedTileIsTheDraw => "The wall tile touched is the player's draw: the discard can no longer be called.",
    }

    section {
        const REACHING: Section = section("2.5.4", Say::ReachingForAWallTile);
        /// §2.5.4 Reaching for a wall tile without touching it: no obligation, no penalty.
        fn s2_5_4_reaching_for_a_wall_tile() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::ReachingIsNoAction)
                .cite(REACHING)
        }
    } says {
        ReachingForAWallTile => "Reaching for a wall tile",
        ReachingIsNoAction => "Reaching without touching is no action: the player may still call the discard.",
    }

    section {
        const BEFORE_CALLING: Section = section("2.6.1", Say::ShowingOrTakingBeforeCalling);
        /// §2.6.1 Showing or taking before calling: the action is lost (for hu, a dead hand),
        /// and shown tiles are the next discards.
        fn s2_6_1_showing_or_taking_before_calling(c: &ClaimOrder) -> Ruling {
            if c.win {
                Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::NoHuDeadHandShownTilesFirst)
                    .cite(BEFORE_CALLING)
                    .cite(DEAD_HAND)
            } else {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::ClaimLostShownTilesNext)
                    .cite(BEFORE_CALLING)
            }
        }
    } says {
        ShowingOrTakingBeforeCalling => "Showing or taking before calling",
        NoHuDeadHandShownTilesFirst => "No hu: the player has a dead hand; tiles shown must be discarded first on the next turns.",
        ClaimLostShownTilesNext => "The claim is lost; tiles shown must be the player's next discards.",
    }

    section {
        const BEFORE_SHOWING: Section = section("2.6.2", Say::TakingBeforeShowing);
        /// §2.6.2 Taking before showing: the discard taken after the call but before showing is
        /// a foul, and the action may still be made.
        fn s2_6_2_taking_before_showing(c: &ClaimOrder) -> Ruling {
            foul(c.prior_fouls)
                .step(Say::MayStillCompleteClaim)
                .cite(BEFORE_SHOWING)
                .cite(FOULS)
        }
    } says {
        TakingBeforeShowing => "Taking before showing",
        MayStillCompleteClaim => "The player may still complete the claim, hu included.",
    }

    section {
        const CLAIMED_TILE: Section = section("2.6.3", Say::ErrorsInExposingSetsTheClaimedTile);
        /// §2.6.3 The claimed tile: it must be taken before the player opposite has finished the
        /// turn; later, a dead hand.
        fn s2_6_3_the_claimed_tile(c: &ClaimNotTaken) -> Ruling {
            if c.discards_since >= 3 {
                Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Common::PlaysOnWithDeadHand)
                    .cite(CLAIMED_TILE)
                    .cite(DEAD_HAND)
                    .why(Say::OppositeHasFinishedTurn)
            } else {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Family::TakeClaimedTileNow)
                    .cite(CLAIMED_TILE)
            }
        }
    } says {
        ErrorsInExposingSetsTheClaimedTile => "Errors in exposing sets: the claimed tile",
        OppositeHasFinishedTurn => "The player opposite has finished the turn since the claim.",
    }

    section {
        const FALSE_FIGURE: Section = section("2.6.4", Say::ErrorsInExposingSetsFalseFigure);
        /// §2.6.4 False figure: before a discard, and before the replacement tile is put among
        /// the player's tiles, it is a foul (§3.1) and the group may be corrected, the wrongly
        /// shown tiles being discarded first; after either, the hand is dead (§3.2) and the shown
        /// tiles stay shown, counting as seen for the last-tile fan.
        fn s2_6_4_false_figure(f: &FalseSet) -> Ruling {
            if f.is_a_real_set() {
                return no_false_set(FALSE_FIGURE, f);
            }
            if f.discarded || f.replacement == Replacement::InHand {
                return Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::GroupStaysFaceUp)
                    .step(Say::TilesCountAsSeenForLastTile)
                    .step(Say::PlaysOnNoHuStillClaims)
                    .cite(FALSE_FIGURE)
                    .cite(DEAD_HAND)
                    .why(group_line(f))
                    .why(Say::FalseSetTooLateToCorrect);
            }
            foul(f.prior_fouls)
                .step(Say::CorrectGroupNow)
                .step(Say::ShownTilesAreNextDiscards)
                .cite(FALSE_FIGURE)
                .cite(FOULS)
                .why(group_line(f))
                .why(Say::FalseSetCorrectableIsFoul)
        }
    } says {
        ErrorsInExposingSetsFalseFigure => "Errors in exposing sets: false figure",
        GroupStaysFaceUp => "The group can no longer be corrected: its tiles stay face up.",
        TilesCountAsSeenForLastTile => "Those tiles count as on the table when judging the last-tile fan.",
        PlaysOnNoHuStillClaims => "The player plays on and may not declare hu, but may still claim tiles and replace flowers.",
        FalseSetTooLateToCorrect => "Under MERS 2010 the false set could be put right only before a discard, or before a replacement tile went into the hand; that moment has passed.",
        CorrectGroupNow => "Correct the group now.",
        ShownTilesAreNextDiscards => "The tiles shown by mistake must be the player's next discards, before any other tile.",
        FalseSetCorrectableIsFoul => "Under MERS 2010 a false set noticed before a discard (and before a replacement tile went into the hand) is a foul that may be corrected.",
    }

    section {
        const KNOCKING_OVER: Section = section("2.7", Say::KnockingOverTiles);
        /// §2.7 Knocking over tiles: one's own tiles or the wall by accident is not penalised;
        /// another player's tiles, a foul (the referee may add a penalty).
        fn s2_7_knocking_over_tiles(e: &ExposedTiles) -> Ruling {
            match e.from {
                ExposedFrom::OpponentHand => foul(e.prior_fouls)
                    .step(Say::RecordFoulRefereeMayAddPenalty)
                    .cite(KNOCKING_OVER)
                    .cite(FOULS)
                    .why(Say::KnockingOverOthersIsFoul),
                ExposedFrom::Wall | ExposedFrom::DeadWall | ExposedFrom::OwnHand => {
                    Ruling::new(RULESET, Outcome::NoPenalty)
                        .step(Say::PutWallTilesBackOwnNeedNotGo)
                        .cite(KNOCKING_OVER)
                        .why(Say::KnockingOverOwnNotPenalised)
                }
            }
        }

        /// §2.7 Knocking over tiles, with nobody at fault: the tiles go back; if play cannot go
        /// on fairly, the referee's call.
        fn s2_7_knocking_over_tiles_nobody_at_fault(e: &ExposedNoFault) -> Ruling {
            crate::rules::common::exposed_no_fault(KNOCKING_OVER, e, false)
        }
    } says {
        KnockingOverTiles => "Knocking over tiles",
        RecordFoulRefereeMayAddPenalty => "Record the foul; the referee may add a penalty.",
        KnockingOverOthersIsFoul => "Knocking over another player's tiles is a foul, even by accident.",
        PutWallTilesBackOwnNeedNotGo => "Put wall tiles back in place; the player need not discard own tiles that were shown.",
        KnockingOverOwnNotPenalised => "Knocking over one's own tiles or the wall by accident is not penalised.",
    }

    section {
        const NO_HELP: Section = section("2.8.2", Say::WhenHuIsDeclaredNoHelp);
        const OWN_FLOWERS: Section = section("2.8.4", Say::WhenHuIsDeclaredOwnFlowers);
        const NOT_INTACT: Section = section("2.8.6", Say::WhenHuIsDeclaredTheHandKeptIntact);
        const WINNING_TILE: Section = section("2.8.7", Say::WhenHuIsDeclaredTheWinningTile);
        /// §2.8.8 When hu is declared: the other hands stay closed (cited by "before you rule").
        const HANDS_CLOSED: Section = section("2.8.8", Say::WhenHuIsDeclaredHandsClosed);
        const OPPONENT_SHOWED: Section = section("2.8.9", Say::WhenHuIsDeclaredAnOpponentTiles);
        const WALL_DESTROYED: Section = section("2.8.10", Say::WhenHuIsDeclaredTheWall);
        /// §2.8 When hu is declared (§2.8.2–2.8.10, one case each): after hu, until the score is
        /// agreed.
        fn s2_8_when_hu_is_declared(c: &Counting) -> Ruling {
            use crate::rules::CountingError;
            match c.error {
                CountingError::WinningTileNotAdded => {
                    Ruling::point_penalty(RULESET, 10, Unit::McrPoints, When::FromSessionScore)
                        .step(Say::TenPointsOffWinnerToNobody)
                        .cite(WINNING_TILE)
                }
                CountingError::HandNotIntact => Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::HandNotKeptIntactDeadHand)
                    .cite(NOT_INTACT)
                    .cite(DEAD_HAND),
                CountingError::OwnFlowersAdded => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::OwnFlowersDoNotCount)
                    .cite(OWN_FLOWERS),
                CountingError::OtherShowedTiles => Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::InvalidHuShowerHasDeadHand)
                    .cite(OPPONENT_SHOWED)
                    .cite(DEAD_HAND),
                CountingError::WallBroken => foul(c.prior_fouls)
                    .step(Say::RecordFoulMoreIfHuInvalid)
                    .cite(WALL_DESTROYED)
                    .cite(FOULS),
                CountingError::HelpedCount => Ruling::new(RULESET, Outcome::Discretion)
                    .step(Say::WinnerCountsAloneOthersObject)
                    .cite(NO_HELP)
                    .cite(REFEREE_RULING)
                    .why(Say::HelpingBarredNoPenaltySet),
            }
        }
    } says {
        WhenHuIsDeclaredOwnFlowers => "When hu is declared: own flowers",
        WhenHuIsDeclaredNoHelp => "When hu is declared: no help with counting",
        WhenHuIsDeclaredTheHandKeptIntact => "When hu is declared: the hand kept intact",
        WhenHuIsDeclaredTheWinningTile => "When hu is declared: the winning tile",
        WhenHuIsDeclaredAnOpponentTiles => "When hu is declared: an opponent's tiles",
        WhenHuIsDeclaredTheWall => "When hu is declared: the wall",
        WinnerCountsAloneOthersObject => "The winner counts alone; the others may only object when too many points are added.",
        HelpingBarredNoPenaltySet => "Helping is not allowed, but no penalty is set for it: any penalty is the referee's (§3.4).",
        TenPointsOffWinnerToNobody => "10 points off the winner's own total; nobody receives them.",
        HandNotKeptIntactDeadHand => "The winning hand was not kept intact: dead hand.",
        OwnFlowersDoNotCount => "The points the winner's own flowers would add do not count.",
        InvalidHuShowerHasDeadHand => "If the hu turns out invalid, the player who showed tiles has a dead hand and discards them first.",
        RecordFoulMoreIfHuInvalid => "Record the foul; if the hu is invalid the referee may add a penalty.",
        WhenHuIsDeclaredHandsClosed => "When hu is declared: hands kept closed",
    }

    section {
        /// §2.9.1 Errors in calling hu: tiles not shown (ruled with §2.4.1's calls).
        const HU_NOT_SHOWN: Section = section("2.9.1", Say::ErrorsInCallingHuTilesNotShown);
    } says {
        ErrorsInCallingHuTilesNotShown => "Errors in calling hu: tiles not shown",
    }

    section {
        const FALSE_HU: Section = section("2.9.2", Say::ErrorsInCallingHuFalseHu);
        /// §2.9.2 False hu, on a tile the player discarded before: MCR has no furiten, so the hu
        /// is ruled as any hu, on its tiles.
        fn s2_9_2_false_hu_on_a_discarded_tile() -> Ruling {
            Ruling::new(RULESET, Outcome::NothingToRule)
                .step(Family::HuOnDiscardedTileRuledAsAny)
                .cite(FALSE_HU)
                .why(Family::McrHasNoFuriten)
        }
    } says {
        ErrorsInCallingHuFalseHu => "Errors in calling hu: false hu",
    }

    section {
        /// §3.1 Repeated fouls: a warning, then 5, 10, 20, 30 … off the offender's own score.
        const FOULS: Section = section("3.1", Say::RepeatedFouls);
        /// §3.1 Repeated fouls: a foul at its rank in the session, with its points off the
        /// offender's score.
        fn foul(prior_fouls: u8) -> Ruling {
            let rank = prior_fouls.saturating_add(1);
            let penalty = mers_foul(rank);
            Ruling::new(RULESET, Outcome::Foul { rank, penalty }).pay(foul_payments(penalty))
        }
    } says {
        RepeatedFouls => "(Repeated) fouls",
    }

    section {
        /// §3.2 Dead hand: it may not win but still claims tiles and replaces flowers.
        const DEAD_HAND: Section = section("3.2", Say::DeadHand);
        /// §3.2 Dead hand: a claim from a dead hand stands (it may claim, not win).
        fn s3_2_dead_hand_call() -> Ruling {
            Ruling::new(RULESET, Outcome::NothingToRule)
                .step(Say::DeadHandClaimStands)
                .cite(DEAD_HAND)
        }
    } says {
        DeadHand => "Dead hand",
        DeadHandClaimStands => "The claim stands: a dead hand may still claim tiles and replace flowers; only hu is barred.",
    }

    section {
        /// §3.4 Referee ruling: an additional penalty.
        const REFEREE_RULING: Section = section("3.4", Say::RefereeRuling);
    } says {
        RefereeRuling => "Referee ruling",
    }

    section {
        const DISQUALIFICATION: Section = section("3.5", Say::Disqualification);
        /// §3.5 Disqualification: cheating is immediate disqualification; §4.2: the substitute
        /// scores no table points for that session; §4.4: the disqualified player none for the
        /// tournament.
        fn s3_5_disqualification_cheating() -> Ruling {
            Ruling::new(RULESET, Outcome::Disqualification)
                .step(Say::DisqualifySubstituteSits)
                .step(Say::DisqualifiedSessionTablePoints)
                .step(Say::DisqualifiedGetsZeroForTournament)
                .cite(DISQUALIFICATION)
                .cite(DISQUALIFIED)
                .cite(DISQUALIFIED_TOTAL)
        }
    } says {
        Disqualification => "Disqualification",
        DisqualifySubstituteSits => "Disqualify the player at once; a substitute takes the seat.",
        DisqualifiedSessionTablePoints => "This session: the substitute gets 0 table points, the other three 4, 2 and 1 by rank.",
        DisqualifiedGetsZeroForTournament => "The disqualified player gets 0 table points for the whole tournament; the result still counts for the EMA ranking.",
    }

    section {
        const PENALTY_COUNT: Section = section("3.6", Say::PenaltyCount);
        /// §3.6 Penalty count: it starts again with each session, but not for a player who was
        /// warned or penalised for obstruction or stalling for time (§2.1, §3.4): that player's
        /// count goes on.
        pub fn count_goes_on(kind: &str) -> bool {
            kind == "obstruction"
        }
    } says {
        PenaltyCount => "The penalty count",
    }

    section {
        /// §4.1.1 A player substituted for being late.
        const SUBSTITUTED_LATE: Section = section("4.1.1", Say::APlayerSubstitutedLate);
    } says {
        APlayerSubstitutedLate => "A player substituted: being late",
    }

    section {
        const SUBSTITUTED_ILL: Section = section("4.1.2", Say::APlayerSubstitutedIllness);
        /// §4.1.2 A player substituted for illness: a substitute before the session can win the
        /// table's 4 points; during the session the substitute gets 0 and the other three 4, 2
        /// and 1 by rank. §4.3: the player replaced gets 0 table points for each session missed.
        fn s4_1_2_substituted_for_illness(s: &Substitution) -> Ruling {
            let r = Ruling::new(RULESET, Outcome::Substitute);
            let r = if s.during_session {
                r.step(Say::IllnessSessionTablePoints)
            } else {
                r.step(Say::SubstituteCanWinTablePoints)
            };
            r.step(Say::ReplacedPlayerGetsZero)
                .cite(SUBSTITUTED_ILL)
                .cite(SESSIONS_MISSED)
        }
    } says {
        APlayerSubstitutedIllness => "A player substituted: illness",
        IllnessSessionTablePoints => "This session: the substitute gets 0 table points; the other three get 4, 2 and 1 by rank.",
        SubstituteCanWinTablePoints => "The substitute plays the session and can win the table's 4 points.",
        ReplacedPlayerGetsZero => "The player replaced gets 0 table points for each session missed; for illness the referee and organisers may take the name off the results.",
    }

    section {
        /// §4.2 A player disqualified: the substitute's table points.
        const DISQUALIFIED: Section = section("4.2", Say::APlayerDisqualified);
    } says {
        APlayerDisqualified => "A player disqualified",
    }

    section {
        /// §4.3 Table points for sessions missed.
        const SESSIONS_MISSED: Section = section("4.3", Say::TablePointsSessionsMissed);
    } says {
        TablePointsSessionsMissed => "Table points for the sessions missed",
    }

    section {
        /// §4.4 A disqualified player's total.
        const DISQUALIFIED_TOTAL: Section = section("4.4", Say::DisqualifiedPlayerTotal);
    } says {
        DisqualifiedPlayerTotal => "A disqualified player's total",
    }

    section {
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
                    point: Text::Mers2010(Say::BeforeStopPlayAtOnce),
                    sections: &[CONTESTATIONS],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeSelfArbitration),
                    sections: &[FAIR_PLAY],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeNoTipOff),
                    sections: &[NO_COMMENT, WRONG_TILE, NO_HELP],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeHandsStayClosed),
                    sections: &[HANDS_CLOSED],
                },
                Check {
                    point: Text::Mers2010(Say::BeforePenaliseWhatYouSee),
                    sections: &[CONTESTATIONS],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeCountSessionFouls),
                    sections: &[FOULS, PENALTY_COUNT],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeAppealAtOnce),
                    sections: &[CONTESTATIONS],
                },
            ];
            LIST
        }
    } says {
        BeforeStopPlayAtOnce => "Stop play as soon as a referee is needed: once play has gone on, no ruling can be given.",
        BeforeSelfArbitration => "Players are asked to settle small mistakes themselves in fair play, not to call you for each one.",
        BeforeNoTipOff => "No one may tip a player off about a slip of the player's own: a wrong number of tiles, a set or pattern formed wrongly, a replacement tile not taken (§1.4). But a wall tile taken from the wrong place and already put in the hand may be pointed out (§2.5.2), and the other players may object when the winner counts more points than the hand is worth (§2.8.2).",
        BeforeHandsStayClosed => "While a hu is checked, the other players keep their hands closed and the wall standing, until it is found valid and the score agreed.",
        BeforePenaliseWhatYouSee => "You may penalise cheating, obstruction or stalling that you see yourself, even if no player noticed it.",
        BeforeCountSessionFouls => "Count the player's fouls in this session: the count starts again each session, except for a player warned or penalised for obstruction or stalling.",
        BeforeAppealAtOnce => "A player who wants to appeal must say so at once; it is heard after the session (at EMA-supervised events with a €150 deposit; the procedure is in the Green Book §3.12).",
    }

    section {
        // Not in this document: what rule() says of the incidents this document does not
        // address.
    } says {
        NoNotenPaymentsInMcr => "MCR play has no noten payments to rule on in these regulations.",
        WrongCountRuledAtHuOnly => "A wrong count is ruled only when hu is called (§2.9.2); other players may not point it out (§1.4).",
    }
}
