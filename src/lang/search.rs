//! The incident search: what happened, in a referee's own words, to the incidents it
//! names and the answers its words already give.

use super::{Lang, fold, lower, words};
use crate::rules::catalogue::{CATALOGUE, FactKind, IncidentInfo};
use crate::sets::classify;
use crate::tiles::{Tile, Tiles};

/// The incidents a search finds, best first, in any language the widget speaks, whichever
/// `lang` the widget is in (a referee mixes them, and an English term is known everywhere). Each word of the search is read as
/// its stem ([`stem`]: "called" and "calls" are "call", "montrée" is "montr"; the table's
/// words as what they name, "pon" as pung, "ron" as a win), and weighed by how few incidents
/// have it among their words (titles, keywords, and the words search-words.txt gives each):
/// a word only one incident has weighs most, a word every incident has next to nothing. A word may
/// also answer one of an incident's questions (a list answer's label, a yes/no question's
/// words: half weight), a number the question named beside it ("12 minutes"), tiles the
/// group a false set showed (the more when they are no set), two different calls said one
/// after the other a changed call, words negated or a hand written out short of a win
/// a call that could not be completed. Everyday words ("table", "after") weigh half, and
/// never find an incident alone; two words side by side as in an incident's words weigh more ("false
/// riichi"), and so does an incident that takes every word. An incident is found when it
/// takes every word of the search, or when its weight reaches a line that rises with the
/// search's length (a long sentence has more words some incident has by chance); nothing
/// reaching it, the search finds nothing — it does not guess. Ties keep the catalogue's
/// order; an empty search (or one of little words) lists every incident. The weights and
/// the line are set on the tuning part of tests/search-eval (`mjref search-eval`), never
/// on its held-out part.
///
/// ```
/// use mahjong_referee::lang::{search, Lang};
/// let first = |q| search(Lang::Fr, q).first().map(|i| i.kind);
/// assert_eq!(first("retard"), Some("late"));
/// assert_eq!(first("late"), Some("late"));
/// assert_eq!(first("main courte"), Some("wrong-tile-count"));
/// assert_eq!(first("le joueur est en retard"), Some("late"));
/// assert_eq!(first("erreur de comptage des fleurs"), Some("counting"));
/// assert_eq!(first("dés"), Some("distribution-foul"));
/// assert_eq!(search(Lang::Fr, "le ").len(), search(Lang::Fr, "").len());
/// assert_eq!(first("12 minutes de retard"), Some("late"));
/// assert_eq!(search(Lang::En, "13 tiles")[0].kind, "wrong-tile-count");
/// assert_eq!(search(Lang::En, "false riichi")[0].kind, "noten-riichi");
/// assert_eq!(search(Lang::En, "riichi")[0].kind, "riichi-declaration");
/// assert_eq!(search(Lang::En, "took a tile from the wall out of turn")[0].kind, "wrong-draw");
/// assert_eq!(search(Lang::En, "kan after riichi")[0].kind, "riichi-kong");
/// assert!(search(Lang::En, "xyzzy").is_empty());
/// // The words that found an incident, as typed.
/// let found = mahjong_referee::lang::ranked(Lang::Fr, "Retard de 12 minutes à la Table 3");
/// assert_eq!(found[0].words, ["Retard", "12", "minutes"]);
/// assert!(search(Lang::En, "zebra crossing").is_empty());
/// assert_eq!(search(Lang::En, "used a phone")[0].kind, "telephone");
/// assert_eq!(search(Lang::En, "south west south pung")[0].kind, "false-set");
/// assert_eq!(search(Lang::En, "the dealer has 15 tiles")[0].kind, "wrong-tile-count");
/// // Two different calls, one after the other: a changed call.
/// assert_eq!(search(Lang::En, "he said pon, then ron")[0].kind, "changed-call");
/// assert_eq!(search(Lang::Fr, "il a dit chi puis pon")[0].kind, "changed-call");
/// ```
pub fn search(lang: Lang, query: &str) -> Vec<&'static IncidentInfo> {
    ranked(lang, query).into_iter().map(|f| f.info).collect()
}

/// An incident a search found, with the words of the search that found it (in lower case,
/// without accents), so that a list of candidates can say why each is there.
#[derive(Debug, Clone, PartialEq)]
pub struct Found {
    /// The incident.
    pub info: &'static IncidentInfo,
    /// The search's words it took, in the search's order.
    pub words: Vec<String>,
    /// How much those words weigh (see [`search`]).
    pub weight: f32,
}

/// The incidents a search finds, best first, each with the words that found it (see
/// [`search`]).
///
/// ```
/// use mahjong_referee::lang::{ranked, Lang};
/// let found = ranked(Lang::En, "he used his phone at the table");
/// assert_eq!(found[0].info.kind, "telephone");
/// assert_eq!(found[0].words, ["phone"]);
/// ```
pub fn ranked(lang: Lang, query: &str) -> Vec<Found> {
    let typed = capped(query);
    let query = searched(query);
    let asked = query_words(&query);
    if asked.is_empty() {
        return CATALOGUE
            .iter()
            .map(|info| Found {
                info,
                words: Vec::new(),
                weight: 0.0,
            })
            .collect();
    }
    let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
    let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
    let index = index();
    let entries = entries(lang);
    let tiles = tile_run(&query, &asked);
    let numbers = numbers(&asked);
    let sequence = call_sequence(&query);
    let verdict = hand_verdict(&asked, &tiles);
    // How many incidents have a word: the fewer, the more it says.
    let weight = |at: usize| -> f32 {
        let s = stems[at];
        // "One", "un", "une" are as often an article or a pronoun as a count: they answer
        // a number question (`number_answers`), and name no incident.
        let article = spelled(asked[at]) == Some(1);
        if index.is_not(asked[at]) || tiles.1.contains(&at) || asked[at] == CLAUSE || article {
            return 0.0;
        }
        let n = entries.iter().filter(|e| e.has(s).is_some()).count();
        let all = entries.len() as f32;
        if n == 0 {
            0.0
        } else {
            (1.0 + (all - n as f32 + 0.5) / (n as f32 + 0.5)).ln()
        }
    };
    let weights: Vec<f32> = (0..stems.len()).map(weight).collect();
    // The longer the search, the more it must weigh: a long sentence has many words that
    // some incident has by chance.
    let counted = (0..stems.len())
        .filter(|&at| !tiles.1.contains(&at) && asked[at] != CLAUSE)
        .count();
    let line = LINE + PER_WORD * counted.saturating_sub(1) as f32;
    let mut found: Vec<Found> = Vec::new();
    for (info, entry) in CATALOGUE.iter().zip(entries) {
        let mut total = 0.0;
        let mut strong = false;
        let mut took = vec![false; stems.len()];
        for (at, s) in stems.iter().enumerate() {
            if weights[at] == 0.0 {
                continue;
            }
            // A word counts once, however often it is typed.
            if let Some(before) = stems[..at].iter().position(|b| b == s) {
                took[at] = took[before];
                continue;
            }
            if let Some(own) = entry.has(s) {
                let weak = index.is_weak(s);
                let half = !own || weak;
                total += if half { weights[at] / 2.0 } else { weights[at] };
                took[at] = true;
                strong |= own && !weak;
            }
        }
        // Two words side by side as in the incident's words ("false riichi").
        // A longer run of them ("wall ran out") is one phrase, and counts once.
        let mut chained = false;
        for at in 1..stems.len() {
            let pair = took[at - 1] && took[at] && entry.side_by_side(stems[at - 1], stems[at]);
            if pair && !chained {
                total += PAIR;
            }
            chained = pair;
        }
        let (answered, used) = number_answers(lang, info, &asked, &stems, &numbers);
        total += NUMBER * answered.len() as f32;
        for at in used {
            took[at] = true;
        }
        // A word naming the incident's group ("riichi": the riichi group's incidents).
        if (0..stems.len()).any(|at| took[at] && entry.group.iter().any(|g| g == stems[at])) {
            total += GROUP_NAMED;
        }
        // Words the incident is told by when negated ("couldn't pon", "not tenpai").
        let negated = index.negated.iter().filter(|(kind, _)| kind == info.kind);
        for (_, told) in negated {
            // A hand written out that the core finds short of what was claimed.
            if let Some(short) = verdict
                && told.iter().any(|t| *t == strip(short))
            {
                total += NEGATED;
                strong = true;
                for &at in &tiles.1 {
                    took[at] = true;
                }
            }
            for at in 0..stems.len() {
                if told.iter().any(|t| t == stems[at])
                    && let Some(not) = negation(&asked, at)
                {
                    total += NEGATED;
                    strong = true;
                    took[at] = true;
                    took[not] = true;
                }
            }
        }
        // Two different calls said one after the other ("pon, then ron").
        if let Some(sequence) = &sequence
            && index.sequences.iter().any(|(kind, ..)| kind == info.kind)
        {
            total += SEQUENCE;
            strong = true;
            for at in 0..asked.len() {
                took[at] |= sequence.said.iter().any(|w| w == asked[at]);
            }
        }
        // Tiles named as a group: a false set's, the more so when the core finds them no
        // set ("south west south"); a true set named ("chi 3-4-5s") says less.
        if let Some(bonus) = tiles.0.as_ref().and_then(group_bonus)
            && info.facts.iter().any(|f| f.kind() == FactKind::Tiles)
        {
            total += bonus;
            strong = true;
            for &at in &tiles.1 {
                took[at] = true;
            }
        }
        // A search the incident takes whole is found whatever it weighs ("riichi").
        let whole = (0..stems.len()).all(|at| {
            took[at] || index.negations(asked[at]) || tiles.1.contains(&at) || asked[at] == CLAUSE
        });
        if whole {
            total += WHOLE;
        }
        if (total >= line || whole) && strong {
            let words = (0..asked.len())
                .filter(|&at| took[at])
                .map(|at| as_typed(typed, asked[at]))
                .collect();
            let at = found.iter().position(|f| f.weight < total);
            let one = Found {
                info,
                words,
                weight: total,
            };
            found.insert(at.unwrap_or(found.len()), one);
        }
    }
    found
}

