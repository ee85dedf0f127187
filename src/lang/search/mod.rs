//! The incident search: what happened, in a referee's own words, to the incidents it
//! names and the answers its words already give. The ranking is here; reading the words
//! (`reading`), the search's own words (`vocabulary`), numbers, tiles, calls and the
//! answers the words give to an incident's questions each have their own module.

mod answers;
mod calls;
mod counts_file;
mod done_order;
mod duration;
mod earlier_fouls;
mod hand_words;
mod holders;
mod learned;
mod numbers;
mod reading;
mod stem;
mod tile_words;
mod vocabulary;
mod who;

use super::{Lang, fold, lower, words};
use crate::rules::catalogue::{CATALOGUE, FactKind, IncidentInfo};
use crate::sets::classify;
use crate::tiles::{Tile, Tiles};
use calls::*;
use done_order::*;
use duration::*;
use earlier_fouls::*;
use hand_words::*;
use holders::*;
use learned::*;
use numbers::*;
use reading::*;
use stem::*;
use tile_words::*;
use vocabulary::*;
use who::*;

pub use answers::{
    Answers, each_answers, each_answers_by_source, search_answers, search_answers_by_source,
};
use counts_file::unpack;
pub use counts_file::{is_packed_learned, pack_learned};
pub use hand_words::search_hand;
pub use learned::{
    LEARNED_VERSION, MIN_LINES as LEARNED_MIN_LINES, install_learned, learned_in, learned_version,
    use_learned,
};
pub use reading::{SEARCH_CAP, capped};
pub use stem::stem;
pub use vocabulary::read_search_words;

/// The incidents a search finds, best first, in any language the widget speaks, whichever
/// `lang` the widget is in (a referee mixes them, and an English term is known everywhere). Each word of the search is read as
/// its stem ([`stem`]: "called" and "calls" are "call", "montrée" is "montr"; the table's
/// words as what they name, "pon" as pung, "ron" as a win), and weighed by how few incidents
/// have it among their words (titles, keywords, and the words search-words.txt gives each):
/// a word only one incident has weighs most, a word every incident has next to nothing. A word may
/// also answer one of an incident's questions (a list answer's label, a yes/no question's
/// words: half weight), a number the question named beside it ("12 minutes"), tiles the
/// group a false set showed (the more when they are no set), two different calls said one
/// after the other a changed call; words negated that search-words.txt's `negated` lines
/// name ("couldn't pon", "not tenpai": a call that could not be completed), and a hand
/// written out with a claim that the core finds short of a win, as "not tenpai" would. Everyday words ("table", "after") weigh half, and
/// never find an incident alone; two words side by side as in an incident's words weigh more ("false
/// riichi"), and so does an incident that takes every word. An incident is found when it
/// takes every word of the search, or when its weight reaches a line that rises with the
/// search's length (a long sentence has more words some incident has by chance); nothing
/// reaching it, the search finds nothing — it does not guess. Ties keep the catalogue's
/// order; an empty search (or one of little words) lists every incident. What it found, a
/// description with four words or more that labelled descriptions used is ranked again by
/// them (`learned.rs`: how likely each incident's descriptions are to use its words), and
/// fewer than three found are joined by the likeliest others (see [`ranked`]). The
/// weights and the line are set on the tuning part of tests/search-eval (`mjref
/// search-eval`), the counts learned from its training and tuning parts, never from its
/// held-out part.
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

