//! Values across the JS boundary: out as plain JS objects ([`to_js`]), in as plain data
//! only, within limits of size and depth ([`plain_data`], and the argument readers built on
//! it), and the errors thrown, each a JS `Error` with a `code` ([`error`]).

use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A JS `Error` with a `code` property.
pub(super) fn error(code: &str, message: &str) -> JsValue {
    let err = js_sys::Error::new(message);
    // Setting a property on a fresh Error object cannot fail; if it ever did, the message
    // still reaches the caller.
    let _ = js_sys::Reflect::set(&err, &"code".into(), &code.into());
    err.into()
}

/// Plain objects out; `None` becomes `null`, as the TypeScript types say.
pub(super) fn to_js<T: Serialize>(value: &T) -> Result<JsValue, JsValue> {
    let out = serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true);
    value
        .serialize(&out)
        .map_err(|e| error("internal", &e.to_string()))
}

/// How much one argument may hold, checked before anything is converted: nesting (a cyclic
/// object stops here), values in all, and characters of text in all (UTF-16 units, keys
/// included; a string argument alone has the same limit).
const MAX_DEPTH: usize = 32;
const MAX_VALUES: usize = 10_000;
const MAX_TEXT: usize = 1_000_000;

#[wasm_bindgen]
extern "C" {
    // js-sys's own bindings of these do not catch: a revoked Proxy or an `ownKeys` trap that
    // throws would unwind through the wasm.
    #[wasm_bindgen(js_namespace = Array, js_name = isArray, catch)]
    fn is_array(value: &JsValue) -> Result<bool, JsValue>;
    #[wasm_bindgen(js_namespace = Object, js_name = keys, catch)]
    fn object_keys(value: &JsValue) -> Result<js_sys::Array, JsValue>;
}

/// A JS argument as plain data: `null`, booleans, finite numbers, strings, arrays, and objects
/// whose prototype is `Object.prototype` or `null` (their own enumerable string keys; a key
/// whose value is `undefined` is left out, as JSON leaves it). Anything else — a BigInt, NaN,
/// a function, a symbol, a Date, a Map, a class instance, a getter or Proxy trap that throws —
/// and anything past the limits above is a `bad-input` error naming where it is
/// (`melds[2].tiles: a BigInt is not a number here`; `name` when it is the argument itself).
/// An argument left out (`undefined`) is `null`.
pub(super) fn plain_data(value: &JsValue, name: &str) -> Result<serde_json::Value, JsValue> {
    if value.is_undefined() {
        return Ok(serde_json::Value::Null);
    }
    let object_prototype = js_sys::Reflect::get_prototype_of(&js_sys::Object::new())
        .map_err(|_| error("internal", "no Object.prototype"))?;
    let mut walk = Walk {
        object_prototype: object_prototype.into(),
        values: 0,
        text: 0,
        path: String::new(),
    };
    walk.value(value, 0).map_err(|why| {
        let at = if walk.path.is_empty() {
            name
        } else {
            &walk.path
        };
        error("bad-input", &format!("{at}: {why}"))
    })
}

/// The walk of [`plain_data`]: what it has taken so far, and where it is (left where it
/// stopped when it finds what it cannot take).
struct Walk {
    object_prototype: JsValue,
    values: usize,
    text: usize,
    path: String,
}

impl Walk {
    fn value(&mut self, v: &JsValue, depth: usize) -> Result<serde_json::Value, String> {
        use serde_json::Value;
        self.values += 1;
        if self.values > MAX_VALUES {
            return Err(format!("more than {MAX_VALUES} values in all"));
        }
        if v.is_null() {
            Ok(Value::Null)
        } else if let Some(b) = v.as_bool() {
            Ok(Value::Bool(b))
        } else if let Some(n) = v.as_f64() {
            number(n)
        } else if v.is_string() {
            self.text(v).map(Value::String)
        } else if v.is_bigint() {
            Err("a BigInt is not a number here".into())
        } else if v.is_undefined() {
            Err("undefined is not a value here".into())
        } else if v.is_symbol() {
            Err("a symbol is not data".into())
        } else if v.is_function() {
            Err("a function is not data".into())
        } else if depth >= MAX_DEPTH {
            Err(format!(
                "nested more than {MAX_DEPTH} levels deep (a cycle?)"
            ))
        } else if is_array(v).map_err(threw)? {
            self.array(v, depth)
        } else {
            let prototype = js_sys::Reflect::get_prototype_of(v).map_err(threw)?;
            if prototype.is_null() || JsValue::from(&prototype) == self.object_prototype {
                self.object(v, depth)
            } else {
                Err(format!("{} is not plain data here", kind_of(&prototype)))
            }
        }
    }

    fn array(&mut self, v: &JsValue, depth: usize) -> Result<serde_json::Value, String> {
        let length = js_sys::Reflect::get(v, &"length".into()).map_err(threw)?;
        let length = length.as_f64().unwrap_or(f64::NAN);
        if !(0.0..=(MAX_VALUES - self.values) as f64).contains(&length) {
            return Err(format!("more than {MAX_VALUES} values in all"));
        }
        let mut items = Vec::with_capacity(length as usize);
        let at = self.path.len();
        for i in 0..length as u32 {
            self.path.push_str(&format!("[{i}]"));
            let item = js_sys::Reflect::get_u32(v, i).map_err(threw)?;
            items.push(self.value(&item, depth + 1)?);
            self.path.truncate(at);
        }
        Ok(serde_json::Value::Array(items))
    }

