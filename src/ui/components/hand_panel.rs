//! The hand check: tap a riichi hand and see its waits, whether the player is furiten, and
//! whether a win on one of the waits has a yaku — and from what it finds (no yaku, furiten,
//! not tenpai, riichi with an open hand), one tap to the ruling.

use super::{MeldRow, TileKeyboard, TileRow, YesNo, choice};
use crate::lang::{Lang, capitalise};
use crate::riichi::{Waiting, waiting};
use crate::rules::RulesetId;
use crate::rules::Situation;
use crate::rules::{FuritenVerdict, WinFinding, is_tenpai};
use crate::ui::art::{tile_face, tile_svg};
use crate::ui::hand_state::{
    FuritenCheck, HandAction, HandFinding, HandState, ROUNDS, Since, Target, WinCheck, WinQuestion,
};
use crate::ui::hooks::{StoredHandle, StoredState, send, use_lang, use_stored, use_typed_once};
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`HandPanel`].
#[derive(Properties, PartialEq)]
pub struct HandPanelProps {
    /// The rule set furiten and tenpai are judged under.
    pub ruleset: RulesetId,
    /// Called to open a ruling the check leads to: the incident and the facts the check
    /// gives ([`HandState::ruling_for`]).
    pub onruling: Callback<Situation>,
    /// A hand written out in the incident search, to be checked: typed into the hand box
    /// once, then `ontaken` is called.
    #[prop_or_default]
    pub typed: Option<AttrValue>,
    /// Called once the hand from the search is typed in.
    #[prop_or_default]
    pub ontaken: Callback<()>,
}

/// The hand check panel.
#[component]
pub fn HandPanel(props: &HandPanelProps) -> Html {
    let StoredHandle { state, kept_aside } = use_stored::<HandState>();
    use_typed_once(
        props.typed.clone(),
        props.ontaken.clone(),
        send(&state, HandAction::Type),
    );
    let lang = use_lang();
    let w = lang.words();
    let oninput = {
        let state = state.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            state.dispatch(HandAction::Type(input.value()));
        })
    };
    let size = state.hand.size();
    let analysis = (size == 13 || size == 14).then(|| waiting(&state.hand));
    let to_ruling = ToRuling {
        state: &state,
        ruleset: props.ruleset,
        onruling: &props.onruling,
    };
    let targets = vec![
        (AttrValue::from(w.hand), Target::Hand),
        (AttrValue::from(w.discards), Target::Discards),
    ];
    html! {
        <>
            if kept_aside {
                <p class="notice" role="alert">{ w.hand_kept_aside }</p>
            }
            <section class="incident" aria-labelledby="hand-title">
                <h2 id="hand-title">{ w.riichi_title }</h2>
                <p class="lead">{ w.riichi_lead }</p>
                <h3>{ w.hand }</h3>
                <TileRow tiles={state.hand.concealed.clone()} onremove={send(&state, HandAction::RemoveHandTile)}
                    onclear={send(&state, |()| HandAction::ClearHand)} hint={w.tap_tiles} />
                <MeldRow melds={state.hand.melds.clone()} />
                <label class="typed">
                    <span class="label">{ w.or_type_hand }</span>
                    <input id="hand-typed" type="text" autocomplete="off" autocapitalize="off" spellcheck="false"
                        placeholder="33m111s12345678p [777z]" value={state.typed.clone()} {oninput}
                        aria-invalid={state.typed_error.is_some().to_string()} aria-describedby="hand-error" />
                </label>
                <p id="hand-error" class="error" role="status">{ state.typed_error.as_ref().map(|e| e.say(lang, w.hand_too_big)).unwrap_or_default() }</p>
                <h3>{ w.discards }</h3>
                <TileRow tiles={state.discards.clone()} onremove={send(&state, HandAction::RemoveDiscard)}
                    onclear={send(&state, |()| HandAction::ClearDiscards)} backs={0}
                    hint={w.discards_hint} />
                { choice(w.tapped_go_to, targets, Some(state.target), send(&state, HandAction::SetTarget)) }
                <TileKeyboard onpick={send(&state, HandAction::AddTile)} red_fives={false} bonus={false} />
            </section>
            { match &analysis {
                None => html! {
                    <p class="waiting">{ (w.riichi_so_far)(w, size) }</p>
                },
                Some(w) => html! {
                    <>
                        { waits_view(w, props.ruleset, size == 13, &to_ruling, lang) }
                        if !w.waits.is_empty() {
                            { furiten_view(w, props.ruleset, &to_ruling, lang) }
                            { win_view(w, props.ruleset, &to_ruling, lang) }
                        }
                    </>
                },
            } }
        </>
    }
}

