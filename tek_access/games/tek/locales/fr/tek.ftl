# Tiny Epic Kingdoms, en français. Variables : $subject (« Vous » ou le nom du siège), $who (le nom du
# siège), $you (yes quand la ligne parle du joueur qui écoute), $elision (yes quand le nom du siège
# commence par une voyelle : « d'Orange »). Lignes courtes, le mot important d'abord.

## Les noms des factions (data/factions : les termes -faction-ID, tous masculins pluriels ; une faction du fichier d'un joueur est dite comme son fichier la nomme)
-faction-dwarves = Nains
    .gender = masc
-faction-elves = Elfes
    .gender = masc
-faction-humans = Humains
    .gender = masc
-faction-orcs = Orques
    .gender = masc
-faction-emberkin = Braisiers
    .gender = masc
-faction-fenwardens = Gardes des marais
    .gender = masc
-faction-hearthfolk = Gens du foyer
    .gender = masc
-faction-roadwardens = Gardes des routes
    .gender = masc
# qui est un joueur à une table en ligne, dit quand il s'assoit ou revient (online.py)
online-seat = { $who }, { $faction }

## check-data (userdata.py) : le fichier de faction ou de territoire d'un joueur vérifié
check-found = { $count } { $kind ->
        [faction] { $count ->
            [one] faction
           *[other] factions
        }
        [territory] { $count ->
            [one] territoire
           *[other] faces
        }
       *[other] { $kind }
    } : { $names }
check-problems = { $path } : { $count } { $count ->
        [one] problème
       *[other] problèmes
    } :
check-no-problems = { $path } : aucun problème. { $summary }.

## Feuilles braille (games/tek/braille) : le kit, les territoires, les clés des cartes
brl-type = { $type ->
        [capital] capitale
        [crags] escarpements
        [forest] forêt
        [mountain] montagne
        [plains] plaine
        [ruins] ruines
        [water] eau
       *[other] { $type }
    }
brl-side-title = { $name }, carte { $card } face { $face }
brl-none = aucune
brl-region-head = { $number } { $name }, { $type }, { $direction }
brl-region-impassable = { $head } : infranchissable.
brl-region-neighbours = { $head }. Voisines : { $names }.
brl-on-edge = Au bord de la carte.
brl-not-on-edge = Pas au bord de la carte.
brl-next-to-water = Près de l'eau.
brl-not-next-to-water = Loin de l'eau.
brl-river-borders = Rivière vers : { $names }.
brl-no-river-borders = Pas de rivière.
brl-territories = Territoires
brl-territories-what = cartes en relief des territoires
brl-territories-intro = { $n } faces de territoire. Pour chaque face : une clé, puis la carte en relief, puis ses régions en texte. Les numéros de région sur les cartes sont ceux du jeu.
brl-map-prefix = Carte : { $title }
brl-map-too-small = Ces pages sont trop petites pour la carte en relief ; les régions suivent en texte.
brl-key = Clé
brl-key-intro = La carte suit la clé. Le nord est en haut.
brl-regions-of = Régions : { $side }
brl-no-rivers = Pas de rivière sur cette face.
brl-edge-sample = bord de la carte : une ligne épaisse de cellules pleines, le cadre de la carte
brl-wall-sample = mur : une ligne fine entre deux régions, en travers et vers le bas
brl-river-sample = rivière : une ligne brisée, pas de patrouille à travers
brl-no-texture = { $what }. Pas de texture : la zone est vide entre ses murs.
brl-too-small = { $what } : zone trop petite pour sa texture, vide, avec son étiquette entre ses murs.
brl-label = { $name }, { $type }
brl-label-impassable = { $name }, { $type }, infranchissable
brl-part = { $where ->
        [west] partie ouest
        [east] partie est
        [north] partie nord
        [south] partie sud
        [north-west] partie nord-ouest
        [north-east] partie nord-est
        [south-west] partie sud-ouest
        [south-east] partie sud-est
        [middle-west] partie centre-ouest
        [middle-east] partie centre-est
       *[other] partie { $where }
    }
brl-part-of-card = { $where } de la carte
brl-parts-note = La carte est dessinée en { $n } parties, une par page : la { $names } ; le cadre épais de chaque partie est le bord de la carte ou la coupe. Une région sur une coupe est dans chaque partie qu'elle touche, avec son étiquette dans chacune.
brl-parts-and = { $head } et la { $last }
brl-parts-separator = {", la "}
brl-kit-title = Clé du kit braille
brl-kit-what = kit d'accessibilité
brl-kit-intro = Les codes des autocollants du kit d'accessibilité, en braille anglais abrégé (UEB), tels qu'ils sont sur les autocollants. Chaque code tient en deux cellules.
brl-kit-tiles = Tuiles d'exploration
brl-kit-colours = Couleurs des joueurs
brl-kit-colours-note = Un autocollant pour chaque meeple, le jeton de tour et le jeton de recherche de cette couleur.
brl-kit-code = { $code ->
        [camp] camp
        [crown] couronne
        [treasure] trésor
        [blank] vide
        [church] église
        [fort] fort
        [bandits] bandits
        [dragons_lair] antre du dragon
        [town] ville
        [white] blanc
        [blue] bleu
        [purple] violet
        [orange] orange
        [black] noir
       *[other] { $code }
    }
brl-kit-strips = Bandes d'autocollants
brl-kit-strips-intro = Chaque code a son nom sur une ligne, puis ses bandes sur les lignes dessous : le code tel qu'il est sur les autocollants, avec des cellules vides pour couper entre deux. Une couleur a une bande de 7 pour les meeples et une bande de 2 pour les jetons de tour et de recherche. Une ligne vide sépare les bandes d'un code de celles du suivant.
brl-kit-dice = Faces des dés de guerre
brl-kit-dice-intro = Les deux dés de guerre ont douze faces chacun : le drapeau blanc et les nombres 1 à 11, écrits sans signe numérique pour que chaque face tienne en deux cellules au plus. Découpez un jeu de faces pour chaque dé.
brl-kit-flag = la face du drapeau blanc, une offre de paix. La ligne sous une face est son bord bas : la face se lit à l'endroit.
brl-kit-number = une face numérotée, ici 11, écrite sans signe numérique : a à i pour 1 à 9, aj pour 10, aa pour 11.
brl-kit-faces-note = Découpez, rangée par rangée : la face du drapeau blanc, puis les faces 1 à 11, chacune au-dessus de son bord bas. Ce sont des cellules à toucher, pas des mots.
brl-kit-die = Dé { $n }
brl-factions = Factions
brl-factions-what = cartes de faction
brl-factions-intro = { $n } factions, chacune avec les cinq niveaux de sa magie.
brl-faction-origin = { $origin ->
        [canon] Une carte de faction du jeu.
        [original] Une faction faite pour ce projet, pas une carte du jeu.
       *[other] Origine : { $origin }.
    }
brl-faction-level = Niveau { $level } : { $text }
brl-sheet = { $sheet ->
        [kit] clé du kit, bandes d'autocollants, faces des dés de guerre
        [territories] cartes en relief et régions de chaque face de territoire
        [reference] résumé des règles
        [factions] cartes de faction et leurs niveaux de magie
       *[solo] disposition solo : la boussole entre les deux cartes, les heures
    }
brl-sheets-said = Feuilles

## Braille : la disposition solo (games/tek/braille/solo_sheet.py)
brl-solo-head = Disposition solo
brl-solo-what = la disposition de la partie solo
brl-solo-title = La partie solo
brl-solo-intro = Un exemple de disposition : le Mannequin sur { $north }, vous sur { $south }. Le plateau braille d'une partie solo, écrit par `tek-access braille --board SAVE` ou par la commande braille en jeu, se termine par la disposition de ses propres cartes.
brl-solo-half = { $half ->
        [north] nord
       *[south] sud
    }
brl-solo-map-long = Disposition solo, { $half } : { $title }
brl-solo-map-short = Solo, { $half } : { $title }
brl-solo-key = Clé : disposition solo, { $half }
brl-solo-whose = { $whose ->
        [dummy] la carte du Mannequin
       *[yours] votre carte
    }
brl-solo-key-intro = Le plan { DE($whose) }, { $name }, suit cette clé. Le nord est en haut.
brl-solo-parts-dial = { $note } La case boussole et son cadran sont avec la partie du bord { $edge } qui contient la boussole.
brl-solo-compass = la case boussole, entre les deux cartes, une cellule vide tout autour
brl-solo-hours = les heures entourent la case boussole, hors de la carte, chacune la lettre h et son nombre : { $hours } et { $last } { $where ->
        [beside] à côté
        [over] au-dessus
       *[under] au-dessous
    }. Les numéros de région sont dans la carte, sans la lettre h.
brl-solo-hour = heure { $hour }
brl-solo-region = { $name }, { $type }, vers l'heure { $hour }
brl-solo-region-impassable = { $name }, { $type }, infranchissable
brl-solo-layout = La carte du Mannequin, { $north }, est au nord ; la vôtre, { $south }, au sud ; la case boussole est entre les deux, chaque carte centrée sur elle. L'aiguille de la boussole part de la case boussole comme sur une horloge : 12 au nord vers la carte du Mannequin, 3 à l'est, 6 au sud vers la vôtre, 9 à l'ouest.
brl-solo-two-maps = Deux plans suivent, chacun après sa clé : la carte du Mannequin avec la case boussole dessous, et la vôtre avec la case boussole dessus. Puis les heures en texte.
brl-solo-hours-heading = Les heures depuis la case boussole
brl-solo-too-short = Ces pages sont trop courtes pour les plans de la disposition solo ; les heures sont ici en texte.
brl-solo-hours-intro = Pour chaque heure, les régions que croise l'aiguille depuis la case boussole, la plus proche d'abord. De jour, le Mannequin prend la plus proche qu'il peut, de nuit la plus lointaine ; une aiguille qui n'en croise aucune qu'il peut prendre continue de tourner dans le sens horaire.
brl-solo-hour-head = Heure { $hour }{ $direction ->
        [none] {""}
       *[other] , { $direction }
    }
brl-solo-hour-none = { $head } : aucune région ; l'aiguille continue de tourner dans le sens horaire.
brl-solo-hour-on = sur { $whose }, { $regions }
brl-solo-hour-then = {", puis "}
brl-solo-hour-line = { $head } : { $parts }.

## Braille : le plateau en cours de partie (games/tek/braille/board.py)
brl-board-head = Plateau, tour { $turn }
brl-board-what = le plateau en cours de partie
brl-table = Table, tour { $turn }
brl-active = Joueur actif : { $name }.
brl-action-card = Carte action
brl-action-state = { $action ->
        [patrol] Patrouille
        [quest] Quête
        [build] Construire
        [research] Recherche
        [expand] Expansion
       *[trade] Échange
    } : { $shield ->
        [yes] un bouclier dessus, prise ce tour-ci.
       *[no] libre.
    }
brl-players = { $n } joueurs
brl-player = { $name } : { $faction }, territoire { $home }. Mana { $mana }, minerai { $ore }, nourriture { $food }. Tour niveau { $tower }. Magie niveau { $magic }. Meeples en jeu : { $meeples }.{ $crown ->
        [yes] {" "}Détient la couronne.
       *[no] {""}
    }
