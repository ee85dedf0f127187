//! The whole widget.

use crate::rules;
use crate::ui::components::{
    CompareTable, GroupInput, HandPanel, IncidentPicker, McrPanel, PenaltyLogPanel, Questions,
    RulesetPicker, RulingCard, ShareLink, Tabs, TileKeyboard,
};
use crate::ui::hooks::{StoredState, url_with, use_permalink, use_service_worker, use_stored};
use crate::ui::state::{Action, AppState, View};
use yew::prelude::*;

/// A callback that turns its value into an action on the state.
fn dispatch<T: 'static>(
    state: &StoredState<AppState>,
    make: impl Fn(T) -> Action + 'static,
) -> Callback<T> {
    let state = state.clone();
    Callback::from(move |v| state.dispatch(make(v)))
}

/// Opens the false-hu ruling for a hand shown under MCR: a hu called with the tiles shown,
/// and the tier the tiles decided (`true`: four sets and a pair under 8 points).
fn false_hu(state: &StoredState<AppState>) -> Callback<bool> {
    let state = state.clone();
    Callback::from(move |four_sets_and_pair: bool| {
        let mut answers = std::collections::BTreeMap::new();
        answers.insert("call", "win".to_string());
        answers.insert("tilesShown", "true".to_string());
        answers.insert("fourSetsAndPair", four_sets_and_pair.to_string());
        state.dispatch(Action::Open(Box::new(AppState {
            ruleset: state.ruleset,
            incident: "empty-call",
            answers,
            ..AppState::default()
        })));
    })
}

/// The referee widget: rule set, then a ruling (incident, questions, ruling, comparison)
/// or the hand check.
#[component]
pub fn App() -> Html {
    let saved = use_stored::<AppState>();
    let state = saved.state;
    let link_problem = use_permalink(&state);
    use_service_worker();
    use_effect_with((), |_| crate::ui::panic::panic_if_asked());
    let mcr = state.ruleset.is_mcr();
    let info = state.info();
    let incident = state.incident();
    let ruling = incident.as_ref().map(|i| rules::rule(state.ruleset, i));
    let comparison = incident.as_ref().map(rules::compare);
    let needs_tiles = info.facts.iter().any(|f| f.field == "tiles");

    html! {
        <main class="app">
            <header class="top">
                <h1>{"Mahjong referee"}</h1>
                <RulesetPicker value={state.ruleset} onchange={dispatch(&state, Action::SetRuleset)} />
            </header>
            if saved.kept_aside {
                <p class="notice" role="alert">
                    {"Your last entry could not be read; it was kept aside in this browser and a fresh one started."}
                </p>
            }
            if let Some(problem) = link_problem {
                <p class="notice" role="alert" id="link-problem">{ problem }</p>
            }
            <Tabs view={state.view} onchange={dispatch(&state, Action::SetView)} />
            if state.view == View::Hand && mcr {
                <McrPanel onruling={false_hu(&state)} />
            } else if state.view == View::Hand {
                <HandPanel ruleset={state.ruleset} />
            } else {
                <section class="incident" aria-labelledby="incident-title">
                    <IncidentPicker value={state.incident} onpick={dispatch(&state, Action::SetIncident)} />
                    <h2 id="incident-title">{ info.title }</h2>
                    if needs_tiles {
                        <p class="lead">{"Which tiles did the player show for the claimed group?"}</p>
                        <GroupInput tiles={state.tiles.clone()} typed={state.typed.clone()}
                            error={state.typed_error.clone().map(AttrValue::from)}
                            onremove={dispatch(&state, Action::RemoveTileAt)} ontype={dispatch(&state, Action::Type)}
                            onclear={dispatch(&state, |()| Action::ClearTiles)} />
                        <TileKeyboard onpick={dispatch(&state, Action::AddTile)} red_fives={!mcr} bonus={mcr} />
                    }
                </section>
                <Questions {info} ruleset={state.ruleset} answers={state.answers.clone()}
                    onanswer={dispatch(&state, |(field, value)| Action::Answer(field, value))} />
                if let Some(ruling) = ruling {
                    <RulingCard ruling={ruling} />
                    <ShareLink url={url_with(&state.link())} />
                } else {
                    <p class="waiting">
                        { if needs_tiles && state.tiles.is_empty() { "Enter the tiles to see the ruling." } else { "Answer the question above to see the ruling." } }
                    </p>
                }
                if let Some(rulings) = comparison {
                    <CompareTable rulings={rulings} current={state.ruleset} />
                }
                <PenaltyLogPanel state={state.0.clone()} />
            }
            <footer class="foot">
                <button type="button" class="reset" onclick={dispatch(&state, |_: MouseEvent| Action::Reset)}>{"Start again"}</button>
                <p>{"Rulings are the project's summary of each document, with the section to check. "}
                    <a href="matrix.html">{"All incidents under all rule sets"}</a></p>
            </footer>
        </main>
    }
}
