//! The search's words: src/lang/search-words.txt read once, and each incident's words as
//! stems (the stemmer is `stem.rs`; which incidents hold a stem, `holders.rs`).

use super::*;

/// The words of the search, as data: src/lang/search-words.txt, read once, at the first
/// search. Every word there is read as the search reads a word: folded (no accents, lower
/// case) and cut to its stem ("called", "calling" and "calls" are "call"; "montrée" and
/// "montrer" are "montr"), so one form of a word is enough. Any language on any line:
///
/// - `same: word other…`: the others are read as the first (a table word, an irregular
///   form: `same: pung pon pong`);
/// - `little: word…`: words that say nothing of what happened ("the", "player");
/// - `little <word> after: word…` and `little <word> before: word…`: a word that says
///   nothing right after one of these, or right before one, and something elsewhere: the
///   French "est" is "is" after a pronoun ("c'est", "il est") or before "ce" ("est-ce"),
///   and the East wind or seat otherwise ("l'Est", "vent d'est");
/// - `little one: word…`: little words that are the number one before a thing a count
///   question counts ("dropped a tile"), and say nothing elsewhere;
/// - `weak: word…`: everyday words that say little alone ("table", "after"): they add half
///   their weight, and only beside a word that is not weak;
/// - `not: word…`: negations, the yes/no words up to two after them mean "no";
/// - `before: word…`: words that put the words after them later, so negate them as things
///   done at the time ("before revealing": not shown), but are no negation alone; a call
///   after them was still made ("took the tile before saying ron": a ron);
/// - `negating: word…`: other words that negate the words after them but are no negation
///   alone ("nobody won", "forgot the stick");
/// - `after: word…`: words that negate the word before them when a word follows ("showed no
///   tiles");
/// - `partitive: word…`: words after a number that take a part of what follows ("four of
///   his opponent's tiles": four tiles), which may name its thing further on;
/// - `or: word…`: little words joining alternatives ("a win or a draw"): the words they
///   join answer no yes/no question;
/// - `done right: word…`: words saying a thing was done as it should be ("properly",
///   "RAS"): the learned counts read one word more where one is not negated
///   ([`super::learned::DONE_RIGHT`]);
/// - `asking: word…`: words that open a question where they open a clause ("how", "can",
///   "combien"): the learned counts read one word more for them ([`super::learned::ASKING_WORD`]);
/// - `doubt: word…`: words that put the words after them in their clause in doubt ("whether
///   he touched it", "unsure"): those words answer no yes/no question; `doubt not: word…`,
///   words that do so negated ("not sure", "can't agree");
/// - `ne: word…`: little words after which a word is negated by a negation right after it
///   ("la table ne comprend pas": not understood);
/// - `clause: word…`: words that end a clause as a comma does ("but", "mais"): a negation
///   does not reach across them, nor does a run of tiles;
/// - `<kind>: word…`: what else people call an incident, besides its titles and keywords;
/// - `yes <field>: word…` and `no <field>: word…`: words saying a yes/no question's answer
///   is yes ("shown"), or no ("closed": not shown); on a line with commas, an item of
///   several words between them is a phrase, read with its little words ("from the start":
///   not during the session);
/// - `value <field> <value>: word…`: words naming a list question's answer besides its own
///   name and labels (`value call concealed-kong: ankan`), each alone; the words of an answer
///   saying something was not done (`no-stick`, `none`) name what was not done (the stick;
///   what was shown: "nothing revealed");
/// - `calls: word…`: the words a player says to call ("pon", "ron");
/// - `negated <kind>: word…`: words that tell the incident `kind` when negated ("could not
///   pon", "not tenpai": a call that could not be completed);
/// - `sequence <kind> <field> [<possible>]: word…`: words that put one call after another
///   ("then"): two different calls joined by one tell the incident `kind`, and whether the
///   first was a win answers its yes/no question `field` (see [`call_sequence`]); the first
///   call negated elsewhere ("he could not ron"; for a win, a word of a `negated` line that
///   is no call: "not tenpai") answers `possible` no;
/// - `below <field> <n>: unit…`: a number of those units below `n` answers the yes/no
///   question `field` yes, `n` or more no ("7 points" is short of 8: `below shortOf8 8:
///   points fan`);
/// - `order after: word…`, `order first: word…` and `order then: word…`: the order things
///   were done in, for a list question whose answers are orders (`shown-before-call`):
///   "after" just before a thing done puts it before what was named earlier ("called after
///   showing"), "first" beside one puts it first ("d'abord attrapé"), the one before it
///   when a `then` word follows it ("revealed them first and called after"); "after"
///   before a `then` word is a "then" ("after that"); `order <thing>` lines add words
///   saying a thing was done ("crié" for a call);
/// - `duration <minute|second|half|exactly>: word…`: the words of a duration besides a
///   unit's own (`duration.rs`): "min", "sec", "demie", "pile";
/// - `fouls <given|foul|time|earlier|then|n>: word…`: the words of the fouls a player
///   already had (`earlier_fouls.rs`): a sanction given ("warned"), a foul, a time ("second
///   time"), a word putting one earlier ("already"), a word joining one sanction to the
///   next ("puis"), a count in one word (`fouls 2: twice`);
///   `fouls asks: field…`: the yes/no questions whether it happened before, which the
///   earlier fouls answer ("repeated");
/// - `early <field> <last>: word…`: a round's name followed by a hand's number up to
///   `last` names a hand that is never a game's last in any rule set here ("only in East
///   3"), which answers the yes/no question `field` (whether the game is complete) no;
/// - `who <role>: phrase, …`, `does <field>: phrase, …`, `does <field> not: …` and
///   `turns <field>: …`: who at the table did what a count question counts (`who/`): the
///   words naming people by role ("me", "the next", "nobody", "only"…), and the words saying
///   someone did what the question `field` counts, or did not; `turns` for a count of turns
///   round the table rather than of people;
/// - `offender <field>: phrase, …` and `offender <field> not: …`: the names of people by
///   role or seat that answer a yes/no question on the one who did it yes ("dealer",
///   "east") or no ("ko", "south"), when all the people named as doing something say the
///   same (`who/offender.rs`); `offender of`, `offender whose` and `offender beside`: the
///   words saying whose a thing is, the things after a name that make it no person ("the
///   East wind"), and the seats beside someone ("the dealer's left").
pub(super) const SEARCH_WORDS: &str = include_str!("../../search-words.txt");

