//! The session's penalty log: record a ruling against a player, see each player's fouls and
//! points, remove a mistaken entry, start a new session.
//!
//! Here the panel; the list of entries in [`entries`]; what recording a ruling for a seat
//! gives, and the players as the ruling card offers them, in [`record`]; the exports and the
//! import in [`files`].

mod entries;
mod files;
mod record;

pub use record::player_labels;

use crate::lang::Lang;
use crate::ui::hooks::use_lang;
use crate::ui::log_state::{Dropped, LogAction, LogEntry, PenaltyLog, shown};
use crate::ui::log_store::{LogBook, use_log_book};
use crate::ui::state::AppState;
use entries::{CHUNK, EntryChunk, place_text};
use files::{export_links, read_file};
use record::{entry_for, fouls_and_next};
use std::cell::RefCell;
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

fn focus(element: &NodeRef) {
    if let Some(element) = element.cast::<web_sys::HtmlElement>() {
        let _ = element.focus();
    }
}

/// Props of [`PenaltyLogPanel`].
#[derive(Properties, PartialEq)]
pub struct PenaltyLogPanelProps {
    /// What is on screen, to record.
    pub state: AppState,
    /// The session log ([`use_penalty_log`]): the widget holds it, so that the ruling card
    /// counts a player's earlier fouls from the same log the panel records in.
    pub handle: LogHandle,
    /// Called once a ruling is recorded: the card's player is un-picked, since the foul
    /// just recorded is now one of that player's earlier ones.
    #[prop_or_default]
    pub onrecord: Callback<()>,
    /// Whether the screen shows a ruling at all (not while the search's words match no
    /// incident): there is nothing to record without one.
    #[prop_or(true)]
    pub ruled: bool,
}

/// The session log, shared by every tab of the widget, with what the panel needs to know of
/// it.
#[derive(Clone, PartialEq)]
pub struct LogHandle {
    /// The log and its dispatcher.
    pub log: UseReducerHandle<LogBook>,
    /// This tab's own removal, new session or import, which may drop entries (see the
    /// focus in the panel); cleared when another tab changes the log.
    pub acted: Rc<RefCell<bool>>,
}

/// The session log, read once for the whole widget, following the other tabs.
#[hook]
pub fn use_penalty_log() -> LogHandle {
    let acted = use_mut_ref(|| false);
    // What follows another tab's change is not this tab's doing.
    let heard = {
        let acted = acted.clone();
        Rc::new(move || *acted.borrow_mut() = false)
    };
    let log = use_log_book(heard);
    LogHandle { log, acted }
}

/// The players' new seats, as said to a screen reader after a move: what happened, then
/// each seat's wind and its player ("Seats moved round: East Bo, South Cy, …").
fn seats_said(what: &str, seats: [String; 4], lang: Lang) -> String {
    let w = lang.words();
    let after = PenaltyLog {
        seats,
        ..PenaltyLog::default()
    };
    let seats: Vec<String> = (0..4u8)
        .map(|seat| {
            let wind = w.winds[usize::from(seat)];
            format!("{wind} {}", after.seat_name(seat, lang))
        })
        .collect();
    format!("{what}{}{}.", w.colon, seats.join(", "))
}

/// A player's points off: each unit's total with its name on a line of its own
/// (`20,000 table points`), or `0`.
fn points_off(log: &PenaltyLog, player: &str, lang: Lang) -> Html {
    let w = lang.words();
    let totals = log.points_of(player);
    if totals.is_empty() {
        return html! { "0" };
    }
    html! {
        for (n, u) in totals {
            <span class="amount">{ format!("{}\u{a0}{}", lang.number(n), (w.unit)(w, u, n)) }</span>
        }
    }
}

/// A labelled text box of the log's fold (a player's name, the table, the hand), described
/// by the hint of id `hint` when there is one.
fn typed(
    label: String,
    value: String,
    oninput: Callback<InputEvent>,
    hint: Option<&'static str>,
) -> Html {
    html! {
        <label class="typed">
            <span class="label">{ label }</span>
            <input type="text" {value} {oninput} aria-describedby={hint} />
        </label>
    }
}

