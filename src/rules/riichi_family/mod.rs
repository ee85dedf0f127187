//! The riichi family: EMA Riichi 2016 ([`ema2016`]), EMA Riichi 2012 ([`ema2012`]) and the
//! World Riichi Championship 2015 ([`wrc2015`]). What two of these documents read alike is
//! here, written once and called by each document with its own sections, so that each
//! document's module cites its own numbers: the chombo and the noten penalty (all three), and
//! the readings the two EMA versions share (their §3.4 and §5 agree more often than not).
//!
//! Each part is a file of its own, included here in the order of the EMA sections
//! (`all_three.rs`, `ema_s3_4_end_of_a_hand.rs`, `ema_s5_etiquette_and_tournament_rules.rs`,
//! then `not_addressed.rs` with the "before you rule" points the documents share): one module,
//! as the parts call each other's readings.

pub mod ema2012;
pub mod ema2016;
pub mod wrc2015;

use crate::rules::calc::chombo_payments;
use crate::rules::checklist::Check;
use crate::rules::common::Say as Common;
use crate::rules::common::{group_line, no_false_set};
use crate::rules::{
    Doc, EmptyCall, ExhaustiveDraw, FalseSet, Outcome, PassingInformation, Points, RulesetId,
    Ruling, Section, Text, TimeSignal, says,
};

include!("all_three.rs");
include!("ema_s3_4_end_of_a_hand.rs");
include!("ema_s5_etiquette_and_tournament_rules.rs");
include!("not_addressed.rs");

says! {
    /// What the readings the riichi documents share say (`say.riichi.*` in the packs), each
    /// reading's sentences beside it, in the order of the EMA sections; last, what none of them
    /// addresses and the "before you rule" points they share.
    pub enum Say; chapters [
        all_three,
        ema_s3_4_end_of_a_hand,
        ema_s5_etiquette_and_tournament_rules,
        not_addressed,
    ]
}
