//! Numbers in a search, in digits and in words, and the number questions they answer.

use super::*;

/// Whether a word of a search is a number ("12").
pub(super) fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// A whole number written in words, zero to twenty and the tens to sixty, in English or in
/// French (folded): "twelve", "douze", "trente", "nobody" (none at all). "One", "un" and "une" are articles as often as
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
    const TENS: [[&str; 4]; 2] = [
        ["thirty", "forty", "fifty", "sixty"],
        ["trente", "quarante", "cinquante", "soixante"],
    ];
    if let Some(t) = TENS
        .iter()
        .find_map(|tens| tens.iter().position(|t| *t == word))
    {
        return u32::try_from(t * 10 + 30).ok();
    }
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

/// The thing a number question counts, as the search stems it: the word after "How many"
/// in its English question, else its first word ("Fouls this player already had": a
/// foul). The catalogue's questions are English; another language's word for the thing
/// is read as it where search-words.txt says so (`same: tile tuile`).
pub(super) fn counted(question: &str) -> String {
    let question = fold(question);
    let mut words = words(&question);
    let first = words.next().unwrap_or_default();
    let word = match (first, words.next()) {
        ("how", Some("many")) => words.next().unwrap_or_default(),
        _ => first,
    };
    stem(word)
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

/// A number of a search.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(super) struct Number {
    /// The place of its (last) word.
    pub(super) at: usize,
    pub(super) value: u32,
    /// Whether it is an ordinal ("3rd").
    pub(super) ordinal: bool,
    /// Whether it is a time in minutes by itself, however it was written: hours ("a
    /// quarter of an hour") or the time between two times of day ("started at 2pm, came
    /// at 2:12").
    pub(super) minutes: bool,
}

/// The numbers of a search's words ([`read_number`]), read once for every incident: in
/// digits and ordinals first, then in words ("un", "one" are articles as often); tens and
/// units in words are one number ("dix-sept", "twenty five", "trente cinq"); hours are read
/// as minutes, with a part of an hour or minutes after them ("a quarter of an hour": 15,
/// "une demi-heure": 30, "one and a half hours": 90, "une heure et demie": 90, "1 hour 15
/// minutes": 75, "2 hours": 120); two times of day ([`clock`]) as the minutes between
/// them.
pub(super) fn numbers(query: &str, asked: &[&str], tiles: &[usize]) -> Vec<Number> {
    let clocks = clock_times(query, asked);
    // The digits of tiles (`tiles`: the places of the words of the search's [`tile_run`])
    // are no numbers ("3 man 4 man 6 man"; one tile, "waiting on 3 man").
    let suit_after = |i: usize| asked.get(i + 1).is_some_and(|w| names_suit(w));
    // (the number, whether in words)
    let mut read: Vec<(Number, bool)> = Vec::new();
    for (i, word) in asked.iter().enumerate() {
        if clocks.iter().any(|c| c.2.contains(&i)) || tiles.contains(&i) || suit_after(i) {
            continue;
        }
        let Some((n, ordinal)) = read_number(word) else {
            continue;
        };
        let in_words = spelled(word).is_some();
        if let Some((last, true)) = read.last_mut()
            && last.at + 1 == i
            && last.value % 10 == 0
            && last.value >= 10
            && spelled(word).is_some_and(|u| u < 10)
        {
            *last = Number {
                at: i,
                value: last.value + n,
                ..*last
            };
            continue;
        }
        let number = Number {
            at: i,
            value: n,
            ordinal,
            minutes: false,
        };
        read.push((number, in_words));
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
        // The whole number said `back` words before the hour.
        let whole = |read: &[(Number, bool)], back: usize| {
            read.iter().position(|r| r.0.at + back == i && !r.0.ordinal)
        };
        let mut minutes = match part(asked[i - 1]) {
            // Whole hours and a part of one ("one and a half"); a number just before the
            // part without "and" is its article ("un quart d'heure": 15).
            Some(p) => match whole(&read, 2) {
                Some(k) if joined(query, asked[i - 2], asked[i - 1]) => {
                    read.remove(k).0.value.saturating_mul(60).saturating_add(p)
                }
                Some(k) => {
                    read.remove(k);
                    p
                }
                None => p,
            },
            None => match whole(&read, 1) {
                Some(k) => read.remove(k).0.value.saturating_mul(60),
                None => continue,
            },
        };
        // A part after them ("une heure et demie"), or minutes ("1 hour 15 minutes"): the
        // number then stands where its last word does, for the words beside it.
        let mut at = i;
        if let Some(p) = asked.get(i + 1).and_then(|w| part(w)) {
            minutes = minutes.saturating_add(p);
            at = i + 1;
        } else if let Some(k) = read.iter().position(|r| r.0.at == i + 1 && !r.0.ordinal)
            && asked.get(i + 2).is_some_and(|w| stem(w) == minute)
        {
            minutes = minutes.saturating_add(read.remove(k).0.value);
            at = i + 2;
        }
        let number = Number {
            at,
            value: minutes,
            ordinal: false,
            minutes: true,
        };
        read.push((number, false));
    }
    // Two times of day: the minutes between them, at the second; "2pm" and "2:12" are
    // the same afternoon.
    if let [(first, half, _), (second, other_half, at)] = &clocks[..]
        && let apart = first.abs_diff(*second)
        && let apart = apart.min(24 * 60 - apart)
        && let value = if *half && *other_half {
            apart
        } else {
            apart.min(apart.abs_diff(720))
        }
        && (1..=600).contains(&value)
    {
        let at = *at.last().unwrap_or(&0);
        read.push((
            Number {
                at,
                value,
                ordinal: false,
                minutes: true,
            },
            false,
        ));
    }
    let digits = read.iter().filter(|r| !r.1);
    digits
        .chain(read.iter().filter(|r| r.1))
        .map(|r| r.0)
        .collect()
}

