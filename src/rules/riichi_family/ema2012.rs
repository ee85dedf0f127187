//! EMA Riichi Competition Rules 2012: §3.4 End of a hand and §5 Etiquette and tournament
//! rules.
//!
//! Read as the document runs: one function per section it rules on, named after the section
//! (`s5_1_4_claiming_a_false_set` rules by §5.1.4; a section that rules on several incidents
//! has one function for each, all under its number), each followed by the sentences it says.
//! Where a section reads as in 2016, the reading is the family's ([`super`]), called with
//! this document's section; where it differs — the chombo payment, exposed tiles, the dead
//! wall, point penalties taken at once, substitutes' scores, no telephone section — it is
//! written out here.

use super::{
    before_ask_discarded_since, before_ask_if_repeated, before_ask_win_at_same_moment,
    before_cheating_needs_evidence, before_opponents_warn_first, before_what_players_may_say,
    call_after_touching_the_wall_not_addressed, chombo, early_chow_not_addressed,
    ema_call_from_undeclared_dead_hand, ema_changed_call, ema_cheating, ema_chombo_with,
    ema_claim_order, ema_claimed_tile, ema_counting_errors_not_addressed, ema_empty_calls,
    ema_exhaustive_draw, ema_false_set, ema_furiten_ron, ema_last_tile, ema_late_substitute,
    ema_noten_riichi, ema_obstruction, ema_passing_information, ema_riichi_declaration,
    ema_riichi_kong, ema_substitution, ema_time_signal, ema_too_many_exposed,
    ema_wrong_draw_put_right, ema_wrong_tile_count, ema_wrong_word,
    turned_tile_claimed_not_addressed, under_a_minute, wall_and_deal_faults_not_addressed,
    winning_tile_shown_apart_not_addressed,
};
use crate::rules::checklist::Check;
use crate::rules::common::Say as Common;
use crate::rules::common::late_over;
use crate::rules::{
    AbortiveDraw, ChangedCall, ChomboWith, ClaimNotTaken, ClaimOrder, DeadHandCall, EmptyCall,
    ExhaustiveDraw, ExposedFrom, ExposedNoFault, ExposedTiles, FalseSet, FuritenRon, Incident,
    Late, Minutes, NotenRiichi, Obstruction, Outcome, PassingInformation, RiichiDeclaration,
    RiichiKong, RulesetId, Ruling, Section, Substitution, Text, TimeSignal, Unit, When, WrongDraw,
    WrongWord, says,
};

const RULESET: RulesetId = RulesetId::Ema2012;

const fn section(number: &'static str, title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title: Text::Ema2012(title),
        within: crate::rules::Within::Whole,
    }
}

/// Rules an incident under EMA 2012: each incident to the section that rules on it, in the
/// document's order; last, what the document does not address.
///
/// ```
/// use mahjong_referee::rules::{ema2012, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"445m","discarded":true}"#.parse().unwrap();
/// assert_eq!(ema2012::rule(&i).sections[0].to_string(), "EMA 2012 §5.1.4");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::LastTileClaim => s3_4_1_last_tile(),
        Incident::ExhaustiveDraw(d) => s3_4_2_exhaustive_draw(d),
        Incident::AbortiveDraw(a) => s3_4_3_abortive_draw(a),
        Incident::FuritenRon(f) => s3_4_5_furiten(f),
        Incident::NotenRiichi(n) => s3_4_6_chombo_noten_riichi(n),
        Incident::DeadHandCall(c) => s3_4_6_chombo_call_with_a_dead_hand(c),
        Incident::ChomboWith(c) => s3_4_6_chombo_at_a_win(c),
        Incident::RiichiKong(k) => s3_4_6_chombo_riichi_kong(k),
        Incident::WrongTileCount => s3_4_7_dead_hand_wrong_tile_count(),
        Incident::ClaimOrder(c) => s5_1_errors_in_claiming_tiles(c),
        Incident::ClaimedTileNotTaken(c) => s5_1_1_failing_to_take_the_claimed_tile(c),
        Incident::EmptyCall(c) => s5_1_2_empty_calls(c),
        Incident::WrongWord(w) => s5_1_2_empty_calls_wrong_word(w),
        Incident::ChangedCall(c) => s5_1_3_changing_calls(c),
        Incident::FalseSet(f) => s5_1_4_claiming_a_false_set(f),
        Incident::ExposedTiles(e) => s5_2_exposing_tiles(e),
        Incident::ExposedNoFault(e) => s5_2_exposing_tiles_nobody_at_fault(e),
        Incident::WrongDraw(d) => s5_2_5_picking_from_the_wrong_part_of_the_wall(d),
        Incident::RiichiDeclaration(r) => s5_3_riichi_declaration_errors(r),
        Incident::PassingInformation(p) => s5_4_passing_information(p),
        Incident::Cheating => s5_5_cheating(),
        Incident::Obstruction(o) => s5_5_obstruction(o),
        Incident::Late(l) => s5_6_being_late(l),
        Incident::Substitution(x) => s5_7_substitute_players(x),
        Incident::TimeSignal(t) => s5_8_tournament_sessions(t),
        // Not in this document.
        Incident::SwapCalling => {
            Ruling::not_covered(RULESET, Common::SwapCalling).why(Say::SwapCallingAddedIn2016)
        }
        Incident::Telephone => {
            Ruling::not_covered(RULESET, Common::Telephones).why(Say::TelephonesAddedIn2016)
        }
        Incident::WinningTileNotShown(_) => winning_tile_shown_apart_not_addressed(RULESET),
        Incident::EarlyChow => early_chow_not_addressed(RULESET),
        Incident::WallTouched(_) => call_after_touching_the_wall_not_addressed(RULESET),
        Incident::DistributionFoul => wall_and_deal_faults_not_addressed(RULESET),
        Incident::Counting(_) => ema_counting_errors_not_addressed(RULESET),
    }
}