/// The incidents a search finds, best first, each with the words that found it, or for a
/// candidate the learned counts add, the words of the search its descriptions used (see
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
    let index = index();
    let entries = entries(lang);
    let tiles = tile_run(&query, &asked);
    let holders = holders(lang);
    let learned = learned();
    let stems = slips_read(lang, &asked, &stems, &tiles.1);
    let numbers = numbers(&query, &asked, &tiles.1);
    let sequence = call_sequence(&query);
    let verdict = hand_verdict(&asked, &stems, &tiles);
    // Tiles named beside a wait are the wait's, not a group shown ("wait 1-4-7p").
    let waits = stems.contains(&"wait");
    // Which incidents have each word ([`Holders::of`]), looked up once for them all.
    let has: Vec<Held> = stems.iter().map(|s| holders.of(s)).collect();
    // How many incidents have a word: the fewer, the more it says.
    let weight = |at: usize| -> f32 {
        if index.is_not(asked[at]) || tiles.1.contains(&at) || asked[at] == CLAUSE {
            return 0.0;
        }
        let n = has[at].count();
        let all = entries.len() as f32;
        if n == 0 {
            0.0
        } else {
            (1.0 + (all - n as f32 + 0.5) / (n as f32 + 0.5)).ln()
        }
    };
    let weights: Vec<f32> = (0..stems.len()).map(weight).collect();
    // "One", "un", "une": an article or a pronoun as often as a count (read once, not once
    // per incident).
    let one: Vec<bool> = asked.iter().map(|w| spelled(w) == Some(1)).collect();
    // The longer the search, the more it must weigh: a long sentence has many words that
    // some incident has by chance.
    let counted = (0..stems.len())
        .filter(|&at| !tiles.1.contains(&at) && asked[at] != CLAUSE)
        .count();
    let line = LINE + PER_WORD * counted.saturating_sub(1) as f32;
    // The words no incident needs to take for the search to be taken whole: negations,
    // tiles, marks between clauses, and the words no incident has that the counts find in
    // the descriptions of many incidents ([`EVERYDAY`]: "hier", which a referee adds to a
    // title); and, for the counts, the words that neither any incident nor the counts know
    // (worked out once, not once per incident).
    let aside: Vec<bool> = (0..stems.len())
        .map(|at| {
            index.negations(asked[at])
                || tiles.1.contains(&at)
                || asked[at] == CLAUSE
                || (weights[at] == 0.0 && learned.spread(stems[at]) >= EVERYDAY)
        })
        .collect();
    let unknown: Vec<bool> = (0..stems.len())
        .map(|at| weights[at] == 0.0 && learned.places(&stems[at..=at]).is_empty())
        .collect();
    // Where each word was typed first ("a word counts once, however often it is typed"),
    // and the negation before it that negates it ("couldn't pon"; not "before the pon",
    // which only puts it later): read once, not once per incident.
    let first: Vec<usize> = (0..stems.len())
        .map(|at| {
            stems[..at]
                .iter()
                .position(|b| *b == stems[at])
                .unwrap_or(at)
        })
        .collect();
    let negated_by: Vec<Option<usize>> = (0..stems.len())
        .map(|at| negation(&asked, at).filter(|&n| n < at && index.is_not(asked[n])))
        .collect();
    // The words of the search as typed, each with its folded form, for the words that
    // found an incident ([`as_typed`]).
    let typed_words = typed_words(typed);
    let mut found: Vec<Found> = Vec::new();
    // The incidents found on what the search's words are read to tell, not on the words
    // alone — what the core decides from tiles (a group that is no set, a hand written out
    // short of what was claimed), two different calls said one after the other — or named
    // by one of their titles: word counts do not rank them down, nor say the search names
    // no incident.
    let mut decided: Vec<&'static str> = Vec::new();
    // Whether an incident's own words take the whole search (its title, "riichi"), but for
    // words that neither any incident nor the learned counts know.
    let mut taken_whole = false;
    for (place, (info, entry)) in CATALOGUE.iter().zip(entries).enumerate() {
        let mut total = 0.0;
        let mut strong = false;
        let mut read_so = false;
        let mut took = vec![false; stems.len()];
        for (at, s) in stems.iter().enumerate() {
            if weights[at] == 0.0 {
                continue;
            }
            // A word counts once, however often it is typed.
            if first[at] < at {
                took[at] = took[first[at]];
                continue;
            }
            if let Some(own) = has[at].has(place) {
                // "One", "un", "une": they say as little as an everyday word.
                let weak = index.is_weak(s) || one[at];
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
        let (answered, used) = number_answers(lang, info, &query, &asked, &stems, &numbers);
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
        let mut told_so = false;
        for (_, told) in negated {
            let tells = |stem: &str| told.iter().any(|t| index.same_as(t) == stem);
            // A hand written out that the core finds short of what was claimed.
            if verdict.is_some_and(|short| tells(index.same_as(&strip(short)))) {
                told_so = true;
                read_so = true;
                for &at in &tiles.1 {
                    took[at] = true;
                }
            }
            // A word negated by a negation before it ("couldn't pon"), not by a word that
            // only puts it later ("before the pon").
            for at in 0..stems.len() {
                if let Some(not) = negated_by[at].filter(|_| tells(stems[at])) {
                    told_so = true;
                    took[at] = true;
                    took[not] = true;
                }
            }
        }
        if told_so {
            total += NEGATED;
            strong = true;
        }
        // Two different calls said one after the other ("pon, then ron").
        if let Some(sequence) = &sequence
            && index.sequences.iter().any(|s| s.kind == info.kind)
        {
            total += SEQUENCE;
            strong = true;
            read_so = true;
            for at in 0..asked.len() {
                took[at] |= sequence.said.iter().any(|w| w == asked[at]);
            }
        }
        // Tiles named as a group: a false set's, the more so when the core finds them no
        // set ("south west south"); a true set named ("chi 3-4-5s") says less.
        if let Some((bonus, no_set)) = tiles.0.as_ref().filter(|_| !waits).and_then(group_bonus)
            && info.facts.iter().any(|f| f.kind() == FactKind::Tiles)
        {
            total += bonus;
            strong = true;
            read_so |= no_set;
            for &at in &tiles.1 {
                took[at] = true;
            }
        }
        // A search the incident takes whole is found whatever it weighs ("riichi").
        let whole = (0..stems.len()).all(|at| took[at] || aside[at]);
        if whole {
            total += WHOLE;
        }
        // Every word taken that any incident or the counts know ("its title, zebra").
        let taken_but_unknown = (0..stems.len()).all(|at| took[at] || aside[at] || unknown[at]);
        // A search that is one of the incident's titles, in any language, and everyday
        // words or words nothing knows ("Une main avortée hier") names it: it comes first,
        // and the counts, learned from descriptions, do not rank it down.
        let titled = taken_but_unknown
            && entry
                .titles
                .iter()
                .any(|t| !t.is_empty() && t.iter().all(|w| stems.contains(&w.as_str())));
        if titled {
            total += TITLED;
        }
        if (total >= line || whole) && strong {
            let words = (0..asked.len())
                .filter(|&at| took[at])
                .map(|at| as_typed(&typed_words, asked[at]))
                .collect();
            let one = Found {
                info,
                words,
                weight: total,
            };
            put(&mut found, one);
            if read_so || titled {
                decided.push(info.kind);
            }
            taken_whole |= taken_but_unknown;
        }
    }
    let sure = Sure {
        decided,
        taken_whole,
    };
    learned_ranking(&query, &typed_words, &asked, &stems, found, &sure)
}

/// A search's stems (of `asked`, its words; `tiles`, the places of the tiles it names), each
/// word that neither an incident's words nor the learned counts know read as the one
/// incident word a slip away ([`Holders::near`]: "tenpia", "furtien"), but a number, a tile
/// or a little word: read alike for the ranking and for the answers.
fn slips_read<'a>(
    lang: Lang,
    asked: &[&str],
    stems: &'a [String],
    tiles: &[usize],
) -> Vec<&'a str> {
    let (index, holders, learned) = (index(), holders(lang), learned());
    stems
        .iter()
        .enumerate()
        .map(|(at, s)| {
            let typo = !tiles.contains(&at)
                && !is_number(asked[at])
                && !index.is_little(asked[at])
                && holders.of(s).count() == 0
                && learned.places(&[s.as_str()]).is_empty();
            typo.then(|| holders.near(s)).flatten().unwrap_or(s)
        })
        .collect()
}

