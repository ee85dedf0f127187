//! A stopwatch at the table: started when a late player is called, or when a slow player's
//! turn begins. Its start is kept, so a reload (or a tab opened after it started) goes on
//! counting, and a tab already open follows a start or reset made in another; for lateness,
//! one tap puts its minutes and the seconds past them into the incident; a slow turn is read
//! in seconds. A reset can be taken back with one tap, also after a reload: the start it
//! stopped is kept until the stopwatch is started again.

use crate::ui::codec;
use crate::ui::hooks::{StoreScope, Stored, on_storage, use_lang, use_stored};
use std::rc::Rc;
use yew::prelude::*;

/// The stopwatch as stored: when it was started (milliseconds since 1970, the browser's
/// clock), if it runs; and, once reset, the start the reset stopped, until it is started
/// again: the reset can be taken back, and the reading goes on from that start as if it had
/// not been made.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct StopwatchStart {
    /// When it was started, while it runs.
    pub start: Option<u64>,
    /// The start a reset stopped, while the reset can be undone.
    pub reset_from: Option<u64>,
}

/// What can be done to the stopwatch.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StopwatchAction {
    /// Start it at this time (ends the offer to undo a reset).
    Start(u64),
    /// Stop and clear it, keeping its start for an undo.
    Reset,
    /// Take the last reset back: it runs again from the same start.
    UndoReset,
    /// Another tab changed it: take its state.
    Follow(StopwatchStart),
}

impl Reducible for StopwatchStart {
    type Action = StopwatchAction;
    fn reduce(self: Rc<Self>, action: StopwatchAction) -> Rc<Self> {
        let next = match action {
            StopwatchAction::Start(t) => StopwatchStart {
                start: Some(t),
                reset_from: None,
            },
            StopwatchAction::Reset => match self.start {
                Some(t0) => StopwatchStart {
                    start: None,
                    reset_from: Some(t0),
                },
                None => return self,
            },
            StopwatchAction::UndoReset => match (self.start, self.reset_from) {
                (None, Some(t0)) => StopwatchStart {
                    start: Some(t0),
                    reset_from: None,
                },
                _ => return self,
            },
            StopwatchAction::Follow(s) => s,
        };
        Rc::new(next)
    }
}

impl Stored for StopwatchStart {
    const KEY: &'static str = "mahjong-referee/stopwatch";

    /// A record (version 3, [`crate::ui::codec`]): the start, then the start a reset
    /// stopped while it can be undone, each empty when there is none:
    /// `["3","1764160000000",""]` while it runs, `["3","",""]` when stopped,
    /// `["3","","1764160000000"]` when a reset of that start can be undone. The lines of the
    /// versions before are still read: `1;1764160000000` (running), `1;` (stopped),
    /// `2;;1764160000000` (a reset to undo).
    ///
    /// ```
    /// use mahjong_referee::ui::components::StopwatchStart;
    /// use mahjong_referee::ui::hooks::Stored;
    /// let running = StopwatchStart { start: Some(1_764_160_000_000), reset_from: None };
    /// assert_eq!(running.encode(), r#"["3","1764160000000",""]"#);
    /// assert_eq!(StopwatchStart::decode(&running.encode()), Some(running));
    /// assert_eq!(StopwatchStart::decode("1;1764160000000"), Some(running));
    /// assert_eq!(StopwatchStart::decode("1;"), Some(StopwatchStart::default()));
    /// let reset = StopwatchStart { start: None, reset_from: Some(1_764_160_000_000) };
    /// assert_eq!(reset.encode(), r#"["3","","1764160000000"]"#);
    /// assert_eq!(StopwatchStart::decode(&reset.encode()), Some(reset));
    /// assert_eq!(StopwatchStart::decode("2;;1764160000000"), Some(reset));
    /// assert_eq!(StopwatchStart::decode("1;soon"), None);
    /// assert_eq!(StopwatchStart::decode("2;;"), None);
    /// assert_eq!(StopwatchStart::decode(r#"["3",""]"#), None);
    /// ```
    fn encode(&self) -> String {
        let time = |t: Option<u64>| t.map(|t| t.to_string()).unwrap_or_default();
        codec::record(&["3", &time(self.start), &time(self.reset_from)])
    }