says! {
    /// What the rulings of this document say, section by section: each section's heading and
    /// sentences next to the function that rules by it; last, what it does not address.
    pub enum Say;

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
        const RIICHI_BETS: Section = section("3.4.4", Say::HandlingRiichiBetsAfterDrawnGames);
        /// §3.4.3 Abortive draw: four kinds. The hand ends with no noten payment and a counter on
        /// the table; riichi sticks stay for the next winner (§3.4.4). Nine terminals is the
        /// player's choice; with four riichi every hand is shown. No penalty: a drawn hand, not a
        /// chombo's re-deal (the counter stays).
        fn s3_4_3_abortive_draw(a: &AbortiveDraw) -> Ruling {
            use crate::rules::AbortiveCause;
            let r = Ruling::new(RULESET, Outcome::NoPenalty);
            let r = match a.cause {
                AbortiveCause::NineTerminals => r.step(Say::NineTerminalsPlayerMayCallDraw),
                AbortiveCause::FourKongs => r.step(Say::FourKongsDrawnIfNobodyWins),
                AbortiveCause::FourWinds => r.step(Say::HandIsDrawn),
                AbortiveCause::FourRiichi => r
                    .step(Say::FourRiichiDrawnIfNobodyWins)
                    .step(Say::AllFourShowTenpaiHands),
            };
            r.step(Say::NoNotenPaymentSticksStay)
                .cite(ABORTIVE_DRAW)
                .cite(RIICHI_BETS)
        }
    } says {
        AbortiveDraw => "Abortive draw",
        HandlingRiichiBetsAfterDrawnGames => "Handling riichi bets after drawn games",
        NineTerminalsPlayerMayCallDraw => "The player, after the first draw in an uninterrupted first go-around, may call an abortive draw; or play on.",
        FourKongsDrawnIfNobodyWins => "If nobody wins on the discard after the fourth kong, and the kongs belong to more than one player, the hand is drawn.",
        HandIsDrawn => "The hand is drawn.",
        FourRiichiDrawnIfNobodyWins => "If nobody wins on the fourth riichi's discard, the hand is drawn.",
        AllFourShowTenpaiHands => "All four players show their tenpai hands.",
        NoNotenPaymentSticksStay => "No noten payment. Place a counter at East's right; the riichi sticks stay on the table for the next winner.",
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
        /// §3.4.6 Chombo: a riichi hand not waiting at a drawn game is a chombo; this version
        /// has no exception for a hand declared dead after the riichi.
        fn s3_4_6_chombo_noten_riichi(n: &NotenRiichi) -> Ruling {
            ema_noten_riichi(RULESET, n, CHOMBO).why(Say::NoDeadHandExceptionIn2012)
        }

        /// §3.4.6 Chombo: claiming a tile once the hand has been declared dead is a chombo; a
        /// call from a hand not yet declared dead is not addressed.
        fn s3_4_6_chombo_call_with_a_dead_hand(c: &DeadHandCall) -> Ruling {
            if c.declared_dead {
                chombo(RULESET, c.dealer, c.casual, CHOMBO).why(Say::ClaimAfterDeclaredDeadIsChombo)
            } else {
                ema_call_from_undeclared_dead_hand(RULESET)
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
        NoDeadHandExceptionIn2012 => "The 2012 text makes no exception for a hand declared dead after the riichi.",
        ClaimAfterDeclaredDeadIsChombo => "Claiming a tile once the hand has been declared dead is a chombo.",
    }

    section {
        const DEAD_HAND: Section = section("3.4.7", Say::DeadHand);
        /// §3.4.7 Dead hand: too many or too few tiles.
        fn s3_4_7_dead_hand_wrong_tile_count() -> Ruling {
            ema_wrong_tile_count(RULESET, DEAD_HAND)
        }
    } says {
        DeadHand => "Dead hand",
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
        const CHANGING_CALLS: Section = section("5.1.3", Say::ChangingCalls);
        /// §5.1.3 Changing calls: a quick correction of a meld call stands; a win call cannot be
        /// taken back.
        fn s5_1_3_changing_calls(c: &ChangedCall) -> Ruling {
            ema_changed_call(RULESET, c, [CHANGING_CALLS, EMPTY_CALLS, CHOMBO, DEAD_HAND])
        }
    } says {
        ChangingCalls => "Changing calls",
    }

    section {
        const CLAIMING_A_FALSE_SET: Section = section("5.1.4", Say::ClaimingAFalseSet);
        /// §5.1.4 Claiming a false set: the group may be corrected until the player discards;
        /// from the discard on it stands, and the hand is dead (§3.4.7). As in 2016, read by the
        /// family ([`super::ema_false_set`]) with this document's sections.
        fn s5_1_4_claiming_a_false_set(f: &FalseSet) -> Ruling {
            ema_false_set(RULESET, [CLAIMING_A_FALSE_SET, DEAD_HAND], f)
        }
    } says {
        ClaimingAFalseSet => "Claiming a false set",
    }

    section {
        const EXPOSING_TILES: Section = section("5.2", Say::ExposingTiles);
        const FROM_THE_WALL: Section = section("5.2.1", Say::ExposingTilesFromTheWall);
        const FROM_THE_DEAD_WALL: Section = section("5.2.2", Say::ExposingTilesFromTheDeadWall);
        const FROM_OWN_HAND: Section = section("5.2.3", Say::ExposingTilesFromThePlayerOwnHand);
        const FROM_AN_OPPONENT: Section = section("5.2.4", Say::ExposingTilesFromAnOpponentHand);
        /// §5.2 Exposing tiles, with §5.2.1–5.2.4 by where the tiles came from: more than five
        /// tiles shown, from anywhere, is a chombo (§3.4.6); fewer go back where they came from,
        /// and the player has a dead hand when they came from the dead wall or from an
        /// opponent's hand.
        fn s5_2_exposing_tiles(e: &ExposedTiles) -> Ruling {
            if e.count > 5 {
                return ema_too_many_exposed(
                    RULESET,
                    e,
                    [CHOMBO, EXPOSING_TILES],
                    Say::MoreThanFiveExposedIsChombo { count: e.count },
                );
            }
            match e.from {
                ExposedFrom::Wall => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::PutTilesBackInWall)
                    .cite(FROM_THE_WALL),
                ExposedFrom::OwnHand => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::PutTilesBackInHand)
                    .cite(FROM_OWN_HAND),
                ExposedFrom::DeadWall => Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::PutTilesBackInDeadWall)
                    .step(Say::DeclareDeadHandAtOnce)
                    .cite(FROM_THE_DEAD_WALL)
                    .cite(DEAD_HAND),
                ExposedFrom::OpponentHand => Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::PutTilesBackInOpponentHand)
                    .step(Say::OffenderHasDeadHand)
                    .cite(FROM_AN_OPPONENT)
                    .cite(DEAD_HAND),
            }
            .why(Say::FiveOrFewerExposed { count: e.count })
        }

        /// §5.2 Exposing tiles, with nobody at fault: the tiles go back, or a re-deal without
        /// penalty when play cannot go on fairly.
        fn s5_2_exposing_tiles_nobody_at_fault(e: &ExposedNoFault) -> Ruling {
            crate::rules::common::exposed_no_fault(EXPOSING_TILES, e, true)
        }
    } says {
        MoreThanFiveExposedIsChombo { count: u8 } => "{count} tiles exposed: more than five is a chombo.",
        FiveOrFewerExposed { count: u8 } => "{count} tile(s) exposed: five or fewer.",
        ExposingTiles => "Exposing tiles",
        ExposingTilesFromTheWall => "Exposing tiles from the wall",
        ExposingTilesFromTheDeadWall => "Exposing tiles from the dead wall",
        ExposingTilesFromThePlayerOwnHand => "Exposing tiles from the player's own hand",
        ExposingTilesFromAnOpponentHand => "Exposing tiles from an opponent's hand",
        PutTilesBackInWall => "Put the tiles back in the wall where they came from.",
        PutTilesBackInHand => "Put the tiles back in the hand.",
        PutTilesBackInDeadWall => "Put the tiles back in the dead wall.",
        DeclareDeadHandAtOnce => "Declare the dead hand clearly at once, so that every player knows.",
        PutTilesBackInOpponentHand => "Put the tiles back in the opponent's hand.",
        OffenderHasDeadHand => "The offender plays on with a dead hand.",
    }

    section {
        const WRONG_PART_OF_THE_WALL: Section =
            section("5.2.5", Say::PickingFromTheWrongPartOfTheWall);
        /// §5.2.5 Picking from the wrong part of the wall: corrected before the discard, left
        /// after; no penalty, unless the tile came from the dead wall: then a dead hand, declared
        /// clearly at once.
        fn s5_2_5_picking_from_the_wrong_part_of_the_wall(d: &WrongDraw) -> Ruling {
            let r = if d.dead_wall {
                Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::DeclareDeadHandAtOnce)
                    .cite(WRONG_PART_OF_THE_WALL)
                    .cite(DEAD_HAND)
                    .why(Say::DeadWallTileGivesDeadHand)
            } else {
                Ruling::new(RULESET, Outcome::NoPenalty)
                    .cite(WRONG_PART_OF_THE_WALL)
                    .why(Say::LiveWallSlipNotPenalised)
            };
            ema_wrong_draw_put_right(r, d, Say::LeaveTilesAfterDiscard)
        }
    } says {
        PickingFromTheWrongPartOfTheWall => "Picking from the wrong part of the wall",
        DeadWallTileGivesDeadHand => "A tile taken from the dead wall gives a dead hand.",
        LiveWallSlipNotPenalised => "A tile from the wrong place in the live wall is not penalised.",
        LeaveTilesAfterDiscard => "Leave the tiles as they are: after the discard the mistake is not corrected.",
    }

    section {
        const RIICHI_ERRORS: Section = section("5.3", Say::ErrorsInConnectionWithRiichiDeclaration);
        /// §5.3 Errors in connection with riichi declaration: a riichi without its stick stands
        /// and is put right; without its call or its turned tile, or on an open hand, it is no
        /// riichi and the hand is dead (read as in 2016, by the family). A turned tile claimed and
        /// the next discard not turned, which 2016 added, this version does not address.
        fn s5_3_riichi_declaration_errors(r: &RiichiDeclaration) -> Ruling {
            ema_riichi_declaration(RULESET, r, [RIICHI_ERRORS, DEAD_HAND])
                .unwrap_or_else(|| turned_tile_claimed_not_addressed(RULESET))
        }
    } says {
        ErrorsInConnectionWithRiichiDeclaration => "Errors in connection with riichi declaration",
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
        /// in this version they come off at once.
        fn s5_5_obstruction(o: &Obstruction) -> Ruling {
            ema_obstruction(RULESET, o, Say::PointsOffAtOnce, CHEATING)
        }
    } says {
        CheatingAndObstruction => "Cheating and obstruction",
        PointsOffAtOnce => "The points come off at once, so they can change the ranking at the table.",
    }

    section {
        const BEING_LATE: Section = section("5.6", Say::BeingLateAtATournament);
        /// §5.6 Being late at a tournament: up to 10 minutes late, 1 000 points a minute taken
        /// off at once (so it can change the table's ranking); more than 10, a substitute (§5.7).
        /// The penalty counts whole minutes, none under the first; 10 min 30 s is more than
        /// ten.
        fn s5_6_being_late(l: &Late) -> Ruling {
            match (l.minutes, l.seconds) {
                (0, 0) => Ruling::new(RULESET, Outcome::NothingToRule)
                    .step(Common::NotLate)
                    .cite(BEING_LATE),
                (0, s) => under_a_minute(RULESET, s, BEING_LATE),
                (m @ 1..=9, _) | (m @ 10, 0) => {
                    let amount = 1000 * u32::from(m);
                    Ruling::point_penalty(RULESET, amount, Unit::TablePoints, When::AtOnce)
                        .step(Say::TakePointsOffNow)
                        .cite(BEING_LATE)
                        .why(Say::LateUpToTen {
                            minutes: Minutes(m),
                        })
                        .why(Say::TakenOffAtOnceRankingMayChange)
                }
                (m, s) => ema_late_substitute(RULESET, [BEING_LATE, SUBSTITUTES])
                    .step(Say::SubstituteEnteredZero)
                    .step(Say::MissingPlayerGetsZeroPoints)
                    .why(late_over(m, s, 10, |minutes| Say::LateOverTen { minutes })),
            }
        }
    } says {
        LateUpToTen { minutes: Minutes } => "{minutes} late: 1,000 points for each minute, up to ten.",
        LateOverTen { minutes: Minutes } => "{minutes} late: more than ten.",
        BeingLateAtATournament => "Being late at a tournament",
        TakePointsOffNow => "Take the points off the player's score now.",
        TakenOffAtOnceRankingMayChange => "Taken off at once, so it can change the ranking at the table.",
        SubstituteEnteredZero => "The substitute's result is entered as 0 points and −30,000 uma; the substitute's table score still sets the others' uma, having played from the start.",
        MissingPlayerGetsZeroPoints => "The missing player gets 0 points and −30,000 uma for the session.",
    }

    section {
        const SUBSTITUTES: Section = section("5.7", Say::SubstitutePlayers);
        /// §5.7 Substitute players: the substitute's result is entered as 0 points and the last
        /// place's uma.
        fn s5_7_substitute_players(x: &Substitution) -> Ruling {
            ema_substitution(RULESET, x, 0, crate::rules::calc::EMA_2012_UMA, SUBSTITUTES)
        }
    } says {
        SubstitutePlayers => "Substitute players",
    }

    section {
        const SESSIONS: Section = section("5.8", Say::TournamentSessions);
        /// §5.8 Tournament sessions: after the time signal, the hand under way is finished and
        /// one more is played.
        fn s5_8_tournament_sessions(t: &TimeSignal) -> Ruling {
            ema_time_signal(RULESET, t, SESSIONS)
        }
    } says {
        TournamentSessions => "Tournament sessions",
    }

    section {
        /// Before you rule, under EMA 2012: what the text asks of the table and the referee once
        /// an irregularity is called ([`crate::rules::before_you_rule`]).
        ///
        /// ```
        /// use mahjong_referee::rules::ema2012;
        /// assert_eq!(ema2012::before_you_rule()[1].sections[0].to_string(), "EMA 2012 §5.2");
        /// ```
        pub fn before_you_rule() -> &'static [Check] {
            const LIST: &[Check] = &[
                before_ask_discarded_since(&[CLAIMING_A_FALSE_SET, WRONG_PART_OF_THE_WALL]),
                Check {
                    point: Text::Ema2012(Say::BeforeCountTilesExposed),
                    sections: &[EXPOSING_TILES],
                },
                Check {
                    point: Text::Ema2012(Say::BeforeAnnounceDeadWallDeadHand),
                    sections: &[FROM_THE_DEAD_WALL, WRONG_PART_OF_THE_WALL],
                },
                before_ask_win_at_same_moment(&[CHOMBO]),
                before_what_players_may_say(&[PASSING_INFORMATION]),
                before_opponents_warn_first(&[PASSING_INFORMATION]),
                before_ask_if_repeated(&[EMPTY_CALLS, PASSING_INFORMATION, CHEATING]),
                before_cheating_needs_evidence(&[CHEATING]),
                Check {
                    point: Text::Common(Common::BeforeFollowTournamentProcedure),
                    sections: crate::rules::common::NO_SECTION,
                },
            ];
            LIST
        }
    } says {
        BeforeCountTilesExposed => "Count the tiles shown by mistake from the wall, the dead wall or a hand: more than five is a chombo for the player at fault; if no player was at fault, the hand is dealt again without a penalty.",
        BeforeAnnounceDeadWallDeadHand => "A dead hand for a tile of the dead wall exposed or drawn is announced to the table at once, as it may not show otherwise.",
    }

    section {
        // Not in this document: what rule() says of the incidents this document does not
        // address.
    } says {
        SwapCallingAddedIn2016 => "Swap-calling joined the list of dead-hand causes in 2016.",
        TelephonesAddedIn2016 => "The telephone section was added in 2016.",
    }
}
