//! French: the widget's own words ([`WORDS`]). Everything else French comes from its pack,
//! `lang/fr.txt` ([`super::pack`]), said by [`FRENCH`].
//!
//! Numbers are grouped by thousands with a narrow space, and the spaces French puts before
//! `:` `;` `?` `!` and inside « » are no-break spaces, so they never start a line: written
//! so in the sources by `scripts/fr-spacing.py` (run it after editing them).

use super::packed::Packed;
use super::{Lang, Words};
use crate::rules::{FoulPenalty, Points, Unit};

/// French: its pack, and its widget words.
pub(crate) static FRENCH: Packed = Packed {
    lang: Lang::Fr,
    words: &WORDS,
};

/// A number as French writes it: `20 000`, `−15 000`.
pub(crate) fn number(n: i64) -> String {
    Points(i32::try_from(n).unwrap_or(i32::MAX)).grouped("\u{202f}")
}

fn unit(unit: Unit, amount: u32) -> &'static str {
    match (unit, amount) {
        (Unit::McrPoints, 0 | 1) => "point MCR",
        (Unit::McrPoints, _) => "points MCR",
        (Unit::TablePoints, 0 | 1) => "point de table",
        (Unit::TablePoints, _) => "points de table",
        (Unit::FinalScorePoints, 0 | 1) => "point du score final",
        (Unit::FinalScorePoints, _) => "points du score final",
        (Unit::OverallPoints, 0 | 1) => "point au classement général",
        (Unit::OverallPoints, _) => "points au classement général",
    }
}

fn penalty(p: FoulPenalty) -> String {
    match p {
        FoulPenalty::Warning => "avertissement".into(),
        FoulPenalty::Points(n @ (0 | 1)) => format!("{n} point"),
        FoulPenalty::Points(n) => format!("{} points", number(n.into())),
        FoulPenalty::Elimination => "disqualification".into(),
    }
}

/// What the JSON reader expected, in French (the reader's own words are English).
fn json_expected(expected: &str) -> String {
    match expected {
        "a value" => "une valeur".into(),
        "a number" => "un nombre".into(),
        "a whole number" => "un nombre entier".into(),
        "an escape" => "un échappement".into(),
        "less nesting" => "moins d’imbrication".into(),
        "UTF-8" => "de l’UTF-8".into(),
        "the end" => "la fin".into(),
        other => other.to_string(),
    }
}

/// "inscription a pu être lue" or its plural.
fn read_entries(n: usize) -> &'static str {
    if n < 2 {
        "inscription a pu être lue"
    } else {
        "inscriptions ont pu être lues"
    }
}

fn plural(n: impl Into<u64>) -> &'static str {
    if n.into() > 1 { "s" } else { "" }
}