brl-alliances-heading = Alliances, couronne, fin
brl-alliances = Alliances : { $pairs }.
brl-alliance-pair = { $a } et { $b }
brl-crown-held = Couronne : détenue par { $name }.
brl-crown-none = Couronne : personne ne la détient.
brl-end-over = Fin de la partie : la partie est terminée.
brl-end-triggered = Fin de la partie : déclenchée ; la partie se termine à la fin de ce tour de table.
brl-end-not = Fin de la partie : pas encore déclenchée.
brl-maps-key = Clé des cartes du plateau
brl-maps-key-intro = Chaque carte est une carte de territoire en jeu, le nord en haut. Le numéro d'une région est son étiquette ; dessous se trouvent le jeton de la région, puis ses meeples, séparés d'une cellule vide.
brl-maps-missing = Ces pages sont trop petites pour les cartes en relief { DE($names) } ; qui est où suit en texte.
brl-side-note = { $side } : { $note }
brl-left-out = { $side } : sur des pages aussi petites, les pièces { $n ->
        [one] de la région
       *[other] des régions
    } { $numbers } ne tiennent pas sur la carte ; elles sont dans la liste qui la suit.
brl-meeple-of = meeple { $name }
brl-grey-meeple = meeple gris du Royaume perdu
brl-token-hidden = jeton d'exploration, face cachée
brl-token-of = jeton { $token }
brl-who-is-where = Qui est où : { $side }
brl-home-of = Territoire de départ { DE($names) }.
brl-region-blocked = { $number } { $name }, { $type } : infranchissable.
brl-region-pieces = { $number } { $name }, { $type } :
brl-empty = vide
brl-searching = fouille
brl-token-here = . Jeton : { $token }
brl-face-down = face cachée

## Braille : le résumé des règles (reference.toml donne l'ordre)
# Jamais deux nombres côte à côte séparés d'une seule espace : le braille les lirait comme un seul nombre.
brl-reference-head = Résumé des règles
brl-reference-what = résumé des règles
brl-tower-level = Niveau { $level } : coûte { $cost } minerai, { $vp } PV.
brl-ref-intro = Tiny Epic Kingdoms : résumé des règles
brl-ref-intro-p1 = Un résumé des règles pour la table, d'après le livret. Le plus de points de victoire, PV, gagne.
brl-ref-turn = Le tour
brl-ref-turn-p1 = Le joueur actif suit cinq étapes :
brl-ref-turn-p2-1 = 1. Si les cinq boucliers sont sur la carte action, videz la carte.
brl-ref-turn-p2-2 = 2. Choisissez une action sans bouclier, posez-y un bouclier et annoncez-la.
brl-ref-turn-p2-3 = 3. Le joueur actif fait l'action ou ne fait rien. Puis, dans le sens horaire, chaque autre joueur fait l'action ou récolte des ressources.
brl-ref-turn-p2-4 = 4. Vérifiez les conditions de fin de partie.
brl-ref-turn-p2-5 = 5. Passez le jeton de joueur actif dans le sens horaire.
brl-ref-turn-p3 = À cinq joueurs, le joueur qui vide la carte action passe son tour : le jeton passe au suivant et aucune action n'est faite ce tour-là.
brl-ref-actions = Les six actions
brl-ref-actions-p1-1 = Patrouille : déplacez un meeple vers une région voisine de la même carte de territoire. Pas à travers l'eau, les rivières ni les escarpements.
brl-ref-actions-p1-2 = Quête : déplacez un meeple d'une région au bord de sa carte vers une région au bord d'une autre carte. Aucune des deux ne peut être de l'eau ou des escarpements.
brl-ref-actions-p1-3 = Construire : payez autant de minerai que votre prochain niveau de tour et montez votre jeton de tour d'un niveau. Un niveau par action.
brl-ref-actions-p1-4 = Recherche : payez autant de mana que votre prochain niveau de magie et montez votre jeton de recherche d'un niveau. Un niveau par action.
brl-ref-actions-p1-5 = Expansion : ajoutez un meeple dans une région où vous avez un seul meeple, et payez autant de nourriture que vos meeples en jeu après l'ajout.
brl-ref-actions-p1-6 = Échange : une fois par action, changez un nombre quelconque d'une ressource en autant d'une autre.
brl-ref-actions-p2 = Déplacement : deux meeples au plus, de toutes couleurs, partagent une région. N'entrez jamais dans une région où se trouve le dernier meeple en jeu d'un adversaire, et n'utilisez jamais votre dernier meeple pour entrer dans une région tenue par un adversaire. Entrer dans une région où se trouve le meeple d'un autre joueur déclenche une guerre.
brl-ref-collect = Récolter des ressources
brl-ref-collect-p1 = Au lieu de l'action, un joueur qui n'est pas actif peut récolter : une ressource par région qu'il occupe, quel que soit le nombre de meeples qui s'y trouvent.
brl-ref-collect-p2-1 = Forêt : mana.
brl-ref-collect-p2-2 = Montagne : minerai.
brl-ref-collect-p2-3 = Plaine : nourriture.
brl-ref-collect-p2-4 = Capitale : rien.
brl-ref-collect-p2-5 = Ruines : un meeple qui fouille récolte une ressource au choix.
brl-ref-collect-p3 = Chaque ressource est limitée à 9. Avec un seul meeple en jeu, vous gagnez aussi une ressource au choix.
brl-ref-regions = Autres régions
brl-ref-regions-p1-1 = Eau et escarpements : infranchissables, jamais occupés.
brl-ref-regions-p1-2 = Rivières : infranchissables ; deux régions séparées par une rivière ne sont pas voisines.
brl-ref-regions-p1-3 = Capitale : vaut 2 PV à la fin pour son seul occupant, ou 1 PV à chacun de deux alliés qui la partagent.
brl-ref-regions-p1-4 = Ruines : un meeple qui entre ou s'étend dans des ruines est couché pour fouiller et ne peut plus bouger. Une patrouille peut le relever au lieu de le déplacer. Les meeples dans les ruines sont retirés avant le décompte.
brl-ref-war = Guerre
brl-ref-war-p1-1 = Réglage : l'attaquant et le défenseur règlent chacun un dé de guerre en secret, sur le drapeau blanc ou sur un coût de guerre de 1 à 11. Vous devez pouvoir payer ce coût avec vos ressources et vos bonus de capacités.
brl-ref-war-p1-2 = Révélation : les deux dés ensemble. Le plus haut coût de guerre gagne la région. L'égalité va au défenseur. Deux drapeaux blancs font une alliance.
brl-ref-war-p1-3 = Résolution : les deux joueurs paient leur coût de guerre, moins leurs capacités de coût de guerre. Le perdant bat en retraite ou remet son meeple dans la réserve.
brl-ref-war-p2 = Taux de guerre : la mana vaut 2, le minerai 1, la nourriture 0.
brl-ref-war-p3 = Retraite : après avoir payé, le perdant peut payer autant de nourriture que ses meeples en jeu pour déplacer son meeple vers une région voisine qui a de la place et aucun meeple d'un autre joueur. Une retraite ne déclenche jamais de guerre. Sans une telle région ou sans la nourriture, le meeple retourne dans la réserve.
brl-ref-alliances = Alliances
brl-ref-alliances-p1 = Deux drapeaux blancs : les deux meeples restent et les deux joueurs profitent de la région. Des alliés peuvent quitter une région alliée sans pénalité ; quand il ne reste aucune région alliée, l'alliance prend fin. Pas d'alliance à deux joueurs.
brl-ref-alliances-p2 = Rompre une alliance : un joueur qui déclenche une guerre contre un allié sans offrir la paix met en jeu toutes les régions partagées. Le gagnant les prend toutes ; le perdant fait battre en retraite chacun de ses meeples qui s'y trouvent, en payant pour chacun, ou le perd. Si le perdant devait perdre son dernier meeple sans pouvoir le faire battre en retraite, il garde un meeple et le place dans la région inoccupée la plus proche.
brl-ref-tower = Tour
brl-ref-tower-p1 = Le niveau n coûte n minerai. PV en fin de partie selon le niveau de la tour :
brl-ref-magic = Magie
brl-ref-magic-p1 = Le niveau n coûte n mana. Vous gagnez 1 PV par niveau de magie atteint, plus le bonus de niveau 5 de votre faction. Chaque niveau ajoute sa capacité à celles que vous avez.
brl-ref-magic-p2-1 = Niveau 1 : coûte 1 mana, 1 PV.
brl-ref-magic-p2-2 = Niveau 2 : coûte 2 mana, 2 PV en tout.
brl-ref-magic-p2-3 = Niveau 3 : coûte 3 mana, 3 PV en tout.
brl-ref-magic-p2-4 = Niveau 4 : coûte 4 mana, 4 PV en tout.
brl-ref-magic-p2-5 = Niveau 5 : coûte 5 mana, 5 PV en tout, plus le bonus de niveau 5.
brl-ref-end = Fin de la partie
brl-ref-end-p1 = La fin est déclenchée quand, une fois que tous ont agi, un joueur a :
brl-ref-end-p2-1 = ses 7 meeples en jeu ;
brl-ref-end-p2-2 = construit le niveau 6 de sa tour ;
brl-ref-end-p2-3 = atteint le niveau 5 de magie.
brl-ref-end-p3 = Le déclenchement ne s'annule pas. On joue jusqu'à ce que la carte action soit vidée la fois suivante ; la partie se termine alors aussitôt.
brl-ref-scoring = Décompte
brl-ref-scoring-p1-1 = Meeples : 1 PV par meeple en jeu, sans compter ceux des ruines.
brl-ref-scoring-p1-2 = Magie : 1 PV par niveau, plus un éventuel bonus de niveau 5.
brl-ref-scoring-p1-3 = Tour : les PV de la table des tours.
brl-ref-scoring-p1-4 = Capitales : 2 PV pour un contrôle seul, 1 PV pour un contrôle allié.
brl-ref-scoring-p2 = Les égalités se départagent dans cet ordre : le plus de meeples en jeu, puis la plus haute tour, puis le plus haut niveau de magie, puis le plus de ressources en tout. S'il y a encore égalité, la partie est nulle.
brl-ref-two = Deux joueurs
brl-ref-two-p1 = Ajoutez au milieu une troisième carte de territoire, le Royaume perdu, avec un meeple neutre d'une couleur inutilisée dans chaque région. Pour prendre une région neutre, déclenchez une guerre et payez un coût de guerre au moins égal au nombre de meeples neutres en jeu ; vous ne pouvez pas déclencher cette guerre si vous ne pouvez pas la payer. Gardez chaque meeple neutre que vous retirez. À la fin, 1 PV par région que vous tenez dans le Royaume perdu et 1 PV par meeple neutre capturé. Pas d'alliance.
brl-ref-tokens = Jetons d'exploration, en option
brl-ref-tokens-p1 = Un jeton face cachée dans chaque région sans meeple de départ, jamais sur l'eau ni les escarpements. Révélez-le quand un meeple y entre. La clé du kit donne les codes braille.
brl-ref-tokens-p2-1 = Couronne : gardez-la, 2 PV à la fin ; donnez-la à qui vous bat à la guerre.
brl-ref-tokens-p2-2 = Trésor : gagnez deux ressources au choix, puis défaussez-le.
brl-ref-tokens-p2-3 = Bandits : payez deux ressources au choix ou remettez le meeple dans la réserve, puis défaussez-les.
brl-ref-tokens-p2-4 = Antre du dragon : reste. Son détenteur, quand il gagne une guerre, peut à la place baisser la tour du perdant d'un niveau ; le meeple du perdant bat en retraite gratuitement ou retourne dans la réserve.
brl-ref-tokens-p2-5 = Camp : reste. La région donne à son détenteur une ressource de plus de son type.
brl-ref-tokens-p2-6 = Fort : reste. Son détenteur paie 2 de moins de coût de guerre quand il attaque.
brl-ref-tokens-p2-7 = Ville : reste. La région vaut 1 PV de plus à la fin.
brl-ref-tokens-p2-8 = Église : reste. Une fois, son détenteur peut y placer un meeple perdu à la guerre, sauf si deux meeples y sont déjà.
brl-ref-tokens-p2-9 = Vide : rien ; défaussez-le.

