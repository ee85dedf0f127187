//! A hand's declared melds as tile pictures, each in its own frame.

use crate::riichi::Meld;
use crate::ui::art::tile_svg;
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
    if props.melds.is_empty() {
        return html! {};
    }
    html! {
        <div class="melds">
            { for props.melds.iter().map(|m| html! {
                <span class="meld" title={m.kind.name()}>
                    { for m.tiles.iter().map(|t| html! { <span class="placed">{ tile_svg(Some(*t)) }</span> }) }
                </span>
            }) }
        </div>
    }
}
