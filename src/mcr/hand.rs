//! An MCR hand as shown at a win: the concealed tiles, the declared melds, the winning tile
//! and the facts of the win that add fans.
//!
//! The input ([`McrInput`]) is JSON with camelCase fields; every field but `concealed` and
//! `win` may be left out:
//!
//! | field | meaning | default |
//! |---|---|---|
//! | `concealed` | the concealed tiles **without** the winning tile, any tile notation | — |
//! | `melds` | `[{"kind": "chow" \| "pung" \| "kong" \| "concealed-kong", "tiles": "123m"}]` | `[]` |
//! | `win` | the winning tile | — |
//! | `selfDrawn` | won on a tile the player drew | `false` |
//! | `flowers` | flowers and seasons, 0–8 | `0` |
//! | `seatWind`, `roundWind` | `E`, `S`, `W`, `N` (or `east` …) | `E` |
//! | `lastOfKind` | the other three of the winning tile were already on the table | `false` |
//! | `lastOfWall` | won on the last tile of the wall (drawn) or the last discard (claimed) | `false` |
//! | `kongReplacement` | won on the replacement tile drawn for a kong | `false` |
//! | `robbingKong` | won on the tile another player added to a melded pung | `false` |
//! | `winningTileShown` | the winning tile was shown apart from the hand (MERS 2010 §1.9; if not, the wait fans, Last Tile and Nine Gates do not count) | `true` |
//!
//! A melded kong is `kong`; a kong declared from four concealed tiles is `concealed-kong`.
//! Which player a tile was claimed from changes no fan, so it is not asked.

use crate::riichi::MeldKind;
use crate::tiles::{ParseTilesError, Tile, TileClass, Tiles, Wind};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One declared meld as entered.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MeldInput {
    /// `chow`, `pung`, `kong` (melded) or `concealed-kong`.
    pub kind: String,
    /// Its tiles in any notation.
    pub tiles: String,
}

/// An MCR hand as entered (unvalidated); see the module documentation for the fields.
///
/// ```
/// use mahjong_referee::mcr::McrInput;
/// let input: McrInput = r#"{"concealed": "123m456p789s1122z", "win": "2z"}"#.parse().unwrap();
/// assert!(input.melds.is_empty());
/// assert!(input.winning_tile_shown);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct McrInput {
    /// Concealed tiles without the winning tile.
    pub concealed: String,
    /// Declared melds.
    #[serde(default)]
    pub melds: Vec<MeldInput>,
    /// The winning tile.
    pub win: String,
    /// Won on a drawn tile.
    #[serde(default)]
    pub self_drawn: bool,
    /// Flowers and seasons.
    #[serde(default)]
    pub flowers: u8,
    /// The winner's seat wind.
    #[serde(default = "east")]
    pub seat_wind: String,
    /// The round's (prevalent) wind.
    #[serde(default = "east")]
    pub round_wind: String,
    /// The other three of the winning tile were already visible.
    #[serde(default)]
    pub last_of_kind: bool,
    /// The last tile of the wall, or the discard after it.
    #[serde(default)]
    pub last_of_wall: bool,
    /// The replacement tile for a kong.
    #[serde(default)]
    pub kong_replacement: bool,
    /// The tile added to another player's pung.
    #[serde(default)]
    pub robbing_kong: bool,
    /// The winning tile was shown apart from the hand.
    #[serde(default = "yes")]
    pub winning_tile_shown: bool,
}

fn east() -> String {
    "E".to_string()
}

fn yes() -> bool {
    true
}

impl FromStr for McrInput {
    type Err = McrHandError;

    fn from_str(s: &str) -> Result<McrInput, McrHandError> {
        let value = crate::strict::json(s).map_err(|e| McrHandError::Json {
            line: e.line(),
            column: e.column(),
            message: json_message(&e),
        })?;
        McrInput::from_value(&value)
    }
}

