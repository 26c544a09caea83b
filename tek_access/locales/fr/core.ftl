# Les mots communs de l'interface, en français.

## La voix, les erreurs de parole et la commande say (audio/voice.py, audio/announcer.py, audio/commands.py)
voice-built-in = voix intégrée
speech-error = Erreur de parole ou de son : { $error }
say-nothing = Say : rien à dire. Exemple : tek-access say À vous, Bleu.
say-problem = Say : { $problem }.
say-no-wav = Say : aucun WAV écrit. { $problem }
say-wrote = { $file } écrit : { $seconds } secondes, par { $engine }.
say-wrote-no-length = { $file } écrit, par { $engine }.
say-cannot = Say : rien ne peut parler. { $mode }
say-through = Dit par { $mode }
# une sauvegarde qui échoue à la vérification par rejeu : $problem est le texte des règles
save-replay-refused = un choix ne peut pas être rejoué : { $problem }
save-replay-differs = n'est pas ce que donne le rejeu du journal depuis le début
save-replay-bad-start = pas un état de départ possible ({ $problem })
save-replay-over = la partie était déjà finie
save-replay-wrong-seat = siège { $seat }, mais c'était au siège { $deciding } de décider
save-replay-illegal = choix interdit { $choice } : { $problem }
save-replay-unplayable = le choix { $kind } ne peut pas être joué ({ $problem })
save-replay-next-unknown = la décision suivante ne peut pas être trouvée ({ $problem })
save-replay-no-choice = la décision suivante n'a aucun choix permis
save-replay-state-differs = diffère du rejeu du journal depuis l'état initial
save-replay-barrier = vaut { $saved }, le rejeu donne { $replayed }

## L'avertissement du moteur compilé, dit une fois à l'import, avant que --lang soit lu (compiled.py) : $problem est une ligne engine-why-*
engine-incomplete = tek-access : le moteur de règles compilé est incomplet ({ $problem }) ; les règles tournent en Python pur, environ deux fois plus lentement. Pour compiler à nouveau : { $rebuild }.

## Pourquoi une feuille braille ne peut pas être mise en page, dit par la commande braille (braille/paginate.py,
## wrap.py, elements.py, command.py, les cartes braille de chaque jeu) : $cells sur $lines est la page
brf-layout-head-wide = le titre courant { $head } dépasse { $cells } cellules
brf-layout-title-page = la page de titre demande { $need } lignes, une page de { $lines } lignes en a { $room }
brf-layout-title-line = la ligne de titre { $line } ne tient pas sur la page de titre
brf-layout-heading = le titre { $heading } et sa suite ne tiennent pas sur une page de { $cells } cellules sur { $lines } lignes
brf-layout-key = l'entrée de légende { $entry } ne tient pas sur une page de { $cells } cellules sur { $lines } lignes
brf-layout-block = un bloc de { $high } lignes sur { $wide } cellules ne tient pas sur une page de { $cells } cellules sur { $lines } lignes
brf-layout-narrow = une ligne de { $cells } cellules est trop étroite
brf-layout-map-pages = la carte { $map } prend { $pages } pages de { $cells } cellules sur { $lines } lignes
brf-layout-map-place = un lieu de la carte { $map } ne tient pas sur une page de { $cells } cellules sur { $lines } lignes
brf-layout-map-small = une carte de { $rows } sur { $cols } cases demande { $need_cells } cellules sur { $need_lines } lignes, seules { $cells } sur { $lines } sont libres
brf-cells-range = les cellules par ligne vont de { $low } à { $high }, pas { $value }
brf-lines-range = les lignes par page vont de { $low } à { $high }, pas { $value }
brf-cells-not-number = les cellules par ligne sont un nombre entier de { $low } à { $high }, pas { $value }
brf-lines-not-number = les lignes par page sont un nombre entier de { $low } à { $high }, pas { $value }
brf-cells-option-range = les cellules par ligne vont de { $low } à { $high }, pas { $value }
brf-lines-option-range = les lignes par page vont de { $low } à { $high }, pas { $value }
brf-cannot-write = { $name } : impossible d'écrire { $path } : { $error }

## Le plateau de la commande braille (braille/command.py)
brf-board-too-small = Page trop petite pour le plateau { DE($save) } : { $error }.

## Feuilles braille : page de titre, notes du transcripteur, table des matières (tek_access/braille/front.py)
# Le texte entre accents graves est du code (une commande, un nom de fichier), écrit en intégral.
brf-game = Tiny Epic Kingdoms
brf-author = de Scott Almes
brf-publisher = Publié par Gamelyn Games
brf-copyright = Copyright 2015 Gamelyn Games
brf-transcriber = Transcrit par `tek-access`, 2026
brf-volumes = En 1 volume
brf-code = { $grade ->
        [2] Braille français abrégé
       *[1] Braille français intégral
    }
