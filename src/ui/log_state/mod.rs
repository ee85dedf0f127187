//! The session's penalty log: who had which ruling, when. Foul counts for the MCR rule sets'
//! escalation come from it.
//!
//! Here the log and what can be done to it, its counts per player and its seats named in a
//! language; its stored line (and the earlier ones it still reads) in [`stored`]; the log
//! as a file, JSON to export and import and CSV for a spreadsheet, in [`file`].

mod file;
mod stored;
#[cfg(test)]
mod tests;

pub use file::{EntryFault, ImportError, data_url};

use crate::lang::Lang;
use crate::rules::catalogue;
use crate::rules::{RulesetId, Unit};
use std::rc::Rc;
use yew::Reducible;

/// One ruling recorded against a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    /// The seat the player sat in when it was recorded, 0–3.
    pub seat: u8,
    /// The player, as the log knew them when it was recorded ([`PenaltyLog::person`]): the
    /// name given, or the seat's wind ([`DEFAULT_SEATS`]) while none was. Counts follow it,
    /// not the seat: players change seats between hands. Empty only in an entry read from
    /// a record stored before players were recorded, until a log takes it in
    /// (`PenaltyLog::add`): it is then the player in its seat.
    pub player: Rc<str>,
    /// The table, as the log said when it was recorded (empty: none said).
    pub table: Rc<str>,
    /// The round and hand (`East 2`, `hand 5`), as the log said when it was recorded
    /// (empty: none said).
    pub hand: Rc<str>,
    /// The rule set it was ruled under.
    pub ruleset: RulesetId,
    /// The incident's kind.
    pub incident: &'static str,
    /// The outcome, as the card headed it (shared: a log of thousands of entries is copied
    /// at every record, and copying it copies no text).
    pub headline: Rc<str>,
    /// It counts as a foul for the escalation.
    pub foul: bool,
    /// It is a chombo (riichi).
    pub chombo: bool,
    /// Points off the player's score, in the rule set's unit ([`RulesetId::unit`]): all the
    /// offender pays or loses.
    pub points: u32,
    /// When, as the device's clock said (HH:MM).
    pub time: Rc<str>,
    /// Recorded in an earlier session and kept, its player's count going on (MERS 2010
    /// §3.6, see [`crate::rules::count_goes_on`]): its foul counts for the escalation, its
    /// points and chombo are not this session's.
    pub earlier: bool,
}

impl LogEntry {
    /// The incident's title in `lang` (its kind, should the catalogue not have it).
    pub fn title(&self, lang: Lang) -> &'static str {
        catalogue::info(self.incident).map_or(self.incident, |i| lang.incident_title(i))
    }
}

/// The session's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PenaltyLog {
    /// The four players' names, by seat (East, South, West, North); a seat's wind in
    /// English ([`DEFAULT_SEATS`]) while its player has no name.
    pub seats: [String; 4],
    /// The table (a number, or what the tournament calls it; empty: none), carried into
    /// each entry recorded.
    pub table: String,
    /// The round and hand now played (`East 2`; empty: none), carried into each entry.
    pub hand: String,
    /// The rulings recorded, oldest first.
    pub entries: Vec<LogEntry>,
    /// What the last action dropped, while it can still be taken back: a tap on the wrong
    /// button must not cost the session's record. Stored with the log, so the offer outlives
    /// a reload (a phone may drop a tab in the background right after the tap).
    pub undo: Option<Undo>,
}

/// Entries dropped by the last action, and the log as it was before it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Undo {
    /// What was done.
    pub dropped: Dropped,
    /// The log before it.
    pub before: Box<PenaltyLog>,
}

/// An action that dropped recorded entries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dropped {
    /// One entry removed (its number, from 1).
    Removed(usize),
    /// A new session cleared this many entries.
    Cleared(usize),
    /// An imported log replaced this many entries.
    Replaced(usize),
}

/// The seats' names until the players' names are given (shown as the winds of the language
/// spoken while they stay so).
pub const DEFAULT_SEATS: [&str; 4] = ["East", "South", "West", "North"];