/// A word of a search (as read: folded) as it was typed, with its capitals and accents
/// ("Défausse" for "defausse"), when the search has it so; else as read ("dés" is read
/// "dice").
fn as_typed(typed: &str, word: &str) -> String {
    let mut rest = typed;
    while !rest.is_empty() {
        let (token, _, after) = next_word(rest);
        if fold(token) == word {
            return token.to_string();
        }
        rest = after;
    }
    word.to_string()
}

/// Whether a character is of a word: ASCII's letters and digits, and any other but the
/// no-break space.
fn word_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || (!c.is_ascii() && c != '\u{a0}')
}

/// The first word of a text (letters and digits, any but ASCII's punctuation and spaces;
/// maybe empty), the character that ends it, and the rest after that character.
fn next_word(text: &str) -> (&str, Option<char>, &str) {
    let end = text.find(|c: char| !word_char(c)).unwrap_or(text.len());
    let (word, after) = text.split_at(end);
    let mut chars = after.chars();
    let stop = chars.next();
    (word, stop, chars.as_str())
}

/// The weight an incident must reach to be found (see [`search`]): set on the tuning part
/// of tests/search-eval (`mjref search-eval`), never on its held-out part.
const LINE: f32 = 2.5;

/// What each word of a search adds to [`LINE`].
const PER_WORD: f32 = 0.2;

/// What two words side by side as in an incident's words add to its weight.
const PAIR: f32 = 2.0;

/// What a number answering one of an incident's number questions adds to its weight.
const NUMBER: f32 = 1.0;

/// What taking every word of a search adds to an incident's weight.
const WHOLE: f32 = 1.0;

/// What a word naming an incident's group adds to its weight.
const GROUP_NAMED: f32 = 0.3;

/// What tiles named as a group (two to four) add to the weight of an incident asking a
/// group's tiles: three or four tiles that are no set ([`classify`]: "south west south",
/// "1p 2p 2p") weigh [`NO_SET`]; a set ("3-4-5s" named with its chow) [`A_SET`]; two tiles,
/// which may be a set's start as well as a false pair, [`TWO_TILES`]. More tiles are a hand.
fn group_bonus(tiles: &Tiles) -> Option<f32> {
    match tiles.len() {
        2 => Some(TWO_TILES),
        3 | 4 if classify(tiles).is_err() => Some(NO_SET),
        3 | 4 => Some(A_SET),
        _ => None,
    }
}

/// See [`group_bonus`].
const NO_SET: f32 = 5.0;

/// See [`group_bonus`].
const A_SET: f32 = 1.0;

/// See [`group_bonus`].
const TWO_TILES: f32 = 3.0;

/// What two different calls said one after the other add to the weight of an incident
/// they tell (see [`call_sequence`]).
const SEQUENCE: f32 = 5.0;

/// What a word negated adds to the weight of an incident it tells so (a `negated` line of
/// search-words.txt).
const NEGATED: f32 = 2.0;

/// Two different calls said one after the other: the calls as typed, and whether the first
/// was a win.
struct Sequence {
    said: Vec<String>,
    first_win: bool,
}

/// How many words apart two calls may be and still be one said after the other.
const SEQUENCE_SPAN: usize = 6;

/// Two different calls a search says a player said one after the other, a word of
/// search-words.txt's `sequence` lines between them ("pon, then ron", "ron, no, wait:
/// pon", "chi puis pon"), no more than [`SEQUENCE_SPAN`] words apart; the calls are the
/// words of its `calls:` line, read as what they call ("ron" and "hu" are both a win, so
/// "tsumo, should be ron" is no change of call). `query` is the folded search.
fn call_sequence(query: &str) -> Option<Sequence> {
    let index = index();
    let mut tokens = Vec::new();
    let mut rest = query;
    while !rest.is_empty() {
        let (word, _, after) = next_word(rest);
        rest = after;
        if !word.is_empty() {
            tokens.push(word);
        }
    }
    let joins = |w: &str| {
        index
            .sequences
            .iter()
            .any(|(.., words)| words.iter().any(|j| j == w))
    };
    let mut last: Option<(usize, String)> = None;
    let mut joined = false;
    for (at, word) in tokens.iter().enumerate() {
        if joins(word) {
            joined = true;
        }
        if !index.calls.iter().any(|c| c == word) {
            continue;
        }
        let call = stem(word);
        if let Some((before, first)) = &last
            && *first != call
            && joined
            && at - before <= SEQUENCE_SPAN
        {
            return Some(Sequence {
                said: vec![tokens[*before].to_string(), word.to_string()],
                first_win: first == "win",
            });
        }
        last = Some((at, call));
        joined = false;
    }
    None
}

/// The words of the search, as data: src/lang/search-words.txt, read once, at the first
/// search. Every word there is read as the search reads a word: folded (no accents, lower
/// case) and cut to its stem ("called", "calling" and "calls" are "call"; "montrée" and
/// "montrer" are "montr"), so one form of a word is enough. Any language on any line:
///
/// - `same: word other…`: the others are read as the first (a table word, an irregular
///   form: `same: pung pon pong`);
/// - `little: word…`: words that say nothing of what happened ("the", "player");
/// - `weak: word…`: everyday words that say little alone ("table", "after"): they add half
///   their weight, and only beside a word that is not weak;
/// - `not: word…`: negations, the yes/no words up to two after them mean "no";
/// - `before: word…`: words that negate the words after them too, but are no negation alone;
/// - `after: word…`: words that negate the word before them when a word follows ("showed no
///   tiles");
/// - `clause: word…`: words that end a clause as a comma does ("but", "mais"): a negation
///   does not reach across them, nor does a run of tiles;
/// - `<kind>: word…`: what else people call an incident, besides its titles and keywords;
/// - `yes <field>: word…` and `no <field>: word…`: words saying a yes/no question's answer
///   is yes ("shown"), or no ("closed": not shown);
/// - `value <field> <value>: word…`: words naming a list question's answer besides its own
///   name and labels (`value call concealed-kong: ankan`), each alone; the words of an answer
///   saying something was not done (`no-stick`) name what was not done (the stick);
/// - `calls: word…`: the words a player says to call ("pon", "ron");
/// - `negated <kind>: word…`: words that tell the incident `kind` when negated ("could not
///   pon", "not tenpai": a call that could not be completed);
/// - `sequence <kind> <field>: word…`: words that put one call after another ("then"): two
///   different calls joined by one tell the incident `kind`, and whether the first was a win
///   answers its yes/no question `field` (see [`call_sequence`]).
const SEARCH_WORDS: &str = include_str!("search-words.txt");

