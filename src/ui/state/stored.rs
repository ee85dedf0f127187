//! The state as the record it is stored as (version 9, [`crate::ui::codec`]), and the
//! version ladder that reads the lines of earlier versions.

use super::legacy::{decode_false_set, decode_v3, view_of};
use super::{AppState, View, joined, pairs};
use crate::rules::catalogue::{CATALOGUE, Value};
use crate::tiles::mpsz_or_empty;
use crate::ui::codec;
use crate::ui::hooks::Stored;

/// Stored as a record (version 9), lists in a field separated by `,` and a fact's field and
/// value by `=`, the search and the typed text as they are:
///
/// ```text
/// ["9","<of those below, the likely ones, field,…>","<the facts answered from the search's words, field,…>","<the game's facts, field=value,…>","<offender seat 0–3 or nothing>","<view>","<rule set id>","<incident kind>","<tiles in mpsz>","<field=value,field=value…>","<search>","<typed text>"]
/// ```
///
/// Version 8 stored the same fields as one line separated by `;`, the search with its `%`
/// and `;` written `%25` and `%3B`, the typed text last so that it may hold anything:
///
/// ```text
/// 8;<likely>;<from the words>;<the game's facts>;<offender>;<view>;<rule set id>;<incident kind>;<tiles in mpsz>;<field=value,field=value…>;<search>;<typed text>
/// ```
///
/// Those lines are still read, and those of versions 1, 2 (the false set only), 3 (no
/// search), 4 (no offender), 5 (no game's facts), 6 (no answers from the words) and 7 (none
/// of them likely). A number box's text holding a separator is not stored (it stays on
/// screen only), as before.
impl Stored for AppState {
    const KEY: &'static str = "mahjong-referee/entry";

    fn encode(&self) -> String {
        let tiles = mpsz_or_empty(&self.tiles);
        let answers = joined(&self.situation, ',', self.draft.as_ref());
        let offender = self.offender.map_or(String::new(), |s| s.to_string());
        let game: Vec<String> = self.game.iter().map(|(f, v)| format!("{f}={v}")).collect();
        codec::record(&[
            "9",
            &self.likely.join(","),
            &self.from_words.join(","),
            &game.join(","),
            &offender,
            self.view.code(),
            self.ruleset.id(),
            self.kind(),
            &tiles,
            &answers,
            &self.search,
            &self.typed,
        ])
    }

    fn decode(line: &str) -> Option<AppState> {
        if let Some(record) = codec::read(line) {
            // Read as the line of version 8 with the same fields: the search escaped as it
            // was, any other field holding no `;` (it would move the fields after it).
            let f = codec::texts(&record)?;
            let [version, head @ .., search, typed] = f.as_slice() else {
                return None;
            };
            if *version != "9" || head.len() != 9 || head.iter().any(|f| f.contains(';')) {
                return None;
            }
            let search = search.replace('%', "%25").replace(';', "%3B");
            return Self::decode(&format!("8;{};{search};{typed}", head.join(";")));
        }
        let (version, rest) = line.split_once(';')?;
        match version {
            "8" => {
                let (likely, rest) = rest.split_once(';')?;
                let s = Self::decode(&format!("7;{rest}"))?;
                let likely = s
                    .from_words
                    .iter()
                    .copied()
                    .filter(|f| likely.split(',').any(|l| l == *f))
                    .collect();
                Some(AppState { likely, ..s })
            }
            "7" => {
                let (words, rest) = rest.split_once(';')?;
                let s = Self::decode(&format!("6;{rest}"))?;
                let from_words = words
                    .split(',')
                    .filter_map(|w| match w {
                        "tiles" => Some("tiles"),
                        w => s.fact_of(w).map(|f| f.field),
                    })
                    .collect();
                Some(AppState { from_words, ..s })
            }
            "6" => {
                let (game, rest) = rest.split_once(';')?;
                Self::decode(&format!("5;{rest}")).map(|s| AppState {
                    game: game_of(game),
                    ..s
                })
            }
            "5" => {
                let (offender, rest) = rest.split_once(';')?;
                let offender = match offender {
                    "" => None,
                    s => Some(s.parse::<u8>().ok().filter(|s| *s < 4)?),
                };
                Self::decode(&format!("4;{rest}")).map(|s| AppState { offender, ..s })
            }
            "4" => {
                let (head, rest) = rest.split_at(nth_semicolon(rest, 5)?);
                let (search, typed) = rest[1..].split_once(';')?;
                // Cut as typed searches are (a line stored before the cap, or damaged).
                let search = crate::lang::capped(&unescape_search(search)?).to_string();
                decode_v3(&format!("{head};{typed}")).map(|s| AppState { search, ..s })
            }
            "3" => decode_v3(rest),
            "1" => decode_false_set(View::Ruling, rest),
            "2" => {
                let (view, rest) = rest.split_once(';')?;
                decode_false_set(view_of(view)?, rest)
            }
            _ => None,
        }
    }
}

/// of the game, or does not read, is passed over (the question is asked again).
pub(super) fn game_of(text: &str) -> Vec<(&'static str, Value)> {
    let facts = || CATALOGUE.iter().flat_map(|i| i.facts).filter(|f| f.game);
    pairs(text, ',')
        .unwrap_or_default()
        .into_iter()
        .filter_map(|(field, value)| {
            let fact = facts().find(|f| f.field == field)?;
            Some((fact.field, fact.typed(value).ok()?))
        })
        .collect()
}

/// The place of the `n`th `;` (from 1) in `line`.
fn nth_semicolon(line: &str, n: usize) -> Option<usize> {
    line.match_indices(';').nth(n - 1).map(|(i, _)| i)
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
