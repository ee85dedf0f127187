//! A change of the stored log, as one key of its own holds it: where it stands in the log's
//! order ([`ChangeId`], its key) and what it does ([`Change`], its stored value).

use crate::ui::hooks::Stored;
use crate::ui::log_state::{LogEntry, PenaltyLog};
use std::rc::Rc;

/// Where a change stands in the log's order: its clock, then its tab; the tab's sequence
/// number tells a tab's changes apart.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub(super) struct ChangeId {
    pub(super) clock: u64,
    pub(super) tab: Rc<str>,
    pub(super) seq: u32,
}

impl ChangeId {
    /// Its storage key under the log's key `base`.
    pub(super) fn key(&self, base: &str) -> String {
        format!("{base}#{}.{}.{}", self.clock, self.tab, self.seq)
    }

    /// A change's key read back; `None` for any other key.
    pub(super) fn parse(key: &str, base: &str) -> Option<ChangeId> {
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
pub(super) type Covered = Vec<(Rc<str>, u32)>;

/// One stored change.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Change {
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
    pub(super) fn encode(&self) -> String {
        match self {
            Change::Add(e) => format!("a{}", e.encode()),
            Change::Name(seat, name) => format!("n{seat}{name}"),
            Change::Seats(seats) => format!("p{}", seats.join("\u{1f}")),
            Change::Place(table, hand) => format!("w{table}\u{1f}{hand}"),
            Change::Snapshot(covered, log) => snapshot_value(covered, log),
        }
    }

    pub(super) fn decode(value: &str) -> Option<Change> {
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
    pub(super) fn apply(self, log: &mut PenaltyLog) {
        match self {
            Change::Add(entry) => log.add(entry),
            Change::Name(seat, name) => log.name(seat, &name),
            Change::Seats(seats) => log.reseat(&seats),
            Change::Place(table, hand) => log.place(&table, &hand),
            Change::Snapshot(_, snapshot) => *log = snapshot,
        }
    }
}

/// A snapshot's stored value: see [`Change::Snapshot`].
pub(super) fn snapshot_value(covered: &[(Rc<str>, u32)], log: &PenaltyLog) -> String {
    let covered: Vec<String> = covered.iter().map(|(t, s)| format!("{t}:{s}")).collect();
    let line = log.encode();
    format!("s{}\n{}\n{line}", covered.join(","), line.len())
}
