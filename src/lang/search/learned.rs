//! What labelled descriptions of incidents taught the search: for each incident (and for
//! descriptions no incident covers), how many descriptions there were and how many of them
//! use each word. `mjref search-learn` counts them in tests/search-eval/train-*.jsonl and
//! tests/search-eval/tune.jsonl, never in the held-out part, into src/lang/search-learned.txt.
//!
//! The ranking reads its ranking's weights (a logistic regression over the incidents and
//! the descriptions no incident covers, fitted by `mjref search-learn`): how likely each
//! is given the words of a search it knows, beside the search's own weights; see
//! [`Learned::likelihoods`]. Each yes/no and list question of an incident has weights for
//! its answers (a logistic regression fitted to the incident's descriptions), which answer
//! the questions a description's words left open ([`Learned::stated_answers`]). The counts
//! of words each incident's descriptions use say which words to show with a candidate.

use super::*;

/// The counts, as `mjref search-learn` counts them: a line per incident, `<kind> <lines>:
/// word word*3 …` (the incident's number of descriptions, then each word with how many of
/// them use it, `*1` left out), each followed by a line per answer enough of its
/// descriptions state of a yes/no or list question, `<kind> <field>=<value> <bias>:
/// word*-7 …` (the answer's bias and each word's weight against leaving the question open,
/// in tenths), a line `none <lines>: word*2 …` counting the descriptions no incident
/// covers and their words, and last the ranking's lines, `<kind> rank= <bias>: word*12 …`
/// for each incident and `none` (in tenths); written with each word once ([`pack_learned`], see
/// counts_file.rs; `mjref search-learn --lines` prints the lines). Generated, never edited
/// by hand (tests/generated.rs checks it is what the learning gives).
///
/// Built in everywhere but the widget: the widget's first screen does not search, so it
/// fetches the file once that screen is painted, as `search-learned.txt?v=`[`LEARNED_VERSION`]
/// next to its wasm, and gives it to [`install_learned`]; until then its searches rank by
/// the words' weights alone.
#[cfg(not(all(target_arch = "wasm32", feature = "web", not(feature = "api"))))]
pub(super) const LEARNED: &str = include_str!("../search-learned.txt");

/// A version of the learned file (src/lang/search-learned.version: [`learned_version`] of
/// its text, which tests/generated.rs checks), in the address the widget fetches it from,
/// so that no cache gives the counts of another build.
pub const LEARNED_VERSION: &str = include_str!("../search-learned.version");

/// The version of a learned file's text: 16 hexadecimal digits of its FNV-1a hash.
///
/// ```
/// use mahjong_referee::lang::learned_version;
/// assert_eq!(learned_version("").len(), 16);
/// assert_ne!(learned_version("a"), learned_version("b"));
/// ```
pub fn learned_version(text: &str) -> String {
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    });
    format!("{hash:016x}")
}

/// How likely an answer must be, by an incident's answers' weights, for the search to take
/// it (see [`Learned::stated_answers`]): more likely than the question's other answers and
/// leaving it open together. Set on the training and tuning parts, each measured with the
/// counts of the others (0.4, 0.5, 0.6 tried).
const ANSWER_SHARE: f32 = 0.5;

/// How many descriptions must use a word for the counts to keep it (`mjref search-learn`
/// writes no word fewer use), and must state an answer for it to be counted.
pub const MIN_LINES: usize = 2;

/// A word of the learned file as the stem it counts: `!word` a word negated.
pub(super) fn feature(word: &str) -> String {
    match word.strip_prefix('!') {
        Some(negated) => format!("!{}", stem(negated)),
        None => stem(word),
    }
}

/// What the learned counts read of a search asking a question (a question mark in it):
/// one word more, after its own ([`features`]). No word of a search is written so.
pub(super) const ASKING: &str = "(?)";

/// What the learned counts read of a search with a clause opened as a question ("how",
/// "can", "combien": search-words.txt's `asking:` words): one word more, after its own
/// ([`features`]). No word of a search is written so.
pub(super) const ASKING_WORD: &str = "(how)";

/// What the learned counts read of a search saying a thing was done as it should be
/// (search-words.txt's `done right:` words, not negated: "called, shown, taken, all
/// properly"): one word more ([`features`]). The descriptions no incident covers say so far
/// more often than an incident's.
pub(super) const DONE_RIGHT: &str = "(ok)";

