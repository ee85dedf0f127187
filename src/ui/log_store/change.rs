//! A change of the stored log, as one key of its own holds it: where it stands in the log's
//! order ([`ChangeId`], its key) and what it does ([`Change`], its stored value).

use crate::ui::codec::{self, Writer};
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

/// One stored change: a record ([`crate::ui::codec`]), its version (`"1"`; `"2"` for a
/// snapshot), a letter saying which change it is, then the change's fields. Values stored before (the letter, then the
/// change: `a` and the entry's record of the log's version 1, `n` the seat and the name, `p`
/// the four names separated by the ASCII unit separator, `w` the table, the unit separator
/// and the hand, `s` a snapshot: what it covers, the stored line's length in bytes and the
/// line, on three lines) are still read.
#[derive(Debug, Clone, PartialEq)]
pub(super) enum Change {
    /// An entry recorded: `["1","a",<the fields of the entry's record>…]`.
    Add(LogEntry),
    /// A seat named: `["1","n","<seat 0–3>","<name>"]`.
    Name(u8, String),
    /// The players seated anew: `["1","p","<East>","<South>","<West>","<North>"]`.
    Seats([String; 4]),
    /// The table and the hand said: `["1","w","<table>","<hand>"]`.
    Place(String, String),
    /// The log after a removal, a new session, an import or an undo, and what it covers
    /// (for each tab, the last of its changes it holds):
    /// `["2","s",[["<tab>","<seq>"]…],<the log's record>]` (a value cut short is no JSON:
    /// not read); version 1 held what it covers as one text, `"<tab:seq,…>"`, still read.
    Snapshot(Covered, PenaltyLog),
}

impl Change {
    pub(super) fn encode(&self) -> String {
        match self {
            Change::Add(e) => {
                let mut fields = vec!["1".to_string(), "a".to_string()];
                fields.extend(e.fields());
                let fields: Vec<&str> = fields.iter().map(String::as_str).collect();
                codec::record(&fields)
            }
            Change::Name(seat, name) => codec::record(&["1", "n", &seat.to_string(), name]),
            Change::Seats([a, b, c, d]) => codec::record(&["1", "p", a, b, c, d]),
            Change::Place(table, hand) => codec::record(&["1", "w", table, hand]),
            Change::Snapshot(covered, log) => snapshot_value(covered, log),
        }
    }

    pub(super) fn decode(value: &str) -> Option<Change> {
        let record = codec::read(value);
        // Which change and its fields: a record's after its version; a value of the
        // versions before, its letter, then the rest as that change held it.
        let f: Vec<&str> = match &record {
            Some(record) => {
                if let [version, s, covered, log] = record.as_array()?
                    && s.as_str() == Some("s")
                {
                    let covered = match version.as_str()? {
                        "2" => covered
                            .as_array()?
                            .iter()
                            .map(|c| {
                                let (tab, seq) = codec::pair(c)?;
                                Some((Rc::from(tab), seq.parse().ok()?))
                            })
                            .collect::<Option<Covered>>()?,
                        "1" => covered_of(covered.as_str()?)?,
                        _ => return None,
                    };
                    return Some(Change::Snapshot(covered, PenaltyLog::from_record(log)?));
                }
                match codec::texts(record)?.split_first()? {
                    (&"1", f) => f.to_vec(),
                    _ => return None,
                }
            }
            None => {
                let letter = value.chars().next()?;
                let rest = &value[letter.len_utf8()..];
                match letter {
                    'a' | 'p' | 'w' => [&value[..1]]
                        .into_iter()
                        .chain(rest.split('\u{1f}'))
                        .collect(),
                    'n' => {
                        let seat = rest.chars().next()?.len_utf8();
                        vec!["n", &rest[..seat], &rest[seat..]]
                    }
                    's' => {
                        let mut parts = rest.splitn(3, '\n');
                        let (covered, len, line) = (parts.next()?, parts.next()?, parts.next()?);
                        if len.parse::<usize>().ok()? != line.len() {
                            return None;
                        }
                        let log = PenaltyLog::decode(line)?;
                        return Some(Change::Snapshot(covered_of(covered)?, log));
                    }
                    _ => return None,
                }
            }
        };
        match f.as_slice() {
            ["a", entry @ ..] => LogEntry::from_fields(entry).map(Change::Add),
            ["n", seat, name] if seat.len() == 1 => {
                let seat = seat.parse().ok().filter(|s| *s < 4)?;
                Some(Change::Name(seat, name.to_string()))
            }
            ["p", names @ ..] => {
                let seats: Vec<String> = names.iter().map(|n| n.to_string()).collect();
                Some(Change::Seats(seats.try_into().ok()?))
            }
            ["w", table, hand] => Some(Change::Place(table.to_string(), hand.to_string())),
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
    let mut w = Writer::default();
    w.open();
    w.text("2");
    w.text("s");
    w.open();
    for (tab, seq) in covered {
        w.open();
        w.text(tab);
        w.text(&seq.to_string());
        w.close();
    }
    w.close();
    log.write(&mut w);
    w.close();
    w.0
}

/// What a snapshot of version 1 covers, `tab:seq,…`, read.
fn covered_of(text: &str) -> Option<Covered> {
    text.split(',')
        .filter(|c| !c.is_empty())
        .map(|c| {
            let (tab, seq) = c.split_once(':')?;
            Some((Rc::from(tab), seq.parse().ok()?))
        })
        .collect()
}
