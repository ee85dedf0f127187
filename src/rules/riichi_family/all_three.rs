// The riichi family: the readings all three documents share (EMA 2016, EMA 2012, WRC 2015):
// a late arrival by seconds only, the chombo, the noten penalty. A chapter of `mod.rs`'s
// `says!`, included there.

says! {
    chapter all_three;

    section {
        /// Late by seconds only, under the first minute: the penalty counts whole minutes
        /// (1 000 points or a point for each), so there is none; the time is said.
        pub(crate) fn under_a_minute(ruleset: RulesetId, seconds: u8, section: Section) -> Ruling {
            Ruling::new(ruleset, Outcome::NothingToRule)
                .step(Say::NoWholeMinuteNothingOff)
                .cite(section)
                .why(Common::LateOnlySeconds { seconds })
        }
    } says {
        NoWholeMinuteNothingOff => "Not a whole minute late: the penalty counts whole minutes, so nothing comes off. Play.",
    }

    section {
        /// Chombo in riichi: the penalty (in or outside a tournament: `casual`), the riichi sticks
        /// back, a re-deal without a counter.
        pub(crate) fn chombo(
            ruleset: RulesetId,
            dealer: bool,
            casual: bool,
            chombo_section: Section,
        ) -> Ruling {
            Ruling::new(ruleset, Outcome::Chombo)
                .step(Say::StopHandSticksGoBack)
                .step(Say::RedealDealerStaysNoCounter)
                .pay(chombo_payments(ruleset, dealer, !casual).unwrap_or_default())
                .cite(chombo_section)
        }
    } says {
        StopHandSticksGoBack => "Stop the hand. Riichi sticks go back to the players who placed them.",
        RedealDealerStaysNoCounter => "Deal the hand again; the dealer keeps the seat and no 100-point counter goes down.",
    }

    section {
        /// The noten penalty at an exhaustive draw (EMA §3.4.2; also paid by a riichi hand noten
        /// only because it was declared dead after the riichi, EMA 2016 §3.4.6–3.4.7, WRC 2015
        /// §7.2): `ruling` (a ruling of payments) with the step that says who pays (`pays`) and the
        /// payments ([`super::calc::noten_payments`], which turn on how many players show a tenpai
        /// hand); with none or all tenpai, no penalty: nobody pays, and the card says so instead.
        pub(crate) fn noten_penalty(
            ruling: Ruling,
            tenpai: u8,
            pays: impl Into<super::Line>,
        ) -> Ruling {
            let payments = super::calc::noten_payments(tenpai);
            if payments.is_empty() {
                Ruling {
                    outcome: Outcome::NoPenalty,
                    ..ruling
                }
                .step(Say::NobodyPaysAllOrNoneTenpai)
            } else {
                ruling.step(pays).pay(payments)
            }
        }
    } says {
        NobodyPaysAllOrNoneTenpai => "Nobody pays: all players or none are tenpai.",
    }
}