/// The words of a search as the learned counts read them: each its stem, marked `!` when
/// a negation reaches it ("not discarded": `!discard`; a negation itself is not marked);
/// a mark between clauses stays one; then [`ASKING`] where the search (`query`) asks a
/// question, and [`ASKING_WORD`] where a clause of it opens as one ("how…", "peut-on…"):
/// the descriptions no incident covers ask far more often than an incident's ("how is uma
/// counted?"); then [`DONE_RIGHT`] where it says a thing was done as it should be.
pub(super) fn features(query: &str, asked: &[&str], stems: &[&str]) -> Vec<String> {
    let index = index();
    let mut read: Vec<String> = (0..asked.len())
        .map(|at| {
            let negated =
                asked[at] != CLAUSE && !index.negations(asked[at]) && negation(asked, at).is_some();
            if negated {
                format!("!{}", stems[at])
            } else {
                stems[at].to_string()
            }
        })
        .collect();
    if query.contains('?') {
        read.push(ASKING.to_string());
    }
    // A clause opened as a question is asked ("how do I call…", "peut-on…"; not
    // "peut-être", where "peut" says nothing before "être").
    let mut opens = query.split(ends_clause_at).filter_map(|clause| {
        let mut words = words(clause);
        let first = words.next()?;
        Some((first, words.next().unwrap_or("")))
    });
    if opens.any(|(w, next)| index.asks(w) && !index.is_little_beside("", w, next)) {
        read.push(ASKING_WORD.to_string());
    }
    let right = (0..asked.len())
        .any(|at| index.says_done_right(asked[at]) && negation(asked, at).is_none());
    if right {
        read.push(DONE_RIGHT.to_string());
    }
    read
}

/// The counts read once.
pub(super) struct Learned {
    /// Every word counted, as its stem (sorted).
    stems: Vec<String>,
    /// For each of `stems`, whether an incident's line (or that of the descriptions no
    /// incident covers) counts it: the others weigh answers only.
    ranked: Vec<bool>,
    /// For each incident of the catalogue, in its order, then for the descriptions no
    /// incident covers, its descriptions' counts.
    incidents: Vec<Counted>,
    /// The answers descriptions state, by incident (its place in the catalogue) and
    /// question, in the file's order.
    answers: Vec<Stated>,
    /// For each incident of the catalogue, in its order, then for the descriptions no
    /// incident covers, its bias and its words' weights (by place in `stems`, sorted) in
    /// the ranking's logistic regression; empty in a file without it.
    ranking: Vec<Weights>,
}

/// A class's bias and its words' weights (by place in the stems, sorted), in a logistic
/// regression of the learned file.
type Weights = (f32, Vec<(u16, f32)>);

/// A class's score in a logistic regression: its bias, and the weights (by place, sorted)
/// of the words known (`known`, by place).
fn score(bias: f32, weights: &[(u16, f32)], known: &[u16]) -> f32 {
    let mut score = bias;
    for place in known {
        if let Ok(at) = weights.binary_search_by_key(place, |&(p, _)| p) {
            score += weights[at].1;
        }
    }
    score
}

/// One answer of one of an incident's questions, as its descriptions' words weigh it
/// against leaving the question open (a logistic regression, see `mjref search-learn`).
struct Stated {
    /// The incident's place in the catalogue.
    incident: usize,
    /// The question's field.
    field: &'static str,
    /// The answer.
    value: String,
    /// What the answer weighs with no word (the logarithm of its odds against leaving
    /// the question open).
    bias: f32,
    /// What each word adds (by its place in `stems`, sorted).
    weights: Vec<(u16, f32)>,
}

/// One incident's descriptions, counted: which words they use (for the words shown with a
/// candidate, and whether it is one at all).
struct Counted {
    /// How many descriptions.
    lines: f32,
    /// For each word (by its place in `stems`, sorted), how many of them use it.
    counts: Vec<(u16, u16)>,
}

/// The counts the search reads: [`LEARNED`], unless [`use_learned`] gave others first; in
/// the widget, those [`install_learned`] was given.
static LEARNED_ONCE: std::sync::OnceLock<Learned> = std::sync::OnceLock::new();

/// The counts, read from [`LEARNED`] at the first search; in the widget, none until
/// [`install_learned`] has them.
pub(super) fn learned() -> &'static Learned {
    #[cfg(not(all(target_arch = "wasm32", feature = "web", not(feature = "api"))))]
    return LEARNED_ONCE.get_or_init(|| read_learned(LEARNED));
    #[cfg(all(target_arch = "wasm32", feature = "web", not(feature = "api")))]
    {
        static NONE_YET: std::sync::OnceLock<Learned> = std::sync::OnceLock::new();
        LEARNED_ONCE
            .get()
            .unwrap_or_else(|| NONE_YET.get_or_init(|| read_learned("")))
    }
}

