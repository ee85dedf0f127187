//! What happened: the irregularity and the facts that change its ruling.
//!
//! Each incident is declared once: its facts as a struct in the file of its group
//! ([`calls`], [`tiles`], [`riichi`], [`end_of_hand`], [`conduct`]; `facts!` in [`declare`]:
//! each field with its JSON name and its question, which rule sets ask it and when; its kind
//! of value comes from the field's type, [`fact`]) and one entry in the `incidents!` list
//! here (its kind, title, group, keywords and example). From that come the [`Incident`]
//! type, the [catalogue](super::catalogue) and its questions, the strict readers of every
//! door ([`situation`]: [`Situation::from_value`], [`Incident::from_facts`]), the
//! TypeScript type, and the widget's form (a [`Situation`] it sets facts on).
//!
//! Adding an incident: its struct in its group's file (if it has facts) and its entry in
//! `incidents!`; one arm (and function) in each rule set's module; its title, keywords,
//! questions and answer labels and any new ruling sentence in every language pack
//! (`lang/*.txt`, under keys `incident.<kind>.…` and `say.…`) — the compiler and the tests
//! ask for each, naming the key.

mod calls;
mod conduct;
mod declare;
mod end_of_hand;
mod error;
mod fact;
mod riichi;
mod situation;
mod tiles;

pub use calls::{
    Call, ChangedCall, ClaimNotTaken, ClaimOrder, DeadHandCall, EmptyCall, FalseSet, OrderError,
    Replacement, Shown, ShownHu, WallTouched, WrongWord,
};
pub use conduct::{Late, Obstruction, PassingInformation, Place, Substitution};
pub use end_of_hand::{
    AbortiveCause, AbortiveDraw, ChomboWith, Counting, CountingError, ExhaustiveDraw, TimeSignal,
    WinningTileNotShown,
};
pub use error::IncidentError;
pub use fact::{Fact, FactKind, FactType, Value, When};
pub use riichi::{FuritenRon, NotenRiichi, RiichiDeclaration, RiichiError, RiichiKong};
pub use situation::Situation;
pub use tiles::{ExposedFrom, ExposedNoFault, ExposedTiles, WrongDraw};

use crate::tiles::Tiles;
use declare::{Facts, unknown_field};
use serde::Serialize;

/// A referee's group of incidents.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Group {
    /// Calls and claims.
    Calls,
    /// Tiles drawn, exposed or knocked over.
    Tiles,
    /// Riichi declarations.
    Riichi,
    /// The end of a hand.
    EndOfHand,
    /// Conduct and the session.
    Conduct,
}

impl Group {
    /// All groups, in the order referees meet them.
    pub const ALL: [Group; 5] = [
        Group::Calls,
        Group::Tiles,
        Group::Riichi,
        Group::EndOfHand,
        Group::Conduct,
    ];

    /// The group's heading.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::Group;
    /// assert_eq!(Group::Calls.title(), "Calls and claims");
    /// ```
    pub const fn title(self) -> &'static str {
        match self {
            Group::Calls => "Calls and claims",
            Group::Tiles => "Tiles",
            Group::Riichi => "Riichi",
            Group::EndOfHand => "End of a hand",
            Group::Conduct => "Conduct and the session",
        }
    }
}

/// One incident in the catalogue.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct IncidentInfo {
    /// The `kind` in the JSON.
    pub kind: &'static str,
    /// What happened, in a few words.
    pub title: &'static str,
    /// Its group.
    pub group: Group,
    /// Words a referee might search with.
    pub keywords: &'static str,
    /// The facts it asks.
    pub facts: &'static [Fact],
    /// An example, as JSON.
    pub example: &'static str,
}

/// The catalogue entry of a kind.
///
/// ```
/// use mahjong_referee::rules::catalogue::info;
/// assert_eq!(info("late").unwrap().title, "A player arrived late");
/// assert!(info("nope").is_none());
/// ```
pub fn info(kind: &str) -> Option<&'static IncidentInfo> {
    CATALOGUE.iter().find(|i| i.kind == kind)
}