/// What the word counts do not overturn (see [`learned_ranking`]).
struct Sure {
    /// The incidents found on what the words are read to tell: what the core decides from
    /// tiles (a group that is no set, a hand written out short of what was claimed), two
    /// different calls said one after the other ("hu, then 'no, pung'"); or named by one
    /// of their titles: counts do not rank them down, nor say the search names no incident.
    decided: Vec<&'static str>,
    /// Whether an incident's own words took the whole search (its title, "riichi"; words
    /// nothing knows aside): then the counts do not say it names no incident.
    taken_whole: bool,
}

/// The incidents found, ranked again with what labelled descriptions taught the search
/// (the learned ranking, a logistic regression: see `learned.rs`). When the search has
/// [`LEARNED_FROM`] distinct words the ranking knows, each incident found loses
/// [`LEARNED_WEIGHT`] for each unit by which the ranking scores it below the likeliest
/// incident, unless it was found on what the core decides from tiles (a group that is no
/// set, a hand written out short of what was claimed), which the ranking does not overturn
/// ([`Sure`]). The three likeliest others join them (with the words of the search their
/// descriptions used; one that used none is no candidate) while scored within
/// [`FILL_MARGIN`], each in its place by the same ranking and kept only among the first
/// three; with fewer known words, after those found, while fewer than three and within
/// [`FEW_WORDS_FILL_MARGIN`]. The ranking finds nothing where it scores the descriptions
/// no incident covers [`NONE_MARGIN`] above the likeliest incident,
/// unless the core decided from tiles or an incident's own words take the whole search;
/// and where the words' weights found nothing, it finds the likeliest incidents (as
/// candidates) only when the likeliest scores [`RESCUE_MARGIN`] above the descriptions no
/// incident covers. A file without the ranking ranks by the words alone, and offers
/// nothing more.
fn learned_ranking(
    query: &str,
    typed: &[(String, &str)],
    asked: &[&str],
    stems: &[&str],
    found: Vec<Found>,
    sure: &Sure,
) -> Vec<Found> {
    let learned = learned();
    let features = features(query, asked, stems);
    let stems: Vec<&str> = features.iter().map(String::as_str).collect();
    // A few words typed are a title or a keyword: the incidents' own words say best
    // what they name ("dés", "7 tiles exposed").
    let known = learned.places(&stems);
    // Enough words the ranking knows for a description, a question asked among them: a
    // short question is as often about nothing the catalogue covers ("c'est quoi l'uma ?")
    // as a title asked about, which its own words still find (a title's words are the
    // incident's own). Without the ranking (a file without it), the words alone rank.
    let rerank = known.len() >= LEARNED_FROM && learned.has_ranking();
    // The incidents', without the descriptions no incident covers (the last).
    let mut likely = learned.likelihoods(&known);
    let none = likely.pop().unwrap_or(f32::NEG_INFINITY);
    // A description the ranking scores as none, by more than the margin, above every
    // incident (a rules question, the prize-giving) finds nothing, unless the core decided
    // from its tiles or an incident's own words take it whole.
    // Incidents the counts have no description of are neither ranked nor offered by them.
    let described = |at: usize| learned.described(at);
    let best = (0..likely.len())
        .filter(|&at| described(at))
        .map(|at| likely[at])
        .fold(f32::NEG_INFINITY, f32::max);
    if rerank && none > best + NONE_MARGIN && sure.decided.is_empty() && !sure.taken_whole {
        return Vec::new();
    }
    // Nothing found by the words' weights: a description the ranking scores as an incident
    // by the margin above none finds the likeliest (below).
    if found.is_empty() && !(rerank && best - none >= RESCUE_MARGIN) {
        return found;
    }
    let mut ranked: Vec<Found> = Vec::with_capacity(3);
    let mut taken = vec![false; CATALOGUE.len()];
    for mut one in found {
        let at = crate::lang::index_of(one.info);
        if rerank && described(at) && !sure.decided.contains(&one.info.kind) {
            one.weight += LEARNED_WEIGHT * (likely[at] - best);
        }
        taken[at] = true;
        put(&mut ranked, one);
    }
    // The likeliest three the words did not find are offered too, where likely enough,
    // each in its place by the learned ranking, and kept among the first three.
    let mut offered: Vec<&'static str> = Vec::new();
    while learned.has_ranking() && ((rerank && offered.len() < 3) || ranked.len() < 3) {
        let next = (0..CATALOGUE.len())
            .filter(|&at| !taken[at] && described(at))
            .fold(None, |b: Option<usize>, at| match b {
                Some(b) if likely[b] >= likely[at] => Some(b),
                _ => Some(at),
            });
        let Some(at) = next else { break };
        taken[at] = true;
        offered.push(CATALOGUE[at].kind);
        let margin = if rerank {
            FILL_MARGIN
        } else {
            FEW_WORDS_FILL_MARGIN
        };
        if likely[at] < best - margin {
            break;
        }
        let words: Vec<String> = (0..asked.len())
            .filter(|&w| learned.used(at, stems[w]))
            .map(|w| as_typed(typed, asked[w]))
            .collect();
        // An incident none of whose descriptions used a word of the search is no candidate.
        if words.is_empty() {
            continue;
        }
        let one = Found {
            info: &CATALOGUE[at],
            words,
            // Below any incident found, unless the learned counts rank them.
            weight: if rerank {
                LEARNED_WEIGHT * (likely[at] - best)
            } else {
                -1.0
            },
        };
        put(&mut ranked, one);
    }
    // Those offered only among the first three; every incident the words found stays.
    let mut place = 0;
    ranked.retain(|f| {
        place += 1;
        place <= 3 || !offered.contains(&f.info.kind)
    });
    ranked
}

