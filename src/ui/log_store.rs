//! The session log as stored: a store no tab can lose a write of.
//!
//! Every tab of the widget records in the same log. Writing the whole log under one key, as
//! the first versions did, loses entries: two tabs that record at once each write what they
//! read plus their own entry, and the last write wins. Here nothing is ever written over:
//! each change is one key of its own, `<log key>#<clock>.<tab>.<seq>` — a Lamport clock (one
//! more than the highest this tab has seen, so a change comes after every change its tab
//! knew of), the tab's random id, and the tab's sequence number — written once by the tab
//! that made it. The log is those changes applied in the keys' order, on top of the last
//! snapshot (or, before the first, the line the first versions stored under the log's key,
//! read as it is: that is the migration). Recording an entry, naming a player, seating the
//! players anew or saying the table and hand writes that change alone, whatever the log's
//! length; a removal, a new session, an import or an undo
//! writes a snapshot of the log after it, with, for each tab, the last of its changes the
//! snapshot holds: a change another tab made meanwhile is not in the snapshot, and is applied
//! on top of it. Another tab's change arrives as a `storage` event and is applied alone.
//!
//! Browsers whose storage is full or switched off keep the log in the page only (the widget
//! says so); the first write that goes through again is a snapshot of all of it.

use crate::ui::hooks::{StoreScope, Stored, store, unreadable_key};
use crate::ui::log_state::{LogAction, LogEntry, PenaltyLog};
use std::rc::Rc;
use yew::prelude::*;

/// Where a change stands in the log's order: its clock, then its tab; the tab's sequence
/// number tells a tab's changes apart.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
struct ChangeId {
    clock: u64,
    tab: Rc<str>,
    seq: u32,
}

impl ChangeId {
    /// Its storage key under the log's key `base`.
    fn key(&self, base: &str) -> String {
        format!("{base}#{}.{}.{}", self.clock, self.tab, self.seq)
    }

    /// A change's key read back; `None` for any other key.
    fn parse(key: &str, base: &str) -> Option<ChangeId> {
        let rest = key.strip_prefix(base)?.strip_prefix('#')?;
        let mut parts = rest.split('.');
        let clock = parts.next()?.parse().ok()?;
        let tab = parts.next().filter(|t| !t.is_empty())?;
        let seq = parts.next()?.parse().ok()?;
        parts.next().is_none().then(|| ChangeId {
            clock,
            tab: tab.into(),
            seq,
        })
    }
}

/// For each tab, the last of its changes a log holds.
type Covered = Vec<(Rc<str>, u32)>;

/// One stored change.
#[derive(Debug, Clone, PartialEq)]
enum Change {
    /// An entry recorded (`a` and the entry's record).
    Add(LogEntry),
    /// A seat named (`n`, the seat, the name).
    Name(u8, String),
    /// The players seated anew (`p`, the four names separated by the ASCII unit separator).
    Seats([String; 4]),
    /// The table and the hand said (`w`, the table, the unit separator, the hand).
    Place(String, String),
    /// The log after a removal, a new session, an import or an undo (`s`, what it covers
    /// as `tab:seq,…`, the stored line's length in bytes, the line, on three lines: the
    /// length tells a line cut short).
    Snapshot(Covered, PenaltyLog),
}

impl Change {
    fn encode(&self) -> String {
        match self {
            Change::Add(e) => format!("a{}", e.encode()),
            Change::Name(seat, name) => format!("n{seat}{name}"),
            Change::Seats(seats) => format!("p{}", seats.join("\u{1f}")),
            Change::Place(table, hand) => format!("w{table}\u{1f}{hand}"),
            Change::Snapshot(covered, log) => snapshot_value(covered, log),
        }
    }

