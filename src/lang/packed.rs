//! A language said from its pack: every sentence, catalogue text, fan and phrase comes from
//! the pack's messages ([`super::pack`], [`super::phrases`]); until the pack is loaded, the
//! language says English (the widget shows English with a note meanwhile). Its widget words
//! ([`Words`]) come from the pack too ([`super::said`]).

use super::pack::{Arg, Pack, loaded};
use super::phrases::Ph;
use super::{Lang, Language, Words};
use crate::mcr::{Contradiction, Fan, McrHandError, MeldFault, NotComplete, Verdict};
use crate::riichi::{HandError, MeldKind, WaitShape};
use crate::rules::catalogue::{Group, IncidentInfo};
use crate::rules::{FuritenReason, Line, Outcome, Party, Payment, Section, Text, When, Within};
use crate::sets::{NotASet, SetCheck, SetKind};
use crate::tiles::{Dragon, ParseTilesError, Suit, Tile, TileClass, Wind};

/// French: said from its pack, `lang/fr.txt` (English until it is loaded).
pub(crate) static FRENCH: Packed = Packed {
    lang: Lang::Fr,
    words: &super::en::WORDS,
};

/// German: said from its pack, `lang/de.txt`.
pub(crate) static GERMAN: Packed = Packed {
    lang: Lang::De,
    words: &super::en::WORDS,
};

/// Dutch: said from its pack, `lang/nl.txt`.
pub(crate) static DUTCH: Packed = Packed {
    lang: Lang::Nl,
    words: &super::en::WORDS,
};

/// A language of a pack, with the widget words it has until its pack is loaded.
pub(crate) struct Packed {
    /// Which language.
    pub lang: Lang,
    /// Its widget words.
    pub words: &'static Words,
}

/// A list of facts by name.
macro_rules! facts {
    ($($name:literal => $value:expr),* $(,)?) => {
        &[$(($name, Arg::from($value))),*]
    };
}