/// Puts an incident found in its place among those found, best first; one weighing as
/// much as another comes after it (ties keep the catalogue's order).
fn put(found: &mut Vec<Found>, one: Found) {
    let at = found.iter().position(|f| f.weight < one.weight);
    found.insert(at.unwrap_or(found.len()), one);
}

/// A word of a search (as read: folded) as it was typed, with its capitals and accents
/// ("Défausse" for "defausse"), when the search has it so; else as read ("dés" is read
/// "dice"). `typed` is the search's words as typed, each with its folded form
/// ([`typed_words`]).
fn as_typed(typed: &[(String, &str)], word: &str) -> String {
    typed
        .iter()
        .find(|(folded, _)| folded == word)
        .map_or(word, |(_, token)| token)
        .to_string()
}

/// The words of a search as typed, in order, each with its folded form: read once for
/// [`as_typed`], not once for each word of each incident found.
fn typed_words(typed: &str) -> Vec<(String, &str)> {
    let mut words = Vec::new();
    let mut rest = typed;
    while !rest.is_empty() {
        let (token, _, after) = next_word(rest);
        words.push((fold(token), token));
        rest = after;
    }
    words
}

/// The weight an incident must reach to be found (see [`search`]): set on the tuning part
/// of tests/search-eval (`mjref search-eval`), never on its held-out part.
const LINE: f32 = 2.5;