/// The search's words read once: the words read as others, the little words, the
/// negations, and each incident's words and answers' words as stems.
pub(super) struct Index {
    /// A stem and the stem it is read as, by the first (sorted).
    pub(super) same: Vec<(String, String)>,
    /// Words that say nothing of what happened (folded, whole).
    pub(super) little: Vec<String>,
    /// Words that say nothing beside certain others: the word, whether the others come
    /// after it (else before), and the others (folded, whole).
    pub(super) little_beside: Vec<(String, bool, Vec<String>)>,
    /// Little words that are the number one before a thing a count question counts
    /// (`little one:`, "dropped a tile"; folded, whole).
    pub(super) little_one: Vec<String>,
    /// Everyday words that say little alone, as stems (sorted).
    pub(super) weak: Vec<String>,
    /// Negations: the yes/no words up to two after them mean no (sorted).
    pub(super) not: Vec<String>,
    /// The negations and the words that negate the words after them without being a
    /// negation alone (`before:` and `negating:` words), together (sorted).
    pub(super) negating: Vec<String>,
    /// Words that put the words after them later (`before:` words; sorted).
    pub(super) before: Vec<String>,
    /// Words that negate the word before them when a word follows.
    pub(super) after: Vec<String>,
    /// Little words that end a clause ("but", "mais"; sorted).
    pub(super) clause: Vec<String>,
    /// Little words that join alternatives ("a win or a draw"; folded, whole).
    pub(super) or: Vec<String>,
    /// Little words after which a word is negated by the negation right after it (French
    /// "ne": "la table ne comprend pas"; folded, whole).
    pub(super) ne: Vec<String>,
    /// Words that put the words after them in their clause in doubt ("whether"; folded,
    /// whole, sorted).
    pub(super) doubt: Vec<String>,
    /// Words that do so negated ("not sure"; folded, whole, sorted).
    pub(super) doubt_not: Vec<String>,
    /// Words that open a question where they open a clause ("how"; folded, whole, sorted).
    pub(super) asking: Vec<String>,
    /// Words saying a thing was done as it should be ("properly", "RAS"; folded, whole,
    /// sorted).
    pub(super) done_right: Vec<String>,
    /// Little words after a number that take a part of what follows ("four of his tiles";
    /// sorted).
    pub(super) partitive: Vec<String>,
    /// Words of the order things were done in (`order` lines): "after" before a thing done
    /// (done earlier than what the search named before it), and "first" beside one (done
    /// first); folded, whole.
    pub(super) order_after: Vec<String>,
    pub(super) order_first: Vec<String>,
    /// Words that end the clause of a "first" before them ("and", "then"), or make an
    /// "after" before them a "then" ("after that").
    pub(super) order_then: Vec<String>,
    /// For a thing done that an order names (`call`, `shown`, `taken`, in any form), further
    /// words saying it was done, stripped of their endings ("said", "crié" for a call).
    pub(super) order_things: Vec<(String, Vec<String>)>,
    /// For each yes/no question's field, the stems saying yes and those saying no.
    pub(super) flags: Vec<(String, Vec<String>, Vec<String>)>,
    /// Phrases saying a yes/no question's answer: the field, whether they say yes, and the
    /// phrase's words (folded, whole, little ones included: "from the start").
    pub(super) phrases: Vec<(String, bool, Vec<String>)>,
    /// A list answer's further words: its field, its value, and its words (folded, whole).
    pub(super) values: Vec<(String, String, String)>,
    /// An incident's further words: its kind, and its words (folded).
    pub(super) extra: Vec<(&'static str, String)>,
    /// Incidents told by two different calls one after the other ("pon, then ron").
    pub(super) sequences: Vec<Sequenced>,
    /// The words a player says to call (folded, whole): "pon", "ron", "hu".
    pub(super) calls: Vec<String>,
    /// Incidents told by words negated ("could not pon", "not tenpai": a call they could
    /// not complete): the kind and the words, without their endings ([`strip`]; read as
    /// others where `same:` lines say so when compared).
    pub(super) negated: Vec<(String, Vec<String>)>,
    /// Yes/no questions a number answers by being below a line ("short of 8 points": 7
    /// points is yes): the field, the line, and the stems of the units the number is in.
    pub(super) below: Vec<(String, u32, Vec<String>)>,
    /// Yes/no questions a hand named answers no: the field, the last number of a hand that is
    /// never a game's last, and the names of its round (folded, whole: `early` lines).
    pub(super) early: Vec<(String, u32, Vec<String>)>,
}

/// An incident told by two different calls one after the other ("pon, then ron"; a
/// `sequence` line).
pub(super) struct Sequenced {
    /// The incident's kind.
    pub(super) kind: String,
    /// The yes/no question the first call being a win answers.
    pub(super) first_win: String,
    /// The yes/no question the first call negated answers no ("ron, no, pon; he could
    /// not ron"), if any.
    pub(super) first_possible: Option<String>,
    /// The words that put one call after the other (folded, whole).
    pub(super) joins: Vec<String>,
}

/// An incident's words, as stems. Its own words (kind, titles, keywords, the words of
/// search-words.txt) and its answers' words (list answers' labels, yes/no questions' words)
/// are in [`Holders`], for every incident at once.
pub(super) struct Entry {
    /// The stems side by side in its titles, keywords and words of search-words.txt
    /// (sorted).
    pub(super) pairs: Vec<(String, String)>,
    /// The stems of its group's names.
    pub(super) group: Vec<String>,
    /// The stems of each of its titles, in each language the entries are built for (English
    /// and the page's), but for an article ("un riichi mal déclaré").
    pub(super) titles: Vec<Vec<String>>,
    /// For each of its questions, the stems of the question's words, in every language.
    pub(super) questions: Vec<Vec<String>>,
    /// For each of its questions, the thing it counts, as a stem (see [`counted`]).
    pub(super) counted: Vec<String>,
    /// For each of its list questions (none for a yes/no question), each answer with its
    /// words.
    pub(super) labels: Vec<Vec<Label>>,
}

/// A list answer and the words that name it: its own (`not-taken`), its label in every
/// language, its words in search-words.txt; each word as its stem, and whether the name
/// negates it ("no stick": the stick, negated; "shown before call": the call, negated). A
/// name of negations alone is named by them ("rien": nothing shown). Each word is marked
/// with the name it is of (the first 0).
pub(super) type Label = (&'static str, Vec<(String, bool, u8)>);

impl Entry {
    /// Whether two stems stand side by side in the incident's titles, keywords or words of
    /// search-words.txt (each read in turn, as one text).
    pub(super) fn side_by_side(&self, a: &str, b: &str) -> bool {
        self.pairs
            .binary_search_by(|(x, y)| (x.as_str(), y.as_str()).cmp(&(a, b)))
            .is_ok()
    }
}

impl Index {
    /// Whether a word (folded, whole) ends a clause ("but").
    pub(super) fn clause_end(&self, word: &str) -> bool {
        has_word(&self.clause, word)
    }

    /// Whether a word (folded, whole) takes a part of what follows a number ("of").
    pub(super) fn is_partitive(&self, word: &str) -> bool {
        has_word(&self.partitive, word)
    }

    /// Whether a word (folded, whole) is a little word.
    pub(super) fn is_little(&self, word: &str) -> bool {
        has_word(&self.little, word)
    }

    /// Whether a word (folded, whole) says nothing where it stands: a little word, or one
    /// that is little between the words `before` and `after` (`little <word> after:` and
    /// `before:` lines; an empty text where a clause begins or ends).
    pub(super) fn is_little_between(&self, before: &str, word: &str, after: &str) -> bool {
        self.is_little(word) || self.is_little_beside(before, word, after)
    }

    /// Whether a word says nothing beside these words by a `little <word> after:` or
    /// `before:` line ("est" after "c'", "peut" before "être").
    pub(super) fn is_little_beside(&self, before: &str, word: &str, after: &str) -> bool {
        self.little_beside.iter().any(|(w, next, others)| {
            w == word
                && others
                    .iter()
                    .any(|o| o == if *next { after } else { before })
        })
    }

    /// Whether a word (folded, whole) is the number one before a thing counted (a `little
    /// one:` word: "a", "an").
    pub(super) fn is_little_one(&self, word: &str) -> bool {
        self.little_one.iter().any(|w| w == word)
    }

    /// Whether a stem is an everyday word's (a `weak:` word).
    pub(super) fn is_weak(&self, stem: &str) -> bool {
        has_word(&self.weak, stem)
    }

    /// Whether a word (folded, whole) is a negation (a `not:` word).
    pub(super) fn is_not(&self, word: &str) -> bool {
        has_word(&self.not, word)
    }

    /// Whether a word (folded, whole) puts the words after it later (a `before:` word).
    pub(super) fn is_before(&self, word: &str) -> bool {
        has_word(&self.before, word)
    }

    /// Whether a word (folded, whole) is a negation or negates what follows it.
    pub(super) fn negations(&self, word: &str) -> bool {
        has_word(&self.negating, word)
    }

    /// Whether a word (folded, whole) opens a question where it opens a clause (an
    /// `asking:` word).
    pub(super) fn asks(&self, word: &str) -> bool {
        has_word(&self.asking, word)
    }

    /// Whether a word (folded, whole) says a thing was done as it should be (a `done
    /// right:` word).
    pub(super) fn says_done_right(&self, word: &str) -> bool {
        has_word(&self.done_right, word)
    }

    /// Whether a word (folded, whole) puts the words after it in doubt (a `doubt:` word).
    pub(super) fn doubts(&self, word: &str) -> bool {
        has_word(&self.doubt, word)
    }

    /// Whether a word (folded, whole) puts the words after it in doubt when negated (a
    /// `doubt not:` word).
    pub(super) fn doubts_negated(&self, word: &str) -> bool {
        has_word(&self.doubt_not, word)
    }

    /// The stem a stripped word is read as.
    pub(super) fn same_as<'a>(&'a self, stripped: &'a str) -> &'a str {
        match self
            .same
            .binary_search_by(|(w, _)| w.as_str().cmp(stripped))
        {
            Ok(at) => &self.same[at].1,
            Err(_) => stripped,
        }
    }
}

/// Whether a sorted list has a word (found by halves: these are asked for every word of a
/// search, some for every incident).
fn has_word(sorted: &[String], word: &str) -> bool {
    sorted.binary_search_by(|w| w.as_str().cmp(word)).is_ok()
}

/// The lines of [`SEARCH_WORDS`] that say something: each line's head and its list (the
/// text after the colon), comments and blank lines aside. Every reader of the file
/// (the index, `who/`, `duration.rs`) reads its lines here.
pub(super) fn search_word_lines() -> impl Iterator<Item = (&'static str, &'static str)> {
    SEARCH_WORDS
        .lines()
        .filter(|line| !line.starts_with('#'))
        .filter_map(|line| line.split_once(':'))
}

/// The search's own words, read from [`SEARCH_WORDS`] once, at the first search.
pub(super) fn index() -> &'static Index {
    static INDEX: std::sync::OnceLock<Index> = std::sync::OnceLock::new();
    INDEX.get_or_init(build_index)
}

/// The incidents' words as a page in `lang` has them: the catalogue's English, and the
/// page's language once its pack is in (built again then), as [`Entry`]s in catalogue order.
/// An English page's search reads English words only.
pub(super) fn entries(lang: Lang) -> &'static [Entry] {
    &built(lang).0
}

