//! The languages the widget has: [`Lang`], its code and name, and reading one from a
//! browser's language tag or a code ([`ParseLangError`] when it is none of them). Whether a
//! language can be spoken now, and who speaks it, is the module's ([`super`]).

use std::fmt;
use std::str::FromStr;

/// A language of the widget.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// French.
    Fr,
    /// German.
    De,
    /// Dutch.
    Nl,
}

const _: () = assert!(matches!(Lang::ALL[0], Lang::En), "English comes first");

impl Lang {
    /// Every language, in the order the picker shows them: English first, the one built in
    /// (every other is a pack, in this order: [`pack`](super::pack)).
    pub const ALL: [Lang; 4] = [Lang::En, Lang::Fr, Lang::De, Lang::Nl];

    /// What separates a browser's language tag's first subtag from the rest (`fr-CA`,
    /// `en_GB`): [`Lang::from_tag`] reads the first, in any case.
    pub const TAG_SEPARATORS: [char; 2] = ['-', '_'];

    /// The BCP 47 code: `en`, `fr`, `de`, `nl`.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::Fr.code(), "fr");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
            Lang::Nl => "nl",
        }
    }

    /// The language's name in itself: `English`, `Français`.
    pub const fn name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
            Lang::Nl => "Nederlands",
        }
    }

    /// The language of a browser's language tag (`fr-CA` → French), if the widget has it.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::from_tag("fr-CA"), Some(Lang::Fr));
    /// assert_eq!(Lang::from_tag("EN_gb"), Some(Lang::En));
    /// assert_eq!(Lang::from_tag("de-AT"), Some(Lang::De));
    /// assert_eq!(Lang::from_tag("it"), None);
    /// ```
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(Lang::TAG_SEPARATORS).next().unwrap_or_default();
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The first of a browser's preferred languages the widget has; English otherwise.
    ///
    /// ```
    /// use mahjong_referee::lang::Lang;
    /// assert_eq!(Lang::preferred(["it-IT", "fr", "en"]), Lang::Fr);
    /// assert_eq!(Lang::preferred(["nl-BE", "en"]), Lang::Nl);
    /// assert_eq!(Lang::preferred(["it-IT"]), Lang::En);
    /// ```
    pub fn preferred<'a>(tags: impl IntoIterator<Item = &'a str>) -> Lang {
        tags.into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// The text is no language the widget has.
///
/// ```
/// use mahjong_referee::lang::Lang;
/// assert_eq!("it".parse::<Lang>().unwrap_err().to_string(), "no language 'it' (en, fr, de, nl)");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseLangError {
    /// The text given.
    pub given: String,
}

impl fmt::Display for ParseLangError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let codes: Vec<&str> = Lang::ALL.iter().map(|l| l.code()).collect();
        write!(f, "no language '{}' ({})", self.given, codes.join(", "))
    }
}

impl std::error::Error for ParseLangError {}

impl FromStr for Lang {
    type Err = ParseLangError;
    fn from_str(s: &str) -> Result<Lang, ParseLangError> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code() == s)
            .ok_or_else(|| ParseLangError {
                given: s.to_string(),
            })
    }
}
