//! The answers given to an incident's questions.

/// The answers given so far: fact field → value as text, kept in the order of the fields'
/// names (so a link or a stored entry writes them the same way each time).
///
/// An incident asks at most a handful of questions, so a short list does the work of a
/// map, without carrying a general map type into the widget.
///
/// ```
/// use mahjong_referee::ui::answers::Answers;
/// let mut a = Answers::new();
/// a.insert("priorFouls", "1".to_string());
/// a.insert("discarded", "true".to_string());
/// assert_eq!(a.get("discarded"), Some("true"));
/// assert_eq!(a.iter().map(|(k, _)| k).collect::<Vec<_>>(), ["discarded", "priorFouls"]);
/// a.remove("discarded");
/// assert!(!a.contains_key("discarded"));
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Answers(Vec<(&'static str, String)>);

impl Answers {
    /// No answers yet.
    pub fn new() -> Answers {
        Answers(Vec::new())
    }

    /// Gives (or gives again) the answer to a field.
    pub fn insert(&mut self, field: &'static str, value: String) {
        match self.0.iter().position(|(k, _)| *k >= field) {
            Some(i) if self.0[i].0 == field => self.0[i].1 = value,
            Some(i) => self.0.insert(i, (field, value)),
            None => self.0.push((field, value)),
        }
    }

    /// The answer to a field, if given.
    pub fn get(&self, field: &str) -> Option<&str> {
        self.0
            .iter()
            .find(|(k, _)| *k == field)
            .map(|(_, v)| v.as_str())
    }

    /// Whether a field has an answer.
    pub fn contains_key(&self, field: &str) -> bool {
        self.get(field).is_some()
    }

    /// Takes a field's answer back.
    pub fn remove(&mut self, field: &str) {
        self.0.retain(|(k, _)| *k != field);
    }

    /// The answers as `field=value` pairs joined by `separator`, as a link (`&`) or a stored
    /// entry (`,`) writes them.
    ///
    /// ```
    /// use mahjong_referee::ui::answers::Answers;
    /// let mut a = Answers::new();
    /// a.insert("discarded", "true".to_string());
    /// a.insert("priorFouls", "1".to_string());
    /// assert_eq!(a.joined('&'), "discarded=true&priorFouls=1");
    /// assert_eq!(Answers::new().joined(','), "");
    /// ```
    pub fn joined(&self, separator: char) -> String {
        let mut out = String::new();
        for (i, (k, v)) in self.iter().enumerate() {
            if i > 0 {
                out.push(separator);
            }
            out.push_str(k);
            out.push('=');
            out.push_str(v);
        }
        out
    }

    /// Answers read back from `field=value` pairs joined by `separator` (as [`joined`] writes
    /// them); `field` gives the fact field a name stands for. A pair without `=`, or a name
    /// that is no field, is the error, as written.
    ///
    /// [`joined`]: Answers::joined
    ///
    /// ```
    /// use mahjong_referee::ui::answers::Answers;
    /// let field = |k: &str| ["discarded", "priorFouls"].into_iter().find(|f| *f == k);
    /// let a = Answers::read("discarded=true&priorFouls=1", '&', field).unwrap();
    /// assert_eq!(a.joined('&'), "discarded=true&priorFouls=1");
    /// assert_eq!(Answers::read("discarded", '&', field), Err("discarded"));
    /// assert_eq!(Answers::read("minutes=3", '&', field), Err("minutes"));
    /// ```
    pub fn read(
        text: &str,
        separator: char,
        field: impl Fn(&str) -> Option<&'static str>,
    ) -> Result<Answers, &str> {
        let mut answers = Answers::new();
        for pair in text.split(separator).filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').ok_or(pair)?;
            answers.insert(field(k).ok_or(k)?, v.to_string());
        }
        Ok(answers)
    }

    /// Every answer, in the order of the fields' names.
    pub fn iter(&self) -> impl Iterator<Item = (&'static str, &str)> {
        self.0.iter().map(|(k, v)| (*k, v.as_str()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_stay_in_field_order_and_a_new_answer_replaces_the_old() {
        let mut a = Answers::new();
        for (k, v) in [
            ("tilesShown", "true"),
            ("call", "win"),
            ("fourSetsAndPair", "no"),
        ] {
            a.insert(k, v.to_string());
        }
        a.insert("call", "pung".to_string());
        let all: Vec<_> = a.iter().collect();
        assert_eq!(
            all,
            [
                ("call", "pung"),
                ("fourSetsAndPair", "no"),
                ("tilesShown", "true")
            ]
        );
    }
}
