//! The fouls a player already had this session, as a search tells them: "he already had a
//! warning" (one), "averti deux fois" (two), "already a warning, then a penalty" (two),
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
    /// A count in one word ("twice": 2).
    Times(u32),
    /// A word joining one sanction to the next ("then", "puis").
    Then,
    /// Anything else, a clause's end included.
    Other,
}

/// The `fouls` lines of search-words.txt (`fouls <given|foul|time|earlier|then|n>: word…`; the
/// `fouls asks:` line is [`asking_before`]'s): each word's stem and what it says, read
/// once.
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
                Some("then") => Said::Then,
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
pub(super) fn asking_before() -> &'static [&'static str] {
    static ASKS: std::sync::OnceLock<Vec<&'static str>> = std::sync::OnceLock::new();
    ASKS.get_or_init(|| {
        search_word_lines()
            .filter(|(head, _)| *head == "fouls asks")
            .flat_map(|(_, text)| text.split_whitespace())
            .collect()
    })
}

/// How far from a sanction or a foul, in the search's words, a word putting it earlier
/// reaches ("déjà eu cette session un avertissement"; not "already discarded when he
/// called, and I gave him a penalty", where it says when something else was).
const EARLIER_REACH: usize = 4;

/// The number of fouls the player already had this session, as the search's words
/// (`query`, `asked`, their `stems` and `numbers`) tell it, with the places of the words
/// used:
///
/// - an ordinal before a time or a foul, not negated: the ones before it ("second time this
///   session", "3e avertissement": two; "first offence": none; "first time" only where
///   `first_time`: whether it happened before is asked, not a count of fouls, for which "the
///   first time he played MCR" says nothing);
/// - a foul or a sanction negated, with a word putting it earlier near it: none ("no
///   earlier fouls", "jamais averti auparavant"), where no clause before counted one;
/// - else each sanction given with a word putting it earlier near it (or in a clause joined
///   by "then" to one counted: "un avertissement puis une pénalité"; not after a comma:
///   "already warned once, what penalty?" is one), counted by the number before it ("two
///   warnings") or the times after it ("warned twice", "averti deux fois"), one without; a
///   foul counted the same way where no sanction is said in its clause ("he already has one
///   foul"), but only with a number (a foul alone is this one).
///
/// Nothing where the words say nothing of earlier fouls ("what penalty?": no word puts it
/// earlier).
pub(super) fn earlier_fouls(
    query: &str,
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
    // A negation, but not a word of time ("before this, already warned twice").
    let negated = |at: usize| negation(asked, at).filter(|&by| !index().is_before(asked[by]));
    // An ordinal before a time or a foul, not negated ("pas la première fois").
    for n in numbers
        .iter()
        .filter(|n| n.ordinal && negation(asked, n.at).is_none())
    {
        let next = n.at + 1;
        if fouled(next) || (said_at(next) == Said::Time && (n.value >= 2 || first_time)) {
            return Some((n.value.saturating_sub(1), vec![n.at, next]));
        }
    }
    let (mut total, mut used) = (0u32, Vec::new());
    // Whether the clause before counted a sanction given, and where it ended.
    let mut counted_before: Option<usize> = None;
    let mut from = 0;
    while from < asked.len() {
        let to = (from..asked.len())
            .find(|&at| asked[at] == CLAUSE)
            .unwrap_or(asked.len());
        let clause = from..to;
        from = to + 1;
        // A word putting a foul earlier, near the word at `at`.
        let earlier = |at: usize| {
            let near = at.saturating_sub(EARLIER_REACH)..(at + EARLIER_REACH + 1).min(to);
            near.filter(|&e| e >= clause.start)
                .find(|&e| said[e] == Said::Earlier)
        };
        // Joined by "then" to the clause before, which counted a sanction.
        let then = counted_before.is_some_and(|end| {
            let (last, first) = (asked[end.saturating_sub(1)], asked[clause.start]);
            let joins = |w: &str| {
                known
                    .iter()
                    .any(|(k, said)| *said == Said::Then && *k == stem(w))
            };
            between(query, last, first).is_some_and(|t| words(t).any(joins))
        });
        counted_before = None;
        let given = clause.clone().any(|at| said[at] == Said::Given);
        for at in clause.clone().filter(|&at| fouled(at)) {
            let by_earlier = earlier(at);
            if by_earlier.is_none() && !(then && said[at] == Said::Given) {
                continue;
            }
            // Negated, or none: none before this one ("no earlier fouls").
            let none = at
                .checked_sub(1)
                .and_then(count_at)
                .is_some_and(|n| n.value == 0);
            if let Some(by) = negated(at).or(none.then(|| at - 1)) {
                if total == 0 && by_earlier.is_some() {
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
                total = total.saturating_add(n);
                used.extend([at, by]);
                used.extend(by_earlier);
                if said[at] == Said::Given {
                    counted_before = Some(to);
                }
            }
        }
    }
    (total > 0).then_some((total, used))
}

#[cfg(test)]
mod tests {
    use super::super::*;

    /// The earlier fouls a search gives the false-set incident.
    fn earlier(lang: Lang, query: &str) -> Option<String> {
        answer_to("false-set", FOULS, lang, query)
    }

    /// A referee says how many fouls came before in many ways: sanctions given and their
    /// times, an ordinal time, a record negated; a foul or a sanction said of this one, or
    /// asked about, is no earlier foul.
    #[test]
    fn earlier_fouls_as_a_referee_tells_them() {
        let cases: [(Lang, &str, Option<&str>); 19] = [
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
            (
                Lang::En,
                "false pung, before this he was already warned twice",
                Some("2"),
            ),
            (Lang::Fr, "faux pung, ce n'est pas sa première faute", None),
            (
                Lang::Fr,
                "faux pung, il a déjà une faute plus tôt",
                Some("1"),
            ),
            // This foul, or the ruling asked for: no earlier one.
            (Lang::En, "false pung, what penalty does he get?", None),
            (Lang::Fr, "faux pung, c'est une faute", None),
            (Lang::En, "false pung, first time playing MCR", None),
            (
                Lang::En,
                "false pung, he was already warned once, what penalty?",
                Some("1"),
            ),
            (
                Lang::Fr,
                "faux pung, il a pris la tuile trop tôt, quelle pénalité ?",
                None,
            ),
            (
                Lang::Fr,
                "faux pung. Le joueur avait déjà eu cette session un avertissement puis une pénalité de 5 points.",
                Some("2"),
            ),
            (
                Lang::En,
                "false pung, already a warning, then a penalty",
                Some("2"),
            ),
        ];
        for (lang, query, want) in cases {
            assert_eq!(earlier(lang, query).as_deref(), want, "{query}");
        }
    }

    /// Whether it happened before, where asked, is whether there were earlier fouls; a
    /// first time is none before.
    #[test]
    fn a_repeat_is_a_foul_before() {
        let repeated = |lang, q| answer_to("obstruction", "repeated", lang, q);
        let q = "stalling, after a point penalty earlier";
        assert_eq!(repeated(Lang::En, q).as_deref(), Some("true"));
        let q = "il ralentit le jeu, c'est la première fois";
        assert_eq!(repeated(Lang::Fr, q).as_deref(), Some("false"));
        assert_eq!(repeated(Lang::En, "stalling at table 3").as_deref(), None);
        let q = "il ralentit le jeu, ce n'est pas la première fois";
        assert_eq!(repeated(Lang::Fr, q).as_deref(), None);
    }
}