/// Which incidents have each stem, as a page in `lang` has their words (see [`entries`]).
pub(super) fn holders(lang: Lang) -> &'static Holders {
    &built(lang).1
}

/// The incidents' words in English and the page's language (see [`entries`]), built once
/// for each set of languages.
fn built(lang: Lang) -> &'static (Vec<Entry>, Holders) {
    type Built = Vec<(Vec<Lang>, &'static (Vec<Entry>, Holders))>;
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
    let entries: &'static (Vec<Entry>, Holders) =
        Box::leak(Box::new(build_entries(index(), &langs)));
    built.push((langs, entries));
    entries
}

/// The search's own words.
pub(super) fn build_index() -> Index {
    {
        let mut index = Index {
            same: Vec::new(),
            little: Vec::new(),
            little_beside: Vec::new(),
            little_one: Vec::new(),
            or: Vec::new(),
            ne: Vec::new(),
            doubt: Vec::new(),
            doubt_not: Vec::new(),
            asking: Vec::new(),
            done_right: Vec::new(),
            before: Vec::new(),
            weak: Vec::new(),
            not: Vec::new(),
            negating: Vec::new(),
            after: Vec::new(),
            clause: Vec::new(),
            partitive: Vec::new(),
            order_after: Vec::new(),
            order_first: Vec::new(),
            order_then: Vec::new(),
            order_things: Vec::new(),
            flags: Vec::new(),
            phrases: Vec::new(),
            values: Vec::new(),
            extra: Vec::new(),
            sequences: Vec::new(),
            calls: Vec::new(),
            negated: Vec::new(),
            below: Vec::new(),
            early: Vec::new(),
        };
        for (head, list) in search_word_lines() {
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
                None if head == "negating" => index.negating.extend(whole()),
                None if head == "after" => index.after.extend(whole()),
                None if head == "clause" => index.clause.extend(whole()),
                None if head == "or" => index.or.extend(whole()),
                None if head == "ne" => index.ne.extend(whole()),
                None if head == "doubt" => index.doubt.extend(whole()),
                None if head == "asking" => index.asking.extend(whole()),
                Some(("done", "right")) => index.done_right.extend(whole()),
                Some(("doubt", "not")) => index.doubt_not.extend(whole()),
                None if head == "partitive" => index.partitive.extend(whole()),
                None if head == "calls" => index.calls.extend(whole()),
                None => index.extra.push((head, list.clone())),
                // Who did what a count question counts: read by `who/`.
                Some(("who" | "does" | "turns" | "offender" | "duration" | "fouls", _)) => {}
                Some(("little", "one")) => index.little_one.extend(whole()),
                Some(("little", rest)) => {
                    if let Some((word, side @ ("after" | "before"))) = rest.split_once(' ') {
                        // "little est after: c il": "est" after them; "before: ce" before.
                        let next = side == "before";
                        index.little_beside.push((fold(word), next, whole()));
                    }
                }
                Some(("order", "after")) => index.order_after.extend(whole()),
                Some(("order", "first")) => index.order_first.extend(whole()),
                Some(("order", "then")) => index.order_then.extend(whole()),
                Some(("order", thing)) => {
                    let stems = words(&list).map(strip).collect();
                    index.order_things.push((thing.to_string(), stems));
                }
                Some((head @ ("below" | "early"), rest)) => {
                    if let Some((field, line)) = rest.split_once(' ')
                        && let Ok(line) = line.parse()
                    {
                        let (into, read) = match head {
                            "below" => (&mut index.below, words(&list).map(strip).collect()),
                            _ => (&mut index.early, whole()),
                        };
                        into.push((field.to_string(), line, read));
                    }
                }
                Some(("negated", kind)) => {
                    let stems = words(&list).map(strip).collect();
                    index.negated.push((kind.to_string(), stems));
                }
                Some(("sequence", rest)) => {
                    let mut names = rest.split(' ').map(str::to_string);
                    if let (Some(kind), Some(field)) = (names.next(), names.next()) {
                        index.sequences.push(Sequenced {
                            kind,
                            first_win: field,
                            first_possible: names.next(),
                            joins: whole(),
                        });
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
                    // Items of several words, between commas, are phrases ("from the
                    // start"), read in the search's own words, little ones included.
                    let mut stems: Vec<String> = Vec::new();
                    let phrases = list.contains(',');
                    for item in list.split(',') {
                        let item: Vec<String> = words(item).map(str::to_string).collect();
                        if phrases && item.len() > 1 {
                            index
                                .phrases
                                .push((field.to_string(), yes_no == "yes", item));
                        } else {
                            stems.extend(item.iter().map(|w| strip(w)));
                        }
                    }
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
        sort(&mut index.not);
        sort(&mut index.before);
        index.negating.extend(index.not.iter().cloned());
        index.negating.extend(index.before.iter().cloned());
        sort(&mut index.negating);
        sort(&mut index.clause);
        sort(&mut index.partitive);
        sort(&mut index.doubt);
        sort(&mut index.asking);
        sort(&mut index.done_right);
        sort(&mut index.doubt_not);
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
/// own words, and which incidents have each stem.
pub(super) fn build_entries(index: &Index, langs: &[Lang]) -> (Vec<Entry>, Holders) {
    let mut out = Vec::new();
    let mut holders = Holders::default();
    let stems_of = |index: &Index, text: &str| -> Vec<String> {
        let text = fold(text);
        words(&text)
            .filter(|w| !index.is_little(w) && !index.is_not(w))
            .map(|w| index.same_as(&strip(w)).to_string())
            .collect()
    };
    for info in CATALOGUE {
        // Read as a search reads them: a word ending a clause ("puis") is no word.
        let titles = langs
            .iter()
            .map(|l| {
                let title = fold(l.incident_title(info));
                words(&title)
                    .filter(|w| !index.is_little(w) && !index.clause_end(w))
                    // "Un", "une": an article, which a search may leave out.
                    .filter(|w| spelled(w) != Some(1))
                    .map(|w| index.same_as(&strip(w)).to_string())
                    .collect()
            })
            .collect();
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
                // of "no-stick" name the stick that was not put out, those of "none"
                // what was not (nothing shown).
                let first = value.split('-').next().unwrap_or(value);
                let negative = index.negations(first) && !index.is_before(first);
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
        holders.add(out.len(), &own, true);
        holders.add(out.len(), &answers, false);
        out.push(Entry {
            pairs,
            group,
            titles,
            questions,
            counted: info.facts.iter().map(|f| counted(f.question)).collect(),
            labels,
        });
    }
    (out, holders)
}

/// A list sorted, each item once: each put in its place, found by halves. (The standard
/// library's sorts cost the widget several KB for each type sorted.)
pub(super) fn sort<T: Ord>(list: &mut Vec<T>) {
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
    super::learned::learned();
}

#[cfg(test)]
mod tests;
