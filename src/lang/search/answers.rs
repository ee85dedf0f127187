//! The answers a search's words give an incident's questions: the public entry points
//! (`search_answers`, `each_answers`), and the yes/no and list questions' readers.

use super::*;

/// The answers a search already gives to the incident it found: words of the search that
/// name one value of one of the incident's list questions — by the value's words, its
/// label in any language (a word of it in another form too: "annoncer" for "annonce"), or
/// the words search-words.txt gives it (`ron`, `tsumo`, `hu` or `mahjong` for a win; `pon`,
/// `chi`, `kan`, `ankan`; the abortive draws' Japanese names, `kyuushu`, `suufon`,
/// `suukaikan`, `suucha`) — answer that question, weighed by how few of its other answers have them
/// ("concealed kong" over "kong"; "did not turn the tile": no rotation; two named alike
/// answer nothing). A number answers a number question:
/// the one named by the word beside it ("12 minutes", "7 tiles", "2 fouls" earlier), else
/// the incident's only one besides the earlier fouls ("late 12"); an ordinal gives the
/// earlier fouls ("3rd foul", "3e faute": 2). A yes/no question is answered by the words
/// that say it happened, or their negation ("hand shown", "not discarded", "non-dealer").
/// Tiles named side by side, or one by one with commas and "and", answer a question on a
/// group's tiles ("sud ouest sud": `south west south`; see `tile_answer`). A description of four words or more the learned counts
/// know also answers the yes/no and list questions still open as the incident's labelled
/// descriptions that used its other words answered them (`learned.rs`). Values are given as
/// the JSON field takes them.
///
/// ```
/// use mahjong_referee::lang::{search, search_answers, search_answers_by_source, Lang};
/// // The answers the words give (the learned counts may add what is likely, below).
/// let answers = |lang, q| search_answers_by_source(lang, search(lang, q)[0], q).said;
/// let given = |field: &'static str, value: &str| vec![(field, value.to_string())];
/// assert_eq!(answers(Lang::En, "false ron"), given("call", "win"));
/// assert_eq!(answers(Lang::En, "empty call concealed kong"), given("call", "concealed-kong"));
/// assert_eq!(answers(Lang::Fr, "quatre vents"), given("cause", "four-winds"));
/// assert_eq!(answers(Lang::En, "kyuushu"), given("cause", "nine-terminals"));
/// // Words naming an answer find its incident, as its own words do.
/// assert_eq!(answers(Lang::En, "no stick"), given("error", "no-stick"));
/// assert_eq!(answers(Lang::En, "late"), []);
/// assert_eq!(answers(Lang::En, "12 minutes late"), given("minutes", "12"));
/// assert_eq!(answers(Lang::En, "late 12"), given("minutes", "12"));
/// let late = vec![("minutes", "10".to_string()), ("seconds", "30".to_string())];
/// assert_eq!(answers(Lang::En, "10 minutes 30 seconds late"), late);
/// assert_eq!(answers(Lang::En, "table 7, a quarter of an hour late"), given("minutes", "15"));
/// assert_eq!(answers(Lang::En, "one and a half hours late"), given("minutes", "90"));
/// assert_eq!(answers(Lang::Fr, "une heure et demie de retard"), given("minutes", "90"));
/// assert_eq!(answers(Lang::En, "late by 1 hour 15 minutes"), given("minutes", "75"));
/// // The answers an incident's words give, whichever incident a search puts first.
/// let riichi = mahjong_referee::rules::catalogue::info("riichi-declaration").unwrap();
/// let q = "said riichi but did not turn the tile";
/// assert_eq!(search_answers_by_source(Lang::En, riichi, q).said, given("error", "no-rotation"));
/// assert_eq!(answers(Lang::En, "counting: he never added the winning tile"), given("error", "winning-tile-not-added"));
/// assert_eq!(answers(Lang::Fr, "riichi : bâton posé, tuile tournée, sans rien dire"), given("error", "no-call"));
/// assert_eq!(answers(Lang::Fr, "faux groupe, 3e faute"), given("priorFouls", "2"));
/// assert_eq!(answers(Lang::En, "false set, not yet discarded"), given("discarded", "false"));
/// let both = |a: &str, b: &str| vec![("call", a.to_string()), ("tilesShown", b.to_string())];
/// assert_eq!(answers(Lang::En, "false ron, hand shown"), both("win", "true"));
/// assert_eq!(answers(Lang::Fr, "fausse victoire, main pas montrée"), both("win", "false"));
/// assert_eq!(answers(Lang::Fr, "sud ouest sud"), given("tiles", "south west south"));
/// // Digits apart take the suit after them, as in mpsz; a group's words are side by side,
/// // or joined by commas and "and".
/// assert_eq!(answers(Lang::En, "false chow 1-2-4s"), given("tiles", "1sou 2sou 4sou"));
/// assert_eq!(
///     search_answers(Lang::En, search(Lang::En, "false set")[0], "showed 3s4s with the 4s"),
///     given("tiles", "3sou 4sou"),
/// );
/// // The first of two calls was a win.
/// assert_eq!(answers(Lang::En, "called ron, then said no wait, pon"), given("firstWasWin", "true"));
/// // A description answers as the incident's labelled descriptions with its words did.
/// let q = "the wall ran out, and at that moment West made a chombo";
/// assert_eq!(search_answers(Lang::En, search(Lang::En, q)[0], q), given("exhaustiveDraw", "true"));
/// ```
pub fn search_answers(lang: Lang, info: &IncidentInfo, query: &str) -> Vec<(&'static str, String)> {
    each_answers(lang, &[info], query).pop().unwrap_or_default()
}

