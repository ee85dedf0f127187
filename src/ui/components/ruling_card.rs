//! The ruling: outcome, what to do now, payments, why, and the sections.

use crate::lang::Lang;
use crate::rules::{Outcome, PublicationDate, RulesetId, Ruling, Section};
use crate::ui::hooks::use_lang;
use yew::prelude::*;

/// Props of [`RulingCard`].
#[derive(Properties, PartialEq)]
pub struct RulingCardProps {
    /// The ruling to show.
    pub ruling: Ruling,
}

/// The CSS class that colours an outcome.
pub(crate) fn outcome_class(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::NothingToRule | Outcome::NoPenalty | Outcome::Payments | Outcome::HandsLeft(_) => {
            "outcome-ok"
        }
        Outcome::Foul { .. }
        | Outcome::PointPenalty { .. }
        | Outcome::Substitute
        | Outcome::ReDeal
        | Outcome::Discretion
        | Outcome::NotCovered => "outcome-foul",
        Outcome::DeadHand
        | Outcome::Chombo
        | Outcome::Disqualification
        | Outcome::SessionDisqualification => "outcome-dead",
    }
}

/// A section cited on a card: the reference in bold, its title beside it when the
/// reference is a number ([`Lang::cite`]).
pub(crate) fn section(lang: Lang, section: &Section) -> Html {
    let (reference, title) = lang.cite(section);
    html! {
        <span class="section"><strong>{ reference }</strong>{ title.map(|t| format!(" {t}")) }</span>
    }
}

/// One rule set's ruling, as a card. When it first appears it scrolls into view, so the
/// answer to the last question is on screen.
#[component]
pub fn RulingCard(props: &RulingCardProps) -> Html {
    let r = &props.ruling;
    let lang = use_lang();
    let node = use_node_ref();
    {
        let node = node.clone();
        use_effect_with((), move |_| {
            if let Some(el) = node.cast::<web_sys::Element>() {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                el.scroll_into_view_with_scroll_into_view_options(&options);
            }
        });
    }
    html! {
        <article class="ruling" id="ruling" ref={node} aria-labelledby="ruling-headline">
            <p class="ruling-ruleset">{ r.ruleset.document() }</p>
            <h2 id="ruling-headline" tabindex="-1" class={classes!("headline", outcome_class(&r.outcome))}>
                { lang.headline(r) }
            </h2>
            { details(lang, r) }
        </article>
    }
}

/// A ruling below its headline: the sections, what to do, the points, why. The card shows
/// it, and the comparison under another rule set's row.
pub(crate) fn details(lang: Lang, r: &Ruling) -> Html {
    let w = lang.words();
    html! {
        <>
            <p class="sections">
                { for r.sections.iter().map(|s| section(lang, s)) }
            </p>
            { publication(lang, r.ruleset) }
            <h3>{ w.what_to_do }</h3>
            <ol class="steps">
                { for r.steps.iter().map(|s| html! { <li>{ lang.line(s) }</li> }) }
            </ol>
            // Points: the payments, or that none move where the ruling knows it (a noten
            // penalty or a substitute's result is in the steps; the referee's call has none).
            if !r.payments.is_empty() {
                <h3>{ w.points }</h3>
                <ul class="payments">
                    { for r.payments.iter().map(|p| html! { <li>{ lang.payment(p) }</li> }) }
                </ul>
            } else if r.moves_no_points() {
                <h3>{ w.points }</h3>
                <p class="payments">{ w.no_points }</p>
            }
            // A ruling whose steps say it all has no "why" (a wrong tile count: the hand is
            // dead); no heading stands over nothing.
            if !r.explanation.is_empty() {
                <h3>{ w.why }</h3>
                { for r.explanation.iter().map(|e| html! { <p class="why">{ lang.line(e) }</p> }) }
            }
        </>
    }
}

/// A document's date in the language's words: `August 2010`, `août 2010` (month then year
/// in each of the widget's languages).
fn date(lang: Lang, d: PublicationDate) -> String {
    let month = d
        .month
        .and_then(|m| lang.words().months.get(usize::from(m).wrapping_sub(1)));
    match month {
        Some(m) => format!("{m} {}", d.year),
        None => d.year.to_string(),
    }
}

/// The document as it names itself, under the sections cited: one small line (what it
/// states, joined by " · ", or that the copy read, its sections alone, states nothing) that
/// opens on the four, each with its value, or "not stated in the text" for a document read
/// whole and "not in the copy read" for a copy of its sections alone (the document's other
/// pages may state it). Names stay as the document writes them; only the labels are the
/// widget's words.
pub(crate) fn publication(lang: Lang, ruleset: RulesetId) -> Html {
    let w = lang.words();
    let p = ruleset.publication();
    let version = p.version.map(|v| format!("{} {v}", w.pub_version));
    let date = p.date.map(|d| date(lang, d));
    let stated: Vec<String> = [
        p.title.map(str::to_string),
        version,
        date.clone(),
        p.publisher.map(str::to_string),
    ]
    .into_iter()
    .flatten()
    .collect();
    let line = if stated.is_empty() {
        w.pub_unstated.to_string()
    } else {
        stated.join(" · ")
    };
    let missing = if p.sections_only {
        w.pub_not_in_copy
    } else {
        w.pub_not_stated
    };
    let row = |label: &str, value: Option<String>| {
        let stated = value.is_some();
        html! {
            <>
                <dt>{ label.to_string() }</dt>
                <dd class={classes!((!stated).then_some("not-stated"))}>
                    { value.unwrap_or_else(|| missing.to_string()) }
                </dd>
            </>
        }
    };
    html! {
        <details class="publication">
            <summary>
                <span class="publication-label">{ format!("{}{}", w.publication, w.colon) }</span>
                { line }
            </summary>
            <dl>
                { row(w.pub_title, p.title.map(str::to_string)) }
                { row(w.pub_version, p.version.map(str::to_string)) }
                { row(w.pub_date, date) }
                { row(w.pub_publisher, p.publisher.map(str::to_string)) }
            </dl>
        </details>
    }
}
