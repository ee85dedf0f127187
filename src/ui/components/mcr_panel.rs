//! The MCR hand check: tap the hand shown and the winning tile, answer how it was won, and
//! see the fans, the total without flowers and whether it is a valid hu — and from a false
//! hu, one tap to its ruling.

use super::{Choice, MeldRow, TileKeyboard, TileRow, YesNo};
use crate::mcr::{Fan, McrHand, McrReport, Verdict};
use crate::rules::{Call, EmptyCall, Incident, RulesetId, rule};
use crate::ui::art::tile_svg;
use crate::ui::hooks::{StoredHandle, send, use_stored};
use crate::ui::mcr_state::{HAND_SIZE, McrAction, McrState, WinFact};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`McrPanel`].
#[derive(Properties, PartialEq)]
pub struct McrPanelProps {
    /// Called to open the false-hu ruling: `true` for four sets and a pair under 8 points,
    /// `false` for a hand that is not complete.
    pub onruling: Callback<bool>,
}

const WINDS: [&str; 4] = ["East", "South", "West", "North"];

/// The MCR hand check panel.
#[component]
pub fn McrPanel(props: &McrPanelProps) -> Html {
    let StoredHandle { state, kept_aside } = use_stored::<McrState>();
    let oninput = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            state.dispatch(McrAction::Type(input.value()));
        })
    };
    let size = state.hand.size();
    let fact = |f: WinFact| send(&state, move |yes| McrAction::Set(f, yes));
    let winds = || -> Vec<(AttrValue, u8)> {
        WINDS
            .iter()
            .enumerate()
            .map(|(i, w)| (AttrValue::from(*w), i as u8))
            .collect()
    };
    let flowers: Vec<(AttrValue, u8)> = (0..=8u8)
        .map(|n| (AttrValue::from(n.to_string()), n))
        .collect();
    let how = vec![
        (AttrValue::from("Discard"), false),
        (AttrValue::from("Self-drawn"), true),
    ];
    let clear_win = send(&state, |_: MouseEvent| McrAction::ClearWin);
    html! {
        <>
            if kept_aside {
                <p class="notice" role="alert">
                    {"The last hand could not be read; it was kept aside in this browser and a fresh one started."}
                </p>
            }
            <section class="incident" aria-labelledby="mcr-title">
                <h2 id="mcr-title">{"Hand check (MCR)"}</h2>
                <p class="lead">{"Tap the 13 tiles of the hand, then the winning tile. Type melds in brackets: [123m] claimed, (1111z) concealed kong."}</p>
                <h3>{ format!("Hand ({size} of {HAND_SIZE})") }</h3>
                <TileRow tiles={state.hand.concealed.clone()} onremove={send(&state, McrAction::RemoveHandTile)}
                    onclear={send(&state, |()| McrAction::ClearHand)} hint="Tap tiles below." />
                <MeldRow melds={state.hand.melds.clone()} />
                <h3>{"Winning tile"}</h3>
                <div class="group-tiles" id="mcr-win">
                    { match state.win {
                        Some(t) => html! {
                            <button type="button" class="placed" aria-label={format!("remove the winning tile, {}", t.name())}
                                onclick={clear_win}>{ tile_svg(Some(t)) }</button>
                        },
                        None => html! {
                            <>
                                <span class="placed back" aria-hidden="true">{ tile_svg(None) }</span>
                                <span class="hint">{"The tile tapped after the hand's 13."}</span>
                            </>
                        },
                    } }
                </div>
                <label class="typed">
                    <span class="label">{"or type the hand"}</span>
                    <input id="mcr-typed" type="text" autocomplete="off" autocapitalize="off" spellcheck="false"
                        placeholder="123m456p789s5s [777z]" value={state.typed.clone()} {oninput}
                        aria-invalid={state.typed_error.is_some().to_string()} aria-describedby="mcr-error" />
                </label>
                <p id="mcr-error" class="error" role="status">{ state.typed_error.clone().unwrap_or_default() }</p>
                <TileKeyboard onpick={send(&state, McrAction::AddTile)} red_fives={false} bonus={false} />
            </section>
            <section class="questions" aria-label="How the hand was won">
                <Choice<bool> question="Won on" options={how} value={Some(state.self_drawn)} onanswer={fact(WinFact::SelfDrawn)} />
                <Choice<u8> question="Flowers and seasons" options={flowers} value={Some(state.flowers)} onanswer={send(&state, McrAction::SetFlowers)} />
                <Choice<u8> question="Seat wind" options={winds()} value={Some(state.seat)} onanswer={send(&state, McrAction::SetSeat)} />
                <Choice<u8> question="Round wind" options={winds()} value={Some(state.round)} onanswer={send(&state, McrAction::SetRound)} />
                <details class="more">
                    <summary>{"More about the win"}</summary>
                    <YesNo question="Were the other three of the winning tile already on the table?" value={Some(state.last_of_kind)} onanswer={fact(WinFact::LastOfKind)} />
                    <YesNo question="Last tile of the wall, or the last discard?" value={Some(state.last_of_wall)} onanswer={fact(WinFact::LastOfWall)} />
                    <YesNo question="Won on a kong's replacement tile?" value={Some(state.kong_replacement)} onanswer={fact(WinFact::KongReplacement)} />
                    <YesNo question="Won by robbing a kong?" value={Some(state.robbing_kong)} onanswer={fact(WinFact::RobbingKong)} />
                    <YesNo question="Was the winning tile shown apart from the hand?" value={Some(state.win_shown)} onanswer={fact(WinFact::WinShown)} />
                </details>
            </section>
            { match state.shown() {
                None => html! {
                    <p class="waiting">{ if size < HAND_SIZE {
                        format!("{size} tiles so far: enter the hand's 13 (a meld counts three), then the winning tile.")
                    } else {
                        "Now tap the winning tile.".to_string()
                    } }</p>
                },
                Some(Err(e)) => html! { <p class="notice" role="alert" id="mcr-problem">{ e.to_string() }</p> },
                Some(Ok(hand)) => result(&hand, &McrReport::of(&hand), &props.onruling),
            } }
        </>
    }
}

