//! The session's penalty log: who had which ruling, when. Foul counts for the MCR rule sets'
//! escalation come from it.

use crate::lang::Lang;
use crate::rules::catalogue;
use crate::rules::{RulesetId, Unit};
use crate::ui::hooks::Stored;
use crate::ui::mini_json::{Json, JsonError, parse, quote};
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

impl Dropped {
    /// Its stored form: `r3` (entry 3 removed), `c2` (2 cleared), `i5` (5 replaced).
    fn code(self) -> String {
        match self {
            Dropped::Removed(n) => format!("r{n}"),
            Dropped::Cleared(n) => format!("c{n}"),
            Dropped::Replaced(n) => format!("i{n}"),
        }
    }

    fn from_code(code: &str) -> Option<Dropped> {
        let n = code.get(1..)?.parse().ok()?;
        match code.get(..1)? {
            "r" => Some(Dropped::Removed(n)),
            "c" => Some(Dropped::Cleared(n)),
            "i" => Some(Dropped::Replaced(n)),
            _ => None,
        }
    }
}

/// Stored as version 1: the four names (then the table and the hand, when either is said),
/// then one record per entry (`LogEntry::encode`), fields and records separated by the
/// ASCII unit and record separators. While an undo is offered, as
/// version 2: `2`, what was dropped, the log and the log before it (both in version 1),
/// separated by the ASCII group separator.
impl Stored for PenaltyLog {
    const KEY: &'static str = "mahjong-referee/log";

    fn encode(&self) -> String {
        match &self.undo {
            None => self.encode_v1(),
            Some(undo) => [
                "2".to_string(),
                undo.dropped.code(),
                self.encode_v1(),
                undo.before.encode_v1(),
            ]
            .join(&GROUP.to_string()),
        }
    }

    fn decode(line: &str) -> Option<PenaltyLog> {
        let groups: Vec<&str> = line.split(GROUP).collect();
        match groups.as_slice() {
            [v1] => PenaltyLog::decode_v1(v1),
            ["2", dropped, now, before] => Some(PenaltyLog {
                undo: Some(Undo {
                    dropped: Dropped::from_code(dropped)?,
                    before: Box::new(PenaltyLog::decode_v1(before)?),
                }),
                ..PenaltyLog::decode_v1(now)?
            }),
            _ => None,
        }
    }
}

impl LogEntry {
    /// The entry as one stored record: seat, rule set, incident, what it counts as (0
    /// nothing, 1 a foul, 2 a chombo), points, time, headline, `e` for an entry of an
    /// earlier session (else empty), player, table, hand: eleven fields separated by the
    /// ASCII unit separator. (Records stored before players were recorded have the first
    /// seven, and `e` as an eighth for an earlier session's: still read, see
    /// [`LogEntry::decode`].)
    pub(crate) fn encode(&self) -> String {
        [
            self.seat.to_string(),
            self.ruleset.id().to_string(),
            self.incident.to_string(),
            match (self.foul, self.chombo) {
                (true, _) => "1",
                (_, true) => "2",
                _ => "0",
            }
            .to_string(),
            self.points.to_string(),
            self.time.to_string(),
            self.headline.to_string(),
            if self.earlier { "e" } else { "" }.to_string(),
            self.player.to_string(),
            self.table.to_string(),
            self.hand.to_string(),
        ]
        .join(&FIELD.to_string())
    }

    /// A record written by [`LogEntry::encode`], or by the versions before it (seven
    /// fields, an eighth `e` for an earlier session's: its player is left empty, for the
    /// log that reads it to fill); `None` if it is neither.
    pub(crate) fn decode(record: &str) -> Option<LogEntry> {
        let f: Vec<&str> = record.split(FIELD).collect();
        let (earlier, who, f) = match f.as_slice() {
            [f @ .., earlier, player, table, hand] if f.len() == 7 => {
                let earlier = match *earlier {
                    "e" => true,
                    "" => false,
                    _ => return None,
                };
                (earlier, [*player, *table, *hand], f)
            }
            [f @ .., "e"] if f.len() == 7 => (true, [""; 3], f),
            f => (false, [""; 3], f),
        };
        let [seat, ruleset, incident, counts, points, time, headline] = f else {
            return None;
        };
        let [player, table, hand] = who;
        let (foul, chombo) = match *counts {
            "0" => (false, false),
            "1" => (true, false),
            "2" => (false, true),
            _ => return None,
        };
        Some(LogEntry {
            seat: seat.parse().ok().filter(|s| *s < 4)?,
            ruleset: ruleset.parse().ok()?,
            incident: catalogue::info(incident)?.kind,
            foul,
            chombo,
            points: points.parse().ok()?,
            time: (*time).into(),
            headline: (*headline).into(),
            earlier,
            player: player.into(),
            table: table.into(),
            hand: hand.into(),
        })
    }
}

impl PenaltyLog {
    fn encode_v1(&self) -> String {
        let mut out = format!("1{RECORD}{}", self.seats.join(&FIELD.to_string()));
        if !(self.table.is_empty() && self.hand.is_empty()) {
            out.push(FIELD);
            out.push_str(&self.table);
            out.push(FIELD);
            out.push_str(&self.hand);
        }
        for e in &self.entries {
            out.push(RECORD);
            out.push_str(&e.encode());
        }
        out
    }