/// Has the search read other counts than its own (a learned file's text), for measuring
/// counts learned without a part on that part (`mjref search-eval --learned`); false when
/// a search has already read the counts, which then stay.
#[doc(hidden)]
pub fn use_learned(text: &str) -> bool {
    LEARNED_ONCE.set(read_learned(text)).is_ok()
}

/// Gives the search the learned file the widget fetched: taken when it is the version
/// built with ([`LEARNED_VERSION`]) and no counts were given before.
///
/// ```
/// use mahjong_referee::lang::install_learned;
/// // Another version's text is refused.
/// assert!(!install_learned("# not the counts this build was made with"));
/// ```
pub fn install_learned(text: &str) -> bool {
    learned_version(text) == LEARNED_VERSION.trim() && use_learned(text)
}

/// Whether the search has its learned counts (the widget's come after its first screen).
///
/// ```
/// // Built in, natively.
/// assert!(mahjong_referee::lang::learned_in());
/// ```
pub fn learned_in() -> bool {
    #[cfg(not(all(target_arch = "wasm32", feature = "web", not(feature = "api"))))]
    return true;
    #[cfg(all(target_arch = "wasm32", feature = "web", not(feature = "api")))]
    LEARNED_ONCE.get().is_some()
}

/// The counts of a learned file. A line of a kind not in the catalogue counts for the
/// whole, not for an incident.
pub(super) fn read_learned(text: &str) -> Learned {
    let mut lines = unpack(text);
    let mut stems: Vec<String> = lines
        .iter()
        .flat_map(|(.., c)| c.iter().map(|(s, _)| s.clone()))
        .collect();
    sort(&mut stems);
    let mut ranked = vec![false; stems.len()];
    for (.., counts) in lines.iter().filter(|(_, answer, ..)| answer.is_none()) {
        for (stem, _) in counts {
            if let Ok(at) = stems.binary_search(stem) {
                ranked[at] = true;
            }
        }
    }
    let mut learned = Learned {
        stems,
        ranked,
        incidents: Vec::new(),
        answers: Vec::new(),
        ranking: Vec::new(),
    };
    // A count below nothing (a damaged file) counts nothing.
    let counted = |learned: &Learned, counts: &[(String, i32)]| {
        let mut counts: Vec<(u16, u16)> = counts
            .iter()
            .filter_map(|(s, c)| Some((learned.place(s)?, u16::try_from(*c).unwrap_or(0))))
            .collect();
        sort(&mut counts);
        counts
    };
    // A line's weights, in tenths as the file writes them.
    let weights_of = |learned: &Learned, counts: &[(String, i32)]| {
        let mut weights: Vec<(u16, f32)> = counts
            .iter()
            .filter_map(|(s, w)| Some((learned.place(s)?, *w as f32 / 10.0)))
            .collect();
        weights.sort_by_key(|&(p, _)| p);
        weights
    };
    // The ranking's classes, in the catalogue's order then none, each once.
    let classes: Vec<&str> = CATALOGUE.iter().map(|i| i.kind).chain(["none"]).collect();
    let mut ranking: Vec<Option<Weights>> = vec![None; classes.len()];
    // The ranking's lines; each answer stated, of a question its incident asks (yes/no or
    // a list, not one of the game) and a value the question has.
    for (kind, answer, n, counts) in &lines {
        let Some((field, value)) = answer else {
            continue;
        };
        if (*field, *value) == ("rank", "") {
            if let Some(at) = classes.iter().position(|k| k == kind) {
                ranking[at] = Some((*n as f32 / 10.0, weights_of(&learned, counts)));
            }
            continue;
        }
        let Some(incident) = CATALOGUE.iter().position(|i| i.kind == *kind) else {
            continue;
        };
        let fact = CATALOGUE[incident].facts.iter().find(|f| f.field == *field);
        let Some(fact) = fact.filter(|f| !f.game && f.choices().contains(value)) else {
            continue;
        };
        let weights = weights_of(&learned, counts);
        learned.answers.push(Stated {
            incident,
            field: fact.field,
            value: value.to_string(),
            bias: *n as f32 / 10.0,
            weights,
        });
    }
    if ranking.iter().all(Option::is_some) {
        learned.ranking = ranking.into_iter().flatten().collect();
    }
    lines.retain(|(_, answer, ..)| answer.is_none());
    let kinds = CATALOGUE.iter().map(|info| info.kind).chain(["none"]);
    learned.incidents = kinds
        .map(|kind| {
            let found = lines.iter().find(|(k, ..)| *k == kind);
            Counted {
                lines: found.map_or(0.0, |(_, _, n, _)| (*n).max(0) as f32),
                counts: found.map_or(Vec::new(), |(.., counts)| counted(&learned, counts)),
            }
        })
        .collect();
    learned
}

