//! What the user has entered for a ruling, and the actions that change it.
//!
//! Its rooms: this file holds the state, the actions and what the screen asks of the state;
//! `reducer` how each action changes it; `link` the link format; `stored` the line it is
//! stored as, and `legacy` the earlier versions of that line, still read.

mod legacy;
mod link;
mod reducer;
mod stored;
#[cfg(test)]
mod tests;

pub use link::{LinkError, MAX_LINK};

use crate::lang::Lang;
use crate::rules::catalogue::{self, CATALOGUE, Fact, IncidentInfo, Value};
use crate::rules::{FalseSet, Incident, RulesetId, Situation};
use crate::sets::SetCheck;
use crate::tiles::{ParseTilesError, Tile, Tiles, mpsz_or_empty};

/// The most tiles the group input holds (a kong, plus room for a mistaken fifth tile).
pub const MAX_GROUP: usize = 5;

/// Which tool the widget shows.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum View {
    /// An irregularity and its ruling.
    #[default]
    Ruling,
    /// A riichi hand: waits, furiten, is the win valid.
    Hand,
}

impl View {
    /// `ruling` or `hand`.
    pub const fn code(self) -> &'static str {
        match self {
            View::Ruling => "ruling",
            View::Hand => "hand",
        }
    }
}

/// Everything the user entered for a ruling, and the tool shown.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct AppState {
    /// The tool shown.
    pub view: View,
    /// The tournament's rule set.
    pub ruleset: RulesetId,
    /// The incident and the facts given, typed (the group's tiles apart: they are
    /// [`tiles`](AppState::tiles), as tapped or typed). A fact given that the rule set picked
    /// does not offer, or that does not apply, stays here but is not ruled on
    /// ([`AppState::ruled`]).
    pub situation: Situation,
    /// The number box's text that is not a number its fact takes (the field and the text; one
    /// box at a time): the box keeps it and says why, and the fact stays unanswered.
    pub draft: Option<(&'static str, String)>,
    /// The group's tiles (false set), as tapped or typed.
    pub tiles: Vec<Tile>,
    /// The text box, as typed.
    pub typed: String,
    /// Why the typed text is not tiles, if it is not.
    pub typed_error: Option<GroupError>,
    /// The incident search, as typed.
    pub search: String,
    /// The player (seat 0–3: East, South, West, North) the ruling is about, when picked: their
    /// earlier fouls come from the session log ([`AppState::with_fouls_from`]), never typed.
    pub offender: Option<u8>,
    /// The answers to facts of the game ([`Fact::game`]: a tournament game or not), as last
    /// given: every incident picked after starts with them, so they are asked once.
    pub game: Vec<(&'static str, Value)>,
    /// The facts whose answers the search's words gave ([`Action::FromWords`]), shown as
    /// such until the referee answers them.
    pub from_words: Vec<&'static str>,
    /// Of those, the answers the words do not say but the labelled descriptions using them
    /// stated ([`crate::lang::Answers::likely`]): shown as likely, to be confirmed.
    pub likely: Vec<&'static str>,
    /// A hand the search wrote out, on its way to the hand check ([`Action::CheckHand`]).
    pub hand_from_search: Option<String>,
}

impl Default for AppState {
    fn default() -> AppState {
        AppState {
            view: View::Ruling,
            ruleset: RulesetId::Ema2016,
            situation: Situation {
                incident: Incident::FalseSet(FalseSet::default()),
                given: Vec::new(),
            },
            draft: None,
            tiles: Vec::new(),
            typed: String::new(),
            typed_error: None,
            search: String::new(),
            offender: None,
            game: Vec::new(),
            from_words: Vec::new(),
            likely: Vec::new(),
            hand_from_search: None,
        }
    }
}

/// What the user can do.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Action {
    /// Show a tool.
    SetView(View),
    /// Pick the rule set.
    SetRuleset(RulesetId),
    /// Pick the incident (answers start again).
    SetIncident(&'static str),
    /// Answer a question; an empty value takes the answer back. The group's tiles
    /// (`tiles`) are answered as if typed ([`Action::Type`]).
    Answer(&'static str, String),
    /// The answers the search's words give, all of them (each a field and its value; those
    /// the words do not say but descriptions using them stated, apart): each given
    /// as [`Action::Answer`] and shown as taken from the words until the referee answers the
    /// question (the likely ones as likely); an answer the words gave before and give no
    /// more is taken back; a question
    /// the referee answered keeps the referee's answer; a fact of the game so given holds
    /// for this incident only.
    FromWords(crate::lang::Answers),
    /// Check a hand written out in the search: the hand check, with that hand typed in.
    CheckHand(String),
    /// The hand check took the hand from the search.
    HandTaken,
    /// Tap a tile on the keyboard: add it to the group.
    AddTile(Tile),
    /// Tap a tile in the group: take it out.
    RemoveTileAt(usize),
    /// Empty the group.
    ClearTiles,
    /// Type into the text box.
    Type(String),
    /// Type into the incident search (the incident it finds is picked by
    /// [`Action::SetIncident`]).
    Search(String),
    /// Say which player the ruling is about (their earlier fouls are the log's), or no one.
    SetOffender(Option<u8>),
    /// Open a ruling from a link (see [`AppState::link`]).
    Open(Box<AppState>),
    /// Start again.
    Reset,
}

impl AppState {
    /// Whether the hand check decides this incident from the tiles, so that the ruling
    /// screen offers it ([`hand_decides`](crate::rules::hand_decides), on the facts ruled on).
    ///
    /// ```
    /// use mahjong_referee::rules::RulesetId;
    /// use mahjong_referee::ui::state::{Action, AppState};
    /// use std::rc::Rc;
    /// use yew::Reducible;
    /// let ron = Rc::new(AppState::default())
    ///     .reduce(Action::SetIncident("empty-call"))
    ///     .reduce(Action::Answer("call", "win".into()));
    /// assert!(ron.hand_check_decides());
    /// // A chow that could not be made: no hand to check.
    /// let chow = ron.reduce(Action::Answer("call", "chow".into()));
    /// assert!(!chow.hand_check_decides());
    /// // Furiten is a riichi matter.
    /// let furiten = chow.reduce(Action::SetIncident("furiten-ron"));
    /// assert!(furiten.hand_check_decides());
    /// assert!(!furiten.clone().reduce(Action::SetRuleset(RulesetId::Mers2010)).hand_check_decides());
    /// // Which hands shown at an exhaustive draw are tenpai.
    /// assert!(furiten.reduce(Action::SetIncident("exhaustive-draw")).hand_check_decides());
    /// ```
    pub fn hand_check_decides(&self) -> bool {
        crate::rules::hand_decides(self.ruleset, &self.ruled())
    }

    /// The incident's kind.
    pub fn kind(&self) -> &'static str {
        self.situation.incident.kind()
    }

    /// The incident's catalogue entry.
    pub fn info(&self) -> &'static IncidentInfo {
        catalogue::info(self.kind()).unwrap_or(&CATALOGUE[0])
    }

    /// The group as a checked tile list.
    pub fn group(&self) -> Option<SetCheck> {
        self.group_tiles().map(SetCheck::new)
    }

    /// The group's tiles, when there are some and they read as tiles.
    fn group_tiles(&self) -> Option<Tiles> {
        Tiles::new(self.tiles.clone())
            .ok()
            .filter(|t| !t.is_empty())
    }

    /// The situation ruled on: the facts given and the group's tiles, less those set aside —
    /// an answer the rule set picked does not offer (a riichi call under MCR; the screen
    /// could not show it picked, so the question is asked again) and a fact that does not
    /// apply (a replacement tile for a pung).
    ///
    /// ```
    /// use mahjong_referee::rules::RulesetId;
    /// use mahjong_referee::ui::state::{Action, AppState};
    /// use std::rc::Rc;
    /// use yew::Reducible;
    /// let s = Rc::new(AppState::default())
    ///     .reduce(Action::SetIncident("empty-call"))
    ///     .reduce(Action::Answer("call", "riichi".into()));
    /// assert_eq!(s.ruled().given, ["call"]);
    /// let s = s.reduce(Action::SetRuleset(RulesetId::Mers2010));
    /// assert!(s.ruled().given.is_empty(), "no riichi call under MCR");
    /// ```
    pub fn ruled(&self) -> Situation {
        let mut s = self.situation.clone();
        if let (Some(tiles), Some(f)) = (self.group_tiles(), self.fact_of("tiles")) {
            // The group input holds tiles only, at most a group's worth.
            let _ = s.set(f.field, Value::Tiles(tiles));
        }
        let facts = s.incident.facts();
        for f in facts {
            if s.value(f.field)
                .is_some_and(|v| !f.offered(self.ruleset, &v))
            {
                s.unset(f.field);
            }
        }
        let aside: Vec<&'static str> = facts
            .iter()
            .filter(|f| s.answered(f.field) && !f.applies(&|x| s.incident.value(x)))
            .map(|f| f.field)
            .collect();
        for field in aside {
            s.unset(field);
        }
        s
    }

    /// Whether a fact has been given (earlier fouls: also by picking the player).
    pub fn answered(&self, field: &str) -> bool {
        self.answered_in(&self.ruled(), field)
    }

    /// [`answered`](AppState::answered), with the situation ruled on worked out already
    /// (it is a copy: once per render, not once per fact).
    fn answered_in(&self, ruled: &Situation, field: &str) -> bool {
        match field {
            "tiles" => !self.tiles.is_empty(),
            "priorFouls" if self.offender.is_some() => true,
            _ => ruled.answered(field),
        }
    }

    /// The incident with a player's fouls so far in place of the "prior fouls" answer (for
    /// recording the ruling against that player).
    pub fn incident_with_fouls(&self, prior_fouls: u8) -> Option<Incident> {
        self.with_prior_fouls(prior_fouls).incident()
    }

    /// The state with `prior_fouls` as the earlier fouls, when the incident asks them.
    fn with_prior_fouls(&self, prior_fouls: u8) -> AppState {
        let mut with = self.clone();
        if let Some(f) = self.fact_of("priorFouls") {
            let _ = with
                .situation
                .set(f.field, Value::Count(u32::from(prior_fouls)));
        }
        with
    }

    /// The incident's fact of that field, if it has one.
    fn fact_of(&self, field: &str) -> Option<&'static Fact> {
        self.situation
            .incident
            .facts()
            .iter()
            .find(|f| f.field == field)
    }

    /// The facts asked under a rule set (as indices into the incident's facts): those
    /// that decide something there given the other answers — a question whose answer
    /// changes nothing is left out — and never the tiles, which have their own keyboard.
    ///
    /// ```
    /// use mahjong_referee::rules::RulesetId;
    /// use mahjong_referee::ui::state::{Action, AppState};
    /// use yew::Reducible;
    /// use std::rc::Rc;
    /// let s = Rc::new(AppState::default()).reduce(Action::SetIncident("exposed-tiles"));
    /// let fields = |s: &AppState, r| s.asked(r).into_iter().map(|i| s.info().facts[i].field).collect::<Vec<_>>();
    /// // EMA 2016 asks only what its section turns on; EMA 2012 where the tiles were and how many.
    /// assert_eq!(fields(&s, RulesetId::Ema2016), ["duringDeal", "playCanContinue"]);
    /// assert_eq!(fields(&s, RulesetId::Ema2012), ["from", "count"]);
    /// ```
    pub fn asked(&self, ruleset: RulesetId) -> Vec<usize> {
        let ruled = self.ruled();
        ruled
            .incident
            .facts()
            .iter()
            .enumerate()
            .filter(|(_, f)| f.field != "tiles")
            .filter(|(_, f)| f.decides(ruleset, &ruled))
            .map(|(i, _)| i)
            .collect()
    }

    /// The facts that decide the ruling under `other` but are not among those `asked` under
    /// the rule set picked ([`AppState::asked`]): that rule set's ruling rests on their
    /// current (or default) answers.
    pub fn unasked(&self, other: RulesetId, asked: &[usize]) -> Vec<usize> {
        if other == self.ruleset {
            return Vec::new();
        }
        self.asked(other)
            .into_iter()
            .filter(|i| !asked.contains(i))
            .collect()
    }

    /// A fact's answer as the screen shows it: the number box's text while it does not
    /// read, else the value given (`None`: not answered).
    pub fn answer_text(&self, field: &str) -> Option<String> {
        match &self.draft {
            Some((f, text)) if *f == field => Some(text.clone()),
            _ => self.situation.value(field).map(|v| v.to_string()),
        }
    }

    /// The facts still to answer before the ruling is shown (indices into the incident's
    /// facts): those [`asked`](AppState::asked) under the rule set picked — the ones that
    /// decide it — that have no answer yet. A ruling is never shown on a default taken for
    /// an answer.
    ///
    /// ```
    /// use mahjong_referee::rules::RulesetId;
    /// use mahjong_referee::ui::state::{Action, AppState};
    /// use yew::Reducible;
    /// use std::rc::Rc;
    /// let s = Rc::new(AppState::default())
    ///     .reduce(Action::SetRuleset(RulesetId::Wrc2015))
    ///     .reduce(Action::SetIncident("furiten-ron"));
    /// let fields = |s: &AppState| s.pending().into_iter().map(|i| s.info().facts[i].field).collect::<Vec<_>>();
    /// assert_eq!(fields(&s), ["tilesShown"]);
    /// assert!(s.incident().is_none(), "no ruling until the hand's being laid open is answered");
    /// let s = s.reduce(Action::Answer("tilesShown", "true".into()));
    /// assert!(s.pending().is_empty(), "a chombo, 20 points whoever deals");
    /// assert!(s.incident().is_some());
    /// // Under EMA 2012 a chombo's payments depend on who deals: that is asked next.
    /// let s = s.reduce(Action::SetRuleset(RulesetId::Ema2012));
    /// assert_eq!(fields(&s), ["dealer"]);
    /// assert!(s.incident().is_none());
    /// ```
    pub fn pending(&self) -> Vec<usize> {
        self.unanswered(&self.asked(self.ruleset))
    }

    /// Those of the facts `asked` (as [`asked`](AppState::asked) gives them for the rule set
    /// picked) that have no answer yet: [`pending`](AppState::pending), for a caller that
    /// has the facts asked already (working them out rules every trial answer).
    ///
    /// A fact of the game ([`Fact::game`]) never holds the card back: until it is answered
    /// the card rules on its default, and says so ([`AppState::assumed`]).
    pub fn unanswered(&self, asked: &[usize]) -> Vec<usize> {
        self.not_answered(asked, false)
    }

    /// Of the facts `asked`, those the card rules on at their default answers, not given:
    /// the facts of the game not answered yet ([`AppState::unanswered`]).
    pub fn assumed(&self, asked: &[usize]) -> Vec<usize> {
        self.not_answered(asked, true)
    }

    /// Of the facts `asked`, those of the game (`game`) or of the incident not answered.
    fn not_answered(&self, asked: &[usize], game: bool) -> Vec<usize> {
        let ruled = self.ruled();
        let facts = self.info().facts;
        asked
            .iter()
            .copied()
            .filter(|&i| facts[i].game == game && !self.answered_in(&ruled, facts[i].field))
            .collect()
    }

    /// The state with the player's earlier fouls taken from the log (`fouls(seat)`), when
    /// the ruling is about a player picked: what the card rules on, the same count the log
    /// records at.
    pub fn with_fouls_from(&self, fouls: impl Fn(u8) -> u8) -> AppState {
        match self.offender {
            Some(seat) => self.with_prior_fouls(fouls(seat)),
            None => self.clone(),
        }
    }

    /// The incident, once every fact that decides it under the rule set picked is given
    /// ([`pending`](AppState::pending) is empty).
    pub fn incident(&self) -> Option<Incident> {
        self.incident_if_answered(&self.pending())
    }

    /// The incident when nothing is `pending` (as [`pending`](AppState::pending) or
    /// [`unanswered`](AppState::unanswered) gives it) and every required fact is given.
    pub fn incident_if_answered(&self, pending: &[usize]) -> Option<Incident> {
        let ruled = self.ruled();
        let waiting = ruled
            .incident
            .facts()
            .iter()
            .any(|f| f.required && !self.answered_in(&ruled, f.field));
        (pending.is_empty() && !waiting).then_some(ruled.incident)
    }

    fn with_tiles(mut self, tiles: Vec<Tile>) -> AppState {
        self.typed = mpsz_or_empty(&tiles);
        self.typed_error = None;
        self.tiles = tiles;
        self
    }
}

/// Why the tiles typed for a group are not one.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GroupError {
    /// They cannot be read.
    Tiles(ParseTilesError),
    /// More than a group holds ([`MAX_GROUP`]).
    TooMany(usize),
}

impl GroupError {
    /// The problem in a language.
    pub fn say(&self, lang: Lang) -> String {
        match self {
            GroupError::Tiles(e) => lang.tiles_error(e),
            GroupError::TooMany(n) => (lang.words().group_too_big)(lang.words(), *n, MAX_GROUP),
        }
    }
}

impl std::fmt::Display for GroupError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

/// `field=value` pairs joined by `separator`, read back (an empty text: none); a pair
/// without `=` is the error.
fn pairs(text: &str, separator: char) -> Result<Vec<(&str, &str)>, String> {
    text.split(separator)
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').ok_or_else(|| p.to_string()))
        .collect()
}