/// Whether two words of a search stand with "and" or "et" between them ("one and a half").
fn joined(query: &str, first: &str, then: &str) -> bool {
    between(query, first, then).is_some_and(|text| {
        text.split(|c: char| !word_char(c))
            .any(|w| w == "and" || w == "et")
    })
}

/// The times of day a search names, in minutes from midnight, each with whether it says
/// which half of the day and the places of its words: `14h`, `14h05`, `14 h 05`, `2pm`,
/// `2 pm`, `2:12`, `14:05`, `2:12pm` (see [`clock`]).
fn clock_times(query: &str, asked: &[&str]) -> Vec<(u32, bool, Vec<usize>)> {
    let mut times = Vec::new();
    let mut i = 0;
    while i < asked.len() {
        // "2:12": the hour, a colon, the minutes; "14 h 10", the French way, an "h".
        let colon = asked
            .get(i + 2)
            .filter(|_| asked.get(i + 1) == Some(&CLAUSE))
            .filter(|&&m| between(query, asked[i], m) == Some(":"));
        let h = asked
            .get(i + 2)
            .filter(|m| asked.get(i + 1) == Some(&"h") && m.len() == 2 && is_number(m));
        let (hour, rest, used) = match colon.or(h) {
            Some(minutes) => (asked[i], *minutes, vec![i, i + 1, i + 2]),
            None => (asked[i], "", vec![i]),
        };
        // "2 pm": the half of the day a word of its own (which the search may have left
        // out as a little word: "am").
        let last = asked[*used.last().unwrap_or(&i)];
        let after = after_word(query, last)
            .map(|text| next_word(text.trim_start_matches(' ')).0)
            .filter(|w| matches!(*w, "am" | "pm" | "h"))
            .or(h.map(|_| "h"));
        if let Some((time, told)) = clock(hour, rest, after) {
            let mut used = used;
            let next = used.last().map_or(i, |&l| l + 1);
            if h.is_none() && after.is_some() && asked.get(next) == after.as_ref() {
                used.push(next);
            }
            i = used.last().map_or(i, |&l| l) + 1;
            times.push((time, told, used));
        } else {
            i += 1;
        }
    }
    times
}

