//! A hand's declared melds as tile pictures, each in its own frame.

use crate::riichi::Meld;
use crate::ui::art::tile_svg;
use crate::ui::hooks::use_lang;
use yew::prelude::*;

/// Props of [`MeldRow`].
#[derive(Properties, PartialEq)]
pub struct MeldRowProps {
    /// The melds, in the order entered.
    pub melds: Vec<Meld>,
}

/// The melds (nothing when there are none).
#[component]
pub fn MeldRow(props: &MeldRowProps) -> Html {
    let lang = use_lang();
    if props.melds.is_empty() {
        return html! {};
    }
    html! {
        <div class="melds">
            { for props.melds.iter().map(|m| html! {
                <span class="meld" title={lang.meld_kind(m.kind)}>
                    { for m.tiles.iter().map(|t| html! { <span class="placed">{ tile_svg(Some(*t), lang) }</span> }) }
                </span>
            }) }
        </div>
    }
}
