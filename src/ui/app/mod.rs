//! The whole widget: [`App`], and the widget inside it with its state and its callbacks.
//! How a host page sets up an embed is `settings.rs`; what the widget keeps up on its page
//! (the document's language, the crash panel, the ready mark, the focus) is `page.rs`.

mod page;
mod settings;

pub use page::manifest;
pub use settings::Embed;
#[cfg_attr(not(target_arch = "wasm32"), allow(unused_imports))]
pub(crate) use settings::unknown_setting;

use crate::lang::Lang;
use crate::rules;
use crate::rules::catalogue::{FactKind, Value};
use crate::rules::{RulesetId, Situation};
use crate::tiles::Tile;
use crate::ui::components::penalty_log::{player_labels, use_penalty_log};
use crate::ui::components::{
    CompareTable, GroupInput, HandPanel, IncidentPicker, LangPicker, McrPanel, PenaltyLogPanel,
    Questions, RulesetPicker, RulingCard, ShareLink, Stopwatch, Tabs, TileKeyboard,
};
use crate::ui::hooks::{
    PackStatus, StoreScope, StoredDispatcher, StoredState, send, send_to, url_with,
    use_after_first_paint, use_lang_choice, use_lang_pack, use_permalink, use_search_counts,
    use_stored,
};
use crate::ui::state::{Action, AppState, View};
use page::{use_crash_panel_lang, use_document_lang, use_fold_focus, use_ready_mark};
use settings::embed_problems;
use yew::prelude::*;

/// Opens the ruling a hand check leads to: an incident under the rule set picked, with the
/// answers the check gave.
fn open_ruling(state: &StoredState<AppState>) -> Callback<Situation> {
    let state = state.clone();
    Callback::from(move |situation: Situation| {
        state.dispatch(Action::Open(Box::new(AppState {
            ruleset: state.ruleset,
            situation,
            ..AppState::default()
        })));
    })
}

/// Opens the false-hu ruling for a hand shown under MCR: a hu called with the tiles shown,
/// and the tier the tiles decided (`true`: four sets and a pair under 8 points).
fn false_hu(state: &StoredState<AppState>) -> Callback<bool> {
    let open = open_ruling(state);
    Callback::from(move |four_sets_and_pair: bool| {
        let shown = Situation::with(
            "empty-call",
            [
                ("call", Value::Choice("win")),
                ("tilesShown", Value::Yes(true)),
                ("fourSetsAndPair", Value::Yes(four_sets_and_pair)),
            ],
        );
        // Facts of the incident's own: they read (the incident's tests set each).
        if let Ok(shown) = shown {
            open.emit(shown);
        }
    })
}
/// Props of [`App`].
#[derive(Properties, Debug, Clone, Default, PartialEq)]
pub struct AppProps {
    /// Set when the widget is embedded in a host page; `None` on its own page.
    #[prop_or_default]
    pub embed: Option<Embed>,
}