    fn decode(line: &str) -> Option<StopwatchStart> {
        let time = |t: &str| match t {
            "" => Some(None),
            t => t.parse().ok().map(Some),
        };
        let record = codec::read(line);
        let f = match &record {
            Some(record) => codec::texts(record)?,
            None => line.split(';').collect(),
        };
        let (start, from) = match (f.as_slice(), record.is_some()) {
            (["1", start], false) => (start, None),
            (["2", start, from], false) => (start, Some(from.parse().ok()?)),
            (["3", start, from], true) => (start, time(from)?),
            _ => return None,
        };
        Some(StopwatchStart {
            start: time(start)?,
            reset_from: from,
        })
    }
}

/// The seconds elapsed as a lateness takes them: its whole minutes (`minutes`, which the
/// per-minute penalties count: 12:30 is 12) and the seconds past them (`seconds`, which decide
/// where a document's limit falls on the minute: EMA 2016's "ten or less" is passed at 10:30,
/// MERS 2010's "within 15" at 15:01, and any of them at 0:40 is late).
///
/// ```
/// use mahjong_referee::ui::components::lateness;
/// assert_eq!(lateness(0), (0, 0));
/// assert_eq!(lateness(59), (0, 59));
/// assert_eq!(lateness(570), (9, 30));
/// assert_eq!(lateness(630), (10, 30));
/// assert_eq!(lateness(u64::MAX).0, u16::MAX);
/// ```
pub fn lateness(seconds: u64) -> (u16, u8) {
    let minutes = u16::try_from(seconds / 60).unwrap_or(u16::MAX);
    (minutes, (seconds % 60) as u8)
}

/// The browser's clock, in milliseconds since 1970 (0 outside a browser).
fn now() -> u64 {
    #[cfg(target_arch = "wasm32")]
    {
        js_sys::Date::now() as u64
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        0
    }
}

/// Props of [`Stopwatch`].
#[derive(Properties, PartialEq)]
pub struct StopwatchProps {
    /// Called with the time elapsed as a lateness takes it ([`lateness`]: whole minutes and
    /// the seconds past them), when the incident takes a time; without it the stopwatch reads
    /// the time in seconds, as a slow turn is timed (MERS 2010 §1.8: 10 seconds), and puts
    /// nothing in (no document rules a slow turn by its seconds).
    #[prop_or_default]
    pub ontime: Option<Callback<(u16, u8)>>,
}