/// How much an incident found loses for each unit by which the learned ranking (a logistic
/// regression, see `learned.rs`) scores it below the likeliest incident. Set on the
/// training and tuning parts, each measured with the counts of the others: 2, 4, 6, 10
/// found 5 310, 5 413, 5 437, 5 444 first of 5 881; 10 overturned a title said with a few
/// words more ("faux groupe deuxième faute": tests/docs.rs), 6 does not.
const LEARNED_WEIGHT: f32 = 6.0;

/// How many distinct words the learned ranking knows a search needs for it to rank what it
/// found: fewer are a title or a keyword, which its own words find best. Cross-validation
/// found 38 more first with 2 (of 5 881), but a title with a slip then lost its incident
/// ("A discard was cliamed in the wrong order": holders.rs's typo tests).
const LEARNED_FROM: usize = 4;

/// How much lower than the likeliest incident's (in units of the natural logarithm) the
/// learned ranking may score an incident the words did not find for it to be offered among
/// the first three: as likely as about a hundred-and-fiftieth of it (2, 5, 10 tried: 5
/// put the most among the first three).
const FILL_MARGIN: f32 = 5.0;

/// [`FILL_MARGIN`] for a search of fewer words than [`LEARNED_FROM`] (a title, a keyword):
/// the words found what they name, and only incidents about as likely join it ("tile
/// fell over": a fall no one caused; "retard": late alone). Cross-validation finds no
/// difference between 1, 2 and 5 (few of its descriptions are so short); tests/cli.rs's
/// searches set it.
const FEW_WORDS_FILL_MARGIN: f32 = 2.0;

/// How much the learned ranking must score the descriptions no incident covers above the
/// likeliest incident (a natural logarithm: e, about three times as likely) for the search
/// to find nothing (see [`learned_ranking`]). Set on the training and tuning parts, each
/// measured with the counts of the others: of 5 881 descriptions of incidents and 1 007 of
/// none, 0, 0.5, 1, 2 gave 5 385, 5 410, 5 435, 5 449 first and 894, 882, 868, 832 right
/// answers of "none": 1 is right most often over all.
const NONE_MARGIN: f32 = 1.0;