## Mots : ressources, régions, jetons
# Les jetons d'exploration par leur id (tokens.toml) ; le code braille du kit reste celui du kit.
-crown = Couronne
    .gender = fem
-treasure = Trésor
    .gender = masc
-bandits = Bandits
    .gender = masc
-dragons_lair = Antre du dragon
    .gender = masc
-camp = Camp
    .gender = masc
-fort = Fort
    .gender = masc
-town = Ville
    .gender = fem
-church = Église
    .gender = fem
-blank = Vide
    .gender = masc
document = { $number ->
        [doc000] le livret de règles de Tiny Epic Kingdoms
        [doc001] le microjeu Tiny Epic
        [doc002] le livret de règles d'Ultra Tiny Epic Kingdoms
        [doc004] le manuel de référence de Tiny Epic Kingdoms
       *[other] { $number }
    }
resource-name = { $resource ->
        [mana] mana
        [ore] minerai
        [food] nourriture
       *[other] { $resource }
    }
resource-amount = { $n } { $resource ->
        [mana] mana
        [ore] { $n ->
            [one] minerai
           *[other] minerais
        }
        [food] nourriture
       *[other] { $resource }
    }
nothing = rien
no-resource = sans { resource-name }
region-type = { $type ->
        [capital] capitale
        [crags] escarpements
        [forest] forêt
        [mountain] montagne
        [plains] plaine
        [ruins] ruines
        [water] eau
       *[other] { $type }
    }
region-full = { $name }, { $type }, sur { $side }
token-name = { $name }, braille { $code }
token-effect = { $token ->
        [crown] vaut 2 PV ; va à qui bat son détenteur à la guerre
        [treasure] 2 ressources au choix de qui le trouve
        [bandits] une embuscade : payez 2 ressources ou perdez le meeple
        [dragons_lair] reste ; son détenteur peut baisser d'un niveau la tour d'un vaincu au lieu de prendre le meeple
        [camp] reste ; 1 ressource de plus du type de la région à la récolte
        [fort] reste ; son détenteur a -2 au coût de guerre quand il attaque
        [town] reste ; 1 PV de plus à la fin
        [church] reste ; une fois, son détenteur peut y placer un meeple perdu à la guerre
        [blank] rien
       *[other] {""}
    }
action-name = { $action ->
        [patrol] patrouille
        [quest] quête
        [build] construction
        [research] recherche
        [expand] expansion
        [trade] commerce
        [collect] récolte
        [retreat] repli
       *[other] { $action }
    }
action-title = { $action ->
        [patrol] Patrouille
        [quest] Quête
        [build] Construction
        [research] Recherche
        [expand] Expansion
        [trade] Commerce
       *[other] { $action }
    }
meeples = { $n ->
        [one] 1 meeple
       *[other] { $n } meeples
    }
whose = { $you ->
        [yes] votre
       *[no] { $elision ->
            [yes] d'{ $who }
           *[no] { DE($who) }
        }
    }
whose-title = { $you ->
        [yes] Votre meeple
       *[no] Le meeple { $elision ->
            [yes] d'{ $who }
           *[no] { DE($who) }
        }
    }
object = { $you ->
        [yes] vous
       *[no] { $who }
    }

## Mise en place et tour de jeu
home-chosen = { $subject } { $you ->
        [yes] choisissez
       *[no] choisit
    } { $side } comme territoire de départ.
start-placed = { $subject } { $you ->
        [yes] placez
       *[no] place
    } 2 meeples dans { $where }.
resources-set = { $subject } { $you ->
        [yes] commencez
       *[no] commence
    } avec { $amounts }.
game-started = Début de partie. { $players } joueurs. { $you ->
        [yes] Vous commencez.
       *[no] { $who } commence.
    }
game-started-seat = { $subject } : { $faction }, territoire { $side }.
turn-started-you = À vous. Tour { $turn }.
turn-started = Au tour { $elision ->
        [yes] d'{ $who }
       *[no] { DE($who) }
    }. Tour { $turn }.
shields-cleared = Carte action vidée. Les six actions sont libres.
turn-skipped = Tour passé. { $subject } { $you ->
        [yes] avez vidé la carte action et ne faites
       *[no] a vidé la carte action et ne fait
    } aucune action ce tour.
action-selected-brief = { $title }, choisie par { object }.
action-selected = { $title }. Action choisie par { object }.
shields-left = Encore { $n ->
        [one] 1 bouclier
       *[other] { $n } boucliers
    } avant que la carte se vide.
passed = { $subject } ne { $you ->
        [yes] faites
       *[no] fait
    } rien.
substituted = { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } { $action } au lieu { DE($instead) }, par pouvoir de faction.
collected = { $subject } { $you ->
        [yes] récoltez
       *[no] récolte
    } : { $got }.
collected-capped = Perdu au plafond de 9 : { $capped }.
collected-choices = Plus { $n ->
        [one] 1 ressource
       *[other] { $n } ressources
    } au choix.
resource-chosen = { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } 1 { $resource } { $why ->
        [ruins] en fouillant { $where }
        [last_meeple] en prime du dernier meeple
        [treasure] du trésor
       *[other] {""}
    }.
end-triggered = Fin déclenchée. { $subject } { $you ->
        [yes] avez
       *[no] a
    } { $reason ->
        [meeples] ses 7 meeples en jeu
        [tower] construit le 6e niveau de tour
       *[magic] maîtrisé les 5 niveaux de magie
    }. La partie finit quand la carte action se vide.
ruins-lost-many = { $you ->
        [yes] { $n } de vos meeples
       *[no] { $n } meeples { whose }
    } dans les ruines, { $where }, sont perdus avant le décompte.
ruins-lost = { whose-title } dans les ruines, { $where }, est perdu avant le décompte.

## Actions
moved-brief = { $subject } : { $title } vers { $dest }.
moved = { $subject } { $action ->
        [quest] { $you ->
            [yes] partez en quête
           *[no] part en quête
        }
       *[patrol] { $you ->
            [yes] patrouillez
           *[no] patrouille
        }
    } depuis { $origin } vers { $dest }.
moved-quest = { $subject } { $you ->
        [yes] partez en quête
       *[no] part en quête
    } depuis { $origin } vers { $dest }, sur { $side }.
searching = Fouille. { whose-title } est couché dans les ruines, { $where }.
stood-up = { $subject } { $you ->
        [yes] relevez
       *[no] relève
    } le meeple dans { $where }.
ability-gain = { $subject } { $you ->
        [yes] gagnez
       *[no] gagne
    } { $amount } par pouvoir de faction.
built = { $subject } { $you ->
        [yes] construisez
       *[no] construit
    } le niveau { $level } de la tour pour { $paid }.
researched = { $subject } { $you ->
        [yes] apprenez
       *[no] apprend
    } le niveau de magie { $level } pour { $paid }.
expanded = { $subject } { $you ->
        [yes] vous étendez
       *[no] s'étend
    } dans { $where } pour { $paid }. { $meeples } en jeu.
traded = { $subject } { $you ->
        [yes] échangez
       *[no] échange
    } { $gave } contre { $got }.
traded-bonus = { $subject } { $you ->
        [yes] échangez
       *[no] échange
    } { $gave } contre { $got }, plus { $bonus } par pouvoir de faction.

## Royaume perdu et jetons d'exploration
lost-kingdom = Royaume perdu : { $side }, un meeple gris neutre sur chacune de ses { $meeples } régions.
tokens-placed = Jetons d'exploration : { $count } posés face cachée. Dites tokens pour savoir où.
token-revealed-brief = { $token }. { $subject } le { $you ->
        [yes] trouvez
       *[no] trouve
    } dans { $where }.
token-revealed = { $token }. { $subject } le { $you ->
        [yes] trouvez
       *[no] trouve
    } dans { $where } : { $effect }.
bandits-paid = { $subject } { $you ->
        [yes] payez
       *[no] paie
    } { $paid } aux bandits.
crown-taken = Couronne. { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } la couronne { A($loser) }.
dragon-used = Antre du dragon. { $subject } { $you ->
        [yes] ramenez
       *[no] ramène
    } la tour { $whose } au niveau { $tower } ; le meeple se replie sans frais.
church-used = Église. { whose-title }, venu { DE($origin) }, s'abrite dans { $where } ; l'église est épuisée.
captured = Captif. { $subject } { $you ->
        [yes] détenez
       *[no] détient
    } { $n ->
        [one] 1 meeple neutre
       *[other] { $n } meeples neutres
    }, 1 PV chacun.

## La guerre
war-declared-defended = Guerre. { $subject } { $you ->
        [yes] attaquez
       *[no] attaque
    } le meeple gris neutre dans { $where } ; { $defender } le { $defender_you ->
        [yes] défendez avec vos
       *[no] défend avec ses
    } propres ressources. Chacun règle un dé de guerre en secret.
war-declared-neutral = Guerre. { $subject } { $you ->
        [yes] attaquez
       *[no] attaque
    } le meeple gris du Royaume perdu dans { $where }. Coût de guerre : au moins { $need }.
war-declared-on-you = Guerre. { $attacker } attaque votre meeple dans { $where }.
war-declared-by-you = Guerre. Vous attaquez { $defender } dans { $where }.
war-declared = Guerre. { $attacker } attaque { $defender } dans { $where }.
war-declared-allied = Ils sont alliés : sauf double drapeau blanc, l'alliance est rompue.
war-declared-secret = Chacun règle un dé de guerre en secret.
war-die-set = { $who } a réglé son dé de guerre.
war-die-flag = Vous montrez le drapeau blanc. Verrouillé.
war-die-chosen = Dé de guerre réglé sur { $value }, vous payez { $paid }. Verrouillé.
war-die-value = { $value ->
        [0] drapeau blanc
       *[other] { $value }
    }
war-revealed = Dés de guerre révélés. { $attacker } : { $attacker_die }. { $defender } : { $defender_die }.
war-boosted = { $subject } { $you ->
        [yes] dépensez
       *[no] dépense
    } 1 { $resource } de plus après la révélation, pour { $bonus } de plus : total { $total }.
war-paid = { $subject } { $you ->
        [yes] payez
       *[no] paie
    } { $paid } pour la guerre.