/// The incidents, each declared once here: its kind, its facts' struct (if it has facts)
/// and its catalogue entry (title, group, keywords, example). From this list come the
/// [`Incident`] type, its [`kind`](Incident::kind), its facts read and set by name, and the
/// [`CATALOGUE`](super::catalogue::CATALOGUE).
macro_rules! incidents {
    ($( $(#[$doc:meta])* $variant:ident $(($payload:ty))? = $kind:literal {
        title: $title:literal,
        group: $group:ident,
        keywords: $keywords:literal,
        example: $example:literal $(,)?
    }, )*) => {
        /// A validated incident. Written out, it is the JSON its reader takes back: a `kind`
        /// and that kind's facts in camelCase.
        ///
        /// ```
        /// use mahjong_referee::rules::Incident;
        /// let incident: Incident = r#"{"kind":"false-set","tiles":"232z","discarded":true}"#.parse().unwrap();
        /// assert_eq!(incident.kind(), "false-set");
        /// ```
        #[derive(Debug, Clone, PartialEq, Eq, Serialize)]
        #[serde(tag = "kind", rename_all = "kebab-case")]
        pub enum Incident {
            $( $(#[$doc])* $variant $(($payload))?, )*
        }

        /// Every incident the rule sets rule on, in the order the catalogue lists them.
        pub const CATALOGUE: &[IncidentInfo] = &[
            $( IncidentInfo {
                kind: $kind,
                title: $title,
                group: Group::$group,
                keywords: $keywords,
                facts: incidents!(@facts $(($payload))?),
                example: $example,
            }, )*
        ];

        impl Incident {
            /// Its kind, as the JSON names it (`false-set`).
            ///
            /// ```
            /// use mahjong_referee::rules::Incident;
            /// assert_eq!(Incident::Cheating.kind(), "cheating");
            /// ```
            pub fn kind(&self) -> &'static str {
                match self {
                    $( incidents!(@pattern $variant $(($payload))?) => $kind, )*
                }
            }

            /// An incident of that kind with every fact at its default (`None`: no such kind).
            ///
            /// ```
            /// use mahjong_referee::rules::Incident;
            /// assert_eq!(Incident::new("late").unwrap().kind(), "late");
            /// assert!(Incident::new("nope").is_none());
            /// ```
            pub fn new(kind: &str) -> Option<Incident> {
                Some(match kind {
                    $( $kind => incidents!(@new $variant $(($payload))?), )*
                    _ => return None,
                })
            }

            /// The facts of its kind, in the order asked.
            pub fn facts(&self) -> &'static [Fact] {
                match self {
                    $( incidents!(@pattern $variant $(($payload))?) => incidents!(@facts $(($payload))?), )*
                }
            }

            /// The facts' struct, to read or write a fact by name (`None`: no facts).
            fn payload(&mut self) -> Option<&mut dyn Facts> {
                match self {
                    $( incidents!(@bind $variant p $(($payload))?) => incidents!(@dyn p $(($payload))?), )*
                }
            }

            /// The facts' struct, read only.
            fn payload_ref(&self) -> Option<&dyn Facts> {
                match self {
                    $( incidents!(@bind $variant p $(($payload))?) => incidents!(@dyn p $(($payload))?), )*
                }
            }
        }
    };
    (@pattern $variant:ident ($payload:ty)) => { Incident::$variant(_) };
    (@pattern $variant:ident) => { Incident::$variant };
    (@bind $variant:ident $p:ident ($payload:ty)) => { Incident::$variant($p) };
    (@bind $variant:ident $p:ident) => { Incident::$variant };
    (@new $variant:ident ($payload:ty)) => { Incident::$variant(<$payload>::default()) };
    (@new $variant:ident) => { Incident::$variant };
    (@facts ($payload:ty)) => { <$payload>::FACTS };
    (@facts) => { &[] };
    (@dyn $p:ident ($payload:ty)) => { Some($p as _) };
    (@dyn $p:ident) => { None };
}

