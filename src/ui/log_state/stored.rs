//! The log's stored record (version 3, [`crate::ui::codec`]); the lines of the versions
//! before, still read: version 1 (the log), version 2 (the log, what was dropped and the log
//! before it, while an undo is offered); and salvage of what a damaged line still holds.

use super::{Dropped, FIELD, GROUP, LogEntry, PenaltyLog, RECORD, Undo};
use crate::rules::catalogue;
use crate::ui::codec::{self, Writer};
use crate::ui::hooks::Stored;
use crate::ui::mini_json::Json;

impl Dropped {
    /// Its stored form: `r3` (entry 3 removed), `c2` (2 cleared), `i5` (5 replaced).
    pub(crate) fn code(self) -> String {
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

/// Stored as a record (version 3): `["3",<the log>]`, or, while an undo is offered,
/// `["3",<the log>,"<what was dropped>",<the log before it>]`. A log is an array of
/// records: the four names (then the table and the hand, when either is said), then one
/// per entry (its fields as [`LogEntry::from_fields`] reads them). What was dropped: `r3` (entry
/// 3 removed), `c2` (2 cleared), `i5` (5 replaced by an import).
///
/// ```text
/// ["3",[["<East>","<South>","<West>","<North>","<table>","<hand>"],["<seat>","<rule set>",…],…]]
/// ```
///
/// The lines of the versions before hold the same records: version 1 is a log, its fields
/// and records separated by the ASCII unit and record separators; version 2, while an undo
/// was offered, `2`, what was dropped, the log and the log before it (both in version 1),
/// separated by the ASCII group separator. They are still read.
impl Stored for PenaltyLog {
    const KEY: &'static str = "mahjong-referee/log";

    fn encode(&self) -> String {
        let mut w = Writer::default();
        self.write(&mut w);
        w.0
    }

    fn decode(line: &str) -> Option<PenaltyLog> {
        if let Some(record) = codec::read(line) {
            return PenaltyLog::from_record(&record);
        }
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
    /// The entry's record as a line of the log's version 1 held it, its fields separated
    /// by the ASCII unit separator (written no more: the tests' lines of the versions
    /// before the codec).
    #[cfg(test)]
    pub(crate) fn encode(&self) -> String {
        self.fields().join(&FIELD.to_string())
    }

    /// The fields of the entry's record: seat, rule set, incident, what it counts as (0
    /// nothing, 1 a foul, 2 a chombo), points, time, headline, `e` for an entry of an
    /// earlier session (else empty), player, table, hand. (Records stored before players
    /// were recorded have the first seven, and `e` as an eighth for an earlier session's:
    /// still read, see [`LogEntry::from_fields`].)
    pub(crate) fn fields(&self) -> [String; 11] {
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
    }

    /// A record of the log's version 1, its fields separated by the ASCII unit separator
    /// (the tests'; a log's line is read by [`PenaltyLog::decode`](Stored::decode)).
    #[cfg(test)]
    pub(crate) fn decode(record: &str) -> Option<LogEntry> {
        LogEntry::from_fields(&record.split(FIELD).collect::<Vec<_>>())
    }

    /// An entry from the fields of its record ([`LogEntry::fields`], in a record of the
    /// codec or a line of the versions before), or from those of the versions before it
    /// (seven fields, an eighth `e` for an earlier session's: its player is left empty, for
    /// the log that reads it to fill); `None` if it is neither.
    pub(crate) fn from_fields(f: &[&str]) -> Option<LogEntry> {
        let (earlier, who, f) = match f {
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
    /// The log as a record of version 3 (see [`PenaltyLog`]'s [`Stored`]), to be stored
    /// alone or in a change.
    pub(crate) fn write(&self, w: &mut Writer) {
        w.open();
        w.text("3");
        self.write_records(w);
        if let Some(undo) = &self.undo {
            w.text(&undo.dropped.code());
            undo.before.write_records(w);
        }
        w.close();
    }

    /// The log's records: the names (then the table and the hand), then one per entry.
    fn write_records(&self, w: &mut Writer) {
        w.open();
        w.open();
        for name in &self.seats {
            w.text(name);
        }
        if !(self.table.is_empty() && self.hand.is_empty()) {
            w.text(&self.table);
            w.text(&self.hand);
        }
        w.close();
        for e in &self.entries {
            w.open();
            for field in e.fields() {
                w.text(&field);
            }
            w.close();
        }
        w.close();
    }

    /// A record of version 3 read (on its own, or held in a change), with the reader of
    /// the lines before it: the same records, whole.
    pub(crate) fn from_record(record: &Json) -> Option<PenaltyLog> {
        let whole = |records: &Json| {
            let records: Vec<Vec<&str>> = records
                .as_array()?
                .iter()
                .map(codec::texts)
                .collect::<Option<_>>()?;
            match PenaltyLog::from_records(&records)? {
                (log, 0) => Some(log),
                _ => None,
            }
        };
        match record.as_array()? {
            [version, now] if version.as_str()? == "3" => whole(now),
            [version, now, dropped, before] if version.as_str()? == "3" => Some(PenaltyLog {
                undo: Some(Undo {
                    dropped: Dropped::from_code(dropped.as_str()?)?,
                    before: Box::new(whole(before)?),
                }),
                ..whole(now)?
            }),
            _ => None,
        }
    }

    /// A log from its records, each a list of fields: the names' (the four names, then the
    /// table and the hand when either was said), then one per entry; and how many entries
    /// cannot be read (`None`: the names cannot be).
    fn from_records(records: &[Vec<&str>]) -> Option<(PenaltyLog, usize)> {
        let (names, entries) = records.split_first()?;
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
        for fields in entries {
            match LogEntry::from_fields(fields) {
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

    /// The log as a line of version 1 (written no more: the tests' lines of the versions
    /// before the codec).
    #[cfg(test)]
    pub(crate) fn encode_v1(&self) -> String {
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
        let records: Vec<Vec<&str>> = line
            .split(RECORD)
            .map(|r| r.split(FIELD).collect())
            .collect();
        match records.split_first()? {
            (first, records) if first[..] == ["1"] => PenaltyLog::from_records(records),
            _ => None,
        }
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