impl Counted {
    /// Whether any of the descriptions used a word (by its place in the stems).
    fn uses(&self, place: u16) -> bool {
        self.counts.binary_search_by(|(p, _)| p.cmp(&place)).is_ok()
    }
}

impl Learned {
    /// For each incident of the catalogue, in its order, then for the descriptions no
    /// incident covers, its score in the learned ranking (a logistic regression: the
    /// logarithm of how likely, up to a constant; only the differences between incidents
    /// mean anything) for the distinct stems of a search the ranking knows (`known`, see
    /// [`Learned::places`]): its bias and the weights of those words. Stems the ranking
    /// never saw say nothing; a file without the ranking scores every incident alike.
    pub(super) fn likelihoods(&self, known: &[u16]) -> Vec<f32> {
        if self.ranking.is_empty() {
            return vec![0.0; CATALOGUE.len() + 1];
        }
        self.ranking
            .iter()
            .map(|(bias, weights)| score(*bias, weights, known))
            .collect()
    }

    /// The places in `stems` of the distinct stems of these an incident's line counts
    /// (sorted): what [`Learned::likelihoods`] reads.
    pub(super) fn places(&self, stems: &[&str]) -> Vec<u16> {
        let mut known: Vec<u16> = stems
            .iter()
            .filter_map(|s| self.place(s))
            .filter(|&p| self.ranked[usize::from(p)])
            .collect();
        sort(&mut known);
        known
    }

    /// The places in `stems` of the distinct stems of these the model knows, those only an
    /// answer weighs too (sorted): what [`Learned::stated_answers`] reads.
    pub(super) fn answer_places(&self, stems: &[&str]) -> Vec<u16> {
        let mut known: Vec<u16> = stems.iter().filter_map(|s| self.place(s)).collect();
        sort(&mut known);
        known
    }

    /// A stem's place in `stems`, if the counts know it.
    fn place(&self, stem: &str) -> Option<u16> {
        let at = self.stems.binary_search_by(|x| x.as_str().cmp(stem)).ok()?;
        u16::try_from(at).ok()
    }

    /// How many incidents' descriptions (those no incident covers counted as one) used a
    /// stem.
    pub(super) fn spread(&self, stem: &str) -> usize {
        let Some(place) = self.place(stem) else {
            return 0;
        };
        self.incidents.iter().filter(|i| i.uses(place)).count()
    }

    /// Whether an incident's descriptions (by its place in the catalogue) used a stem.
    pub(super) fn used(&self, incident: usize, stem: &str) -> bool {
        let Some(place) = self.place(stem) else {
            return false;
        };
        self.incidents.get(incident).is_some_and(|i| i.uses(place))
    }

