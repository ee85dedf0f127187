//! The 81 fans of the Chinese Official rules (Green Book 2006), in the book's order: from the
//! 88-point hands down to the 1-point fans, flowers last.

use std::fmt;
use std::str::FromStr;

macro_rules! fans {
    ($($(#[$doc:meta])* $variant:ident = $points:literal, $name:literal;)*) => {
        /// One fan. The names are the Green Book's English names; [`Fan::points`] gives its value.
        ///
        /// ```
        /// use mahjong_referee::mcr::Fan;
        /// assert_eq!(Fan::ChickenHand.name(), "Chicken Hand");
        /// assert_eq!(Fan::ChickenHand.points(), 8);
        /// assert_eq!("all pungs".parse::<Fan>().unwrap(), Fan::AllPungs);
        /// assert_eq!(Fan::ALL.len(), 81);
        /// ```
        #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Fan {
            $($(#[$doc])* $variant,)*
        }

        impl Fan {
            /// Every fan in the Green Book's order.
            pub const ALL: [Fan; 81] = [$(Fan::$variant,)*];

            /// The points this fan is worth (each time it is counted).
            ///
            /// ```
            /// use mahjong_referee::mcr::Fan;
            /// assert_eq!(Fan::ThirteenOrphans.points(), 88);
            /// ```
            pub const fn points(self) -> u8 {
                match self { $(Fan::$variant => $points,)* }
            }

            /// The Green Book's English name.
            ///
            /// ```
            /// use mahjong_referee::mcr::Fan;
            /// assert_eq!(Fan::PungOfTerminalsOrHonors.name(), "Pung of Terminals or Honors");
            /// ```
            pub const fn name(self) -> &'static str {
                match self { $(Fan::$variant => $name,)* }
            }
        }
    };
}

fans! {
    /// Pungs or kongs of all four winds.
    BigFourWinds = 88, "Big Four Winds";
    /// Pungs or kongs of all three dragons.
    BigThreeDragons = 88, "Big Three Dragons";
    /// Only 2, 3, 4, 6, 8 of bamboo and the green dragon.
    AllGreen = 88, "All Green";
    /// 1112345678999 of one suit, concealed, completed by any tile of that suit.
    NineGates = 88, "Nine Gates";
    /// Four kongs.
    FourKongs = 88, "Four Kongs";
    /// Seven pairs in one suit, seven numbers in a row.
    SevenShiftedPairs = 88, "Seven Shifted Pairs";
    /// One of each terminal and honour, and a pair of one of them.
    ThirteenOrphans = 88, "Thirteen Orphans";
    /// Only 1s and 9s.
    AllTerminals = 64, "All Terminals";
    /// Three wind pungs and a wind pair.
    LittleFourWinds = 64, "Little Four Winds";
    /// Two dragon pungs and a dragon pair.
    LittleThreeDragons = 64, "Little Three Dragons";
    /// Only honours.
    AllHonors = 64, "All Honors";
    /// Four pungs or kongs made without claiming.
    FourConcealedPungs = 64, "Four Concealed Pungs";
    /// Two 123 and two 789 chows and a pair of 5s, all one suit.
    PureTerminalChows = 64, "Pure Terminal Chows";
    /// Four identical chows.
    QuadrupleChow = 48, "Quadruple Chow";
    /// Four pungs of one suit, numbers in a row.
    FourPureShiftedPungs = 48, "Four Pure Shifted Pungs";
    /// Four chows of one suit, each one or two numbers above the last.
    FourPureShiftedChows = 32, "Four Pure Shifted Chows";
    /// Three kongs.
    ThreeKongs = 32, "Three Kongs";
    /// Only terminals and honours, in pungs and a pair.
    AllTerminalsAndHonors = 32, "All Terminals and Honors";
    /// Seven pairs.
    SevenPairs = 24, "Seven Pairs";
    /// Every honour once and seven knitted suit tiles.
    GreaterHonorsAndKnittedTiles = 24, "Greater Honors and Knitted Tiles";
    /// Pungs of even numbers and an even pair.
    AllEvenPungs = 24, "All Even Pungs";
    /// One suit, no honours.
    FullFlush = 24, "Full Flush";
    /// Three identical chows.
    PureTripleChow = 24, "Pure Triple Chow";
    /// Three pungs of one suit, numbers in a row.
    PureShiftedPungs = 24, "Pure Shifted Pungs";
    /// Only 7, 8, 9.
    UpperTiles = 24, "Upper Tiles";
    /// Only 4, 5, 6.
    MiddleTiles = 24, "Middle Tiles";
    /// Only 1, 2, 3.
    LowerTiles = 24, "Lower Tiles";
    /// 123, 456 and 789 of one suit.
    PureStraight = 16, "Pure Straight";
    /// 123 and 789 in two suits and a pair of 5s in the third.
    ThreeSuitedTerminalChows = 16, "Three-Suited Terminal Chows";
    /// Three chows of one suit, each one or two numbers above the last.
    PureShiftedChows = 16, "Pure Shifted Chows";
    /// A 5 in every set and in the pair.
    AllFives = 16, "All Fives";
    /// Three pungs of one number in the three suits.
    TriplePung = 16, "Triple Pung";
    /// Three pungs or kongs made without claiming.
    ThreeConcealedPungs = 16, "Three Concealed Pungs";
    /// Fourteen single tiles: knitted suit tiles and honours, no pair.
    LesserHonorsAndKnittedTiles = 12, "Lesser Honors and Knitted Tiles";
    /// 147, 258 and 369, each in a different suit.
    KnittedStraight = 12, "Knitted Straight";
    /// Only 6, 7, 8, 9.
    UpperFour = 12, "Upper Four";
    /// Only 1, 2, 3, 4.
    LowerFour = 12, "Lower Four";
    /// Pungs of three winds.
    BigThreeWinds = 12, "Big Three Winds";
    /// 123, 456 and 789, each in a different suit.
    MixedStraight = 8, "Mixed Straight";
    /// Only tiles that look the same upside down.
    ReversibleTiles = 8, "Reversible Tiles";
    /// Three chows of one number in the three suits.
    MixedTripleChow = 8, "Mixed Triple Chow";
    /// Three pungs, one per suit, numbers in a row.
    MixedShiftedPungs = 8, "Mixed Shifted Pungs";
    /// No fan at all but flowers.
    ChickenHand = 8, "Chicken Hand";
    /// Won on the last tile of the wall, self-drawn.
    LastTileDraw = 8, "Last Tile Draw";
    /// Won on the last discard of the hand.
    LastTileClaim = 8, "Last Tile Claim";
    /// Won on the replacement tile drawn for a kong.
    OutWithReplacementTile = 8, "Out with Replacement Tile";
    /// Won on the tile another player adds to a melded pung.
    RobbingTheKong = 8, "Robbing the Kong";
    /// Four pungs or kongs.
    AllPungs = 6, "All Pungs";
    /// One suit and honours.
    HalfFlush = 6, "Half Flush";
    /// Three chows, one per suit, each one number above the last.
    MixedShiftedChows = 6, "Mixed Shifted Chows";
    /// All three suits, winds and dragons.
    AllTypes = 6, "All Types";
    /// Four claimed sets, won on a discard with a single wait.
    MeldedHand = 6, "Melded Hand";
    /// Two concealed kongs.
    TwoConcealedKongs = 6, "Two Concealed Kongs";
    /// Two dragon pungs.
    TwoDragonPungs = 6, "Two Dragon Pungs";
    /// A terminal or honour in every set and the pair.
    OutsideHand = 4, "Outside Hand";
    /// Nothing claimed, and self-drawn.
    FullyConcealedHand = 4, "Fully Concealed Hand";
    /// Two melded kongs.
    TwoMeldedKongs = 4, "Two Melded Kongs";
    /// Won on the last of a kind, the other three already on the table.
    LastTile = 4, "Last Tile";
    /// A pung of a dragon.
    DragonPung = 2, "Dragon Pung";
    /// A pung of the round's wind.
    PrevalentWind = 2, "Prevalent Wind";
    /// A pung of the player's own wind.
    SeatWind = 2, "Seat Wind";
    /// Nothing claimed, won on a discard.
    ConcealedHand = 2, "Concealed Hand";
    /// Four chows and a suit pair.
    AllChows = 2, "All Chows";
    /// All four of a kind used, not as a kong.
    TileHog = 2, "Tile Hog";
    /// Two pungs of one number in two suits.
    DoublePung = 2, "Double Pung";
    /// Two pungs or kongs made without claiming.
    TwoConcealedPungs = 2, "Two Concealed Pungs";
    /// A concealed kong.
    ConcealedKong = 2, "Concealed Kong";
    /// No terminals, no honours.
    AllSimples = 2, "All Simples";
    /// Two identical chows.
    PureDoubleChow = 1, "Pure Double Chow";
    /// Two chows of one number in two suits.
    MixedDoubleChow = 1, "Mixed Double Chow";
    /// Two chows of one suit making six in a row.
    ShortStraight = 1, "Short Straight";
    /// 123 and 789 of one suit.
    TwoTerminalChows = 1, "Two Terminal Chows";
    /// A pung of 1s or 9s, or of a wind that is neither the round's nor the seat's.
    PungOfTerminalsOrHonors = 1, "Pung of Terminals or Honors";
    /// A melded kong.
    MeldedKong = 1, "Melded Kong";
    /// One suit missing.
    OneVoidedSuit = 1, "One Voided Suit";
    /// No honours.
    NoHonors = 1, "No Honors";
    /// Won on a 3 completing 12 or a 7 completing 89, the only wait.
    EdgeWait = 1, "Edge Wait";
    /// Won on the middle tile of a chow, the only wait.
    ClosedWait = 1, "Closed Wait";
    /// Won on the pair's second tile, the only wait.
    SingleWait = 1, "Single Wait";
    /// Won on a tile the player drew.
    SelfDrawn = 1, "Self-Drawn";
    /// One point per flower or season; never counts toward the 8-point minimum.
    FlowerTiles = 1, "Flower Tiles";
}

impl fmt::Display for Fan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no fan.
///
/// ```
/// use mahjong_referee::mcr::Fan;
/// assert_eq!("big five winds".parse::<Fan>().unwrap_err().to_string(), "no fan is named \"big five winds\"");
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct UnknownFan(pub String);

impl fmt::Display for UnknownFan {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "no fan is named \"{}\"", self.0)
    }
}

