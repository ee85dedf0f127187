//! The whole widget.

use crate::lang::{Lang, Words};
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

/// How a host page set up an embedded widget: the values of the element's attributes or of
/// the iframe page's address, as given (the widget checks them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Embed {
    /// A rule set id to show (empty: the user's last choice).
    pub ruleset: AttrValue,
    /// An incident kind to open (empty: the user's last choice).
    pub incident: AttrValue,
    /// The language asked for.
    pub lang: AttrValue,
    /// Only the tool itself: no title, footer or session log.
    pub compact: bool,
    /// What the widget's entries are stored under, apart from other widgets on the page.
    pub key: AttrValue,
    /// The address of the widget's own site (ending in `/`), for its links.
    pub base: AttrValue,
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

/// The first setting of `embed` with a value the widget does not know and not the one it had
/// in `before` (what the host did not change is not held against a change), if any, as its
/// place among ruleset, incident and lang: a change of settings is taken whole or not at all.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn unknown_setting(embed: &Embed, before: &Embed) -> Option<u8> {
    let changed = [
        embed.ruleset != before.ruleset,
        embed.incident != before.incident,
        embed.lang != before.lang,
    ];
    (0..3u8).find(|&i| embed_checks(embed)[i as usize] && changed[i as usize])
}

/// Whether each setting a host page can ask for (ruleset, incident, lang) has a value the
/// widget does not know (an empty value is none asked for).
fn embed_checks(embed: &Embed) -> [bool; 3] {
    let bad = |v: &str, known: bool| !v.is_empty() && !known;
    [
        bad(&embed.ruleset, embed.ruleset.parse::<RulesetId>().is_ok()),
        bad(
            &embed.incident,
            rules::catalogue::info(&embed.incident).is_some(),
        ),
        bad(&embed.lang, embed.lang.parse::<Lang>().is_ok()),
    ]
}

/// What a host page asked for that the widget does not know, said as plain text.
fn embed_problems(embed: &Embed, w: &Words) -> Vec<String> {
    let [ruleset, incident, lang] = embed_checks(embed);
    let mut out = Vec::new();
    if ruleset {
        out.push((w.embed_bad_ruleset)(w, &embed.ruleset));
    }
    if incident {
        out.push((w.embed_bad_incident)(w, &embed.incident));
    }
    if lang {
        out.push((w.embed_bad_lang)(w, &embed.lang));
    }
    out
}

/// The web app manifest in a language (its name and description, for installing the widget).
pub const fn manifest(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "manifest.webmanifest",
        Lang::Fr => "manifest-fr.webmanifest",
        Lang::De => "manifest-de.webmanifest",
        Lang::Nl => "manifest-nl.webmanifest",
    }
}

