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