/// What a finding's button needs: the check's entries and where to send the ruling.
struct ToRuling<'a> {
    state: &'a StoredState<HandState>,
    ruleset: RulesetId,
    onruling: &'a Callback<Situation>,
}

impl ToRuling<'_> {
    /// The winning tile checked: one of the hand's live waits, once tapped.
    fn win(&self, w: &Waiting) -> Option<crate::tiles::Tile> {
        self.state.win.filter(|t| w.live().any(|x| x.tile == *t))
    }

    /// Whether the win check shows its questions (the seat wind among them).
    fn seat_asked(&self, w: &Waiting) -> bool {
        self.win(w).is_some()
    }

    /// The button that opens a finding's ruling; `seat_asked`: the win check has asked the
    /// seat wind, so the ruling knows whether the offender is the dealer.
    fn button(&self, finding: HandFinding, seat_asked: bool, label: &'static str) -> Html {
        // Facts of the incident's own kinds: they read (the hand state's tests check each).
        let Ok(opened) = self.state.ruling_for(finding, seat_asked) else {
            return html! {};
        };
        let onruling = self.onruling.clone();
        let id = match finding {
            HandFinding::NoYaku => "see-false-win",
            HandFinding::Furiten => "see-furiten-ron",
            HandFinding::Noten => "see-noten-riichi",
            HandFinding::OpenRiichi => "see-open-riichi",
        };
        html! {
            <button type="button" class="answer go-ruling" {id}
                onclick={Callback::from(move |_: MouseEvent| onruling.emit(opened.clone()))}>
                { label }
            </button>
        }
    }
}

fn waits_view(
    w: &Waiting,
    ruleset: RulesetId,
    thirteen: bool,
    to_ruling: &ToRuling,
    lang: Lang,
) -> Html {
    let words = lang.words();
    let headline = match w.shanten {
        -1 => words.complete_hand.to_string(),
        0 => (words.tenpai)(words, w.waits.len()),
        n => (words.not_tenpai)(words, n),
    };
    let tenpai = is_tenpai(ruleset, w);
    // Thirteen tiles that are not tenpai at a draw: a riichi on them is a noten riichi.
    let noten = thirteen && (w.shanten > 0 || tenpai == Some(false));
    html! {
        <article class="ruling" id="waits" aria-labelledby="waits-headline">
            <h2 id="waits-headline" class={classes!("headline", if w.shanten <= 0 { "outcome-ok" } else { "outcome-foul" })}>
                { headline }
            </h2>
            if !w.waits.is_empty() {
                <ul class="waits">
                    { for w.waits.iter().map(|x| html! {
                        <li class={classes!("wait", x.held_four.then_some("held-four"))}>
                            <span class="placed">{ tile_svg(Some(x.tile), lang) }</span>
                            <span class="wait-text">
                                <strong>{ lang.tile(x.tile) }</strong>
                                <span>{ x.shapes.iter().map(|s| lang.wait_shape(*s)).collect::<Vec<_>>().join(", ") }</span>
                                if x.held_four { <em>{ words.holds_four }</em> }
                            </span>
                        </li>
                    }) }
                </ul>
                <p class="why">
                    { match tenpai {
                        Some(true) => (words.draw_tenpai)(words, ruleset.short()),
                        Some(false) => (words.draw_not_tenpai)(words, ruleset.short()),
                        None => (words.draw_silent)(words, ruleset.short()),
                    } }
                </p>
                if let Some(s) = crate::rules::tenpai_section(ruleset) {
                    <p class="sections">{ super::ruling_card::section(lang, &s) }</p>
                }
            }
            if noten {
                { to_ruling.button(HandFinding::Noten, to_ruling.seat_asked(w), words.see_noten_riichi) }
            }
        </article>
    }
}

