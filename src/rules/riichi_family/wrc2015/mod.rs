//! World Riichi Championship Rules 2015, §7 Fouls and penalties.
//!
//! Read as the document runs: §7.1 Types of penalties (not penalised, point penalty, dead
//! hand, chonbo, disqualification), then §7.2 Fouls, one entry per foul. Each entry it rules
//! by has its function, named after the section and the entry (`s7_2_invalid_group` rules by
//! §7.2 "Invalid group"), followed by the sentences it says, in the document's order. The
//! chonbo and the noten payment are the family's ([`super`]).
//!
//! Each chapter is a file of its own, included here in the document's order
//! (`s7_1_types_of_penalties.rs`, `s7_2_fouls.rs`, then `before_you_rule.rs` with what the
//! document does not address): one module, as the chapters cite each other's sections.

use super::{
    before_ask_win_at_same_moment, before_what_players_may_say,
    call_after_touching_the_wall_not_addressed, chombo, counting_errors_not_addressed,
    early_chow_not_addressed, noten_penalty, telephone, turned_tile_claimed_not_addressed,
    under_a_minute, wall_and_deal_faults_not_addressed, winning_tile_shown_apart_not_addressed,
};
use crate::rules::calc::{WRC_POINT, WRC_START, WRC_UMA, WrcHanchan};
use crate::rules::checklist::Check;
use crate::rules::common::Say as Common;
use crate::rules::common::{group_line, late_over, no_false_set};
use crate::rules::{
    Call, ChangedCall, ChomboWith, DeadHandCall, EmptyCall, ExposedNoFault, ExposedTiles, FalseSet,
    FuritenRon, Incident, Late, Line, Minutes, NotenRiichi, Obstruction, Outcome,
    PassingInformation, Payment, Points, RiichiDeclaration, RiichiKong, RulesetId, Ruling, Section,
    Text, Unit, When, WrongWord, says,
};

const RULESET: RulesetId = RulesetId::Wrc2015;

/// §7.1 and §7.2 each list named entries under one number (a type of penalty; a foul), so
/// a ruling cites the entry by its name: `entry`.
const fn entry(number: &'static str, title: Say) -> Section {
    Section {
        ruleset: RULESET,
        number: Some(number),
        title: Text::Wrc2015(title),
        within: crate::rules::Within::Entry,
    }
}

/// A §7.2 foul's table gives one penalty per case: a ruling on one case cites its row.
const fn row(title: Say, row: Say) -> Section {
    Section {
        within: crate::rules::Within::Row(Text::Wrc2015(row)),
        ..entry("7.2", title)
    }
}

/// Rules an incident under WRC 2015: each incident to the entry of §7 that rules on it, in
/// the document's order; last, what the document does not address.
///
/// ```
/// use mahjong_referee::rules::{wrc2015, Incident};
/// let i: Incident = r#"{"kind":"false-set","tiles":"891m","discarded":true}"#.parse().unwrap();
/// assert_eq!(wrc2015::rule(&i).outcome.code(), "dead-hand");
/// ```
pub fn rule(incident: &Incident) -> Ruling {
    match incident {
        Incident::ChomboWith(c) => s7_1_chonbo_at_a_win(c),
        Incident::EmptyCall(c) => s7_2_empty_call(c),
        Incident::FuritenRon(f) => s7_2_empty_call_furiten_ron(f),
        Incident::SwapCalling => s7_2_swap_calling(),
        Incident::FalseSet(f) => s7_2_invalid_group(f),
        Incident::ChangedCall(c) => s7_2_changing_a_call(c),
        Incident::WrongWord(w) => s7_2_wrong_word(w),
        Incident::DeadHandCall(c) => s7_2_calling_with_a_dead_hand(c),
        Incident::ClaimedTileNotTaken(c) => {
            s7_2_wrong_tile_count(c.discards_since >= 3, CLAIMED_TILE_NOT_TAKEN)
        }
        Incident::WrongTileCount => s7_2_wrong_tile_count(true, TOO_MANY_OR_FEW),
        Incident::ExposedTiles(e) => s7_2_wrongly_revealing_tiles(e),
        Incident::ExposedNoFault(e) => s7_2_wrongly_revealed_nobody_at_fault(e),
        Incident::WrongDraw(_) => s7_2_wrongly_picking_tiles(),
        Incident::RiichiDeclaration(r) => s7_2_wrong_riichi_declaration(r),
        Incident::NotenRiichi(n) => s7_2_wrong_riichi_declaration_noten(n),
        Incident::RiichiKong(k) => s7_2_wrong_riichi_declaration_invalid_kong(k),
        Incident::PassingInformation(p) => s7_2_passing_information(p),
        Incident::Cheating => s7_2_cheating(),
        Incident::Obstruction(o) => s7_2_obstruction(o),
        Incident::Telephone => s7_2_phone_ringing(),
        Incident::Late(l) => s7_2_being_late(l),
        Incident::Substitution(_) => s7_2_missing_a_hanchan(),
        // Not in this document (§7; the WRC rules of play are not in the project).
        Incident::LastTileClaim => {
            Ruling::not_covered(RULESET, Common::ClaimsLastTile).why(Say::OnlySection7InProject)
        }
        Incident::WinningTileNotShown(_) => {
            winning_tile_shown_apart_not_addressed(RULESET).why(Say::OnlySection7InProject)
        }
        Incident::ClaimOrder(_) => Ruling::not_covered(RULESET, Say::OrderOfClaim),
        Incident::EarlyChow => early_chow_not_addressed(RULESET),
        Incident::WallTouched(_) => call_after_touching_the_wall_not_addressed(RULESET),
        Incident::DistributionFoul => wall_and_deal_faults_not_addressed(RULESET),
        Incident::Counting(_) => counting_errors_not_addressed(RULESET),
        Incident::AbortiveDraw(_) => {
            Ruling::not_covered(RULESET, Common::AbortiveDraws).why(Say::OnlySection7InProject)
        }
        Incident::ExhaustiveDraw(_) => Ruling::not_covered(RULESET, Common::NotenPayments)
            .why(Say::OnlySection7DrawByGameRules),
        Incident::TimeSignal(_) => Ruling::not_covered(RULESET, Common::TimeLimitedSessions)
            .why(Say::OnlySection7InProject),
    }
}

include!("s7_1_types_of_penalties.rs");
include!("s7_2_fouls.rs");
include!("before_you_rule.rs");

says! {
    /// What the rulings of this document say, entry by entry: each entry's heading and
    /// sentences next to the function that rules by it; last, what it does not address.
    pub enum Say; chapters [s7_1_types_of_penalties, s7_2_fouls, before_you_rule]
}
