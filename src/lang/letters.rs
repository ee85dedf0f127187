//! Letters: case and accents folded for the search, a text's words, capitals, and text
//! made safe inside HTML.

/// The words of a folded text: letters and digits (any letter outside ASCII, as an accent
/// left by [`fold`], counts as one), split at spaces, hyphens, apostrophes and punctuation.
pub(super) fn words(text: &str) -> impl Iterator<Item = &str> {
    text.split(|c: char| !word_char(c))
        .filter(|w| !w.is_empty())
}

/// Whether a character is of a word: an ASCII letter or digit, or any character past ASCII
/// but the punctuation of Latin-1 (no-break space, « », ¿, °), of Unicode's general
/// punctuation (dashes, curly quotes, …) and of CJK: "Pon… non" is two words, not "pon…"
/// (without Unicode's tables, which would weigh on the widget).
pub(crate) fn word_char(c: char) -> bool {
    c.is_ascii_alphanumeric()
        || (!c.is_ascii()
            && !matches!(c, '\u{a0}'..='\u{bf}' | '×' | '÷' | '\u{2000}'..='\u{206f}' | '\u{3000}'..='\u{303f}'))
}

/// Text made safe inside HTML, in an element or a quoted attribute: the rules matrix pages
/// and the tile pictures' names.
///
/// ```
/// use mahjong_referee::lang::escape_html;
/// assert_eq!(escape_html(r#"<a href="x">M&M</a>"#), "&lt;a href=&quot;x&quot;&gt;M&amp;M&lt;/a&gt;");
/// ```
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c => out.push(c),
        }
    }
    out
}

/// Lower case without accents, so `penalite` finds `pénalité` and `PENALITE` finds it too.
///
/// Written out for the Latin letters French and English use, rather than with
/// `char::to_lowercase`, so the widget carries no Unicode case tables (about 10 KB).
pub(super) fn fold(text: &str) -> String {
    text.chars()
        .map(lower)
        .map(|c| match c {
            'à' | 'â' | 'ä' => 'a',
            'é' | 'è' | 'ê' | 'ë' => 'e',
            'î' | 'ï' => 'i',
            'ô' | 'ö' => 'o',
            'ù' | 'û' | 'ü' => 'u',
            'ç' => 'c',
            '’' => '\'',
            c => c,
        })
        .collect()
}

/// A Latin letter in lower case (ASCII, Latin-1, œ); any other character as it is.
pub(super) fn lower(c: char) -> char {
    match c {
        'A'..='Z' | 'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 32).unwrap_or(c),
        'Œ' => 'œ',
        c => c,
    }
}

/// A Latin letter in capitals (ASCII, Latin-1, œ); any other character as it is.
fn upper(c: char) -> char {
    match c {
        'a'..='z' | 'à'..='þ' if c != '÷' => char::from_u32(c as u32 - 32).unwrap_or(c),
        'œ' => 'Œ',
        c => c,
    }
}

/// The same text with its first letter in capitals, for a reason or a label that starts a
/// sentence. Only Latin letters (ASCII, Latin-1, œ) are raised: our texts begin with no other.
///
/// ```
/// use mahjong_referee::lang::capitalise;
/// assert_eq!(capitalise("not taken"), "Not taken");
/// assert_eq!(capitalise("écart de plus de 8 points"), "Écart de plus de 8 points");
/// assert_eq!(capitalise(""), "");
/// ```
pub fn capitalise(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => std::iter::once(upper(first)).chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn latin_case_matches_unicode_for_the_letters_it_covers() {
        for c in ('A'..='Z')
            .chain('a'..='z')
            .chain('\u{c0}'..='\u{ff}')
            .chain(['Œ', 'œ'])
        {
            if c.is_uppercase() {
                assert_eq!(Some(lower(c)), c.to_lowercase().next(), "{c}");
            }
            if c.is_lowercase() && c != 'ß' && c != 'ÿ' {
                assert_eq!(Some(upper(c)), c.to_uppercase().next(), "{c}");
            }
        }
        assert_eq!(fold("PÉNALITÉ Œuvre"), "penalite œuvre");
    }
}
