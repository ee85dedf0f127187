//! The fouls a player already had this session, as a search tells them: "he already had a
//! warning" (one), "averti deux fois" (two), "a warning, then a penalty earlier" (two),
//! "deuxième fois de la session" (one before this), "no earlier fouls" (none). The words
//! are search-words.txt's `fouls` lines; a count named beside "foul" ("2 fouls", "3rd
//! foul") is `number_answers`'.

use super::*;

/// The question of the fouls a player already had this session.
pub(super) const FOULS: &str = "priorFouls";

/// What a word of a search says of earlier fouls (search-words.txt's `fouls` lines).
#[derive(Clone, Copy, PartialEq)]
enum Said {
    /// A sanction given, one foul each ("warning", "averti", "penalised").
    Given,
    /// A foul itself ("foul", "faute", "offence").
    Foul,
    /// A time something happened ("time", "fois": "second time").
    Time,
    /// A word putting a foul before this one ("already", "earlier", "déjà").
    Earlier,
    /// A word saying there was none ("clean": a clean record).
    Clean,
    /// A count in one word ("twice": 2).
    Times(u32),
    /// Anything else, a clause's end included.
    Other,
}

/// The `fouls` lines of search-words.txt (`fouls <given|foul|time|earlier|none|n>:
/// word…`): each word's stem and what it says, read once.
fn foul_words() -> &'static [(String, Said)] {
    static WORDS: std::sync::OnceLock<Vec<(String, Said)>> = std::sync::OnceLock::new();
    WORDS.get_or_init(|| {
        let mut read = Vec::new();
        for (head, text) in search_word_lines() {
            let said = match head.strip_prefix("fouls ") {
                Some("given") => Said::Given,
                Some("foul") => Said::Foul,
                Some("time") => Said::Time,
                Some("earlier") => Said::Earlier,
                Some("none") => Said::Clean,
                Some("asks") => continue,
                Some(n) => match n.parse() {
                    Ok(n) => Said::Times(n),
                    Err(_) => continue,
                },
                None => continue,
            };
            read.extend(words(&fold(text)).map(|w| (stem(w), said)));
        }
        read
    })
}

/// The yes/no questions whether this happened before ("repeated"), which the earlier
/// fouls answer: search-words.txt's `fouls asks:` line.
pub(super) fn asking_before() -> impl Iterator<Item = &'static str> {
    search_word_lines()
        .filter(|(head, _)| *head == "fouls asks")
        .flat_map(|(_, text)| text.split_whitespace())
}

/// The number of fouls the player already had this session, as the search's words
/// (`asked`, their `stems` and `numbers`) tell it, with the places of the words used:
///
/// - an ordinal before a time or a foul: the ones before it ("second time this session",
///   "3e avertissement": two; "first offence": none; "first time" only where `first_time`:
///   whether it happened before is asked, not a count of fouls, for which "the first time
///   he played MCR" says nothing);
/// - a foul or a sanction negated in a clause with a word putting it earlier, or a clean
///   record: none ("no earlier fouls", "jamais averti auparavant", "clean record"), where
///   no clause before counted one;
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
    first_time: bool,
) -> Option<(u32, Vec<usize>)> {
    let known = foul_words();
    let said: Vec<Said> = (0..asked.len())
        .map(|at| {
            let found = known
                .iter()
                .find(|(w, _)| asked[at] != CLAUSE && w == stems[at]);
            found.map_or(Said::Other, |(_, said)| *said)
        })
        .collect();
    let said_at = |at: usize| said.get(at).copied().unwrap_or(Said::Other);
    // A number right before or after a word, not an ordinal.
    let count_at = |at: usize| numbers.iter().find(|n| n.at == at && !n.ordinal);
    let fouled = |at: usize| matches!(said_at(at), Said::Given | Said::Foul);
    // An ordinal before a time or a foul.
    for n in numbers.iter().filter(|n| n.ordinal) {
        let next = n.at + 1;
        if fouled(next) || (said_at(next) == Said::Time && (n.value >= 2 || first_time)) {
            return Some((n.value.saturating_sub(1), vec![n.at, next]));
        }
    }
    let (mut total, mut used) = (0, Vec::new());
    // Whether the clause before counted a sanction given.
    let mut counted_before = false;
    let mut from = 0;
    while from < asked.len() {
        let to = (from..asked.len())
            .find(|&at| asked[at] == CLAUSE)
            .unwrap_or(asked.len());
        let clause = from..to;
        from = to + 1;
        if let Some(at) = clause.clone().find(|&at| said[at] == Said::Clean) {
            return (total == 0).then(|| (0, vec![at]));
        }
        let earlier = clause.clone().find(|&at| said[at] == Said::Earlier);
        let given = clause.clone().any(|at| said[at] == Said::Given);
        if !(earlier.is_some() || (given && counted_before)) {
            counted_before = false;
            continue;
        }
        counted_before = given;
        for at in clause.filter(|&at| fouled(at)) {
            // Negated, or none: none before this one ("no earlier fouls").
            let none = at
                .checked_sub(1)
                .and_then(count_at)
                .is_some_and(|n| n.value == 0);
            if let Some(by) = negation(asked, at).or(none.then(|| at - 1)) {
                if total == 0 && earlier.is_some() {
                    return Some((0, vec![by, at]));
                }
                continue;
            }
            // The number before it ("deux avertissements"), or for a sanction the times
            // after it ("warned twice", "averti deux fois"); a sanction without is one, a
            // foul without is this one (where a sanction is said beside it, the same one).
            let before = at
                .checked_sub(1)
                .and_then(count_at)
                .map(|n| (n.value, n.at));
            let times = || match said_at(at + 1) {
                Said::Times(n) => Some((n, at + 1)),
                _ => count_at(at + 1)
                    .filter(|_| said_at(at + 2) == Said::Time)
                    .map(|n| (n.value, n.at)),
            };
            let n = match said[at] {
                Said::Given => before.or_else(times).or(Some((1, at))),
                _ if given => None,
                _ => before,
            };
            if let Some((n, by)) = n {
                total += n;
                used.extend([at, by]);
            }
        }
        used.extend(earlier);
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
            .find(|(f, _)| *f == FOULS)
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

    /// Whether it happened before, where asked, is whether there were earlier fouls; a
    /// first time is none before.
    #[test]
    fn a_repeat_is_a_foul_before() {
        let info = CATALOGUE
            .iter()
            .find(|i| i.kind == "obstruction")
            .expect("obstruction");
        let repeated = |lang, q| {
            search_answers(lang, info, q)
                .into_iter()
                .find(|(f, _)| *f == "repeated")
                .map(|(_, v)| v)
        };
        let q = "stalling, after a point penalty earlier";
        assert_eq!(repeated(Lang::En, q).as_deref(), Some("true"));
        let q = "il ralentit le jeu, c'est la première fois";
        assert_eq!(repeated(Lang::Fr, q).as_deref(), Some("false"));
        assert_eq!(repeated(Lang::En, "stalling at table 3").as_deref(), None);
    }
}
