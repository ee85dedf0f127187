//! A riichi hand as entered: concealed tiles and declared melds.
//!
//! Notation: the concealed tiles in any tile notation; each meld in brackets, `[...]` for a
//! meld made by claiming (chow, pung or open kong) and `(...)` for a concealed kong. In a
//! claimed meld the first tile written is the one claimed. Example:
//! `234m 567p 11z [333s] (7777z)`.

use super::counts::Counts;
use crate::sets::{NotASet, SetKind, classify};
use crate::tiles::{ParseTilesError, Tile, Tiles};
use std::fmt;
use std::str::FromStr;

/// What a declared meld is.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum MeldKind {
    /// A claimed chow.
    Chow,
    /// A claimed pung.
    Pung,
    /// A kong made on a claimed tile, or a pung extended with a drawn tile.
    OpenKong,
    /// A kong declared from four concealed tiles.
    ConcealedKong,
}

impl MeldKind {
    /// `chow`, `pung`, `kong`, `concealed-kong`.
    ///
    /// ```
    /// use mahjong_referee::riichi::MeldKind;
    /// assert_eq!(MeldKind::OpenKong.name(), "kong");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            MeldKind::Chow => "chow",
            MeldKind::Pung => "pung",
            MeldKind::OpenKong => "kong",
            MeldKind::ConcealedKong => "concealed-kong",
        }
    }

    /// Whether the meld opens the hand (every meld but a concealed kong).
    ///
    /// ```
    /// use mahjong_referee::riichi::MeldKind;
    /// assert!(!MeldKind::ConcealedKong.opens_hand());
    /// ```
    pub const fn opens_hand(self) -> bool {
        !matches!(self, MeldKind::ConcealedKong)
    }
}

/// A declared meld.
///
/// ```
/// use mahjong_referee::riichi::{Hand, MeldKind};
/// let hand: Hand = "123m456p789s1z [222z]".parse().unwrap();
/// assert_eq!(hand.melds[0].kind, MeldKind::Pung);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Meld {
    /// What it is.
    pub kind: MeldKind,
    /// Its tiles, the claimed one first for a claimed meld.
    pub tiles: Vec<Tile>,
}

impl Meld {
    /// The tile taken from another player (none for a concealed kong).
    ///
    /// ```
    /// use mahjong_referee::riichi::Hand;
    /// let hand: Hand = "123m456p789s1z [3m12m]".parse().unwrap();
    /// assert_eq!(hand.melds[0].claimed().unwrap().to_string(), "3m");
    /// ```
    pub fn claimed(&self) -> Option<Tile> {
        self.tiles
            .first()
            .copied()
            .filter(|_| self.kind.opens_hand())
    }
}

/// A hand: concealed tiles and declared melds.
///
/// ```
/// use mahjong_referee::riichi::Hand;
/// let hand: Hand = "3m3m1s1s1s1p2p3p4p5p6p7p8p".parse().unwrap();
/// assert_eq!(hand.concealed.len(), 13);
/// assert!(hand.melds.is_empty());
/// assert_eq!(hand.to_string(), "33m12345678p111s");
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Hand {
    /// The tiles not in melds, as entered.
    pub concealed: Vec<Tile>,
    /// The declared melds.
    pub melds: Vec<Meld>,
}

impl Hand {
    /// Counts of the concealed tiles.
    ///
    /// ```
    /// use mahjong_referee::riichi::Hand;
    /// let hand: Hand = "11m [222z]".parse().unwrap();
    /// assert_eq!(hand.concealed_counts().total(), 2);
    /// ```
    pub fn concealed_counts(&self) -> Counts {
        Counts::from_tiles(&self.concealed)
    }

    /// Counts of every tile the hand holds, melds included.
    ///
    /// ```
    /// use mahjong_referee::riichi::Hand;
    /// let hand: Hand = "11m [1111z]".parse().unwrap();
    /// assert_eq!(hand.all_counts().get(27), 4);
    /// ```
    pub fn all_counts(&self) -> Counts {
        let mut all = self.concealed.clone();
        for m in &self.melds {
            all.extend(&m.tiles);
        }
        Counts::from_tiles(&all)
    }

    /// The hand has a meld made by claiming.
    ///
    /// ```
    /// use mahjong_referee::riichi::Hand;
    /// assert!(!"1m (1111z)".parse::<Hand>().unwrap().is_open());
    /// ```
    pub fn is_open(&self) -> bool {
        self.melds.iter().any(|m| m.kind.opens_hand())
    }

