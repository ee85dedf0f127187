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

mod change;
#[cfg(test)]
mod tests;

use crate::ui::hooks::{StoreScope, Stored, store, unreadable_key};
use crate::ui::log_state::{LogAction, LogEntry, PenaltyLog};
use change::{Change, ChangeId, Covered, snapshot_value};
use std::rc::Rc;
use yew::prelude::*;

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