/// The search's words read once: the words read as others, the little words, the
/// negations, and each incident's words and answers' words as stems.
struct Index {
    /// A stem and the stem it is read as, by the first (sorted).
    same: Vec<(String, String)>,
    /// Words that say nothing of what happened (folded, whole).
    little: Vec<String>,
    /// Everyday words that say little alone, as stems (sorted).
    weak: Vec<String>,
    /// Negations: the yes/no words up to two after them mean no.
    not: Vec<String>,
    /// Words that negate the words after them, without being a negation alone.
    before: Vec<String>,
    /// Words that negate the word before them when a word follows.
    after: Vec<String>,
    /// Little words that end a clause ("but", "mais").
    clause: Vec<String>,
    /// For each yes/no question's field, the stems saying yes and those saying no.
    flags: Vec<(String, Vec<String>, Vec<String>)>,
    /// A list answer's further words: its field, its value, and its words (folded, whole).
    values: Vec<(String, String, String)>,
    /// An incident's further words: its kind, and its words (folded).
    extra: Vec<(&'static str, String)>,
    /// Incidents told by two different calls one after the other ("pon, then ron"): the
    /// kind, the yes/no question the first call being a win answers, and the words that
    /// put one call after the other (folded, whole).
    sequences: Vec<(String, String, Vec<String>)>,
    /// The words a player says to call (folded, whole): "pon", "ron", "hu".
    calls: Vec<String>,
    /// Incidents told by words negated ("could not pon", "not tenpai": a call they could
    /// not complete): the kind and the words, as stems.
    negated: Vec<(String, Vec<String>)>,
}

/// An incident's words, as stems.
struct Entry {
    /// Its own words: kind, titles, keywords, the words of search-words.txt (sorted).
    own: Vec<String>,
    /// The words of its answers: list answers' labels, yes/no questions' words (sorted).
    answers: Vec<String>,
    /// The stems side by side in its titles, keywords and words of search-words.txt
    /// (sorted).
    pairs: Vec<(String, String)>,
    /// The stems of its group's names.
    group: Vec<String>,
    /// For each of its questions, the stems of the question's words, in every language.
    questions: Vec<Vec<String>>,
    /// For each of its list questions (none for a yes/no question), each answer with its
    /// words.
    labels: Vec<Vec<Label>>,
}

/// A list answer and the words that name it: its own (`not-taken`), its label in every
/// language, its words in search-words.txt; each word as its stem, and whether the name
/// negates it ("no stick": the stick, negated; "shown before call": the call, negated). A
/// name of negations alone is named by them ("rien": nothing shown). Each word is marked
/// with the name it is of (the first 0).
type Label = (&'static str, Vec<(String, bool, u8)>);

impl Entry {
    /// Whether the incident has a stem: `Some(true)` among its own words, `Some(false)`
    /// among its answers' only. A stem of four letters or more also matches the start of a
    /// longer one (a word being typed: "disqual").
    fn has(&self, stem: &str) -> Option<bool> {
        let within = |list: &[String]| {
            let at = list.partition_point(|w| w.as_str() < stem);
            list.get(at)
                .is_some_and(|w| w == stem || (stem.len() >= 4 && w.starts_with(stem)))
        };
        if within(&self.own) {
            Some(true)
        } else if within(&self.answers) {
            Some(false)
        } else {
            None
        }
    }

    /// Whether two stems stand side by side in the incident's titles, keywords or words of
    /// search-words.txt (each read in turn, as one text).
    fn side_by_side(&self, a: &str, b: &str) -> bool {
        self.pairs
            .binary_search_by(|(x, y)| (x.as_str(), y.as_str()).cmp(&(a, b)))
            .is_ok()
    }
}

impl Index {
    /// Whether a word (folded, whole) ends a clause ("but").
    fn clause_end(&self, word: &str) -> bool {
        self.clause.iter().any(|c| c == word)
    }

    /// Whether a word (folded, whole) is a little word.
    fn is_little(&self, word: &str) -> bool {
        self.little
            .binary_search_by(|l| l.as_str().cmp(word))
            .is_ok()
    }

    /// Whether a stem is an everyday word's (a `weak:` word).
    fn is_weak(&self, stem: &str) -> bool {
        self.weak.binary_search_by(|w| w.as_str().cmp(stem)).is_ok()
    }

    /// Whether a word (folded, whole) is a negation (a `not:` word).
    fn is_not(&self, word: &str) -> bool {
        self.not.iter().any(|n| n == word)
    }

    /// Whether a word (folded, whole) is a negation or negates what follows it.
    fn negations(&self, word: &str) -> bool {
        self.not.iter().chain(&self.before).any(|n| n == word)
    }

    /// The stem a stripped word is read as.
    fn same_as<'a>(&'a self, stripped: &'a str) -> &'a str {
        match self
            .same
            .binary_search_by(|(w, _)| w.as_str().cmp(stripped))
        {
            Ok(at) => &self.same[at].1,
            Err(_) => stripped,
        }
    }
}

/// The search's own words, read from [`SEARCH_WORDS`] once, at the first search.
fn index() -> &'static Index {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(build_index)
}

/// The incidents' words as a page in `lang` has them: the catalogue's English, and the
/// page's language once its pack is in (built again then), as [`Entry`]s in catalogue order.
/// An English page's search reads English words only.
fn entries(lang: Lang) -> &'static [Entry] {
    type Built = Vec<(Vec<Lang>, &'static [Entry])>;
    static BUILT: std::sync::Mutex<Built> = std::sync::Mutex::new(Vec::new());
    let mut langs = vec![Lang::En];
    if lang != Lang::En && lang.ready() {
        langs.push(lang);
    }
    let mut built = BUILT
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some((_, entries)) = built.iter().find(|(l, _)| *l == langs) {
        return entries;
    }
    let entries: &'static [Entry] = Box::leak(build_entries(index(), &langs).into_boxed_slice());
    built.push((langs, entries));
    entries
}

/// The search's own words.
fn build_index() -> Index {
    {
        let mut index = Index {
            same: Vec::new(),
            little: Vec::new(),
            weak: Vec::new(),
            not: Vec::new(),
            before: Vec::new(),
            after: Vec::new(),
            clause: Vec::new(),
            flags: Vec::new(),
            values: Vec::new(),
            extra: Vec::new(),
            sequences: Vec::new(),
            calls: Vec::new(),
            negated: Vec::new(),
        };
        for line in SEARCH_WORDS.lines() {
            let Some((head, list)) = line.split_once(':').filter(|_| !line.starts_with('#')) else {
                continue;
            };
            let list = fold(list);
            let whole = || words(&list).map(str::to_string).collect::<Vec<_>>();
            match head.split_once(' ') {
                None if head == "same" => {
                    let mut all = words(&list).map(strip);
                    if let Some(first) = all.next() {
                        index.same.extend(all.map(|w| (w, first.clone())));
                    }
                }
                None if head == "little" => index.little.extend(whole()),
                None if head == "weak" => index.weak.extend(words(&list).map(strip)),
                None if head == "not" => index.not.extend(whole()),
                None if head == "before" => index.before.extend(whole()),
                None if head == "after" => index.after.extend(whole()),
                None if head == "clause" => index.clause.extend(whole()),
                None if head == "calls" => index.calls.extend(whole()),
                None => index.extra.push((head, list.clone())),
                Some(("negated", kind)) => {
                    let stems = words(&list).map(strip).collect();
                    index.negated.push((kind.to_string(), stems));
                }
                Some(("sequence", rest)) => {
                    if let Some((kind, field)) = rest.split_once(' ') {
                        let (kind, field) = (kind.to_string(), field.to_string());
                        index.sequences.push((kind, field, whole()));
                    }
                }
                Some(("value", rest)) => {
                    if let Some((field, value)) = rest.split_once(' ') {
                        index
                            .values
                            .push((field.to_string(), value.to_string(), list.clone()));
                    }
                }
                Some((yes_no, field)) => {
                    let at = match index.flags.iter().position(|f| f.0 == field) {
                        Some(at) => at,
                        None => {
                            index
                                .flags
                                .push((field.to_string(), Vec::new(), Vec::new()));
                            index.flags.len() - 1
                        }
                    };
                    let stems: Vec<String> = words(&list).map(strip).collect();
                    if yes_no == "yes" {
                        index.flags[at].1.extend(stems);
                    } else {
                        index.flags[at].2.extend(stems);
                    }
                }
            }
        }
        sort(&mut index.same);
        sort(&mut index.little);
        let weak: Vec<String> = index
            .weak
            .iter()
            .map(|w| index.same_as(w).to_string())
            .collect();
        index.weak = weak;
        sort(&mut index.weak);
        index
    }
}

/// The incidents' words in the languages `langs` (English first), read with the search's
/// own words.
fn build_entries(index: &Index, langs: &[Lang]) -> Vec<Entry> {
    let mut out = Vec::new();
    let stems_of = |index: &Index, text: &str| -> Vec<String> {
        let text = fold(text);
        words(&text)
            .filter(|w| !index.is_little(w) && !index.is_not(w))
            .map(|w| index.same_as(&strip(w)).to_string())
            .collect()
    };
    for info in CATALOGUE {
        let mut text = format!("{} {} {}", info.kind, info.title, info.keywords);
        for lang in langs.iter().filter(|l| **l != Lang::En) {
            text = format!(
                "{text} {} {}",
                lang.incident_title(info),
                lang.incident_keywords(info)
            );
        }
        let mut text = stems_of(index, &text);
        for (_, list) in index.extra.iter().filter(|(kind, _)| *kind == info.kind) {
            text.extend(stems_of(index, list));
        }
        let mut own = text.clone();
        sort(&mut own);
        let mut group = stems_of(index, info.group.title());
        let mut questions = Vec::new();
        let mut labels = Vec::new();
        for lang in langs {
            group.extend(stems_of(index, lang.group(info.group)));
        }
        // A name's words as stems, each negated when a negation stands before it in
        // the name ("no stick", "pas de bâton", "shown before call").
        let named = |text: &str, negated: bool, into: &mut Vec<(String, bool, u8)>| {
            let text = fold(text);
            let mut negated = negated;
            let mut name = Vec::new();
            let mut negations = Vec::new();
            let which = into.last().map_or(0, |n| n.2.wrapping_add(1));
            for w in words(&text).filter(|w| !index.is_little(w)) {
                let stem = index.same_as(&strip(w)).to_string();
                if index.negations(w) {
                    negated = true;
                    negations.push((stem, false, which));
                } else {
                    name.push((stem, negated, which));
                }
            }
            // A name of negations alone is said by them ("rien": nothing shown).
            into.extend(if name.is_empty() { negations } else { name });
        };
        for (at, fact) in info.facts.iter().enumerate() {
            let question = langs
                .iter()
                .map(|l| l.question(info, at))
                .collect::<Vec<_>>();
            questions.push(stems_of(index, &question.join(" ")));
            let values = fact.choices();
            let mut list = Vec::new();
            for &value in values.iter().filter(|_| fact.kind() != FactKind::YesNo) {
                let mut names = Vec::new();
                named(&value.replace('-', " "), false, &mut names);
                for lang in langs {
                    named(&lang.choice(info, at, value), false, &mut names);
                }
                // Words search-words.txt gives it say it as its own name does: those
                // of "no-stick" name the stick that was not put out.
                let negative = index.is_not(value.split('-').next().unwrap_or(value));
                for (field, named_value, text) in &index.values {
                    if field == fact.field && named_value == value {
                        for word in words(text) {
                            named(word, negative, &mut names);
                        }
                    }
                }
                list.push((value, names));
            }
            labels.push(list);
        }
        // The words of its answers: a yes/no question's words, a list answer's names.
        let mut answers = Vec::new();
        for fact in info.facts.iter().filter(|f| f.kind() == FactKind::YesNo) {
            if let Some(flag) = index.flags.iter().find(|f| f.0 == fact.field) {
                let words = flag.1.iter().chain(&flag.2);
                answers.extend(words.map(|s| index.same_as(s).to_string()));
            }
        }
        for (_, names) in labels.iter().flatten() {
            for (s, ..) in names {
                answers.push(s.clone());
            }
        }
        sort(&mut answers);
        let mut pairs: Vec<(String, String)> = text
            .windows(2)
            .map(|w| (w[0].clone(), w[1].clone()))
            .collect();
        sort(&mut pairs);
        out.push(Entry {
            own,
            answers,
            pairs,
            group,
            questions,
            labels,
        });
    }
    out
}

/// A list sorted, each item once: each put in its place, found by halves. (The standard
/// library's sorts cost the widget several KB for each type sorted.)
fn sort<T: Ord>(list: &mut Vec<T>) {
    let mut sorted: Vec<T> = Vec::with_capacity(list.len());
    for item in list.drain(..) {
        if let Err(at) = sorted.binary_search(&item) {
            sorted.insert(at, item);
        }
    }
    *list = sorted;
}

/// Reads the search's words now (once: the first search does it otherwise), so that the
/// first search typed does not wait for it. The widget calls it once its first screen is
/// painted.
///
/// ```
/// mahjong_referee::lang::read_search_words();
/// ```
pub fn read_search_words() {
    index();
}

/// A folded word as the search reads it: without the endings English and French add to it
/// (plurals, `-ed`, `-ing`, `-ly`, `-er`, French `-e`, `-ee`, `-ement`…), and read as
/// another where search-words.txt says so ("pon": pung; "shown": show).
///
/// ```
/// use mahjong_referee::lang::stem;
/// assert_eq!(stem("called"), stem("calls"));
/// assert_eq!(stem("pon"), "pung");
/// assert_eq!(stem("montree"), stem("montrer"));
/// assert_eq!(stem("shown"), "show");
/// ```
pub fn stem(word: &str) -> String {
    let index = index();
    index.same_as(&strip(word)).to_string()
}

/// Words whose ending is part of the word, in any of their forms: a dealer is no deal, an
/// order no "ord" ("orders", "ordered": order).
const KEEP: [&str; 3] = ["dealer", "order", "ordre"];

/// A folded word without the endings English and French add to it: plurals, `-ed`,
/// `-ing`, `-ly`, `-er`, French `-e`, `-es`, `-ee`, `-ement` and the like, taken off while
/// three letters are left at least (four before `-er` and `-ed`: "later" is not "late",
/// "timer" not "time") and the word does not end in `-ss`, `-us` or `-is` ("missing" is
/// "miss", not the "mis" of "mise"; "pass" is not "pas"), and a doubled last consonant once
/// ("stopped": "stop"). A number stays whole, and so do the words of [`KEEP`].
///
/// ```
/// # use mahjong_referee::lang::stem;
/// assert_eq!(stem("missing"), stem("missed"));
/// assert_ne!(stem("missing"), stem("mise"));
/// assert_ne!(stem("later"), stem("late"));
/// assert_eq!(stem("orders"), "order");
/// ```
fn strip(word: &str) -> String {
    const ENDINGS: [&str; 16] = [
        "ements", "ement", "ations", "ation", "ings", "ing", "ees", "ers", "ee", "es", "ed", "er",
        "ez", "ly", "e", "s",
    ];
    if word.bytes().any(|b| b.is_ascii_digit()) {
        return word.to_string();
    }
    if let Some(kept) = KEEP.iter().find(|k| {
        word.strip_prefix(**k)
            .is_some_and(|e| ["", "s", "ed", "ing", "es"].contains(&e))
    }) {
        return kept.to_string();
    }
    let whole = |w: &str| w.ends_with("ss") || w.ends_with("us") || w.ends_with("is");
    let mut w = word;
    let mut cut = false;
    while !whole(w)
        && let Some(shorter) = ENDINGS.iter().find_map(|e| {
            let least = if matches!(*e, "er" | "ed") { 4 } else { 3 };
            w.strip_suffix(e).filter(|s| s.len() >= least)
        })
    {
        w = shorter;
        cut = true;
    }
    match w.as_bytes() {
        [.., a, b] if cut && a == b && b"bgnprt".contains(b) => w[..w.len() - 1].to_string(),
        _ => w.to_string(),
    }
}

/// How many characters of a search are read: a description of what happened fits in far
/// fewer, and a long paste costs no more than this (the widget's box holds no more, and a
/// stored search is cut to it too).
///
/// ```
/// use mahjong_referee::lang::{Lang, search, SEARCH_CAP};
/// let long = format!("late {}", "x".repeat(100_000));
/// assert_eq!(search(Lang::En, &long), search(Lang::En, &long[..SEARCH_CAP]));
/// ```
pub const SEARCH_CAP: usize = 300;

/// A search cut to its first [`SEARCH_CAP`] characters.
///
/// ```
/// use mahjong_referee::lang::{capped, SEARCH_CAP};
/// assert_eq!(capped(&"é".repeat(400)).chars().count(), SEARCH_CAP);
/// assert_eq!(capped("late"), "late");
/// ```
pub fn capped(query: &str) -> &str {
    match query.char_indices().nth(SEARCH_CAP) {
        Some((at, _)) => &query[..at],
        None => query,
    }
}

/// A search as it is read: French "dés" (dice) as "dice" before its accent is folded away
/// (folded, it is "des", some), then folded, with English's "n't" written out ("didn't
/// discard": "did not discard").
fn searched(query: &str) -> String {
    let chars: Vec<char> = capped(query).chars().map(lower).collect();
    // A letter of the words searched (ASCII, Latin-1, œ), told without the standard
    // library's Unicode tables (`char::is_alphanumeric`: 1.7 KB gzip in the widget).
    let letter = |at: Option<&char>| {
        at.is_some_and(|&c| c.is_ascii_alphanumeric() || c == 'œ' || ('ß'..='ÿ').contains(&c))
    };
    let mut read = String::with_capacity(query.len());
    let mut i = 0;
    while i < chars.len() {
        let dice = chars[i..].starts_with(&['d', 'é', 's'])
            && !letter(i.checked_sub(1).and_then(|b| chars.get(b)))
            && !letter(chars.get(i + 3));
        if dice {
            read.push_str("dice");
            i += 3;
        } else {
            read.push(chars[i]);
            i += 1;
        }
    }
    fold(&read).replace("n't", " not")
}

/// Whether a word of a search is a number ("12").
fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// A whole number written in words, zero to twenty, in English or in French (folded):
/// "twelve", "douze", "nobody" (none at all). "One", "un" and "une" are articles as often as
/// numbers: see [`number_answers`], which takes a number in words only beside the word naming
/// its question.
fn spelled(word: &str) -> Option<u32> {
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
fn read_number(word: &str) -> Option<(u32, bool)> {
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

/// A number of a search: the place of its word, its value, and whether it is an ordinal.
type Number = (usize, u32, bool);

/// The numbers of a search's words ([`read_number`]), read once for every incident: in
/// digits and ordinals first, then in words ("un", "one" are articles as often); tens and
/// units in words are one number ("dix-sept", "twenty five"); hours are read as minutes, as
/// if in digits, with a part of an hour or minutes after them ("a quarter of an hour": 15,
/// "une demi-heure": 30, "one and a half hours": 90, "une heure et demie": 90, "1 hour 15
/// minutes": 75, "2 hours": 120).
fn numbers(asked: &[&str]) -> Vec<Number> {
    let mut read: Vec<(usize, u32, bool, bool)> = Vec::new();
    for (i, word) in asked.iter().enumerate() {
        let Some((n, ordinal)) = read_number(word) else {
            continue;
        };
        if let Some(last) = read.last_mut()
            && last.0 + 1 == i
            && last.3
            && matches!(last.1, 10 | 20)
            && spelled(word).is_some_and(|u| u < 10)
        {
            *last = (i, last.1 + n, false, true);
            continue;
        }
        read.push((i, n, ordinal, spelled(word).is_some()));
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
        // The whole hours said just before, or a part of an hour ("half"), with whole hours
        // before it ("one and a half").
        let whole = |read: &[(usize, u32, bool, bool)], at: usize| {
            read.iter().position(|r| r.0 + at == i && !r.2)
        };
        let mut minutes = match part(asked[i - 1]) {
            Some(p) => match whole(&read, 2) {
                Some(k) => read.remove(k).1 * 60 + p,
                None => p,
            },
            None => match whole(&read, 1) {
                Some(k) => read.remove(k).1 * 60,
                None => continue,
            },
        };
        // A part after them ("une heure et demie"), or minutes ("1 hour 15 minutes"): the
        // number then stands where its last word does, for the words beside it.
        let mut at = i;
        if let Some(p) = asked.get(i + 1).and_then(|w| part(w)) {
            minutes += p;
            at = i + 1;
        } else if let Some(k) = read.iter().position(|r| r.0 == i + 1 && !r.2)
            && asked.get(i + 2).is_some_and(|w| stem(w) == minute)
        {
            minutes += read.remove(k).1;
            at = i + 2;
        }
        read.push((at, minutes, false, false));
    }
    let digits = read.iter().filter(|r| !r.3);
    digits
        .chain(read.iter().filter(|r| r.3))
        .map(|&(i, n, ordinal, _)| (i, n, ordinal))
        .collect()
}

/// The answers a search's numbers give an incident's number questions, with the places of
/// the words they used. A number answers the question named by the word after it or
/// before it ("12 minutes", "7 tiles", "2 fouls"), or else the incident's one number
/// question besides the player's earlier fouls ("late 12"; not "table 7": a number after an
/// everyday word numbers that); an ordinal answers the earlier
/// fouls ("3rd foul": two before it), but not after a number ("10 seconds"). A number out
/// of the question's range, or a second
/// number for a question already answered, answers nothing.
fn number_answers(
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
    let entry = &entries(lang)[super::index_of(info)];
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
    // Those the words beside them name first, then a lone number in digits for the
    // incident's one number question ("late 12"; not "round 3" before "twelve minutes").
    for (lone, &(i, n, ordinal)) in [false, true]
        .into_iter()
        .flat_map(|lone| numbers.iter().map(move |r| (lone, r)))
    {
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
        let (index, value, naming) = if ordinal && !lone {
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
        } else if let Some((index, words)) = ranges
            .iter()
            .map(|&r| (r, naming(r)))
            .find(|(_, words)| !words.is_empty() && !lone)
        {
            (index, n, words)
        } else if spelled(word).is_some()
            || ordinal
            || !lone
            || used.contains(&i)
            || asked.get(i + 1).is_some_and(|w| *w != CLAUSE)
            || before.is_some_and(|b| index().is_weak(stems[b]))
        {
            // A number in words answers only the question named beside it ("two players
            // tenpai"; "un joueur arrivé en retard" is no minute late); one after an
            // everyday word numbers that ("table 7", "session 2").
            continue;
        } else {
            let mut others = ranges.iter().filter(|&&r| info.facts[r].field != FOULS);
            match (others.next(), others.next()) {
                (Some(&index), None) => (index, n, Vec::new()),
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
    (answers, used)
}

/// The place of the word that negates the search's word at `at`, if one does: a negation
/// up to two words before it ("not shown", "never formally declared", "forgot the stick"),
/// or "no" right after it with a word after that ("showed no tiles").
fn negation(asked: &[&str], at: usize) -> Option<usize> {
    let index = index();
    let before = (at.saturating_sub(2)..at)
        .rev()
        .take_while(|&b| asked[b] != CLAUSE)
        .find(|&b| index.negations(asked[b]));
    let after = Some(at + 1).filter(|&n| {
        n + 1 < asked.len() && asked[n + 1] != CLAUSE && index.after.iter().any(|a| a == asked[n])
    });
    before.or(after)
}

/// The answers a search's words give an incident's yes/no questions, with the places of
/// the words they used. A word search-words.txt gives for a question's yes ("shown") answers
/// it yes, a word for its no ("closed") answers it no — each the other way round when a
/// negation stands up to two words before it ("not shown", "non-dealer", "didn't discard",
/// "pas encore défaussé", "before revealing") or "no" right after it with a word after
/// that ("showed no tiles"). Of several words for one question, one saying no answers no
/// ("dice for the next hand, not yet thrown"), and all are used.
fn flag_answers(
    info: &IncidentInfo,
    asked: &[&str],
    stems: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let index = index();
    let mut answers: Vec<(&'static str, String)> = Vec::new();
    let mut used = Vec::new();
    let negation = |at: usize| negation(asked, at);
    for (field, yes, no) in &index.flags {
        let Some(fact) = info
            .facts
            .iter()
            .find(|f| f.field == field && f.kind() == FactKind::YesNo)
        else {
            continue;
        };
        // A word says it as written (any form of it), or, when it is the first of a line
        // `same:`, by any word read as it ("win": "ron", "hu"); "annoncée" is no "called".
        let says = |list: &[String], at: usize| {
            let own = strip(asked[at]);
            list.iter()
                .any(|w| *w == own || (index.same_as(w) == w.as_str() && w == stems[at]))
        };
        let mut value = None;
        for at in 0..asked.len() {
            let word = if says(yes, at) {
                true
            } else if says(no, at) {
                false
            } else {
                continue;
            };
            used.push(at);
            let negated = negation(at);
            used.extend(negated);
            let said = word != negated.is_some();
            value = Some(value.unwrap_or(true) && said);
        }
        if let Some(value) = value {
            answers.push((fact.field, value.to_string()));
        }
    }
    (answers, used)
}

/// Whether a search has a word that can name an incident: an empty search, or one of little
/// words alone ("the ", a sentence begun), names none, and the widget leaves the incident
/// picked as it is (emptying the box does not pick the catalogue's first).
///
/// ```
/// use mahjong_referee::lang::names_anything;
/// assert!(names_anything("late"));
/// assert!(!names_anything(""));
/// assert!(!names_anything("the "));
/// assert!(!names_anything("le joueur"));
/// ```
pub fn names_anything(query: &str) -> bool {
    query_words(&searched(query)).iter().any(|w| *w != CLAUSE)
}

/// The words of a folded search, without the little words that say nothing of the
/// incident ("the player was late"). A search of little words alone ("le ", a French
/// sentence begun) is as good as empty: every incident is listed.
fn query_words(query: &str) -> Vec<&str> {
    let index = index();
    let mut asked: Vec<&str> = Vec::new();
    let mut rest = query;
    while !rest.is_empty() {
        let (word, stop, after) = next_word(rest);
        rest = after;
        if index.clause_end(word) {
            asked.push(CLAUSE);
        } else if !word.is_empty() && !index.is_little(word) {
            asked.push(word);
        }
        if stop.is_some_and(|c| ",;.:!?()".contains(c)) {
            asked.push(CLAUSE);
        }
    }
    // One mark between clauses, none at either end.
    asked.dedup_by(|a, b| *a == CLAUSE && *b == CLAUSE);
    while asked.last() == Some(&CLAUSE) {
        asked.pop();
    }
    if asked.first() == Some(&CLAUSE) {
        asked.remove(0);
    }
    asked
}

/// Where one clause of a search ends and another begins (a comma, a full stop, "but"):
/// a negation does not reach across it, nor does a run of tiles.
const CLAUSE: &str = ",";

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
/// Tiles named side by side answer a question on a group's tiles ("sud ouest sud": `south
/// west south`; see `tile_answer`). Values are given as the JSON field takes them.
///
/// ```
/// use mahjong_referee::lang::{search, search_answers, Lang};
/// let answers = |lang, q| search_answers(lang, search(lang, q)[0], q);
/// let given = |field: &'static str, value: &str| vec![(field, value.to_string())];
/// assert_eq!(answers(Lang::En, "false ron"), given("call", "win"));
/// assert_eq!(answers(Lang::En, "empty call concealed kong"), given("call", "concealed-kong"));
/// assert_eq!(answers(Lang::Fr, "quatre vents"), given("cause", "four-winds"));
/// assert_eq!(answers(Lang::En, "kyuushu"), given("cause", "nine-terminals"));
/// // Words naming an answer find its incident, as its own words do.
/// assert_eq!(answers(Lang::En, "no stick"), given("error", "no-stick"));
/// assert_eq!(answers(Lang::En, "late"), []);
/// assert_eq!(answers(Lang::En, "12 minutes late"), given("minutes", "12"));
/// assert_eq!(answers(Lang::En, "table 7, a quarter of an hour late"), given("minutes", "15"));
/// assert_eq!(answers(Lang::En, "one and a half hours late"), given("minutes", "90"));
/// assert_eq!(answers(Lang::Fr, "une heure et demie de retard"), given("minutes", "90"));
/// assert_eq!(answers(Lang::En, "late by 1 hour 15 minutes"), given("minutes", "75"));
/// assert_eq!(answers(Lang::En, "said riichi but did not turn the tile"), given("error", "no-rotation"));
/// assert_eq!(answers(Lang::En, "counting: he never added the winning tile"), given("error", "winning-tile-not-added"));
/// assert_eq!(answers(Lang::Fr, "riichi : bâton posé, tuile tournée, sans rien dire"), given("error", "no-call"));
/// assert_eq!(answers(Lang::Fr, "faux groupe, 3e faute"), given("priorFouls", "2"));
/// assert_eq!(answers(Lang::En, "false set, not yet discarded"), given("discarded", "false"));
/// let both = |a: &str, b: &str| vec![("call", a.to_string()), ("tilesShown", b.to_string())];
/// assert_eq!(answers(Lang::En, "false ron, hand shown"), both("win", "true"));
/// assert_eq!(answers(Lang::Fr, "fausse victoire, main pas montrée"), both("win", "false"));
/// assert_eq!(answers(Lang::Fr, "sud ouest sud"), given("tiles", "south west south"));
/// // Digits apart take the suit after them, as in mpsz; a run is of words side by side.
/// assert_eq!(answers(Lang::En, "false chow 1-2-4s"), given("tiles", "1sou 2sou 4sou"));
/// assert_eq!(
///     search_answers(Lang::En, search(Lang::En, "false set")[0], "showed 3s4s with the 4s"),
///     given("tiles", "3sou 4sou"),
/// );
/// // The first of two calls was a win.
/// assert_eq!(answers(Lang::En, "called ron, then said no wait, pon"), given("firstWasWin", "true"));
/// ```
pub fn search_answers(lang: Lang, info: &IncidentInfo, query: &str) -> Vec<(&'static str, String)> {
    let query = searched(query);
    let asked = query_words(&query);
    let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
    let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
    let mut answers = list_answers(lang, info, &asked, &stems).0;
    answers.extend(number_answers(lang, info, &asked, &stems, &numbers(&asked)).0);
    answers.extend(flag_answers(info, &asked, &stems).0);
    answers.extend(tile_answer(info, &query, &asked).0);
    if let Some(sequence) = call_sequence(&query) {
        let told = index()
            .sequences
            .iter()
            .find(|(kind, ..)| kind == info.kind);
        if let Some((_, field, _)) = told
            && let Some(fact) = info.facts.iter().find(|f| f.field == field)
            && !answers.iter().any(|(f, _)| *f == fact.field)
        {
            answers.push((fact.field, sequence.first_win.to_string()));
        }
    }
    answers
}

/// The French names of the honours, as the search reads them (folded), with the tile each
/// names ("sud ouest sud").
const FRENCH_HONOURS: [(&str, &str); 7] = [
    ("est", "east"),
    ("sud", "south"),
    ("ouest", "west"),
    ("nord", "north"),
    ("blanc", "white"),
    ("vert", "green"),
    ("rouge", "red"),
];

/// The tiles a search names, with the places of the words that name them: the longest run
/// of words side by side that read as tiles in any notation (`south west south`, `4man 4man
/// 5man`, `445m`; the honours by their French names too), when it holds two tiles or more —
/// one word such as "red" names no tiles. Two to four tiles are a group (a false set's);
/// more are a hand (for the hand check, see [`search_hand`]).
fn tile_run(query: &str, asked: &[&str]) -> (Option<Tiles>, Vec<usize>) {
    let read = |word: &str| {
        let word = FRENCH_HONOURS
            .iter()
            .find(|(fr, _)| *fr == word)
            .map_or(word, |(_, en)| en);
        word.parse::<Tiles>().ok().map(Tiles::into_vec)
    };
    let mut best: (Vec<Tile>, Vec<usize>) = (Vec::new(), Vec::new());
    let mut run: (Vec<Tile>, Vec<usize>) = (Vec::new(), Vec::new());
    // Digits apart before a suited tile take its suit, as in mpsz ("3-4-5s", "3 4 5s").
    let mut digits: Vec<usize> = Vec::new();
    for (i, &word) in asked.iter().enumerate() {
        // A run is of words side by side: a little word between ("3s with the 3s") ends it.
        if i > 0 && !side_by_side(query, asked[i - 1], word) {
            run = (Vec::new(), Vec::new());
            digits.clear();
        }
        if matches!(word.as_bytes(), [b'1'..=b'9']) {
            digits.push(i);
            continue;
        }
        let suited = word.starts_with(|c: char| c.is_ascii_digit());
        let word = if suited && !digits.is_empty() {
            digits.iter().map(|&d| asked[d]).collect::<String>() + word
        } else {
            if !digits.is_empty() {
                run = (Vec::new(), Vec::new());
            }
            digits.clear();
            word.to_string()
        };
        match read(&word) {
            Some(tiles) => {
                run.0.extend(tiles);
                run.1.append(&mut digits);
                run.1.push(i);
            }
            None => {
                run = (Vec::new(), Vec::new());
                digits.clear();
            }
        }
        if run.0.len() > best.0.len() {
            best = run.clone();
        }
    }
    // Honours named in words are seats as often as tiles ("east and south called"): three
    // at least ("south west south") name tiles.
    let in_words = best
        .1
        .iter()
        .all(|&i| asked[i].bytes().all(|b| b.is_ascii_alphabetic()));
    match Tiles::new(best.0) {
        Ok(tiles) if tiles.len() >= 2 && (tiles.len() >= 3 || !in_words) => (Some(tiles), best.1),
        _ => (None, Vec::new()),
    }
}

/// What the core finds a hand a search writes out short of, as the word a search would
/// negate to say so: thirteen tiles not tenpai ("tenpai"), fourteen not complete
/// ("complete"), with the winning tile named apart after the thirteen ("… 23p, won on 7p")
/// counted in. The hand is read as a riichi hand, without melds (the shanten of
/// [`crate::riichi::shanten`]). A `negated` line of search-words.txt with that word tells its
/// incident by it, as if the search said "not tenpai".
///
/// ```
/// use mahjong_referee::lang::{search, Lang};
/// // Tenpai on 1p-4p, and won on 7p: no win.
/// assert_eq!(search(Lang::En, "33m 123s 123s 456s 23p, won on 7p. He said ron.")[0].kind, "empty-call");
/// ```
fn hand_verdict(asked: &[&str], run: &(Option<Tiles>, Vec<usize>)) -> Option<&'static str> {
    use crate::riichi::{Counts, shanten};
    let mut hand = run.0.as_ref()?.as_slice().to_vec();
    if hand.len() == 13 {
        let after = run.1.last().map_or(asked.len(), |&l| l + 1);
        let one = asked[after.min(asked.len())..].iter().find_map(|w| {
            let tiles = w.parse::<Tiles>().ok()?;
            (tiles.len() == 1 && w.bytes().any(|b| b.is_ascii_digit())).then(|| tiles.as_slice()[0])
        });
        hand.extend(one);
    }
    let short = shanten(&Counts::from_tiles(&hand), 0);
    match hand.len() {
        13 if short > 0 => Some("tenpai"),
        14 if short >= 0 => Some("complete"),
        _ => None,
    }
}

/// Whether two words of a search (`query`, folded; the words as read from it, in order)
/// stand side by side in it, with nothing but spaces and marks between them. A clause's
/// mark (not of the search's text) stands beside nothing.
fn side_by_side(query: &str, first: &str, then: &str) -> bool {
    if first == CLAUSE || then == CLAUSE {
        return false;
    }
    let at = |w: &str| (w.as_ptr() as usize).checked_sub(query.as_ptr() as usize);
    match (at(first), at(then)) {
        (Some(a), Some(b)) if a + first.len() <= b && b <= query.len() => query
            .get(a + first.len()..b)
            .is_some_and(|between| !between.chars().any(word_char)),
        _ => false,
    }
}

/// The hand a search writes out (five tiles or more side by side: "33m 123s 123s 456s
/// 23p"), for the hand check; a group of two to four tiles is no hand.
///
/// ```
/// use mahjong_referee::lang::search_hand;
/// assert_eq!(search_hand("ron with 33m 123s 123s 456s 23p").as_deref(), Some("33m123123456s23p"));
/// assert_eq!(search_hand("south west south pung"), None);
/// ```
pub fn search_hand(query: &str) -> Option<String> {
    let query = searched(query);
    let asked = query_words(&query);
    tile_run(&query, &asked)
        .0
        .filter(|t| t.len() >= 5)
        .map(|t| t.to_string())
}

/// The group a search names for an incident's tiles question ("which tiles were shown?"):
/// two to four tiles ([`tile_run`]), given as the documents' words, spaced (`south west
/// south`).
fn tile_answer(
    info: &IncidentInfo,
    query: &str,
    asked: &[&str],
) -> (Option<(&'static str, String)>, Vec<usize>) {
    let Some(fact) = info.facts.iter().find(|f| f.kind() == FactKind::Tiles) else {
        return (None, Vec::new());
    };
    match tile_run(query, asked) {
        (Some(tiles), at) if tiles.len() <= 4 => {
            let named: Vec<String> = tiles
                .as_slice()
                .iter()
                .map(|t| crate::tiles::Words(std::slice::from_ref(t)).to_string())
                .collect();
            (Some((fact.field, named.join(" "))), at)
        }
        _ => (None, Vec::new()),
    }
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
    asked: &[&str],
    stems: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let index = self::index();
    let entry = &entries(lang)[super::index_of(info)];
    // The words of the incident's own title, in English and the page's language, name the
    // incident, not one of its answers ("counting": the count was wrong, not "helped
    // count"): they weigh half.
    let titles = format!("{} {}", info.title, lang.incident_title(info));
    let title: Vec<String> = words(&fold(&titles))
        .map(|w| index.same_as(&strip(w)).to_string())
        .collect();
    let mut answers = Vec::new();
    let mut used = Vec::new();
    for (fact, values) in info.facts.iter().zip(&entry.labels) {
        let mut best: Option<(f32, &'static str, Vec<usize>)> = None;
        let mut tied = false;
        for (value, names) in values {
            // For each word of its names, whether the search says it as the name does
            // (negated or not), only the other way, or not at all; a word being typed is
            // said by its start ("rotat").
            let mut said: Vec<Option<bool>> = vec![None; names.len()];
            let mut places = Vec::new();
            for (at, &s) in stems.iter().enumerate() {
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

/// What naming every word of one of a list answer's names adds to its weight (see
/// [`list_answers`]).
const WHOLE_NAME: f32 = 0.5;

#[cfg(test)]
mod tests {
    use super::*;

    /// Three tiles shown in a call, each in mpsz: the group the search reads is the three
    /// tiles, and when the core finds them no set, the false set comes first.
    #[test]
    fn a_group_that_is_no_set_finds_the_false_set() {
        let names = ["1m", "2m", "3m", "4m", "9m", "1z", "2z", "5z", "7z"];
        for a in names {
            for b in names {
                for c in names {
                    let query = format!(
                        "called pung on his left, showed {a} {b} {c} and already discarded"
                    );
                    let group: Tiles = format!("{a}{b}{c}").parse().unwrap();
                    let found = search(Lang::En, &query);
                    let answers = search_answers(Lang::En, found[0], &query);
                    if classify(&group).is_err() {
                        assert_eq!(found[0].kind, "false-set", "{query}");
                        let tiles = answers.iter().find(|(f, _)| *f == "tiles");
                        assert!(tiles.is_some(), "{query}: {answers:?}");
                    }
                }
            }
        }
    }

    /// A hand written out in mpsz, as the search reads it, is short of a win exactly when
    /// the core finds it so: complete hands are none, and a complete hand with one tile
    /// swapped for one that breaks it is short of "complete"; the winning tile named apart
    /// counts in.
    #[test]
    fn a_written_hand_is_short_as_the_core_finds_it() {
        use crate::riichi::sample::{Rng, complete_hand};
        use crate::riichi::{Counts, is_complete};
        let mut rng = Rng::new(28);
        for _ in 0..300 {
            let counts = complete_hand(&mut rng, 0);
            let tiles = Tiles::new(counts.tiles()).unwrap();
            let written = tiles.to_string();
            let read = |query: &str| {
                let query = fold(query);
                let asked = query_words(&query);
                hand_verdict(&asked, &tile_run(&query, &asked))
            };
            assert_eq!(read(&format!("ron: {written}")), None, "{written}");
            // One tile swapped: short of a win unless it makes another complete hand.
            let mut swapped = counts.tiles();
            let at = rng.below(14);
            let mut one = Counts::default();
            one.0[rng.below(34)] = 1;
            swapped[at] = one.tiles()[0];
            let complete = is_complete(&Counts::from_tiles(&swapped), 0);
            let Ok(swapped) = Tiles::new(swapped) else {
                continue; // a fifth tile of a kind
            };
            let short = read(&format!("ron: {swapped}")).is_some();
            assert_eq!(short, !complete, "{swapped}");
            // The same, the last tile named apart as the winning tile.
            let mut thirteen = swapped.as_slice().to_vec();
            let last = thirteen.pop().unwrap();
            let thirteen = Tiles::new(thirteen).unwrap();
            let apart = read(&format!("{thirteen}, won on {last}")).is_some();
            assert_eq!(apart, !complete, "{thirteen} + {last}");
        }
    }

    /// Every two different calls of search-words.txt's `calls:` line, said one after the
    /// other, tell a changed call, and whether the first was a win; two words for one call
    /// ("tsumo, then ron") do not.
    #[test]
    fn two_calls_one_after_the_other_are_a_changed_call() {
        let calls = &index().calls;
        assert!(calls.len() >= 10);
        for a in calls {
            for b in calls {
                let query = format!("he said {a}, then {b}");
                let sequence = call_sequence(&fold(&query));
                if stem(a) == stem(b) {
                    assert!(sequence.is_none(), "{query}");
                    continue;
                }
                let sequence = sequence.unwrap_or_else(|| panic!("{query}"));
                assert_eq!(sequence.first_win, stem(a) == "win", "{query}");
                assert_eq!(search(Lang::En, &query)[0].kind, "changed-call", "{query}");
                // Too far apart, they are two moments of a story.
                let far = format!("{a} was called, a discard, a draw, another discard, then {b}");
                assert!(call_sequence(&fold(&far)).is_none(), "{far}");
            }
        }
    }

    /// Every line of search-words.txt says something the search reads: a known head, an
    /// incident of the catalogue, a yes/no question one of them asks, a list answer one of
    /// them offers; a word is read as one
    /// other word at most; an incident's own word is no little word and no negation (the
    /// search reads neither as an incident's).
    #[test]
    fn every_search_word_line_is_read() {
        let heads = [
            "same", "little", "weak", "not", "before", "after", "clause", "calls",
        ];
        let mut read_as: Vec<(String, String)> = Vec::new();
        let index = index();
        for (n, line) in SEARCH_WORDS.lines().enumerate() {
            let Some((head, list)) = line.split_once(':').filter(|_| !line.starts_with('#')) else {
                assert!(
                    line.trim().is_empty() || line.starts_with('#'),
                    "line {}",
                    n + 1
                );
                continue;
            };
            let list = fold(list);
            match head.split_once(' ') {
                None if heads.contains(&head) => {}
                None => {
                    assert!(
                        CATALOGUE.iter().any(|i| i.kind == head),
                        "line {}: no incident {head}",
                        n + 1
                    );
                    for w in words(&list) {
                        assert!(!index.is_little(w), "line {}: {w} is little", n + 1);
                        assert!(!index.is_not(w), "line {}: {w} negates", n + 1);
                    }
                }
                Some(("negated", kind)) => {
                    let known = CATALOGUE.iter().any(|i| i.kind == kind);
                    assert!(known, "line {}: no incident {kind}", n + 1);
                }
                Some(("sequence", rest)) => {
                    let (kind, field) = rest.split_once(' ').unwrap_or((rest, ""));
                    let asked = CATALOGUE.iter().any(|i| {
                        i.kind == kind
                            && i.facts
                                .iter()
                                .any(|f| f.field == field && f.kind() == FactKind::YesNo)
                    });
                    assert!(
                        asked,
                        "line {}: no yes/no question {field} of {kind}",
                        n + 1
                    );
                }
                Some(("value", rest)) => {
                    let (field, value) = rest.split_once(' ').unwrap_or((rest, ""));
                    let listed = CATALOGUE.iter().flat_map(|i| i.facts).any(|f| {
                        f.field == field
                            && f.kind() != FactKind::YesNo
                            && f.choices().contains(&value)
                    });
                    assert!(listed, "line {}: no list answer {field} {value}", n + 1);
                }
                Some((yes_no, field)) => {
                    assert!(["yes", "no"].contains(&yes_no), "line {}: {yes_no}", n + 1);
                    let asked = CATALOGUE
                        .iter()
                        .flat_map(|i| i.facts)
                        .any(|f| f.field == field && f.kind() == FactKind::YesNo);
                    assert!(asked, "line {}: no yes/no question {field}", n + 1);
                }
            }
            if head == "same" {
                let mut all = words(&list).map(strip);
                let first = all.next().unwrap_or_default();
                for w in all {
                    if let Some((_, other)) = read_as.iter().find(|(v, _)| *v == w) {
                        assert_eq!(*other, first, "line {}: {w} read as two words", n + 1);
                    }
                    read_as.push((w, first.clone()));
                }
            }
        }
    }
}