/// How much the learned ranking must score the likeliest incident above the descriptions no
/// incident covers for it to be found where the words' weights found nothing ("phone went
/// off in someone's bag mid hand"; see [`learned_ranking`]): above at all (0 and 1 tried).
const RESCUE_MARGIN: f32 = 0.0;

/// What each word of a search adds to [`LINE`].
const PER_WORD: f32 = 0.2;

/// What two words side by side as in an incident's words add to its weight.
const PAIR: f32 = 2.0;

/// What a number answering one of an incident's number questions adds to its weight.
const NUMBER: f32 = 1.0;

/// In the descriptions of how many incidents (those no incident covers counted as one) the
/// counts must have found a word no incident has for it to be an everyday word, which a
/// search taken whole may have besides: "hier", in six. Set on the training and tuning
/// parts, each measured with the counts of the others (3, 4, 6, 8 tried: within one
/// description of each other; without, the same).
const EVERYDAY: usize = 6;

/// What an incident gains when the search is one of its titles with everyday words or
/// words nothing knows: more than any description's words weigh, so that a title with a
/// word more ("… hier", "… zebra") is still the incident it names, first.
const TITLED: f32 = 100.0;

/// What taking every word of a search adds to an incident's weight.
const WHOLE: f32 = 1.0;

/// What a word naming an incident's group adds to its weight.
const GROUP_NAMED: f32 = 0.3;

/// What two different calls said one after the other add to the weight of an incident
/// they tell (see [`call_sequence`]). Set on the training and tuning parts, each measured
/// with the counts of the others: from 5, 7 and 9 found more, 12 and 16 no more.
const SEQUENCE: f32 = 9.0;

/// What a word negated adds to the weight of an incident it tells so (a `negated` line of
/// search-words.txt).
const NEGATED: f32 = 2.0;

/// The words of a search as the learned counts read them (see `learned.rs`), each folded
/// as typed and as its stem ([`stem`]), marked `!` when a negation reaches it ("nothing
/// shown": `!show`), without the little words and the marks between clauses, and last
/// `("(?)", "(?)")` where the search asks a question, then `("(how)", "(how)")` where a
/// clause opens as one ("is it…", "how…"): what `mjref search-learn` counts in labelled
/// descriptions.
///
/// ```
/// use mahjong_referee::lang::search_words;
/// let read = search_words("He called pon, but showed nothing; not discarded");
/// assert_eq!(read[0], ("called".to_string(), "call".to_string()));
/// assert!(read.iter().any(|(_, stem)| stem == "pung"));
/// assert!(read.iter().any(|(_, stem)| stem == "!discard"));
/// assert!(!read.iter().any(|(word, _)| word == "he" || word == ","));
/// let asked = search_words("is it a chombo?");
/// let last: Vec<&str> = asked[asked.len() - 2..].iter().map(|(w, _)| w.as_str()).collect();
/// assert_eq!(last, ["(?)", "(how)"]);
/// let told = search_words("he called chombo?");
/// assert_eq!(told.last(), Some(&("(?)".to_string(), "(?)".to_string())));
/// ```
pub fn search_words(query: &str) -> Vec<(String, String)> {
    let query = searched(query);
    let asked = query_words(&query);
    let stems: Vec<String> = asked.iter().map(|w| stem(w)).collect();
    let stems: Vec<&str> = stems.iter().map(String::as_str).collect();
    // The words, then what the counts read of the search besides ([`ASKING`],
    // [`ASKING_WORD`]), each as itself.
    let features = features(&query, &asked, &stems);
    let besides = features.get(asked.len()..).unwrap_or_default().to_vec();
    let typed = asked.iter().map(|w| w.to_string()).chain(besides);
    typed.zip(features).filter(|(w, _)| w != CLAUSE).collect()
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

/// The answer a search gives one question of an incident, said or likely (for the tests of
/// the modules reading answers).
#[cfg(test)]
pub(super) fn answer_to(kind: &str, field: &str, lang: Lang, query: &str) -> Option<String> {
    let info = CATALOGUE.iter().find(|i| i.kind == kind)?;
    search_answers(lang, info, query)
        .into_iter()
        .find(|(f, _)| *f == field)
        .map(|(_, v)| v)
}
