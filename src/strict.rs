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

/// Reads `T` from a JSON value strictly, at any depth: a field a struct does not have (in
/// `T` or any struct inside it) is an error naming the nearest one it has, and a value of
/// the wrong type names its field with its path (`field 'melds[0].tiles': invalid type: …`).
/// The JS API, `mjref` and an MCR hand inside an incident read their objects through it.
///
/// ```
/// use mahjong_referee::rules::FuritenInput;
/// let v = serde_json::json!({"hand": "33m111s12345678p", "passed": {"callsince": true}});
/// assert_eq!(
///     mahjong_referee::strict::read::<FuritenInput>(&v).unwrap_err().to_string(),
///     "field 'passed': unknown field 'callsince' (did you mean 'callSince'?)"
/// );
/// ```
pub fn read<T: serde::de::DeserializeOwned>(
    value: &serde_json::Value,
) -> Result<T, serde_json::Error> {
    T::deserialize(Strict {
        value,
        path: String::new(),
    })
}

/// A serde_json value read with its path, so that an error says which field it is about, and
/// with every struct's fields checked ([`check_fields`]).
struct Strict<'a> {
    value: &'a serde_json::Value,
    path: String,
}

impl Strict<'_> {
    /// The error, with the path of the value it is about (once: the innermost says it).
    fn at(&self, e: serde_json::Error) -> serde_json::Error {
        let text = e.to_string();
        if self.path.is_empty() || text.starts_with("field '") {
            e
        } else {
            serde::de::Error::custom(format!("field '{}': {text}", self.path))
        }
    }
}

/// A leaf is read by serde_json's own reader, its error given the leaf's path.
macro_rules! leaves {
    ($($method:ident)*) => {$(
        fn $method<V: serde::de::Visitor<'de>>(self, v: V) -> Result<V::Value, Self::Error> {
            let out = self.value.$method(v);
            out.map_err(|e| self.at(e))
        }
    )*};
}

impl<'de> serde::Deserializer<'de> for Strict<'de> {
    type Error = serde_json::Error;

    fn deserialize_any<V: serde::de::Visitor<'de>>(self, v: V) -> Result<V::Value, Self::Error> {
        let path = &self.path;
        let out = match self.value {
            serde_json::Value::Object(map) => v.visit_map(Fields {
                fields: map.iter(),
                next: None,
                path,
            }),
            serde_json::Value::Array(items) => v.visit_seq(Items {
                items: items.iter().enumerate(),
                path,
            }),
            other => other.deserialize_any(v),
        };
        out.map_err(|e| self.at(e))
    }

    fn deserialize_option<V: serde::de::Visitor<'de>>(self, v: V) -> Result<V::Value, Self::Error> {
        match self.value {
            serde_json::Value::Null => v.visit_none(),
            _ => v.visit_some(self),
        }
    }

    fn deserialize_struct<V: serde::de::Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Self::Error> {
        if let serde_json::Value::Object(map) = self.value
            && let Err(e) = check_fields(map, fields)
        {
            return Err(self.at(serde::de::Error::custom(e)));
        }
        self.deserialize_any(v)
    }

    fn deserialize_enum<V: serde::de::Visitor<'de>>(
        self,
        name: &'static str,
        variants: &'static [&'static str],
        v: V,
    ) -> Result<V::Value, Self::Error> {
        let out = self.value.deserialize_enum(name, variants, v);
        out.map_err(|e| self.at(e))
    }

    fn deserialize_newtype_struct<V: serde::de::Visitor<'de>>(
        self,
        _: &'static str,
        v: V,
    ) -> Result<V::Value, Self::Error> {
        v.visit_newtype_struct(self)
    }

    leaves! {
        deserialize_bool deserialize_i8 deserialize_i16 deserialize_i32 deserialize_i64
        deserialize_u8 deserialize_u16 deserialize_u32 deserialize_u64 deserialize_f32
        deserialize_f64 deserialize_char deserialize_str deserialize_string deserialize_bytes
        deserialize_byte_buf deserialize_unit deserialize_identifier deserialize_ignored_any
    }

    serde::forward_to_deserialize_any! {
        i128 u128 unit_struct seq tuple tuple_struct map
    }
}

