//! How a host page set up an embedded widget ([`Embed`]), and which of its settings the
//! widget does not know.

use crate::lang::{Lang, Words};
use crate::rules;
use crate::rules::RulesetId;
use yew::prelude::*;

/// How a host page set up an embedded widget: the values of the element's attributes or of
/// the iframe page's address, as given (the widget checks them).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Embed {
    /// A rule set id to show (empty: the user's last choice).
    pub ruleset: AttrValue,
    /// An incident kind to open (empty: the user's last choice).
    pub incident: AttrValue,
    /// The language asked for.
    pub lang: AttrValue,
    /// Only the tool itself: no title, footer or session log.
    pub compact: bool,
    /// What the widget's entries are stored under, apart from other widgets on the page.
    pub key: AttrValue,
    /// The address of the widget's own site (ending in `/`), for its links.
    pub base: AttrValue,
}

/// The first setting of `embed` with a value the widget does not know and not the one it had
/// in `before` (what the host did not change is not held against a change), if any, as its
/// place among ruleset, incident and lang: a change of settings is taken whole or not at all.
#[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
pub(crate) fn unknown_setting(embed: &Embed, before: &Embed) -> Option<u8> {
    let changed = [
        embed.ruleset != before.ruleset,
        embed.incident != before.incident,
        embed.lang != before.lang,
    ];
    (0..3u8).find(|&i| embed_checks(embed)[i as usize] && changed[i as usize])
}

/// Whether each setting a host page can ask for (ruleset, incident, lang) has a value the
/// widget does not know (an empty value is none asked for).
fn embed_checks(embed: &Embed) -> [bool; 3] {
    let bad = |v: &str, known: bool| !v.is_empty() && !known;
    [
        bad(&embed.ruleset, embed.ruleset.parse::<RulesetId>().is_ok()),
        bad(
            &embed.incident,
            rules::catalogue::info(&embed.incident).is_some(),
        ),
        bad(&embed.lang, embed.lang.parse::<Lang>().is_ok()),
    ]
}

/// What a host page asked for that the widget does not know, said as plain text.
pub(super) fn embed_problems(embed: &Embed, w: &Words) -> Vec<String> {
    let [ruleset, incident, lang] = embed_checks(embed);
    let mut out = Vec::new();
    if ruleset {
        out.push((w.embed_bad_ruleset)(w, &embed.ruleset));
    }
    if incident {
        out.push((w.embed_bad_incident)(w, &embed.incident));
    }
    if lang {
        out.push((w.embed_bad_lang)(w, &embed.lang));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn embed(ruleset: &str, incident: &str, lang: &str) -> Embed {
        Embed {
            ruleset: ruleset.to_string().into(),
            incident: incident.to_string().into(),
            lang: lang.to_string().into(),
            ..Embed::default()
        }
    }

    #[test]
    fn a_change_of_settings_is_taken_whole_or_not_at_all() {
        let before = embed("mers-2010", "late", "");
        // A good rule set beside an incident the widget does not know: the incident is named.
        let half = embed("wrc-2015", "no-such-incident", "");
        assert_eq!(unknown_setting(&half, &before), Some(1));
        assert_eq!(unknown_setting(&embed("", "", "xx"), &before), Some(2));
        assert_eq!(
            unknown_setting(&embed("wrc-2015", "false-set", "fr"), &before),
            None
        );
        // What the host did not change is not held against a change: a bad rule set from the
        // address, and a message that changes the incident only.
        let address = embed("no-such-ruleset", "late", "");
        assert_eq!(
            unknown_setting(&embed("no-such-ruleset", "false-set", ""), &address),
            None
        );
    }
}
