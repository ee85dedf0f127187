//! Which incidents hold each stem of the search's words: one sorted list of stems, each
//! with a bit per incident, so that a search looks each of its words up once.

use super::*;

/// Incidents by their places in the catalogue, as bits: a set of them, one bit each.
#[derive(Clone, Copy, Default)]
pub(super) struct Incidents([u64; BLOCKS]);

/// How many `u64`s hold a bit for each incident of the catalogue.
const BLOCKS: usize = CATALOGUE.len().div_ceil(64);

impl Incidents {
    /// Whether the incident at `place` in the catalogue is in the set.
    fn contains(&self, place: usize) -> bool {
        self.0
            .get(place / 64)
            .is_some_and(|block| block >> (place % 64) & 1 == 1)
    }

    /// Puts the incident at `place` in the catalogue in the set.
    fn insert(&mut self, place: usize) {
        if let Some(block) = self.0.get_mut(place / 64) {
            *block |= 1 << (place % 64);
        }
    }

    /// The incidents in either set.
    fn or(self, other: Incidents) -> Incidents {
        let mut both = self;
        for (block, more) in both.0.iter_mut().zip(other.0) {
            *block |= more;
        }
        both
    }

    /// How many incidents are in the set.
    fn count(&self) -> usize {
        self.0.iter().map(|b| b.count_ones() as usize).sum()
    }
}

/// Which incidents have a stem ([`Holders::of`]): among their own words, and among their
/// answers' words.
#[derive(Clone, Copy, Default)]
pub(super) struct Held {
    /// The incidents that have it among their own words.
    pub(super) own: Incidents,
    /// The incidents that have it among their answers' words.
    pub(super) answers: Incidents,
}

impl Held {
    /// Whether the incident at `place` in the catalogue has the stem: `Some(true)` among
    /// its own words, `Some(false)` among its answers' only.
    pub(super) fn has(&self, place: usize) -> Option<bool> {
        if self.own.contains(place) {
            Some(true)
        } else if self.answers.contains(place) {
            Some(false)
        } else {
            None
        }
    }

    /// How many incidents have the stem, among their own words or their answers'.
    pub(super) fn count(&self) -> usize {
        self.own.or(self.answers).count()
    }
}

/// Every stem of the incidents' words (their own and their answers'), sorted, each with
/// the incidents that have it ([`Held`]): a search looks each of its words up once here,
/// not once in every incident's lists.
#[derive(Default)]
pub(super) struct Holders {
    stems: Vec<(String, Held)>,
}

impl Holders {
    /// The incidents that have a stem. A stem of four letters or more also matches the
    /// start of a longer one (a word being typed: "disqual").
    pub(super) fn of(&self, stem: &str) -> Held {
        let at = self.stems.partition_point(|(w, _)| w.as_str() < stem);
        let mut held = Held::default();
        // The stems at `at` and after are sorted: those that start with `stem` come first.
        for (w, by) in &self.stems[at..] {
            if w != stem && !(stem.len() >= 4 && w.starts_with(stem)) {
                break;
            }
            held.own = held.own.or(by.own);
            held.answers = held.answers.or(by.answers);
        }
        held
    }

    /// The one stem of the incidents' words a slip away from `stem` ([`one_typo`]: past
    /// the first letter, a letter more or less, one changed for a key beside it, or two side
    /// by side swapped: "tenpia", "chombp", "furtien"), for a stem of [`TYPO_FROM`] letters
    /// or more; none where there are several, or none.
    pub(super) fn near(&self, stem: &str) -> Option<&str> {
        if stem.len() < TYPO_FROM {
            return None;
        }
        // A slip keeps the first letter: only the stems that start with it, which the
        // sorted list holds side by side.
        let letter = stem.as_bytes().first();
        let from = self
            .stems
            .partition_point(|(w, _)| w.as_bytes().first() < letter);
        let mut near = self.stems[from..]
            .iter()
            .take_while(|(w, _)| w.as_bytes().first() == letter)
            .map(|(w, _)| w.as_str())
            .filter(|w| w.len() + 1 >= stem.len() && w.len() <= stem.len() + 1)
            .filter(|w| one_typo(stem, w));
        let first = near.next()?;
        near.next().is_none().then_some(first)
    }

    /// Adds an incident's stems, its own words or its answers'.
    pub(super) fn add(&mut self, place: usize, stems: &[String], own: bool) {
        for stem in stems {
            let at = match self.stems.binary_search_by(|(w, _)| w.as_str().cmp(stem)) {
                Ok(at) => at,
                Err(at) => {
                    self.stems.insert(at, (stem.clone(), Held::default()));
                    at
                }
            };
            let held = &mut self.stems[at].1;
            if own {
                held.own.insert(place);
            } else {
                held.answers.insert(place);
            }
        }
    }
}

