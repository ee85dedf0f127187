//! The language of the widget, switchable at any time.

use crate::lang::Lang;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`LangPicker`].
#[derive(Properties, PartialEq)]
pub struct LangPickerProps {
    /// The language in use.
    pub value: Lang,
    /// Called with the language picked.
    pub onchange: Callback<Lang>,
}

/// A small select of the languages, each named in itself.
#[component]
pub fn LangPicker(props: &LangPickerProps) -> Html {
    let onchange = props.onchange.reform(|e: Event| {
        let select: HtmlSelectElement = e.target_unchecked_into();
        select.value().parse().unwrap_or_default()
    });
    html! {
        <label class="lang">
            <span class="label">{ props.value.words().language }</span>
            <select id="lang" {onchange}>
                { for Lang::ALL.iter().map(|l| html! {
                    <option value={l.code()} lang={l.code()} selected={*l == props.value}>{ l.name() }</option>
                }) }
            </select>
        </label>
    }
}
