//! The incident catalogue: every situation the rule sets rule on, grouped the way referees
//! think, with the facts each one asks and an example. `mjref incidents` prints it and
//! docs/incidents.md is generated from it.

use super::{Incident, RulesetId, Ruling, rule};

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

/// One fact an incident asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Fact {
    /// Its JSON field.
    pub field: &'static str,
    /// Its values: `true | false`, a list `a | b | c` (the first is the default), a range
    /// `0–4`, or `tiles`.
    pub values: &'static str,
    /// The question it answers.
    pub question: &'static str,
    /// The ruling waits until this fact is given.
    pub required: bool,
    /// Which rule sets ask it: `None` all, `Some(true)` the MCR ones, `Some(false)` riichi.
    pub mcr: Option<bool>,
    /// The answer taken when none is given, where it is not the usual one (see
    /// [`Fact::default_answer`]).
    unusual_default: Option<&'static str>,
    /// When the fact applies at all, given the other answers, and what to say when it is
    /// given where it does not (see [`Fact::applies`]); always when `None`.
    when: Option<(When, &'static str)>,
    /// Values only the riichi rule sets have (a riichi call).
    riichi_only: &'static [&'static str],
}

/// What kind of answer a fact takes, read once from its `values` ([`Fact::kind`]): every
/// reader, the TypeScript type and the widget's questions go by it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum FactKind {
    /// `true | false`.
    YesNo,
    /// A whole number from 0 to `max` (`0–4`).
    Count {
        /// The largest it takes.
        max: u32,
    },
    /// One of a list's values (`a | b | c`).
    List,
    /// Tiles, in any notation.
    Tiles,
}

/// A fact's answer as its incident reads it ([`Fact::typed`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Typed<'a> {
    /// A yes/no.
    Yes(bool),
    /// A count.
    Number(u32),
    /// One of a list's values, or tiles.
    Text(&'a str),
}

/// A test on an incident's other answers (`answer(field)`, `None` when not given).
pub type When = for<'a> fn(&dyn Fn(&str) -> Option<&'a str>) -> bool;