/// [`search_answers`] for each of several incidents, the search read once (the JS API
/// answers every incident a search finds).
///
/// ```
/// use mahjong_referee::lang::{each_answers, search, search_answers, Lang};
/// for q in ["false ron, hand shown", "he said pon, then ron, then showed his whole hand"] {
///     let found = search(Lang::En, q);
///     let each = each_answers(Lang::En, &found, q);
///     assert_eq!(each.len(), found.len());
///     // Read once for all, each incident's answers are those read for it alone.
///     for (info, answers) in found.iter().zip(&each) {
///         assert_eq!(*answers, search_answers(Lang::En, info, q));
///         assert_eq!(*answers, each_answers(Lang::En, &[*info], q)[0]);
///     }
/// }
/// ```
pub fn each_answers(
    lang: Lang,
    infos: &[&IncidentInfo],
    query: &str,
) -> Vec<Vec<(&'static str, String)>> {
    each_answers_by_source(lang, infos, query)
        .into_iter()
        .map(Answers::all)
        .collect()
}

/// The answers a search gives an incident, by where they come from: the search's words
/// say them ("hand shown"), or, for a description, the incident's labelled descriptions
/// that used its other words stated them — likely, not said, so the widget marks them
/// apart ("the wall ran out, and at that moment West made a chombo": at the exhaustive draw).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Answers {
    /// The answers the words say.
    pub said: Vec<(&'static str, String)>,
    /// The answers the labelled descriptions with those words stated.
    pub likely: Vec<(&'static str, String)>,
}

impl Answers {
    /// Every answer, those said first.
    pub fn all(self) -> Vec<(&'static str, String)> {
        self.marked().map(|(answer, _)| answer).collect()
    }

    /// Every answer, those said first, each with whether it is likely.
    pub fn marked(self) -> impl Iterator<Item = ((&'static str, String), bool)> {
        let said = self.said.into_iter().map(|a| (a, false));
        said.chain(self.likely.into_iter().map(|a| (a, true)))
    }

    /// Without the answers to questions that do not apply given the answers said (a
    /// replacement tile for a pung's three tiles: [`crate::rules::catalogue::Fact::applies`],
    /// each question left unsaid taken as unknown): the incident would refuse such an answer
    /// with the one said beside it.
    fn applying(self, info: &IncidentInfo) -> Self {
        let fact = |field: &str| info.facts.iter().find(|f| f.field == field);
        let said = |field: &str| {
            let (_, v) = self.said.iter().find(|(f, _)| *f == field)?;
            fact(field)?.typed(v).ok()
        };
        let applies = |(field, _): &(&str, String)| fact(field).is_none_or(|f| f.applies(&said));
        Answers {
            said: self.said.iter().filter(|a| applies(a)).cloned().collect(),
            likely: self.likely.iter().filter(|a| applies(a)).cloned().collect(),
        }
    }
}

/// [`search_answers`], by where each answer comes from ([`Answers`]).
///
/// ```
/// use mahjong_referee::lang::{search, search_answers_by_source, Lang};
/// let q = "the wall ran out, and at that moment West made a chombo";
/// let answers = search_answers_by_source(Lang::En, search(Lang::En, q)[0], q);
/// assert_eq!(answers.said, []);
/// assert_eq!(answers.likely, [("exhaustiveDraw", "true".to_string())]);
/// let q = "false ron, hand shown";
/// assert!(search_answers_by_source(Lang::En, search(Lang::En, q)[0], q).likely.is_empty());
/// ```
pub fn search_answers_by_source(lang: Lang, info: &IncidentInfo, query: &str) -> Answers {
    each_answers_by_source(lang, &[info], query)
        .pop()
        .unwrap_or_default()
}

/// [`each_answers`], by where each answer comes from ([`Answers`]).
pub fn each_answers_by_source(lang: Lang, infos: &[&IncidentInfo], query: &str) -> Vec<Answers> {
    let query = searched(query);
    let asked = query_words(&query);
    let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
    let tiles = tile_run(&query, &asked);
    // A slip read as the word meant, as the ranking reads it.
    let stems = slips_read(lang, &asked, &stems, &tiles.1);
    let numbers = numbers(&query, &asked, &tiles.1);
    let sequence = call_sequence(&query);
    // The earlier fouls depend on the search alone: read once, not once per incident.
    let fouls = earlier_fouls(&query, &asked, &stems, &numbers, false);
    let fouls_before = earlier_fouls(&query, &asked, &stems, &numbers, true);
    // A word in doubt ("whether he touched it") says nothing: read once, as the fouls are.
    let doubted = doubted(&query, &asked);
    // Who did it, by seat or role: read at the first incident that asks, once for all.
    let offender = std::cell::OnceCell::new();
    let features = features(&query, &asked, &stems);
    let features: Vec<&str> = features.iter().map(String::as_str).collect();
    let learned = learned();
    // A few words are a title or a keyword, no description: they state nothing more.
    let described = learned.places(&features).len() >= LEARNED_FROM;
    let read = Read {
        query: &query,
        asked: &asked,
        stems: &stems,
        numbers: &numbers,
        tiles: &tiles,
        sequence: sequence.as_ref(),
        fouls: fouls.as_ref(),
        fouls_before: fouls_before.as_ref(),
        doubted: &doubted,
        offender: &offender,
        features: described.then_some(&features[..]),
    };
    infos
        .iter()
        .map(|info| answers_of(lang, info, &read).applying(info))
        .collect()
}

/// A search read once, for the answers it gives each incident (see [`each_answers`]).
struct Read<'a> {
    /// The search, folded ([`searched`]).
    query: &'a str,
    asked: &'a [&'a str],
    stems: &'a [&'a str],
    numbers: &'a [Number],
    /// The tiles it names ([`tile_run`]).
    tiles: &'a (Option<Tiles>, Vec<usize>),
    sequence: Option<&'a Sequence>,
    /// The fouls the player already had ([`earlier_fouls`]), with the places of their
    /// words: as a count, and as whether it happened before (a first time counting).
    fouls: Option<&'a (u32, Vec<usize>)>,
    fouls_before: Option<&'a (u32, Vec<usize>)>,
    /// Which words are in doubt ([`doubted`]).
    doubted: &'a [bool],
    /// The answers of the one who did it, named by seat or role ([`offender_answers`]),
    /// read at the first incident that asks about them.
    offender: &'a std::cell::OnceCell<Vec<(&'static str, bool)>>,
    /// The words as the learned counts read them, when the search is a description.
    features: Option<&'a [&'a str]>,
}

