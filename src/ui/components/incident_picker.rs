//! What happened: a search box and the incident list, grouped the way referees think.

use crate::lang::{Answers, Found, Lang, names_anything, search, search_answers_by_source};
use crate::rules::RulesetId;
use crate::rules::catalogue::{CATALOGUE, Group, IncidentInfo};
use crate::ui::hooks::{use_after_first_paint, use_lang};
use std::rc::Rc;
use web_sys::{HtmlInputElement, HtmlSelectElement};
use yew::prelude::*;

/// Props of [`IncidentPicker`].
#[derive(Properties, PartialEq)]
pub struct IncidentPickerProps {
    /// The incident picked (its kind).
    pub value: &'static str,
    /// The rule set picked: the incidents its document addresses come first in the list.
    pub ruleset: RulesetId,
    /// The search, as typed (kept with what the user entered: a reload keeps it).
    pub query: AttrValue,
    /// The incidents the search finds, best first, each with the words that found it
    /// (none for a search that names nothing: every incident is listed).
    pub found: Rc<Vec<Found>>,
    /// Called with the search as it is typed, before the incident it finds is picked.
    pub onsearch: Callback<String>,
    /// Called with the kind picked.
    pub onpick: Callback<&'static str>,
    /// Called, after a search picked an incident, with the answers its words give, all of
    /// them (each a field and its value: "ron" answers "Which call?" with a win, "12
    /// minutes" the lateness), the likely ones apart ([`Answers`]).
    pub onanswers: Callback<Answers>,
    /// Called with a hand the search writes out ("33m 123s 123s 456s 23p"), to check it.
    #[prop_or_default]
    pub oncheckhand: Callback<String>,
}

/// A search box that narrows a grouped list of incidents: those the picked rule set's document
/// addresses, by group, then the others apart, under "Not in this document". The incident picked is always in
/// the list (a link leaves it picked), so the list never shows one incident while the ruling
/// is about another; words that match no incident pick none and offer them all.
#[component]
pub fn IncidentPicker(props: &IncidentPickerProps) -> Html {
    let lang = use_lang();
    let w = lang.words();
    // The list's other incidents come a frame after the first screen is painted: a closed
    // list shows its picked one only, and the style and layout of some thirty more cost a
    // slow phone's first frame ~20 ms at 4× CPU throttling.
    let painted = use_after_first_paint();
    let mut found: Vec<&'static IncidentInfo> = props.found.iter().map(|f| f.info).collect();
    // Words that name something but match no incident: nothing is picked, and the whole
    // catalogue is offered (the ruling before is not kept under words it is not about).
    let none_found = found.is_empty() && names_anything(&props.query);
    if found.is_empty() {
        found = CATALOGUE.iter().collect();
    }
    let picked = CATALOGUE.iter().find(|i| i.kind == props.value);
    if let Some(picked) = picked
        && !found.iter().any(|i| i.kind == picked.kind)
    {
        found.push(picked);
    }
    let oninput = {
        let onsearch = props.onsearch.clone();
        let onpick = props.onpick.clone();
        let onanswers = props.onanswers.clone();
        Callback::from(move |e: InputEvent| {
            let input: HtmlInputElement = e.target_unchecked_into();
            let text = input.value();
            onsearch.emit(text.clone());
            // The first match is picked, so the ruling follows the search at once, with the
            // answers the search's words give; a search emptied (or of little words alone)
            // leaves the incident as it is.
            if names_anything(&text)
                && let Some(first) = search(lang, &text).first()
            {
                pick(lang, first, &text, &onpick, &onanswers);
            }
        })
    };
    // The best three, when the search finds more than one: the first is picked; another is
    // a tap away, with the words that found it.
    let candidates = if props.found.len() > 1 {
        let buttons = props.found.iter().take(3).map(|f| {
            let info = f.info;
            let query = props.query.to_string();
            let (onpick, onanswers) = (props.onpick.clone(), props.onanswers.clone());
            let onclick =
                Callback::from(move |_: MouseEvent| pick(lang, info, &query, &onpick, &onanswers));
            html! {
                <button type="button" class="candidate" aria-current={(info.kind == props.value).then_some("true")} {onclick}>
                    { lang.incident_title(info) }
                    <small>{ w.your_words }{ " " }{ f.words.join(", ") }</small>
                </button>
            }
        });
        html! {
            <div class="candidates" role="group" aria-labelledby="candidates-label" id="candidates">
                <span class="label" id="candidates-label">{ w.best_matches }</span>
                { for buttons }
            </div>
        }
    } else {
        html! {}
    };
    let onchange = {
        let onpick = props.onpick.clone();
        let onsearch = props.onsearch.clone();
        Callback::from(move |e: Event| {
            let select: HtmlSelectElement = e.target_unchecked_into();
            let kind = select.value();
            if let Some(info) = CATALOGUE.iter().find(|i| i.kind == kind) {
                // Picked from the list after a search that found nothing: the words go.
                if none_found {
                    onsearch.emit(String::new());
                }
                onpick.emit(info.kind);
            }
        })
    };
    // An incident of the list, selected when it is the one picked.
    let option = |i: &IncidentInfo| {
        html! {
            <option value={i.kind} selected={!none_found && i.kind == props.value}>{ lang.incident_title(i) }</option>
        }
    };
    // A group of the list, with its heading; nothing when it has no incident.
    let options = |label: &str, items: &[&&'static IncidentInfo]| {
        if items.is_empty() {
            return html! {};
        }
        html! {
            <optgroup label={label.to_string()}>
                { for items.iter().map(|i| option(i)) }
            </optgroup>
        }
    };
    html! {
        <div class="picker">
            <label class="typed">
                <span class="label">{ w.search_label }</span>
                <input id="incident-search" type="search" autocomplete="off" maxlength={crate::lang::SEARCH_CAP.to_string()} value={props.query.clone()} {oninput} />
            </label>
            { candidates }
            if let Some(hand) = crate::lang::search_hand(&props.query) {
                <button type="button" class="answer go-hand" id="search-hand"
                    onclick={props.oncheckhand.reform(move |_: MouseEvent| hand.clone())}>
                    { w.check_this_hand }
                </button>
            }
            <label class="typed">
                <span class="label">{ w.what_happened }</span>
                <select id="incident" {onchange}>
                    if none_found {
                        <option value="" selected=true disabled=true>{ w.pick_an_incident }</option>
                    }
                    if !painted {
                        if let (false, Some(picked)) = (none_found, picked) {
                            { option(picked) }
                        }
                    } else {
                        { for Group::ALL.iter().map(|g| {
                            let items: Vec<_> = found.iter().filter(|i| i.group == *g && i.addressed_by(props.ruleset)).collect();
                            options(lang.group(*g), &items)
                        }) }
                        {{
                            let apart: Vec<_> = found.iter().filter(|i| !i.addressed_by(props.ruleset)).collect();
                            options(&format!("{} ({})", w.not_in_document, props.ruleset.short()), &apart)
                        }}
                    }
                </select>
            </label>
            if none_found {
                <p class="error" role="status" id="no-match">{ w.no_match }</p>
            }
        </div>
    }
}

/// Picks an incident a search found, with the answers the search's words give it.
pub(crate) fn pick(
    lang: Lang,
    info: &'static IncidentInfo,
    query: &str,
    onpick: &Callback<&'static str>,
    onanswers: &Callback<Answers>,
) {
    onpick.emit(info.kind);
    onanswers.emit(search_answers_by_source(lang, info, query));
}
