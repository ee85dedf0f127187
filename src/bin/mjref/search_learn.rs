//! `mjref search-learn <file.jsonl>…`: the words people use for each incident, learned from
//! labelled descriptions (tests/search-eval/train-*.jsonl), as src/lang/search-learned.txt.
//!
//! A word (as its stem, [`mahjong_referee::lang::stem`]) is learned for an incident when
//! at least [`MIN_LINES`] descriptions of that incident use it, and at least
//! [`MIN_SHARE`] of all the descriptions that use it are of that incident — descriptions no
//! incident covers counted too, so that "drink" or "prize" is learned for none. Numbers,
//! words of one or two letters, and tiles written in digits are left out: what a number or
//! a tile says, the search reads otherwise. Each word is written as the form descriptions
//! use most (the search reads it back as its stem).

use crate::search_eval::read;
use mahjong_referee::lang::search_words;
use mahjong_referee::rules::catalogue::CATALOGUE;
use std::collections::BTreeMap;

/// How many descriptions of an incident must use a word for it to be learned.
pub const MIN_LINES: usize = 2;

/// The share of the descriptions using a word that must be of one incident.
pub const MIN_SHARE: f64 = 0.6;

/// src/lang/search-learned.txt as learned from the files.
pub fn learn(files: &[&str]) -> Result<String, String> {
    // For each stem: how many descriptions of each incident (None: no incident) use it,
    // and how often each form of it is written.
    let mut lines: BTreeMap<String, BTreeMap<Option<String>, usize>> = BTreeMap::new();
    let mut forms: BTreeMap<String, BTreeMap<String, usize>> = BTreeMap::new();
    for file in files {
        for case in read(file)? {
            if let Some(kind) = &case.kind
                && !CATALOGUE.iter().any(|i| i.kind == kind)
            {
                return Err(format!("{file}: unknown kind {kind}"));
            }
            let mut seen: Vec<String> = Vec::new();
            for (word, stem) in search_words(&case.text) {
                if stem.chars().count() < 3 || stem.bytes().any(|b| b.is_ascii_digit()) {
                    continue;
                }
                *forms
                    .entry(stem.clone())
                    .or_default()
                    .entry(word)
                    .or_default() += 1;
                if !seen.contains(&stem) {
                    seen.push(stem);
                }
            }
            for stem in seen {
                *lines
                    .entry(stem)
                    .or_default()
                    .entry(case.kind.clone())
                    .or_default() += 1;
            }
        }
    }
    let mut out = String::from(
        "# The words people use for each incident, learned by `mjref search-learn` from \
         tests/search-eval/train-*.jsonl: generated, do not edit (src/lang/search/vocabulary.rs, \
         LEARNED_WORDS).\n",
    );
    for info in CATALOGUE {
        let mut learned: Vec<&str> = Vec::new();
        for (stem, by_kind) in &lines {
            let all: usize = by_kind.values().sum();
            let own = by_kind
                .get(&Some(info.kind.to_string()))
                .copied()
                .unwrap_or(0);
            if own >= MIN_LINES && own as f64 >= MIN_SHARE * all as f64 {
                let form = forms[stem]
                    .iter()
                    .max_by(|a, b| a.1.cmp(b.1).then(b.0.cmp(a.0)))
                    .map_or(stem.as_str(), |(form, _)| form.as_str());
                learned.push(form);
            }
        }
        if !learned.is_empty() {
            out.push_str(&format!("{}: {}\n", info.kind, learned.join(" ")));
        }
    }
    Ok(out)
}
