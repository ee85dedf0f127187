//! The one codec for what the widget stores: JSON, read and written by
//! [`mini_json`](crate::ui::mini_json) (a general JSON library costs about 19 KB gzip of
//! wasm; this one reader and writer is already the session log file's).
//!
//! A stored entry is a **record**: a JSON array of texts, its format's version first, then
//! its fields in a fixed order, each the text the field was stored as before (`y`/`n`,
//! `-` for a question not answered, tiles in mpsz…); a list of records (the log's entries)
//! is an array of such arrays. One escape rule for every text, JSON's, so any field may
//! hold anything typed, and a record cut short is no JSON. The lines of the formats before
//! (fields separated by `;`, or by the ASCII unit and record separators) start with a digit
//! or a letter, never `[`: each state still reads them, with the same field readers, and
//! writes records from then on. (Fields as texts rather than JSON numbers and booleans: the
//! old lines and the records then share one reader per state; typed fields were measured at
//! 5 KB gzip more of wasm.)
//!
//! ```
//! use mahjong_referee::ui::codec::{Writer, read, texts};
//! let mut w = Writer::default();
//! w.open();
//! w.text("2");
//! w.text("a;b \"c\"");
//! w.close();
//! assert_eq!(w.0, r#"["2","a;b \"c\""]"#);
//! let record = read(&w.0).unwrap();
//! assert_eq!(texts(&record), Some(vec!["2", "a;b \"c\""]));
//! assert_eq!(read("2;a;b"), None);
//! ```

use crate::ui::mini_json::{Json, parse, quote};

/// A record being written: JSON arrays of texts, nested as needed (a comma before each
/// item but the first of its array).
///
/// ```
/// use mahjong_referee::ui::codec::Writer;
/// let mut w = Writer::default();
/// w.open();
/// w.text("3");
/// w.open();
/// w.text("a\u{1f}");
/// w.close();
/// w.close();
/// assert_eq!(w.0, r#"["3",["a\u001f"]]"#);
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Writer(pub String);

impl Writer {
    /// A comma, unless the next item is the first of its array.
    fn comma(&mut self) {
        if !self.0.is_empty() && !self.0.ends_with('[') {
            self.0.push(',');
        }
    }

    /// Opens an array (a record, or a list of them).
    pub fn open(&mut self) {
        self.comma();
        self.0.push('[');
    }

    /// Closes the array last opened.
    pub fn close(&mut self) {
        self.0.push(']');
    }

    /// A text.
    pub fn text(&mut self, text: &str) {
        self.comma();
        self.0.push_str(&quote(text));
    }
}

/// A record of texts alone: `fields` as one JSON array (the version first).
///
/// ```
/// use mahjong_referee::ui::codec::record;
/// assert_eq!(record(&["1", "x;y"]), r#"["1","x;y"]"#);
/// ```
pub fn record(fields: &[&str]) -> String {
    let mut w = Writer::default();
    w.open();
    for f in fields {
        w.text(f);
    }
    w.close();
    w.0
}

/// A stored value read as a record: an array (`None` for anything else, such as a line of
/// the formats before, or a record cut short).
///
/// ```
/// use mahjong_referee::ui::codec::read;
/// assert!(read(r#"["9","x"]"#).is_some());
/// assert!(read("8;x").is_none());
/// assert!(read(r#"["9","x""#).is_none());
/// assert!(read(r#""9""#).is_none());
/// ```
pub fn read(line: &str) -> Option<Json> {
    parse(line).ok().filter(|v| v.as_array().is_some())
}

/// The texts of an array of texts (`None` if it is not one).
///
/// ```
/// use mahjong_referee::ui::codec::{read, texts};
/// assert_eq!(texts(&read(r#"["a",""]"#).unwrap()), Some(vec!["a", ""]));
/// assert_eq!(texts(&read(r#"["a",1]"#).unwrap()), None);
/// ```
pub fn texts(value: &Json) -> Option<Vec<&str>> {
    value.as_array()?.iter().map(Json::as_str).collect()
}

/// A pair of texts, `[a, b]`, such as a fact and its value (`None` for anything else).
///
/// ```
/// use mahjong_referee::ui::codec::{pair, read};
/// assert_eq!(pair(&read(r#"["minutes","12"]"#).unwrap()), Some(("minutes", "12")));
/// assert_eq!(pair(&read(r#"["minutes"]"#).unwrap()), None);
/// assert_eq!(pair(&read(r#"["a",1]"#).unwrap()), None);
/// ```
pub fn pair(value: &Json) -> Option<(&str, &str)> {
    match value.as_array()? {
        [a, b] => Some((a.as_str()?, b.as_str()?)),
        _ => None,
    }
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any texts written as a record read back as they were.
        #[test]
        fn records_read_back(v in prop::collection::vec(".*", 0..8)) {
            let v: Vec<&str> = v.iter().map(String::as_str).collect();
            let line = record(&v);
            let read = read(&line).unwrap();
            prop_assert_eq!(texts(&read), Some(v));
        }

        /// Any text: a record or none, never a panic.
        #[test]
        fn no_panic(s in ".{0,64}") {
            let _ = read(&s).as_ref().map(texts);
        }
    }

    #[test]
    fn nested_records_are_written_as_arrays_of_arrays() {
        let mut w = Writer::default();
        w.open();
        w.text("3");
        w.open();
        w.open();
        w.text("a");
        w.close();
        w.open();
        w.close();
        w.close();
        w.close();
        assert_eq!(w.0, r#"["3",[["a"],[]]]"#);
        let v = read(&w.0).unwrap();
        assert_eq!(v.as_array().map(<[Json]>::len), Some(2));
    }
}
