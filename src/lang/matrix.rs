//! The rules matrix as a standalone HTML page in a language (`matrix.html`, and
//! `matrix-fr.html` in French): every incident's example under every rule set, with the main
//! section, for a federation site to link to. A test keeps the pages in `www/` equal to it.

use super::{Lang, escape_html};
use crate::rules::catalogue::CATALOGUE;
use crate::rules::{Incident, RulesetId, rule};

/// The page's file name in the site: `matrix.html`, `matrix-fr.html`.
///
/// ```
/// use mahjong_referee::lang::{matrix_file, Lang};
/// assert_eq!(matrix_file(Lang::Fr), "matrix-fr.html");
/// ```
pub fn matrix_file(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "matrix.html",
        Lang::Fr => "matrix-fr.html",
        Lang::De => "matrix-de.html",
        Lang::Nl => "matrix-nl.html",
    }
}

/// The rules matrix page in a language.
///
/// ```
/// use mahjong_referee::lang::{matrix_html, Lang};
/// let page = matrix_html(Lang::En);
/// assert!(page.contains("<td>Dead hand<small>EMA 2016 §5.1.4</small></td>"));
/// assert!(matrix_html(Lang::Fr).contains("<td>Main morte<small>EMA 2016 §5.1.4</small></td>"));
/// ```
pub fn matrix_html(lang: Lang) -> String {
    let w = lang.words();
    let mut out = format!(
        "<!doctype html>\n<html lang=\"{}\">\n<head>\n<meta charset=\"utf-8\">\n\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
         <title>{}</title>\n\
         <style>:root{{--bg:#f6f4ee;--fg:#17202a;--muted:#4d5966;--line:#d6d0c2;--head:#ece6d6;\
         --link:#0d6b5e;color-scheme:light dark}}\
         @media(prefers-color-scheme:dark){{:root{{--bg:#12171c;--fg:#eef1f4;--muted:#b4bec8;\
         --line:#3a4652;--head:#2a333c;--link:#4fc2ae}}}}\
         body{{font:16px/1.4 system-ui,sans-serif;margin:1rem;color:var(--fg);background:var(--bg)}}\
         a,a:visited{{color:var(--link)}}\
         .wrap{{overflow-x:auto}}table{{border-collapse:collapse;min-width:48rem;font-size:.9rem}}\
         th,td{{border:1px solid var(--line);padding:.4rem;text-align:left;vertical-align:top}}\
         th[scope=row],thead th:first-child{{position:sticky;left:0;z-index:1;width:9rem;min-width:7rem;\
         background:var(--bg);box-shadow:2px 0 0 var(--line)}}\
         thead th{{background:var(--head)}}td small{{display:block;color:var(--muted)}}</style>\n\
         </head>\n<body>\n<main>\n<h1 id=\"title\">{}</h1>\n\
         <p>{} <a href=\"./\">{}</a> {}</p>\n\
         <div class=\"wrap\" tabindex=\"0\" role=\"region\" aria-labelledby=\"title\"><table>\n<thead><tr><th>{}</th>",
        lang.code(),
        escape_html(w.matrix_title),
        escape_html(w.matrix_heading),
        escape_html(w.matrix_intro),
        escape_html(w.matrix_open),
        escape_html(w.matrix_after_link),
        escape_html(w.matrix_incident),
    );
    for id in RulesetId::ALL {
        out.push_str(&format!("<th>{}</th>", escape_html(id.short())));
    }
    out.push_str("</tr></thead>\n<tbody>\n");
    for info in CATALOGUE {
        let Ok(incident) = info.example.parse::<Incident>() else {
            continue;
        };
        out.push_str(&format!(
            "<tr><th scope=\"row\">{}</th>",
            escape_html(lang.incident_title(info))
        ));
        for id in RulesetId::ALL {
            let r = rule(id, &incident);
            let section = r.sections.first().map_or_else(String::new, |s| {
                format!("<small>{}</small>", escape_html(&lang.section(s)))
            });
            out.push_str(&format!(
                "<td>{}{section}</td>",
                escape_html(&lang.headline(&r))
            ));
        }
        out.push_str("</tr>\n");
    }
    out.push_str("</tbody>\n</table></div>\n</main>\n</body>\n</html>\n");
    out
}
