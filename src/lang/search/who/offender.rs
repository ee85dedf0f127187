//! The one who did it, named by seat or role: "East called ron" (the dealer, in every rule
//! set here), "the South player", "un ko", "not the dealer". The people a search names as
//! doing something, not as whose tile, seat or turn it is ("ron on the dealer's discard",
//! "à gauche du donneur"), answer the yes/no questions search-words.txt's `offender` lines
//! name, when they all say the same.

use super::*;
use crate::lang::search::answers::yes_no;

/// Whether an incident asks one of the yes/no questions on the one who did it that
/// search-words.txt's `offender` lines name.
pub(in crate::lang::search) fn asks_of_offender(info: &IncidentInfo) -> bool {
    who()
        .offender
        .iter()
        .any(|(field, _)| yes_no(info, field).is_some())
}

/// The answers the one who did it, named by seat or role, gives the yes/no questions
/// search-words.txt's `offender` lines name, whichever incident asks them: each field
/// with its answer. `query` is the search folded ([`searched`]).
pub(in crate::lang::search) fn offender_answers(query: &str) -> Vec<(&'static str, bool)> {
    // A colon ends a clause here ("Friendly game, no ranking: the dealer…").
    let clauses = raw_clauses(query, "");
    who()
        .offender
        .iter()
        .filter_map(|(field, names)| Some((field.as_str(), named(&clauses, names)?)))
        .collect()
}

/// How many words before a name a negation may stand and still negate it ("not the
/// dealer", "pas l'Est").
const NEGATED_WITHIN: usize = 3;

/// The answer the people `names` names as doing something give, when they all give the
/// same (each its own, or the other negated): "East discarded and South called ron" says
/// nothing. A name is no one who did something:
/// - beside a number or another name in one word (a hand, "East 2"; tiles, "deux Est",
///   "south west south"), or before a thing of its own that is no person ("the East
///   wind", "East round": `offender whose`);
/// - after a word of whose or where ("on the dealer", "sur l'oya", "de Nord": the owner of a
///   tile, a turn, a seat, `who of` and `offender of` lines), or before a possessive ("the
///   dealer's discard"); but a seat beside one who says yes is the other answer ("the
///   dealer's left", "à gauche du donneur", "opposite the dealer": not the dealer;
///   `offender beside`);
/// - in doubt ("not sure whether East…"), or one of alternatives ("East or South");
/// - a word that is something else too ("est": "is"), unless it opens its clause where it
///   is no little word ("Est déclare ron"; not "Paul est furiten", "est-ce"), or is negated.
fn named(clauses: &[Vec<&str>], names: &Names) -> Option<bool> {
    let (index, who) = (index(), who());
    let one_word = |w: &str| names.iter().any(|(p, _)| p.len() == 1 && p[0] == w);
    let ambiguous = |w: &str| index.little_beside.iter().any(|(x, _, _)| x == w);
    let listed = |list: &[String], w: Option<&&str>| {
        w.is_some_and(|w| list.contains(&index.same_as(&strip(w)).to_string()))
    };
    let whose_word = |w: &str| who.of.iter().chain(&who.owner).any(|o| o == w);
    let mut said: Option<bool> = None;
    for clause in clauses {
        // The words that say something, with their places in the clause.
        let saying: Vec<usize> = (0..clause.len())
            .filter(|&at| !index.is_little(clause[at]))
            .collect();
        let mut at = 0;
        while at < clause.len() {
            let Some((phrase, yes)) = said_at(clause, at, names) else {
                at += 1;
                continue;
            };
            let (from, to) = (at, at + phrase.len());
            at = to;
            let before = from.checked_sub(1).map(|b| clause[b]);
            let after = clause.get(to).copied();
            // A number before counts it ("deux Est"; not "un ko", "one East player"), a
            // number after numbers a hand ("East 2").
            let counts = |w: &str| read_number(w).is_some_and(|(n, o)| !o && n > 1);
            let numbers = |w: &str| read_number(w).is_some_and(|(_, o)| !o);
            let beside = |w: Option<&str>| w.is_some_and(|w| one_word(w) && !ambiguous(w));
            if beside(before)
                || beside(after)
                || before.is_some_and(counts)
                || after.is_some_and(numbers)
            {
                continue;
            }
            // The words that say something before and after it.
            let last_before = saying.iter().rev().find(|&&s| s < from).map(|&s| clause[s]);
            let first_after = saying.iter().find(|&&s| s >= to).map(|&s| clause[s]);
            if listed(&who.whose, first_after.as_ref()) {
                continue;
            }
            // Whose or where: the word of it before, past articles ("on the dealer"), or a
            // possessive after ("the dealer's").
            let whose_before = clause[..from]
                .iter()
                .rev()
                .take_while(|w| index.is_little(w))
                .find(|w| whose_word(w));
            let possessive = after == Some("s");
            let side_before = listed(&who.sides, last_before.as_ref());
            if whose_before.is_some() || possessive || side_before {
                // The seat beside someone: "the dealer's left", "à gauche du donneur",
                // "opposite the dealer".
                let side = if possessive {
                    listed(&who.sides, first_after.as_ref())
                } else {
                    side_before
                };
                if side && *yes {
                    said = match said {
                        Some(true) => return None,
                        _ => Some(false),
                    };
                }
                continue;
            }
            // In doubt, or one of alternatives.
            let doubted = clause[..from].iter().any(|w| index.doubts(w));
            let or = [before, after]
                .iter()
                .any(|w| w.is_some_and(|w| index.or.iter().any(|o| o == w)));
            if doubted || or {
                continue;
            }
            let negated = (from.saturating_sub(NEGATED_WITHIN)..from).any(|b| {
                let next = clause.get(b + 1).copied().unwrap_or("");
                let prev = b.checked_sub(1).map_or("", |p| clause[p]);
                index.is_not(clause[b]) && !index.is_little_between(prev, clause[b], next)
            });
            if phrase.len() == 1 && ambiguous(&phrase[0]) {
                let word = phrase[0].as_str();
                let opens = clause[..from]
                    .iter()
                    .all(|w| index.is_little(w) || w.bytes().any(|b| b.is_ascii_digit()));
                let little =
                    index.is_little_between(before.unwrap_or(""), word, after.unwrap_or(""));
                if little || !(opens || negated) {
                    continue;
                }
            }
            let answer = *yes != negated;
            if said.is_some_and(|s| s != answer) {
                return None;
            }
            said = Some(answer);
        }
    }
    said
}
