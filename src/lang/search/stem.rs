//! The stemmer: a folded word as the search reads it, without its endings.

use super::*;

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
    index().same_as(stripped(word)).to_string()
}

/// Words whose ending is part of the word, in any of their forms: a dealer is no deal, an
/// order no "ord" ("orders", "ordered": order).
pub(super) const KEEP: [&str; 3] = ["dealer", "order", "ordre"];

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
pub(super) fn strip(word: &str) -> String {
    stripped(word).to_string()
}

/// [`strip`], as the part of the word it keeps (no new string: every word of a search is
/// stripped, some once for each incident).
pub(super) fn stripped(word: &str) -> &str {
    const ENDINGS: [&str; 16] = [
        "ements", "ement", "ations", "ation", "ings", "ing", "ees", "ers", "ee", "es", "ed", "er",
        "ez", "ly", "e", "s",
    ];
    if word.bytes().any(|b| b.is_ascii_digit()) {
        return word;
    }
    if let Some(kept) = KEEP.iter().find(|k| {
        word.strip_prefix(**k)
            .is_some_and(|e| ["", "s", "ed", "ing", "es"].contains(&e))
    }) {
        return &word[..kept.len()];
    }
    let whole = |w: &str| w.ends_with("ss") || w.ends_with("us") || w.ends_with("is");
    let mut w = word;
    let mut cut = false;
    while !whole(w)
        && let Some(shorter) = ENDINGS.iter().find_map(|e| {
            // Only an ending in the word's last letter can be cut: one byte compared
            // first, and most endings are not compared at all.
            if e.as_bytes().last() != w.as_bytes().last() {
                return None;
            }
            let least = if matches!(*e, "er" | "ed") { 4 } else { 3 };
            w.strip_suffix(e).filter(|s| s.len() >= least)
        })
    {
        w = shorter;
        cut = true;
    }
    match w.as_bytes() {
        [.., a, b] if cut && a == b && b"bgnprt".contains(b) => &w[..w.len() - 1],
        _ => w,
    }
}
