//! Rows of tile pictures to tap.

use crate::tiles::{Dragon, Suit, Tile, Wind};
use crate::ui::art::tile_svg;
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
        ("Man", suit_row(Suit::Man)),
        ("Pin", suit_row(Suit::Pin)),
        ("Sou", suit_row(Suit::Sou)),
        ("Honours", honours),
    ];
    if props.bonus {
        let bonus = (1..=4)
            .filter_map(Tile::flower)
            .chain((1..=4).filter_map(Tile::season))
            .collect();
        rows.push(("Flowers and seasons", bonus));
    }
    html! {
        <div class="keyboard" role="group" aria-label="Tile keyboard">
            { for rows.into_iter().map(|(name, tiles)| html! {
                <div class="key-row" role="group" aria-label={name}>
                    { for tiles.into_iter().map(|t| {
                        let onpick = props.onpick.clone();
                        html! {
                            <button type="button" class="key" aria-label={t.name()} data-tile={t.to_string()}
                                onclick={Callback::from(move |_| onpick.emit(t))}>
                                { tile_svg(Some(t)) }
                            </button>
                        }
                    }) }
                </div>
            }) }
        </div>
    }
}
