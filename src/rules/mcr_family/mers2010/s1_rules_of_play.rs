// MERS 2010, §1 the rules of play it names: fair play, calls, no passing of information,
// claiming a discard, a turn's time, showing the winning tile. A chapter of `mod.rs`'s
// `says!`, included there (its sections are cited by the other chapters', and theirs by it).

says! {
    chapter s1_rules_of_play;

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
            mcr_tile_not_shown(w, TILE_SHOWN, s2_9_2_false_hu)
        }
    } says {
        ShowingTheWinningTile => "Showing the winning tile",
    }
}
