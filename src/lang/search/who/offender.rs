//! The one who did it, named by seat or role: "East called ron" (the dealer, in every rule
//! set here), "the South player", "un ko", "not the dealer". The first person a search names
//! as someone who did something, not as whose tile or seat it is ("ron on the dealer's
//! discard", "à gauche du donneur"), answers the yes/no questions search-words.txt's
//! `offender` lines name.

use super::*;
use crate::lang::search::answers::yes_no;

/// The answers the one who did it, named by seat or role, gives the incident's yes/no
/// questions that search-words.txt's `offender` lines name. `query` is the search folded
/// ([`searched`]).
pub(in crate::lang::search) fn offender_answers(
    info: &IncidentInfo,
    query: &str,
) -> Vec<(&'static str, String)> {
    let who = who();
    let mut answers = Vec::new();
    for (field, roles, seats) in &who.offender {
        let Some(fact) = yes_no(info, field) else {
            continue;
        };
        // A colon ends a clause here ("Friendly game, no ranking: the dealer…").
        let clauses = raw_clauses(query, "");
        // A role says more than a seat: a referee may name players by the table's own
        // compass points, which need not be their seats ("T2 – N, donneur").
        let named =
            first_named(query, &clauses, roles).or_else(|| first_named(query, &clauses, seats));
        if let Some(yes) = named {
            answers.push((fact.field, yes.to_string()));
        }
    }
    answers
}

/// How many words before a name a negation may stand and still negate it ("not the
/// dealer", "pas l'Est").
const NEGATED_WITHIN: usize = 2;

/// The answer the first name among `phrases` that names someone who did something gives:
/// its own, or the other negated. A name is none beside a number or another name (a hand,
/// "East 2"; tiles, "deux Est", "south west south"), nor after a word of place ("on",
/// "sur"), nor the owner of a thing that says whose ("the dealer's discard"; the owner of
/// anything else did it: "riichi du donneur", "the oya's hand"). A seat beside a name that
/// says yes is the other answer ("the dealer's left", "à gauche du donneur": not the
/// dealer). A word that is something else too names someone only opening a clause, or
/// negated: a little word somewhere ("est") where it is no little word, a seat's letter
/// before a word that says something ("N declared"; not "s'il", "n'a"), with no apostrophe
/// beside it ("that's").
fn first_named(query: &str, clauses: &[Vec<&str>], phrases: &Names) -> Option<bool> {
    let (index, who) = (index(), who());
    let ambiguous = |w: &str| w.len() == 1 || index.little_beside.iter().any(|(x, _, _)| x == w);
    // A name in one word that is nothing else.
    let is_name = |w: &str| phrases.iter().any(|(p, _)| p.len() == 1 && p[0] == w) && !ambiguous(w);
    // The first word that says something from `at` on, one way or the other, as its stem.
    let said = |clause: &[&str], mut at: usize, forward: bool| -> Option<String> {
        loop {
            let w = clause.get(at)?;
            if !index.is_little(w) {
                return Some(index.same_as(&strip(w)).to_string());
            }
            at = if forward { at + 1 } else { at.checked_sub(1)? };
        }
    };
    let listed = |list: &[String], thing: Option<String>| thing.is_some_and(|t| list.contains(&t));
    for clause in clauses {
        let mut at = 0;
        while at < clause.len() {
            let Some((phrase, yes)) = said_at(clause, at, phrases) else {
                at += 1;
                continue;
            };
            let (from, to) = (at, at + phrase.len());
            at = to;
            let before = from.checked_sub(1).map(|b| clause[b]);
            let after = clause.get(to).copied();
            let beside = |w: Option<&str>| {
                w.is_some_and(|w| is_name(w) || read_number(w).is_some_and(|(_, o)| !o))
            };
            if beside(before) || beside(after) {
                continue;
            }
            // What is theirs: "the dealer's discard", "la défausse du donneur".
            let thing = if after == Some("s") {
                Some(said(clause, to + 1, true))
            } else if let Some(b) =
                before.filter(|b| who.of.iter().chain(&who.owner).any(|o| o == b))
            {
                if !who.owner.iter().any(|o| o == b) {
                    continue;
                }
                Some(from.checked_sub(2).and_then(|t| said(clause, t, false)))
            } else {
                None
            };
            if let Some(thing) = thing {
                if listed(&who.sides, thing.clone()) {
                    // Beside the dealer: not the dealer; beside another seat: any.
                    if *yes {
                        return Some(false);
                    }
                    continue;
                }
                if listed(&who.whose, thing) {
                    continue;
                }
            }
            let negated = clause[from.saturating_sub(NEGATED_WITHIN)..from]
                .iter()
                .any(|w| index.negations(w));
            if phrase.len() == 1 && ambiguous(&phrase[0]) {
                let word = phrase[0].as_str();
                let opens = clause[..from]
                    .iter()
                    .all(|w| index.is_little(w) || w.bytes().any(|b| b.is_ascii_digit()));
                let little = if word.len() == 1 {
                    // Where the letter is in the search, to see the characters beside it.
                    let place = clause[from].as_ptr() as usize - query.as_ptr() as usize;
                    let elided =
                        query[..place].ends_with('\'') || query[place + 1..].starts_with('\'');
                    let next = after.map_or("", |a| a);
                    elided || (after.is_some() && index.is_little_between(word, next, ""))
                } else {
                    index.is_little_between(before.unwrap_or(""), word, after.unwrap_or(""))
                };
                if little || !(opens || negated) {
                    continue;
                }
            }
            return Some(*yes != negated);
        }
    }
    None
}
