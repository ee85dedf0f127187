//! The whole widget.

use crate::rules::{self, Replacement};
use crate::ui::components::{
    Choice, CompareTable, GroupInput, HandPanel, RulesetPicker, RulingCard, Tabs, TileKeyboard,
    YesNo,
};
use crate::ui::hooks::{StoredState, use_stored};
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

/// The referee widget: rule set, incident, tiles, questions, ruling, comparison.
#[component]
pub fn App() -> Html {
    let saved = use_stored::<AppState>();
    let state = saved.state;
    let mcr = state.ruleset.is_mcr();
    let incident = state.incident();
    let ruling = incident.as_ref().map(|i| rules::rule(state.ruleset, i));
    let comparison = incident.as_ref().map(rules::compare);

    let replacement_options = vec![
        (AttrValue::from("None drawn"), Replacement::NotTaken),
        (AttrValue::from("Drawn, not in hand"), Replacement::Taken),
        (AttrValue::from("Put in hand"), Replacement::InHand),
    ];
    let foul_options = (0..=4u8)
        .map(|n| {
            (
                AttrValue::from(if n == 4 {
                    "4+".to_string()
                } else {
                    n.to_string()
                }),
                n,
            )
        })
        .collect::<Vec<_>>();

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
            <Tabs view={state.view} onchange={dispatch(&state, Action::SetView)} />
            if state.view == View::Hand {
                <HandPanel ruleset={state.ruleset} />
            } else {
            <section class="incident" aria-labelledby="incident-title">
                <h2 id="incident-title">{"A player claimed a false set"}</h2>
                <p class="lead">{"Which tiles did the player show for the claimed group?"}</p>
                <GroupInput tiles={state.tiles.clone()} typed={state.typed.clone()}
                    error={state.typed_error.clone().map(AttrValue::from)}
                    onremove={dispatch(&state, Action::RemoveTileAt)} ontype={dispatch(&state, Action::Type)}
                    onclear={dispatch(&state, |()| Action::ClearTiles)} />
                <TileKeyboard onpick={dispatch(&state, Action::AddTile)} red_fives={!mcr} bonus={mcr} />
            </section>
            <section class="questions" aria-label="Questions">
                <YesNo question="Has the player discarded since?" value={state.discarded}
                    onanswer={dispatch(&state, Action::SetDiscarded)} />
                if mcr {
                    <Choice<Replacement> question="After a kong: the replacement tile?"
                        options={replacement_options} value={Some(state.replacement)}
                        onanswer={dispatch(&state, Action::SetReplacement)} />
                    <Choice<u8> question="Fouls this player already had this session"
                        options={foul_options} value={Some(state.prior_fouls.min(4))}
                        onanswer={dispatch(&state, Action::SetPriorFouls)} />
                }
            </section>
            if let Some(ruling) = ruling {
                <RulingCard ruling={ruling} />
            } else {
                <p class="waiting">
                    { if state.tiles.is_empty() { "Enter the tiles to see the ruling." } else { "Answer the question above to see the ruling." } }
                </p>
            }
            if let Some(rulings) = comparison {
                <CompareTable rulings={rulings} current={state.ruleset} />
            }
            }
            <footer class="foot">
                <button type="button" class="reset" onclick={dispatch(&state, |_: MouseEvent| Action::Reset)}>{"Start again"}</button>
                <p>{"Rulings are the project's summary of each document, with the section to check."}</p>
            </footer>
        </main>
    }
}
