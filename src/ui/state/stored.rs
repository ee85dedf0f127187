//! The state as the record it is stored as (version 10, [`crate::ui::codec`]), and the one
//! reader of every version's record or line (versions 1 and 2 in `legacy`).

use super::legacy::{decode_false_set, entry_of, view_of};
use super::{AppState, View, pairs};
use crate::rules::catalogue::{CATALOGUE, Value};
use crate::tiles::mpsz_or_empty;
use crate::ui::codec::{self, Writer};
use crate::ui::hooks::Stored;
use crate::ui::mini_json::Json;

/// Stored as a record (version 10): each list an array, each fact a `[field, value]` pair,
/// so that no field has a format of its own:
///
/// ```text
/// ["10",[<of those below, the likely ones, field…>],[<the facts answered from the search's words, field…>],[<the game's facts, [field,value]…>],"<offender seat 0–3 or nothing>","<view>","<rule set id>","<incident kind>","<tiles in mpsz>",[<the answers, [field,value]…>],"<search>","<typed text>"]
/// ```
///
/// Version 9 was the same record with the lists as texts, separated by `,`, and each fact
/// `field=value`; version 8 the fields of version 9 as one line separated by `;`, the
/// search with its `%` and `;` written `%25` and `%3B`, the typed text last so that it may
/// hold anything:
///
/// ```text
/// 8;<likely>;<from the words>;<the game's facts>;<offender>;<view>;<rule set id>;<incident kind>;<tiles in mpsz>;<field=value,field=value…>;<search>;<typed text>
/// ```
///
/// Those are still read, and the lines of versions 1, 2 (the false set only), 3 (no
/// search), 4 (no offender), 5 (no game's facts), 6 (no answers from the words) and 7 (none
/// of them likely). A number box's text is stored whatever it holds (before version 10, not
/// when it held a separator).
impl Stored for AppState {
    const KEY: &'static str = "mahjong-referee/entry";

    fn encode(&self) -> String {
        let mut w = Writer::default();
        let list = |w: &mut Writer, items: &[&str]| {
            w.open();
            for item in items {
                w.text(item);
            }
            w.close();
        };
        w.open();
        w.text("10");
        list(&mut w, &self.likely);
        list(&mut w, &self.from_words);
        w.open();
        for (field, value) in &self.game {
            list(&mut w, &[field, &value.to_string()]);
        }
        w.close();
        w.text(&self.offender.map_or(String::new(), |s| s.to_string()));
        w.text(self.view.code());
        w.text(self.ruleset.id());
        w.text(self.kind());
        w.text(&mpsz_or_empty(&self.tiles));
        w.open();
        for (field, value) in self.situation.texts().iter().chain(&self.draft) {
            if *field != "tiles" {
                list(&mut w, &[field, value]);
            }
        }
        w.close();
        w.text(&self.search);
        w.text(&self.typed);
        w.close();
        w.0
    }

    fn decode(line: &str) -> Option<AppState> {
        if let Some(record) = codec::read(line) {
            return Parts::of_record(&record)?.read();
        }
        let (version, rest) = line.split_once(';')?;
        match version {
            "1" => decode_false_set(View::Ruling, rest),
            "2" => {
                let (view, rest) = rest.split_once(';')?;
                decode_false_set(view_of(view)?, rest)
            }
            v if v.len() == 1 => Parts::of_line(v.parse().ok()?, rest)?.read(),
            _ => None,
        }
    }
}

/// The fields of a stored entry as version 10 holds them, read from a record or a line of
/// any version from 3 (a field a version did not have is empty), before they are read as
/// the state ([`Parts::read`]): one reader for every version.
struct Parts<'a> {
    likely: Vec<&'a str>,
    words: Vec<&'a str>,
    game: Vec<(&'a str, &'a str)>,
    offender: &'a str,
    view: &'a str,
    ruleset: &'a str,
    kind: &'a str,
    tiles: &'a str,
    answers: Vec<(&'a str, &'a str)>,
    search: String,
    typed: &'a str,
}