/// The widget's words in French.
pub static WORDS: Words = Words {
    app_title: "Arbitre de mahjong",
    language: "Langue",
    entry_kept_aside: "Votre dernière saisie n’a pas pu être lue ; elle est gardée à part dans ce navigateur et une nouvelle a commencé.",
    embed_bad_ruleset: |_, x| {
        format!("Cette page demande un règlement que l’outil ne connaît pas : « {x} ».")
    },
    embed_bad_incident: |_, x| {
        format!("Cette page demande un incident que l’outil ne connaît pas : « {x} ».")
    },
    embed_bad_lang: |_, x| format!("Cette page demande une langue que l’outil n’a pas : « {x} »."),
    lang_loading: |_, name| format!("Chargement\u{a0}: {name}… en anglais en attendant."),
    lang_failed: |_, name| {
        format!(
            "{name} n’a pas pu être chargé (hors ligne\u{a0}?)\u{a0}: en anglais. Choisissez-le à nouveau pour réessayer."
        )
    },
    group_lead: "Quelles tuiles le joueur a-t-il montrées pour le groupe annoncé ?",
    waiting_tiles: "Saisissez les tuiles pour voir la décision.",
    waiting_answer: |_, questions| {
        format!("La décision dépend de ce qui n’a pas encore de réponse\u{a0}: {questions}")
    },
    start_again: "Recommencer",
    footer_note: "Les décisions sont le résumé par le projet de chaque document, avec la section à vérifier. ",
    footer_link: "Tous les incidents, selon chaque règlement",
    matrix_title: "Arbitre de mahjong : tableau des règlements",
    matrix_heading: "Tableau des règlements",
    matrix_intro: "Un exemple de chaque incident selon les cinq règlements, tel que l’outil d’arbitrage le juge, avec la section principale à vérifier. Produit à partir du code ;",
    matrix_open: "ouvrez l’outil",
    matrix_after_link: "pour répondre aux questions d’un cas réel.",
    matrix_incident: "Incident",
    panic_message: "L’outil d’arbitrage a rencontré une erreur. Votre saisie reste enregistrée dans ce navigateur.",
    reload: "Recharger",
    new_version: "Nouvelle version — recharger",
    what_to_do: "Que faire maintenant",
    points: "Points",
    no_points: "Personne ne paie.",
    why: "Pourquoi",
    compare_title: "Selon les autres règlements",
    rule_set: "Règlement",
    ruling: "Décision",
    section: "Section",
    also_depends_on: |_, questions| format!("Dépend aussi de (question non posée ici) : {questions}"),
    assumed: |_, answers| format!("Retenu tant que vous n’avez pas répondu : {answers}"),
    show_ruling_under: |_, ruleset| format!("Voir la décision selon {ruleset}"),
    tap_tiles_below: "Touchez les tuiles ci-dessous.",
    open_keyboard: "Ajouter ou changer des tuiles",
    or_type_them: "ou tapez-les",
    search_label: "Rechercher (chombo, 12 min de retard…)",
    what_happened: "Que s’est-il passé ?",
    no_match: "Aucun incident ne correspond à ces mots : choisissez-en un dans la liste, ou dites-le autrement.",
    pick_an_incident: "— Choisir un incident —",
    best_matches: "Meilleures correspondances",
    your_words: "vos mots :",
    from_your_words: "d’après vos mots",
    check_this_hand: "Vos mots contiennent une main : la vérifier",
    tools: "Outils",
    tab_ruling: "Décision",
    tab_hand: "Vérifier une main",
    questions: "Questions",
    whose_foul: "La faute de qui\u{a0}? (ses fautes précédentes sont comptées dans le journal de la session ci-dessous)",
    whose_foul_waiting: "La faute de qui\u{a0}?",
    whole_number_up_to: |_, max| format!("Un nombre entier de 0 à {max}, s’il vous plaît."),
    how_many_exactly: "Combien exactement ?",
    yes: "Oui",
    no: "Non",
    tile_keyboard: "Clavier de tuiles",
    row_man: "Caractères",
    row_pin: "Cercles",
    row_sou: "Bambous",
    row_honours: "Honneurs",
    row_bonus: "Fleurs et saisons",
    remove_tile: |_, t| format!("retirer {t}"),
    clear: "Effacer",
    colon: "\u{a0}: ",
    semicolon: "\u{a0}; ",
    tile_back: "dos de tuile",
    winds: ["Est", "Sud", "Ouest", "Nord"],
    share_title: "Arbitre de mahjong : une décision",
    link_copied: "Lien copié.",
    link_selected: "Lien sélectionné : copiez-le.",
    link_label: "Lien vers cette décision",
    share: "Partager",
    link_problem: |_, why| {
        format!(
            "Ce lien n’a pas pu être ouvert : {why}. Votre dernière saisie est affichée à la place."
        )
    },
    hand_kept_aside: "La dernière main n’a pas pu être lue ; elle est gardée à part dans ce navigateur et une nouvelle a commencé.",
    riichi_title: "Vérifier une main (riichi)",
    riichi_lead: "Touchez la main : 13 tuiles, ou 14 pour vérifier une main complète. Tapez les groupes entre crochets : [123m] pris, (1111z) kong caché.",
    hand: "Main",
    discards: "Défausses",
    tap_tiles: "Touchez les tuiles ci-dessous.",
    or_type_hand: "ou tapez la main",
    discards_hint: "Les défausses du joueur, pour le furiten.",
    tapped_go_to: "Les tuiles touchées vont dans",
    riichi_so_far: |_, n| {
        format!(
            "{n} tuile{} pour l’instant : saisissez-en 13 (un groupe compte pour trois) pour voir les attentes.",
            plural(n as u64)
        )
    },
    complete_hand: "Main complète",
    tenpai: |_, n| format!("Tenpai : {n} attente{}", plural(n as u64)),
    not_tenpai: |_, n| format!("Pas tenpai : à {n} du tenpai (shanten {n})"),
    holds_four: "la main a déjà les quatre",
    draw_tenpai: |_, doc| format!("Compte comme tenpai à une main nulle selon {doc}."),
    draw_not_tenpai: |_, doc| {
        format!(
            "Pas tenpai à une main nulle selon {doc} : chaque attente est une tuile dont la main a déjà les quatre."
        )
    },
    draw_silent: |_, doc| format!("{doc} ne dit rien ici du tenpai à une main nulle."),
    nothing_yet: "Rien encore",
    someone_called: "Quelqu’un a annoncé",
    drew_or_claimed: "Le joueur a pioché ou pris",
    furiten_questions: "Questions sur le furiten",
    passed_win: "Le joueur a-t-il laissé passer une défausse gagnante pendant cette main ?",
    passed_in_riichi: "Le joueur avait-il alors déclaré riichi ?",
    since_then: "Depuis",
    furiten: "Furiten : pas de ron",
    not_furiten: "Pas furiten",
    self_drawn_allowed: "Le tsumo reste permis dans tous les cas.",
    furiten_ask: "Furiten : demandez à l’arbitre",
    furiten_not_covered: |_, doc| {
        format!("Le texte {doc} dont dispose le projet ne traite pas du furiten.")
    },
    win_check: "Vérifier un mahjong",
    win_tile: "Le mahjong est-il valide ? Touchez la tuile gagnante",
    win_on: |_, t| format!("mahjong sur {t}"),
    how: "Ron ou tsumo ?",
    ron: "Ron",
    tsumo: "Tsumo",
    riichi_declared: "Riichi déclaré ?",
    seat_wind: "Vent du joueur",
    round_wind: "Vent du tour",
    dora: "Dora",
    closed_needed: "Le riichi demande une main fermée",
    closed_needed_why: "Une main ouverte ne peut pas être en riichi ; répondez Non au riichi.",
    no_yaku: "Aucun yaku : mahjong non valide",
    no_yaku_why: "Les dora ne sont pas des yaku : un ron ou un tsumo annoncé sur cette main n’est pas valide.",
    check_the_hand: "Laisser les tuiles décider\u{a0}: vérifier la main",
    see_false_win: "Voir la décision\u{a0}: un mahjong annoncé sur cette main",
    ron_furiten: "Ron refusé\u{a0}: ron annoncé en furiten",
    ron_furiten_unruled: "Une des attentes est parmi les défausses du joueur, ou une défausse gagnante a été laissée passer : un ron ici n’est pas compté comme un mahjong.",
    see_furiten_ron: "Voir la décision\u{a0}: ron annoncé en furiten",
    see_noten_riichi: "En riichi quand le mur s’est épuisé\u{a0}? Voir la décision du riichi noten",
    see_open_riichi: "Voir la décision\u{a0}: riichi avec une main ouverte",
    discarder_pays: |_, n| format!("Le joueur qui a défaussé paie {}.", number(n.into())),
    each_pays: |_, each, total| {
        format!(
            "Chaque joueur paie {} (total {}).",
            number(each.into()),
            number(total.into())
        )
    },
    dealer_pays: |_, dealer, others, total| {
        format!(
            "Le donneur paie {}, les autres {} chacun (total {}).",
            number(dealer.into()),
            number(others.into()),
            number(total.into())
        )
    },
    valid_win: |_, han, fu| match fu {
        Some(fu) => format!("Mahjong valide : {han} han, {fu} fu"),
        None => format!("Mahjong valide : {han} han"),
    },
    read_as: |_, r| format!("Lue comme {r}."),
    win_waiting: |_, questions| {
        format!("La validité du mahjong dépend de ce qui n’a pas encore de réponse : {questions}")
    },
    furiten_waiting: |_, questions| {
        format!("Le furiten du joueur dépend de ce qui n’a pas encore de réponse : {questions}")
    },
    valid_win_so_far: "Mahjong valide",
    points_waiting: |_, questions| {
        format!("Les han et les points dépendent de ce qui n’a pas encore de réponse : {questions}")
    },
    no_dora_assumed: "Han et points comptés sans dora : le nombre de dora n’a pas encore de réponse.",
    yakuman_not_added: "Plusieurs yakuman : selon ces documents, ils ne s’additionnent pas, la main vaut une seule limite.",
    mcr_title: "Vérifier une main (MCR)",
    mcr_lead: "Touchez les 13 tuiles de la main, puis la tuile gagnante. Tapez les groupes entre crochets : [123m] pris, (1111z) kong caché.",
    mcr_hand: |_, n, of| format!("Main ({n} sur {of})"),
    winning_tile: "Tuile gagnante",
    remove_win: |_, t| format!("retirer la tuile gagnante, {t}"),
    win_hint: "La tuile touchée après les 13 de la main.",
    how_won: "Comment la main a été gagnée",
    won_on: "Gagnée sur",
    discard: "Défausse",
    self_drawn: "Tirée soi-même",
    flowers: "Fleurs et saisons",
    more_win: "Plus de détails sur le hu",
    last_of_kind: "Les trois autres exemplaires de la tuile gagnante étaient-ils déjà visibles sur la table ?",
    last_of_wall: "Dernière tuile tirée, ou dernière tuile jetée ?",
    kong_replacement: "Gagnée sur la tuile de remplacement d’un kong ?",
    robbing_kong: "Gagnée en volant un kong ?",
    win_shown: "La tuile gagnante a-t-elle été montrée à part de la main ?",
    mcr_so_far: |_, n| {
        format!(
            "{n} tuile{} pour l’instant : saisissez les 13 de la main (un groupe compte pour trois), puis la tuile gagnante.",
            plural(n as u64)
        )
    },
    tap_win_now: "Touchez maintenant la tuile gagnante.",
    valid_hu: |_, fan, flowers| match flowers {
        0 => format!("Hu valide : {fan} points"),
        n => format!("Hu valide : {fan} points + {n} fleur{}", plural(n)),
    },
    hu_paid_by_discarder: |_, discarder, each| {
        format!(
            "Le joueur qui a défaussé paie {discarder} (8 et les points)\u{a0}; les deux autres paient {each} chacun."
        )
    },
    hu_paid_by_each: |_, each| {
        format!("Tirée soi-même\u{a0}: chaque joueur paie {each} (8 et les points).")
    },
    under_8: |_, fan| {
        format!(
            "Faux hu : {fan} point{} sans les fleurs, il en faut 8",
            plural(fan)
        )
    },
    not_complete: "Faux hu : pas une main complète",
    waited_on: |_, w| format!("Attente sur {w}."),
    lower_tier: "Quatre figures et une paire, sous les 8 points : la pénalité de faux hu la plus basse.",
    higher_tier: "Pas une main complète : la pénalité de faux hu la plus haute.",
    see_false_hu: "Voir la décision de faux hu (MERS 2010, FFMJ 2008)",
    log_title: "Journal de la session",
    log_not_kept: "Ce navigateur ne garde pas le journal (son stockage est plein ou désactivé)\u{a0}: le recharger ou fermer la page le perdrait. Exportez-le pour le garder.",
    log_damaged_kept: |_, read, bad| {
        format!(
            "Le journal enregistré était endommagé : {read} {} (ci-dessous) ; la partie illisible ({bad} enregistrement{}) est gardée à part dans ce navigateur.",
            read_entries(read),
            plural(bad as u64)
        )
    },
    log_damaged_lost: |_, read, bad| {
        format!(
            "Le journal enregistré était endommagé : {read} {} (ci-dessous) ; la partie illisible ({bad} enregistrement{}) n’a pas pu être gardée, le stockage du navigateur est plein. Exportez le journal maintenant pour garder ce qui a été lu.",
            read_entries(read),
            plural(bad as u64)
        )
    },
    import_failed: |_, e| format!("Ce fichier n’a pas pu être importé : {e}."),
    record_for: "Inscrire cette décision pour :",
    recorded: |_, player, headline| format!("Inscrit pour {player}\u{a0}: {headline}."),
    record_hint: "Selon MERS et FFMJ, une faute est inscrite à son rang parmi les fautes de ce joueur dans ce journal.",
    foul_count: |_, n| format!(" · {n} faute{}", plural(n)),
    next_foul: |_, p| format!(" · prochaine\u{a0}: {}", penalty(p)),
    chombo_count: |_, n| format!(" · {n} chombo{}", plural(n)),
    remove_entry: |_, n| format!("retirer l’inscription {n}"),
    entry_removed: |_, n| format!("Inscription {n} retirée."),
    log_cleared: |_, n| {
        let s = plural(n as u64);
        format!("Nouvelle session\u{a0}: {n} inscription{s} effacée{s}.")
    },
    log_replaced: |_, n| {
        format!(
            "Journal importé\u{a0}: il remplace {n} inscription{}.",
            plural(n as u64)
        )
    },
    undo: "Annuler",
    remove: "Retirer",
    player: "Joueur",
    fouls: "Fautes",
    chombos: "Chombos",
    points_off: "Points retirés",
    unit: |_, u, n| unit(u, n),
    export_csv: "Exporter en CSV",
    export_json: "Exporter en JSON",
    log_file: "journal-de-session",
    csv_columns: [
        "heure",
        "place",
        "joueur",
        "règles",
        "incident",
        "décision",
        "faute",
        "chombo",
        "points retirés",
        "unité",
        "session précédente",
    ],
    earlier_session: "session précédente",
    earlier_hint: "Gardé d’une session précédente\u{a0}: selon MERS 2010, un joueur averti ou pénalisé pour obstruction ou pour avoir fait traîner le jeu continue de compter ses fautes d’une session à l’autre (§3.6). Points et chombos\u{a0}: cette session seulement.",
    new_session: "Nouvelle session",
    import_hint: "Un journal de session exporté ici en JSON peut être réimporté ; il remplace ce journal.",
    import_button: "Importer un JSON",
    names: "Noms des joueurs",
    seat: |_, n| format!("Place {n}"),
    group_too_big: |_, n, max| format!("{n} tuiles : un groupe en a {max} au plus ici"),
    hand_too_big: |_, n, max| {
        format!("{n} tuiles : une main en a {max} au plus (un kong compte pour trois)")
    },
    mcr_too_big: |_, n, max| {
        format!(
            "{n} tuiles : tapez les {max} d’avant la tuile gagnante (un groupe compte pour trois), puis touchez la tuile gagnante"
        )
    },
    link_format: "ce n’est pas un lien de décision de cet outil",
    link_ruleset: |_, x| format!("il n’y a pas de règlement « {x} »"),
    link_incident: |_, x| format!("il n’y a pas d’incident « {x} »"),
    link_tiles: |_, why| format!("ses tuiles ne peuvent pas être lues : {why}"),
    link_answer: |_, why| format!("une réponse ne peut pas être lue : {why}"),
    import_format: "pas un journal de session de cet outil (format mahjong-referee/session-log, version 1)",
    import_json: |_, expected, at| {
        format!(
            "pas un journal de session : {} attendu à l’octet {at}",
            json_expected(expected)
        )
    },
    import_missing: |_, what| format!("pas un journal de session : « {what} » manque"),
    import_seat_count: "pas un journal de session : il faut quatre noms dans « seats »",
    import_seat: "« seat » : de 0 à 3",
    unknown_ruleset: |_, x| {
        format!(
            "règlement inconnu « {x} » (un de {})",
            crate::rules::RulesetId::ALL.map(|id| id.id()).join(", ")
        )
    },
    import_entry: |_, n, why| format!("inscription {n} : {why}"),
};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Language;
    use crate::rules::Outcome;

    #[test]
    fn french_spacing() {
        assert_eq!(WORDS.what_happened, "Que s’est-il passé\u{a0}?");
        assert_eq!(
            FRENCH.outcome(&Outcome::PointPenalty {
                amount: 20_000,
                unit: Unit::TablePoints
            }),
            "Pénalité\u{a0}: 20\u{202f}000 points de table"
        );
    }
}
