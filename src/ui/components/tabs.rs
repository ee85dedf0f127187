//! The tools of the widget, as tabs.

use crate::ui::hooks::use_lang;
use crate::ui::state::View;
use yew::prelude::*;

/// Props of [`Tabs`].
#[derive(Properties, PartialEq)]
pub struct TabsProps {
    /// The tool shown.
    pub view: View,
    /// Called with the tool picked.
    pub onchange: Callback<View>,
}

/// "Ruling" and "Hand check".
#[component]
pub fn Tabs(props: &TabsProps) -> Html {
    let w = use_lang().words();
    let tab = |view: View, label: &'static str| {
        let onchange = props.onchange.clone();
        let selected = props.view == view;
        html! {
            <button type="button" role="tab" id={format!("tab-{}", view.code())}
                class={classes!("tab", selected.then_some("picked"))}
                aria-selected={selected.to_string()}
                onclick={Callback::from(move |_| onchange.emit(view))}>{ label }</button>
        }
    };
    html! {
        <nav class="tabs" role="tablist" aria-label={w.tools}>
            { tab(View::Ruling, w.tab_ruling) }
            { tab(View::Hand, w.tab_hand) }
        </nav>
    }
}
