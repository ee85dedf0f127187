// WRC 2015: "before you rule", what §7 asks of the table and the referee, and what the
// document does not address. A chapter of `mod.rs`'s `says!`, included there.

says! {
    chapter before_you_rule;

    section {
        /// Before you rule, under WRC 2015 §7: what the text asks of the table and the referee
        /// once an irregularity is called ([`crate::rules::before_you_rule`]).
        ///
        /// ```
        /// use mahjong_referee::rules::wrc2015;
        /// assert_eq!(wrc2015::before_you_rule()[0].sections[0].to_string(), "WRC 2015 §7.1 “Not penalized”");
        /// ```
        pub fn before_you_rule() -> &'static [Check] {
            const LIST: &[Check] = &[
                Check {
                    point: Text::Wrc2015(Say::BeforeTrivialSlipsNotPenalised),
                    sections: &[NOT_PENALISED],
                },
                Check {
                    point: Text::Wrc2015(Say::BeforeAskIfAnotherCausedIt),
                    sections: &[ANOTHER_PLAYERS_FAULT],
                },
                Check {
                    point: Text::Wrc2015(Say::BeforeAskIfDeclaredDead),
                    sections: &[CALLING_WITH_A_DEAD_HAND],
                },
                before_ask_win_at_same_moment(&[CHONBO]),
                Check {
                    point: Text::Wrc2015(Say::BeforeRiichiFaultsRuledLater),
                    sections: &[WRONG_RIICHI_DECLARATION],
                },
                before_what_players_may_say(&[PASSING_INFORMATION]),
                Check {
                    point: Text::Common(Common::BeforeFollowTournamentProcedure),
                    sections: crate::rules::common::NO_SECTION,
                },
            ];
            LIST
        }
    } says {
        BeforeTrivialSlipsNotPenalised => "Trivial slips are not penalised, but repeating them or refusing what you ask can be penalised as obstruction.",
        BeforeAskIfAnotherCausedIt => "Ask whether another player's mistake led to this one: the penalty is then yours to choose.",
        BeforeAskIfDeclaredDead => "Ask whether the dead hand had been formally declared: if not, a call from it is void; if so, it costs 20 points.",
        BeforeRiichiFaultsRuledLater => "A noten riichi, or an invalid concealed kong after riichi, is ruled on only if that player wins or the hand ends in an exhaustive draw.",
    }

    section {
        // Not in this document: what rule() says of the incidents this document does not
        // address.
    } says {
        OnlySection7InProject => "The project has the WRC 2015 rules' §7 only.",
        OrderOfClaim => "the order of a claim",
        OnlySection7DrawByGameRules => "The project has the WRC 2015 rules' §7 only; the draw is settled by the WRC game rules.",
    }
}
