//! The hand check: tap a riichi hand and see its waits, whether the player is furiten, and
//! whether a win on one of the waits has a yaku.

use super::{Choice, MeldRow, TileKeyboard, TileRow, YesNo};
use crate::riichi::{
    FuritenFacts, FuritenVerdict, PassedWin, WaitShape, Waiting, WinReport, furiten, is_tenpai,
    waiting,
};
use crate::rules::RulesetId;
use crate::ui::art::tile_svg;
use crate::ui::hand_state::{HandAction, HandState, Since, Target};
use crate::ui::hooks::{StoredHandle, StoredState, send, use_stored};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`HandPanel`].
#[derive(Properties, PartialEq)]
pub struct HandPanelProps {
    /// The rule set furiten and tenpai are judged under.
    pub ruleset: RulesetId,
}

const WINDS: [&str; 4] = ["East", "South", "West", "North"];

/// The hand check panel.
#[component]
pub fn HandPanel(props: &HandPanelProps) -> Html {
    let StoredHandle { state, kept_aside } = use_stored::<HandState>();
    let oninput = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            state.dispatch(HandAction::Type(input.value()));
        })
    };
    let size = state.hand.size();
    let analysis = (size == 13 || size == 14).then(|| waiting(&state.hand));
    let targets = vec![
        (AttrValue::from("Hand"), Target::Hand),
        (AttrValue::from("Discards"), Target::Discards),
    ];
    html! {
        <>
            if kept_aside {
                <p class="notice" role="alert">
                    {"The last hand could not be read; it was kept aside in this browser and a fresh one started."}
                </p>
            }
            <section class="incident" aria-labelledby="hand-title">
                <h2 id="hand-title">{"Hand check (riichi)"}</h2>
                <p class="lead">{"Tap the hand: 13 tiles, or 14 to check a complete hand. Type melds in brackets: [123m] claimed, (1111z) concealed kong."}</p>
                <h3>{"Hand"}</h3>
                <TileRow tiles={state.hand.concealed.clone()} onremove={send(&state, HandAction::RemoveHandTile)}
                    onclear={send(&state, |()| HandAction::ClearHand)} hint="Tap tiles below." />
                <MeldRow melds={state.hand.melds.clone()} />
                <label class="typed">
                    <span class="label">{"or type the hand"}</span>
                    <input id="hand-typed" type="text" autocomplete="off" autocapitalize="off" spellcheck="false"
                        placeholder="33m111s12345678p [777z]" value={state.typed.clone()} {oninput}
                        aria-invalid={state.typed_error.is_some().to_string()} aria-describedby="hand-error" />
                </label>
                <p id="hand-error" class="error" role="status">{ state.typed_error.clone().unwrap_or_default() }</p>
                <h3>{"Discards"}</h3>
                <TileRow tiles={state.discards.clone()} onremove={send(&state, HandAction::RemoveDiscard)}
                    onclear={send(&state, |()| HandAction::ClearDiscards)} backs={0}
                    hint="The player's own discards, for furiten." />
                <Choice<Target> question="Tiles tapped go to" options={targets} value={Some(state.target)}
                    onanswer={send(&state, HandAction::SetTarget)} />
                <TileKeyboard onpick={send(&state, HandAction::AddTile)} red_fives={false} bonus={false} />
            </section>
            { match &analysis {
                None => html! {
                    <p class="waiting">{ format!("{size} tiles so far: enter 13 (a meld counts three) to see the waits.") }</p>
                },
                Some(w) => html! {
                    <>
                        { waits_view(w, props.ruleset) }
                        if !w.waits.is_empty() {
                            { furiten_view(w, props.ruleset, &state) }
                            { win_view(w, &state) }
                        }
                    </>
                },
            } }
        </>
    }
}

fn shape_label(s: WaitShape) -> &'static str {
    match s {
        WaitShape::TwoSided => "two-sided",
        WaitShape::Edge => "edge",
        WaitShape::Closed => "closed",
        WaitShape::Single => "pair",
        WaitShape::DualPung => "dual pung",
        WaitShape::ThirteenOrphans => "13 orphans",
        WaitShape::ThirteenSided => "13-sided",
    }
}