/// The answers a search read gives one incident (see [`search_answers_by_source`]).
fn answers_of(lang: Lang, info: &IncidentInfo, read: &Read) -> Answers {
    let (asked, stems) = (read.asked, read.stems);
    // The answers, and the places of the words they used.
    let (mut answers, mut used) = list_answers(lang, info, read);
    let (ordered, places) = order_answers(info, read.query, asked, stems);
    for (field, value) in ordered {
        answers.retain(|(f, _)| *f != field);
        answers.push((field, value));
    }
    used.extend(places);
    let (numbered, places) = number_answers(lang, info, read.query, asked, stems, read.numbers);
    answers.extend(numbered);
    used.extend(places);
    // The fouls the player already had, told otherwise than by a number beside "foul"
    // ("already warned twice", "deuxième fois de la session").
    if let Some(fact) = info.facts.iter().find(|f| f.field == FOULS)
        && !answers.iter().any(|(f, _)| *f == FOULS)
        && let Some((n, places)) = read.fouls
        && fact.range_max().is_some_and(|max| *n <= max)
    {
        answers.push((fact.field, n.to_string()));
        used.extend(places);
    }
    // Minutes and seconds read together ("five and a half minutes", "90 seconds"), rather
    // than each number alone.
    let (timed, places) = duration_answers(lang, info, asked, stems, read.numbers);
    for (field, value) in timed {
        answers.retain(|(f, _)| *f != field);
        answers.push((field, value));
    }
    used.extend(places);
    // Who did it, where the search says so, rather than a number read alone ("two more
    // players discarded since his discard": three discards, his own included).
    for (field, value) in who_answers(info, read.query) {
        answers.retain(|(f, _)| *f != field);
        answers.push((field, value));
    }
    // An ordinal is a place unless an answer above used it ("3rd foul"); the readers
    // after this one read every word, whichever answer used it.
    for (field, value) in ordinal_answers(lang, info, read, &used) {
        answers.retain(|(f, _)| *f != field);
        answers.push((field, value));
    }
    answers.extend(flag_answers(info, read.query, asked, stems, read.doubted));
    // The one who did it, named by seat or role ("East called ron": the dealer).
    if asks_of_offender(info) {
        for (field, yes) in read.offender.get_or_init(|| offender_answers(read.query)) {
            if let Some(fact) = yes_no(info, field) {
                answers.retain(|(f, _)| *f != fact.field);
                answers.push((fact.field, yes.to_string()));
            }
        }
    }
    // Whether it happened before, where asked and no word said so: the earlier fouls
    // ("déjà averti": yes; "first time": no).
    for &field in asking_before() {
        if let Some(fact) = yes_no(info, field)
            && !answers.iter().any(|(f, _)| *f == field)
            && let Some((n, _)) = read.fouls_before
        {
            answers.push((fact.field, (*n > 0).to_string()));
        }
    }
    for field in early_hand_answers(info, asked) {
        if !answers.iter().any(|(f, _)| *f == field) {
            answers.push((field, false.to_string()));
        }
    }
    for (field, value) in below_answers(info, asked, stems, read.numbers) {
        answers.retain(|(f, _)| *f != field);
        answers.push((field, value.to_string()));
    }
    answers.extend(tile_answer(info, read.tiles));
    // Tiles named one by one, counted, where no number said how many ("the 3p and the 7s").
    if let Some((field, n)) = tile_count_answer(lang, info, read.tiles)
        && !answers.iter().any(|(f, _)| *f == field)
    {
        answers.push((field, n));
    }
    if let Some(sequence) = read.sequence
        && let Some(told) = index().sequences.iter().find(|s| s.kind == info.kind)
    {
        let open = |answers: &[(&str, String)], field: &str| {
            info.facts
                .iter()
                .find(|f| f.field == field)
                .filter(|f| !answers.iter().any(|(a, _)| *a == f.field))
        };
        // The two calls' own places: the first call's word, then the second's after it (a
        // call said again later is another word: "he could not ron").
        let mut said: Vec<usize> = Vec::new();
        for call in &sequence.said {
            let from = said.last().map_or(0, |&at| at + 1);
            said.extend((from..asked.len()).find(|&at| asked[at] == call));
        }
        if let Some(fact) = open(&answers, &told.first_win) {
            answers.push((fact.field, sequence.first_win.to_string()));
        }
        if let Some(fact) = told
            .first_possible
            .as_deref()
            .and_then(|f| open(&answers, f))
            && first_negated(sequence, asked, stems, &said).is_some()
        {
            answers.push((fact.field, false.to_string()));
        }
    }
    // What labelled descriptions of the incident say of the questions left open (see
    // [`Learned::stated_answers`]), from all the search's words, as they were learned.
    let Some(features) = read.features else {
        return Answers {
            said: answers,
            likely: Vec::new(),
        };
    };
    let learned = learned();
    let open = |field: &str| !answers.iter().any(|(f, _)| *f == field);
    let likely = learned.stated_answers(
        crate::lang::index_of(info),
        &learned.answer_places(features),
        open,
    );
    Answers {
        said: answers,
        likely,
    }
}

