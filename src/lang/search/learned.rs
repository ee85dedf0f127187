//! What labelled descriptions of incidents taught the search: for each incident (and for
//! descriptions no incident covers), how many descriptions there were and how many of them
//! use each word. `mjref search-learn` counts them in tests/search-eval/train-*.jsonl and
//! tests/search-eval/tune.jsonl, never in the held-out part, into src/lang/search-learned.txt.
//!
//! The ranking reads it as a naive Bayes model of presence: how likely an incident's
//! descriptions are to use the words of a search that it knows, beside the search's own
//! weights; see [`Learned::likelihoods`].

use super::*;

/// The counts, as `mjref search-learn` writes them: a line per incident, `<kind> <lines>:
/// word word*3 …` (the incident's number of descriptions, then each word with how many of
/// them use it, `*1` left out), and a line `none <lines>:` counting the descriptions no
/// incident covers. Generated, never edited by hand (tests/generated.rs checks it is
/// what the learning gives).
pub(super) const LEARNED: &str = include_str!("../search-learned.txt");

/// How much a count of nothing is worth: a word an incident's descriptions never used
/// makes it less likely, not impossible (additive smoothing).
const SMOOTHING: f32 = 0.5;

/// A word of the learned file as the stem it counts: `!word` a word negated.
fn feature(word: &str) -> String {
    match word.strip_prefix('!') {
        Some(negated) => format!("!{}", stem(negated)),
        None => stem(word),
    }
}

/// The words of a search as the learned counts read them: each its stem, marked `!` when
/// a negation reaches it ("not discarded": `!discard`; a negation itself is not marked);
/// a mark between clauses stays one.
pub(super) fn features(asked: &[&str], stems: &[&str]) -> Vec<String> {
    let index = index();
    (0..asked.len())
        .map(|at| {
            let negated =
                asked[at] != CLAUSE && !index.negations(asked[at]) && negation(asked, at).is_some();
            if negated {
                format!("!{}", stems[at])
            } else {
                stems[at].to_string()
            }
        })
        .collect()
}

/// The counts read once.
pub(super) struct Learned {
    /// Every word counted, as its stem (sorted).
    stems: Vec<String>,
    /// For each incident of the catalogue, in its order, then for the descriptions no
    /// incident covers, its descriptions' counts.
    incidents: Vec<Counted>,
}

/// One incident's descriptions, counted, with what every search's likelihood needs of
/// them worked out once (see [`Learned::likelihoods`]).
struct Counted {
    /// How many descriptions.
    lines: f32,
    /// How common the incident was among all descriptions (the logarithm, smoothed).
    prior: f32,
    /// What a word known but used by none of its descriptions adds (the logarithm).
    unused: f32,
    /// For each word (by its place in `stems`, sorted), how many of them use it.
    counts: Vec<(u16, u16)>,
}

/// The counts, read from [`LEARNED`] at the first search.
pub(super) fn learned() -> &'static Learned {
    static LEARNED_ONCE: std::sync::OnceLock<Learned> = std::sync::OnceLock::new();
    LEARNED_ONCE.get_or_init(|| read_learned(LEARNED))
}

/// The counts of a learned file. A line of a kind not in the catalogue counts for the
/// whole (as `none` does), not for an incident.
pub(super) fn read_learned(text: &str) -> Learned {
    let mut lines = Vec::new();
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let Some((head, list)) = line.split_once(':') else {
            continue;
        };
        let (kind, n) = head.split_once(' ').unwrap_or((head, "0"));
        // Read as a whole number: parsing a float would bring the standard library's
        // float parser into the widget (~17 KB gzip).
        let n = f32::from(n.trim().parse::<u16>().unwrap_or(0));
        // Words apart by one space, as `mjref search-learn` writes them (split on spaces
        // alone: Unicode's white space would bring its tables into the widget).
        let counts: Vec<(String, u16)> = fold(list)
            .split(' ')
            .filter(|w| !w.is_empty())
            .map(|w| match w.split_once('*') {
                Some((w, c)) => (feature(w), c.parse().unwrap_or(1)),
                None => (feature(w), 1),
            })
            .collect();
        lines.push((kind, n, counts));
    }
    let mut stems: Vec<String> = lines
        .iter()
        .flat_map(|(_, _, c)| c.iter().map(|(s, _)| s.clone()))
        .collect();
    sort(&mut stems);
    let mut learned = Learned {
        stems,
        incidents: Vec::new(),
    };
    let all: f32 = lines.iter().map(|(_, n, _)| n).sum();
    let kinds = CATALOGUE.iter().map(|info| info.kind).chain(["none"]);
    let many = (CATALOGUE.len() + 1) as f32;
    learned.incidents = kinds
        .map(|kind| {
            let found = lines.iter().find(|(k, ..)| *k == kind);
            let n = found.map_or(0.0, |(_, n, _)| *n);
            let mut counts: Vec<(u16, u16)> = found.map_or(Vec::new(), |(_, _, counts)| {
                counts
                    .iter()
                    .filter_map(|(s, c)| Some((learned.place(s)?, *c)))
                    .collect()
            });
            sort(&mut counts);
            Counted {
                lines: n,
                prior: ((n + SMOOTHING) / (all + SMOOTHING * many)).ln(),
                unused: SMOOTHING.ln() - (n + 2.0 * SMOOTHING).ln(),
                counts,
            }
        })
        .collect();
    learned
}

