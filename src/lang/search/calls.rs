//! Calls said one after the other ("pon, then ron"): a changed call.

use super::*;

/// Two different calls said one after the other: the calls as typed, and whether the first
/// was a win.
pub(super) struct Sequence {
    pub(super) said: Vec<String>,
    pub(super) first_win: bool,
}

/// How many words apart two calls may be and still be one said after the other.
pub(super) const SEQUENCE_SPAN: usize = 6;

/// Two different calls a search says a player said one after the other, a word of
/// search-words.txt's `sequence` lines between them ("pon, then ron", "ron, no, wait:
/// pon", "chi puis pon"), no more than [`SEQUENCE_SPAN`] words apart; the calls are the
/// words of its `calls:` line, read as what they call ("ron" and "hu" are both a win, so
/// "tsumo, should be ron" is no change of call). `query` is the folded search.
pub(super) fn call_sequence(query: &str) -> Option<Sequence> {
    let index = index();
    let mut tokens = Vec::new();
    let mut rest = query;
    // Whether the last word ended on a full stop.
    let mut stopped = false;
    while !rest.is_empty() {
        let (word, stop, after) = next_word(rest);
        rest = after;
        if !word.is_empty() {
            tokens.push(word);
        }
        // A sentence's end: the calls of the next sentence are another moment's. An
        // ellipsis is a pause ("ron... no, pon").
        let ellipsis =
            stop == Some('.') && (after.starts_with('.') || (word.is_empty() && stopped));
        if stop.is_some_and(|c| ".;?!".contains(c)) && !ellipsis {
            tokens.push(".");
        }
        stopped = stop == Some('.');
    }
    let joins = |w: &str| {
        index
            .sequences
            .iter()
            .any(|s| s.joins.iter().any(|j| j == w))
    };
    let mut last: Option<(usize, String)> = None;
    let mut joined = false;
    for (at, word) in tokens.iter().enumerate() {
        if *word == "." {
            last = None;
            continue;
        }
        if joins(word) {
            joined = true;
        }
        if !index.calls.iter().any(|c| c == word) {
            continue;
        }
        let call = stem(word);
        if let Some((before, first)) = &last
            && *first != call
            && joined
            && at - before <= SEQUENCE_SPAN
        {
            return Some(Sequence {
                said: vec![tokens[*before].to_string(), word.to_string()],
                first_win: first == "win",
            });
        }
        last = Some((at, call));
        joined = false;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two calls in two sentences are two moments, or two players: no change of call.
    #[test]
    fn a_sentence_end_parts_two_calls() {
        assert!(call_sequence("south called pon. then west said ron").is_none());
        assert!(call_sequence("south called pon, then ron").is_some());
        // An ellipsis is a pause, no sentence's end.
        assert!(call_sequence("he said ron... no, pon").is_some());
    }

    /// Every two different calls of search-words.txt's `calls:` line, said one after the
    /// other, tell a changed call, and whether the first was a win; two words for one call
    /// ("tsumo, then ron") do not.
    #[test]
    fn two_calls_one_after_the_other_are_a_changed_call() {
        let calls = &index().calls;
        assert!(calls.len() >= 10);
        for a in calls {
            for b in calls {
                let query = format!("he said {a}, then {b}");
                let sequence = call_sequence(&fold(&query));
                if stem(a) == stem(b) {
                    assert!(sequence.is_none(), "{query}");
                    continue;
                }
                let sequence = sequence.unwrap_or_else(|| panic!("{query}"));
                assert_eq!(sequence.first_win, stem(a) == "win", "{query}");
                assert_eq!(search(Lang::En, &query)[0].kind, "changed-call", "{query}");
                // Too far apart, they are two moments of a story.
                let far = format!("{a} was called, a discard, a draw, another discard, then {b}");
                assert!(call_sequence(&fold(&far)).is_none(), "{far}");
            }
        }
    }
}