impl McrInput {
    /// Reads the hand from a JSON value, strictly: a field it does not have (here or in a
    /// meld) is an error that names it and the field it most likely meant.
    ///
    /// ```
    /// use mahjong_referee::mcr::McrInput;
    /// let v = serde_json::json!({"concealed": "123m456p789s5s", "win": "5s", "flower": 2});
    /// assert_eq!(
    ///     McrInput::from_value(&v).unwrap_err().to_string(),
    ///     "unknown field 'flower' (did you mean 'flowers'?)"
    /// );
    /// ```
    pub fn from_value(value: &serde_json::Value) -> Result<McrInput, McrHandError> {
        let shape = |message: String| McrHandError::Json {
            line: 0,
            column: 0,
            message,
        };
        if !value.is_object() {
            return Err(shape(
                "expected an object with 'concealed' and 'win'".into(),
            ));
        }
        crate::strict::read(value).map_err(|e| shape(json_message(&e)))
    }
}

/// serde_json's message without its " at line … column …" tail (we say where ourselves).
fn json_message(e: &serde_json::Error) -> String {
    let text = e.to_string();
    match text.rfind(" at line ") {
        Some(i) => text[..i].to_string(),
        None => text,
    }
}

/// A declared meld: what was declared and its tiles. The tiles are not checked against the
/// kind here — a meld that is no set is a false set, which the analysis reports.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McrMeld {
    /// What was declared.
    pub kind: MeldKind,
    /// The tiles shown.
    pub tiles: Vec<Tile>,
}

/// A shown MCR hand, its tiles read and checked (see [`McrHand::from_input`]).
///
/// ```
/// use mahjong_referee::mcr::McrHand;
/// let hand: McrHand = r#"{"concealed": "123m456p789s1122z", "win": "2z", "selfDrawn": true}"#
///     .parse()
///     .unwrap();
/// assert_eq!(hand.concealed.len(), 13);
/// assert!(hand.self_drawn);
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct McrHand {
    /// Concealed tiles, without the winning tile.
    pub concealed: Vec<Tile>,
    /// Declared melds.
    pub melds: Vec<McrMeld>,
    /// The winning tile.
    pub win: Tile,
    /// Won on a drawn tile.
    pub self_drawn: bool,
    /// Flowers and seasons.
    pub flowers: u8,
    /// The winner's seat wind.
    pub seat_wind: Wind,
    /// The round's wind.
    pub round_wind: Wind,
    /// The other three of the winning tile were already on the table.
    pub last_of_kind: bool,
    /// Last tile of the wall (drawn) or last discard (claimed).
    pub last_of_wall: bool,
    /// Won on a kong's replacement tile.
    pub kong_replacement: bool,
    /// Won on a tile added to another player's pung.
    pub robbing_kong: bool,
    /// The winning tile was shown apart from the hand.
    pub winning_tile_shown: bool,
}

/// Why an entered MCR hand cannot be analysed. Each says where (the field) and why.
///
/// A hand with the wrong number of tiles or a meld that is no set is *not* an error: it is
/// a hand that is not complete, which is what a referee wants to hear about a false hu.
///
/// ```
/// use mahjong_referee::mcr::McrHand;
/// let err = r#"{"concealed": "123m456p789s112z", "win": "5m5m"}"#.parse::<McrHand>().unwrap_err();
/// assert_eq!(err.to_string(), "win: one tile is needed, 2 given");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum McrHandError {
    /// The text is not the JSON object documented on [`McrInput`].
    Json {
        /// Line of the problem (from 1; 0 when read from a value, not text).
        line: usize,
        /// Column of the problem (from 1).
        column: usize,
        /// What is wrong.
        message: String,
    },
    /// A field's tiles cannot be read.
    Tiles {
        /// `concealed`, `win` or `melds[i]`.
        field: String,
        /// Why.
        error: ParseTilesError,
    },
    /// A flower, season or red five where only playing tiles belong.
    NotAnMcrTile {
        /// The field.
        field: String,
        /// The tile.
        tile: Tile,
    },
    /// The winning tile is not one tile.
    WinNotOneTile {
        /// How many tiles were given.
        count: usize,
    },
    /// A meld kind that is not `chow`, `pung`, `kong` or `concealed-kong`.
    UnknownMeldKind {
        /// Which meld (from 1).
        meld: usize,
        /// What was given.
        kind: String,
    },
    /// A wind that is not E, S, W or N.
    UnknownWind {
        /// `seatWind` or `roundWind`.
        field: &'static str,
        /// What was given.
        value: String,
    },
    /// More than eight flowers and seasons.
    TooManyFlowers {
        /// How many were given.
        count: u8,
    },
    /// More than four of one tile in the hand, melds and winning tile together.
    FiveOfATile {
        /// The tile.
        tile: Tile,
        /// How many.
        count: usize,
    },
    /// Two facts of the win that cannot both be true.
    Contradiction {
        /// What cannot be.
        why: Contradiction,
    },
}

