//! The session's penalty log: who had which ruling, when. Foul counts for the MCR rule sets'
//! escalation come from it.

use crate::rules::RulesetId;
use crate::rules::catalogue;
use crate::ui::hooks::Stored;
use std::rc::Rc;
use yew::Reducible;

/// One ruling recorded against a player.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LogEntry {
    /// The seat, 0–3.
    pub seat: u8,
    /// The rule set it was ruled under.
    pub ruleset: RulesetId,
    /// The incident's kind.
    pub incident: &'static str,
    /// The outcome, as the card headed it.
    pub headline: String,
    /// It counts as a foul for the escalation.
    pub foul: bool,
    /// Points off the player's score.
    pub points: u32,
    /// When, as the device's clock said (HH:MM).
    pub time: String,
}

/// The session's log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PenaltyLog {
    /// The four players' names.
    pub seats: [String; 4],
    /// The rulings recorded, oldest first.
    pub entries: Vec<LogEntry>,
}

impl Default for PenaltyLog {
    fn default() -> PenaltyLog {
        PenaltyLog {
            seats: ["East".into(), "South".into(), "West".into(), "North".into()],
            entries: Vec::new(),
        }
    }
}

impl PenaltyLog {
    /// Fouls recorded for a seat this session.
    pub fn fouls(&self, seat: u8) -> u8 {
        let n = self
            .entries
            .iter()
            .filter(|e| e.seat == seat && e.foul)
            .count();
        u8::try_from(n).unwrap_or(u8::MAX)
    }

    /// Points recorded off a seat's score this session.
    pub fn points(&self, seat: u8) -> u32 {
        self.entries
            .iter()
            .filter(|e| e.seat == seat)
            .map(|e| e.points)
            .sum()
    }
}

/// What can be done to the log.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LogAction {
    /// Name a seat.
    Name(u8, String),
    /// Record a ruling.
    Add(LogEntry),
    /// Remove an entry given by mistake.
    Remove(usize),
    /// Start a new session (names stay).
    NewSession,
}

/// Field and record separators of the stored form; never in names or headlines.
const FIELD: char = '\u{1f}';
const RECORD: char = '\u{1e}';

fn clean(text: &str) -> String {
    text.chars()
        .filter(|c| *c != FIELD && *c != RECORD && *c != '\n')
        .collect()
}

impl Reducible for PenaltyLog {
    type Action = LogAction;

    fn reduce(self: Rc<Self>, action: LogAction) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            LogAction::Name(seat, name) => {
                if let Some(s) = next.seats.get_mut(usize::from(seat)) {
                    *s = clean(&name).chars().take(24).collect();
                }
            }
            LogAction::Add(mut entry) => {
                entry.headline = clean(&entry.headline);
                entry.time = clean(&entry.time);
                if entry.seat < 4 {
                    next.entries.push(entry);
                }
            }
            LogAction::Remove(i) => {
                if i < next.entries.len() {
                    next.entries.remove(i);
                }
            }
            LogAction::NewSession => next.entries.clear(),
        }
        Rc::new(next)
    }
}

/// Stored as version 1: the four names, then one record per entry
/// (seat, rule set, incident, foul 0/1, points, time, headline), fields and records
/// separated by the ASCII unit and record separators.
impl Stored for PenaltyLog {
    const KEY: &'static str = "mahjong-referee/log";

    fn encode(&self) -> String {
        let mut out = format!("1{RECORD}{}", self.seats.join(&FIELD.to_string()));
        for e in &self.entries {
            out.push(RECORD);
            out.push_str(
                &[
                    e.seat.to_string(),
                    e.ruleset.id().to_string(),
                    e.incident.to_string(),
                    u8::from(e.foul).to_string(),
                    e.points.to_string(),
                    e.time.clone(),
                    e.headline.clone(),
                ]
                .join(&FIELD.to_string()),
            );
        }
        out
    }

    fn decode(line: &str) -> Option<PenaltyLog> {
        let mut records = line.split(RECORD);
        if records.next()? != "1" {
            return None;
        }
        let names: Vec<&str> = records.next()?.split(FIELD).collect();
        let seats: [String; 4] = names
            .iter()
            .map(|n| n.to_string())
            .collect::<Vec<_>>()
            .try_into()
            .ok()?;
        let mut entries = Vec::new();
        for r in records {
            let f: Vec<&str> = r.split(FIELD).collect();
            let [seat, ruleset, incident, foul, points, time, headline] = f.as_slice() else {
                return None;
            };
            entries.push(LogEntry {
                seat: seat.parse().ok().filter(|s| *s < 4)?,
                ruleset: ruleset.parse().ok()?,
                incident: catalogue::info(incident)?.kind,
                foul: match *foul {
                    "1" => true,
                    "0" => false,
                    _ => return None,
                },
                points: points.parse().ok()?,
                time: time.to_string(),
                headline: headline.to_string(),
            });
        }
        Some(PenaltyLog { seats, entries })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(seat: u8, foul: bool, points: u32) -> LogEntry {
        LogEntry {
            seat,
            ruleset: RulesetId::Mers2010,
            incident: "false-set",
            headline: "Foul (2nd of the session): 5 points".into(),
            foul,
            points,
            time: "14:05".into(),
        }
    }

    #[test]
    fn counts_and_totals_per_seat() {
        let mut log = Rc::new(PenaltyLog::default());
        log = log.reduce(LogAction::Add(entry(1, true, 0)));
        log = log.reduce(LogAction::Add(entry(1, true, 5)));
        log = log.reduce(LogAction::Add(entry(2, false, 10)));
        assert_eq!(log.fouls(1), 2);
        assert_eq!(log.points(1), 5);
        assert_eq!(log.fouls(2), 0);
        log = log.reduce(LogAction::Remove(0));
        assert_eq!(log.fouls(1), 1);
        log = log.reduce(LogAction::NewSession);
        assert!(log.entries.is_empty());
    }

    #[test]
    fn stored_and_read_back() {
        let mut log = Rc::new(PenaltyLog::default());
        log = log.reduce(LogAction::Name(0, "Ana\u{1e}Bé".into()));
        log = log.reduce(LogAction::Add(entry(3, true, 5)));
        let line = log.encode();
        assert_eq!(PenaltyLog::decode(&line).as_ref(), Some(&*log));
        assert_eq!(log.seats[0], "AnaBé");
        assert_eq!(PenaltyLog::decode("2\u{1e}a\u{1f}b\u{1f}c\u{1f}d"), None);
        assert_eq!(PenaltyLog::decode("1\u{1e}a\u{1f}b"), None);
        assert_eq!(
            PenaltyLog::decode("1\u{1e}a\u{1f}b\u{1f}c\u{1f}d\u{1e}9\u{1f}x"),
            None
        );
    }
}
