//! Yaku and fu of a riichi win, as EMA 2016 and WRC 2015 count them.
//!
//! A win is read every way its tiles allow (and, where the winning tile could sit in more
//! than one set, each way it could); the reading that pays most is chosen. Here, the yaku
//! ([`Yaku`]: each one's name and han); the reading and scoring of a win, its fu with it,
//! are in `reading.rs`.

mod reading;

pub use reading::WinConditions;
pub(crate) use reading::best_reading;

use std::fmt;

/// A yaku with its han, or a yakuman.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Yaku {
    /// Riichi (closed).
    Riichi,
    /// Double riichi: riichi on the first discard (closed).
    DoubleRiichi,
    /// Ippatsu: a win within the first go-around after riichi.
    Ippatsu,
    /// Fully concealed hand won on a self-drawn tile.
    MenzenTsumo,
    /// Pinfu: closed, four chows, a pair that scores nothing, a two-sided wait.
    Pinfu,
    /// Two identical chows (closed).
    Iipeikou,
    /// All simples.
    Tanyao,
    /// A pung or kong of a dragon.
    DragonPung,
    /// A pung or kong of the player's seat wind.
    SeatWind,
    /// A pung or kong of the round wind.
    RoundWind,
    /// Self-drawn win on the last tile of the wall.
    Haitei,
    /// Win on the discard after the last tile.
    Houtei,
    /// Self-drawn win on a kong's replacement tile.
    Rinshan,
    /// Win on a tile added to a pung to make a kong.
    Chankan,
    /// Terminal or honour in every set and the pair, with a chow.
    Chanta,
    /// The same chow in all three suits.
    SanshokuDoujun,
    /// 123, 456 and 789 of one suit.
    Ittsu,
    /// Four pungs or kongs.
    Toitoi,
    /// Three concealed pungs or kongs.
    Sanankou,
    /// The same pung in all three suits.
    SanshokuDoukou,
    /// Three kongs.
    Sankantsu,
    /// Seven different pairs.
    Chiitoitsu,
    /// Only terminals and honours.
    Honroutou,
    /// Two dragon pungs and a dragon pair.
    Shousangen,
    /// One suit with honours.
    Honitsu,
    /// Terminal in every set and the pair, no honours, with a chow.
    Junchan,
    /// Two pairs of identical chows (closed).
    Ryanpeikou,
    /// One suit, no honours.
    Chinitsu,
    /// Thirteen orphans (yakuman).
    KokushiMusou,
    /// Four concealed pungs (yakuman).
    Suuankou,
    /// Three dragon pungs (yakuman).
    Daisangen,
    /// Three wind pungs and a wind pair (yakuman).
    Shousuushii,
    /// Four wind pungs (yakuman).
    Daisuushii,
    /// All honours (yakuman).
    Tsuuiisou,
    /// All terminals (yakuman).
    Chinroutou,
    /// All green: 2 3 4 6 8 sou and the green dragon (yakuman).
    Ryuuiisou,
    /// Nine gates: 1112345678999 and one more of the suit, closed (yakuman).
    ChuurenPoutou,
    /// Four kongs (yakuman).
    Suukantsu,
    /// The dealer's win on the first draw (yakuman).
    Tenhou,
    /// A non-dealer's self-drawn win on the first draw, with no call before (yakuman).
    Chiihou,
}

impl Yaku {
    /// Every yaku, in the order of the enum.
    pub const ALL: [Yaku; 40] = {
        use Yaku::*;
        [
            Riichi,
            DoubleRiichi,
            Ippatsu,
            MenzenTsumo,
            Pinfu,
            Iipeikou,
            Tanyao,
            DragonPung,
            SeatWind,
            RoundWind,
            Haitei,
            Houtei,
            Rinshan,
            Chankan,
            Chanta,
            SanshokuDoujun,
            Ittsu,
            Toitoi,
            Sanankou,
            SanshokuDoukou,
            Sankantsu,
            Chiitoitsu,
            Honroutou,
            Shousangen,
            Honitsu,
            Junchan,
            Ryanpeikou,
            Chinitsu,
            KokushiMusou,
            Suuankou,
            Daisangen,
            Shousuushii,
            Daisuushii,
            Tsuuiisou,
            Chinroutou,
            Ryuuiisou,
            ChuurenPoutou,
            Suukantsu,
            Tenhou,
            Chiihou,
        ]
    };