impl std::error::Error for UnknownFan {}

impl FromStr for Fan {
    type Err = UnknownFan;

    /// The Green Book name, in any letter case.
    fn from_str(s: &str) -> Result<Fan, UnknownFan> {
        let s = s.trim();
        Fan::ALL
            .into_iter()
            .find(|f| f.name().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownFan(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_book_has_81_fans_with_these_values() {
        let count = |p| Fan::ALL.iter().filter(|f| f.points() == p).count();
        let by_value: Vec<(u8, usize)> = [88, 64, 48, 32, 24, 16, 12, 8, 6, 4, 2, 1]
            .into_iter()
            .map(|p| (p, count(p)))
            .collect();
        assert_eq!(
            by_value,
            [
                (88, 7),
                (64, 6),
                (48, 2),
                (32, 3),
                (24, 9),
                (16, 6),
                (12, 5),
                (8, 9),
                (6, 7),
                (4, 4),
                (2, 10),
                (1, 13)
            ]
        );
        // In the book's order: values never go up.
        assert!(Fan::ALL.windows(2).all(|w| w[0].points() >= w[1].points()));
    }

    #[test]
    fn names_read_back() {
        for f in Fan::ALL {
            assert_eq!(f.name().parse::<Fan>().unwrap(), f);
            assert_eq!(f.to_string().to_uppercase().parse::<Fan>().unwrap(), f);
        }
    }
}
