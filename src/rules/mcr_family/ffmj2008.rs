//! FFMJ Regulation 2008, Paris International Tournament (MCR).
//!
//! The document has no section numbers; its headings are cited instead, and the functions
//! are named after them, in the order the document runs: the opening paragraphs, "A few
//! elements on rules and good behaviour" (silence, the five calls, showing tiles, playing
//! time and chow), "Sanctions during a session" ((A) fouls, (B) dead hand, (C) false hu),
//! "Lateness", "Distribution fouls", "Knocked-over tiles", "Drawing problems", "Diverse
//! mistakes", "False set, false flower", "False calls", "Counting points". Each function
//! is followed by the sentences it says. What MERS 2010 reads alike is the family's
//! ([`super`]).

use super::{
    chombo_not_addressed, claimed_tile_in_time, hu_on_a_discarded_tile, mcr_tile_not_shown,
    riichi_calls_not_addressed, riichi_not_addressed, valid_hu,
    wrong_tile_count_in_play_not_addressed,
};
use crate::rules::calc::{ffmj_foul, foul_payments};
use crate::rules::checklist::Check;
use crate::rules::common::Say as Common;
use crate::rules::common::{group_line, late_over, no_false_set};
use crate::rules::{
    Call, ChangedCall, ClaimNotTaken, ClaimOrder, Counting, EmptyCall, ExposedFrom, ExposedNoFault,
    ExposedTiles, FalseSet, Incident, Late, Minutes, Outcome, Party, Payment, Replacement,
    RulesetId, Ruling, Section, ShownHu, Text, Unit, When, WinningTileNotShown, WrongDraw, says,
};

const RULESET: RulesetId = RulesetId::Ffmj2008;

const fn heading(title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: None,
        title: Text::Ffmj2008(title),
        within: crate::rules::Within::Whole,
    }
}

/// Rules an incident under FFMJ 2008: each incident to the heading that rules on it, in the
/// document's order; last, what the document does not address.
///
/// ```
/// use mahjong_referee::rules::{ffmj2008, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"2223z","replacement":"taken"}"#.parse().unwrap();
/// assert_eq!(ffmj2008::rule(&i).outcome.code(), "dead-hand");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::PassingInformation(_) => good_behaviour_silence(),
        Incident::WrongWord(w) if w.understood => good_behaviour_the_five_calls(),
        Incident::WinningTileNotShown(w) => good_behaviour_showing_tiles(w),
        Incident::EarlyChow => good_behaviour_playing_time_and_chow(),
        Incident::FuritenRon(_) => sanctions_c_false_hu_on_a_discarded_tile(),
        Incident::Late(l) => lateness(l),
        Incident::DistributionFoul => distribution_fouls(),
        Incident::ExposedTiles(e) => knocked_over_tiles(e),
        Incident::ExposedNoFault(e) => knocked_over_tiles_nobody_at_fault(e),
        Incident::WrongDraw(d) => drawing_problems(d),
        Incident::WallTouched(w) if w.touched => drawing_problems_wall_tile_touched(),
        Incident::ClaimOrder(c) => diverse_mistakes_claim_order(c),
        Incident::ClaimedTileNotTaken(c) => diverse_mistakes_claimed_tile(c),
        Incident::FalseSet(f) => false_set(f),
        Incident::EmptyCall(c) => false_calls(c),
        Incident::ChangedCall(c) => false_calls_multiple_calls(c),
        Incident::Counting(c) => counting_points(c),
        // Not in this document.
        Incident::WrongWord(_) => {
            Ruling::not_covered(RULESET, Say::CallWithUnclearWord).why(Say::RefereeHasFullAuthority)
        }
        Incident::WallTouched(_) => Ruling::not_covered(RULESET, Say::ReachingWithoutTouching),
        Incident::Cheating => {
            Ruling::not_covered(RULESET, Say::Cheating).why(Say::RefereeHasFullAuthority)
        }
        Incident::Telephone => Ruling::not_covered(RULESET, Common::Telephones),
        Incident::ExhaustiveDraw(_) => Ruling::not_covered(RULESET, Common::NotenPayments),
        Incident::TimeSignal(_) => Ruling::not_covered(RULESET, Common::TimeLimitedSessions),
        Incident::RiichiDeclaration(_) | Incident::NotenRiichi(_) | Incident::RiichiKong(_) => {
            riichi_not_addressed(RULESET)
        }
        Incident::WrongTileCount => {
            wrong_tile_count_in_play_not_addressed(RULESET).why(Say::WrongCountRuledAtHuOnly)
        }
        Incident::DeadHandCall(_) => {
            Ruling::not_covered(RULESET, Say::ClaimsFromDeadHand).why(Say::DeadHandMayNotHuOnly)
        }
        Incident::AbortiveDraw(_) => Ruling::not_covered(RULESET, Common::AbortiveDraws),
        Incident::Obstruction(_) => Ruling::not_covered(RULESET, Say::Obstruction)
            .why(Say::RefereeHasFullAuthority)
            .why(Say::PlayingTimeForSlowPlay),
        Incident::Substitution(_) => Ruling::not_covered(RULESET, Say::Substitutes),
        Incident::SwapCalling => Ruling::not_covered(RULESET, Common::SwapCalling),
        Incident::LastTileClaim => Ruling::not_covered(RULESET, Common::ClaimsLastTile),
        Incident::ChomboWith(_) => chombo_not_addressed(RULESET),
    }
}

