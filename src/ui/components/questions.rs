//! The questions an incident asks, drawn from its catalogue entry.

use super::{YesNo, choice};
use crate::lang::Lang;
use crate::rules::RulesetId;
use crate::rules::catalogue::{Fact, IncidentInfo};
use crate::ui::hooks::use_lang;
use web_sys::HtmlInputElement;
use yew::prelude::*;

/// Props of [`Questions`].
#[derive(Properties, PartialEq)]
pub struct QuestionsProps {
    /// The incident.
    pub info: &'static IncidentInfo,
    /// The facts asked, as indices into the incident's facts ([`AppState::asked`]:
    /// those that decide something under the rule set picked).
    ///
    /// [`AppState::asked`]: crate::ui::state::AppState::asked
    pub asked: Vec<usize>,
    /// The answers so far, as the screen shows them (see
    /// [`AppState::answer_text`](crate::ui::state::AppState::answer_text)).
    pub answers: Vec<(&'static str, String)>,
    /// The rule set picked (a riichi call is not offered under MCR).
    pub ruleset: RulesetId,
    /// The players of the session log, each as its button says it (`East · 2 fouls`), when
    /// there is a log: the earlier fouls of a foul are the log's count for the player
    /// picked. Empty without a log (an embed's compact widget): the count is tapped.
    #[prop_or_default]
    pub players: Vec<AttrValue>,
    /// The player picked, if any.
    #[prop_or_default]
    pub offender: Option<u8>,
    /// Called with the player picked.
    #[prop_or_default]
    pub onoffender: Callback<Option<u8>>,
    /// The facts whose answers the search's words gave: each question says so.
    #[prop_or_default]
    pub from_words: Vec<&'static str>,
    /// Of those, the answers the words do not say but descriptions using them stated:
    /// each question says it is likely, to be confirmed.
    #[prop_or_default]
    pub likely: Vec<&'static str>,
    /// Called with a field and its new value.
    pub onanswer: Callback<(&'static str, String)>,
}

/// The incident's questions, as big buttons (a number box for minutes).
#[component]
pub fn Questions(props: &QuestionsProps) -> Html {
    let lang = use_lang();
    let facts: Vec<(usize, &'static Fact)> = props
        .asked
        .iter()
        .filter_map(|&i| Some((i, props.info.facts.get(i)?)))
        .collect();
    if facts.is_empty() {
        return html! {};
    }
    html! {
        <section class="questions" aria-label={lang.words().questions}>
            { for facts.into_iter().map(|(i, f)| question(i, f, props, lang)) }
        </section>
    }
}

/// Whose foul it is, when there is a session log: the player's earlier fouls are then the
/// log's, the same count a record for that player takes.
fn players(props: &QuestionsProps, lang: Lang) -> Html {
    if props.players.is_empty() {
        return html! {};
    }
    let options: Vec<(AttrValue, u8)> = props.players.iter().cloned().zip(0..4).collect();
    let w = lang.words();
    html! {
        <div class="players">
            { choice(w.whose_foul, options, props.offender, props.onoffender.reform(Some)) }
        </div>
    }
}

fn question(index: usize, f: &'static Fact, props: &QuestionsProps, lang: Lang) -> Html {
    let field = f.field;
    let asked = lang.question(props.info, index);
    let asked = if props.likely.contains(&field) {
        AttrValue::from(format!("{asked} ({})", lang.words().likely_from_your_words))
    } else if props.from_words.contains(&field) {
        AttrValue::from(format!("{asked} ({})", lang.words().from_your_words))
    } else {
        AttrValue::from(asked)
    };
    let answer = props
        .answers
        .iter()
        .find(|(k, _)| *k == field)
        .map(|(_, v)| v.clone());
    let send = props.onanswer.reform(move |v: String| (field, v));
    let choices = f.choices_for(props.ruleset);
    // Nothing shows picked until it is answered: the ruling waits for every answer that
    // decides it.
    if choices == ["true", "false"] {
        let value = answer.as_deref().map(|a| a == "true");
        return html! {
            <YesNo question={asked} {value}
                onanswer={send.reform(|b: bool| b.to_string())} />
        };
    }
    if !choices.is_empty() {
        let options: Vec<(AttrValue, String)> = choices
            .iter()
            .map(|c| {
                (
                    AttrValue::from(lang.choice(props.info, index, c)),
                    c.to_string(),
                )
            })
            .collect();
        return choice(asked, options, answer, send);
    }
    match f.range_max() {
        Some(max) if max <= 4 => {
            let options: Vec<(AttrValue, String)> = (0..=max)
                .map(|n| (AttrValue::from(n.to_string()), n.to_string()))
                .collect();
            choice(asked, options, answer, send)
        }
        Some(255) => {
            let options: Vec<(AttrValue, String)> = (0..=4)
                .map(|n: u8| {
                    (
                        AttrValue::from(if n == 4 {
                            "4+".to_string()
                        } else {
                            n.to_string()
                        }),
                        n.to_string(),
                    )
                })
                .collect();
            let given = answer.as_deref().and_then(|a| a.parse::<u8>().ok());
            // With a session log the count is the log's, for the player picked: the count
            // buttons are there only without a log, or for a count a search or a link gave
            // (shown, to be seen and changed, until a player is picked).
            let from_log =
                !props.players.is_empty() && (props.offender.is_some() || given.is_none());
            if from_log {
                return players(props, lang);
            }
            let value = given.map(|n| n.min(4).to_string());
            let buttons = html! {
                <>
                    { players(props, lang) }
                    { choice(asked, options, value, send.clone()) }
                </>
            };
            // "4+" opens a box for the exact number (MERS goes on escalating: 30, 40, …);
            // it takes numbers from 4 up, the buttons give the smaller ones.
            let Some(exact) = given.filter(|&n| n >= 4) else {
                return buttons;
            };
            let oninput = Callback::from(move |e: InputEvent| {
                let input: HtmlInputElement = e.target_unchecked_into();
                let value = input.value();
                if value.trim().parse::<u8>().is_ok_and(|n| n >= 4) {
                    send.emit(value);
                }
            });
            let words = lang.words();
            html! {
                <>
                    { buttons }
                    <label class="exact">
                        <span class="label">{ words.how_many_exactly }</span>
                        <input class="number" id={format!("fact-{field}")} type="number" inputmode="numeric" min="4"
                            value={exact.to_string()} {oninput} />
                    </label>
                </>
            }
        }
        max => {
            let oninput = send.reform(|e: InputEvent| {
                let input: HtmlInputElement = e.target_unchecked_into();
                input.value()
            });
            // A number the fact does not take is said, and the ruling waits for one it does.
            let wrong = answer.as_deref().is_some_and(|a| f.typed(a).is_err());
            let words = lang.words();
            html! {
                <fieldset class="question">
                    <legend>{ asked.clone() }</legend>
                    <input class="number" id={format!("fact-{field}")} type="number" inputmode="numeric" min="0"
                        max={max.map(|m| m.to_string())} value={answer.unwrap_or_default()} {oninput} aria-label={asked}
                        aria-invalid={wrong.to_string()} />
                    if wrong {
                        <p class="error" role="alert">{ (words.whole_number_up_to)(words, max.unwrap_or(0)) }</p>
                    }
                </fieldset>
            }
        }
    }
}