fn waits_view(w: &Waiting, ruleset: RulesetId) -> Html {
    let headline = match w.shanten {
        -1 => "Complete hand".to_string(),
        0 => format!(
            "Tenpai: {} wait{}",
            w.waits.len(),
            if w.waits.len() == 1 { "" } else { "s" }
        ),
        n => format!("Not tenpai: {n} from tenpai (shanten {n})"),
    };
    let tenpai = is_tenpai(ruleset, w);
    html! {
        <article class="ruling" id="waits" aria-labelledby="waits-headline">
            <h2 id="waits-headline" class={classes!("headline", if w.shanten <= 0 { "outcome-ok" } else { "outcome-foul" })}>
                { headline }
            </h2>
            if !w.waits.is_empty() {
                <ul class="waits">
                    { for w.waits.iter().map(|x| html! {
                        <li class={classes!("wait", x.held_four.then_some("held-four"))}>
                            <span class="placed">{ tile_svg(Some(x.tile)) }</span>
                            <span class="wait-text">
                                <strong>{ x.tile.name() }</strong>
                                <span>{ x.shapes.iter().map(|s| shape_label(*s)).collect::<Vec<_>>().join(", ") }</span>
                                if x.held_four { <em>{"the hand holds all four"}</em> }
                            </span>
                        </li>
                    }) }
                </ul>
                <p class="why">
                    { match tenpai {
                        Some(true) => format!("Counts as tenpai at an exhaustive draw under {}.", ruleset.short()),
                        Some(false) => format!("Not tenpai at an exhaustive draw under {}: every wait is a tile the hand already holds four of.", ruleset.short()),
                        None => format!("{} says nothing here on tenpai at a draw.", ruleset.short()),
                    } }
                </p>
                <p class="sections"><span class="section"><strong>{ format!("{} §3.4.2", ruleset.short()) }</strong>{" Exhaustive draw"}</span></p>
            }
        </article>
    }
}

