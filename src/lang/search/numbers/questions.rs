//! Which number question of an incident each number of a search answers.

use super::super::*;

/// The thing a number question counts, as the search stems it: the word after "How many"
/// in its English question, else its first word ("Fouls this player already had": a
/// foul). The catalogue's questions are English; another language's word for the thing
/// is read as it where search-words.txt says so (`same: tile tuile`).
pub(in crate::lang::search) fn counted(question: &str) -> String {
    let question = fold(question);
    let mut words = words(&question);
    let first = words.next().unwrap_or_default();
    let word = match (first, words.next()) {
        ("how", Some("many")) => words.next().unwrap_or_default(),
        _ => first,
    };
    stem(word)
}

/// The things the catalogue's count questions count, as stems ([`counted`]: "tile",
/// "minute", "foul"; sorted), read once.
pub(in crate::lang::search) fn counted_things() -> &'static [String] {
    static THINGS: std::sync::OnceLock<Vec<String>> = std::sync::OnceLock::new();
    THINGS.get_or_init(|| {
        let mut things: Vec<String> = CATALOGUE
            .iter()
            .flat_map(|info| info.facts)
            .filter(|f| matches!(f.kind(), FactKind::Count { .. }))
            .map(|f| counted(f.question))
            .collect();
        // The search's own sort: std's sorts of strings weigh kilobytes in the widget.
        sort(&mut things);
        things
    })
}

/// The passes of [`number_answers`] over a search's numbers.
#[derive(Clone, Copy, PartialEq)]
enum Pass {
    /// A number named by the word beside it.
    Beside,
    /// A number named by the word one further on.
    Further,
    /// A number alone.
    Lone,
}

