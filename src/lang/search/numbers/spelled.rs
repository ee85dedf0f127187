//! A word of a search read as a number: digits, ordinals, whole numbers in words (English
//! and French).

/// Whether a word of a search is a number ("12").
pub(in crate::lang::search) fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

/// A whole number written in words, zero to twenty and the tens to sixty, in English or in
/// French (folded): "twelve", "douze", "trente", "nobody" (none at all), and a round count
/// as its number ("a dozen", "une vingtaine": about twenty). "One", "un" and "une" are articles as often as
/// numbers: see [`number_answers`](super::number_answers), which takes a number in words only beside the word naming
/// its question.
pub(in crate::lang::search) fn spelled(word: &str) -> Option<u32> {
    let at = SPELLED.binary_search_by(|(w, _)| w.cmp(&word)).ok()?;
    SPELLED.get(at).map(|(_, n)| *n)
}

/// A number in words as a search's words hold one: [`spelled`], or one for a `little one:`
/// word, which the search keeps only before a thing a count question counts ("a tile").
pub(in crate::lang::search) fn in_words(word: &str) -> Option<u32> {
    spelled(word).or_else(|| super::super::index().is_little_one(word).then_some(1))
}

/// The numbers [`spelled`] reads, sorted (found by halves: every word of a search is
/// asked, some several times, and a scan of the names was a fifth of a search's time):
/// English and French, none at all ("nobody tenpai", "personne tenpai", "zéro"), and
/// "trois" as the search also reads it, without its plural's "s" ("troi").
const SPELLED: [(&str, u32); 61] = [
    ("aucun", 0),
    ("aucune", 0),
    ("cinq", 5),
    ("cinquante", 50),
    ("deux", 2),
    ("dix", 10),
    ("dix-huit", 18),
    ("dix-neuf", 19),
    ("dix-sept", 17),
    ("dizaine", 10),
    ("douzaine", 12),
    ("douze", 12),
    ("dozen", 12),
    ("eight", 8),
    ("eighteen", 18),
    ("eleven", 11),
    ("fifteen", 15),
    ("fifty", 50),
    ("five", 5),
    ("forty", 40),
    ("four", 4),
    ("fourteen", 14),
    ("huit", 8),
    ("neuf", 9),
    ("nine", 9),
    ("nineteen", 19),
    ("nobody", 0),
    ("none", 0),
    ("one", 1),
    ("onze", 11),
    ("personne", 0),
    ("quarante", 40),
    ("quatorze", 14),
    ("quatre", 4),
    ("quinzaine", 15),
    ("quinze", 15),
    ("seize", 16),
    ("sept", 7),
    ("seven", 7),
    ("seventeen", 17),
    ("six", 6),
    ("sixteen", 16),
    ("sixty", 60),
    ("soixante", 60),
    ("ten", 10),
    ("thirteen", 13),
    ("thirty", 30),
    ("three", 3),
    ("treize", 13),
    ("trentaine", 30),
    ("trente", 30),
    ("troi", 3),
    ("trois", 3),
    ("twelve", 12),
    ("twenty", 20),
    ("two", 2),
    ("un", 1),
    ("une", 1),
    ("vingt", 20),
    ("vingtaine", 20),
    ("zero", 0),
];

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

#[cfg(test)]
mod tests {
    use super::*;

    /// The table is sorted, each word once (else [`spelled`] would miss words), and reads
    /// the numbers in both languages.
    #[test]
    fn spelled_numbers_are_sorted_and_read() {
        assert!(SPELLED.windows(2).all(|w| w[0].0 < w[1].0));
        let read = |words: &str| words.split(' ').map(spelled).collect::<Vec<_>>();
        let english = "one two three four five six seven eight nine ten eleven twelve \
            thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty";
        let french = "un deux trois quatre cinq six sept huit neuf dix onze douze treize \
            quatorze quinze seize dix-sept dix-huit dix-neuf vingt";
        let one_to_twenty: Vec<Option<u32>> = (1..=20).map(Some).collect();
        assert_eq!(read(english), one_to_twenty);
        assert_eq!(read(french), one_to_twenty);
        let tens = [Some(30), Some(40), Some(50), Some(60)];
        assert_eq!(read("thirty forty fifty sixty"), tens);
        assert_eq!(read("trente quarante cinquante soixante"), tens);
        assert_eq!(
            read("une troi zero nobody none personne aucun aucune")[..2],
            [Some(1), Some(3)]
        );
        assert!(
            read("zero nobody none personne aucun aucune")
                .iter()
                .all(|n| *n == Some(0))
        );
        assert_eq!(read("ones trio seventy vingts"), [None; 4]);
    }
}
