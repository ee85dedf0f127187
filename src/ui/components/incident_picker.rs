//! What happened: a search box and the incident list, grouped the way referees think.

use crate::rules::catalogue::{CATALOGUE, Group, search};
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Props of [`IncidentPicker`].
#[derive(Properties, PartialEq)]
pub struct IncidentPickerProps {
    /// The incident picked (its kind).
    pub value: &'static str,
    /// Called with the kind picked.
    pub onpick: Callback<&'static str>,
}

/// A search box that narrows a grouped list of incidents.
#[component]
pub fn IncidentPicker(props: &IncidentPickerProps) -> Html {
    let query = use_state(String::new);
    let found = search(&query);
    let oninput = {
        let query = query.clone();
        let onpick = props.onpick.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let text = input.value();
            // The first match is picked, so the ruling follows the search at once.
            if let Some(first) = search(&text).first() {
                onpick.emit(first.kind);
            }
            query.set(text);
        })
    };
    let onchange = {
        let onpick = props.onpick.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let kind = select.value();
            if let Some(info) = CATALOGUE.iter().find(|i| i.kind == kind) {
                onpick.emit(info.kind);
            }
        })
    };
    html! {
        <div class="picker">
            <label class="typed">
                <span class="label">{"Search (chombo, late, flower…)"}</span>
                <input id="incident-search" type="search" autocomplete="off" value={(*query).clone()} {oninput} />
            </label>
            <label class="typed">
                <span class="label">{"What happened?"}</span>
                <select id="incident" {onchange}>
                    { for Group::ALL.iter().map(|g| {
                        let items: Vec<_> = found.iter().filter(|i| i.group == *g).collect();
                        if items.is_empty() {
                            html! {}
                        } else {
                            html! {
                                <optgroup label={g.title()}>
                                    { for items.iter().map(|i| html! {
                                        <option value={i.kind} selected={i.kind == props.value}>{ i.title }</option>
                                    }) }
                                </optgroup>
                            }
                        }
                    }) }
                </select>
            </label>
            if found.is_empty() {
                <p class="error" role="status">{"No incident matches; clear the search to see them all."}</p>
            }
        </div>
    }
}