brf-page-size = { $cells } cellules sur { $lines } lignes
brf-notes-heading = Notes du transcripteur
brf-contents-heading = Table des matières
brf-note-pages = Les numéros de page braille sont en bas à droite de chaque page : p1, p2 et ainsi de suite pour les pages préliminaires (la page de titre, ces notes et la table des matières), puis 1, 2 et ainsi de suite pour le corps du texte. Il n'y a pas de numéros de page en noir.
brf-note-headings = Les titres principaux sont centrés ; les titres de leurs sections commencent en cellule 5, ceux des parties d'une section en cellule 7.
brf-note-kit-codes = Les codes des autocollants du kit d'accessibilité sont donnés tels qu'ils sont sur les autocollants, en braille anglais abrégé (UEB) : le signe de lettre, points 56, précède b, p et x seuls.
brf-note-kit-codes-grade1 = Les codes des autocollants du kit d'accessibilité sont donnés tels qu'ils sont sur les autocollants, en braille anglais abrégé (UEB), même dans ce fichier en intégral.
brf-note-code = Les commandes et les noms de fichier sont en intégral : chaque mot après le signe d'intégral, points 56.
brf-note-code-grade1 = Tout le fichier est en intégral, commandes et noms de fichier compris.
brf-note-kit = Chaque face de dé tient en deux cellules au plus, pour une face d'un dé à douze faces : les nombres 1 à 11 sans signe numérique (a à i, puis aj et aa, comme sur les dés du kit), le drapeau blanc en cellule pleine. La ligne de points 36 sous une face est son bord bas : la face se lit à l'endroit.
brf-note-territories = Chaque face de territoire a sa clé, puis sa carte en relief, puis ses régions en texte. Le nord est en haut de chaque carte. Chaque clé montre un échantillon de chaque texture et de chaque ligne de la carte ; les numéros de région sont les étiquettes de la carte.
brf-note-reference = La table des tours et les autres tables des règles sont données en listes, une ligne par rangée : le nom de la rangée, puis ses valeurs.
brf-note-factions = Chaque faction a un titre en cellule 5, puis ses cinq niveaux de magie : la table de la carte en liste, un niveau par ligne.
brf-note-board = Les cartes montrent le numéro de chaque région, et dessous le jeton qui s'y trouve par son code de tuile et les meeples par leurs codes d'autocollant, séparés d'une cellule vide. La liste après chaque carte dit la même chose en texte, avec les meeples qui fouillent.
brf-note-board-solo = C'est une partie solo : le plateau se termine par la disposition solo, les deux cartes avec la case boussole entre elles et les heures autour, puis les heures en texte.
brf-note-solo = La disposition solo est dessinée en deux cartes, une par carte de territoire, chacune après sa clé, avec la case boussole et les heures autour, hors de la carte : une heure est la lettre h et son nombre (h12), une étiquette de région dans la carte son nombre seul. Les heures suivent en texte, avec les régions que croise chaque aiguille.
# les lignes de la commande braille (tek_access/braille/command.py)
brf-written = Écrit : { $n } fichiers braille dans { $folder }
brf-written-file = { $file } : { $pages } pages, { $what }
brf-not-written = Pas écrit : { $n } feuilles
brf-unknown-sheet = Feuille inconnue : { $names }. { $said } : { $sheets }.
brf-not-in-language = Pas encore en braille en { $lang } : { $names }. En { $lang } : { $sheets }.
brf-none = aucune
brf-cannot-create = Impossible de créer le dossier { $folder } : { $error }.
brf-page-too-small = Page trop petite pour { $name } : { $error }.
brf-written-one = Écrit : 1 fichier braille dans { $folder }
brf-board-file = { $file } : { $pages } pages, le plateau au tour { $turn }

## Listes : « Rouge, Bleu et Vert »
list-and = { $head } et { $last }
list-separator = {", "}

## Qui et à qui, du point de vue du joueur
who-you = Vous
whose-you = votre

## Choisir la langue
language-unknown = Pas de langue { $code }. Langues : { $languages }.
language-now = Langue : { $language }.

## La partie à un clavier (ui/session.py)
seat-prefix = { $who } : { $line }
session-not-used-moved = Pas utilisé : { $said }. Le tour est passé.
session-now-as-said = Maintenant, comme dit : { $said }.
session-not-used-not-answer = Pas utilisé : { $said }. Cela ne répond pas à cette question.
session-only-choice = { $label }, seul choix.
session-hand-over = Passez le clavier. { $who }, à vous ; les autres ôtent leur casque. Entrée quand vous êtes prêt ; votre { $secret } se tape en secret.
session-not-quitting = On ne quitte pas. La partie continue.
session-secret-not-read = { $secret } { DE($who) } non lu.
session-enter-first = { $who }, appuyez d'abord sur Entrée pour prendre le clavier.
session-press-enter = { $who }, appuyez sur Entrée pour prendre le clavier.
session-not-your-decision = Ce n'est pas à vous de décider.
session-kept-for-next = Gardé pour votre prochaine question, après la révélation : { $words }.
session-goodbye = Au revoir.
session-not-saved-since = La partie n'est pas sauvegardée depuis le dernier changement.
session-not-saved-because = { $problem }. Pas sauvegardé.
session-saved-to = Sauvegardé dans { $path }.
session-undone = Annulé. Retour à votre dernière décision.
session-loaded = Chargé : { $path }. Tour { $turn }.
status-game-over = La partie est finie.
status-turn = Tour { $turn }. { $active_you ->
        [yes] Vous jouez
       *[no] { $active } joue
    }. { $decider_you ->
        [yes] Vous décidez
       *[no] { $decider } décide
    }.

## La console (ui/console.py, ui/play.py)
console-game-over = La partie est finie. Tapez score, historique, sauvegarder ou quitter.
console-say-quit = Tapez quitter pour quitter la partie.
console-end-of-input = Fin de l'entrée. La partie n'est pas finie ; tapez sauvegarder avant de partir pour la garder.
console-secret-echo = (secret)
crash-one-folder = Un problème est survenu ; sauvegardé dans { $folder } : la partie sous { $save }, un rapport sous { $report }.
crash-line = Un problème est survenu ; { $where } et { $told }.
crash-saved-to = la partie est sauvegardée dans { $path }
crash-not-saved = la partie n'a pas pu être sauvegardée
crash-report-to = un rapport dans { $path }
crash-no-report = aucun rapport n'a pu être écrit
crash-secrets-kept = La sauvegarde date d'avant les { $secrets } : ils restent secrets.
play-seed = Graine { $seed }.
play-start = Tapez aide pour les commandes, choix pour les choix numérotés.
play-seed-again = Graine { $seed } : tek-access play --seed { $seed } redonne cette partie.