/// The answers a search's numbers give an incident's number questions, with the places of
/// the words they used. A time in minutes ([`Number::minutes`]: hours, or the minutes
/// between two times of day) answers the question whose words say minutes, or nothing.
/// A number answers the question named by the word after it or
/// before it, the word after first ("12 minutes", "7 tiles", "2 fouls", "late 40 seconds"),
/// ("une tuile": one, for the thing the question counts, [`counted`]; not "une session"),
/// then, where none did, the question named one word further on ("three of his own
/// tiles"; not after an everyday word: "table 4 arrived late"),
/// or else the incident's one number question besides the player's earlier fouls, or the
/// one of them the ruling waits for ("late 12": the minutes; not "table 7": a number after an
/// everyday word numbers that); an ordinal answers the earlier
/// fouls ("3rd foul": two before it), but not after a number ("10 seconds"); the thing a
/// question counts, denied right before it, is none where none is its default ("hasn't
/// discarded yet"). A number out
/// of the question's range, or a second
/// number for a question already answered, answers nothing.
pub(in crate::lang::search) fn number_answers(
    lang: Lang,
    info: &IncidentInfo,
    query: &str,
    asked: &[&str],
    stems: &[&str],
    numbers: &[Number],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let ranges: Vec<usize> = (0..info.facts.len())
        .filter(|&i| info.facts[i].range_max().is_some())
        .collect();
    let entry = &entries(lang)[crate::lang::index_of(info)];
    // Whether the word of the search at `at` names the question at `index` (a word of it,
    // in any language, or the start of one).
    let names = |at: Option<usize>, index: usize| {
        at.and_then(|at| stems.get(at).filter(|_| !is_number(asked[at])))
            .is_some_and(|w| entry.questions[index].iter().any(|q| q.starts_with(*w)))
    };
    let mut answers: Vec<(&'static str, String)> = Vec::new();
    let mut used = Vec::new();
    if ranges.is_empty() {
        return (answers, used);
    }
    // Whether the word at `at` is the thing the question at `index` counts ([`counted`]).
    let counts =
        |at: usize, index: usize| stems.get(at).is_some_and(|w| entry.counted[index] == *w);
    // Those the words beside them name first, then a lone number in digits for the
    // incident's one number question ("late 12"; not "round 3" before "twelve minutes").
    // The question a time in minutes answers by itself: the one whose words say minutes
    // (looked for only when the search has one: this is asked for every incident).
    let of_minutes = numbers
        .iter()
        .any(|n| n.minutes)
        .then(|| {
            let minute = stem("minute");
            ranges
                .iter()
                .copied()
                .find(|&r| entry.questions[r].contains(&minute))
        })
        .flatten();
    // Three passes: the numbers the words beside them name; those a word one further on
    // names ("three of his own tiles"); a lone number.
    for (pass, number) in [Pass::Beside, Pass::Further, Pass::Lone]
        .into_iter()
        .flat_map(|pass| numbers.iter().map(move |r| (pass, r)))
    {
        let lone = pass == Pass::Lone;
        let Number {
            at: i,
            value: n,
            ordinal,
            minutes,
        } = *number;
        let word = asked[i];
        let next = Some(i + 1);
        let before = i.checked_sub(1);
        // After a number, "second" is a unit of time, not the second foul ("10 seconds").
        if ordinal && before.is_some_and(|b| is_number(asked[b])) {
            continue;
        }
        // The words beside the number that name the question at `index`.
        let naming = |index: usize| -> Vec<usize> {
            let mut places = Vec::new();
            if names(before, index) {
                places.push(i - 1);
            }
            if names(next, index) {
                places.push(i + 1);
            }
            places
        };
        // After an everyday word, a number numbers that ("table 4"), however near a
        // question's word stands.
        let everyday = before.is_some_and(|b| index().is_weak(stems[b]));
        let (index, value, naming) = if minutes {
            // A time in minutes answers the minutes, or nothing.
            match of_minutes {
                Some(index) if pass == Pass::Beside => (index, n, Vec::new()),
                _ => continue,
            }
        } else if pass == Pass::Further {
            // The word one further on names a question ("three of his own tiles"; not after
            // an everyday word: "the next two players already discarded"); a part of what
            // follows ("of", "de": search-words.txt's `partitive`), one or two further still,
            // whatever stands before the number ("knocked over four of his opponent's
            // tiles", "one of South's hand tiles").
            let partitive = after_word(query, word)
                .and_then(|rest| words(rest).next())
                .is_some_and(|w| index().is_partitive(w));
            let clear = |to: usize| {
                (i + 1..to).all(|b| {
                    asked
                        .get(b)
                        .is_some_and(|w| *w != CLAUSE && read_number(w).is_none())
                })
            };
            let reach = if partitive { 3 } else { 2 };
            // "One", "un", "une", "a" without a part are an article as often: no little
            // word stands between but the thing the question counts ("un joueur arrivé en
            // retard" is a player, no minute).
            let hidden = |at: usize, r: usize| {
                let counted = &entry.counted[r];
                let other = |w: &&str| index().is_little(w) && stem(w) != *counted;
                !partitive
                    && in_words(word) == Some(1)
                    && between(query, word, asked[at]).is_none_or(|t| words(t).any(|w| other(&w)))
            };
            let named = (2..=reach).find_map(|d| {
                let r = ranges
                    .iter()
                    .find(|&&r| names(Some(i + d), r) && !hidden(i + d, r))?;
                Some((*r, i + d))
            });
            match named {
                Some((index, at))
                    if clear(at) && (partitive || !everyday) && !ordinal && !used.contains(&i) =>
                {
                    (index, n, vec![at])
                }
                _ => continue,
            }
        } else if ordinal && !lone {
            // An ordinal beside the word naming the fouls ("3rd foul": two before it; not
            // "the third round"; negated, it says nothing: "pas sa première faute").
            let Some(&index) = ranges.iter().find(|&&r| info.facts[r].field == FOULS) else {
                continue;
            };
            let (Some(earlier), words) = (n.checked_sub(1), naming(index)) else {
                continue;
            };
            if words.is_empty() || negation(asked, i).is_some() {
                continue;
            }
            (index, earlier, words)
        } else if let Some(&index) = (!lone)
            .then(|| {
                // The word after first, a unit ("late 40 seconds": the seconds, not the
                // minutes "late" names), then the word before.
                // "One", "un", "une" are articles as often: an everyday word after them
                // names nothing ("une session" is no earlier foul), unless it is the thing
                // the question counts ("une tuile" exposed is one tile; "une faute" is
                // this foul, no earlier one).
                let article = in_words(word) == Some(1);
                let weak = |at: Option<usize>, r: usize| {
                    at.is_some_and(|a| {
                        index().is_weak(stems[a]) && !(counts(a, r) && info.facts[r].field != FOULS)
                    })
                };
                let named = |at: Option<usize>| {
                    let names = &names;
                    ranges
                        .iter()
                        .find(move |&&r| names(at, r) && !(article && weak(at, r)))
                };
                named(next).or_else(|| named(before))
            })
            .flatten()
        {
            (index, n, naming(index))
        } else if in_words(word).is_some()
            || ordinal
            || !lone
            || used.contains(&i)
            || asked.get(i + 1).is_some_and(|w| *w != CLAUSE)
            || everyday
        {
            // A number in words answers only the question named beside it ("two players
            // tenpai"; "un joueur arrivé en retard" is no minute late); one after an
            // everyday word numbers that ("table 7", "session 2").
            continue;
        } else {
            // Of several, the one the ruling waits for ("late 12": the minutes, not the
            // seconds past them).
            let others: Vec<usize> = ranges
                .iter()
                .copied()
                .filter(|&r| info.facts[r].field != FOULS)
                .collect();
            let required: Vec<usize> = others
                .iter()
                .copied()
                .filter(|&r| info.facts[r].required)
                .collect();
            match (others.as_slice(), required.as_slice()) {
                ([index], _) | (_, [index]) => (*index, n, Vec::new()),
                _ => continue,
            }
        };
        let fact = &info.facts[index];
        let answered = answers.iter().any(|(field, _)| *field == fact.field);
        if answered || fact.range_max().is_none_or(|max| value > max) {
            continue;
        }
        answers.push((fact.field, value.to_string()));
        used.push(i);
        used.extend(naming);
    }
    // The thing counted, denied right before it: none ("hasn't discarded yet"); not the
    // earlier fouls ("not a foul, he says" denies this one), nor a count whose default is
    // not none (the tiles exposed, one by default: "didn't see the tiles he exposed").
    for &r in &ranges {
        let fact = &info.facts[r];
        if fact.field == FOULS
            || fact.default_answer().is_some_and(|d| d != "0")
            || answers.iter().any(|(field, _)| *field == fact.field)
        {
            continue;
        }
        let denied = (1..asked.len()).filter(|&at| counts(at, r)).find_map(|at| {
            let b = at - 1;
            (index().is_not(asked[b]) || spelled(asked[b]) == Some(0)).then_some([b, at])
        });
        if let Some(places) = denied {
            answers.push((fact.field, "0".to_string()));
            used.extend(places);
        }
    }
    (answers, used)
}
