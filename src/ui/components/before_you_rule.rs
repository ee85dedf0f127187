//! Before you rule: the picked rule set's list of what its document asks of the table and
//! the referee once an irregularity is called, each point with its sections
//! ([`crate::rules::before_you_rule`]). Folded until asked for.

use crate::rules::{RulesetId, before_you_rule};
use crate::ui::components::ruling_card::section;
use crate::ui::hooks::use_lang;
use yew::prelude::*;

/// Props of [`BeforeYouRule`].
#[derive(Properties, PartialEq)]
pub struct BeforeYouRuleProps {
    /// The rule set picked.
    pub ruleset: RulesetId,
}

/// "Before you rule · MERS 2010": a disclosure that opens on the rule set's list. Its
/// points are drawn only once it is opened (a folded list costs the first screen nothing
/// but its line).
#[component]
pub fn BeforeYouRule(props: &BeforeYouRuleProps) -> Html {
    let lang = use_lang();
    let w = lang.words();
    let open = use_state(|| false);
    let ontoggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            if let Some(d) = e.target_dyn_into::<web_sys::Element>() {
                open.set(d.has_attribute("open"));
            }
        })
    };
    html! {
        <details class="before-rule" id="before-rule" {ontoggle}>
            <summary>{ format!("{} · {}", w.before_rule, props.ruleset.short()) }</summary>
            if *open {
                <p class="before-rule-lead">{ w.before_rule_lead }</p>
                <ul class="before-rule-list">
                    { for before_you_rule(props.ruleset).iter().map(|check| html! {
                        <li>
                            { lang.text(check.point) }
                            if !check.sections.is_empty() {
                                <span class="before-rule-sections">
                                    { for check.sections.iter().map(|s| section(lang, s)) }
                                </span>
                            }
                        </li>
                    }) }
                </ul>
            }
        </details>
    }
}
