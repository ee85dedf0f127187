//! Numbers in a search, in digits and in words, and the number questions they answer.

use super::*;

/// Whether a word of a search is a number ("12").
pub(super) fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// A whole number written in words, zero to twenty, in English or in French (folded):
/// "twelve", "douze", "nobody" (none at all). "One", "un" and "une" are articles as often as
/// numbers: see [`number_answers`], which takes a number in words only beside the word naming
/// its question.
pub(super) fn spelled(word: &str) -> Option<u32> {
    const NUMBERS: [[&str; 20]; 2] = [
        [
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ],
        [
            "un", "deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze",
            "douze", "treize", "quatorze", "quinze", "seize", "dix-sept", "dix-huit", "dix-neuf",
            "vingt",
        ],
    ];
    match word {
        "une" => return Some(1),
        // None at all: "nobody tenpai", "personne tenpai", "zéro".
        "zero" | "nobody" | "none" | "personne" | "aucun" | "aucune" => return Some(0),
        _ => {}
    }
    // As the search reads it: "trois" without its plural's "s" ("troi").
    NUMBERS
        .iter()
        .find_map(|names| {
            names
                .iter()
                .position(|n| *n == word || n.strip_suffix('s') == Some(word))
        })
        .and_then(|i| u32::try_from(i + 1).ok())
}

/// A word of a search read as a number: `12` as 12; an ordinal — `3rd`, `third`, in French
/// `3e`, `troisieme` (folded), up to the fifth in words — as its number, marked as an
/// ordinal; a whole number in words ([`spelled`]) as its number.
pub(super) fn read_number(word: &str) -> Option<(u32, bool)> {
    const IN_WORDS: [(&str, u32); 13] = [
        ("first", 1),
        ("second", 2),
        ("third", 3),
        ("fourth", 4),
        ("fifth", 5),
        ("premier", 1),
        ("premiere", 1),
        ("deuxieme", 2),
        ("seconde", 2),
        ("troisieme", 3),
        ("quatrieme", 4),
        ("cinquieme", 5),
        ("1re", 1),
    ];
    if let Some((_, n)) = IN_WORDS.iter().find(|(w, _)| *w == word) {
        return Some((*n, true));
    }
    if let Some(n) = spelled(word) {
        return Some((n, false));
    }
    let digits = word.bytes().take_while(u8::is_ascii_digit).count();
    let (number, rest) = word.split_at(digits);
    let n = number.parse().ok()?;
    match rest {
        "" => Some((n, false)),
        "st" | "nd" | "rd" | "th" | "e" | "eme" | "er" => Some((n, true)),
        _ => None,
    }
}

/// A number of a search: the place of its word, its value, and whether it is an ordinal.
pub(super) type Number = (usize, u32, bool);