impl Default for PenaltyLog {
    fn default() -> PenaltyLog {
        PenaltyLog {
            seats: DEFAULT_SEATS.map(String::from),
            table: String::new(),
            hand: String::new(),
            entries: Vec::new(),
            undo: None,
        }
    }
}

impl PenaltyLog {
    /// The player in a seat, as entries record them: the name given (spaces around it
    /// left out), or the seat's wind in English ([`DEFAULT_SEATS`]) while none is.
    pub fn person(&self, seat: u8) -> &str {
        let i = usize::from(seat % 4);
        match self.seats[i].trim() {
            "" => DEFAULT_SEATS[i],
            name => name,
        }
    }

    /// The entries of a player (by name, whatever seat they sat in).
    fn of<'a>(&'a self, player: &'a str) -> impl Iterator<Item = &'a LogEntry> + 'a {
        self.entries.iter().filter(move |e| *e.player == *player)
    }

    /// Fouls counted for the escalation of the player now in a seat: this session's, and
    /// an earlier session's kept for a player whose count goes on.
    pub fn fouls(&self, seat: u8) -> u8 {
        self.fouls_of(self.person(seat))
    }

    /// Fouls counted for a player's escalation ([`PenaltyLog::fouls`]).
    pub fn fouls_of(&self, player: &str) -> u8 {
        let n = self.of(player).filter(|e| e.foul).count();
        u8::try_from(n).unwrap_or(u8::MAX)
    }

    /// Chombos recorded this session for the player now in a seat.
    pub fn chombos(&self, seat: u8) -> usize {
        self.chombos_of(self.person(seat))
    }

    /// Chombos recorded for a player this session.
    pub fn chombos_of(&self, player: &str) -> usize {
        self.of(player).filter(|e| e.chombo && !e.earlier).count()
    }

    /// Points recorded this session off the score of the player now in a seat
    /// ([`PenaltyLog::points_of`]).
    pub fn points(&self, seat: u8) -> Vec<(u32, Unit)> {
        self.points_of(self.person(seat))
    }

    /// Points recorded off a player's score this session, one total per unit (rule sets
    /// count in different units: a log that mixes them does not add table points to MCR
    /// points), in the order the units were first recorded; none when nothing was taken off.
    pub fn points_of(&self, player: &str) -> Vec<(u32, Unit)> {
        let mut totals: Vec<(u32, Unit)> = Vec::new();
        for e in self.of(player).filter(|e| e.points > 0 && !e.earlier) {
            let unit = e.ruleset.unit();
            match totals.iter_mut().find(|(_, u)| *u == unit) {
                Some((sum, _)) => *sum = sum.saturating_add(e.points),
                None => totals.push((e.points, unit)),
            }
        }
        totals
    }

    /// The players to total: the four seated, by seat, then each other player the log has
    /// entries of (one who left the table), in the order first recorded.
    pub fn people(&self) -> Vec<&str> {
        let mut out: Vec<&str> = (0..4).map(|seat| self.person(seat)).collect();
        for e in &self.entries {
            if !out.contains(&&*e.player) {
                out.push(&e.player);
            }
        }
        out
    }

    /// The seats after the players moved one seat round, as when the deal passes: the
    /// player in South sits East, West's sits South, North's West, East's North.
    pub fn rotated(&self) -> [String; 4] {
        let [e, s, w, n] = self.seats.clone();
        [s, w, n, e]
    }

    /// The seats after the players in two seats swapped places (each seat 0–3; the same
    /// seat twice, or one beyond, leaves them as they are).
    pub fn swapped(&self, a: u8, b: u8) -> [String; 4] {
        let mut seats = self.seats.clone();
        if a < 4 && b < 4 {
            seats.swap(usize::from(a), usize::from(b));
        }
        seats
    }

    /// Whether `player` can take the name `to` ([`LogAction::Rename`]): a name that is not
    /// empty, not theirs already, and not that of a player seated in another seat (two
    /// players at the table under one name could no longer be told apart). The name of a
    /// player who left the table can be taken: the two were one person typed two ways, and
    /// their entries join.
    pub fn can_rename(&self, player: &str, to: &str) -> bool {
        let to = short(to);
        let to = to.trim();
        !to.is_empty()
            && to != player
            && (0..4).all(|seat| self.person(seat) == player || self.person(seat) != to)
    }
}