says! {
    /// What the rulings of this document say, heading by heading: each heading and the
    /// sentences next to the function that rules by it; last, what it does not address.
    pub enum Say;

    section {
        /// The opening paragraphs, before the first heading: the Green Book as reference,
        /// self-arbitration, the referee's authority.
        /// The regulation gives them no heading, so they are cited by where they are, unquoted
        /// ([`crate::rules::Within::Passage`]).
        const OPENING_PARAGRAPHS: Section = Section {
            ruleset: RULESET,
            number: None,
            title: Text::Ffmj2008(Say::OpeningParagraphs),
            within: crate::rules::Within::Passage,
        };
    } says {
        OpeningParagraphs => "opening paragraphs",
    }

    section {
        const SILENCE: Section = heading(Say::GoodBehaviourSilence);
        /// "Good behaviour", silence: no comments or hints during play; passing information is
        /// for the referee, who has full authority, to sanction as a foul (A).
        fn good_behaviour_silence() -> Ruling {
            Ruling::new(RULESET, Outcome::Discretion)
                .step(Say::RefereeDecidesSanction)
                .cite(SILENCE)
                .cite(FOULS)
                .why(Say::SilenceDuringPlay)
        }
    } says {
        GoodBehaviourSilence => "Good behaviour: silence",
        RefereeDecidesSanction => "The referee, who has full authority over fouls, decides the sanction.",
        SilenceDuringPlay => "Silence is required during play: no comments and no indications.",
    }

    section {
        const CALLS: Section = heading(Say::GoodBehaviourTheFiveCalls);
        /// "Good behaviour", the five calls: another pronunciation or a translation that is
        /// understood stands.
        fn good_behaviour_the_five_calls() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::OtherPronunciationsAccepted)
                .cite(CALLS)
        }
    } says {
        GoodBehaviourTheFiveCalls => "Good behaviour: the five calls",
        OtherPronunciationsAccepted => "Accepted: other pronunciations and translations are fine when clearly spoken.",
    }

    section {
        /// "Good behaviour": claimed and drawn tiles shown clearly, else no points for the wait,
        /// Last Tile or Nine Gates; a self-drawn winning tile shown before the hand.
        const SHOWING_TILES: Section = heading(Say::GoodBehaviourShowingTiles);
        /// "Good behaviour", showing tiles: a winning tile not shown clearly scores no wait fans,
        /// Last Tile or Nine Gates; a hand then short of 8 points is a false hu ("False calls").
        /// Read by the family with this document's headings.
        fn good_behaviour_showing_tiles(w: &WinningTileNotShown) -> Ruling {
            mcr_tile_not_shown(w, SHOWING_TILES, false_calls).why(Say::SelfDrawnTileShownBeforeHand)
        }
    } says {
        GoodBehaviourShowingTiles => "Good behaviour: showing tiles",
        SelfDrawnTileShownBeforeHand => "A self-drawn winning tile is shown first, before the hand.",
    }

    section {
        const PLAYING_TIME: Section = heading(Say::GoodBehaviourPlayingTimeAndChow);
        /// "Good behaviour", playing time and chow: a chow waits three seconds; one called
        /// sooner gives way to the other calls.
        fn good_behaviour_playing_time_and_chow() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::OtherCallsBeatEarlyChow)
                .cite(PLAYING_TIME)
                .why(Say::ChowWaitsThreeSeconds)
        }
    } says {
        GoodBehaviourPlayingTimeAndChow => "Good behaviour: playing time and chow",
        OtherCallsBeatEarlyChow => "Other calls have priority: set everything back, even tiles already shown or discarded.",
        ChowWaitsThreeSeconds => "A chow must wait the 3 seconds left for pung, kong and hu.",
    }

    section {
        /// "Sanctions (A) Fouls": a warning, then 10, 20, 30 points, then elimination.
        const FOULS: Section = heading(Say::SanctionsAFouls);
        /// "Sanctions (A) Fouls": a foul at its rank in the session, with its points off the
        /// offender's final score.
        fn foul(prior_fouls: u8) -> Ruling {
            let rank = prior_fouls.saturating_add(1);
            let penalty = ffmj_foul(rank);
            Ruling::new(RULESET, Outcome::Foul { rank, penalty }).pay(foul_payments(penalty))
        }
    } says {
        SanctionsAFouls => "Sanctions (A): fouls",
    }

    section {
        /// "Sanctions (B) Dead hand": no hu, the game goes on.
        const DEAD_HAND: Section = heading(Say::SanctionsBDeadHand);
    } says {
        SanctionsBDeadHand => "Sanctions (B): dead hand",
    }

    section {
        const FALSE_HU: Section = heading(Say::SanctionsCFalseHu);
        /// "Sanctions (C) False hu", on a tile the player discarded before: MCR has no furiten,
        /// so the hu is ruled as any hu, on its tiles.
        fn sanctions_c_false_hu_on_a_discarded_tile() -> Ruling {
            hu_on_a_discarded_tile(RULESET, FALSE_HU)
        }
    } says {
        SanctionsCFalseHu => "Sanctions (C): false hu",
    }

    section {
        const LATENESS: Section = heading(Say::Lateness);
        /// "Lateness": under 10 minutes −10; 10 to 15 minutes −20; over 15, elimination.
        fn lateness(l: &Late) -> Ruling {
            let points = |amount: u32| {
                Ruling::point_penalty(RULESET, amount, Unit::McrPoints, When::FromSessionScore)
                    .step(Say::PlayPointsOffScore)
                    .cite(LATENESS)
            };
            match (l.minutes, l.seconds) {
                (0, 0) => Ruling::new(RULESET, Outcome::NothingToRule)
                    .step(Common::NotLate)
                    .cite(LATENESS),
                (0, s) => points(10).why(Common::LateOnlySeconds { seconds: s }),
                (m @ 1..=9, _) => points(10).why(Say::LateUnderTen {
                    minutes: Minutes(m),
                }),
                (m @ 10..=14, _) | (m @ 15, 0) => points(20).why(Say::LateTenToFifteen {
                    minutes: Minutes(m),
                }),
                (m, s) => Ruling::new(RULESET, Outcome::Disqualification)
                    .step(Say::PlayerEliminated)
                    .cite(LATENESS)
                    .why(late_over(m, s, 15, |minutes| Say::LateOverFifteen {
                        minutes,
                    })),
            }
        }
    } says {
        LateUnderTen { minutes: Minutes } => "{minutes} late: under 10 minutes.",
        LateTenToFifteen { minutes: Minutes } => "{minutes} late: 10 to 15 minutes.",
        LateOverFifteen { minutes: Minutes } => "{minutes} late: over 15 minutes.",
        Lateness => "Lateness",
        PlayPointsOffScore => "Play; the points come off the player's score.",
        PlayerEliminated => "The player is eliminated.",
    }

    section {
        const DISTRIBUTION: Section = heading(Say::DistributionFouls);
        /// "Distribution fouls": a hand dealt wrong for at least one player is dealt again.
        fn distribution_fouls() -> Ruling {
            Ruling::new(RULESET, Outcome::ReDeal)
                .step(Say::RedealIfAnyPlayerAsks)
                .cite(DISTRIBUTION)
        }
    } says {
        DistributionFouls => "Distribution fouls",
        RedealIfAnyPlayerAsks => "If at least one player asks, rebuild the wall and deal again. No penalty.",
    }

    section {
        const KNOCKED_OVER: Section = heading(Say::KnockedOverTiles);
        /// "Knocked-over tiles": one's own tile or the wall's by accident, no penalty (everyone
        /// must know what the tile was); another player's tile, a foul (A).
        fn knocked_over_tiles(e: &ExposedTiles) -> Ruling {
            match e.from {
                ExposedFrom::OpponentHand => foul(e.prior_fouls)
                    .step(Say::RecordFoul)
                    .cite(KNOCKED_OVER)
                    .cite(FOULS)
                    .why(Say::KnockingOverOthersIsFoul),
                ExposedFrom::Wall | ExposedFrom::DeadWall | ExposedFrom::OwnHand => {
                    Ruling::new(RULESET, Outcome::NoPenalty)
                        .step(Say::EveryoneKnowsTheTile)
                        .cite(KNOCKED_OVER)
                }
            }
        }

        /// "Knocked-over tiles", with nobody at fault: the tiles go back; if play cannot go on
        /// fairly, the referee's call.
        fn knocked_over_tiles_nobody_at_fault(e: &ExposedNoFault) -> Ruling {
            crate::rules::common::exposed_no_fault(KNOCKED_OVER, e, false)
        }
    } says {
        KnockedOverTiles => "Knocked-over tiles",
        RecordFoul => "Record the foul.",
        KnockingOverOthersIsFoul => "Knocking over another player's tile is a foul (its rank depends on the player's earlier fouls).",
        EveryoneKnowsTheTile => "Make sure every player knows what the tile was, then play on.",
    }

    section {
        const DRAWING_PROBLEMS: Section = heading(Say::DrawingProblems);
        /// "Drawing problems": a tile drawn from the wrong place or at the wrong time, not yet in
        /// the hand, is a foul (A) and goes back; in the hand, a dead hand (B) and the tile
        /// stays.
        fn drawing_problems(d: &WrongDraw) -> Ruling {
            if d.into_hand || d.discarded {
                Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::KeepsTileHandDead)
                    .cite(DRAWING_PROBLEMS)
                    .cite(DEAD_HAND)
            } else {
                foul(d.prior_fouls)
                    .step(Say::PutTileBack)
                    .cite(DRAWING_PROBLEMS)
                    .cite(FOULS)
                    .why(Say::RankFromEarlierFouls)
            }
        }

        /// "Drawing problems": a player who touched the wall tile to draw can no longer call.
        fn drawing_problems_wall_tile_touched() -> Ruling {
            Ruling::new(RULESET, Outcome::NoPenalty)
                .step(Say::TouchedTileNoMoreCalls)
                .cite(DRAWING_PROBLEMS)
        }
    } says {
        DrawingProblems => "Drawing problems",
        TouchedTileNoMoreCalls => "The player touched the tile to draw: no more calling.",
        KeepsTileHandDead => "The player keeps the tile; the game goes on with the player's hand dead.",
        PutTileBack => "Put the tile back in its place.",
        RankFromEarlierFouls => "Its rank depends on the player's earlier fouls this session.",
    }

    section {
        const DIVERSE_MISTAKES: Section = heading(Say::DiverseMistakes);
        /// "Diverse mistakes": showing tiles before the call is a foul (A); so is taking the
        /// claimed tile before showing the tiles.
        fn diverse_mistakes_claim_order(c: &ClaimOrder) -> Ruling {
            use crate::rules::OrderError;
            match c.error {
                OrderError::ShownBeforeCall | OrderError::TakenBeforeShowing => foul(c.prior_fouls)
                    .step(Say::RecordFoul)
                    .cite(DIVERSE_MISTAKES)
                    .cite(FOULS),
                OrderError::TakenBeforeCall => {
                    Ruling::not_covered(RULESET, Say::DiscardTakenBeforeCall)
                        .why(Say::AsksCallBeforeShowing)
                }
            }
        }

        /// "Diverse mistakes": the claimed tile is taken at once; too late, a dead hand (B).
        fn diverse_mistakes_claimed_tile(c: &ClaimNotTaken) -> Ruling {
            if c.discards_since >= 3 {
                Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::TooLateForClaimedTileDeadHand)
                    .cite(DIVERSE_MISTAKES)
                    .cite(DEAD_HAND)
                    .why(Say::TileTakenOnlyWithinTwoDiscards)
            } else {
                claimed_tile_in_time(RULESET, DIVERSE_MISTAKES)
            }
        }
    } says {
        DiverseMistakes => "Diverse mistakes",
        TooLateForClaimedTileDeadHand => "Too late to take the claimed tile: the player plays on with a dead hand.",
        TileTakenOnlyWithinTwoDiscards => "The tile may be taken back only while one or two discards have followed.",
        DiscardTakenBeforeCall => "taking a discard before calling",
        AsksCallBeforeShowing => "It asks for the call before the tiles are shown.",
    }

    section {
        /// "False set, false flower": the player shows a false figure and sees the mistake.
        const FALSE_SET: Section = heading(Say::FalseSet);
        /// "False set, false flower": if the player has neither discarded nor taken a replacement
        /// tile, a foul (A), corrected, the wrongly shown tiles discarded; otherwise a dead hand
        /// (B), the set stays as it is and its tiles count as shown (the last-tile fan can still
        /// be scored).
        fn false_set(f: &FalseSet) -> Ruling {
            if f.is_a_real_set() {
                return no_false_set(FALSE_SET, f);
            }
            if f.discarded || f.replacement != Replacement::NotTaken {
                return Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::FalseSetStays)
                    .step(Say::TilesCountAsShownForLastTile)
                    .step(Say::PlaysOnNoHu)
                    .cite(FALSE_SET)
                    .cite(DEAD_HAND)
                    .why(group_line(f))
                    .why(Say::FalseSetTooLateToCorrect);
            }
            foul(f.prior_fouls)
                .step(Say::CorrectSetNow)
                .step(Say::DiscardWronglyShownTiles)
                .cite(FALSE_SET)
                .cite(FOULS)
                .why(group_line(f))
                .why(Say::FalseSetCorrectableIsFoul)
        }
    } says {
        FalseSet => "False set",
        FalseSetStays => "The false set stays as it is: it can no longer be changed.",
        TilesCountAsShownForLastTile => "Its tiles count as shown; the last-tile fan can still be claimed on them.",
        PlaysOnNoHu => "The player plays on but may not declare hu.",
        FalseSetTooLateToCorrect => "Under FFMJ 2008 the mistake can be corrected only while the player has neither discarded nor drawn a replacement tile.",
        CorrectSetNow => "Correct the set now.",
        DiscardWronglyShownTiles => "Discard the tiles shown by mistake.",
        FalseSetCorrectableIsFoul => "Under FFMJ 2008 a false set seen before any discard or replacement draw is a foul, and the player corrects it.",
    }

    section {
        const FALSE_CALLS: Section = heading(Say::FalseCalls);
        /// "False calls": a chow, pung or kong called must be played, else a foul (A). A hu is a
        /// hu: tiles not shown, a dead hand (B); shown without 8 points, 30 points (the others
        /// +10 each); shown and incorrect, 60 points (the others +20 each) — (C).
        fn false_calls(c: &EmptyCall) -> Ruling {
            match (c.call, c.tiles_shown) {
                (Call::Riichi, _) => riichi_calls_not_addressed(RULESET),
                (Call::Win, false) => Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::DeadHandNoHu)
                    .cite(FALSE_CALLS)
                    .cite(DEAD_HAND),
                (Call::Win, true) => {
                    let (total, each, why, tiles) = match c.shown_hu() {
                        ShownHu::Valid(r) => return valid_hu(RULESET, FALSE_HU, r),
                        ShownHu::ShortOf8(r) => (30, 10, Say::ShownShortOf8ThirtyPoints, r),
                        ShownHu::Incorrect(r) => (60, 20, Say::ShownIncorrectSixtyPoints, r),
                    };
                    Ruling::new(
                        RULESET,
                        Outcome::PointPenalty {
                            amount: total,
                            unit: Unit::McrPoints,
                        },
                    )
                    .step(Say::GameGoesOnHandFaceDown)
                    .step(Say::ShownTilesDiscardedFirst)
                    .pay([Payment {
                        payer: Party::Offender,
                        payee: Party::EachOtherPlayer,
                        amount: each,
                        unit: Unit::McrPoints,
                        when: When::AtOnce,
                    }])
                    .cite(FALSE_CALLS)
                    .cite(FALSE_HU)
                    .why(why)
                    .why_maybe(tiles.map(crate::rules::Line::shown_hand))
                }
                (_, _) => foul(c.prior_fouls)
                    .step(Say::CallImpossibleRecordFoul)
                    .cite(FALSE_CALLS)
                    .cite(FOULS)
                    .why(Say::CallsMustBePlayed),
            }
        }

        /// "False calls": of several calls only the first is valid, and it must be played (else
        /// a foul (A)); a hu declared is a hu, ruled as a false hu when the hand does not win.
        fn false_calls_multiple_calls(c: &ChangedCall) -> Ruling {
            use crate::rules::Shown;
            if c.first_possible {
                return Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::OnlyFirstCallIsValid)
                    .cite(FALSE_CALLS);
            }
            if c.first_was_win {
                return false_calls(&EmptyCall {
                    call: Call::Win,
                    tiles_shown: c.shown == Shown::Hand,
                    four_sets_and_pair: c.four_sets_and_pair,
                    prior_fouls: c.prior_fouls,
                    ..EmptyCall::default()
                })
                .why(Say::DeclaredHuRuledAsFalseHu);
            }
            foul(c.prior_fouls)
                .step(Say::FirstCallImpossibleRecordFoul)
                .cite(FALSE_CALLS)
                .cite(FOULS)
        }
    } says {
        FalseCalls => "False calls",
        DeadHandNoHu => "The player plays on with a dead hand: no hu.",
        ShownShortOf8ThirtyPoints => "The hand was shown but 8 points cannot be found: 30 points.",
        ShownIncorrectSixtyPoints => "The hand was shown and is incorrect (false set, too many or too few tiles, false flower): 60 points.",
        GameGoesOnHandFaceDown => "The game goes on: the player turns the hand face down.",
        ShownTilesDiscardedFirst => "The player's shown tiles (not the sets already exposed) must be discarded first.",
        CallImpossibleRecordFoul => "The call cannot be played: record the foul.",
        CallsMustBePlayed => "Calls must be played; a player who will not or cannot commits a foul.",
        OnlyFirstCallIsValid => "Only the first call is valid: play it.",
        DeclaredHuRuledAsFalseHu => "A declared hu is a hu: it is ruled as a false hu (an incorrect hand unless it has four sets and a pair).",
        FirstCallImpossibleRecordFoul => "The first call cannot be played: record the foul.",
    }

    section {
        const COUNTING: Section = heading(Say::CountingPoints);
        /// "Counting points": the winning hand stays intact, with its flowers, until the score is
        /// agreed; the others keep their hands concealed and the wall standing.
        fn counting_points(c: &Counting) -> Ruling {
            use crate::rules::CountingError;
            match c.error {
                CountingError::WinningTileNotAdded | CountingError::HandNotIntact => Ruling::new(
                    RULESET,
                    Outcome::PointPenalty {
                        amount: 60,
                        unit: Unit::McrPoints,
                    },
                )
                .step(Say::IncompleteHandSixtyPoints)
                .pay([Payment {
                    payer: Party::Offender,
                    payee: Party::EachOtherPlayer,
                    amount: 20,
                    unit: Unit::McrPoints,
                    when: When::AtOnce,
                }])
                .cite(COUNTING)
                .cite(FALSE_HU),
                CountingError::OwnFlowersAdded => Ruling::new(RULESET, Outcome::NoPenalty)
                    .step(Say::OwnFlowersToleratedIfApart)
                    .cite(COUNTING),
                CountingError::OtherShowedTiles => Ruling::new(RULESET, Outcome::DeadHand)
                    .step(Say::ShowerHasDeadHand)
                    .cite(COUNTING)
                    .cite(DEAD_HAND),
                CountingError::WallBroken => foul(c.prior_fouls)
                    .step(Say::RecordFoulRefereeMayAddMore)
                    .cite(COUNTING)
                    .cite(FOULS),
                CountingError::HelpedCount => foul(c.prior_fouls)
                    .step(Say::RecordFoulAgainstHelper)
                    .cite(COUNTING)
                    .cite(FOULS)
                    .why(Say::NoHelpCounting),
            }
        }
    } says {
        RecordFoulAgainstHelper => "If the players disagree over the help, record a foul (A) against the player who helped.",
        NoHelpCounting => "Players are asked not to help one another count; a disagreement over it may be called as a foul.",
        CountingPoints => "Counting points",
        IncompleteHandSixtyPoints => "The hand counts as incomplete: a 60-point penalty (C), the others get 20 each.",
        OwnFlowersToleratedIfApart => "Tolerated, if the flowers are kept clearly apart.",
        ShowerHasDeadHand => "The player who showed tiles has a dead hand (B) and must discard the tiles shown.",
        RecordFoulRefereeMayAddMore => "Record the foul (A); the referee may give a heavier penalty.",
    }

    section {
        /// Before you rule, under FFMJ 2008: what the text asks of the table and the referee once
        /// an irregularity is called ([`crate::rules::before_you_rule`]).
        ///
        /// ```
        /// use mahjong_referee::rules::ffmj2008;
        /// assert_eq!(ffmj2008::before_you_rule()[0].sections[0].to_string(), "FFMJ 2008, opening paragraphs");
        /// ```
        pub fn before_you_rule() -> &'static [Check] {
            const LIST: &[Check] = &[
                Check {
                    point: Text::Ffmj2008(Say::BeforeSettleAmongPlayers),
                    sections: &[OPENING_PARAGRAPHS],
                },
                Check {
                    point: Text::Ffmj2008(Say::BeforeRefereeSettlesDisputes),
                    sections: &[OPENING_PARAGRAPHS],
                },
                Check {
                    point: Text::Ffmj2008(Say::SilenceDuringPlay),
                    sections: &[SILENCE],
                },
                Check {
                    point: Text::Ffmj2008(Say::BeforeKnockedOverTilesKnown),
                    sections: &[KNOCKED_OVER],
                },
                Check {
                    point: Text::Ffmj2008(Say::BeforeHandsStayConcealed),
                    sections: &[COUNTING],
                },
                Check {
                    point: Text::Ffmj2008(Say::NoHelpCounting),
                    sections: &[COUNTING],
                },
                Check {
                    point: Text::Common(Common::BeforeFollowTournamentProcedure),
                    sections: crate::rules::common::NO_SECTION,
                },
            ];
            LIST
        }
    } says {
        BeforeSettleAmongPlayers => "The regulation wants the players to settle things among themselves where they can, in fair play.",
        BeforeRefereeSettlesDisputes => "Any dispute is the referee's to settle, with full authority to sanction fouls.",
        BeforeKnockedOverTilesKnown => "After tiles are knocked over, make sure every player knows which tiles they were.",
        BeforeHandsStayConcealed => "After a hu is called and until its points are counted, the other players keep their hands concealed and the wall unbroken.",
    }

    section {
        // Not in this document: what rule() says of the incidents this document does not
        // address.
    } says {
        Cheating => "cheating",
        RefereeHasFullAuthority => "The referee has full authority to sanction any foul.",
        WrongCountRuledAtHuOnly => "A wrong count is ruled only when hu is called (false hu).",
        ClaimsFromDeadHand => "claims from a dead hand",
        DeadHandMayNotHuOnly => "A dead hand (B) may not call hu; the text says nothing of other claims.",
        Obstruction => "obstruction",
        Substitutes => "substitutes",
        PlayingTimeForSlowPlay => "For slow play, its good-behaviour part sets the playing time: 10 seconds from one discard to the next (calling a chow included), 3 seconds to call pung, kong or hu.",
        ReachingWithoutTouching => "reaching for the wall without touching",
        CallWithUnclearWord => "a call with a word nobody understood",
    }
}
