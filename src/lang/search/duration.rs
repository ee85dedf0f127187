//! How long, in minutes and seconds, where an incident asks both (how late a player was):
//! the seconds a search gives past its minutes ("five and a half minutes": 30 seconds,
//! "une minute quarante-cinq": 45, "7 min 30": 30, "20 minutes pile": none), and the whole
//! minutes where it gives seconds alone ("only 45 sec late": none; "90 seconds": one). The
//! numbers a word beside them names by itself ("12 minutes", "40 seconds") are
//! `number_answers`'.

use super::*;

/// The words of a duration besides a unit's own word in any form ("minutes", "secondes"):
/// search-words.txt's `duration` lines, folded, whole, read once. ("s" is a little word,
/// which a search does not keep: "3 min 45 s" is read as "3 min 45".)
#[derive(Default)]
struct Units {
    /// Short forms of "minute" ("min").
    minute: Vec<String>,
    /// Short forms of "second" ("sec").
    second: Vec<String>,
    /// Half of the unit before or after ("half", "demie").
    half: Vec<String>,
    /// No seconds past the minutes ("exactly", "pile").
    exactly: Vec<String>,
}

/// The `duration` lines of search-words.txt: `duration <minute|second|half|exactly>: word…`.
fn units() -> &'static Units {
    static UNITS: std::sync::OnceLock<Units> = std::sync::OnceLock::new();
    UNITS.get_or_init(|| {
        let mut units = Units::default();
        for (head, text) in search_word_lines() {
            let into = match head.strip_prefix("duration ") {
                Some("minute") => &mut units.minute,
                Some("second") => &mut units.second,
                Some("half") => &mut units.half,
                Some("exactly") => &mut units.exactly,
                _ => continue,
            };
            into.extend(words(&fold(text)).map(str::to_string));
        }
        units
    })
}

/// The answers a search's duration gives the incident's minutes and seconds questions (the
/// number questions whose words say minutes and seconds), both read together, in place of
/// what the numbers read one by one gave them: each field with its value, and the places
/// of the words used. Nothing where the duration is out of the questions' range.
pub(super) fn duration_answers(
    lang: Lang,
    info: &IncidentInfo,
    asked: &[&str],
    stems: &[&str],
    numbers: &[Number],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let place = crate::lang::index_of(info);
    let entry = &entries(lang)[place];
    let (minute, second) = (stem("minute"), stem("second"));
    // The number question whose words say the unit.
    let question = |unit: &str| {
        (0..info.facts.len()).find(|&q| {
            info.facts[q].range_max().is_some() && entry.questions[q].iter().any(|w| w == unit)
        })
    };
    let (Some(minutes_q), Some(seconds_q)) = (question(&minute), question(&second)) else {
        return (Vec::new(), Vec::new());
    };
    // Whether the word at `at` is one of `list`, or a form of the unit `unit`.
    let is = |at: usize, list: &[String], unit: Option<&str>| {
        asked.get(at).is_some_and(|w| {
            list.iter().any(|l| l == w)
                || unit.is_some_and(|u| stems.get(at).is_some_and(|s| *s == u))
        })
    };
    let units = units();
    let (minute, second) = (Some(minute.as_str()), Some(second.as_str()));
    let number_at = |at: usize| numbers.iter().find(|n| n.at == at && !n.ordinal);
    // What may follow the seconds said after the minutes ("7 min 30 de retard"): nothing,
    // the clause's end, a unit of seconds, or a word of the incident's own; not a word of
    // something else ("5 minutes 2 players waiting").
    let ends = |at: usize| match asked.get(at) {
        None => true,
        Some(&w) => {
            w == CLAUSE
                || is(at, &units.second, second)
                || holders(lang).of(stems[at]).has(place) == Some(true)
        }
    };
    // The first duration said: (whole minutes if said, seconds, the places of its words).
    let found = numbers
        .iter()
        .filter(|n| !n.ordinal && !n.minutes)
        .find_map(|n| {
            let a = n.at;
            if is(a + 1, &units.minute, minute) {
                if is(a + 2, &units.half, None) {
                    // "huit minutes et demie"
                    return Some((Some(n.value), 30, vec![a, a + 1, a + 2]));
                }
                let spoken = asked.get(a + 2).is_some_and(|w| read_number(w).is_some());
                if let Some(s) = (a + 2..=a + 3)
                    .find_map(number_at)
                    .filter(|s| spoken && ends(s.at + 1))
                {
                    // "une minute quarante-cinq", "7 min 30", "3 min 45 sec"
                    return Some((Some(n.value), s.value, vec![a, a + 1, s.at]));
                }
                // "exactly two minutes", "20 minutes pile"
                (a.saturating_sub(2)..=a + 3)
                    .find(|&e| is(e, &units.exactly, None))
                    .map(|e| (Some(n.value), 0, vec![a, a + 1, e]))
            } else if is(a + 1, &units.half, None) && is(a + 2, &units.minute, minute) {
                // "three and a half minutes"
                Some((Some(n.value), 30, vec![a, a + 1, a + 2]))
            } else if is(a + 1, &units.second, second) && !stems.iter().any(|s| Some(*s) == minute)
            {
                // "only 45 sec late", "90 seconds late": the whole minutes in them.
                Some((Some(n.value / 60), n.value % 60, vec![a, a + 1]))
            } else {
                None
            }
        });
    let Some((Some(minutes), seconds, used)) = found else {
        return (Vec::new(), Vec::new());
    };
    let within = |q: usize, n: u32| info.facts[q].range_max().is_some_and(|max| n <= max);
    if !within(minutes_q, minutes) || !within(seconds_q, seconds) {
        return (Vec::new(), Vec::new());
    }
    let answers = vec![
        (info.facts[minutes_q].field, minutes.to_string()),
        (info.facts[seconds_q].field, seconds.to_string()),
    ];
    (answers, used)
}

