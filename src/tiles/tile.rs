//! One tile: the 34 kinds, the three red fives and the eight MCR bonus tiles.

use std::fmt;

/// The three suits.
///
/// ```
/// use mahjong_referee::tiles::Suit;
/// assert_eq!(Suit::Pin.letter(), 'p');
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Suit {
    /// Characters (man, wan).
    Man,
    /// Circles (pin, dots).
    Pin,
    /// Bamboos (sou).
    Sou,
}

impl Suit {
    /// All suits in mpsz order.
    pub const ALL: [Suit; 3] = [Suit::Man, Suit::Pin, Suit::Sou];

    /// The mpsz letter: `m`, `p` or `s`.
    ///
    /// ```
    /// use mahjong_referee::tiles::Suit;
    /// assert_eq!(Suit::Sou.letter(), 's');
    /// ```
    pub const fn letter(self) -> char {
        match self {
            Suit::Man => 'm',
            Suit::Pin => 'p',
            Suit::Sou => 's',
        }
    }

    /// The word the rule documents use: `man`, `pin`, `sou`.
    ///
    /// ```
    /// use mahjong_referee::tiles::Suit;
    /// assert_eq!(Suit::Man.word(), "man");
    /// ```
    pub const fn word(self) -> &'static str {
        match self {
            Suit::Man => "man",
            Suit::Pin => "pin",
            Suit::Sou => "sou",
        }
    }

    const fn offset(self) -> u8 {
        match self {
            Suit::Man => 0,
            Suit::Pin => 9,
            Suit::Sou => 18,
        }
    }
}

/// The four winds, in seat order.
///
/// ```
/// use mahjong_referee::tiles::Wind;
/// assert_eq!(Wind::South.name(), "south");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Wind {
    /// East (1z).
    East,
    /// South (2z).
    South,
    /// West (3z).
    West,
    /// North (4z).
    North,
}

impl Wind {
    /// All winds in seat order.
    pub const ALL: [Wind; 4] = [Wind::East, Wind::South, Wind::West, Wind::North];

    /// Lower-case English name.
    ///
    /// ```
    /// use mahjong_referee::tiles::Wind;
    /// assert_eq!(Wind::North.name(), "north");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Wind::East => "east",
            Wind::South => "south",
            Wind::West => "west",
            Wind::North => "north",
        }
    }

    /// The one-letter abbreviation: `E`, `S`, `W`, `N`.
    ///
    /// ```
    /// use mahjong_referee::tiles::Wind;
    /// assert_eq!(Wind::West.letter(), 'W');
    /// ```
    pub const fn letter(self) -> char {
        match self {
            Wind::East => 'E',
            Wind::South => 'S',
            Wind::West => 'W',
            Wind::North => 'N',
        }
    }
}

/// The three dragons, in mpsz order (5z white, 6z green, 7z red).
///
/// ```
/// use mahjong_referee::tiles::Dragon;
/// assert_eq!(Dragon::Green.name(), "green");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Dragon {
    /// White dragon (5z).
    White,
    /// Green dragon (6z).
    Green,
    /// Red dragon (7z).
    Red,
}

impl Dragon {
    /// All dragons in mpsz order.
    pub const ALL: [Dragon; 3] = [Dragon::White, Dragon::Green, Dragon::Red];

    /// Lower-case English name.
    ///
    /// ```
    /// use mahjong_referee::tiles::Dragon;
    /// assert_eq!(Dragon::Red.name(), "red");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Dragon::White => "white",
            Dragon::Green => "green",
            Dragon::Red => "red",
        }
    }
}

/// What a tile is, taken apart: the view to `match` on.
///
/// ```
/// use mahjong_referee::tiles::{Tile, TileClass, Wind};
/// assert_eq!(Tile::wind(Wind::South).class(), TileClass::Wind(Wind::South));
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum TileClass {
    /// A number tile 1–9 of a suit; `red` marks a red five.
    Suited {
        /// The suit.
        suit: Suit,
        /// 1 to 9.
        number: u8,
        /// A red five (aka dora).
        red: bool,
    },
    /// A wind.
    Wind(Wind),
    /// A dragon.
    Dragon(Dragon),
    /// An MCR flower, 1 plum, 2 orchid, 3 chrysanthemum, 4 bamboo.
    Flower(u8),
    /// An MCR season, 1 spring, 2 summer, 3 autumn, 4 winter.
    Season(u8),
}

