//! The MCR hand check: tap the hand shown and the winning tile, answer how it was won, and
//! see the fans, the total without flowers and whether it is a valid hu — and from a false
//! hu, one tap to its ruling.

use super::{MeldRow, TileKeyboard, TileRow, YesNo, choice};
use crate::lang::{Lang, capitalise};
use crate::mcr::{Fan, McrHand, McrReport, Verdict};
use crate::rules::{Call, EmptyCall, Incident, RulesetId, rule};
use crate::ui::art::tile_face;
use crate::ui::hooks::{StoredHandle, send, use_lang, use_stored, use_typed_once};
use crate::ui::mcr_state::{HAND_SIZE, McrAction, McrState, WinFact};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`McrPanel`].
#[derive(Properties, PartialEq)]
pub struct McrPanelProps {
    /// Called to open the false-hu ruling: `true` for four sets and a pair under 8 points,
    /// `false` for a hand that is not complete.
    pub onruling: Callback<bool>,
    /// A hand written out in the incident search, to be checked: typed into the hand box
    /// once, then `ontaken` is called.
    #[prop_or_default]
    pub typed: Option<AttrValue>,
    /// Called once the hand from the search is typed in.
    #[prop_or_default]
    pub ontaken: Callback<()>,
}

/// The MCR hand check panel.
#[component]
pub fn McrPanel(props: &McrPanelProps) -> Html {
    let StoredHandle { state, kept_aside } = use_stored::<McrState>();
    use_typed_once(
        props.typed.clone(),
        props.ontaken.clone(),
        send(&state, McrAction::Type),
    );
    let lang = use_lang();
    let w = lang.words();
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
        w.winds
            .iter()
            .enumerate()
            .map(|(i, w)| (AttrValue::from(*w), i as u8))
            .collect()
    };
    let flowers: Vec<(AttrValue, u8)> = (0..=8u8)
        .map(|n| (AttrValue::from(n.to_string()), n))
        .collect();
    let how = vec![
        (AttrValue::from(w.discard), false),
        (AttrValue::from(w.self_drawn), true),
    ];
    let clear_win = send(&state, |_: MouseEvent| McrAction::ClearWin);
    html! {
        <>
            if kept_aside {
                <p class="notice" role="alert">{ w.hand_kept_aside }</p>
            }
            <section class="incident" aria-labelledby="mcr-title">
                <h2 id="mcr-title">{ w.mcr_title }</h2>
                <p class="lead">{ w.mcr_lead }</p>
                <h3>{ (w.mcr_hand)(w, size, HAND_SIZE) }</h3>
                <TileRow tiles={state.hand.concealed.clone()} onremove={send(&state, McrAction::RemoveHandTile)}
                    onclear={send(&state, |()| McrAction::ClearHand)} hint={w.tap_tiles} />
                <MeldRow melds={state.hand.melds.clone()} />
                <h3>{ w.winning_tile }</h3>
                <div class="group-tiles" id="mcr-win">
                    { match state.win {
                        Some(t) => html! {
                            <button type="button" class="placed" aria-label={(w.remove_win)(w, &lang.tile(t))}
                                onclick={clear_win}>{ tile_face(Some(t), lang) }</button>
                        },
                        None => html! {
                            <>
                                <span class="placed back" aria-hidden="true">{ tile_face(None, lang) }</span>
                                <span class="hint">{ w.win_hint }</span>
                            </>
                        },
                    } }
                </div>
                <label class="typed">
                    <span class="label">{ w.or_type_hand }</span>
                    <input id="mcr-typed" type="text" autocomplete="off" autocapitalize="off" spellcheck="false"
                        placeholder="123m456p789s5s [777z]" value={state.typed.clone()} {oninput}
                        aria-invalid={state.typed_error.is_some().to_string()} aria-describedby="mcr-error" />
                </label>
                <p id="mcr-error" class="error" role="status">{ state.typed_error.as_ref().map(|e| e.say(lang, w.mcr_too_big)).unwrap_or_default() }</p>
                // Only while that tile is the winning tile (a tap may have taken it away).
                if let Some(win) = crate::ui::mcr_state::win_typed(&state.typed).filter(|w| state.win == Some(*w)) {
                    <p class="assumed" id="mcr-win-typed">{ (w.mcr_win_typed)(w, &lang.tile(win)) }</p>
                }
                <TileKeyboard onpick={send(&state, McrAction::AddTile)} red_fives={false} bonus={false} />
            </section>
            <section class="questions" aria-label={w.how_won}>
                { choice(w.won_on, how, Some(state.self_drawn), fact(WinFact::SelfDrawn)) }
                { choice(w.flowers, flowers, Some(state.flowers), send(&state, McrAction::SetFlowers)) }
                { choice(w.seat_wind, winds(), Some(state.seat), send(&state, McrAction::SetSeat)) }
                { choice(w.round_wind, winds(), Some(state.round), send(&state, McrAction::SetRound)) }
                <details class="more">
                    <summary>{ w.more_win }</summary>
                    <YesNo question={w.last_of_kind} value={Some(state.last_of_kind)} onanswer={fact(WinFact::LastOfKind)} />
                    <YesNo question={w.last_of_wall} value={Some(state.last_of_wall)} onanswer={fact(WinFact::LastOfWall)} />
                    <YesNo question={w.kong_replacement} value={Some(state.kong_replacement)} onanswer={fact(WinFact::KongReplacement)} />
                    <YesNo question={w.robbing_kong} value={Some(state.robbing_kong)} onanswer={fact(WinFact::RobbingKong)} />
                    <YesNo question={w.win_shown} value={Some(state.win_shown)} onanswer={fact(WinFact::WinShown)} />
                </details>
            </section>
            { match state.shown() {
                None => html! {
                    <p class="waiting">{ if size < HAND_SIZE {
                        (w.mcr_so_far)(w, size)
                    } else {
                        w.tap_win_now.to_string()
                    } }</p>
                },
                Some(Err(e)) => html! { <p class="notice" role="alert" id="mcr-problem">{ lang.mcr_hand_error(&e) }</p> },
                Some(Ok(hand)) => result(&hand, &McrReport::of(&hand), &props.onruling, lang),
            } }
        </>
    }
}