    fn decode(value: &str) -> Option<Change> {
        let mut chars = value.chars();
        match chars.next()? {
            'a' => LogEntry::decode(chars.as_str()).map(Change::Add),
            'n' => {
                let seat = chars.next()?.to_digit(10).filter(|s| *s < 4)?;
                Some(Change::Name(seat as u8, chars.as_str().to_string()))
            }
            'p' => {
                let seats: Vec<String> = chars.as_str().split('\u{1f}').map(String::from).collect();
                Some(Change::Seats(seats.try_into().ok()?))
            }
            'w' => {
                let (table, hand) = chars.as_str().split_once('\u{1f}')?;
                (!hand.contains('\u{1f}'))
                    .then(|| Change::Place(table.to_string(), hand.to_string()))
            }
            's' => {
                let mut parts = chars.as_str().splitn(3, '\n');
                let (covered, len, line) = (parts.next()?, parts.next()?, parts.next()?);
                if len.parse::<usize>().ok()? != line.len() {
                    return None;
                }
                let covered = covered
                    .split(',')
                    .filter(|c| !c.is_empty())
                    .map(|c| {
                        let (tab, seq) = c.split_once(':')?;
                        Some((Rc::from(tab), seq.parse().ok()?))
                    })
                    .collect::<Option<Covered>>()?;
                Some(Change::Snapshot(covered, PenaltyLog::decode(line)?))
            }
            _ => None,
        }
    }

    /// Applies an entry, a name, the seats or the place to `log` in place (a snapshot
    /// replaces the log instead).
    fn apply(self, log: &mut PenaltyLog) {
        match self {
            Change::Add(entry) => log.add(entry),
            Change::Name(seat, name) => log.name(seat, &name),
            Change::Seats(seats) => log.reseat(&seats),
            Change::Place(table, hand) => log.place(&table, &hand),
            Change::Snapshot(_, snapshot) => *log = snapshot,
        }
    }
}

/// What a reader found that it could not read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Damage {
    /// The entries that could be read, on screen.
    pub read: usize,
    /// Records that could not be read.
    pub unreadable: usize,
    /// Whether the unreadable bytes are kept in this browser (copied aside, or stored under
    /// keys nothing writes again); not when storage was too full to copy them.
    pub kept: bool,
}

/// The session log as this tab holds it, with what it needs to store its changes.
#[derive(Debug, Clone, PartialEq)]
pub struct LogBook {
    /// The log.
    pub log: PenaltyLog,
    /// The log's key (the widget's own, or an embed's).
    base: Rc<str>,
    /// This tab's id.
    tab: Rc<str>,
    /// This tab's last sequence number.
    seq: u32,
    /// The highest clock seen.
    clock: u64,
    /// The last change applied.
    last: Option<ChangeId>,
    /// For each tab, the last of its changes applied.
    covered: Covered,
    /// Whether the last write reached storage (storage full or switched off: not).
    pub written: bool,
    /// What could not be read, at start-up or since.
    pub damage: Option<Damage>,
    /// The snapshot the log stands on (none: on the first versions' line). A snapshot this
    /// tab writes holds all of it, so it is removed then: a log whose entries are removed
    /// one by one does not fill storage with copies of itself.
    snapshot: Option<ChangeId>,
}

impl std::ops::Deref for LogBook {
    type Target = PenaltyLog;
    fn deref(&self) -> &PenaltyLog {
        &self.log
    }
}

/// A new tab's id: random (in the browser), so that two tabs never share one.
#[cfg(target_arch = "wasm32")]
fn tab_id() -> Rc<str> {
    // 48 random bits in base 36 (at most 10 characters): two tabs meet with odds far below
    // one in a million even over thousands of tabs.
    let mut n = (js_sys::Math::random() * 2f64.powi(48)) as u64;
    let mut id = String::new();
    loop {
        id.push(char::from_digit((n % 36) as u32, 36).unwrap_or('0'));
        n /= 36;
        if n == 0 {
            break id.into();
        }
    }
}

/// Outside a browser: one id after the other.
#[cfg(not(target_arch = "wasm32"))]
fn tab_id() -> Rc<str> {
    thread_local!(static NEXT: std::cell::Cell<u32> = const { std::cell::Cell::new(0) });
    NEXT.with(|n| {
        n.set(n.get() + 1);
        format!("t{}", n.get()).into()
    })
}