/// The numbers of a search's words ([`read_number`]), read once for every incident: in
/// digits and ordinals first, then in words ("un", "one" are articles as often); tens and
/// units in words are one number ("dix-sept", "twenty five"); hours are read as minutes, as
/// if in digits, with a part of an hour or minutes after them ("a quarter of an hour": 15,
/// "une demi-heure": 30, "one and a half hours": 90, "une heure et demie": 90, "1 hour 15
/// minutes": 75, "2 hours": 120).
pub(super) fn numbers(asked: &[&str]) -> Vec<Number> {
    let mut read: Vec<(usize, u32, bool, bool)> = Vec::new();
    for (i, word) in asked.iter().enumerate() {
        let Some((n, ordinal)) = read_number(word) else {
            continue;
        };
        if let Some(last) = read.last_mut()
            && last.0 + 1 == i
            && last.3
            && matches!(last.1, 10 | 20)
            && spelled(word).is_some_and(|u| u < 10)
        {
            *last = (i, last.1 + n, false, true);
            continue;
        }
        read.push((i, n, ordinal, spelled(word).is_some()));
    }
    // Hours as minutes, with a part of an hour or minutes after them added (read as digits).
    let part = |w: &str| match w {
        "quarter" | "quart" => Some(15),
        "half" | "demi" | "demie" => Some(30),
        _ => None,
    };
    let minute = stem("minute");
    for (i, word) in asked.iter().enumerate().skip(1) {
        if stem(word) != "hour" {
            continue;
        }
        // The whole hours said just before, or a part of an hour ("half"), with whole hours
        // before it ("one and a half").
        let whole = |read: &[(usize, u32, bool, bool)], at: usize| {
            read.iter().position(|r| r.0 + at == i && !r.2)
        };
        let mut minutes = match part(asked[i - 1]) {
            Some(p) => match whole(&read, 2) {
                Some(k) => read.remove(k).1 * 60 + p,
                None => p,
            },
            None => match whole(&read, 1) {
                Some(k) => read.remove(k).1 * 60,
                None => continue,
            },
        };
        // A part after them ("une heure et demie"), or minutes ("1 hour 15 minutes"): the
        // number then stands where its last word does, for the words beside it.
        let mut at = i;
        if let Some(p) = asked.get(i + 1).and_then(|w| part(w)) {
            minutes += p;
            at = i + 1;
        } else if let Some(k) = read.iter().position(|r| r.0 == i + 1 && !r.2)
            && asked.get(i + 2).is_some_and(|w| stem(w) == minute)
        {
            minutes += read.remove(k).1;
            at = i + 2;
        }
        read.push((at, minutes, false, false));
    }
    let digits = read.iter().filter(|r| !r.3);
    digits
        .chain(read.iter().filter(|r| r.3))
        .map(|&(i, n, ordinal, _)| (i, n, ordinal))
        .collect()
}

/// The answers a search's numbers give an incident's number questions, with the places of
/// the words they used. A number answers the question named by the word after it or
/// before it ("12 minutes", "7 tiles", "2 fouls"), or else the incident's one number
/// question besides the player's earlier fouls ("late 12"; not "table 7": a number after an
/// everyday word numbers that); an ordinal answers the earlier
/// fouls ("3rd foul": two before it), but not after a number ("10 seconds"). A number out
/// of the question's range, or a second
/// number for a question already answered, answers nothing.
pub(super) fn number_answers(
    lang: Lang,
    info: &IncidentInfo,
    asked: &[&str],
    stems: &[&str],
    numbers: &[Number],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    const FOULS: &str = "priorFouls";
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
    // Those the words beside them name first, then a lone number in digits for the
    // incident's one number question ("late 12"; not "round 3" before "twelve minutes").
    for (lone, &(i, n, ordinal)) in [false, true]
        .into_iter()
        .flat_map(|lone| numbers.iter().map(move |r| (lone, r)))
    {
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
        let (index, value, naming) = if ordinal && !lone {
            // An ordinal beside the word naming the fouls ("3rd foul": two before it; not
            // "the third round").
            let Some(&index) = ranges.iter().find(|&&r| info.facts[r].field == FOULS) else {
                continue;
            };
            let (Some(earlier), words) = (n.checked_sub(1), naming(index)) else {
                continue;
            };
            if words.is_empty() {
                continue;
            }
            (index, earlier, words)
        } else if let Some((index, words)) = ranges
            .iter()
            .map(|&r| (r, naming(r)))
            .find(|(_, words)| !words.is_empty() && !lone)
        {
            (index, n, words)
        } else if spelled(word).is_some()
            || ordinal
            || !lone
            || used.contains(&i)
            || asked.get(i + 1).is_some_and(|w| *w != CLAUSE)
            || before.is_some_and(|b| index().is_weak(stems[b]))
        {
            // A number in words answers only the question named beside it ("two players
            // tenpai"; "un joueur arrivé en retard" is no minute late); one after an
            // everyday word numbers that ("table 7", "session 2").
            continue;
        } else {
            let mut others = ranges.iter().filter(|&&r| info.facts[r].field != FOULS);
            match (others.next(), others.next()) {
                (Some(&index), None) => (index, n, Vec::new()),
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
    (answers, used)
}
