//! What both families share: the readings every document that speaks of them reads alike
//! (tiles knocked over with nobody at fault, a group that turns out to be a set), each called
//! with the citing document's own section, and the sentences more than one document says
//! (`Say`, `say.common.*` in the packs). What the documents of one family share is in its
//! family module ([`super::riichi_family`], [`super::mcr_family`]).

use super::{ExposedNoFault, FalseSet, Outcome, Points, Ruling, Section, group_line, says};

/// Tiles exposed with nobody at fault: no one is penalised, the tiles go back; if play
/// cannot go on fairly, a re-deal without penalty where the document says so (`redeal`:
/// EMA 2016 and 2012 §5.2), else the referee's call (the document names a penalty only for
/// a player at fault).
pub(crate) fn exposed_no_fault(section: Section, e: &ExposedNoFault, redeal: bool) -> Ruling {
    let ruleset = section.ruleset;
    if e.play_can_continue {
        return Ruling::new(ruleset, Outcome::NoPenalty)
            .step(Say::PutFallenTilesBack)
            .cite(section)
            .why(Say::NobodyAtFaultNobody);
    }
    if redeal {
        Ruling::new(ruleset, Outcome::ReDeal)
            .step(Say::RedealNoPenaltyHand)
            .cite(section)
            .why(Say::NobodyAtFaultNobody)
    } else {
        Ruling::new(ruleset, Outcome::Discretion)
            .step(Say::RefereeDecidesHowHand)
            .cite(section)
            .why(Say::NobodyAtFaultNobody)
            .why(Say::TextRulesOnlyOffender)
    }
}

/// The group turned out to be a chow, pung or kong: there is no false set to rule on.
pub(crate) fn no_false_set(section: Section, f: &FalseSet) -> Ruling {
    Ruling::new(section.ruleset, Outcome::NothingToRule)
        .step(Say::PlayGroupShownValid)
        .cite(section)
        .why(group_line(f))
        .why(Say::FalseSetRulingNeeds)
}

/// What a "before you rule" point on what the document does not say cites: nothing.
pub(crate) const NO_SECTION: &[Section] = &[];

