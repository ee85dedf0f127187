//! Tiles and the three ways people write them down.
//!
//! * [`Mpsz`]: `123m0p77z`, as tenhou and Mahjong Soul write hands (`0` is a red five,
//!   `z` 1–7 east, south, west, north, white, green, red; `f` 1–8 the MCR flowers and seasons).
//! * [`Words`]: the rule documents' own spelling, `southwestsouth4man4man5man`.
//! * [`Unicode`]: the Unicode mahjong tiles, `🀁🀂🀁`.
//!
//! Parsing any of them gives a [`Tiles`]: a list in the order entered, with no more copies
//! of a tile than one set holds. Printing gives back the same list (parse ∘ print = id).
//!
//! ```
//! use mahjong_referee::tiles::Tiles;
//! let group: Tiles = "southwestsouth".parse().unwrap();
//! assert_eq!(group.to_string(), "232z");
//! assert_eq!(group.words().to_string(), "southwestsouth");
//! assert_eq!(group.unicode().to_string(), "🀁🀂🀁");
//! ```

mod error;
mod mpsz;
mod tile;
mod unicode;
mod words;

pub use error::ParseTilesError;
pub use mpsz::Mpsz;
pub use tile::{Dragon, Suit, Tile, TileClass, Wind};
pub use unicode::Unicode;
pub use words::Words;

use std::fmt;
use std::str::FromStr;

/// The notations a list of tiles can be written in.
///
/// ```
/// use mahjong_referee::tiles::Notation;
/// assert_eq!(Notation::detect("4man4man5man"), Notation::Words);
/// assert_eq!(Notation::detect("445m"), Notation::Mpsz);
/// assert_eq!(Notation::detect("🀇🀈"), Notation::Unicode);
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notation {
    /// `123m0p77z`.
    Mpsz,
    /// `southwestsouth4man`.
    Words,
    /// `🀁🀂🀁`.
    Unicode,
}

impl Notation {
    /// Which notation a text is written in: Unicode if it holds a mahjong tile character,
    /// words if it holds a run of two or more letters, mpsz otherwise.
    ///
    /// ```
    /// use mahjong_referee::tiles::Notation;
    /// assert_eq!(Notation::detect("red"), Notation::Words);
    /// ```
    pub fn detect(text: &str) -> Notation {
        if text.chars().any(unicode::is_tile_char) {
            return Notation::Unicode;
        }
        let mut run = 0;
        for c in text.chars() {
            run = if c.is_ascii_alphabetic() { run + 1 } else { 0 };
            if run >= 2 {
                return Notation::Words;
            }
        }
        Notation::Mpsz
    }
}

/// A list of tiles as entered: order kept, never more copies of a tile than a set holds
/// (four of each kind, a red five counting as its five; one of each flower and season).
///
/// ```
/// use mahjong_referee::tiles::{ParseTilesError, Tiles};
/// let err = "44444m".parse::<Tiles>().unwrap_err();
/// assert_eq!(err.to_string(), "five copies of 4m (a set has four)");
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Hash)]
pub struct Tiles(Vec<Tile>);

impl Tiles {
    /// Checks the copy counts of an unvalidated list.
    ///
    /// ```
    /// use mahjong_referee::tiles::{Tile, Tiles};
    /// let one: Tile = "1f".parse().unwrap();
    /// assert!(Tiles::new(vec![one, one]).is_err());
    /// ```
    pub fn new(tiles: Vec<Tile>) -> Result<Tiles, ParseTilesError> {
        let mut counts = [0u8; Tile::COUNT];
        for &t in &tiles {
            let slot = t.kind().unwrap_or(t.code() as usize);
            counts[slot] += 1;
            if counts[slot] > t.copies() {
                return Err(ParseTilesError::TooManyCopies {
                    tile: t.plain(),
                    count: tiles.iter().filter(|u| u.plain() == t.plain()).count(),
                });
            }
        }
        Ok(Tiles(tiles))
    }

