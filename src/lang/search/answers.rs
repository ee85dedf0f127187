//! The answers a search's words give an incident's yes/no and list questions.

use super::*;

/// The answers a search's words give an incident's yes/no questions, with the places of
/// the words they used. A word search-words.txt gives for a question's yes ("shown") answers
/// it yes, a word for its no ("closed") answers it no — each the other way round when a
/// negation stands up to two words before it ("not shown", "non-dealer", "didn't discard",
/// "pas encore défaussé", "before revealing") or "no" right after it with a word after
/// that ("showed no tiles"). Of several words for one question, one saying no answers no
/// ("dice for the next hand, not yet thrown"), and all are used.
pub(super) fn flag_answers(
    info: &IncidentInfo,
    asked: &[&str],
    stems: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let index = index();
    let mut answers: Vec<(&'static str, String)> = Vec::new();
    let mut used = Vec::new();
    let negation = |at: usize| negation(asked, at);
    // Each word as written, without its ending: read once, not once per question.
    let owns: Vec<String> = asked.iter().map(|w| strip(w)).collect();
    for (field, yes, no) in &index.flags {
        let Some(fact) = info
            .facts
            .iter()
            .find(|f| f.field == field && f.kind() == FactKind::YesNo)
        else {
            continue;
        };
        // A word says it as written (any form of it), or, when it is the first of a line
        // `same:`, by any word read as it ("win": "ron", "hu"); "annoncée" is no "called".
        let says = |list: &[String], at: usize| {
            list.iter()
                .any(|w| *w == owns[at] || (w == stems[at] && index.same_as(w) == w.as_str()))
        };
        let mut value = None;
        for at in 0..asked.len() {
            let word = if says(yes, at) {
                true
            } else if says(no, at) {
                false
            } else {
                continue;
            };
            used.push(at);
            let negated = negation(at);
            used.extend(negated);
            let said = word != negated.is_some();
            value = Some(value.unwrap_or(true) && said);
        }
        if let Some(value) = value {
            answers.push((fact.field, value.to_string()));
        }
    }
    (answers, used)
}

/// The answers a search's words (`asked`, as typed and folded; `stems`, as matched: see
/// [`stem`]) give an incident's list questions, with the places of the words they
/// used (see [`search_answers`]). Each answer of a question weighs the words of the search
/// that name it (its [`Label`]'s words), each as much as few of the question's other answers
/// have it (a word all have says nothing of which), an everyday word half, and only as the
/// name says it: negated where the name negates it ("did not turn the tile": no rotation),
/// not negated where it does not. A word said done where the name negates it rules the
/// answer out ("posé son bâton": not "no stick"); the other way round rules nothing out, as
/// a negation also reaches the words after its verb ("never added the winning tile"). The
/// answer weighing most
/// answers the question, when a word that is not everyday names it; two weighing alike
/// answer nothing.
pub(super) fn list_answers(
    lang: Lang,
    info: &IncidentInfo,
    asked: &[&str],
    stems: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let index = self::index();
    let entry = &entries(lang)[crate::lang::index_of(info)];
    // The words of the incident's own title, in English and the page's language, name the
    // incident, not one of its answers ("counting": the count was wrong, not "helped
    // count"): they weigh half.
    let titles = format!("{} {}", info.title, lang.incident_title(info));
    let title: Vec<String> = words(&fold(&titles))
        .map(|w| index.same_as(&strip(w)).to_string())
        .collect();
    let mut answers = Vec::new();
    let mut used = Vec::new();
    for (fact, values) in info.facts.iter().zip(&entry.labels) {
        let mut best: Option<(f32, &'static str, Vec<usize>)> = None;
        let mut tied = false;
        for (value, names) in values {
            // For each word of its names, whether the search says it as the name does
            // (negated or not), only the other way, or not at all; a word being typed is
            // said by its start ("rotat").
            let mut said: Vec<Option<bool>> = vec![None; names.len()];
            let mut places = Vec::new();
            for (at, &s) in stems.iter().enumerate() {
                let negated = negation(asked, at);
                for (k, (w, negative, _)) in names.iter().enumerate() {
                    if w == s || (s.len() > 4 && w.starts_with(s)) {
                        if negated.is_some() == *negative {
                            said[k] = Some(true);
                            places.push(at);
                            places.extend(negated);
                        } else if said[k].is_none() && *negative {
                            // Said done where the name says it was not ("posé son bâton":
                            // not "no stick"). The other way round rules nothing out: a
                            // negation also reaches the words after its verb ("never added
                            // the winning tile").
                            said[k] = Some(false);
                        }
                    }
                }
            }
            let mut weight = 0.0;
            let mut strong = false;
            let mut against = false;
            for (k, (w, _, _)) in names.iter().enumerate() {
                against |= said[k] == Some(false);
                if said[k] != Some(true) || names[..k].iter().any(|n| n.0 == *w) {
                    continue;
                }
                // As much as few of the question's answers have it.
                let mut shared = 0;
                for (_, other) in values {
                    if other.iter().any(|n| n.0 == *w) {
                        shared += 1;
                    }
                }
                let weak = index.is_weak(w) || title.contains(w);
                weight += if weak { 0.5 } else { 1.0 } / shared as f32;
                strong |= !weak;
            }
            // A name whose every word is said ("wall" over "dead wall").
            let mut whole = false;
            for (_, _, name) in names {
                let mut all = true;
                for (k, n) in names.iter().enumerate() {
                    all &= n.2 != *name || said[k] == Some(true);
                }
                whole |= all;
            }
            if whole {
                weight += WHOLE_NAME;
            }
            if against || !(strong || whole) {
                continue;
            }
            match &best {
                Some((b, ..)) if weight < *b => {}
                Some((b, ..)) if weight == *b => tied = true,
                _ => (best, tied) = (Some((weight, *value, places)), false),
            }
        }
        if let (Some((_, value, places)), false) = (best, tied) {
            answers.push((fact.field, value.to_string()));
            used.extend(places);
        }
    }
    (answers, used)
}

/// What naming every word of one of a list answer's names adds to its weight (see
/// [`list_answers`]).
pub(super) const WHOLE_NAME: f32 = 0.5;