    /// The answers the counts give an incident's (by its place in the catalogue) yes/no and
    /// list questions that `open` says the search's words left open, from the distinct
    /// stems of the search the counts know (`known`, see [`Learned::answer_places`]). Each
    /// answer of a question weighs its bias and the weights of the words the search has;
    /// leaving the question open weighs nothing; the answer is taken when its share of them
    /// all (a softmax) is at least [`ANSWER_SHARE`], and larger than with no word at all:
    /// "the wall ran out, and at that moment West made a chombo" states the hand ended in a
    /// draw.
    pub(super) fn stated_answers(
        &self,
        incident: usize,
        known: &[u16],
        open: impl Fn(&str) -> bool,
    ) -> Vec<(&'static str, String)> {
        let mut out = Vec::new();
        let Some(info) = CATALOGUE.get(incident) else {
            return out;
        };
        for fact in info.facts.iter().filter(|f| open(f.field)) {
            let question = self
                .answers
                .iter()
                .filter(|a| a.incident == incident && a.field == fact.field);
            // Each answer's weight, then leaving it open (nothing).
            let mut weighed: Vec<(f32, &Stated)> = Vec::new();
            for answer in question {
                weighed.push((score(answer.bias, &answer.weights, known), answer));
            }
            let Some(&(best, answer)) = weighed.iter().max_by(|a, b| a.0.total_cmp(&b.0)) else {
                continue;
            };
            // An answer's share of them all (leaving the question open among them), from
            // these weights.
            let share = |weights: &mut dyn Iterator<Item = f32>, of: f32| {
                let weights: Vec<f32> = weights.collect();
                let top = weights.iter().copied().fold(0.0, f32::max);
                let all = (-top).exp() + weights.iter().map(|w| (w - top).exp()).sum::<f32>();
                (of - top).exp() / all
            };
            let with_words = share(&mut weighed.iter().map(|(w, _)| *w), best);
            // The words must make it likelier than no word would: the answer is theirs,
            // not the incident's habit ("empty call concealed kong" says nothing of the
            // dealer, however many descriptions of empty calls said "non-dealer").
            let without = share(&mut weighed.iter().map(|(_, a)| a.bias), answer.bias);
            if with_words >= ANSWER_SHARE && with_words > without {
                out.push((answer.field, answer.value.clone()));
            }
        }
        out
    }

