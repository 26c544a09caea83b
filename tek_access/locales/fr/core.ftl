# Les mots communs de l'interface, en français.

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
session-secret-not-read = { $secret } de { $who } non lu.
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
console-game-over = La partie est finie. Tapez score, history, save ou quit.
console-say-quit = Tapez quit pour quitter la partie.
console-end-of-input = Fin de l'entrée. La partie n'est pas finie ; tapez save avant de partir pour la garder.
console-secret-echo = (secret)
crash-one-folder = Un problème est survenu ; sauvegardé dans { $folder } : la partie sous { $save }, un rapport sous { $report }.
crash-line = Un problème est survenu ; { $where } et { $told }.
crash-saved-to = la partie est sauvegardée dans { $path }
crash-not-saved = la partie n'a pas pu être sauvegardée
crash-report-to = un rapport dans { $path }
crash-no-report = aucun rapport n'a pu être écrit
crash-secrets-kept = La sauvegarde date d'avant les { $secrets } : ils restent secrets.
play-seed = Graine { $seed }.
play-start = Tapez help pour les commandes, choices pour les choix numérotés.
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
quit-ask = Quitter ? Tapez yes pour partir ; { $save }. Tapez no pour rester.
speech-stopped = Parole arrêtée.
verbosity-is = Verbosité : { $verbosity }. Tapez verbosity brief, normal ou full.
verbosity-now = Verbosité : { $verbosity }.
undo-nothing = Rien à annuler.
save-refused = { $problem } Pas sauvegardé.
save-after-reveal = Un { $secret } est verrouillé : la partie sera sauvegardée à la révélation, pour que la sauvegarde ne garde aucun secret.
save-other-game-kept = Pas sauvegardé : { $file } est une sauvegarde de { $title }.
save-not-over = Pas sauvegardé. La sauvegarde de { $title } dans { $file } est gardée.
save-over-ask = { $file } est une sauvegarde de { $title }. Sauvegarder cette partie de { $this } par-dessus ? Tapez yes pour la remplacer, no pour la garder.
load-refused = { $problem } Pas chargé.
load-players = { $file } : cette partie a { $players } joueurs, cette table { $seats }. Pas chargé.
load-other-game-seats = { $file } est une sauvegarde de { $title } et cette table joue à { $this } : { $problem } Lancez-la avec tek-access play --game { $game } --load FICHIER. Pas chargé.
load-not = Pas chargé. La partie continue.
load-not-yes = Pas chargé : ce n'était pas yes. La partie continue.
load-other-game-ask = { $file } est une sauvegarde de { $title }, tour { $turn }. La charger ? Cette table jouerait à { $title } au lieu de { $this }{ $lost ->
        [yes] {" "}et ses changements non sauvegardés seraient perdus
       *[no] {""}
    }. Tapez yes pour charger, no pour rester.
load-ask = Charger { $file }, tour { $turn } ? Cette partie, tour { $now }, a des changements non sauvegardés : ils seraient perdus. Tapez yes pour charger, no pour rester.
braille-not-written = Tableau braille non écrit : { $problem }.
braille-written = Tableau braille écrit dans { $path }.

## Le tutoriel (ui/tutorial.py)
tutorial-type = Tapez : { $command }
tutorial-type-suggested = Tutoriel : tapez la commande proposée. Tapez : { $command }
tutorial-finished = Tutoriel fini. Lancez une partie avec : tek-access play{ $game }. Tapez help en partie pour les commandes.

## Une réponse secrète relue (ui/secret.py)
secret-none-locked = Aucun { $secret } verrouillé pour vous{ $shared ->
        [yes] , { $whose }
       *[no] {""}
    }{ $held ->
        [no] : il se relit seulement entre son choix et la révélation
       *[yes] ; celui de { $owner } reste secret jusqu'à la révélation
    }.
secret-speech-off = { $secret } de { $who } : jamais affiché à un clavier partagé, et la parole est coupée. Lancez la partie avec --speech voice ou --screen-reader pour l'entendre.
secret-read-ask = { $secret } de { $who }, pour { $who } seul : les autres ôtent leur casque. { $who }, Entrée pour l'entendre.
secret-said = { $secret } de { $who } dit à voix haute, pas affiché.
secret-not-read = { $secret } de { $who } non lu : il est révélé, ou aucune parole n'est active.

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
refusal-and-more = ; et { $count } de plus : tapez choices.
refusal-say-choices = Tapez choices pour entendre ce que vous pouvez faire.
refusal-instead = { $count ->
        [one] À la place : { $choices }.
       *[other] À la place, { $count } choix : { $choices }.
    }
refusal-say-all = Tapez choices pour les { $count } entendre.
refusal-not-this-question = { $verb } ne répond pas à cette question.

# the start of a refusal that says back what was typed (the parser echoes the typed words after it)
not-a-choice-prefix = Pas un choix maintenant :
