//! The languages the widget speaks: everything a user reads, rulings included.
//!
//! The core says its rulings as data ([`Line`], [`Text`], [`Outcome`], …) with English as
//! its `Display`; a [`Language`] turns that data into words. English ([`en`]) reads the
//! core's own English and is built in; every other language is a pack ([`pack`]): a file of
//! messages under keys (each rule set's sentences, the catalogue, the fans, the phrases of
//! rulings and hand checks, the widget's [`Words`]), checked against the keys the code has,
//! so that a sentence added to the core without its words in every pack fails the tests,
//! naming the key. The widget fetches a pack when its language is picked.
//!
//! A new language is a pack in `lang/` (`mjref lang template` starts it), a variant of
//! [`Lang`] and its place among the packs: the core does not change.
//!
//! ```
//! use mahjong_referee::lang::Lang;
//! use mahjong_referee::rules::{rule, Incident, RulesetId};
//! let i: Incident = r#"{"kind":"late","minutes":12}"#.parse().unwrap();
//! let r = rule(RulesetId::Mers2010, &i);
//! assert_eq!(Lang::En.outcome(&r.outcome), "Point penalty: 20 MCR points");
//! assert_eq!(Lang::Fr.outcome(&r.outcome), "Pénalité\u{a0}: 20 points MCR");
//! ```

pub mod en;
mod languages;
mod letters;
mod matrix;
pub mod pack;
pub(crate) mod packed;
pub mod phrases;
mod report;
mod said;
mod search;
#[cfg(test)]
mod tests;

pub use languages::{Lang, ParseLangError};
pub use letters::{capitalise, escape_html};
use letters::{fold, lower, words};
pub use matrix::{matrix_file, matrix_html};
pub use search::{
    Answers, Found, LEARNED_MIN_LINES, LEARNED_VERSION, SEARCH_CAP, capped, each_answers,
    each_answers_by_source, install_learned, is_packed_learned, learned_in, learned_version,
    names_anything, pack_learned, ranked, read_search_words, search, search_answers,
    search_answers_by_source, search_hand, search_words, stem, use_learned,
};

use crate::mcr::{Fan, McrHandError, NotComplete};
use crate::riichi::{HandError, MeldKind, WaitShape};
use crate::rules::FuritenReason;
use crate::rules::catalogue::{CATALOGUE, Group, IncidentInfo};
use crate::rules::{Line, Outcome, Payment, Section, Text};
use crate::sets::SetCheck;
use crate::tiles::{ParseTilesError, Tile};

impl Lang {
    /// Whether the language can be spoken now: English always, another once its pack is
    /// loaded ([`pack::loaded`]; the widget fetches it when the language is picked).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert!(Lang::En.ready());
    /// assert!(Lang::Fr.ready()); // built in outside the widget
    /// ```
    pub fn ready(self) -> bool {
        self == Lang::En || pack::loaded(self).is_some()
    }

    fn speaker(self) -> &'static dyn Language {
        match self {
            Lang::En => &en::English,
            Lang::Fr => &packed::FRENCH,
            Lang::De => &packed::GERMAN,
            Lang::Nl => &packed::DUTCH,
        }
    }
}

impl std::ops::Deref for Lang {
    type Target = dyn Language;
    fn deref(&self) -> &(dyn Language + 'static) {
        self.speaker()
    }
}

