//! Rows of tile pictures to tap.

use crate::tiles::{Dragon, Suit, Tile, Wind};
use crate::ui::art::tile_face;
use crate::ui::hooks::use_lang;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Props of [`TileKeyboard`].
#[derive(Properties, PartialEq)]
pub struct TileKeyboardProps {
    /// Called with the tile tapped.
    pub onpick: Callback<Tile>,
    /// Offer the red fives (riichi).
    #[prop_or(true)]
    pub red_fives: bool,
    /// Offer flowers and seasons (MCR).
    #[prop_or(false)]
    pub bonus: bool,
}

/// Where an arrow key (or Home, End) moves from key `at` on a keyboard whose rows hold
/// `rows` keys each, counting keys across the rows; `None` for any other key or at an edge.
///
/// ```
/// use mahjong_referee::ui::components::arrow_step;
/// let rows = [10, 10, 10, 7];
/// assert_eq!(arrow_step(&rows, 0, "ArrowRight"), Some(1));
/// assert_eq!(arrow_step(&rows, 9, "ArrowRight"), Some(10)); // on to the next row
/// assert_eq!(arrow_step(&rows, 29, "ArrowDown"), Some(36)); // the honours row is shorter
/// assert_eq!(arrow_step(&rows, 33, "ArrowUp"), Some(23));
/// assert_eq!(arrow_step(&rows, 12, "Home"), Some(10));
/// assert_eq!(arrow_step(&rows, 0, "ArrowLeft"), None);
/// assert_eq!(arrow_step(&rows, 5, "Enter"), None);
/// ```
pub fn arrow_step(rows: &[usize], at: usize, key: &str) -> Option<usize> {
    let total: usize = rows.iter().sum();
    let (mut row, mut start) = (0, 0);
    while row < rows.len() && at >= start + rows[row] {
        start += rows[row];
        row += 1;
    }
    let col = at.checked_sub(start)?;
    let to = match key {
        "ArrowRight" => at + 1,
        "ArrowLeft" => at.checked_sub(1)?,
        "Home" => start,
        "End" => start + rows.get(row)?.checked_sub(1)?,
        "ArrowDown" => {
            let next = *rows.get(row + 1)?;
            start + rows[row] + col.min(next.checked_sub(1)?)
        }
        "ArrowUp" => {
            let prev = *rows.get(row.checked_sub(1)?)?;
            start - prev + col.min(prev.checked_sub(1)?)
        }
        _ => return None,
    };
    (to < total).then_some(to)
}

/// The number of the key an event happened on (`data-index`), counting across the rows.
fn key_index(e: &Event) -> Option<usize> {
    e.target_dyn_into::<web_sys::Element>()?
        .get_attribute("data-index")?
        .parse()
        .ok()
}

/// A key of the keyboard, drawn once: its tile, picture, name and code.
struct Key {
    tile: Tile,
    face: Html,
    name: AttrValue,
    code: AttrValue,
}

/// The keyboard's rows, each with its name: man, pin, sou (with red fives when
/// `red_fives`), honours, and flowers and seasons when `bonus`.
fn keys(lang: crate::lang::Lang, red_fives: bool, bonus: bool) -> Vec<(&'static str, Vec<Key>)> {
    let w = lang.words();
    let suit_row = |suit: Suit| -> Vec<Tile> {
        let mut row: Vec<Tile> = (1..=9).filter_map(|n| Tile::suited(suit, n)).collect();
        if red_fives {
            row.push(Tile::red_five(suit));
        }
        row
    };
    let honours: Vec<Tile> = Wind::ALL
        .into_iter()
        .map(Tile::wind)
        .chain(Dragon::ALL.into_iter().map(Tile::dragon))
        .collect();
    let mut rows = vec![
        (w.row_man, suit_row(Suit::Man)),
        (w.row_pin, suit_row(Suit::Pin)),
        (w.row_sou, suit_row(Suit::Sou)),
        (w.row_honours, honours),
    ];
    if bonus {
        let bonus = (1..=4)
            .filter_map(Tile::flower)
            .chain((1..=4).filter_map(Tile::season))
            .collect();
        rows.push((w.row_bonus, bonus));
    }
    rows.into_iter()
        .map(|(name, tiles)| {
            let keys = tiles
                .into_iter()
                .map(|tile| Key {
                    tile,
                    face: tile_face(Some(tile), lang),
                    name: lang.tile(tile).into(),
                    code: tile.to_string().into(),
                })
                .collect();
            (name, keys)
        })
        .collect()
}

/// The keyboard: man, pin, sou, honours, and where they are played red fives or flowers and
/// seasons. One Tab stop: the arrow keys move between the tiles (Home and End to a row's
/// ends), and Tab goes on past the keyboard.
#[component]
pub fn TileKeyboard(props: &TileKeyboardProps) -> Html {
    let lang = use_lang();
    // The key that takes the keyboard's Tab stop: the last one focused.
    let active = use_state_eq(|| 0usize);
    // The keys' pictures and names are drawn once for a language and a set of rows, not at
    // each tap: the Tab stop moves with every key tapped.
    let rows = use_memo(
        (lang, props.red_fives, props.bonus),
        |&(lang, red_fives, bonus)| keys(lang, red_fives, bonus),
    );
    let w = lang.words();
    let lengths: Vec<usize> = rows.iter().map(|(_, keys)| keys.len()).collect();
    // Rows change with the rule set: the Tab stop stays on a key that is there.
    let stop = (*active).min(lengths.iter().sum::<usize>().saturating_sub(1));
    let onfocusin = Callback::from(move |e: FocusEvent| {
        if let Some(at) = key_index(&e) {
            active.set(at);
        }
    });
    let onkeydown = Callback::from(move |e: KeyboardEvent| {
        let Some(at) = key_index(&e) else {
            return;
        };
        if let Some(to) = arrow_step(&lengths, at, &e.key()) {
            e.prevent_default();
            let next = e
                .current_target()
                .and_then(|k| k.dyn_into::<web_sys::Element>().ok())
                .and_then(|k| {
                    k.query_selector(&format!("[data-index='{to}']"))
                        .ok()
                        .flatten()
                })
                .and_then(|k| k.dyn_into::<web_sys::HtmlElement>().ok());
            if let Some(next) = next {
                let _ = next.focus();
            }
        }
    });
    let mut index = 0;
    html! {
        <div class="keyboard" role="group" aria-label={w.tile_keyboard} {onkeydown} {onfocusin}>
            { for rows.iter().map(|(name, keys)| html! {
                <div class="key-row" role="group" aria-label={*name}>
                    { for keys.iter().map(|key| {
                        let i = index;
                        index += 1;
                        let (t, onpick) = (key.tile, props.onpick.clone());
                        html! {
                            <button type="button" class="key" aria-label={key.name.clone()} data-tile={key.code.clone()}
                                data-index={i.to_string()} tabindex={if i == stop { "0" } else { "-1" }}
                                onclick={Callback::from(move |_| onpick.emit(t))}>
                                { key.face.clone() }
                            </button>
                        }
                    }) }
                </div>
            }) }
        </div>
    }
}