    fn decode_v1(line: &str) -> Option<PenaltyLog> {
        match PenaltyLog::salvage_v1(line)? {
            (log, 0) => Some(log),
            _ => None,
        }
    }

    /// What a version 1 line holds that can be read, and how many of its records cannot
    /// (`None`: not a version 1 line, or its names unreadable).
    fn salvage_v1(line: &str) -> Option<(PenaltyLog, usize)> {
        let mut records = line.split(RECORD);
        if records.next()? != "1" {
            return None;
        }
        let names: Vec<&str> = records.next()?.split(FIELD).collect();
        // The four names, then the table and the hand when either was said.
        let (names, table, hand) = match names.as_slice() {
            [names @ .., table, hand] if names.len() == 4 => (names, *table, *hand),
            names => (names, "", ""),
        };
        let seats: [String; 4] = names
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .try_into()
            .ok()?;
        let mut log = PenaltyLog {
            seats,
            table: table.to_string(),
            hand: hand.to_string(),
            entries: Vec::new(),
            undo: None,
        };
        let mut bad = 0;
        for r in records {
            match LogEntry::decode(r) {
                // An entry stored before players were recorded: the player in its seat.
                Some(mut e) => {
                    if e.player.is_empty() {
                        e.player = log.person(e.seat).into();
                    }
                    log.entries.push(e);
                }
                None => bad += 1,
            }
        }
        Some((log, bad))
    }

    /// A stored line that [`Stored::decode`] refuses, read as far as it can be: its readable
    /// entries (the undo it offered, if any, left out) and how many of its records could not
    /// be read (at least 1: a line whose names cannot be read counts as one).
    ///
    /// ```
    /// use mahjong_referee::ui::log_state::PenaltyLog;
    /// let line = "1\u{1e}A\u{1f}B\u{1f}C\u{1f}D\u{1e}0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}Foul\u{1e}2\u{1f}mers-";
    /// let (log, bad) = PenaltyLog::salvage(line);
    /// assert_eq!((log.entries.len(), bad, log.seats[0].as_str()), (1, 1, "A"));
    /// ```
    pub fn salvage(line: &str) -> (PenaltyLog, usize) {
        let groups: Vec<&str> = line.split(GROUP).collect();
        let now = match groups.as_slice() {
            ["2", _, now, ..] => now,
            [first, ..] => first,
            [] => "",
        };
        match PenaltyLog::salvage_v1(now) {
            Some((log, bad)) => (log, bad.max(1)),
            None => (PenaltyLog::default(), 1),
        }
    }
}

/// What the exported JSON says it is.
const FORMAT: &str = "mahjong-referee/session-log";

/// Why a file cannot be imported as a session log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ImportError {
    /// Not JSON this widget reads.
    Json(JsonError),
    /// A log of another program or another version.
    Format,
    /// A part of the log is missing or of the wrong kind (`seats`, `seat names`, `entries`).
    Missing(&'static str),
    /// Not four seats.
    SeatCount,
    /// An entry that names no seat, rule set or incident this widget knows.
    Entry {
        /// Which entry, from 1.
        index: usize,
        /// What is wrong.
        why: EntryFault,
    },
}

/// What is wrong with an entry of an imported log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EntryFault {
    /// A field is missing or of the wrong kind.
    Missing(&'static str),
    /// The seat is not 0 to 3.
    Seat,
    /// No such rule set.
    Ruleset(String),
    /// No such incident.
    Incident(String),
}

impl ImportError {
    /// Why, in a language (JSON field names stay as the file writes them).
    pub fn say(&self, lang: crate::lang::Lang) -> String {
        let w = lang.words();
        match self {
            ImportError::Json(e) => (w.import_json)(w, e.expected, e.at),
            ImportError::Format => w.import_format.to_string(),
            ImportError::Missing(what) => (w.import_missing)(w, what),
            ImportError::SeatCount => w.import_seat_count.to_string(),
            ImportError::Entry { index, why } => {
                let why = match why {
                    EntryFault::Missing(field) => (w.import_missing)(w, field),
                    EntryFault::Seat => w.import_seat.to_string(),
                    EntryFault::Ruleset(x) => (w.unknown_ruleset)(w, x),
                    EntryFault::Incident(x) => (w.link_incident)(w, x),
                };
                (w.import_entry)(w, *index, &why)
            }
        }
    }
}

impl std::fmt::Display for ImportError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.say(crate::lang::Lang::En))
    }
}

impl PenaltyLog {
    /// The log as JSON, for a file (see [`PenaltyLog::from_json`]):
    /// `{"format", "version": 1, "seats": [4 names], "table", "hand", "entries": [{"seat",
    /// "player", "table", "hand", "ruleset", "incident", "headline", "foul", "chombo",
    /// "points", "time", "earlierSession"}]}`, the points in the rule set's unit; an entry's
    /// player is the one recorded, its seat the one they sat in then. (`chombo`,
    /// `earlierSession`, `table` and `hand` came later: a file without them reads as no
    /// chombo, this session, none said; in a file written before players were recorded, an
    /// entry's `player` was its seat's name when written, which is how it is read.)
    pub fn to_json(&self) -> String {
        let seats: Vec<String> = self.seats.iter().map(|s| quote(s)).collect();
        let entries: Vec<String> = self
            .entries
            .iter()
            .map(|e| {
                format!(
                    "    {{\"seat\": {}, \"player\": {}, \"table\": {}, \"hand\": {}, \"ruleset\": {}, \"incident\": {}, \"headline\": {}, \"foul\": {}, \"chombo\": {}, \"points\": {}, \"time\": {}, \"earlierSession\": {}}}",
                    e.seat,
                    quote(&e.player),
                    quote(&e.table),
                    quote(&e.hand),
                    quote(e.ruleset.id()),
                    quote(e.incident),
                    quote(&e.headline),
                    e.foul,
                    e.chombo,
                    e.points,
                    quote(&e.time),
                    e.earlier
                )
            })
            .collect();
        format!(
            "{{\n  \"format\": {},\n  \"version\": 1,\n  \"seats\": [{}],\n  \"table\": {},\n  \"hand\": {},\n  \"entries\": [\n{}\n  ]\n}}\n",
            quote(FORMAT),
            seats.join(", "),
            quote(&self.table),
            quote(&self.hand),
            entries.join(",\n")
        )
    }

