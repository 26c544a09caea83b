# Les mots du serveur en ligne et de la page web (tek_access/server/, tek_access/web/), en français.
# Chaque connexion les entend dans sa langue (langue fr) ; les mots du jeu sont dans les fichiers du jeu.

## Les extras qu'il faut à une porte ou à un hôte de tables (cli.py table-host, server/web.py) : $problem est le texte de Python
table-host-needs-extras = Un hôte de tables a besoin des extras postgresql et redis : pip install 'tek-access[postgresql,redis]' ({ $problem }).
web-needs-extra = la porte web a besoin de l'extra web : pip install 'tek-access[web]' ({ $problem })

## Les lignes de démarrage du serveur (serve : server/app.py) et les lignes de la commande connect (server/client.py)
serve-started = Serveur tek-access. Port SSH { $ssh }, port telnet { $telnet }, port web { $web }, données { $folder }. { $playing ->
        [one] { $playing } table reprise
       *[other] { $playing } tables reprises
    }. Invités { $guests ->
        [yes] acceptés
       *[no] refusés
    }.
serve-port-off = fermé
serve-front-door = Porte d'entrée { $name } : les parties sont jouées par des processus hôtes de table, par le bus.
serve-ssh-key = Empreinte de la clé d'hôte SSH { $fingerprint } : les joueurs la vérifient quand ssh demande pour la première fois de faire confiance à ce serveur.
serve-web-origin = La page web n'ouvre le jeu que depuis les noms de cette machine (http://localhost:{ $port }/) : donnez l'adresse que tapent les joueurs avec --web-origin, par exemple --web-origin http://192.168.1.5:{ $port }.
serve-telnet-clear = Telnet envoie tout en clair, les mots de passe aussi : utilisez-le sur un réseau de confiance, ou --telnet-port 0.
serve-needs-extra = Le serveur a besoin de l'extra server : pip install 'tek-access[server]' ({ $error }).
serve-cannot-start = Impossible de démarrer le serveur : { $error }
connect-cannot = Connexion impossible { A($host) } port { $port } : { $error }.
connect-needs-extra = connect a besoin de l'extra server : pip install 'tek-access[server]' ({ $error }).

## Choisir la langue (server/connection.py)
language-unknown = Pas de langue { $word }. Langues : { $languages }.
language-now = Langue : français. Pour changer, dites langue et un code : { $languages }.
language-set = Langue : français, pour cette connexion.

## Les lignes et les limites d'une connexion (server/connection.py)
line-flood = Ligne trop longue : plus de { $size } caractères sans fin de ligne. Déconnecté.
line-too-long = Ligne trop longue : { $size } caractères au plus. Ignorée.
chat-too-much = Trop de messages : { $count } par minute au plus. Attendez quelques secondes ; ce message n'est pas parti.
commands-too-many = Trop de commandes d'un coup : attendez une seconde. Ignoré.
command-failed = Désolé : cette commande a échoué sur le serveur. Rien n'a changé.
goodbye = Au revoir.{ $kept ->
        [yes] { " " }Votre place est gardée : reconnectez-vous pour revenir.
       *[no] { "" }
    }

## La connexion et le salon (server/hub.py)
name-online-connect = Nom pris : { $name } est en ligne. Connectez-vous sous un autre nom.
connected-elsewhere = Vous vous êtes connecté ailleurs ; cette connexion se ferme.
welcome = Bienvenue sur tek-access en ligne, { $name }. Mode lecteur d'écran : lignes simples, choix numérotés. Dites aide pour les commandes.
code-asked = { $name } a une place. Tapez le code de retour { DE($name) }, les 8 chiffres donnés à la première connexion, ou dites quitter et connectez-vous sous un autre nom.
code-given = Votre code de retour : { $code }. Si vous êtes coupé, connectez-vous comme { $name } et tapez-le pour retrouver votre place ; gardez-le pour vous.
too-many-online = Trop de connexions depuis votre adresse : { $count } en ligne au plus. Fermez-en une et reconnectez-vous.
too-many-guests = Trop d'invités depuis votre adresse : { $count } au plus. Fermez-en un, ou connectez-vous avec un compte.
code-too-many-name = Trop de codes de retour faux pour { $name } : attendez { $wait }, ou connectez-vous sous un autre nom.
code-too-many-address = Trop de codes de retour faux depuis votre adresse : attendez { $wait }.
code-accepted = Code accepté.
code-wrong-last = Code faux. { $refusal }Au revoir : connectez-vous sous un autre nom pour jouer.
code-wrong = Code faux : encore { $left } { $left ->
        [one] essai
       *[other] essais
    }. Tapez les 8 chiffres, ou dites quitter.
