//! A stopwatch at the table: started when a late player is called, or when a slow player's
//! turn begins. Its start is kept, so a reload (or a tab opened after it started) goes on
//! counting, and a tab already open follows a start or reset made in another; for lateness,
//! one tap puts its minutes and the seconds past them into the incident; a slow turn is read
//! in seconds.

use crate::ui::hooks::{StoreScope, Stored, on_storage, send, use_lang, use_stored};
use std::rc::Rc;
use yew::prelude::*;

/// When the stopwatch was started (milliseconds since 1970, the browser's clock), if it runs.
#[derive(Debug, Clone, Copy, Default, PartialEq)]
pub struct StopwatchStart(pub Option<u64>);

impl Reducible for StopwatchStart {
    type Action = Option<u64>;
    fn reduce(self: Rc<Self>, action: Option<u64>) -> Rc<Self> {
        Rc::new(StopwatchStart(action))
    }
}

impl Stored for StopwatchStart {
    const KEY: &'static str = "mahjong-referee/stopwatch";

    /// `1;1764160000000` while it runs, `1;` when stopped.
    ///
    /// ```
    /// use mahjong_referee::ui::components::StopwatchStart;
    /// use mahjong_referee::ui::hooks::Stored;
    /// assert_eq!(StopwatchStart(Some(1_764_160_000_000)).encode(), "1;1764160000000");
    /// assert_eq!(StopwatchStart::decode("1;"), Some(StopwatchStart(None)));
    /// assert_eq!(StopwatchStart::decode("1;soon"), None);
    /// ```
    fn encode(&self) -> String {
        format!("1;{}", self.0.map(|t| t.to_string()).unwrap_or_default())
    }

    fn decode(line: &str) -> Option<StopwatchStart> {
        match line.strip_prefix("1;")? {
            "" => Some(StopwatchStart(None)),
            t => t.parse().ok().map(|t| StopwatchStart(Some(t))),
        }
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
        use_effect_with(start.0.is_some(), move |running| {
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
                    None => Some(StopwatchStart(None)),
                };
                if let Some(StopwatchStart(t0)) = followed {
                    start.dispatch(t0);
                }
            });
            move || drop(listening)
        });
    }
    let begin = {
        let start = start.clone();
        Callback::from(move |_: MouseEvent| start.dispatch(Some(now())))
    };
    let reset = send(&start, |_: MouseEvent| None);
    html! {
        <section class="stopwatch" aria-labelledby="stopwatch-title">
            <h3 id="stopwatch-title">{ w.stopwatch }</h3>
            { match start.0 {
                None => html! {
                    <>
                        <p class="hint">{ w.stopwatch_hint }</p>
                        <button type="button" class="answer" id="stopwatch-start" onclick={begin}>{ w.stopwatch_start }</button>
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
                                <button type="button" class="answer" id="stopwatch-reset" onclick={reset}>{ w.stopwatch_reset }</button>
                            </div>
                        </>
                    }
                }
            } }
        </section>
    }
}