impl Packed {
    fn pack(&self) -> Option<&'static Pack> {
        loaded(self.lang)
    }

    fn ordinal(p: &Pack, n: u8) -> String {
        if n == 1 {
            p.phrase(Ph::OrdinalFirst, &[])
        } else {
            p.phrase(Ph::Ordinal, facts!["n" => n])
        }
    }

    fn set_kind(p: &Pack, kind: SetKind) -> String {
        p.phrase(
            match kind {
                SetKind::Chow => Ph::SetChow,
                SetKind::Pung => Ph::SetPung,
                SetKind::Kong => Ph::SetKong,
                SetKind::Pair => Ph::SetPair,
            },
            &[],
        )
    }

    fn not_a_set(p: &Pack, why: &NotASet) -> String {
        let ph = match why {
            NotASet::Empty => Ph::NotSetEmpty,
            NotASet::OneTile => Ph::NotSetOneTile,
            NotASet::TooMany { count } => {
                return p.phrase(Ph::NotSetTooMany, facts!["count" => *count]);
            }
            NotASet::BonusTile => Ph::NotSetBonusTile,
            NotASet::PairDiffers => Ph::NotSetPairDiffers,
            NotASet::NotRunNorAlike => Ph::NotSetNotRunNorAlike,
            NotASet::Wraps => Ph::NotSetWraps,
            NotASet::MixedSuits => Ph::NotSetMixedSuits,
            NotASet::HonourRun => Ph::NotSetHonourRun,
            NotASet::WindsDiffer => Ph::NotSetWindsDiffer,
            NotASet::DragonsDiffer => Ph::NotSetDragonsDiffer,
            NotASet::HonoursDiffer => Ph::NotSetHonoursDiffer,
            NotASet::FourNotAlike => Ph::NotSetFourNotAlike,
        };
        p.phrase(ph, &[])
    }

    /// A tile's short label: `4m`, the honours and bonus tiles by the language's letters.
    fn short(p: &Pack, tile: Tile) -> String {
        let ph = match tile.class() {
            TileClass::Wind(Wind::East) => Ph::ShortEast,
            TileClass::Wind(Wind::South) => Ph::ShortSouth,
            TileClass::Wind(Wind::West) => Ph::ShortWest,
            TileClass::Wind(Wind::North) => Ph::ShortNorth,
            TileClass::Dragon(Dragon::White) => Ph::ShortWhite,
            TileClass::Dragon(Dragon::Green) => Ph::ShortGreen,
            TileClass::Dragon(Dragon::Red) => Ph::ShortRed,
            TileClass::Flower(n) => return p.phrase(Ph::ShortFlower, facts!["n" => n]),
            TileClass::Season(n) => return p.phrase(Ph::ShortSeason, facts!["n" => n]),
            TileClass::Suited { .. } => return tile.to_string(),
        };
        p.phrase(ph, &[])
    }

    fn shorts(p: &Pack, tiles: &[Tile]) -> String {
        let labels: Vec<String> = tiles.iter().map(|t| Self::short(p, *t)).collect();
        labels.join(" ")
    }

    fn tiles_error(p: &Pack, e: &ParseTilesError) -> String {
        match e {
            ParseTilesError::Empty => p.phrase(Ph::TilesEmpty, &[]),
            ParseTilesError::UnknownWord { at } => {
                p.phrase(Ph::TilesUnknownWord, facts!["at" => at.to_string()])
            }
            ParseTilesError::NumberWithoutSuit { at } => {
                p.phrase(Ph::TilesNumberWithoutSuit, facts!["at" => at.to_string()])
            }
            ParseTilesError::DigitsWithoutSuit { at } => {
                p.phrase(Ph::TilesDigitsWithoutSuit, facts!["at" => at.to_string()])
            }
            ParseTilesError::UnexpectedChar { at, found } => p.phrase(
                Ph::TilesUnexpectedChar,
                facts!["found" => found.to_string(), "at" => at.to_string()],
            ),
            ParseTilesError::NoSuchTile { at, digit, suit } => p.phrase(
                Ph::TilesNoSuchTile,
                facts!["digit" => digit.to_string(), "suit" => suit.to_string(), "at" => at.to_string()],
            ),
            ParseTilesError::TooManyCopies { tile, count } => p.phrase(
                Ph::TilesTooManyCopies,
                facts!["count" => count.to_string(), "tile" => tile.to_string(), "copies" => tile.copies().to_string()],
            ),
            ParseTilesError::NotOneTile { count: 0 } => p.phrase(Ph::TilesNotOneTileNone, &[]),
            ParseTilesError::NotOneTile { count } => {
                p.phrase(Ph::TilesNotOneTile, facts!["count" => count.to_string()])
            }
        }
    }
}