/// How long a stem must be for a typo in it to be read ([`Holders::near`]): shorter words
/// are a slip away from too many others ("brain", "train"; "paper", "payer").
const TYPO_FROM: usize = 6;

/// Whether a word (`a`) is a slip of the fingers away from another (`b`): past its first
/// letter, a letter more or less, one changed for a key beside it on the keyboard, or
/// two side by side swapped ("tenpia", "tournment", "allready"). Two different words a
/// letter apart are rarely a slip ("older", "order"; "menton", "montant").
fn one_typo(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    let start = a.iter().zip(b).take_while(|(x, y)| x == y).count();
    if start == 0 {
        return false;
    }
    let (a, b) = (&a[start..], &b[start..]);
    let end = a
        .iter()
        .rev()
        .zip(b.iter().rev())
        .take_while(|(x, y)| x == y)
        .count();
    let (a, b) = (&a[..a.len() - end], &b[..b.len() - end]);
    match (a, b) {
        ([_], []) | ([], [_]) => true,
        ([x], [y]) => beside(*x, *y),
        ([x0, x1], [y0, y1]) => x0 == y1 && x1 == y0,
        _ => false,
    }
}

/// Whether two letters are keys side by side on a QWERTY keyboard, in a row or across two.
fn beside(x: u8, y: u8) -> bool {
    const ROWS: [&[u8]; 3] = [b"qwertyuiop", b"asdfghjkl", b"zxcvbnm"];
    let key = |k: u8| {
        ROWS.iter().enumerate().find_map(|(r, row)| {
            row.iter()
                .position(|&c| c == k)
                .map(|c| (r as i32, c as i32))
        })
    };
    let (Some((r, c)), Some((s, d))) = (key(x), key(y)) else {
        return false;
    };
    // A row starts half a key right of the one above: a key touches the two above it.
    match s - r {
        0 => (c - d).abs() == 1,
        1 => d == c || d == c - 1,
        -1 => d == c || d == c + 1,
        _ => false,
    }
}

#[cfg(test)]
mod typo_tests {
    use super::one_typo;
    use crate::lang::{Lang, search};
    use crate::rules::catalogue::CATALOGUE;

    /// Every title with a slip in its longest word (two letters past the second swapped)
    /// still finds its incident first.
    #[test]
    fn a_title_with_a_slip_finds_its_incident() {
        let mut slipped = 0;
        for info in CATALOGUE {
            let Some(word) = info
                .title
                .split(' ')
                .filter(|w| w.len() >= 7 && w.bytes().all(|b| b.is_ascii_lowercase()))
                .max_by_key(|w| w.len())
            else {
                continue;
            };
            let mut typed = word.as_bytes().to_vec();
            typed.swap(2, 3);
            if typed == word.as_bytes() {
                continue;
            }
            let typed = String::from_utf8(typed).unwrap_or_default();
            let asked = info.title.replacen(word, &typed, 1);
            let found = search(Lang::En, &asked);
            assert_eq!(found.first().map(|i| i.kind), Some(info.kind), "{asked}");
            slipped += 1;
        }
        assert!(slipped >= 20, "{slipped} titles slipped");
    }

    /// The answers read a slip as the word meant, as the ranking does: "tournment" is a
    /// tournament, no casual game.
    #[test]
    fn a_slip_answers_as_the_word_meant() {
        let info = CATALOGUE.iter().find(|i| i.kind == "furiten-ron").unwrap();
        let said = crate::lang::search_answers_by_source(
            Lang::En,
            info,
            "tournment game, he called ron while furiten",
        )
        .said;
        assert!(said.contains(&("casual", "false".to_string())), "{said:?}");
    }

    /// A letter more or less, a key beside it or two swapped, past the first letter, is a
    /// slip; the same word, two changes, a far key, or a change of the first letter is not.
    #[test]
    fn one_typo_is_one_slip() {
        for (a, b) in [
            ("tenpia", "tenpai"),
            ("tournment", "tournament"),
            ("allready", "already"),
            ("chombp", "chombo"),
            ("saisit", "saisir"),
        ] {
            assert!(one_typo(a, b) && one_typo(b, a), "{a} {b}");
        }
        for (a, b) in [
            ("riichi", "riichi"),
            ("richy", "riichi"),
            ("older", "order"),
            ("brain", "train"),
            ("restent", "restant"),
        ] {
            assert!(!one_typo(a, b), "{a} {b}");
        }
    }
}