war-score = { $how ->
        [solo_you] égalité à { $at }, le coût du Mannequin est atteint, vous gagnez
        [solo_defender] égalité à { $at }, le défenseur gagne les égalités
        [defender] égalité à { $at }, le défenseur gagne les égalités
        [ability] égalité à { $at }, gagnée par pouvoir de faction
       *[other] { $high } à { $low }
    }
war-won-neutral = { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } { $where } au Royaume perdu, coût de guerre { $at }.
war-won-you = Victoire. Vous gagnez la guerre pour { $where }, { $score }.
war-lost-you = Défaite. { $winner } gagne la guerre pour { $where }, { $score }.
war-won = { $winner } gagne la guerre pour { $where } contre { $loser }, { $score }.
retreated = { $subject } { $you ->
        [yes] vous repliez
       *[no] se replie
    } depuis { $origin } vers { $where } pour { $paid }.
meeple-lost = { $subject } { $you ->
        [yes] perdez
       *[no] perd
    } le meeple dans { $where } ; il retourne à la réserve.
meeple-lost-no-room = Aucune région voisine libre pour se replier.
meeple-lost-food = Le repli coûte { $cost } nourriture, une par meeple en jeu ; { $you ->
        [yes] vous en aviez
       *[no] { $who } en avait
    } { $food }.
free-placement = { $subject } { $you ->
        [yes] gardez
       *[no] garde
    } un meeple sans frais, placé dans { $where }.

## Alliances
alliance-formed = Alliance. { $names } montrent le drapeau blanc et partagent { $where }.
alliance-broken = Alliance rompue entre { $first } et { $second }.
alliance-claimed = { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } { $n ->
        [one] 1 région partagée
       *[other] { $n } régions partagées
    }.
alliance-ended = Fin d'alliance. { $names } ne partagent plus de région.

## Solo : le Mannequin et la boussole
dummy-placed = Le Mannequin place un meeple dans { $regions }. La carte boussole est entre les cartes, face jour.
compass-side = { $side ->
        [night] nuit
       *[day] jour
    }
dummy-rolled-follow = Le Mannequin fait { $roll }, { $side } : il suit votre action, { $action }.
dummy-rolled-retreat = Le Mannequin fait { $roll }, { $side } : pour se replier.
dummy-rolled-turning = Le Mannequin fait { $roll }, { $side } : on tourne { A($face) }, { $action }.
dummy-rolled = Le Mannequin fait { $roll }, { $side } : { $action }.
dummy-verb = { $action ->
        [patrol] patrouille
        [quest] part en quête
        [expand] s'étend
        [retreat] se replie
       *[other] { $action }
    }
dummy-hand = L'aiguille du Mannequin indique { $roll }
dummy-hand-turning = L'aiguille du Mannequin indique { $roll }, on tourne à { $hour }
dummy-move = { $hand } : il { $verb } depuis { $origin } vers { $dest }
dummy-into = { $hand } : il { $verb } dans { $dest }
dummy-found = { $text } ; son meeple était à { $hour }
dummy-unable = Impossible pour le Mannequin : { $action } ; il récolte à la place.
dummy-traded = Le Mannequin échange : il gagne { $gained }.
dummy-war-cost = Coût de guerre du Mannequin : { $value }, { $side ->
        [day] le double de ses
       *[night] autant que ses
    } { $meeples } en jeu, côté { compass-side }. Réglez votre dé sur { $value } ou plus pour gagner ; le Mannequin ne paie jamais.
compass-flipped = { $side ->
        [night] Nuit
       *[day] Jour
    } : la carte boussole passe côté { compass-side }.
compass-flipped-gained = Le Mannequin gagne { $gained }.
neutral-removed = { $subject } { $you ->
        [yes] retirez
       *[no] retire
    } le meeple gris { DE($where) }.
compass-none = Boussole : pas de boussole dans cette partie. Elle sert en solo : play --solo.
compass-now = Boussole : { compass-side }. Les régions choisies sont les plus { $side ->
        [night] loin de
       *[day] proches de
    } la boussole.
compass-no-roll = Le Mannequin n'a pas encore lancé.

## Questions et choix numérotés
game-over = La partie est finie.
choices-count = { $n ->
        [one] 1 choix
       *[other] { $n } choix
    } :
choice-line = { $n }. { $label }
action-hint = { $action ->
        [patrol] déplacer un meeple vers une région voisine
        [quest] déplacer un meeple d'une région du bord vers une autre carte
        [build] payer du minerai pour le niveau de tour suivant
        [research] payer du mana pour le niveau de magie suivant
        [expand] payer de la nourriture pour ajouter un meeple à côté d'un meeple seul
       *[trade] échanger autant d'une ressource que voulu contre une autre
    }
resource-title = { $resource ->
        [mana] Mana
        [ore] Minerai
        [food] Nourriture
       *[other] { $resource }
    }
region-label = { $name }, { $type }
resource-label = { $resource }, vous en avez { $have }
side-label = { $name } : { $types }
resources-suggested = { $amounts }, conseillé pour débuter
choose-side = Mise en place. Choisissez votre territoire : une face de la carte { $card }.
choose-start = Mise en place. Choisissez la région { $elision ->
        [yes] d'{ $side }
       *[no] { DE($side) }
    } pour vos 2 premiers meeples.
choose-resources = Mise en place. Choisissez vos 6 ressources de départ, ou dites par exemple : ressources 2 mana 2 minerai 2 nourriture.
respond-yours = { $title }. La prendre ou ne rien faire ?
respond = { $title }, choisie par { $who }. La prendre ou récolter ?
respond-instead = { $title } à la place, par pouvoir de faction
respond-take = Prendre : { $action }{ $hint }
cost-build = , niveau { $level } pour { $cost } minerai
cost-research = , niveau { $level } pour { $cost } mana
cost-expand = , { $cost } nourriture
respond-collect = Récolter : { $got }
respond-free = { $n ->
        [one] 1 ressource
       *[other] { $n } ressources
    } au choix
respond-got-and-free = { $got } et { $free }
respond-nothing = Ne rien faire
select-label = { $title } : { $hint }
select-others = { $text }. Pour les autres seulement : { $why }
select-others-cannot = { $text }. Pour les autres seulement : vous ne pouvez pas la prendre maintenant
select-action = Choisissez une action.
collect-resource = Choisissez 1 ressource { $reason ->
        [treasure] pour le trésor
        [last_meeple] pour votre prime du dernier meeple
       *[other] pour la fouille des ruines
    }.
move-stand = Relever le meeple qui fouille dans { $name }
move-only = Meeple dans { $name }, seulement vers { $to }
move-from = Meeple dans { $name }
move-to-quest = { $label }, sur { $side }
move-war = { $label }, guerre contre { $foe }
move-war-ally = { $label }, guerre contre { $foe } (allié)
move-which = { $title }. Quel meeple ?
move-where = { $title } depuis { $origin }. Vers où ?
expand-where = Expansion pour { $cost } nourriture. Quelle région ?
trade-give = Commerce. Quelle ressource donnez-vous ?
trade-get = Commerce : { $give }. Quelle ressource recevez-vous ?
trade-amount = Combien { DE($give) } contre { $get } ?
trade-amount2 = Combien { DE($give) } aussi contre { $get } ? 0 pour aucun.
war-die-question = Dé de guerre, { $role ->
        [attacking] en attaque
       *[defending] en défense
    } contre { $foe } dans { $where }. Réglez-le en secret : drapeau blanc, ou un coût de guerre que vous pouvez payer. Vous avez { $have }.
war-die-flag-label = Drapeau blanc : offrir la paix, sans rien payer
war-die-cost-label = Coût de guerre { $value }, vous payez { $paid }
retreat-question = Défaite dans { $where }. Se replier pour { $cost } nourriture, ou rendre le meeple à la réserve ?
return-to-supply = Rendre le meeple à la réserve
shelter-church = S'abriter dans l'église, { $where }
retreat-to = Se replier vers { $label }
boost-question = Après la révélation : dépenser 1 ressource de plus pour un total plus haut ?
boost-yes = Dépenser 1 de plus pour un total plus haut
boost-no = Garder le total
loss-order = Guerre perdue. Quelle région perdue réglez-vous d'abord ?
free-placement-question = Votre dernier meeple est gardé sans frais. Placez-le dans la région libre la plus proche.
bandits-pay = Payer { $paid }
bandits-question = Bandits dans { $where }. Payer 2 ressources, ou perdre le meeple ?
dragon-question = Antre du dragon. Baisser d'un niveau la tour { $elision ->
        [yes] d'{ $loser }
       *[no] { DE($loser) }
    } au lieu de prendre le meeple ? Le meeple se replie alors sans frais.
dragon-yes = Baisser la tour d'un niveau
dragon-no = Prendre le meeple comme d'habitude

## Le score
vp-label = { $kind ->
        [meeples] meeples en jeu
        [magic] niveau de magie { $n }
        [tower] niveau de tour { $n }
        [capitals] capitales
        [bonus] bonus de niveau 5, { $faction }
        [lost_kingdom] régions du Royaume perdu
        [captives] captifs
        [crown] la couronne
        [towns] villes
       *[other] { $label }
    }
vp-item = { $label } : { $vp } PV
tiebreaker = { $name ->
        [meeples] les meeples en jeu
        [tower] le niveau de tour
        [magic] le niveau de magie
        [resources] le total des ressources
       *[other] { $name }
    }
game-over-shared = Fin de partie. Victoire partagée : { $names }, { $vp } PV.
game-over-you = Fin de partie. Vous gagnez avec { $vp } PV.
game-over-winner = Fin de partie. { $who } gagne avec { $vp } PV.
tie-broken = Égalité départagée par { $by }.
scores-head = Scores, { $n } joueurs :
score-line = { $subject } : { $vp } PV.
score-now = Score si la partie finissait maintenant :

## Questions sur le jeu : régions, cartes, jetons, joueurs
empty = vide
occupant-yours = { $n ->
        [one] votre meeple
       *[other] vos { $n } meeples
    }
occupant = { $n ->
        [one] 1 meeple
       *[other] { $n } meeples
    } { $who }
occupant-searching = { $part }, { $all ->
        [yes] en fouille
       *[no] dont un en fouille
    }
occupants-at-war = { $text }, en guerre
occupants-allied = { $text }, alliés
region-line = { $number }. { $name }, { $type }, { $direction } : { $occupants }
region-line-token = { $line } ; { $token }
region-token-line = { $name } : { $token }.
token-face-down = un jeton d'exploration face cachée
token-text = jeton { $token } : { $effect }
listed = { $lead } : { $names }.
listed-none = aucune
listed-part = { $lead }, partie { $i } sur { $n } : { $names }.
tokens-none = Pas de jetons d'exploration dans cette partie. Lancez-en une avec --exploration.
tokens-hidden = Jetons face cachée, { $n }
tokens-revealed = Jetons révélés sur le plateau, { $n } :
tokens-revealed-none = Jetons révélés sur le plateau : aucun.
crown-held = Couronne : détenue par { object }, 2 PV.
region-head = { $name } : { $type }, région { $number } { $elision ->
        [yes] d'{ $side }
       *[no] { DE($side) }
    }, { $direction }.