impl LogBook {
    /// The log stored under `base`, read whole, for a new tab.
    pub fn open(base: impl Into<Rc<str>>) -> LogBook {
        let mut book = LogBook {
            log: PenaltyLog::default(),
            base: base.into(),
            tab: tab_id(),
            seq: 0,
            clock: 0,
            last: None,
            covered: Vec::new(),
            written: true,
            damage: None,
            snapshot: None,
        };
        book.read();
        book
    }

    /// Reads every stored change again and applies them in order; keeps this tab's id.
    fn read(&mut self) {
        let prefix = format!("{}#", self.base);
        let mut ids: Vec<(ChangeId, usize)> = Vec::new();
        let mut found: Vec<Option<Change>> = Vec::new();
        for (k, v) in store::starting(&prefix) {
            if let Some(id) = ChangeId::parse(&k, &self.base) {
                ids.push((id, found.len()));
                found.push(Change::decode(&v));
            }
        }
        crate::order::sort_long(&mut ids);
        let changes: Vec<(ChangeId, Option<Change>)> = ids
            .into_iter()
            .map(|(id, i)| (id, found[i].take()))
            .collect();
        let mut unreadable = changes.iter().filter(|(_, c)| c.is_none()).count();
        self.clock = changes
            .last()
            .map_or(self.clock, |(id, _)| id.clock.max(self.clock));
        self.log = PenaltyLog::default();
        self.covered = Vec::new();
        self.last = None;
        self.snapshot = None;
        // The base: the last snapshot, or the line of the first versions.
        let snapshot = changes
            .iter()
            .rposition(|(_, c)| matches!(c, Some(Change::Snapshot(..))));
        let mut kept = true;
        let mut migrated = false;
        match snapshot {
            Some(i) => {
                if let (id, Some(Change::Snapshot(covered, log))) = &changes[i] {
                    self.log = log.clone();
                    self.covered = covered.clone();
                    self.snapshot = Some(id.clone());
                    self.mark(id);
                }
            }
            None => {
                if let Some(line) = store::get(&self.base) {
                    match PenaltyLog::decode(&line) {
                        Some(log) => self.log = log,
                        None => {
                            let (log, bad) = PenaltyLog::salvage(&line);
                            self.log = log;
                            unreadable += bad;
                            // Copied aside if storage takes it; the line itself is never
                            // written again.
                            kept = store::set(&unreadable_key(&self.base), &line);
                            migrated = true;
                        }
                    }
                }
            }
        }
        for (id, change) in changes {
            let Some(change) = change else { continue };
            if matches!(change, Change::Snapshot(..)) || self.holds(&id) {
                continue;
            }
            change.apply(&mut self.log);
            self.mark(&id);
        }
        if migrated {
            // What could be read becomes the log's first snapshot, so that the damage is
            // said once (not if storage is full: it is said again at the next start, which
            // is true then too).
            self.seq += 1;
            let id = ChangeId {
                clock: self.clock + 1,
                tab: self.tab.clone(),
                seq: self.seq,
            };
            self.mark(&id);
            if store::set(
                &id.key(&self.base),
                &snapshot_value(&self.covered, &self.log),
            ) {
                self.snapshot = Some(id);
            }
        }
        if unreadable > 0 {
            self.damage = Some(Damage {
                read: self.log.entries.len(),
                unreadable,
                kept,
            });
        }
    }

    /// Whether the log holds a change already.
    fn holds(&self, id: &ChangeId) -> bool {
        self.covered
            .iter()
            .any(|(tab, seq)| *tab == id.tab && *seq >= id.seq)
    }

    /// Notes a change as applied.
    fn mark(&mut self, id: &ChangeId) {
        self.clock = self.clock.max(id.clock);
        match self.covered.iter_mut().find(|(tab, _)| *tab == id.tab) {
            Some((_, seq)) => *seq = (*seq).max(id.seq),
            None => self.covered.push((id.tab.clone(), id.seq)),
        }
        if self.last.as_ref().is_none_or(|last| last < id) {
            self.last = Some(id.clone());
        }
    }