/// How a language says everything the widget shows.
pub trait Language: Sync {
    /// The widget's own words.
    fn words(&self) -> &'static Words;
    /// A sentence or heading of a rule set.
    fn text(&self, text: Text) -> String;
    /// A line of a ruling.
    fn line(&self, line: &Line) -> String;
    /// A ruling's outcome, as its headline.
    fn outcome(&self, outcome: &Outcome) -> String;
    /// A payment, as a sentence part.
    fn payment(&self, payment: &Payment) -> String;
    /// A section's reference: `EMA 2016 §5.1.4`, or its heading where the document has no
    /// numbers.
    fn section(&self, section: &Section) -> String;
    /// A group of incidents.
    fn group(&self, group: Group) -> &'static str;
    /// An incident's title.
    fn incident_title(&self, info: &IncidentInfo) -> &'static str;
    /// Words a referee might search an incident with.
    fn incident_keywords(&self, info: &IncidentInfo) -> &'static str;
    /// The question the incident's fact at `index` asks.
    fn question(&self, info: &IncidentInfo, index: usize) -> &'static str;
    /// The label of one value of a list fact.
    fn choice(&self, info: &IncidentInfo, index: usize, value: &str) -> String;
    /// A tile's name, as a screen reader says it.
    fn tile(&self, tile: Tile) -> String;
    /// A tile's short label: `4m`, an honour or bonus tile by the language's letters
    /// (West is `W` in English, `O` in French). The tile pictures draw its first letter
    /// on the winds and the green dragon.
    fn tile_short(&self, tile: Tile) -> String;
    /// What a group of tiles is, or why it is no set.
    fn set_check(&self, check: &SetCheck) -> String;
    /// An MCR fan's name.
    fn fan(&self, fan: Fan) -> &'static str;
    /// Why an MCR hand is not complete.
    fn not_complete(&self, why: &NotComplete) -> String;
    /// Why a riichi player is furiten.
    fn furiten_reason(&self, why: &FuritenReason) -> String;
    /// A wait's shape.
    fn wait_shape(&self, shape: WaitShape) -> &'static str;
    /// A declared meld's kind.
    fn meld_kind(&self, kind: MeldKind) -> &'static str;
    /// Why typed tiles cannot be read.
    fn tiles_error(&self, e: &ParseTilesError) -> String;
    /// Why a typed riichi hand cannot be read.
    fn hand_error(&self, e: &HandError) -> String;
    /// Why an MCR hand cannot be analysed.
    fn mcr_hand_error(&self, e: &McrHandError) -> String;
}