impassable = Infranchissable.
region-occupants = Occupants : { $occupants }.
region-collect = Récolte : 1 { $resource }.
region-capital = Récolte : rien. Vaut 2 PV à la fin, 1 PV chacun entre alliés.
region-ruins = Ruines : un meeple qui entre est couché et fouille ; un meeple qui fouille récolte 1 ressource au choix ; les meeples ici sont perdus avant le décompte.
region-neighbours = Voisines, { $n } : { $names }.
region-rivers = Rivière vers : { $names }.
region-edges = Bord de carte : { $edge ->
        [yes] oui, quête possible d'ici
       *[no] non
    }. Près de l'eau : { $water ->
        [yes] oui
       *[no] non
    }.
region-token = Jeton : { $token }.
card-title = { $name }.
card-title-home = { $name }, territoire de départ { $you ->
        [yes] à vous
       *[no] { $elision ->
            [yes] d'{ $who }
           *[no] { DE($who) }
        }
    }.
card-regions = { $n ->
        [one] 1 région
       *[other] { $n } régions
    } :
card-blocked-item = { $name }, { $type }, { $direction }
card-blocked = Infranchissables, { $n } : { $names }.
card-river = entre { $a } et { $b }
card-rivers = Rivières, { $n } : { $names }.
map-cards = { $n ->
        [one] 1 carte territoire
       *[other] { $n } cartes territoire
    } en jeu.
no-resources = Aucune ressource
player-name-you = { $name }, vous
player-line = { $name } : { $faction }. { $resources }. Tour niveau { $tower }. Magie niveau { $magic }. { $meeples } en jeu.
status-turn = Tour de jeu { $turn }. { $you ->
        [yes] Vous êtes le joueur actif.
       *[no] { $who } est le joueur actif.
    }
status-selected = Action choisie : { $action }.
status-open = Actions libres, { $n } : { $actions }.
status-end = Fin déclenchée : la partie finit quand la carte action se vide.
status-alliance = { $a } et { $b }
status-alliances = Alliances : { $pairs }.
ruleset = Règles : { $name }, { $id }, d'après { $source }.
ruleset-solo = En solo contre le Mannequin ; la boussole est côté { compass-side }.
resource-have = { resource-title } : { $n }
direction = { $direction ->
        [north] nord
        [south] sud
        [east] est
        [west] ouest
        [north-east] nord-est
        [north-west] nord-ouest
        [south-east] sud-est
        [south-west] sud-ouest
        [centre] centre
       *[other] { $direction }
    }

## Les raisons des règles (games/tek/reasons.py) : mêmes variables que l'anglais.
rule-over = La partie est finie.
rule-not-a-choice = Ce n'est pas un des choix possibles.
rule-shielded = Déjà sous un bouclier : { $Action }. Chaque action se choisit une fois avant que la carte action se vide.
rule-not-the-action = Action du moment : { $Selected }, pas { $Action }.
rule-cannot-take = { action-title } impossible maintenant. { $why }
rule-tower-complete = Votre tour est complète, au niveau { $top }.
rule-tower-cost = Niveau { $level } de la tour : { $cost } { $cost ->
        [one] minerai
       *[other] minerais
    } ; { $have }.
rule-magic-top = Votre magie est au niveau { $top }, le plus haut.
rule-magic-cost = Niveau de magie { $level } : { $cost } mana ; { $have }.
rule-meeples-all = Vos { $n } meeples sont tous en jeu.
rule-expand-none-alone = L'expansion demande une région où votre meeple est seul ; aucun des vôtres ne l'est.
rule-meeple-cost = Meeple { $n } : { $cost } nourriture ; { $have }.
rule-trade-nothing = Vous n'avez aucune ressource à échanger.
rule-trade-cap = Tout échange dépasserait { $cap } : aucune ressource ne peut dépasser { $cap }.
rule-have = vous en avez { $n }
rule-have-sub = vous avez { resource-amount } et { $m } { $sub } pour compléter
rule-enter-never = { $region } : aucun meeple ne peut s'y tenir.
rule-full = Plus de place { A($region) } : { $n } meeples, le maximum pour une région.
rule-last-meeple-enter = Votre dernier meeple ne peut pas aller { A($region) } : un autre joueur y est.
rule-grey-attack = Attaquer le meeple gris { A($region) } demande un dé de guerre payable d'au moins le nombre de meeples gris en jeu.
rule-last-meeple-held = { $region } abrite le dernier meeple { $elision ->
        [yes] d'{ $seat }
       *[no] { DE($seat) }
    }, qui ne peut pas être attaqué.
rule-patrol-not-next = { $there } n'est pas à côté { $here_elides ->
        [yes] d'{ $here }
       *[no] { DE($here) }
    } sur la même carte : une patrouille avance d'une région, sans traverser eau ni escarpements.
rule-quest-not-edge = { $here } n'est pas au bord de sa carte : une quête part d'une région du bord.
rule-quest-not-other-edge = { $there } n'est pas au bord d'une autre carte : une quête va d'un bord à un autre.
rule-none-can-move = Aucun de vos meeples ne peut partir en { action-name } : aucun n'a de région où aller.
rule-none-can-move-because = Aucun de vos meeples ne peut partir en { action-name } : { $reasons }.
rule-part-searching = votre meeple { A($region) } fouille les ruines
rule-part-none-to-go = aucun n'a de région où aller
rule-retreat-nowhere = Aucune région voisine libre pour le repli.
rule-retreat-food = Le repli coûte { $cost } nourriture, 1 par meeple en jeu ; vous en avez { $have }.
rule-retreat-not-next = { $there } n'est pas à côté { $here_elides ->
        [yes] d'{ $here }
       *[no] { DE($here) }
    } : un repli va dans une région voisine.
rule-retreat-held = { $there } a un meeple { $seat } : un repli ne peut pas lancer une autre guerre.
rule-no-meeple-in = Vous n'avez aucun meeple { A($region) }.
rule-searching = Votre meeple { A($region) } fouille les ruines et ne peut pas bouger ; une patrouille peut le relever.
rule-nowhere = Votre meeple { A($region) } ne peut aller nulle part en { action-name } : { $reasons }.
rule-expand-no-meeple = Vous n'avez aucun meeple { A($region) } : l'expansion ajoute un meeple à côté d'un de vos meeples seuls.
rule-expand-not-alone = Votre meeple { A($region) } n'est pas seul : l'expansion ajoute un meeple à côté d'un meeple seul.
rule-start-total = Les ressources de départ font { $n } en tout.
rule-no-flag-lost = Pas de drapeau blanc contre le Royaume perdu.
rule-set-die = Choisissez un dé de guerre, ou le drapeau blanc.
rule-die-range = Un dé de guerre va de 1 à { $n }, ou le drapeau blanc.
rule-lost-min = Contre le Royaume perdu, le coût de guerre est d'au moins { $n }.
rule-cannot-afford = Vous ne pouvez pas payer un dé de guerre de { $n }.
rule-say-payment = Dites le paiement en mana, minerai et nourriture, par exemple : guerre 5 avec 2 mana 1 minerai.
rule-negative = Un paiement n'est jamais négatif.
rule-only = Vous n'avez que { resource-amount }.
rule-cap = Les ressources donnent au plus { $cap } points de guerre ; ce paiement ne couvre pas { $value }.
rule-not-cover = Ce paiement ne couvre pas un coût de guerre de { $value }.
rule-overpay-drop = C'est plus que le coût de guerre de { $value } : retirez 1 { resource-name }.
rule-overpay-exact = C'est plus que { $value } ; un paiement exact existe : { $payment }.

## Refus (refusals.py, refusal_moves.py, sentences.py, vocabulary.py) : pourquoi une phrase n'est pas un coup maintenant
refuse-or = {" ou "}
refuse-when-war = Un dé de guerre se choisit seulement pendant une guerre.
refuse-when-white-flag = Le drapeau blanc se montre seulement pendant une guerre.
refuse-when-retreat = Le repli vient seulement après une guerre perdue.
refuse-when-remove = Retirer vient seulement après une guerre perdue, ou face aux bandits.
refuse-when-boost = Le renfort vient seulement quand les dés de guerre sont révélés.
refuse-when-collect = Récolter répond à l'action d'un autre joueur.
refuse-when-nothing = Ne rien faire répond à une action que vous avez choisie.
refuse-when-take = Prendre répond à une action choisie.
refuse-when-action = { action-title } : c'est une action. Choisissez-la à votre tour, ou prenez-la quand un autre joueur la choisit.
refuse-when-stand = Relever un meeple dans les ruines, c'est une patrouille : choisissez d'abord patrouiller.
refuse-not-in-reach = Pas { DE($phrase) } à portée de { action-name }.
refuse-not-in-reach-from = Pas { DE($phrase) } à portée de { action-name } depuis { $origin }.
refuse-may-expand-in = Expansion possible à
refuse-none-alone = Aucun de vos meeples n'est seul maintenant.
refuse-trade-gives = Cet échange donne { resource-name }, pas { $other }.
refuse-trade-for-get = Contre { resource-name }, vous pouvez recevoir
refuse-trade-what = Échanger quoi contre { $get } ? Dites ce que vous donnez, par exemple : échanger { $amount } { $other } pour { $get }.
refuse-trade-none = Vous n'avez pas de { resource-name } à échanger.
refuse-trade-all-full = Impossible d'échanger { resource-name } : vos autres ressources sont toutes à 9, le maximum.
refuse-trade-may-give = Vous pouvez donner
refuse-trade-same = Un échange donne une ressource contre une autre : { resource-name } contre { resource-name } ne change rien.
refuse-trade-most = Vous avez { $n } { resource-name }, le maximum : un échange ne peut pas dépasser 9.
refuse-trade-not-now = Impossible d'échanger { resource-name } contre { $other } maintenant.
refuse-bid-range = Vous pouvez payer de guerre { $low } à guerre { $high } maintenant.
refuse-bid-worth = Ici le mana vaut { $mana }, le minerai { $ore }, la nourriture { $food }.
refuse-bid-say = Dites guerre { $n }, { $label }
refuse-which = Quelle région : { $phrase } ? { $n } possibles : { $named }.
refuse-region-on = { $region } sur { $side }
refuse-not-at-question = { $name } n'est pas un choix à cette question.
refuse-meant-when = Vouliez-vous dire { $meant } ? { $when }
refuse-not-now-meant = Pas un choix maintenant : { $said } Vouliez-vous dire { $near } ?
refuse-no-region-called = Aucune région en jeu ne s'appelle { $phrase }.
refuse-understood-start = J'ai compris le début, mais pas : { $text }
refuse-not-now = Pas un choix maintenant : { $text }
refuse-not-now-empty = Ce n'est pas un choix maintenant.
refuse-start-resources = Les ressources de départ sont mana, minerai et nourriture, 6 en tout : { $odd } n'en est pas une.
refuse-start-resources-meant = Vouliez-vous dire { resource-name } ?
refuse-start-resources-example = Par exemple : ressources 2 mana 2 minerai 2 nourriture.
refuse-side-of = { $name } est une face de la carte { $card }, pas de celle qui vous est distribuée.
refuse-may-choose = Vous pouvez choisir
refuse-collect-most = Vous avez { $n } { resource-name }, le maximum.
refuse-collect-not-now = Impossible de prendre { resource-name } maintenant.
refuse-may-take = Vous pouvez prendre
refuse-impassable = { $region } : { region-type }, aucun meeple ne peut s'y tenir.
refuse-dest-war = { $region } (guerre contre { $seat }{ $ally ->
        [yes] , votre allié
       *[no] {""}
    })
