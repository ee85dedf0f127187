//! The incident catalogue in French: one entry per incident, in catalogue order, one
//! question per fact and one label per value of a list fact. A check at compile time
//! holds it to the catalogue: the same incidents in the same order, as many questions as
//! facts, as many labels as values — a mismatch does not compile.

use crate::rules::catalogue::{CATALOGUE, Fact};

/// An incident's words in French.
pub(super) struct IncidentFr {
    /// The catalogue kind it translates.
    pub kind: &'static str,
    pub title: &'static str,
    /// Words a referee might search with.
    pub keywords: &'static str,
    pub facts: &'static [FactFr],
}

/// A fact's question, and the labels of its values (list facts only).
pub(super) struct FactFr {
    pub question: &'static str,
    pub labels: &'static [&'static str],
}

const fn q(question: &'static str) -> FactFr {
    FactFr {
        question,
        labels: &[],
    }
}

const fn list(question: &'static str, labels: &'static [&'static str]) -> FactFr {
    FactFr { question, labels }
}

const FOULS_BEFORE: FactFr = q("Fautes que ce joueur avait déjà dans cette session");
const DEALER: FactFr = q("Le fautif est-il le donneur ?");
const CASUAL: FactFr = q("La partie se joue-t-elle hors tournoi ?");

/// Every incident, in catalogue order.
pub(super) static INCIDENTS: [IncidentFr; CATALOGUE.len()] = LIST;

const LIST: [IncidentFr; CATALOGUE.len()] = [
    IncidentFr {
        kind: "false-set",
        title: "Un joueur a annoncé un faux groupe",
        keywords: "faux groupe invalide combinaison mauvaises tuiles fausse fleur",
        facts: &[
            q("Quelles tuiles ont été montrées pour le groupe ?"),
            q("Le joueur a-t-il défaussé depuis ?"),
            list(
                "Après un kong : où est la tuile de remplacement ?",
                &["Pas prise", "Prise", "Dans la main"],
            ),
            FOULS_BEFORE,
        ],
    },
    IncidentFr {
        kind: "empty-call",
        title: "Un joueur a fait une annonce qu’il ne pouvait pas mener à terme",
        keywords: "annonce vide kong caché fausse victoire faux hu mahjong erreur invalide sans yaku moins de 8 points main montrée pouvoir impossible",
        facts: &[
            list(
                "Quelle annonce ?",
                &["Chow", "Pung", "Kong", "Kong caché", "Riichi", "Victoire"],
            ),
            q("Des tuiles ont-elles été montrées (pour une victoire : la main étalée) ?"),
            DEALER,
            CASUAL,
            q(
                "Pour une victoire montrée : quatre groupes et une paire, seulement sous les 8 points ?",
            ),
            FOULS_BEFORE,
        ],
    },
    IncidentFr {
        kind: "wrong-draw",
        title: "Une tuile a été piochée au mauvais endroit",
        keywords: "mauvaise pioche erreur de pioche mur mauvais bout mur mort tuile piochée pioché tour",
        facts: &[
            q("Le joueur a-t-il défaussé depuis ?"),
            q("La tuile est-elle entrée parmi les tuiles du joueur ?"),
            q("A-t-elle été prise dans le mur mort ?"),
            FOULS_BEFORE,
        ],
    },
    IncidentFr {
        kind: "exposed-tiles",
        title: "Des tuiles ont été exposées ou renversées",
        keywords: "tuiles exposées renversées tombées tombé tomber mur est tombé retournées révélées montrées mur mort main adversaire indicateur dora montré main par erreur accident",
        facts: &[
            list(
                "Où étaient les tuiles ?",
                &[
                    "Le mur",
                    "Le mur mort",
                    "Sa propre main",
                    "La main d’un adversaire",
                ],
            ),
            q("Combien de tuiles ?"),
            q("Pendant la distribution, avant le début du jeu ?"),
            q("Le jeu peut-il continuer équitablement ? (à l’appréciation de l’arbitre)"),
            DEALER,
            CASUAL,
            FOULS_BEFORE,
        ],
    },
    IncidentFr {
        kind: "exposed-no-fault",
        title: "Des tuiles ont été exposées sans faute d’un joueur",
        keywords: "effondrement effondré effondrée table rangée heurté heurtée secoué secouée personne faute",
        facts: &[q(
            "Le jeu peut-il continuer équitablement ? (à l’appréciation de l’arbitre)",
        )],
    },
    IncidentFr {
        kind: "passing-information",
        title: "Un joueur a transmis une information à un autre",
        keywords: "information indice commentaire conseil conseiller donner dit dire quoi coaching tenpai défausse dangereuse parler bavarder main jeu",
        facts: &[q("Grave, ou répété après un avertissement ?"), FOULS_BEFORE],
    },
    IncidentFr {
        kind: "cheating",
        title: "Un joueur a été pris à tricher",
        keywords: "triche tricher fraude tuiles marquées collusion complicité entente signes",
        facts: &[],
    },
    IncidentFr {
        kind: "telephone",
        title: "Un téléphone a sonné ou gêné le jeu",
        keywords: "téléphone portable sonnerie vibreur pendant la partie",
        facts: &[],
    },
    IncidentFr {
        kind: "late",
        title: "Un joueur est arrivé en retard",
        keywords: "retard en retard minutes absent pas venu présenté",
        facts: &[q("Combien de minutes de retard ?")],
    },
    IncidentFr {
        kind: "exhaustive-draw",
        title: "Le mur est épuisé : paiements noten",
        keywords: "partie nulle mur épuisé noten tenpai paiements",
        facts: &[q("Combien de joueurs montrent une main tenpai ?")],
    },
    IncidentFr {
        kind: "time-signal",
        title: "Le signal de fin de temps a sonné : combien de mains reste-t-il",
        keywords: "temps signal fin de session horloge minuteur sonnette cloche sonné gong temps écoulé après dernière main",
        facts: &[
            q("Les dés de la main en cours avaient-ils été lancés ?"),
            q("La partie complète est-elle déjà jouée ?"),
        ],
    },
    IncidentFr {
        kind: "claimed-tile-not-taken",
        title: "Une tuile annoncée n’a pas été prise à temps",
        keywords: "tuile annoncée prise pas prise trop tard",
        facts: &[q(
            "Combien de défausses depuis l’annonce, celle du joueur comprise ?",
        )],
    },
    IncidentFr {
        kind: "dead-hand-call",
        title: "Un joueur à la main morte a fait une annonce",
        keywords: "main morte annonce prise",
        facts: &[
            q("La main morte avait-elle été déclarée à la table ?"),
            DEALER,
            CASUAL,
        ],
    },
    IncidentFr {
        kind: "wrong-tile-count",
        title: "Un joueur a trop ou pas assez de tuiles",
        keywords: "nombre de tuiles trop peu petite main grande main courte longue 12 13 14 15 tuiles pioché tuile en trop pioché deux tuiles défaussé deux tuiles oublié de piocher sans piocher kong",
        facts: &[],
    },
    IncidentFr {
        kind: "riichi-declaration",
        title: "Un riichi a été mal déclaré",
        keywords: "riichi déclaration annonce bâton défausse pas tournée main ouverte oublié oubli sans",
        facts: &[list(
            "Qu’est-ce qui n’allait pas ?",
            &[
                "Pas de bâton",
                "Pas d’annonce",
                "Défausse non tournée",
                "Main ouverte",
                "Tuile tournée prise par un autre",
            ],
        )],
    },
    IncidentFr {
        kind: "noten-riichi",
        title: "Une main en riichi n’attendait rien à la partie nulle",
        keywords: "riichi noten faux riichi sans tenpai chombo partie nulle",
        facts: &[
            q("La main n’est-elle noten que parce qu’elle a été déclarée morte après le riichi ?"),
            DEALER,
            CASUAL,
            q("Combien de joueurs montrent une main tenpai à la partie nulle ?"),
        ],
    },
    IncidentFr {
        kind: "abortive-draw",
        title: "Une situation de partie nulle abortive",
        keywords: "partie nulle abortive neuf terminales terminaux quatre kongs quatre vents quatre riichi tous déclaré riichi",
        facts: &[list(
            "Que s’est-il passé ?",
            &[
                "Neuf terminales",
                "Quatre kongs",
                "Quatre vents",
                "Quatre riichi",
            ],
        )],
    },
    IncidentFr {
        kind: "obstruction",
        title: "Un joueur a fait obstruction au jeu",
        keywords: "obstruction lenteur lent jeu lent traîner temporiser gêner perturbation perturber refus refuse refusé lentement joue jouer 10 secondes",
        facts: &[q("Grave, ou répété après une pénalité ?")],
    },
    IncidentFr {
        kind: "substitution",
        title: "Un joueur est remplacé",
        keywords: "remplaçant remplacement malade tombé malade absent est parti abandon en cours de session",
        facts: &[
            q("Le jeu avait-il déjà commencé à la table ?"),
            list(
                "Où le remplaçant a-t-il fini à la table ?",
                &["Premier", "Deuxième", "Troisième", "Quatrième"],
            ),
        ],
    },
    IncidentFr {
        kind: "claim-order",
        title: "Une défausse a été prise dans le mauvais ordre",
        keywords: "ordre prise annonce montrer prendre tuile prise avant annonce tuiles montrées avant annonce",
        facts: &[
            list(
                "Qu’est-ce qui a été fait dans le désordre ?",
                &[
                    "Montré avant l’annonce",
                    "Pris avant l’annonce",
                    "Pris avant de montrer",
                ],
            ),
            q("La prise était-elle pour une victoire ?"),
            FOULS_BEFORE,
        ],
    },
    IncidentFr {
        kind: "early-chow",
        title: "Un chow a été annoncé sans attendre les autres annonces",
        keywords: "chow trop tôt priorité plusieurs annonces préséance même tuile même défausse simultanées chow annoncé annonce pung 3 secondes attendre",
        facts: &[],
    },
    IncidentFr {
        kind: "wall-touched",
        title: "Un joueur a touché la tuile du mur, puis pris la défausse",
        keywords: "mur toucher pioche défausse puis annoncé",
        facts: &[q(
            "La tuile du mur a-t-elle été touchée, et non seulement approchée ?",
        )],
    },
    IncidentFr {
        kind: "distribution-foul",
        title: "Une faute en montant le mur ou en distribuant",
        keywords: "erreur de distribution mauvaise distribution erreur pendant la distribution donne mur mal construit construction montage cassé mauvais endroit fleurs mauvais ordre",
        facts: &[],
    },
    IncidentFr {
        kind: "counting",
        title: "Une erreur pendant le compte d’une victoire",
        keywords: "compte décompte comptage comptant erreur de compte points victoire fleurs tuile gagnante score tuiles de la main utilisées main montrée avant ajouté propres fleurs montré tuiles après hu faux",
        facts: &[
            list(
                "Qu’est-ce qui n’allait pas ?",
                &[
                    "Tuile gagnante non ajoutée",
                    "Main non gardée intacte",
                    "Ses propres fleurs comptées",
                    "Un autre a montré ses tuiles",
                    "Mur cassé",
                    "Un autre a aidé à compter",
                ],
            ),
            FOULS_BEFORE,
        ],
    },
    IncidentFr {
        kind: "chombo-with",
        title: "Un chombo en même temps qu’une victoire ou une partie nulle",
        keywords: "chombo victoire partie nulle en même temps",
        facts: &[q("Avec une partie nulle (pas une victoire) ?")],
    },
    IncidentFr {
        kind: "furiten-ron",
        title: "Un joueur furiten a déclaré ron",
        keywords: "furiten ron propre défausse chombo",
        facts: &[q("La main a-t-elle été étalée ?"), DEALER, CASUAL],
    },
    IncidentFr {
        kind: "swap-calling",
        title: "Swap-calling : défausser la tuile qu’on vient de prendre",
        keywords: "swap-calling kuikae défausser la tuile prise",
        facts: &[],
    },
    IncidentFr {
        kind: "last-tile-claim",
        title: "La dernière tuile a été prise pour un groupe",
        keywords: "dernière tuile haitei houtei prise",
        facts: &[],
    },
    IncidentFr {
        kind: "changed-call",
        title: "Un joueur a annoncé une chose, puis une autre",
        keywords: "changer annonce seconde annonce correction annoncé pung chow",
        facts: &[
            q("La première annonce était-elle une victoire ?"),
            q("La première annonce aurait-elle pu être faite ?"),
            q("Le second mot a-t-il suivi immédiatement, comme une correction ?"),
            list(
                "Qu’est-ce qui avait été montré ?",
                &["Rien", "Les tuiles du groupe", "La main"],
            ),
            DEALER,
            CASUAL,
            FOULS_BEFORE,
            q(
                "Pour un hu montré : quatre combinaisons et une paire, à qui il ne manque que les 8 points ?",
            ),
        ],
    },
    IncidentFr {
        kind: "wrong-word",
        title: "Une annonce a été faite avec le mauvais mot",
        keywords: "mauvais mot annonce ron tsumo traduction",
        facts: &[
            q("L’annonce était-elle pour une victoire ?"),
            q(
                "Était-ce une variante comprise de tous (un mot toléré, une traduction, ron pour tsumo) ?",
            ),
            q("A-t-elle été corrigée immédiatement ?"),
            q("La main a-t-elle été étalée ?"),
            DEALER,
            CASUAL,
            FOULS_BEFORE,
        ],
    },
    IncidentFr {
        kind: "riichi-kong",
        title: "Un kong caché non valide après riichi",
        keywords: "riichi kong caché non valide attente changée",
        facts: &[DEALER, CASUAL],
    },
    IncidentFr {
        kind: "winning-tile-not-shown",
        title: "La tuile gagnante n’a pas été montrée à part",
        keywords: "tuile gagnante pas montrée à part cachée montrer attente fans attente unique bouchée fermée dernière tuile neuf portes pioche",
        facts: &[q(
            "Sans les fans d’attente, Dernière tuile et Neuf portes, la main a-t-elle moins de 8 points ?",
        )],
    },
];

const fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// How many labels a fact's values need: one per value of a list; none for yes/no, ranges
/// and tiles.
const fn labels_needed(f: &Fact) -> usize {
    f.list_len()
}

const _: () = {
    let mut i = 0;
    while i < CATALOGUE.len() {
        let (en, fr) = (&CATALOGUE[i], &LIST[i]);
        assert!(
            same(en.kind, fr.kind),
            "the French catalogue is out of step with the catalogue"
        );
        assert!(
            en.facts.len() == fr.facts.len(),
            "a French incident has not one question per fact"
        );
        let mut j = 0;
        while j < en.facts.len() {
            assert!(
                labels_needed(&en.facts[j]) == fr.facts[j].labels.len(),
                "a French list question has not one label per value"
            );
            j += 1;
        }
        i += 1;
    }
};
