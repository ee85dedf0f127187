//! A row of tiles that can be tapped away, with tile backs holding the place while empty.

use crate::tiles::Tile;
use crate::ui::art::tile_face;
use crate::ui::hooks::use_lang;
use yew::prelude::*;

/// Props of [`TileRow`].
#[derive(Properties, PartialEq)]
pub struct TileRowProps {
    /// The tiles.
    pub tiles: Vec<Tile>,
    /// Called with the index of a tile tapped to remove it.
    pub onremove: Callback<usize>,
    /// Called to empty the row (a Clear button shows when there are tiles).
    pub onclear: Callback<()>,
    /// Tile backs to show while empty.
    #[prop_or(3)]
    pub backs: usize,
    /// What to say while empty.
    pub hint: AttrValue,
}

/// Tapped tiles, each a button that removes it.
#[component]
pub fn TileRow(props: &TileRowProps) -> Html {
    let lang = use_lang();
    let w = lang.words();
    let onclear = props.onclear.reform(|_: MouseEvent| ());
    html! {
        <div class="group-tiles" aria-live="polite">
            if props.tiles.is_empty() {
                { for (0..props.backs).map(|_| html! { <span class="placed back" aria-hidden="true">{ tile_face(None, lang) }</span> }) }
                <span class="hint">{ props.hint.clone() }</span>
            }
            { for props.tiles.iter().enumerate().map(|(i, t)| {
                let onremove = props.onremove.clone();
                html! {
                    <button type="button" class="placed" aria-label={(w.remove_tile)(w, &lang.tile(*t))}
                        onclick={Callback::from(move |_| onremove.emit(i))}>
                        { tile_face(Some(*t), lang) }
                    </button>
                }
            }) }
            if !props.tiles.is_empty() {
                <button type="button" class="clear" onclick={onclear}>{ w.clear }</button>
            }
        </div>
    }
}