## Refus et questions communs aux jeux (ui/hearing.py, core/queries.py)
refusal-try = Essayez : { $suggestions }.
hearing-locked = Verrouillé.
query-no-command = Pas de commande { $name }.
query-game-over = La partie est finie. Tapez score pour le résultat.
query-deciding = { $who } décide.

## Commandes de la partie (ui/meta.py)
quit-will-save = la partie sera d'abord sauvegardée dans { $file }, dans votre dossier de sauvegardes
quit-not-saved = la partie n'est pas sauvegardée depuis le dernier changement
quit-ask = Quitter ? Tapez oui pour partir ; { $save }. Tapez non pour rester.
speech-stopped = Parole arrêtée.
verbosity-is = Verbosité : { $verbosity }. Tapez verbosité bref, normal ou complet.
verbosity-now = Verbosité : { $verbosity }.
undo-nothing = Rien à annuler.
save-refused = { $problem } Pas sauvegardé.
save-after-reveal = Un { $secret } est verrouillé : la partie sera sauvegardée à la révélation, pour que la sauvegarde ne garde aucun secret.
save-other-game-kept = Pas sauvegardé : { $file } est une sauvegarde { DE($title) }.
save-not-over = Pas sauvegardé. La sauvegarde { DE($title) } dans { $file } est gardée.
save-over-ask = { $file } est une sauvegarde { DE($title) }. Sauvegarder cette partie { DE($this) } par-dessus ? Tapez oui pour la remplacer, non pour la garder.
load-refused = { $problem } Pas chargé.
load-players = { $file } : cette partie a { $players } joueurs, cette table { $seats }. Pas chargé.
load-other-game-seats = { $file } est une sauvegarde { DE($title) } et cette table joue { A($this) } : { $problem } Lancez-la avec tek-access play --game { $game } --load FICHIER. Pas chargé.
load-not = Pas chargé. La partie continue.
load-not-yes = Pas chargé : ce n'était pas oui. La partie continue.
load-other-game-ask = { $file } est une sauvegarde { DE($title) }, tour { $turn }. La charger ? Cette table jouerait { A($title) } au lieu { DE($this) }{ $lost ->
        [yes] {" "}et ses changements non sauvegardés seraient perdus
       *[no] {""}
    }. Tapez oui pour charger, non pour rester.
load-ask = Charger { $file }, tour { $turn } ? Cette partie, tour { $now }, a des changements non sauvegardés : ils seraient perdus. Tapez oui pour charger, non pour rester.
braille-not-written = Tableau braille non écrit : { $problem }.
braille-written = Tableau braille écrit dans { $path }.

## Le tutoriel (ui/tutorial.py)
tutorial-type = Tapez : { $command }
tutorial-type-suggested = Tutoriel : tapez la commande proposée. Tapez : { $command }
tutorial-finished = Tutoriel fini. Lancez une partie avec : tek-access play{ $game }. Tapez aide en partie pour les commandes.

## Une réponse secrète relue (ui/secret.py)
secret-none-locked = Aucun { $secret } verrouillé pour vous{ $shared ->
        [yes] , { $whose }
       *[no] {""}
    }{ $held ->
        [no] : il se relit seulement entre son choix et la révélation
       *[yes] ; celui { DE($owner) } reste secret jusqu'à la révélation
    }.
secret-speech-off = { $secret } { DE($who) } : jamais affiché à un clavier partagé, et la parole est coupée. Lancez la partie avec --speech voice ou --screen-reader pour l'entendre.
secret-read-ask = { $secret } { DE($who) }, pour { $who } seul : les autres ôtent leur casque. { $who }, Entrée pour l'entendre.
secret-said = { $secret } { DE($who) } dit à voix haute, pas affiché.
secret-not-read = { $secret } { DE($who) } non lu : il est révélé, ou aucune parole n'est active.

## Le dernier tour (ui/summary.py) et les longues lignes en parties (core/text.py)
round-none = Aucun tour joué.
round-last = Dernier tour, { $count ->
        [one] { $count } tour
       *[other] { $count } tours
    } :
round-nobody = Personne
round-no-action = aucune action.
round-turn = Tour { $turn }, { $who }
in-parts-one = { $lead } : { $text }
in-parts-part = { $lead }, partie { $part } sur { $parts } : { $text }

## Refus communs aux jeux (core/refusals.py)
refusal-and-more = ; et { $count } de plus : tapez choix.
refusal-say-choices = Tapez choix pour entendre ce que vous pouvez faire.
refusal-instead = { $count ->
        [one] À la place : { $choices }.
       *[other] À la place, { $count } choix : { $choices }.
    }
refusal-say-all = Tapez choix pour entendre les { $count }.
refusal-not-this-question = { $verb } ne répond pas à cette question.

# the start of a refusal that says back what was typed (the parser echoes the typed words after it)
not-a-choice-prefix = Pas un choix maintenant :

## Confirmations : les mots qui répondent à « Tapez oui pour ..., non pour ... » (l'anglais et les initiales sont aussi pris)
answer-yes = oui
answer-no = non

## Les lignes de la grammaire (grammar/parser.py)
parse-not-understood = Je n'ai pas compris.
parse-say-command = Tapez une commande, ou un numéro parmi les choix.
parse-game-over = La partie est finie : tapez score, historique ou quitter.
parse-not-your-decision = Ce n'est pas à vous : { $who } décide.
parse-whole-number = { $text } n'est pas un choix : répondez par un seul nombre entier, de 1 à { $count }.

## aide (grammar/commands.py)
help-summary = { $count } commandes. Dites aide et une commande pour en savoir plus, par exemple : aide { $first }.
help-kind = { $kind ->
        [play] Pour jouer
        [query] Pour demander
       *[meta] Pour gérer la partie
    }, { $count } : { $names }.