    fn object(&mut self, v: &JsValue, depth: usize) -> Result<serde_json::Value, String> {
        let keys = object_keys(v).map_err(threw)?;
        if keys.length() as usize > MAX_VALUES - self.values {
            return Err(format!("more than {MAX_VALUES} values in all"));
        }
        let mut map = serde_json::Map::new();
        let at = self.path.len();
        for key in keys.iter() {
            let name = self.text(&key)?;
            if at > 0 {
                self.path.push('.');
            }
            self.path.extend(name.chars().take(40));
            let item = js_sys::Reflect::get(v, &key).map_err(threw)?;
            if !item.is_undefined() {
                let item = self.value(&item, depth + 1)?;
                map.insert(name, item);
            }
            self.path.truncate(at);
        }
        Ok(serde_json::Value::Object(map))
    }

    /// A string (a value or a key), counted against the text limit before it is copied.
    fn text(&mut self, v: &JsValue) -> Result<String, String> {
        let s: &js_sys::JsString = v.unchecked_ref();
        self.text += s.length() as usize;
        if self.text > MAX_TEXT {
            return Err(format!("more than {MAX_TEXT} characters of text in all"));
        }
        text_of(s)
    }
}

/// A JS string as Rust text; a lone surrogate (which the copy would turn into U+FFFD in
/// silence) is an error.
fn text_of(s: &js_sys::JsString) -> Result<String, String> {
    let text = String::from(s);
    if text.contains('\u{FFFD}') && !s.is_valid_utf16() {
        return Err("text with a lone surrogate is not valid Unicode".into());
    }
    Ok(text)
}

/// A finite number; whole numbers as integers, so that integer fields take them.
fn number(n: f64) -> Result<serde_json::Value, String> {
    const SAFE: f64 = 9_007_199_254_740_991.0; // Number.MAX_SAFE_INTEGER
    if n.fract() == 0.0 && n.abs() <= SAFE {
        Ok((n as i64).into())
    } else {
        serde_json::Number::from_f64(n)
            .map(serde_json::Value::Number)
            .ok_or_else(|| match n {
                n if n.is_nan() => "NaN is not a number here".into(),
                n if n > 0.0 => "Infinity is not a number here".into(),
                _ => "-Infinity is not a number here".into(),
            })
    }
}

/// What a JS exception thrown while reading (a getter, a Proxy trap) says.
fn threw(e: JsValue) -> String {
    let message = js_sys::Reflect::get(&e, &"message".into())
        .ok()
        .and_then(|m| m.as_string())
        .or_else(|| e.as_string())
        .unwrap_or_default();
    let message: String = message.chars().take(200).collect();
    format!("reading it threw an error ({message})")
}

/// "a Date", "a Map", from an object's prototype, for the message.
fn kind_of(prototype: &js_sys::Object) -> String {
    let name = js_sys::Reflect::get(prototype, &"constructor".into())
        .and_then(|c| js_sys::Reflect::get(&c, &"name".into()))
        .ok()
        .and_then(|n| n.as_string())
        .filter(|n| !n.is_empty());
    match name {
        Some(n) => format!("a {}", n.chars().take(40).collect::<String>()),
        None => "an object with a prototype of its own".into(),
    }
}

/// A string argument, or the error `code` saying what `name` expects.
pub(super) fn string_arg(
    value: &JsValue,
    name: &str,
    code: &str,
    expected: &str,
) -> Result<String, JsValue> {
    let Some(s) = value.dyn_ref::<js_sys::JsString>() else {
        return Err(error(code, &format!("{name}: expected {expected}")));
    };
    if s.length() as usize > MAX_TEXT {
        let why = format!("{name}: more than {MAX_TEXT} characters of text");
        return Err(error("bad-input", &why));
    }
    text_of(s).map_err(|why| error("bad-input", &format!("{name}: {why}")))
}

/// A `true`/`false` argument.
pub(super) fn bool_arg(value: &JsValue, name: &str) -> Result<bool, JsValue> {
    value
        .as_bool()
        .ok_or_else(|| error("bad-question", &format!("{name}: expected true or false")))
}

/// An object argument read as `T`, strictly: a field `T` (or a struct inside it) does not
/// know is an error naming the nearest one it does, and a value of the wrong type names its
/// field (`field 'flowers': invalid type: string "2", expected u8`). `what` heads the message
/// (`not an MCR hand: …`), `code` is the error's.
pub(super) fn object_arg<T: serde::de::DeserializeOwned>(
    value: &JsValue,
    name: &str,
    code: &str,
    what: &str,
) -> Result<T, JsValue> {
    let value = plain_data(value, name)?;
    crate::strict::read(&value).map_err(|e| error(code, &format!("{what}: {e}")))
}