    /// Applies this tab's own change and stores it: alone, or, after a write that did not
    /// go through, as a snapshot of the whole log (which then holds what was not stored).
    fn commit(&mut self, change: Change) {
        if let Change::Add(LogEntry { seat: 4.., .. }) | Change::Name(4.., _) = change {
            return;
        }
        self.seq += 1;
        let id = ChangeId {
            clock: self.clock + 1,
            tab: self.tab.clone(),
            seq: self.seq,
        };
        let alone = self.written && !matches!(change, Change::Snapshot(..));
        change.clone().apply(&mut self.log);
        self.mark(&id);
        // Stored as the log holds it (names, headlines, the place cleaned; an entry with
        // its player).
        let log = &self.log;
        let value = match change {
            _ if !alone => None,
            Change::Add(_) => log.entries.last().map(|e| Change::Add(e.clone())),
            Change::Name(seat, _) => Some(Change::Name(seat, log.seats[usize::from(seat)].clone())),
            Change::Seats(_) => Some(Change::Seats(log.seats.clone())),
            Change::Place(..) => Some(Change::Place(log.table.clone(), log.hand.clone())),
            Change::Snapshot(..) => None,
        };
        let value = match value {
            Some(change) => change.encode(),
            None => snapshot_value(&self.covered, &self.log),
        };
        self.written = store::set(&id.key(&self.base), &value);
        if !alone
            && self.written
            && let Some(before) = self.snapshot.replace(id)
        {
            store::remove(&before.key(&self.base));
        }
    }

    /// Another tab's change to storage: applied alone when it is the next in order, the
    /// whole log read again otherwise (a snapshot, a change that arrived late, storage
    /// cleared, the first versions' line changed while no snapshot is stored). Whether
    /// anything changed.
    fn heard(&mut self, key: Option<&str>, value: Option<&str>) -> bool {
        let Some(key) = key else {
            self.read();
            return true;
        };
        if key == &*self.base {
            // The first versions' line, written by such a version open in another tab: it
            // is the log's base only while no snapshot is stored.
            if self.snapshot.is_some() {
                return false;
            }
            self.read();
            return true;
        }
        let Some(id) = ChangeId::parse(key, &self.base) else {
            return false;
        };
        // A change removed: only a snapshot another holds all of is (`commit`). A change
        // already read (with the whole log, after a change that arrived late): nothing new.
        let Some(value) = value.filter(|_| !self.holds(&id)) else {
            return false;
        };
        match Change::decode(value) {
            Some(change)
                if !matches!(change, Change::Snapshot(..))
                    && self.last.as_ref().is_none_or(|last| *last < id) =>
            {
                change.apply(&mut self.log);
                self.mark(&id);
            }
            None => {
                let damage = self.damage.get_or_insert(Damage {
                    read: 0,
                    unreadable: 0,
                    kept: true,
                });
                damage.unreadable += 1;
                damage.read = self.log.entries.len();
            }
            _ => self.read(),
        }
        true
    }
}

/// A snapshot's stored value: see [`Change::Snapshot`].
fn snapshot_value(covered: &[(Rc<str>, u32)], log: &PenaltyLog) -> String {
    let covered: Vec<String> = covered.iter().map(|(t, s)| format!("{t}:{s}")).collect();
    let line = log.encode();
    format!("s{}\n{}\n{line}", covered.join(","), line.len())
}

impl Reducible for LogBook {
    type Action = LogAction;

    fn reduce(self: Rc<Self>, action: LogAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            LogAction::Heard { key, value } => {
                if !next.heard(key.as_deref(), value.as_deref()) {
                    return self;
                }
            }
            LogAction::Add(entry) => next.commit(Change::Add(entry)),
            LogAction::Name(seat, name) => next.commit(Change::Name(seat, name)),
            LogAction::Seats(seats) => next.commit(Change::Seats(seats)),
            LogAction::Place(table, hand) => next.commit(Change::Place(table, hand)),
            other => {
                let log = Rc::new(self.log.clone()).reduce(other);
                if *log == self.log {
                    return self;
                }
                next.commit(Change::Snapshot(Vec::new(), (*log).clone()));
            }
        }
        Rc::new(next)
    }
}