says! {
    /// What the shared readings say, in the order they use it.
    pub enum Say {
        InvalidConcealedKongAfter => "An invalid concealed kong after riichi is a chombo, found out when the player wins or the hand is drawn.",
        ChowCalledTooEarly => "a chow called too early",
        CallAfterTouchingWall => "a call after touching the wall tile",
        FaultsBuildingWallDealing => "faults in building the wall or dealing",
        CountingErrorsAfterWin => "counting errors after a win",
        RiichiWinsCountedRules => "Riichi wins are counted by the rules of play, not by these sections.",
        RiichiHandNotWaiting => "A riichi on a hand that is not waiting is a chombo, found out at a drawn game.",
        CallFromDeadHand => "a call from a dead hand not yet declared dead",
        HadNoPlayerBeen => "Had no player been at fault, the hand would be re-dealt without a penalty.",
        PutTileBackDraw => "Put the tile back and draw the right one.",
        RefereeMayGivePoint => "The referee may give a point penalty, by how much play was disturbed.",
        NotLatePlay => "Not late: play.",
        SubstituteTakesPlayerPlace => "A substitute takes the player's place for the session.",
        SwapCalling => "swap-calling",
        Telephones => "telephones",
        ClaimsLastTile => "claims on the last tile",
        WinningTileShownApart => "showing the winning tile apart",
        ScoreWithoutWaitFans => "The win stands: score it without Single Wait, Edge Wait, Closed Wait, Last Tile and Nine Gates.",
        WaitFansNeedTileShown => "Those fans count only when the winning tile, claimed or self-drawn, was shown apart from the hand.",
        ShortOf8WithoutThem => "Without those fans the hand is short of 8 points: the hu is a false hu.",
        AbortiveDraws => "abortive draws",
        NotenPayments => "noten payments",
        TimeLimitedSessions => "time-limited sessions",
        Riichi => "riichi",
        McrHasNoRiichi => "MCR has no riichi.",
        WrongTileCountDuring => "a wrong tile count during play",
        McrHasNoFuriten => "MCR has no furiten: neither this document nor the MCR rules of play forbid a hu on a tile the player discarded before.",
        HuOnDiscardedTile => "No furiten to rule: check the hu as any other. It scores if it makes 8 points without flowers; if not, it is a false hu.",
        Chombo => "chombo",
        McrHasNoChombo => "MCR has no chombo.",
        RiichiCalls => "riichi calls",
        TakeClaimedTileNow2 => "Take the claimed tile now.",
        CallTheReferee => "Call the referee, who decides.",
        NotAFalseHu => "Not a false hu: score the hand as a win.",
        Furiten => "Furiten",
        NotenPenaltyShared { tenpai: u8, penalty: Points } => "{tenpai} tenpai: the noten penalty is {penalty} points in all, shared between the tenpai players.",
        NotenPenaltyOnlySplit { tenpai: u8 } => "{tenpai} tenpai: the noten penalty is paid only when some players are tenpai and some are not.",
        SubstituteEnteredAs { points: Points, uma: Points } => "The substitute's result is entered as {points} points and {uma} uma.",
        SubstituteTakesUma { uma: Points, top: Points, second: Points, third: Points } => "Play had begun: the substitute takes the {uma} uma whatever the table score; the other three get {top}, {second} and {third} by rank.",
        OthersGetUma { top: Points, second: Points, third: Points } => "By the substitute's place at the table, the other three get {top}, {second} and {third} uma by rank.",
        ReplacedPlayerGets { points: Points, uma: Points } => "The player replaced gets {points} points and {uma} uma for each session missed; for illness the organisers may take the name off the results.",
        PlayGroupShownValid => "Play on: the group shown is a valid set.",
        FalseSetRulingNeeds => "A false-set ruling needs a group that is not a set; this one is.",
        StopHandRiichiSticks => "Stop the hand. Riichi sticks go back to the players who placed them.",
        DealHandAgainDealer => "Deal the hand again; the dealer keeps the seat and no 100-point counter goes down.",
        CallWithdrawnPlay => "The call is withdrawn; play on.",
        ChowPungKongCalled => "A chow, pung or kong called and taken back before any tile is shown is not penalised.",
        TilesWereShownSet => "Tiles were shown for a set that cannot be made: it is ruled as a false set.",
        BeforePlayerDiscardsCan => "Before the player discards it can be put right; after the discard the hand is dead.",
        OnceTilesShownCall => "Once tiles are shown the call is no longer just empty: the false-set rule applies.",
        RiichiCallCouldNot => "a riichi call that could not be completed",
        SectionEmptyCallsSpeaks => "Its section on empty calls speaks only of chow, pung, kong and wins; the section on riichi errors covers a declaration made without its call, its rotated discard or its stick.",
        HandStaysConcealedPlayer => "The hand stays concealed; the player plays on with a dead hand.",
        NoChowPungKong => "No chow, pung, kong or win until the hand ends; noten at an exhaustive draw.",
        WinCalledWithoutLaying => "A win called without laying the tiles open is a dead hand, not a chombo.",
        WinDeclaredTilesShown => "A win declared with the tiles shown, when the hand is not a valid win, is a chombo.",
        NobodyPaysAllPlayers => "Nobody pays: all players or none are tenpai.",
        NotenPlayersPayPenalty => "The noten players pay the tenpai players the noten penalty, as listed under Points.",
        PlayersWhoDeclaredRiichi => "Players who declared riichi must show their tenpai hands.",
        PlaceHundredPointCounter => "Place a 100-point counter at East's right.",
        FullGameCompleteStop => "The full game is complete: stop after the hand under way.",
        PlayHandOnlyDice => "Play this hand only: its dice had not been thrown at the signal.",
        FinishHandUnderWay => "Finish the hand under way, then play one more.",
        HandReDealtAfter => "A hand re-dealt after a chombo does not count; a hand ended by an abortive draw does.",
        HandCountsFromThrow => "A hand counts from the throw of its dice, once the walls stand.",
        PlayerPlaysDeadHand => "The player plays on with a dead hand: the group is a false set.",
        NextTwoPlayersHave => "The next two players have discarded since the claim: too late to take the tile.",
        TakeClaimedTileNow => "Take the claimed tile now and place it with the group.",
        TileMayStillTaken => "The tile may still be taken until the next two players have discarded.",
        PlayerPlaysDeadHandNever => "The player plays on with a dead hand, never tenpai; others may say the hand is dead.",
        RiichiStandsPutThousand => "The riichi stands: put the 1,000-point stick out now.",
        OpponentsShouldPointMissing => "Opponents should point the missing stick out.",
        ThereNoRiichiStick => "There is no riichi: the stick goes back to the player.",
        PlaysOnWithDeadHand => "The player plays on with a dead hand.",
        RiichiNeedsBothCall => "A riichi needs both the call and the discard turned sideways.",
        RiichiCannotDeclaredOpen => "Riichi cannot be declared with an open hand.",
        PointOutPlayerTurns => "Point it out; the player turns the next discard instead. No penalty.",
        TurnedTileClaimedNext => "a turned tile claimed and the next discard not turned",
        RefereeChoosesPointPenalty => "The referee chooses a point penalty from 12,000 to 48,000; further repeats mean disqualification.",
        RefereeChoosesEightOrTwelve => "The referee chooses a point penalty of 8,000 or 12,000 (chombo level).",
        PointsGoNoOther => "The points go to no other player.",
        SubstitutePlayedFromStart => "The substitute played from the start: the substitute's table score counts when the others' uma are set.",
        OrderWinClaim => "the order of a win claim",
        SectionOrderClaimsSpeaks => "Its section on the order of claims speaks of chow, pung and kong.",
        PointOrderOutCall => "Point the order out: call first, then show the matching tiles, then discard and take the tile (these two either way).",
        ChomboMomentExhaustiveDraw => "a chombo at the moment of an exhaustive draw",
        ChomboVoidedScoreWin => "The chombo is voided: score the win as usual.",
        FuritenPlayerMayNot => "A furiten player may not win on a discard: the ron shown is an invalid win.",
        WinCalledButNot => "A win called but not shown, when it cannot stand, is a dead hand.",
        SetCannotMadeClaim => "The set cannot be made: the claim or the concealed kong is taken back.",
        LastTileMayOnly => "The last tile may only be claimed to win; the hand then ends as an exhaustive draw unless someone wins.",
        KongDeclaredSecondLast => "A kong declared on the second-to-last tile makes its replacement the last tile.",
        QuickCorrectionStandsPlay => "The quick correction stands: play the second call, a win included.",
        FirstCallStandsMade => "The first call stands and is made; the second is ignored.",
        FirstCallCannotMade => "The first call cannot be made: an empty call, not penalised while no tile is shown; tiles shown are ruled as a false set.",
        WinStandsTileGoes => "The win stands: the tile goes to the win, not to the meld.",
        WinWasCalledCannot => "A win was called, it cannot be taken back, and the whole hand was shown.",
        WinWasCalledCannotTaken => "A win was called and cannot be taken back; with no tiles, or only a meld's, shown it is a dead hand.",
        WinStandsPointOut => "The win stands; point out the proper word. Repeats may be penalised at the referee's discretion.",
        CorrectedWinStands => "Corrected at once, the call is a proper one: the win stands.",
        WinNeedsProperWord => "A win needs a proper word; a wrong one with the hand laid open is a chombo.",
        WrongWordWinHand => "a wrong word for a win with the hand still hidden",
        CallStandsKanPon => "The call stands; kan, pon and chi are as good as kong, pung and chow.",
        MeldCalledWordNobody => "a meld called with a word nobody understood",
        NobodyAtFaultNobody => "Nobody was at fault, so nobody is penalised.",
        PutFallenTilesBack => "Put the tiles back where they were, so that every player knows which tiles were seen, and play on.",
        RedealNoPenaltyHand => "Re-deal the hand as after a chombo, with no points taken from anyone: riichi sticks go back, no counter, the dealer stays.",
        RefereeDecidesHowHand => "The referee decides how the hand goes on; put back what can be put back.",
        TextRulesOnlyOffender => "The text names a penalty only for a player at fault, and no re-deal during play for tiles exposed with nobody at fault.",
        BeforeDiscardedSince => "Find out whether the player has discarded since: until then, a false set or a tile drawn from the wrong place can still be put right.",
        BeforeWhoMaySpeak => "Players may warn someone about to make a small slip, and may say that a hand is dead: neither counts as passing information.",
        BeforeWarnFirst => "For hints about other players' hands, the opponents normally warn the player first; you are called for serious or repeated cases.",
        BeforeRepeats => "Ask whether it has happened before: a repeated wrong word, hint or obstruction can be penalised, and more heavily.",
        BeforeClearEvidence => "Cheating means disqualification at once: rule it only on clear evidence.",
        BeforeWinAtSameTime => "Ask whether a win was declared at the same moment: a chombo is then void.",
        BeforeSilentProcedure => "The text does not say how play is stopped, whom to hear, or whether a ruling can be appealed: follow the tournament's own procedure.",
    }
}