incidents! {
    /// A player claimed a false set.
    FalseSet(FalseSet) = "false-set" {
        title: "A player claimed a false set",
        group: Calls,
        keywords: "false set invalid group meld wrong tiles false flower chow pung kong",
        example: r#"{"kind":"false-set","tiles":"southwestsouth","discarded":true}"#,
    },
    /// A call that could not be made.
    EmptyCall(EmptyCall) = "empty-call" {
        title: "A player made a call they could not complete",
        group: Calls,
        keywords: "empty call chow pung kong concealed ankan riichi ron tsumo hu mahjong declared false wrong mistaken invalid win no yaku under 8 eight points minimum hand shown chombo without tiles pair",
        example: r#"{"kind":"empty-call","call":"win","tilesShown":true}"#,
    },
    /// A tile drawn from the wrong place.
    WrongDraw(WrongDraw) = "wrong-draw" {
        title: "A tile was drawn from the wrong place",
        group: Tiles,
        keywords: "wrong draw wall wrong end dead wall picked tile drawing drew wrong tile drawn out turn put hand among",
        example: r#"{"kind":"wrong-draw","intoHand":true}"#,
    },
    /// Tiles exposed or knocked over.
    ExposedTiles(ExposedTiles) = "exposed-tiles" {
        title: "Tiles were exposed or knocked over",
        group: Tiles,
        keywords: "exposed knocked over fell fallen dropped flipped revealed shown tiles showed hand wall dead wall opponent hand dora indicator mistake accident",
        example: r#"{"kind":"exposed-tiles","from":"opponent-hand","count":2}"#,
    },
    /// Tiles exposed with no player at fault.
    ExposedNoFault(ExposedNoFault) = "exposed-no-fault" {
        title: "Tiles were exposed with no player at fault",
        group: Tiles,
        keywords: "collapse collapsed table rack bumped shaken nobody fault blame earthquake",
        example: r#"{"kind":"exposed-no-fault","playCanContinue":false}"#,
    },
    /// Information passed.
    PassingInformation(PassingInformation) = "passing-information" {
        title: "A player passed information to another",
        group: Conduct,
        keywords: "passing information hints comment tenpai dangerous discard talking spoke speak about hand advice advise gave give told tell telling coach coaching what",
        example: r#"{"kind":"passing-information","serious":true}"#,
    },
    /// Cheating.
    Cheating = "cheating" {
        title: "A player was caught cheating",
        group: Conduct,
        keywords: "cheating cheat disqualification marked tiles marking collusion colluding signals",
        example: r#"{"kind":"cheating"}"#,
    },
    /// A telephone rang or disturbed play.
    Telephone = "telephone" {
        title: "A telephone rang or disturbed play",
        group: Conduct,
        keywords: "telephone phone mobile ringing device noise",
        example: r#"{"kind":"telephone"}"#,
    },
    /// Late for a session.
    Late(Late) = "late" {
        title: "A player arrived late",
        group: Conduct,
        keywords: "late lateness tardy minutes arrival show up after session started",
        example: r#"{"kind":"late","minutes":12}"#,
    },
    /// An exhaustive draw.
    ExhaustiveDraw(ExhaustiveDraw) = "exhaustive-draw" {
        title: "The wall ran out: noten payments",
        group: EndOfHand,
        keywords: "exhaustive draw noten tenpai nobody payment ryuukyoku wall empty",
        example: r#"{"kind":"exhaustive-draw","tenpai":1}"#,
    },
    /// The time signal.
    TimeSignal(TimeSignal) = "time-signal" {
        title: "The time signal sounded: how many hands are left",
        group: EndOfHand,
        keywords: "time signal limit 15 minutes session last hand clock timeout time up end bell buzzer timer gong rang ring sounded after",
        example: r#"{"kind":"time-signal","diceThrown":true}"#,
    },
    /// A claimed tile not taken in time.
    ClaimedTileNotTaken(ClaimNotTaken) = "claimed-tile-not-taken" {
        title: "A claimed tile was not taken in time",
        group: Calls,
        keywords: "claimed tile not taken forgot take discard chow pung kong too timely",
        example: r#"{"kind":"claimed-tile-not-taken","discardsSince":3}"#,
    },
    /// A call with a dead hand.
    DeadHandCall(DeadHandCall) = "dead-hand-call" {
        title: "A player with a dead hand made a call",
        group: Calls,
        keywords: "dead hand call claim chow pung kong riichi chombo play continue kept declared dead hand declared called pung",
        example: r#"{"kind":"dead-hand-call","declaredDead":true}"#,
    },
    /// Too many or too few tiles.
    WrongTileCount = "wrong-tile-count" {
        title: "A player has too many or too few tiles",
        group: Tiles,
        keywords: "too many too few tiles count wrong number hand size short long small big 12 13 14 15 tiles tahai shouhai drew drawn extra two discarded two tiles forgot draw without drawing kong",
        example: r#"{"kind":"wrong-tile-count"}"#,
    },
    /// A riichi declaration made wrongly.
    RiichiDeclaration(RiichiDeclaration) = "riichi-declaration" {
        title: "A riichi was declared wrongly",
        group: Riichi,
        keywords: "riichi declaration stick call rotate sideways tile not rotated turn discard open hand reach forgot forgotten missing without placed put",
        example: r#"{"kind":"riichi-declaration","error":"no-rotation"}"#,
    },
    /// A riichi hand not waiting.
    NotenRiichi(NotenRiichi) = "noten-riichi" {
        title: "A riichi hand was not waiting at the draw",
        group: Riichi,
        keywords: "noten riichi false riichi not waiting riichi without tenpai chombo exhaustive draw declared declaration",
        example: r#"{"kind":"noten-riichi"}"#,
    },
    /// An abortive-draw situation.
    AbortiveDraw(AbortiveDraw) = "abortive-draw" {
        title: "An abortive-draw situation",
        group: EndOfHand,
        keywords: "abortive draw nine terminals four kongs four winds four riichi all declared kyuushu kyuuhai suufon renda suukaikan suucha",
        example: r#"{"kind":"abortive-draw","cause":"four-winds"}"#,
    },
    /// Obstruction.
    Obstruction(Obstruction) = "obstruction" {
        title: "A player obstructed the game",
        group: Conduct,
        keywords: "obstruction stalling too slow play delay time wall destroying abuse loophole disturbance disturbing disruptive refuse refusal refused follow request continue 10 seconds turn longer",
        example: r#"{"kind":"obstruction","repeated":true}"#,
    },
    /// A substitute.
    Substitution(Substitution) = "substitution" {
        title: "A player is replaced by a substitute",
        group: Conduct,
        keywords: "substitute illness fell ill replaced missing hanchan uma table points sick cannot continue absent left leave place seat abandon session",
        example: r#"{"kind":"substitution","duringSession":true}"#,
    },
    /// Claiming in the wrong order.
    ClaimOrder(ClaimOrder) = "claim-order" {
        title: "A discard was claimed in the wrong order",
        group: Calls,
        keywords: "order call show take reveal claim before calling out turn",
        example: r#"{"kind":"claim-order","error":"taken-before-showing"}"#,
    },
    /// A chow called without waiting.
    EarlyChow = "early-chow" {
        title: "A chow was called without waiting for other calls",
        group: Calls,
        keywords: "chow early waiting three seconds priority precedence several simultaneous calls same discard pung kong hu two both tile call chow call pung over could 3",
        example: r#"{"kind":"early-chow"}"#,
    },
    /// The wall tile touched, then a call.
    WallTouched(WallTouched) = "wall-touched" {
        title: "A player touched the wall tile, then called the discard",
        group: Calls,
        keywords: "touch wall tile draw call discard reach",
        example: r#"{"kind":"wall-touched","touched":true}"#,
    },
    /// A fault in building the wall or dealing.
    DistributionFoul = "distribution-foul" {
        title: "A fault in building the wall or dealing",
        group: Tiles,
        keywords: "distribution deal dealing error mistake fault misdeal wall broken wrong place built badly build wrong order flowers rebuild dice",
        example: r#"{"kind":"distribution-foul"}"#,
    },
    /// An error while counting a win.
    Counting(Counting) = "counting" {
        title: "A mistake while a win was being counted",
        group: EndOfHand,
        keywords: "counting miscount score error mistake hu intact flowers wall revealed points scoring wrong destroyed mixed tiles hand counted opponent help helped",
        example: r#"{"kind":"counting","error":"winning-tile-not-added"}"#,
    },
    /// A chombo with a win or a draw.
    ChomboWith(ChomboWith) = "chombo-with" {
        title: "A chombo at the same time as a win or a draw",
        group: EndOfHand,
        keywords: "chombo chonbo simultaneous win voided exhaustive draw",
        example: r#"{"kind":"chombo-with"}"#,
    },
    /// A furiten player declared ron.
    FuritenRon(FuritenRon) = "furiten-ron" {
        title: "A furiten player declared ron",
        group: Riichi,
        keywords: "furiten ron win discard chombo invalid win called own discarded tile temporary winning tile called ron",
        example: r#"{"kind":"furiten-ron","tilesShown":true}"#,
    },
    /// Swap-calling (kuikae).
    SwapCalling = "swap-calling" {
        title: "Swap-calling: discarding the tile just called for",
        group: Calls,
        keywords: "swap calling kuikae chow pung chi pon after discard called tile same tile",
        example: r#"{"kind":"swap-calling"}"#,
    },
    /// The last tile claimed for a set.
    LastTileClaim = "last-tile-claim" {
        title: "The last tile was claimed for a set",
        group: EndOfHand,
        keywords: "last tile wall haitei houtei claim chow pung kong concealed kong",
        example: r#"{"kind":"last-tile-claim"}"#,
    },
    /// A call changed into another.
    ChangedCall(ChangedCall) = "changed-call" {
        title: "A player called one thing, then another",
        group: Calls,
        keywords: "changed call change correction pung pon ron chow chi word no wait",
        example: r#"{"kind":"changed-call","firstWasWin":true,"shown":"hand"}"#,
    },
    /// A call with a wrong word.
    WrongWord(WrongWord) = "wrong-word" {
        title: "A call was made with the wrong word",
        group: Calls,
        keywords: "wrong word term call ippatsu hu mahjong ron tsumo chi pon kan language",
        example: r#"{"kind":"wrong-word","win":true,"tilesShown":true}"#,
    },
    /// An invalid concealed kong after riichi.
    RiichiKong(RiichiKong) = "riichi-kong" {
        title: "An invalid concealed kong after riichi",
        group: Riichi,
        keywords: "riichi concealed kong kan ankan invalid wait change call chombo riichi change wait changed wait",
        example: r#"{"kind":"riichi-kong"}"#,
    },
    /// A win whose winning tile was not shown apart.
    WinningTileNotShown(WinningTileNotShown) = "winning-tile-not-shown" {
        title: "The winning tile was not shown apart",
        group: EndOfHand,
        keywords: "winning tile not shown apart from hand hidden show wait fans single edge closed last tile nine gates self drawn",
        example: r#"{"kind":"winning-tile-not-shown"}"#,
    },
}
impl Incident {
    /// What happened, in a few words.
    ///
    /// ```
    /// use mahjong_referee::rules::Incident;
    /// let i: Incident = r#"{"kind":"false-set"}"#.parse().unwrap();
    /// assert_eq!(i.title(), "A player claimed a false set");
    /// ```
    pub fn title(&self) -> &'static str {
        info(self.kind()).map_or("", |i| i.title)
    }
}

