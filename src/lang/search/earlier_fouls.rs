//! The fouls a player already had this session, as a search tells them: "he already had a
//! warning" (one), "averti deux fois" (two), "a warning, then a penalty earlier" (two),
//! "deuxième fois de la session" (one before this), "no earlier fouls" (none). The words
//! are search-words.txt's `fouls` lines; a count named beside "foul" ("2 fouls", "3rd
//! foul") is `number_answers`'.

use super::*;

/// The question of the fouls a player already had this session.
pub(super) const FOULS: &str = "priorFouls";

/// The words of earlier fouls: search-words.txt's `fouls` lines, as stems, read once.
#[derive(Default)]
struct FoulWords {
    /// A sanction given, one foul each ("warning", "averti", "penalised").
    given: Vec<String>,
    /// A foul itself ("foul", "faute", "offence").
    foul: Vec<String>,
    /// A time something happened ("time", "fois": "second time").
    time: Vec<String>,
    /// Words putting a foul before this one ("already", "earlier", "déjà").
    earlier: Vec<String>,
    /// Words saying there was none ("clean": a clean record).
    none: Vec<String>,
    /// A count in one word ("twice": 2).
    counts: Vec<(String, u32)>,
}

/// The `fouls` lines of search-words.txt: `fouls <given|foul|time|earlier|none|n>: word…`.
fn foul_words() -> &'static FoulWords {
    static WORDS: std::sync::OnceLock<FoulWords> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let mut read = FoulWords::default();
        for (head, text) in search_word_lines() {
            let Some(kind) = head.strip_prefix("fouls ") else {
                continue;
            };
            let text = fold(text);
            let stems = words(&text).map(stem);
            match kind {
                "given" => read.given.extend(stems),
                "foul" => read.foul.extend(stems),
                "time" => read.time.extend(stems),
                "earlier" => read.earlier.extend(stems),
                "none" => read.none.extend(stems),
                n => {
                    if let Ok(n) = n.parse() {
                        read.counts.extend(stems.map(|s| (s, n)));
                    }
                }
            }
        }
        read
    })
}

/// The number of fouls the player already had this session, as the search's words
/// (`asked`, their `stems` and `numbers`) tell it, with the places of the words used:
///
/// - an ordinal before a time or a foul: the ones before it ("second time this session",
///   "3e avertissement": two; "first offence": none; not "first time", said of much else);
/// - a foul or a sanction negated, with a word putting it earlier, or a clean record: none
///   ("no earlier fouls", "jamais averti auparavant", "clean record");
/// - else each sanction given, in a clause with a word putting it earlier (or in the clause
///   right after one that had one: "un avertissement puis une pénalité"), counted by the
///   number before it ("two warnings") or the times after it ("warned twice", "averti deux
///   fois"), one without; a foul counted the same way where no sanction is said in its
///   clause ("he already has one foul"), but only with a number (a foul alone is this one).
///
/// Nothing where the words say nothing of earlier fouls ("what penalty?": no word puts it
/// earlier).
pub(super) fn earlier_fouls(
    asked: &[&str],
    stems: &[&str],
    numbers: &[Number],
) -> Option<(u32, Vec<usize>)> {
    let fouls = foul_words();
    let is =
        |list: &[String], at: usize| stems.get(at).is_some_and(|s| list.iter().any(|w| w == s));
    let fouled = |at: usize| is(&fouls.given, at) || is(&fouls.foul, at);
    let number_at = |at: usize| numbers.iter().find(|n| n.at == at);
    // An ordinal before a time or a foul.
    for n in numbers.iter().filter(|n| n.ordinal) {
        let next = n.at + 1;
        let foul = fouled(next);
        if foul || (is(&fouls.time, next) && n.value >= 2) {
            return Some((n.value.saturating_sub(1), vec![n.at, next]));
        }
    }
    // The clauses, as the places of their words.
    let mut clauses: Vec<std::ops::Range<usize>> = Vec::new();
    let mut from = 0;
    for at in 0..=asked.len() {
        if at == asked.len() || asked[at] == CLAUSE {
            clauses.push(from..at);
            from = at + 1;
        }
    }
    let earlier_in =
        |clause: &std::ops::Range<usize>| clause.clone().find(|&at| is(&fouls.earlier, at));
    // None: negated with a word putting it earlier ("no earlier fouls"), or a clean record.
    for clause in &clauses {
        if let Some(at) = clause.clone().find(|&at| is(&fouls.none, at)) {
            return Some((0, vec![at]));
        }
        let Some(earlier) = earlier_in(clause) else {
            continue;
        };
        for at in clause.clone().filter(|&at| fouled(at)) {
            let zero = at
                .checked_sub(1)
                .and_then(number_at)
                .is_some_and(|n| n.value == 0);
            if let Some(by) = negation(asked, at).or(zero.then(|| at - 1)) {
                return Some((0, vec![by, at, earlier]));
            }
        }
    }
    // The sanctions given, and the fouls counted, of the clauses that put them earlier.
    let mut total = 0;
    let mut used = Vec::new();
    let mut counted_before = false;
    for clause in &clauses {
        let given: Vec<usize> = clause.clone().filter(|&at| is(&fouls.given, at)).collect();
        let earlier = earlier_in(clause);
        if given.is_empty() {
            counted_before = false;
            let Some(earlier) = earlier else { continue };
            // A foul, with its number ("already has one foul"; "une faute plus tôt").
            for at in clause.clone().filter(|&at| is(&fouls.foul, at)) {
                if let Some(n) = at.checked_sub(1).and_then(number_at).filter(|n| !n.ordinal) {
                    total += n.value;
                    used.extend([n.at, at, earlier]);
                }
            }
            continue;
        }
        if earlier.is_none() && !counted_before {
            continue;
        }
        counted_before = true;
        used.extend(earlier);
        for at in given {
            // The number before it ("deux avertissements"), or the times after it ("warned
            // twice", "averti deux fois"); one without.
            let before = at
                .checked_sub(1)
                .and_then(number_at)
                .filter(|n| !n.ordinal)
                .map(|n| (n.value, vec![n.at]));
            let times = || {
                let next = at + 1;
                if let Some((_, n)) = fouls
                    .counts
                    .iter()
                    .find(|(w, _)| stems.get(next) == Some(&w.as_str()))
                {
                    return Some((*n, vec![next]));
                }
                number_at(next)
                    .filter(|n| !n.ordinal && is(&fouls.time, next + 1))
                    .map(|n| (n.value, vec![next, next + 1]))
            };
            let (n, places) = before.or_else(times).unwrap_or((1, Vec::new()));
            total += n;
            used.push(at);
            used.extend(places);
        }
    }
    (total > 0).then_some((total, used))
}