    /// Parses text in one given notation.
    ///
    /// ```
    /// use mahjong_referee::tiles::{Notation, Tiles};
    /// assert!(Tiles::parse_as("east", Notation::Mpsz).is_err());
    /// assert_eq!(Tiles::parse_as("east", Notation::Words).unwrap().to_string(), "1z");
    /// ```
    pub fn parse_as(text: &str, notation: Notation) -> Result<Tiles, ParseTilesError> {
        if text.trim().is_empty() {
            return Err(ParseTilesError::Empty);
        }
        let tiles = match notation {
            Notation::Mpsz => mpsz::parse(text)?,
            Notation::Words => words::parse(text)?,
            Notation::Unicode => unicode::parse(text)?,
        };
        // Separators alone ("," or " - ") name no tile.
        if tiles.is_empty() {
            return Err(ParseTilesError::Empty);
        }
        Tiles::new(tiles)
    }

    /// The tiles, in the order entered.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tiles;
    /// let t: Tiles = "21m".parse().unwrap();
    /// assert_eq!(t.as_slice()[0].to_string(), "2m");
    /// ```
    pub fn as_slice(&self) -> &[Tile] {
        &self.0
    }

    /// How many tiles.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tiles;
    /// assert_eq!("123m".parse::<Tiles>().unwrap().len(), 3);
    /// ```
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// No tiles at all.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tiles;
    /// assert!(Tiles::default().is_empty());
    /// ```
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Gives the list back.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tiles;
    /// assert_eq!("1z".parse::<Tiles>().unwrap().into_vec().len(), 1);
    /// ```
    pub fn into_vec(self) -> Vec<Tile> {
        self.0
    }

    /// Prints in the documents' words.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tiles;
    /// assert_eq!("770p".parse::<Tiles>().unwrap().words().to_string(), "7pin7pin0pin");
    /// ```
    pub fn words(&self) -> Words<'_> {
        Words(&self.0)
    }

    /// Prints as Unicode tiles.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tiles;
    /// assert_eq!("7z".parse::<Tiles>().unwrap().unicode().to_string(), "🀄");
    /// ```
    pub fn unicode(&self) -> Unicode<'_> {
        Unicode(&self.0)
    }

    /// Prints the short labels, space separated: `S W S`, `4m 4m 0m`, `Wh Gr Rd`.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tiles;
    /// assert_eq!("232z".parse::<Tiles>().unwrap().short(), "S W S");
    /// ```
    pub fn short(&self) -> String {
        let labels: Vec<String> = self.0.iter().map(|t| t.short()).collect();
        labels.join(" ")
    }
}

/// Tiles in mpsz, or nothing for no tiles (or for a list that is not one set of tiles):
/// how entries are written back into text boxes and stored lines.
///
/// ```
/// use mahjong_referee::tiles::{mpsz_or_empty, Tile};
/// assert_eq!(mpsz_or_empty(&[]), "");
/// let t: Tile = "5z".parse().unwrap();
/// assert_eq!(mpsz_or_empty(&[t, t]), "55z");
/// ```
pub fn mpsz_or_empty(tiles: &[Tile]) -> String {
    Tiles::new(tiles.to_vec())
        .ok()
        .filter(|t| !t.is_empty())
        .map(|t| t.to_string())
        .unwrap_or_default()
}

/// Parses any notation, detected with [`Notation::detect`].
impl FromStr for Tiles {
    type Err = ParseTilesError;

    fn from_str(text: &str) -> Result<Tiles, ParseTilesError> {
        Tiles::parse_as(text, Notation::detect(text))
    }
}

/// One tile from any notation (`4m`, `south`, `🀁`).
impl FromStr for Tile {
    type Err = ParseTilesError;

    fn from_str(s: &str) -> Result<Tile, Self::Err> {
        let tiles: Tiles = s.parse()?;
        match tiles.as_slice() {
            [one] => Ok(*one),
            _ => Err(ParseTilesError::NotOneTile { count: tiles.len() }),
        }
    }
}

/// Prints in mpsz.
impl fmt::Display for Tiles {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        Mpsz(&self.0).fmt(f)
    }
}

/// Character positions in error messages count from 1, as a person reads them.
pub(crate) fn chars_from_one(text: &str) -> impl Iterator<Item = (usize, char)> + '_ {
    text.chars().enumerate().map(|(i, c)| (i + 1, c))
}

#[cfg(all(test, not(target_arch = "wasm32")))]
mod props {
    use super::*;
    use proptest::prelude::*;