fn furiten_view(w: &Waiting, ruleset: RulesetId, state: &StoredState<HandState>) -> Html {
    let facts = FuritenFacts {
        discards: state.discards.clone(),
        passed: state.passed.then_some(PassedWin {
            in_riichi: state.passed_in_riichi,
            drew_since: state.since == Since::Draw,
            claimed_since: false,
            call_since: state.since == Since::Call,
        }),
    };
    let waits: Vec<_> = w.waits.iter().map(|x| x.tile).collect();
    let since = vec![
        (AttrValue::from("Nothing yet"), Since::Nothing),
        (AttrValue::from("Someone called"), Since::Call),
        (AttrValue::from("Player drew or claimed"), Since::Draw),
    ];
    html! {
        <>
            <section class="questions" aria-label="Furiten questions">
                <YesNo question="Did the player let a winning discard pass this hand?" value={Some(state.passed)}
                    onanswer={send(state, HandAction::SetPassed)} />
                if state.passed {
                    <YesNo question="Had the player declared riichi then?" value={Some(state.passed_in_riichi)}
                        onanswer={send(state, HandAction::SetPassedInRiichi)} />
                    <Choice<Since> question="Since then" options={since} value={Some(state.since)}
                        onanswer={send(state, HandAction::SetSince)} />
                }
            </section>
            <article class="ruling" id="furiten">
                { match furiten(ruleset, &waits, &facts) {
                    FuritenVerdict::Ruled { furiten, reasons, section } => html! {
                        <>
                            <h2 class={classes!("headline", if furiten { "outcome-dead" } else { "outcome-ok" })}>
                                { if furiten { "Furiten: no win on a discard" } else { "Not furiten" } }
                            </h2>
                            { for reasons.iter().map(|r| html! { <p class="why">{ format!("{}.", capitalise(&r.to_string())) }</p> }) }
                            <p class="why">{"A self-drawn win is allowed either way."}</p>
                            <p class="sections"><span class="section"><strong>{ section.to_string() }</strong>{ format!(" {}", section.title) }</span></p>
                        </>
                    },
                    FuritenVerdict::NotCovered => html! {
                        <>
                            <h2 class="headline">{"Furiten: ask the referee"}</h2>
                            <p class="why">{ format!("The {} text the project has does not cover furiten.", ruleset.short()) }</p>
                        </>
                    },
                } }
            </article>
        </>
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}

fn win_view(w: &Waiting, state: &StoredState<HandState>) -> Html {
    let live: Vec<_> = w.live().map(|x| x.tile).collect();
    let win = state.win.filter(|t| live.contains(t));
    let how = vec![
        (AttrValue::from("Ron"), false),
        (AttrValue::from("Tsumo"), true),
    ];
    let winds = |n: usize| -> Vec<(AttrValue, u8)> {
        WINDS
            .iter()
            .take(n)
            .enumerate()
            .map(|(i, w)| (AttrValue::from(*w), i as u8))
            .collect()
    };
    let dora = (0..=4u8)
        .map(|n| (AttrValue::from(n.to_string()), n))
        .collect::<Vec<_>>();
    let open_riichi = state.riichi && state.hand.is_open();
    html! {
        <>
            <section class="questions" aria-label="Win check">
                <fieldset class="question">
                    <legend>{"Is a win valid? Tap the winning tile"}</legend>
                    <div class="answers">
                        { for live.iter().map(|t| {
                            let picked = win == Some(*t);
                            let onpick = send(state, HandAction::PickWin);
                            let tile = *t;
                            html! {
                                <button type="button" class={classes!("key", "win-pick", picked.then_some("picked"))}
                                    aria-pressed={picked.to_string()} aria-label={format!("win on {}", t.name())}
                                    onclick={Callback::from(move |_| onpick.emit(tile))}>{ tile_svg(Some(*t)) }</button>
                            }
                        }) }
                    </div>
                </fieldset>
                if win.is_some() {
                    <Choice<bool> question="How" options={how} value={Some(state.tsumo)} onanswer={send(state, HandAction::SetTsumo)} />
                    <YesNo question="Riichi declared?" value={Some(state.riichi)} onanswer={send(state, HandAction::SetRiichi)} />
                    <Choice<u8> question="Seat wind" options={winds(4)} value={Some(state.seat)} onanswer={send(state, HandAction::SetSeat)} />
                    <Choice<u8> question="Round wind" options={winds(2)} value={Some(state.round)} onanswer={send(state, HandAction::SetRound)} />
                    <Choice<u8> question="Dora" options={dora} value={Some(state.dora.min(4))} onanswer={send(state, HandAction::SetDora)} />
                }
            </section>
            if let Some(win) = win {
                <article class="ruling" id="win">
                    if open_riichi {
                        <h2 class="headline outcome-dead">{"Riichi needs a closed hand"}</h2>
                        <p class="why">{"An open hand cannot be in riichi; answer No to riichi."}</p>
                    } else {
                        { win_result(&WinReport::score(&state.hand, win, &state.conditions())) }
                    }
                </article>
            }
        </>
    }
}

fn win_result(r: &WinReport) -> Html {
    if !r.valid {
        return html! {
            <>
                <h2 class="headline outcome-dead">{"No yaku: not a valid win"}</h2>
                <p class="why">{"Dora alone do not make a win: a win declared on this hand is an invalid win."}</p>
            </>
        };
    }
    let points = r
        .points
        .map(|p| match (p.ron, p.tsumo_dealer, p.tsumo_others) {
            (Some(ron), _, _) => format!("The discarder pays {ron}."),
            (None, Some(d), None) => format!("Each player pays {d} (total {}).", p.total),
            (None, Some(d), Some(o)) => format!(
                "The dealer pays {d}, the others {o} each (total {}).",
                p.total
            ),
            _ => String::new(),
        });
    html! {
        <>
            <h2 class="headline outcome-ok">
                { format!("Valid win: {} han{}", r.han, if r.limit == Some("yakuman") { String::new() } else { format!(", {} fu", r.fu) }) }
                if let Some(limit) = r.limit { { format!(" — {limit}") } }
            </h2>
            <ul class="payments">
                { for r.yaku.iter().map(|y| html! { <li>{ format!("{} {}", y.name, y.han) }</li> }) }
                if r.dora > 0 { <li>{ format!("dora {}", r.dora) }</li> }
            </ul>
            <p class="why">{ points.unwrap_or_default() }</p>
            <p class="why">{ format!("Read as {}.", r.reading) }</p>
        </>
    }
}