    /// Hand size as the rules count it: concealed tiles plus three per meld (a kong's fourth
    /// tile is the replacement's due). 13 while waiting, 14 with a winning tile.
    ///
    /// ```
    /// use mahjong_referee::riichi::Hand;
    /// assert_eq!("123m456p789s1z [2222z]".parse::<Hand>().unwrap().size(), 13);
    /// ```
    pub fn size(&self) -> usize {
        self.concealed.len() + 3 * self.melds.len()
    }
}

/// Why text is not a hand.
///
/// ```
/// use mahjong_referee::riichi::{Hand, HandError};
/// let err = "123m [445m]".parse::<Hand>().unwrap_err();
/// assert_eq!(err.to_string(), "meld 1 (4m 4m 5m): not three in a row and not three alike");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HandError {
    /// Tiles that cannot be read.
    Tiles {
        /// Which part: the meld's number from 1, or `None` for the concealed tiles.
        meld: Option<usize>,
        /// Why.
        error: ParseTilesError,
    },
    /// A bracket that is not closed, or a closing bracket with no opening one.
    Bracket {
        /// Where, counting characters from 1.
        at: usize,
    },
    /// A meld that is no chow, pung or kong.
    NotAMeld {
        /// Which meld, from 1.
        meld: usize,
        /// Its tiles.
        tiles: String,
        /// Why.
        why: NotASet,
    },
    /// Two alike in brackets: a pair is never melded.
    PairAsMeld {
        /// Which meld, from 1.
        meld: usize,
    },
    /// A meld in `(…)` that is not four alike.
    ConcealedNotKong {
        /// Which meld, from 1.
        meld: usize,
    },
    /// Too many copies of a tile across the hand and its melds.
    TooManyCopies {
        /// Which tile.
        tile: Tile,
        /// How many.
        count: usize,
    },
    /// No tiles at all.
    Empty,
    /// More than fourteen tiles (a kong counting three).
    TooManyTiles {
        /// The size, counted so.
        size: usize,
    },
}

impl fmt::Display for HandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandError::Tiles { meld: None, error } => write!(f, "concealed tiles: {error}"),
            HandError::Tiles {
                meld: Some(n),
                error,
            } => write!(f, "meld {n}: {error}"),
            HandError::Bracket { at } => write!(f, "unmatched bracket at {at}"),
            HandError::NotAMeld { meld, tiles, why } => write!(f, "meld {meld} ({tiles}): {why}"),
            HandError::PairAsMeld { meld } => write!(f, "meld {meld}: a pair is not a meld"),
            HandError::ConcealedNotKong { meld } => {
                write!(f, "meld {meld}: a concealed meld in ( ) must be a kong")
            }
            HandError::TooManyCopies { tile, count } => {
                write!(f, "{count} copies of {tile} in the hand and its melds")
            }
            HandError::Empty => f.write_str("no tiles given"),
            HandError::TooManyTiles { size } => write!(
                f,
                "{size} tiles: a hand has at most 14 (a kong counts three)"
            ),
        }
    }
}

impl std::error::Error for HandError {}

impl FromStr for Hand {
    type Err = HandError;

    fn from_str(text: &str) -> Result<Hand, HandError> {
        let mut concealed_text = String::new();
        let mut melds = Vec::new();
        let mut open: Option<(usize, char, String)> = None;
        for (i, c) in text.chars().enumerate() {
            let at = i + 1;
            match (c, &mut open) {
                ('[' | '(', None) => open = Some((at, c, String::new())),
                (']' | ')', Some((_, opener, body))) if (*opener == '[') == (c == ']') => {
                    let concealed = *opener == '(';
                    let body = std::mem::take(body);
                    open = None;
                    melds.push(meld(melds.len() + 1, &body, concealed)?);
                }
                ('[' | '(' | ']' | ')', _) => return Err(HandError::Bracket { at }),
                (_, Some((_, _, body))) => body.push(c),
                (_, None) => concealed_text.push(c),
            }
        }
        if let Some((at, _, _)) = open {
            return Err(HandError::Bracket { at });
        }
        let concealed = if concealed_text.trim().is_empty() {
            Vec::new()
        } else {
            concealed_text
                .parse::<Tiles>()
                .map_err(|error| HandError::Tiles { meld: None, error })?
                .into_vec()
        };
        if concealed.is_empty() && melds.is_empty() {
            return Err(HandError::Empty);
        }
        let hand = Hand { concealed, melds };
        if hand.size() > 14 {
            return Err(HandError::TooManyTiles { size: hand.size() });
        }
        let mut all = hand.concealed.clone();
        for m in &hand.melds {
            all.extend(&m.tiles);
        }
        if let Err(ParseTilesError::TooManyCopies { tile, count }) = Tiles::new(all) {
            return Err(HandError::TooManyCopies { tile, count });
        }
        Ok(hand)
    }
}