refuse-move-from-to = { $elision ->
        [yes] d'{ $origin }
       *[no] { DE($origin) }
    } { A($dests) }
refuse-move-from = { $elision ->
        [yes] d'{ $origin }
       *[no] { DE($origin) }
    }
refuse-stand-up = relever { $region }
refuse-may = Vous pouvez
refuse-may-move = { $action ->
        [quest] Quête possible
       *[other] Patrouille possible
    }
refuse-may-move-from = Depuis { $origin }, { $action ->
        [quest] quête possible
       *[other] patrouille possible
    } vers
refuse-quest-same-card = { $dest } est sur la même carte que { $origin } : une quête va dans une région du bord d'une autre carte.
refuse-none-searching = Aucun de vos meeples ne fouille les ruines : aucun à relever.
refuse-stand-not-quest = Relever un meeple, c'est une patrouille, pas une quête.
refuse-wrong-move = Ce déplacement est une { action-name }, pas une { $said }.
refuse-which-short = Quelle région : { $phrase } ?
refuse-phrase-mine = votre { $what }
refuse-phrase-owned = { $what } { $elision ->
        [yes] d'{ $who }
       *[no] { DE($who) }
    }
refuse-no-meeple-that-can = Vous n'avez aucun meeple { A($origin) } qui peut partir en { action-name }.
refuse-none-next-to = Aucun de vos meeples n'est à côté { $elision ->
        [yes] d'{ $dest }
       *[no] { DE($dest) }
    } : une patrouille avance d'une région sur sa carte.
refuse-none-quest-to = Aucun de vos meeples ne peut partir en quête vers { $dest } : une quête va d'un bord à celui d'une autre carte.
refuse-select-anyway = Pour la choisir quand même pour les autres, dites : choisir { $action ->
        [patrol] patrouiller
        [quest] quête
        [build] construire
        [research] rechercher
        [expand] étendre
        [trade] échanger
       *[other] { $action }
    }.
refuse-trade-amount = Impossible d'échanger { $said } { resource-name } contre { $get } : { $why }. De { $low } à { $high }.
refuse-trade-cut = Impossible d'échanger { $said } { resource-name } contre { $get } : { $why }. Au plus { $most }.
refuse-trade-one-or-more = un échange donne 1 ou plus
refuse-trade-only = vous n'avez que { $n } { resource-name }
refuse-trade-pass = vous avez { $n } { resource-name }, et un échange ne peut pas dépasser 9
refuse-typo-meant = Vouliez-vous dire { $meant } ? Rien n'a été fait.
refuse-typo-unknown = Je ne connais pas le mot { $word }.

## Les règles par sujet (`règles SUJET`, narration/rules_text.py) : une ligne du message, une ligne dite.
rules-topic-goal =
    But : le plus de points de victoire (PV) à la fin.
    Les PV viennent des meeples en jeu, des niveaux de magie, du niveau de votre tour et des capitales.
rules-topic-turn =
    Tour de jeu, 5 étapes :
    1. Si les 5 boucliers sont sur la carte action, videz-la.
    2. Le joueur actif choisit une action libre et la couvre d'un bouclier.
    3. Le joueur actif la prend ou ne fait rien ; puis chaque autre joueur, en sens horaire, la prend ou récolte.
    4. Vérifiez la fin de partie.
    5. Le joueur suivant, en sens horaire, devient actif.
rules-topic-actions =
    Actions, 6 : patrouille, quête, construction, recherche, expansion, commerce.
    Patrouille : déplacez un meeple vers une région voisine de la même carte.
    Quête : déplacez un meeple d'une région du bord vers une région du bord d'une autre carte.
    Construction : payez du minerai pour le niveau suivant de votre tour ; le niveau n coûte n minerais.
    Recherche : payez du mana pour le niveau de magie suivant ; le niveau n coûte n mana.
    Expansion : ajoutez un meeple à côté d'un de vos meeples seuls ; payez autant de nourriture que vos meeples en jeu après l'ajout.
    Commerce : donnez autant d'une ressource que vous voulez contre autant d'une autre, une fois par action ; rien ne dépasse 9.
rules-topic-movement =
    Déplacement : jamais plus de 2 meeples dans une région, de n'importe quelles couleurs.
    L'eau, les escarpements et les rivières ne se traversent pas et ne s'occupent pas.
    Jamais d'entrée dans une région qui tient le dernier meeple en jeu d'un autre joueur, ni avec votre dernier meeple dans une région qu'un autre joueur occupe.
    Aller sur le meeple d'un autre joueur déclenche une guerre.
    Quête : d'une région au bord de la carte vers une région du bord de n'importe quelle autre carte.
rules-topic-collect =
    Récolte : au lieu de prendre l'action d'un autre joueur, gagnez une ressource par région occupée.
    La forêt donne du mana, la montagne du minerai, la plaine de la nourriture ; une capitale ne donne rien.
    Un meeple qui fouille des ruines donne une ressource de votre choix.
    Avec un seul meeple en jeu, vous gagnez une ressource de plus, de votre choix.
    Jamais plus de 9 d'une ressource.
rules-topic-war =
    Guerre : aller sur le meeple d'un autre joueur la déclenche. Celui qui se déplace attaque.
    Mise : chacun choisit en secret un dé de guerre, de 1 à 11 ou le drapeau blanc, et dit comment il paie.
    Valeur de guerre des ressources : mana 2, minerai 1, nourriture 0, selon les capacités des factions.
    Révélation : le plus haut total gagne ; l'égalité va au défenseur, sauf capacité contraire.
    Résolution : gagnant ou perdant, chacun paie. Le perdant se replie ou rend le meeple à sa réserve.
    Deux drapeaux blancs font une alliance.
rules-topic-retreat =
    Repli : le perdant d'une guerre peut payer autant de nourriture que ses meeples en jeu et déplacer le meeple vers une région voisine libre, sans meeple d'un autre joueur.
    Le repli est facultatif. Sans lui, sans place ou sans nourriture, le meeple retourne à la réserve.
rules-topic-alliance =
    Alliance : quand les deux joueurs d'une guerre montrent le drapeau blanc, les deux meeples restent et partagent la région.
    Des alliés sortent librement d'une région partagée. Sans région partagée, l'alliance prend fin.
    Rupture : une guerre entre alliés où l'un ne montre pas le drapeau blanc rompt l'alliance.
    Le gagnant prend chaque région que les deux partagent ; le perdant se replie ou perd chaque meeple là, dans l'ordre qu'il choisit.
    Un perdant sans meeple, qui n'a pu en replier aucun, en garde un gratuitement dans la région libre la plus proche.
rules-topic-ruins =
    Ruines : un meeple qui entre ou s'étend dans des ruines est renversé et fouille.
    Un meeple qui fouille ne bouge pas, mais combat et s'étend normalement. Une patrouille peut le relever au lieu de se déplacer.
    Un meeple qui fouille récolte une ressource de votre choix ; un meeple debout ne récolte rien.
    Les meeples dans des ruines sont perdus avant le décompte.
rules-topic-capital =
    Capitale : 2 PV à la fin pour qui la tient, 1 PV chacun pour deux alliés qui la partagent.
    Une capitale ne donne pas de ressource.
rules-topic-end =
    Fin : elle est déclenchée quand un joueur a ses 7 meeples en jeu, construit le niveau 6 de sa tour ou atteint le niveau de magie 5.
    Le déclenchement est définitif. On joue jusqu'à ce que la carte action se vide ; la partie finit alors aussitôt.
rules-topic-scoring =
    Décompte : 1 PV par meeple en jeu, hors ruines ; 1 PV par niveau de magie, plus les bonus du niveau 5 ; les PV de la tour ; les capitales.
    PV de la tour, niveaux 1 à 6 : 0, 1, 2, 4, 7, 10.
    Égalités : le plus de meeples en jeu, puis la plus haute tour, puis la plus haute magie, puis le plus de ressources ; sinon victoire partagée.
rules-topic-setup =
    Mise en place : chaque joueur reçoit 7 meeples, une faction et une carte territoire dont il choisit la face, son territoire de départ.
    Placez 6 ressources de départ ; premières parties : 2 mana, 1 minerai, 3 nourriture.
    Placez 2 meeples sur une région de votre territoire de départ.