/// What the two MCR documents do with this hand shown as a hu, in a line each.
fn tiers(hand: &McrHand, lang: Lang) -> Vec<(RulesetId, String)> {
    let incident = Incident::EmptyCall(EmptyCall {
        call: Call::Win,
        tiles_shown: true,
        hand: Some(hand.to_input()),
        ..EmptyCall::default()
    });
    RulesetId::ALL
        .into_iter()
        .filter(|id| id.is_mcr())
        .map(|id| {
            let r = rule(id, &incident);
            let mut line = lang.outcome(&r.outcome);
            for p in &r.payments {
                line.push_str(lang.words().semicolon);
                line.push_str(&lang.payment(p));
            }
            if let Some(s) = r.sections.first() {
                line.push_str(&format!(" ({})", lang.section(s)));
            }
            (id, line)
        })
        .collect()
}

fn result(hand: &McrHand, r: &McrReport, onruling: &Callback<bool>, lang: Lang) -> Html {
    let w = lang.words();
    let (class, headline) = match r.verdict {
        Verdict::Valid => ("outcome-ok", (w.valid_hu)(w, u32::from(r.fan), r.flowers)),
        Verdict::Under8 => ("outcome-foul", (w.under_8)(w, u32::from(r.fan))),
        Verdict::NotComplete => ("outcome-dead", w.not_complete.to_string()),
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
                <p class="why">{ format!("{}.", capitalise(&lang.not_complete(why))) }</p>
            }
            if !r.fans.is_empty() {
                <ul class="payments fans">
                    { for r.fans.iter().map(|f| html! {
                        <li>
                            <span>{ if f.count > 1 { format!("{} ×{}", lang.fan(f.fan), f.count) } else { lang.fan(f.fan).to_string() } }</span>
                            <strong>{ if f.fan == Fan::FlowerTiles { format!("+{}", f.points()) } else { f.points().to_string() } }</strong>
                        </li>
                    }) }
                </ul>
                { super::reading(lang, r.reading.as_ref()) }
            }
            if !r.waits.is_empty() {
                { super::waited_on(lang, &r.waits) }
            }
            if let Some(p) = r.payments() {
                <p class="why" id="hu-payments">{ match p.discarder {
                    Some(d) => (w.hu_paid_by_discarder)(w, u32::from(d), u32::from(p.each)),
                    None => (w.hu_paid_by_each)(w, u32::from(p.each)),
                } }</p>
            }
            if r.verdict != Verdict::Valid {
                <p class="why">{ if tier { w.lower_tier } else { w.higher_tier } }</p>
                <ul class="payments tiers">
                    { for tiers(hand, lang).into_iter().map(|(id, line)| html! {
                        <li><strong>{ id.short() }</strong>{ format!("{}{line}", w.colon) }</li>
                    }) }
                </ul>
                <button type="button" class="answer go-ruling" id="mcr-ruling" onclick={open}>
                    { w.see_false_hu }
                </button>
            }
        </article>
    }
}
