// The riichi family: what none of the three documents addresses, and the "before you rule"
// points they share. A chapter of `mod.rs`'s `says!`, included there.

says! {
    chapter not_addressed;

    section {
        /// What none of the three riichi documents addresses, one function a topic, each called
        /// by every document's `rule()`: a winning tile not shown apart (an MCR rule), a chow
        /// called too early, a call after touching the wall tile, faults in building the wall or
        /// dealing, counting errors after a win.
        pub(crate) fn winning_tile_shown_apart_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::WinningTileShownApart)
        }

        /// Not in the riichi documents: a chow called too early.
        pub(crate) fn early_chow_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::ChowCalledTooEarly)
        }

        /// Not in the riichi documents: a call after touching the wall tile.
        pub(crate) fn call_after_touching_the_wall_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::CallAfterTouchingWall)
        }

        /// Not in the riichi documents: faults in building the wall or dealing.
        pub(crate) fn wall_and_deal_faults_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::WallBuildingOrDealingFaults)
        }

        /// Not in the riichi documents: counting errors after a win.
        pub(crate) fn counting_errors_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::CountingErrors)
        }

        /// Not in the EMA documents (2016 and 2012 alike): counting errors after a win, their
        /// §3.4 and §5 leaving the count of a win to the rules of play.
        pub(crate) fn ema_counting_errors_not_addressed(ruleset: RulesetId) -> Ruling {
            counting_errors_not_addressed(ruleset).why(Say::WinsCountedByRulesOfPlay)
        }
    } says {
        WinningTileShownApart => "showing the winning tile apart",
        ChowCalledTooEarly => "a chow called too early",
        CallAfterTouchingWall => "a call after touching the wall tile",
        WallBuildingOrDealingFaults => "faults in building the wall or dealing",
        CountingErrors => "counting errors after a win",
        WinsCountedByRulesOfPlay => "Riichi wins are counted by the rules of play, not by these sections.",
    }

    section {
        /// Before you rule: the points the riichi documents share, one function a point, each
        /// put in a document's list (its `before_you_rule()`) with that document's sections. EMA
        /// 2016 and 2012: until the player discards, a false set or a tile drawn from the wrong
        /// place can still be put right (§5.1.4, and §5.2.1 / §5.2.5).
        pub(crate) const fn before_ask_discarded_since(sections: &'static [Section]) -> Check {
            Check {
                point: Text::Riichi(Say::BeforeAskDiscardedSince),
                sections,
            }
        }

        /// Before you rule, EMA 2016 and 2012 (§3.4.6) and WRC 2015 (§7.1 "Chonbo") alike: a
        /// chombo at the moment of a win is void.
        pub(crate) const fn before_ask_win_at_same_moment(sections: &'static [Section]) -> Check {
            Check {
                point: Text::Riichi(Say::BeforeAskWinAtSameMoment),
                sections,
            }
        }

        /// Before you rule, EMA 2016 and 2012 (§5.4) and WRC 2015 (§7.2 "Passing information")
        /// alike: what the players may say without passing information.
        pub(crate) const fn before_what_players_may_say(sections: &'static [Section]) -> Check {
            Check {
                point: Text::Riichi(Say::BeforeWhatPlayersMaySay),
                sections,
            }
        }

        /// Before you rule, EMA 2016 and 2012 (§5.4): the opponents warn first.
        pub(crate) const fn before_opponents_warn_first(sections: &'static [Section]) -> Check {
            Check {
                point: Text::Riichi(Say::BeforeOpponentsWarnFirst),
                sections,
            }
        }

        /// Before you rule, EMA 2016 and 2012 (§5.1.2, §5.4, §5.5): repeats cost more.
        pub(crate) const fn before_ask_if_repeated(sections: &'static [Section]) -> Check {
            Check {
                point: Text::Riichi(Say::BeforeAskIfRepeated),
                sections,
            }
        }

        /// Before you rule, EMA 2016 and 2012 (§5.5): cheating only on clear evidence.
        pub(crate) const fn before_cheating_needs_evidence(sections: &'static [Section]) -> Check {
            Check {
                point: Text::Riichi(Say::BeforeCheatingNeedsEvidence),
                sections,
            }
        }
    } says {
        BeforeAskDiscardedSince => "Find out whether the player has discarded since: until then, a false set or a tile drawn from the wrong place can still be put right.",
        BeforeAskWinAtSameMoment => "Ask whether a win was declared at the same moment: a chombo is then void.",
        BeforeWhatPlayersMaySay => "Players may warn someone about to make a small slip, and may say that a hand is dead: neither counts as passing information.",
        BeforeOpponentsWarnFirst => "For hints about other players' hands, the opponents normally warn the player first; you are called for serious or repeated cases.",
        BeforeAskIfRepeated => "Ask whether it has happened before: a repeated wrong word, hint or obstruction can be penalised, and more heavily.",
        BeforeCheatingNeedsEvidence => "Cheating means disqualification at once: rule it only on clear evidence.",
    }
}