/// The log panel.
#[component]
pub fn PenaltyLogPanel(props: &PenaltyLogPanelProps) -> Html {
    let LogHandle { log, acted } = props.handle.clone();
    let lang = use_lang();
    let w = lang.words();
    // Recorded for a player, a foul takes that player's count from the log.
    let can_record = props.ruled && props.state.incident_with_fouls(0).is_some();
    let mcr = props.state.ruleset.is_mcr();
    // The entry just recorded, said beside the buttons (the list may run below the screen):
    // the rank the log gave it is the point of recording it.
    let recorded = use_state(|| None::<LogEntry>);
    let record = |seat: u8| {
        let log = log.clone();
        let state = props.state.clone();
        let recorded = recorded.clone();
        let onrecord = props.onrecord.clone();
        Callback::from(move |_: MouseEvent| {
            if let Some(entry) = entry_for(&state, &log, seat, lang) {
                recorded.set(Some(entry.clone()));
                log.dispatch(LogAction::Add(entry));
                onrecord.emit(());
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
    let dropping = {
        let log = log.clone();
        let acted = acted.clone();
        move |action: LogAction| {
            *acted.borrow_mut() = true;
            log.dispatch(action);
        }
    };
    let import_problem = use_state(|| None::<crate::ui::log_state::ImportError>);
    let onimport = {
        let dropping = dropping.clone();
        let problem = import_problem.clone();
        Callback::from(move |e: Event| {
            let input: HtmlInputElement = e.target_unchecked_into();
            read_file(&input, {
                let dropping = dropping.clone();
                let problem = problem.clone();
                move |text| match PenaltyLog::from_json(&text) {
                    Ok(imported) => {
                        problem.set(None);
                        dropping(LogAction::Import(imported));
                    }
                    Err(e) => problem.set(Some(e)),
                }
            });
        })
    };
    // The button just used goes away with what it dropped (or with the offer to undo), so
    // the keyboard's focus is moved on: to Undo when it is offered, to the log's title after.
    // Only after this tab's own removal, new session or import: an offer read back from
    // storage (a reload) or made in another tab is shown, but takes no focus — nothing was
    // just used here, and the page must not jump to the log.
    let new_session = {
        let dropping = dropping.clone();
        Callback::from(move |_: MouseEvent| dropping(LogAction::NewSession))
    };
    let title_ref = use_node_ref();
    let undo_ref = use_node_ref();
    {
        let undo_ref = undo_ref.clone();
        let acted = acted.clone();
        // With the entries' count, so that a second removal of entry 1 moves it again.
        let offered = log.undo.as_ref().map(|u| (u.dropped, log.entries.len()));
        use_effect_with(offered, move |offered| {
            if acted.replace(false) && offered.is_some() {
                focus(&undo_ref);
            }
        });
    }
    let onremove = {
        let dispatcher = log.dispatcher();
        let acted = acted.clone();
        use_callback((), move |i: usize, _| {
            *acted.borrow_mut() = true;
            dispatcher.dispatch(LogAction::Remove(i));
        })
    };
    // The players moved round, said once to a screen reader (the new seats as they were
    // then).
    let moved = use_state(|| None::<String>);
    let rotate = {
        let log = log.clone();
        let moved = moved.clone();
        Callback::from(move |_: MouseEvent| {
            // Taken once: the handle reads the log as it is after the dispatch.
            let seats = log.rotated();
            log.dispatch(LogAction::Seats(seats.clone()));
            moved.set(Some(seats_said(w.seats_moved, seats, lang)));
        })
    };
    let place = |table: bool| {
        let log = log.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let (t, h) = match table {
                true => (input.value(), log.hand.clone()),
                false => (log.table.clone(), input.value()),
            };
            log.dispatch(LogAction::Place(t, h));
        })
    };
    // Two seats swapped: the seats' new players said as for a move round.
    let swap_refs = (use_node_ref(), use_node_ref());
    let swap = {
        let (log, moved, (a_ref, b_ref)) = (log.clone(), moved.clone(), swap_refs.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let seat = |r: &NodeRef| {
                r.cast::<HtmlSelectElement>()
                    .and_then(|s| s.value().parse::<u8>().ok())
            };
            let (Some(a), Some(b)) = (seat(&a_ref), seat(&b_ref)) else {
                return;
            };
            let seats = log.swapped(a, b);
            log.dispatch(LogAction::Seats(seats.clone()));
            moved.set(Some(seats_said(w.seats_swapped, seats, lang)));
        })
    };
    // A player renamed, their entries and counts following: said once done, or why not.
    let renamed = use_state(|| None::<(bool, String)>);
    let rename_refs = (use_node_ref(), use_node_ref());
    let people: Vec<String> = log.people().into_iter().map(String::from).collect();
    let rename_player = {
        let (log, renamed, (who_ref, to_ref)) = (log.clone(), renamed.clone(), rename_refs.clone());
        let people = people.clone();
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let (Some(who), Some(to)) = (
                who_ref.cast::<HtmlSelectElement>(),
                to_ref.cast::<HtmlInputElement>(),
            ) else {
                return;
            };
            let Some(player) = who
                .value()
                .parse::<usize>()
                .ok()
                .and_then(|i| people.get(i))
            else {
                return;
            };
            let name = to.value();
            if log.can_rename(player, &name) {
                log.dispatch(LogAction::Rename(player.clone(), name.clone()));
                to.set_value("");
                renamed.set(Some((
                    true,
                    (w.renamed)(w, shown(player, lang), name.trim()),
                )));
            } else {
                renamed.set(Some((false, (w.rename_refused)(w, name.trim()))));
            }
        })
    };
    let where_now = place_text(&log.table, &log.hand, lang);
    let undo = {
        let log = log.clone();
        let title_ref = title_ref.clone();
        Callback::from(move |_: MouseEvent| {
            log.dispatch(LogAction::Undo);
            focus(&title_ref);
        })
    };
    html! {
        <section class="log" aria-labelledby="log-title">
            <h2 id="log-title" tabindex="-1" ref={title_ref}>{ w.log_title }</h2>
            if let Some(damage) = log.damage {
                // The export first: what was read is safe only once exported when the
                // damaged part could not be kept.
                <div class="notice" role="alert" id="log-damaged">
                    if !damage.kept {
                        <div class="exports">{ export_links(&log, lang) }</div>
                    }
                    <p>{ if damage.kept {
                        (w.log_damaged_kept)(w, damage.read, damage.unreadable)
                    } else {
                        (w.log_damaged_lost)(w, damage.read, damage.unreadable)
                    } }</p>
                </div>
            }
            if !log.written {
                <p class="notice" role="alert" id="log-not-kept">{ w.log_not_kept }</p>
            }
            if can_record {
                <p class="lead">{ w.record_for }</p>
                if !where_now.is_empty() {
                    <p class="hint place" id="log-place">{ where_now.clone() }</p>
                }
                if mcr {
                    <p class="hint">{ w.record_hint }</p>
                }
                <div class="answers seats" role="group" aria-label={w.record_for}>
                    // Once the card is about a player picked, it is theirs to record: the card and
                    // the entry are the same ruling.
                    { for (0..4u8).filter(|s| props.state.offender.is_none_or(|o| o == *s)).map(|seat| html! {
                        <button type="button" class="answer record" onclick={record(seat)}>
                            // A name on one line (cut short if long), its seat kept below it.
                            <span class="record-name">{ log.seat_name(seat, lang) }</span>
                            // What the rule set keeps count of: fouls escalate under MCR
                            // (none so far is worth saying), a riichi player's chombos.
                            <small>{{
                                let counts = match (mcr, log.chombos(seat)) {
                                    (true, _) => fouls_and_next(&props.state, &log, seat, lang),
                                    (false, 0) => String::new(),
                                    (false, n) => (w.chombo_count)(w, n as u32),
                                };
                                // The counts follow the seat's wind after their " · ", or
                                // stand first on their line without it.
                                match log.seat_wind_if_named(seat, lang) {
                                    Some(wind) => format!("{wind}{counts}"),
                                    None => counts.trim_start_matches([' ', '·']).to_string(),
                                }
                            }}</small>
                        </button>
                    }) }
                </div>
                <p class="recorded" role="status">{
                    (*recorded).as_ref().filter(|e| log.entries.last() == Some(e)).map(|e| {
                        (w.recorded)(w, shown(&e.player, lang), &e.headline)
                    })
                }</p>
            }
            if let Some(done) = &log.undo {
                <p class="notice undo" role="status">
                    <span>{ match done.dropped {
                        Dropped::Removed(n) => (w.entry_removed)(w, n),
                        Dropped::Cleared(n) => (w.log_cleared)(w, n),
                        Dropped::Replaced(n) => (w.log_replaced)(w, n),
                    } }</span>
                    <button type="button" class="reset" onclick={undo} ref={undo_ref}>{ w.undo }</button>
                </p>
            }
            if log.entries.iter().any(|e| e.earlier) {
                <p class="hint">{ w.earlier_hint }</p>
            }
            if !log.entries.is_empty() {
                // One list, drawn in parts that the browser lays out only when on screen (a
                // log of thousands of entries would be laid out again at every record).
                <div class="entries" role="list">
                    { for log.entries.chunks(CHUNK).enumerate().map(|(n, chunk)| html! {
                        <EntryChunk key={n} from={n * CHUNK} entries={Rc::<[LogEntry]>::from(chunk)}
                            onremove={onremove.clone()} />
                    }) }
                </div>
                <table class="totals">
                    <thead><tr><th scope="col">{ w.player }</th><th scope="col">{ w.fouls }</th>
                        <th scope="col">{ w.chombos }</th><th scope="col">{ w.points_off }</th></tr></thead>
                    <tbody>
                        // Each cell names its column too, for a phone whose reader set a large
                        // text size: the table is then laid out a row under a row (style.css).
                        // Each player by name: the four seated, then any who left the table.
                        { for log.people().into_iter().map(|player| html! {
                            <tr><th scope="row">{ shown(player, lang) }</th>
                                <td data-label={w.fouls}>{ log.fouls_of(player) }</td>
                                <td data-label={w.chombos}>{ log.chombos_of(player) }</td>
                                <td data-label={w.points_off}>{ points_off(&log, player, lang) }</td></tr>
                        }) }
                    </tbody>
                </table>
                <div class="exports">
                    { export_links(&log, lang) }
                    <button type="button" class="reset" onclick={new_session}>{ w.new_session }</button>
                </div>
            }
            // Importing is for the few who saved a log: folded, so an empty log does not
            // open on it.
            <details class="import-more">
                <summary>{ w.import_summary }</summary>
                <p class="hint" id="import-hint">{ w.import_hint }</p>
                // Our own words on the button: a bare file input shows the browser's.
                <label class="reset import">
                    <input type="file" id="log-import" accept=".json,application/json"
                        aria-describedby="import-hint" onchange={onimport} />
                    { w.import_button }
                </label>
            </details>
            // Outside the fold: a failed import says so even if the fold was closed.
            if let Some(problem) = &*import_problem {
                <p class="notice" role="alert" id="import-problem">{ (w.import_failed)(w, &problem.say(lang)) }</p>
            }
            <details class="names">
                <summary>{ w.players_and_table }</summary>
                <fieldset>
                    <legend>{ w.names }</legend>
                    { for (0..4u8).map(|seat| typed(
                        format!("{} ({})", (w.seat)(w, seat + 1), w.winds[usize::from(seat)]),
                        log.seat_name(seat, lang),
                        rename(seat),
                        None,
                    )) }
                </fieldset>
                <p class="hint" id="rotate-hint">{ w.rotate_hint }</p>
                <button type="button" class="reset rotate" aria-describedby="rotate-hint" onclick={rotate}>{ w.rotate_seats }</button>
                <form class="swap" onsubmit={swap}>
                    <fieldset>
                        <legend>{ w.swap_seats }</legend>
                        <p class="hint" id="swap-hint">{ w.swap_hint }</p>
                        <div class="pair">
                            { for [(w.swap_seat, 0u8, &swap_refs.0, "swap-a"), (w.swap_with, 1, &swap_refs.1, "swap-b")].into_iter().map(|(label, first, r, id)| html! {
                                <label class="typed">
                                    <span class="label">{ label }</span>
                                    <select {id} ref={r.clone()} aria-describedby="swap-hint">
                                        { for (0..4u8).map(|seat| html! {
                                            <option value={seat.to_string()} selected={seat == first}>{ log.seat_label(seat, lang) }</option>
                                        }) }
                                    </select>
                                </label>
                            }) }
                        </div>
                        <button type="submit" class="reset" id="swap-seats">{ w.swap }</button>
                    </fieldset>
                </form>
                <p class="moved" role="status">{ (*moved).clone() }</p>
                <form class="rename" onsubmit={rename_player}>
                    <fieldset>
                        <legend>{ w.rename_player }</legend>
                        <p class="hint" id="rename-hint">{ w.rename_hint }</p>
                        <label class="typed">
                            <span class="label">{ w.player }</span>
                            <select id="rename-who" ref={rename_refs.0.clone()} aria-describedby="rename-hint">
                                { for people.iter().enumerate().map(|(i, player)| html! {
                                    // Said selected: the browser would take the option
                                    // put in first, which Yew puts in last.
                                    <option value={i.to_string()} selected={i == 0}>{
                                        match (0..4u8).find(|s| log.person(*s) == player.as_str()) {
                                            Some(seat) => log.seat_label(seat, lang),
                                            None => shown(player, lang).to_string(),
                                        }
                                    }</option>
                                }) }
                            </select>
                        </label>
                        <label class="typed">
                            <span class="label">{ w.new_name }</span>
                            <input type="text" id="rename-to" ref={rename_refs.1.clone()} maxlength="24" />
                        </label>
                        <button type="submit" class="reset" id="rename">{ w.rename }</button>
                    </fieldset>
                </form>
                <p class={classes!("renamed", renamed.as_ref().is_some_and(|(done, _)| !done).then_some("error"))}
                    role="status" id="renamed">{ renamed.as_ref().map(|(_, said)| said.clone()) }</p>
                <p class="hint" id="place-hint">{ w.place_hint }</p>
                { typed(w.table.into(), log.table.clone(), place(true), Some("place-hint")) }
                { typed(w.round_hand.into(), log.hand.clone(), place(false), Some("place-hint")) }
            </details>
        </section>
    }
}