/// The session log of the widget (its scope's), read once, following the other tabs'
/// changes; `heard` is called before each of them is applied.
#[hook]
pub fn use_log_book(heard: Rc<dyn Fn()>) -> UseReducerHandle<LogBook> {
    let scope = use_context::<StoreScope>().unwrap_or_default();
    let book = use_reducer(move || LogBook::open(scope.key(PenaltyLog::KEY)));
    let dispatcher = book.dispatcher();
    use_effect_with((), move |_| {
        let listening = crate::ui::hooks::on_storage(move |key, value| {
            heard();
            dispatcher.dispatch(LogAction::Heard { key, value });
        });
        move || drop(listening)
    });
    book
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::RulesetId;

    const KEY: &str = "test/log";

    fn entry(seat: u8, headline: &str) -> LogEntry {
        LogEntry {
            seat,
            player: "".into(),
            table: "".into(),
            hand: "".into(),
            ruleset: RulesetId::Mers2010,
            incident: "false-set",
            headline: headline.into(),
            foul: true,
            chombo: false,
            points: 0,
            time: "14:05".into(),
            earlier: false,
        }
    }

    fn headlines(book: &LogBook) -> Vec<String> {
        book.entries
            .iter()
            .map(|e| e.headline.to_string())
            .collect()
    }

    /// Another tab's writes since `since` keys, as its `storage` events give them.
    fn hear(book: Rc<LogBook>, keys: &[String]) -> Rc<LogBook> {
        keys.iter().fold(book, |book, key| {
            book.reduce(LogAction::Heard {
                key: Some(key.clone()),
                value: store::get(key),
            })
        })
    }

    fn keys() -> Vec<String> {
        let mut keys: Vec<String> = store::starting(&format!("{KEY}#"))
            .into_iter()
            .map(|(k, _)| k)
            .collect();
        keys.sort();
        keys
    }

    #[test]
    fn tabs_recording_at_once_lose_nothing() {
        let (mut a, mut b) = (Rc::new(LogBook::open(KEY)), Rc::new(LogBook::open(KEY)));
        // Each records without having heard the other.
        for i in 0..5 {
            a = a.reduce(LogAction::Add(entry(0, &format!("a{i}"))));
            b = b.reduce(LogAction::Add(entry(1, &format!("b{i}"))));
        }
        assert_eq!(keys().len(), 10, "one key per entry");
        let fresh = LogBook::open(KEY);
        let all = headlines(&fresh);
        assert_eq!(all.len(), 10);
        for i in 0..5 {
            for name in [format!("a{i}"), format!("b{i}")] {
                assert_eq!(all.iter().filter(|h| **h == name).count(), 1, "{name}");
            }
        }
        // Each tab, told of the other's writes, shows the same log as a reload.
        let a = hear(a, &keys());
        let b = hear(b, &keys());
        assert_eq!(headlines(&a), all);
        assert_eq!(headlines(&b), all);
        // Heard again, a change is not applied twice.
        let a = hear(a, &keys());
        assert_eq!(headlines(&a), all);
    }

    #[test]
    fn a_removal_in_one_tab_keeps_what_another_recorded_meanwhile() {
        let a = Rc::new(LogBook::open(KEY)).reduce(LogAction::Add(entry(0, "first")));
        let b = hear(Rc::new(LogBook::open(KEY)), &keys());
        assert_eq!(headlines(&b), ["first"]);
        // At once: A removes the first entry, B records a second.
        let a = a.reduce(LogAction::Remove(0));
        let _b = b.reduce(LogAction::Add(entry(1, "second")));
        let fresh = LogBook::open(KEY);
        assert_eq!(headlines(&fresh), ["second"]);
        // The removal can be undone after a reload, the second entry staying.
        assert!(fresh.undo.is_none(), "B's entry came after the removal");
        let a = hear(a, &keys());
        assert_eq!(headlines(&a), ["second"]);
        // Names are changes too.
        let a = a.reduce(LogAction::Name(2, "Zoé".into()));
        assert_eq!(LogBook::open(KEY).seats[2], "Zoé");
        let a = a.reduce(LogAction::NewSession);
        assert_eq!(LogBook::open(KEY).entries.len(), 0);
        let _ = a.reduce(LogAction::Undo);
        assert_eq!(headlines(&LogBook::open(KEY)), ["second"]);
        // Each snapshot written removes the one it stood on: one is left.
        let snapshots = store::starting(&format!("{KEY}#"))
            .into_iter()
            .filter(|(_, v)| v.starts_with('s'))
            .count();
        assert_eq!(snapshots, 1);
    }

    #[test]
    fn the_first_versions_log_is_read_and_never_written_over() {
        let mut old = Rc::new(PenaltyLog::default());
        old = old.reduce(LogAction::Add(entry(0, "old one")));
        old = old.reduce(LogAction::Add(entry(1, "old two")));
        let line = old.encode();
        store::set(KEY, &line);
        let book = Rc::new(LogBook::open(KEY));
        assert_eq!(headlines(&book), ["old one", "old two"]);
        assert_eq!(book.damage, None);
        let _ = book.reduce(LogAction::Add(entry(2, "new")));
        assert_eq!(store::get(KEY).as_deref(), Some(line.as_str()));
        assert_eq!(
            headlines(&LogBook::open(KEY)),
            ["old one", "old two", "new"]
        );
    }

    #[test]
    fn a_damaged_log_keeps_its_readable_entries_and_says_what_happened() {
        let mut old = Rc::new(PenaltyLog::default());
        for i in 0..3 {
            old = old.reduce(LogAction::Add(entry(0, &format!("e{i}"))));
        }
        let line = old.encode();
        // Cut short in its last record.
        let cut = &line[..line.len() - 20];
        store::set(KEY, cut);
        let book = LogBook::open(KEY);
        assert_eq!(headlines(&book), ["e0", "e1"]);
        assert_eq!(
            book.damage,
            Some(Damage {
                read: 2,
                unreadable: 1,
                kept: true
            })
        );
        assert_eq!(store::get("test/log-unreadable").as_deref(), Some(cut));
        // Said once: what was read is the log's snapshot now.
        let again = LogBook::open(KEY);
        assert_eq!(headlines(&again), ["e0", "e1"]);
        assert_eq!(again.damage, None);
        // A stored change that cannot be read is left where it is, and said.
        store::set(&format!("{KEY}#99.zz.1"), "a0\u{1f}nonsense");
        let third = LogBook::open(KEY);
        assert_eq!(third.entries.len(), 2);
        assert_eq!(third.damage.map(|d| d.unreadable), Some(1));
        // A snapshot cut short is not taken: the log before it stands.
        let snap = snapshot_value(&[], &PenaltyLog::default());
        store::set(&format!("{KEY}#100.zz.2"), &snap[..snap.len() - 3]);
        assert_eq!(LogBook::open(KEY).entries.len(), 2);
    }

    #[test]
    fn seats_and_the_place_are_changes_of_their_own() {
        let a = Rc::new(LogBook::open(KEY))
            .reduce(LogAction::Name(0, "Ana".into()))
            .reduce(LogAction::Name(1, "Bo".into()))
            .reduce(LogAction::Add(entry(0, "first")));
        let b = hear(Rc::new(LogBook::open(KEY)), &keys());
        let seats = a.rotated();
        let a = a
            .reduce(LogAction::Seats(seats))
            .reduce(LogAction::Place("7".into(), "South 1".into()));
        // Written alone: no snapshot of the whole log.
        assert!(
            store::starting(&format!("{KEY}#"))
                .iter()
                .all(|(_, v)| !v.starts_with('s'))
        );
        let b = hear(b, &keys());
        assert_eq!(b.log, a.log);
        assert_eq!((b.seats[0].as_str(), b.seats[3].as_str()), ("Bo", "Ana"));
        assert_eq!((b.table.as_str(), b.hand.as_str()), ("7", "South 1"));
        assert_eq!(b.fouls(3), 1, "Ana's entry went with her");
        assert_eq!(LogBook::open(KEY).log, a.log);
        // A change garbled in storage is said, not guessed at.
        store::set(&format!("{KEY}#99.zz.1"), "pAna\u{1f}Bo");
        store::set(&format!("{KEY}#99.zz.2"), "w7");
        let read = LogBook::open(KEY);
        assert_eq!(read.log, a.log);
        assert_eq!(read.damage.map(|d| d.unreadable), Some(2));
    }
}
