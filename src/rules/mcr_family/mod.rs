//! The MCR family: the MERS tournament regulations 2010 ([`mers2010`]) and the FFMJ Paris
//! 2008 regulation ([`ffmj2008`]). What the two documents read alike is here, called by each
//! with its own section.

pub mod ffmj2008;
pub mod mers2010;

use crate::rules::{
    Call, EmptyCall, Line, Outcome, RulesetId, Ruling, Section, WinningTileNotShown, says,
};

says! {
    /// What the readings the MCR documents share say (`say.mcr.*` in the packs), each
    /// reading's sentences beside it, in the order of the MERS sections; last, what neither
    /// document addresses.
    pub enum Say;

    section {
        /// MCR (MERS §1.9, FFMJ "Good behaviour" alike): a winning tile not shown apart scores no
        /// wait fans, Last Tile or Nine Gates; a hand short of 8 points without them is the
        /// document's false hu, ruled by `false_hu` on the hand shown.
        pub(crate) fn mcr_tile_not_shown(
            w: &WinningTileNotShown,
            section: Section,
            false_hu: fn(&EmptyCall) -> Ruling,
        ) -> Ruling {
            if w.short_of_8 {
                let mut r = false_hu(&EmptyCall {
                    call: Call::Win,
                    tiles_shown: true,
                    four_sets_and_pair: true,
                    ..EmptyCall::default()
                })
                .cite(section);
                // The fact first, then the false hu's rule.
                r.explanation.insert(0, Say::ShortOf8IsFalseHu.into());
                r
            } else {
                Ruling::new(section.ruleset, Outcome::NoPenalty)
                    .step(Say::WinStandsWithoutWaitFans)
                    .cite(section)
                    .why(Say::WaitFansNeedTileShownApart)
            }
        }
    } says {
        WinStandsWithoutWaitFans => "The win stands: score it without Single Wait, Edge Wait, Closed Wait, Last Tile and Nine Gates.",
        WaitFansNeedTileShownApart => "Those fans count only when the winning tile, claimed or self-drawn, was shown apart from the hand.",
        ShortOf8IsFalseHu => "Without those fans the hand is short of 8 points: the hu is a false hu.",
    }

    section {
        /// A claimed tile still in time (MERS §2.6.3, FFMJ "Diverse mistakes" alike): the player
        /// takes it now, with no penalty; each document cites its own section.
        pub(crate) fn claimed_tile_in_time(ruleset: RulesetId, section: Section) -> Ruling {
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step(Say::TakeClaimedTileNow)
                .cite(section)
        }
    } says {
        TakeClaimedTileNow => "Take the claimed tile now.",
    }

    section {
        /// A hu shown whose tiles make a valid hand (8 points without flowers) is no false hu: the
        /// hand is scored. The same under both MCR rule sets; each cites its own false-hu section.
        pub(crate) fn valid_hu(
            ruleset: RulesetId,
            section: Section,
            shown: crate::mcr::McrReport,
        ) -> Ruling {
            Ruling::new(ruleset, Outcome::NothingToRule)
                .step(Say::NotAFalseHu)
                .cite(section)
                .why(Line::shown_hand(shown))
        }
    } says {
        NotAFalseHu => "Not a false hu: score the hand as a win.",
    }

    section {
        /// A hu on a tile the player discarded before (MERS §2.9.2, FFMJ "Sanctions (C)" alike):
        /// MCR has no furiten, so there is none to rule; the hu is checked as any other, on its
        /// tiles. Each document cites its own false-hu section.
        pub(crate) fn hu_on_a_discarded_tile(ruleset: RulesetId, section: Section) -> Ruling {
            Ruling::new(ruleset, Outcome::NothingToRule)
                .step(Say::HuOnDiscardedTileRuledAsAny)
                .cite(section)
                .why(Say::McrHasNoFuriten)
        }
    } says {
        McrHasNoFuriten => "MCR has no furiten: neither this document nor the MCR rules of play forbid a hu on a tile the player discarded before.",
        HuOnDiscardedTileRuledAsAny => "No furiten to rule: check the hu as any other. It scores if it makes 8 points without flowers; if not, it is a false hu.",
    }

    section {
        /// What neither MCR document addresses, one function a topic, each called by both
        /// documents' rulings: riichi (its declaration, a noten riichi, a kong after it), a riichi
        /// call, a wrong tile count during play, chombo. `McrHasNoRiichi` is said by the first two
        /// (written here, with the first).
        pub(crate) fn riichi_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::Riichi).why(Say::McrHasNoRiichi)
        }

        /// Not in the MCR documents: a riichi call (MERS §2.4.1's and FFMJ's "False calls"'
        /// rulings send it here).
        pub(crate) fn riichi_calls_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::RiichiCalls).why(Say::McrHasNoRiichi)
        }

        /// Not in the MCR documents: a wrong tile count during play (each says why in its own
        /// words).
        pub(crate) fn wrong_tile_count_in_play_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::WrongTileCountInPlay)
        }

        /// Not in the MCR documents: chombo.
        pub(crate) fn chombo_not_addressed(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::Chombo).why(Say::McrHasNoChombo)
        }
    } says {
        Riichi => "riichi",
        McrHasNoRiichi => "MCR has no riichi.",
        RiichiCalls => "riichi calls",
        WrongTileCountInPlay => "a wrong tile count during play",
        Chombo => "chombo",
        McrHasNoChombo => "MCR has no chombo.",
    }
}
