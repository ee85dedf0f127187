//! The incident search: what happened, in a referee's own words, to the incidents it
//! names and the answers its words already give.

use super::{Lang, fold, lower, words};
use crate::rules::catalogue::{CATALOGUE, FactKind, IncidentInfo};
use crate::tiles::{Tile, Tiles};
/// The incidents a search finds, in the language's words or in English (a referee may
/// know an English term): the catalogue's search, in any language. A word of the search
/// matches the start of a word of the incident's title or keywords, so that `disqualif`
/// finds "disqualification" but `ron` does not find "wrong". Every word must match, except
/// a number that answers one of the incident's number questions and the word that names
/// that question ("12 minutes late": the lateness, 12 minutes), and a word that answers a
/// yes/no question with what negates it ("not discarded"; see [`search_answers`]), and
/// tiles named as a group ("south west south pung", "445m": the false set, the incident
/// that asks for a group's tiles). A word that no incident takes is passed over ("used a
/// phone"), but not a number (unless of points: "a hand with 7 points"), nor when such
/// words are most of the search ("player was rude" finds nothing). When no
/// incident takes every word of a search of three words or more, those that take all but
/// one are found ("took a tile from the wall out of turn": "took" is not the wrong draw's).
/// Incidents with more of the words come first, then those with more of them side by side
/// as typed ("false riichi": the riichi hand not waiting, before the empty call whose
/// keywords have "false" for a win and "riichi" for a call), then those the numbers
/// answered, then those whose group the search names ("riichi": a riichi declared wrongly
/// before the empty call), then the catalogue's order (the first is the one the widget
/// picks).
///
/// ```
/// use mahjong_referee::lang::{search, Lang};
/// let kinds = |q| search(Lang::Fr, q).iter().map(|i| i.kind).collect::<Vec<_>>();
/// assert_eq!(kinds("retard"), ["late"]);
/// assert_eq!(kinds("late"), ["late"]);
/// assert_eq!(kinds("main courte"), ["wrong-tile-count"]);
/// assert_eq!(kinds("le joueur est en retard"), ["late"]);
/// assert_eq!(kinds("erreur de comptage des fleurs"), ["counting"]);
/// assert_eq!(kinds("dés"), ["distribution-foul"]);
/// assert_eq!(kinds("le ").len(), kinds("").len());
/// assert_eq!(kinds("12 minutes de retard"), ["late"]);
/// assert_eq!(search(Lang::En, "13 tiles")[0].kind, "wrong-tile-count");
/// assert_eq!(search(Lang::En, "false riichi")[0].kind, "noten-riichi");
/// assert_eq!(search(Lang::En, "riichi")[0].kind, "riichi-declaration");
/// assert_eq!(search(Lang::En, "took a tile from the wall out of turn")[0].kind, "wrong-draw");
/// assert_eq!(search(Lang::En, "kan after riichi")[0].kind, "riichi-kong");
/// assert!(search(Lang::En, "xyzzy").is_empty());
/// assert!(search(Lang::En, "zebra crossing").is_empty());
/// assert_eq!(search(Lang::En, "used a phone")[0].kind, "telephone");
/// assert!(search(Lang::En, "5 tenpai").is_empty());
/// assert_eq!(search(Lang::En, "south west south pung")[0].kind, "false-set");
/// assert_eq!(search(Lang::En, "the dealer has 15 tiles")[0].kind, "wrong-tile-count");
/// ```
pub fn search(lang: Lang, query: &str) -> Vec<&'static IncidentInfo> {
    let query = searched(query);
    let asked = query_words(&query);
    let words = search_words(&asked);
    // An empty search lists every incident, in the catalogue's order (the widget's first
    // screen: nothing to weigh).
    if words.is_empty() {
        return CATALOGUE.iter().collect();
    }
    let fits: Vec<(&'static IncidentInfo, Fit)> = CATALOGUE
        .iter()
        .map(|info| (info, fit(lang, info, &asked, &words)))
        .collect();
    // A word that no incident takes is passed over ("used a phone": "used"), unless it is
    // a number ("5 tenpai" finds nothing: there are not five players to be tenpai), or the
    // search has more such words than others ("rude behaviour at the table" finds nothing,
    // not the incidents with a table).
    let takes = |i: usize| fits.iter().any(|(_, f)| f.takes[i]);
    // A number of points says what a hand is worth, not what happened ("showed a hand with
    // 7 points": the false win, short of 8).
    let points = |i: usize| words.get(i + 1).is_some_and(|w| w.starts_with("point"));
    let mut known: Vec<bool> = (0..words.len())
        .map(|i| (read_number(words[i]).is_some() && !points(i)) || takes(i))
        .collect();
    let unknown = known.iter().filter(|k| !**k).count();
    if unknown * 2 > words.len() {
        known.fill(true);
    } else {
        // So is a word that only answers yes/no questions: "dealer" in "the dealer has 15
        // tiles" says who, not what happened (the wrong count, whose words have no dealer).
        for (i, known) in known.iter_mut().enumerate() {
            *known &= (read_number(words[i]).is_some() && !points(i))
                || fits.iter().any(|(_, f)| f.takes[i] && !f.yes_no[i]);
        }
    }
    let missed = |f: &Fit| {
        f.takes
            .iter()
            .zip(&known)
            .filter(|(takes, known)| **known && !**takes)
            .count()
    };
    // A search of three words or more that no incident takes whole finds those that take
    // all of its words but one ("took a tile from the wall out of turn": the wrong draw,
    // whose words do not have "took", a word of the claim order's). Shorter searches do not
    // ("2 fouls").
    let whole = fits.iter().any(|(_, f)| f.in_hay && missed(f) == 0);
    let may_miss = usize::from(!whole && words.len() >= 3);
    if !fits.iter().any(|(_, f)| f.in_hay && missed(f) <= may_miss) {
        return weighed(&fits, words.len());
    }
    // Each incident goes before the first that fits less well: the catalogue's order among
    // equals. (Written out: the standard library's stable sort costs the widget 1.8 KB gzip.)
    let mut found: Vec<(Rank, &'static IncidentInfo)> = Vec::new();
    for (info, fit) in fits {
        if missed(&fit) <= may_miss && fit.in_hay {
            let key = (fit.matched, fit.phrases, fit.numbers, fit.group);
            let at = found.iter().position(|(k, _)| *k < key);
            found.insert(at.unwrap_or(found.len()), (key, info));
        }
    }
    found.into_iter().map(|(_, info)| info).collect()
}

/// The line a search's weight must reach for an incident to be found when none takes all
/// its words (see [`weighed`]), with three of its words at least: below it, nothing
/// matches. Set on the tuning part of tests/search-eval (`mjref search-eval`).
const WEIGHT_LINE: f32 = 0.3;

/// When no incident takes all of a search's words (a sentence told as it happened, "he
/// called pon but the tile stayed in the pond and two players discarded since"): each
/// incident weighed by the words it takes as its own, a word weighing more the fewer
/// incidents take it (one incident's alone: 1; one of four: ¼); a word that only answers a
/// yes/no question weighs nothing. Those that take three of its words and reach
/// [`WEIGHT_LINE`], heaviest first.
fn weighed(fits: &[(&'static IncidentInfo, Fit)], words: usize) -> Vec<&'static IncidentInfo> {
    let own = |f: &Fit, i: usize| f.takes[i] && !f.yes_no[i];
    let weight: Vec<f32> = (0..words)
        .map(|i| match fits.iter().filter(|(_, f)| own(f, i)).count() {
            0 => 0.0,
            n => 1.0 / n as f32,
        })
        .collect();
    let mut found: Vec<(f32, &'static IncidentInfo)> = Vec::new();
    for (info, f) in fits.iter().filter(|(_, f)| f.in_hay) {
        let taken: Vec<usize> = (0..words).filter(|&i| own(f, i)).collect();
        let w: f32 = taken.iter().map(|&i| weight[i]).sum();
        if w >= WEIGHT_LINE && taken.len() >= 3 {
            let at = found.iter().position(|(k, _)| *k < w);
            found.insert(at.unwrap_or(found.len()), (w, *info));
        }
    }
    found.into_iter().map(|(_, info)| info).collect()
}

/// The words of a folded search, each as it is matched (from the start of a word): a
/// plural finds its singular ("fleurs", "flowers"; not "serious"), an English verb its
/// other forms ("called" and "calling" find "call", "scoring" finds "score", "winning"
/// and "won" find "win", "took" finds "take"), a French infinitive the verb's other
/// forms ("défausser" finds "défaussé", "montrer" finds "montrée"), an English adverb its
/// adjective ("wrongly" finds "wrong"); "chonbo" is another spelling. A negation stays
/// whole ("sans" is not a plural), and so do "hors" (not "horloge") and "dealer".
fn search_words<'a>(asked: &[&'a str]) -> Vec<&'a str> {
    asked
        .iter()
        .map(|&w| match w {
            "chonbo" => "chombo",
            "took" => "take",
            "won" => "win",
            w if NOT.contains(&w) || w == "hors" || w == "dealer" => w,
            w if w.len() > 5 && w.ends_with("ly") => &w[..w.len() - 2],
            w if w.len() > 5 && w.ends_with("ing") => undouble(&w[..w.len() - 3]),
            w if w.len() > 4 && w.ends_with("ed") => undouble(&w[..w.len() - 2]),
            w if w.len() > 5 && w.ends_with("er") => &w[..w.len() - 2],
            w if w.len() > 3 && !w.ends_with("ss") && !w.ends_with("us") && !is_number(w) => {
                w.strip_suffix('s').unwrap_or(w)
            }
            w => w,
        })
        .collect()
}

/// A verb's stem with its last consonant once, as the verb is written ("winn" of "winning":
/// "win"; "stopp": "stop"); "call", "pass" and "add" keep theirs.
fn undouble(stem: &str) -> &str {
    match stem.as_bytes() {
        [.., a, b] if a == b && b"bgmnprt".contains(b) => &stem[..stem.len() - 1],
        _ => stem,
    }
}

/// What puts one incident found before another: the words matched, the words side by side,
/// the numbers answered, the group named (more first).
type Rank = (usize, usize, usize, bool);

/// How a search fits one incident.
struct Fit {
    /// For each of the search's words, whether the incident takes it: among its words, or
    /// answering one of its questions (or naming the question a number answers).
    takes: Vec<bool>,
    /// For each of the search's words, whether it only answers one of the incident's
    /// yes/no questions (neither among its words nor answering another question).
    yes_no: Vec<bool>,
    /// Whether one of the search's words is among the incident's own words.
    in_hay: bool,
    /// How many of the search's words the incident's title or keywords have.
    matched: usize,
    /// How many pairs of the search's words side by side they have side by side.
    phrases: usize,
    /// Whether a word of the search names the incident's group.
    group: bool,
    /// How many of the incident's number questions its numbers answer.
    numbers: usize,
}

/// How a search's words fit an incident: which words it takes (in its title or keywords, a
/// number it answers or the word naming it, a word answering one of its questions), and how
/// well. `asked` are the search's words as typed (folded), `words` as matched
/// ([`search_words`]).
fn fit(lang: Lang, info: &IncidentInfo, asked: &[&str], words: &[&str]) -> Fit {
    // Every language's words: a referee mixes them, and words typed in one language still
    // find their incident once the widget speaks another.
    let mut hay = format!("{} {} {}", info.kind, info.title, info.keywords);
    for other in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        hay = format!(
            "{hay} {} {}",
            other.incident_title(info),
            other.incident_keywords(info)
        );
    }
    let hay = fold(&hay);
    let hay: Vec<&str> = self::words(&hay).collect();
    let (numbers, used) = number_answers(lang, info, words);
    let (_, yes_no) = flag_answers(info, words);
    let listed = list_answers(lang, info, asked, words).1;
    let tiles = tile_answer(info, asked).1;
    // Words that answer a yes/no or list question count as the incident's own ("false set,
    // discarded": the false set, as much as the claimed tile whose keywords have
    // "discard"; "riichi, no call": the call missing from a riichi declaration); but some
    // word must be among its words ("dealer" alone finds nothing).
    let (mut matched, mut in_hay) = (0, false);
    // A little word of its titles is not the incident's own ("joue" is not the "joueur"
    // of a title); a negation is matched whole ("not" is not the start of "noten").
    let in_words = |w: &str| {
        let whole = NOT.contains(&w);
        hay.iter()
            .any(|h| (h.starts_with(w) && !whole || *h == w) && !LITTLE.contains(h))
    };
    let mut takes = Vec::with_capacity(words.len());
    let mut only_yes_no = Vec::with_capacity(words.len());
    for (i, w) in words.iter().enumerate() {
        // Tiles named for the group shown are the false set's own ("south west south pung").
        let own = in_words(w) || tiles.contains(&i);
        let other = own || listed.contains(&i) || used.contains(&i);
        let answers = listed.contains(&i) || yes_no.contains(&i);
        in_hay |= own;
        matched += usize::from(own || answers);
        takes.push(other || yes_no.contains(&i));
        only_yes_no.push(!other && yes_no.contains(&i));
    }
    // Two words of the search side by side in the incident's words ("false riichi"), the
    // little words left out of both ("main morte a fait": "morte fait").
    let hay: Vec<&str> = hay.into_iter().filter(|h| !LITTLE.contains(h)).collect();
    let phrases = words
        .windows(2)
        .filter(|pair| {
            hay.windows(2)
                .any(|h| h[0].starts_with(pair[0]) && h[1].starts_with(pair[1]))
        })
        .count();
    // A word naming the incident's group ("riichi": the riichi group's incidents).
    let group = fold(&format!(
        "{} {}",
        info.group.title(),
        lang.group(info.group)
    ));
    let group = words
        .iter()
        .any(|w| self::words(&group).any(|g| !LITTLE.contains(&g) && g.starts_with(w)));
    Fit {
        takes,
        yes_no: only_yes_no,
        in_hay,
        matched,
        phrases,
        numbers: numbers.len(),
        group,
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

/// The answers a search's numbers give an incident's number questions, with the places of
/// the words they used. A number answers the question named by the word after it or
/// before it ("12 minutes", "7 tiles", "2 fouls"), or else the incident's one number
/// question besides the player's earlier fouls ("late 12"); an ordinal answers the earlier
/// fouls ("3rd foul": two before it), but not after a number ("10 seconds"). A number out
/// of the question's range, or a second
/// number for a question already answered, answers nothing.
fn number_answers(
    lang: Lang,
    info: &IncidentInfo,
    words: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    const FOULS: &str = "priorFouls";
    let ranges: Vec<usize> = (0..info.facts.len())
        .filter(|&i| info.facts[i].range_max().is_some())
        .collect();
    // Whether a word of the search names the question at `index` (starts a word of it).
    let names = |word: Option<&&str>, index: usize| {
        word.is_some_and(|w| {
            !is_number(w) && {
                let question = fold(&format!(
                    "{} {}",
                    info.facts[index].question,
                    lang.question(info, index)
                ));
                self::words(&question).any(|q| !LITTLE.contains(&q) && q.starts_with(w))
            }
        })
    };
    let mut answers: Vec<(&'static str, String)> = Vec::new();
    let mut used = Vec::new();
    for (i, word) in words.iter().enumerate() {
        let Some((n, ordinal)) = read_number(word) else {
            continue;
        };
        let next = words.get(i + 1);
        let before = i.checked_sub(1).and_then(|b| words.get(b));
        // After a number, "second" is a unit of time, not the second foul ("10 seconds").
        if ordinal && before.is_some_and(|b| is_number(b)) {
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
        let (index, value, naming) = if ordinal {
            let Some(&index) = ranges.iter().find(|&&r| info.facts[r].field == FOULS) else {
                continue;
            };
            let Some(earlier) = n.checked_sub(1) else {
                continue;
            };
            (index, earlier, naming(index))
        } else if let Some((index, words)) = ranges
            .iter()
            .map(|&r| (r, naming(r)))
            .find(|(_, words)| !words.is_empty())
        {
            (index, n, words)
        } else if spelled(word).is_some() {
            // A number in words answers only the question named beside it ("two players
            // tenpai"; "un joueur arrivé en retard" is no minute late).
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

/// The words that negate what follows them ("not discarded", "sans montrer").
const NOT: [&str; 8] = [
    "not", "no", "never", "pas", "non", "sans", "jamais", "without",
];

/// Words that negate what follows them closely besides [`NOT`]'s: "before" ("before
/// revealing": not revealed), "rien", "aucun", "nothing" ("rien montré").
const NEGATES_TOO: [&str; 6] = ["before", "avant", "rien", "aucun", "aucune", "nothing"];

/// The words that negate the word before them when a word follows ("showed no tiles").
const AFTER: [&str; 4] = ["no", "aucun", "aucune", "nothing"];

/// The words that answer a yes/no question "yes", by its field (in the searched form of
/// [`search_words`]: folded, `-ed`, `-ing`, a French infinitive's `-er` and plural `-s`
/// taken off), English and French.
const YES_WORDS: [(&str, &[&str]); 12] = [
    ("discarded", &["discard", "defausse", "defauss"]),
    (
        "tilesShown",
        &[
            "shown", "show", "open", "laid", "reveal", "montre", "montree", "montr", "ouverte",
            "etalee",
        ],
    ),
    ("dealer", &["dealer", "oya", "donneur"]),
    (
        "serious",
        &["serious", "repeat", "again", "grave", "repete", "recidive"],
    ),
    (
        "repeated",
        &["serious", "repeat", "again", "grave", "repete", "recidive"],
    ),
    ("diceThrown", &["dice", "thrown", "lance"]),
    (
        "declaredDead",
        &["declar", "announc", "declaree", "annoncee"],
    ),
    ("exhaustiveDraw", &["exhaustive", "ryuukyoku", "nulle"]),
    ("corrected", &["correct", "correction", "corrige"]),
    ("win", &["win", "ron", "tsumo", "hu", "mahjong", "victoire"]),
    ("duringDeal", &["deal", "distribution", "donne"]),
    ("touched", &["touch", "touche", "touchee"]),
];

/// The answers a search's words give an incident's yes/no questions, with the places of
/// the words they used: a word of [`YES_WORDS`] answers its question "yes" ("false ron,
/// hand shown"), or "no" when a negation stands up to two words before it ("not shown",
/// "non-dealer", "didn't discard", "pas encore défaussé") or "no" right after it ("showed no
/// tiles"); of several words for one question, one negated answers no ("dice for the next
/// hand, not yet thrown"), and all are used.
fn flag_answers(info: &IncidentInfo, words: &[&str]) -> (Vec<(&'static str, String)>, Vec<usize>) {
    let mut answers: Vec<(&'static str, String)> = Vec::new();
    let mut used = Vec::new();
    // A word answering the question is negated by a negation up to two words before it
    // ("not discarded", "never formally declared", "pas encore défaussé", "before revealing",
    // "rien montré"), or by "no" right after it with a word after that ("showed no tiles").
    let negation = |at: usize| -> Option<usize> {
        let before = (at.saturating_sub(2)..at)
            .rev()
            .find(|&b| NOT.contains(&words[b]) || NEGATES_TOO.contains(&words[b]));
        let after = Some(at + 1).filter(|&n| {
            AFTER.contains(&words.get(n).copied().unwrap_or("")) && n + 1 < words.len()
        });
        before.or(after)
    };
    for (field, yes) in YES_WORDS {
        let Some(fact) = info
            .facts
            .iter()
            .find(|f| f.field == field && f.kind() == FactKind::YesNo)
        else {
            continue;
        };
        let ats: Vec<usize> = (0..words.len())
            .filter(|&i| yes.contains(&words[i]))
            .collect();
        if ats.is_empty() {
            continue;
        }
        used.extend(&ats);
        // Negated anywhere, the answer is no ("dice for the next hand, not yet thrown").
        let negated: Vec<usize> = ats.iter().filter_map(|&at| negation(at)).collect();
        used.extend(&negated);
        answers.push((fact.field, negated.is_empty().to_string()));
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
    !query_words(&searched(query)).is_empty()
}

/// The words of a folded search, without the little words that say nothing of the
/// incident ("the player was late"). A search of little words alone ("le ", a French
/// sentence begun) is as good as empty: every incident is listed. A replacement player is
/// a substitute (a replacement alone may be a kong's tile).
fn query_words(query: &str) -> Vec<&str> {
    let mut asked = Vec::new();
    let mut all = words(query).peekable();
    while let Some(w) = all.next() {
        if w == "replacement" && all.peek().is_some_and(|n| n.starts_with("player")) {
            asked.push("replaced");
        } else if !LITTLE.contains(&w) {
            asked.push(w);
        }
    }
    asked
}

/// Words that say nothing of an incident or an answer ("player": every incident has one;
/// "from", "other": "revealed a tile from the wall" is not the counting's "tiles from hand",
/// "rude to others" not the early chow's "other calls"; "mais", but, would be read as "mai",
/// the start of "main"; "plus" is not "plusieurs"; "été" says no more than "been"; "then",
/// "puis": "called ron then …" is not the changed call's "one thing, then another"), with
/// what is left of "player's",
/// "I'm", "they'll", "we've", "they're".
const LITTLE: [&str; 84] = [
    "player", "players", "joueur", "joueurs", "joueuse", "a", "an", "the", "of", "on", "in", "to",
    "at", "and", "or", "is", "was", "by", "for", "with", "s", "m", "ll", "ve", "re", "i", "my",
    "me", "we", "you", "your", "it", "he", "she", "they", "his", "her", "their", "has", "had",
    "have", "did", "does", "do", "are", "were", "been", "be", "un", "une", "le", "la", "les", "l",
    "de", "du", "des", "d", "n", "et", "en", "par", "pour", "avec", "il", "elle", "ils", "sa",
    "son", "ses", "au", "aux", "dans", "from", "other", "others", "another", "autre", "autres",
    "mais", "plus", "ete", "then", "puis",
];

/// The answers a search already gives to the incident it found: a word of the search that
/// names one value of one of the incident's list questions — by the value's words, its
/// label in the language (a word of it in another form too: "annoncer" for "annonce"), or
/// the word players call it at the table (`ron`, `tsumo`, `hu`
/// or `mahjong` for a win; `pon`, `chi`, `kan`, `ankan`; the abortive draws' Japanese
/// names, `kyuushu`, `suufon`, `suukaikan`, `suucha`) — answers that question. Where
/// two values of a question are named, the one named by more words answers it ("concealed
/// kong" over "kong"); two named alike answer nothing. A number answers a number question:
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
/// assert_eq!(answers(Lang::Fr, "faux groupe, 3e faute"), given("priorFouls", "2"));
/// assert_eq!(answers(Lang::En, "false set, not yet discarded"), given("discarded", "false"));
/// let both = |a: &str, b: &str| vec![("call", a.to_string()), ("tilesShown", b.to_string())];
/// assert_eq!(answers(Lang::En, "false ron, hand shown"), both("win", "true"));
/// assert_eq!(answers(Lang::Fr, "fausse victoire, main pas montrée"), both("win", "false"));
/// assert_eq!(answers(Lang::Fr, "sud ouest sud"), given("tiles", "south west south"));
/// ```
pub fn search_answers(lang: Lang, info: &IncidentInfo, query: &str) -> Vec<(&'static str, String)> {
    let query = searched(query);
    let asked = query_words(&query);
    let words = search_words(&asked);
    let mut answers = list_answers(lang, info, &asked, &words).0;
    answers.extend(number_answers(lang, info, &words).0);
    answers.extend(flag_answers(info, &words).0);
    answers.extend(tile_answer(info, &asked).0);
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

/// The tiles a search names for an incident's tiles question ("which tiles were shown?"),
/// with the places of the words that name them: the longest run of words side by side that
/// read as tiles in any notation (`south west south`, `4man 4man 5man`, `445m`; the honours
/// by their French names too), when it holds two tiles or more — one word such as "red"
/// names no group. The tiles are given as the documents' words, spaced (`south west
/// south`).
fn tile_answer(
    info: &IncidentInfo,
    asked: &[&str],
) -> (Option<(&'static str, String)>, Vec<usize>) {
    let Some(fact) = info.facts.iter().find(|f| f.kind() == FactKind::Tiles) else {
        return (None, Vec::new());
    };
    let read = |word: &str| {
        let word = FRENCH_HONOURS
            .iter()
            .find(|(fr, _)| *fr == word)
            .map_or(word, |(_, en)| en);
        word.parse::<Tiles>().ok().map(Tiles::into_vec)
    };
    let mut best: (Vec<Tile>, Vec<usize>) = (Vec::new(), Vec::new());
    let mut run: (Vec<Tile>, Vec<usize>) = (Vec::new(), Vec::new());
    for (i, word) in asked.iter().enumerate() {
        match read(word) {
            Some(tiles) => {
                run.0.extend(tiles);
                run.1.push(i);
            }
            None => run = (Vec::new(), Vec::new()),
        }
        if run.0.len() > best.0.len() {
            best = run.clone();
        }
    }
    match Tiles::new(best.0) {
        Ok(tiles) if tiles.len() >= 2 => {
            let named: Vec<String> = tiles
                .as_slice()
                .iter()
                .map(|t| crate::tiles::Words(std::slice::from_ref(t)).to_string())
                .collect();
            (Some((fact.field, named.join(" "))), best.1)
        }
        _ => (None, Vec::new()),
    }
}

/// The words players call some listed values at the table, and the value each names.
const TABLE_WORDS: [(&str, &str); 14] = [
    ("ron", "win"),
    ("tsumo", "win"),
    ("hu", "win"),
    ("mahjong", "win"),
    ("pon", "pung"),
    ("chi", "chow"),
    ("kan", "kong"),
    ("ankan", "concealed-kong"),
    ("kyuushu", "nine-terminals"),
    ("kyuuhai", "nine-terminals"),
    ("suufon", "four-winds"),
    ("renda", "four-winds"),
    ("suukaikan", "four-kongs"),
    ("suucha", "four-riichi"),
];

/// The answers a search's words (`asked`, as typed and folded; `stems`, as matched: see
/// [`search_words`]) give an incident's list questions, with the places of the words they
/// used (see [`search_answers`]).
fn list_answers(
    lang: Lang,
    info: &IncidentInfo,
    asked: &[&str],
    stems: &[&str],
) -> (Vec<(&'static str, String)>, Vec<usize>) {
    // The places of a value name's words in the search: all of them, or none. A word is
    // named as written, or by another form of it ("annoncer" names "annonce").
    let named = |words: &mut dyn Iterator<Item = &str>| -> Vec<usize> {
        let mut places = Vec::new();
        for w in words.filter(|w| !LITTLE.contains(w)) {
            let form = |i: usize| asked[i] == w || (stems[i].len() > 4 && w.starts_with(stems[i]));
            match (0..asked.len()).position(form) {
                Some(i) => places.push(i),
                None => return Vec::new(),
            }
        }
        places
    };
    let mut answers = Vec::new();
    let mut used = Vec::new();
    for (index, fact) in info.facts.iter().enumerate() {
        let values = fact.choices();
        if values == ["true", "false"] {
            continue;
        }
        let mut best: Option<(Vec<usize>, &'static str)> = None;
        let mut tied = false;
        for value in values {
            let label = fold(&lang.choice(info, index, value));
            let table = TABLE_WORDS
                .iter()
                .filter(|(_, v)| *v == value)
                .find_map(|(word, _)| asked.iter().position(|a| a == word));
            let mut places = named(&mut value.split('-'));
            let by_label = named(&mut words(&label));
            if by_label.len() > places.len() {
                places = by_label;
            }
            if places.is_empty() {
                places.extend(table);
            }
            let n = places.len();
            match &best {
                _ if n == 0 => {}
                Some((m, _)) if n < m.len() => {}
                Some((m, _)) if n == m.len() => tied = true,
                _ => (best, tied) = (Some((places, value)), false),
            }
        }
        if let (Some((places, value)), false) = (best, tied) {
            answers.push((fact.field, value.to_string()));
            used.extend(places);
        }
    }
    (answers, used)
}