/// The widget's own words in one language: a field per thing it says, and a function for
/// what needs numbers or names.
#[allow(missing_docs)]
#[derive(Clone)]
pub struct Words {
    /// The pack the words of a pack language are said from (none for English).
    pub(crate) pack: Option<&'static pack::Pack>,
    // The page.
    pub app_title: &'static str,
    pub language: &'static str,
    pub entry_kept_aside: &'static str,
    pub embed_bad_ruleset: fn(&Words, &str) -> String,
    pub embed_bad_incident: fn(&Words, &str) -> String,
    pub embed_bad_lang: fn(&Words, &str) -> String,
    /// While a language's pack is fetched (the widget speaks English meanwhile): its name.
    pub lang_loading: fn(&Words, &str) -> String,
    /// A language's pack could not be fetched: its name.
    pub lang_failed: fn(&Words, &str) -> String,
    /// The button that fetches a language's pack again.
    pub retry: &'static str,
    pub group_lead: &'static str,
    pub waiting_tiles: &'static str,
    pub waiting_answer: fn(&Words, &str) -> String,
    pub start_again: &'static str,
    pub footer_note: &'static str,
    pub footer_link: &'static str,
    pub matrix_title: &'static str,
    pub matrix_heading: &'static str,
    pub matrix_intro: &'static str,
    pub matrix_open: &'static str,
    pub matrix_after_link: &'static str,
    pub matrix_incident: &'static str,
    pub panic_message: &'static str,
    pub reload: &'static str,
    /// The offer of a new version, downloaded in the background (shown by www/offline.js).
    pub new_version: &'static str,
    // The ruling and the comparison.
    pub what_to_do: &'static str,
    pub points: &'static str,
    pub no_points: &'static str,
    pub why: &'static str,
    pub compare_title: &'static str,
    pub rule_set: &'static str,
    pub ruling: &'static str,
    pub section: &'static str,
    /// Under a ruling's sections: the document as it names itself (its title, version, date
    /// and publisher, [`crate::rules::Publication`]), each with its label, or that its text
    /// states none of them, or not this one.
    pub publication: &'static str,
    pub pub_title: &'static str,
    pub pub_version: &'static str,
    pub pub_date: &'static str,
    pub pub_publisher: &'static str,
    /// A value a document read whole does not state.
    pub pub_not_stated: &'static str,
    /// A value the copy the project reads does not have, where that copy is the document's
    /// sections alone ([`crate::rules::Publication::sections_only`]): it may be on pages not
    /// read.
    pub pub_not_in_copy: &'static str,
    /// The line for such a copy, which states none of the four.
    pub pub_unstated: &'static str,
    /// The disclosure "before you rule" (a rule set's list, [`crate::rules::before_you_rule`])
    /// and the line above its points.
    pub before_rule: &'static str,
    pub before_rule_lead: &'static str,
    /// The months, January first, for a document's date.
    pub months: [&'static str; 12],
    /// Under a row of the comparison: questions its rule set turns on that the rule set
    /// picked does not ask (the ruling takes their answers as they stand).
    pub also_depends_on: fn(&Words, &str) -> String,
    /// Above a card ruled on facts of the game not answered: the questions, with the answer
    /// taken.
    pub assumed: fn(&Words, &str) -> String,
    /// A rule set's name in the comparison, as a button: its own ruling card.
    pub show_ruling_under: fn(&Words, &str) -> String,
    /// The button under another rule set's ruling in the comparison: rule under it.
    pub use_ruleset: fn(&Words, &str) -> String,
    // Picking.
    pub tap_tiles_below: &'static str,
    /// The button that opens the tile keyboard again, folded once a group is complete.
    pub open_keyboard: &'static str,
    pub or_type_them: &'static str,
    pub search_label: &'static str,
    pub what_happened: &'static str,
    pub no_match: &'static str,
    /// The list's first line when words matched no incident: none is picked.
    pub pick_an_incident: &'static str,
    /// Above a hand check's reading, drawn as tiles.
    pub reading_label: &'static str,
    /// Above the tiles an MCR hand waited on, drawn.
    pub waited_label: &'static str,
    /// The session log's folded import (a saved log, as JSON).
    pub import_summary: &'static str,
    /// The stopwatch's heading, what it is for, its buttons.
    pub stopwatch: &'static str,
    pub stopwatch_hint: &'static str,
    pub stopwatch_start: &'static str,
    pub stopwatch_reset: &'static str,
    /// The button that takes a reset back (the stopwatch runs again from the same start).
    pub stopwatch_undo: &'static str,
    /// The stopwatch's button that puts the time elapsed into a lateness: its whole minutes
    /// and the seconds past them.
    pub stopwatch_use: fn(&Words, u16, u8) -> String,
    /// A slow player's turn as the stopwatch reads it, in seconds: `25 seconds`.
    pub stopwatch_seconds: fn(&Words, u32) -> String,
    /// The list's last group: the incidents the picked document does not address (its
    /// short name follows in brackets).
    pub not_in_document: &'static str,
    /// Above the incidents a search finds best, as buttons.
    pub best_matches: &'static str,
    /// Before the words of a search that found an incident.
    pub your_words: &'static str,
    /// After a question whose answer the search's words gave.
    pub from_your_words: &'static str,
    /// After a question whose answer the search's words do not say, but the labelled
    /// descriptions that used them stated: a guess to confirm.
    pub likely_from_your_words: &'static str,
    /// The button that takes a hand written out in the search to the hand check.
    pub check_this_hand: &'static str,
    pub tools: &'static str,
    pub tab_ruling: &'static str,
    pub tab_hand: &'static str,
    pub questions: &'static str,
    /// The question of whose foul it is, over the session log's players.
    pub whose_foul: &'static str,
    /// The same question in the line saying what the ruling waits for.
    pub whose_foul_waiting: &'static str,
    /// Under a number box given a number its fact does not take.
    pub whole_number_up_to: fn(&Words, u32) -> String,
    /// Beside "4+": the exact number.
    pub how_many_exactly: &'static str,
    pub yes: &'static str,
    pub no: &'static str,
    pub tile_keyboard: &'static str,
    pub row_man: &'static str,
    pub row_pin: &'static str,
    pub row_sou: &'static str,
    pub row_honours: &'static str,
    pub row_bonus: &'static str,
    pub remove_tile: fn(&Words, &str) -> String,
    pub clear: &'static str,
    /// `": "`, with French spacing in French.
    pub colon: &'static str,
    /// `"; "`, with French spacing in French.
    pub semicolon: &'static str,
    pub tile_back: &'static str,
    pub winds: [&'static str; 4],
    // Sharing.
    pub share_title: &'static str,
    pub link_copied: &'static str,
    pub link_selected: &'static str,
    pub link_label: &'static str,
    pub share: &'static str,
    pub link_problem: fn(&Words, &str) -> String,
    // The riichi hand check.
    pub hand_kept_aside: &'static str,
    pub riichi_title: &'static str,
    pub riichi_lead: &'static str,
    pub hand: &'static str,
    pub discards: &'static str,
    pub tap_tiles: &'static str,
    pub or_type_hand: &'static str,
    pub discards_hint: &'static str,
    pub tapped_go_to: &'static str,
    pub riichi_so_far: fn(&Words, usize) -> String,
    pub complete_hand: &'static str,
    pub tenpai: fn(&Words, usize) -> String,
    pub not_tenpai: fn(&Words, i8) -> String,
    pub holds_four: &'static str,
    pub draw_tenpai: fn(&Words, &str) -> String,
    pub draw_not_tenpai: fn(&Words, &str) -> String,
    pub draw_silent: fn(&Words, &str) -> String,
    pub nothing_yet: &'static str,
    pub someone_called: &'static str,
    pub drew_or_claimed: &'static str,
    pub furiten_questions: &'static str,
    pub passed_win: &'static str,
    pub passed_in_riichi: &'static str,
    pub since_then: &'static str,
    pub furiten: &'static str,
    pub not_furiten: &'static str,
    pub self_drawn_allowed: &'static str,
    pub furiten_ask: &'static str,
    pub furiten_not_covered: fn(&Words, &str) -> String,
    pub win_check: &'static str,
    pub win_tile: &'static str,
    pub win_on: fn(&Words, &str) -> String,
    pub how: &'static str,
    pub ron: &'static str,
    pub tsumo: &'static str,
    pub riichi_declared: &'static str,
    pub seat_wind: &'static str,
    pub round_wind: &'static str,
    pub dora: &'static str,
    pub closed_needed: &'static str,
    pub closed_needed_why: &'static str,
    pub no_yaku: &'static str,
    pub no_yaku_why: &'static str,
    pub discarder_pays: fn(&Words, u32) -> String,
    pub each_pays: fn(&Words, u32, u32) -> String,
    pub dealer_pays: fn(&Words, u32, u32, u32) -> String,
    pub valid_win: fn(&Words, u8, Option<u8>) -> String,
    /// The win check with no verdict yet: the questions (as asked) that decide whether the
    /// win is valid, not answered yet.
    pub win_waiting: fn(&Words, &str) -> String,
    /// The furiten check with no verdict yet: the furiten questions (as asked) that decide
    /// whether the player is furiten, not answered yet.
    pub furiten_waiting: fn(&Words, &str) -> String,
    /// The headline of a win valid whatever the questions left say, its han not known yet.
    pub valid_win_so_far: &'static str,
    /// Under it: the questions its han and points turn on, not answered yet.
    pub points_waiting: fn(&Words, &str) -> String,
    /// A valid win's han and points counted with no dora, the dora count not answered.
    pub no_dora_assumed: &'static str,
    /// Under a win holding several yakuman: they do not add up.
    pub yakuman_not_added: &'static str,
    /// From a ruling the tiles decide to the hand check.
    pub check_the_hand: &'static str,
    /// From the hand check to the ruling: a win called on a hand with no yaku.
    pub see_false_win: &'static str,
    /// The win check's headline for a ron on a wait the player is furiten on.
    pub ron_furiten: &'static str,
    /// The win check, for a ron that may be furiten under a document that does not cover it.
    pub ron_furiten_unruled: &'static str,
    /// … a ron called while furiten.
    pub see_furiten_ron: &'static str,
    /// … a riichi hand not tenpai at an exhaustive draw.
    pub see_noten_riichi: &'static str,
    /// … a riichi declared with an open hand.
    pub see_open_riichi: &'static str,
    // The MCR hand check.
    pub mcr_title: &'static str,
    pub mcr_lead: &'static str,
    pub mcr_hand: fn(&Words, usize, usize) -> String,
    pub winning_tile: &'static str,
    pub remove_win: fn(&Words, &str) -> String,
    /// Under a typed MCR hand of 14 tiles: its last is the winning tile.
    pub mcr_win_typed: fn(&Words, &str) -> String,
    pub win_hint: &'static str,
    pub how_won: &'static str,
    pub won_on: &'static str,
    pub discard: &'static str,
    pub self_drawn: &'static str,
    pub flowers: &'static str,
    pub more_win: &'static str,
    pub last_of_kind: &'static str,
    pub last_of_wall: &'static str,
    pub kong_replacement: &'static str,
    pub robbing_kong: &'static str,
    pub win_shown: &'static str,
    pub mcr_so_far: fn(&Words, usize) -> String,
    pub tap_win_now: &'static str,
    pub valid_hu: fn(&Words, u32, u8) -> String,
    /// Who pays a valid hu: won on a discard (what the discarder pays, what each other pays).
    pub hu_paid_by_discarder: fn(&Words, u32, u32) -> String,
    /// Who pays a valid hu: self-drawn (what each pays).
    pub hu_paid_by_each: fn(&Words, u32) -> String,
    pub under_8: fn(&Words, u32) -> String,
    pub not_complete: &'static str,
    pub waited_on: fn(&Words, &str) -> String,
    pub lower_tier: &'static str,
    pub higher_tier: &'static str,
    pub see_false_hu: &'static str,
    // The session log.
    pub log_title: &'static str,
    /// A damaged stored log whose unreadable part was kept aside: the entries read, the
    /// records that could not be.
    pub log_damaged_kept: fn(&Words, usize, usize) -> String,
    /// A damaged stored log whose unreadable part could not be kept aside (storage full):
    /// the entries read, the records that could not be.
    pub log_damaged_lost: fn(&Words, usize, usize) -> String,
    /// The browser would not store the log (storage full or switched off).
    pub log_not_kept: &'static str,
    pub import_failed: fn(&Words, &str) -> String,
    pub record_for: &'static str,
    /// The entry just recorded: the player, the ruling's headline.
    pub recorded: fn(&Words, &str, &str) -> String,
    pub record_hint: &'static str,
    pub foul_count: fn(&Words, u32) -> String,
    /// What the next foul would cost: ` · next: 10 points`.
    pub next_foul: fn(&Words, crate::rules::FoulPenalty) -> String,
    pub chombo_count: fn(&Words, u32) -> String,
    pub remove_entry: fn(&Words, usize) -> String,
    /// What the last action dropped from the log, said beside its undo button.
    pub entry_removed: fn(&Words, usize) -> String,
    pub log_cleared: fn(&Words, usize) -> String,
    pub log_replaced: fn(&Words, usize) -> String,
    pub undo: &'static str,
    pub remove: &'static str,
    pub player: &'static str,
    pub fouls: &'static str,
    pub chombos: &'static str,
    pub points_off: &'static str,
    /// A unit's name for an amount of it (`table point`, `table points`).
    pub unit: fn(&Words, crate::rules::Unit, u32) -> String,
    pub export_csv: &'static str,
    pub export_json: &'static str,
    /// The exported files' names, without their extension.
    pub log_file: &'static str,
    /// The CSV export's header: time, seat, player, rule set, incident, ruling, foul, chombo,
    /// points off, unit, earlier session, table, round and hand.
    pub csv_columns: [&'static str; 13],
    /// An entry kept from an earlier session, and why such entries are kept.
    pub earlier_session: &'static str,
    pub earlier_hint: &'static str,
    pub new_session: &'static str,
    pub import_hint: &'static str,
    pub import_button: &'static str,
    pub names: &'static str,
    /// The log's fold for the players, their seats, the table and the hand.
    pub players_and_table: &'static str,
    /// The players move one seat round (as when the deal passes), and what that does.
    pub rotate_seats: &'static str,
    pub rotate_hint: &'static str,
    /// Said once the players moved round, before the seats' new players.
    pub seats_moved: &'static str,
    /// Two seats' players swapped: the form's legend, what it does, its two seats' labels,
    /// its button, and what is said once done (before the seats' new players).
    pub swap_seats: &'static str,
    pub swap_hint: &'static str,
    pub swap_seat: &'static str,
    pub swap_with: &'static str,
    pub swap: &'static str,
    pub seats_swapped: &'static str,
    /// A player renamed, their entries and counts following: the form's legend, what it
    /// does, the new name's label, its button; once done (`from`, `to`), or refused.
    pub rename_player: &'static str,
    pub rename_hint: &'static str,
    pub new_name: &'static str,
    pub rename: &'static str,
    pub renamed: fn(&Words, &str, &str) -> String,
    pub rename_refused: fn(&Words, &str) -> String,
    /// The table (a label, and before its number on an entry: `Table 3`).
    pub table: &'static str,
    /// The round and hand now played (a label).
    pub round_hand: &'static str,
    /// What the table and the hand are for.
    pub place_hint: &'static str,
    pub seat: fn(&Words, u8) -> String,
    // What cannot be read.
    pub group_too_big: fn(&Words, usize, usize) -> String,
    pub hand_too_big: fn(&Words, usize, usize) -> String,
    pub mcr_too_big: fn(&Words, usize, usize) -> String,
    pub link_format: &'static str,
    pub link_ruleset: fn(&Words, &str) -> String,
    pub link_incident: fn(&Words, &str) -> String,
    pub link_tiles: fn(&Words, &str) -> String,
    pub link_answer: fn(&Words, &str) -> String,
    pub import_format: &'static str,
    pub import_json: fn(&Words, &str, usize) -> String,
    pub import_missing: fn(&Words, &str) -> String,
    pub import_seat_count: &'static str,
    pub import_seat: &'static str,
    pub unknown_ruleset: fn(&Words, &str) -> String,
    pub import_entry: fn(&Words, usize, &str) -> String,
}

/// The catalogue's place of an incident (its index in [`CATALOGUE`]).
pub(crate) fn index_of(info: &IncidentInfo) -> usize {
    CATALOGUE
        .iter()
        .position(|i| i.kind == info.kind)
        .unwrap_or_default()
}
