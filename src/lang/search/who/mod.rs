//! Who at the table did what a count question counts, for the questions that count people
//! ("How many players show a tenpai hand?") or their turns ("How many discards since the
//! claim, the claimer's own included?"): the people each clause of a search names, whether
//! they did the thing or not, added up.
//!
//! A search says who in many ways: by seat or name ("East and West", "me and the player
//! opposite"), by number ("two of us", "les trois autres"), by everyone or no one ("tout le
//! monde", "nobody else"), by "only" and "all but" ("seule Julie", "everyone except me").
//! The words are data (search-words.txt's `who`, `does` and `turns` lines); what they add up to is
//! the same for every question: the people said to do it, or those said not to when the
//! others are all accounted for, or for turns, the furthest seat round the table that took
//! one.

use super::*;

mod offender;
pub(super) use offender::{asks_of_offender, offender_answers};

/// What a word of a search says of who.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Role {
    /// One person, by name or place ("East", "the dealer"): each word its own.
    One,
    /// The one speaking ("me", "I", "moi", "je"): one person, however said.
    Me,
    /// The one the incident is about, in the third person ("he", "her", "his own").
    Him,
    /// A number of people ("both").
    Count(u32),
    /// Everyone ("all", "tout le monde").
    All,
    /// No one ("nobody", "personne").
    Nobody,
    /// Those not named elsewhere ("the others", "les autres", "two more").
    Others,
    /// Exactly those named ("only", "seul").
    Only,
    /// All but those named after it ("except", "sauf").
    Except,
    /// A seat after the doer's, round the table: the next (1), opposite (2), the left (3).
    Seat(u32),
    /// The seat after the one named before ("the one after him", "après lui").
    After,
    /// The doing of the clause before, said again ("the next one too", "lui aussi").
    Too,
    /// A clause opened by "then", "puis": made of people alone, it does again what the
    /// clause before did ("il a défaussé, puis moi"); with other words, it says nothing by
    /// itself ("then I called pon").
    Then,
}

/// The `who`, `does` and `turns` lines of search-words.txt, read once.
struct Who {
    /// Each phrase (folded words) and its role.
    roles: Vec<(Vec<String>, Role)>,
    /// For a count question's field: whether it counts turns round the table (`turns`
    /// lines) rather than people (`does` lines), the stems saying someone did it, and
    /// those saying they did not.
    does: Vec<(String, bool, Vec<String>, Vec<String>)>,
    /// Words before which a person is no doer ("on West", "de Nord": whose tile).
    of: Vec<String>,
    /// For a yes/no question on the one who did it (`offender` lines): the field, and the
    /// phrases naming that one (folded words) with the answer each gives.
    offender: Vec<(String, Names)>,
    /// Words before a person saying whose a thing is, besides the `who of` words ("d'Ouest",
    /// "ron off the dealer"; `offender of`).
    owner: Vec<String>,
    /// The things named after a name that make it no person ("the East wind", "East round";
    /// `offender whose`), as stems.
    whose: Vec<String>,
    /// The seats beside someone ("the dealer's left", "à gauche du donneur", "opposite the
    /// dealer"; `offender beside`), as stems.
    sides: Vec<String>,
}

/// Phrases naming someone (folded words), each with the answer it gives.
type Names = Vec<(Vec<String>, bool)>;