rules-topic-solo =
    Solo (le livret de règles d'Ultra Tiny Epic Kingdoms, règles du jeu solo) : vous contre le Mannequin, avec play --solo. Toutes variantes.
    Mise en place : la carte du Mannequin au nord, la carte boussole au milieu, votre carte au sud ; face jour visible.
    Le Mannequin commence avec un meeple sur une forêt et un sur une montagne de sa carte, et 3 de chaque ressource (play --difficulty N en ajoute N de chaque).
    Votre tour : vous choisissez comme d'habitude ; le Mannequin doit prendre votre action s'il peut, sinon il récolte.
    Tour du Mannequin : il lance un d12 ; le nombre sur la carte boussole choisit son action, ou la suivante libre en sens horaire. Le même jet choisit son meeple, sa région et sa direction.
    L'aiguille : la boussole est une horloge, 12 vers la carte du Mannequin, 6 vers la vôtre.
    De jour, le Mannequin prend la région la plus proche de la boussole sur l'aiguille, de nuit la plus lointaine.
    Une aiguille sans région valable tourne en sens horaire, une heure à la fois.
    Actions du Mannequin : patrouille et quête selon l'aiguille, jamais sur son propre meeple ; construction et recherche comme d'habitude.
    Son expansion va dans une région libre voisine d'un de ses meeples ; son commerce lui donne 1 de chaque ressource.
    Chaque fois que la carte action se vide, la boussole se retourne ; du jour à la nuit, le Mannequin gagne 1 de chaque ressource.
    Guerre contre le Mannequin : son coût de guerre vaut deux fois ses meeples en jeu le jour, autant la nuit. Il ne paie jamais. Égalez-le ou battez-le pour gagner.
    Un Mannequin qui perd une guerre se replie s'il peut payer, dans la direction de la boussole.
    Fin et décompte comme d'habitude. Dites boussole pour savoir s'il fait jour ou nuit et le dernier jet du Mannequin.
rules-topic-tower =
    Tour : l'action Construction paie du minerai pour le niveau suivant de votre tour ; le niveau n coûte n minerais, jusqu'au niveau 6.
    PV de la tour, niveaux 1 à 6 : 0, 1, 2, 4, 7, 10. Sans tour, 0.
    Construire le niveau 6 déclenche la fin de la partie. Une tour plus haute départage une égalité de meeples.
    Avec les jetons d'exploration, l'antre du dragon peut faire baisser d'un niveau la tour du perdant d'une guerre.
rules-topic-magic =
    Magie : l'action Recherche paie du mana pour le niveau de magie suivant ; le niveau n coûte n mana, jusqu'au niveau 5.
    Chaque niveau donne la capacité de votre faction pour ce niveau ; dites faction pour entendre la vôtre.
    1 PV par niveau de magie à la fin, plus le bonus du niveau 5 de votre faction.
    Atteindre le niveau de magie 5 déclenche la fin de la partie. Le mana compte 2 points à la guerre.
rules-topic-factions =
    Factions : chaque joueur en a une, avec 5 niveaux de magie ; chaque niveau appris ajoute une capacité.
    Dites faction pour entendre la vôtre, ou faction et une couleur ou un nom de faction, par exemple : faction orange.
    Choisissez les factions avec play --factions, par exemple : play --factions orcs,elves,humans,dwarves.
rules-topic-exploration =
    Jetons d'exploration, en option : play --exploration. 16 jetons face cachée dans les régions de terre vides.
    Un meeple qui entre révèle le jeton : couronne 2 PV, antre du dragon, fort -2 au coût de guerre, église, camp +1 ressource.
    Ville : la région vaut 1 PV de plus. Trésor : gagnez 2 ressources. Bandits : payez 2 ou perdez le meeple.
    Dites jetons en partie pour savoir où restent des jetons et ce que font ceux révélés.
rules-topic-players =
    Joueurs : de 2 à 5 (en solo avec play --solo).
    À 5 joueurs : le joueur qui vide la carte action est sauté et ne joue pas d'action à ce tour.
    À 2 joueurs : une troisième face, le Royaume perdu, porte des meeples gris neutres ; pas d'alliance.
    À 2 joueurs : une guerre contre un meeple neutre coûte au moins le nombre de meeples neutres en jeu ; chaque captif vaut 1 PV.
rules-topic-rulesets =
    Variantes : play --rules tek (le livret de règles, par défaut), utek (Ultra Tiny Epic Kingdoms) ou microgame.
    Dites règles tek, règles utek ou règles microgame pour savoir en quoi chacune diffère du livret.
    Solo : play --solo, contre le Mannequin et sa carte boussole ; dites règles solo.
rules-topic-name = { $topic ->
        [goal] but
        [turn] déroulement
        [actions] actions
        [movement] mouvement
        [collect] récolte
        [war] guerre
        [retreat] repli
        [alliance] alliance
        [ruins] ruines
        [capital] capitale
        [end] fin
        [scoring] décompte
        [setup] départ
        [solo] solo
        [tower] tour
        [magic] magie
        [factions] factions
        [exploration] jetons
        [players] joueurs
        [rulesets] variantes
       *[other] { $topic }
    }
rules-differences-here = { $n ->
        [one] 1 différence
       *[other] { $n } différences
    } dans cette partie, { $name } ({ $id }) :
rules-difference = { $text } ({ $source })
rules-unknown = Pas de sujet de règles appelé { $topic }
rules-topics = { $n } sujets : { $topics }.
rules-topics-all = { $n } sujets : { $topics }.
rules-rulesets = { $n } variantes : { $rulesets }.
rules-say-topic = Dites règles et un sujet, par exemple : règles guerre.
rules-in-play = Règles en jeu : { $name } ({ $id }), d'après { $source }. Dites règles { $id } pour savoir en quoi elles diffèrent du livret.
ruleset-head = { $name } ({ $id }), d'après { $source }. Joueurs : de { $low } à { $high }.
ruleset-as-written = Le livret de règles tel quel ; chaque autre variante se dit par ses différences avec lui.
ruleset-differences = { $n } différences avec le livret :
rules-difference-utek-ruins-collect = Ruines : à la récolte, une ressource de votre choix par région de ruines occupée. Les meeples ne sont pas renversés.
rules-difference-utek-ruins-leave = Ruines : un meeple ne quitte les ruines qu'à votre tour, joueur actif. Un repli après une guerre perdue reste permis (décision).
rules-difference-utek-ruins-otherwise = Sinon, les ruines sont une région comme une autre ; les meeples là sont toujours perdus avant le décompte.
rules-difference-utek-solo = Solo : jouez contre le Mannequin et sa carte boussole avec play --solo (toutes variantes ; dites règles solo).
rules-difference-microgame-war-cap = Guerre : les ressources donnent au plus 9 points de guerre ; les bonus de magie des factions peuvent ajouter plus, jusqu'au 11 du dé de guerre.
rules-difference-microgame-ties = Égalités : le joueur à la plus haute tour gagne, puis celui qui a le plus de meeples en jeu ; toujours à égalité, la victoire est partagée.
rules-difference-microgame-two-players = À 2 joueurs : l'autre joueur défend un meeple gris attaqué, avec son dé et ses ressources. Pas de coût minimum ; gagner le retire ; pas de captif.
rules-difference-microgame-quest = Quête : de n'importe quelle région vers n'importe quelle région d'une autre carte, pas seulement d'un bord à l'autre.
rules-difference-microgame-alliances = Alliances : entre alliés, qui refuse la paix retire ses meeples des régions partagées avec l'autre ; si les deux misent, les deux. Puis la guerre se résout.
rules-difference-microgame-players = Joueurs : de 2 à 4.

## Lignes propres aux questions (queries.py : regarder, carte, région, faction)
look-meeples = Vos meeples, { $n } en jeu, { $regions ->
        [0] dans aucune région.
        [one] dans 1 région :
       *[other] dans { $regions } régions :
    }
look-region = { $region } : { $occupants }.
map-no-home = { $who } n'a pas encore de territoire de départ : chacun en choisit un au début. Dites carte pour entendre les cartes en jeu.
map-no-card = Pas de carte appelée { $phrase }. Cartes : { $cards }.
region-none-called = Pas de région unique appelée { $phrase }. Dites carte pour entendre les noms des régions.
region-that = ainsi
faction-which = Nommez la couleur ou la faction d'un joueur, par exemple : faction bleu.
faction-head = { $faction }, faction { $elision ->
        [yes] d'{ $who }
       *[no] { DE($who) }
    }. Niveau de magie { $magic } sur 5.
faction-level = Niveau { $level }, { $learned ->
        [yes] appris
       *[no] coût { $level } mana
    } : { $text }

## Les niveaux de magie des factions : $mine yes pour son propriétaire, sinon dit { DE($owner) }.
magic-dwarves-1 = { $mine ->
        [yes] Si un joueur construit au même niveau que vous sur la Tour, cela lui coûte 1 minerai de plus.
       *[no] Si un joueur construit au même niveau que { $owner } sur la Tour, cela lui coûte 1 minerai de plus.
    }
magic-dwarves-2 = { $mine ->
        [yes] Quand vous patrouillez ou partez en quête vers une montagne, gagnez 1 minerai.
       *[no] Quand { $owner } patrouille ou part en quête vers une montagne, { $owner } gagne 1 minerai.
    }
magic-dwarves-3 = { $mine ->
        [yes] Construire coûte 1 de moins.
       *[no] Construire coûte 1 de moins { A($owner) }.
    }
magic-dwarves-4 = { $mine ->
        [yes] Vous pouvez construire au lieu de commercer.
       *[no] { $owner } peut construire au lieu de commercer.
    }
magic-dwarves-5 = { $mine ->
        [yes] Si vous avez le plus haut niveau de Tour (même à égalité), gagnez +1.
       *[no] Si { $owner } a le plus haut niveau de Tour (même à égalité), { $owner } gagne +1.
    }
magic-elves-1 = { $mine ->
        [yes] En commerce, vous pouvez donner à la fois minerai et nourriture pour du mana, dans le même tour.
       *[no] En commerce, { $owner } peut donner à la fois minerai et nourriture pour du mana, dans le même tour.
    }
magic-elves-2 = { $mine ->
        [yes] Si vous n'utilisez que du mana à la guerre, +1 à votre total.
       *[no] Si { $owner } n'utilise que du mana à la guerre, +1 au total { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        }.
    }
magic-elves-3 = { $mine ->
        [yes] Le mana peut servir de n'importe quelle ressource.
       *[no] Le mana { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        } peut servir de n'importe quelle ressource.
    }
magic-elves-4 = { $mine ->
        [yes] Le mana ne compte que 1 au lieu de 2 contre vous. Votre mana compte toujours 2.
       *[no] Le mana ne compte que 1 au lieu de 2 contre { $owner }. Le mana { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        } compte toujours 2.
    }
magic-elves-5 = { $mine ->
        [yes] Pour chaque joueur qui a moins de mana que vous, gagnez +1.
       *[no] Pour chaque joueur qui a moins de mana que { $owner }, { $owner } gagne +1.
    }
magic-emberkin-1 = { $mine ->
        [yes] La recherche vous coûte 1 mana de moins.
       *[no] La recherche coûte 1 mana de moins { A($owner) }.
    }
magic-emberkin-2 = { $mine ->
        [yes] +1 à votre total de guerre quand vous attaquez.
       *[no] +1 au total de guerre { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        } quand { $owner } attaque.
    }
magic-emberkin-3 = { $mine ->
        [yes] Votre minerai compte 2 à la guerre au lieu de 1.
       *[no] Le minerai { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        } compte 2 à la guerre au lieu de 1.
    }
magic-emberkin-4 = { $mine ->
        [yes] Une fois les dés de guerre révélés, vous pouvez dépenser 1 minerai de plus pour ajouter 2 à votre total.
       *[no] Une fois les dés de guerre révélés, { $owner } peut dépenser 1 minerai de plus pour ajouter 2 à son total.
    }
magic-emberkin-5 = { $mine ->
        [yes] À la fin de la partie, 1 PV par région de montagne que vous occupez.
       *[no] À la fin de la partie, 1 PV par région de montagne que { $owner } occupe.
    }
magic-fenwardens-1 = { $mine ->
        [yes] Vos meeples peuvent patrouiller à travers les rivières.
       *[no] Les meeples { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        } peuvent patrouiller à travers les rivières.
    }
magic-fenwardens-2 = { $mine ->
        [yes] À la récolte, 1 mana de plus si au moins une de vos régions occupées touche l'eau.
       *[no] À la récolte, 1 mana de plus pour { $owner } si au moins une de ses régions occupées touche l'eau.
    }
magic-fenwardens-3 = { $mine ->
        [yes] Le repli vous coûte 1 nourriture de moins.
       *[no] Le repli coûte 1 nourriture de moins { A($owner) }.
    }
magic-fenwardens-4 = { $mine ->
        [yes] +1 à votre total de guerre quand vous défendez.
       *[no] +1 au total de guerre { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        } quand { $owner } défend.
    }
magic-fenwardens-5 = { $mine ->
        [yes] À la fin de la partie, 1 PV par région de forêt que vous occupez.
       *[no] À la fin de la partie, 1 PV par région de forêt que { $owner } occupe.
    }
magic-hearthfolk-1 = { $mine ->
        [yes] L'expansion vous coûte 1 nourriture de moins.
       *[no] L'expansion coûte 1 nourriture de moins { A($owner) }.
    }
magic-hearthfolk-2 = { $mine ->
        [yes] À la récolte, 1 nourriture de plus si vous occupez au moins une plaine.
       *[no] À la récolte, 1 nourriture de plus pour { $owner } si { $owner } occupe au moins une plaine.
    }
magic-hearthfolk-3 = { $mine ->
        [yes] Quand vous commercez, 1 de plus de la ressource reçue.
       *[no] Quand { $owner } commerce, 1 de plus de la ressource reçue.
    }
magic-hearthfolk-4 = { $mine ->
        [yes] Votre nourriture compte 1 à la guerre au lieu de 0.
       *[no] La nourriture { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        } compte 1 à la guerre au lieu de 0.
    }
magic-hearthfolk-5 = { $mine ->
        [yes] À la fin de la partie, 1 PV par ressource dont vous avez au moins 3.
       *[no] À la fin de la partie, 1 PV par ressource dont { $owner } a au moins 3.
    }
magic-humans-1 = { $mine ->
        [yes] Au lieu de l'action Recherche, vous pouvez commercer.
       *[no] Au lieu de l'action Recherche, { $owner } peut commercer.
    }
magic-humans-2 = { $mine ->
        [yes] Si vous commercez, gagnez une ressource de plus.
       *[no] Si { $owner } commerce, { $owner } gagne une ressource de plus.
    }
magic-humans-3 = { $mine ->
        [yes] Si vous payez une guerre avec un seul type de ressource, +2 à ce combat.
       *[no] Si { $owner } paie une guerre avec un seul type de ressource, +2 à ce combat.
    }
magic-humans-4 = { $mine ->
        [yes] Si au moins une de vos régions occupées touche l'eau, +1 nourriture à la récolte.
       *[no] Si au moins une région occupée par { $owner } touche l'eau, +1 nourriture à sa récolte.
    }
magic-humans-5 = { $mine ->
        [yes] Pour chaque ressource dont vous avez au moins 4, +1 point.
       *[no] Pour chaque ressource dont { $owner } a au moins 4, +1 point.
    }
magic-orcs-1 = { $mine ->
        [yes] Vous gagnez toutes les égalités.
       *[no] { $owner } gagne toutes les égalités.
    }
magic-orcs-2 = { $mine ->
        [yes] Vous pouvez dépenser de la nourriture à la guerre, pour 1 point.
       *[no] { $owner } peut dépenser de la nourriture à la guerre, pour 1 point.
    }
magic-orcs-3 = { $mine ->
        [yes] +1 à toutes vos guerres.
       *[no] +1 à toutes les guerres { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        }.
    }
magic-orcs-4 = { $mine ->
        [yes] Vous pouvez dépenser 1 mana de plus une fois les ressources de guerre révélées. +2 à votre total.
       *[no] { $owner } peut dépenser 1 mana de plus une fois les ressources de guerre révélées. +2 à son total.
    }
magic-orcs-5 = { $mine ->
        [yes] Si aucun autre joueur n'occupe votre territoire, +2 points.
       *[no] Si aucun autre joueur n'occupe le territoire { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        }, +2 points.
    }
magic-roadwardens-1 = { $mine ->
        [yes] Vous pouvez partir en quête depuis et vers toute région franchissable, pas seulement au bord de la carte.
       *[no] { $owner } peut partir en quête depuis et vers toute région franchissable, pas seulement au bord de la carte.
    }
magic-roadwardens-2 = { $mine ->
        [yes] Quand vous patrouillez ou partez en quête vers une forêt, gagnez 1 mana.
       *[no] Quand { $owner } patrouille ou part en quête vers une forêt, { $owner } gagne 1 mana.
    }
magic-roadwardens-3 = { $mine ->
        [yes] Quand la patrouille est choisie, vous pouvez partir en quête à la place.
       *[no] Quand la patrouille est choisie, { $owner } peut partir en quête à la place.
    }
magic-roadwardens-4 = { $mine ->
        [yes] Le minerai compte 0 au lieu de 1 contre vous. Votre minerai compte toujours 1.
       *[no] Le minerai compte 0 au lieu de 1 contre { $owner }. Le minerai { $elision ->
            [yes] d'{ $owner }
           *[no] { DE($owner) }
        } compte toujours 1.
    }
magic-roadwardens-5 = { $mine ->
        [yes] À la fin de la partie, 1 PV par plaine que vous occupez.
       *[no] À la fin de la partie, 1 PV par plaine que { $owner } occupe.
    }

## Le tutoriel (tutorial.py) : les leçons, dites une fois chacune
tutorial-intro-1 = Tutoriel : une courte partie guidée contre deux joueurs ordinateur, Orange et Violet. À chaque étape, tapez la commande après Tapez :.
tutorial-intro-2 = La partie commence en cours de route : la tour d'Orange est au niveau 5, et le niveau 6 finira bientôt la partie.
tutorial-intro-3 = Les questions marchent à tout moment : regarder, carte, choix, aide, score.
tutorial-select-action = Le tour : le joueur actif choisit une des actions libres de la carte action et la prend ; puis chaque autre joueur, à son tour, la prend aussi ou récolte des ressources.
tutorial-respond = Prendre ou récolter : quand un autre joueur choisit une action, vous pouvez la prendre aussi, ou récolter ce que donnent vos régions (une ressource par type de région).
tutorial-move-from = Déplacement : choisissez d'abord le meeple qui bouge.
tutorial-move-to = Vers où : la patrouille va dans une région voisine ; la quête va dans une région du bord d'une autre carte. Entrer chez une autre couleur lance une guerre ou une alliance.
tutorial-war-die = Guerre : chaque camp choisit en secret un dé de guerre, payé en mana (2 chacun) et minerai (1 chacun) ; la nourriture vaut 0. Le drapeau blanc offre la paix ; le plus haut total gagne.
tutorial-retreat = Repli : un meeple qui perd une guerre se replie dans une région voisine libre en payant de la nourriture, ou retourne à la réserve.
tutorial-trade-give = Donner et recevoir : choisissez ce que vous donnez, puis ce que vous recevez, un pour un ; aucune ressource ne dépasse 9.
tutorial-expand-where = Quelle région : le nouveau meeple rejoint un de vos meeples qui est seul. Il coûte autant de nourriture que vous aurez alors de meeples en jeu.
tutorial-collect-resource = Choisissez la ressource à récolter.
tutorial-action = { $action ->
        [patrol] Patrouille : déplacez un meeple vers une région voisine de la même carte.
        [quest] Quête : déplacez un meeple d'une région du bord vers une région du bord d'une autre carte.
        [build] Construction : payez du minerai pour le niveau suivant de votre tour ; le niveau n coûte n minerais.
        [research] Recherche : payez du mana pour votre niveau de magie suivant et gagnez sa capacité.
        [expand] Expansion : ajoutez un meeple sur le plateau, en payant de la nourriture.
       *[trade] Commerce : échangez une ressource contre une autre, une fois par action.
    }
tutorial-flag = Drapeau blanc : si les deux camps le montrent, pas de combat, et les deux couleurs deviennent alliées.
tutorial-bid = Une mise : le plus haut dé de guerre gagne ; les deux camps paient leur mise, et le perdant se replie.
tutorial-collect = Récolte : au lieu de prendre l'action, gagnez 1 mana par forêt, 1 minerai par montagne, 1 nourriture par plaine.
tutorial-end = La fin : 7 meeples en jeu, le niveau 6 de la tour ou le niveau 5 de magie la déclenche ; on joue jusqu'à ce que la carte action soit pleine, puis on compte les points.
tutorial-scoring-1 = Décompte : 1 PV par meeple en jeu, 1 PV par niveau de magie, les PV de la tour et les capitales ; le plus de PV gagne.
tutorial-scoring-2 = Dites score à tout moment pour entendre les points du moment, ligne par ligne.
refuse-negative = -{ $n } est sous zéro : quantités et dés de guerre ne sont jamais négatifs.
refuse-number-alone = Tapez le numéro d'un choix seul, par exemple { $n }.
refuse-number-range = Choisissez un numéro de 1 à { $n }.

## Les options d'une table en ligne (online.py), dites par `tables` et à `create`
online-exploration = jetons d'exploration { $on ->
        [yes] oui
       *[no] non
    }