impl Incident {
    /// A fact's value (`None`: no such fact here, or no value, e.g. no group).
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Incident};
    /// let i: Incident = r#"{"kind":"late","minutes":12}"#.parse().unwrap();
    /// assert_eq!(i.value("minutes"), Some(Value::Count(12)));
    /// assert_eq!(i.value("seconds"), Some(Value::Count(0)));
    /// assert_eq!(i.value("colour"), None);
    /// ```
    pub fn value(&self, field: &str) -> Option<Value> {
        self.payload_ref()?.value(field)
    }

    /// Sets a fact: a value of its kind, within its range, one of its list's values.
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Incident};
    /// let mut i = Incident::new("exhaustive-draw").unwrap();
    /// i.set("tenpai", &Value::Count(2)).unwrap();
    /// assert_eq!(i.value("tenpai"), Some(Value::Count(2)));
    /// assert_eq!(
    ///     i.set("tenpai", &Value::Count(5)).unwrap_err().to_string(),
    ///     "field 'tenpai': '5' is not one of its values (0–4)"
    /// );
    /// assert!(i.set("tenpia", &Value::Count(1)).is_err());
    /// ```
    pub fn set(&mut self, field: &str, value: &Value) -> Result<(), IncidentError> {
        let facts = self.facts();
        let Some(fact) = facts.iter().find(|f| f.field == field) else {
            return Err(unknown_field(field, facts));
        };
        if !fact.takes(value) {
            return Err(IncidentError::Fact {
                field: fact.field,
                value: value.to_string(),
                expected: fact.values(),
            });
        }
        match self.payload() {
            Some(p) => p.set(fact.field, value),
            None => Err(unknown_field(field, facts)),
        }
    }

    /// Puts a fact back to its default.
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::Value, Incident};
    /// let mut i: Incident = r#"{"kind":"false-set","tiles":"123m","discarded":true}"#.parse().unwrap();
    /// i.reset("tiles");
    /// i.reset("discarded");
    /// assert_eq!(i, Incident::new("false-set").unwrap());
    /// ```
    pub fn reset(&mut self, field: &str) {
        let fresh = Incident::new(self.kind()).and_then(|i| i.value(field));
        // No value at its default: no group.
        let value = fresh.unwrap_or(Value::Tiles(Tiles::default()));
        if let Some(p) = self.payload() {
            let _ = p.set(field, &value);
        }
    }
}