/// Keeps the page's `lang` attribute, title and manifest in the language spoken, on the
/// widget's own page.
#[hook]
fn use_document_lang(lang: Lang, own_page: bool) {
    use_effect_with((lang, own_page), |(lang, own_page)| {
        #[cfg(target_arch = "wasm32")]
        if *own_page {
            let document = gloo_utils::document();
            if let Some(root) = document.document_element() {
                let _ = root.set_attribute("lang", lang.code());
            }
            document.set_title(lang.words().app_title);
            if let Ok(Some(link)) = document.query_selector("link[rel='manifest']") {
                let _ = link.set_attribute("href", manifest(*lang));
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (lang, own_page);
    });
}

/// Keeps the crash panel written before the widget's root (on its own page and in an embed)
/// in the language spoken; `main` is the widget's outermost element. In the tests' build
/// (feature `panic-test`) this is also where `?panic-test` panics, once the panel speaks the
/// language picked (`settled`: its pack is in, or failed).
#[hook]
fn use_crash_panel_lang(main: NodeRef, lang: Lang, settled: bool) {
    // The tests' panic waits for every widget on the page to speak its language: one still
    // fetching its pack is counted while it renders, before any effect runs.
    #[cfg(feature = "panic-test")]
    {
        let counted = use_mut_ref(|| false);
        let waiting = !settled;
        if waiting != *counted.borrow() {
            *counted.borrow_mut() = waiting;
            crate::ui::panic::waiting_for_language(waiting);
        }
    }
    use_effect_with((lang, settled), move |(lang, settled)| {
        #[cfg(target_arch = "wasm32")]
        if let Some(root) = main
            .cast::<web_sys::Element>()
            .and_then(|m| m.parent_element())
        {
            crate::ui::panic::speak(&root, *lang);
        }
        #[cfg(feature = "panic-test")]
        if *settled {
            crate::ui::panic::panic_if_asked();
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (main, lang);
        let _ = settled;
    });
}

/// Marks the widget's root element (the one it renders into) `data-ready` once the widget
/// is drawn and answers taps, for host pages and tests to wait for, and takes away the first
/// screen painted before the wasm (www/first-screen.html), which the page put just after the
/// root (`data-painted`); inside a
/// `<mahjong-referee>` element, `www/embed.js` passes the mark on to the element.
#[hook]
fn use_ready_mark(main: NodeRef) {
    use_effect_with((), move |()| {
        #[cfg(target_arch = "wasm32")]
        if let Some(root) = main
            .cast::<web_sys::Element>()
            .and_then(|m| m.parent_element())
        {
            let _ = root.set_attribute("data-ready", "");
            // The first screen painted before the wasm, now drawn by the widget itself.
            if let Some(painted) = root
                .next_element_sibling()
                .filter(|e| e.has_attribute("data-painted"))
            {
                painted.remove();
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = main;
    });
}

/// Keeps the focus of someone using a keyboard as the tile keyboard folds and opens again:
/// when the key in focus is hidden by the fold, on the button that opens it; when that
/// button has gone with the opening, on the keyboard's Tab stop (the key last used). Nothing moves on the first render,
/// nor while the focus is still on something there.
#[hook]
fn use_fold_focus(main: NodeRef, folded: bool) {
    let first = use_mut_ref(|| true);
    use_effect_with(folded, move |folded| {
        let first = std::mem::replace(&mut *first.borrow_mut(), false);
        #[cfg(target_arch = "wasm32")]
        if !first {
            use wasm_bindgen::JsCast;
            // On nothing, or on a key the fold hid (the browser moves it off a hidden
            // element only later).
            let lost = gloo_utils::document().active_element().is_none_or(|e| {
                e.tag_name() == "BODY" || e.closest("[hidden]").ok().flatten().is_some()
            });
            let to = if *folded {
                "#keys-open"
            } else {
                ".keyboard [tabindex='0']"
            };
            let found = main
                .cast::<web_sys::Element>()
                .and_then(|m| m.query_selector(to).ok().flatten())
                .and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok());
            if let (true, Some(e)) = (lost, found) {
                let _ = e.focus();
            }
        }
        #[cfg(not(target_arch = "wasm32"))]
        let _ = (first, main, folded);
    });
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
    let named = crate::lang::names_anything(&state.search);
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
        let (on, search) = (on.clone(), state.search.clone());
        use_effect_with(counts_in, move |counts_in| {
            if *counts_in
                && *unmatched_before.borrow()
                && search != *restored
                && crate::lang::names_anything(&search)
                && let Some(first) = crate::lang::search(lang, &search).first()
            {
                crate::ui::components::pick_searched(
                    lang,
                    first,
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

#[cfg(test)]
mod tests {
    use super::*;

    fn embed(ruleset: &str, incident: &str, lang: &str) -> Embed {
        Embed {
            ruleset: ruleset.to_string().into(),
            incident: incident.to_string().into(),
            lang: lang.to_string().into(),
            ..Embed::default()
        }
    }

    #[test]
    fn a_change_of_settings_is_taken_whole_or_not_at_all() {
        let before = embed("mers-2010", "late", "");
        // A good rule set beside an incident the widget does not know: the incident is named.
        let half = embed("wrc-2015", "no-such-incident", "");
        assert_eq!(unknown_setting(&half, &before), Some(1));
        assert_eq!(unknown_setting(&embed("", "", "xx"), &before), Some(2));
        assert_eq!(
            unknown_setting(&embed("wrc-2015", "false-set", "fr"), &before),
            None
        );
        // What the host did not change is not held against a change: a bad rule set from the
        // address, and a message that changes the incident only.
        let address = embed("no-such-ruleset", "late", "");
        assert_eq!(
            unknown_setting(&embed("no-such-ruleset", "false-set", ""), &address),
            None
        );
    }
}
