// MERS 2010, §2 Irregularities: §2.1 contestations and the referee … §2.9 errors in
// calling hu. A chapter of `mod.rs`'s `says!`, included there.

says! {
    chapter s2_irregularities;

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
        /// foul. (A hu that cannot be made is §2.9's: [`s2_9_1_tiles_not_shown`],
        /// [`s2_9_2_false_hu`].)
        fn s2_4_1_erroneous_calls(c: &EmptyCall) -> Ruling {
            if c.call == Call::Riichi {
                return riichi_calls_not_addressed(RULESET);
            }
            foul(c.prior_fouls)
                .step(Say::CallImpossibleRecordFoul)
                .cite(CALLS_MUST_BE_PLAYED)
                .cite(FOULS)
                .why(Say::MeldCalledMustBeMade)
        }
    } says {
        ErroneousCalls => "Erroneous calls",
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
                return s2_9_2_false_hu(&EmptyCall {
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
                claimed_tile_in_time(RULESET, CLAIMED_TILE)
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
        const HU_NOT_SHOWN: Section = section("2.9.1", Say::ErrorsInCallingHuTilesNotShown);
        /// §2.9.1 Errors in calling hu, tiles not shown: a hu called that is not valid, the
        /// tiles not shown, is a dead hand: no hu, but the player still claims tiles and replaces
        /// flowers (§3.2); nothing to pay (§3.3).
        fn s2_9_1_tiles_not_shown() -> Ruling {
            Ruling::new(RULESET, Outcome::DeadHand)
                .step(Say::DeadHandNoHuStillClaims)
                .cite(HU_NOT_SHOWN)
                .cite(DEAD_HAND)
                .cite(FALSE_HU_PENALTY)
        }
    } says {
        ErrorsInCallingHuTilesNotShown => "Errors in calling hu: tiles not shown",
        DeadHandNoHuStillClaims => "The player plays on with a dead hand: no hu, but claiming tiles and replacing flowers go on.",
    }

    section {
        const FALSE_HU: Section = section("2.9.2", Say::ErrorsInCallingHuFalseHu);
        /// §2.9.2 False hu: a hu called with the tiles shown that is not a valid hand is a false
        /// hu, a dead hand (§3.2), and the player pays each other player 10 points for four sets
        /// and a pair without the 8 points, 20 for an incorrect hand (wrong sets or tile count),
        /// 30 or 60 in all (§3.3); the shown tiles need not be discarded first (§2.9.3). A hand
        /// that makes its 8 points is no false hu: it is scored. Also what a hu called with the
        /// hand laid open under §2.4.2, and a winning tile not shown apart under §1.9, come to.
        fn s2_9_2_false_hu(c: &EmptyCall) -> Ruling {
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
                .cite(AFTER_A_FALSE_HU)
                .cite(DEAD_HAND)
                .cite(FALSE_HU_PENALTY)
                .why(why)
                .why_maybe(tiles.map(crate::rules::Line::shown_hand))
        }

        /// §2.9.2 False hu, on a tile the player discarded before: MCR has no furiten, so the hu
        /// is ruled as any hu, on its tiles.
        fn s2_9_2_false_hu_on_a_discarded_tile() -> Ruling {
            hu_on_a_discarded_tile(RULESET, FALSE_HU)
        }
    } says {
        ErrorsInCallingHuFalseHu => "Errors in calling hu: false hu",
        ShortOf8TenToEach => "Four sets and a pair, but not the 8 points: 10 points to each other player.",
        IncorrectHandTwentyToEach => "An incorrect hand (wrong sets or tile count): 20 points to each other player.",
        FalseHuDeadHandAndPays => "False hu: the player has a dead hand and pays the other players.",
        ShownTilesNeedNotGoFirst => "The player need not discard the shown tiles first.",
    }

    section {
        /// §2.9.3 Errors in calling hu, after a false hu: the dead hand it leaves need not discard
        /// its tiles first, shown or not. Cited by [`s2_9_2_false_hu`], whose step says so.
        const AFTER_A_FALSE_HU: Section = section("2.9.3", Say::ErrorsInCallingHuAfterAFalseHu);
    } says {
        ErrorsInCallingHuAfterAFalseHu => "Errors in calling hu: after a false hu",
    }
}
