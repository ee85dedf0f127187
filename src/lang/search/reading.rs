//! Reading what was typed: its words, its clauses, the negations in it, and the cap on
//! its length.

use super::*;

pub(super) use crate::lang::letters::word_char;

/// The first word of a text (letters and digits, any but punctuation and spaces;
/// maybe empty), the character that ends it, and the rest after that character.
pub(super) fn next_word(text: &str) -> (&str, Option<char>, &str) {
    let end = text.find(|c: char| !word_char(c)).unwrap_or(text.len());
    let (word, after) = text.split_at(end);
    let mut chars = after.chars();
    let stop = chars.next();
    (word, stop, chars.as_str())
}

/// How many characters of a search are read: a description of what happened fits in far
/// fewer, and a long paste costs no more than this (the widget's box holds no more, and a
/// stored search is cut to it too).
///
/// ```
/// use mahjong_referee::lang::{Lang, search, SEARCH_CAP};
/// let long = format!("late {}", "x".repeat(100_000));
/// assert_eq!(search(Lang::En, &long), search(Lang::En, &long[..SEARCH_CAP]));
/// ```
pub const SEARCH_CAP: usize = 300;

/// A search cut to its first [`SEARCH_CAP`] characters.
///
/// ```
/// use mahjong_referee::lang::{capped, SEARCH_CAP};
/// assert_eq!(capped(&"é".repeat(400)).chars().count(), SEARCH_CAP);
/// assert_eq!(capped("late"), "late");
/// ```
pub fn capped(query: &str) -> &str {
    match query.char_indices().nth(SEARCH_CAP) {
        Some((at, _)) => &query[..at],
        None => query,
    }
}

/// A search as it is read: French "dés" (dice) as "dice" and "où" as "where" before their
/// accents are folded away (folded, they are "des", some, and "ou", or), then folded, with
/// English's "n't" written out ("didn't discard": "did not discard").
pub(super) fn searched(query: &str) -> String {
    let chars: Vec<char> = capped(query).chars().map(lower).collect();
    // A letter of the words searched (ASCII, Latin-1, œ), told without the standard
    // library's Unicode tables (`char::is_alphanumeric`: 1.7 KB gzip in the widget).
    let letter = |at: Option<&char>| {
        at.is_some_and(|&c| c.is_ascii_alphanumeric() || c == 'œ' || ('ß'..='ÿ').contains(&c))
    };
    let mut read = String::with_capacity(query.len());
    let mut i = 0;
    while i < chars.len() {
        let dice = chars[i..].starts_with(&['d', 'é', 's'])
            && !letter(i.checked_sub(1).and_then(|b| chars.get(b)))
            && !letter(chars.get(i + 3));
        // French "où" (where) is no "ou" (or), which it is once folded.
        let where_ = chars[i..].starts_with(&['o', 'ù'])
            && !letter(i.checked_sub(1).and_then(|b| chars.get(b)))
            && !letter(chars.get(i + 2));
        if dice {
            read.push_str("dice");
            i += 3;
        } else if where_ {
            read.push_str("where");
            i += 2;
        } else {
            read.push(chars[i]);
            i += 1;
        }
    }
    fold(&read).replace("n't", " not")
}