impl Fact {
    /// Whether the fact applies, given the other answers: the replacement tile after a
    /// kong or a flower only, say — a group known to be three tiles has none. A fact that
    /// does not apply is not asked and not assumed; given a value other than its default,
    /// it is an error.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::info;
    /// let replacement = &info("false-set").unwrap().facts[2];
    /// assert!(replacement.applies(&|_| None));
    /// assert!(replacement.applies(&|f| (f == "tiles").then_some("2222z")));
    /// assert!(replacement.applies(&|f| (f == "tiles").then_some("1m")), "a false flower");
    /// assert!(!replacement.applies(&|f| (f == "tiles").then_some("232z")));
    /// ```
    pub fn applies<'a>(&self, answer: &dyn Fn(&str) -> Option<&'a str>) -> bool {
        self.when.is_none_or(|(when, _)| when(answer))
    }

    /// Why the fact does not apply (for the error when it is given where it does not).
    pub fn not_applying(&self) -> &'static str {
        self.when.map_or("", |(_, why)| why)
    }

    /// The values a rule set can be asked: a list's values less those only riichi has,
    /// under an MCR rule set.
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::info, RulesetId};
    /// let call = &info("empty-call").unwrap().facts[0];
    /// assert!(call.choices_for(RulesetId::Ema2016).contains(&"riichi"));
    /// assert!(!call.choices_for(RulesetId::Mers2010).contains(&"riichi"));
    /// ```
    pub fn choices_for(&self, ruleset: RulesetId) -> Vec<&'static str> {
        let mut out = self.choices();
        self.offer_to(ruleset, &mut out);
        out
    }

    /// Leaves out of `values` those the rule set does not have (a riichi call under MCR).
    fn offer_to(&self, ruleset: RulesetId, values: &mut Vec<&'static str>) {
        if ruleset.is_mcr() {
            values.retain(|c| !self.riichi_only.contains(c));
        }
    }

    /// An answer as text (`true`, `12`, `in-hand`, tiles in any notation) as the typed
    /// value its incident reads: a yes/no, a whole number within the fact's range, one of
    /// its list's values, tiles that read. Anything else is the error that says which field
    /// and what it takes.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::{info, Typed};
    /// let late = &info("late").unwrap().facts[0];
    /// assert_eq!(late.typed("12").unwrap(), Typed::Number(12));
    /// assert!(late.typed("soon").is_err());
    /// ```
    pub fn typed<'a>(&self, text: &'a str) -> Result<Typed<'a>, super::IncidentError> {
        let bad = || super::IncidentError::Fact {
            field: self.field,
            value: text.to_string(),
            expected: self.values,
        };
        match self.kind() {
            FactKind::Tiles => {
                text.parse::<crate::tiles::Tiles>().map_err(|error| {
                    super::IncidentError::Tiles {
                        field: self.field,
                        error,
                    }
                })?;
                Ok(Typed::Text(text))
            }
            FactKind::Count { max } => match text.trim().parse::<u32>() {
                Ok(n) if n <= max => Ok(Typed::Number(n)),
                _ => Err(bad()),
            },
            FactKind::YesNo => match text {
                "true" => Ok(Typed::Yes(true)),
                "false" => Ok(Typed::Yes(false)),
                _ => Err(bad()),
            },
            FactKind::List if self.choices().contains(&text) => Ok(Typed::Text(text)),
            FactKind::List => Err(bad()),
        }
    }

    /// What kind of answer the fact takes.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::{info, FactKind};
    /// let exposed = info("exposed-tiles").unwrap();
    /// assert_eq!(exposed.facts[0].kind(), FactKind::List);
    /// assert_eq!(exposed.facts[1].kind(), FactKind::Count { max: 136 });
    /// assert_eq!(exposed.facts[2].kind(), FactKind::YesNo);
    /// assert_eq!(info("false-set").unwrap().facts[0].kind(), FactKind::Tiles);
    /// ```
    pub fn kind(&self) -> FactKind {
        match self.values {
            "true | false" => FactKind::YesNo,
            "tiles" => FactKind::Tiles,
            v => match v.split_once('–').and_then(|(_, hi)| hi.parse().ok()) {
                Some(max) => FactKind::Count { max },
                None => FactKind::List,
            },
        }
    }

    /// The values of a list or yes/no fact; empty for ranges and tiles.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::info;
    /// let f = &info("exposed-tiles").unwrap().facts[0];
    /// assert_eq!(f.choices(), ["wall", "dead-wall", "own-hand", "opponent-hand"]);
    /// ```
    pub fn choices(&self) -> Vec<&'static str> {
        match self.kind() {
            FactKind::YesNo | FactKind::List => self.values.split(" | ").collect(),
            FactKind::Count { .. } | FactKind::Tiles => Vec::new(),
        }
    }

    /// The upper end of a range fact (`0–4` gives 4).
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::info;
    /// assert_eq!(info("late").unwrap().facts[0].range_max(), Some(65535));
    /// ```
    pub fn range_max(&self) -> Option<u32> {
        match self.kind() {
            FactKind::Count { max } => Some(max),
            _ => None,
        }
    }

    /// The values tried to see whether the fact decides anything: a list's or yes/no's
    /// values; for a range, its low end and the numbers the rule sets draw lines at; none
    /// for tiles.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::info;
    /// let facts = info("claimed-tile-not-taken").unwrap().facts;
    /// assert_eq!(facts[0].trial_values(), ["0", "1", "2", "3", "4"]);
    /// ```
    pub fn trial_values(&self) -> Vec<&'static str> {
        match self.range_max() {
            Some(max) => ["0", "1", "2", "3", "4", "6", "10", "11", "15", "16"]
                .into_iter()
                .filter(|v| v.parse::<u32>().is_ok_and(|n| n <= max))
                .collect(),
            None => self.choices(),
        }
    }

    /// The answer an incident is read with when none is given: no for a yes/no, a list's
    /// first value, a range's low end, unless the catalogue says otherwise; `None` for
    /// tiles (no group). A ruling that rests on it says so ([`crate::rules::assumed`]), and
    /// the widget waits for an answer instead.
    ///
    /// ```
    /// use mahjong_referee::rules::catalogue::info;
    /// let exposed = info("exposed-tiles").unwrap();
    /// let default = |field| exposed.facts.iter().find(|f| f.field == field).unwrap().default_answer();
    /// assert_eq!(default("from"), Some("wall"));
    /// assert_eq!(default("duringDeal"), Some("false"));
    /// assert_eq!(default("playCanContinue"), Some("true"));
    /// assert_eq!(default("count"), Some("1"));
    /// ```
    pub fn default_answer(&self) -> Option<&'static str> {
        match self.kind() {
            FactKind::Tiles => None,
            _ if self.unusual_default.is_some() => self.unusual_default,
            FactKind::YesNo => Some("false"),
            FactKind::Count { .. } => Some("0"),
            FactKind::List => self.choices().first().copied(),
        }
    }

    /// Whether this fact of an incident decides anything under a rule set, given the other
    /// answers (`answer` gives each field's answer, `None` when not given): some value it
    /// can take changes the ruling. A required fact and the tiles always do (the ruling
    /// waits for them); a fact the rule set's text never asks about never does — the
    /// widget leaves such questions out.
    ///
    /// ```
    /// use mahjong_referee::rules::{catalogue::info, RulesetId};
    /// let exposed = info("exposed-tiles").unwrap();
    /// let fact = |field| exposed.facts.iter().find(|f| f.field == field).unwrap();
    /// let none = |_: &str| None;
    /// // EMA 2012 rules by where the tiles came from; EMA 2016 does not ask.
    /// assert!(fact("from").decides(exposed.kind, RulesetId::Ema2012, none));
    /// assert!(!fact("from").decides(exposed.kind, RulesetId::Ema2016, none));
    /// // Who exposed them matters once it is a chombo under EMA 2012 (more than five tiles).
    /// assert!(!fact("dealer").decides(exposed.kind, RulesetId::Ema2012, none));
    /// let seven = |f: &str| (f == "count").then_some("7");
    /// assert!(fact("dealer").decides(exposed.kind, RulesetId::Ema2012, seven));
    /// ```
    pub fn decides<'a>(
        &self,
        kind: &str,
        ruleset: RulesetId,
        answer: impl Fn(&str) -> Option<&'a str>,
    ) -> bool {
        if !self.applies(&answer) {
            return false;
        }
        if self.required || self.kind() == FactKind::Tiles {
            return true;
        }
        self.changes_ruling(kind, ruleset, &answer, &|_| {})
    }

    /// Whether some value of this fact changes the ruling, the other facts as `answer`
    /// gives them (and `keep` putting back what the facts as text cannot carry: an MCR
    /// hand shown).
    fn changes_ruling<'a>(
        &self,
        kind: &str,
        ruleset: RulesetId,
        answer: &dyn Fn(&str) -> Option<&'a str>,
        keep: &dyn Fn(&mut Incident),
    ) -> bool {
        let mut first: Option<Ruling> = None;
        let mut values = self.trial_values();
        self.offer_to(ruleset, &mut values);
        for value in values {
            let incident = Incident::from_facts(kind, |f| {
                if f == self.field {
                    Some(value)
                } else {
                    answer(f)
                }
            });
            let Ok(mut incident) = incident else {
                // Answers the incident cannot take: leave the question to the referee.
                return true;
            };
            keep(&mut incident);
            let ruling = rule(ruleset, &incident);
            match &first {
                None => first = Some(ruling),
                Some(r) if *r != ruling => return true,
                Some(_) => {}
            }
        }
        false
    }
}