/// What can be done to the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogAction {
    /// Replace the log with one read from an exported file.
    Import(PenaltyLog),
    /// Name a seat: a new name is a new player, whose count starts at 0.
    Name(u8, String),
    /// Rename a player (the name as entries record it, [`PenaltyLog::person`]): their
    /// entries, counts and seat follow the new name ([`PenaltyLog::can_rename`]).
    Rename(String, String),
    /// The players change seats: the four names by seat (East, South, West, North). Each
    /// player's entries and counts go with them.
    Seats([String; 4]),
    /// Say the table and the round and hand (`"12"`, `"East 2"`; empty: none): each entry
    /// recorded from now on carries them.
    Place(String, String),
    /// Record a ruling.
    Add(LogEntry),
    /// Remove an entry given by mistake.
    Remove(usize),
    /// Start a new session (names stay; so do the entries of a player whose penalty count
    /// goes on, marked as earlier).
    NewSession,
    /// Take back the last action that dropped entries.
    Undo,
    /// Another tab changed storage: the key and its new value, as the `storage` event
    /// gives them (the log's own reducer, [`crate::ui::log_store::LogBook`], reads them).
    Heard {
        /// The key changed; none when storage was cleared.
        key: Option<String>,
        /// Its new value; none when it was removed.
        value: Option<String>,
    },
}

/// Field, record and group separators of the stored form; never in names or headlines.
const FIELD: char = '\u{1f}';
const RECORD: char = '\u{1e}';
const GROUP: char = '\u{1d}';

fn clean(text: &str) -> String {
    text.chars()
        .filter(|c| *c != FIELD && *c != RECORD && *c != GROUP && *c != '\n')
        .collect()
}

/// A name, table or hand as the log keeps it: cleaned, at most 24 characters.
fn short(text: &str) -> String {
    clean(text).chars().take(24).collect()
}

impl PenaltyLog {
    /// Records an entry (its texts cleaned of the stored form's separators; none for a
    /// seat that is not 0–3); ends the offer to undo.
    pub(crate) fn add(&mut self, mut entry: LogEntry) {
        entry.headline = clean(&entry.headline).into();
        entry.time = clean(&entry.time).into();
        entry.player = match short(&entry.player).trim() {
            // Recorded before players were: the player in its seat.
            "" => self.person(entry.seat).into(),
            name => name.into(),
        };
        entry.table = short(&entry.table).into();
        entry.hand = short(&entry.hand).into();
        if entry.seat < 4 {
            self.entries.push(entry);
        }
        self.undo = None;
    }

    /// Names a seat (at most 24 characters, cleaned); ends the offer to undo.
    pub(crate) fn name(&mut self, seat: u8, name: &str) {
        if let Some(s) = self.seats.get_mut(usize::from(seat)) {
            *s = short(name);
        }
        self.undo = None;
    }

    /// Renames a player where [`PenaltyLog::can_rename`] allows it (the name cleaned, at
    /// most 24 characters): each of their entries, and their seat if they sit at the table,
    /// take the new name, and their counts go with it. Ends the offer to undo.
    pub(crate) fn rename(&mut self, player: &str, to: &str) {
        if self.can_rename(player, to) {
            let to = short(to).trim().to_string();
            let name: Rc<str> = to.as_str().into();
            for e in self.entries.iter_mut().filter(|e| *e.player == *player) {
                e.player = name.clone();
            }
            for seat in 0..4u8 {
                if self.person(seat) == player {
                    self.seats[usize::from(seat)] = to.clone();
                }
            }
        }
        self.undo = None;
    }