/// The words of a folded search, without the little words that say nothing of the
/// incident ("the player was late"). After French "ne", the negation after a word is read
/// before it too ("ne comprend pas": "pas comprend pas"), the same slice of the search
/// twice, so the words are in the search's order but for that one. A search of little
/// words alone ("le ", a French sentence begun) is as good as empty: every incident is
/// listed.
pub(super) fn query_words(query: &str) -> Vec<&str> {
    // An empty box (every first render) is read without the search's words, which the
    // widget builds once its first screen is painted: ~30 ms of a slow phone's start.
    if query.trim().is_empty() {
        return Vec::new();
    }
    let index = index();
    let mut asked: Vec<&str> = Vec::new();
    let mut rest = query;
    // The word just before, little or not, in the same clause ("c'est": "c").
    let mut before = "";
    while !rest.is_empty() {
        let (word, stop, after) = next_word(rest);
        rest = after;
        let ends = ends_clause(stop);
        let next = if ends { "" } else { peek_word(rest) };
        if index.clause_end(word) {
            asked.push(CLAUSE);
        } else if !word.is_empty()
            && (!index.is_little_between(before, word, next) || counts_one(word, next))
        {
            // "Ne" before it and a negation after it: the negation is read before it too
            // ("ne comprend pas": not understood).
            if index.ne.iter().any(|n| n == before) && index.negations(next) {
                asked.push(next);
            }
            asked.push(word);
        }
        if !word.is_empty() {
            before = word;
        }
        if ends {
            asked.push(CLAUSE);
            before = "";
        }
    }
    // One mark between clauses, none at either end.
    asked.dedup_by(|a, b| *a == CLAUSE && *b == CLAUSE);
    while asked.last() == Some(&CLAUSE) {
        asked.pop();
    }
    if asked.first() == Some(&CLAUSE) {
        asked.remove(0);
    }
    asked
}

/// Whether a little word is the number one, before a thing a count question counts ("a
/// tile", `little one:` words; not "a session", nor "a second time", an ordinal).
#[inline(never)]
fn counts_one(word: &str, next: &str) -> bool {
    index().is_little_one(word)
        && counted_things().binary_search(&stem(next)).is_ok()
        && read_number(next).is_none_or(|(_, ordinal)| !ordinal)
}

/// The marks that end a clause (a comma, a full stop, a colon, a bracket, a new line…):
/// a negation does not reach across them, nor does a run of tiles; every reader of clauses
/// cuts at them.
pub(super) const CLAUSE_MARKS: &str = ",;.:!?()\n";

/// Whether a character ends a clause ([`CLAUSE_MARKS`]).
pub(super) fn ends_clause_at(c: char) -> bool {
    CLAUSE_MARKS.contains(c)
}

/// Whether the character after a word ends its clause.
fn ends_clause(stop: Option<char>) -> bool {
    stop.is_some_and(ends_clause_at)
}

/// The next word of a text that is one ("est - ce": "ce"), or nothing where a clause ends
/// first.
fn peek_word(mut text: &str) -> &str {
    loop {
        let (word, stop, after) = next_word(text);
        if !word.is_empty() || after.is_empty() || ends_clause(stop) {
            return word;
        }
        text = after;
    }
}

/// Where one clause of a search ends and another begins (a comma, a full stop, "but"):
/// a negation does not reach across it, nor does a run of tiles.
pub(super) const CLAUSE: &str = ",";

/// The place of the word that negates the search's word at `at`, if one does: a negation
/// up to two words before it ("not shown", "never formally declared", "forgot the stick"),
/// or "no" right after it with a word after that ("showed no tiles").
pub(super) fn negation(asked: &[&str], at: usize) -> Option<usize> {
    let index = index();
    let before = (at.saturating_sub(2)..at)
        .rev()
        .take_while(|&b| asked[b] != CLAUSE)
        .find(|&b| index.negations(asked[b]));
    let after = Some(at + 1).filter(|&n| {
        n + 1 < asked.len() && asked[n + 1] != CLAUSE && index.after.iter().any(|a| a == asked[n])
    });
    before.or(after)
}

