//! The rule set of the tournament.

use crate::rules::RulesetId;
use crate::ui::hooks::use_lang;
use web_sys::HtmlSelectElement;
use yew::prelude::*;

/// Props of [`RulesetPicker`].
#[derive(Properties, PartialEq)]
pub struct RulesetPickerProps {
    /// The rule set picked.
    pub value: RulesetId,
    /// Called with the new rule set.
    pub onchange: Callback<RulesetId>,
}

/// A labelled select of the five rule sets.
#[component]
pub fn RulesetPicker(props: &RulesetPickerProps) -> Html {
    let w = use_lang().words();
    let onchange = {
        let cb = props.onchange.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            if let Ok(id) = select.value().parse::<RulesetId>() {
                cb.emit(id);
            }
        })
    };
    html! {
        <label class="ruleset">
            <span class="label">{ w.rule_set }</span>
            <select id="ruleset" {onchange}>
                { for RulesetId::ALL.iter().map(|id| html! {
                    <option value={id.id()} selected={*id == props.value}>
                        { format!("{} — {}", id.short(), if id.is_mcr() { "MCR" } else { "Riichi" }) }
                    </option>
                }) }
            </select>
        </label>
    }
}