    /// Whether the file has the ranking's weights (a file without them ranks by the words
    /// alone).
    pub(super) fn has_ranking(&self) -> bool {
        !self.ranking.is_empty()
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

    /// Two incidents' counts and the ranking's weights, as `mjref search-learn` writes them
    /// (every other incident, and the descriptions no incident covers, weighing nothing).
    fn two() -> Learned {
        let first = CATALOGUE[0].kind;
        let second = CATALOGUE[1].kind;
        let mut text = format!(
            "# a comment\n{first} 4: dropped*3 !shown*2 wall\n{second} 2: wall*2 shown\nnone 3:\n\
             {first} rank= 5: dropped*20 !shown*10 wall*-5\n{second} rank= -5: wall*15 shown*20\n"
        );
        for kind in CATALOGUE[2..].iter().map(|i| i.kind).chain(["none"]) {
            text.push_str(&format!("{kind} rank= 0:\n"));
        }
        read_learned(&lines(&text))
    }

    /// Counts written as `mjref search-learn --lines` prints them, as the file has them.
    fn lines(text: &str) -> String {
        pack_learned(text).unwrap()
    }

    #[test]
    fn the_ranking_scores_the_incident_whose_descriptions_used_the_words() {
        let learned = two();
        let likely_of = |stems: &[&str]| learned.likelihoods(&learned.places(stems));
        let likely = likely_of(&["drop", "!show"]);
        assert_eq!(likely.len(), CATALOGUE.len() + 1);
        // Its bias and its words' weights, in tenths.
        assert!((likely[0] - 3.5).abs() < 1e-4, "{likely:?}");
        assert!(likely[0] > likely[1], "{likely:?}");
        // A word shown, not negated, is the second's.
        let likely = likely_of(&["wall", "show"]);
        assert!(likely[1] > likely[0], "{likely:?}");
        // Words the ranking never saw say nothing.
        assert_eq!(likely_of(&["zebra"]), likely_of(&[]));
        assert_eq!(learned.places(&["zebra", "drop", "drop", "!show"]).len(), 2);
        assert!(learned.used(0, "!show") && !learned.used(0, "show"));
        assert!(learned.used(1, "show") && !learned.used(2, "show"));
        // Without the ranking's lines, every incident scores alike.
        let counts_only = read_learned(&lines(&format!("{} 4: dropped*3\n", CATALOGUE[0].kind)));
        let alike = counts_only.likelihoods(&counts_only.places(&["drop"]));
        assert!(alike.iter().all(|&l| l == 0.0), "{alike:?}");
    }

    /// An incident's counts with its answers' weights, in tenths: "won" for no draw,
    /// "wall" for a draw, each against leaving the question open (bias -2), "same" for
    /// neither.
    fn with_answers() -> Learned {
        let chombo = "chombo-with";
        read_learned(&lines(&format!(
            "{chombo} 1000: chombo*1000 won*400 wall*300 same*600\n\
             {chombo} exhaustiveDraw=true -20: wall*50 won*-30 ko*5\n\
             {chombo} exhaustiveDraw=false -20: won*50 wall*-30\n\
             {chombo} nosuchfield=true 5: won*5\n\
             {chombo} exhaustiveDraw=maybe 5: won*5\n"
        )))
    }

    #[test]
    fn the_counts_answer_a_question_their_descriptions_answered() {
        let learned = with_answers();
        let at = CATALOGUE
            .iter()
            .position(|i| i.kind == "chombo-with")
            .unwrap();
        let answer_if = |words: &[&str], open: &dyn Fn(&str) -> bool| {
            let stems: Vec<String> = words.iter().map(|w| stem(w)).collect();
            let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
            learned.stated_answers(at, &learned.answer_places(&stems), open)
        };
        let answer = |words: &[&str]| answer_if(words, &|_| true);
        let no_draw = [("exhaustiveDraw", "false".to_string())];
        assert_eq!(answer(&["chombo", "won", "same"]), no_draw);
        assert_eq!(
            answer(&["chombo", "wall", "same"]),
            [("exhaustiveDraw", "true".to_string())]
        );
        // Words that weigh no answer leave the question open; so does a word the counts
        // never saw; and words for both answers, as neither is likelier than the rest
        // together (a share of 1/2 at least).
        assert!(answer(&["chombo", "same"]).is_empty());
        assert!(answer(&["chombo", "zebra", "same"]).is_empty());
        assert!(answer(&["won", "wall"]).is_empty());
        // A word only an answer weighs ("ko", of two letters) is read for it, not for
        // ranking.
        assert!(learned.places(&["ko"]).is_empty());
        assert_eq!(learned.answer_places(&["ko"]).len(), 1);
        // A question the words already answered is left as it is.
        assert!(answer_if(&["chombo", "won"], &|f| f != "exhaustiveDraw").is_empty());
        // Lines of a question the incident does not ask, or of an answer it does not have,
        // are not read; nor is another incident answered from these counts.
        assert_eq!(learned.answers.len(), 2);
        let other = learned.stated_answers(0, &learned.answer_places(&["won"]), |_| true);
        assert!(other.is_empty());
    }

    /// A title asked about ("A riichi declared wrongly?") is still the incident it names:
    /// the question mark alone makes no description for the counts.
    #[test]
    fn a_title_asked_about_finds_its_incident() {
        for info in CATALOGUE {
            let asked = format!("{}?", info.title);
            let found = crate::lang::search(crate::lang::Lang::En, &asked);
            assert_eq!(found.first().map(|i| i.kind), Some(info.kind), "{asked}");
        }
    }

    /// A word saying a thing was done as it should be is one word more for the counts,
    /// not negated ("not properly" is a fault).
    #[test]
    fn done_right_is_counted() {
        let read = |q: &str| crate::lang::search::search_words(q);
        let ok = |q: &str| read(q).iter().any(|(w, _)| w == DONE_RIGHT);
        assert!(ok("he called pung, showed, took the tile, all properly"));
        assert!(ok("T9 : O a dit chii, exposé 3-4p, RAS"));
        assert!(!ok("he did not call it properly"));
        assert!(!ok("he called pung and took the tile"));
    }

    /// A clause opened by a question word or verb ("how", "can", "peut") is one word more
    /// for the counts; such a word inside a clause ("the dealer is furiten") is not.
    #[test]
    fn a_clause_opened_as_a_question_is_counted() {
        let opened = |query: &str| {
            let folded = searched(query);
            let asked = query_words(&folded);
            let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
            let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
            features(&folded, &asked, &stems).contains(&ASKING_WORD.to_string())
        };
        assert!(opened("How do you call a kong from a discard"));
        assert!(opened("hi ref, can a dead hand call pon"));
        assert!(opened("Combien de fu pour un kan caché"));
        assert!(!opened("the dealer is furiten and called ron"));
        assert!(!opened("il peut jouer, le retard est de 5 minutes"));
        // "Peut-être" (maybe) opens no question; "peut-on" does.
        assert!(!opened("peut-être qu'il a touché la tuile du mur"));
        assert!(opened("peut-on toucher la tuile du mur"));
    }

    #[test]
    fn a_negated_word_is_counted_apart() {
        let index = index();
        let asked = ["not", "discarded", ",", "shown"];
        let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
        let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
        let read = features("", &asked, &stems);
        assert!(index.negations("not"));
        assert_eq!(read, ["not", "!discard", ",", "show"]);
        // A question asked is one word more, after the search's own.
        let asked_so = features("not discarded, shown?", &asked, &stems);
        assert_eq!(asked_so, ["not", "!discard", ",", "show", ASKING]);
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