    fn any_tiles() -> impl Strategy<Value = Vec<Tile>> {
        proptest::collection::vec(0..Tile::COUNT as u8, 1..20).prop_filter_map(
            "a set holds that many",
            |codes| {
                let tiles: Vec<Tile> = codes.into_iter().filter_map(Tile::from_code).collect();
                Tiles::new(tiles).ok().map(Tiles::into_vec)
            },
        )
    }

    proptest! {
        #[test]
        fn mpsz_round_trips(tiles in any_tiles()) {
            let printed = Mpsz(&tiles).to_string();
            prop_assert_eq!(Tiles::parse_as(&printed, Notation::Mpsz).unwrap().into_vec(), tiles.clone());
            prop_assert_eq!(printed.parse::<Tiles>().unwrap().into_vec(), tiles);
        }

        #[test]
        fn words_round_trip(tiles in any_tiles()) {
            let printed = Words(&tiles).to_string();
            prop_assert_eq!(Tiles::parse_as(&printed, Notation::Words).unwrap().into_vec(), tiles.clone());
            prop_assert_eq!(printed.parse::<Tiles>().unwrap().into_vec(), tiles);
        }

        #[test]
        fn unicode_round_trips(tiles in any_tiles()) {
            let printed = Unicode(&tiles).to_string();
            prop_assert_eq!(Tiles::parse_as(&printed, Notation::Unicode).unwrap().into_vec(), tiles.clone());
            prop_assert_eq!(printed.parse::<Tiles>().unwrap().into_vec(), tiles);
        }

        #[test]
        fn any_text_parses_or_says_why(text in "\\PC{0,24}") {
            // Never a panic; an error always has a message.
            if let Err(e) = text.parse::<Tiles>() {
                prop_assert!(!e.to_string().is_empty());
            }
        }

        #[test]
        fn near_miss_text_parses_or_says_why(text in "[0-9mpszf ,a-z]{0,24}") {
            if let Err(e) = text.parse::<Tiles>() {
                prop_assert!(!e.to_string().is_empty());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_seed_examples_read_as_written() {
        let t: Tiles = "southwestsouth4man4man5man".parse().unwrap();
        assert_eq!(t.to_string(), "232z445m");
        let t: Tiles = "redred4pin4pin4pin5pin6pin1man2man3man1man2man3man"
            .parse()
            .unwrap();
        assert_eq!(t.to_string(), "77z44456p123123m");
        let t: Tiles = "southwestgreen5man3pin".parse().unwrap();
        assert_eq!(t.short(), "S W Gr 5m 3p");
    }

    #[test]
    fn errors_say_where_and_why() {
        let cases = [
            ("", "no tiles given"),
            ("   ", "no tiles given"),
            // Found by fuzzing: separators alone parsed as an empty list.
            (",", "no tiles given"),
            (", ,", "no tiles given"),
            ("xyz", "unknown tile word at 1"),
            ("south westx", "unknown tile word at 11"),
            ("4man4mun", "a number at 5 needs man, pin or sou after it"),
            (
                "123",
                "the numbers at 1 have no suit letter (m, p, s, z or f)",
            ),
            ("12x3m", "unexpected 'x' at 3"),
            ("8z", "there is no tile 8z (at 1)"),
            ("0z", "there is no tile 0z (at 1)"),
            ("9f", "there is no tile 9f (at 1)"),
            ("44444m", "five copies of 4m (a set has four)"),
            ("05555m", "five copies of 5m (a set has four)"),
            ("11f", "two copies of 1f (a set has one)"),
            ("🀇x", "unexpected 'x' at 2"),
        ];
        for (text, message) in cases {
            let err = text.parse::<Tiles>().unwrap_err();
            assert_eq!(err.to_string(), message, "for {text:?}");
        }
    }

    #[test]
    fn one_tile_parses_from_each_notation() {
        for text in ["2z", "south", "🀁"] {
            assert_eq!(text.parse::<Tile>().unwrap(), Tile::wind(Wind::South));
        }
        assert_eq!(
            "12m".parse::<Tile>().unwrap_err().to_string(),
            "expected one tile, found 2"
        );
    }
}
