// The riichi family: what the two EMA versions read alike in §5 Etiquette and tournament
// rules (§5.1 errors in claiming … §5.9 tournament sessions; 2012 numbers the last three one
// lower), in the order of the sections, with what WRC 2015 reads as one of them (the
// telephone, the turned tile claimed). A chapter of `mod.rs`'s `says!`, included there.

says! {
    chapter ema_s5_etiquette_and_tournament_rules;

    section {
        /// EMA §5.1 (2016 and 2012 alike): errors in the order call, show, take are pointed out,
        /// with no penalty; the section speaks of chow, pung and kong only.
        pub(crate) fn ema_claim_order(
            ruleset: RulesetId,
            c: &super::ClaimOrder,
            section: Section,
        ) -> Ruling {
            if c.win {
                return Ruling::not_covered(ruleset, Say::OrderOfWinClaim)
                    .why(Say::ClaimOrderSectionSpeaksOfMelds);
            }
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step(Say::PointOutCallShowTakeOrder)
                .cite(section)
        }
    } says {
        OrderOfWinClaim => "the order of a win claim",
        ClaimOrderSectionSpeaksOfMelds => "Its section on the order of claims speaks of chow, pung and kong.",
        PointOutCallShowTakeOrder => "Point the order out: call first, then show the matching tiles, then discard and take the tile (these two either way).",
    }

    section {
        /// EMA §5.1.1 (2016 and 2012 alike): the claimed tile must be taken before the next two
        /// players have discarded; after that the group is a false set and the hand is dead.
        pub(crate) fn ema_claimed_tile(
            ruleset: RulesetId,
            c: &super::ClaimNotTaken,
            [section, dead_hand]: [Section; 2],
        ) -> Ruling {
            if c.discards_since >= 3 {
                Ruling::new(ruleset, Outcome::DeadHand)
                    .step(Say::DeadHandGroupIsFalseSet)
                    .cite(section)
                    .cite(dead_hand)
                    .why(Say::TooLateNextTwoHaveDiscarded)
            } else {
                Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::TakeClaimedTileIntoGroup)
                    .cite(section)
                    .why(Say::TileMayBeTakenUntilTwoDiscards)
            }
        }
    } says {
        DeadHandGroupIsFalseSet => "The player plays on with a dead hand: the group is a false set.",
        TooLateNextTwoHaveDiscarded => "The next two players have discarded since the claim: too late to take the tile.",
        TakeClaimedTileIntoGroup => "Take the claimed tile now and place it with the group.",
        TileMayBeTakenUntilTwoDiscards => "The tile may still be taken until the next two players have discarded.",
    }

    section {
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
                        .step(Say::CallWithdrawnPlayOn)
                        .cite(empty_calls)
                        .why(Say::MeldCallTakenBackNotPenalised)
                }
                (Call::Chow | Call::Pung | Call::Kong | Call::ConcealedKong, true) => {
                    Ruling::new(ruleset, Outcome::NoPenalty)
                        .step(Say::ShownTilesRuledAsFalseSet)
                        .step(Say::CorrectableBeforeDiscardDeadAfter)
                        .cite(empty_calls)
                        .cite(false_set)
                        .why(Say::ShownTilesMakeFalseSetRule)
                }
                (Call::Riichi, _) => Ruling::not_covered(ruleset, Say::RiichiCallNotCompleted)
                    .why(Say::EmptyCallsSectionNamesNoRiichi),
                (Call::Win, false) => Ruling::new(ruleset, Outcome::DeadHand)
                    .step(Say::HandStaysConcealedDeadHand)
                    .step(Say::NoCallsOrWinNotenAtDraw)
                    .cite(empty_calls)
                    .cite(dead_hand)
                    .why(Say::UnshownWinCallIsDeadHand),
                (Call::Win, true) => chombo(ruleset, c.dealer, c.casual, chombo_section)
                    .cite(empty_calls)
                    .why(Say::ShownInvalidWinIsChombo),
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
                (true, true) if w.corrected => Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::CorrectedAtOnceWinStands)
                    .cite(empty_calls),
                // Only ron and tsumo mixed up carries the word about repeats.
                (true, true) => Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::WinStandsPointOutProperWord)
                    .cite(empty_calls),
                (true, false) if w.tiles_shown => {
                    chombo(ruleset, w.dealer, w.casual, chombo_section)
                        .cite(empty_calls)
                        .why(Say::WinNeedsProperWordShownIsChombo)
                }
                (true, false) => Ruling::not_covered(ruleset, Say::WrongWinWordHandHidden),
                (false, true) => Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::CallStandsJapaneseWordsAccepted)
                    .cite(claiming),
                (false, false) => Ruling::not_covered(ruleset, Say::MeldCalledWithUnclearWord),
            }
        }
    } says {
        CallWithdrawnPlayOn => "The call is withdrawn; play on.",
        MeldCallTakenBackNotPenalised => "A chow, pung or kong called and taken back before any tile is shown is not penalised.",
        ShownTilesRuledAsFalseSet => "Tiles were shown for a set that cannot be made: it is ruled as a false set.",
        CorrectableBeforeDiscardDeadAfter => "Before the player discards it can be put right; after the discard the hand is dead.",
        ShownTilesMakeFalseSetRule => "Once tiles are shown the call is no longer just empty: the false-set rule applies.",
        RiichiCallNotCompleted => "a riichi call that could not be completed",
        EmptyCallsSectionNamesNoRiichi => "Its section on empty calls speaks only of chow, pung, kong and wins; the section on riichi errors covers a declaration made without its call, its rotated discard or its stick.",
        NoCallsOrWinNotenAtDraw => "No chow, pung, kong or win until the hand ends; noten at an exhaustive draw.",
        UnshownWinCallIsDeadHand => "A win called without laying the tiles open is a dead hand, not a chombo.",
        ShownInvalidWinIsChombo => "A win declared with the tiles shown, when the hand is not a valid win, is a chombo.",
        WinStandsPointOutProperWord => "The win stands; point out the proper word. Repeats may be penalised at the referee's discretion.",
        CorrectedAtOnceWinStands => "Corrected at once, the call is a proper one: the win stands.",
        WinNeedsProperWordShownIsChombo => "A win needs a proper word; a wrong one with the hand laid open is a chombo.",
        WrongWinWordHandHidden => "a wrong word for a win with the hand still hidden",
        CallStandsJapaneseWordsAccepted => "The call stands; kan, pon and chi are as good as kong, pung and chow.",
        MeldCalledWithUnclearWord => "a meld called with a word nobody understood",
    }

    section {
        /// EMA §5.1.3 (2016 and 2012 alike): a call is not to be changed, but a quick correction of
        /// a meld call stands; a win call cannot be taken back: if the hand does not win, a dead
        /// hand with nothing or only the meld's tiles shown, a chombo with the whole hand shown.
        pub(crate) fn ema_changed_call(
            ruleset: RulesetId,
            c: &super::ChangedCall,
            [changing, empty_calls, chombo_section, dead_hand]: [Section; 4],
        ) -> Ruling {
            use super::Shown;
            match (c.first_was_win, c.first_possible) {
                (false, _) if c.quick => Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::QuickCorrectionStands)
                    .cite(changing),
                (false, true) => Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::FirstCallStandsSecondIgnored)
                    .cite(changing),
                (false, false) => Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::FirstCallImpossibleIsEmptyCall)
                    .cite(changing)
                    .cite(empty_calls),
                (true, true) => Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::WinStandsTileGoesToWin)
                    .cite(changing),
                (true, false) if c.shown == Shown::Hand => {
                    chombo(ruleset, c.dealer, c.casual, chombo_section)
                        .cite(changing)
                        .why(Say::WinCallStandsWholeHandShown)
                }
                (true, false) => Ruling::new(ruleset, Outcome::DeadHand)
                    .step(Common::PlaysOnWithDeadHand)
                    .cite(changing)
                    .cite(dead_hand)
                    .why(Say::WinCallStandsLittleShownDeadHand),
            }
        }
    } says {
        QuickCorrectionStands => "The quick correction stands: play the second call, a win included.",
        FirstCallStandsSecondIgnored => "The first call stands and is made; the second is ignored.",
        FirstCallImpossibleIsEmptyCall => "The first call cannot be made: an empty call, not penalised while no tile is shown; tiles shown are ruled as a false set.",
        WinStandsTileGoesToWin => "The win stands: the tile goes to the win, not to the meld.",
        WinCallStandsWholeHandShown => "A win was called, it cannot be taken back, and the whole hand was shown.",
        WinCallStandsLittleShownDeadHand => "A win was called and cannot be taken back; with no tiles, or only a meld's, shown it is a dead hand.",
    }

    section {
        /// EMA §5.1.4 (2016 and 2012 alike): the group may be corrected until the player discards;
        /// from the discard on it cannot be, and the hand is dead (§3.4.7).
        pub(crate) fn ema_false_set(
            ruleset: RulesetId,
            [false_set, dead_hand]: [Section; 2],
            f: &FalseSet,
        ) -> Ruling {
            if f.is_a_real_set() {
                return no_false_set(false_set, f);
            }
            if f.discarded {
                Ruling::new(ruleset, Outcome::DeadHand)
                    .step(Say::LeaveGroupAfterDiscard)
                    .step(Say::DeadHandNoCallsOrWin)
                    .step(Say::DeadHandNotTenpaiAtDraw)
                    .cite(false_set)
                    .cite(dead_hand)
                    .why(group_line(f))
                    .why(Say::TooLateToCorrect { doc: Doc(ruleset) })
            } else {
                Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::PutGroupRightBeforeDiscard)
                    .step(Say::ThenPlayOnNoPenalty)
                    .cite(false_set)
                    .why(group_line(f))
                    .why(Say::CorrectableUntilDiscard { doc: Doc(ruleset) })
            }
        }
    } says {
        TooLateToCorrect { doc: Doc } => "Under {doc} the mistake could be put right only until the discard; it has been made, so the hand is dead.",
        CorrectableUntilDiscard { doc: Doc } => "Under {doc} a false set may be corrected as long as the player has not discarded.",
        LeaveGroupAfterDiscard => "Leave the group as it is: after the discard it can no longer be changed.",
        DeadHandNoCallsOrWin => "The player plays on with a dead hand: no chow, pung, kong or win until the hand ends.",
        DeadHandNotTenpaiAtDraw => "At an exhaustive draw the hand counts as not tenpai.",
        PutGroupRightBeforeDiscard => "Put the group right now, before any discard: show a real set or take the call back.",
        ThenPlayOnNoPenalty => "Then play on; nobody is penalised.",
    }

    section {
        /// EMA §5.2 (2016 and 2012 alike): tiles exposed past what play can bear are the
        /// offender's chombo (§3.4.6), cited with §5.2; `why` is the document's measure (2016:
        /// play cannot go on fairly; 2012: more than five tiles). Had no player been at fault, a
        /// re-deal.
        pub(crate) fn ema_too_many_exposed(
            ruleset: RulesetId,
            e: &super::ExposedTiles,
            [chombo_section, exposing]: [Section; 2],
            why: impl Into<super::Line>,
        ) -> Ruling {
            chombo(ruleset, e.dealer, e.casual, chombo_section)
                .cite(exposing)
                .why(why)
                .why(Say::NoFaultWouldRedeal)
        }
    } says {
        NoFaultWouldRedeal => "Had no player been at fault, the hand would be re-dealt without a penalty.",
    }

    section {
        /// EMA 2016 §5.2.1 and 2012 §5.2.5 alike: a tile drawn from the wrong part of the wall is
        /// put back, and the right one drawn, until the player discards; after the discard it is
        /// left (`left`: each version's words for that), added to `ruling`'s steps.
        pub(crate) fn ema_wrong_draw_put_right(
            ruling: Ruling,
            d: &super::WrongDraw,
            left: impl Into<super::Line>,
        ) -> Ruling {
            if d.discarded {
                ruling.step(left)
            } else {
                ruling.step(Say::PutTileBackDrawRightOne)
            }
        }
    } says {
        PutTileBackDrawRightOne => "Put the tile back and draw the right one.",
    }

    section {
        /// EMA §5.3 (2016 and 2012 alike): a riichi without its stick stands and is put right;
        /// without the call or the turned tile it is no riichi: the stick goes back and the hand
        /// is dead; on an open hand, a dead hand. A turned tile claimed and the next discard not
        /// turned is where the two differ (2016 adds it to §5.3, 2012 does not speak of it):
        /// `None`, each document's own ([`ema2016`]'s `s5_3_riichi_declaration_errors`,
        /// [`turned_tile_claimed_not_addressed`]).
        pub(crate) fn ema_riichi_declaration(
            ruleset: RulesetId,
            r: &super::RiichiDeclaration,
            [section, dead_hand]: [Section; 2],
        ) -> Option<Ruling> {
            use super::RiichiError;
            Some(match r.error {
                RiichiError::NoStick => Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::RiichiStandsPutStickOut)
                    .cite(section)
                    .why(Say::OpponentsPointOutMissingStick),
                RiichiError::NoCall | RiichiError::NoRotation => {
                    Ruling::new(ruleset, Outcome::DeadHand)
                        .step(Say::NoRiichiStickGoesBack)
                        .step(Common::PlaysOnWithDeadHand)
                        .cite(section)
                        .cite(dead_hand)
                        .why(Say::RiichiNeedsCallAndTurnedTile)
                }
                RiichiError::OpenHand => Ruling::new(ruleset, Outcome::DeadHand)
                    .step(Common::PlaysOnWithDeadHand)
                    .cite(section)
                    .cite(dead_hand)
                    .why(Say::NoRiichiOnOpenHand),
                RiichiError::RotationAfterClaim => return None,
            })
        }

        /// EMA 2012 §5.3 and WRC 2015 §7.2 "Wrong riichi declaration" alike: neither speaks of a
        /// turned tile claimed and the next discard not turned (EMA 2016 §5.3 does).
        pub(crate) fn turned_tile_claimed_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::TurnedTileClaimedNextNotTurned)
        }
    } says {
        RiichiStandsPutStickOut => "The riichi stands: put the 1,000-point stick out now.",
        OpponentsPointOutMissingStick => "Opponents should point the missing stick out.",
        NoRiichiStickGoesBack => "There is no riichi: the stick goes back to the player.",
        RiichiNeedsCallAndTurnedTile => "A riichi needs both the call and the discard turned sideways.",
        NoRiichiOnOpenHand => "Riichi cannot be declared with an open hand.",
        TurnedTileClaimedNextNotTurned => "a turned tile claimed and the next discard not turned",
    }

    section {
        /// EMA §5.4 (2016 and 2012 alike): a warning from the other players; serious or repeated
        /// cases go to the referee, who may give a dead hand or a point penalty.
        pub(crate) fn ema_passing_information(
            ruleset: RulesetId,
            p: &PassingInformation,
            section: Section,
        ) -> Ruling {
            if p.serious {
                Ruling::new(ruleset, Outcome::Discretion)
                    .step(Say::RefereeMayGiveDeadHandOrPoints)
                    .cite(section)
                    .why(Say::HintsAreBadBehaviour)
            } else {
                Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::OthersWarnOffenderFirst)
                    .cite(section)
                    .why(Say::PointingOutDeadHandAllowed)
            }
        }
    } says {
        RefereeMayGiveDeadHandOrPoints => "The referee may give a dead hand or a point penalty.",
        HintsAreBadBehaviour => "Hints on tenpai, dangerous discards or an opponent's yaku are bad behaviour; serious or repeated cases are penalised at the referee's discretion.",
        OthersWarnOffenderFirst => "The other players give the offender a clear warning; call the referee if it goes on.",
        PointingOutDeadHandAllowed => "It is still allowed to point out a dead hand, or to stop a minor slip such as a draw from the wrong place.",
    }

    section {
        /// EMA §5.5 (2016 and 2012 alike): cheating means immediate disqualification, on clear
        /// evidence.
        pub(crate) fn ema_cheating(ruleset: RulesetId, section: Section) -> Ruling {
            Ruling::new(ruleset, Outcome::Disqualification)
                .step(Say::DisqualifyOnClearEvidence)
                .step(Say::RankedLastResultCounts)
                .cite(section)
                .why(Say::CheatingNeedsClearEvidence)
        }

        /// EMA §5.5: obstruction costs 8000 or 12,000 points at the referee's discretion, 12,000 to
        /// 48,000 in serious or repeated cases, to nobody; further repeats, disqualification.
        /// When the points come off differs: after uma in 2016, at once in 2012.
        pub(crate) fn ema_obstruction(
            ruleset: RulesetId,
            o: &super::Obstruction,
            when: impl Into<super::Line>,
            section: Section,
        ) -> Ruling {
            let range = if o.repeated {
                Say::RefereeChoosesHeavyPenalty
            } else {
                Say::RefereeChoosesChomboLevelPenalty
            };
            Ruling::new(ruleset, Outcome::Discretion)
                .step(range)
                .step(when)
                .cite(section)
                .why(Say::PointsGoToNobody)
        }
    } says {
        RefereeChoosesHeavyPenalty => "The referee chooses a point penalty from 12,000 to 48,000; further repeats mean disqualification.",
        RefereeChoosesChomboLevelPenalty => "The referee chooses a point penalty of 8,000 or 12,000 (chombo level).",
        PointsGoToNobody => "The points go to no other player.",
        DisqualifyOnClearEvidence => "Disqualify the player at once, if the evidence is clear.",
        RankedLastResultCounts => "The player is ranked last; the result counts for the EMA ranking.",
        CheatingNeedsClearEvidence => "Cheating is a very serious accusation: it needs clear evidence.",
    }

    section {
        /// EMA 2016 §5.6 "Telephones" and WRC 2015 §7.2 "Phone ringing" alike: a point penalty at
        /// the referee's discretion, by how much play was disturbed (EMA 2012 has no such
        /// section).
        pub(crate) fn telephone(ruleset: RulesetId, section: Section) -> Ruling {
            Ruling::new(ruleset, Outcome::Discretion)
                .step(Say::RefereeMayGivePointPenalty)
                .cite(section)
        }
    } says {
        RefereeMayGivePointPenalty => "The referee may give a point penalty, by how much play was disturbed.",
    }

    section {
        /// EMA 2016 §5.7 and 2012 §5.6 alike: more than ten minutes late, a substitute takes the
        /// player's place for the session (§5.8 in 2016, §5.7 in 2012); what is entered for the
        /// substitute and for the missing player is each version's, in the steps after this one.
        pub(crate) fn ema_late_substitute(
            ruleset: RulesetId,
            [being_late, substitutes]: [Section; 2],
        ) -> Ruling {
            Ruling::new(ruleset, Outcome::Substitute)
                .step(Say::SubstituteTakesPlace)
                .cite(being_late)
                .cite(substitutes)
        }
    } says {
        SubstituteTakesPlace => "A substitute takes the player's place for the session.",
    }

    section {
        /// EMA §5.8 (2016) / §5.7 (2012): a substitute's result is entered as `points` and the
        /// last place's uma whatever the table score; the others' uma come from the substitute's
        /// place at the table when the substitute played from the start, else as if the substitute
        /// were last ([`super::calc::others_uma`]); the player replaced gets the same for each
        /// session missed.
        pub(crate) fn ema_substitution(
            ruleset: RulesetId,
            s: &super::Substitution,
            points: i32,
            uma_by_rank: [i32; 4],
            section: Section,
        ) -> Ruling {
            use super::Place;
            let (points, uma) = (Points(points), Points(uma_by_rank[3]));
            let r = Ruling::new(ruleset, Outcome::Substitute)
                .step(Say::SubstituteResultEntered { points, uma });
            let place = if s.during_session {
                Place::Fourth
            } else {
                s.place
            };
            let [top, second, third] = super::calc::others_uma(uma_by_rank, place).map(Points);
            let r = if s.during_session {
                r.step(Say::SubstituteTakesLastUma {
                    uma,
                    top,
                    second,
                    third,
                })
            } else {
                r.step(Say::SubstitutePlayedFromStartScoreCounts)
                    .step(Say::OthersGetUmaBySubstitutePlace { top, second, third })
            };
            r.step(Say::ReplacedPlayerScoreEachSession { points, uma })
                .cite(section)
        }
    } says {
        SubstituteResultEntered { points: Points, uma: Points } => "The substitute's result is entered as {points} points and {uma} uma.",
        SubstituteTakesLastUma { uma: Points, top: Points, second: Points, third: Points } => "Play had begun: the substitute takes the {uma} uma whatever the table score; the other three get {top}, {second} and {third} by rank.",
        OthersGetUmaBySubstitutePlace { top: Points, second: Points, third: Points } => "By the substitute's place at the table, the other three get {top}, {second} and {third} uma by rank.",
        ReplacedPlayerScoreEachSession { points: Points, uma: Points } => "The player replaced gets {points} points and {uma} uma for each session missed; for illness the organisers may take the name off the results.",
        SubstitutePlayedFromStartScoreCounts => "The substitute played from the start: the substitute's table score counts when the others' uma are set.",
    }

    section {
        /// EMA §5.9 (2016) / §5.8 (2012): after the 15-minute signal the hand under way is
        /// finished and one more is played; if the dice of the hand under way had not been thrown,
        /// only that hand. A chombo's re-deal is not a hand; an abortive draw is.
        pub(crate) fn ema_time_signal(
            ruleset: RulesetId,
            t: &TimeSignal,
            section: Section,
        ) -> Ruling {
            let hands = match (t.game_complete, t.dice_thrown) {
                (true, _) => 0,
                (false, true) => 2,
                (false, false) => 1,
            };
            let step = match hands {
                0 => Say::FullGameStopAfterThisHand,
                1 => Say::PlayThisHandOnlyDiceNotThrown,
                _ => Say::FinishHandThenOneMore,
            };
            Ruling::new(ruleset, Outcome::HandsLeft(hands))
                .step(step)
                .step(Say::RedealedHandDoesNotCountAbortiveOneDoes)
                .cite(section)
                .why(Say::HandCountsFromDiceThrow)
        }
    } says {
        FullGameStopAfterThisHand => "The full game is complete: stop after the hand under way.",
        PlayThisHandOnlyDiceNotThrown => "Play this hand only: its dice had not been thrown at the signal.",
        FinishHandThenOneMore => "Finish the hand under way, then play one more.",
        RedealedHandDoesNotCountAbortiveOneDoes => "A hand re-dealt after a chombo does not count; a hand ended by an abortive draw does.",
        HandCountsFromDiceThrow => "A hand counts from the throw of its dice, once the walls stand.",
    }
}
