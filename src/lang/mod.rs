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
mod matrix;
pub mod pack;
pub(crate) mod packed;
pub mod phrases;
mod said;
mod search;

pub use matrix::{matrix_file, matrix_html};
pub use search::{
    Answers, Found, LEARNED_MIN_LINES, LEARNED_VERSION, SEARCH_CAP, capped, each_answers,
    each_answers_by_source, install_learned, learned_in, learned_version, names_anything, ranked,
    read_search_words, search, search_answers, search_answers_by_source, search_hand, search_words,
    stem, use_learned,
};

use crate::mcr::{Fan, McrHandError, NotComplete};
use crate::riichi::{HandError, MeldKind, WaitShape};
use crate::rules::FuritenReason;
use crate::rules::catalogue::{CATALOGUE, Group, IncidentInfo};
use crate::rules::{Line, Outcome, Payment, Ruling, RulingReport, Section, Text};
use crate::sets::SetCheck;
use crate::tiles::{ParseTilesError, Tile};
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
    /// German.
    De,
    /// Dutch.
    Nl,
}

const _: () = assert!(matches!(Lang::ALL[0], Lang::En), "English comes first");

impl Lang {
    /// Every language, in the order the picker shows them: English first, the one built in
    /// (every other is a pack, in this order: [`pack`]).
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::De, Lang::Nl];

    /// What separates a browser's language tag's first subtag from the rest (`fr-CA`,
    /// `en_GB`): [`Lang::from_tag`] reads the first, in any case.
    pub const TAG_SEPARATORS: [char; 2] = ['-', '_'];

    /// The BCP 47 code: `en`, `fr`, `de`, `nl`.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::Fr.code(), "fr");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Nl => "nl",
        }
    }

    /// The language's name in itself: `English`, `Français`.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
        }
    }

    /// The language of a browser's language tag (`fr-CA` → French), if the widget has it.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
    /// assert_eq!(Lang::from_tag("EN_gb"), Some(Lang::En));
    /// assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
    /// assert_eq!(Lang::from_tag("it"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(Lang::TAG_SEPARATORS).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The first of a browser's preferred languages the widget has; English otherwise.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::preferred(["it-IT", "fr", "en"]), Lang::Fr);
    /// assert_eq!(Lang::preferred(["nl-BE", "en"]), Lang::Nl);
    /// assert_eq!(Lang::preferred(["it-IT"]), Lang::En);
    /// ```
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }

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
    /// assert_eq!(r.sections[0], "FFMJ 2008 «\u{a0}Fausse figure\u{a0}»");
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
            Lang::Fr | Lang::De | Lang::Nl => pack::loaded(self).map_or_else(
                || crate::rules::Points::from(n).to_string(),
                |p| p.number(n.into()),
            ),
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
    /// assert_eq!(Lang::Fr.cite(&titled), ("FFMJ 2008 «\u{a0}Fausse figure\u{a0}»".to_string(), None));
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
/// assert_eq!("it".parse::<Lang>().unwrap_err().to_string(), "no language 'it' (en, fr, de, nl)");
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
    use crate::rules::catalogue::FactKind;
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