impl Language for Packed {
    fn words(&self) -> &'static Words {
        super::pack::words(self.lang).unwrap_or(self.words)
    }

    fn text(&self, text: Text) -> String {
        self.pack()
            .map_or_else(|| text.to_string(), |p| p.text(text))
    }

    fn line(&self, line: &Line) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.line(line);
        };
        match line {
            Line::Say(t) => p.text(*t),
            Line::NoRuleOn { ruleset, topic } => p.phrase(
                Ph::LineNoRuleOn,
                facts!["doc" => ruleset.short(), "topic" => p.text(*topic)],
            ),
            Line::Group(Some(check)) if check.is_meld() => {
                p.phrase(Ph::LineGroupMeld, facts!["check" => self.set_check(check)])
            }
            Line::Group(Some(check)) => {
                p.phrase(Ph::LineGroupFalse, facts!["check" => self.set_check(check)])
            }
            Line::Group(None) => p.phrase(Ph::LineGroupNone, &[]),
            Line::ShownHand(r) => match (&r.not_complete, r.verdict) {
                (Some(why), _) => p.phrase(
                    Ph::LineShownNotComplete,
                    facts!["why" => self.not_complete(why)],
                ),
                (None, verdict) => p.phrase(
                    if verdict == Verdict::Valid {
                        Ph::LineShownValid
                    } else {
                        Ph::LineShownUnder8
                    },
                    facts![
                        "reading" => r.reading_text(),
                        "fan" => r.fan,
                        "fans" => crate::rules::calc::fan_list(r, |f| self.fan(f)),
                    ],
                ),
            },
        }
    }

    fn outcome(&self, outcome: &Outcome) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.outcome(outcome);
        };
        let ph = match outcome {
            Outcome::NothingToRule => Ph::OutcomeNothingToRule,
            Outcome::NoPenalty => Ph::OutcomeNoPenalty,
            Outcome::Foul { rank, penalty } => {
                return p.phrase(
                    Ph::OutcomeFoul,
                    facts![
                        "rank" => Self::ordinal(p, *rank),
                        "penalty" => p.penalty(*penalty),
                    ],
                );
            }
            Outcome::DeadHand => Ph::OutcomeDeadHand,
            Outcome::Chombo => Ph::OutcomeChombo,
            Outcome::PointPenalty { amount, unit } => {
                return p.phrase(
                    Ph::OutcomePointPenalty,
                    facts!["amount" => *amount, "unit" => p.unit(*unit, *amount)],
                );
            }
            Outcome::Substitute => Ph::OutcomeSubstitute,
            Outcome::Disqualification => Ph::OutcomeDisqualification,
            Outcome::SessionDisqualification => Ph::OutcomeSessionDisqualification,
            Outcome::ReDeal => Ph::OutcomeReDeal,
            Outcome::Discretion => Ph::OutcomeDiscretion,
            Outcome::NotCovered => Ph::OutcomeNotCovered,
            Outcome::Payments => Ph::OutcomePayments,
            Outcome::HandsLeft(0) => Ph::OutcomeNoHandsLeft,
            Outcome::HandsLeft(1) => Ph::OutcomeOneHandLeft,
            Outcome::HandsLeft(n) => {
                return p.phrase(Ph::OutcomeHandsLeft, facts!["n" => *n]);
            }
        };
        p.phrase(ph, &[])
    }

    fn payment(&self, pay: &Payment) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.payment(pay);
        };
        let unit = p.unit(pay.unit, pay.amount);
        let when = p.phrase(
            match pay.when {
                When::AtOnce => Ph::WhenAtOnce,
                When::FromSessionScore => Ph::WhenFromSessionScore,
                When::AfterUma => Ph::WhenAfterUma,
            },
            &[],
        );
        // Who pays: the offender, or noten players at a draw (a tenpai player never pays).
        let payer = p.phrase(
            match pay.payer {
                Party::EachNotenPlayer => Ph::PayerEachNoten,
                Party::TheNotenPlayer => Ph::PayerTheNoten,
                _ => Ph::PayerOffender,
            },
            &[],
        );
        let to = match pay.payee {
            Party::Nobody => {
                return p.phrase(
                    Ph::PaymentLost,
                    facts!["payer" => payer, "amount" => pay.amount, "unit" => unit, "when" => when],
                );
            }
            Party::Offender => {
                return p.phrase(
                    Ph::PaymentReceived,
                    facts!["amount" => pay.amount, "unit" => unit, "when" => when],
                );
            }
            Party::EachOtherPlayer => Ph::PayeeEachOther,
            Party::Dealer => Ph::PayeeDealer,
            Party::EachOtherNonDealer => Ph::PayeeEachOtherNonDealer,
            Party::EachNotenPlayer => Ph::PayeeEachNoten,
            Party::TheNotenPlayer => Ph::PayeeTheNoten,
            Party::EachTenpaiPlayer => Ph::PayeeEachTenpai,
            Party::TheTenpaiPlayer => Ph::PayeeTheTenpai,
        };
        p.phrase(
            Ph::PaymentPays,
            facts![
                "payer" => payer,
                "amount" => pay.amount,
                "unit" => unit,
                "to" => p.phrase(to, &[]),
                "when" => when,
            ],
        )
    }

    fn section(&self, section: &Section) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.section(section);
        };
        let mut out = section.ruleset.short().to_string();
        if let Some(n) = section.number {
            out = p.phrase(Ph::SectionNumbered, facts!["doc" => out, "number" => n]);
        }
        if section.within == Within::Passage {
            out = p.phrase(
                Ph::SectionPassage,
                facts!["section" => out, "title" => p.text(section.title)],
            );
        } else if section.titled() {
            out = p.phrase(
                Ph::SectionTitled,
                facts!["section" => out, "title" => p.text(section.title)],
            );
        }
        if let Within::Row(row) = section.within {
            out = p.phrase(
                Ph::SectionRow,
                facts!["section" => out, "row" => p.text(row)],
            );
        }
        out
    }

    fn group(&self, group: Group) -> &'static str {
        self.pack().map_or(group.title(), |p| p.group(group))
    }

    fn incident_title(&self, info: &IncidentInfo) -> &'static str {
        self.pack().map_or(info.title, |p| p.incident_title(info))
    }

    fn incident_keywords(&self, info: &IncidentInfo) -> &'static str {
        self.pack()
            .map_or(info.keywords, |p| p.incident_keywords(info))
    }

    fn question(&self, info: &IncidentInfo, index: usize) -> &'static str {
        match self.pack() {
            Some(p) => p.question(info, index),
            None => Lang::En.question(info, index),
        }
    }

    fn choice(&self, info: &IncidentInfo, index: usize, value: &str) -> String {
        self.pack()
            .and_then(|p| p.choice(info, index, value))
            .map_or_else(|| Lang::En.choice(info, index, value), str::to_string)
    }

    fn tile_short(&self, tile: Tile) -> String {
        self.pack()
            .map_or_else(|| Lang::En.tile_short(tile), |p| Self::short(p, tile))
    }

    fn tile(&self, tile: Tile) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.tile(tile);
        };
        let ph = match tile.class() {
            TileClass::Suited { suit, number, red } => {
                let ph = match suit {
                    Suit::Man => Ph::TileMan,
                    Suit::Pin => Ph::TilePin,
                    Suit::Sou => Ph::TileSou,
                };
                let name = p.phrase(ph, facts!["n" => number]);
                return if red {
                    p.phrase(Ph::TileRed, facts!["tile" => name])
                } else {
                    name
                };
            }
            TileClass::Wind(Wind::East) => Ph::TileEast,
            TileClass::Wind(Wind::South) => Ph::TileSouth,
            TileClass::Wind(Wind::West) => Ph::TileWest,
            TileClass::Wind(Wind::North) => Ph::TileNorth,
            TileClass::Dragon(Dragon::White) => Ph::TileWhite,
            TileClass::Dragon(Dragon::Green) => Ph::TileGreen,
            TileClass::Dragon(Dragon::Red) => Ph::TileRedDragon,
            TileClass::Flower(n) | TileClass::Season(n) => {
                const BONUS: [Ph; 8] = [
                    Ph::Bonus1,
                    Ph::Bonus2,
                    Ph::Bonus3,
                    Ph::Bonus4,
                    Ph::Bonus5,
                    Ph::Bonus6,
                    Ph::Bonus7,
                    Ph::Bonus8,
                ];
                let season = matches!(tile.class(), TileClass::Season(_));
                let at = usize::from(n).saturating_sub(1) + if season { 4 } else { 0 };
                let name = p.phrase(BONUS[at.min(7)], &[]);
                let ph = if season {
                    Ph::TileSeason
                } else {
                    Ph::TileFlower
                };
                return p.phrase(ph, facts!["name" => name, "n" => n]);
            }
        };
        p.phrase(ph, &[])
    }

    fn set_check(&self, check: &SetCheck) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.set_check(check);
        };
        let labels = Self::shorts(p, check.tiles.as_slice());
        match &check.result {
            Ok(kind) => p.phrase(
                Ph::SetIs,
                facts!["tiles" => labels, "kind" => Self::set_kind(p, *kind)],
            ),
            Err(NotASet::Empty) => p.phrase(Ph::NotSetEmpty, &[]),
            Err(why) => p.phrase(
                Ph::SetNot,
                facts!["tiles" => labels, "why" => Self::not_a_set(p, why)],
            ),
        }
    }

    fn fan(&self, fan: Fan) -> &'static str {
        self.pack().map_or(fan.name(), |p| p.fan(fan))
    }

    fn not_complete(&self, why: &NotComplete) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.not_complete(why);
        };
        match why {
            NotComplete::TileCount { tiles } => p.phrase(
                Ph::NotCompleteTileCount,
                facts!["tiles" => tiles.to_string()],
            ),
            NotComplete::FalseMeld {
                meld,
                declared,
                why,
            } => {
                let why = match why {
                    MeldFault::Tiles(e) => Self::tiles_error(p, e),
                    MeldFault::NotASet(e) => Self::not_a_set(p, e),
                    MeldFault::MakesA(kind) => {
                        p.phrase(Ph::MeldMakesA, facts!["kind" => Self::set_kind(p, *kind)])
                    }
                };
                p.phrase(
                    Ph::NotCompleteFalseMeld,
                    facts![
                        "meld" => meld.to_string(),
                        "declared" => self.meld_kind(*declared),
                        "why" => why,
                    ],
                )
            }
            NotComplete::NoShape => p.phrase(Ph::NotCompleteNoShape, &[]),
        }
    }

    fn furiten_reason(&self, why: &FuritenReason) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.furiten_reason(why);
        };
        match why {
            FuritenReason::OwnDiscards { tiles } => p.phrase(
                Ph::FuritenOwnDiscards,
                facts!["tiles" => Self::shorts(p, tiles)],
            ),
            FuritenReason::PassedWin => p.phrase(Ph::FuritenPassedWin, &[]),
            FuritenReason::PassedWinInRiichi => p.phrase(Ph::FuritenPassedWinInRiichi, &[]),
        }
    }

    fn wait_shape(&self, shape: WaitShape) -> &'static str {
        let Some(p) = self.pack() else {
            return Lang::En.wait_shape(shape);
        };
        p.plain(match shape {
            WaitShape::TwoSided => Ph::WaitTwoSided,
            WaitShape::Edge => Ph::WaitEdge,
            WaitShape::Closed => Ph::WaitClosed,
            WaitShape::Single => Ph::WaitSingle,
            WaitShape::DualPung => Ph::WaitDualPung,
            WaitShape::ThirteenOrphans => Ph::WaitThirteenOrphans,
            WaitShape::ThirteenSided => Ph::WaitThirteenSided,
        })
    }

    fn meld_kind(&self, kind: MeldKind) -> &'static str {
        let Some(p) = self.pack() else {
            return Lang::En.meld_kind(kind);
        };
        p.plain(match kind {
            MeldKind::Chow => Ph::MeldChow,
            MeldKind::Pung => Ph::MeldPung,
            MeldKind::OpenKong => Ph::MeldOpenKong,
            MeldKind::ConcealedKong => Ph::MeldConcealedKong,
        })
    }

    fn tiles_error(&self, e: &ParseTilesError) -> String {
        match self.pack() {
            Some(p) => Self::tiles_error(p, e),
            None => Lang::En.tiles_error(e),
        }
    }

    fn hand_error(&self, e: &HandError) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.hand_error(e);
        };
        match e {
            HandError::Tiles { meld: None, error } => p.phrase(
                Ph::HandConcealed,
                facts!["error" => Self::tiles_error(p, error)],
            ),
            HandError::Tiles {
                meld: Some(n),
                error,
            } => p.phrase(
                Ph::HandMeld,
                facts!["meld" => n.to_string(), "error" => Self::tiles_error(p, error)],
            ),
            HandError::Bracket { at } => p.phrase(Ph::HandBracket, facts!["at" => at.to_string()]),
            HandError::NotAMeld { meld, tiles, why } => p.phrase(
                Ph::HandNotAMeld,
                facts![
                    "meld" => meld.to_string(),
                    "tiles" => tiles.to_string(),
                    "why" => Self::not_a_set(p, why),
                ],
            ),
            HandError::PairAsMeld { meld } => {
                p.phrase(Ph::HandPairAsMeld, facts!["meld" => meld.to_string()])
            }
            HandError::ConcealedNotKong { meld } => {
                p.phrase(Ph::HandConcealedNotKong, facts!["meld" => meld.to_string()])
            }
            HandError::TooManyCopies { tile, count } => p.phrase(
                Ph::HandTooManyCopies,
                facts!["count" => count.to_string(), "tile" => tile.to_string()],
            ),
            HandError::Empty => p.phrase(Ph::HandEmpty, &[]),
            HandError::TooManyTiles { size } => {
                p.phrase(Ph::HandTooManyTiles, facts!["size" => size.to_string()])
            }
        }
    }

    fn mcr_hand_error(&self, e: &McrHandError) -> String {
        let Some(p) = self.pack() else {
            return Lang::En.mcr_hand_error(e);
        };
        match e {
            McrHandError::Json {
                line,
                column,
                message,
            } => p.phrase(
                Ph::McrJson,
                facts![
                    "line" => line.to_string(),
                    "column" => column.to_string(),
                    "message" => message.to_string(),
                ],
            ),
            McrHandError::Tiles { field, error } => p.phrase(
                Ph::McrTiles,
                facts!["field" => field.to_string(), "error" => Self::tiles_error(p, error)],
            ),
            McrHandError::NotAnMcrTile { field, tile } => p.phrase(
                match tile.class() {
                    TileClass::Flower(_) | TileClass::Season(_) => Ph::McrBonusTile,
                    _ => Ph::McrRedFive,
                },
                facts!["field" => field.to_string(), "tile" => tile.to_string()],
            ),
            McrHandError::WinNotOneTile { count: 0 } => p.phrase(Ph::McrWinNone, &[]),
            McrHandError::WinNotOneTile { count } => {
                p.phrase(Ph::McrWinMany, facts!["count" => count.to_string()])
            }
            McrHandError::UnknownMeldKind { meld, kind } => p.phrase(
                Ph::McrUnknownMeldKind,
                facts!["meld" => meld.to_string(), "kind" => kind.to_string()],
            ),
            McrHandError::UnknownWind { field, value } => p.phrase(
                Ph::McrUnknownWind,
                facts!["field" => field.to_string(), "value" => value.to_string()],
            ),
            McrHandError::TooManyFlowers { count } => {
                p.phrase(Ph::McrTooManyFlowers, facts!["count" => count.to_string()])
            }
            McrHandError::FiveOfATile { tile, count } => p.phrase(
                Ph::McrFiveOfATile,
                facts!["count" => count.to_string(), "tile" => tile.to_string()],
            ),
            McrHandError::Contradiction { why } => p.phrase(
                match why {
                    Contradiction::RobbedYetSelfDrawn => Ph::McrRobbedYetSelfDrawn,
                    Contradiction::ReplacementNotSelfDrawn => Ph::McrReplacementNotSelfDrawn,
                    Contradiction::NoKongToReplace => Ph::McrNoKongToReplace,
                    Contradiction::RobbedTileHeld => Ph::McrRobbedTileHeld,
                },
                &[],
            ),
        }
    }
}
