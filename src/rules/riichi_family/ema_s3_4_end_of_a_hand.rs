// The riichi family: what the two EMA versions read alike in §3.4 End of a hand (§3.4.1 the
// last tile … §3.4.7 the dead hand), in the order of the sections. A chapter of `mod.rs`'s
// `says!`, included there.

says! {
    chapter ema_s3_4_end_of_a_hand;

    section {
        /// EMA §3.4.1 (2016 and 2012 alike): the last tile can be claimed for a win only, and no
        /// concealed kong may be declared on it. No penalty is set: the claim is undone.
        pub(crate) fn ema_last_tile(ruleset: RulesetId, section: Section) -> Ruling {
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step(Say::SetCannotBeMadeClaimTakenBack)
                .step(Say::LastTileClaimedOnlyToWin)
                .cite(section)
                .why(Say::KongOnSecondLastMakesReplacementLast)
        }
    } says {
        SetCannotBeMadeClaimTakenBack => "The set cannot be made: the claim or the concealed kong is taken back.",
        LastTileClaimedOnlyToWin => "The last tile may only be claimed to win; the hand then ends as an exhaustive draw unless someone wins.",
        KongOnSecondLastMakesReplacementLast => "A kong declared on the second-to-last tile makes its replacement the last tile.",
    }

    section {
        /// EMA §3.4.2: the noten players pay 3000 in all to the tenpai players ([`noten_penalty`]);
        /// nothing changes hands when all or none are tenpai. A counter goes on the table.
        pub(crate) fn ema_exhaustive_draw(
            ruleset: RulesetId,
            d: &ExhaustiveDraw,
            section: Section,
        ) -> Ruling {
            let tenpai = d.tenpai.min(4);
            noten_penalty(
                Ruling::new(ruleset, Outcome::Payments),
                tenpai,
                Say::NotenPlayersPayTenpaiPlayers,
            )
            .step(Say::RiichiPlayersShowTenpaiHands)
            .step(Say::PlaceCounterAtEast)
            .cite(section)
            .why(match tenpai {
                0 | 4 => Say::NotenPenaltyOnlyWhenSplit { tenpai },
                _ => Say::NotenPenaltyShared {
                    tenpai,
                    penalty: Points(super::calc::NOTEN_PENALTY as i32),
                },
            })
        }
    } says {
        NotenPenaltyShared { tenpai: u8, penalty: Points } => "{tenpai} tenpai: the noten penalty is {penalty} points in all, shared between the tenpai players.",
        NotenPenaltyOnlyWhenSplit { tenpai: u8 } => "{tenpai} tenpai: the noten penalty is paid only when some players are tenpai and some are not.",
        NotenPlayersPayTenpaiPlayers => "The noten players pay the tenpai players the noten penalty, as listed under Points.",
        RiichiPlayersShowTenpaiHands => "Players who declared riichi must show their tenpai hands.",
        PlaceCounterAtEast => "Place a 100-point counter at East's right.",
    }

    section {
        /// EMA §3.4.5 with §3.4.6 and §5.1.2 (2016 and 2012 alike): a furiten player may not win on
        /// a discard, so a ron is an invalid win: a chombo with the hand shown, a dead hand
        /// without.
        pub(crate) fn ema_furiten_ron(
            ruleset: RulesetId,
            f: &super::FuritenRon,
            [furiten, chombo_section, empty_calls, dead_hand]: [Section; 4],
        ) -> Ruling {
            let r = if f.tiles_shown {
                chombo(ruleset, f.dealer, f.casual, chombo_section).why(Say::FuritenRonIsInvalidWin)
            } else {
                Ruling::new(ruleset, Outcome::DeadHand)
                    .step(Say::HandStaysConcealedDeadHand)
                    .cite(empty_calls)
                    .cite(dead_hand)
                    .why(Say::UnshownInvalidWinIsDeadHand)
            };
            r.cite(furiten)
        }
    } says {
        HandStaysConcealedDeadHand => "The hand stays concealed; the player plays on with a dead hand.",
        FuritenRonIsInvalidWin => "A furiten player may not win on a discard: the ron shown is an invalid win.",
        UnshownInvalidWinIsDeadHand => "A win called but not shown, when it cannot stand, is a dead hand.",
    }

    section {
        /// EMA §3.4.6 (2016 and 2012 alike): a riichi on a hand that is not waiting is a chombo,
        /// found out at a drawn game. (2016 adds an exception for a hand noten only through a dead
        /// hand declared after the riichi, in its own §3.4.6; 2012 says it has none.)
        pub(crate) fn ema_noten_riichi(
            ruleset: RulesetId,
            n: &super::NotenRiichi,
            chombo_section: Section,
        ) -> Ruling {
            chombo(ruleset, n.dealer, n.casual, chombo_section).why(Say::NotenRiichiIsChombo)
        }
    } says {
        NotenRiichiIsChombo => "A riichi on a hand that is not waiting is a chombo, found out at a drawn game.",
    }

    section {
        /// EMA §3.4.6 (2016 and 2012 alike): the chombo is for a claim from a hand declared dead;
        /// a call from a hand not yet declared dead is not addressed.
        pub(crate) fn ema_call_from_undeclared_dead_hand(ruleset: RulesetId) -> Ruling {
            Ruling::not_covered(ruleset, Say::CallFromUndeclaredDeadHand)
        }
    } says {
        CallFromUndeclaredDeadHand => "a call from a dead hand not yet declared dead",
    }

    section {
        /// EMA §3.4.6 (2016 and 2012 alike): a chombo at the moment of a win is voided.
        pub(crate) fn ema_chombo_with(
            ruleset: RulesetId,
            c: &super::ChomboWith,
            section: Section,
        ) -> Ruling {
            if c.exhaustive_draw {
                return Ruling::not_covered(ruleset, Say::ChomboAtExhaustiveDraw);
            }
            Ruling::new(ruleset, Outcome::NoPenalty)
                .step(Say::ChomboVoidedScoreTheWin)
                .cite(section)
        }
    } says {
        ChomboAtExhaustiveDraw => "a chombo at the moment of an exhaustive draw",
        ChomboVoidedScoreTheWin => "The chombo is voided: score the win as usual.",
    }

    section {
        /// EMA §3.4.6 (2016 and 2012 alike): an invalid concealed kong after riichi is a chombo.
        pub(crate) fn ema_riichi_kong(
            ruleset: RulesetId,
            k: &super::RiichiKong,
            chombo_section: Section,
        ) -> Ruling {
            chombo(ruleset, k.dealer, k.casual, chombo_section).why(Say::InvalidRiichiKongIsChombo)
        }
    } says {
        InvalidRiichiKongIsChombo => "An invalid concealed kong after riichi is a chombo, found out when the player wins or the hand is drawn.",
    }

    section {
        /// EMA §3.4.7 (2016 and 2012 alike): too many or too few tiles is a dead hand.
        pub(crate) fn ema_wrong_tile_count(ruleset: RulesetId, dead_hand: Section) -> Ruling {
            Ruling::new(ruleset, Outcome::DeadHand)
                .step(Say::DeadHandNeverTenpaiOthersMaySay)
                .cite(dead_hand)
        }
    } says {
        DeadHandNeverTenpaiOthersMaySay => "The player plays on with a dead hand, never tenpai; others may say the hand is dead.",
    }
}