/// Facts of a win that cannot be true together.
///
/// ```
/// use mahjong_referee::mcr::Contradiction;
/// assert_eq!(Contradiction::NoKongToReplace.to_string(), "kongReplacement: the hand has no kong to replace");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Contradiction {
    /// Robbing a kong, and self-drawn.
    RobbedYetSelfDrawn,
    /// Won on a replacement tile, yet not self-drawn.
    ReplacementNotSelfDrawn,
    /// Won on a replacement tile with no kong.
    NoKongToReplace,
    /// Robbing a kong while holding another of that tile.
    RobbedTileHeld,
}

impl fmt::Display for Contradiction {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Contradiction::RobbedYetSelfDrawn => {
                "robbingKong: a robbed tile is another player's, so the win is not self-drawn"
            }
            Contradiction::ReplacementNotSelfDrawn => {
                "kongReplacement: a replacement tile is drawn, so the win is self-drawn"
            }
            Contradiction::NoKongToReplace => "kongReplacement: the hand has no kong to replace",
            Contradiction::RobbedTileHeld => {
                "robbingKong: the hand holds another of the winning tile, so no one could add it to a pung"
            }
        })
    }
}

impl fmt::Display for McrHandError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            McrHandError::Json {
                line,
                column,
                message,
            } if *line == 0 => write!(f, "{message}"),
            McrHandError::Json {
                line,
                column,
                message,
            } => write!(f, "json at line {line} column {column}: {message}"),
            McrHandError::Tiles { field, error } => write!(f, "{field}: {error}"),
            McrHandError::NotAnMcrTile { field, tile } => match tile.class() {
                TileClass::Flower(_) | TileClass::Season(_) => write!(
                    f,
                    "{field}: {tile} is a flower or season: give the number in `flowers`"
                ),
                _ => write!(f, "{field}: {tile} is a red five, which MCR does not use"),
            },
            McrHandError::WinNotOneTile { count } => {
                write!(f, "win: one tile is needed, {count} given")
            }
            McrHandError::UnknownMeldKind { meld, kind } => write!(
                f,
                "melds[{meld}]: \"{kind}\" is not chow, pung, kong or concealed-kong"
            ),
            McrHandError::UnknownWind { field, value } => {
                write!(f, "{field}: \"{value}\" is not E, S, W or N")
            }
            McrHandError::TooManyFlowers { count } => {
                write!(f, "flowers: {count} given, there are only 8")
            }
            McrHandError::FiveOfATile { tile, count } => {
                write!(f, "{count} copies of {tile}: there are only four")
            }
            McrHandError::Contradiction { why } => why.fmt(f),
        }
    }
}

impl std::error::Error for McrHandError {}

fn read_tiles(field: &str, text: &str) -> Result<Vec<Tile>, McrHandError> {
    if text.trim().is_empty() {
        return Ok(Vec::new());
    }
    let tiles = text
        .parse::<Tiles>()
        .map_err(|error| McrHandError::Tiles {
            field: field.to_string(),
            error,
        })?
        .into_vec();
    if let Some(&tile) = tiles
        .iter()
        .find(|t| t.kind().is_none() || t.plain() != **t)
    {
        return Err(McrHandError::NotAnMcrTile {
            field: field.to_string(),
            tile,
        });
    }
    Ok(tiles)
}

fn read_wind(field: &'static str, text: &str) -> Result<Wind, McrHandError> {
    let t = text.trim();
    let wind = match t.to_ascii_lowercase().as_str() {
        "e" | "east" | "1z" => Wind::East,
        "s" | "south" | "2z" => Wind::South,
        "w" | "west" | "3z" => Wind::West,
        "n" | "north" | "4z" => Wind::North,
        _ => {
            return Err(McrHandError::UnknownWind {
                field,
                value: t.to_string(),
            });
        }
    };
    Ok(wind)
}