/// The place of a word saying the first of two calls could not be made: the first call
/// negated, apart from the two calls themselves (`said`): "he could not ron", "couldn't have
/// won"; for a win, also a word of a `negated` line that names no call, negated ("il
/// n'était même pas tenpai", "sa main n'était pas complète").
fn first_negated(
    sequence: &Sequence,
    asked: &[&str],
    stems: &[&str],
    said: &[usize],
) -> Option<usize> {
    let index = index();
    let first = stem(sequence.said.first()?);
    let calls: Vec<String> = index.calls.iter().map(|c| stem(c)).collect();
    let tells = |s: &str| {
        s == first
            || (sequence.first_win
                && !calls.iter().any(|c| c == s)
                && index
                    .negated
                    .iter()
                    .any(|(_, words)| words.iter().any(|w| index.same_as(w) == s)))
    };
    (0..asked.len())
        .find(|&at| !said.contains(&at) && tells(stems[at]) && call_negation(asked, at).is_some())
}

/// The incident's yes/no question `field`, if it asks one.
pub(super) fn yes_no<'a>(
    info: &'a IncidentInfo,
    field: &str,
) -> Option<&'a crate::rules::catalogue::Fact> {
    info.facts
        .iter()
        .find(|f| f.field == field && f.kind() == FactKind::YesNo)
}

/// The yes/no questions a hand named answers no: a round's name and a hand's number that is
/// never a game's last (search-words.txt's `early` lines: "we're only in East 3", "pendant
/// Sud 2": the game is not complete).
fn early_hand_answers(info: &IncidentInfo, asked: &[&str]) -> Vec<&'static str> {
    let mut answers = Vec::new();
    for (field, last, rounds) in &index().early {
        let Some(fact) = yes_no(info, field) else {
            continue;
        };
        let named = (1..asked.len()).find(|&at| {
            let hand = asked[at]
                .parse::<u32>()
                .ok()
                .filter(|n| (1..=*last).contains(n));
            hand.is_some() && rounds.iter().any(|r| r == asked[at - 1])
        });
        if named.is_some() && !answers.contains(&fact.field) {
            answers.push(fact.field);
        }
    }
    answers
}

/// The answers numbers give the incident's yes/no questions that ask whether something is
/// below a line (search-words.txt's `below` lines): the first number in the search beside
/// one of the line's units ("only 7 points": short of 8; "12 fan": not); not the line
/// itself ("under 8 points", which the words answer), unless negated ("pas 8 points":
/// below). A number of points the hand has says more than a word ("short") when both are
/// said.
pub(super) fn below_answers(
    info: &IncidentInfo,
    asked: &[&str],
    stems: &[&str],
    numbers: &[Number],
) -> Vec<(&'static str, bool)> {
    let mut answers = Vec::new();
    for (field, line, units) in &index().below {
        let Some(fact) = info.facts.iter().find(|f| f.field == field) else {
            continue;
        };
        let unit = |at: usize| stems.get(at).is_some_and(|s| units.iter().any(|u| u == s));
        // The number the line itself is said with ("under 8 points") tells nothing: the
        // words around it do ("short", "moins"); but negated, it is below ("ne fait pas 8
        // points"). Another number negated says nothing of where the hand is ("not 16
        // points").
        let negated = |n: &Number| negation(asked, n.at).is_some();
        let below = |n: &Number| n.value < *line || negated(n);
        let with_unit = |n: &Number| {
            [Some(n.at + 1), n.at.checked_sub(1)]
                .into_iter()
                .flatten()
                .any(unit)
        };
        let beside = numbers
            .iter()
            .filter(|n| !n.ordinal && !n.minutes && ((n.value == *line) == negated(n)))
            .filter(|n| with_unit(n))
            .min_by_key(|n| n.at);
        if let Some(n) = beside {
            answers.push((fact.field, below(n)));
        }
    }
    answers
}

