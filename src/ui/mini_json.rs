//! A small JSON reader and writer for the session log's file, so that the widget does not
//! carry a general JSON library (about 19 KB gzip) for one export and one import.

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    /// `null`
    Null,
    /// `true` / `false`
    Bool(bool),
    /// A whole number (the log holds no other kind; fractions and exponents are refused,
    /// which also keeps float parsing out of the widget).
    Number(i64),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object: its fields in the order written (a key written twice means its last value).
    Object(Vec<(String, Json)>),
}

/// Why a text is not JSON: where (a byte offset from 0) and what.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JsonError {
    /// Byte offset of the problem.
    pub at: usize,
    /// What was expected.
    pub expected: &'static str,
}

impl std::fmt::Display for JsonError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} expected at byte {}", self.expected, self.at)
    }
}

/// Nesting deeper than this is refused (a log is two levels deep).
const MAX_DEPTH: usize = 32;

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
}

impl Reader<'_> {
    fn fail<T>(&self, expected: &'static str) -> Result<T, JsonError> {
        Err(JsonError {
            at: self.at,
            expected,
        })
    }

    fn skip_space(&mut self) {
        while self
            .text
            .get(self.at)
            .is_some_and(|b| b" \t\r\n".contains(b))
        {
            self.at += 1;
        }
    }

    fn eat(&mut self, word: &str) -> bool {
        if self.text[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, JsonError> {
        if depth > MAX_DEPTH {
            return self.fail("less nesting");
        }
        self.skip_space();
        match self.text.get(self.at) {
            Some(b'{') => {
                self.at += 1;
                let mut map = Vec::new();
                self.skip_space();
                if self.eat("}") {
                    return Ok(Json::Object(map));
                }
                loop {
                    self.skip_space();
                    let key = self.string()?;
                    self.skip_space();
                    if !self.eat(":") {
                        return self.fail("':'");
                    }
                    let v = self.value(depth + 1)?;
                    map.push((key, v));
                    self.skip_space();
                    if self.eat("}") {
                        return Ok(Json::Object(map));
                    }
                    if !self.eat(",") {
                        return self.fail("',' or '}'");
                    }
                }
            }
            Some(b'[') => {
                self.at += 1;
                let mut items = Vec::new();
                self.skip_space();
                if self.eat("]") {
                    return Ok(Json::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.skip_space();
                    if self.eat("]") {
                        return Ok(Json::Array(items));
                    }
                    if !self.eat(",") {
                        return self.fail("',' or ']'");
                    }
                }
            }
            Some(b'"') => Ok(Json::String(self.string()?)),
            Some(b't') if self.eat("true") => Ok(Json::Bool(true)),
            Some(b'f') if self.eat("false") => Ok(Json::Bool(false)),
            Some(b'n') if self.eat("null") => Ok(Json::Null),
            Some(b'-' | b'0'..=b'9') => {
                let start = self.at;
                if self.text[self.at] == b'-' {
                    self.at += 1;
                }
                while self.text.get(self.at).is_some_and(u8::is_ascii_digit) {
                    self.at += 1;
                }
                if self.text.get(self.at).is_some_and(|b| b".eE".contains(b)) {
                    return self.fail("a whole number");
                }
                std::str::from_utf8(&self.text[start..self.at])
                    .ok()
                    .and_then(|s| s.parse::<i64>().ok())
                    .map(Json::Number)
                    .map_or_else(|| self.fail("a number"), Ok)
            }
            _ => self.fail("a value"),
        }
    }

    fn string(&mut self) -> Result<String, JsonError> {
        if !self.eat("\"") {
            return self.fail("'\"'");
        }
        let mut bytes = Vec::new();
        loop {
            match self.text.get(self.at) {
                None => return self.fail("'\"'"),
                Some(b'"') => {
                    self.at += 1;
                    return String::from_utf8(bytes).map_or_else(|_| self.fail("UTF-8"), Ok);
                }
                Some(b'\\') => {
                    self.at += 1;
                    let c = match self.text.get(self.at) {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            // Four hex digits exactly, as JSON has them (`from_str_radix`
                            // alone would take a sign).
                            let Some(hex) = self
                                .text
                                .get(self.at + 1..self.at + 5)
                                .filter(|h| h.iter().all(u8::is_ascii_hexdigit))
                                .and_then(|h| std::str::from_utf8(h).ok())
                                .and_then(|h| u32::from_str_radix(h, 16).ok())
                            else {
                                return self.fail("four hex digits");
                            };
                            self.at += 4;
                            // A lone surrogate half reads as the replacement character.
                            char::from_u32(hex).unwrap_or('\u{fffd}')
                        }
                        _ => return self.fail("an escape"),
                    };
                    self.at += 1;
                    let mut buf = [0u8; 4];
                    bytes.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
                }
                Some(&b) => {
                    bytes.push(b);
                    self.at += 1;
                }
            }
        }
    }
}

/// Reads a JSON text.
///
/// ```
/// use mahjong_referee::ui::mini_json::{Json, parse};
/// assert_eq!(parse(r#"{"a": [1, "é\n", true]}"#).unwrap().get("a").unwrap(),
///     &Json::Array(vec![Json::Number(1), Json::String("é\n".into()), Json::Bool(true)]));
/// assert_eq!(parse("1.5").unwrap_err().expected, "a whole number");
/// assert_eq!(parse("[1,").unwrap_err().to_string(), "a value expected at byte 3");
/// ```
pub fn parse(text: &str) -> Result<Json, JsonError> {
    let mut r = Reader {
        text: text.as_bytes(),
        at: 0,
    };
    let v = r.value(0)?;
    r.skip_space();
    if r.at != r.text.len() {
        return r.fail("the end");
    }
    Ok(v)
}

impl Json {
    /// A field of an object.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(m) => m.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The text of a string.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    /// A whole number from 0 to `u32::MAX`.
    pub fn as_u32(&self) -> Option<u32> {
        match self {
            Json::Number(n) => u32::try_from(*n).ok(),
            _ => None,
        }
    }

    /// A boolean.
    pub fn as_bool(&self) -> Option<bool> {
        match self {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }

    /// The items of an array.
    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }
}

/// A string as a JSON string literal.
///
/// ```
/// use mahjong_referee::ui::mini_json::quote;
/// assert_eq!(quote("a \"b\"\n"), r#""a \"b\"\n""#);
/// ```
pub fn quote(s: &str) -> String {
    let mut out = String::with_capacity(s.len() + 2);
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        /// Any string survives quoting and reading back.
        #[test]
        fn quoted_strings_read_back(s in ".*") {
            prop_assert_eq!(parse(&quote(&s)), Ok(Json::String(s)));
        }

        /// Any text: a value or an error, never a panic.
        #[test]
        fn no_panic(s in ".{0,64}") {
            let _ = parse(&s);
        }
    }

    #[test]
    fn a_unicode_escape_is_four_hex_digits() {
        assert_eq!(parse(r#""\u0066r""#), Ok(Json::String("fr".into())));
        for bad in [r#""\u+066r""#, r#""\u66""#, r#""\uzzzz""#] {
            assert_eq!(parse(bad).unwrap_err().expected, "four hex digits", "{bad}");
        }
    }

    #[test]
    fn deep_nesting_is_refused() {
        let deep = "[".repeat(100);
        assert_eq!(parse(&deep).unwrap_err().expected, "less nesting");
    }

    #[test]
    fn a_field_is_found_by_name_and_a_repeated_key_keeps_its_last_value() {
        let doc = parse(r#"{"seat": 2, "foul": true, "seat": 3}"#).unwrap();
        assert_eq!(doc.get("seat").and_then(Json::as_u32), Some(3));
        assert_eq!(doc.get("foul").and_then(Json::as_bool), Some(true));
        assert_eq!(doc.get("points"), None);
    }
}