help-numbers = Un nombre répond à la question en cours : dites choix pour les entendre.
help-command = { $name } : { $help }
help-usage = Forme : { $usage }
help-example = Exemple : { $example }
help-also = Aussi : { $words }.

## La ligne du mode de parole (audio/announcer.py, audio/backends.py)
mode-screen-reader = Mode lecteur d'écran.
mode-name = { $mode ->
        [screenreader] lecteur d'écran
        [voice] voix intégrée
        [off] texte seul
        [auto] automatique
       *[other] { $mode }
    }
mode-starting = Parole : { $requested }, en démarrage. Sons : { $sounds ->
        [yes] en démarrage
       *[no] coupés
    }.
mode-speech = Parole : { $mode }, { $description }.
mode-text-only = Parole : texte seul.
mode-sounds = Sons : { $on ->
        [yes] activés
       *[no] coupés
    }.
mode-unavailable = Parole indisponible : { $problem }.
mode-voice-unavailable = Voix indisponible : { $problem }.
mode-reader-running = { $reader } est lancé ; le jeu affiche et { $reader } lit.

## Les touches de parole et de relecture (audio/keys.py), les commandes de relecture (audio/review.py)
keys-count = { $count } touches :
key-help = { $keys } : { $action ->
        [resources] dire vos ressources
        [score] dire le score
        [turn] dire à qui le tour et ce qui est en attente
        [repeat] répéter le dernier message
        [previous] lire le message précédent
        [next] lire le message suivant
       *[stop] arrêter la parole
    }
key-or = { $first } ou { $second }
key-not-available = Pas disponible maintenant.
review-nothing-to-repeat = Rien à répéter pour l'instant.
review-no-messages = Aucun message pour l'instant.
review-history = { $category ->
        [none] { $count ->
            [one] { $count } message :
           *[other] { $count } messages :
        }
       *[other] { $count ->
            [one] { $count } message { $category } :
           *[other] { $count } messages { $category } :
        }
    }
review-history-none = { $category ->
        [none] Aucun message.
       *[other] Aucun message { $category }.
    }
review-history-number = historique demande un nombre, comme : historique 5. Pas { $typed }.
review-history-one-or-more = historique demande un nombre d'au moins 1, comme : historique 5.
review-no-category = Pas de catégorie { $category }. Catégories : { $categories }.
review-unknown = Commande de relecture inconnue : { $verb }. Essayez : répéter, précédent, suivant, historique 10.

## La commande settings (settings.py, audio/review.py) ; les noms des réglages et des catégories sont ceux qu'on tape
# le nom d'un réglage et d'une catégorie, listé et tapé (le fichier de réglages garde l'id anglais, $name)
setting-name = { $name ->
        [verbosity] verbosité
        [speech] parole
        [speak_all] tout-dire
        [voice] voix
        [rate] débit
        [volume] volume
        [sounds] sons
        [sound_volume] volume-sons
        [sound_pack] paquet-sons
        [autosave] sauvegarde-auto
        [language] langue
       *[other] { $name }
    }
category-name = { $name ->
        [turn] tour
        [action] action
        [war] guerre
        [resources] ressources
        [alliance] alliance
        [scoring] score
        [error] erreur
        [help] aide
        [system] système
       *[other] { $name }
    }
settings-count = { $count } réglages :
settings-line = { $name } : { $value }
setting-on = activé
setting-off = désactivé
setting-percent = { $value } pour cent
setting-rate = { $value } mots par minute
setting-default = par défaut
setting-auto = auto
setting-screen-reader = lecteur d'écran
setting-value = { $value ->
        [brief] bref
        [full] complet
        [voice] voix
        [off] désactivée
        [screenreader] lecteur d'écran
       *[other] { $value }
    }
# les mots qu'on tape pour chaque valeur, séparés par des virgules (accents, casse, espaces et tirets repliés) ;
# les mots anglais restent acceptés ; le fichier de réglages garde les ids anglais
setting-words-on = oui, o, activé, activée, activer, actif, allumé, marche
setting-words-off = non, n, désactivé, désactivée, désactiver, inactif, inactive, éteint, arrêt, coupé
setting-words-brief = bref, brève, court
setting-words-normal = normal, normale
setting-words-full = complet, complète, détaillé
setting-words-auto = auto, automatique
setting-words-screenreader = lecteur d'écran, lecteur
setting-words-voice = voix, voix intégrée
setting-words-text = texte, texte seul
setting-words-default = par défaut, défaut
settings-printed-only = catégories affichées seulement : { $categories }
settings-not-printed = catégories non affichées : { $categories }
settings-none = aucune
settings-saved = Enregistré.
settings-not-saved = Non enregistré ({ $problem }) ; gardé pour cette partie.
settings-unchanged = { $name } : { $value }, inchangé
settings-shown = { $category } : { $shown ->
        [yes] affiché
       *[no] non affiché ; gardé dans l'historique
    }