/// The `who`, `does` and `turns` lines of search-words.txt, read at the first search that needs
/// them.
fn who() -> &'static Who {
    static WHO: std::sync::OnceLock<Who> = std::sync::OnceLock::new();
    WHO.get_or_init(|| {
        let index = index();
        let mut who = Who {
            roles: Vec::new(),
            does: Vec::new(),
            of: Vec::new(),
            offender: Vec::new(),
            owner: Vec::new(),
            whose: Vec::new(),
            sides: Vec::new(),
        };
        for (head, list) in search_word_lines() {
            let list = fold(list);
            let stems = || -> Vec<String> {
                words(&list)
                    .map(|w| index.same_as(&strip(w)).to_string())
                    .collect()
            };
            let mut head = head.split(' ');
            match (head.next(), head.next(), head.next()) {
                (Some("who"), Some("of"), None) => {
                    who.of.extend(words(&list).map(str::to_string));
                }
                (Some("who"), Some(role), None) => {
                    let Some(role) = self::role(role) else {
                        continue;
                    };
                    for phrase in list.split(',') {
                        let phrase: Vec<String> = words(phrase).map(str::to_string).collect();
                        if !phrase.is_empty() {
                            who.roles.push((phrase, role));
                        }
                    }
                }
                (Some("offender"), Some("of"), None) => {
                    who.owner.extend(words(&list).map(str::to_string));
                }
                (Some("offender"), Some("whose"), None) => who.whose.extend(stems()),
                (Some("offender"), Some("beside"), None) => who.sides.extend(stems()),
                (Some("offender"), Some(field), not) => {
                    let at = match who.offender.iter().position(|o| o.0 == field) {
                        Some(at) => at,
                        None => {
                            who.offender.push((field.to_string(), Vec::new()));
                            who.offender.len() - 1
                        }
                    };
                    for phrase in list.split(',') {
                        let phrase: Vec<String> = words(phrase).map(str::to_string).collect();
                        if !phrase.is_empty() {
                            who.offender[at].1.push((phrase, not != Some("not")));
                        }
                    }
                }
                (Some(kind @ ("does" | "turns")), Some(field), not) => {
                    let at = match who.does.iter().position(|d| d.0 == field) {
                        Some(at) => at,
                        None => {
                            let turns = kind == "turns";
                            who.does
                                .push((field.to_string(), turns, Vec::new(), Vec::new()));
                            who.does.len() - 1
                        }
                    };
                    if not == Some("not") {
                        who.does[at].3.extend(stems());
                    } else {
                        who.does[at].2.extend(stems());
                    }
                }
                _ => {}
            }
        }
        who
    })
}

/// The role a `who` line names: `one`, `him`, `all`, `nobody`, `others`, `only`,
/// `except`, `me`, `next`, `opposite`, `left`, `after`, `too`, `then`, or a number.
pub(super) fn role(name: &str) -> Option<Role> {
    Some(match name {
        "one" => Role::One,
        "me" => Role::Me,
        "him" => Role::Him,
        "all" => Role::All,
        "nobody" => Role::Nobody,
        "others" => Role::Others,
        "only" => Role::Only,
        "except" => Role::Except,
        "next" => Role::Seat(1),
        "opposite" => Role::Seat(2),
        "left" => Role::Seat(3),
        "after" => Role::After,
        "too" => Role::Too,
        "then" => Role::Then,
        n => Role::Count(n.parse().ok()?),
    })
}

/// A word of a search as the reader of who takes it.
#[derive(Debug, Clone, PartialEq)]
enum Word {
    /// A word saying who, and the person it names (for [`Role::One`], [`Role::Seat`] and
    /// [`Role::Him`]: its phrase).
    Who(Role, String),
    /// A number.
    Number(u32),
    /// Someone did (`true`) or did not (`false`) what the question counts.
    Does(bool),
    /// A negation.
    Not,
    /// A word naming whose tile or place it is ("on", "de"): the person after it is none
    /// of the doers.
    Of,
    /// Any other word: a little word (`true`) or not.
    Other(bool),
}

/// One clause's saying: the people named as doing it (`true`) or not, with what
/// [`Role`]s named them.
#[derive(Debug, Default)]
struct Said {
    does: bool,
    /// The people named ([`Role::One`], [`Role::Him`], [`Role::Seat`]), by their words.
    named: Vec<(Role, String)>,
    /// The first number before the doing ("two of us", "three noten hands").
    number: Option<u32>,
    /// The number stands right before the doing, and names no seat: it counts the doings
    /// ("four discards"; not "the next two discarded").
    counts_doing: bool,
    /// Seats after the one named before ("the one after him").
    after: bool,
    all: bool,
    nobody: bool,
    others: bool,
    only: bool,
    /// Those named after "except": how many.
    except: u32,
}