fn read_kind(meld: usize, kind: &str) -> Result<MeldKind, McrHandError> {
    match kind.trim().to_ascii_lowercase().as_str() {
        "chow" => Ok(MeldKind::Chow),
        "pung" => Ok(MeldKind::Pung),
        "kong" | "melded-kong" => Ok(MeldKind::OpenKong),
        "concealed-kong" => Ok(MeldKind::ConcealedKong),
        _ => Err(McrHandError::UnknownMeldKind {
            meld,
            kind: kind.to_string(),
        }),
    }
}

impl McrHand {
    /// Reads and checks an entered hand: tiles readable, only playing tiles, at most four
    /// of a tile, winds known, at most eight flowers, and the facts of the win consistent.
    ///
    /// ```
    /// use mahjong_referee::mcr::{McrHand, McrInput};
    /// let input: McrInput = r#"{"concealed": "123m", "win": "1m", "robbingKong": true, "selfDrawn": true}"#.parse().unwrap();
    /// let err = McrHand::from_input(&input).unwrap_err();
    /// assert_eq!(err.to_string(), "robbingKong: a robbed tile is another player's, so the win is not self-drawn");
    /// ```
    pub fn from_input(input: &McrInput) -> Result<McrHand, McrHandError> {
        let concealed = read_tiles("concealed", &input.concealed)?;
        let win_tiles = read_tiles("win", &input.win)?;
        let [win] = win_tiles[..] else {
            return Err(McrHandError::WinNotOneTile {
                count: win_tiles.len(),
            });
        };
        let mut melds = Vec::with_capacity(input.melds.len());
        for (i, m) in input.melds.iter().enumerate() {
            let kind = read_kind(i + 1, &m.kind)?;
            let tiles = read_tiles(&format!("melds[{}]", i + 1), &m.tiles)?;
            melds.push(McrMeld { kind, tiles });
        }
        if input.flowers > 8 {
            return Err(McrHandError::TooManyFlowers {
                count: input.flowers,
            });
        }
        let hand = McrHand {
            concealed,
            melds,
            win,
            self_drawn: input.self_drawn,
            flowers: input.flowers,
            seat_wind: read_wind("seatWind", &input.seat_wind)?,
            round_wind: read_wind("roundWind", &input.round_wind)?,
            last_of_kind: input.last_of_kind,
            last_of_wall: input.last_of_wall,
            kong_replacement: input.kong_replacement,
            robbing_kong: input.robbing_kong,
            winning_tile_shown: input.winning_tile_shown,
        };
        hand.check()?;
        Ok(hand)
    }

    fn check(&self) -> Result<(), McrHandError> {
        let mut counts = [0usize; 34];
        let all = self
            .concealed
            .iter()
            .chain(self.melds.iter().flat_map(|m| m.tiles.iter()))
            .chain(std::iter::once(&self.win));
        for t in all {
            if let Some(k) = t.kind() {
                counts[k] += 1;
                if counts[k] > 4 {
                    return Err(McrHandError::FiveOfATile {
                        tile: t.plain(),
                        count: counts[k],
                    });
                }
            }
        }
        let contradiction = |why| Err(McrHandError::Contradiction { why });
        if self.robbing_kong && self.self_drawn {
            return contradiction(Contradiction::RobbedYetSelfDrawn);
        }
        if self.kong_replacement && !self.self_drawn {
            return contradiction(Contradiction::ReplacementNotSelfDrawn);
        }
        if self.kong_replacement
            && !self
                .melds
                .iter()
                .any(|m| matches!(m.kind, MeldKind::OpenKong | MeldKind::ConcealedKong))
        {
            return contradiction(Contradiction::NoKongToReplace);
        }
        let win_k = self.win.kind().unwrap_or(0);
        if self.robbing_kong && counts[win_k] > 1 {
            return contradiction(Contradiction::RobbedTileHeld);
        }
        Ok(())
    }

