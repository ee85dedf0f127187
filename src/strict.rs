//! Strict input: a field the reader does not know is an error that names it and the known
//! field it most likely meant, never a field passed over.
//!
//! Every door that takes structured input (`mjref`, the JS API, links, stored entries) reads
//! through here, so a typo (`tilesshown`) cannot leave a fact at its default in silence.

use serde::de::{self, Deserialize, Deserializer, Visitor};
use std::fmt;

/// A field that is not one of the reader's.
///
/// ```
/// use mahjong_referee::strict::UnknownField;
/// let e = UnknownField::new("tilesshown", &["call", "tilesShown", "dealer"]);
/// assert_eq!(e.to_string(), "unknown field 'tilesshown' (did you mean 'tilesShown'?)");
/// let e = UnknownField::new("colour", &["call", "dealer"]);
/// assert_eq!(e.to_string(), "unknown field 'colour' (fields: call, dealer)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownField {
    /// The field as given.
    pub field: String,
    /// The known field it most likely meant, if one is close.
    pub nearest: Option<&'static str>,
    /// Every known field, for the message when none is close.
    pub known: Vec<&'static str>,
}

impl UnknownField {
    /// The error for `field`, among `known` fields.
    pub fn new(field: &str, known: &[&'static str]) -> UnknownField {
        UnknownField {
            field: field.to_string(),
            nearest: nearest(field, known.iter().copied()),
            known: known.to_vec(),
        }
    }
}

impl fmt::Display for UnknownField {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown field '{}'", self.field)?;
        match self.nearest {
            Some(n) => write!(f, " (did you mean '{n}'?)"),
            None if self.known.is_empty() => write!(f, " (this one takes no fields)"),
            None => write!(f, " (fields: {})", self.known.join(", ")),
        }
    }
}

impl std::error::Error for UnknownField {}

/// The known word closest to `word`, if it is close enough to be a slip: the same word in
/// other capitals, or at most a third of its letters wrong (one at least).
///
/// ```
/// use mahjong_referee::strict::nearest;
/// let known = ["tilesShown", "dealer", "priorFouls"];
/// assert_eq!(nearest("tilesshown", known), Some("tilesShown"));
/// assert_eq!(nearest("priorFoul", known), Some("priorFouls"));
/// assert_eq!(nearest("dealr", known), Some("dealer"));
/// assert_eq!(nearest("minutes", known), None);
/// ```
pub fn nearest<'a>(word: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    let lower = word.to_ascii_lowercase();
    let limit = (lower.chars().count() / 3).max(1);
    known
        .into_iter()
        .map(|k| (distance(&lower, &k.to_ascii_lowercase()), k))
        .filter(|(d, _)| *d <= limit)
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

/// Edit distance (insertions, deletions, substitutions, and swaps of neighbours).
fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.chars().collect();
    let b: Vec<char> = b.chars().collect();
    // Three rows of the table are enough for swaps.
    let mut before: Vec<usize> = vec![0; b.len() + 1];
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    for i in 1..=a.len() {
        let mut row = vec![i; b.len() + 1];
        for j in 1..=b.len() {
            let cost = usize::from(a[i - 1] != b[j - 1]);
            row[j] = (prev[j] + 1).min(row[j - 1] + 1).min(prev[j - 1] + cost);
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                row[j] = row[j].min(before[j - 2] + 1);
            }
        }
        before = std::mem::replace(&mut prev, row);
    }
    prev[b.len()]
}

/// The field names a serde struct reads (in camelCase where it renames them), taken from its
/// own `Deserialize`: one list, the struct's, for the reader and for the error.
///
/// ```
/// use mahjong_referee::strict::fields_of;
/// use mahjong_referee::mcr::McrInput;
/// assert!(fields_of::<McrInput>().contains(&"flowers"));
/// ```
pub fn fields_of<'de, T: Deserialize<'de>>() -> &'static [&'static str] {
    struct Fields(Option<&'static [&'static str]>);
    impl<'de> Deserializer<'de> for &mut Fields {
        type Error = de::value::Error;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Self::Error> {
            Err(de::Error::custom("not a struct"))
        }
        fn deserialize_struct<V: Visitor<'de>>(
            self,
            _: &'static str,
            fields: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Self::Error> {
            self.0 = Some(fields);
            Err(de::Error::custom("fields read"))
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
            byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map enum
            identifier ignored_any
        }
    }
    let mut fields = Fields(None);
    let _ = T::deserialize(&mut fields);
    fields.0.unwrap_or(&[])
}

/// Checks that every key of a JSON object is one of `known`.
///
/// ```
/// use mahjong_referee::strict::check_fields;
/// let v: serde_json::Value = serde_json::from_str(r#"{"hand": "1m", "discard": "2m"}"#).unwrap();
/// let e = check_fields(v.as_object().unwrap(), &["hand", "discards"]).unwrap_err();
/// assert_eq!(e.to_string(), "unknown field 'discard' (did you mean 'discards'?)");
/// ```
pub fn check_fields(
    object: &serde_json::Map<String, serde_json::Value>,
    known: &[&'static str],
) -> Result<(), UnknownField> {
    match object.keys().find(|k| !known.contains(&k.as_str())) {
        Some(k) => Err(UnknownField::new(k, known)),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distance_counts_slips() {
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("abc", "abc"), 0);
        assert_eq!(distance("abc", "acb"), 1);
        assert_eq!(distance("kitten", "sitting"), 3);
    }

    #[test]
    fn no_guess_for_a_short_unrelated_word() {
        assert_eq!(nearest("x", ["win", "call"]), None);
        assert_eq!(nearest("wn", ["win", "call"]), Some("win"));
    }
}