/// The answers the people a search names give the incident's count questions that
/// search-words.txt's `does` and `turns` lines name (see the module's comment): each
/// field with its count. `query` is the search folded ([`searched`]).
pub(super) fn who_answers(info: &IncidentInfo, query: &str) -> Vec<(&'static str, String)> {
    let who = who();
    let mut answers = Vec::new();
    for fact in info.facts {
        let Some(max) = fact.range_max() else {
            continue;
        };
        let Some((_, by_turns, yes, no)) = who.does.iter().find(|d| d.0 == fact.field) else {
            continue;
        };
        let said = sayings(&read(query, yes, no));
        let count = if *by_turns {
            turns(&said)
        } else {
            people(&said, max)
        };
        if let Some(count) = count.filter(|&c| c <= max) {
            answers.push((fact.field, count.to_string()));
        }
    }
    answers
}

/// A search's clauses (cut at [`CLAUSE_MARKS`] but a colon: "Tenpai: East and West"), each
/// as the reader of who takes its words.
fn read(query: &str, yes: &[String], no: &[String]) -> Vec<Vec<Word>> {
    let (index, who) = (index(), who());
    let mut clauses = Vec::new();
    // "Tenpai: East and West": those after a colon are the ones it names.
    for words in &raw_clauses(query, ":") {
        let mut clause = Vec::new();
        let mut at = 0;
        while at < words.len() {
            if let Some((phrase, role)) = said_at(words, at, &who.roles) {
                // A phrase begun by "then" ("puis est": East) opens its clause as "then"
                // does.
                let then = |w: &String| {
                    who.roles
                        .iter()
                        .any(|(p, r)| *r == Role::Then && p.first() == Some(w))
                };
                if at == 0 && phrase.len() > 1 && phrase.first().is_some_and(then) {
                    clause.push(Word::Who(Role::Then, String::new()));
                }
                clause.push(Word::Who(*role, phrase.join(" ")));
                at += phrase.len();
                continue;
            }
            let word = words[at];
            at += 1;
            // The word's stem, once for both lists of doing.
            let stem = index.same_as(&strip(word)).to_string();
            // A number as the search reads one, ordinals aside ("the second player").
            let number = read_number(word).filter(|(_, ordinal)| !ordinal);
            clause.push(if let Some((n, _)) = number {
                Word::Number(n)
            } else if yes.contains(&stem) {
                Word::Does(true)
            } else if no.contains(&stem) {
                Word::Does(false)
            } else if index.negations(word) {
                Word::Not
            } else if who.of.iter().any(|o| o == word) {
                Word::Of
            } else {
                // Little as the search reads it: "est" after "qui" is "is" (query_words).
                let before = at.checked_sub(2).map_or("", |b| words[b]);
                let next = words.get(at).copied().unwrap_or("");
                Word::Other(index.is_little_between(before, word, next))
            });
        }
        // "One", "un", "une" right before a word of something else are its article or
        // count ("one tile off tenpai", "une main en attente"), no one.
        for at in 1..clause.len() {
            if clause[at] == Word::Other(false) && clause[at - 1] == Word::Number(1) {
                clause[at - 1] = Word::Other(false);
            }
        }
        clauses.push(clause);
    }
    clauses
}

/// The longest of `phrases` (folded words, each with what it names) said at `at` in
/// `words` ("not one" rather than "one").
fn said_at<'p, T>(
    words: &[&str],
    at: usize,
    phrases: &'p [(Vec<String>, T)],
) -> Option<&'p (Vec<String>, T)> {
    phrases
        .iter()
        .filter(|(p, _)| {
            words
                .get(at..at + p.len())
                .is_some_and(|w| w.iter().eq(p.iter()))
        })
        .max_by_key(|(p, _)| p.len())
}

