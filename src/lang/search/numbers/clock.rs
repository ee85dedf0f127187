//! Times of day in a search (`14h05`, `2pm`, `2:12`), in minutes from midnight.

use super::super::*;

/// The times of day a search names, in minutes from midnight, each with whether it says
/// which half of the day and the places of its words: `14h`, `14h05`, `14 h 05`, `2pm`,
/// `2 pm`, `2:12`, `14:05`, `2:12pm` (see [`clock`]).
pub(super) fn clock_times(query: &str, asked: &[&str]) -> Vec<(u32, bool, Vec<usize>)> {
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
pub(super) fn clock(hour: &str, minutes: &str, half: Option<&str>) -> Option<(u32, bool)> {
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