fn furiten_view(w: &Waiting, ruleset: RulesetId, to_ruling: &ToRuling, lang: Lang) -> Html {
    let state = to_ruling.state;
    let words = lang.words();
    let waits: Vec<_> = w.waits.iter().map(|x| x.tile).collect();
    let since = vec![
        (AttrValue::from(words.nothing_yet), Since::Nothing),
        (AttrValue::from(words.someone_called), Since::Call),
        (AttrValue::from(words.drew_or_claimed), Since::Draw),
    ];
    html! {
        <>
            // No answer is pre-picked: each question shows none until the user gives it.
            <section class="questions" aria-label={words.furiten_questions}>
                <YesNo question={words.passed_win} value={state.passed}
                    onanswer={send(state, HandAction::SetPassed)} />
                if state.passed == Some(true) {
                    <YesNo question={words.passed_in_riichi} value={state.passed_in_riichi}
                        onanswer={send(state, HandAction::SetPassedInRiichi)} />
                    { choice(words.since_then, since, state.since, send(state, HandAction::SetSince)) }
                }
            </section>
            { match state.furiten_check(ruleset, &waits) {
                // No card while the verdict turns on what is not answered: what it waits for.
                FuritenCheck::Waiting(waiting) => html! {
                    <p class="waiting" id="furiten-waiting">{ (words.furiten_waiting)(words, &questions(lang, &waiting)) }</p>
                },
                FuritenCheck::Ruled(verdict) => html! {
            <article class="ruling" id="furiten">
                { match verdict {
                    FuritenVerdict::Ruled { furiten, reasons, section } => html! {
                        <>
                            <h2 class={classes!("headline", if furiten { "outcome-dead" } else { "outcome-ok" })}>
                                { if furiten { words.furiten } else { words.not_furiten } }
                            </h2>
                            { for reasons.iter().map(|r| html! { <p class="why">{ format!("{}.", capitalise(&lang.furiten_reason(r))) }</p> }) }
                            <p class="why">{ words.self_drawn_allowed }</p>
                            <p class="sections">{ super::ruling_card::section(lang, &section) }</p>
                            if furiten {
                                { to_ruling.button(HandFinding::Furiten, to_ruling.seat_asked(w), words.see_furiten_ron) }
                            }
                        </>
                    },
                    FuritenVerdict::NotCovered => html! {
                        <>
                            <h2 class="headline">{ words.furiten_ask }</h2>
                            <p class="why">{ (words.furiten_not_covered)(words, ruleset.short()) }</p>
                        </>
                    },
                } }
            </article>
                },
            } }
        </>
    }
}

fn win_view(w: &Waiting, ruleset: RulesetId, to_ruling: &ToRuling, lang: Lang) -> Html {
    let state = to_ruling.state;
    let words = lang.words();
    let live: Vec<_> = w.live().map(|x| x.tile).collect();
    let win = to_ruling.win(w);
    let how = vec![
        (AttrValue::from(words.ron), false),
        (AttrValue::from(words.tsumo), true),
    ];
    let winds = |n: usize| -> Vec<(AttrValue, u8)> {
        words
            .winds
            .iter()
            .take(n)
            .enumerate()
            .map(|(i, w)| (AttrValue::from(*w), i as u8))
            .collect()
    };
    let dora = (0..=4u8)
        .map(|n| (AttrValue::from(n.to_string()), n))
        .collect::<Vec<_>>();
    html! {
        <>
            <section class="questions" aria-label={words.win_check}>
                <fieldset class="question">
                    <legend>{ words.win_tile }</legend>
                    <div class="answers">
                        { for live.iter().map(|t| {
                            let picked = win == Some(*t);
                            let onpick = send(state, HandAction::PickWin);
                            let tile = *t;
                            html! {
                                <button type="button" class={classes!("key", "win-pick", picked.then_some("picked"))}
                                    aria-pressed={picked.to_string()} aria-label={(words.win_on)(words, &lang.tile(*t))}
                                    onclick={Callback::from(move |_| onpick.emit(tile))}>{ tile_face(Some(*t), lang) }</button>
                            }
                        }) }
                    </div>
                </fieldset>
                // No answer is pre-picked: each question shows none until the user gives it.
                if win.is_some() {
                    { choice(words.how, how, state.tsumo, send(state, HandAction::SetTsumo)) }
                    <YesNo question={words.riichi_declared} value={state.riichi} onanswer={send(state, HandAction::SetRiichi)} />
                    { choice(words.seat_wind, winds(4), state.seat, send(state, HandAction::SetSeat)) }
                    { choice(words.round_wind, winds(usize::from(ROUNDS)), state.round, send(state, HandAction::SetRound)) }
                    { choice(words.dora, dora, state.dora.map(|d| d.min(4)), send(state, HandAction::SetDora)) }
                }
            </section>
            if let Some(win) = win {
                { win_result(&state.win_check(ruleset, win), to_ruling, lang) }
            }
        </>
    }
}

/// The questions a verdict waits for, as the furiten and win checks ask them.
fn questions(lang: Lang, questions: &[WinQuestion]) -> String {
    let words = lang.words();
    questions
        .iter()
        .map(|q| match q {
            WinQuestion::Passed => words.passed_win,
            WinQuestion::PassedInRiichi => words.passed_in_riichi,
            WinQuestion::Since => words.since_then,
            WinQuestion::How => words.how,
            WinQuestion::Riichi => words.riichi_declared,
            WinQuestion::Seat => words.seat_wind,
            WinQuestion::Round => words.round_wind,
        })
        .collect::<Vec<_>>()
        .join(" · ")
}

