//! The languages the widget speaks: everything a user reads, rulings included.
//!
//! The core says its rulings as data ([`Line`], [`Text`], [`Outcome`], …) with English as
//! its `Display`; a [`Language`] turns that data into words. English ([`en`]) reads the
//! core's own English; French ([`fr`]) matches every sentence of every rule set, so a
//! sentence added to the core without its French does not compile. The widget's own words
//! are one [`Words`] per language: a word left out is a missing field, also a compile error.
//!
//! A new language is a module here implementing [`Language`] and a variant of [`Lang`]: the
//! core does not change.
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
pub mod fr;
mod matrix;

pub use matrix::{matrix_file, matrix_html};

use crate::mcr::{Fan, McrHandError, NotComplete};
use crate::riichi::{HandError, MeldKind, WaitShape};
use crate::rules::FuritenReason;
use crate::rules::catalogue::{CATALOGUE, FactKind, Group, IncidentInfo};
use crate::rules::{Line, Outcome, Payment, Ruling, RulingReport, Section, Text};
use crate::sets::SetCheck;
use crate::tiles::{ParseTilesError, Tile, Tiles};
use std::fmt;
use std::str::FromStr;

/// A language of the widget.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// French.
    Fr,
}

impl Lang {
    /// Every language, in the order the picker shows them.
    pub const ALL: [Lang; 2] = [Lang::En, Lang::Fr];

    /// The BCP 47 code: `en`, `fr`.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::Fr.code(), "fr");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
        }
    }

    /// The language's name in itself: `English`, `Français`.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
        }
    }

    /// The language of a browser's language tag (`fr-CA` → French), if the widget has it.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
    /// assert_eq!(Lang::from_tag("EN_gb"), Some(Lang::En));
    /// assert_eq!(Lang::from_tag("de"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The first of a browser's preferred languages the widget has; English otherwise.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::preferred(["de-DE", "fr", "en"]), Lang::Fr);
    /// assert_eq!(Lang::preferred(["de-DE"]), Lang::En);
    /// ```
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

    fn speaker(self) -> &'static dyn Language {
        match self {
            Lang::En => &en::English,
            Lang::Fr => &fr::French,
        }
    }
}

impl Lang {
    /// The ruling of a rule set on a situation, in this language, with the facts it rests
    /// on that were not given ([`crate::rules::assumed`]): what `mjref rule` prints and the
    /// JS `rule` returns.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::rules::{RulesetId, Situation};
    /// let s: Situation = r#"{"kind": "furiten-ron"}"#.parse().unwrap();
    /// assert_eq!(Lang::En.report_on(RulesetId::Wrc2015, &s).assumed, ["tilesShown"]);
    /// ```
    pub fn report_on(
        self,
        ruleset: crate::rules::RulesetId,
        situation: &crate::rules::Situation,
    ) -> RulingReport {
        let mut report = self.report(&crate::rules::rule(ruleset, &situation.incident));
        report.assumed = crate::rules::assumed(ruleset, situation);
        report
    }

    /// A ruling as plain data, said in this language (the codes stay the same).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::rules::{rule, Incident, RulesetId};
    /// let i: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#.parse().unwrap();
    /// let r = Lang::Fr.report(&rule(RulesetId::Ffmj2008, &i));
    /// assert_eq!(r.outcome, "dead-hand");
    /// assert_eq!(r.headline, "Main morte");
    /// assert_eq!(r.sections[0], "FFMJ 2008 «\u{a0}Faux groupe\u{a0}»");
    /// ```
    pub fn report(self, ruling: &Ruling) -> RulingReport {
        let mut report = ruling.report();
        if self == Lang::En {
            return report;
        }
        report.headline = self.headline(ruling);
        report.steps = ruling.steps.iter().map(|l| self.line(l)).collect();
        report.payments = ruling.payments.iter().map(|p| self.payment(p)).collect();
        report.sections = ruling.sections.iter().map(|s| self.section(s)).collect();
        report.section_titles = ruling.sections.iter().map(|s| self.text(s.title)).collect();
        report.explanation = ruling.explanation.iter().map(|l| self.line(l)).collect();
        report
    }
}

impl Lang {
    /// A ruling's outcome in words, with its document's own term (WRC 2015's "chonbo", in
    /// every language).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::rules::{rule, Incident, RulesetId};
    /// let i: Incident = r#"{"kind":"riichi-kong"}"#.parse().unwrap();
    /// assert_eq!(Lang::Fr.headline(&rule(RulesetId::Wrc2015, &i)), "Chonbo");
    /// assert_eq!(Lang::Fr.headline(&rule(RulesetId::Ema2016, &i)), "Chombo");
    /// ```
    pub fn headline(self, ruling: &Ruling) -> String {
        ruling
            .own_term()
            .map_or_else(|| self.outcome(&ruling.outcome), str::to_string)
    }

    /// An amount of points as this language writes it: `20,000` and `8,000` in English,
    /// `20 000` and `8 000` in French (narrow spaces).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::En.number(20_000), "20,000");
    /// assert_eq!(Lang::En.number(8000), "8,000");
    /// assert_eq!(Lang::Fr.number(8000), "8\u{202f}000");
    /// ```
    pub fn number(self, n: u32) -> String {
        match self {
            Lang::En => crate::rules::Points::from(n).to_string(),
            Lang::Fr => fr::number(n.into()),
        }
    }

    /// A section as a ruling cites it: the reference, and the title beside it when the
    /// reference is a number alone. A section without a number, or an entry of a section
    /// that lists several under one number, is cited by its title already, so it has no
    /// second part (it would read twice).
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// use mahjong_referee::rules::{ema2016, ffmj2008, RulesetId, Section, Within};
    /// let numbered = Section { ruleset: RulesetId::Ema2016, number: Some("5.1.4"), title: ema2016::Say::ClaimingAFalseSet.into(), within: Within::Whole };
    /// assert_eq!(Lang::En.cite(&numbered), ("EMA 2016 §5.1.4".to_string(), Some("Claiming a false set".to_string())));
    /// let titled = Section { ruleset: RulesetId::Ffmj2008, number: None, title: ffmj2008::Say::FalseSet.into(), within: Within::Whole };
    /// assert_eq!(Lang::Fr.cite(&titled), ("FFMJ 2008 «\u{a0}Faux groupe\u{a0}»".to_string(), None));
    /// ```
    pub fn cite(self, section: &Section) -> (String, Option<String>) {
        let title = (!section.titled()).then(|| self.text(section.title));
        (self.section(section), title)
    }
}

impl std::ops::Deref for Lang {
    type Target = dyn Language;
    fn deref(&self) -> &(dyn Language + 'static) {
        self.speaker()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The text is no language the widget has.
///
/// ```
/// use mahjong_referee::lang::Lang;
/// assert_eq!("de".parse::<Lang>().unwrap_err().to_string(), "no language 'de' (en, fr)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLangError {
    /// The text given.
    pub given: String,
}

impl fmt::Display for ParseLangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        write!(f, "no language '{}' ({})", self.given, codes.join(", "))
    }
}

impl std::error::Error for ParseLangError {}