/// One tile.
///
/// A tile is a number from 0 to 44 (the *code*), laid out so that the first 34 codes are
/// the 34 kinds that counts and hand analysis index by, as in most riichi engines:
///
/// | code   | tiles                                    | mpsz         |
/// |--------|------------------------------------------|--------------|
/// | 0–8    | 1–9 man (characters)                     | `1m`–`9m`    |
/// | 9–17   | 1–9 pin (circles)                        | `1p`–`9p`    |
/// | 18–26  | 1–9 sou (bamboos)                        | `1s`–`9s`    |
/// | 27–30  | east, south, west, north                 | `1z`–`4z`    |
/// | 31–33  | white, green, red dragon                 | `5z`–`7z`    |
/// | 34–36  | red five of man, pin, sou                | `0m` `0p` `0s` |
/// | 37–40  | flowers: plum, orchid, chrysanthemum, bamboo | `1f`–`4f` |
/// | 41–44  | seasons: spring, summer, autumn, winter  | `5f`–`8f`    |
///
/// A red five is the same *kind* as its plain five ([`Tile::kind`] is 4, 13 or 22); the
/// bonus tiles have no kind.
///
/// ```
/// use mahjong_referee::tiles::{Suit, Tile};
/// let red = Tile::red_five(Suit::Pin);
/// assert_eq!(red.kind(), Some(13));
/// assert_eq!(red.plain(), Tile::suited(Suit::Pin, 5).unwrap());
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Tile(u8);

impl Tile {
    /// How many tile codes there are.
    pub const COUNT: usize = 45;
    /// How many kinds of playing tile (no red fives, no bonus tiles).
    pub const KINDS: usize = 34;

    /// Every tile in code order.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!(Tile::all().count(), 45);
    /// ```
    pub fn all() -> impl Iterator<Item = Tile> {
        (0..Self::COUNT as u8).map(Tile)
    }

    /// The tile with this code, if it is one (see the table on [`Tile`]).
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!(Tile::from_code(27).unwrap().to_string(), "1z");
    /// assert!(Tile::from_code(45).is_none());
    /// ```
    pub const fn from_code(code: u8) -> Option<Tile> {
        if (code as usize) < Self::COUNT {
            Some(Tile(code))
        } else {
            None
        }
    }

    /// The tile's code (see the table on [`Tile`]).
    ///
    /// ```
    /// use mahjong_referee::tiles::{Suit, Tile};
    /// assert_eq!(Tile::red_five(Suit::Sou).code(), 36);
    /// ```
    pub const fn code(self) -> u8 {
        self.0
    }

    /// A plain number tile; `None` unless `number` is 1 to 9.
    ///
    /// ```
    /// use mahjong_referee::tiles::{Suit, Tile};
    /// assert_eq!(Tile::suited(Suit::Man, 4).unwrap().to_string(), "4m");
    /// assert!(Tile::suited(Suit::Man, 0).is_none());
    /// ```
    pub const fn suited(suit: Suit, number: u8) -> Option<Tile> {
        if number >= 1 && number <= 9 {
            Some(Tile(suit.offset() + number - 1))
        } else {
            None
        }
    }

    /// The red five of a suit.
    ///
    /// ```
    /// use mahjong_referee::tiles::{Suit, Tile};
    /// assert_eq!(Tile::red_five(Suit::Man).to_string(), "0m");
    /// ```
    pub const fn red_five(suit: Suit) -> Tile {
        Tile(34 + suit.offset() / 9)
    }

    /// A wind tile.
    ///
    /// ```
    /// use mahjong_referee::tiles::{Tile, Wind};
    /// assert_eq!(Tile::wind(Wind::North).to_string(), "4z");
    /// ```
    pub const fn wind(wind: Wind) -> Tile {
        Tile(27 + wind as u8)
    }

    /// A dragon tile.
    ///
    /// ```
    /// use mahjong_referee::tiles::{Dragon, Tile};
    /// assert_eq!(Tile::dragon(Dragon::White).to_string(), "5z");
    /// ```
    pub const fn dragon(dragon: Dragon) -> Tile {
        Tile(31 + dragon as u8)
    }

