//! What recording the ruling on screen for a seat gives: its entry (the ruling, the foul at
//! its rank among that player's, the time), what the next foul would cost, and each player
//! as the "whose foul?" question offers them.

use crate::lang::Lang;
use crate::rules::{Outcome, Ruling, rule};
use crate::ui::log_state::{LogEntry, PenaltyLog};
use crate::ui::state::AppState;
use yew::AttrValue;

/// Each player as the "whose foul?" question offers them: their name (or seat wind) and
/// their fouls so far in the log (`East · 2 fouls`).
pub fn player_labels(log: &PenaltyLog, lang: Lang) -> Vec<AttrValue> {
    let w = lang.words();
    (0..4)
        .map(|seat| {
            AttrValue::from(format!(
                "{}{}",
                log.seat_label(seat, lang),
                (w.foul_count)(w, u32::from(log.fouls(seat)))
            ))
        })
        .collect()
}

/// The device's date and time now (`2026-11-24`, `14:05`); none outside a browser.
#[cfg(target_arch = "wasm32")]
pub(super) fn clock() -> Option<(String, String)> {
    let d = js_sys::Date::new_0();
    Some((
        format!(
            "{}-{:02}-{:02}",
            d.get_full_year(),
            d.get_month() + 1,
            d.get_date()
        ),
        format!("{:02}:{:02}", d.get_hours(), d.get_minutes()),
    ))
}

#[cfg(not(target_arch = "wasm32"))]
pub(super) fn clock() -> Option<(String, String)> {
    None
}

/// The ruling on screen as recording it for a seat would give it: a foul at its rank among
/// that player's fouls in the log.
fn ruling_for(state: &AppState, log: &PenaltyLog, seat: u8) -> Option<Ruling> {
    let incident = state.incident_with_fouls(log.fouls(seat))?;
    Some(rule(state.ruleset, &incident))
}

/// The entry for a ruling recorded now, its headline in the language spoken.
pub(super) fn entry_for(
    state: &AppState,
    log: &PenaltyLog,
    seat: u8,
    lang: Lang,
) -> Option<LogEntry> {
    let r = ruling_for(state, log, seat)?;
    Some(LogEntry {
        seat,
        player: log.person(seat).into(),
        table: log.table.as_str().into(),
        hand: log.hand.as_str().into(),
        ruleset: state.ruleset,
        incident: state.kind(),
        headline: lang.headline(&r).into(),
        foul: matches!(r.outcome, Outcome::Foul { .. }),
        chombo: r.outcome == Outcome::Chombo,
        // Off the tournament score only: a payment at the table in another unit (a chombo
        // outside a tournament) is play, as a noten payment is.
        points: if r.offender_unit() == state.ruleset.unit() {
            r.offender_pays()
        } else {
            0
        },
        time: clock().map_or_else(|| "--:--".into(), |(_, time)| time.into()),
        earlier: false,
    })
}

/// Under MCR, a seat's fouls so far and, once there are any, what this ruling would cost
/// that player as the next one (`2 fouls · next: 10 points`): the escalation the log will
/// record, before the tap.
pub(super) fn fouls_and_next(state: &AppState, log: &PenaltyLog, seat: u8, lang: Lang) -> String {
    let w = lang.words();
    let n = log.fouls(seat);
    let mut out = (w.foul_count)(w, u32::from(n));
    if n > 0
        && let Some(Outcome::Foul { penalty, .. }) = ruling_for(state, log, seat).map(|r| r.outcome)
    {
        out.push_str(&(w.next_foul)(w, penalty));
    }
    out
}
