//! A hand check's reading and waits as tile pictures, set by set: what a referee compares
//! with the tiles on the table, without decoding `123m 456p`.

use crate::lang::Lang;
use crate::tiles::{Tile, Tiles};
use crate::ui::art::tile_svg;
use yew::prelude::*;

/// A set of a reading: its tiles, and whether it was declared (`[…]`) or is a concealed
/// kong (`(…)`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadSet {
    /// Its tiles.
    pub tiles: Vec<Tile>,
    /// `[…]`: declared (claimed).
    pub declared: bool,
    /// `(…)`: a concealed kong.
    pub concealed_kong: bool,
}

/// The sets of a reading as the checks write it (`[777z] 123m 456p 789s 55s`; declared sets
/// in `[…]`, concealed kongs in `(…)`); `None` when it is not sets (a special hand's name,
/// "seven pairs"), which is then said in words.
///
/// ```
/// use mahjong_referee::ui::components::read_sets;
/// let sets = read_sets("[777z] (1111p) 123m 55s").unwrap();
/// assert_eq!(sets.len(), 4);
/// assert!(sets[0].declared && sets[1].concealed_kong);
/// assert_eq!(sets[3].tiles.len(), 2);
/// assert_eq!(read_sets("seven pairs"), None);
/// assert_eq!(read_sets(""), None);
/// ```
pub fn read_sets(reading: &str) -> Option<Vec<ReadSet>> {
    let sets: Option<Vec<ReadSet>> = reading
        .split_whitespace()
        .map(|part| {
            let (inner, declared, concealed_kong) =
                if let Some(s) = part.strip_prefix('[').and_then(|s| s.strip_suffix(']')) {
                    (s, true, false)
                } else if let Some(s) = part.strip_prefix('(').and_then(|s| s.strip_suffix(')')) {
                    (s, false, true)
                } else {
                    (part, false, false)
                };
            let tiles: Tiles = inner.parse().ok()?;
            Some(ReadSet {
                tiles: tiles.as_slice().to_vec(),
                declared,
                concealed_kong,
            })
        })
        .collect();
    sets.filter(|s| !s.is_empty())
}

/// The reading under its label, as pictures; in words when it is no sets.
pub fn reading(lang: Lang, text: &str) -> Html {
    let w = lang.words();
    match read_sets(text) {
        Some(sets) => html! {
            <div class="reading" id="reading">
                <span class="label">{ w.reading_label }</span>
                <ul class="reading-sets">
                    { for sets.iter().map(|s| html! {
                        <li class={classes!("read-set", s.declared.then_some("declared"), s.concealed_kong.then_some("concealed-kong"))}>
                            { for s.tiles.iter().map(|t| html! { <span class="placed">{ tile_svg(Some(*t), lang) }</span> }) }
                        </li>
                    }) }
                </ul>
            </div>
        },
        None => html! { <p class="why" id="reading">{ (w.read_as)(w, text) }</p> },
    }
}

/// The tiles a hand waited on, under their label, as pictures.
pub fn waited_on(lang: Lang, waits: &[Tile]) -> Html {
    let w = lang.words();
    html! {
        <div class="reading" id="waited-on">
            <span class="label">{ w.waited_label }</span>
            <ul class="reading-sets">
                <li class="read-set">
                    { for waits.iter().map(|t| html! { <span class="placed">{ tile_svg(Some(*t), lang) }</span> }) }
                </li>
            </ul>
        </div>
    }
}
