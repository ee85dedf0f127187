//! The numbers of a search's words, read once for every incident: digits, ordinals, numbers
//! in words, hours as minutes, two times of day as the minutes between them.

use super::super::*;
use super::clock::clock_times;

/// A number of a search.
#[derive(Debug, Clone, Copy, PartialEq)]
pub(in crate::lang::search) struct Number {
    /// The place of its (last) word.
    pub(in crate::lang::search) at: usize,
    pub(in crate::lang::search) value: u32,
    /// Whether it is an ordinal ("3rd").
    pub(in crate::lang::search) ordinal: bool,
    /// Whether it is a time in minutes by itself, however it was written: hours ("a
    /// quarter of an hour") or the time between two times of day ("started at 2pm, came
    /// at 2:12").
    pub(in crate::lang::search) minutes: bool,
}

/// The numbers of a search's words ([`read_number`]), read once for every incident: in
/// digits and ordinals first, then in words ("un", "one" are articles as often); tens and
/// units in words are one number ("dix-sept", "twenty five", "trente cinq"); hours are read
/// as minutes, with a part of an hour or minutes after them ("a quarter of an hour": 15,
/// "une demi-heure": 30, "one and a half hours": 90, "une heure et demie": 90, "1 hour 15
/// minutes": 75, "2 hours": 120); two times of day ([`clock`](super::clock::clock)) as the minutes between
/// them.
pub(in crate::lang::search) fn numbers(
    query: &str,
    asked: &[&str],
    tiles: &[usize],
) -> Vec<Number> {
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
        let Some((n, ordinal)) = read_number(word).or_else(|| Some((in_words(word)?, false)))
        else {
            continue;
        };
        let in_words = in_words(word).is_some();
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