/// A time of day in minutes from midnight, and whether it says which half of the day
/// (`14h`, `2pm`; not `2:12`): the hour's word (`14h05`, `2pm`, `14`), the
/// minutes after a colon (`12`, `12pm`; empty if none) and a word of its own after them
/// (`pm`, `h`). A bare number is no time: it needs `h`, `am`/`pm` or a colon.
fn clock(hour: &str, minutes: &str, half: Option<&str>) -> Option<(u32, bool)> {
    fn split(w: &str) -> Option<(u32, usize, &str)> {
        let n = w.bytes().take_while(u8::is_ascii_digit).count();
        let (digits, after) = w.split_at(n);
        digits.parse::<u32>().ok().map(|d| (d, n, after))
    }
    let (h, _, after) = split(hour)?;
    // What follows the hour: its minutes, then "am", "pm" or "h" (or nothing).
    let (m, mark) = if minutes.is_empty() {
        match after.strip_prefix('h') {
            Some(m) if m.len() == 2 => (split(m).filter(|s| s.1 == 2)?.0, "h"),
            _ => (0, after),
        }
    } else {
        let (m, n, mark) = split(minutes)?;
        if n != 2 || !after.is_empty() {
            return None;
        }
        (m, mark)
    };
    let mark = match (mark, half) {
        (mark, None) => mark,
        ("", Some(half)) => half,
        _ => return None,
    };
    // A bare number is no time: it needs a colon, "h", "am" or "pm".
    let pm = match mark {
        "pm" => Some(true),
        "am" => Some(false),
        "h" => None,
        "" if !minutes.is_empty() => None,
        _ => return None,
    };
    if h > 23 || m > 59 || (pm.is_some() && !(1..=12).contains(&h)) {
        return None;
    }
    let told = pm.is_some() || h > 12 || mark == "h";
    let h = match pm {
        Some(true) if h < 12 => h + 12,
        Some(false) if h == 12 => 0,
        _ => h,
    };
    Some((h * 60 + m, told))
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
    // Whether the word at `at` is the thing the question at `index` counts ([`counted`]).
    let counts =
        |at: usize, index: usize| stems.get(at).is_some_and(|w| entry.counted[index] == *w);
    // Those the words beside them name first, then a lone number in digits for the
    // incident's one number question ("late 12"; not "round 3" before "twelve minutes").
    // The question a time in minutes answers by itself: the one whose words say minutes.
    let minute = stem("minute");
    let of_minutes = ranges
        .iter()
        .copied()
        .find(|&r| entry.questions[r].contains(&minute));
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
            // an everyday word: "the next two players already discarded").
            let one_word_between = asked
                .get(i + 1)
                .is_some_and(|w| *w != CLAUSE && read_number(w).is_none());
            match ranges.iter().find(|&&r| names(Some(i + 2), r)) {
                Some(&index) if one_word_between && !everyday && !ordinal && !used.contains(&i) => {
                    (index, n, vec![i + 2])
                }
                _ => continue,
            }
        } else if ordinal && !lone {
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
        } else if let Some(&index) = (!lone)
            .then(|| {
                // The word after first, a unit ("late 40 seconds": the seconds, not the
                // minutes "late" names), then the word before.
                // "One", "un", "une" are articles as often: an everyday word after them
                // names nothing ("une session" is no earlier foul), unless it is the thing
                // the question counts ("une tuile" exposed is one tile; "une faute" is
                // this foul, no earlier one).
                let article = spelled(word) == Some(1);
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
        } else if spelled(word).is_some()
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The minutes a search's words say, as the late player's question reads them.
    fn minutes(query: &str) -> Option<String> {
        let late = CATALOGUE.iter().find(|i| i.kind == "late").unwrap();
        search_answers(Lang::En, late, query)
            .into_iter()
            .find(|(field, _)| *field == "minutes")
            .map(|(_, value)| value)
    }

    /// Parts of an hour, with whole hours only when "and" joins them; tens in words.
    #[test]
    fn hours_and_tens_in_words() {
        assert_eq!(minutes("un quart d'heure de retard").as_deref(), Some("15"));
        assert_eq!(minutes("a quarter of an hour late").as_deref(), Some("15"));
        assert_eq!(minutes("une demi-heure de retard").as_deref(), Some("30"));
        assert_eq!(minutes("one and a half hours late").as_deref(), Some("90"));
        assert_eq!(
            minutes("une heure et demie de retard").as_deref(),
            Some("90")
        );
        assert_eq!(minutes("trente minutes de retard").as_deref(), Some("30"));
        assert_eq!(minutes("late by forty five minutes").as_deref(), Some("45"));
        assert_eq!(minutes("dix-sept minutes de retard").as_deref(), Some("17"));
        // Numbers too big for an hour count answer nothing, and never overflow.
        assert_eq!(minutes("late 1 hour 4294967295 minutes"), None);
        // A number after an everyday word numbers that, wherever a question's word stands.
        assert_eq!(
            minutes("table 4 arrived late, 12 minutes").as_deref(),
            Some("12")
        );
        assert_eq!(
            minutes("table 2 Sud en retard de 12 minutes").as_deref(),
            Some("12")
        );
        assert_eq!(
            minutes("vingt-cinq minutes de retard").as_deref(),
            Some("25")
        );
    }

    /// Every pair of times of day, written in each way a player writes one, is read as the
    /// minutes between them, whichever comes first in the sentence; a number alone is no
    /// time of day.
    #[test]
    fn two_times_of_day_are_the_minutes_between_them() {
        let written = |h: u32, m: u32, way: usize| -> String {
            let twelve = if h.is_multiple_of(12) { 12 } else { h % 12 };
            let half = if h < 12 { "am" } else { "pm" };
            match (way, m) {
                (0, 0) => format!("{h}h"),
                (0, m) => format!("{h}h{m:02}"),
                (1, 0) => format!("{twelve}{half}"),
                (1, m) => format!("{twelve}:{m:02}{half}"),
                (2, 0) => format!("{twelve} {half}"),
                (2, m) => format!("{twelve}:{m:02} {half}"),
                (_, m) => format!("{h}:{m:02}"),
            }
        };
        for start in (8 * 60..22 * 60).step_by(35) {
            for late in [1, 5, 12, 15, 59, 61] {
                let come = start + late;
                for way in 0..4 {
                    let (s, c) = (
                        written(start / 60, start % 60, way),
                        written(come / 60, come % 60, 3 - way),
                    );
                    let said = format!("session started at {s}, she came in at {c}");
                    assert_eq!(minutes(&said), Some(late.to_string()), "{said}");
                    let said = format!("arrivé à {c} alors que la session commençait à {s}");
                    assert_eq!(minutes(&said), Some(late.to_string()), "{said}");
                }
            }
        }
        // A time in minutes answers the minutes or nothing: not a count of tiles.
        let exposed = CATALOGUE
            .iter()
            .find(|i| i.kind == "exposed-tiles")
            .unwrap();
        let answers = search_answers(Lang::En, exposed, "exposed tiles at 2pm, again at 2:05pm");
        assert!(!answers.iter().any(|(f, _)| *f == "count"), "{answers:?}");
        // "Une" before an everyday word is an article: "une session" is no earlier foul.
        let answers = search_answers(Lang::Fr, exposed, "arrivée à 14h20 pour une session à 14h");
        assert!(
            !answers.iter().any(|(f, _)| *f == "priorFouls"),
            "{answers:?}"
        );
        // The thing a question counts, named after an article or in a part of a group.
        assert_eq!(counted("How many tiles?"), stem("tuile"));
        assert_eq!(
            counted("Fouls this player already had this session"),
            stem("foul")
        );
        let count = |lang, q| {
            search_answers(lang, exposed, q)
                .into_iter()
                .find(|(f, _)| *f == "count")
                .map(|(_, v)| v)
        };
        assert_eq!(
            count(Lang::Fr, "il a retourné une tuile du mur").as_deref(),
            Some("1")
        );
        assert_eq!(
            count(Lang::Fr, "il laisse échapper une de ses tuiles").as_deref(),
            Some("1")
        );
        // A number before another everyday noun counts that ("two rounds"). (Not yet one
        // before a little word: "two players exposed tiles" still reads two tiles.)
        assert_eq!(count(Lang::En, "after two rounds he exposed tiles"), None);
        // Not across a clause, nor an article before a foul.
        assert_eq!(count(Lang::En, "two at the table, tiles flipped"), None);
        let fouls = search_answers(Lang::Fr, exposed, "une tuile retournée, c'est une faute");
        assert!(!fouls.iter().any(|(f, _)| *f == "priorFouls"), "{fouls:?}");
        // The thing counted, denied: none.
        let claimed = CATALOGUE
            .iter()
            .find(|i| i.kind == "claimed-tile-not-taken")
            .unwrap();
        let since = |q| {
            search_answers(Lang::En, claimed, q)
                .into_iter()
                .find(|(f, _)| *f == "discardsSince")
                .map(|(_, v)| v)
        };
        assert_eq!(
            since("called chi, hasn't discarded yet, tile still in the pond").as_deref(),
            Some("0")
        );
        assert_eq!(since("called chi, discarded, tile still in the pond"), None);
        // A denial reaches no further than its clause, and only the word after it.
        assert_eq!(
            since("nobody, discarded and the tile is still in the pond"),
            None
        );
        assert_eq!(
            since("did not see it, discarded and the tile still there"),
            None
        );
        // The French way with spaces, and across midnight.
        assert_eq!(
            minutes("arrivé à 14 h 10 au lieu de 14 h").as_deref(),
            Some("10")
        );
        assert_eq!(
            minutes("started at 23h50, came at 0h10").as_deref(),
            Some("20")
        );
        // Read apart, a number is no time: "table 2 … 12 minutes late" is twelve minutes.
        assert_eq!(
            minutes("table 2, round 3: 12 minutes late").as_deref(),
            Some("12")
        );
    }
}