impl Learned {
    /// For each incident of the catalogue, in its order, then for the descriptions no
    /// incident covers, how likely its descriptions are to use these words (the logarithm;
    /// only the differences between incidents mean anything): how common the incident was,
    /// and for each distinct stem of the search the model knows, the share of its
    /// descriptions that used it (smoothed). A score of presence: the words the search
    /// does not have are not counted, and stems the model never saw say nothing.
    pub(super) fn likelihoods(&self, known: &[u16]) -> Vec<f32> {
        let unused = SMOOTHING.ln();
        self.incidents
            .iter()
            .map(|incident| {
                // Each word known as if none of the incident's descriptions used it, then
                // the ones they did: a logarithm per word used, not per word known.
                let words = known.len() as f32;
                let mut likely = incident.prior + words * incident.unused;
                let counts = &incident.counts;
                for place in known {
                    if let Ok(at) = counts.binary_search_by(|(p, _)| p.cmp(place)) {
                        likely += (f32::from(counts[at].1) + SMOOTHING).ln() - unused;
                    }
                }
                likely
            })
            .collect()
    }

    /// The places in `stems` of the distinct stems of these the model knows (sorted): what
    /// [`Learned::likelihoods`] reads.
    pub(super) fn places(&self, stems: &[&str]) -> Vec<u16> {
        let mut known: Vec<u16> = stems.iter().filter_map(|s| self.place(s)).collect();
        sort(&mut known);
        known
    }

    /// A stem's place in `stems`, if the counts know it.
    fn place(&self, stem: &str) -> Option<u16> {
        let at = self.stems.binary_search_by(|x| x.as_str().cmp(stem)).ok()?;
        u16::try_from(at).ok()
    }

    /// Whether an incident's descriptions (by its place in the catalogue) used a stem.
    pub(super) fn used(&self, incident: usize, stem: &str) -> bool {
        let Some(place) = self.place(stem) else {
            return false;
        };
        self.incidents
            .get(incident)
            .is_some_and(|i| i.counts.binary_search_by(|(p, _)| p.cmp(&place)).is_ok())
    }

    /// Whether the counts have descriptions of an incident (by its place in the catalogue):
    /// one without any is neither ranked nor offered by them.
    pub(super) fn described(&self, incident: usize) -> bool {
        self.incidents.get(incident).is_some_and(|i| i.lines > 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Two incidents' counts, as `mjref search-learn` writes them.
    fn two() -> Learned {
        let first = CATALOGUE[0].kind;
        let second = CATALOGUE[1].kind;
        read_learned(&format!(
            "# a comment\n{first} 4: dropped*3 !shown*2 wall\n{second} 2: wall*2 shown\nnone 3:\n"
        ))
    }

    #[test]
    fn the_counts_rank_the_incident_whose_descriptions_used_the_words() {
        let learned = two();
        let likely_of = |stems: &[&str]| learned.likelihoods(&learned.places(stems));
        let likely = likely_of(&["drop", "!show"]);
        assert_eq!(likely.len(), CATALOGUE.len() + 1);
        assert!(likely[0] > likely[1], "{likely:?}");
        // A word shown, not negated, is the second's.
        let likely = likely_of(&["wall", "show"]);
        assert!(likely[1] > likely[0], "{likely:?}");
        // Words the counts never saw say nothing: the prior alone (the first had more
        // descriptions).
        let likely = likely_of(&["zebra"]);
        assert!(likely[0] > likely[1] && likely[1] > likely[2], "{likely:?}");
        assert_eq!(learned.places(&["zebra", "drop", "drop", "!show"]).len(), 2);
        assert!(learned.used(0, "!show") && !learned.used(0, "show"));
        assert!(learned.used(1, "show") && !learned.used(2, "show"));
    }

    #[test]
    fn a_negated_word_is_counted_apart() {
        let index = index();
        let asked = ["not", "discarded", ",", "shown"];
        let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
        let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
        let read = features(&asked, &stems);
        assert!(index.negations("not"));
        assert_eq!(read, ["not", "!discard", ",", "show"]);
    }

    /// Every candidate a search offers comes with words of the search (the widget shows
    /// them as "your words"): those the incident was found by, or those its descriptions
    /// used.
    #[test]
    fn every_candidate_has_words_of_the_search() {
        let tune = include_str!("../../../tests/search-eval/tune.jsonl");
        for line in tune.lines() {
            let text = line
                .split("\"text\": \"")
                .nth(1)
                .and_then(|t| t.split('"').next())
                .unwrap_or_default();
            for lang in [Lang::En, Lang::Fr] {
                for found in ranked(lang, text) {
                    assert!(!found.words.is_empty(), "{text}: {}", found.info.kind);
                }
            }
        }
    }
}