/// Which of the search's words (`asked`, in `query`, folded) a word of doubt before them in
/// their clause puts in doubt ("not sure whether he touched it", "on ne sait pas s'il l'a
/// touchée": touched is asked about, not said): a `doubt:` word not negated ("no doubt" is
/// sure), typed or little (read from the text since the clause began: ", whether he…"), or
/// a `doubt not:` word negated ("nobody is sure", "can't agree", "don't know").
pub(super) fn doubted(query: &str, asked: &[&str]) -> Vec<bool> {
    let index = index();
    let mut doubt = false;
    let mut out = Vec::with_capacity(asked.len());
    for at in 0..asked.len() {
        if asked[at] == CLAUSE {
            doubt = false;
            out.push(false);
            continue;
        }
        // A little word of doubt is read from the text before the word, since the word
        // before it or the clause's mark.
        let text_before = match (0..at).rev().find(|&b| asked[b] != CLAUSE) {
            Some(b) => between(query, asked[b], asked[at]),
            None => place(query, asked[at]).and_then(|end| query.get(..end)),
        }
        .map(|t| t.rsplit(ends_clause_at).next().unwrap_or(t));
        doubt |= text_before.is_some_and(|t| words(t).any(|w| index.doubts(w)));
        out.push(doubt);
        let negated = negation(asked, at).is_some();
        doubt |=
            (index.doubts(asked[at]) && !negated) || (index.doubts_negated(asked[at]) && negated);
    }
    out
}

/// [`negation`] for a word that may be a call ("pon", "ron"): a call names what was called,
/// so a word that puts it later (a `before:` word) does not negate it ("took the tile
/// before saying ron": a ron); a negation does ("not ron").
pub(super) fn call_negation(asked: &[&str], at: usize) -> Option<usize> {
    let index = index();
    let call = index.calls.iter().any(|c| c == asked[at]);
    negation(asked, at).filter(|&by| !call || !index.is_before(asked[by]))
}

/// The text of a search (`query`, folded) between two of its words, read from it in order;
/// none for a clause's mark, which is not of the search's text.
pub(super) fn between<'a>(query: &'a str, first: &str, then: &str) -> Option<&'a str> {
    if first == CLAUSE || then == CLAUSE {
        return None;
    }
    match (place(query, first), place(query, then)) {
        (Some(a), Some(b)) if a + first.len() <= b && b <= query.len() => {
            query.get(a + first.len()..b)
        }
        _ => None,
    }
}

/// Where a word read from a search (`query`, folded) starts in it.
fn place(query: &str, word: &str) -> Option<usize> {
    (word.as_ptr() as usize).checked_sub(query.as_ptr() as usize)
}

/// The text of a search (`query`, folded) after one of its words, read from it.
pub(super) fn after_word<'a>(query: &'a str, word: &str) -> Option<&'a str> {
    query.get(place(query, word)? + word.len()..)
}

/// Each place a phrase (folded, whole words, little ones included: "from the start") is
/// said in a search (`query`, folded, whose words are `asked`), within a clause: the places
/// of the search's words it holds (none where they are all little).
pub(super) fn phrase_places(query: &str, asked: &[&str], phrase: &[String]) -> Vec<Vec<usize>> {
    // The words of the search, little ones included, with where each starts, and whether
    // a clause ends after it.
    let mut said: Vec<(&str, usize, bool)> = Vec::new();
    let mut rest = query;
    while !rest.is_empty() {
        let (word, stop, after) = next_word(rest);
        rest = after;
        if let (false, Some(at)) = (word.is_empty(), place(query, word)) {
            said.push((word, at, ends_clause(stop)));
        } else if let Some(last) = said.last_mut() {
            // A mark after a space ("from the , start") ends the clause all the same.
            last.2 |= ends_clause(stop);
        }
    }
    if phrase.is_empty() {
        return Vec::new();
    }
    let mut found = Vec::new();
    for start in 0..said.len() {
        let Some(run) = said.get(start..start + phrase.len()) else {
            break;
        };
        let whole = run.iter().zip(phrase).all(|((w, ..), p)| w == p)
            && run[..run.len() - 1].iter().all(|(.., ends)| !ends);
        if !whole {
            continue;
        }
        let (from, last) = (run[0].1, run[run.len() - 1]);
        let to = last.1 + last.0.len();
        // Where each of the search's words starts (a clause's mark is none of its text).
        let at = |k: usize| {
            Some(asked[k])
                .filter(|w| *w != CLAUSE)
                .and_then(|w| place(query, w))
        };
        let within: Vec<usize> = (0..asked.len())
            .filter(|&k| at(k).is_some_and(|p| from <= p && p < to))
            .collect();
        found.push(within);
    }
    found
}