settings-changed = { $line }. { $saved }
settings-needs-value = réglages { $name } demande une valeur, comme : réglages débit 200.
settings-unknown = Pas de réglage { $name }.
settings-closest = Proches : { $names }.
settings-all = Réglages : { $names }.
settings-show-needs = réglages afficher demande une catégorie, puis oui ou non, comme : réglages afficher ressources non. Catégories : { $categories }
settings-show-must = afficher { $category } : oui (affiché) ou non (gardé pour l'historique seulement), pas { $value }
settings-category-must = { $category } : oui (dit et sonore) ou non (affiché seulement), pas { $value }
setting-takes = { $name ->
        [verbosity] bref, normal ou complet
        [speech] auto, lecteur d'écran, voix ou non
        [voice] un nom de voix, ou par défaut
        [rate] mots par minute, de { $low } à { $high }
        [volume] pour cent, de 0 à 100
        [sound_volume] pour cent, de 0 à 100
        [sound_pack] un dossier avec manifest.toml, ou par défaut
        [language] en (anglais), fr (français), ou auto
       *[other] oui ou non
    }
setting-must = { $name } : { $takes }, pas { $value }
setting-must-on-off = { $name } : oui ou non, pas { $value }
setting-must-number = { $name } : un nombre, pas { $value }
setting-must-whole-takes = { $name } : un nombre entier, { $takes }, pas { $value }
setting-must-whole = { $name } : un nombre entier, pas { $value }
setting-must-text = { $name } : du texte, pas { $value }
setting-must-line = { $name } : une seule ligne de texte
setting-must-true-false = { $name } : true ou false, pas { $value }

## Annulation refusée par le maître de la table (owner.py)
undo-past-decisions = Cela dépasse vos décisions : dites-le en plusieurs fois.
undo-others-decided = Pas annulé : { $names } { $count ->
        [one] a
       *[other] ont
    } décidé depuis ; annuler ne reprend que vos propres décisions.
undo-no-choice-yet = Rien à annuler : { $shared ->
        [yes] { $who } n'a
       *[no] vous n'avez
    } encore fait aucun choix.
undo-revealed = Rien à annuler : les { $secrets } ont été révélés depuis votre dernier choix, et un { $secret } révélé ne se reprend pas.

## doctor (audio/commands.py) : lignes « Nom : valeur », chaque pièce manquante avec sa solution
doctor-header = Diagnostic : { $checks } vérifications, { $problems ->
        [one] { $problems } problème
       *[other] { $problems } problèmes
    }.
doctor-fix = Solution : { $command }
engine-compiled = compilé (mypyc)
engine-pure = Python pur ({ $reason }){ $fix ->
        [yes] . Solution : { $rebuild }
       *[no] {""}
    }
engine-rebuild = réinstallez avec un compilateur C (pip install --force-reinstall tek-access), ou lancez bash scripts/build.sh dans une copie des sources
engine-why-not-checked = pas vérifié
engine-why-pure-variable = { $variable } est défini
engine-why-not-compiled = pas compilé à l'installation : pas de compilateur C ni de mypyc, ou TEK_ACCESS_PURE=1
engine-why-stub-alone = { $stub } sans sa bibliothèque partagée { $library }
engine-why-other-python = compilé pour un autre Python, { $python }
engine-why-library-missing = sa bibliothèque partagée { $library } manque
engine-why-modules-missing = { $missing } modules compilés sur { $total } manquent, { $first } le premier
engine-why-library-failed = sa bibliothèque partagée { $library } ne s'est pas chargée : { $problem }
doctor-engine = Moteur des règles : { $engine }
doctor-settings-file = Fichier de réglages : { $path }{ $saved ->
        [yes] {""}
       *[no] {" "}(pas encore enregistré, réglages par défaut)
    }
doctor-settings-problem = Problème de réglages : { $warning }
doctor-speech-mode-problem = Problème de mode de parole : { $problem }. Solution : retirez { $env } ou mettez-le à auto.
doctor-speech-mode = Mode de parole : { $mode } ({ $from_env ->
        [yes] par { $env }
       *[no] réglage enregistré
    })
doctor-reader-running = Lecteur d'écran : { $reader } est lancé
doctor-reader-below = Lecteur d'écran : voir accessible_output2 plus bas
doctor-reader-none = Lecteur d'écran : aucun trouvé (par SSH, nommez le mode : --speech lecteur)
doctor-speechd-missing = speech-dispatcher : module Python speechd introuvable. { $fix }
doctor-speechd-answering = speech-dispatcher : répond
doctor-speechd-note = speech-dispatcher : { $note }
doctor-ao2-missing = accessible_output2 : non installé{ $linux ->
        [yes] ; inutile sous Linux
       *[no] . Solution : pip install tek-access[speech]
    }
doctor-ao2-through = accessible_output2 : { $version }, parle par { $output }
doctor-ao2-note = accessible_output2 : { $version }, { $note }
doctor-ao2-linux = accessible_output2 : { $version } ; inutile sous Linux
doctor-espeak = espeak-ng : { $program }
doctor-espeak-missing = espeak-ng : introuvable.{ $linux ->
        [yes] {" "}Solution : sudo apt install espeak-ng
       *[no] {""}
    }
doctor-pyttsx3 = pyttsx3 : { $version }
doctor-pyttsx3-missing = pyttsx3 : non installé. Solution : pip install tek-access[speech]
doctor-aplay-missing = aplay : introuvable ; pyttsx3 en a besoin sous Linux. Solution : sudo apt install alsa-utils
doctor-voices = Voix : { $count } par { $engine }, d'abord : { $names }
doctor-voices-none = Voix : aucune trouvée. La voix intégrée demande espeak-ng (Linux) ou pyttsx3.
doctor-route = Voie de la parole : { $mode }, { $route ->
        [off] texte seul
        [screenreader] lecteur d'écran
        [voice] voix intégrée
       *[terminal] le lecteur d'écran lit le terminal
    }
doctor-route-problem = Problème de voie de la parole : le mode { $mode } n'a rien pour parler. Solution : { $fix }, ou choisissez le texte : réglages parole non dans la partie, ou tek-access play --speech non
doctor-fix-reader = lancez votre lecteur d'écran
doctor-fix-voice = sudo apt install espeak-ng, ou pip install tek-access[speech]
doctor-sound-missing = { $problem ->
        [yes] Problème de sortie son
       *[no] Sortie son
    } : miniaudio non installé. Solution : pip install tek-access[sound]
doctor-sound = Sortie son : miniaudio { $version }, { $devices }
doctor-sound-problem = Problème de sortie son : miniaudio { $version }, { $devices }, ou coupez les sons : réglages sons non
doctor-devices = { $count } sorties son : { $names }
doctor-devices-error = impossible de lister les sorties son ({ $problem }). Solution : vérifiez la carte son, PulseAudio ou PipeWire
doctor-devices-none = aucune sortie son trouvée. Solution : vérifiez la carte son, PulseAudio ou PipeWire
doctor-pack-problem = Problème de pack de sons : { $problem }
doctor-pack-undecodable = Problème de pack de sons : { $count } sons illisibles : { $sounds }
doctor-pack = Pack de sons : { $name }, { $count } sons, { $decoded ->
        [yes] tous lisibles
       *[no] non vérifiés sans miniaudio
    }, dans { $folder }
doctor-louis = liblouis : { $version }, module Python louis
doctor-louis-missing = liblouis : introuvable. Solution : sudo apt install liblouis20 liblouis-data python3-louis (pour les feuilles braille)
doctor-test-line = Test de parole de tek-access. Vous devriez entendre cette ligne.
doctor-test = Test : { $mode }

## Les erreurs de la ligne de commande (cli.py, ui/play.py, core/registry.py) ; les options restent telles qu'on les tape
cli-refused = tek-access { $command } : { $problem } Pas lancé.
cli-line = tek-access { $command } : { $problem }
cli-not-started = { $problem }. Pas lancé.
cli-not-apply = { $options } ne { $count ->
        [one] s'applique
       *[other] s'appliquent
    } pas { A($title) }. Pas lancé.
cli-unknown-game = Pas de jeu { $name }. Jeux : { $games }.
cli-unknown-seat = Pas de type de place { $kind }. Types de place : { $kinds }.
cli-players-seats = --players { $players }, mais { $seats } places données.
cli-humans = --humans doit aller de 0 à { $players }.
cli-bot-time = --bot-time doit aller de 1 à 60000 millisecondes.
cli-went-wrong = tek-access { $command } : un problème est survenu ; { $told }.
cli-report-in = un rapport est dans { $path }
speech-source-mode = mode de parole
speech-source-setting = le réglage speech

## Un fichier de réglages qui ne se lit pas en entier (settings.py) : une ligne par problème, le reste gardé
settings-file-unreadable = Fichier de réglages { $file } : illisible ({ $problem }). Réglages par défaut.
settings-file-broken = Fichier de réglages { $file }, { $place } : { $problem }. Réglages par défaut.
settings-file-at = Fichier de réglages { $file }, ligne { $line }, { $name }
settings-file-at-name = Fichier de réglages { $file }, { $name }
settings-file-shown = { $where } : une catégorie autre que { $always }, à true ou false. Ignoré.
settings-file-categories = { $where } : une table catégorie = true ou false. Valeur par défaut.
settings-file-unknown-category = { $where } : catégorie inconnue, ignorée. Catégories : { $categories }.
settings-file-category-value = { $where } : true ou false, pas { $value }. Valeur par défaut.
settings-file-unknown = { $where } : réglage inconnu, ignoré.
settings-file-bad = { $where } : { $problem }. Valeur par défaut.

## Pourquoi la parole ou les sons n'ont pas démarré (audio/screenreader.py, audio/voice.py, audio/earcons.py)
note-sounds-no-miniaudio = Sons indisponibles : miniaudio n'est pas installé. Installez-le avec : pip install tek-access[sound].
note-sounds-pack = Sons indisponibles : { $problem }
note-sounds-no-device = Sons indisponibles : aucune sortie son ({ $detail }).
note-speechd-module = Le module Python de speech-dispatcher manque. { $fix }.
note-speechd-failed = { $problem }. { $fix }, puis : spd-say test.
note-speechd-not-answering = speech-dispatcher ne répond pas ({ $reason })
note-no-answer = aucune réponse
note-ao2-missing = Lecteur d'écran indisponible : accessible_output2 n'est pas installé. Installez-le avec : pip install tek-access[speech].
note-ao2-failed = Lecteur d'écran indisponible : accessible_output2 a échoué ({ $problem }).
note-speechd-debian = le module Python de speech-dispatcher (Debian : python3-speechd) manque
note-system-voice-only = Aucun lecteur d'écran lancé : seule la voix du système ({ $name }) a répondu.
note-no-reader-output = Aucune sortie de lecteur d'écran trouvée{ $notes ->
        [none] {""}
       *[other] {" "}({ $notes })
    }.