#[cfg(test)]
mod tests {
    use crate::lang::{Lang, search_answers};
    use crate::rules::catalogue::info;

    /// The minutes and seconds late a search gives.
    fn late(lang: Lang, query: &str) -> (Option<String>, Option<String>) {
        let answers = search_answers(lang, info("late").expect("late"), query);
        let of = |field| {
            answers
                .iter()
                .find(|(f, _)| *f == field)
                .map(|(_, v)| v.clone())
        };
        (of("minutes"), of("seconds"))
    }

    #[test]
    fn seconds_past_the_minutes_are_read_however_said() {
        let both = |m: &str, s: &str| (Some(m.to_string()), Some(s.to_string()));
        let cases = [
            (Lang::En, "only 45 sec late", both("0", "45")),
            (Lang::En, "three and a half minutes late", both("3", "30")),
            (Lang::En, "late by 10 minutes 45 seconds", both("10", "45")),
            (Lang::En, "exactly two minutes late", both("2", "0")),
            (
                Lang::Fr,
                "une minute quarante-cinq de retard",
                both("1", "45"),
            ),
            (Lang::Fr, "7 min 30 de retard", both("7", "30")),
            (Lang::Fr, "huit minutes et demie de retard", both("8", "30")),
            (Lang::Fr, "retard de 20 minutes pile", both("20", "0")),
            (
                Lang::Fr,
                "arrivée avec 3 min 45 s de retard",
                both("3", "45"),
            ),
        ];
        for (lang, query, want) in cases {
            assert_eq!(late(lang, query), want, "{query}");
        }
        // Whole minutes say nothing of the seconds; "a half hour" is minutes.
        assert_eq!(late(Lang::En, "12 minutes late"), (Some("12".into()), None));
        assert_eq!(
            late(Lang::En, "half an hour late"),
            (Some("30".into()), None)
        );
        // Seconds alone are whole minutes and seconds.
        assert_eq!(late(Lang::En, "he was 90 seconds late"), both("1", "30"));
        // A number after the minutes followed by a word of something else is no seconds
        // (which also leaves out "3 min 45 s après le signal": "s" is not kept).
        assert_eq!(late(Lang::Fr, "3 min 45 s après le signal").1, None);
        assert_eq!(late(Lang::En, "late 5 minutes 2 players waiting").1, None);
        // No more than 59 seconds past a minute, no more minutes than the question takes.
        assert_eq!(late(Lang::En, "3 min 75 late").1, None);
        assert_eq!(late(Lang::En, "late 4294967295 and a half minutes").1, None);
    }
}