impl<'a> Parts<'a> {
    /// A record: version 10, its lists as arrays and its facts as pairs; or version 9, the
    /// fields of version 8 as texts (none holding a `;`, which the line it came from could
    /// not), the search as typed.
    fn of_record(record: &'a Json) -> Option<Parts<'a>> {
        let fields = record.as_array()?;
        if fields.first()?.as_str()? == "9" {
            let f = codec::texts(record)?;
            let [_, head @ .., search, typed] = f.as_slice() else {
                return None;
            };
            if head.iter().any(|f| f.contains(';')) {
                return None;
            }
            return Parts::of_fields(head, search.to_string(), typed);
        }
        let [
            version,
            likely,
            words,
            game,
            offender,
            view,
            ruleset,
            kind,
            tiles,
            answers,
            search,
            typed,
        ] = fields
        else {
            return None;
        };
        (version.as_str()? == "10").then_some(())?;
        Some(Parts {
            likely: codec::texts(likely)?,
            words: codec::texts(words)?,
            // A game's fact that does not read is passed over, as in the lines.
            game: game.as_array()?.iter().filter_map(codec::pair).collect(),
            offender: offender.as_str()?,
            view: view.as_str()?,
            ruleset: ruleset.as_str()?,
            kind: kind.as_str()?,
            tiles: tiles.as_str()?,
            answers: answers
                .as_array()?
                .iter()
                .map(codec::pair)
                .collect::<Option<_>>()?,
            search: search.as_str()?.to_string(),
            typed: typed.as_str()?,
        })
    }

    /// A line of versions 3 to 8 (`rest`, after its version), lifted to the fields of
    /// version 8: each version before added one field at the front (8 the likely ones, 7
    /// those from the words, 6 the game's facts, 5 the offender, 4 the search before the
    /// typed text).
    fn of_line(version: usize, rest: &'a str) -> Option<Parts<'a>> {
        let mut f: Vec<&str> = vec![""; 8usize.checked_sub(version)?.min(4)];
        match version {
            3 => {
                f.extend(rest.splitn(6, ';'));
                let typed = f.pop()?;
                f.extend(["", typed]);
            }
            4..=8 => f.extend(rest.splitn(3 + version, ';')),
            _ => return None,
        }
        let [head @ .., search, typed] = f.as_slice() else {
            return None;
        };
        Parts::of_fields(head, unescape_search(search)?, typed)
    }

    /// The fields of version 8 before the search (`head`: lists separated by `,`, facts
    /// `field=value`), then the search and the typed text.
    fn of_fields(head: &[&'a str], search: String, typed: &'a str) -> Option<Parts<'a>> {
        let [
            likely,
            words,
            game,
            offender,
            view,
            ruleset,
            kind,
            tiles,
            answers,
        ] = *head
        else {
            return None;
        };
        let list = |text: &'a str| text.split(',').filter(|w| !w.is_empty()).collect();
        Some(Parts {
            likely: list(likely),
            words: list(words),
            // A game's fact that does not read is passed over (the question is asked
            // again); an answer that does not read makes the line unread.
            game: pairs(game, ',').unwrap_or_default(),
            offender,
            view,
            ruleset,
            kind,
            tiles,
            answers: pairs(answers, ',').ok()?,
            search,
            typed,
        })
    }

    /// The state the fields say; `None` if one does not read.
    fn read(self) -> Option<AppState> {
        let s = entry_of(
            view_of(self.view)?,
            self.ruleset,
            self.kind,
            self.answers,
            self.tiles,
            self.typed,
        )?;
        let offender = match self.offender {
            "" => None,
            seat => Some(seat.parse::<u8>().ok().filter(|s| *s < 4)?),
        };
        let from_words: Vec<&'static str> = self
            .words
            .into_iter()
            .filter_map(|w| match w {
                "tiles" => Some("tiles"),
                w => s.fact_of(w).map(|f| f.field),
            })
            .collect();
        let likely = from_words
            .iter()
            .copied()
            .filter(|f| self.likely.contains(f))
            .collect();
        Some(AppState {
            // Cut as typed searches are (an entry stored before the cap, or damaged).
            search: crate::lang::capped(&self.search).to_string(),
            offender,
            game: game_of_pairs(self.game),
            from_words,
            likely,
            ..s
        })
    }
}

/// The game's facts as stored, `(field, value)` pairs, read: a pair that is no fact of
/// the game, or does not read, is passed over (the question is asked again).
pub(super) fn game_of_pairs<'a>(
    pairs: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Vec<(&'static str, Value)> {
    let facts = || CATALOGUE.iter().flat_map(|i| i.facts).filter(|f| f.game);
    pairs
        .into_iter()
        .filter_map(|(field, value)| {
            let fact = facts().find(|f| f.field == field)?;
            Some((fact.field, fact.typed(value).ok()?))
        })
        .collect()
}

/// A stored search read back: `%25` is `%`, `%3B` is `;`; any other `%` is damage.
fn unescape_search(text: &str) -> Option<String> {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('%') {
        out.push_str(&rest[..at]);
        let code = rest.get(at + 1..at + 3)?;
        out.push(match code {
            "25" => '%',
            "3B" => ';',
            _ => return None,
        });
        rest = &rest[at + 3..];
    }
    out.push_str(rest);
    Some(out)
}