note-no-reader = Aucun lecteur d'écran lancé.
note-reader-via = { $reader } par { $name }
note-espeak-missing = Voix indisponible : espeak-ng n'est pas installé. Installez-le (Debian et Ubuntu : sudo apt install espeak-ng).
note-pyttsx3-missing = Voix indisponible : pyttsx3 n'est pas installé. Installez-le avec : pip install tek-access[speech].
note-voice-program = voix { $program }

## Un pack de sons inutilisable (audio/earcons.py) : fichier, endroit, problème
pack-no-manifest = Pack de sons { $folder } : pas de manifest.toml dans ce dossier.
pack-broken = Pack de sons { $file }, { $place } : { $problem }.
pack-format = Pack de sons { $file }, format : seul le format 1 est connu, pas { $format }.
pack-no-events = Pack de sons { $file } : aucune table [events.NOM].
pack-event-table = Pack de sons { $file }, events.{ $name } : une table avec file et category.
pack-event-file-missing = Pack de sons { $file }, events.{ $name }.file : manquant ; nommez le fichier son.
pack-event-category = Pack de sons { $file }, events.{ $name }.category : { $category } n'est pas parmi { $categories }.
pack-event-not-found = Pack de sons { $file }, events.{ $name }.file : { $sound } introuvable dans { $folder }.
pack-undecodable = Fichier son { $path } : illisible ({ $problem }).

