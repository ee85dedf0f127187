//! A word of a search read as a number: digits, ordinals, whole numbers in words (English
//! and French).

/// Whether a word of a search is a number ("12").
pub(in crate::lang::search) fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// A whole number written in words, zero to twenty and the tens to sixty, in English or in
/// French (folded): "twelve", "douze", "trente", "nobody" (none at all). "One", "un" and "une" are articles as often as
/// numbers: see [`number_answers`](super::number_answers), which takes a number in words only beside the word naming
/// its question.
pub(in crate::lang::search) fn spelled(word: &str) -> Option<u32> {
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
    const TENS: [[&str; 4]; 2] = [
        ["thirty", "forty", "fifty", "sixty"],
        ["trente", "quarante", "cinquante", "soixante"],
    ];
    if let Some(t) = TENS
        .iter()
        .find_map(|tens| tens.iter().position(|t| *t == word))
    {
        return u32::try_from(t * 10 + 30).ok();
    }
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
pub(in crate::lang::search) fn read_number(word: &str) -> Option<(u32, bool)> {
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
