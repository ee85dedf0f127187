//! The log's stored line: version 1 (the log), version 2 (the log, what was dropped and the
//! log before it, while an undo is offered), and salvage of what a damaged line still holds.

use super::{Dropped, FIELD, GROUP, LogEntry, PenaltyLog, RECORD, Undo};
use crate::rules::catalogue;
use crate::ui::hooks::Stored;

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