## Les erreurs d'options de la ligne de commande (cli.py) : la ligne d'usage, puis l'une de celles-ci
cli-usage = usage :
cli-error = { $prog } : { $problem }
cli-unrecognized = options inconnues : { $options }. Tapez tek-access { $command } --help pour les options.
cli-required = manque : { $names }.
cli-expected-value = { $option } demande une valeur.
cli-invalid-value = { $option } : { $value } n'est pas { $type ->
        [int] un nombre entier
        [float] un nombre
       *[other] du type { $type }
    }.
cli-invalid-choice = { $option } : { $value } n'est pas un choix. Choix : { $choices }.
cli-ambiguous = { $option } peut être { $matches } : précisez.
cli-other = { $problem }

## Une sauvegarde illisible (storage.py) : le fichier et ce qui ne va pas
save-place-file = fichier
save-file-missing = fichier introuvable
save-file-denied = accès refusé
save-file-folder = c'est un dossier
save-file-not-a-save = { $kind ->
        [folder] c'est un dossier
        [link] c'est un lien
        [device] c'est un périphérique
        [pipe] c'est un tube
        [socket] c'est un socket
       *[other] ce n'est pas un fichier ordinaire
    }, pas une sauvegarde
save-file-too-large = { $n } octets, trop gros pour une sauvegarde