    /// The hand as entered: the input that reads back to it.
    ///
    /// ```
    /// use mahjong_referee::mcr::McrHand;
    /// let text = r#"{"concealed": "123m456p1122z", "melds": [{"kind": "kong", "tiles": "9999s"}], "win": "2z", "flowers": 3}"#;
    /// let hand: McrHand = text.parse().unwrap();
    /// assert_eq!(McrHand::from_input(&hand.to_input()).unwrap(), hand);
    /// ```
    pub fn to_input(&self) -> McrInput {
        let text = |tiles: &[Tile]| {
            Tiles::new(tiles.to_vec())
                .map(|t| {
                    if t.is_empty() {
                        String::new()
                    } else {
                        t.to_string()
                    }
                })
                .unwrap_or_default()
        };
        McrInput {
            concealed: text(&self.concealed),
            melds: self
                .melds
                .iter()
                .map(|m| MeldInput {
                    kind: m.kind.name().to_string(),
                    tiles: text(&m.tiles),
                })
                .collect(),
            win: self.win.to_string(),
            self_drawn: self.self_drawn,
            flowers: self.flowers,
            seat_wind: self.seat_wind.letter().to_string(),
            round_wind: self.round_wind.letter().to_string(),
            last_of_kind: self.last_of_kind,
            last_of_wall: self.last_of_wall,
            kong_replacement: self.kong_replacement,
            robbing_kong: self.robbing_kong,
            winning_tile_shown: self.winning_tile_shown,
        }
    }

    /// Hand size as the rules count it: concealed tiles plus three per meld, without the
    /// winning tile (13 for a hand that can be complete).
    ///
    /// ```
    /// use mahjong_referee::mcr::McrHand;
    /// let hand: McrHand = r#"{"concealed": "123m456p1122z", "melds": [{"kind": "kong", "tiles": "9999s"}], "win": "2z"}"#
    ///     .parse()
    ///     .unwrap();
    /// assert_eq!(hand.size(), 13);
    /// ```
    pub fn size(&self) -> usize {
        self.concealed.len() + 3 * self.melds.len()
    }
}

impl FromStr for McrHand {
    type Err = McrHandError;

    /// Reads the JSON of [`McrInput`] and checks it.
    fn from_str(s: &str) -> Result<McrHand, McrHandError> {
        McrHand::from_input(&s.parse()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(json: &str) -> String {
        json.parse::<McrHand>().unwrap_err().to_string()
    }

    #[test]
    fn errors_say_where_and_why() {
        assert_eq!(
            err(r#"{"concealed": "123x", "win": "1m"}"#),
            "concealed: unexpected 'x' at 4"
        );
        assert_eq!(
            err(r#"{"concealed": "123m", "win": "1f"}"#),
            "win: 1f is a flower or season: give the number in `flowers`"
        );
        assert_eq!(
            err(r#"{"concealed": "0m", "win": "1m"}"#),
            "concealed: 0m is a red five, which MCR does not use"
        );
        assert_eq!(
            err(r#"{"concealed": "1111m", "win": "1m"}"#),
            "5 copies of 1m: there are only four"
        );
        assert_eq!(
            err(
                r#"{"concealed": "1m", "win": "1m", "melds": [{"kind": "kang", "tiles": "1111p"}]}"#
            ),
            "melds[1]: \"kang\" is not chow, pung, kong or concealed-kong"
        );
        assert_eq!(
            err(r#"{"concealed": "1m", "win": "1m", "seatWind": "Q"}"#),
            "seatWind: \"Q\" is not E, S, W or N"
        );
        assert_eq!(
            err(r#"{"concealed": "1m", "win": "1m", "flowers": 9}"#),
            "flowers: 9 given, there are only 8"
        );
        assert_eq!(
            err(r#"{"concealed": "1m", "win": "1m", "extra": 9}"#),
            "unknown field 'extra' (fields: concealed, melds, win, selfDrawn, flowers, seatWind, roundWind, lastOfKind, lastOfWall, kongReplacement, robbingKong, winningTileShown)"
        );
        assert_eq!(
            err(r#"{"concealed": "1m", "win": "2m", "kongReplacement": true, "selfDrawn": true}"#),
            "kongReplacement: the hand has no kong to replace"
        );
    }

    #[test]
    fn empty_concealed_part_is_allowed() {
        let hand: McrHand = r#"{"concealed": "", "win": "1m", "melds": [
            {"kind": "pung", "tiles": "111p"}, {"kind": "pung", "tiles": "222p"},
            {"kind": "pung", "tiles": "333p"}, {"kind": "pung", "tiles": "444p"}]}"#
            .parse()
            .unwrap();
        assert_eq!(hand.size(), 12);
    }
}