/// Start, the time running, reset; for lateness (minutes and seconds), a button that puts
/// the time elapsed into the incident; for a slow turn, the time in seconds.
#[component]
pub fn Stopwatch(props: &StopwatchProps) -> Html {
    let lang = use_lang();
    let w = lang.words();
    let start = use_stored::<StopwatchStart>().state;
    let clock = use_state(now);
    {
        // Once a second while it runs.
        let clock = clock.clone();
        use_effect_with(start.start.is_some(), move |running| {
            let tick = running.then(|| {
                clock.set(now());
                gloo_timers::callback::Interval::new(1_000, move || clock.set(now()))
            });
            move || drop(tick)
        });
    }
    {
        // A start or reset made in another tab of the site is followed here too (the
        // browser tells other tabs of a change to the stored entry; never the tab that made
        // it, and not when the value is the same, so the follow-up save stops there).
        let start = start.clone();
        let key = use_context::<StoreScope>()
            .unwrap_or_default()
            .key(StopwatchStart::KEY);
        use_effect_with((), move |()| {
            let listening = on_storage(move |changed, value| {
                if changed.as_deref() != Some(key.as_str()) {
                    return;
                }
                let followed = match value {
                    Some(line) => StopwatchStart::decode(&line),
                    None => Some(StopwatchStart::default()),
                };
                if let Some(s) = followed {
                    start.dispatch(StopwatchAction::Follow(s));
                }
            });
            move || drop(listening)
        });
    }
    // A reset or its undo takes away the button tapped: the focus goes to the one that takes
    // it back (Undo after a reset, Reset after an undo), so a keyboard or a screen reader is
    // not left on nothing.
    let (undo_ref, reset_ref) = (use_node_ref(), use_node_ref());
    let refocus = use_mut_ref(|| false);
    {
        let (undo_ref, reset_ref, refocus) = (undo_ref.clone(), reset_ref.clone(), refocus.clone());
        use_effect_with((start.start, start.reset_from), move |(running, _)| {
            if std::mem::take(&mut *refocus.borrow_mut()) {
                let target = if running.is_some() {
                    &reset_ref
                } else {
                    &undo_ref
                };
                if let Some(button) = target.cast::<web_sys::HtmlElement>() {
                    let _ = button.focus();
                }
            }
        });
    }
    let begin = {
        let start = start.clone();
        Callback::from(move |_: MouseEvent| start.dispatch(StopwatchAction::Start(now())))
    };
    let act = |action: StopwatchAction| {
        let (start, refocus) = (start.clone(), refocus.clone());
        Callback::from(move |_: MouseEvent| {
            *refocus.borrow_mut() = true;
            start.dispatch(action);
        })
    };
    let (reset, undo) = (act(StopwatchAction::Reset), act(StopwatchAction::UndoReset));
    html! {
        <section class="stopwatch" aria-labelledby="stopwatch-title">
            <h3 id="stopwatch-title">{ w.stopwatch }</h3>
            { match start.start {
                None => html! {
                    <>
                        <p class="hint">{ w.stopwatch_hint }</p>
                        <div class="stopwatch-buttons">
                            <button type="button" class="answer" id="stopwatch-start" onclick={begin}>{ w.stopwatch_start }</button>
                            if start.reset_from.is_some() {
                                <button type="button" class="answer" id="stopwatch-undo" ref={undo_ref}
                                    onclick={undo}>{ w.stopwatch_undo }</button>
                            }
                        </div>
                    </>
                },
                Some(t0) => {
                    let seconds = clock.saturating_sub(t0) / 1_000;
                    let (m, s) = lateness(seconds);
                    html! {
                        <>
                            <p class="stopwatch-time" id="stopwatch-time" role="timer" aria-live="off">{
                                if props.ontime.is_some() {
                                    format!("{}:{:02}", seconds / 60, seconds % 60)
                                } else {
                                    (w.stopwatch_seconds)(w, u32::try_from(seconds).unwrap_or(u32::MAX))
                                }
                            }</p>
                            <div class="stopwatch-buttons">
                                if let Some(ontime) = &props.ontime {
                                    <button type="button" class="answer" id="stopwatch-use"
                                        onclick={ontime.reform(move |_: MouseEvent| (m, s))}>
                                        { (w.stopwatch_use)(w, m, s) }
                                    </button>
                                }
                                <button type="button" class="answer" id="stopwatch-reset" ref={reset_ref} onclick={reset}>{ w.stopwatch_reset }</button>
                            </div>
                        </>
                    }
                }
            } }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::{StopwatchAction as Do, StopwatchStart};
    use std::rc::Rc;
    use yew::Reducible;

    fn after(s: StopwatchStart, actions: &[Do]) -> StopwatchStart {
        *actions.iter().fold(Rc::new(s), |s, a| s.reduce(*a))
    }

    #[test]
    fn a_reset_keeps_the_start_it_stopped_and_its_undo_gives_it_back() {
        let reset = after(StopwatchStart::default(), &[Do::Start(1_000), Do::Reset]);
        assert_eq!(reset.start, None);
        assert_eq!(reset.reset_from, Some(1_000));
        // The reading goes on from the same start, as if the reset had not been made.
        let undone = after(reset, &[Do::UndoReset]);
        assert_eq!(
            undone,
            StopwatchStart {
                start: Some(1_000),
                reset_from: None
            }
        );
        // Once taken back, there is nothing left to undo.
        assert_eq!(after(undone, &[Do::UndoReset]), undone);
    }

    #[test]
    fn a_new_start_ends_the_offer_to_undo() {
        let s = after(
            StopwatchStart::default(),
            &[Do::Start(1_000), Do::Reset, Do::Start(5_000)],
        );
        assert_eq!(
            s,
            StopwatchStart {
                start: Some(5_000),
                reset_from: None
            }
        );
        assert_eq!(after(s, &[Do::UndoReset]), s);
    }

    #[test]
    fn a_reset_of_a_stopped_watch_keeps_the_earlier_offer() {
        let reset = after(StopwatchStart::default(), &[Do::Start(1_000), Do::Reset]);
        assert_eq!(after(reset, &[Do::Reset]), reset);
        assert_eq!(
            after(StopwatchStart::default(), &[Do::Reset, Do::UndoReset]),
            StopwatchStart::default()
        );
    }

    #[test]
    fn another_tabs_state_is_taken_whole() {
        let theirs = StopwatchStart {
            start: None,
            reset_from: Some(7),
        };
        assert_eq!(
            after(StopwatchStart::default(), &[Do::Follow(theirs)]),
            theirs
        );
    }

    #[test]
    fn the_undo_outlives_a_reload() {
        use crate::ui::hooks::Stored;
        let reset = after(
            StopwatchStart::default(),
            &[Do::Start(1_764_160_000_000), Do::Reset],
        );
        let read = StopwatchStart::decode(&reset.encode()).unwrap();
        assert_eq!(after(read, &[Do::UndoReset]).start, Some(1_764_160_000_000));
    }
}
