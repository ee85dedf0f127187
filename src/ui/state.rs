//! What the user has entered for a ruling, and the actions that change it.

use crate::lang::Lang;
use crate::rules::catalogue::{self, CATALOGUE, Fact, IncidentInfo, Value};
use crate::rules::{FalseSet, Incident, RulesetId, Situation};
use crate::sets::SetCheck;
use crate::tiles::{ParseTilesError, Tile, Tiles, mpsz_or_empty};
use crate::ui::hooks::Stored;
use std::rc::Rc;
use yew::Reducible;

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
    /// The answers the search's words give, all of them (a field and its value): each given
    /// as [`Action::Answer`] and shown as taken from the words until the referee answers the
    /// question; an answer the words gave before and give no more is taken back; a question
    /// the referee answered keeps the referee's answer; a fact of the game so given holds
    /// for this incident only.
    FromWords(Vec<(&'static str, String)>),
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

/// The longest link fragment read, in bytes: several times the longest this widget writes
/// (a megabyte pasted into the address is refused at once, not read and echoed).
pub const MAX_LINK: usize = 1000;

/// Why a link cannot be opened.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LinkError {
    /// Not this widget's link format, or a version it does not know.
    Format,
    /// No such rule set.
    Ruleset(String),
    /// No such incident.
    Incident(String),
    /// Tiles that cannot be read.
    Tiles(ParseTilesError),
    /// An answer the incident does not take.
    Answer(String),
}

impl LinkError {
    /// Why, in a language.
    pub fn say(&self, lang: Lang) -> String {
        let w = lang.words();
        match self {
            LinkError::Format => w.link_format.to_string(),
            LinkError::Ruleset(x) => (w.link_ruleset)(w, x),
            LinkError::Incident(x) => (w.link_incident)(w, x),
            LinkError::Tiles(e) => (w.link_tiles)(w, &lang.tiles_error(e)),
            LinkError::Answer(why) => (w.link_answer)(w, why),
        }
    }
}

impl std::fmt::Display for LinkError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(Lang::En))
    }
}

impl AppState {
    /// The ruling as a link fragment, version 1:
    /// `1/<rule set>/<incident>/<tiles in mpsz or ->/<field=value&field=value…>`: the facts
    /// ruled on ([`AppState::ruled`]), the tiles in their own part.
    pub fn link(&self) -> String {
        let tiles = self
            .group_tiles()
            .map_or("-".to_string(), |t| t.to_string());
        format!(
            "1/{}/{}/{tiles}/{}",
            self.ruleset.id(),
            self.kind(),
            joined(&self.ruled(), '&', None)
        )
    }

    /// Reads a link fragment (with or without its `#`). One longer than [`MAX_LINK`] is
    /// refused before it is read, as not this widget's (its text is never echoed).
    pub fn from_link(fragment: &str) -> Result<AppState, LinkError> {
        if fragment.len() > MAX_LINK {
            return Err(LinkError::Format);
        }
        let fragment = fragment.trim_start_matches('#');
        let parts: Vec<&str> = fragment.splitn(5, '/').collect();
        let ["1", ruleset, kind, tiles, answers] = parts.as_slice() else {
            return Err(LinkError::Format);
        };
        let ruleset: RulesetId = ruleset
            .parse()
            .map_err(|_| LinkError::Ruleset(ruleset.to_string()))?;
        let info = catalogue::info(kind).ok_or_else(|| LinkError::Incident(kind.to_string()))?;
        let tiles = match *tiles {
            "-" | "" => Vec::new(),
            t => t.parse::<Tiles>().map_err(LinkError::Tiles)?.into_vec(),
        };
        let pairs = pairs(answers, '&').map_err(LinkError::Answer)?;
        let fields: Vec<&'static str> = info
            .facts
            .iter()
            .map(|f| f.field)
            .filter(|f| *f != "tiles")
            .collect();
        if let Some((field, _)) = pairs.iter().find(|(k, _)| !fields.contains(k)) {
            let e = crate::strict::UnknownField::new(field, &fields);
            return Err(LinkError::Answer(e.to_string()));
        }
        let group = Tiles::new(tiles.clone())
            .ok()
            .filter(|t| !t.is_empty())
            .map(|t| t.to_string());
        // Strict, as every door is: each value of its fact's kind, no fact where it does
        // not apply.
        let answer = |field: &str| match field {
            "tiles" => group.as_deref(),
            _ => pairs.iter().find(|(k, _)| *k == field).map(|(_, v)| *v),
        };
        let mut situation = Situation::from_texts(info.kind, &answer)
            .map_err(|e| LinkError::Answer(e.to_string()))?;
        situation.unset("tiles");
        Ok(AppState {
            ruleset,
            situation,
            ..AppState::default()
        }
        .with_tiles(tiles))
    }