    /// Reads a log exported by [`PenaltyLog::to_json`]; says where and why it cannot.
    pub fn from_json(text: &str) -> Result<PenaltyLog, ImportError> {
        let doc = parse(text).map_err(ImportError::Json)?;
        let shape = ImportError::Missing;
        if doc.get("format").and_then(Json::as_str) != Some(FORMAT)
            || doc.get("version").and_then(Json::as_u32) != Some(1)
        {
            return Err(ImportError::Format);
        }
        let names = doc
            .get("seats")
            .and_then(Json::as_array)
            .ok_or_else(|| shape("seats"))?;
        let names: Vec<String> = names
            .iter()
            .map(|n| n.as_str().map(|s| clean(s).chars().take(24).collect()))
            .collect::<Option<_>>()
            .ok_or_else(|| shape("seat names"))?;
        let seats: [String; 4] = names.try_into().map_err(|_| ImportError::SeatCount)?;
        // A later addition: absent is none said.
        let said = |field: &'static str| match doc.get(field) {
            None => Ok(String::new()),
            Some(v) => v.as_str().map(short).ok_or(shape(field)),
        };
        let mut log = PenaltyLog {
            seats,
            table: said("table")?,
            hand: said("hand")?,
            entries: Vec::new(),
            undo: None,
        };
        let list = doc
            .get("entries")
            .and_then(Json::as_array)
            .ok_or_else(|| shape("entries"))?;
        log.entries.reserve(list.len());
        for (i, e) in list.iter().enumerate() {
            let bad = |why: EntryFault| ImportError::Entry { index: i + 1, why };
            // A later addition to the format: absent is false.
            let flag = |field: &'static str| match e.get(field) {
                None => Ok(false),
                Some(v) => v.as_bool().ok_or_else(|| bad(EntryFault::Missing(field))),
            };
            let text = |field: &'static str| {
                e.get(field)
                    .and_then(Json::as_str)
                    .ok_or_else(|| bad(EntryFault::Missing(field)))
            };
            let later = |field: &'static str| match e.get(field) {
                None => Ok(String::new()),
                Some(v) => v
                    .as_str()
                    .map(short)
                    .ok_or_else(|| bad(EntryFault::Missing(field))),
            };
            let seat = e
                .get("seat")
                .and_then(Json::as_u32)
                .filter(|s| *s < 4)
                .ok_or_else(|| bad(EntryFault::Seat))?;
            let ruleset = text("ruleset")?
                .parse::<RulesetId>()
                .map_err(|err| bad(EntryFault::Ruleset(err.given)))?;
            let kind = text("incident")?;
            let incident = catalogue::info(kind)
                .ok_or_else(|| bad(EntryFault::Incident(kind.to_string())))?
                .kind;
            let player = match later("player")?.trim() {
                "" => log.person(seat as u8).to_string(),
                name => name.to_string(),
            };
            log.entries.push(LogEntry {
                seat: seat as u8,
                player: player.into(),
                table: later("table")?.into(),
                hand: later("hand")?.into(),
                ruleset,
                incident,
                headline: clean(text("headline")?).into(),
                foul: e
                    .get("foul")
                    .and_then(Json::as_bool)
                    .ok_or_else(|| bad(EntryFault::Missing("foul")))?,
                chombo: flag("chombo")?,
                earlier: flag("earlierSession")?,
                points: e
                    .get("points")
                    .and_then(Json::as_u32)
                    .ok_or_else(|| bad(EntryFault::Missing("points")))?,
                time: clean(text("time")?).into(),
            });
        }
        Ok(log)
    }

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

    /// The log as CSV (RFC 4180, a header line first), for a spreadsheet, in `lang`: the
    /// header, the incidents' titles, yes and no. Rulings stay as they were said when recorded.
    pub fn to_csv(&self, lang: Lang) -> String {
        let cell = |s: &str| {
            if s.contains([',', '"', '\n', '\r']) {
                format!("\"{}\"", s.replace('"', "\"\""))
            } else {
                s.to_string()
            }
        };
        let w = lang.words();
        let mut out = w.csv_columns.map(cell).join(",");
        out.push_str("\r\n");
        for e in &self.entries {
            let title = e.title(lang);
            let row = [
                cell(&e.time),
                (e.seat + 1).to_string(),
                cell(shown(&e.player, lang)),
                e.ruleset.id().to_string(),
                cell(title),
                cell(&e.headline),
                if e.foul { w.yes } else { w.no }.to_string(),
                if e.chombo { w.yes } else { w.no }.to_string(),
                e.points.to_string(),
                cell(&(w.unit)(w, e.ruleset.unit(), e.points)),
                if e.earlier { w.yes } else { w.no }.to_string(),
                cell(&e.table),
                cell(&e.hand),
            ];
            out.push_str(&row.join(","));
            out.push_str("\r\n");
        }
        out
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

/// A `data:` address holding a file's text, for a download link.
pub fn data_url(mime: &str, text: &str) -> String {
    let mut out = format!("data:{mime};charset=utf-8,");
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-_.~".contains(&b) {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(seat: u8, foul: bool, points: u32) -> LogEntry {
        LogEntry {
            seat,
            // The player in the seat, filled by the log it is added to.
            player: "".into(),
            table: "".into(),
            hand: "".into(),
            ruleset: RulesetId::Mers2010,
            incident: "false-set",
            headline: "Foul (2nd of the session): 5 points".into(),
            foul,
            chombo: false,
            points,
            time: "14:05".into(),
            earlier: false,
        }
    }

    fn chombo(seat: u8, ruleset: RulesetId, points: u32) -> LogEntry {
        LogEntry {
            ruleset,
            incident: "empty-call",
            headline: "Chombo".into(),
            foul: false,
            chombo: true,
            ..entry(seat, false, points)
        }
    }

    #[test]
    fn counts_and_totals_per_seat() {
        let mut log = Rc::new(PenaltyLog::default());
        log = log.reduce(LogAction::Add(entry(1, true, 0)));
        log = log.reduce(LogAction::Add(entry(1, true, 5)));
        log = log.reduce(LogAction::Add(entry(2, false, 10)));
        assert_eq!(log.fouls(1), 2);
        assert_eq!(log.points(1), [(5, Unit::McrPoints)]);
        assert_eq!(log.fouls(2), 0);
        assert_eq!(log.points(0), []);
        log = log.reduce(LogAction::Remove(0));
        assert_eq!(log.fouls(1), 1);
        log = log.reduce(LogAction::NewSession);
        assert!(log.entries.is_empty());
    }

    #[test]
    fn chombos_are_counted_and_points_add_up_only_in_one_unit() {
        let mut log = Rc::new(PenaltyLog::default());
        log = log.reduce(LogAction::Add(chombo(0, RulesetId::Ema2012, 8000)));
        log = log.reduce(LogAction::Add(chombo(0, RulesetId::Ema2016, 20000)));
        log = log.reduce(LogAction::Add(chombo(0, RulesetId::Wrc2015, 20)));
        log = log.reduce(LogAction::Add(entry(0, true, 5)));
        assert_eq!(log.chombos(0), 3);
        assert_eq!(log.fouls(0), 1, "a chombo is not an MCR foul");
        assert_eq!(
            log.points(0),
            [
                (8000, Unit::TablePoints),
                (20000, Unit::FinalScorePoints),
                (20, Unit::OverallPoints),
                (5, Unit::McrPoints)
            ]
        );
        // Stored, exported and read back with what each entry counts as.
        assert_eq!(PenaltyLog::decode(&log.encode()).as_ref(), Some(&*log));
        assert_eq!(PenaltyLog::from_json(&log.to_json()).as_ref(), Ok(&*log));
        assert!(
            log.to_csv(Lang::En)
                .contains(",Chombo,No,Yes,8000,table points,No,,\r\n")
        );
        assert!(
            log.to_csv(Lang::Fr)
                .contains(",Chombo,Non,Oui,20,points au classement général,Non,,\r\n")
        );
        // A file exported before chombos were counted has no "chombo": none are.
        let old = log.to_json().replace("\"chombo\": true, ", "");
        assert_ne!(old, log.to_json());
        let read = PenaltyLog::from_json(&old).unwrap();
        assert_eq!(read.chombos(0), 0);
        assert_eq!(read.points(0), log.points(0));
        let bad = log
            .to_json()
            .replacen("\"chombo\": true", "\"chombo\": 1", 1);
        assert_eq!(
            PenaltyLog::from_json(&bad).unwrap_err().to_string(),
            "entry 1: not a session log: no chombo"
        );
    }

    /// MERS 2010 §3.6: a new session starts every count again, but a player penalised for
    /// obstruction keeps counting: that player's entries stay, as an earlier session's.
    #[test]
    fn a_new_session_keeps_the_record_of_a_player_whose_count_goes_on() {
        let obstruction = LogEntry {
            incident: "obstruction",
            headline: "At the referee's discretion".into(),
            ..entry(0, false, 0)
        };
        let mut log = Rc::new(PenaltyLog::default());
        for e in [
            entry(0, true, 0),
            obstruction.clone(),
            entry(0, true, 5),
            entry(1, true, 0),
            chombo(2, RulesetId::Ema2016, 20000),
            // Obstruction under FFMJ 2008: fouls are counted per session there.
            LogEntry {
                ruleset: RulesetId::Ffmj2008,
                seat: 3,
                ..obstruction.clone()
            },
        ] {
            log = log.reduce(LogAction::Add(e));
        }
        let next = log.clone().reduce(LogAction::NewSession);
        assert_eq!(next.entries.len(), 3);
        assert!(next.entries.iter().all(|e| e.seat == 0 && e.earlier));
        assert_eq!(next.fouls(0), 2, "the count goes on");
        assert_eq!(next.points(0), [], "points are this session's");
        assert_eq!((next.fouls(1), next.chombos(2), next.fouls(3)), (0, 0, 0));
        assert_eq!(
            next.undo.as_ref().map(|u| u.dropped),
            Some(Dropped::Cleared(3))
        );
        // Stored and exported with the mark, and read back.
        assert_eq!(PenaltyLog::decode(&next.encode()).as_ref(), Some(&*next));
        let exported = PenaltyLog {
            undo: None,
            ..(*next).clone()
        };
        assert_eq!(PenaltyLog::from_json(&next.to_json()), Ok(exported));
        assert!(next.to_csv(Lang::En).ends_with(",MCR points,Yes,,\r\n"));
        // The next foul is that player's third.
        let later = next.clone().reduce(LogAction::Add(entry(0, true, 10)));
        assert_eq!(
            (later.fouls(0), later.points(0)),
            (3, vec![(10, Unit::McrPoints)])
        );
        // Another new session keeps them again; with only earlier entries, nothing changes
        // and there is nothing to undo.
        let again = next.clone().reduce(LogAction::NewSession);
        assert_eq!(again.entries, next.entries);
        assert_eq!(again.undo, None);
        // Taken back, the session is as it was.
        assert_eq!(next.reduce(LogAction::Undo), log);
    }

    #[test]
    fn a_removal_a_new_session_or_an_import_can_be_taken_back() {
        let mut log = Rc::new(PenaltyLog::default());
        log = log.reduce(LogAction::Name(0, "Ana".into()));
        log = log.reduce(LogAction::Add(entry(0, true, 0)));
        log = log.reduce(LogAction::Add(entry(1, true, 5)));
        let full = log.clone();
        assert_eq!(full.undo, None);

        let cleared = log.clone().reduce(LogAction::NewSession);
        assert!(cleared.entries.is_empty());
        assert_eq!(cleared.seats[0], "Ana", "names stay");
        assert_eq!(
            cleared.undo.as_ref().map(|u| u.dropped),
            Some(Dropped::Cleared(2))
        );
        assert_eq!(cleared.reduce(LogAction::Undo), full);

        let removed = log.clone().reduce(LogAction::Remove(0));
        assert_eq!(
            removed.undo.as_ref().map(|u| u.dropped),
            Some(Dropped::Removed(1))
        );
        let back = removed.reduce(LogAction::Undo);
        assert_eq!(back, full, "the entry is back in its place");

        let imported = log.clone().reduce(LogAction::Import(PenaltyLog::default()));
        assert_eq!(imported.seats[0], "East");
        assert_eq!(
            imported.undo.as_ref().map(|u| u.dropped),
            Some(Dropped::Replaced(2))
        );
        assert_eq!(imported.reduce(LogAction::Undo), full);

        // Only the last action, and only until something else is done.
        let later = log
            .clone()
            .reduce(LogAction::NewSession)
            .reduce(LogAction::Add(entry(2, true, 0)));
        assert_eq!(later.undo, None);
        assert_eq!(later.clone().reduce(LogAction::Undo), later);
        // Nothing dropped, nothing offered: an empty log cleared, a removal out of range.
        let empty = Rc::new(PenaltyLog::default()).reduce(LogAction::NewSession);
        assert_eq!(empty.undo, None);
        assert_eq!(log.clone().reduce(LogAction::Remove(7)).undo, None);
        // Stored with the log: read back (a reload), the offer is still there and still
        // brings the entries back; once taken, the stored form is version 1 again.
        for action in [
            LogAction::NewSession,
            LogAction::Remove(1),
            LogAction::Import(PenaltyLog::default()),
        ] {
            let dropped = log.clone().reduce(action);
            let stored = PenaltyLog::decode(&dropped.encode()).unwrap();
            assert_eq!(&stored, &*dropped);
            let back = Rc::new(stored).reduce(LogAction::Undo);
            assert_eq!(back, full);
            assert!(back.encode().starts_with('1'));
        }
    }

    #[test]
    fn exported_and_imported() {
        let mut log = Rc::new(PenaltyLog::default());
        log = log.reduce(LogAction::Name(2, "Zoé, \"Z\"".into()));
        log = log.reduce(LogAction::Add(entry(2, true, 5)));
        let json = log.to_json();
        assert_eq!(PenaltyLog::from_json(&json).as_ref(), Ok(&*log));
        assert_eq!(
            log.to_csv(Lang::En),
            "time,seat,player,rule set,incident,ruling,foul,chombo,points off,unit,earlier session,table,hand\r\n14:05,3,\"Zoé, \"\"Z\"\"\",mers-2010,A player claimed a false set,Foul (2nd of the session): 5 points,Yes,No,5,MCR points,No,,\r\n"
        );
        // In French: the header, the incident's title, yes and no; the ruling as recorded.
        assert_eq!(
            log.to_csv(Lang::Fr),
            "heure,place,joueur,règles,incident,décision,faute,chombo,points retirés,unité,session précédente,table,main\r\n14:05,3,\"Zoé, \"\"Z\"\"\",mers-2010,Un joueur a annoncé un faux groupe,Foul (2nd of the session): 5 points,Oui,Non,5,points MCR,Non,,\r\n"
        );
        // A seat with no name given is its wind, in the language of the export.
        let unnamed = Rc::new(PenaltyLog::default()).reduce(LogAction::Add(entry(0, false, 0)));
        assert!(
            unnamed
                .to_csv(Lang::Fr)
                .contains("\r\n14:05,1,Est,mers-2010,")
        );
        assert!(
            unnamed
                .to_csv(Lang::En)
                .contains("\r\n14:05,1,East,mers-2010,")
        );
        assert!(data_url("text/csv", "a b,é").ends_with(",a%20b%2C%C3%A9"));
        // Not ours, another version, a bad entry: refused with where and why.
        assert_eq!(PenaltyLog::from_json("[1,2]"), Err(ImportError::Format));
        assert_eq!(
            PenaltyLog::from_json("{not json").unwrap_err().to_string(),
            "not a session log: '\"' expected at byte 1"
        );
        let other = json.replace("\"version\": 1", "\"version\": 2");
        assert_ne!(other, json);
        assert_eq!(PenaltyLog::from_json(&other), Err(ImportError::Format));
        let bad = json.replace("mers-2010", "mers-2099");
        assert_eq!(
            PenaltyLog::from_json(&bad).unwrap_err().to_string(),
            "entry 1: unknown rule set 'mers-2099' (one of ema-2016, ema-2012, wrc-2015, mers-2010, ffmj-2008)"
        );
    }

    #[test]
    fn stored_and_read_back() {
        let mut log = Rc::new(PenaltyLog::default());
        log = log.reduce(LogAction::Name(0, "Ana\u{1e}Bé".into()));
        log = log.reduce(LogAction::Add(entry(3, true, 5)));
        let line = log.encode();
        assert_eq!(PenaltyLog::decode(&line).as_ref(), Some(&*log));
        assert_eq!(log.seats[0], "AnaBé");
        let named = log.clone().reduce(LogAction::Name(1, "Li\u{1d}u".into()));
        assert_eq!(named.seats[1], "Liu", "no group separator in a name");
        // Version 2 (an undo offered): all four parts, each readable.
        let v1 = "1\u{1e}a\u{1f}b\u{1f}c\u{1f}d";
        let v2 = |dropped: &str| format!("2\u{1d}{dropped}\u{1d}{v1}\u{1d}{v1}");
        assert!(PenaltyLog::decode(&v2("c1")).is_some());
        assert_eq!(PenaltyLog::decode(&v2("z1")), None);
        assert_eq!(PenaltyLog::decode(&v2("c")), None);
        assert_eq!(PenaltyLog::decode(&format!("2\u{1d}c1\u{1d}{v1}")), None);
        assert_eq!(
            PenaltyLog::decode(&format!("3\u{1d}c1\u{1d}{v1}\u{1d}{v1}")),
            None
        );
        assert_eq!(PenaltyLog::decode("2\u{1e}a\u{1f}b\u{1f}c\u{1f}d"), None);
        assert_eq!(PenaltyLog::decode("1\u{1e}a\u{1f}b"), None);
        // The earlier-session mark is an eighth field: a headline that reads `e` is not it.
        let record = "0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}e";
        let read = |line: String| PenaltyLog::decode(&line).map(|l| l.entries[0].earlier);
        assert_eq!(read(format!("{v1}\u{1e}{record}")), Some(false));
        assert_eq!(read(format!("{v1}\u{1e}{record}\u{1f}e")), Some(true));
        assert_eq!(read(format!("{v1}\u{1e}{record}\u{1f}x")), None);
        assert_eq!(
            PenaltyLog::decode("1\u{1e}a\u{1f}b\u{1f}c\u{1f}d\u{1e}9\u{1f}x"),
            None
        );
    }

    /// An entry as the panel records it for a seat: its player and the place from the log.
    fn recorded(log: &PenaltyLog, seat: u8) -> LogEntry {
        LogEntry {
            player: log.person(seat).into(),
            table: log.table.as_str().into(),
            hand: log.hand.as_str().into(),
            ..entry(seat, true, 0)
        }
    }

    /// Players change seats between hands: each entry stays with the player it was recorded
    /// for, and so do the counts; a new name in a seat is a new player.
    #[test]
    fn entries_follow_the_player_when_seats_change() {
        let mut log = Rc::new(PenaltyLog::default());
        for (seat, name) in ["Ana", "Bo", "Cy", "Di"].into_iter().enumerate() {
            log = log.reduce(LogAction::Name(seat as u8, name.into()));
        }
        log = log.reduce(LogAction::Place("12".into(), "East 2".into()));
        let first = recorded(&log, 0);
        log = log.reduce(LogAction::Add(first));
        assert_eq!(log.fouls(0), 1);
        // The deal passes: Bo sits East, Ana North.
        let seats = log.rotated();
        log = log.reduce(LogAction::Seats(seats));
        assert_eq!(log.seats, ["Bo", "Cy", "Di", "Ana"].map(String::from));
        assert_eq!(
            (log.fouls(0), log.fouls(3)),
            (0, 1),
            "Ana's foul went with her"
        );
        log = log.reduce(LogAction::Place("12".into(), "East 3".into()));
        let second = recorded(&log, 3);
        log = log.reduce(LogAction::Add(second));
        assert_eq!(log.fouls(3), 2, "her second foul, from another seat");
        assert_eq!(log.fouls_of("Ana"), 2);
        let e = &log.entries;
        assert_eq!(
            (e[0].seat, &*e[0].player, &*e[0].hand),
            (0, "Ana", "East 2")
        );
        assert_eq!(
            (e[1].seat, &*e[1].player, &*e[1].hand),
            (3, "Ana", "East 3")
        );
        assert_eq!(&*e[1].table, "12");
        // Another player takes Ana's seat: her entries stay hers, not the newcomer's.
        log = log.reduce(LogAction::Name(3, "Eli".into()));
        assert_eq!((log.fouls(3), log.fouls_of("Ana")), (0, 2));
        assert_eq!(log.people(), ["Bo", "Cy", "Di", "Eli", "Ana"]);
        // Stored, exported and read back with the players and the place.
        assert_eq!(PenaltyLog::decode(&log.encode()).as_ref(), Some(&*log));
        assert_eq!(PenaltyLog::from_json(&log.to_json()).as_ref(), Ok(&*log));
        let csv = log.to_csv(Lang::En);
        assert!(csv.contains(",4,Ana,mers-2010,"), "{csv}");
        assert!(csv.ends_with(",No,12,East 3\r\n"), "{csv}");
        // A new session keeps the name's entries whose count goes on, by name.
        let obstruction = LogEntry {
            incident: "obstruction",
            ..recorded(&log, 0)
        };
        let next = log
            .clone()
            .reduce(LogAction::Add(obstruction))
            .reduce(LogAction::Seats(log.rotated()))
            .reduce(LogAction::NewSession);
        assert!(next.entries.iter().all(|e| &*e.player == "Bo"));
        assert_eq!(next.fouls(3), 1, "Bo, now North, keeps counting");
        // Unnamed players are known by the seat's wind they were recorded in, shown in the
        // language spoken.
        let mut winds = Rc::new(PenaltyLog::default());
        let south = recorded(&winds, 1);
        winds = winds.reduce(LogAction::Add(south));
        let seats = winds.rotated();
        winds = winds.reduce(LogAction::Seats(seats));
        assert_eq!(winds.fouls(0), 1, "South's player, now East");
        assert_eq!(shown(&winds.entries[0].player, Lang::Fr), "Sud");
        assert_eq!(winds.seat_label(0, Lang::En), "South (East)");
        // A name typed with spaces around it is the same player; an emptied one is the wind.
        let spaced = log.clone().reduce(LogAction::Name(3, " Eli ".into()));
        assert_eq!(spaced.person(3), "Eli");
        let emptied = log.clone().reduce(LogAction::Name(3, "  ".into()));
        assert_eq!(emptied.person(3), "North");
    }

    /// A player's name retyped in a seat is a new player; renamed, it is the same player:
    /// their entries, counts and seat follow the new name, stored and read back so.
    #[test]
    fn a_renamed_player_keeps_their_entries_and_counts() {
        let mut log = Rc::new(PenaltyLog::default());
        for (seat, name) in ["Jon", "Bo", "Cy", "Di"].into_iter().enumerate() {
            log = log.reduce(LogAction::Name(seat as u8, name.into()));
        }
        let foul = recorded(&log, 0);
        log = log.reduce(LogAction::Add(foul.clone()));
        log = log.reduce(LogAction::Add(foul));
        // Retyped in the seat, "John" would start at 0 (today's way, kept).
        let retyped = log.clone().reduce(LogAction::Name(0, "John".into()));
        assert_eq!((retyped.fouls(0), retyped.fouls_of("Jon")), (0, 2));
        // Renamed, John is Jon: his two fouls, his seat.
        let renamed = log
            .clone()
            .reduce(LogAction::Rename("Jon".into(), " John ".into()));
        assert_eq!(renamed.seats[0], "John");
        assert_eq!((renamed.fouls(0), renamed.fouls_of("Jon")), (2, 0));
        assert!(renamed.entries.iter().all(|e| &*e.player == "John"));
        assert_eq!(renamed.people(), ["John", "Bo", "Cy", "Di"]);
        assert_eq!(
            PenaltyLog::decode(&renamed.encode()).as_ref(),
            Some(&*renamed)
        );
        // A seated player's name is not taken (two Bos could not be told apart); nor is an
        // empty one or the same: nothing changes.
        for to in ["Bo", "  ", "Jon"] {
            assert!(!log.can_rename("Jon", to), "{to:?}");
            let same = log
                .clone()
                .reduce(LogAction::Rename("Jon".into(), to.into()));
            assert_eq!(same.entries, log.entries, "{to:?}");
            assert_eq!(same.seats, log.seats, "{to:?}");
        }
        // A player who left the table (Eli took John's seat) is renamed too; the seat stays
        // Eli's.
        let left = renamed
            .clone()
            .reduce(LogAction::Name(0, "Eli".into()))
            .reduce(LogAction::Rename("John".into(), "Jonathan".into()));
        assert_eq!((left.fouls_of("Jonathan"), left.fouls(0)), (2, 0));
        assert_eq!(left.seats[0], "Eli");
        // One person typed two ways becomes one: Eli's foul joins Jonathan's (who left), and
        // the seat is Jonathan's.
        let eli = recorded(&left, 0);
        let joined = left
            .reduce(LogAction::Add(eli))
            .reduce(LogAction::Rename("Eli".into(), "Jonathan".into()));
        assert_eq!((joined.fouls(0), joined.seats[0].as_str()), (3, "Jonathan"));
        // An unnamed player, known by the seat's wind, is named with their entries.
        let mut winds = Rc::new(PenaltyLog::default());
        let south = recorded(&winds, 1);
        winds = winds.reduce(LogAction::Add(south));
        winds = winds.reduce(LogAction::Rename("South".into(), "Sam".into()));
        assert_eq!((winds.seats[1].as_str(), winds.fouls(1)), ("Sam", 1));
        // A rename ends the offer to undo, like any change.
        let removed = renamed.clone().reduce(LogAction::Remove(0));
        assert!(removed.undo.is_some());
        let after = removed.reduce(LogAction::Rename("John".into(), "Jo".into()));
        assert_eq!((after.undo.is_none(), after.fouls(0)), (true, 1));
    }

    /// Two players swap seats: each one's entries and counts go with them.
    #[test]
    fn swapped_seats_take_their_players_counts() {
        let mut log = Rc::new(PenaltyLog::default());
        for (seat, name) in ["Ana", "Bo", "Cy", "Di"].into_iter().enumerate() {
            log = log.reduce(LogAction::Name(seat as u8, name.into()));
        }
        let ana = recorded(&log, 0);
        log = log.reduce(LogAction::Add(ana));
        let seats = log.swapped(0, 2);
        assert_eq!(seats, ["Cy", "Bo", "Ana", "Di"].map(String::from));
        log = log.reduce(LogAction::Seats(seats));
        assert_eq!((log.fouls(0), log.fouls(2), log.fouls_of("Ana")), (0, 1, 1));
        // The same seat twice, or a seat beyond the four, changes nothing.
        assert_eq!(log.swapped(1, 1), log.seats);
        assert_eq!(log.swapped(0, 4), log.seats);
        // Unnamed players too: East's entry goes to West with them.
        let mut winds = Rc::new(PenaltyLog::default());
        let east = recorded(&winds, 0);
        winds = winds.reduce(LogAction::Add(east));
        let seats = winds.swapped(0, 2);
        winds = winds.reduce(LogAction::Seats(seats));
        assert_eq!((winds.fouls(0), winds.fouls(2)), (0, 1));
        assert_eq!(winds.seat_label(2, Lang::En), "East (West)");
    }

    /// The stored form and the files of the versions before players were recorded: each
    /// entry goes to the player in its seat as they read (what those versions showed), and
    /// then stays with them.
    #[test]
    fn a_log_stored_before_players_were_recorded_still_loads() {
        let old = "1\u{1e}Ana\u{1f}Bo\u{1f}Cy\u{1f}Di\u{1e}0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}Foul\u{1e}2\u{1f}mers-2010\u{1f}obstruction\u{1f}0\u{1f}0\u{1f}14:10\u{1f}Warning\u{1f}e";
        let log = Rc::new(PenaltyLog::decode(old).expect("the old form reads"));
        let players: Vec<&str> = log.entries.iter().map(|e| &*e.player).collect();
        assert_eq!(players, ["Ana", "Cy"]);
        assert!(log.entries[1].earlier);
        assert_eq!((log.table.as_str(), log.hand.as_str()), ("", ""));
        let moved = log.clone().reduce(LogAction::Seats(log.rotated()));
        assert_eq!((moved.fouls(3), moved.fouls(0)), (1, 0));
        // Written again in the new form, and read back the same.
        assert!(moved.encode().contains("\u{1f}Ana\u{1f}\u{1f}"));
        assert_eq!(PenaltyLog::decode(&moved.encode()).as_ref(), Some(&*moved));
        // A record of the old form, stored alone (a change), takes its seat's player when
        // it is added.
        let record = "1\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:20\u{1f}Foul";
        let mut later = (*moved).clone();
        later.add(LogEntry::decode(record).unwrap());
        assert_eq!(&*later.entries[2].player, "Cy");
        // An old file: `player` was the seat's name when exported; without it, the seat's.
        let file = moved
            .to_json()
            .replace("\"table\": \"\", \"hand\": \"\", ", "");
        assert_eq!(PenaltyLog::from_json(&file).as_ref(), Ok(&*moved));
        let no_player = file.replace("\"player\": \"Ana\", ", "");
        let read = PenaltyLog::from_json(&no_player).unwrap();
        assert_eq!(
            &*read.entries[0].player, "Bo",
            "the seat's player in the file"
        );
        // Garbled records and places are refused, never guessed.
        let bad_flag = "0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}F\u{1f}x\u{1f}Ana\u{1f}\u{1f}";
        assert_eq!(LogEntry::decode(bad_flag), None);
        let ten =
            "0\u{1f}mers-2010\u{1f}false-set\u{1f}1\u{1f}0\u{1f}14:05\u{1f}F\u{1f}\u{1f}Ana\u{1f}";
        assert_eq!(LogEntry::decode(ten), None);
        assert_eq!(
            PenaltyLog::decode("1\u{1e}a\u{1f}b\u{1f}c\u{1f}d\u{1f}12"),
            None
        );
        let (salvaged, bad) = PenaltyLog::salvage(&format!("{old}\u{1e}{bad_flag}"));
        assert_eq!((salvaged.entries.len(), bad), (2, 1));
        let wrong = moved
            .to_json()
            .replacen("\"table\": \"\"", "\"table\": 12", 1);
        assert_eq!(
            PenaltyLog::from_json(&wrong).unwrap_err().to_string(),
            "not a session log: no table"
        );
        let wrong = moved
            .to_json()
            .replacen("\"player\": \"Ana\"", "\"player\": 1", 1);
        assert_eq!(
            PenaltyLog::from_json(&wrong).unwrap_err().to_string(),
            "entry 1: not a session log: no player"
        );
    }
}