    /// Flower `n` (1 plum, 2 orchid, 3 chrysanthemum, 4 bamboo).
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!(Tile::flower(2).unwrap().to_string(), "2f");
    /// ```
    pub const fn flower(n: u8) -> Option<Tile> {
        if n >= 1 && n <= 4 {
            Some(Tile(36 + n))
        } else {
            None
        }
    }

    /// Season `n` (1 spring, 2 summer, 3 autumn, 4 winter).
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!(Tile::season(1).unwrap().to_string(), "5f");
    /// ```
    pub const fn season(n: u8) -> Option<Tile> {
        if n >= 1 && n <= 4 {
            Some(Tile(40 + n))
        } else {
            None
        }
    }

    /// The tile taken apart.
    ///
    /// ```
    /// use mahjong_referee::tiles::{Suit, Tile, TileClass};
    /// let t: Tile = "0s".parse().unwrap();
    /// assert_eq!(t.class(), TileClass::Suited { suit: Suit::Sou, number: 5, red: true });
    /// ```
    pub const fn class(self) -> TileClass {
        let c = self.0;
        match c {
            0..=26 => TileClass::Suited {
                suit: Suit::ALL[(c / 9) as usize],
                number: c % 9 + 1,
                red: false,
            },
            27..=30 => TileClass::Wind(Wind::ALL[(c - 27) as usize]),
            31..=33 => TileClass::Dragon(Dragon::ALL[(c - 31) as usize]),
            34..=36 => TileClass::Suited {
                suit: Suit::ALL[(c - 34) as usize],
                number: 5,
                red: true,
            },
            37..=40 => TileClass::Flower(c - 36),
            _ => TileClass::Season(c - 40),
        }
    }

    /// The kind index 0–33 (the first column of the table on [`Tile`]); a red five gives its
    /// plain five's kind; bonus tiles have none.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!("7z".parse::<Tile>().unwrap().kind(), Some(33));
    /// assert_eq!("1f".parse::<Tile>().unwrap().kind(), None);
    /// ```
    pub const fn kind(self) -> Option<usize> {
        match self.0 {
            0..=33 => Some(self.0 as usize),
            34..=36 => Some((self.0 as usize - 34) * 9 + 4),
            _ => None,
        }
    }

    /// The same tile with a red five made plain.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!("0m".parse::<Tile>().unwrap().plain().to_string(), "5m");
    /// ```
    pub const fn plain(self) -> Tile {
        match self.kind() {
            Some(k) => Tile(k as u8),
            None => self,
        }
    }

    /// A suit of the tile, if it is a number tile.
    ///
    /// ```
    /// use mahjong_referee::tiles::{Suit, Tile};
    /// assert_eq!("9p".parse::<Tile>().unwrap().suit(), Some(Suit::Pin));
    /// ```
    pub const fn suit(self) -> Option<Suit> {
        match self.class() {
            TileClass::Suited { suit, .. } => Some(suit),
            _ => None,
        }
    }

    /// The number 1–9 of a number tile.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!("0p".parse::<Tile>().unwrap().number(), Some(5));
    /// ```
    pub const fn number(self) -> Option<u8> {
        match self.class() {
            TileClass::Suited { number, .. } => Some(number),
            _ => None,
        }
    }

    /// Winds and dragons.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert!("6z".parse::<Tile>().unwrap().is_honour());
    /// ```
    pub const fn is_honour(self) -> bool {
        matches!(self.0, 27..=33)
    }

    /// Flowers and seasons (MCR bonus tiles), which never belong to a set.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert!("8f".parse::<Tile>().unwrap().is_bonus());
    /// ```
    pub const fn is_bonus(self) -> bool {
        self.0 >= 37
    }

    /// A red five.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert!("0s".parse::<Tile>().unwrap().is_red());
    /// ```
    pub const fn is_red(self) -> bool {
        matches!(self.0, 34..=36)
    }

