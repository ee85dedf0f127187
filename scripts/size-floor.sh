#!/usr/bin/env bash
# What smaller scopes of the widget would weigh and how soon each is usable on a slow phone:
# builds cut-down copies of it in a scratch directory (the project's sources are not
# touched) and prints, for each, the gzip size of its wasm and of all a first visit
# downloads (scripts/size.sh), then its cold load on the slow profile of issue #30
# (scripts/slow-load.mjs: 150 ms, 1.6 Mbit/s, 4x CPU, gzip-served; medians of RUNS loads,
# 5 by default): first paint, usable, and the bytes before usable. It measures the floor of
# each scope, so that what moves off the first screen's path can be chosen on figures (goal
# of #30: usable in 1.5 s, about 160 KB gzip before it):
#
#   as built                  every feature (English built in; other languages are packs)
#   no hand checks            the riichi and MCR hand checks taken out
#   rulings alone             … and the session log taken out: the search, the questions,
#                             the ruling card and the comparison with the other rule sets
#   no search                 … and the search (its words, its learned counts) and the
#                             stopwatch taken out
#   false set alone           … and every ruling but the false set's: the first screen of a
#                             first visit and nothing else, the floor of a first module that
#                             would load before the whole widget (a split)
#
# Each cut replaces a few lines of the copy (CUTS below); when a line is no longer found, the
# script stops and names it, so the cuts cannot silently measure something else.
# Not a test: it prints figures. About 3 minutes a variant (the first build of std longer).
# Usage: [RUNS=n] scripts/size-floor.sh
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
. scripts/env.sh
[ -d target/api ] || scripts/api-bundle.sh >/dev/null

root=$PWD
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

# file <TAB> line as it is <TAB> what the cut puts there
CUTS_HANDS=$'src/ui/components/mcr_panel.rs\tpub fn McrPanel(props: &McrPanelProps) -> Html {\tpub fn McrPanel(props: &McrPanelProps) -> Html { if true { return html! {}; }
src/ui/components/hand_panel.rs\tpub fn HandPanel(props: &HandPanelProps) -> Html {\tpub fn HandPanel(props: &HandPanelProps) -> Html { if true { return html! {}; }'
CUTS_LOG=$'src/ui/components/penalty_log/mod.rs\tpub fn PenaltyLogPanel(props: &PenaltyLogPanelProps) -> Html {\tpub fn PenaltyLogPanel(props: &PenaltyLogPanelProps) -> Html { if true { return html! {}; }'
CUTS_SEARCH=$'src/lang/search/mod.rs\tpub fn ranked(lang: Lang, query: &str) -> Vec<Found> {\tpub fn ranked(lang: Lang, query: &str) -> Vec<Found> { if true { let _ = (lang, query); return Vec::new(); }
src/lang/search/answers.rs\tpub fn search_answers_by_source(lang: Lang, info: &IncidentInfo, query: &str) -> Answers {\tpub fn search_answers_by_source(lang: Lang, info: &IncidentInfo, query: &str) -> Answers { if true { let _ = (lang, info, query); return Answers::default(); }
src/lang/search/hand_words.rs\tpub fn search_hand(query: &str) -> Option<String> {\tpub fn search_hand(query: &str) -> Option<String> { if true { let _ = query; return None; }
src/lang/search/vocabulary/mod.rs\tpub fn read_search_words() {\tpub fn read_search_words() { if true { return; }
src/ui/components/stopwatch.rs\tpub fn Stopwatch(props: &StopwatchProps) -> Html {\tpub fn Stopwatch(props: &StopwatchProps) -> Html { if true { return html! {}; }
src/lang/search/mod.rs\tpub fn names_anything(query: &str) -> bool {\tpub fn names_anything(query: &str) -> bool { if true { return !query.trim().is_empty(); }
src/lang/search/learned.rs\tpub fn install_learned(text: &str) -> bool {\tpub fn install_learned(text: &str) -> bool { if true { let _ = text; return false; }'
# Each rule set rules on the false set alone (the incident a first visit opens on).
FALSE_SET_ONLY=$'pub fn rule(incident: &Incident) -> Ruling {\tpub fn rule(incident: &Incident) -> Ruling { if !matches!(incident, Incident::FalseSet(_)) { unreachable!() }'
# Every rule set's rule(), found (a sixth rule set is cut too).
CUTS_FALSE_SET=$(grep -rl 'pub fn rule(incident: &Incident) -> Ruling {' src/rules | sort | while read -r f; do
  printf '%s\t%s\n' "$f" "$FALSE_SET_ONLY"
done)

# Applies cuts (lines as above) to the copy in $1; fails naming a line it cannot find.
cut() {
  node -e '
    const fs = require("fs");
    const [dir, cuts] = process.argv.slice(1);
    for (const row of cuts.split("\n").filter(Boolean)) {
      const [file, from, to] = row.split("\t");
      const path = `${dir}/${file}`;
      const text = fs.existsSync(path) ? fs.readFileSync(path, "utf8") : "";
      if (!text.includes(from)) {
        console.error(`size-floor: "${from}" is no longer in ${file}: update CUTS in scripts/size-floor.sh`);
        process.exit(1);
      }
      fs.writeFileSync(path, text.split(from).join(to));
    }' "$1" "$2"
}

# Builds the copy in $1 and prints its figures under the label $2.
measure() {
  (
    cd "$1"
    small_wasm
    export CARGO_TARGET_DIR="$root/target/small-floor"
    trunk build --release --offline >"$1.log" 2>&1 || { tail -30 "$1.log"; exit 1; }
    wasm=$(gzip -9c dist/mahjong-referee-*_bg.wasm | wc -c)
    # The figure only: a scope over the size budget is still measured.
    total=$({ "$root/scripts/size.sh" "$1/dist" || true; } | sed -n 's/^size: first visit .* = \([0-9]*\) bytes gzip.*/\1/p')
    printf '%-26s wasm %7d B gzip   first visit %7d B gzip (%d KB)\n' "$2" "$wasm" "$total" $(((total + 512) / 1024))
    printf '%-26s %s\n' "" "$(cd "$root" && node scripts/slow-load.mjs "$1/dist" "${RUNS:-5}" | sed 's/^slow phone ([^)]*), //')"
  )
}

# The copy every cut is made in, one after the other: each scope is the one before it less a
# piece, so each is measured before the next cut.
copy() {
  local dir="$scratch/widget"
  mkdir -p "$dir/target"
  git ls-files -z | xargs -0 cp --parents -t "$dir"
  ln -s "$root/node_modules" "$dir/node_modules"
  ln -s "$root/target/api" "$dir/target/api"
  echo "$dir"
}

echo "size-floor: about 160 KB (163 840 B) gzip before usable is the goal of #30 (the wasm is most of it)"
w=$(copy)
measure "$w" "as built"
cut "$w" "$CUTS_HANDS" && measure "$w" "no hand checks"
cut "$w" "$CUTS_LOG" && measure "$w" "rulings alone"
cut "$w" "$CUTS_SEARCH" && measure "$w" "no search"
cut "$w" "$CUTS_FALSE_SET" && measure "$w" "false set alone"
