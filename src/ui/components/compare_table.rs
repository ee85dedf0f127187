//! The same incident under all five rule sets, side by side.

use super::ruling_card::{details, outcome_class};
use crate::rules::catalogue::IncidentInfo;
use crate::rules::{RulesetId, Ruling};
use crate::ui::hooks::use_lang;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// Props of [`CompareTable`].
#[derive(Properties, PartialEq)]
pub struct CompareTableProps {
    /// The five rulings.
    pub rulings: Vec<Ruling>,
    /// The rule set picked, highlighted.
    pub current: RulesetId,
    /// The incident.
    pub info: &'static IncidentInfo,
    /// For each ruling, the facts it turns on that the rule set picked does not ask
    /// (indices into the incident's facts): its ruling rests on their current answers.
    pub unasked: Vec<Vec<usize>>,
    /// Called with a rule set the referee chose to rule under from now on (the button under
    /// its ruling, opened in the table).
    pub onpick: Callback<RulesetId>,
}

/// A compact table: rule set, outcome and its payments, main section; rows that rule
/// differently from the picked rule set are marked. Another rule set's name is a button that
/// opens its whole ruling below its row, without changing the rule set picked (which the
/// session log records under); a button there picks it, for a referee who means to.
#[component]
pub fn CompareTable(props: &CompareTableProps) -> Html {
    let lang = use_lang();
    let w = lang.words();
    let picked = props
        .rulings
        .iter()
        .find(|r| r.ruleset == props.current)
        .map(|r| r.outcome.code());
    // The rule set whose ruling is open below its row.
    let open = use_state(|| None::<RulesetId>);
    let toggle = |ruleset: RulesetId| {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| {
            open.set((*open != Some(ruleset)).then_some(ruleset));
        })
    };
    let pick = |ruleset: RulesetId| {
        let (open, onpick) = (open.clone(), props.onpick.clone());
        Callback::from(move |_: MouseEvent| {
            open.set(None);
            onpick.emit(ruleset);
            // The card stays where it is, above: brought into view, the focus on its headline.
            let document = gloo_utils::document();
            let by_id = |id| document.get_element_by_id(id);
            if let Some(card) = by_id("ruling") {
                card.scroll_into_view();
            }
            if let Some(headline) =
                by_id("ruling-headline").and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok())
            {
                let _ = headline.focus();
            }
        })
    };
    html! {
        <section class="compare" aria-labelledby="compare-title">
            <h2 id="compare-title">{ w.compare_title }</h2>
            <table>
                <thead><tr><th scope="col">{ w.rule_set }</th><th scope="col">{ w.ruling }</th><th scope="col">{ w.section }</th></tr></thead>
                <tbody>
                    { for props.rulings.iter().zip(&props.unasked).map(|(r, unasked)| {
                        let current = r.ruleset == props.current;
                        let differs = Some(r.outcome.code()) != picked;
                        html! {
                            <>
                            <tr class={classes!(current.then_some("current"), differs.then_some("differs"))}
                                data-ruleset={r.ruleset.id()}>
                                <th scope="row">
                                    if current {
                                        { r.ruleset.short() }
                                    } else {
                                        <button type="button" class="ruleset-link" onclick={toggle(r.ruleset)}
                                            aria-expanded={(*open == Some(r.ruleset)).to_string()}
                                            aria-controls={format!("compare-{}", r.ruleset.id())}
                                            aria-label={(w.show_ruling_under)(w, r.ruleset.short())}>{ r.ruleset.short() }</button>
                                    }
                                </th>
                                <td class={outcome_class(&r.outcome)}>
                                    { lang.headline(r) }
                                    if differs { <span class="differs-mark">{" ≠"}</span> }
                                    // What it costs: a headline alone hides an MCR false hu's
                                    // 10 or 20 to each player.
                                    { for r.payments.iter().map(|p| html! { <small class="pays">{ lang.payment(p) }</small> }) }
                                    if !unasked.is_empty() {
                                        <small class="depends">{ (w.also_depends_on)(w, &unasked.iter().map(|&i| lang.question(props.info, i)).collect::<Vec<_>>().join(" · ")) }</small>
                                    }
                                </td>
                                // A document with no rule on it has no section: a dash, not a blank.
                                <td>{ r.sections.first().map_or_else(|| "—".to_string(), |s| lang.section(s)) }</td>
                            </tr>
                            if !current && *open == Some(r.ruleset) {
                                <tr class="compare-detail" id={format!("compare-{}", r.ruleset.id())}>
                                    <td colspan="3">
                                        { details(lang, r) }
                                        <button type="button" class="answer use-ruleset" onclick={pick(r.ruleset)}>
                                            { (w.use_ruleset)(w, r.ruleset.short()) }
                                        </button>
                                    </td>
                                </tr>
                            }
                            </>
                        }
                    }) }
                </tbody>
            </table>
        </section>
    }
}