welcome-back = Bon retour : votre place à la table { $table } vous attend.
lobby-summary = Salon. { $online } en ligne, { $tables } { $tables ->
        [one] table attend
       *[other] tables attendent
    } des joueurs. Dites tables, créer, ou aide.
tables-head = { $count ->
        [0] Aucune table. Dites créer pour en ouvrir une.
        [one] { $count } table :
       *[other] { $count } tables :
    }
lobby-help-head = { $count } commandes du salon :
lobby-help-tables = tables : la liste des tables, numérotées, avec places, règles et qui attend.
lobby-help-create = créer : ouvrir une table ; des questions numérotées suivent. En une fois, les réponses dans l'ordre (jeu, joueurs, places humaines, niveau de l'ordinateur, questions du jeu, graine) : créer 1 4 2 normal 1 17.
lobby-help-join = rejoindre N : prendre une place à la table N, ou revenir à votre place.
lobby-help-watch = regarder N : regarder la table N ; vous entendez ce que tout joueur entend.
lobby-help-who = qui : qui est en ligne, et où.
lobby-help-say = dire TEXTE : parler à tout le salon.
lobby-help-tell = chuchoter NOM TEXTE : parler à une seule personne.
lobby-help-verbosity = verbosité bref, normal ou complet.
lobby-help-language = langue CODE : la langue que vous entendez et tapez, par exemple langue en. Langues : { $languages }.
lobby-help-key = key : vos clés publiques SSH, pour vous connecter sans mot de passe. key add suivi de la ligne de votre fichier .pub, par exemple : key add ssh-ed25519 AAAA... ann@portable. key list. key remove 1.
lobby-help-quit = quitter : se déconnecter.
lobby-say-command = Dites une commande. Essayez : tables, créer, aide.
lobby-no-command = Pas de commande { $verb } au salon. Essayez : tables, créer, rejoindre 1, aide.
key-guest = Vous êtes invité ici : les clés vont avec un compte. Un serveur sans --guests crée un compte la première fois que vous entrez avec un mot de passe.
key-list-head = { $count ->
        [0] Aucune clé SSH. Dites key add suivi de la ligne de votre fichier .pub.
        [one] { $count } clé SSH :
       *[other] { $count } clés SSH :
    }
key-list-line = { $number } : { $key }.
key-not-public = Pas une ligne de clé publique SSH.
key-already = Cette clé est déjà à vous. Dites key list pour entendre vos clés.
key-too-many = { $count } clés au plus : dites d'abord key remove et un numéro.
key-added = Clé { $number } ajoutée : { $key }. Entrez avec elle : ssh -i votre fichier de clé privée, ou ssh la trouve seul.
key-remove-which = Enlever quelle clé ? Dites key remove et un numéro de 1 à { $count } ; key list les lit.
key-none = Vous n'avez aucune clé SSH.
key-removed = Clé { $number } enlevée : { $key }. Il en reste { $left }.
key-commands = Commandes des clés : key list, key add suivi d'une ligne de clé publique, key remove N.
table-which = Quelle table ? Dites { $verb ->
        [join] rejoindre
        [watch] regarder
       *[other] { $verb }
    } et son numéro, par exemple : { $verb ->
        [join] rejoindre
        [watch] regarder
       *[other] { $verb }
    } 1. Dites tables pour les entendre.
table-none = Pas de table { $table }. Dites tables pour les entendre.
say-what = Dire quoi ? Par exemple : dire bonjour.
chat-says = { $who } dit : { $text }{ $cut ->
        [yes] { " (coupé)" }
       *[no] { "" }
    }