/// The referee widget, on its own page or embedded (with its entries stored apart).
#[component]
pub fn App(props: &AppProps) -> Html {
    let scope = StoreScope(props.embed.as_ref().map(|e| e.key.as_str().into()));
    html! {
        <ContextProvider<StoreScope> context={scope}>
            <Widget embed={props.embed.clone()} />
        </ContextProvider<StoreScope>>
    }
}
/// The widget's callbacks, made once for its whole life (they send to the state's
/// dispatcher, which never changes): a child whose other props are the same is then not
/// drawn again at each tap (Yew compares callbacks by identity).
struct Senders {
    ruleset: Callback<RulesetId>,
    view: Callback<View>,
    hand_taken: Callback<()>,
    search: Callback<String>,
    incident: Callback<&'static str>,
    from_words: Callback<crate::lang::Answers>,
    check_hand: Callback<String>,
    remove_tile: Callback<usize>,
    typed: Callback<String>,
    clear_tiles: Callback<()>,
    tile: Callback<Tile>,
    offender: Callback<Option<u8>>,
    answer: Callback<(&'static str, String)>,
    time: Callback<(u16, u8)>,
    record: Callback<()>,
}

impl Senders {
    /// The callbacks on `state`; a tile tapped also folds the keyboard again (`keys_open`).
    fn new(state: &StoredDispatcher<AppState>, keys_open: &UseStateSetter<bool>) -> Senders {
        let tile = {
            let (state, open) = (state.clone(), keys_open.clone());
            Callback::from(move |tile| {
                open.set(false);
                state.dispatch(Action::AddTile(tile));
            })
        };
        Senders {
            ruleset: send_to(state, Action::SetRuleset),
            view: send_to(state, Action::SetView),
            hand_taken: send_to(state, |()| Action::HandTaken),
            search: send_to(state, Action::Search),
            incident: send_to(state, Action::SetIncident),
            from_words: send_to(state, Action::FromWords),
            check_hand: send_to(state, Action::CheckHand),
            remove_tile: send_to(state, Action::RemoveTileAt),
            typed: send_to(state, Action::Type),
            clear_tiles: send_to(state, |()| Action::ClearTiles),
            tile,
            offender: send_to(state, Action::SetOffender),
            answer: send_to(state, |(field, value)| Action::Answer(field, value)),
            time: {
                // The minutes, then the seconds past them (each answered as typed).
                let state = state.clone();
                Callback::from(move |(m, s): (u16, u8)| {
                    state.dispatch(Action::Answer("minutes", m.to_string()));
                    state.dispatch(Action::Answer("seconds", s.to_string()));
                })
            },
            record: send_to(state, |()| Action::SetOffender(None)),
        }
    }
}

/// The widget itself.
#[component]
fn Widget(props: &AppProps) -> Html {
    let saved = use_stored::<AppState>();
    let state = saved.state;
    let own_page = props.embed.is_none();
    let (wanted, lang_choice) = use_lang_choice(
        props
            .embed
            .as_ref()
            .map(|e| e.lang.clone())
            .unwrap_or_default(),
    );
    // A language other than English is a pack, fetched when picked: English until it is in.
    let base = props
        .embed
        .as_ref()
        .map(|e| e.base.clone())
        .unwrap_or_default();
    let (lang, pack, retry_pack) = use_lang_pack(wanted, base.clone());
    use_document_lang(lang, own_page);
    let main_ref = use_node_ref();
    // The tile keyboard opened again after the group was complete (see below).
    let keys_open = use_state_eq(|| false);
    let folded = state.tiles.len() >= 3 && !*keys_open;
    use_fold_focus(main_ref.clone(), folded);
    let on = {
        let (state, open) = (state.dispatcher(), keys_open.setter());
        use_memo((), move |()| Senders::new(&state, &open))
    };
    use_crash_panel_lang(main_ref.clone(), lang, pack != PackStatus::Loading);
    use_ready_mark(main_ref.clone());
    let w = lang.words();
    // The log is the one source of a player's earlier fouls: the card rules on its count,
    // and the page's link carries it.
    let log = use_penalty_log();
    let with_log = {
        let log = &*log.log;
        state.with_fouls_from(|seat| log.fouls(seat))
    };
    let link_problem = use_permalink(&state, with_log.link(), own_page);
    // The session log lies below the first screen: it is drawn once that screen is painted.
    let painted = use_after_first_paint();
    // The search's words are read once the first screen is painted, not at the first key;
    // its learned counts are fetched then.
    use_effect_with(painted, |painted| {
        if *painted {
            crate::lang::read_search_words();
        }
    });
    let searching = crate::lang::names_anything(&state.search);
    let counts_in = use_search_counts(base, painted, searching);
    {
        // An embedded widget opens on the rule set and incident its host asked for (what it
        // knows of them; the notice names the rest), and follows them when they change (a
        // change is taken whole or not at all: `EmbedHandle::update`).
        let state = state.clone();
        let asked = props
            .embed
            .as_ref()
            .map(|e| (e.ruleset.clone(), e.incident.clone()));
        use_effect_with(asked, move |asked| {
            if let Some((ruleset, incident)) = asked {
                if let Ok(id) = ruleset.parse::<RulesetId>() {
                    state.dispatch(Action::SetRuleset(id));
                }
                if let Some(info) = rules::catalogue::info(incident) {
                    state.dispatch(Action::SetIncident(info.kind));
                    state.dispatch(Action::SetView(crate::ui::state::View::Ruling));
                }
            }
        });
    }
    let compact = props.embed.as_ref().is_some_and(|e| e.compact);
    let problems = props
        .embed
        .as_ref()
        .map(|e| embed_problems(e, w))
        .unwrap_or_default();
    let mcr = state.ruleset.is_mcr();
    let info = state.info();
    let players = if compact {
        Vec::new()
    } else {
        player_labels(&log.log, lang)
    };
    // What the card rules on: the answers, and the player's earlier fouls from the log.
    let shown = &with_log;
    // The facts asked are worked out once a render (each is a set of trial rulings).
    let asked = shown.asked(state.ruleset);
    let pending = shown.unanswered(&asked);
    // The facts of the game not answered yet: the card rules on their defaults, and says so.
    let assumed: Vec<String> = shown
        .assumed(&asked)
        .into_iter()
        .map(|i| {
            let f = &info.facts[i];
            let answer = match f.default_answer() {
                Some("true") => w.yes.to_string(),
                Some("false") => w.no.to_string(),
                Some(value) if f.kind() == FactKind::List => lang.choice(info, i, value),
                Some(value) => value.to_string(),
                None => String::new(),
            };
            format!("{} {answer}", lang.question(info, i))
        })
        .collect();
    let incident = shown.incident_if_answered(&pending);
    let ruling = incident.as_ref().map(|i| rules::rule(state.ruleset, i));
    let comparison = incident.as_ref().map(rules::compare);
    let needs_tiles = info.facts.iter().any(|f| f.field == "tiles");
    // Words that match no incident: no incident, no questions, no ruling, until one is
    // picked from the list or the words change (the picker says so).
    let named = searching;
    // Searched once for the words typed (not at each render: a tile tap does not search).
    let found = use_memo(
        (lang, state.search.clone(), counts_in),
        |(lang, search, _)| {
            if crate::lang::names_anything(search) {
                crate::lang::ranked(*lang, search)
            } else {
                Vec::new()
            }
        },
    );
    let unmatched = named && found.is_empty();
    // A search typed before the counts came in (a first visit's first second) that found
    // nothing by its words alone is picked again with them, as typing it would pick. A
    // search that found an incident keeps it (the referee may have answered, or picked
    // another, meanwhile), and so does one restored from an earlier visit.
    let restored = use_memo((), {
        let search = state.search.clone();
        move |()| search
    });
    let unmatched_before = use_mut_ref(|| false);
    if !counts_in {
        *unmatched_before.borrow_mut() = unmatched;
    }
    {
        // The search found again with the counts: `found`, searched at this render.
        let (on, search, found) = (on.clone(), state.search.clone(), found.clone());
        use_effect_with(counts_in, move |counts_in| {
            if *counts_in
                && *unmatched_before.borrow()
                && search != *restored
                && let Some(first) = found.first()
            {
                crate::ui::components::pick_searched(
                    lang,
                    first.info,
                    &search,
                    &on.incident,
                    &on.from_words,
                );
            }
        });
    }
    let logged = !players.is_empty();
    let answers: Vec<(&'static str, String)> = info
        .facts
        .iter()
        .filter_map(|f| Some((f.field, shown.answer_text(f.field)?)))
        .collect();

    let pick_lang = {
        let choice = lang_choice.clone();
        Callback::from(move |l: Lang| choice.dispatch(Some(l)))
    };
    html! {
        <ContextProvider<Lang> context={lang}>
        <main ref={main_ref} class={classes!("app", compact.then_some("compact"))} lang={lang.code()} data-search-counts={(cfg!(target_arch = "wasm32") && counts_in).then_some("")}>
            <header class="top">
                if !compact {
                    <h1>{ w.app_title }</h1>
                }
                <RulesetPicker value={state.ruleset} onchange={on.ruleset.clone()} />
                <LangPicker value={wanted} onchange={pick_lang} />
            </header>
            if pack == PackStatus::Loading {
                <p class="notice lang-loading" role="status">{ (w.lang_loading)(w, wanted.name()) }</p>
            } else if pack == PackStatus::Failed {
                <p class="notice lang-loading" role="alert">{ (w.lang_failed)(w, wanted.name()) }{ " " }
                    <button type="button" id="lang-retry" onclick={retry_pack.reform(|_| ())}>{ w.retry }</button></p>
            }
            if saved.kept_aside {
                <p class="notice" role="alert">{ w.entry_kept_aside }</p>
            }
            { for problems.into_iter().map(|p| html! { <p class="notice embed-problem" role="alert">{ p }</p> }) }
            if let Some(problem) = link_problem {
                <p class="notice" role="alert" id="link-problem">{ (w.link_problem)(w, &problem.say(lang)) }</p>
            }
            <Tabs view={state.view} onchange={on.view.clone()} />
            if state.view == View::Hand && mcr {
                <McrPanel onruling={false_hu(&state)} typed={state.hand_from_search.clone().map(AttrValue::from)}
                    ontaken={on.hand_taken.clone()} />
            } else if state.view == View::Hand {
                <HandPanel ruleset={state.ruleset} onruling={open_ruling(&state)}
                    typed={state.hand_from_search.clone().map(AttrValue::from)}
                    ontaken={on.hand_taken.clone()} />
            } else {
                <crate::ui::components::BeforeYouRule ruleset={state.ruleset} />
                <section class="incident" aria-labelledby="incident-title">
                    <IncidentPicker value={state.kind()} ruleset={state.ruleset} query={state.search.clone()} {found}
                        onsearch={on.search.clone()} onpick={on.incident.clone()}
                        onanswers={on.from_words.clone()}
                        oncheckhand={on.check_hand.clone()} />
                    if !unmatched {
                        <h2 id="incident-title">{ lang.incident_title(info) }</h2>
                        if needs_tiles {
                            <p class="lead">{ w.group_lead }</p>
                            <GroupInput tiles={state.tiles.clone()} typed={state.typed.clone()}
                                error={state.typed_error.as_ref().map(|e| AttrValue::from(e.say(lang)))}
                                onremove={on.remove_tile.clone()} ontype={on.typed.clone()}
                                onclear={on.clear_tiles.clone()} />
                            // Folded once the group is complete (three tiles), so that the
                            // question is on a phone's first screen; one tap opens it again,
                            // and the next tile tapped folds it.
                            // Hidden, not taken away: drawing its 37 pictures again costs a
                            // slow phone more than a frame.
                            if folded {
                                <button type="button" class="answer keys-open" id="keys-open" aria-expanded="false"
                                    aria-controls="keys" onclick={let open = keys_open.clone(); move |_: MouseEvent| open.set(true)}>{ w.open_keyboard }</button>
                            }
                            <div id="keys" hidden={folded}>
                                <TileKeyboard onpick={on.tile.clone()} red_fives={!mcr} bonus={mcr} />
                            </div>
                        }
                    }
                </section>
                if !unmatched {
                    <Questions {info} asked={asked.clone()} answers={answers} ruleset={state.ruleset}
                        from_words={state.from_words.clone()}
                        likely={state.likely.clone()}
                        {players} offender={state.offender} onoffender={on.offender.clone()}
                        onanswer={on.answer.clone()} />
                    // A stopwatch where time is the fact: lateness takes its minutes and
                    // seconds; slow play (an obstruction) has no timed fact, so it only reads
                    // the turn's seconds.
                    if info.facts.iter().any(|f| f.field == "minutes") {
                        <Stopwatch ontime={on.time.clone()} />
                    } else if info.kind == "obstruction" {
                        <Stopwatch />
                    }
                    if state.hand_check_decides() {
                        <button type="button" class="answer go-hand" id="check-hand"
                            onclick={send(&state, |_: MouseEvent| Action::SetView(View::Hand))}>{ w.check_the_hand }</button>
                    }
                    // The ruling as a screen reader says it when an answer or a search changes it
                    // (the card itself may be below the screen).
                    <p class="sr-only" role="status" id="ruling-said">{
                        ruling.as_ref().map(|r| match r.sections.first() {
                            Some(s) => format!("{} — {}", lang.headline(r), lang.section(s)),
                            None => lang.headline(r),
                        })
                    }</p>
                    if let Some(ruling) = ruling {
                        if !assumed.is_empty() {
                            <p class="assumed" id="assumed">{ (w.assumed)(w, &assumed.join(" · ")) }</p>
                        }
                        <RulingCard ruling={ruling} />
                        <ShareLink url={match &props.embed {
                            None => url_with(&shown.link()),
                            Some(e) => format!("{}#{}", e.base, shown.link()),
                        }} />
                    } else {
                        <p class="waiting" id="waiting">
                            { if needs_tiles && state.tiles.is_empty() {
                                w.waiting_tiles.to_string()
                            } else {
                                (w.waiting_answer)(w, &pending.iter().map(|&i| match info.facts[i].field {
                                    // With a log, the earlier fouls are asked as whose foul it is.
                                    "priorFouls" if logged => w.whose_foul_waiting,
                                    _ => lang.question(info, i),
                                }).collect::<Vec<_>>().join(" · "))
                            } }
                        </p>
                    }
                    if let Some(rulings) = comparison {
                        <CompareTable unasked={rulings.iter().map(|r| shown.unasked(r.ruleset, &asked)).collect::<Vec<_>>()}
                            {rulings} current={state.ruleset} {info} onpick={on.ruleset.clone()} />
                    }
                }
                if !compact && painted {
                    <PenaltyLogPanel state={state.state.clone()} handle={log.clone()} ruled={!unmatched}
                        onrecord={on.record.clone()} />
                }
            }
            if !compact {
            <footer class="foot">
                <button type="button" class="reset" onclick={send(&state, |_: MouseEvent| Action::Reset)}>{ w.start_again }</button>
                <p>{ w.footer_note }
                    <a href={format!("{}{}", props.embed.as_ref().map_or("", |e| e.base.as_str()), crate::lang::matrix_file(lang))}>{ w.footer_link }</a>
                    // The release (Cargo.toml's version): a number, the same in every language.
                    {" · "}<span class="version">{ concat!("v", env!("CARGO_PKG_VERSION")) }</span></p>
            </footer>
            }
        </main>
        </ContextProvider<Lang>>
    }
}