/// See [`crate::rules::assumed`].
pub(super) fn assumed(ruleset: RulesetId, situation: &super::Situation) -> Vec<&'static str> {
    let incident = &situation.incident;
    let Some(info) = info(incident.kind()) else {
        return Vec::new();
    };
    // The facts given, as text.
    let written = serde_json::to_value(incident).unwrap_or_default();
    let texts: Vec<(&'static str, String)> = situation
        .given
        .iter()
        .filter_map(|&field| {
            let text = match written.get(field)? {
                serde_json::Value::String(s) => s.clone(),
                other => other.to_string(),
            };
            Some((field, text))
        })
        .collect();
    let answer = |field: &str| {
        texts
            .iter()
            .find(|(k, _)| *k == field)
            .map(|(_, v)| v.as_str())
    };
    let hand = match incident {
        Incident::EmptyCall(c) => c.hand.clone(),
        _ => None,
    };
    let keep = |i: &mut Incident| {
        if let Incident::EmptyCall(c) = i {
            c.hand.clone_from(&hand);
        }
    };
    info.facts
        .iter()
        .filter(|f| !situation.answered(f.field))
        .filter(|f| f.mcr.is_none_or(|mcr| mcr == ruleset.is_mcr()))
        .filter(|f| f.applies(&answer))
        .filter(|f| {
            f.kind() == FactKind::Tiles || f.changes_ruling(info.kind, ruleset, &answer, &keep)
        })
        .map(|f| f.field)
        .collect()
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

const fn fact(field: &'static str, values: &'static str, question: &'static str) -> Fact {
    Fact {
        field,
        values,
        question,
        required: false,
        mcr: None,
        unusual_default: None,
        when: None,
        riichi_only: &[],
    }
}

impl Fact {
    /// The same fact, asked only `when` the other answers allow it (`why` says when).
    const fn when(self, when: When, why: &'static str) -> Fact {
        Fact {
            when: Some((when, why)),
            ..self
        }
    }

    /// The same fact, with values only the riichi rule sets have.
    const fn riichi_only(self, values: &'static [&'static str]) -> Fact {
        Fact {
            riichi_only: values,
            ..self
        }
    }

    /// The same fact, taken as `value` when not answered.
    const fn defaults_to(self, value: &'static str) -> Fact {
        Fact {
            unusual_default: Some(value),
            ..self
        }
    }
}

const fn required(field: &'static str, values: &'static str, question: &'static str) -> Fact {
    Fact {
        required: true,
        ..fact(field, values, question)
    }
}