impl FromStr for Lang {
    type Err = ParseLangError;
    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == s)
            .ok_or_else(|| ParseLangError {
                given: s.to_string(),
            })
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
pub struct Words {
    // The page.
    pub app_title: &'static str,
    pub language: &'static str,
    pub entry_kept_aside: &'static str,
    pub embed_bad_ruleset: fn(&str) -> String,
    pub embed_bad_incident: fn(&str) -> String,
    pub embed_bad_lang: fn(&str) -> String,
    pub group_lead: &'static str,
    pub waiting_tiles: &'static str,
    pub waiting_answer: fn(&str) -> String,
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
    /// Under a row of the comparison: questions its rule set turns on that the rule set
    /// picked does not ask (the ruling takes their answers as they stand).
    pub also_depends_on: fn(&str) -> String,
    /// Above a card ruled on facts of the game not answered: the questions, with the answer
    /// taken.
    pub assumed: fn(&str) -> String,
    /// A rule set's name in the comparison, as a button: its own ruling card.
    pub show_ruling_under: fn(&str) -> String,
    // Picking.
    pub tap_tiles_below: &'static str,
    pub or_type_them: &'static str,
    pub search_label: &'static str,
    pub what_happened: &'static str,
    pub no_match: &'static str,
    /// The list's first line when words matched no incident: none is picked.
    pub pick_an_incident: &'static str,
    pub tools: &'static str,
    pub tab_ruling: &'static str,
    pub tab_hand: &'static str,
    pub questions: &'static str,
    /// The question of whose foul it is, over the session log's players.
    pub whose_foul: &'static str,
    /// The same question in the line saying what the ruling waits for.
    pub whose_foul_waiting: &'static str,
    /// Under a number box given a number its fact does not take.
    pub whole_number_up_to: fn(u32) -> String,
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
    pub remove_tile: fn(&str) -> String,
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
    pub link_problem: fn(&str) -> String,
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
    pub riichi_so_far: fn(usize) -> String,
    pub complete_hand: &'static str,
    pub tenpai: fn(usize) -> String,
    pub not_tenpai: fn(i8) -> String,
    pub holds_four: &'static str,
    pub draw_tenpai: fn(&str) -> String,
    pub draw_not_tenpai: fn(&str) -> String,
    pub draw_silent: fn(&str) -> String,
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
    pub furiten_not_covered: fn(&str) -> String,
    pub win_check: &'static str,
    pub win_tile: &'static str,
    pub win_on: fn(&str) -> String,
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
    pub discarder_pays: fn(u32) -> String,
    pub each_pays: fn(u32, u32) -> String,
    pub dealer_pays: fn(u32, u32, u32) -> String,
    pub valid_win: fn(u8, Option<u8>) -> String,
    pub read_as: fn(&str) -> String,
    /// The win check with no verdict yet: the questions (as asked) that decide whether the
    /// win is valid, not answered yet.
    pub win_waiting: fn(&str) -> String,
    /// The furiten check with no verdict yet: the furiten questions (as asked) that decide
    /// whether the player is furiten, not answered yet.
    pub furiten_waiting: fn(&str) -> String,
    /// The headline of a win valid whatever the questions left say, its han not known yet.
    pub valid_win_so_far: &'static str,
    /// Under it: the questions its han and points turn on, not answered yet.
    pub points_waiting: fn(&str) -> String,
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
    pub mcr_hand: fn(usize, usize) -> String,
    pub winning_tile: &'static str,
    pub remove_win: fn(&str) -> String,
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
    pub mcr_so_far: fn(usize) -> String,
    pub tap_win_now: &'static str,
    pub valid_hu: fn(u32, u8) -> String,
    /// Who pays a valid hu: won on a discard (what the discarder pays, what each other pays).
    pub hu_paid_by_discarder: fn(u32, u32) -> String,
    /// Who pays a valid hu: self-drawn (what each pays).
    pub hu_paid_by_each: fn(u32) -> String,
    pub under_8: fn(u32) -> String,
    pub not_complete: &'static str,
    pub waited_on: fn(&str) -> String,
    pub lower_tier: &'static str,
    pub higher_tier: &'static str,
    pub see_false_hu: &'static str,
    // The session log.
    pub log_title: &'static str,
    pub log_kept_aside: &'static str,
    /// The browser would not store the log (storage full or switched off).
    pub log_not_kept: &'static str,
    pub import_failed: fn(&str) -> String,
    pub record_for: &'static str,
    /// The entry just recorded: the player, the ruling's headline.
    pub recorded: fn(&str, &str) -> String,
    pub record_hint: &'static str,
    pub foul_count: fn(u32) -> String,
    /// What the next foul would cost: ` · next: 10 points`.
    pub next_foul: fn(crate::rules::FoulPenalty) -> String,
    pub chombo_count: fn(u32) -> String,
    pub remove_entry: fn(usize) -> String,
    /// What the last action dropped from the log, said beside its undo button.
    pub entry_removed: fn(usize) -> String,
    pub log_cleared: fn(usize) -> String,
    pub log_replaced: fn(usize) -> String,
    pub undo: &'static str,
    pub remove: &'static str,
    pub player: &'static str,
    pub fouls: &'static str,
    pub chombos: &'static str,
    pub points_off: &'static str,
    /// A unit's name for an amount of it (`table point`, `table points`).
    pub unit: fn(crate::rules::Unit, u32) -> &'static str,
    pub export_csv: &'static str,
    pub export_json: &'static str,
    /// The exported files' names, without their extension.
    pub log_file: &'static str,
    /// The CSV export's header: time, seat, player, rule set, incident, ruling, foul, chombo,
    /// points off, unit, earlier session.
    pub csv_columns: [&'static str; 11],
    /// An entry kept from an earlier session, and why such entries are kept.
    pub earlier_session: &'static str,
    pub earlier_hint: &'static str,
    pub new_session: &'static str,
    pub import_hint: &'static str,
    pub import_button: &'static str,
    pub names: &'static str,
    pub seat: fn(u8) -> String,
    // What cannot be read.
    pub group_too_big: fn(usize, usize) -> String,
    pub hand_too_big: fn(usize, usize) -> String,
    pub mcr_too_big: fn(usize, usize) -> String,
    pub link_format: &'static str,
    pub link_ruleset: fn(&str) -> String,
    pub link_incident: fn(&str) -> String,
    pub link_tiles: fn(&str) -> String,
    pub link_answer: fn(&str) -> String,
    pub import_format: &'static str,
    pub import_json: fn(&str, usize) -> String,
    pub import_missing: fn(&str) -> String,
    pub import_seat_count: &'static str,
    pub import_seat: &'static str,
    pub unknown_ruleset: fn(&str) -> String,
    pub import_entry: fn(usize, &str) -> String,
}

/// The catalogue's place of an incident (its index in [`CATALOGUE`]).
pub(crate) fn index_of(info: &IncidentInfo) -> usize {
    CATALOGUE
        .iter()
        .position(|i| i.kind == info.kind)
        .unwrap_or_default()
}

/// The incidents a search finds, in the language's words or in English (a referee may
/// know an English term): the catalogue's search, in any language. A word of the search
/// matches the start of a word of the incident's title or keywords, so that `disqualif`
/// finds "disqualification" but `ron` does not find "wrong". Every word must match, except
/// a number that answers one of the incident's number questions and the word that names
/// that question ("12 minutes late": the lateness, 12 minutes), and a word that answers a
/// yes/no question with what negates it ("not discarded"; see [`search_answers`]), and
/// tiles named as a group ("south west south pung", "445m": the false set, the incident
/// that asks for a group's tiles). A word that no incident takes is passed over ("used a
/// phone"), but not a number (unless of points: "a hand with 7 points"), nor when such
/// words are most of the search ("player was rude" finds nothing). When no
/// incident takes every word of a search of three words or more, those that take all but
/// one are found ("took a tile from the wall out of turn": "took" is not the wrong draw's).
/// Incidents with more of the words come first, then those with more of them side by side
/// as typed ("false riichi": the riichi hand not waiting, before the empty call whose
/// keywords have "false" for a win and "riichi" for a call), then those the numbers
/// answered, then those whose group the search names ("riichi": a riichi declared wrongly
/// before the empty call), then the catalogue's order (the first is the one the widget
/// picks).
///
/// ```
/// use mahjong_referee::lang::{search, Lang};
/// let kinds = |q| search(Lang::Fr, q).iter().map(|i| i.kind).collect::<Vec<_>>();
/// assert_eq!(kinds("retard"), ["late"]);
/// assert_eq!(kinds("late"), ["late"]);
/// assert_eq!(kinds("main courte"), ["wrong-tile-count"]);
/// assert_eq!(kinds("le joueur est en retard"), ["late"]);
/// assert_eq!(kinds("erreur de comptage des fleurs"), ["counting"]);
/// assert_eq!(kinds("dés"), ["distribution-foul"]);
/// assert_eq!(kinds("le ").len(), kinds("").len());
/// assert_eq!(kinds("12 minutes de retard"), ["late"]);
/// assert_eq!(search(Lang::En, "13 tiles")[0].kind, "wrong-tile-count");
/// assert_eq!(search(Lang::En, "false riichi")[0].kind, "noten-riichi");
/// assert_eq!(search(Lang::En, "riichi")[0].kind, "riichi-declaration");
/// assert_eq!(search(Lang::En, "took a tile from the wall out of turn")[0].kind, "wrong-draw");
/// assert_eq!(search(Lang::En, "kan after riichi")[0].kind, "riichi-kong");
/// assert!(search(Lang::En, "xyzzy").is_empty());
/// assert!(search(Lang::En, "zebra crossing").is_empty());
/// assert_eq!(search(Lang::En, "used a phone")[0].kind, "telephone");
/// assert!(search(Lang::En, "5 tenpai").is_empty());
/// assert_eq!(search(Lang::En, "south west south pung")[0].kind, "false-set");
/// assert_eq!(search(Lang::En, "the dealer has 15 tiles")[0].kind, "wrong-tile-count");
/// ```
pub fn search(lang: Lang, query: &str) -> Vec<&'static IncidentInfo> {
    let query = searched(query);
    let asked = query_words(&query);
    let words = search_words(&asked);
    // An empty search lists every incident, in the catalogue's order (the widget's first
    // screen: nothing to weigh).
    if words.is_empty() {
        return CATALOGUE.iter().collect();
    }
    let fits: Vec<(&'static IncidentInfo, Fit)> = CATALOGUE
        .iter()
        .map(|info| (info, fit(lang, info, &asked, &words)))
        .collect();
    // A word that no incident takes is passed over ("used a phone": "used"), unless it is
    // a number ("5 tenpai" finds nothing: there are not five players to be tenpai), or the
    // search has more such words than others ("rude behaviour at the table" finds nothing,
    // not the incidents with a table).
    let takes = |i: usize| fits.iter().any(|(_, f)| f.takes[i]);
    // A number of points says what a hand is worth, not what happened ("showed a hand with
    // 7 points": the false win, short of 8).
    let points = |i: usize| words.get(i + 1).is_some_and(|w| w.starts_with("point"));
    let mut known: Vec<bool> = (0..words.len())
        .map(|i| (read_number(words[i]).is_some() && !points(i)) || takes(i))
        .collect();
    let unknown = known.iter().filter(|k| !**k).count();
    if unknown * 2 > words.len() {
        known.fill(true);
    } else {
        // So is a word that only answers yes/no questions: "dealer" in "the dealer has 15
        // tiles" says who, not what happened (the wrong count, whose words have no dealer).
        for (i, known) in known.iter_mut().enumerate() {
            *known &= (read_number(words[i]).is_some() && !points(i))
                || fits.iter().any(|(_, f)| f.takes[i] && !f.yes_no[i]);
        }
    }
    let missed = |f: &Fit| {
        f.takes
            .iter()
            .zip(&known)
            .filter(|(takes, known)| **known && !**takes)
            .count()
    };
    // A search of three words or more that no incident takes whole finds those that take
    // all of its words but one ("took a tile from the wall out of turn": the wrong draw,
    // whose words do not have "took", a word of the claim order's). Shorter searches do not
    // ("2 fouls").
    let whole = fits.iter().any(|(_, f)| f.in_hay && missed(f) == 0);
    let may_miss = usize::from(!whole && words.len() >= 3);
    if !fits.iter().any(|(_, f)| f.in_hay && missed(f) <= may_miss) {
        return weighed(&fits, words.len());
    }
    // Each incident goes before the first that fits less well: the catalogue's order among
    // equals. (Written out: the standard library's stable sort costs the widget 1.8 KB gzip.)
    let mut found: Vec<(Rank, &'static IncidentInfo)> = Vec::new();
    for (info, fit) in fits {
        if missed(&fit) <= may_miss && fit.in_hay {
            let key = (fit.matched, fit.phrases, fit.numbers, fit.group);
            let at = found.iter().position(|(k, _)| *k < key);
            found.insert(at.unwrap_or(found.len()), (key, info));
        }
    }
    found.into_iter().map(|(_, info)| info).collect()
}

/// The line a search's weight must reach for an incident to be found when none takes all
/// its words (see [`weighed`]), with three of its words at least: below it, nothing
/// matches. Set on the tuning part of tests/search-eval (`mjref search-eval`).
const WEIGHT_LINE: f32 = 0.3;

/// When no incident takes all of a search's words (a sentence told as it happened, "he
/// called pon but the tile stayed in the pond and two players discarded since"): each
/// incident weighed by the words it takes as its own, a word weighing more the fewer
/// incidents take it (one incident's alone: 1; one of four: ¼); a word that only answers a
/// yes/no question weighs nothing. Those that take three of its words and reach
/// [`WEIGHT_LINE`], heaviest first.
fn weighed(fits: &[(&'static IncidentInfo, Fit)], words: usize) -> Vec<&'static IncidentInfo> {
    let own = |f: &Fit, i: usize| f.takes[i] && !f.yes_no[i];
    let weight: Vec<f32> = (0..words)
        .map(|i| match fits.iter().filter(|(_, f)| own(f, i)).count() {
            0 => 0.0,
            n => 1.0 / n as f32,
        })
        .collect();
    let mut found: Vec<(f32, &'static IncidentInfo)> = Vec::new();
    for (info, f) in fits.iter().filter(|(_, f)| f.in_hay) {
        let taken: Vec<usize> = (0..words).filter(|&i| own(f, i)).collect();
        let w: f32 = taken.iter().map(|&i| weight[i]).sum();
        if w >= WEIGHT_LINE && taken.len() >= 3 {
            let at = found.iter().position(|(k, _)| *k < w);
            found.insert(at.unwrap_or(found.len()), (w, *info));
        }
    }
    found.into_iter().map(|(_, info)| info).collect()
}

/// The words of a folded search, each as it is matched (from the start of a word): a
/// plural finds its singular ("fleurs", "flowers"; not "serious"), an English verb its
/// other forms ("called" and "calling" find "call", "scoring" finds "score", "winning"
/// and "won" find "win", "took" finds "take"), a French infinitive the verb's other
/// forms ("défausser" finds "défaussé", "montrer" finds "montrée"), an English adverb its
/// adjective ("wrongly" finds "wrong"); "chonbo" is another spelling. A negation stays
/// whole ("sans" is not a plural), and so do "hors" (not "horloge") and "dealer".
fn search_words<'a>(asked: &[&'a str]) -> Vec<&'a str> {
    asked
        .iter()
        .map(|&w| match w {
            "chonbo" => "chombo",
            "took" => "take",
            "won" => "win",
            w if NOT.contains(&w) || w == "hors" || w == "dealer" => w,
            w if w.len() > 5 && w.ends_with("ly") => &w[..w.len() - 2],
            w if w.len() > 5 && w.ends_with("ing") => undouble(&w[..w.len() - 3]),
            w if w.len() > 4 && w.ends_with("ed") => undouble(&w[..w.len() - 2]),
            w if w.len() > 5 && w.ends_with("er") => &w[..w.len() - 2],
            w if w.len() > 3 && !w.ends_with("ss") && !w.ends_with("us") && !is_number(w) => {
                w.strip_suffix('s').unwrap_or(w)
            }
            w => w,
        })
        .collect()
}

/// A verb's stem with its last consonant once, as the verb is written ("winn" of "winning":
/// "win"; "stopp": "stop"); "call", "pass" and "add" keep theirs.
fn undouble(stem: &str) -> &str {
    match stem.as_bytes() {
        [.., a, b] if a == b && b"bgmnprt".contains(b) => &stem[..stem.len() - 1],
        _ => stem,
    }
}

/// What puts one incident found before another: the words matched, the words side by side,
/// the numbers answered, the group named (more first).
type Rank = (usize, usize, usize, bool);

/// How a search fits one incident.
struct Fit {
    /// For each of the search's words, whether the incident takes it: among its words, or
    /// answering one of its questions (or naming the question a number answers).
    takes: Vec<bool>,
    /// For each of the search's words, whether it only answers one of the incident's
    /// yes/no questions (neither among its words nor answering another question).
    yes_no: Vec<bool>,
    /// Whether one of the search's words is among the incident's own words.
    in_hay: bool,
    /// How many of the search's words the incident's title or keywords have.
    matched: usize,
    /// How many pairs of the search's words side by side they have side by side.
    phrases: usize,
    /// Whether a word of the search names the incident's group.
    group: bool,
    /// How many of the incident's number questions its numbers answer.
    numbers: usize,
}

/// How a search's words fit an incident: which words it takes (in its title or keywords, a
/// number it answers or the word naming it, a word answering one of its questions), and how
/// well. `asked` are the search's words as typed (folded), `words` as matched
/// ([`search_words`]).
fn fit(lang: Lang, info: &IncidentInfo, asked: &[&str], words: &[&str]) -> Fit {
    // Every language's words: a referee mixes them, and words typed in one language still
    // find their incident once the widget speaks another.
    let mut hay = format!("{} {} {}", info.kind, info.title, info.keywords);
    for other in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        hay = format!(
            "{hay} {} {}",
            other.incident_title(info),
            other.incident_keywords(info)
        );
    }
    let hay = fold(&hay);
    let hay: Vec<&str> = self::words(&hay).collect();
    let (numbers, used) = number_answers(lang, info, words);
    let (_, yes_no) = flag_answers(info, words);
    let listed = list_answers(lang, info, asked, words).1;
    let tiles = tile_answer(info, asked).1;
    // Words that answer a yes/no or list question count as the incident's own ("false set,
    // discarded": the false set, as much as the claimed tile whose keywords have
    // "discard"; "riichi, no call": the call missing from a riichi declaration); but some
    // word must be among its words ("dealer" alone finds nothing).
    let (mut matched, mut in_hay) = (0, false);
    // A little word of its titles is not the incident's own ("joue" is not the "joueur"
    // of a title); a negation is matched whole ("not" is not the start of "noten").
    let in_words = |w: &str| {
        let whole = NOT.contains(&w);
        hay.iter()
            .any(|h| (h.starts_with(w) && !whole || *h == w) && !LITTLE.contains(h))
    };
    let mut takes = Vec::with_capacity(words.len());
    let mut only_yes_no = Vec::with_capacity(words.len());
    for (i, w) in words.iter().enumerate() {
        // Tiles named for the group shown are the false set's own ("south west south pung").
        let own = in_words(w) || tiles.contains(&i);
        let other = own || listed.contains(&i) || used.contains(&i);
        let answers = listed.contains(&i) || yes_no.contains(&i);
        in_hay |= own;
        matched += usize::from(own || answers);
        takes.push(other || yes_no.contains(&i));
        only_yes_no.push(!other && yes_no.contains(&i));
    }
    // Two words of the search side by side in the incident's words ("false riichi"), the
    // little words left out of both ("main morte a fait": "morte fait").
    let hay: Vec<&str> = hay.into_iter().filter(|h| !LITTLE.contains(h)).collect();
    let phrases = words
        .windows(2)
        .filter(|pair| {
            hay.windows(2)
                .any(|h| h[0].starts_with(pair[0]) && h[1].starts_with(pair[1]))
        })
        .count();
    // A word naming the incident's group ("riichi": the riichi group's incidents).
    let group = fold(&format!(
        "{} {}",
        info.group.title(),
        lang.group(info.group)
    ));
    let group = words
        .iter()
        .any(|w| self::words(&group).any(|g| !LITTLE.contains(&g) && g.starts_with(w)));
    Fit {
        takes,
        yes_no: only_yes_no,
        in_hay,
        matched,
        phrases,
        numbers: numbers.len(),
        group,
    }
}

/// How many characters of a search are read: a description of what happened fits in far
/// fewer, and a long paste costs no more than this (the widget's box holds no more, and a
/// stored search is cut to it too).
///
/// ```
/// use mahjong_referee::lang::{Lang, search, SEARCH_CAP};
/// let long = format!("late {}", "x".repeat(100_000));
/// assert_eq!(search(Lang::En, &long), search(Lang::En, &long[..SEARCH_CAP]));
/// ```
pub const SEARCH_CAP: usize = 300;

/// A search cut to its first [`SEARCH_CAP`] characters.
///
/// ```
/// use mahjong_referee::lang::{capped, SEARCH_CAP};
/// assert_eq!(capped(&"é".repeat(400)).chars().count(), SEARCH_CAP);
/// assert_eq!(capped("late"), "late");
/// ```
pub fn capped(query: &str) -> &str {
    match query.char_indices().nth(SEARCH_CAP) {
        Some((at, _)) => &query[..at],
        None => query,
    }
}

/// A search as it is read: French "dés" (dice) as "dice" before its accent is folded away
/// (folded, it is "des", some), then folded, with English's "n't" written out ("didn't
/// discard": "did not discard").
fn searched(query: &str) -> String {
    let chars: Vec<char> = capped(query).chars().map(lower).collect();
    // A letter of the words searched (ASCII, Latin-1, œ), told without the standard
    // library's Unicode tables (`char::is_alphanumeric`: 1.7 KB gzip in the widget).
    let letter = |at: Option<&char>| {
        at.is_some_and(|&c| c.is_ascii_alphanumeric() || c == 'œ' || ('ß'..='ÿ').contains(&c))
    };
    let mut read = String::with_capacity(query.len());
    let mut i = 0;
    while i < chars.len() {
        let dice = chars[i..].starts_with(&['d', 'é', 's'])
            && !letter(i.checked_sub(1).and_then(|b| chars.get(b)))
            && !letter(chars.get(i + 3));
        if dice {
            read.push_str("dice");
            i += 3;
        } else {
            read.push(chars[i]);
            i += 1;
        }
    }
    fold(&read).replace("n't", " not")
}

/// Whether a word of a search is a number ("12").
fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// A whole number written in words, zero to twenty, in English or in French (folded):
/// "twelve", "douze", "nobody" (none at all). "One", "un" and "une" are articles as often as
/// numbers: see [`number_answers`], which takes a number in words only beside the word naming
/// its question.
fn spelled(word: &str) -> Option<u32> {
    const NUMBERS: [[&str; 20]; 2] = [
        [
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ],
        [
            "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
            "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf",
            "vingt",
        ],
    ];
    match word {
        "une" => return Some(1),
        // None at all: "nobody tenpai", "personne tenpai", "zéro".
        "zero" | "nobody" | "none" | "personne" | "aucun" | "aucune" => return Some(0),
        _ => {}
    }
    // As the search reads it: "trois" without its plural's "s" ("troi").
    NUMBERS
        .iter()
        .find_map(|names| {
            names
                .iter()
                .position(|n| *n == word || n.strip_suffix('s') == Some(word))
        })
        .and_then(|i| u32::try_from(i + 1).ok())
}

/// A word of a search read as a number: `12` as 12; an ordinal — `3rd`, `third`, in French
/// `3e`, `troisieme` (folded), up to the fifth in words — as its number, marked as an
/// ordinal; a whole number in words ([`spelled`]) as its number.
fn read_number(word: &str) -> Option<(u32, bool)> {
    const IN_WORDS: [(&str, u32); 13] = [
        ("first", 1),
        ("second", 2),
        ("third", 3),
        ("fourth", 4),
        ("fifth", 5),
        ("premier", 1),
        ("premiere", 1),
        ("deuxieme", 2),
        ("seconde", 2),
        ("troisieme", 3),
        ("quatrieme", 4),
        ("cinquieme", 5),
        ("1re", 1),
    ];
    if let Some((_, n)) = IN_WORDS.iter().find(|(w, _)| *w == word) {
        return Some((*n, true));
    }
    if let Some(n) = spelled(word) {
        return Some((n, false));
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let (number, rest) = word.split_at(digits);
    let n = number.parse().ok()?;
    match rest {
        "" => Some((n, false)),
        "st" | "nd" | "rd" | "th" | "e" | "eme" | "er" => Some((n, true)),
        _ => None,
    }
}

/// The answers a search's numbers give an incident's number questions, with the places of
/// the words they used. A number answers the question named by the word after it or
/// before it ("12 minutes", "7 tiles", "2 fouls"), or else the incident's one number
/// question besides the player's earlier fouls ("late 12"); an ordinal answers the earlier
/// fouls ("3rd foul": two before it), but not after a number ("10 seconds"). A number out
/// of the question's range, or a second
/// number for a question already answered, answers nothing.
fn number_answers(
    lang: Lang,
    info: &IncidentInfo,
    words: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    const FOULS: &str = "priorFouls";
    let ranges: Vec<usize> = (0..info.facts.len())
        .filter(|&i| info.facts[i].range_max().is_some())
        .collect();
    // Whether a word of the search names the question at `index` (starts a word of it).
    let names = |word: Option<&&str>, index: usize| {
        word.is_some_and(|w| {
            !is_number(w) && {
                let question = fold(&format!(
                    "{} {}",
                    info.facts[index].question,
                    lang.question(info, index)
                ));
                self::words(&question).any(|q| !LITTLE.contains(&q) && q.starts_with(w))
            }
        })
    };
    let mut answers: Vec<(&'static str, String)> = Vec::new();
    let mut used = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let Some((n, ordinal)) = read_number(word) else {
            continue;
        };
        let next = words.get(i + 1);
        let before = i.checked_sub(1).and_then(|b| words.get(b));
        // After a number, "second" is a unit of time, not the second foul ("10 seconds").
        if ordinal && before.is_some_and(|b| is_number(b)) {
            continue;
        }
        // The words beside the number that name the question at `index`.
        let naming = |index: usize| -> Vec<usize> {
            let mut places = Vec::new();
            if names(before, index) {
                places.push(i - 1);
            }
            if names(next, index) {
                places.push(i + 1);
            }
            places
        };
        let (index, value, naming) = if ordinal {
            let Some(&index) = ranges.iter().find(|&&r| info.facts[r].field == FOULS) else {
                continue;
            };
            let Some(earlier) = n.checked_sub(1) else {
                continue;
            };
            (index, earlier, naming(index))
        } else if let Some((index, words)) = ranges
            .iter()
            .map(|&r| (r, naming(r)))
            .find(|(_, words)| !words.is_empty())
        {
            (index, n, words)
        } else if spelled(word).is_some() {
            // A number in words answers only the question named beside it ("two players
            // tenpai"; "un joueur arrivé en retard" is no minute late).
            continue;
        } else {
            let mut others = ranges.iter().filter(|&&r| info.facts[r].field != FOULS);
            match (others.next(), others.next()) {
                (Some(&index), None) => (index, n, Vec::new()),
                _ => continue,
            }
        };
        let fact = &info.facts[index];
        let answered = answers.iter().any(|(field, _)| *field == fact.field);
        if answered || fact.range_max().is_none_or(|max| value > max) {
            continue;
        }
        answers.push((fact.field, value.to_string()));
        used.push(i);
        used.extend(naming);
    }
    (answers, used)
}

/// The words that negate what follows them ("not discarded", "sans montrer").
const NOT: [&str; 8] = [
    "not", "no", "never", "pas", "non", "sans", "jamais", "without",
];

/// Words that negate what follows them closely besides [`NOT`]'s: "before" ("before
/// revealing": not revealed), "rien", "aucun", "nothing" ("rien montré").
const NEGATES_TOO: [&str; 6] = ["before", "avant", "rien", "aucun", "aucune", "nothing"];

/// The words that negate the word before them when a word follows ("showed no tiles").
const AFTER: [&str; 4] = ["no", "aucun", "aucune", "nothing"];

/// The words that answer a yes/no question "yes", by its field (in the searched form of
/// [`search_words`]: folded, `-ed`, `-ing`, a French infinitive's `-er` and plural `-s`
/// taken off), English and French.
const YES_WORDS: [(&str, &[&str]); 12] = [
    ("discarded", &["discard", "defausse", "defauss"]),
    (
        "tilesShown",
        &[
            "shown", "show", "open", "laid", "reveal", "montre", "montree", "montr", "ouverte",
            "etalee",
        ],
    ),
    ("dealer", &["dealer", "oya", "donneur"]),
    (
        "serious",
        &["serious", "repeat", "again", "grave", "repete", "recidive"],
    ),
    (
        "repeated",
        &["serious", "repeat", "again", "grave", "repete", "recidive"],
    ),
    ("diceThrown", &["dice", "thrown", "lance"]),
    (
        "declaredDead",
        &["declar", "announc", "declaree", "annoncee"],
    ),
    ("exhaustiveDraw", &["exhaustive", "ryuukyoku", "nulle"]),
    ("corrected", &["correct", "correction", "corrige"]),
    ("win", &["win", "ron", "tsumo", "hu", "mahjong", "victoire"]),
    ("duringDeal", &["deal", "distribution", "donne"]),
    ("touched", &["touch", "touche", "touchee"]),
];

/// The answers a search's words give an incident's yes/no questions, with the places of
/// the words they used: a word of [`YES_WORDS`] answers its question "yes" ("false ron,
/// hand shown"), or "no" when a negation stands up to two words before it ("not shown",
/// "non-dealer", "didn't discard", "pas encore défaussé") or "no" right after it ("showed no
/// tiles"); of several words for one question, one negated answers no ("dice for the next
/// hand, not yet thrown"), and all are used.
fn flag_answers(info: &IncidentInfo, words: &[&str]) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let mut answers: Vec<(&'static str, String)> = Vec::new();
    let mut used = Vec::new();
    // A word answering the question is negated by a negation up to two words before it
    // ("not discarded", "never formally declared", "pas encore défaussé", "before revealing",
    // "rien montré"), or by "no" right after it with a word after that ("showed no tiles").
    let negation = |at: usize| -> Option<usize> {
        let before = (at.saturating_sub(2)..at)
            .rev()
            .find(|&b| NOT.contains(&words[b]) || NEGATES_TOO.contains(&words[b]));
        let after = Some(at + 1).filter(|&n| {
            AFTER.contains(&words.get(n).copied().unwrap_or("")) && n + 1 < words.len()
        });
        before.or(after)
    };
    for (field, yes) in YES_WORDS {
        let Some(fact) = info
            .facts
            .iter()
            .find(|f| f.field == field && f.kind() == FactKind::YesNo)
        else {
            continue;
        };
        let ats: Vec<usize> = (0..words.len())
            .filter(|&i| yes.contains(&words[i]))
            .collect();
        if ats.is_empty() {
            continue;
        }
        used.extend(&ats);
        // Negated anywhere, the answer is no ("dice for the next hand, not yet thrown").
        let negated: Vec<usize> = ats.iter().filter_map(|&at| negation(at)).collect();
        used.extend(&negated);
        answers.push((fact.field, negated.is_empty().to_string()));
    }
    (answers, used)
}

/// Whether a search has a word that can name an incident: an empty search, or one of little
/// words alone ("the ", a sentence begun), names none, and the widget leaves the incident
/// picked as it is (emptying the box does not pick the catalogue's first).
///
/// ```
/// use mahjong_referee::lang::names_anything;
/// assert!(names_anything("late"));
/// assert!(!names_anything(""));
/// assert!(!names_anything("the "));
/// assert!(!names_anything("le joueur"));
/// ```
pub fn names_anything(query: &str) -> bool {
    !query_words(&searched(query)).is_empty()
}

/// The words of a folded search, without the little words that say nothing of the
/// incident ("the player was late"). A search of little words alone ("le ", a French
/// sentence begun) is as good as empty: every incident is listed. A replacement player is
/// a substitute (a replacement alone may be a kong's tile).
fn query_words(query: &str) -> Vec<&str> {
    let mut asked = Vec::new();
    let mut all = words(query).peekable();
    while let Some(w) = all.next() {
        if w == "replacement" && all.peek().is_some_and(|n| n.starts_with("player")) {
            asked.push("replaced");
        } else if !LITTLE.contains(&w) {
            asked.push(w);
        }
    }
    asked
}

/// Words that say nothing of an incident or an answer ("player": every incident has one;
/// "from", "other": "revealed a tile from the wall" is not the counting's "tiles from hand",
/// "rude to others" not the early chow's "other calls"; "mais", but, would be read as "mai",
/// the start of "main"; "plus" is not "plusieurs"; "été" says no more than "been"; "then",
/// "puis": "called ron then …" is not the changed call's "one thing, then another"), with
/// what is left of "player's",
/// "I'm", "they'll", "we've", "they're".
const LITTLE: [&str; 84] = [
    "player", "players", "joueur", "joueurs", "joueuse", "a", "an", "the", "of", "on", "in", "to",
    "at", "and", "or", "is", "was", "by", "for", "with", "s", "m", "ll", "ve", "re", "i", "my",
    "me", "we", "you", "your", "it", "he", "she", "they", "his", "her", "their", "has", "had",
    "have", "did", "does", "do", "are", "were", "been", "be", "un", "une", "le", "la", "les", "l",
    "de", "du", "des", "d", "n", "et", "en", "par", "pour", "avec", "il", "elle", "ils", "sa",
    "son", "ses", "au", "aux", "dans", "from", "other", "others", "another", "autre", "autres",
    "mais", "plus", "ete", "then", "puis",
];

/// The answers a search already gives to the incident it found: a word of the search that
/// names one value of one of the incident's list questions — by the value's words, its
/// label in the language (a word of it in another form too: "annoncer" for "annonce"), or
/// the word players call it at the table (`ron`, `tsumo`, `hu`
/// or `mahjong` for a win; `pon`, `chi`, `kan`, `ankan`; the abortive draws' Japanese
/// names, `kyuushu`, `suufon`, `suukaikan`, `suucha`) — answers that question. Where
/// two values of a question are named, the one named by more words answers it ("concealed
/// kong" over "kong"); two named alike answer nothing. A number answers a number question:
/// the one named by the word beside it ("12 minutes", "7 tiles", "2 fouls" earlier), else
/// the incident's only one besides the earlier fouls ("late 12"); an ordinal gives the
/// earlier fouls ("3rd foul", "3e faute": 2). A yes/no question is answered by the words
/// that say it happened, or their negation ("hand shown", "not discarded", "non-dealer").
/// Tiles named side by side answer a question on a group's tiles ("sud ouest sud": `south
/// west south`; see `tile_answer`). Values are given as the JSON field takes them.
///
/// ```
/// use mahjong_referee::lang::{search, search_answers, Lang};
/// let answers = |lang, q| search_answers(lang, search(lang, q)[0], q);
/// let given = |field: &'static str, value: &str| vec![(field, value.to_string())];
/// assert_eq!(answers(Lang::En, "false ron"), given("call", "win"));
/// assert_eq!(answers(Lang::En, "empty call concealed kong"), given("call", "concealed-kong"));
/// assert_eq!(answers(Lang::Fr, "quatre vents"), given("cause", "four-winds"));
/// assert_eq!(answers(Lang::En, "kyuushu"), given("cause", "nine-terminals"));
/// // Words naming an answer find its incident, as its own words do.
/// assert_eq!(answers(Lang::En, "no stick"), given("error", "no-stick"));
/// assert_eq!(answers(Lang::En, "late"), []);
/// assert_eq!(answers(Lang::En, "12 minutes late"), given("minutes", "12"));
/// assert_eq!(answers(Lang::Fr, "faux groupe, 3e faute"), given("priorFouls", "2"));
/// assert_eq!(answers(Lang::En, "false set, not yet discarded"), given("discarded", "false"));
/// let both = |a: &str, b: &str| vec![("call", a.to_string()), ("tilesShown", b.to_string())];
/// assert_eq!(answers(Lang::En, "false ron, hand shown"), both("win", "true"));
/// assert_eq!(answers(Lang::Fr, "fausse victoire, main pas montrée"), both("win", "false"));
/// assert_eq!(answers(Lang::Fr, "sud ouest sud"), given("tiles", "south west south"));
/// ```
pub fn search_answers(lang: Lang, info: &IncidentInfo, query: &str) -> Vec<(&'static str, String)> {
    let query = searched(query);
    let asked = query_words(&query);
    let words = search_words(&asked);
    let mut answers = list_answers(lang, info, &asked, &words).0;
    answers.extend(number_answers(lang, info, &words).0);
    answers.extend(flag_answers(info, &words).0);
    answers.extend(tile_answer(info, &asked).0);
    answers
}

/// The French names of the honours, as the search reads them (folded), with the tile each
/// names ("sud ouest sud").
const FRENCH_HONOURS: [(&str, &str); 7] = [
    ("est", "east"),
    ("sud", "south"),
    ("ouest", "west"),
    ("nord", "north"),
    ("blanc", "white"),
    ("vert", "green"),
    ("rouge", "red"),
];

/// The tiles a search names for an incident's tiles question ("which tiles were shown?"),
/// with the places of the words that name them: the longest run of words side by side that
/// read as tiles in any notation (`south west south`, `4man 4man 5man`, `445m`; the honours
/// by their French names too), when it holds two tiles or more — one word such as "red"
/// names no group. The tiles are given as the documents' words, spaced (`south west
/// south`).
fn tile_answer(
    info: &IncidentInfo,
    asked: &[&str],
) -> (Option<(&'static str, String)>, Vec<usize>) {
    let Some(fact) = info.facts.iter().find(|f| f.kind() == FactKind::Tiles) else {
        return (None, Vec::new());
    };
    let read = |word: &str| {
        let word = FRENCH_HONOURS
            .iter()
            .find(|(fr, _)| *fr == word)
            .map_or(word, |(_, en)| en);
        word.parse::<Tiles>().ok().map(Tiles::into_vec)
    };
    let mut best: (Vec<Tile>, Vec<usize>) = (Vec::new(), Vec::new());
    let mut run: (Vec<Tile>, Vec<usize>) = (Vec::new(), Vec::new());
    for (i, word) in asked.iter().enumerate() {
        match read(word) {
            Some(tiles) => {
                run.0.extend(tiles);
                run.1.push(i);
            }
            None => run = (Vec::new(), Vec::new()),
        }
        if run.0.len() > best.0.len() {
            best = run.clone();
        }
    }
    match Tiles::new(best.0) {
        Ok(tiles) if tiles.len() >= 2 => {
            let named: Vec<String> = tiles
                .as_slice()
                .iter()
                .map(|t| crate::tiles::Words(std::slice::from_ref(t)).to_string())
                .collect();
            (Some((fact.field, named.join(" "))), best.1)
        }
        _ => (None, Vec::new()),
    }
}

/// The words players call some listed values at the table, and the value each names.
const TABLE_WORDS: [(&str, &str); 14] = [
    ("ron", "win"),
    ("tsumo", "win"),
    ("hu", "win"),
    ("mahjong", "win"),
    ("pon", "pung"),
    ("chi", "chow"),
    ("kan", "kong"),
    ("ankan", "concealed-kong"),
    ("kyuushu", "nine-terminals"),
    ("kyuuhai", "nine-terminals"),
    ("suufon", "four-winds"),
    ("renda", "four-winds"),
    ("suukaikan", "four-kongs"),
    ("suucha", "four-riichi"),
];

/// The answers a search's words (`asked`, as typed and folded; `stems`, as matched: see
/// [`search_words`]) give an incident's list questions, with the places of the words they
/// used (see [`search_answers`]).
fn list_answers(
    lang: Lang,
    info: &IncidentInfo,
    asked: &[&str],
    stems: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    // The places of a value name's words in the search: all of them, or none. A word is
    // named as written, or by another form of it ("annoncer" names "annonce").
    let named = |words: &mut dyn Iterator<Item = &str>| -> Vec<usize> {
        let mut places = Vec::new();
        for w in words.filter(|w| !LITTLE.contains(w)) {
            let form = |i: usize| asked[i] == w || (stems[i].len() > 4 && w.starts_with(stems[i]));
            match (0..asked.len()).position(form) {
                Some(i) => places.push(i),
                None => return Vec::new(),
            }
        }
        places
    };
    let mut answers = Vec::new();
    let mut used = Vec::new();
    for (index, fact) in info.facts.iter().enumerate() {
        let values = fact.choices();
        if values == ["true", "false"] {
            continue;
        }
        let mut best: Option<(Vec<usize>, &'static str)> = None;
        let mut tied = false;
        for value in values {
            let label = fold(&lang.choice(info, index, value));
            let table = TABLE_WORDS
                .iter()
                .filter(|(_, v)| *v == value)
                .find_map(|(word, _)| asked.iter().position(|a| a == word));
            let mut places = named(&mut value.split('-'));
            let by_label = named(&mut words(&label));
            if by_label.len() > places.len() {
                places = by_label;
            }
            if places.is_empty() {
                places.extend(table);
            }
            let n = places.len();
            match &best {
                _ if n == 0 => {}
                Some((m, _)) if n < m.len() => {}
                Some((m, _)) if n == m.len() => tied = true,
                _ => (best, tied) = (Some((places, value)), false),
            }
        }
        if let (Some((places, value)), false) = (best, tied) {
            answers.push((fact.field, value.to_string()));
            used.extend(places);
        }
    }
    (answers, used)
}

/// The words of a folded text: letters and digits (any letter outside ASCII, as an accent
/// left by [`fold`], counts as one), split at spaces, hyphens, apostrophes and punctuation.
fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !(c.is_ascii_alphanumeric() || (!c.is_ascii() && c != '\u{a0}')))
        .filter(|w| !w.is_empty())
}

/// Text made safe inside HTML, in an element or a quoted attribute: the rules matrix pages
/// and the tile pictures' names.
///
/// ```
/// use mahjong_referee::lang::escape_html;
/// assert_eq!(escape_html(r#"<a href="x">M&M</a>"#), "&lt;a href=&quot;x&quot;&gt;M&amp;M&lt;/a&gt;");
/// ```
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// Lower case without accents, so `penalite` finds `pénalité` and `PENALITE` finds it too.
///
/// Written out for the Latin letters French and English use, rather than with
/// `char::to_lowercase`, so the widget carries no Unicode case tables (about 10 KB).
fn fold(text: &str) -> String {
    text.chars()
        .map(lower)
        .map(|c| match c {
            'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' | 'ö' => 'o',
            'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            '’' => '\'',
            c => c,
        })
        .collect()
}

/// A Latin letter in lower case (ASCII, Latin-1, œ); any other character as it is.
fn lower(c: char) -> char {
    match c {
        'A'..='Z' | 'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 32).unwrap_or(c),
        'Œ' => 'œ',
        c => c,
    }
}

/// A Latin letter in capitals (ASCII, Latin-1, œ); any other character as it is.
fn upper(c: char) -> char {
    match c {
        'a'..='z' | 'à'..='þ' if c != '÷' => char::from_u32(c as u32 - 32).unwrap_or(c),
        'œ' => 'Œ',
        c => c,
    }
}

/// The same text with its first letter in capitals, for a reason or a label that starts a
/// sentence. Only Latin letters (ASCII, Latin-1, œ) are raised: our texts begin with no other.
///
/// ```
/// use mahjong_referee::lang::capitalise;
/// assert_eq!(capitalise("not taken"), "Not taken");
/// assert_eq!(capitalise("écart de plus de 8 points"), "Écart de plus de 8 points");
/// assert_eq!(capitalise(""), "");
/// ```
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(upper(first)).chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{RulesetId, compare, rule};

    #[test]
    fn latin_case_matches_unicode_for_the_letters_it_covers() {
        for c in ('A'..='Z')
            .chain('a'..='z')
            .chain('\u{c0}'..='\u{ff}')
            .chain(['Œ', 'œ'])
        {
            if c.is_uppercase() {
                assert_eq!(Some(lower(c)), c.to_lowercase().next(), "{c}");
            }
            if c.is_lowercase() && c != 'ß' && c != 'ÿ' {
                assert_eq!(Some(upper(c)), c.to_uppercase().next(), "{c}");
            }
        }
        assert_eq!(fold("PÉNALITÉ Œuvre"), "penalite œuvre");
    }

    fn every_example() -> Vec<crate::rules::Incident> {
        CATALOGUE
            .iter()
            .map(|i| i.example.parse().expect("catalogue examples parse"))
            .collect()
    }

    /// Each card, in each language, says what a referee reads off it: the amount of a point
    /// penalty or a foul's points in its headline, every payment with its amount as the
    /// language writes numbers, and every citation naming its document.
    #[test]
    fn every_ruling_of_every_example_is_said_in_each_language() {
        use crate::rules::{FoulPenalty, Outcome};
        for incident in every_example() {
            for r in compare(&incident) {
                for lang in Lang::ALL {
                    let headline = lang.outcome(&r.outcome);
                    let amount = match r.outcome {
                        Outcome::PointPenalty { amount, .. }
                        | Outcome::Foul {
                            penalty: FoulPenalty::Points(amount),
                            ..
                        } => Some(amount),
                        _ => None,
                    };
                    if let Some(amount) = amount {
                        let n = lang.number(amount);
                        assert!(headline.contains(&n), "{lang}: {headline} names no {n}");
                    }
                    for p in &r.payments {
                        let said = lang.payment(p);
                        let n = lang.number(p.amount);
                        assert!(said.contains(&n), "{lang}: {said} names no {n}");
                        if lang == Lang::En {
                            assert_eq!(said, p.to_string());
                        } else {
                            assert_ne!(said, p.to_string(), "{lang}: left in English");
                        }
                    }
                    for line in r.steps.iter().chain(&r.explanation) {
                        let said = lang.line(line);
                        assert!(said.len() > 3, "{lang}: {line}");
                        if lang == Lang::Fr {
                            // scripts/fr-spacing.py puts no-break spaces in the French.
                            for bad in [" :", " ;", " ?", " !", "« ", " »"] {
                                assert!(!said.contains(bad), "{said}");
                            }
                            // A sentence copied over in English is no translation.
                            assert!(said.len() < 16 || said != line.to_string(), "{said}");
                        }
                    }
                    for s in &r.sections {
                        let cited = lang.section(s);
                        assert!(cited.starts_with(s.ruleset.short()), "{lang}: {cited}");
                    }
                }
            }
        }
    }

    #[test]
    fn french_rulings_are_french() {
        let i: crate::rules::Incident =
            r#"{"kind":"false-set","tiles":"southwestsouth","discarded":true}"#
                .parse()
                .unwrap();
        let r = rule(RulesetId::Ema2016, &i);
        assert_eq!(Lang::Fr.outcome(&r.outcome), "Main morte");
        let steps: Vec<String> = r.steps.iter().map(|s| Lang::Fr.line(s)).collect();
        assert!(steps.iter().all(|s| !s.contains(" the ")), "{steps:?}");
        assert_ne!(
            steps,
            r.steps.iter().map(|s| s.to_string()).collect::<Vec<_>>()
        );
    }

    #[test]
    fn english_is_the_cores_own_english() {
        for incident in every_example() {
            for r in compare(&incident) {
                assert_eq!(Lang::En.outcome(&r.outcome), r.outcome.to_string());
                for line in r.steps.iter().chain(&r.explanation) {
                    assert_eq!(Lang::En.line(line), line.to_string());
                }
            }
        }
    }

    /// What the widget asks, in each language: the English is the catalogue's own; every
    /// other language says it in its own words; no two incidents share a title and no two
    /// answers to one question read alike (a referee could not tell them apart).
    #[test]
    fn every_question_and_choice_has_words() {
        let mut titles = std::collections::BTreeMap::new();
        for info in CATALOGUE {
            for lang in Lang::ALL {
                let title = lang.incident_title(info);
                assert!(
                    titles
                        .insert((lang.to_string(), title), info.kind)
                        .is_none(),
                    "{lang}: two incidents titled {title}"
                );
                for (i, fact) in info.facts.iter().enumerate() {
                    let question = lang.question(info, i);
                    if lang == Lang::En {
                        assert_eq!(question, fact.question, "{}", info.kind);
                    } else {
                        assert_ne!(question, fact.question, "{lang} {}: English", info.kind);
                    }
                    if fact.kind() == FactKind::YesNo {
                        continue; // asked with the language's yes and no
                    }
                    let mut labels = std::collections::BTreeSet::new();
                    for value in fact.choices() {
                        let label = lang.choice(info, i, value);
                        assert!(
                            labels.insert(label.clone()),
                            "{lang} {}.{}: two answers read {label:?}",
                            info.kind,
                            fact.field
                        );
                        assert!(
                            lang == Lang::En || label != value,
                            "{lang} {}: {value}",
                            info.kind
                        );
                    }
                }
            }
        }
    }
}