/// What the two MCR documents do with this hand shown as a hu, in a line each.
fn tiers(hand: &McrHand) -> Vec<(RulesetId, String)> {
    let incident = Incident::EmptyCall(EmptyCall {
        call: Call::Win,
        tiles_shown: true,
        hand: Some(hand.to_input()),
        ..EmptyCall::default()
    });
    [RulesetId::Mers2010, RulesetId::Ffmj2008]
        .into_iter()
        .map(|id| {
            let r = rule(id, &incident);
            let mut line = r.outcome.to_string();
            for p in &r.payments {
                line.push_str(&format!("; {p}"));
            }
            if let Some(s) = r.sections.first() {
                line.push_str(&format!(" ({s})"));
            }
            (id, line)
        })
        .collect()
}

fn result(hand: &McrHand, r: &McrReport, onruling: &Callback<bool>) -> Html {
    let (class, headline) = match r.verdict {
        Verdict::Valid => (
            "outcome-ok",
            format!(
                "Valid hu: {} points{}",
                r.fan,
                if r.flowers > 0 {
                    format!(
                        " + {} flower{}",
                        r.flowers,
                        if r.flowers == 1 { "" } else { "s" }
                    )
                } else {
                    String::new()
                }
            ),
        ),
        Verdict::Under8 => (
            "outcome-foul",
            format!("False hu: {} points without flowers, 8 needed", r.fan),
        ),
        Verdict::NotComplete => ("outcome-dead", "False hu: not a complete hand".to_string()),
    };
    let tier = r.verdict == Verdict::Under8;
    let open = {
        let onruling = onruling.clone();
        Callback::from(move |_: MouseEvent| onruling.emit(tier))
    };
    html! {
        <article class="ruling" id="mcr-result" aria-labelledby="mcr-headline">
            <h2 id="mcr-headline" class={classes!("headline", class)}>{ headline }</h2>
            if let Some(why) = &r.not_complete {
                <p class="why">{ format!("{}.", capitalise(&why.to_string())) }</p>
            }
            if !r.fans.is_empty() {
                <ul class="payments fans">
                    { for r.fans.iter().map(|f| html! {
                        <li>
                            <span>{ if f.count > 1 { format!("{} ×{}", f.fan, f.count) } else { f.fan.to_string() } }</span>
                            <strong>{ if f.fan == Fan::FlowerTiles { format!("+{}", f.points()) } else { f.points().to_string() } }</strong>
                        </li>
                    }) }
                </ul>
                <p class="why">{ format!("Read as {}.", r.reading) }</p>
            }
            if !r.waits.is_empty() {
                <p class="why">{ format!("Waited on {}.", r.waits.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ")) }</p>
            }
            if r.verdict != Verdict::Valid {
                <p class="why">{ if tier {
                    "Four sets and a pair short of 8 points: the lower false-hu penalty."
                } else {
                    "Not a complete hand: the higher false-hu penalty."
                } }</p>
                <ul class="payments tiers">
                    { for tiers(hand).into_iter().map(|(id, line)| html! {
                        <li><strong>{ id.short() }</strong>{ format!(": {line}") }</li>
                    }) }
                </ul>
                <button type="button" class="answer go-ruling" id="mcr-ruling" onclick={open}>
                    {"See the false-hu ruling (MERS 2010, FFMJ 2008)"}
                </button>
            }
        </article>
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    match c.next() {
        Some(first) => first.to_uppercase().chain(c).collect(),
        None => String::new(),
    }
}