const fn mcr(field: &'static str, values: &'static str, question: &'static str) -> Fact {
    Fact {
        mcr: Some(true),
        ..fact(field, values, question)
    }
}

const fn riichi(field: &'static str, values: &'static str, question: &'static str) -> Fact {
    Fact {
        mcr: Some(false),
        ..fact(field, values, question)
    }
}

/// The group is four tiles (a kong) or one (a flower declared), or not known yet: a
/// replacement tile can be due.
fn a_replacement_can_be_due<'a>(answer: &dyn Fn(&str) -> Option<&'a str>) -> bool {
    answer("tiles").is_none_or(|t| {
        t.parse::<crate::tiles::Tiles>()
            .map_or(true, |t| t.len() == 4 || t.len() == 1)
    })
}

/// Every incident, in catalogue order.
pub const CATALOGUE: &[IncidentInfo] = &[
    IncidentInfo {
        kind: "false-set",
        title: "A player claimed a false set",
        group: Group::Calls,
        keywords: "false set invalid group meld wrong tiles false flower chow pung kong",
        facts: &[
            required("tiles", "tiles", "Which tiles were shown for the group?"),
            required(
                "discarded",
                "true | false",
                "Has the player discarded since?",
            ),
            mcr(
                "replacement",
                "not-taken | taken | in-hand",
                "After a kong: where is the replacement tile?",
            )
            .when(
                a_replacement_can_be_due,
                "only for a kong's four tiles or a flower declared",
            ),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls this player already had this session",
            ),
        ],
        example: r#"{"kind":"false-set","tiles":"southwestsouth","discarded":true}"#,
    },
    IncidentInfo {
        kind: "empty-call",
        title: "A player made a call they could not complete",
        group: Group::Calls,
        keywords: "empty call chow pung kong concealed ankan riichi ron tsumo hu mahjong declared false wrong mistaken invalid win no yaku under 8 eight points minimum hand shown chombo dead hand without tiles pair",
        facts: &[
            fact(
                "call",
                "chow | pung | kong | concealed-kong | riichi | win",
                "Which call?",
            )
            .riichi_only(&["riichi"]),
            fact(
                "tilesShown",
                "true | false",
                "Were tiles shown (for a win: the hand laid open)?",
            ),
            riichi("dealer", "true | false", "Is the offender the dealer?"),
            mcr(
                "fourSetsAndPair",
                "true | false",
                "For a win shown: four sets and a pair, only short of 8 points?",
            ),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls this player already had this session",
            ),
        ],
        example: r#"{"kind":"empty-call","call":"win","tilesShown":true}"#,
    },
    IncidentInfo {
        kind: "wrong-draw",
        title: "A tile was drawn from the wrong place",
        group: Group::Tiles,
        keywords: "wrong draw wall wrong end dead wall picked tile drawing drew wrong tile drawn out turn put hand among",
        facts: &[
            fact(
                "discarded",
                "true | false",
                "Has the player discarded since?",
            ),
            fact(
                "intoHand",
                "true | false",
                "Did the tile go in among the player's tiles?",
            ),
            riichi(
                "deadWall",
                "true | false",
                "Was it taken from the dead wall?",
            ),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls this player already had this session",
            ),
        ],
        example: r#"{"kind":"wrong-draw","intoHand":true}"#,
    },
    IncidentInfo {
        kind: "exposed-tiles",
        title: "Tiles were exposed or knocked over",
        group: Group::Tiles,
        keywords: "exposed knocked over fell fallen dropped flipped revealed shown tiles showed hand wall dead wall opponent hand dora indicator mistake accident",
        facts: &[
            fact(
                "from",
                "wall | dead-wall | own-hand | opponent-hand",
                "Where were the tiles?",
            ),
            fact("count", "0–136", "How many tiles?").defaults_to("1"),
            fact(
                "duringDeal",
                "true | false",
                "During the deal, before play began?",
            ),
            fact(
                "playCanContinue",
                "true | false",
                "Can play go on fairly? (the referee's judgement)",
            )
            .defaults_to("true"),
            riichi("dealer", "true | false", "Is the offender the dealer?"),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls this player already had this session",
            ),
        ],
        example: r#"{"kind":"exposed-tiles","from":"opponent-hand","count":2}"#,
    },
    IncidentInfo {
        kind: "exposed-no-fault",
        title: "Tiles were exposed with no player at fault",
        group: Group::Tiles,
        keywords: "collapse collapsed table rack bumped shaken nobody fault blame earthquake",
        facts: &[fact(
            "playCanContinue",
            "true | false",
            "Can play go on fairly? (the referee's judgement)",
        )
        .defaults_to("true")],
        example: r#"{"kind":"exposed-no-fault","playCanContinue":false}"#,
    },
    IncidentInfo {
        kind: "passing-information",
        title: "A player passed information to another",
        group: Group::Conduct,
        keywords: "passing information hints comment tenpai dangerous discard talking spoke speak about hand advice advise gave give told tell telling coach coaching what",
        facts: &[
            fact(
                "serious",
                "true | false",
                "Serious, or repeated after a warning?",
            ),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls this player already had this session",
            ),
        ],
        example: r#"{"kind":"passing-information","serious":true}"#,
    },
    IncidentInfo {
        kind: "cheating",
        title: "A player was caught cheating",
        group: Group::Conduct,
        keywords: "cheating cheat disqualification marked tiles marking collusion colluding signals",
        facts: &[],
        example: r#"{"kind":"cheating"}"#,
    },
    IncidentInfo {
        kind: "telephone",
        title: "A telephone rang or disturbed play",
        group: Group::Conduct,
        keywords: "telephone phone mobile ringing device noise",
        facts: &[],
        example: r#"{"kind":"telephone"}"#,
    },
    IncidentInfo {
        kind: "late",
        title: "A player arrived late",
        group: Group::Conduct,
        keywords: "late lateness tardy minutes substitute arrival show up after session started",
        facts: &[required("minutes", "0–65535", "How many minutes late?")],
        example: r#"{"kind":"late","minutes":12}"#,
    },
    IncidentInfo {
        kind: "exhaustive-draw",
        title: "The wall ran out: noten payments",
        group: Group::EndOfHand,
        keywords: "exhaustive draw noten tenpai nobody payment ryuukyoku wall empty",
        facts: &[fact(
            "tenpai",
            "0–4",
            "How many players show a tenpai hand?",
        )],
        example: r#"{"kind":"exhaustive-draw","tenpai":1}"#,
    },
    IncidentInfo {
        kind: "time-signal",
        title: "The time signal sounded: how many hands are left",
        group: Group::EndOfHand,
        keywords: "time signal limit 15 minutes session last hand clock timeout time up end bell buzzer timer gong rang ring sounded after",
        facts: &[
            fact(
                "diceThrown",
                "true | false",
                "Had the dice of the hand under way been thrown?",
            ),
            fact(
                "gameComplete",
                "true | false",
                "Is the full game already complete?",
            ),
        ],
        example: r#"{"kind":"time-signal","diceThrown":true}"#,
    },
    IncidentInfo {
        kind: "claimed-tile-not-taken",
        title: "A claimed tile was not taken in time",
        group: Group::Calls,
        keywords: "claimed tile not taken forgot take discard chow pung kong false set too timely",
        facts: &[required(
            "discardsSince",
            "0–4",
            "How many discards since the claim, the claimer's own included?",
        )],
        example: r#"{"kind":"claimed-tile-not-taken","discardsSince":3}"#,
    },
    IncidentInfo {
        kind: "dead-hand-call",
        title: "A player with a dead hand made a call",
        group: Group::Calls,
        keywords: "dead hand call claim chow pung kong riichi chombo play continue kept declared dead hand declared called pung",
        facts: &[
            fact(
                "declaredDead",
                "true | false",
                "Had the dead hand been declared to the table?",
            ),
            riichi("dealer", "true | false", "Is the offender the dealer?"),
        ],
        example: r#"{"kind":"dead-hand-call","declaredDead":true}"#,
    },
    IncidentInfo {
        kind: "wrong-tile-count",
        title: "A player has too many or too few tiles",
        group: Group::Tiles,
        keywords: "too many too few tiles count wrong number hand size short long small big 12 13 14 15 tiles tahai shouhai drew drawn extra two discarded two tiles forgot draw without drawing kong",
        facts: &[],
        example: r#"{"kind":"wrong-tile-count"}"#,
    },
    IncidentInfo {
        kind: "riichi-declaration",
        title: "A riichi was declared wrongly",
        group: Group::Riichi,
        keywords: "riichi declaration stick call rotate sideways tile not rotated turn discard open hand reach forgot forgotten missing without placed put",
        facts: &[fact(
            "error",
            "no-stick | no-call | no-rotation | open-hand | rotation-after-claim",
            "What went wrong?",
        )],
        example: r#"{"kind":"riichi-declaration","error":"no-rotation"}"#,
    },
    IncidentInfo {
        kind: "noten-riichi",
        title: "A riichi hand was not waiting at the draw",
        group: Group::Riichi,
        keywords: "noten riichi false riichi not waiting riichi without tenpai chombo exhaustive draw declared declaration",
        facts: &[
            fact(
                "deadAfterRiichi",
                "true | false",
                "Is the hand noten only because it was declared dead after the riichi?",
            ),
            fact("dealer", "true | false", "Is the offender the dealer?"),
        ],
        example: r#"{"kind":"noten-riichi"}"#,
    },
    IncidentInfo {
        kind: "abortive-draw",
        title: "An abortive-draw situation",
        group: Group::EndOfHand,
        keywords: "abortive draw nine terminals four kongs four winds four riichi all declared kyuushu kyuuhai suufon renda suukaikan suucha",
        facts: &[fact(
            "cause",
            "nine-terminals | four-kongs | four-winds | four-riichi",
            "What happened?",
        )],
        example: r#"{"kind":"abortive-draw","cause":"four-winds"}"#,
    },
    IncidentInfo {
        kind: "obstruction",
        title: "A player obstructed the game",
        group: Group::Conduct,
        keywords: "obstruction stalling too slow play delay time wall destroying abuse loophole disturbance disturbing disruptive refuse refusal refused follow request continue 10 seconds turn longer",
        facts: &[fact(
            "repeated",
            "true | false",
            "Serious, or repeated after a penalty?",
        )],
        example: r#"{"kind":"obstruction","repeated":true}"#,
    },
    IncidentInfo {
        kind: "substitution",
        title: "A player is replaced by a substitute",
        group: Group::Conduct,
        keywords: "substitute illness fell ill replaced missing hanchan uma table points sick cannot continue absent left leave place seat abandon session",
        facts: &[fact(
            "duringSession",
            "true | false",
            "Had play at the table already begun?",
        )],
        example: r#"{"kind":"substitution","duringSession":true}"#,
    },
    IncidentInfo {
        kind: "claim-order",
        title: "A discard was claimed in the wrong order",
        group: Group::Calls,
        keywords: "order call show take reveal claim before calling out turn",
        facts: &[
            fact(
                "error",
                "shown-before-call | taken-before-call | taken-before-showing",
                "What was done out of order?",
            ),
            fact("win", "true | false", "Was the claim for a win?"),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls this player already had this session",
            ),
        ],
        example: r#"{"kind":"claim-order","error":"taken-before-showing"}"#,
    },
    IncidentInfo {
        kind: "early-chow",
        title: "A chow was called without waiting for other calls",
        group: Group::Calls,
        keywords: "chow early waiting three seconds priority precedence several simultaneous calls same discard pung kong hu two both tile call chow call pung over could 3",
        facts: &[],
        example: r#"{"kind":"early-chow"}"#,
    },
    IncidentInfo {
        kind: "wall-touched",
        title: "A player touched the wall tile, then called the discard",
        group: Group::Calls,
        keywords: "touch wall tile draw call discard reach",
        facts: &[fact(
            "touched",
            "true | false",
            "Was the wall tile touched, not only reached for?",
        )],
        example: r#"{"kind":"wall-touched","touched":true}"#,
    },
    IncidentInfo {
        kind: "distribution-foul",
        title: "A fault in building the wall or dealing",
        group: Group::Tiles,
        keywords: "distribution deal dealing error mistake fault misdeal wall broken wrong place built badly build wrong order flowers rebuild dice",
        facts: &[],
        example: r#"{"kind":"distribution-foul"}"#,
    },
    IncidentInfo {
        kind: "counting",
        title: "A mistake while a win was being counted",
        group: Group::EndOfHand,
        keywords: "counting miscount score error mistake hu winning tile intact flowers wall revealed points scoring wrong destroyed mixed tiles from hand before counted other shown opponent hu after false help helped",
        facts: &[
            fact(
                "error",
                "winning-tile-not-added | hand-not-intact | own-flowers-added | other-showed-tiles | wall-broken | helped-count",
                "What went wrong?",
            ),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls that player already had this session",
            ),
        ],
        example: r#"{"kind":"counting","error":"winning-tile-not-added"}"#,
    },
    IncidentInfo {
        kind: "chombo-with",
        title: "A chombo at the same time as a win or a draw",
        group: Group::EndOfHand,
        keywords: "chombo chonbo simultaneous win voided exhaustive draw",
        facts: &[fact(
            "exhaustiveDraw",
            "true | false",
            "With an exhaustive draw (not a win)?",
        )],
        example: r#"{"kind":"chombo-with"}"#,
    },
    IncidentInfo {
        kind: "furiten-ron",
        title: "A furiten player declared ron",
        group: Group::Riichi,
        keywords: "furiten ron win discard chombo invalid win called own discarded tile temporary winning tile called ron",
        facts: &[
            fact("tilesShown", "true | false", "Was the hand laid open?"),
            fact("dealer", "true | false", "Is the offender the dealer?"),
        ],
        example: r#"{"kind":"furiten-ron","tilesShown":true}"#,
    },
    IncidentInfo {
        kind: "swap-calling",
        title: "Swap-calling: discarding the tile just called for",
        group: Group::Calls,
        keywords: "swap calling kuikae chow pung chi pon after discard called tile same tile",
        facts: &[],
        example: r#"{"kind":"swap-calling"}"#,
    },
    IncidentInfo {
        kind: "last-tile-claim",
        title: "The last tile was claimed for a set",
        group: Group::EndOfHand,
        keywords: "last tile wall haitei houtei claim chow pung kong concealed kong",
        facts: &[],
        example: r#"{"kind":"last-tile-claim"}"#,
    },
    IncidentInfo {
        kind: "changed-call",
        title: "A player called one thing, then another",
        group: Group::Calls,
        keywords: "changed call change correction pung pon ron chow chi word no wait",
        facts: &[
            fact(
                "firstWasWin",
                "true | false",
                "Was the first call for a win?",
            ),
            fact(
                "firstPossible",
                "true | false",
                "Could the first call have been made?",
            ),
            riichi(
                "quick",
                "true | false",
                "Did the second word follow at once, as a correction?",
            ),
            fact("shown", "none | meld-tiles | hand", "What had been shown?"),
            riichi("dealer", "true | false", "Is the offender the dealer?"),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls this player already had this session",
            ),
        ],
        example: r#"{"kind":"changed-call","firstWasWin":true,"shown":"hand"}"#,
    },
    IncidentInfo {
        kind: "wrong-word",
        title: "A call was made with the wrong word",
        group: Group::Calls,
        keywords: "wrong word term call ippatsu hu mahjong ron tsumo chi pon kan language",
        facts: &[
            fact("win", "true | false", "Was the call for a win?"),
            fact(
                "understood",
                "true | false",
                "Was it a variant everyone understood (a tolerated word, a translation, ron for tsumo)?",
            ),
            riichi("corrected", "true | false", "Was it corrected at once?"),
            fact("tilesShown", "true | false", "Was the hand laid open?"),
            riichi("dealer", "true | false", "Is the offender the dealer?"),
            mcr(
                "priorFouls",
                "0–255",
                "Fouls this player already had this session",
            ),
        ],
        example: r#"{"kind":"wrong-word","win":true,"tilesShown":true}"#,
    },
    IncidentInfo {
        kind: "riichi-kong",
        title: "An invalid concealed kong after riichi",
        group: Group::Riichi,
        keywords: "riichi concealed kong kan ankan invalid wait change call chombo riichi change wait changed wait",
        facts: &[fact(
            "dealer",
            "true | false",
            "Is the offender the dealer?",
        )],
        example: r#"{"kind":"riichi-kong"}"#,
    },
    IncidentInfo {
        kind: "winning-tile-not-shown",
        title: "The winning tile was not shown apart",
        group: Group::EndOfHand,
        keywords: "winning tile not shown apart from hand hidden show wait fans single edge closed last tile nine gates self drawn",
        facts: &[mcr(
            "shortOf8",
            "true | false",
            "Without the wait fans, Last Tile and Nine Gates, is the hand short of 8 points?",
        )],
        example: r#"{"kind":"winning-tile-not-shown"}"#,
    },
];

