//! What both families share: the readings every document that speaks of them reads alike
//! (tiles knocked over with nobody at fault, a group that turns out to be a set), each called
//! with the citing document's own section, and the sentences more than one document says
//! (`Say`, `say.common.*` in the packs). What the documents of one family share is in its
//! family module ([`super::riichi_family`], [`super::mcr_family`]).

use super::{ExposedNoFault, FalseSet, Line, Outcome, RulesetId, Ruling, Section, Text, says};

/// What the shown group is, as the first line of a false-set explanation.
pub(crate) fn group_line(f: &FalseSet) -> Line {
    Line::Group(f.group.clone())
}

impl Ruling {
    /// The document does not cover the incident: the referee decides, and no other
    /// document's answer is borrowed.
    ///
    /// ```
    /// use mahjong_referee::rules::{common::Say, Ruling, RulesetId};
    /// let r = Ruling::not_covered(RulesetId::Ffmj2008, Say::Telephones);
    /// assert_eq!(r.outcome.code(), "not-covered");
    /// assert_eq!(r.explanation[0].to_string(), "The FFMJ 2008 text has no rule on telephones; this tool does not borrow another document's answer.");
    /// ```
    pub fn not_covered(ruleset: RulesetId, topic: impl Into<Text>) -> Ruling {
        Ruling::new(ruleset, Outcome::NotCovered)
            .step(Say::CallTheReferee)
            .why(Line::NoRuleOn {
                ruleset,
                topic: topic.into(),
            })
    }
}

says! {
    /// What both families say (`say.common.*` in the packs): each shared reading's
    /// sentences beside it; last, those the documents say themselves.
    pub enum Say;

    section {
        /// Tiles exposed with nobody at fault: no one is penalised, the tiles go back; if play
        /// cannot go on fairly, a re-deal without penalty where the document says so (`redeal`:
        /// EMA 2016 and 2012 §5.2), else the referee's call (the document names a penalty only for
        /// a player at fault).
        pub(crate) fn exposed_no_fault(
            section: Section,
            e: &ExposedNoFault,
            redeal: bool,
        ) -> Ruling {
            let ruleset = section.ruleset;
            if e.play_can_continue {
                return Ruling::new(ruleset, Outcome::NoPenalty)
                    .step(Say::PutFallenTilesBack)
                    .cite(section)
                    .why(Say::NobodyAtFaultNoPenalty);
            }
            if redeal {
                Ruling::new(ruleset, Outcome::ReDeal)
                    .step(Say::RedealAsAfterChomboNoPoints)
                    .cite(section)
                    .why(Say::NobodyAtFaultNoPenalty)
            } else {
                Ruling::new(ruleset, Outcome::Discretion)
                    .step(Say::RefereeDecidesHowHandGoesOn)
                    .cite(section)
                    .why(Say::NobodyAtFaultNoPenalty)
                    .why(Say::PenaltyOnlyForPlayerAtFault)
            }
        }
    } says {
        NobodyAtFaultNoPenalty => "Nobody was at fault, so nobody is penalised.",
        PutFallenTilesBack => "Put the tiles back where they were, so that every player knows which tiles were seen, and play on.",
        RedealAsAfterChomboNoPoints => "Re-deal the hand as after a chombo, with no points taken from anyone: riichi sticks go back, no counter, the dealer stays.",
        RefereeDecidesHowHandGoesOn => "The referee decides how the hand goes on; put back what can be put back.",
        PenaltyOnlyForPlayerAtFault => "The text names a penalty only for a player at fault, and no re-deal during play for tiles exposed with nobody at fault.",
    }

    section {
        /// The group turned out to be a chow, pung or kong: there is no false set to rule on.
        pub(crate) fn no_false_set(section: Section, f: &FalseSet) -> Ruling {
            Ruling::new(section.ruleset, Outcome::NothingToRule)
                .step(Say::PlayOnGroupIsValidSet)
                .cite(section)
                .why(group_line(f))
                .why(Say::NoFalseSetWhenGroupIsSet)
        }
    } says {
        PlayOnGroupIsValidSet => "Play on: the group shown is a valid set.",
        NoFalseSetWhenGroupIsSet => "A false-set ruling needs a group that is not a set; this one is.",
    }

    section {
        /// Why a player late past a document's limit is past it: the document's own sentence
        /// (`over`, with the whole minutes), but where the minutes are the limit itself and
        /// the seconds put the time past it (10 min 30 s over "ten or less"), the exact time.
        /// The seconds are said only there, so that they are asked only where they decide.
        ///
        /// ```
        /// use mahjong_referee::rules::{common::late_over, mers2010::Say, Minutes};
        /// let over = |minutes| Say::LateOverFifteen { minutes };
        /// assert_eq!(late_over(15, 30, 15, over).to_string(), "15 minutes 30 s late: more than 15 minutes.");
        /// assert_eq!(late_over(16, 30, 15, over).to_string(), "16 minutes late: more than 15.");
        /// ```
        pub fn late_over<L: Into<Line>>(
            minutes: u16,
            seconds: u8,
            limit: u16,
            over: impl Fn(super::Minutes) -> L,
        ) -> Line {
            if minutes == limit && seconds > 0 {
                Say::LatePastTheMinute {
                    minutes: super::Minutes(minutes),
                    seconds,
                }
                .into()
            } else {
                over(super::Minutes(minutes)).into()
            }
        }
    } says {
        LatePastTheMinute { minutes: Minutes, seconds: u8 } => "{minutes} {seconds} s late: more than {minutes}.",
        LateOnlySeconds { seconds: u8 } => "{seconds} s late: less than a minute.",
    }

    section {
        /// What a "before you rule" point on what the document does not say cites: nothing.
        pub(crate) const NO_SECTION: &[Section] = &[];
    } says {}

    section {
        // Said by the documents themselves (`Common::…` in their modules): what they do not
        // address, and what several of them say alike.
    } says {
        NotLate => "Not late: play.",
        SwapCalling => "swap-calling",
        Telephones => "telephones",
        ClaimsLastTile => "claims on the last tile",
        AbortiveDraws => "abortive draws",
        NotenPayments => "noten payments",
        TimeLimitedSessions => "time-limited sessions",
        CallTheReferee => "Call the referee, who decides.",
        Furiten => "Furiten",
        PlaysOnWithDeadHand => "The player plays on with a dead hand.",
        BeforeFollowTournamentProcedure => "The text does not say how play is stopped, whom to hear, or whether a ruling can be appealed: follow the tournament's own procedure.",
    }
}
