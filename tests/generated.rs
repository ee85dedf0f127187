//! What is generated from the code and kept in the repository (docs/incidents.md, the rules
//! matrix pages, the JS API's TypeScript Incident type) must not drift from it.

#[test]
fn the_incident_catalogue_doc_is_up_to_date() {
    let generated = mahjong_referee::rules::catalogue::markdown();
    let checked_in = include_str!("../docs/incidents.md");
    assert!(
        generated == checked_in,
        "docs/incidents.md is out of date: run `cargo run --bin mjref -- docs > docs/incidents.md`"
    );
}

/// The file of the repository at `path`, or a failure naming it.
fn repo_file(path: &str) -> String {
    std::fs::read_to_string(format!("{}/{path}", env!("CARGO_MANIFEST_DIR")))
        .unwrap_or_else(|e| panic!("{path}: {e} (every language in Lang::ALL has it)"))
}

#[test]
fn the_rules_matrix_page_is_up_to_date() {
    use mahjong_referee::lang::{Lang, matrix_file, matrix_html};
    for lang in Lang::ALL {
        let page = matrix_file(lang);
        let lang_arg = if lang == Lang::En {
            String::new()
        } else {
            format!("--lang {lang} ")
        };
        assert!(
            matrix_html(lang) == repo_file(&format!("www/{page}")),
            "www/{page} is out of date: run `cargo run --bin mjref -- {lang_arg}matrix > www/{page}`"
        );
    }
}

/// A language is one line of `Lang` and its match arms (which the compiler checks), and
/// these files, which this test checks for every language: its pack's source and compiled
/// pack (the pack test checks their keys), its rules matrix page (above) and manifest, both
/// copied into the site by `index.html`, and the JS API's `Lang` type.
#[test]
fn every_language_has_its_files() {
    use mahjong_referee::lang::{Lang, matrix_file};
    let index = repo_file("index.html");
    let api = repo_file("src/api.rs");
    let ts_langs: Vec<String> = Lang::ALL.iter().map(|l| format!("\"{l}\"")).collect();
    assert!(
        api.contains(&format!("export type Lang = {};", ts_langs.join(" | "))),
        "src/api.rs: the TypeScript Lang type lists every language: {}",
        ts_langs.join(" | ")
    );
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let code = lang.code();
        repo_file(&format!("lang/{code}.txt"));
        repo_file(&format!("www/lang/{code}.compiled.txt"));
        let manifest = repo_file(&format!("www/manifest-{code}.webmanifest"));
        assert!(
            manifest.contains(&format!("\"lang\": \"{code}\"")),
            "www/manifest-{code}.webmanifest: its \"lang\" is {code}"
        );
        for file in [
            format!("manifest-{code}.webmanifest"),
            matrix_file(lang).to_string(),
        ] {
            assert!(
                index.contains(&format!(
                    "<link data-trunk rel=\"copy-file\" href=\"www/{file}\">"
                )),
                "index.html copies www/{file} into the site"
            );
        }
    }
}

/// The JS API's TypeScript Incident type is the catalogue's, written out by
/// `catalogue::typescript` (every incident, each of its facts, each value of its lists): a
/// federation's code checks against the incidents the widget knows (the hand-kept type had
/// fallen behind at ten of thirty).
#[test]
fn the_typescript_incident_type_is_the_catalogues() {
    let api = include_str!("../src/api.rs");
    let generated = mahjong_referee::rules::catalogue::typescript();
    assert!(
        api.contains(&generated),
        "src/api.rs's Incident type is out of date: put `cargo run --bin mjref -- typescript` in its place"
    );
    for info in mahjong_referee::rules::catalogue::CATALOGUE {
        assert!(generated.contains(&format!("kind: \"{}\"", info.kind)));
        for fact in info.facts {
            assert!(
                generated.contains(&format!("{}?:", fact.field)),
                "{}",
                fact.field
            );
        }
    }
}

/// What the search learned (src/lang/search-learned.txt) is what `mjref search-learn`
/// learns from the labelled descriptions its first line names, and those are every
/// training part and the tuning part of tests/search-eval, never the held-out part: the
/// file is never edited by hand, and a description changed or a part added is learned
/// again.
#[test]
fn the_search_learned_file_is_what_the_labelled_descriptions_teach() {
    let checked_in = repo_file("src/lang/search-learned.txt");
    let header = checked_in.lines().next().unwrap_or_default();
    let files: Vec<&str> = header
        .split_once("`mjref search-learn ")
        .and_then(|(_, rest)| rest.split_once('`'))
        .map(|(files, _)| files.split_whitespace().collect())
        .unwrap_or_default();
    // Every training part (train-*.jsonl) and the tuning part, never the held-out part.
    let dir = format!("{}/tests/search-eval", env!("CARGO_MANIFEST_DIR"));
    let mut training: Vec<String> = std::fs::read_dir(&dir)
        .expect("tests/search-eval")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.starts_with("train-") && name.ends_with(".jsonl"))
        .map(|name| format!("tests/search-eval/{name}"))
        .collect();
    training.sort();
    training.push("tests/search-eval/tune.jsonl".to_string());
    assert_eq!(
        files, training,
        "src/lang/search-learned.txt must be learned from every training part and the tuning part: {header}"
    );
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mjref"))
        .arg("search-learn")
        .args(&files)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("mjref runs");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        String::from_utf8_lossy(&out.stdout) == checked_in,
        "src/lang/search-learned.txt is out of date: run `cargo run --bin mjref -- search-learn {} > src/lang/search-learned.txt`",
        files.join(" ")
    );
}

/// The learned file's version (src/lang/search-learned.version), in the address the widget
/// fetches the file from and in the service worker's list, is the version of its text:
/// `UPDATE_LEARNED_VERSION=1` writes it.
#[test]
fn the_search_learned_version_is_the_files() {
    let version = mahjong_referee::lang::learned_version(&repo_file("src/lang/search-learned.txt"));
    let path = format!(
        "{}/src/lang/search-learned.version",
        env!("CARGO_MANIFEST_DIR")
    );
    if std::env::var_os("UPDATE_LEARNED_VERSION").is_some() {
        std::fs::write(&path, format!("{version}\n")).expect("writes the version");
    }
    assert_eq!(
        repo_file("src/lang/search-learned.version").trim(),
        version,
        "src/lang/search-learned.version is out of date: run `UPDATE_LEARNED_VERSION=1 cargo test --test generated`"
    );
    assert_eq!(mahjong_referee::lang::LEARNED_VERSION.trim(), version);
}

/// The start-up script that fetches the language pack early (`www/early-pack.js`) is written
/// from the widget's own rule for picking a language (`early_pack_script`): stored, it must
/// be that text.
#[cfg(feature = "web")]
#[test]
fn the_early_pack_script_is_the_widgets_rule() {
    let script = mahjong_referee::ui::hooks::early_pack_script();
    let path = format!("{}/www/early-pack.js", env!("CARGO_MANIFEST_DIR"));
    if std::env::var_os("UPDATE_EARLY_PACK").is_some() {
        std::fs::write(&path, &script).expect("www/early-pack.js written");
    }
    assert!(
        repo_file("www/early-pack.js") == script,
        "www/early-pack.js is out of date: run `UPDATE_EARLY_PACK=1 cargo test --features web --test generated`"
    );
}