    /// The name in romaji, lower case with hyphens: `riichi`, `menzen-tsumo`, `kokushi-musou`.
    ///
    /// ```
    /// use mahjong_referee::riichi::Yaku;
    /// assert_eq!(Yaku::SanshokuDoujun.name(), "sanshoku-doujun");
    /// ```
    pub const fn name(self) -> &'static str {
        use Yaku::*;
        match self {
            Riichi => "riichi",
            DoubleRiichi => "double-riichi",
            Ippatsu => "ippatsu",
            MenzenTsumo => "menzen-tsumo",
            Pinfu => "pinfu",
            Iipeikou => "iipeikou",
            Tanyao => "tanyao",
            DragonPung => "dragon-pung",
            SeatWind => "seat-wind",
            RoundWind => "round-wind",
            Haitei => "haitei",
            Houtei => "houtei",
            Rinshan => "rinshan-kaihou",
            Chankan => "chankan",
            Chanta => "chanta",
            SanshokuDoujun => "sanshoku-doujun",
            Ittsu => "ittsu",
            Toitoi => "toitoi",
            Sanankou => "sanankou",
            SanshokuDoukou => "sanshoku-doukou",
            Sankantsu => "sankantsu",
            Chiitoitsu => "chiitoitsu",
            Honroutou => "honroutou",
            Shousangen => "shousangen",
            Honitsu => "honitsu",
            Junchan => "junchan",
            Ryanpeikou => "ryanpeikou",
            Chinitsu => "chinitsu",
            KokushiMusou => "kokushi-musou",
            Suuankou => "suuankou",
            Daisangen => "daisangen",
            Shousuushii => "shousuushii",
            Daisuushii => "daisuushii",
            Tsuuiisou => "tsuuiisou",
            Chinroutou => "chinroutou",
            Ryuuiisou => "ryuuiisou",
            ChuurenPoutou => "chuuren-poutou",
            Suukantsu => "suukantsu",
            Tenhou => "tenhou",
            Chiihou => "chiihou",
        }
    }

    /// Han for a closed hand and for an open one (`None`: not allowed open); a yakuman
    /// gives 13.
    ///
    /// ```
    /// use mahjong_referee::riichi::Yaku;
    /// assert_eq!(Yaku::Honitsu.han(), (3, Some(2)));
    /// assert_eq!(Yaku::Pinfu.han(), (1, None));
    /// ```
    pub const fn han(self) -> (u8, Option<u8>) {
        use Yaku::*;
        match self {
            Riichi | Ippatsu | MenzenTsumo | Pinfu | Iipeikou => (1, None),
            Tanyao | DragonPung | SeatWind | RoundWind | Haitei | Houtei | Rinshan | Chankan => {
                (1, Some(1))
            }
            DoubleRiichi | Chiitoitsu => (2, None),
            Chanta | SanshokuDoujun | Ittsu => (2, Some(1)),
            Toitoi | Sanankou | SanshokuDoukou | Sankantsu | Honroutou | Shousangen => (2, Some(2)),
            Honitsu | Junchan => (3, Some(2)),
            Ryanpeikou => (3, None),
            Chinitsu => (6, Some(5)),
            KokushiMusou | Suuankou | ChuurenPoutou | Tenhou | Chiihou => (13, None),
            Daisangen | Shousuushii | Daisuushii | Tsuuiisou | Chinroutou | Ryuuiisou
            | Suukantsu => (13, Some(13)),
        }
    }

    /// A yakuman.
    ///
    /// ```
    /// use mahjong_referee::riichi::Yaku;
    /// assert!(Yaku::Daisangen.is_yakuman());
    /// ```
    pub const fn is_yakuman(self) -> bool {
        self.han().0 == 13
    }
}

impl fmt::Display for Yaku {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