/// The words of each clause of a search ([`CLAUSE_MARKS`] but those in `within`), every
/// word kept, little or not.
fn raw_clauses<'a>(query: &'a str, within: &str) -> Vec<Vec<&'a str>> {
    let mut raw: Vec<Vec<&str>> = vec![Vec::new()];
    let mut rest = query;
    while !rest.is_empty() {
        let (word, stop, after) = next_word(rest);
        rest = after;
        if let Some(clause) = raw.last_mut().filter(|_| !word.is_empty()) {
            clause.push(word);
        }
        if stop.is_some_and(|c| ends_clause_at(c) && !within.contains(c)) {
            raw.push(Vec::new());
        }
    }
    raw.retain(|c| !c.is_empty());
    raw
}

/// What each clause says of who did it: the people before each word of doing (since the
/// one before it); for the last doing of a clause, "except" and the people after it
/// ("everyone noten except East"), and where none stand before it, the people right after
/// it ("Tenpai: East and West"). A negation up to two words before a doing (who's words
/// aside) says it was not done ("were not waiting", "avant qu'il défausse"), but not beside
/// "nobody" ("personne n'a rien jeté": nobody did). A clause with people but no doing says
/// the last doing again with "too" ("the next one too"), or opened by "then" and made of
/// people alone ("puis moi"; not "then I called pon"), its opposite with a negation ("the
/// other two not").
fn sayings(clauses: &[Vec<Word>]) -> Vec<Said> {
    let mut said = Vec::new();
    let mut last: Option<bool> = None;
    for clause in clauses {
        let doings: Vec<(usize, bool)> = (0..clause.len())
            .filter_map(|at| match clause[at] {
                Word::Does(does) => Some((at, does)),
                _ => None,
            })
            .collect();
        if doings.is_empty() {
            let who = who_of(clause);
            // "Too" anywhere; "then" opening a clause of people alone.
            let only_people = clause
                .iter()
                .all(|w| matches!(w, Word::Who(..) | Word::Number(_) | Word::Other(true)));
            let again = clause.iter().any(|w| matches!(w, Word::Who(Role::Too, _)))
                || (matches!(clause.first(), Some(Word::Who(Role::Then, _))) && only_people);
            let negated = clause.contains(&Word::Not);
            if let Some(does) = last.filter(|_| (again || negated) && who.names_anyone()) {
                said.push(Said {
                    does: does != negated,
                    ..who
                });
            }
            continue;
        }
        let mut start = 0;
        for (k, &(at, does)) in doings.iter().enumerate() {
            // Those who did it stand right before it, with one other word at most
            // between them and it ("East and West flipped tenpai hands"), not anyone named
            // earlier in the clause ("the dealer stays East after a draw where he was").
            let mut words = 0;
            let from = (start..at)
                .rev()
                .find(|&b| {
                    words += usize::from(clause[b] == Word::Other(false));
                    words > BETWEEN
                })
                .map_or(start, |b| b + 1);
            let mut who = who_of(&clause[from..at]);
            if k + 1 == doings.len() {
                let after = &clause[at + 1..];
                if !who.names_anyone() {
                    // The people right after it, up to the first word of something else;
                    // not a number, which answers the question by itself ("tenpai 3": see
                    // `number_answers`).
                    let people: Vec<Word> = after
                        .iter()
                        .take_while(|w| !matches!(w, Word::Other(false) | Word::Not))
                        .filter(|w| !matches!(w, Word::Number(_)))
                        .cloned()
                        .collect();
                    who = who_of(&people);
                } else if who.all || who.nobody {
                    who.except = who
                        .except
                        .saturating_add(who_of(&with_except(after)).except);
                }
            }
            // The two words before the doing that say something, who's words aside.
            let negated = clause[start..at]
                .iter()
                .rev()
                .filter(|w| !matches!(w, Word::Other(true) | Word::Who(..)))
                .take(2)
                .any(|w| *w == Word::Not);
            // A negation turns a doing round ("not waiting"), not one said with "nobody",
            // nor a word of not doing ("noten"): "not ... noten" is seldom meant as tenpai.
            let does = does && (who.nobody || !negated);
            // A number right before the doing, of nobody's seat, counts the doings.
            who.counts_doing = at > start
                && matches!(clause[at - 1], Word::Number(_))
                && !who.others
                && !who.named.iter().any(|(r, _)| matches!(r, Role::Seat(_)));
            last = Some(does);
            if who.names_anyone() {
                said.push(Said { does, ..who });
            }
            start = at + 1;
        }
    }
    said
}

