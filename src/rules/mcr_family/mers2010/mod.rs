//! MERS Tournament Regulations, Mahjong Competition Rules v1.1, August 2010.
//!
//! Read as the document runs: §1 the rules of play it names (calls, claiming, a turn's
//! time, the winning tile shown), §2 Irregularities (§2.1 contestations … §2.9 errors in
//! calling hu), §3 Summary of penalties (§3.1 fouls … §3.6 the penalty count), §4 table
//! points after a substitution or disqualification. One function per section it rules on,
//! named after the section (`s2_6_4_false_figure` rules by §2.6.4), each followed by the
//! sentences it says. What FFMJ 2008 reads alike is the family's ([`super`]).
//!
//! Each chapter is a file of its own, included here in the document's order
//! (`s1_rules_of_play.rs`, `s2_irregularities.rs`, `s3_penalties.rs`, `s4_table_points.rs`,
//! the last with "before you rule" and what the document does not address): one module,
//! as the chapters cite each other's sections.

use super::{
    chombo_not_addressed, claimed_tile_in_time, hu_on_a_discarded_tile, mcr_tile_not_shown,
    riichi_calls_not_addressed, riichi_not_addressed, valid_hu,
    wrong_tile_count_in_play_not_addressed,
};
use crate::rules::calc::{foul_payments, mers_foul};
use crate::rules::checklist::Check;
use crate::rules::common::Say as Common;
use crate::rules::common::{group_line, late_over, no_false_set};
use crate::rules::{
    Call, ChangedCall, ClaimNotTaken, ClaimOrder, Counting, EmptyCall, ExposedFrom, ExposedNoFault,
    ExposedTiles, FalseSet, Incident, Late, Minutes, Obstruction, Outcome, Party,
    PassingInformation, Payment, Replacement, RulesetId, Ruling, Section, ShownHu, Substitution,
    Text, Unit, When, WinningTileNotShown, WrongDraw, WrongWord, says,
};

const RULESET: RulesetId = RulesetId::Mers2010;

const fn section(number: &'static str, title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title: Text::Mers2010(title),
        within: crate::rules::Within::Whole,
    }
}

/// Rules an incident under MERS 2010: each incident to the section that rules on it, in the
/// document's order; last, what the document does not address.
///
/// ```
/// use mahjong_referee::rules::{mers2010, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"232z","priorFouls":1}"#.parse().unwrap();
/// assert_eq!(mers2010::rule(&i).outcome.to_string(), "Foul (2nd of the session): 5 points");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    use crate::rules::OrderError;
    match incident {
        Incident::EarlyChow => s1_7_claiming_a_discard_early_chow(),
        Incident::WinningTileNotShown(w) => s1_9_showing_the_winning_tile(w),
        Incident::Obstruction(o) => s2_1_contestations_obstruction(o),
        Incident::Late(l) => s2_2_being_late(l),
        Incident::PassingInformation(p) => s2_3_passing_information(p),
        Incident::EmptyCall(c) if c.call != Call::Win => s2_4_1_erroneous_calls(c),
        Incident::ChangedCall(c) => s2_4_2_two_different_calls(c),
        Incident::WrongWord(w) => s2_4_3_other_terms(w),
        Incident::DistributionFoul => s2_5_1_taking_tiles_in_the_wrong_order(),
        Incident::WrongDraw(d) => s2_5_2_taking_the_wrong_tile(d),
        Incident::WallTouched(w) if w.touched => s2_5_3_touching_a_wall_tile(),
        Incident::WallTouched(_) => s2_5_4_reaching_for_a_wall_tile(),
        Incident::ClaimOrder(c) if c.error == OrderError::TakenBeforeShowing => {
            s2_6_2_taking_before_showing(c)
        }
        Incident::ClaimOrder(c) => s2_6_1_showing_or_taking_before_calling(c),
        Incident::ClaimedTileNotTaken(c) => s2_6_3_the_claimed_tile(c),
        Incident::FalseSet(f) => s2_6_4_false_figure(f),
        Incident::ExposedTiles(e) => s2_7_knocking_over_tiles(e),
        Incident::ExposedNoFault(e) => s2_7_knocking_over_tiles_nobody_at_fault(e),
        Incident::Counting(c) => s2_8_when_hu_is_declared(c),
        // A hu that cannot be made (the arm of §2.4.1 takes every other call).
        Incident::EmptyCall(c) if !c.tiles_shown => s2_9_1_tiles_not_shown(),
        Incident::EmptyCall(c) => s2_9_2_false_hu(c),
        Incident::FuritenRon(_) => s2_9_2_false_hu_on_a_discarded_tile(),
        Incident::DeadHandCall(_) => s3_2_dead_hand_call(),
        Incident::Cheating => s3_5_disqualification_cheating(),
        Incident::Substitution(x) => s4_1_2_substituted_for_illness(x),
        // Not in this document.
        Incident::Telephone => Ruling::not_covered(RULESET, Common::Telephones),
        Incident::ExhaustiveDraw(_) => {
            Ruling::not_covered(RULESET, Common::NotenPayments).why(Say::NoNotenPaymentsInMcr)
        }
        Incident::TimeSignal(_) => Ruling::not_covered(RULESET, Common::TimeLimitedSessions),
        Incident::RiichiDeclaration(_) | Incident::NotenRiichi(_) | Incident::RiichiKong(_) => {
            riichi_not_addressed(RULESET)
        }
        Incident::WrongTileCount => {
            wrong_tile_count_in_play_not_addressed(RULESET).why(Say::WrongCountRuledAtHuOnly)
        }
        Incident::AbortiveDraw(_) => Ruling::not_covered(RULESET, Common::AbortiveDraws),
        Incident::SwapCalling => Ruling::not_covered(RULESET, Common::SwapCalling),
        Incident::LastTileClaim => Ruling::not_covered(RULESET, Common::ClaimsLastTile),
        Incident::ChomboWith(_) => chombo_not_addressed(RULESET),
    }
}

include!("s1_rules_of_play.rs");
include!("s2_irregularities.rs");
include!("s3_penalties.rs");
include!("s4_table_points.rs");

says! {
    /// What the rulings of this document say, section by section: each section's heading and
    /// sentences next to the function that rules by it; last, what it does not address.
    pub enum Say; chapters [s1_rules_of_play, s2_irregularities, s3_penalties, s4_table_points]
}