#[cfg(test)]
mod tests {
    use super::super::*;

    /// The earlier fouls a search gives the false-set incident.
    fn earlier(lang: Lang, query: &str) -> Option<String> {
        let info = CATALOGUE
            .iter()
            .find(|i| i.kind == "false-set")
            .expect("false-set");
        search_answers(lang, info, query)
            .into_iter()
            .find(|(f, _)| *f == "priorFouls")
            .map(|(_, v)| v)
    }

    /// A referee says how many fouls came before in many ways: sanctions given and their
    /// times, an ordinal time, a record negated; a foul or a sanction said of this one, or
    /// asked about, is no earlier foul.
    #[test]
    fn earlier_fouls_as_a_referee_tells_them() {
        let cases: [(Lang, &str, Option<&str>); 14] = [
            (
                Lang::En,
                "pung of 2s 3s 2s, he already had a warning this session",
                Some("1"),
            ),
            (
                Lang::En,
                "false pung, he had been warned twice already",
                Some("2"),
            ),
            (
                Lang::En,
                "false chow; two warnings earlier today",
                Some("2"),
            ),
            (
                Lang::Fr,
                "faux pung, déjà averti une fois dans la session",
                Some("1"),
            ),
            (
                Lang::Fr,
                "faux pung, il avait déjà eu un avertissement puis une pénalité",
                Some("2"),
            ),
            (
                Lang::Fr,
                "faux chow, deuxième fois de la session",
                Some("1"),
            ),
            (Lang::En, "false kong, third time this session", Some("2")),
            (Lang::En, "false pung, no earlier fouls for him", Some("0")),
            (Lang::En, "false pung, his first offence", Some("0")),
            (Lang::En, "false pung, clean record so far", Some("0")),
            (
                Lang::Fr,
                "faux pung, il a déjà une faute plus tôt",
                Some("1"),
            ),
            // This foul, or the ruling asked for: no earlier one.
            (Lang::En, "false pung, what penalty does he get?", None),
            (Lang::Fr, "faux pung, c'est une faute", None),
            (Lang::En, "false pung, first time playing MCR", None),
        ];
        for (lang, query, want) in cases {
            assert_eq!(earlier(lang, query).as_deref(), want, "{query}");
        }
    }
}