chat-you-say = Vous dites : { $text }{ $cut ->
        [yes] { " (coupé) : " }{ $most } caractères par message au plus
       *[no] { "" }
    }
tell-what = Chuchoter quoi, à qui ? Par exemple : chuchoter Ann bien joué.
tell-not-online = { $name } n'est pas en ligne. Dites qui pour savoir qui l'est.
chat-tells-you = { $who } vous chuchote : { $text }{ $cut ->
        [yes] { " (coupé)" }
       *[no] { "" }
    }
chat-you-tell = Vous chuchotez { A($who) } : { $text }{ $cut ->
        [yes] { " (coupé) : " }{ $most } caractères par message au plus
       *[no] { "" }
    }
who-head = { $count } en ligne :
who-lobby = { $name } : salon.
who-watching = { $name } : regarde la table { $table }.
who-seated = { $name } : table { $table }, { $seat }.
table-closed = Table { $table } fermée.

## Une table (server/table.py)
table-help = Commandes de la table, 5 de plus : dire TEXTE à la table, partir pour revenir au salon, qui, et pour l'hôte : lancer, et exclure NOM ou numéro de place (en cours de partie, la place passe à l'ordinateur).
nobody = personne
nobody-cap = Personne
table-describe = Table { $table } : { $state ->
        [waiting] en attente, { $open } { $open ->
            [one] place humaine libre
           *[other] places humaines libres
        } sur { $humans }
        [playing] en jeu
       *[over] partie finie
    }. { $game }, { $players } joueurs, { $humans } { $humans ->
        [one] humain
       *[other] humains
    }, ordinateur { $level ->
        [random] au hasard
       *[other] normal
    }, { $options }. Hôte { $host }. Joueurs : { $who }. { $watching } { $watching ->
        [one] spectateur
       *[other] spectateurs
    }.{ $chosen ->
        [yes] { " " }Graine choisie par l'hôte.
       *[no] { "" }
    }
seed-chosen = Graine choisie par l'hôte, { $seed } : qui la connaît peut savoir ce qui est caché et les réponses secrètes de l'ordinateur.
seat-number = Place { $seat }
table-started-without = La table { $table } a commencé sans vous. Dites regarder { $table } pour regarder.
table-full = La table { $table } est pleine. Dites regarder { $table } pour regarder.
joined-elsewhere = Vous avez rejoint depuis une autre connexion.
table-seated = Table { $table }, { $name }. Vous êtes à la place { $seat }.{ $host ->
        [yes] { " " }Vous êtes l'hôte : dites lancer quand vous êtes prêt ; l'ordinateur prend les places vides.
       *[no] { " " }Attendez que l'hôte lance la partie.
    }
player-sits = { $who } prend la place { $seat }.
table-you-are = Table { $table }. Vous êtes { $seat }.
player-back = { $who } revient, comme { $seat }.
missed-head = Vous avez manqué { $count } { $count ->
        [one] ligne
       *[other] lignes
    }{ $all ->
        [yes] { " " }:
       *[no] ; voici les { $shown } dernières, et history N lit les autres :
    }
secret-locked = Votre choix secret ({ $secret }) est verrouillé jusqu'à la révélation ; l'autre camp décide.
watching-table = Vous regardez la table { $table }. Vous entendez ce que tout joueur entend. Dites partir pour revenir.
is-deciding = { $who } décide.
new-host = { $who } est maintenant l'hôte.
player-left-seat = { $who } a quitté la place { $seat }.
player-left-kept = { $who } est parti ; la place { DE($seat) } lui est gardée.
back-in-lobby = De retour au salon. Dites tables pour entendre les tables.
game-not-started = La partie n'a pas encore commencé.
game-not-started-try = La partie n'a pas commencé : l'hôte dit lancer. Essayez : dire, partir, qui, aide.
host-only-start = Seul l'hôte, { $host }, peut lancer la partie.
game-already-started = La partie a déjà commencé.
cannot-start = Impossible de commencer : { $problem }
table-starts = La table { $table } commence : { $people } { $people ->
        [one] personne
       *[other] personnes
    } et { $bots } { $bots ->
        [one] joueur
       *[other] joueurs
    } ordinateur.
