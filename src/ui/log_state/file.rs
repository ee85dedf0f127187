//! The log as a file: JSON to export and import ([`PenaltyLog::to_json`],
//! [`PenaltyLog::from_json`]), CSV for a spreadsheet ([`PenaltyLog::to_csv`]), and the
//! address a download link gives it ([`data_url`]).

use super::{LogEntry, PenaltyLog, clean, short, shown};
use crate::lang::Lang;
use crate::rules::{RulesetId, catalogue};
use crate::ui::mini_json::{Json, JsonError, parse, quote};

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
    ///
    /// Written with [`quote`] for every text and read back by the one JSON reader
    /// ([`parse`]), laid out by hand: building a `Json` tree and writing it with a general
    /// writer (one for this file and the stored records) was measured at 1.7 KB gzip more
    /// of the widget's wasm.
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
