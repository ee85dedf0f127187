// MERS 2010, §4 table points after a substitution or disqualification; then "before you
// rule", and what the document does not address. A chapter of `mod.rs`'s `says!`,
// included there.

says! {
    chapter s4_table_points;

    section {
        /// §4.1.1 A player substituted for being late.
        const SUBSTITUTED_LATE: Section = section("4.1.1", Say::APlayerSubstitutedLate);
    } says {
        APlayerSubstitutedLate => "A player substituted: being late",
    }

    section {
        const SUBSTITUTED_ILL: Section = section("4.1.2", Say::APlayerSubstitutedIllness);
        /// §4.1.2 A player substituted for illness: a substitute before the session can win the
        /// table's 4 points; during the session the substitute gets 0 and the other three 4, 2
        /// and 1 by rank. §4.3: the player replaced gets 0 table points for each session missed.
        fn s4_1_2_substituted_for_illness(s: &Substitution) -> Ruling {
            let r = Ruling::new(RULESET, Outcome::Substitute);
            let r = if s.during_session {
                r.step(Say::IllnessSessionTablePoints)
            } else {
                r.step(Say::SubstituteCanWinTablePoints)
            };
            r.step(Say::ReplacedPlayerGetsZero)
                .cite(SUBSTITUTED_ILL)
                .cite(SESSIONS_MISSED)
        }
    } says {
        APlayerSubstitutedIllness => "A player substituted: illness",
        IllnessSessionTablePoints => "This session: the substitute gets 0 table points; the other three get 4, 2 and 1 by rank.",
        SubstituteCanWinTablePoints => "The substitute plays the session and can win the table's 4 points.",
        ReplacedPlayerGetsZero => "The player replaced gets 0 table points for each session missed; for illness the referee and organisers may take the name off the results.",
    }

    section {
        /// §4.2 A player disqualified: the substitute's table points.
        const DISQUALIFIED: Section = section("4.2", Say::APlayerDisqualified);
    } says {
        APlayerDisqualified => "A player disqualified",
    }

    section {
        /// §4.3 Table points for sessions missed.
        const SESSIONS_MISSED: Section = section("4.3", Say::TablePointsSessionsMissed);
    } says {
        TablePointsSessionsMissed => "Table points for the sessions missed",
    }

    section {
        /// §4.4 A disqualified player's total.
        const DISQUALIFIED_TOTAL: Section = section("4.4", Say::DisqualifiedPlayerTotal);
    } says {
        DisqualifiedPlayerTotal => "A disqualified player's total",
    }

    section {
        /// Before you rule, under MERS 2010: what the text asks of the table and the referee once
        /// an irregularity is called ([`crate::rules::before_you_rule`]).
        ///
        /// ```
        /// use mahjong_referee::rules::mers2010;
        /// assert_eq!(mers2010::before_you_rule()[0].sections[0].to_string(), "MERS 2010 §2.1");
        /// ```
        pub fn before_you_rule() -> &'static [Check] {
            const LIST: &[Check] = &[
                Check {
                    point: Text::Mers2010(Say::BeforeStopPlayAtOnce),
                    sections: &[CONTESTATIONS],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeSelfArbitration),
                    sections: &[FAIR_PLAY],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeNoTipOff),
                    sections: &[NO_COMMENT, WRONG_TILE, NO_HELP],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeHandsStayClosed),
                    sections: &[HANDS_CLOSED],
                },
                Check {
                    point: Text::Mers2010(Say::BeforePenaliseWhatYouSee),
                    sections: &[CONTESTATIONS],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeCountSessionFouls),
                    sections: &[FOULS, PENALTY_COUNT],
                },
                Check {
                    point: Text::Mers2010(Say::BeforeAppealAtOnce),
                    sections: &[CONTESTATIONS],
                },
            ];
            LIST
        }
    } says {
        BeforeStopPlayAtOnce => "Stop play as soon as a referee is needed: once play has gone on, no ruling can be given.",
        BeforeSelfArbitration => "Players are asked to settle small mistakes themselves in fair play, not to call you for each one.",
        BeforeNoTipOff => "No one may tip a player off about a slip of the player's own: a wrong number of tiles, a set or pattern formed wrongly, a replacement tile not taken (§1.4). But a wall tile taken from the wrong place and already put in the hand may be pointed out (§2.5.2), and the other players may object when the winner counts more points than the hand is worth (§2.8.2).",
        BeforeHandsStayClosed => "While a hu is checked, the other players keep their hands closed and the wall standing, until it is found valid and the score agreed.",
        BeforePenaliseWhatYouSee => "You may penalise cheating, obstruction or stalling that you see yourself, even if no player noticed it.",
        BeforeCountSessionFouls => "Count the player's fouls in this session: the count starts again each session, except for a player warned or penalised for obstruction or stalling.",
        BeforeAppealAtOnce => "A player who wants to appeal must say so at once; it is heard after the session (at EMA-supervised events with a €150 deposit; the procedure is in the Green Book §3.12).",
    }

    section {
        // Not in this document: what rule() says of the incidents this document does not
        // address.
    } says {
        NoNotenPaymentsInMcr => "MCR play has no noten payments to rule on in these regulations.",
        WrongCountRuledAtHuOnly => "A wrong count is ruled only when hu is called (§2.9.2); other players may not point it out (§1.4).",
    }
}