host-only-kick = Seul l'hôte, { $host }, peut exclure.
kick-both = { $word } est le nom d'un joueur et la couleur d'une autre place : dites exclure et le numéro de place, de 1 à { $count }.
kick-whom = Exclure qui ? Donnez le nom ou le numéro de place d'un autre joueur, par exemple : exclure 2.
kicked = L'hôte vous a retiré de la table { $table }. Vous êtes au salon.
kicked-seat-open = { $who } a été retiré de la place { $seat } ; la place est libre.
kicked-seat-bot = La place { DE($seat) } passe à l'ordinateur, niveau { $level ->
        [random] au hasard
       *[other] normal
    }.
not-your-decision = Ce n'est pas à vous de décider : { $who } décide.
undo-spectator = Un spectateur n'a rien à annuler.
undo-not-started = Rien à annuler : la partie n'a pas commencé.
took-back = { $who } a repris une décision.
undone = Annulé. Retour à votre dernière décision.

## Les questions de créer (server/create.py) ; les questions propres à un jeu sont dans ses mots
host-too-many = Vous êtes l'hôte de { $count } tables pas encore finies, le plus permis : { $tables }. Finissez-en une d'abord ; rejoindre { $first } vous y ramène.
address-too-many-tables = Trop de tables ouvertes depuis votre adresse : { $count } pas encore finies au plus. Rejoignez-en une : dites tables.
create-head = Créer une table : { $count } questions. Entrée pour la réponse par défaut ; dites annuler pour arrêter.
create-question = Question { $number } sur { $count } : { $text }
create-players-choice = { $count } joueurs
create-humans-choice = { $count } { $count ->
        [one] place humaine
       *[other] places humaines
    }
create-game = quel jeu ? { $games } Entrée pour 1.
create-players = combien de joueurs, de { $low } à { $high } ? Entrée pour { $default }.
create-humans = combien de places humaines, de 1 à { $players } ? Entrée pour { $default }.
create-level = niveau de l'ordinateur. 1: normal. 2: au hasard. Entrée pour 1, normal.
create-seed = graine, un nombre entier, pour redonner la même partie ; les joueurs sauront que vous l'avez choisie. Entrée pour une graine secrète au hasard.
# le mot qui arrête les questions, en plus de « cancel » (tapé en minuscules)
create-cancel-word = annuler
create-cancelled = Table non créée.
create-game-error = Jeu : { $games }.
create-players-error = Joueurs : un nombre de { $low } à { $high }.
create-humans-error = Places humaines : un nombre de 1 à { $players }.
# les mots des deux niveaux, en plus de « normal » et « random » (tapés en minuscules)
create-level-normal-word = normal
create-level-random-word = hasard
create-level-error = Ordinateur : 1 normal ou 2 au hasard.
create-seed-error = Graine : un nombre entier de 20 chiffres au plus, ou Entrée pour une graine secrète au hasard.
create-try-again = { " " }Essayez encore, ou dites annuler.
table-created = Table { $table } créée : { $game }, { $players } joueurs, { $humans } { $humans ->
        [one] place humaine
       *[other] places humaines
    }, ordinateur { $level ->
        [random] au hasard
       *[other] normal
    }, { $options }{ $chosen ->
        [yes] , graine { $seed }, choisie par vous : les joueurs le sauront.
       *[no] , une graine secrète au hasard.
    }

## Le côté d'une place (server/seat_session.py)
watching = Vous regardez ; prenez une place libre pour jouer.
verbosity-is = Verbosité : { $verbosity }. Dites verbosité bref, normal ou complet.
verbosity-set = Verbosité : { $verbosity }, pour cette connexion.
settings-online = Réglages : seulement la verbosité et la langue, gardées pour cette connexion ; verbosité { $verbosity }. La voix, les sons et le braille se règlent dans votre propre programme.
not-on-server = { $command } : pas sur un serveur ; le serveur garde la partie pour vous.