/// The words after a doing from its "except" on, all the group's ("all", "nobody") so that
/// [`who_of`] counts those excepted.
fn with_except(after: &[Word]) -> Vec<Word> {
    match after
        .iter()
        .position(|w| matches!(w, Word::Who(Role::Except, _)))
    {
        Some(at) => std::iter::once(Word::Who(Role::All, String::new()))
            .chain(after[at..].iter().cloned())
            .collect(),
        None => Vec::new(),
    }
}

/// Who some words name (the `does` field left false).
fn who_of(words: &[Word]) -> Said {
    let mut who = Said::default();
    let mut except = false;
    // The last word that says something before each word (little words aside).
    let before = |at: usize| {
        words[..at]
            .iter()
            .rev()
            .find(|w| !matches!(w, Word::Other(true)))
    };
    for (at, word) in words.iter().enumerate() {
        match word {
            Word::Who(role @ (Role::One | Role::Me | Role::Him | Role::Seat(_)), name) => {
                // "On West", "de Nord": whose tile, not who did it (a seat is said with
                // "de": "voisin de droite"); "opposite him": whose seat.
                let of = matches!(before(at), Some(Word::Of));
                let whose = *role == Role::Him
                    && matches!(before(at), Some(Word::Who(Role::Seat(_) | Role::After, _)));
                if except {
                    who.except = who.except.saturating_add(1);
                } else if (!of || matches!(role, Role::Seat(_))) && !whose {
                    // The one speaking is one person however said ("I", "me").
                    let name = if *role == Role::Me { "me" } else { name };
                    who.named.push((*role, name.to_string()));
                }
            }
            Word::Who(Role::Count(n), _) | Word::Number(n) => {
                if except {
                    who.except = who.except.saturating_add(*n);
                } else {
                    who.number.get_or_insert(*n);
                }
            }
            Word::Who(Role::All, _) => who.all = true,
            Word::Who(Role::Nobody, _) => who.nobody = true,
            Word::Who(Role::Others, _) => who.others = true,
            Word::Who(Role::Only, _) => who.only = true,
            Word::Who(Role::After, _) => who.after = true,
            Word::Who(Role::Except, _) => except = who.all || who.nobody,
            _ => {}
        }
    }
    who
}

impl Said {
    /// Whether it names anyone at all (a number, "all", "nobody", a person, "only").
    fn names_anyone(&self) -> bool {
        self.all
            || self.nobody
            || self.only
            || self.after
            || self.number.is_some()
            || !self.named.is_empty()
    }

    /// How many people it names, if it says: nobody, all (but those excepted; "all the
    /// others", all but one), a number, the people named, or "only" one.
    fn count(&self) -> Option<u32> {
        if self.nobody {
            // "Nobody but the dealer": those excepted did it.
            Some(self.except)
        } else if self.all {
            Some(
                TABLE
                    .saturating_sub(u32::from(self.others))
                    .saturating_sub(self.except),
            )
        } else if let Some(n) = self.number {
            Some(n)
        } else if !self.named.is_empty() {
            Some(u32::try_from(self.named.len()).unwrap_or(u32::MAX))
        } else {
            self.only.then_some(1)
        }
    }
}

/// How many other words may stand between those who did something and the doing.
const BETWEEN: usize = 1;

/// The players at a table.
const TABLE: u32 = 4;

