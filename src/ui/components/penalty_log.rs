//! The session's penalty log: record a ruling against a player, see each player's fouls and
//! points, remove a mistaken entry, start a new session.

use crate::rules::catalogue;
use crate::rules::{Outcome, Party, rule};
use crate::ui::hooks::{StoredHandle, use_stored};
use crate::ui::log_state::{LogAction, LogEntry, PenaltyLog, data_url};
use crate::ui::state::AppState;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`PenaltyLogPanel`].
#[derive(Properties, PartialEq)]
pub struct PenaltyLogPanelProps {
    /// What is on screen, to record.
    pub state: AppState,
}

#[cfg(target_arch = "wasm32")]
fn now() -> String {
    let d = js_sys::Date::new_0();
    format!("{:02}:{:02}", d.get_hours(), d.get_minutes())
}

#[cfg(not(target_arch = "wasm32"))]
fn now() -> String {
    "--:--".to_string()
}

/// The ruling on screen as it falls on one player, with that player's fouls so far.
fn entry_for(state: &AppState, log: &PenaltyLog, seat: u8) -> Option<LogEntry> {
    let incident = state.incident_with_fouls(log.fouls(seat))?;
    let r = rule(state.ruleset, &incident);
    let points = r
        .payments
        .iter()
        .filter(|p| p.payer == Party::Offender)
        .map(|p| {
            if p.payee == Party::EachOtherPlayer {
                p.amount * 3
            } else {
                p.amount
            }
        })
        .sum();
    Some(LogEntry {
        seat,
        ruleset: state.ruleset,
        incident: state.incident,
        headline: r.outcome.to_string(),
        foul: matches!(r.outcome, Outcome::Foul { .. }),
        points,
        time: now(),
    })
}

/// Reads the file picked in `input` as text and hands it to `done` (in the browser; a no-op
/// elsewhere).
fn read_file(input: &HtmlInputElement, done: impl FnOnce(String) + 'static) {
    #[cfg(target_arch = "wasm32")]
    {
        use wasm_bindgen::closure::Closure;
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        let read: Closure<dyn FnMut(wasm_bindgen::JsValue)> =
            Closure::once(move |text: wasm_bindgen::JsValue| {
                done(text.as_string().unwrap_or_default());
            });
        let _ = file.text().then(&read);
        // The promise calls it once, later: it must outlive this function.
        read.forget();
        input.set_value("");
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = (input, done);
    }
}

/// The log panel.
#[component]
pub fn PenaltyLogPanel(props: &PenaltyLogPanelProps) -> Html {
    let StoredHandle {
        state: log,
        kept_aside,
    } = use_stored::<PenaltyLog>();
    let can_record = props.state.incident().is_some();
    let record = |seat: u8| {
        let log = log.clone();
        let state = props.state.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(entry) = entry_for(&state, &log, seat) {
                log.dispatch(LogAction::Add(entry));
            }
        })
    };
    let rename = |seat: u8| {
        let log = log.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            log.dispatch(LogAction::Name(seat, input.value()));
        })
    };
    let import_problem = use_state(|| None::<String>);
    let onimport = {
        let log = log.clone();
        let problem = import_problem.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            read_file(&input, {
                let log = log.clone();
                let problem = problem.clone();
                move |text| match PenaltyLog::from_json(&text) {
                    Ok(imported) => {
                        problem.set(None);
                        log.dispatch(LogAction::Import(imported));
                    }
                    Err(e) => problem.set(Some(format!("This file could not be imported: {e}."))),
                }
            });
        })
    };
    let new_session = {
        let log = log.clone();
        Callback::from(move |_: MouseEvent| log.dispatch(LogAction::NewSession))
    };
    html! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title">{"Session log"}</h2>
            if kept_aside {
                <p class="notice" role="alert">{"The stored log could not be read; it was kept aside in this browser and a new one started."}</p>
            }
            if can_record {
                <p class="lead">{"Record this ruling for:"}</p>
                <p class="hint">{"Under MERS and FFMJ a foul is recorded at its rank among that player's fouls in this log."}</p>
                <div class="answers seats" role="group" aria-label="Record this ruling for">
                    { for (0..4u8).map(|seat| html! {
                        <button type="button" class="answer record" onclick={record(seat)}>
                            { log.seats[usize::from(seat)].clone() }
                            <small>{ format!(" · {} foul{}", log.fouls(seat), if log.fouls(seat) == 1 { "" } else { "s" }) }</small>
                        </button>
                    }) }
                </div>
            }
            if !log.entries.is_empty() {
                <ol class="entries">
                    { for log.entries.iter().enumerate().map(|(i, e)| {
                        let remove = {
                            let log = log.clone();
                            Callback::from(move |_: MouseEvent| log.dispatch(LogAction::Remove(i)))
                        };
                        let title = catalogue::info(e.incident).map_or(e.incident, |info| info.title);
                        html! {
                            <li class="entry">
                                <span>
                                    <strong>{ format!("{} {}", e.time, log.seats[usize::from(e.seat)]) }</strong>
                                    { format!(" — {title}: {} ({})", e.headline, e.ruleset.short()) }
                                </span>
                                <button type="button" class="clear" onclick={remove}
                                    aria-label={format!("remove entry {}", i + 1)}>{"Remove"}</button>
                            </li>
                        }
                    }) }
                </ol>
                <table class="totals">
                    <thead><tr><th scope="col">{"Player"}</th><th scope="col">{"Fouls"}</th><th scope="col">{"Points off"}</th></tr></thead>
                    <tbody>
                        { for (0..4u8).map(|seat| html! {
                            <tr><th scope="row">{ log.seats[usize::from(seat)].clone() }</th>
                                <td>{ log.fouls(seat) }</td><td>{ log.points(seat) }</td></tr>
                        }) }
                    </tbody>
                </table>
                <div class="exports">
                    <a class="reset" download="session-log.csv" href={data_url("text/csv", &log.to_csv())}>{"Export CSV"}</a>
                    <a class="reset" download="session-log.json" href={data_url("application/json", &log.to_json())}>{"Export JSON"}</a>
                    <button type="button" class="reset" onclick={new_session}>{"New session"}</button>
                </div>
            }
            <label class="typed import">
                <span class="label">{"Import a session log (JSON exported here); it replaces this log"}</span>
                <input type="file" id="log-import" accept=".json,application/json" onchange={onimport} />
            </label>
            if let Some(problem) = &*import_problem {
                <p class="notice" role="alert" id="import-problem">{ problem.clone() }</p>
            }
            <details class="names">
                <summary>{"Players' names"}</summary>
                { for (0..4u8).map(|seat| html! {
                    <label class="typed">
                        <span class="label">{ format!("Seat {}", seat + 1) }</span>
                        <input type="text" value={log.seats[usize::from(seat)].clone()} oninput={rename(seat)} />
                    </label>
                }) }
            </details>
        </section>
    }
}
