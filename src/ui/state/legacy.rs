//! The stored lines of versions 1 and 2 (the false set only), still read, and the entry
//! every version's fields are read into (`entry_of`; later versions in `stored`).

use super::{AppState, GroupError, View, pairs};
use crate::rules::Situation;
use crate::tiles::{Tile, Tiles};

/// A situation of `kind` from stored `(field, text)` pairs, leniently as a form holds them: a
/// fact given that does not apply now is kept (set aside, see [`AppState::ruled`]); a
/// number that does not read is the number box's draft. `None` for anything else that does
/// not read (a damaged entry).
fn stored_situation<'a>(
    kind: &str,
    answers: impl IntoIterator<Item = (&'a str, &'a str)>,
) -> Option<(Situation, Option<(&'static str, String)>)> {
    let mut situation = Situation::new(kind)?;
    let mut draft = None;
    for (field, text) in answers {
        let fact = situation
            .incident
            .facts()
            .iter()
            .find(|f| f.field == field && f.field != "tiles")?;
        match fact.typed(text) {
            Ok(value) => situation.set(fact.field, value).ok()?,
            Err(_) if fact.range_max().is_some() => draft = Some((fact.field, text.to_string())),
            Err(_) => return None,
        }
    }
    Some((situation, draft))
}

pub(super) fn view_of(code: &str) -> Option<View> {
    [View::Ruling, View::Hand]
        .into_iter()
        .find(|v| v.code() == code)
}

fn tiles_and_typed(tiles: &str, typed: &str) -> Option<(Vec<Tile>, String, Option<GroupError>)> {
    let tiles = match tiles {
        "" => Vec::new(),
        text => text.parse::<Tiles>().ok()?.into_vec(),
    };
    let typed_error = match typed.trim() {
        "" => None,
        text => text.parse::<Tiles>().err().map(GroupError::Tiles),
    };
    Some((tiles, typed.to_string(), typed_error))
}

/// An entry of versions 1 and 2 from its parts: nothing searched, no player picked, no
/// game's facts, no answers from the words (those versions had none).
fn entry(
    view: View,
    ruleset: &str,
    kind: &str,
    answers: &str,
    tiles: &str,
    typed: &str,
) -> Option<AppState> {
    entry_of(view, ruleset, kind, pairs(answers, ',').ok()?, tiles, typed)
}

/// An entry from its parts, its answers as `(field, text)` pairs (a record's, or a line's
/// read): what versions 1 to 3 held, the rest as none.
pub(super) fn entry_of<'a>(
    view: View,
    ruleset: &str,
    kind: &str,
    answers: impl IntoIterator<Item = (&'a str, &'a str)>,
    tiles: &str,
    typed: &str,
) -> Option<AppState> {
    let (situation, draft) = stored_situation(kind, answers)?;
    let (tiles, typed, typed_error) = tiles_and_typed(tiles, typed)?;
    Some(AppState {
        view,
        ruleset: ruleset.parse().ok()?,
        situation,
        draft,
        tiles,
        typed,
        typed_error,
        search: String::new(),
        offender: None,
        game: Vec::new(),
        from_words: Vec::new(),
        likely: Vec::new(),
        hand_from_search: None,
    })
}

/// Versions 1 and 2: `<rule set>;<tiles>;<discarded y|n|->;<replacement>;<prior fouls>;<typed>`.
pub(super) fn decode_false_set(view: View, rest: &str) -> Option<AppState> {
    let f: Vec<&str> = rest.splitn(6, ';').collect();
    let [ruleset, tiles, discarded, replacement, fouls, typed] = f.as_slice() else {
        return None;
    };
    let discarded = match *discarded {
        "y" => "discarded=true,",
        "n" => "discarded=false,",
        "-" => "",
        _ => return None,
    };
    let fouls: u8 = fouls.parse().ok()?;
    let answers = format!("{discarded}replacement={replacement},priorFouls={fouls}");
    entry(view, ruleset, "false-set", &answers, tiles, typed)
}