/// How many people did it: those said to have done it; or, where the question counts the
/// whole table (`max` four) and no one is said to have, the table but those said not to
/// have done it, when they are all accounted for ("only", "all", a number: "Julie was the
/// only one noten" is three). Where the question leaves out the incident's player (`max`
/// three: the others at the table), "he" and "she" are that player, and not counted.
fn people(said: &[Said], max: u32) -> Option<u32> {
    let whole_table = max >= TABLE;
    let mut named: Vec<&str> = Vec::new();
    let mut counted = None::<u32>;
    for s in said.iter().filter(|s| s.does) {
        if s.number.is_none() && !s.all && !s.nobody {
            // People by name: each once, whichever clause names them.
            let names = s
                .named
                .iter()
                .filter(|(r, _)| whole_table || *r != Role::Him);
            let mut any = false;
            for (_, name) in names {
                any = true;
                if !named.contains(&name.as_str()) {
                    named.push(name.as_str());
                }
            }
            if any || s.only {
                counted.get_or_insert(u32::from(s.only && !any));
            }
        } else if let Some(n) = s.count() {
            counted = Some(counted.unwrap_or(0).saturating_add(n));
        }
    }
    if let Some(n) = counted {
        return Some(n.saturating_add(u32::try_from(named.len()).unwrap_or(u32::MAX)));
    }
    if !whole_table {
        return None;
    }
    let not: Vec<u32> = said
        .iter()
        .filter(|s| !s.does && (s.only || s.all || s.nobody || s.number.is_some()))
        .filter_map(Said::count)
        .collect();
    let sum = not.iter().fold(0u32, |sum, n| sum.saturating_add(*n));
    (!not.is_empty()).then(|| TABLE.saturating_sub(sum))
}

/// How many turns were taken round the table, the incident's player's first: one more
/// than the furthest seat after theirs said to have taken one ("the next two": two; "the
/// player opposite": two; "all three others": three; "the one after him": one further;
/// East and North named: two; "he" or "nobody else": none after theirs), none when nobody,
/// the player included, took one ("before he discarded", "personne n'a rien jeté"); a
/// number of the doings themselves ("four discards") counts them.
fn turns(said: &[Said]) -> Option<u32> {
    // The people named by name or wind, each once: the seats they fill after the player's.
    // (Not sorted: a sort's code weighs on the widget, and a search names few people.)
    let mut named: Vec<&str> = Vec::new();
    let people = said.iter().filter(|s| s.does).flat_map(|s| s.named.iter());
    for (_, name) in people.filter(|(role, _)| matches!(role, Role::One | Role::Me)) {
        if !named.contains(&name.as_str()) {
            named.push(name.as_str());
        }
    }
    let mut furthest: Option<i64> = None;
    for s in said {
        let further = |n: u32| furthest.unwrap_or(0) + i64::from(n);
        let seat: Option<i64> = if !s.does {
            // Not done by the player, or by nobody: no turn at all.
            (s.nobody || s.named.iter().any(|(r, _)| *r == Role::Him)).then_some(-1)
        } else if s.nobody {
            Some(if s.others { 0 } else { -1 })
        } else if let Some(n) = s.number.filter(|_| s.counts_doing) {
            Some(i64::from(n) - 1)
        } else if s.all {
            Some(3)
        } else if s.after {
            Some(further(s.number.unwrap_or(1)))
        } else if let Some(n) = s
            .number
            .filter(|_| s.others || s.named.iter().any(|(r, _)| *r == Role::Seat(1)))
        {
            Some(i64::from(n))
        } else {
            s.named
                .iter()
                .map(|(role, _)| match role {
                    Role::Seat(k) => i64::from(*k),
                    Role::One | Role::Me => named.len() as i64,
                    _ => 0,
                })
                .max()
        };
        if let Some(seat) = seat {
            furthest = Some(furthest.map_or(seat, |f| f.max(seat)));
        }
    }
    furthest.map(|f| u32::try_from(f + 1).unwrap_or(0))
}

#[cfg(test)]
mod tests;