## Couleurs des sièges (termes ; le nom d'un siège dans chaque ligne, ce que tape un joueur)
-colour-white = Blanc
    .gender = masc
-colour-blue = Bleu
    .gender = masc
-colour-purple = Violet
    .gender = masc
-colour-orange = Orange
    .gender = masc
-colour-black = Noir
    .gender = masc
-colour-grey = Gris
    .gender = masc
-colour-dummy = Mannequin
    .gender = masc

## La ligne de commande et les fichiers de données du joueur (options.py, userdata.py)
cli-solo-one-kind = --solo prend un seul type de place, pour la vôtre : --seats human, normal ou random.
cli-solo-two-seats = Une partie solo a 2 places : vous et le Mannequin.
data-file-skipped = Fichier de données { $file } : { $place } : { $problem }. Ignoré.

## Les mots de la session pour une réponse donnée en secret (core/definition.py ShellWords)
shell-secret = dé de guerre
shell-secrets = dés de guerre
shell-reveal = la révélation

## La question de la partie en ligne à la création (online.py)
online-question-exploration = jetons d'exploration. 1 : non. 2 : oui. Entrée pour 1, non.
online-refusal-exploration = Jetons d'exploration : 1 non ou 2 oui.

## --help de la ligne de commande : les options de Tiny Epic Kingdoms (options.py, bots/simulate.py)
cli-help-simulate-bot-time = le temps de réflexion du joueur fort par décision, en millisecondes (par défaut 200 ; un nombre fixe de simulations, donc la même graine joue la même partie sur toute machine)
cli-help-play-factions = une faction par place, par exemple orcs,elves,humans,dwarves
cli-help-play-exploration = jouer avec les jetons d'exploration
cli-help-play-rules = règles : tek (le livret), utek (Ultra Tiny Epic Kingdoms) ou microgame (le microjeu à imprimer) ; par défaut tek
cli-help-play-solo = partie solo contre le Dummy et sa carte boussole (les règles solo d'Ultra Tiny) ; --seats donne un genre, pour votre place
cli-help-play-difficulty = solo : le Dummy commence avec N de plus de chaque ressource (de 0 à 6, par défaut 0)
cli-help-play-faction-file = ajouter les factions de votre propre fichier de factions (répétable ; voir docs/data-files.md)
cli-help-play-territory-file = ajouter les faces de votre propre fichier de territoires (répétable ; voir docs/data-files.md)
cli-help-simulate-exploration = jouer avec les jetons d'exploration
cli-help-simulate-rules = règles : tek (le livret), utek (Ultra Tiny) ou microgame (par défaut tek)

## simulate (bots/simulate.py) : les lignes de statistiques propres à Tiny Epic Kingdoms ; règles et factions telles qu'on les tape
simulate-rules = Règles : { $rules }
simulate-exploration = Exploration : { $on ->
        [yes] oui
       *[no] non
    }
simulate-faction-wins-head = Victoires par faction : { $count } factions jouées
simulate-faction-wins = { $faction } : { $wins ->
        [one] { $wins } victoire
       *[other] { $wins } victoires
    } en { $games ->
        [one] { $games } partie
       *[other] { $games } parties
    }
simulate-bot-time-range = Temps du joueur ordinateur : de 1 à { $most } millisecondes.
simulate-players-ruleset = Joueurs : de { $low } à { $high } avec les règles { $rules }.
