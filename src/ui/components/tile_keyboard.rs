//! Rows of tile pictures to tap.

use crate::tiles::{Dragon, Suit, Tile, Wind};
use crate::ui::art::tile_face;
use crate::ui::hooks::use_lang;
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

/// The keyboard: man, pin, sou, honours, and where they are played red fives or flowers and
/// seasons.
#[component]
pub fn TileKeyboard(props: &TileKeyboardProps) -> Html {
    let lang = use_lang();
    let w = lang.words();
    let suit_row = |suit: Suit| -> Vec<Tile> {
        let mut row: Vec<Tile> = (1..=9).filter_map(|n| Tile::suited(suit, n)).collect();
        if props.red_fives {
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
    if props.bonus {
        let bonus = (1..=4)
            .filter_map(Tile::flower)
            .chain((1..=4).filter_map(Tile::season))
            .collect();
        rows.push((w.row_bonus, bonus));
    }
    html! {
        <div class="keyboard" role="group" aria-label={w.tile_keyboard}>
            { for rows.into_iter().map(|(name, tiles)| html! {
                <div class="key-row" role="group" aria-label={name}>
                    { for tiles.into_iter().map(|t| {
                        let onpick = props.onpick.clone();
                        html! {
                            <button type="button" class="key" aria-label={lang.tile(t)} data-tile={t.to_string()}
                                onclick={Callback::from(move |_| onpick.emit(t))}>
                                { tile_face(Some(t)) }
                            </button>
                        }
                    }) }
                </div>
            }) }
        </div>
    }
}