## La connexion (server/login.py, server/auth.py, server/limits.py, server/accounts.py)
login-greeting = tek-access en ligne. Tapez votre nom et appuyez sur Entrée. Nom :
login-goodbye = Au revoir.
login-ask-name = { $text } Nom :
login-ask-password = { $text } Mot de passe :
login-too-many-tries = { $text } Trop d'essais. Au revoir.
login-too-many-tries-reason = { $text } Trop d'essais.
login-name-help = Tapez le nom sous lequel vous jouez et appuyez sur Entrée : un nom fait 2 à 16 lettres ou chiffres, et commence par une lettre. Avec un compte, son mot de passe est demandé ensuite. English: language en.
login-password-help = Tapez le mot de passe de ce nom et appuyez sur Entrée ; ce que vous tapez ne s'affiche pas.
login-password-new = Nouveau nom : choisissez un mot de passe de 6 caractères ou plus. Mot de passe :
login-password = Mot de passe :
login-no-password = Aucun mot de passe donné.
login-late = La connexion prend { $wait } au plus : au revoir. Reconnectez-vous quand vous êtes prêt.
login-store-away = Les comptes sont illisibles pour l'instant ; nouvel essai, patientez.
create-store-away = Impossible de créer la table pour l'instant : la base de données est absente. Réessayez créer dans un moment.
name-rule = Un nom fait 2 à 16 lettres ou chiffres, et commence par une lettre.
name-online-type = Nom pris : { $name } est en ligne. Tapez un autre nom.
name-reserved = { $name } est un mot du jeu pour les joueurs, les couleurs ou les rôles : choisissez un autre nom.
password-too-short = Un nouveau mot de passe fait au moins { $count } caractères.
name-just-taken = Ce nom vient d'être pris : reconnectez-vous.
password-wrong = Mot de passe faux.
no-such-account = Pas de tel compte, et ce serveur n'en crée pas de nouveaux.
too-many-accounts = Trop de nouveaux comptes depuis cette adresse : attendez { $wait }, ou entrez dans un compte que vous avez.
too-many-logging-in = Trop de connexions en cours depuis votre adresse : { $count } au plus. Finissez-en une, puis reconnectez-vous.
too-many-passwords-name = Trop de mots de passe faux pour { $name } depuis votre adresse : attendez { $wait }, ou entrez avec une clé SSH.
too-many-passwords = Trop de mots de passe faux depuis votre adresse : attendez { $wait }.
idle-disconnected = Déconnecté : aucune commande depuis { $idle }.{ $kept ->
        [yes] { " " }Votre place est gardée : reconnectez-vous pour revenir.
       *[no] { "" }
    }
idle-warning = Toujours là ? Aucune commande depuis { $idle } : tapez quelque chose dans les { $left } pour rester connecté.
duration-seconds = { $count } { $count ->
        [one] seconde
       *[other] secondes
    }
duration-minutes = { $count } { $count ->
        [one] minute
       *[other] minutes
    }
key-private = C'est une clé privée : gardez-la secrète, et changez-la si elle a été envoyée. Donnez la ligne du fichier .pub, par exemple id_ed25519.pub.
key-not-openssh = Pas une clé publique OpenSSH. Donnez la ligne unique de votre fichier .pub, qui commence par ssh-ed25519, ssh-rsa ou ecdsa-sha2.

## La porte web (server/web.py)
web-keys-line = Dans cette page, F1 à F8 ou Alt+1 à Alt+8 sont des touches : tapez touches pour les entendre.
web-binary = Seul le texte tapé est compris : ce message est ignoré.
# les mots qui montrent qu'une ligne parle à son lecteur (avec le son d'une attaque : la zone d'alerte de la page)
web-urgent-words = vous votre vos
web-title-login = Connexion - tek-access
web-title-lobby = Salon - tek-access
web-title-table = Table { $table } - tek-access
web-title-over = Table { $table }, partie finie - tek-access
web-title-turn = { $mine ->
        [yes] À vous
       *[no] Au tour { DE($who) }
    }, table { $table } - tek-access

