// MERS 2010, §3 Summary of penalties: §3.1 fouls … §3.6 the penalty count. A chapter of
// `mod.rs`'s `says!`, included there.

says! {
    chapter s3_penalties;

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
        /// §3.3 False hu: the penalty §2.9 sets, summed up: with the tiles shown, a dead hand and
        /// 30 or 60 points by the kind of false hu (§2.9.2's 10 or 20 to each of the other three
        /// players); with the tiles not shown, a dead hand and nothing to pay (§2.9.1). Cited by
        /// [`s2_9_1_tiles_not_shown`] and [`s2_9_2_false_hu`].
        const FALSE_HU_PENALTY: Section = section("3.3", Say::FalseHu);
    } says {
        FalseHu => "False hu",
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
}