/// An object's fields, each read with its path.
struct Fields<'a, 'p> {
    fields: serde_json::map::Iter<'a>,
    next: Option<(&'a String, &'a serde_json::Value)>,
    path: &'p str,
}

impl<'de> serde::de::MapAccess<'de> for Fields<'de, '_> {
    type Error = serde_json::Error;

    fn next_key_seed<K: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Self::Error> {
        self.next = self.fields.next();
        match self.next {
            Some((key, _)) => seed
                .deserialize(serde::de::value::BorrowedStrDeserializer::new(key))
                .map(Some),
            None => Ok(None),
        }
    }

    fn next_value_seed<V: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: V,
    ) -> Result<V::Value, Self::Error> {
        let Some((key, value)) = self.next.take() else {
            return Err(serde::de::Error::custom("a value asked for before its key"));
        };
        let path = match self.path {
            "" => key.clone(),
            p => format!("{p}.{key}"),
        };
        seed.deserialize(Strict { value, path })
    }
}

/// An array's items, each read with its path.
struct Items<'a, 'p> {
    items: std::iter::Enumerate<std::slice::Iter<'a, serde_json::Value>>,
    path: &'p str,
}

impl<'de> serde::de::SeqAccess<'de> for Items<'de, '_> {
    type Error = serde_json::Error;

    fn next_element_seed<T: serde::de::DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Self::Error> {
        match self.items.next() {
            Some((i, value)) => {
                let path = format!("{}[{i}]", self.path);
                seed.deserialize(Strict { value, path }).map(Some)
            }
            None => Ok(None),
        }
    }
}

/// Reads JSON text into a value, refusing an object that gives one field twice (JSON
/// readers keep the last, so `{"tilesShown": false, "tilesShown": true}` would rule on
/// whichever came last, in silence).
///
/// ```
/// use mahjong_referee::strict::json;
/// assert!(json(r#"{"kind": "late", "minutes": 3}"#).is_ok());
/// assert_eq!(
///     json(r#"{"kind": "late", "minutes": 3, "minutes": 30}"#).unwrap_err().to_string(),
///     "field 'minutes' given twice at line 1 column 40"
/// );
/// assert!(json(r#"[{"a": 1}, {"a": 2}]"#).is_ok(), "one field each");
/// ```
pub fn json(text: &str) -> Result<serde_json::Value, serde_json::Error> {
    use serde::de::DeserializeSeed;
    let mut reader = serde_json::Deserializer::from_str(text);
    let value = OnceEach.deserialize(&mut reader)?;
    reader.end()?;
    Ok(value)
}

/// A JSON value read with each object's fields given once.
struct OnceEach;

impl<'de> de::DeserializeSeed<'de> for OnceEach {
    type Value = serde_json::Value;

    fn deserialize<D: Deserializer<'de>>(self, d: D) -> Result<serde_json::Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> Visitor<'de> for OnceEach {
    type Value = serde_json::Value;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a JSON value")
    }

    fn visit_bool<E>(self, b: bool) -> Result<serde_json::Value, E> {
        Ok(b.into())
    }

    fn visit_i64<E>(self, n: i64) -> Result<serde_json::Value, E> {
        Ok(n.into())
    }

    fn visit_u64<E>(self, n: u64) -> Result<serde_json::Value, E> {
        Ok(n.into())
    }

    fn visit_f64<E>(self, n: f64) -> Result<serde_json::Value, E> {
        Ok(serde_json::Number::from_f64(n).map_or(serde_json::Value::Null, Into::into))
    }

    fn visit_str<E>(self, s: &str) -> Result<serde_json::Value, E> {
        Ok(s.into())
    }

    fn visit_unit<E>(self) -> Result<serde_json::Value, E> {
        Ok(serde_json::Value::Null)
    }

    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<serde_json::Value, A::Error> {
        let mut out = Vec::new();
        while let Some(v) = seq.next_element_seed(OnceEach)? {
            out.push(v);
        }
        Ok(out.into())
    }

    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<serde_json::Value, A::Error> {
        let mut out = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if out.contains_key(&key) {
                return Err(de::Error::custom(format!("field '{key}' given twice")));
            }
            let value = map.next_value_seed(OnceEach)?;
            out.insert(key, value);
        }
        Ok(out.into())
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