    fn with_tiles(mut self, tiles: Vec<Tile>) -> AppState {
        self.typed = mpsz_or_empty(&tiles);
        self.typed_error = None;
        self.tiles = tiles;
        self
    }
}

/// A situation with the game's facts it asks and does not answer itself answered.
fn with_the_game(mut situation: Situation, game: &[(&'static str, Value)]) -> Situation {
    for (field, value) in game {
        let asks = situation.incident.facts().iter().any(|f| f.field == *field);
        if asks && !situation.answered(field) {
            situation.set(field, value.clone()).unwrap_or(());
        }
    }
    situation
}

/// The game's facts as stored: `field=value` pairs, comma-separated; a pair that is no fact
/// of the game, or does not read, is passed over (the question is asked again).
fn game_of(text: &str) -> Vec<(&'static str, Value)> {
    let facts = || CATALOGUE.iter().flat_map(|i| i.facts).filter(|f| f.game);
    pairs(text, ',')
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(field, value)| {
            let fact = facts().find(|f| f.field == field)?;
            Some((fact.field, fact.typed(value).ok()?))
        })
        .collect()
}

/// A situation's facts given (the tiles apart: they have a part of their own), and a number
/// box's `draft`, as `field=value` pairs joined by `separator`.
fn joined(
    situation: &Situation,
    separator: char,
    draft: Option<&(&'static str, String)>,
) -> String {
    let mut pairs: Vec<(&str, String)> = situation
        .texts()
        .into_iter()
        .filter(|(f, _)| *f != "tiles")
        .collect();
    // A draft that would break the line (a separator in it) stays on screen only.
    if let Some((field, text)) = draft.filter(|(_, t)| !t.contains([',', ';', '&', '='])) {
        pairs.push((field, text.clone()));
    }
    pairs
        .iter()
        .map(|(k, v)| format!("{k}={v}"))
        .collect::<Vec<_>>()
        .join(&separator.to_string())
}

/// `field=value` pairs joined by `separator`, read back (an empty text: none); a pair
/// without `=` is the error.
fn pairs(text: &str, separator: char) -> Result<Vec<(&str, &str)>, String> {
    text.split(separator)
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').ok_or_else(|| p.to_string()))
        .collect()
}

/// A situation of `kind` from stored `field=value` pairs, leniently as a form holds them: a
/// fact given that does not apply now is kept (set aside, see [`AppState::ruled`]); a
/// number that does not read is the number box's draft. `None` for anything else that does
/// not read (a damaged line).
fn stored_situation(
    kind: &str,
    answers: &str,
    separator: char,
) -> Option<(Situation, Option<(&'static str, String)>)> {
    let mut situation = Situation::new(kind)?;
    let mut draft = None;
    for (field, text) in pairs(answers, separator).ok()? {
        let fact = situation
            .incident
            .facts()
            .iter()
            .find(|f| f.field == field && f.field != "tiles")?;
        match fact.typed(text) {
            Ok(value) => situation.set(fact.field, value).ok()?,
            Err(_) if fact.range_max().is_some() => draft = Some((fact.field, text.to_string())),
            Err(_) => return None,
        }
    }
    Some((situation, draft))
}

impl AppState {
    /// The state with the answers a search's words give (see [`Action::FromWords`]).
    fn answered_from_words(self, answers: Vec<(&'static str, String)>) -> Rc<AppState> {
        let game = self.game.clone();
        let mut s = Rc::new(self);
        // Answers the words gave before and give no more go.
        for field in s.from_words.clone() {
            if !answers.iter().any(|(f, _)| *f == field) {
                s = s.reduce(Action::Answer(field, String::new()));
            }
        }
        for (field, value) in answers {
            let marked = s.from_words.contains(&field);
            let referees = if field == "tiles" {
                !s.tiles.is_empty()
            } else {
                s.situation.answered(field)
            };
            if referees && !marked {
                continue;
            }
            s = s.reduce(Action::Answer(field, value));
            let mut marked = (*s).clone();
            marked.from_words.push(field);
            s = Rc::new(marked);
        }
        let mut s = (*s).clone();
        s.game = game;
        Rc::new(s)
    }
}

impl Reducible for AppState {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        // The referee's own answer takes the mark of the words away; a new incident starts
        // with none.
        let unmark = match &action {
            Action::Answer(field, _) => Some(*field),
            Action::SetOffender(_) => Some("priorFouls"),
            Action::AddTile(_) | Action::RemoveTileAt(_) | Action::ClearTiles | Action::Type(_) => {
                Some("tiles")
            }
            _ => None,
        };
        if let Some(field) = unmark {
            next.from_words.retain(|f| *f != field);
        }
        if let Action::SetIncident(_) = action {
            next.from_words.clear();
        }
        if let Action::FromWords(answers) = action {
            return next.answered_from_words(answers);
        }
        // The group's tiles are answered as if typed ("south west south pung" in the search).
        let action = match action {
            Action::Answer("tiles", value) => Action::Type(value),
            action => action,
        };
        let next = match action {
            Action::SetView(view) => AppState { view, ..next },
            Action::SetRuleset(ruleset) => AppState { ruleset, ..next },
            Action::SetIncident(kind) => match Situation::new(kind) {
                Some(situation) if kind != next.kind() => AppState {
                    situation: with_the_game(situation, &next.game),
                    draft: None,
                    offender: None,
                    ..next
                },
                _ => return self,
            },
            Action::Answer(field, value) => {
                let Some(fact) = next.fact_of(field) else {
                    return self;
                };
                let mut situation = next.situation.clone();
                situation.unset(field);
                let value = value.trim();
                // A number that does not read stays in its box, said wrong; the fact waits.
                let mut draft = next.draft.clone().filter(|(f, _)| *f != field);
                if !value.is_empty() {
                    match fact.typed(value) {
                        // Typed by its own fact, so the fact takes it.
                        Ok(typed) => situation.set(fact.field, typed).unwrap_or(()),
                        // Only a number box can hold text its fact does not take.
                        Err(_) if fact.range_max().is_some() => {
                            draft = Some((fact.field, value.to_string()));
                        }
                        Err(_) => return self,
                    }
                }
                // A count of earlier fouls given by hand is not the log's.
                let offender = next.offender.filter(|_| field != "priorFouls");
                // A fact of the game holds for the incidents picked after.
                let mut game = next.game.clone();
                if fact.game {
                    game.retain(|(f, _)| *f != fact.field);
                    game.extend(situation.value(fact.field).map(|v| (fact.field, v)));
                }
                AppState {
                    situation,
                    draft,
                    offender,
                    game,
                    ..next
                }
            }
            // Answered above.
            Action::FromWords(..) => return self,
            Action::CheckHand(hand) => AppState {
                view: View::Hand,
                hand_from_search: Some(hand),
                ..next
            },
            Action::HandTaken => AppState {
                hand_from_search: None,
                ..next
            },
            Action::SetOffender(offender) => {
                let mut situation = next.situation.clone();
                situation.unset("priorFouls");
                AppState {
                    situation,
                    offender,
                    draft: next.draft.filter(|(f, _)| *f != "priorFouls"),
                    ..next
                }
            }
            Action::AddTile(tile) => {
                let mut tiles = next.tiles.clone();
                tiles.push(tile);
                // A tap that would exceed the copies in a set, or the group size, is ignored.
                if tiles.len() > MAX_GROUP || Tiles::new(tiles.clone()).is_err() {
                    return self;
                }
                next.with_tiles(tiles)
            }
            Action::RemoveTileAt(i) => {
                let mut tiles = next.tiles.clone();
                if i < tiles.len() {
                    tiles.remove(i);
                }
                next.with_tiles(tiles)
            }
            Action::ClearTiles => next.with_tiles(Vec::new()),
            Action::Type(text) => {
                if text.trim().is_empty() {
                    let mut n = next.with_tiles(Vec::new());
                    n.typed = text;
                    n
                } else {
                    match text.parse::<Tiles>() {
                        Ok(t) if t.len() <= MAX_GROUP => AppState {
                            tiles: t.into_vec(),
                            typed: text,
                            typed_error: None,
                            ..next
                        },
                        Ok(t) => AppState {
                            typed_error: Some(GroupError::TooMany(t.len())),
                            typed: text,
                            ..next
                        },
                        Err(e) => AppState {
                            typed_error: Some(GroupError::Tiles(e)),
                            typed: text,
                            ..next
                        },
                    }
                }
            }
            Action::Search(search) => AppState {
                search: crate::lang::capped(&search).to_string(),
                ..next
            },
            // A ruling opened (a link, the hand check) keeps the game's facts it does not
            // answer itself.
            Action::Open(linked) => {
                let linked = *linked;
                let game = if linked.game.is_empty() {
                    next.game
                } else {
                    linked.game
                };
                AppState {
                    view: View::Ruling,
                    situation: with_the_game(linked.situation, &game),
                    game,
                    ..linked
                }
            }
            // Starting again keeps the game's facts: the game goes on.
            Action::Reset => AppState {
                view: next.view,
                ruleset: next.ruleset,
                situation: Situation::new(next.kind())
                    .map_or(next.situation, |s| with_the_game(s, &next.game)),
                game: next.game,
                ..AppState::default()
            },
        };
        Rc::new(next)
    }
}

/// Stored as one line, fields separated by `;`, the search with its `%` and `;` written
/// `%25` and `%3B`, the typed text last so that it may hold anything:
///
/// ```text
/// 7;<the facts answered from the search's words, field,…>;<the game's facts, field=value,…>;<offender seat 0–3 or nothing>;<view>;<rule set id>;<incident kind>;<tiles in mpsz>;<field=value,field=value…>;<search>;<typed text>
/// ```
///
/// Lines of versions 1, 2 (the false set only), 3 (no search), 4 (no offender), 5 (no
/// game's facts) and 6 (no answers from the words) are still read.
impl Stored for AppState {
    const KEY: &'static str = "mahjong-referee/entry";

    fn encode(&self) -> String {
        let tiles = mpsz_or_empty(&self.tiles);
        let answers = joined(&self.situation, ',', self.draft.as_ref());
        let search = self.search.replace('%', "%25").replace(';', "%3B");
        let offender = self.offender.map_or(String::new(), |s| s.to_string());
        let game: Vec<String> = self.game.iter().map(|(f, v)| format!("{f}={v}")).collect();
        [
            "7",
            &self.from_words.join(","),
            &game.join(","),
            &offender,
            self.view.code(),
            self.ruleset.id(),
            self.kind(),
            &tiles,
            &answers,
            &search,
            &self.typed,
        ]
        .join(";")
    }

    fn decode(line: &str) -> Option<AppState> {
        let (version, rest) = line.split_once(';')?;
        match version {
            "7" => {
                let (words, rest) = rest.split_once(';')?;
                let s = Self::decode(&format!("6;{rest}"))?;
                let from_words = words
                    .split(',')
                    .filter_map(|w| match w {
                        "tiles" => Some("tiles"),
                        w => s.fact_of(w).map(|f| f.field),
                    })
                    .collect();
                Some(AppState { from_words, ..s })
            }
            "6" => {
                let (game, rest) = rest.split_once(';')?;
                Self::decode(&format!("5;{rest}")).map(|s| AppState {
                    game: game_of(game),
                    ..s
                })
            }
            "5" => {
                let (offender, rest) = rest.split_once(';')?;
                let offender = match offender {
                    "" => None,
                    s => Some(s.parse::<u8>().ok().filter(|s| *s < 4)?),
                };
                Self::decode(&format!("4;{rest}")).map(|s| AppState { offender, ..s })
            }
            "4" => {
                let (head, rest) = rest.split_at(nth_semicolon(rest, 5)?);
                let (search, typed) = rest[1..].split_once(';')?;
                // Cut as typed searches are (a line stored before the cap, or damaged).
                let search = crate::lang::capped(&unescape_search(search)?).to_string();
                decode_v3(&format!("{head};{typed}")).map(|s| AppState { search, ..s })
            }
            "3" => decode_v3(rest),
            "1" => decode_false_set(View::Ruling, rest),
            "2" => {
                let (view, rest) = rest.split_once(';')?;
                decode_false_set(view_of(view)?, rest)
            }
            _ => None,
        }
    }
}

/// The place of the `n`th `;` (from 1) in `line`.
fn nth_semicolon(line: &str, n: usize) -> Option<usize> {
    line.match_indices(';').nth(n - 1).map(|(i, _)| i)
}

/// A stored search read back: `%25` is `%`, `%3B` is `;`; any other `%` is damage.
fn unescape_search(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let code = rest.get(at + 1..at + 3)?;
        out.push(match code {
            "25" => '%',
            "3B" => ';',
            _ => return None,
        });
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    Some(out)
}

fn view_of(code: &str) -> Option<View> {
    [View::Ruling, View::Hand]
        .into_iter()
        .find(|v| v.code() == code)
}

fn tiles_and_typed(tiles: &str, typed: &str) -> Option<(Vec<Tile>, String, Option<GroupError>)> {
    let tiles = match tiles {
        "" => Vec::new(),
        text => text.parse::<Tiles>().ok()?.into_vec(),
    };
    let typed_error = match typed.trim() {
        "" => None,
        text => text.parse::<Tiles>().err().map(GroupError::Tiles),
    };
    Some((tiles, typed.to_string(), typed_error))
}

fn decode_v3(rest: &str) -> Option<AppState> {
    let f: Vec<&str> = rest.splitn(6, ';').collect();
    let [view, ruleset, kind, tiles, answers, typed] = f.as_slice() else {
        return None;
    };
    let (situation, draft) = stored_situation(kind, answers, ',')?;
    let (tiles, typed, typed_error) = tiles_and_typed(tiles, typed)?;
    Some(AppState {
        view: view_of(view)?,
        ruleset: ruleset.parse().ok()?,
        situation,
        draft,
        tiles,
        typed,
        typed_error,
        search: String::new(),
        offender: None,
        game: Vec::new(),
        from_words: Vec::new(),
        hand_from_search: None,
    })
}

/// Versions 1 and 2: `<rule set>;<tiles>;<discarded y|n|->;<replacement>;<prior fouls>;<typed>`.
fn decode_false_set(view: View, rest: &str) -> Option<AppState> {
    let f: Vec<&str> = rest.splitn(6, ';').collect();
    let [ruleset, tiles, discarded, replacement, fouls, typed] = f.as_slice() else {
        return None;
    };
    let discarded = match *discarded {
        "y" => "discarded=true,",
        "n" => "discarded=false,",
        "-" => "",
        _ => return None,
    };
    let fouls: u8 = fouls.parse().ok()?;
    let answers = format!("{discarded}replacement={replacement},priorFouls={fouls}");
    let (situation, draft) = stored_situation("false-set", &answers, ',')?;
    let (tiles, typed, typed_error) = tiles_and_typed(tiles, typed)?;
    Some(AppState {
        view,
        ruleset: ruleset.parse().ok()?,
        situation,
        draft,
        tiles,
        typed,
        typed_error,
        search: String::new(),
        offender: None,
        game: Vec::new(),
        from_words: Vec::new(),
        hand_from_search: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(actions: Vec<Action>) -> AppState {
        run_on(AppState::default(), actions)
    }

    fn run_on(state: AppState, actions: Vec<Action>) -> AppState {
        let mut s = Rc::new(state);
        for a in actions {
            s = s.reduce(a);
        }
        (*s).clone()
    }

    /// Answers the search's words gave are marked so until the referee answers the question;
    /// a new incident starts with none.
    #[test]
    fn answers_from_words_are_marked_until_the_referee_answers() {
        let words = |a: &[(&'static str, &str)]| {
            Action::FromWords(a.iter().map(|(f, v)| (*f, v.to_string())).collect())
        };
        let s = run(vec![
            Action::SetIncident("empty-call"),
            words(&[("call", "win"), ("tilesShown", "false")]),
        ]);
        assert_eq!(s.from_words, ["call", "tilesShown"]);
        assert_eq!(s.answer_text("tilesShown").as_deref(), Some("false"));
        // The words change: what they no longer say is taken back.
        let s = run_on(s, vec![words(&[("call", "win")])]);
        assert_eq!(s.from_words, ["call"]);
        assert_eq!(s.answer_text("tilesShown"), None);
        // The referee's answer is the referee's: the words do not change it.
        let s = run_on(s, vec![Action::Answer("tilesShown", "true".into())]);
        let s = run_on(s, vec![words(&[("call", "win"), ("tilesShown", "false")])]);
        assert_eq!(s.from_words, ["call"]);
        assert_eq!(s.answer_text("tilesShown").as_deref(), Some("true"));
        // A fact of the game the words give holds for this incident only.
        let s = run_on(s, vec![words(&[("call", "win"), ("casual", "true")])]);
        assert_eq!(s.answer_text("casual").as_deref(), Some("true"));
        assert!(s.game.is_empty());
        let s = run_on(s, vec![Action::SetIncident("late")]);
        assert!(s.from_words.is_empty());
    }

    fn t(s: &str) -> Tile {
        s.parse().unwrap()
    }

    #[test]
    fn tapping_south_west_south_and_discarded_gives_an_incident() {
        let s = run(vec![
            Action::AddTile(t("2z")),
            Action::AddTile(t("3z")),
            Action::AddTile(t("2z")),
        ]);
        assert_eq!(s.typed, "232z");
        assert!(
            s.incident().is_none(),
            "the discard question is not answered yet"
        );
        let s = run(vec![
            Action::AddTile(t("2z")),
            Action::AddTile(t("3z")),
            Action::AddTile(t("2z")),
            Action::Answer("discarded", "true".into()),
        ]);
        assert_eq!(s.incident().map(|i| i.kind()), Some("false-set"));
    }

    #[test]
    fn a_search_naming_tiles_fills_the_group() {
        let query = "south west south pung, discarded";
        let found = crate::lang::search(Lang::En, query);
        let mut actions = vec![Action::SetIncident(found[0].kind)];
        for (field, value) in crate::lang::search_answers(Lang::En, found[0], query) {
            actions.push(Action::Answer(field, value));
        }
        let s = run(actions);
        assert_eq!(s.typed, "south west south");
        assert_eq!(s.tiles, "232z".parse::<Tiles>().unwrap().into_vec());
        let ruling = s
            .incident()
            .map(|i| crate::rules::rule(RulesetId::Ema2016, &i));
        assert_eq!(
            ruling.map(|r| r.outcome),
            Some(crate::rules::Outcome::DeadHand)
        );
    }

    #[test]
    fn other_incidents_rule_from_their_answers() {
        let s = run(vec![Action::SetIncident("late")]);
        assert!(s.incident().is_none(), "minutes are required");
        let s = run(vec![
            Action::SetIncident("late"),
            Action::Answer("minutes", "12".into()),
        ]);
        assert_eq!(s.incident().map(|i| i.kind()), Some("late"));
        let s = run(vec![Action::SetIncident("cheating")]);
        assert!(s.incident().is_some(), "nothing to ask");
        let s = run(vec![Action::SetIncident("nope")]);
        assert_eq!(s.kind(), "false-set");
    }

    #[test]
    fn typing_keeps_the_text_and_reports_errors() {
        let s = run(vec![Action::Type("southwestx".into())]);
        assert_eq!(s.typed, "southwestx");
        assert_eq!(
            s.typed_error.map(|e| e.to_string()).as_deref(),
            Some("unknown tile word at 10")
        );
        let s = run(vec![Action::Type("south west south".into())]);
        assert_eq!(s.tiles.len(), 3);
    }

    #[test]
    fn a_saved_entry_restores_as_it_was() {
        let state = run(vec![
            Action::SetView(View::Hand),
            Action::SetRuleset(RulesetId::Mers2010),
            Action::Type("south; west;south".into()),
            Action::AddTile(t("2z")),
            Action::AddTile(t("3z")),
            Action::Answer("discarded", "true".into()),
            Action::Answer("replacement", "taken".into()),
            Action::Answer("priorFouls", "2".into()),
        ]);
        let line = state.encode();
        assert_eq!(
            line,
            "7;;;;hand;mers-2010;false-set;23z;discarded=true,replacement=taken,priorFouls=2;;23z"
        );
        assert_eq!(AppState::decode(&line), Some(state.clone()));
        // A version-6 line, before answers from the words were marked, is still read.
        assert_eq!(
            AppState::decode(&format!("6;{}", &line[3..])),
            Some(state.clone())
        );
        // Answers from the search's words stay marked so.
        let words = run(vec![Action::FromWords(vec![("discarded", "false".into())])]);
        assert!(words.encode().starts_with("7;discarded;"));
        assert_eq!(AppState::decode(&words.encode()), Some(words.clone()));
        // The player picked is kept (their fouls are the log's, so no count is written);
        // a version-4 line, before players were picked, is still read.
        let picked = run_on(state.clone(), vec![Action::SetOffender(Some(2))]);
        assert_eq!(
            picked.encode(),
            "7;;;2;hand;mers-2010;false-set;23z;discarded=true,replacement=taken;;23z"
        );
        assert_eq!(AppState::decode(&picked.encode()), Some(picked.clone()));
        assert_eq!(
            AppState::decode(&format!("4;{}", &line[5..])),
            Some(state.clone())
        );
        assert_eq!(
            AppState::decode(&format!("5;{}", &line[4..])),
            Some(state.clone())
        );
        assert_eq!(AppState::decode("5;7;hand;mers-2010;false-set;;;;"), None);
        // The search is kept too, whatever it holds.
        // A long paste is cut at the search's cap, typed or stored.
        let long = "late ".repeat(100);
        let pasted = run_on(state.clone(), vec![Action::Search(long.clone())]);
        assert_eq!(pasted.search.chars().count(), crate::lang::SEARCH_CAP);
        let stored = AppState::decode(&format!("4;hand;mers-2010;false-set;23z;;{long};"));
        assert_eq!(stored.map(|s| s.search), Some(pasted.search.clone()));
        for search in ["12 minutes late", "a;b", "100%", "%3B;%25", ";", "%"] {
            let with = run_on(state.clone(), vec![Action::Search(search.into())]);
            assert_eq!(with.search, search);
            assert_eq!(AppState::decode(&with.encode()), Some(with), "{search:?}");
        }
        let fresh = AppState::default();
        assert_eq!(AppState::decode(&fresh.encode()), Some(fresh));
    }

    /// EMA 2016 §3.4.6: whether the game is a tournament's decides a chombo's payment; it
    /// is the game's, not the incident's: answered once, every incident picked after has it
    /// answered, through a reload and a fresh start too, and a link's own answer stands.
    #[test]
    fn a_fact_of_the_game_is_asked_once() {
        let fields = |s: &AppState| -> Vec<&str> {
            s.pending()
                .iter()
                .map(|&i| s.info().facts[i].field)
                .collect()
        };
        let assumed = |s: &AppState| -> Vec<&str> {
            let asked = s.asked(s.ruleset);
            let facts = s.info().facts;
            s.assumed(&asked).iter().map(|&i| facts[i].field).collect()
        };
        let first = run(vec![
            Action::SetIncident("noten-riichi"),
            Action::Answer("deadAfterRiichi", "false".into()),
        ]);
        // Asked, but the card does not wait for it: it rules on a tournament game, and
        // says so.
        assert_eq!(assumed(&first), ["casual"]);
        assert!(fields(&first).is_empty(), "{:?}", fields(&first));
        assert!(first.incident().is_some());
        let answered = run_on(first, vec![Action::Answer("casual", "true".into())]);
        assert_eq!(answered.game, [("casual", Value::Yes(true))]);
        let next = run_on(
            answered.clone(),
            vec![
                Action::SetIncident("late"),
                Action::SetIncident("riichi-kong"),
            ],
        );
        assert!(next.answered("casual"));
        assert!(assumed(&next).is_empty());
        // Under EMA 2016 outside a tournament, who deals decides the payment: asked next.
        assert_eq!(fields(&next), ["dealer"]);
        let stored = AppState::decode(&next.encode()).unwrap();
        assert_eq!(stored.game, next.game);
        let reset = run_on(stored, vec![Action::Reset]);
        assert!(reset.answered("casual"));
        // Taken back, it is asked again.
        let back = run_on(answered, vec![Action::Answer("casual", String::new())]);
        assert!(back.game.is_empty());
        // A stored pair that is no fact of the game is passed over.
        assert!(game_of("dealer=true,casual=maybe,nope=1").is_empty());
    }

    #[test]
    fn earlier_versions_are_still_read() {
        let old = AppState::decode("1;ema-2012;445m;n;not-taken;0;445m").unwrap();
        assert_eq!(old.view, View::Ruling);
        assert_eq!(old.ruleset, RulesetId::Ema2012);
        assert_eq!(old.tiles.len(), 3);
        assert_eq!(old.answer_text("discarded").as_deref(), Some("false"));
        let v2 = AppState::decode("2;hand;mers-2010;232z;y;taken;2;south; west;south").unwrap();
        assert_eq!(v2.view, View::Hand);
        assert_eq!(v2.typed, "south; west;south");
        assert_eq!(v2.incident().map(|i| i.kind()), Some("false-set"));
        let v3 = AppState::decode("3;ruling;ema-2016;late;;minutes=12;x;y").unwrap();
        assert_eq!(
            (v3.kind(), v3.search.as_str(), v3.typed.as_str()),
            ("late", "", "x;y")
        );
    }

    #[test]
    fn damaged_or_unknown_lines_are_not_read() {
        for line in [
            "",
            "9;ruling;ema-2016;late;;;",
            "3;elsewhere;ema-2016;late;;;",
            "3;ruling;ema-2099;late;;;",
            "3;ruling;ema-2016;nope;;;",
            "3;ruling;ema-2016;late;;colour=red;",
            "3;ruling;ema-2016;false-set;44444m;;",
            "3;ruling;ema-2016;late;;",
            "2;ruling;ema-2016;;maybe;not-taken;0;",
            "4;ruling;ema-2016;late;;minutes=12;",
            "4;ruling;ema-2016;late;;minutes=12;50%;",
            "4;ruling;ema-2016;late;;minutes=12;%3;",
        ] {
            assert_eq!(AppState::decode(line), None, "{line:?}");
        }
        // A number box's text that is not a number is what the box held: kept, not an answer.
        let kept = AppState::decode("3;ruling;ema-2016;late;;minutes=soon;").unwrap();
        assert_eq!(kept.draft, Some(("minutes", "soon".to_string())));
        assert!(!kept.answered("minutes"));
        assert_eq!(kept.answer_text("minutes").as_deref(), Some("soon"));
    }

    #[test]
    fn links_round_trip_and_bad_ones_say_why() {
        let state = run(vec![
            Action::SetRuleset(RulesetId::Mers2010),
            Action::AddTile(t("2z")),
            Action::AddTile(t("3z")),
            Action::AddTile(t("2z")),
            Action::Answer("discarded", "false".into()),
            Action::Answer("priorFouls", "1".into()),
        ]);
        let link = state.link();
        assert_eq!(
            link,
            "1/mers-2010/false-set/232z/discarded=false&priorFouls=1"
        );
        let back = AppState::from_link(&format!("#{link}")).unwrap();
        assert_eq!(back.incident(), state.incident());
        assert_eq!(back.ruleset, RulesetId::Mers2010);
        let late = AppState::from_link("1/ema-2016/late/-/minutes=12").unwrap();
        assert_eq!(late.incident().map(|i| i.kind()), Some("late"));
        for (bad, why) in [
            ("", "it is not a ruling link of this widget"),
            (
                "2/ema-2016/late/-/",
                "it is not a ruling link of this widget",
            ),
            ("1/ema-2099/late/-/", "there is no rule set 'ema-2099'"),
            ("1/ema-2016/nope/-/", "there is no incident 'nope'"),
            (
                "1/ema-2016/false-set/xyz/",
                "its tiles cannot be read: unknown tile word at 1",
            ),
            (
                "1/ema-2016/late/-/minutes=soon",
                "an answer cannot be read: field 'minutes': 'soon' is not one of its values (0–65535)",
            ),
            (
                "1/ema-2016/late/-/colour=red",
                "an answer cannot be read: unknown field 'colour' (fields: minutes)",
            ),
            (
                "1/ema-2016/furiten-ron/-/tilesshown=true",
                "an answer cannot be read: unknown field 'tilesshown' (did you mean 'tilesShown'?)",
            ),
            (
                "1/ffmj-2008/false-set/232z/replacement=taken",
                "an answer cannot be read: field 'replacement': only for a kong's four tiles or a flower declared",
            ),
            (
                "1/ema-2016/late/-/<script>",
                "an answer cannot be read: <script>",
            ),
        ] {
            assert_eq!(
                AppState::from_link(bad).unwrap_err().to_string(),
                why,
                "{bad}"
            );
        }
    }

    #[test]
    fn an_oversized_link_is_refused_at_once_and_never_echoed() {
        // A megabyte pasted into the address: refused before it is read, in a short message.
        let huge = format!("1/ema-2016/late/-/minutes={}", "9".repeat(1 << 20));
        let why = AppState::from_link(&huge).unwrap_err();
        assert_eq!(why, LinkError::Format);
        assert!(why.to_string().len() < 100);
    }

    #[test]
    fn an_answer_the_rule_set_does_not_offer_is_asked_again() {
        // Riichi answered under EMA 2016, then MERS picked: MCR has no riichi call, the
        // screen cannot show it picked, so the ruling waits for a call MERS offers.
        let s = run(vec![
            Action::SetIncident("empty-call"),
            Action::Answer("call", "riichi".into()),
            Action::Answer("tilesShown", "false".into()),
            Action::SetRuleset(RulesetId::Mers2010),
        ]);
        assert!(!s.answered("call"));
        assert!(s.incident().is_none());
        let call = s
            .info()
            .facts
            .iter()
            .position(|f| f.field == "call")
            .unwrap();
        assert!(s.pending().contains(&call));
        let s = run_on(s, vec![Action::Answer("call", "pung".into())]);
        assert!(s.answered("call"));
    }

    /// The card's player and the log: the earlier fouls are the log's count for that
    /// player, whatever was tapped before; a count tapped by hand un-picks the player.
    #[test]
    fn whose_foul_takes_the_count_from_the_log() {
        let s = run(vec![
            Action::SetRuleset(RulesetId::Mers2010),
            Action::SetIncident("wrong-draw"),
            Action::Answer("priorFouls", "0".into()),
            Action::Answer("discarded", "false".into()),
            Action::Answer("intoHand", "false".into()),
            Action::SetOffender(Some(0)),
        ]);
        assert!(
            s.answer_text("priorFouls").is_none(),
            "the log's, not a typed count"
        );
        let shown = s.with_fouls_from(|seat| if seat == 0 { 2 } else { 0 });
        assert_eq!(shown.answer_text("priorFouls").as_deref(), Some("2"));
        let ruling = crate::rules::rule(RulesetId::Mers2010, &shown.incident().unwrap());
        assert_eq!(
            ruling.outcome.to_string(),
            "Foul (3rd of the session): 10 points"
        );
        let typed = run_on(s, vec![Action::Answer("priorFouls", "1".into())]);
        assert_eq!(typed.offender, None);
    }

    #[test]
    fn a_fifth_copy_is_not_added() {
        let s = run(vec![Action::AddTile(t("1m")); 5]);
        assert_eq!(s.tiles.len(), 4);
    }
}