## --help de la ligne de commande (cli.py) : cli-help-COMMANDE-OPTION, ou cli-help-OPTION pour une option de plusieurs commandes
## (une option d'un jeu a son message dans le fichier du jeu) ; les mots d'argparse
cli-help-positionals = arguments
cli-help-options = options
cli-help-help = afficher cette aide et quitter
cli-help-description = Les jeux Tiny Epic pour lecteurs d'écran, braille et clavier.
cli-help-play = Jouer une partie à ce clavier.
cli-help-tutorial = Une courte première partie guidée : chaque étape dit quoi taper.
cli-help-simulate = Jouer beaucoup de parties d'ordinateurs et afficher des statistiques.
cli-help-braille = Écrire les feuilles braille BRF à embosser.
cli-help-doctor = Vérifier la parole, le son et le braille.
cli-help-say = Dire une ligne, ou l'écrire dans un fichier WAV.
cli-help-check-data = Vérifier vos propres fichiers de données de jeu.
cli-help-serve = Lancer un serveur de jeu pour les tables en ligne (SSH, telnet et le web).
cli-help-connect = Jouer à une table en ligne avec la console du jeu.
cli-help-table-host = Jouer les tables en ligne des portes d'entrée par Redis et PostgreSQL (plusieurs processus ; pas de socket).
cli-help-lang = langue de chaque ligne : en (anglais) ou fr (français) ; par défaut : le réglage langue, $TEK_ACCESS_LANG, ou celle du système
cli-help-speech = auto, lecteur, voix ou non (par défaut : TEK_ACCESS_SPEECH, puis votre réglage), par exemple --speech voix
cli-help-transcript = écrire aussi chaque ligne dans ce fichier, par exemple --transcript partie.txt
cli-help-ascii = lettres ASCII seules (Debut pour Début), pour un terminal ou un afficheur braille qui montre mal les accents ; sans elle, les accents sont gardés là où le terminal les montre
cli-help-verbosity = bref, normal ou complet
cli-help-screen-reader = mode lecteur d'écran : comme --speech screenreader
cli-help-play-players = joueurs : de 2 à 5 (2 avec les règles à deux) pour tek ; de 2 à 4 pour vikings (par défaut 4, ou le nombre de --seats)
cli-help-play-seats = un genre par place, séparés par des virgules : human, normal, random, strong ; par exemple human,strong,normal
cli-help-play-humans = combien de places humaines, les premières (par défaut 1 ; 0 joue une partie tout ordinateur)
cli-help-play-seed = graine pour une partie qui se rejoue à l'identique
cli-help-play-events = écrire chaque événement en un objet JSON par ligne
cli-help-play-load = reprendre une partie sauvegardée
cli-help-play-bot-time = le temps de réflexion du joueur ordinateur fort par décision, en millisecondes (par défaut 200 ; voir docs/bots.md)
cli-help-play-game = le jeu : tek, vikings (par défaut tek)
cli-help-tutorial-game = le jeu à apprendre : tek, vikings (par défaut tek)
cli-help-simulate-game = le jeu à simuler : tek, vikings (par défaut tek)
cli-help-simulate-games = parties à jouer (par défaut 10)
cli-help-simulate-players = joueurs par partie : de 2 à 5 (2 avec les règles à deux) pour tek ; de 2 à 4 pour vikings (par défaut 4)
cli-help-simulate-seed = graine de la première partie ; la partie i prend S plus i (par défaut 1)
cli-help-simulate-bots = genre de joueur ordinateur pour chaque place (normal, random ou strong), ou un genre par place séparés par des virgules, par exemple normal,random,random,random (par défaut random)
cli-help-braille-game = le jeu dont écrire les feuilles : tek, vikings (par défaut tek)
cli-help-braille-sheets = feuilles à écrire, parmi : kit, territories, reference, factions, solo (par défaut : toutes)
cli-help-braille-out = dossier des fichiers BRF (par défaut : le dossier courant)
cli-help-braille-grade = degré : 2 abrégé (par défaut) ou 1 intégral
cli-help-braille-cells = cellules par ligne (par défaut 40)
cli-help-braille-lines = lignes par page (par défaut 25)
cli-help-braille-no-form-feed = pas de saut de page après chaque page (pour les embosseuses qui comptent les lignes)
cli-help-braille-board = écrire le plateau de cette partie sauvegardée (cartes tactiles avec les meeples, les jetons et la table) au lieu des feuilles
cli-help-doctor-test = dire aussi une ligne d'essai et jouer un son d'essai, par exemple tek-access doctor --test
cli-help-say-text = les mots à dire, par exemple tek-access say À vous
cli-help-say-wav = écrire la parole dans ce fichier WAV au lieu de la dire
cli-help-say-rate = mots par minute, de 80 à 450 (par défaut : votre réglage)
cli-help-say-volume = pour cent, de 0 à 100 (par défaut : votre réglage)
cli-help-say-voice = nom de la voix (par défaut : votre réglage)
cli-help-say-speech = auto, lecteur, voix ou non (par défaut : votre réglage)
cli-help-check-data-files = un fichier TOML de factions ou de territoires
cli-help-serve-host = Adresse d'écoute (par défaut 127.0.0.1 ; 0.0.0.0 pour un réseau local).
cli-help-serve-ssh-port = Port SSH (par défaut 2222 ; 0 pour aucun).
cli-help-serve-telnet-port = Port telnet (par défaut 4000 ; 0 pour aucun).
cli-help-serve-data = Dossier de la base de données et des clés (par défaut tek-server).
cli-help-serve-guests = Laisser entrer n'importe qui sous un nom libre sans mot de passe (une partie en réseau local, les tests).
cli-help-serve-no-register = Ne pas créer de compte pour les nouveaux noms.
cli-help-serve-ports-file = Écrire dans ce fichier les ports vraiment ouverts (pour les tests).
cli-help-serve-limit = Changer une limite, par exemple --limit idle_lobby=3600 (secondes). Limites : logins_per_address, online_per_address, guests_per_address, login_deadline, idle_lobby, idle_seated, idle_warning, failures_per_account_address, failures_per_address, failure_window, failures_per_account, slow_login_delay, registrations_per_hour, keep_finished_days, keep_abandoned_days, keep_waiting_days. docs/server.md donne les valeurs par défaut.
cli-help-serve-bot-workers = Processus pour la réflexion des joueurs ordinateurs (par défaut 1 ; un par cœur libre).
cli-help-serve-bus = Tourner en porte d'entrée par Redis (redis://HÔTE:PORT/BASE ou unix:///chemin) : les portes, le salon et la discussion ici, les parties dans des processus table-host. Demande --database.
cli-help-serve-database = Avec --bus : la base PostgreSQL partagée avec les hôtes de tables (postgresql://...) ; --data ne garde alors que la clé d'hôte SSH et seal.key (aussi celle des hôtes de tables).
cli-help-serve-web-port = Port web : la page pour jouer dans un navigateur (par défaut aucun ; 0 pour un port libre avec --ports-file). Demande l'extra web.
cli-help-serve-web-origin = Une adresse où les joueurs ouvrent la page, par exemple https://games.example.org ou http://203.0.113.5:8080 : seules les pages de ces origines (et de localhost sur le port web) peuvent ouvrir le websocket du jeu (répétable).
cli-help-serve-web-proxy = L'adresse d'un proxy inverse devant la porte web : son X-Forwarded-For est cru, pour que les limites comptent l'adresse de chaque joueur (répétable ; par défaut aucun).
cli-help-connect-host = Adresse du serveur, par exemple 192.168.1.20 ou 127.0.0.1.
cli-help-connect-port = Le port telnet du serveur (par défaut 4000).
cli-help-table-host-bus = Le serveur Redis : redis://HÔTE:PORT/BASE ou unix:///chemin/vers/redis.sock.
cli-help-table-host-database = La base PostgreSQL : postgresql://UTILISATEUR@HÔTE/NOM (la même pour chaque processus).
cli-help-table-host-data = Dossier de seal.key, la même clé que celle de la porte d'entrée (par défaut tek-server).
cli-help-table-host-name = Le nom de cet hôte (par défaut : machine, numéro de processus, hasard).
cli-help-table-host-lease = Secondes pendant lesquelles une table est retenue, renouvelées chaque tiers (par défaut 10).
cli-help-table-host-bot-workers = Processus pour la réflexion des joueurs ordinateurs (par défaut 1).

## simulate (core/simulate.py) : les statistiques, lignes « Nom : valeur » ; les genres de joueurs ordinateur et
## les règles restent tels qu'on les tape ($bots, $kind, $rules) ; $mean et $rate : nombres Fluent à une décimale (57,8)
simulate-games = Parties : { $games }
simulate-players = Joueurs : { $players }
simulate-bots = Joueurs ordinateur : { $bots }
simulate-seeds = Graines : { $first } à { $last }
simulate-mean = { $label } : { $mean }
simulate-mean-none = { $label } : aucune
simulate-mean-turns = Tours en moyenne
simulate-shared-wins = Victoires partagées : { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }, chaque gagnant compté
simulate-wins-by-seat = Victoires par place : { $seats } places
simulate-seat-wins = Place { $seat }, { $kind } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    }
simulate-fallbacks-none = Replis : aucun
simulate-fallbacks = Replis : { $total }, décisions où la recherche d'un joueur ordinateur a échoué et un choix plus simple a été joué
simulate-seat-fallbacks = Place { $seat }, { $kind } : { $count ->
        [one] { $count } repli
       *[other] { $count } replis
    }
simulate-rate = Parties par seconde : { $rate }
simulate-stopped = Arrêté.
simulate-game-stopped = Partie { $game }, graine { $seed }, arrêtée : { $problem }
simulate-games-range = Parties : de 1 à { $most }.
simulate-players-range = Joueurs : de { $low } à { $high }.
simulate-players-range-game = Joueurs : de { $low } à { $high } dans { $game }.
simulate-unknown-bot = Joueur ordinateur inconnu : { $kind }. Genres : { $kinds }.
simulate-bots-count = Donnez un genre de joueur ordinateur, ou { $players } genres, un par place ; { $given } donnés.
