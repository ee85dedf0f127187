//! Who pays whom, how much, in what and when; and what each rule set counts in.

use crate::rules::{Points, RulesetId};
use std::fmt;

/// Who pays or receives.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Party {
    /// The player who committed the irregularity.
    Offender,
    /// Each of the three other players.
    EachOtherPlayer,
    /// The dealer (East).
    Dealer,
    /// Each player other than the offender and the dealer.
    EachOtherNonDealer,
    /// Nobody: the points leave the offender's score and go to no one.
    Nobody,
    /// Each player not tenpai at an exhaustive draw (two or three of them).
    EachNotenPlayer,
    /// The one player not tenpai at an exhaustive draw.
    TheNotenPlayer,
    /// Each player tenpai at an exhaustive draw (two or three of them).
    EachTenpaiPlayer,
    /// The one player tenpai at an exhaustive draw.
    TheTenpaiPlayer,
}

/// What the amount is counted in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Unit {
    /// MCR points.
    McrPoints,
    /// Riichi table points.
    TablePoints,
    /// Points of a riichi player's final score for the game, table points and uma together
    /// (EMA 2016 takes its point penalties off it, after the uma).
    FinalScorePoints,
    /// Points of the overall tournament score (WRC: 1 = 1 000 table points).
    OverallPoints,
}

impl Unit {
    /// The unit in words: `MCR points`, `table points`, `overall score points`.
    ///
    /// ```
    /// use mahjong_referee::rules::Unit;
    /// assert_eq!(Unit::TablePoints.name(), "table points");
    /// ```
    pub const fn name(self) -> &'static str {
        match self {
            Unit::McrPoints => "MCR points",
            Unit::TablePoints => "table points",
            Unit::FinalScorePoints => "final score points",
            Unit::OverallPoints => "overall score points",
        }
    }

    /// The unit's code in data: `mcr-points`, `table-points`, `final-score-points`,
    /// `overall-points`.
    ///
    /// ```
    /// use mahjong_referee::rules::Unit;
    /// assert_eq!(Unit::OverallPoints.code(), "overall-points");
    /// ```
    pub const fn code(self) -> &'static str {
        match self {
            Unit::McrPoints => "mcr-points",
            Unit::TablePoints => "table-points",
            Unit::FinalScorePoints => "final-score-points",
            Unit::OverallPoints => "overall-points",
        }
    }

    /// The unit in words for an amount: singular for 1.
    ///
    /// ```
    /// use mahjong_referee::rules::Unit;
    /// assert_eq!(Unit::OverallPoints.name_for(1), "overall score point");
    /// assert_eq!(Unit::OverallPoints.name_for(20), "overall score points");
    /// ```
    pub fn name_for(self, amount: u32) -> &'static str {
        let name = self.name();
        if amount == 1 {
            name.strip_suffix('s').unwrap_or(name)
        } else {
            name
        }
    }
}

/// When a payment is made.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum When {
    /// At once, during the session.
    AtOnce,
    /// Off the player's score for the session, when it is totalled.
    FromSessionScore,
    /// Off the overall tournament score once the game is over and uma has been added.
    AfterUma,
}

/// One payment.
///
/// ```
/// use mahjong_referee::rules::{Party, Payment, Unit, When};
/// let p = Payment { payer: Party::Offender, payee: Party::Nobody, amount: 5, unit: Unit::McrPoints, when: When::FromSessionScore };
/// assert_eq!(p.to_string(), "the offender loses 5 MCR points from the session score; nobody receives them");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Payment {
    /// Who pays.
    pub payer: Party,
    /// Who receives.
    pub payee: Party,
    /// How much (each, when the payee is each other player).
    pub amount: u32,
    /// In what.
    pub unit: Unit,
    /// When.
    pub when: When,
}

impl Payment {
    /// Points off the offender's own score, to nobody.
    ///
    /// ```
    /// use mahjong_referee::rules::{Party, Payment, Unit, When};
    /// let p = Payment::off_own_score(30, Unit::OverallPoints, When::AtOnce);
    /// assert_eq!((p.payer, p.payee), (Party::Offender, Party::Nobody));
    /// ```
    pub const fn off_own_score(amount: u32, unit: Unit, when: When) -> Payment {
        Payment {
            payer: Party::Offender,
            payee: Party::Nobody,
            amount,
            unit,
            when,
        }
    }
}