/// The JS API's TypeScript type of an incident, written from the catalogue: each kind with
/// its facts, yes/no as `boolean`, counts as `number`, lists as their values, tiles as
/// `string` (and the MCR hand a win called may carry). `src/api.rs` holds this text; a test
/// keeps them equal (`mjref typescript` prints it).
///
/// ```
/// let ts = mahjong_referee::rules::catalogue::typescript();
/// assert!(ts.contains(r#"{ kind: "late"; minutes?: number }"#));
/// ```
pub fn typescript() -> String {
    let mut out = String::from(
        "/** An incident: its kind and the facts given (each optional; a fact not given is assumed, and the ruling's `assumed` names it when it matters). Unknown fields are an error. */\nexport type Incident =\n",
    );
    for info in CATALOGUE {
        out.push_str(&format!("  | {{ kind: \"{}\"", info.kind));
        for f in info.facts {
            let ty = match f.kind() {
                FactKind::YesNo => "boolean".to_string(),
                FactKind::Tiles => "string".to_string(),
                FactKind::Count { .. } => "number".to_string(),
                FactKind::List => f
                    .choices()
                    .iter()
                    .map(|c| format!("\"{c}\""))
                    .collect::<Vec<_>>()
                    .join(" | "),
            };
            out.push_str(&format!("; {}?: {ty}", f.field));
        }
        if info.kind == "empty-call" {
            out.push_str("; hand?: McrHandInput");
        }
        out.push_str(" }\n");
    }
    out.pop();
    out.push_str(";\n");
    out
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

/// The catalogue as Markdown: every incident, its facts, an example and what each rule set
/// rules on it, and a matrix of all incidents × all rule sets. docs/incidents.md is this
/// text (a test keeps them equal).
///
/// ```
/// let md = mahjong_referee::rules::catalogue::markdown();
/// assert!(md.contains("## Calls and claims"));
/// ```
pub fn markdown() -> String {
    use super::{Incident, RulesetId, rule};
    let mut out = String::from(
        "# Incidents\n\n\
         Generated from the code (`cargo run --bin mjref -- docs > docs/incidents.md`); a test \
         fails when this file and the code disagree.\n\n\
         An incident is a JSON object (through the JS API, a plain object) with a `kind` and \
         only the facts that change the ruling; field names are camelCase. A field the \
         incident does not have is an error that names it; a fact not given takes its default \
         (below), and the ruling's `assumed` lists those it rests on. `mjref rule <ruleset-id> \
         '<incident>'`, `mjref compare '<incident>'` and the JS `rule` and `compare` take it.\n\n\
         ## Rules matrix\n\nEach incident's example under each rule set.\n\n| incident |",
    );
    for id in RulesetId::ALL {
        out.push_str(&format!(" {} |", id.short()));
    }
    out.push_str("\n|---|");
    for _ in RulesetId::ALL {
        out.push_str("---|");
    }
    out.push('\n');
    for info in CATALOGUE {
        let Ok(incident) = info.example.parse::<Incident>() else {
            continue;
        };
        out.push_str(&format!("| [{}](#{}) |", info.title, info.kind));
        for id in RulesetId::ALL {
            out.push_str(&format!(" {} |", rule(id, &incident).outcome));
        }
        out.push('\n');
    }
    for group in Group::ALL {
        out.push_str(&format!("\n## {}\n", group.title()));
        for info in CATALOGUE.iter().filter(|i| i.group == group) {
            out.push_str(&format!(
                "\n### <a id=\"{}\"></a>{} (`{}`)\n\n",
                info.kind, info.title, info.kind
            ));
            if info.facts.is_empty() {
                out.push_str("No facts to give.\n\n");
            } else {
                out.push_str(
                    "| field | values | when not given | question | asked by |\n|---|---|---|---|---|\n",
                );
                for f in info.facts {
                    out.push_str(&format!(
                        "| `{}` | {} | {} | {} | {} |\n",
                        f.field,
                        f.values.replace('|', "\\|"),
                        match (f.default_answer(), f.required) {
                            (None, _) => "(none: no group)".to_string(),
                            (Some(d), true) =>
                                format!("`{d}` (required: the widget asks it first)"),
                            (Some(d), false) => format!("`{d}`"),
                        },
                        f.question,
                        match f.mcr {
                            None => "all",
                            Some(true) => "MCR",
                            Some(false) => "riichi",
                        }
                    ));
                }
                out.push('\n');
            }
            out.push_str(&format!("Example: `{}`\n\n", info.example));
            let Ok(incident) = info.example.parse::<Incident>() else {
                continue;
            };
            out.push_str("| rule set | ruling | sections |\n|---|---|---|\n");
            for id in RulesetId::ALL {
                let r = rule(id, &incident);
                let sections: Vec<String> = r
                    .sections
                    .iter()
                    // A section without a number is cited by its title already.
                    .map(|s| match s.number {
                        Some(_) => format!("{} {}", s, s.title),
                        None => s.to_string(),
                    })
                    .collect();
                out.push_str(&format!(
                    "| {} | {} | {} |\n",
                    id.short(),
                    r.outcome,
                    if sections.is_empty() {
                        "—".to_string()
                    } else {
                        sections.join("; ")
                    }
                ));
            }
        }
    }
    out.push_str(
        "\n## The ruling\n\n`mjref rule` prints, and the JS API returns:\n\n\
         | field | meaning |\n|---|---|\n\
         | `ruleset`, `document` | who rules |\n\
         | `outcome` | `nothing-to-rule`, `no-penalty`, `foul`, `dead-hand`, `chombo`, `point-penalty`, `substitute`, `disqualification`, `re-deal`, `referee-discretion`, `not-covered`, `payments`, `hands-left` |\n\
         | `headline` | the outcome in words, e.g. `Foul (2nd of the session): 5 points` |\n\
         | `foulRank` | for a foul, its rank in the session |\n\
         | `steps` | what the players do now, in order |\n\
         | `payments` | who pays whom, how much and when, in words (empty when no points move) |\n\
         | `offenderPays` | when the offender pays or loses anything: `amount` in all, and its `unit` (`table-points`, `overall-points`, `mcr-points`) |\n\
         | `sections`, `sectionTitles` | the sections cited, main one first |\n\
         | `explanation` | the facts and the rule, in the project's words |\n\
         | `assumed` | the facts the ruling rests on that were not given (at their defaults); `[]` when none |\n",
    );
    out
}
