//! EMA Riichi Competition Rules 2016: §3.4 End of a hand and §5 Etiquette and tournament
//! rules.
//!
//! Read as the document runs: one function per section it rules on, named after the section
//! (`s5_1_4_claiming_a_false_set` rules by §5.1.4; a section that rules on several incidents
//! has one function for each, all under its number), each followed by the sentences it says.
//! What EMA 2012 reads alike is written once in the family module ([`super`]), called here
//! with this document's sections.

use super::{
    before_ask_discarded_since, before_ask_if_repeated, before_ask_win_at_same_moment,
    before_cheating_needs_evidence, before_opponents_warn_first, before_what_players_may_say,
    call_after_touching_the_wall_not_addressed, chombo, early_chow_not_addressed,
    ema_call_from_undeclared_dead_hand, ema_changed_call, ema_cheating, ema_chombo_with,
    ema_claim_order, ema_claimed_tile, ema_counting_errors_not_addressed, ema_empty_calls,
    ema_exhaustive_draw, ema_false_set, ema_furiten_ron, ema_last_tile, ema_late_substitute,
    ema_noten_riichi, ema_obstruction, ema_passing_information, ema_riichi_declaration,
    ema_riichi_kong, ema_substitution, ema_time_signal, ema_too_many_exposed,
    ema_wrong_draw_put_right, ema_wrong_tile_count, ema_wrong_word, telephone, under_a_minute,
    wall_and_deal_faults_not_addressed, winning_tile_shown_apart_not_addressed,
};
use crate::rules::checklist::Check;
use crate::rules::common::Say as Common;
use crate::rules::common::late_over;
use crate::rules::{
    ChomboWith, ClaimNotTaken, ClaimOrder, DeadHandCall, EmptyCall, ExhaustiveDraw, ExposedNoFault,
    ExposedTiles, FalseSet, FuritenRon, Incident, Late, Minutes, NotenRiichi, Obstruction, Outcome,
    PassingInformation, RiichiDeclaration, RiichiKong, RulesetId, Ruling, Section, Substitution,
    Text, TimeSignal, Unit, When, WrongDraw, WrongWord, says,
};

const RULESET: RulesetId = RulesetId::Ema2016;

const fn section(number: &'static str, title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title: Text::Ema2016(title),
        within: crate::rules::Within::Whole,
    }
}

/// Rules an incident under EMA 2016: each incident to the section that rules on it, in the
/// document's order; last, what the document does not address.
///
/// ```
/// use mahjong_referee::rules::{ema2016, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":false}"#.parse().unwrap();
/// assert_eq!(ema2016::rule(&i).outcome.code(), "no-penalty");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::LastTileClaim => s3_4_1_last_tile(),
        Incident::ExhaustiveDraw(d) => s3_4_2_exhaustive_draw(d),
        Incident::AbortiveDraw(_) => s3_4_3_abortive_draw(),
        Incident::FuritenRon(f) => s3_4_5_furiten(f),
        Incident::NotenRiichi(n) => s3_4_6_chombo_noten_riichi(n),
        Incident::DeadHandCall(c) => s3_4_6_chombo_call_with_a_dead_hand(c),
        Incident::ChomboWith(c) => s3_4_6_chombo_at_a_win(c),
        Incident::RiichiKong(k) => s3_4_6_chombo_riichi_kong(k),
        Incident::SwapCalling => s3_4_7_dead_hand_swap_calling(),
        Incident::WrongTileCount => s3_4_7_dead_hand_wrong_tile_count(),
        Incident::ClaimOrder(c) => s5_1_errors_in_claiming_tiles(c),
        Incident::ClaimedTileNotTaken(c) => s5_1_1_failing_to_take_the_claimed_tile(c),
        Incident::EmptyCall(c) => s5_1_2_empty_calls(c),
        Incident::WrongWord(w) => s5_1_2_empty_calls_wrong_word(w),
        Incident::ChangedCall(c) => s5_1_3_changing_calls(c),
        Incident::FalseSet(f) => s5_1_4_claiming_a_false_set(f),
        Incident::ExposedTiles(e) => s5_2_exposing_tiles(e),
        Incident::ExposedNoFault(e) => s5_2_exposing_tiles_nobody_at_fault(e),
        Incident::WrongDraw(d) => s5_2_1_drawing_from_the_wrong_part_of_the_wall(d),
        Incident::RiichiDeclaration(r) => s5_3_riichi_declaration_errors(r),
        Incident::PassingInformation(p) => s5_4_passing_information(p),
        Incident::Cheating => s5_5_cheating(),
        Incident::Obstruction(o) => s5_5_obstruction(o),
        Incident::Telephone => s5_6_telephones(),
        Incident::Late(l) => s5_7_being_late(l),
        Incident::Substitution(x) => s5_8_substitute_players(x),
        Incident::TimeSignal(t) => s5_9_tournament_sessions(t),
        // Not in this document.
        Incident::WinningTileNotShown(_) => winning_tile_shown_apart_not_addressed(RULESET),
        Incident::EarlyChow => early_chow_not_addressed(RULESET),
        Incident::WallTouched(_) => call_after_touching_the_wall_not_addressed(RULESET),
        Incident::DistributionFoul => wall_and_deal_faults_not_addressed(RULESET),
        Incident::Counting(_) => ema_counting_errors_not_addressed(RULESET),
    }
}