impl Payment {
    /// How much the offender gives up by this payment, in its unit: the amount, three times
    /// over when it goes to each other player, twice over when it goes to each other
    /// non-dealer (two players: the offender is not the dealer then); nothing when someone
    /// else pays.
    ///
    /// ```
    /// use mahjong_referee::rules::{calc::chombo_payments, RulesetId};
    /// // EMA 2012, a non-dealer's chombo: 4 000 to the dealer, 2 000 to each of the other two.
    /// let p = chombo_payments(RulesetId::Ema2012, false, true).unwrap();
    /// assert_eq!(p.iter().map(|x| x.from_offender()).sum::<u32>(), 8000);
    /// // The dealer's: 4 000 to each of the three others.
    /// let p = chombo_payments(RulesetId::Ema2012, true, true).unwrap();
    /// assert_eq!(p.iter().map(|x| x.from_offender()).sum::<u32>(), 12000);
    /// ```
    pub const fn from_offender(&self) -> u32 {
        if !matches!(self.payer, Party::Offender) {
            return 0;
        }
        match self.payee {
            Party::EachOtherPlayer => self.amount.saturating_mul(3),
            Party::EachOtherNonDealer => self.amount.saturating_mul(2),
            Party::Dealer | Party::Nobody => self.amount,
            Party::Offender
            | Party::EachNotenPlayer
            | Party::TheNotenPlayer
            | Party::EachTenpaiPlayer
            | Party::TheTenpaiPlayer => 0,
        }
    }
}

impl fmt::Display for Payment {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let unit = self.unit.name_for(self.amount);
        let amount = Points::from(self.amount);
        let when = match self.when {
            When::AtOnce => "at once",
            When::FromSessionScore => "from the session score",
            When::AfterUma => "after the game, once uma is added",
        };
        // Who pays: the offender, or noten players at a draw (a tenpai player never pays).
        let payer = match self.payer {
            Party::EachNotenPlayer => "each noten player",
            Party::TheNotenPlayer => "the noten player",
            _ => "the offender",
        };
        let to = match self.payee {
            Party::Nobody => {
                let them = if self.amount == 1 { "it" } else { "them" };
                return write!(
                    f,
                    "{payer} loses {amount} {unit} {when}; nobody receives {them}"
                );
            }
            Party::Offender => return write!(f, "the offender receives {amount} {unit}, {when}"),
            Party::EachOtherPlayer => "each other player",
            Party::Dealer => "the dealer",
            Party::EachOtherNonDealer => "each other non-dealer",
            Party::EachNotenPlayer => "each noten player",
            Party::TheNotenPlayer => "the noten player",
            Party::EachTenpaiPlayer => "each tenpai player",
            Party::TheTenpaiPlayer => "the tenpai player",
        };
        write!(f, "{payer} pays {amount} {unit} to {to}, {when}")
    }
}

impl RulesetId {
    /// What the rule set counts its penalties and payments in: table points under EMA,
    /// overall score points under the WRC (1 = 1 000 table points), MCR points under MERS
    /// and FFMJ. Every payment of every ruling under it is in this unit (a test rules every
    /// incident to check), so totals of one rule set's rulings add up.
    ///
    /// ```
    /// use mahjong_referee::rules::{RulesetId, Unit};
    /// assert_eq!(RulesetId::Wrc2015.unit(), Unit::OverallPoints);
    /// assert_eq!(RulesetId::Ffmj2008.unit(), Unit::McrPoints);
    /// ```
    pub const fn unit(self) -> Unit {
        match self {
            RulesetId::Ema2016 => Unit::FinalScorePoints,
            RulesetId::Ema2012 => Unit::TablePoints,
            RulesetId::Wrc2015 => Unit::OverallPoints,
            RulesetId::Mers2010 | RulesetId::Ffmj2008 => Unit::McrPoints,
        }
    }
}