/// The win check's result: the verdict in a card (`#win`), or, while it waits for answers
/// that decide it, no card — what it waits for, as the ruling screen says it (`#win-waiting`).
fn win_result(check: &WinCheck, to_ruling: &ToRuling, lang: Lang) -> Html {
    let words = lang.words();
    let card = |inner: Html| html! { <article class="ruling" id="win">{ inner }</article> };
    let (r, dora_assumed) = match check {
        WinCheck::Waiting(waiting) => {
            return html! {
                <p class="waiting" id="win-waiting">{ (words.win_waiting)(words, &questions(lang, waiting)) }</p>
            };
        }
        // Valid whatever is answered: the verdict, and no han or points until they are known.
        WinCheck::ValidPointsWaiting(waiting) => {
            return html! {
                <>
                    { card(html! { <h2 class="headline outcome-ok">{ words.valid_win_so_far }</h2> }) }
                    <p class="waiting" id="win-waiting">{ (words.points_waiting)(words, &questions(lang, waiting)) }</p>
                </>
            };
        }
        WinCheck::OpenRiichi => {
            return card(html! {
                <>
                    <h2 class="headline outcome-dead">{ words.closed_needed }</h2>
                    <p class="why">{ words.closed_needed_why }</p>
                    { to_ruling.button(HandFinding::OpenRiichi, true, words.see_open_riichi) }
                </>
            });
        }
        WinCheck::Valid {
            report,
            dora_assumed,
        } => (report, *dora_assumed),
        WinCheck::NotValid(finding) => return card(not_valid(finding, to_ruling, lang)),
    };
    let points = r
        .points
        .map(|p| match (p.ron, p.tsumo_dealer, p.tsumo_others) {
            (Some(ron), _, _) => (words.discarder_pays)(words, ron),
            (None, Some(d), None) => (words.each_pays)(words, d, p.total),
            (None, Some(d), Some(o)) => (words.dealer_pays)(words, d, o, p.total),
            _ => String::new(),
        });
    card(html! {
        <>
            <h2 class="headline outcome-ok">
                { (words.valid_win)(words, r.han, (r.limit != Some("yakuman")).then_some(r.fu)) }
                if let Some(limit) = r.limit { { format!(" — {limit}") } }
            </h2>
            <ul class="payments">
                { for r.yaku.iter().map(|y| html! { <li>{ format!("{} {}", y.name, y.han) }</li> }) }
                if r.dora > 0 { <li>{ format!("dora {}", r.dora) }</li> }
            </ul>
            <p class="why">{ points.unwrap_or_default() }</p>
            if r.yaku.iter().filter(|y| y.han == 13).count() > 1 {
                <p class="why" id="yakuman-not-added">{ words.yakuman_not_added }</p>
            }
            if dora_assumed {
                <p class="why" id="win-assumed">{ words.no_dora_assumed }</p>
            }
            { super::reading(lang, r.reading.as_ref()) }
        </>
    })
}

/// A win that is no win: a ron while furiten, or no yaku.
fn not_valid(finding: &WinFinding, to_ruling: &ToRuling, lang: Lang) -> Html {
    let words = lang.words();
    match finding {
        // The rules' answer, the same as the ruling's: a ron while furiten is no win.
        WinFinding::FuritenRon { reasons, section } => html! {
            <>
                <h2 class="headline outcome-dead">{ words.ron_furiten }</h2>
                { for reasons.iter().map(|r| html! { <p class="why">{ format!("{}.", capitalise(&lang.furiten_reason(r))) }</p> }) }
                <p class="sections">{ super::ruling_card::section(lang, section) }</p>
                { to_ruling.button(HandFinding::Furiten, true, words.see_furiten_ron) }
            </>
        },
        WinFinding::FuritenNotCovered => html! {
            <>
                <h2 class="headline outcome-dead">{ words.furiten_ask }</h2>
                <p class="why">{ words.ron_furiten_unruled }</p>
                <p class="why">{ (words.furiten_not_covered)(words, to_ruling.ruleset.short()) }</p>
                { to_ruling.button(HandFinding::Furiten, true, words.see_furiten_ron) }
            </>
        },
        WinFinding::NoWin(_) => html! {
            <>
                <h2 class="headline outcome-dead">{ words.no_yaku }</h2>
                <p class="why">{ words.no_yaku_why }</p>
                { to_ruling.button(HandFinding::NoYaku, true, words.see_false_win) }
            </>
        },
        // A valid win is WinCheck::Valid, never here.
        WinFinding::Valid(_) => html! {},
    }
}