says! {
    /// What the rulings of this document say, section by section: each section's heading and
    /// sentences next to the function that rules by it.
    pub enum Say;

    section {
        /// §3.4 End of a hand (the part as a whole: cited by "before you rule").
        const END_OF_A_HAND: Section = section("3.4", Say::EndOfAHand);
    } says {
        EndOfAHand => "End of a hand",
    }

    section {
        const LAST_TILE: Section = section("3.4.1", Say::LastTile);
        /// §3.4.1 Last tile: the last tile may be claimed for a win only; a claim for anything
        /// else is undone, with no penalty named.
        fn s3_4_1_last_tile() -> Ruling {
            ema_last_tile(RULESET, LAST_TILE)
        }
    } says {
        LastTile => "Last tile",
    }

    section {
        /// §3.4.2 Exhaustive draw: where a hand shown at the draw is tenpai or not.
        pub(crate) const EXHAUSTIVE_DRAW: Section = section("3.4.2", Say::ExhaustiveDraw);
        /// §3.4.2 Exhaustive draw: the noten players pay the tenpai players; nothing changes hands
        /// when all or none are tenpai.
        fn s3_4_2_exhaustive_draw(d: &ExhaustiveDraw) -> Ruling {
            ema_exhaustive_draw(RULESET, d, EXHAUSTIVE_DRAW)
        }
    } says {
        ExhaustiveDraw => "Exhaustive draw",
    }

    section {
        const ABORTIVE_DRAW: Section = section("3.4.3", Say::AbortiveDraw);
        /// §3.4.3 Abortive draw: this version has none; play goes on.
        fn s3_4_3_abortive_draw() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::PlayOnNoAbortiveDraws)
                .cite(ABORTIVE_DRAW)
                .why(Say::AbortiveDrawsDroppedIn2016)
        }
    } says {
        AbortiveDraw => "Abortive draw",
        PlayOnNoAbortiveDraws => "Play on: there are no abortive draws.",
        AbortiveDrawsDroppedIn2016 => "The 2016 rules dropped abortive draws; the 2012 rules had four kinds.",
    }

    section {
        const FURITEN: Section = section("3.4.5", Say::Furiten);
        /// §3.4.5 Furiten, with §3.4.6 and §5.1.2: a furiten ron is an invalid win, a chombo with
        /// the hand shown, a dead hand without.
        fn s3_4_5_furiten(f: &FuritenRon) -> Ruling {
            ema_furiten_ron(RULESET, f, [FURITEN, CHOMBO, EMPTY_CALLS, DEAD_HAND])
        }
    } says {
        Furiten => "Furiten",
    }

    section {
        const CHOMBO: Section = section("3.4.6", Say::Chombo);
        /// §3.4.6 Chombo: a riichi hand not waiting at a drawn game is a chombo, unless it is
        /// noten only because it was declared dead after the riichi (§3.4.7): then only the noten
        /// payment.
        fn s3_4_6_chombo_noten_riichi(n: &NotenRiichi) -> Ruling {
            if n.dead_after_riichi {
                let ruling = Ruling::new(RULESET, Outcome::Payments);
                super::noten_penalty(ruling, n.tenpai, Say::NoChomboPaysAsNoten)
                    .cite(DEAD_HAND)
                    .cite(CHOMBO)
                    .why(Say::NotenOnlyThroughDeadHand)
            } else {
                ema_noten_riichi(RULESET, n, CHOMBO)
            }
        }

        /// §3.4.6 Chombo: claiming a tile once the hand has been declared dead is a chombo;
        /// §3.4.7 forbids a dead hand any call, but names no penalty when the hand had not been
        /// declared dead.
        fn s3_4_6_chombo_call_with_a_dead_hand(c: &DeadHandCall) -> Ruling {
            if c.declared_dead {
                chombo(RULESET, c.dealer, c.casual, CHOMBO).why(Say::ClaimAfterDeclaredDead)
            } else {
                ema_call_from_undeclared_dead_hand(RULESET).why(Say::DeadHandMayNotCall)
            }
        }

        /// §3.4.6 Chombo: a chombo at the moment of a win is voided.
        fn s3_4_6_chombo_at_a_win(c: &ChomboWith) -> Ruling {
            ema_chombo_with(RULESET, c, CHOMBO)
        }

        /// §3.4.6 Chombo: an invalid concealed kong after riichi.
        fn s3_4_6_chombo_riichi_kong(k: &RiichiKong) -> Ruling {
            ema_riichi_kong(RULESET, k, CHOMBO)
        }
    } says {
        Chombo => "Chombo",
        NoChomboPaysAsNoten => "No chombo: the player pays as a noten hand at the draw.",
        NotenOnlyThroughDeadHand => "The hand is noten only because it was declared dead after the riichi.",
        ClaimAfterDeclaredDead => "The hand had been declared dead, and the player still tried to claim.",
        DeadHandMayNotCall => "A dead hand may make no call (§3.4.7), so the call cannot stand.",
    }

    section {
        /// §3.4.7 Dead hand: no win, kong, pung or chow for the rest of the hand, never tenpai.
        pub(crate) const DEAD_HAND: Section = section("3.4.7", Say::DeadHand);
        /// §3.4.7 Dead hand: swap-calling is among its causes.
        fn s3_4_7_dead_hand_swap_calling() -> Ruling {
            Ruling::new(RULESET, Outcome::DeadHand)
                .step(Common::PlaysOnWithDeadHand)
                .cite(DEAD_HAND)
                .why(Say::SwapCallingMakesDeadHand)
        }

        /// §3.4.7 Dead hand: too many or too few tiles.
        fn s3_4_7_dead_hand_wrong_tile_count() -> Ruling {
            ema_wrong_tile_count(RULESET, DEAD_HAND)
        }
    } says {
        DeadHand => "Dead hand",
        SwapCallingMakesDeadHand => "Swap-calling is among the causes of a dead hand.",
    }

    section {
        const CLAIMING_ERRORS: Section = section("5.1", Say::ErrorsInClaimingTiles);
        /// §5.1 Errors in claiming tiles: call, show, take out of order is pointed out, with no
        /// penalty.
        fn s5_1_errors_in_claiming_tiles(c: &ClaimOrder) -> Ruling {
            ema_claim_order(RULESET, c, CLAIMING_ERRORS)
        }
    } says {
        ErrorsInClaimingTiles => "Errors in claiming tiles",
    }

    section {
        const NOT_TAKEN: Section = section("5.1.1", Say::FailingToTakeTheClaimedTile);
        /// §5.1.1 Failing to take the claimed tile: it may be taken until the next two players
        /// have discarded; after that, a false set and a dead hand.
        fn s5_1_1_failing_to_take_the_claimed_tile(c: &ClaimNotTaken) -> Ruling {
            ema_claimed_tile(RULESET, c, [NOT_TAKEN, DEAD_HAND])
        }
    } says {
        FailingToTakeTheClaimedTile => "Failing to take the claimed tile",
    }

    section {
        const EMPTY_CALLS: Section = section("5.1.2", Say::EmptyCalls);
        /// §5.1.2 Empty calls: a meld call regretted before any tile is shown costs nothing; an
        /// empty win call is a dead hand with the tiles hidden, a chombo with them laid open.
        fn s5_1_2_empty_calls(c: &EmptyCall) -> Ruling {
            ema_empty_calls(
                RULESET,
                c,
                [EMPTY_CALLS, CHOMBO, DEAD_HAND, CLAIMING_A_FALSE_SET],
            )
        }

        /// §5.1.2 Empty calls (with §5.1 on the words): a win needs a proper word; a wrong word
        /// with the hand laid open is a chombo.
        fn s5_1_2_empty_calls_wrong_word(w: &WrongWord) -> Ruling {
            ema_wrong_word(RULESET, w, [EMPTY_CALLS, CLAIMING_ERRORS, CHOMBO])
        }
    } says {
        EmptyCalls => "Empty calls",
    }

    section {
        pub(crate) const CHANGING_CALLS: Section = section("5.1.3", Say::ChangingCalls);
        /// §5.1.3 Changing calls: a quick correction of a meld call stands; a win call cannot be
        /// taken back.
        fn s5_1_3_changing_calls(c: &crate::rules::ChangedCall) -> Ruling {
            ema_changed_call(RULESET, c, [CHANGING_CALLS, EMPTY_CALLS, CHOMBO, DEAD_HAND])
        }
    } says {
        ChangingCalls => "Changing calls",
    }

    section {
        const CLAIMING_A_FALSE_SET: Section = section("5.1.4", Say::ClaimingAFalseSet);
        /// §5.1.4 Claiming a false set: the group may be corrected until the player discards;
        /// from the discard on it stands, and the hand is dead (§3.4.7).
        fn s5_1_4_claiming_a_false_set(f: &FalseSet) -> Ruling {
            ema_false_set(RULESET, [CLAIMING_A_FALSE_SET, DEAD_HAND], f)
        }
    } says {
        ClaimingAFalseSet => "Claiming a false set",
    }

    section {
        const EXPOSING_TILES: Section = section("5.2", Say::ExposingTiles);
        /// §5.2 Exposing tiles: a few tiles go back where they came from; tiles shown during the
        /// deal cost nothing (a re-deal if the referee finds it a problem); when so many are
        /// shown that play cannot go on fairly, the offender has a chombo.
        fn s5_2_exposing_tiles(e: &ExposedTiles) -> Ruling {
            if e.during_deal {
                return Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::PutTilesBackRedealIfProblem)
                    .cite(EXPOSING_TILES)
                    .why(Say::DealExposureNotPenalised);
            }
            if !e.play_can_continue {
                return ema_too_many_exposed(
                    RULESET,
                    e,
                    [CHOMBO, EXPOSING_TILES],
                    Say::TooManyExposedIsChombo,
                );
            }
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::PutExposedTilesBackPlayOn)
                .cite(EXPOSING_TILES)
                .why(Say::AccidentalExposureNotPenalised)
        }

        /// §5.2 Exposing tiles, with nobody at fault: the tiles go back, or a re-deal without
        /// penalty when play cannot go on fairly.
        fn s5_2_exposing_tiles_nobody_at_fault(e: &ExposedNoFault) -> Ruling {
            crate::rules::common::exposed_no_fault(EXPOSING_TILES, e, true)
        }
    } says {
        ExposingTiles => "Exposing tiles",
        PutTilesBackRedealIfProblem => "Put the tiles back. If the referee finds the exposure a problem for play, re-deal, with no penalty.",
        DealExposureNotPenalised => "Tiles exposed during the deal are not penalised.",
        TooManyExposedIsChombo => "Too many tiles were exposed for play to go on fairly: the offender has a chombo.",
        PutExposedTilesBackPlayOn => "Put the exposed tiles back where they came from, in the wall or the hand, and play on.",
        AccidentalExposureNotPenalised => "Exposing tiles by accident is not penalised while play can go on fairly; doing it on purpose, seriously or repeatedly, is obstruction.",
    }

    section {
        const WRONG_PART_OF_THE_WALL: Section =
            section("5.2.1", Say::DrawingFromTheWrongPartOfTheWall);
        /// §5.2.1 Drawing from the wrong part of the wall: corrected before the discard, left as
        /// it is after; no penalty either way.
        fn s5_2_1_drawing_from_the_wrong_part_of_the_wall(d: &WrongDraw) -> Ruling {
            let r = Ruling::new(RULESET, Outcome::NoPenalty);
            ema_wrong_draw_put_right(r, d, Say::LeaveItAfterDiscard)
                .cite(WRONG_PART_OF_THE_WALL)
                .why(Say::WrongDrawCorrectedBeforeDiscard)
        }
    } says {
        DrawingFromTheWrongPartOfTheWall => "Drawing from the wrong part of the wall",
        LeaveItAfterDiscard => "Leave it: after the discard the mistake is not corrected.",
        WrongDrawCorrectedBeforeDiscard => "A tile drawn from the wrong place is put right before the discard and left after it; there is no penalty either way.",
    }

    section {
        const RIICHI_ERRORS: Section = section("5.3", Say::ErrorsInConnectionWithRiichiDeclaration);
        /// §5.3 Errors in connection with riichi declaration: a riichi without its stick stands
        /// and is put right; without its call or its turned tile, or on an open hand, it is no
        /// riichi and the hand is dead (read as in 2012, by the family). This version adds: a
        /// turned tile claimed, and the next discard not turned, is pointed out; no penalty.
        fn s5_3_riichi_declaration_errors(r: &RiichiDeclaration) -> Ruling {
            ema_riichi_declaration(RULESET, r, [RIICHI_ERRORS, DEAD_HAND]).unwrap_or_else(|| {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::PointOutTurnNextDiscard)
                    .cite(RIICHI_ERRORS)
            })
        }
    } says {
        ErrorsInConnectionWithRiichiDeclaration => "Errors in connection with riichi declaration",
        PointOutTurnNextDiscard => "Point it out; the player turns the next discard instead. No penalty.",
    }

    section {
        const PASSING_INFORMATION: Section = section("5.4", Say::PassingInformation);
        /// §5.4 Passing information: a warning from the other players; serious or repeated cases
        /// go to the referee.
        fn s5_4_passing_information(p: &PassingInformation) -> Ruling {
            ema_passing_information(RULESET, p, PASSING_INFORMATION)
        }
    } says {
        PassingInformation => "Passing information",
    }

    section {
        const CHEATING: Section = section("5.5", Say::CheatingAndObstruction);
        /// §5.5 Cheating and obstruction: cheating, on clear evidence, is disqualification.
        fn s5_5_cheating() -> Ruling {
            ema_cheating(RULESET, CHEATING)
        }

        /// §5.5 Cheating and obstruction: obstruction costs points at the referee's discretion;
        /// in this version they come off after the game, once uma is added.
        fn s5_5_obstruction(o: &Obstruction) -> Ruling {
            ema_obstruction(RULESET, o, Say::PointsOffAfterUma, CHEATING)
        }
    } says {
        CheatingAndObstruction => "Cheating and obstruction",
        PointsOffAfterUma => "The points come off after the game, once uma is added: the table's ranking does not change.",
    }

    section {
        const TELEPHONES: Section = section("5.6", Say::Telephones);
        /// §5.6 Telephones: a point penalty at the referee's discretion, by how much it
        /// disturbed.
        fn s5_6_telephones() -> Ruling {
            telephone(RULESET, TELEPHONES).why(Say::TelephonesSilentAgreeCallsFirst)
        }
    } says {
        Telephones => "Telephones",
        TelephonesSilentAgreeCallsFirst => "Telephones must be silent and not vibrate; a player expecting an important call agrees how to handle it with the referee before the session.",
    }

    section {
        const BEING_LATE: Section = section("5.7", Say::BeingLateAtATournament);
        /// §5.7 Being late at a tournament: up to 10 minutes late, 1 000 points a minute, taken
        /// off after the game once uma is added (the table's ranking is not affected); more than
        /// 10, a substitute (§5.8).
        /// The penalty counts whole minutes (the fact's), none under the first; the limit is
        /// the exact time: 10 min 30 s is more than ten.
        fn s5_7_being_late(l: &Late) -> Ruling {
            match (l.minutes, l.seconds) {
                (0, 0) => Ruling::new(RULESET, Outcome::NothingToRule)
                    .step(Common::NotLate)
                    .cite(BEING_LATE),
                (0, s) => under_a_minute(RULESET, s, BEING_LATE),
                (m @ 1..=9, _) | (m @ 10, 0) => {
                    let amount = 1000 * u32::from(m);
                    Ruling::point_penalty(RULESET, amount, Unit::FinalScorePoints, When::AfterUma)
                        .step(Say::PlayAndNoteThePenalty)
                        .cite(BEING_LATE)
                        .why(Say::LateUpToTen {
                            minutes: Minutes(m),
                        })
                        .why(Say::TakenOffAfterUmaRankingUnchanged)
                }
                (m, s) => ema_late_substitute(RULESET, [BEING_LATE, SUBSTITUTES])
                    .step(Say::SubstituteEnteredMinusFifteen)
                    .step(Say::MissingPlayerGetsMinusFifteen)
                    .why(late_over(m, s, 10, |minutes| Say::LateOverTen { minutes })),
            }
        }
    } says {
        LateUpToTen { minutes: Minutes } => "{minutes} late: 1,000 points for each minute, up to ten.",
        LateOverTen { minutes: Minutes } => "{minutes} late: more than ten.",
        BeingLateAtATournament => "Being late at a tournament",
        PlayAndNoteThePenalty => "Play the session; note the penalty for the score keeper.",
        TakenOffAfterUmaRankingUnchanged => "Taken off after the game, once uma is added, so the ranking at the table is not changed.",
        SubstituteEnteredMinusFifteen => "The substitute's result is entered as −15,000 points and −15,000 uma; the substitute's table score still sets the others' uma, having played from the start.",
        MissingPlayerGetsMinusFifteen => "The missing player gets −15,000 points and −15,000 uma for the session.",
    }

    section {
        const SUBSTITUTES: Section = section("5.8", Say::SubstitutePlayers);
        /// §5.8 Substitute players: the substitute's result is entered as −15 000 points and the
        /// last place's uma.
        fn s5_8_substitute_players(x: &Substitution) -> Ruling {
            ema_substitution(
                RULESET,
                x,
                -15_000,
                crate::rules::calc::EMA_2016_UMA,
                SUBSTITUTES,
            )
        }
    } says {
        SubstitutePlayers => "Substitute players",
    }

    section {
        const SESSIONS: Section = section("5.9", Say::TournamentSessions);
        /// §5.9 Tournament sessions: after the time signal, the hand under way is finished and
        /// one more is played.
        fn s5_9_tournament_sessions(t: &TimeSignal) -> Ruling {
            ema_time_signal(RULESET, t, SESSIONS)
        }
    } says {
        TournamentSessions => "Tournament sessions",
    }

    section {
        /// Before you rule, under EMA 2016: what the text asks of the table and the referee once
        /// an irregularity is called ([`crate::rules::before_you_rule`]).
        ///
        /// ```
        /// use mahjong_referee::rules::ema2016;
        /// assert_eq!(ema2016::before_you_rule()[1].sections[0].to_string(), "EMA 2016 §5.2");
        /// ```
        pub fn before_you_rule() -> &'static [Check] {
            const LIST: &[Check] = &[
                before_ask_discarded_since(&[CLAIMING_A_FALSE_SET, WRONG_PART_OF_THE_WALL]),
                Check {
                    point: Text::Ema2016(Say::BeforeJudgeWhetherPlayGoesOn),
                    sections: &[EXPOSING_TILES],
                },
                before_ask_win_at_same_moment(&[CHOMBO]),
                Check {
                    point: Text::Ema2016(Say::BeforeWallStaysClosedAfterHand),
                    sections: &[END_OF_A_HAND, EXPOSING_TILES],
                },
                before_what_players_may_say(&[PASSING_INFORMATION]),
                before_opponents_warn_first(&[PASSING_INFORMATION]),
                before_ask_if_repeated(&[EMPTY_CALLS, PASSING_INFORMATION, CHEATING]),
                before_cheating_needs_evidence(&[CHEATING]),
                Check {
                    point: Text::Ema2016(Say::BeforeAskAboutExpectedCall),
                    sections: &[TELEPHONES],
                },
                Check {
                    point: Text::Common(Common::BeforeFollowTournamentProcedure),
                    sections: crate::rules::common::NO_SECTION,
                },
            ];
            LIST
        }
    } says {
        BeforeJudgeWhetherPlayGoesOn => "Tiles shown by mistake go back where they came from; whether play can go on fairly is your judgement, from how much was seen and how far the hand has gone.",
        BeforeWallStaysClosedAfterHand => "Once the hand is over, nobody looks at or turns up the tiles left in the wall or the dead wall.",
        BeforeAskAboutExpectedCall => "For a telephone, ask whether the player agreed with you before the session how an expected call would be handled.",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lateness_boundaries() {
        let late = |m| {
            s5_7_being_late(&Late {
                minutes: m,
                seconds: 0,
            })
            .outcome
        };
        let late_s = |m, s| {
            s5_7_being_late(&Late {
                minutes: m,
                seconds: s,
            })
            .outcome
        };
        // The limit is the exact time: 10:00 is "ten or less", 10:01 more; the penalty
        // counts whole minutes (9:59 is 9), none under the first.
        assert_eq!(late_s(10, 1), Outcome::Substitute);
        assert_eq!(
            late_s(9, 59),
            Outcome::PointPenalty {
                amount: 9000,
                unit: Unit::FinalScorePoints
            }
        );
        assert_eq!(late_s(0, 40), Outcome::NothingToRule);
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