    /// How many copies one set of tiles has: 4 of each kind, 1 of each bonus tile.
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!("1m".parse::<Tile>().unwrap().copies(), 4);
    /// assert_eq!("3f".parse::<Tile>().unwrap().copies(), 1);
    /// ```
    pub const fn copies(self) -> u8 {
        if self.is_bonus() { 1 } else { 4 }
    }

    /// The name a person reads, and a screen reader says: "4 man", "red 5 pin",
    /// "south wind", "red dragon", "plum, flower 1".
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!("2z".parse::<Tile>().unwrap().name(), "south wind");
    /// assert_eq!("0p".parse::<Tile>().unwrap().name(), "red 5 pin");
    /// ```
    pub fn name(self) -> String {
        match self.class() {
            TileClass::Suited { suit, number, red } => {
                format!("{}{number} {}", if red { "red " } else { "" }, suit.word())
            }
            TileClass::Wind(w) => format!("{} wind", w.name()),
            TileClass::Dragon(d) => format!("{} dragon", d.name()),
            TileClass::Flower(n) => format!("{}, flower {n}", BONUS_WORDS[n as usize - 1]),
            TileClass::Season(n) => format!("{}, season {n}", BONUS_WORDS[n as usize + 3]),
        }
    }

    /// The short label used in explanations: `4m`, `0p`, `E`, `S`, `Wh`, `Gr`, `Rd`, `F1`, `S1`…
    ///
    /// ```
    /// use mahjong_referee::tiles::Tile;
    /// assert_eq!("3z".parse::<Tile>().unwrap().short(), "W");
    /// assert_eq!("6z".parse::<Tile>().unwrap().short(), "Gr");
    /// ```
    pub fn short(self) -> String {
        match self.class() {
            TileClass::Wind(w) => w.letter().to_string(),
            TileClass::Dragon(Dragon::White) => "Wh".into(),
            TileClass::Dragon(Dragon::Green) => "Gr".into(),
            TileClass::Dragon(Dragon::Red) => "Rd".into(),
            TileClass::Flower(n) => format!("F{n}"),
            TileClass::Season(n) => format!("Sn{n}"),
            TileClass::Suited { .. } => self.to_string(),
        }
    }
}

/// The bonus tiles' words, flowers then seasons, as the word notation writes them.
pub(crate) const BONUS_WORDS: [&str; 8] = [
    "plum",
    "orchid",
    "chrysanthemum",
    "bamboo",
    "spring",
    "summer",
    "autumn",
    "winter",
];

/// A tile prints in mpsz: `4m`, `0p`, `7z`, `5f`.
impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (digit, letter) = match self.class() {
            TileClass::Suited { suit, number, red } => {
                (if red { 0 } else { number }, suit.letter())
            }
            TileClass::Wind(w) => (w as u8 + 1, 'z'),
            TileClass::Dragon(d) => (d as u8 + 5, 'z'),
            TileClass::Flower(n) => (n, 'f'),
            TileClass::Season(n) => (n + 4, 'f'),
        };
        write!(f, "{digit}{letter}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_code_table_is_consistent() {
        for t in Tile::all() {
            let back = match t.class() {
                TileClass::Suited {
                    suit,
                    number,
                    red: false,
                } => Tile::suited(suit, number).unwrap(),
                TileClass::Suited {
                    suit, red: true, ..
                } => Tile::red_five(suit),
                TileClass::Wind(w) => Tile::wind(w),
                TileClass::Dragon(d) => Tile::dragon(d),
                TileClass::Flower(n) => Tile::flower(n).unwrap(),
                TileClass::Season(n) => Tile::season(n).unwrap(),
            };
            assert_eq!(back, t, "code {}", t.code());
            assert_eq!(t.kind().is_none(), t.is_bonus());
            if let Some(k) = t.kind() {
                assert!(k < Tile::KINDS);
                assert_eq!(Tile::from_code(k as u8).unwrap().plain(), t.plain());
            }
        }
    }

    #[test]
    fn every_tile_has_a_distinct_name_and_label() {
        let names: std::collections::HashSet<_> = Tile::all().map(Tile::name).collect();
        let shorts: std::collections::HashSet<_> = Tile::all().map(Tile::short).collect();
        assert_eq!(names.len(), Tile::COUNT);
        assert_eq!(shorts.len(), Tile::COUNT);
    }
}
