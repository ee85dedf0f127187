//! Before you rule: what each document asks of the table and the referee once an
//! irregularity is called, before the ruling, in the project's own words and each point with
//! the sections it comes from. Only what the document says: where documents differ, their
//! lists differ, and a document that says nothing of stopping play or of appeals says so in
//! its list rather than borrowing another's procedure. Each rule set's list is its module's
//! `before_you_rule` ([`super::ema2016::before_you_rule`], …).

use super::{Section, Text};

/// One point of a rule set's list: what to see to, and the sections it comes from (none for
/// a point on what the document does not say).
///
/// ```
/// use mahjong_referee::rules::{before_you_rule, RulesetId};
/// let mers = before_you_rule(RulesetId::Mers2010);
/// assert_eq!(mers[0].to_string(), "Stop play as soon as a referee is needed: once play has gone on, no ruling can be given. (MERS 2010 §2.1)");
/// ```
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Check {
    /// What to see to.
    pub point: Text,
    /// Where the document says it.
    pub sections: &'static [Section],
}

impl std::fmt::Display for Check {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.point)?;
        for (i, s) in self.sections.iter().enumerate() {
            f.write_str(if i == 0 { " (" } else { ", " })?;
            write!(f, "{s}")?;
        }
        if !self.sections.is_empty() {
            f.write_str(")")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    use crate::rules::{RulesetId, before_you_rule, seed};

    /// The text a rule set's sections are read from: its seeds, joined, or `None` where the
    /// seeds are not beside the project. Seed 000 sets EMA 2016 and EMA 2012 side by side,
    /// a table whose cells are split by `|`: 2016's cell, 2012's cell, row after row (a
    /// section one version lacks is an empty cell), so each version reads its own column.
    fn document_text(id: RulesetId) -> Option<String> {
        let column = |text: String, left: bool| {
            text.split('|')
                .enumerate()
                .filter(|(i, _)| (i % 2 == 0) == left)
                .map(|(_, cell)| cell.trim_start_matches(' '))
                .collect::<Vec<_>>()
                .join("\n")
        };
        let parts = match id {
            RulesetId::Ema2016 => vec![column(seed("000_")?, true), seed("001_")?, seed("003_")?],
            RulesetId::Ema2012 => vec![column(seed("000_")?, false), seed("003_")?],
            RulesetId::Wrc2015 => vec![seed("001_")?],
            RulesetId::Mers2010 => vec![seed("002_")?],
            RulesetId::Ffmj2008 => vec![seed("004_")?],
        };
        Some(parts.join("\n"))
    }

    /// Seed 000's columns are EMA 2016's and EMA 2012's: a section the two number apart
    /// is in its own column only.
    #[test]
    fn seed_000_reads_as_two_columns() {
        let (Some(ema2016), Some(ema2012)) = (
            document_text(RulesetId::Ema2016),
            document_text(RulesetId::Ema2012),
        ) else {
            eprintln!("../shared/seeds not here: the columns of seed 000 are not checked");
            return;
        };
        assert!(ema2012.lines().any(|l| l.starts_with("5.2.5Picking")));
        assert!(!ema2012.contains("5.6Telephones"));
        assert!(
            ema2012
                .lines()
                .any(|l| l == "5.6Being late at a tournament")
        );
        assert!(ema2016.contains("5.6Telephones"));
        assert!(!ema2016.contains("5.2.5Picking"));
    }

    /// Every section a point cites is its own rule set's, and is a heading of the text it
    /// was read from: a numbered EMA section as the seed writes its heading, the number and
    /// the title's first word run together (`5.2Exposing tiles`); a MERS point, whose
    /// number the seed gives without a heading, by its number (`2.8.2. …`); an entry's or
    /// an unnumbered section's heading as the text writes it, every part of it; a passage
    /// under no heading, where it is.
    #[test]
    fn each_point_cites_a_section_of_its_own_document() {
        for id in RulesetId::ALL {
            let list = before_you_rule(id);
            assert!(list.len() >= 4, "{id}");
            for check in list {
                for s in check.sections {
                    assert_eq!(s.ruleset, id, "{check}");
                }
            }
            let Some(text) = document_text(id) else {
                eprintln!(
                    "../shared/seeds not here: {id}'s sections are checked for their rule set, not against its text"
                );
                continue;
            };
            for s in list.iter().flat_map(|c| c.sections) {
                let found = match s.number {
                    Some(n) if !s.titled() => numbered_in(&text, n, s),
                    _ => entry_in(&text, s),
                };
                assert!(found, "{id}: {s} is not a heading of its text");
            }
        }
    }

    /// A numbered section's heading, as the seed writes it.
    fn numbered_in(text: &str, number: &str, s: &Section) -> bool {
        let title = s.title.to_string().to_lowercase();
        let first = title.split_whitespace().next().unwrap_or_default();
        text.lines().any(|l| {
            let l = l.trim_start_matches(['-', ' ']);
            l.strip_prefix(number).is_some_and(|rest| match s.ruleset {
                RulesetId::Mers2010 => rest.starts_with(". "),
                _ => rest.to_lowercase().starts_with(first),
            })
        })
    }

    /// The heading an entry or an unnumbered section names, as the seed has it (the
    /// project's title is checked part by part: each must be in the text), or a passage
    /// under no heading.
    fn entry_in(text: &str, s: &Section) -> bool {
        let heading = match s.title {
            Text::Wrc2015(say) => say.to_string(),
            Text::Ffmj2008(say) => say.to_string(),
            other => other.to_string(),
        };
        let lower = text.to_lowercase();
        // FFMJ 2008's opening paragraphs, before its first heading, have no heading of
        // their own: the referee's authority and self-arbitration are there, and the
        // project's words for where they are are not the text's.
        if s.within == crate::rules::Within::Passage {
            return !lower.contains(&heading.to_lowercase())
                && lower
                    .split("a few elements on rules")
                    .next()
                    .is_some_and(|intro| {
                        intro.contains("referee") && intro.contains("selfarbitration")
                    });
        }
        // "Good behaviour: silence" is under "A FEW ELEMENTS ON RULES AND GOOD BEHAVIOR";
        // the other headings are in the text as they are.
        heading
            .split([':', '(', ')'])
            .map(str::trim)
            .filter(|w| !w.is_empty())
            .all(|part| lower.contains(&part.to_lowercase().replace("behaviour", "behavior")))
    }

    /// The lists differ where the documents do: MERS 2010 stops play and hears appeals,
    /// the riichi texts say nothing of either, and say so.
    #[test]
    fn the_lists_differ_where_the_documents_do() {
        let says = |id| {
            before_you_rule(id)
                .iter()
                .map(|c| c.point.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        };
        assert!(says(RulesetId::Mers2010).contains("Stop play"));
        assert!(says(RulesetId::Mers2010).contains("appeal"));
        for id in [RulesetId::Ema2016, RulesetId::Ema2012, RulesetId::Wrc2015] {
            assert!(!says(id).contains("Stop play"), "{id}");
            assert!(says(id).contains("does not say"), "{id}");
        }
        assert_ne!(says(RulesetId::Ema2016), says(RulesetId::Ema2012));
        assert_ne!(says(RulesetId::Mers2010), says(RulesetId::Ffmj2008));
    }
}