fn meld(number: usize, body: &str, concealed: bool) -> Result<Meld, HandError> {
    let tiles: Tiles = body.parse().map_err(|error| HandError::Tiles {
        meld: Some(number),
        error,
    })?;
    let kind = classify(&tiles).map_err(|why| HandError::NotAMeld {
        meld: number,
        tiles: tiles.short(),
        why,
    })?;
    let kind = match (kind, concealed) {
        (SetKind::Kong, true) => MeldKind::ConcealedKong,
        (_, true) => return Err(HandError::ConcealedNotKong { meld: number }),
        (SetKind::Chow, false) => MeldKind::Chow,
        (SetKind::Pung, false) => MeldKind::Pung,
        (SetKind::Kong, false) => MeldKind::OpenKong,
        (SetKind::Pair, false) => return Err(HandError::PairAsMeld { meld: number }),
    };
    Ok(Meld {
        kind,
        tiles: tiles.into_vec(),
    })
}

impl Hand {
    /// The hand in its notation with the concealed tiles in the order entered (the
    /// `Display` form sorts them).
    ///
    /// ```
    /// use mahjong_referee::riichi::Hand;
    /// let hand: Hand = "31m [777z]".parse().unwrap();
    /// assert_eq!(hand.as_entered(), "31m [777z]");
    /// assert_eq!(hand.to_string(), "13m [777z]");
    /// ```
    pub fn as_entered(&self) -> String {
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = self.write(&mut out, &self.concealed);
        out
    }

    fn write(&self, f: &mut impl fmt::Write, concealed: &[Tile]) -> fmt::Result {
        write!(f, "{}", crate::tiles::Mpsz(concealed))?;
        for (i, m) in self.melds.iter().enumerate() {
            let (open, close) = if m.kind.opens_hand() {
                ('[', ']')
            } else {
                ('(', ')')
            };
            let gap = if i == 0 && concealed.is_empty() {
                ""
            } else {
                " "
            };
            write!(f, "{gap}{open}{}{close}", crate::tiles::Mpsz(&m.tiles))?;
        }
        Ok(())
    }
}

/// Prints the concealed tiles sorted in mpsz, then the melds as entered.
impl fmt::Display for Hand {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut concealed = self.concealed.clone();
        crate::order::sort_small_by_key(&mut concealed, |t| (t.kind(), t.is_red()));
        self.write(f, &concealed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn melds_and_errors() {
        let h: Hand = "234m 11z [333s] (7777z) [5p46p]".parse().unwrap();
        assert_eq!(h.melds.len(), 3);
        assert_eq!(h.size(), 5 + 9);
        assert!(h.is_open());
        assert_eq!(h.to_string(), "234m11z [333s] (7777z) [546p]");
        for (text, message) in [
            ("123m [12m", "unmatched bracket at 6"),
            ("123m ]", "unmatched bracket at 6"),
            ("123m [12m)", "unmatched bracket at 10"),
            ("(111z)", "meld 1: a concealed meld in ( ) must be a kong"),
            ("[11z]", "meld 1: a pair is not a meld"),
            ("[12z]", "meld 1 (E S): two tiles make a pair only if alike"),
            ("[xx]", "meld 1: unknown tile word at 1"),
            ("1111m [111m]", "7 copies of 1m in the hand and its melds"),
            ("", "no tiles given"),
            ("12x", "concealed tiles: unexpected 'x' at 3"),
            // Found by fuzzing: long hands made the shanten search slow.
            (
                "123456789m123456789p",
                "18 tiles: a hand has at most 14 (a kong counts three)",
            ),
            (
                "11m [1111p] [2222p] [3333p] [4444p] [5555p]",
                "17 tiles: a hand has at most 14 (a kong counts three)",
            ),
        ] {
            assert_eq!(
                text.parse::<Hand>().unwrap_err().to_string(),
                message,
                "{text}"
            );
        }
    }
}
