// WRC 2015, §7.2 Fouls, one entry per foul, in the document's order. A chapter of
// `mod.rs`'s `says!`, included there.

says! {
    chapter s7_2_fouls;

    section {
        /// §7.2 Fouls, "Empty call", by its table's rows.
        const EMPTY_CALL_SET: Section = row(Say::FoulsEmptyCall, Say::RowChowPungOrKong);
        const EMPTY_CALL_CONCEALED_KONG: Section = row(Say::FoulsEmptyCall, Say::RowConcealedKong);
        const EMPTY_CALL_RIICHI: Section = row(Say::FoulsEmptyCall, Say::RowRiichi);
        const EMPTY_CALL_WIN_CONCEALED: Section = row(Say::FoulsEmptyCall, Say::RowWinConcealed);
        const EMPTY_CALL_WIN_SHOWN: Section = row(Say::FoulsEmptyCall, Say::RowWinShown);
        /// §7.2 Fouls, "Empty call": a chow, pung or kong, a concealed kong or a riichi that
        /// cannot be made is not penalised; a win called with the hand still concealed is a dead
        /// hand, with the hand shown a chonbo.
        fn s7_2_empty_call(c: &EmptyCall) -> Ruling {
            match (c.call, c.tiles_shown) {
                (Call::Win, false) => Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::DeadHandNoCallsRiichiOrWin)
                    .cite(EMPTY_CALL_WIN_CONCEALED)
                    .cite(DEAD_HAND)
                    .why(Say::EmptyWinConcealedIsDeadHand),
                (Call::Win, true) => chombo(RULESET, c.dealer, c.casual, CHONBO)
                    .cite(EMPTY_CALL_WIN_SHOWN)
                    .why(Say::EmptyWinShownIsChonbo),
                (Call::Chow | Call::Pung | Call::Kong, true) => {
                    Ruling::new(RULESET, Outcome::NoPenalty)
                        .step(Say::ShownTilesRuledAsInvalidGroup)
                        .step(Say::MakeGroupOrTakeCallBack)
                        .cite(EMPTY_CALL_SET)
                        .cite(INVALID_GROUP)
                }
                (call, _) => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::CallVoidPlayOn)
                    .cite(match call {
                        Call::ConcealedKong => EMPTY_CALL_CONCEALED_KONG,
                        Call::Riichi => EMPTY_CALL_RIICHI,
                        _ => EMPTY_CALL_SET,
                    })
                    .why(Say::EmptyMeldOrRiichiCallNotPenalised),
            }
        }

        /// §7.2 Fouls, "Empty call": a furiten player cannot win on a discard, so a ron is an
        /// empty win call.
        fn s7_2_empty_call_furiten_ron(f: &FuritenRon) -> Ruling {
            s7_2_empty_call(&EmptyCall {
                call: Call::Win,
                tiles_shown: f.tiles_shown,
                dealer: f.dealer,
                ..EmptyCall::default()
            })
            .why(Say::FuritenRonIsEmptyWinCall)
        }
    } says {
        FoulsEmptyCall => "Empty call",
        RowChowPungOrKong => "a chow, pung or kong",
        RowConcealedKong => "a concealed kong",
        RowRiichi => "a riichi",
        RowWinConcealed => "a win, the hand still concealed",
        RowWinShown => "a win, the hand shown",
        FuritenRonIsEmptyWinCall => "A furiten player cannot complete a ron: the call is an empty call for a win.",
        DeadHandNoCallsRiichiOrWin => "The player plays on with a dead hand: no chow, pung, kong, riichi or win; noten.",
        EmptyWinConcealedIsDeadHand => "An empty win call with the hand still concealed is a dead hand.",
        EmptyWinShownIsChonbo => "An empty win call with the hand shown is a chonbo: 20 points off the overall score, and no mangan payment.",
        ShownTilesRuledAsInvalidGroup => "Tiles were shown for a group that cannot be made: it is ruled as an invalid group.",
        MakeGroupOrTakeCallBack => "Before the discard the player may make the called group, or take the call back as an empty call.",
        CallVoidPlayOn => "The call is void; play on.",
        EmptyMeldOrRiichiCallNotPenalised => "Empty calls for a chow, pung, kong, concealed kong or riichi are not penalised.",
    }

    section {
        const SWAP_CALLING: Section = entry("7.2", Say::FoulsSwapCalling);
        /// §7.2 Fouls, "Swap-calling": judged at the discard; a dead hand (§7.1).
        fn s7_2_swap_calling() -> Ruling {
            Ruling::new(RULESET, Outcome::DeadHand)
                .step(Say::SwapCallingJudgedAtDiscard)
                .cite(SWAP_CALLING)
                .cite(DEAD_HAND)
        }
    } says {
        FoulsSwapCalling => "Swap-calling",
        SwapCallingJudgedAtDiscard => "Judged at the discard: the melded group and the discard stay as they are; the player has a dead hand.",
    }

    section {
        /// §7.2 Fouls, "Invalid group": a melded group that is no chow, pung or kong.
        const INVALID_GROUP: Section = entry("7.2", Say::FoulsInvalidGroup);
        /// §7.2 Fouls, "Invalid group": before the discard the player may still make the group
        /// that was called (no penalty) or take the call back (an empty call, not penalised for a
        /// chow, pung or kong); after the discard the group is fixed and the hand is dead (§7.1).
        fn s7_2_invalid_group(f: &FalseSet) -> Ruling {
            if f.is_a_real_set() {
                return no_false_set(INVALID_GROUP, f);
            }
            if f.discarded {
                Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::LeaveGroupAfterDiscard)
                    .step(Say::DeadHandNoCallsIncludingConcealed)
                    .step(Say::NonRiichiPlayerChoosesDiscards)
                    .cite(INVALID_GROUP)
                    .cite(DEAD_HAND)
                    .why(group_line(f))
                    .why(Say::InvalidGroupFixedAtDiscard)
            } else {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::MayStillMakeCalledGroup)
                    .step(Say::OrTakeCallBackAsEmptyCall)
                    .cite(INVALID_GROUP)
                    .why(group_line(f))
                    .why(Say::CorrectableUntilDiscard)
            }
        }
    } says {
        FoulsInvalidGroup => "Invalid group",
        LeaveGroupAfterDiscard => "Leave the group as it is: after the discard it cannot be changed.",
        DeadHandNoCallsIncludingConcealed => "The player plays on with a dead hand: no chow, pung, kong (concealed ones too), riichi or win.",
        NonRiichiPlayerChoosesDiscards => "A player not in riichi still chooses the discards; the hand is noten at the end.",
        InvalidGroupFixedAtDiscard => "Under WRC 2015 an invalid group is fixed once its owner discards, and the hand becomes dead.",
        MayStillMakeCalledGroup => "Before discarding, the player may still make the group that was called: then there is no penalty.",
        OrTakeCallBackAsEmptyCall => "Or the player takes the call back: that is an empty call, not penalised for a chow, pung or kong.",
        CorrectableUntilDiscard => "Under WRC 2015 the mistake can be corrected until the player discards.",
    }

    section {
        const CHANGING_A_CALL: Section = entry("7.2", Say::FoulsChangingACall);
        /// §7.2 Fouls, "Changing a call": calls are not changed; a wrong word corrected at once is
        /// fine; otherwise the first call must be made, or it is an empty call (and the second
        /// is lost).
        fn s7_2_changing_a_call(c: &ChangedCall) -> Ruling {
            use crate::rules::Shown;
            if c.quick {
                return Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::WrongWordCorrectedAtOnce)
                    .cite(CHANGING_A_CALL);
            }
            if c.first_possible {
                return Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::FirstCallMustBeMade)
                    .cite(CHANGING_A_CALL);
            }
            let call = if c.first_was_win {
                Call::Win
            } else {
                Call::Pung
            };
            s7_2_empty_call(&EmptyCall {
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
            .why(Say::FirstCallImpossibleIsEmptyCall)
        }
    } says {
        FoulsChangingACall => "Changing a call",
        WrongWordCorrectedAtOnce => "A wrong word corrected at once: the corrected call is played.",
        FirstCallMustBeMade => "The first call must be made; a meld already laid for the second is taken back.",
        FirstCallImpossibleIsEmptyCall => "The first call cannot be made: it counts as an empty call, and the second call cannot be made instead.",
    }

    section {
        const WRONG_WORD: Section = entry("7.2", Say::FoulsWrongWord);
        /// §7.2 Fouls, "Wrong word": not penalised while the intent was clear or the word was
        /// corrected at once; a call whose intent was not clear is not addressed.
        fn s7_2_wrong_word(w: &WrongWord) -> Ruling {
            if w.understood || w.corrected {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::ClearIntentNotPenalised)
                    .cite(WRONG_WORD)
            } else {
                Ruling::not_covered(RULESET, Say::CallWithUnclearIntent)
            }
        }
    } says {
        FoulsWrongWord => "Wrong word",
        ClearIntentNotPenalised => "Not penalised while the intent is clear; the valid words are chii, pon, kan, riichi, ron and tsumo.",
        CallWithUnclearIntent => "a call whose intent was not clear",
    }

    section {
        /// §7.2 Fouls, "Calling with a dead hand" (riichi and concealed kong too), by its rows.
        const CALLING_WITH_A_DEAD_HAND: Section = entry("7.2", Say::FoulsCallingWithADeadHand);
        const DEAD_HAND_NOT_DECLARED: Section =
            row(Say::FoulsCallingWithADeadHand, Say::RowNotDeclaredDead);
        const DEAD_HAND_DECLARED: Section =
            row(Say::FoulsCallingWithADeadHand, Say::RowDeclaredDead);
        /// §7.2 Fouls, "Calling with a dead hand": before the hand was declared dead the call is
        /// void and not penalised; after, 20 points and play goes on.
        fn s7_2_calling_with_a_dead_hand(c: &DeadHandCall) -> Ruling {
            if c.declared_dead {
                Ruling::point_penalty(RULESET, 20, Unit::OverallPoints, When::AtOnce)
                    .step(Say::CallVoidTwentyPointsOff)
                    .cite(DEAD_HAND_DECLARED)
                    .cite(POINT_PENALTY)
                    .why(Say::NotChonboGameGoesOn)
            } else {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::CallVoidPlayOn)
                    .cite(DEAD_HAND_NOT_DECLARED)
                    .why(Say::HandNotFormallyDeclaredDead)
            }
        }
    } says {
        FoulsCallingWithADeadHand => "Calling with a dead hand",
        RowNotDeclaredDead => "the hand not declared dead",
        RowDeclaredDead => "the hand declared dead",
        CallVoidTwentyPointsOff => "The call is void and play goes on; 20 points come off the overall score.",
        NotChonboGameGoesOn => "Not a chonbo: the game goes on.",
        HandNotFormallyDeclaredDead => "The hand had not been formally declared dead.",
    }

    section {
        /// §7.2 Fouls, "Wrong tile count", by its rows.
        const CLAIMED_TILE_NOT_TAKEN: Section = row(Say::FoulsWrongTileCount, Say::RowTileNotTaken);
        const TOO_MANY_OR_FEW: Section = row(Say::FoulsWrongTileCount, Say::RowTooManyOrFew);
        /// §7.2 Fouls, "Wrong tile count": a claimed tile not taken before the next two players
        /// have discarded, or too many or too few tiles, is a dead hand.
        fn s7_2_wrong_tile_count(dead: bool, section: Section) -> Ruling {
            if dead {
                Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::DeadHandNoCallsNoten)
                    .cite(section)
                    .cite(DEAD_HAND)
            } else {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::TakeClaimedTileInTime)
                    .cite(section)
            }
        }
    } says {
        FoulsWrongTileCount => "Wrong tile count",
        RowTileNotTaken => "a claimed tile not taken in time",
        RowTooManyOrFew => "too many or too few tiles",
        DeadHandNoCallsNoten => "The player plays on with a dead hand: no calls, no riichi, no win; noten.",
        TakeClaimedTileInTime => "Take the claimed tile now: the next two players have not both discarded yet.",
    }

    section {
        /// §7.2 Fouls, "Wrongly revealing or picking tiles", and its table's rows.
        const WRONGLY_REVEALING_OR_PICKING: Section =
            entry("7.2", Say::FoulsWronglyRevealingOrPickingTiles);
        const FEW_TILES: Section = row(Say::FoulsWronglyRevealingOrPickingTiles, Say::RowFewTiles);
        const PLAY_CANNOT_GO_ON: Section = row(
            Say::FoulsWronglyRevealingOrPickingTiles,
            Say::RowCannotGoOnFairly,
        );
        const DURING_THE_DEAL: Section =
            row(Say::FoulsWronglyRevealingOrPickingTiles, Say::RowDuringDeal);
        /// §7.2 Fouls, "Wrongly revealing or picking tiles": a few tiles cost nothing and go
        /// back; if play cannot go on fairly, chonbo; during the deal, a re-deal if it is a
        /// problem.
        fn s7_2_wrongly_revealing_tiles(e: &ExposedTiles) -> Ruling {
            if e.during_deal {
                return Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::PutTilesBackRedealIfProblem)
                    .cite(DURING_THE_DEAL);
            }
            if !e.play_can_continue {
                return chombo(RULESET, e.dealer, e.casual, CHONBO)
                    .cite(PLAY_CANNOT_GO_ON)
                    .why(Say::TooManyRevealedForFairPlay);
            }
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::PutTilesBackPlayOn)
                .cite(FEW_TILES)
                .why(Say::FewTilesRevealedNotPenalised)
        }

        /// §7.2 Fouls, "Wrongly revealing or picking tiles", with nobody at fault: the tiles go
        /// back; if play cannot go on fairly, the referee's call.
        fn s7_2_wrongly_revealed_nobody_at_fault(e: &ExposedNoFault) -> Ruling {
            crate::rules::common::exposed_no_fault(WRONGLY_REVEALING_OR_PICKING, e, false)
        }

        /// §7.2 Fouls, "Wrongly revealing or picking tiles": a tile picked from the wrong place
        /// goes back.
        fn s7_2_wrongly_picking_tiles() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::PutTileBackDrawRightOne)
                .cite(WRONGLY_REVEALING_OR_PICKING)
                .why(Say::WrongPickNotPenalised)
        }
    } says {
        FoulsWronglyRevealingOrPickingTiles => "Wrongly revealing or picking tiles",
        RowFewTiles => "a few tiles",
        RowCannotGoOnFairly => "play cannot go on fairly",
        RowDuringDeal => "during the deal",
        PutTilesBackRedealIfProblem => "Put the tiles back; if it is a problem for play, re-deal with no penalty.",
        TooManyRevealedForFairPlay => "Play cannot go on fairly after so many tiles were revealed.",
        PutTilesBackPlayOn => "Put the tiles back where they came from and play on.",
        FewTilesRevealedNotPenalised => "Revealing a few tiles is not penalised.",
        PutTileBackDrawRightOne => "Put the tile back where it came from and draw the right one.",
        WrongPickNotPenalised => "A wrongly picked tile is not penalised.",
    }

    section {
        /// §7.2 Fouls, "Wrong riichi declaration", by its rows.
        const WRONG_RIICHI_DECLARATION: Section = entry("7.2", Say::FoulsWrongRiichiDeclaration);
        const RIICHI_NO_STICK: Section = row(Say::FoulsWrongRiichiDeclaration, Say::RowNoStick);
        const RIICHI_NO_CALL: Section = row(Say::FoulsWrongRiichiDeclaration, Say::RowNoCall);
        const RIICHI_NO_ROTATION: Section =
            row(Say::FoulsWrongRiichiDeclaration, Say::RowNoRotation);
        const RIICHI_OPEN_HAND: Section = row(Say::FoulsWrongRiichiDeclaration, Say::RowOpenHand);
        const NOTEN_RIICHI: Section = row(Say::FoulsWrongRiichiDeclaration, Say::RowNotenRiichi);
        const RIICHI_INVALID_KONG: Section =
            row(Say::FoulsWrongRiichiDeclaration, Say::RowInvalidKong);
        /// §7.2 Fouls, "Wrong riichi declaration": no stick, no call, no turned tile: not
        /// penalised (put right); on an open hand the riichi is void and the stick goes back.
        fn s7_2_wrong_riichi_declaration(r: &RiichiDeclaration) -> Ruling {
            use crate::rules::RiichiError;
            match r.error {
                RiichiError::NoStick => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::PutStickOutNow)
                    .cite(RIICHI_NO_STICK),
                RiichiError::NoCall => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::RiichiStandsNoPenalty)
                    .cite(RIICHI_NO_CALL),
                RiichiError::NoRotation => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::TurnTileNowEarliestForFuriten)
                    .cite(RIICHI_NO_ROTATION),
                RiichiError::OpenHand => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::RiichiVoidStickBack)
                    .cite(RIICHI_OPEN_HAND),
                RiichiError::RotationAfterClaim => turned_tile_claimed_not_addressed(RULESET),
            }
        }

        /// §7.2 Fouls, "Wrong riichi declaration", noten riichi: chonbo, found out at a win or a
        /// drawn game; not if the hand is noten only through a dead hand given after the riichi
        /// (the player shows the hand to prove it), who then pays as noten, and the deal passes
        /// if East.
        fn s7_2_wrong_riichi_declaration_noten(n: &NotenRiichi) -> Ruling {
            if n.dead_after_riichi {
                let proof =
                    Ruling::new(RULESET, Outcome::Payments).step(Say::ShowHandToProveNoChonbo);
                noten_penalty(proof, n.tenpai, Say::PaysAsNotenDealPasses).cite(NOTEN_RIICHI)
            } else {
                chombo(RULESET, n.dealer, n.casual, CHONBO)
                    .cite(NOTEN_RIICHI)
                    .why(Say::NotenRiichiIsChonbo)
            }
        }

        /// §7.2 Fouls, "Wrong riichi declaration", an invalid concealed kong after riichi: chonbo.
        fn s7_2_wrong_riichi_declaration_invalid_kong(k: &RiichiKong) -> Ruling {
            chombo(RULESET, k.dealer, k.casual, CHONBO)
                .cite(RIICHI_INVALID_KONG)
                .why(Say::InvalidRiichiKongIsChonbo)
        }
    } says {
        FoulsWrongRiichiDeclaration => "Wrong riichi declaration",
        RowNoStick => "no 1,000-point stick",
        RowNoCall => "no riichi said",
        RowNoRotation => "no discard turned",
        RowOpenHand => "on an open hand",
        RowNotenRiichi => "on a noten hand",
        RowInvalidKong => "an invalid concealed kong after riichi",
        InvalidRiichiKongIsChonbo => "An invalid concealed kong after riichi is a chonbo, found out when the player wins or the hand is drawn.",
        PutStickOutNow => "Put the 1,000-point stick out now.",
        RiichiStandsNoPenalty => "The riichi stands; no penalty.",
        TurnTileNowEarliestForFuriten => "Turn the tile now. If nobody knows which tile it was, the earliest of the possible tiles counts for furiten.",
        RiichiVoidStickBack => "The riichi is void: the stick goes back, and there is no noten riichi penalty.",
        ShowHandToProveNoChonbo => "The player shows the hand to prove it; no chonbo.",
        PaysAsNotenDealPasses => "The player pays as noten; if the player is East, the deal passes.",
        NotenRiichiIsChonbo => "A riichi on a hand that is not waiting is a chonbo.",
    }

    section {
        const PASSING_INFORMATION: Section = entry("7.2", Say::FoulsPassingInformation);
        /// §7.2 Fouls, "Passing information": minor cases are not penalised; otherwise the
        /// referee decides.
        fn s7_2_passing_information(p: &PassingInformation) -> Ruling {
            if p.serious {
                Ruling::new(RULESET, Outcome::Discretion)
                    .step(Say::RefereeSetsPenalty)
                    .cite(PASSING_INFORMATION)
            } else {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::MinorHintsNotPenalised)
                    .cite(PASSING_INFORMATION)
            }
        }
    } says {
        FoulsPassingInformation => "Passing information",
        RefereeSetsPenalty => "The referee sets the penalty.",
        MinorHintsNotPenalised => "Minor cases are not penalised; correcting a slip about to happen, or saying a hand is dead, is allowed.",
    }

    section {
        const CHEATING: Section = entry("7.2", Say::FoulsCheating);
        /// §7.2 Fouls, "Cheating": immediate disqualification (§7.1).
        fn s7_2_cheating() -> Ruling {
            Ruling::new(RULESET, Outcome::Disqualification)
                .step(Say::DisqualifyNoMorePlay)
                .step(Say::LeftOutOfRankingFederationTold)
                .cite(CHEATING)
                .cite(DISQUALIFICATION)
        }
    } says {
        FoulsCheating => "Cheating",
        DisqualifyNoMorePlay => "Disqualify the player at once: no more play in the tournament.",
        LeftOutOfRankingFederationTold => "The player is left out of the ranking, and the player's federation is told.",
    }

    section {
        const OBSTRUCTION: Section = entry("7.2", Say::FoulsObstruction);
        /// §7.2 Fouls, "Obstruction": the referee sets the penalty, heavier when repeated.
        fn s7_2_obstruction(o: &Obstruction) -> Ruling {
            Ruling::new(RULESET, Outcome::Discretion)
                .step(if o.repeated {
                    Say::RefereeSetsPenaltyRepeatsDisqualify
                } else {
                    Say::RefereeSetsPenalty
                })
                .cite(OBSTRUCTION)
                .why(Say::AbusingRulesIsObstruction)
        }
    } says {
        FoulsObstruction => "Obstruction",
        RefereeSetsPenaltyRepeatsDisqualify => "The referee sets the penalty; repeated obstruction can mean disqualification.",
        AbusingRulesIsObstruction => "Abusing the rules or exploiting loop-holes is obstruction.",
    }

    section {
        /// §7.2 Fouls, "Fault due to another player's fault": the referee's call.
        const ANOTHER_PLAYERS_FAULT: Section = entry("7.2", Say::FoulsFaultDueToAnotherPlayer);
    } says {
        FoulsFaultDueToAnotherPlayer => "Fault due to another player's fault",
    }

    section {
        const PHONE_RINGING: Section = entry("7.2", Say::FoulsPhoneRinging);
        /// §7.2 Fouls, "Phone ringing": a point penalty at the referee's discretion.
        fn s7_2_phone_ringing() -> Ruling {
            telephone(RULESET, PHONE_RINGING)
        }
    } says {
        FoulsPhoneRinging => "Phone ringing",
    }

    section {
        /// §7.2 Fouls, "Being late for a hanchan", and its rows.
        const BEING_LATE: Section = entry("7.2", Say::FoulsBeingLateForAHanchan);
        const LATE_UP_TO_TEN: Section = row(Say::FoulsBeingLateForAHanchan, Say::RowUpToTenMinutes);
        const LATE_OVER_TEN: Section = row(Say::FoulsBeingLateForAHanchan, Say::RowOverTenMinutes);
        /// §7.2 Fouls, "Being late for a hanchan": one point a minute up to ten; more than ten, a
        /// substitute plays the hanchan and the missing player has 30 points off (not added to
        /// the lateness points).
        /// The points count whole minutes, none under the first (the rows start at one);
        /// 10 min 30 s is more than ten.
        fn s7_2_being_late(l: &Late) -> Ruling {
            match (l.minutes, l.seconds) {
                (0, 0) => Ruling::new(RULESET, Outcome::NothingToRule)
                    .step(Common::NotLate)
                    .cite(BEING_LATE),
                (0, s) => under_a_minute(RULESET, s, BEING_LATE),
                (m @ 1..=9, _) | (m @ 10, 0) => {
                    let amount = u32::from(m);
                    Ruling::point_penalty(RULESET, amount, Unit::OverallPoints, When::AtOnce)
                        .step(Say::PlayPointsOffOverallScore)
                        .cite(LATE_UP_TO_TEN)
                        .why(Say::LateUpToTen {
                            minutes: Minutes(m),
                            point: Points(WRC_POINT),
                        })
                        .why(Say::TableScoresUnchanged)
                }
                (m, s) => Ruling::new(RULESET, Outcome::Substitute)
                    .step(Say::SubstitutePlaysNotRanked)
                    .step(Say::MissingPlayerThirtyInsteadOfLateness)
                    .pay([Payment::off_own_score(
                        30,
                        Unit::OverallPoints,
                        When::AtOnce,
                    )])
                    .cite(LATE_OVER_TEN)
                    .cite(MISSING_A_HANCHAN)
                    .why(late_over(m, s, 10, |minutes| Say::LateOverTen { minutes })),
            }
        }
    } says {
        LateUpToTen { minutes: Minutes, point: Points } => "{minutes} late: one point a minute (1 point is {point} table points).",
        LateOverTen { minutes: Minutes } => "{minutes} late: more than ten.",
        FoulsBeingLateForAHanchan => "Being late for a hanchan",
        RowUpToTenMinutes => "one to ten minutes",
        RowOverTenMinutes => "more than ten minutes",
        PlayPointsOffOverallScore => "Play the hanchan; the points come off the overall score.",
        TableScoresUnchanged => "The table's scores do not change.",
        SubstitutePlaysNotRanked => "A substitute plays the hanchan; the substitute is scored but not ranked.",
        MissingPlayerThirtyInsteadOfLateness => "The missing player gets no points for the hanchan and a 30-point penalty, instead of the lateness points.",
    }

    section {
        const MISSING_A_HANCHAN: Section =
            entry("7.2", Say::FoulsMissingAHanchanAndSubstitutePlayers);
        /// §7.2 Fouls, "Missing a hanchan and substitute players": the substitute is scored but
        /// not ranked; the missing player gets no points and 30 points off.
        fn s7_2_missing_a_hanchan() -> Ruling {
            Ruling::new(RULESET, Outcome::Substitute)
                .step(Say::SubstituteScoredNotRanked)
                .step(Say::MissingPlayerNoPointsThirtyOff)
                .step(Say::MissingOnPurposeMayBeObstruction)
                .pay([Payment::off_own_score(
                    30,
                    Unit::OverallPoints,
                    When::AtOnce,
                )])
                .cite(MISSING_A_HANCHAN)
        }
    } says {
        FoulsMissingAHanchanAndSubstitutePlayers => "Missing a hanchan and substitute players",
        SubstituteScoredNotRanked => "The substitute plays and is scored, but is not in the ranking.",
        MissingPlayerNoPointsThirtyOff => "The missing player gets no points for the hanchan and 30 points off the overall score.",
        MissingOnPurposeMayBeObstruction => "Missing a hanchan on purpose without good reason may be ruled obstruction, up to disqualification.",
    }
}