/// The answers a search's words give an incident's yes/no questions. A word
/// search-words.txt gives for a question's yes ("shown") answers it yes, a word for its no
/// ("closed") answers it no — each the other way round when a negation stands up to two
/// words before it ("not shown", "non-dealer", "didn't discard", "pas encore défaussé",
/// "before revealing") or "no" right after it with a word after that ("showed no tiles").
/// Of several words for one question, one saying no answers no ("dice for the next hand,
/// not yet thrown"). A word that puts a call later does not negate it: "before saying ron" was a ron. Words joined by "or" are
/// alternatives, and say nothing ("a win or a draw"), nor do words in doubt (`doubted`:
/// "not sure whether he touched it", see [`doubted`]).
pub(super) fn flag_answers(
    info: &IncidentInfo,
    query: &str,
    asked: &[&str],
    stems: &[&str],
    doubted: &[bool],
) -> Vec<(&'static str, String)> {
    let index = index();
    let mut answers: Vec<(&'static str, String)> = Vec::new();
    let negation = |at: usize| call_negation(asked, at);
    // A word joined to another by "or" is one of two alternatives: it says neither.
    let or = |a: usize, b: usize| {
        between(query, asked[a], asked[b])
            .is_some_and(|t| words(t).any(|w| index.or.iter().any(|o| o == w)))
    };
    let alternative: Vec<bool> = (0..asked.len())
        .map(|at| (at > 0 && or(at - 1, at)) || (at + 1 < asked.len() && or(at, at + 1)))
        .collect();
    // Each word as written, without its ending: read once, not once per question.
    let owns: Vec<String> = asked.iter().map(|w| strip(w)).collect();
    for (field, yes, no) in &index.flags {
        let Some(fact) = yes_no(info, field) else {
            continue;
        };
        // A word says it as written (any form of it), or, when it is the first of a line
        // `same:`, by any word read as it ("win": "ron", "hu"); "annoncée" is no "called".
        let says = |list: &[String], at: usize| {
            list.iter()
                .any(|w| *w == owns[at] || (w == stems[at] && index.same_as(w) == w.as_str()))
        };
        let mut value = None;
        // Its phrases first ("from the start"), whose words say nothing more alone.
        let mut in_phrase: Vec<usize> = Vec::new();
        for (_, said, phrase) in index.phrases.iter().filter(|p| p.0 == *field) {
            for within in phrase_places(query, asked, phrase) {
                if within.iter().any(|&at| doubted[at]) {
                    continue;
                }
                let negated = within.first().and_then(|&at| negation(at));
                in_phrase.extend(&within);
                value = Some(value.unwrap_or(true) && (*said != negated.is_some()));
            }
        }
        for at in (0..asked.len())
            .filter(|&at| !alternative[at] && !doubted[at] && !in_phrase.contains(&at))
        {
            let word = if says(yes, at) {
                true
            } else if says(no, at) {
                false
            } else {
                continue;
            };
            let negated = negation(at);
            let said = word != negated.is_some();
            value = Some(value.unwrap_or(true) && said);
        }
        if let Some(value) = value {
            answers.push((fact.field, value.to_string()));
        }
    }
    answers
}

/// The answers a search's words (`asked`, as typed and folded; `stems`, as matched: see
/// [`stem`]) give an incident's list questions, with the places of the words they
/// used (see [`search_answers`]). Each answer of a question weighs the words of the search
/// that name it (its [`Label`]'s words), each as much as few of the question's other answers
/// have it (a word all have says nothing of which), an everyday word half, and only as the
/// name says it: negated where the name negates it ("did not turn the tile": no rotation),
/// not negated where it does not. A word said done where the name negates it rules the
/// answer out ("posé son bâton": not "no stick"); the other way round rules nothing out, as
/// a negation also reaches the words after its verb ("never added the winning tile"). The
/// answer weighing most
/// answers the question, when a word that is not everyday names it; two weighing alike
/// answer nothing.
fn list_answers(
    lang: Lang,
    info: &IncidentInfo,
    read: &Read,
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let (asked, stems) = (read.asked, read.stems);
    let index = self::index();
    let entry = &entries(lang)[crate::lang::index_of(info)];
    // The words of the incident's own title, in English and the page's language, name the
    // incident, not one of its answers ("counting": the count was wrong, not "helped
    // count"): they weigh half.
    let titles = format!("{} {}", info.title, lang.incident_title(info));
    let title: Vec<String> = words(&fold(&titles))
        .map(|w| index.same_as(&strip(w)).to_string())
        .collect();
    let mut answers = Vec::new();
    let mut used = Vec::new();
    for ((fact, values), question) in info.facts.iter().zip(&entry.labels).zip(&entry.questions) {
        // A place's label before a word it numbers names no place ("la première main").
        let a_place = places_asked(fact);
        let mut best: Option<(f32, &'static str, Vec<usize>)> = None;
        let mut tied = false;
        for (value, names) in values {
            // For each word of its names, whether the search says it as the name does
            // (negated or not), only the other way, or not at all; a word being typed is
            // said by its start ("rotat").
            let mut said: Vec<Option<bool>> = vec![None; names.len()];
            let mut places = Vec::new();
            // A negation negates, and names no answer (French "non" is no "none").
            let named = stems.iter().enumerate().filter(|&(at, _)| {
                let numbers_a_word = a_place && numbers_next(read, at, question);
                !index.is_not(asked[at]) && !numbers_a_word
            });
            for (at, &s) in named {
                let negated = negation(asked, at);
                for (k, (w, negative, _)) in names.iter().enumerate() {
                    if w == s || (s.len() > 4 && w.starts_with(s)) {
                        if negated.is_some() == *negative {
                            said[k] = Some(true);
                            places.push(at);
                            places.extend(negated);
                        } else if said[k].is_none() && *negative {
                            // Said done where the name says it was not ("posé son bâton":
                            // not "no stick"). The other way round rules nothing out: a
                            // negation also reaches the words after its verb ("never added
                            // the winning tile").
                            said[k] = Some(false);
                        }
                    }
                }
            }
            let mut weight = 0.0;
            let mut strong = false;
            let mut against = false;
            for (k, (w, _, _)) in names.iter().enumerate() {
                against |= said[k] == Some(false);
                if said[k] != Some(true) || names[..k].iter().any(|n| n.0 == *w) {
                    continue;
                }
                // As much as few of the question's answers have it.
                let mut shared = 0;
                for (_, other) in values {
                    if other.iter().any(|n| n.0 == *w) {
                        shared += 1;
                    }
                }
                let weak = index.is_weak(w) || title.contains(w);
                weight += if weak { 0.5 } else { 1.0 } / shared as f32;
                strong |= !weak;
            }
            // A name whose every word is said ("wall" over "dead wall").
            let mut whole = false;
            for (_, _, name) in names {
                let mut all = true;
                for (k, n) in names.iter().enumerate() {
                    all &= n.2 != *name || said[k] == Some(true);
                }
                whole |= all;
            }
            if whole {
                weight += WHOLE_NAME;
            }
            if against || !(strong || whole) {
                continue;
            }
            match &best {
                Some((b, ..)) if weight < *b => {}
                Some((b, ..)) if weight == *b => tied = true,
                _ => (best, tied) = (Some((weight, *value, places)), false),
            }
        }
        if let (Some((_, value, places)), false) = (best, tied) {
            answers.push((fact.field, value.to_string()));
            used.extend(places);
        }
    }
    (answers, used)
}

/// The answers a search's ordinals give a list question whose answers are places (`first`
/// to `fourth`): an ordinal no number question took ("finished 4th", "terminé 3e") names
/// the place it numbers, unless a word after it in its clause is what it numbers ("after
/// the first hands, … ended third": third; "avant le premier lancer de dés, il finit
/// deuxième": second), a word of the question or a number aside ("at the table", "4th of
/// 4"), or a word another answer used (`used`).
fn ordinal_answers(
    lang: Lang,
    info: &IncidentInfo,
    read: &Read,
    used: &[usize],
) -> Vec<(&'static str, String)> {
    let numbers = read.numbers;
    let entry = &entries(lang)[crate::lang::index_of(info)];
    let mut answers = Vec::new();
    for (fact, question) in info.facts.iter().zip(&entry.questions) {
        let choices = fact.choices();
        if !places_asked(fact) {
            continue;
        }
        let said = numbers
            .iter()
            .filter(|n| {
                n.ordinal
                    && !n.minutes
                    && !used.contains(&n.at)
                    && !numbers_next(read, n.at, question)
            })
            .find_map(|n| choices.get(usize::try_from(n.value).ok()?.checked_sub(1)?));
        if let Some(value) = said {
            answers.push((fact.field, value.to_string()));
        }
    }
    answers
}

/// Whether the ordinal at `at` numbers the word right after it ("la première main", "the
/// second hanchan"): a word its question (`question`'s stems) does not have ("at the table"
/// does), nor a number ("4th of 4"), with no little word between ("third in the hanchan"
/// is a place).
fn numbers_next(read: &Read, at: usize, question: &[String]) -> bool {
    let (asked, stems) = (read.asked, read.stems);
    stems
        .get(at + 1)
        .is_some_and(|s| *s != CLAUSE && !question.iter().any(|q| q == s))
        && !read.numbers.iter().any(|n| n.at == at + 1)
        && between(read.query, asked[at], asked[at + 1]).is_some_and(|t| words(t).next().is_none())
}

/// Whether a list question's answers are places, `first` to `fourth`: an ordinal or a
/// label's word answers it only where it numbers no word after it ([`numbers_next`]).
fn places_asked(fact: &crate::rules::catalogue::Fact) -> bool {
    let choices = fact.choices();
    !choices.is_empty()
        && (1..)
            .zip(choices.iter())
            .all(|(k, c)| read_number(c) == Some((k, true)))
}

/// What naming every word of one of a list answer's names adds to its weight (see
/// [`list_answers`]).
pub(super) const WHOLE_NAME: f32 = 0.5;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_number_of_points_answers_whether_a_hand_is_short_of_8() {
        let short = |q: &str| {
            let info = crate::rules::catalogue::info("winning-tile-not-shown").expect("kind");
            search_answers_by_source(Lang::En, info, q)
                .said
                .into_iter()
                .find(|(f, _)| *f == "shortOf8")
                .map(|(_, v)| v)
        };
        assert_eq!(
            short("winning tile not shown apart, only 7 points").as_deref(),
            Some("true")
        );
        assert_eq!(
            short("tile not set apart, but 12 fan anyway").as_deref(),
            Some("false")
        );
        // Eight itself is the line, however said: the words decide.
        assert_eq!(short("tile not set apart, 8 points exactly"), None);
        // The line itself, said with its unit, leaves the words to answer.
        assert_eq!(
            short("tile not set apart; the hand was under 8 points").as_deref(),
            Some("true")
        );
        // A number of something else says nothing.
        assert_eq!(short("tile not set apart, table 7"), None);
    }

    use super::super::answer_to as answer;

    /// A word that puts a call later says nothing against the call: it was made.
    #[test]
    fn a_call_said_later_was_made() {
        for (lang, q) in [
            (
                Lang::En,
                "took the discarded tile into his hand before calling ron",
            ),
            (
                Lang::Fr,
                "il a attrapé la tuile dans mes écarts avant de dire ron",
            ),
        ] {
            assert_eq!(
                answer("claim-order", "win", lang, q).as_deref(),
                Some("true"),
                "{q}"
            );
        }
        // A negation still negates it: "nobody called ron" was no ron.
        let q = "la dernière tuile est jetée, personne ne fait ron, et un joueur commet un chombo";
        assert_eq!(
            answer("chombo-with", "exhaustiveDraw", Lang::Fr, q).as_deref(),
            Some("true")
        );
    }

    /// A hand won is no exhaustive draw, whatever word names the win; none won is one.
    #[test]
    fn a_win_is_no_exhaustive_draw() {
        for (lang, q, draw) in [
            (Lang::En, "chombo and tsumo simultaneously??", "false"),
            (
                Lang::Fr,
                "Chombo et agari au même instant à ma table",
                "false",
            ),
            (
                Lang::Fr,
                "chombo simultané avec une victoire, qui paie ?",
                "false",
            ),
            (
                Lang::Fr,
                "chombo pendant que le mur se termine sans gagnant",
                "true",
            ),
            (
                Lang::En,
                "a chombo as the wall ran out and nobody won",
                "true",
            ),
        ] {
            assert_eq!(
                answer("chombo-with", "exhaustiveDraw", lang, q).as_deref(),
                Some(draw),
                "{q}"
            );
        }
    }

    /// Each case: the incident, the question, the language, the words, the answer.
    type Case = (
        &'static str,
        &'static str,
        Lang,
        &'static str,
        Option<&'static str>,
    );

    /// Each case's answer, as the words give it (not the learned counts, which change with
    /// every description learned).
    fn check(cases: &[Case]) {
        for &(kind, field, lang, q, want) in cases {
            let info = CATALOGUE.iter().find(|i| i.kind == kind).unwrap();
            let said = search_answers_by_source(lang, info, q).said;
            let got = said.into_iter().find(|(f, _)| *f == field).map(|(_, v)| v);
            assert_eq!(got.as_deref(), want, "{q}");
        }
    }

    /// French "ne … pas" negates the word between ("la table ne comprend pas"); a
    /// negation names no list answer ("non" is no "none"); the line of a `below` question,
    /// negated, is below it.
    #[test]
    fn negations_as_french_writes_them() {
        check(&[
            (
                "wrong-word",
                "understood",
                Lang::Fr,
                "il a crié « trois ! » au lieu de pung, la table ne comprend pas",
                Some("false"),
            ),
            (
                "changed-call",
                "shown",
                Lang::Fr,
                "il dit ron, puis « non pardon, pon » ; il avait déjà étalé toute sa main",
                Some("hand"),
            ),
            (
                "winning-tile-not-shown",
                "shortOf8",
                Lang::Fr,
                "tuile gagnante pas montrée à part, sa main ne fait pas 8 points",
                Some("true"),
            ),
            (
                "winning-tile-not-shown",
                "shortOf8",
                Lang::En,
                "winning tile not set apart, and the hand is not 8 points without it",
                Some("true"),
            ),
        ]);
    }

    /// The first call said again later is read ("he could not ron"); "où" joins no
    /// alternatives; a number negated other than the line says nothing; "a second time" is
    /// no second late; an ordinal before a little word is a place.
    #[test]
    fn calls_alternatives_and_numbers_read_in_their_place() {
        check(&[
            (
                "changed-call",
                "firstPossible",
                Lang::En,
                "he said 'ron... no, pon'. nothing shown, and he could not ron anyway",
                Some("false"),
            ),
            (
                "chombo-with",
                "exhaustiveDraw",
                Lang::Fr,
                "chombo au moment où le mur se termine sans gagnant",
                Some("true"),
            ),
            (
                "winning-tile-not-shown",
                "shortOf8",
                Lang::En,
                "winning tile not set apart: not 16 points but 12",
                None,
            ),
            ("late", "seconds", Lang::En, "late for a second time", None),
            (
                "substitution",
                "place",
                Lang::En,
                "a substitute came third in the hanchan",
                Some("third"),
            ),
        ]);
    }

    /// "Côté" is a side after a word saying which ("du mauvais côté"), and aside else.
    #[test]
    fn a_side_is_not_aside() {
        let into = |q| answer("wrong-draw", "intoHand", Lang::Fr, q);
        let q = "il a pioché du mauvais côté du mur et il l'a rangée dans sa main";
        assert_eq!(into(q).as_deref(), Some("true"));
        let q = "il a pioché du mauvais côté du mur, il l'a gardée à côté";
        assert_eq!(into(q).as_deref(), Some("false"));
    }

    /// A phrase says an answer as a whole, its words no longer alone ("from the start" is
    /// not during the session, though "start" alone says it had begun); not across a
    /// clause's end, and negated as a word is.
    #[test]
    fn a_phrase_says_an_answer_as_a_whole() {
        let during = |lang, q| answer("substitution", "duringSession", lang, q);
        let no = Some("false");
        assert_eq!(
            during(Lang::En, "a substitute played from the start").as_deref(),
            no
        );
        assert_eq!(during(Lang::Fr, "remplaçant dès le départ").as_deref(), no);
        assert_eq!(
            during(Lang::Fr, "un remplaçant pour toute la séance").as_deref(),
            no
        );
        let q = "the substitute came in after play had started";
        assert_eq!(during(Lang::En, q).as_deref(), Some("true"));
        let q = "a substitute sat in from the, start was late";
        assert_eq!(during(Lang::En, q).as_deref(), Some("true"));
        let q = "a substitute sat in from the , start was late";
        assert_eq!(during(Lang::En, q).as_deref(), Some("true"));
        let q = "a substitute, not for the whole session";
        assert_eq!(during(Lang::En, q).as_deref(), Some("true"));
    }

    /// Facts as people say them, in phrases: a whole hand is its sets and its pair together
    /// (a pair alone is the pung's), a correction at once or after a pause, nothing shown,
    /// a tile gone in among the others or not yet.
    #[test]
    fn facts_said_in_phrases() {
        let cases = [
            (
                "empty-call",
                "fourSetsAndPair",
                Lang::En,
                "false hu, not four sets and a pair at all",
                Some("false"),
            ),
            (
                "empty-call",
                "fourSetsAndPair",
                Lang::Fr,
                "faux hu : pas quatre combinaisons et une paire",
                Some("false"),
            ),
            (
                "empty-call",
                "fourSetsAndPair",
                Lang::En,
                "false hu: four sets and a pair but only 6 fan",
                Some("true"),
            ),
            (
                "changed-call",
                "fourSetsAndPair",
                Lang::En,
                "hu then pung; he had the pair for the pung",
                None,
            ),
            (
                "changed-call",
                "quick",
                Lang::Fr,
                "il dit chii puis tout de suite pon",
                Some("true"),
            ),
            (
                "changed-call",
                "quick",
                Lang::En,
                "ron, then pon a few seconds later",
                Some("false"),
            ),
            (
                "changed-call",
                "shown",
                Lang::En,
                "changed his call from chow to pung, nothing revealed",
                Some("none"),
            ),
            (
                "changed-call",
                "shown",
                Lang::En,
                "pung then chow, no tiles out",
                Some("none"),
            ),
            (
                "wrong-draw",
                "intoHand",
                Lang::En,
                "drew the wrong tile and slid it into his hand",
                Some("true"),
            ),
            (
                "wrong-draw",
                "intoHand",
                Lang::Fr,
                "mauvaise pioche, la tuile n'est pas encore dans sa main",
                Some("false"),
            ),
        ];
        for (kind, field, lang, q, want) in cases {
            assert_eq!(answer(kind, field, lang, q).as_deref(), want, "{q}");
        }
    }

    /// A question that does not apply given the answers said is not answered: a
    /// replacement tile after a pung's three tiles (the incident would refuse it), as
    /// after a kong's four it is.
    #[test]
    fn no_answer_to_a_question_that_does_not_apply() {
        let replacement = |q| answer("false-set", "replacement", Lang::En, q);
        let q = "false pung 5s5s6s, the replacement tile went into his hand";
        assert_eq!(replacement(q), None);
        let q = "false kong 6669p, the replacement tile went into his hand";
        assert_eq!(replacement(q).as_deref(), Some("in-hand"));
    }

    /// A hand under way says its dice were thrown and its deal is over, however said.
    #[test]
    fn a_hand_under_way_was_dealt() {
        let dice = |lang, q| answer("time-signal", "diceThrown", lang, q);
        let deal = |lang, q| answer("exposed-tiles", "duringDeal", lang, q);
        let yes = Some("true".to_string());
        let no = Some("false".to_string());
        assert_eq!(dice(Lang::En, "the gong sounded mid-hand"), yes);
        assert_eq!(dice(Lang::Fr, "le signal sonne en pleine main"), yes);
        assert_eq!(dice(Lang::Fr, "fin du temps : main en cours"), yes);
        assert_eq!(deal(Lang::En, "tiles exposed in the middle of a hand"), no);
        assert_eq!(deal(Lang::Fr, "tuiles exposées en cours de jeu"), no);
        assert_eq!(deal(Lang::En, "tiles exposed while dealing"), yes);
    }

    /// A word in doubt is asked about, not said: after "whether", "unsure", "not sure" or
    /// "can't agree" in its clause; the clause after says again. (What the labelled
    /// descriptions with such words stated may still be offered as likely.)
    #[test]
    fn a_word_in_doubt_says_nothing() {
        let info = CATALOGUE.iter().find(|i| i.kind == "wall-touched").unwrap();
        let touched = |lang, q| {
            search_answers_by_source(lang, info, q)
                .said
                .into_iter()
                .find(|(f, _)| *f == "touched")
                .map(|(_, v)| v)
        };
        for (lang, q, said) in [
            (
                Lang::En,
                "reached for the wall then called pung, not sure if he touched it",
                None,
            ),
            (
                Lang::En,
                "nobody is sure whether he touched the wall tile before chi",
                None,
            ),
            (
                Lang::En,
                "we can't agree he touched the wall before pon",
                None,
            ),
            (
                Lang::Fr,
                "on ne sait pas trop, incertain qu'il ait touché le mur avant pung",
                None,
            ),
            (
                Lang::Fr,
                "on ne sait pas s'il a touché le mur avant pung",
                None,
            ),
            (
                Lang::En,
                "he called pung, whether he touched the wall first I can't say",
                None,
            ),
            (
                Lang::En,
                "I don't know if he touched the wall before pon",
                None,
            ),
            (
                Lang::En,
                "no doubt at all that he touched the wall tile before pung",
                Some("true"),
            ),
            (
                Lang::En,
                "he touched the wall tile, then called pung",
                Some("true"),
            ),
            (
                Lang::En,
                "unsure why he called pon, but he touched the wall tile",
                Some("true"),
            ),
            (
                Lang::En,
                "I'm sure he touched the wall before pung",
                Some("true"),
            ),
            (
                Lang::En,
                "his hand never touched the wall tile before pung",
                Some("false"),
            ),
        ] {
            assert_eq!(touched(lang, q).as_deref(), said, "{q}");
        }
    }

    /// A hand that is never a game's last, named, says the game is not complete; the last
    /// hand of a riichi game says nothing by its name.
    #[test]
    fn a_hand_before_the_last_is_no_complete_game() {
        for (lang, q, said) in [
            (Lang::En, "buzzer and we're only in East 3", Some("false")),
            (Lang::Fr, "le gong pendant Sud 2", Some("false")),
            (Lang::En, "buzzer during South 4", None),
            (Lang::En, "buzzer at table 3", None),
        ] {
            let complete = answer("time-signal", "gameComplete", lang, q);
            assert_eq!(complete.as_deref(), said, "{q}");
        }
    }

    #[test]
    fn an_ordinal_names_a_place() {
        let sub = CATALOGUE.iter().find(|i| i.kind == "substitution").unwrap();
        let place = |lang, q| {
            search_answers(lang, sub, q)
                .into_iter()
                .find(|(f, _)| *f == "place")
                .map(|(_, v)| v)
        };
        let fourth = Some("fourth".to_string());
        assert_eq!(
            place(Lang::En, "a substitute finished the game in 4th"),
            fourth
        );
        assert_eq!(place(Lang::Fr, "le remplaçant finit 4e"), fourth);
        assert_eq!(
            place(Lang::En, "the sub ended third at the table").as_deref(),
            Some("third")
        );
        // An ordinal before an everyday word numbers that.
        let q = "ill after the first hands; a substitute took his seat and ended second";
        assert_eq!(place(Lang::En, q).as_deref(), Some("second"));
        assert_eq!(place(Lang::En, "a substitute came for the 2nd round"), None);
        // Any word after it in its clause numbers that, a label's word as much as a number.
        let q = "avant le premier lancer de dés, le remplaçant finit deuxième";
        assert_eq!(place(Lang::Fr, q).as_deref(), Some("second"));
        let q = "forfait avant le début, le remplaçant a joué dès la première main";
        assert_eq!(place(Lang::Fr, q), None);
        let q = "il finit quatrième sur quatre";
        assert_eq!(place(Lang::Fr, q).as_deref(), Some("fourth"));
    }
}