    /// Seats the players anew (each name cleaned); ends the offer to undo.
    pub(crate) fn reseat(&mut self, seats: &[String; 4]) {
        self.seats = seats.each_ref().map(|s| short(s));
        self.undo = None;
    }

    /// Says the table and the hand (cleaned); ends the offer to undo.
    pub(crate) fn place(&mut self, table: &str, hand: &str) {
        self.table = short(table);
        self.hand = short(hand);
        self.undo = None;
    }
}

impl Reducible for PenaltyLog {
    type Action = LogAction;

    fn reduce(self: Rc<Self>, action: LogAction) -> Rc<Self> {
        // Storage is the log book's to read: nothing here.
        if matches!(action, LogAction::Heard { .. }) {
            return self;
        }
        // Any other action ends the offer to undo the one before.
        let before = PenaltyLog {
            undo: None,
            ..(*self).clone()
        };
        let mut next = before.clone();
        let recorded = next.entries.len();
        let undo = |dropped| {
            Some(Undo {
                dropped,
                before: Box::new(before.clone()),
            })
        };
        match action {
            LogAction::Name(seat, name) => next.name(seat, &name),
            LogAction::Rename(player, to) => next.rename(&player, &to),
            LogAction::Seats(seats) => next.reseat(&seats),
            LogAction::Place(table, hand) => next.place(&table, &hand),
            LogAction::Add(entry) => next.add(entry),
            LogAction::Remove(i) => {
                if i < recorded {
                    next.entries.remove(i);
                    next.undo = undo(Dropped::Removed(i + 1));
                }
            }
            LogAction::Heard { .. } => {}
            LogAction::NewSession => {
                let goes_on = |player: &str| {
                    before.entries.iter().any(|e| {
                        *e.player == *player && crate::rules::count_goes_on(e.ruleset, e.incident)
                    })
                };
                next.entries.retain(|e| goes_on(&e.player));
                next.entries.iter_mut().for_each(|e| e.earlier = true);
                if next != before {
                    next.undo = undo(Dropped::Cleared(recorded - next.entries.len()));
                }
            }
            LogAction::Import(log) => {
                next = PenaltyLog { undo: None, ..log };
                if recorded > 0 {
                    next.undo = undo(Dropped::Replaced(recorded));
                }
            }
            LogAction::Undo => {
                if let Some(undo) = &self.undo {
                    next = (*undo.before).clone();
                }
            }
        }
        Rc::new(next)
    }
}

impl PenaltyLog {
    /// A seat's player, as the widget shows them: the name given, or the seat's wind in
    /// `lang` while no name was given.
    pub fn seat_name(&self, seat: u8, lang: Lang) -> String {
        self.seat_named(seat, lang).0
    }

    /// The seat's wind, when a name stands in its place (`None` when none does).
    pub fn seat_wind_if_named(&self, seat: u8, lang: Lang) -> Option<&'static str> {
        let (_, named) = self.seat_named(seat, lang);
        named.then(|| lang.words().winds[usize::from(seat % 4)])
    }

    /// A player with their seat when they have a name: `Alice (East)`; else the wind.
    pub fn seat_label(&self, seat: u8, lang: Lang) -> String {
        match self.seat_wind_if_named(seat, lang) {
            Some(wind) => format!("{} ({wind})", self.seat_name(seat, lang)),
            None => self.seat_name(seat, lang),
        }
    }

    /// The seat's name, and whether it is a name given rather than the wind.
    fn seat_named(&self, seat: u8, lang: Lang) -> (String, bool) {
        let person = self.person(seat);
        (
            shown(person, lang).to_string(),
            person != DEFAULT_SEATS[usize::from(seat % 4)],
        )
    }
}

/// A player as shown in `lang`: the name given, or for a player known by a seat's wind
/// ([`DEFAULT_SEATS`]), that wind in `lang`.
pub fn shown(player: &str, lang: Lang) -> &str {
    match DEFAULT_SEATS.iter().position(|d| *d == player) {
        Some(i) => lang.words().winds[i],
        None => player,
    }
}
