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
    /// reading's sentences beside it; last, those the documents say themselves.
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
        // Said by the documents themselves (`Family::…` in their modules): what they do not
        // address, and the hu on a discarded tile.
    } says {
        Riichi => "riichi",
        McrHasNoRiichi => "MCR has no riichi.",
        WrongTileCountInPlay => "a wrong tile count during play",
        McrHasNoFuriten => "MCR has no furiten: neither this document nor the MCR rules of play forbid a hu on a tile the player discarded before.",
        HuOnDiscardedTileRuledAsAny => "No furiten to rule: check the hu as any other. It scores if it makes 8 points without flowers; if not, it is a false hu.",
        Chombo => "chombo",
        McrHasNoChombo => "MCR has no chombo.",
        RiichiCalls => "riichi calls",
        TakeClaimedTileNow => "Take the claimed tile now.",
    }
}