## Les mots de la page web (tek_access/web/index.html et app.js), lus par la page dans /words.json
page-title = Connexion - tek-access
page-heading = tek-access en ligne
page-log-heading = Journal de la partie
page-command-heading = Votre commande
page-command-label = Commande
page-send = Envoyer
page-command-hint = Entrée envoie. Flèches haut et bas : les commandes d'avant. F1 à F8 ou Alt+1 à Alt+8 : touches ci-dessous.
page-choices-heading = Choix
page-no-choices = Aucun choix ne vous attend.
page-settings-heading = Réglages
page-sounds = Sons (earcons)
page-volume = Volume des sons
page-speech = Lire les nouvelles lignes avec la voix du navigateur (pour jouer sans lecteur d'écran)
page-verbosity = Verbosité
page-verbosity-brief = Brève
page-verbosity-normal = Normale
page-verbosity-full = Complète
page-verbosity-hint = Brève : le tour d'un autre joueur en une ou deux lignes. Normale : chaque ligne de la partie. Complète : chaque ligne, avec plus de détails. Pour la connexion de cette page ; taper verbosité bref, normal ou complet fait de même.
page-language = Langue
page-language-hint = La langue de la page et de chaque ligne que vous entendez ; taper langue fr ou langue en fait de même.
page-keys-heading = Touches
page-keys-intro = Dans la zone Commande. Quand le navigateur garde une touche F pour lui, utilisez Alt avec le chiffre.
page-key-1 = F1 ou Alt+1 : aide
page-key-2 = F2 ou Alt+2 : vos ressources
page-key-3 = F3 ou Alt+3 : le score
page-key-4 = F4 ou Alt+4 : à qui le tour, et ce qui est en attente
page-key-5 = F5 ou Alt+5 : répéter le dernier message
page-key-6 = F6 ou Alt+6 : message précédent
page-key-7 = F7 ou Alt+7 : message suivant
page-key-8 = F8 ou Alt+8 : faire taire la voix du navigateur
page-keys-count = { $count } touches dans cette page :
page-keys-word = touches
page-key-arrows = Flèches haut et bas : les commandes d'avant
page-login-again = Nouvelle connexion comme { $name }.
page-connected-again = De nouveau connecté.
page-connecting = Connexion.
page-title-disconnected = Déconnecté - tek-access
page-why-too-long = Un message était trop long.
page-why-not-text = Un message n'était pas du texte valide.
page-closed = Connexion fermée.{ $why } Appuyez sur Entrée dans la zone Commande pour vous reconnecter.
page-unreachable = Impossible de joindre le serveur du jeu.{ $why } Appuyez sur Entrée dans la zone Commande pour vous reconnecter.
page-lost-retry = Connexion perdue. Nouvel essai dans { $seconds }. Appuyez sur Entrée pour essayer tout de suite.
page-unreachable-retry = Impossible de joindre le serveur du jeu. Nouvel essai dans { $seconds }. Appuyez sur Entrée pour essayer tout de suite.
page-second = { $seconds } seconde
page-seconds = { $seconds } secondes
page-keys-at-name = Les touches marchent une fois connecté. Tapez votre nom et appuyez sur Entrée.
page-keys-at-password = Les touches marchent une fois connecté. Tapez le mot de passe ou le code et appuyez sur Entrée.

## Plusieurs processus (une porte d'entrée et des hôtes de tables)
cluster-restarted = L'hôte de la table a redémarré.
cluster-bus-lost = Liaison avec les tables perdue pour l'instant ; ce que vous tapez est gardé. Nouvel essai.
cluster-bus-back = Liaison avec les tables rétablie.
cluster-store-lost = Base de données de la table injoignable pour l'instant ; la partie attend et réessaie.
cluster-store-back = Base de données de la table revenue ; la partie continue.
cluster-place-lost = De retour au salon : la table a perdu votre place. Dites rejoindre { $table } pour vous rasseoir.
cluster-no-host = La table { $table } attend qu'un hôte de tables la prenne ; votre place est gardée, et ce que vous tapez aussi.
