# Tiny Epic Vikings, en français. Variables : $subject (« Vous » ou le nom du clan), $who (le nom du clan),
# $you (yes quand la ligne parle du joueur qui écoute : choisir la forme du verbe). Lignes courtes,
# le mot important d'abord. Un message absent ici est dit en anglais (et un test le signale).

## Phrases tapées refusées en chemin (matchers.py, matchers_land.py, answers.py, sentences.py) : les exemples donnent les commandes en français
typed-negative = -{ $n } est sous zéro : un nombre ou une ressource n'est jamais négatif. { $question }
typed-choose-number = Choisissez un nombre de 1 à { $count }.
typed-not-after = Pas un choix après cela : { $said }. Le jeu demande ensuite : { $question }
typed-nothing-to-skip = Rien à passer maintenant. { $question }
typed-which-one = Lequel : { $names } ?
typed-fjord-not-choice = Ce fjord n'est pas un choix maintenant : { $choices }.
typed-hand-number = Votre main a { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    } : dites le nom d'une carte, ou un nombre de 1 à { $count }.
typed-not-choice-cards = { $name } n'est pas un choix maintenant. Vos cartes : { $names }.
typed-face-not-now = { $name } ne peut pas être jouée face { $face ->
        [down] cachée
       *[up] visible
    } maintenant.
typed-which-face = Quelle carte face { $face ->
        [down] cachée
       *[up] visible
    } ? { $names }.
typed-card-action = { $name } ({ $action })
typed-no-card-can = Aucune carte de votre main ne peut { $kind ->
        [sail] naviguer
        [explore] explorer
        [harvest] récolter
        [build] construire
        [remove] retirer
       *[other] { $kind }
    }. Votre main : { $hand }.
typed-cards-can = { $count } cartes peuvent { $kind ->
        [sail] naviguer
        [explore] explorer
        [harvest] récolter
        [build] construire
        [remove] retirer
       *[other] { $kind }
    } : { $names }. Dites laquelle, par exemple : jouer { $card }.
typed-sail-most = Cette navigation fait { $most } pas au plus, et non { $said }.
typed-no-ship-there = Pas de navire à vous ici. Vos navires : { $ships }.
typed-no-ship-reaches = Aucun navire à vous n'atteint { $place } en { $most } pas. Vos navires : { $ships }.
typed-ship-cannot-go = Le navire ne peut pas aller vers { $place } maintenant.
typed-too-far = Trop loin : { $place } est à plus de { $left } pas.
typed-deploy-range = Débarquez de 0 à { $most } colons ici : au plus les pas du navire, 1 nourriture chacun.
typed-island-not-choice = { $name } n'est pas un choix maintenant. Choix : { $choices }.
typed-remove-island = Dites aussi l'île, par exemple : retirer { $colour } sur { $known ->
        [yes] { $island }
       *[no] une île
    }.
typed-explore-where = Dites où, par exemple : explorer vers { $island }.
typed-explore-unreachable = Aucun colon à vous n'atteint { $island } avec { $left } pas d'exploration restants.
typed-explore-which = Depuis quelle île ? { $names }. Par exemple : explorer depuis { $origin } vers { $island }.
typed-explore-too-many = Cette exploration a { $left } pas, trop peu pour { $count } colons.
typed-harvest-some = Récoltez 1 ressource ou plus, par exemple : récolter 2 bois.
typed-harvest-left = Cette récolte a { $left } { $left ->
        [one] ressource restante
       *[other] ressources restantes
    }, et non { $wanted }.
typed-harvest-most = Plus { $res ->
        [steel] d'acier
       *[other] { DE($resource) }
    } maintenant : 7 est le maximum d'une ressource.
typed-exchange-get = Dites ce que vous recevez pour { $resource }, par exemple : échanger bois contre acier.
typed-exchange-some = Échangez 1 ou plus, par exemple : échanger bois contre acier.
typed-exchange-cannot-get = Pas { $res ->
        [steel] d'acier
       *[other] { DE($resource) }
    } maintenant : { $same ->
        [yes] c'est ce que vous donnez
       *[no] vous en avez déjà { $most }
    }.
typed-exchange-cannot-give = Pas d'échange { $res ->
        [steel] d'acier
       *[other] { DE($resource) }
    } maintenant : vous n'en avez pas, ou déjà 7.
typed-build-cannot = Pas de { $unit ->
        [temple] temple
       *[ship] navire
    } maintenant : { $why ->
        [none] plus aucun { $unit ->
            [temple] temple
           *[ship] navire
        } sur votre plateau de clan
        [cost] il coûte { $cost } bois et vous en avez { $wood }
        [temple] aucune île avec votre colon
       *[ship] aucun fjord à côté de vos unités
    }. Dites construire { $unit ->
        [temple] navire
       *[ship] temple
    }, ou passer.
typed-build-not-at = Pas de { $unit ->
        [temple] temple
       *[ship] navire
    } { $unit ->
        [temple] sur
       *[ship] dans
    } { $place }. Choix : { $choices }.
typed-number-or-name = Dites un nombre de 1 à { $count }, ou un nom : { $names }.
typed-rule-refused = { $over ->
        [yes] La partie est finie.
       *[no] Ce n'est pas un des choix maintenant.
    }
typed-label-other = { $kind } { $name }
# en ligne (online.py) : les options d'une table dans `tables` et à `créer`, et qui est un joueur quand il s'assoit
online-map = la carte à { $players } clans
online-seat = Clan { $who }
# la ligne de commande et une nouvelle table (options.py)
options-players = Tiny Epic Vikings se joue de { $low } à { $high } joueurs, et non { $count }.
options-players-try = Tiny Epic Vikings se joue de { $low } à { $high } joueurs, et non { $count }. Essayez --players 3.
options-no-strong = Tiny Epic Vikings n'a pas de joueur ordinateur fort : prenez normal ou random, par exemple --seats human,normal,random.

## Feuilles braille (games/vikings/braille) : page de titre, notes, clés, les cartes et les îles
brl-game = Tiny Epic Vikings
brl-author = Cartes et plans conçus pour ce projet
brl-publisher = pour le jeu de Scott Almes, publié par Gamelyn Games
brl-copyright = Ni les cartes ni les plans de la boîte
brl-head-cards = Cartes de Vikings
brl-head-islands = Plans des îles
brl-head-board = Plateau de Vikings, tour { $turn }
brl-head-board-short = Plateau, tour { $turn }
brl-note-cards = Les cartes Viking, les cartes faveur, les dieux, le plateau des ères et le plateau de clan sont conçus pour ce projet : le livret de règles ne donne pas de liste de cartes. Une carte par paragraphe : nom, rune, force, action de chef, action de rune.
brl-note-islands-design = Les plans sont conçus pour ce projet, dessinés en schéma : le nord en haut, les fjords au bord du plan à leur point cardinal, chaque île entre les fjords qu'elle touche. Chaque face a sa clé, puis son plan, puis ses îles en texte.
brl-note-islands-labels = Sur les plans, une île est une zone de texture haute de 3 lignes avec ses deux lettres à l'ouest, reliées par une ligne de rappel ; un fjord est ses lettres seules dans la mer, laissée vide. La clé avant chaque plan donne chaque étiquette. Un plan trop grand pour la page est dessiné en parties, chacune sur sa page.
brl-note-board = Le plateau a le plan des îles avec sa clé, et la partie sur le plan : sous chaque île le détenteur de sa rune et une ligne par clan présent (son code de couleur, puis ses colons, temples et navires à quai en nombres), sous chaque fjord une ligne par clan qui y a des navires. Puis la même chose en texte, la colère des dieux et les clans.
brl-key-island = île : une zone de cette texture, haute de 3 lignes, ses deux lettres à l'ouest
brl-key-lead = ligne de rappel : des lettres d'une île à sa zone
brl-key-frame = bord du plan : une ligne épaisse de cellules pleines, le cadre
brl-key-water = La mer est vide : pas de texture. Un fjord est ses lettres seules dans la mer.
brl-key-rune-holder = RUNE et un code de couleur sous une île : le clan qui détient la rune de l'île.
brl-key-island-pieces = Sous une île, une ligne par clan présent : son code de couleur, puis trois nombres : ses colons, ses temples et ses navires à quai sur cette île. Rouge avec 2 colons, 1 temple et aucun navire à quai se lit r, 2, 1, 0.
brl-key-fjord-pieces = Sous un fjord, une ligne par clan qui y a des navires : son code de couleur et le nombre de ses navires.
brl-cards-what = les cartes et les plateaux
brl-viking-cards = Cartes Viking, { $n }
brl-favour-cards = Cartes faveur, { $n }
brl-gods = Dieux et faveurs des Valkyries
brl-god = { $god } : { $boon }. Compléter un village de son plateau : colère plus 2.
brl-era-board = Plateau des ères
brl-era = Ère { $n } : { $cards } cartes distribuées, passées { $direction ->
        [left] à gauche, dans le sens horaire
       *[right] à droite, dans le sens antihoraire
    } ; piller un village coûte { $loot } acier.
brl-slot = Emplacement { $slot } : { $action }.
brl-clan-board = Plateau de clan
brl-clan-costs = { $settlers } colons. Les navires coûtent { $ships } bois ; les temples coûtent { $temples } bois. Chaque récolte donne 1 nourriture de plus par navire construit et 1 ressource de plus par temple construit.
brl-clan-start = Au départ : { $resources } ; 7 au plus de chaque ressource.
brl-clan-influence = Influence sur une île : colon 1, temple 4, navire à quai 2. Décompte par rang de colère : runes d'île 6, 5, 4 ; runes de faveur 4, 3, 2.
brl-islands-what = plans en relief des îles
brl-islands-intro = { $n } faces du plateau des îles, pour 2, 3 et 4 joueurs. Pour chaque face : une clé, puis le plan en relief, puis ses îles en texte.
brl-side = { $name }, { $players } joueurs
brl-map = Plan : { $name }
brl-key = Clé
brl-islands-of = Îles : { $name }
brl-no-map = Pas de plan en relief { DE($name) } : un de ses lieux ne tient pas sur une page de { $cells } cellules sur { $lines } lignes. Les îles suivent en texte.
brl-parts = Le plan est dessiné en { $n } parties, une par page : { $names }. Chaque partie a son propre cadre.
brl-part = partie { $where ->
        [west] ouest
        [east] est
        [middle] centre
        [north] nord
        [south] sud
        [north-west] nord-ouest
        [north-east] nord-est
        [north-middle] nord-centre
        [south-west] sud-ouest
        [south-east] sud-est
        [south-middle] sud-centre
        [middle-west] centre-ouest
        [middle-east] centre-est
        [middle-middle] centre
       *[other] { $where }
    }
brl-island-label = { $island }, île, rune { $elision ->
        [yes] d'{ $rune }
       *[no] { DE($rune) }
    }.
brl-fjord-label = { $fjord }.
brl-edge-fjord-label = { $fjord }, un fjord du bord où partent les navires.
brl-dock = { $dock } sur { $fjord }
brl-dock-village = { $dock } sur { $fjord }, un village
brl-island-line = { $island }, rune { $elision ->
        [yes] d'{ $rune }
       *[no] { DE($rune) }
    }. Quais : { $docks }. Routes vers { $routes }.
brl-none = aucun
brl-edge-fjords = Fjords du bord, où partent les navires : { $names }.
brl-fjords-next = Fjords voisins : { $pairs }.
brl-fjord-pair = { $a } et { $b }
brl-board-title = Plateau : ère { $era }, tour { $turn }
brl-key-of = Clé : { $name }
brl-islands-fjords = Îles et fjords
brl-gods-clans = Dieux et clans
brl-clan = clan { $name }
brl-unclaimed = libre
brl-held-by = détenue par { $name }
brl-nobody = personne
brl-island-state = { $island } ({ $label }), rune { $elision ->
        [yes] d'{ $rune }
       *[no] { DE($rune) }
    }, { $held } : { $clans }.
brl-ships-of = { $n } { $n ->
        [one] navire
       *[other] navires
    } { $name }
brl-no-ships = aucun navire
brl-fjord-state = { $fjord } : { $ships }.
brl-moored = { $dock } : { $name }
brl-at-docks = Navires à quai : { $list }.
brl-sheet = { $sheet ->
        [cards] les cartes Viking, les cartes faveur, les dieux, le plateau des ères et le plateau de clan
       *[islands] plans en relief des îles pour 2, 3 et 4 joueurs, avec les quais, les fjords et les routes
    }
brl-sheets-said = Feuilles de Vikings

## Noms : lieux, cartes faveur, emplacements, faces de la carte (termes ; .gender pour l'accord)
-north = le fjord Nord
-east = le fjord Est
-south = le fjord Sud
-west = le fjord Ouest
-middle = le fjord du Milieu
-northeast = le fjord Nord-Est
-southwest = le fjord Sud-Ouest
-ravenholm_harbour = le port de Ravenholm
-ravenholm_village = le village de Ravenholm
-ironcliff_harbour = le port d'Ironcliff
-ironcliff_village = le village d'Ironcliff
-elkmoor_harbour = le port d'Elkmoor
-elkmoor_village = le village d'Elkmoor
-ashby_harbour = le port d'Ashby
-ashby_village = le village d'Ashby
-stormvik_harbour = le port de Stormvik
-stormvik_village = le village de Stormvik
-wolfden_harbour = le port de Wolfden
-two_clans_side = face deux clans
-three_clans_side = face trois clans
-four_clans_side = face quatre clans
-feast = Festin
-voyage = Voyage
-trek = Expédition
-shipyard = Chantier naval
-golden_horn = Cor d'or
    .gender = masc
-raven_cloak = Cape du corbeau
    .gender = fem
-wise_well = Puits du sage
    .gender = masc
-rune_staff = Bâton runique
    .gender = masc
-spear_gift = Don de la lance
    .gender = masc
-eight_legs = Huit Pattes
    .gender = fem
-iron_belt = Ceinture de fer
    .gender = fem
-goat_cart = Char aux chèvres
    .gender = masc
-storm_cloud = Nuée d'orage
    .gender = fem
-oak_shield = Bouclier de chêne
    .gender = masc
-thunder_drum = Tambour du tonnerre
    .gender = masc
-giant_bane = Fléau des géants
    .gender = masc
-amber_tears = Larmes d'ambre
    .gender = fem
-falcon_wings = Ailes du faucon
    .gender = fem
-boar_of_gold = Sanglier d'or
    .gender = masc
-cat_chariot = Char aux chats
    .gender = masc
-bright_necklace = Collier brillant
    .gender = masc
-spring_rain = Pluie de printemps
    .gender = fem

-odin = Odin
    .elision = yes
-thor = Thor
    .elision = no
-freya = Freya
    .elision = no
-odin-boon = récolter 2 ressources au choix
-thor-boon = gagner 2 acier
-freya-boon = gagner 2 nourriture

## Mise en place (003, Game settings)
game-started = Début de partie. { $players } clans. { $you ->
        [yes] Vous avez le cor et commencez.
       *[no] { $who } a le cor et commence.
    }
game-started-map = Carte : { $map }. Dieux : { $gods }, colère 0 chacun.
game-started-you-are = Vous êtes { $name }.
game-started-favours = Cartes faveur, rangée { $row }, { $count } : { $favours }.
ship-placed-brief = { $subject } : navire dans { $where }.
ship-placed = { $subject } { $you ->
        [yes] placez
       *[no] place
    } un navire dans { $where }.

## Le draft (003, Phase 1)
era-started = Ère { $era }. Draft : { $cards } cartes chacun, les mains passent { $direction ->
        [left] à gauche, sens horaire
       *[right] à droite, sens antihoraire
    }.
era-started-brief = Ère { $era }. Draft de { $cards } cartes, vers la { $direction }.
deck-shuffled = Défausse mélangée : nouvelle pioche de { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    }.
hand-lines = { $lead }, { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    } : { $cards }.
hand-draft = Votre main de draft
hand-new = Votre nouvelle main
hand-new-from = Votre nouvelle main, { DE($origin) }
hand-last-card = Dernière carte reçue : { $card }. Elle rejoint votre main.
cards-dealt = { $who } reçoit { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    }.
card-kept = Vous gardez { $card }.
draft-pick = { $who } garde une carte.
hands-passed = Les mains passent { A($direction) } : { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    } chacun.
draft-done = Fin du draft. Chaque clan prend en main ses cartes gardées.
draft-done-hint = Fin du draft. Chaque clan prend en main ses cartes gardées. Tapez main pour entendre la vôtre.

## Le tour (003, Stage Two)
turn-started-you = À vous. Ère { $era }, tour { $turn }.
turn-started = Au tour { DE($who) }. Tour { $turn }.
card-played-hidden = { $subject } { $you ->
        [yes] jouez
       *[no] joue
    } une carte face visible.
card-played-brief = { $subject } : { $card } face visible, { $leader }.
card-played = { $subject } { $you ->
        [yes] jouez
       *[no] joue
    } { $card } face visible : rune { $rune }, action de chef : { $leader }.
card-played-full = { $subject } { $you ->
        [yes] jouez
       *[no] joue
    } { $card } face visible : rune { $rune }, action de chef : { $leader } ; action de rune avec { $needs } : { $action } ; { $strength }.
card-hidden = Votre carte face cachée : { $card }. Verrouillée jusqu'à la révélation.
card-with-strength = { $card }, { $strength }

## Actions (003, Leader Action)
ship-moved-brief = { $subject } { $you ->
        [yes] naviguez
       *[no] navigue
    } vers { $to }.
ship-moved = { $subject } { $you ->
        [yes] naviguez
       *[no] navigue
    } depuis { $origin } vers { $to }.
ship-bumped = Bousculé. { $you ->
        [yes] Votre navire
       *[no] Le navire { DE($who) }
    } quitte { $origin } pour { $to } : place à { $by_you ->
        [yes] vous
       *[no] { $by }
    }.
settlers-deployed-none = { $subject } ne { $you ->
        [yes] déployez
       *[no] déploie
    } aucun colon.
settlers-deployed = { $subject } { $you ->
        [yes] déployez
       *[no] déploie
    } { $count ->
        [one] 1 colon
       *[other] { $count } colons
    } sur { $island }.
settlers-deployed-paying = { $subject } { $you ->
        [yes] déployez
       *[no] déploie
    } { $count ->
        [one] 1 colon
       *[other] { $count } colons
    } sur { $island }, pour { $food } nourriture{ $whole ->
        [yes] {" "}en tout
       *[no] {""}
    }.
settler-redeploy = { $subject } { $you ->
        [yes] reprenez
       *[no] reprend
    } { $count ->
        [one] un colon
       *[other] { $count } colons
    } sur { $island } pour le redéployer.
settler-crowded = { $count ->
        [one] Évincé. { $you ->
            [yes] Votre colon quitte
           *[no] Le colon { DE($who) } quitte
        }
       *[other] Évincés. { $count } colons { $you ->
            [yes] à vous
           *[no] { DE($who) }
        } quittent
    } { $island }{ $by_known ->
        [yes] {" "}: { $by_you ->
            [yes] vous y avez
           *[no] { $by } y a
        } le plus de colons
       *[no] {""}
    }.
settler-removed-by = Retiré. { $by_you ->
        [yes] Vous retirez
       *[no] { $by } retire
    } { $count ->
        [one] { $you ->
            [yes] votre colon
           *[no] le colon { DE($who) }
        }
       *[other] { $count } colons { $you ->
            [yes] à vous
           *[no] { DE($who) }
        }
    } { DE($island) }.
settler-removed = Retiré. { $count ->
        [one] { $you ->
            [yes] Votre colon
           *[no] Le colon { DE($who) }
        } sur { $island } est retiré
       *[other] { $count } colons { $you ->
            [yes] à vous
           *[no] { DE($who) }
        } sur { $island } sont retirés
    }.
settler-moved = { $subject } { $you ->
        [yes] déplacez
       *[no] déplace
    } { $count ->
        [one] un colon
       *[other] { $count } colons
    } { DE($origin) } vers { $to }.
resources-changed = { $subject } : { $change }{ $why }.{ $now }
resources-why = {" "}({ $reason })
resources-now = {" "}Total : { $resources }.
ship-built = Construit. { $subject } { $you ->
        [yes] construisez
       *[no] construit
    } un navire dans { $where }{ $cost }.
temple-built = Construit. { $subject } { $you ->
        [yes] construisez
       *[no] construit
    } un temple sur { $where }{ $cost }.
built-cost = {" "}pour { $wood } bois

## Runes (003, Influence and control islands)
rune-stolen = Rune volée. { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } la rune { $god } { DE($island) } à { $victim_you ->
        [yes] vous
       *[no] { $victim }
    }.

## Actions de rune et villages
card-drawn = { $who } pioche une carte.
card-drawn-is = Vous piochez { $card }.
cannot-explore = { $subject } ne { $you ->
        [yes] pouvez
       *[no] peut
    } pas explorer : aucun colon { $you ->
        [yes] à vous
       *[no] { DE($who) }
    } sur une île.
cannot-build = { $subject } ne { $you ->
        [yes] pouvez
       *[no] peut
    } pas construire : aucune place pour un navire ou un temple payable avec { $you ->
        [yes] votre bois
       *[no] le bois { DE($who) }
    }.
action-skipped = { $subject } { $you ->
        [yes] passez
       *[no] passe
    } { $step ->
        [sail] la navigation
        [remove] le retrait
        [explore] l'exploration
        [harvest] la récolte
        [build] la construction
        [loot] le pillage
        [rune] l'action de rune
        [complete] le village à compléter
        [temple] le déplacement de temple
        [exchange] l'échange
        [battle] la carte de bataille
        [deploy] le déploiement
        [gain] le gain
       *[other] { $other }
    }.

## Rangement et fin (003, Stage 3, Game over)
era-ended = Fin de l'ère { $era }. Les cartes jouées vont à la défausse ; le corbeau avance.
start-player = Cor. { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } le cor{ $why } et { $you ->
        [yes] commencez
       *[no] commence
    } l'ère suivante.
start-player-why = {" "}(à gauche de { $fewest_you ->
        [yes] vous
       *[no] { $fewest }
    }, le moins de runes)

## Petits mots (narration/words.py)
nothing = rien
no-change = aucun changement
face-down-card = une carte face cachée
face-down-favour = une carte faveur face cachée
resource-name = { $resource ->
        [wood] bois
        [food] nourriture
        [steel] acier
       *[other] { $resource }
    }
resource-amount = { $n } { $resource ->
        [wood] bois
        [food] nourriture
        [steel] acier
       *[other] { $resource }
    }
delta-plus = plus { $amount }
delta-minus = moins { $amount }
place-dock = { $name }, { $kind }
place-edge = { $name }, au bord
dock-kind = { $village ->
        [yes] quai de village
       *[no] quai
    }{ $of ->
        [yes] {" "}{ DE($island) }
       *[no] {""}
    }
action-words = { $kind ->
        [sail] naviguer { $n }
        [remove] retirer { $n } { $n ->
            [one] colon ennemi
           *[other] colons ennemis
        }
        [explore] explorer { $n }
        [harvest] récolter { $n }
        [build] construire un navire ou un temple
        [temple] déplacer un temple
        [swap] piocher une carte et en défausser une
        [battle] jouer une carte de plus face cachée
        [gain] gagner { $n } { $resource }
        [exchange] échanger jusqu'à { $n } { $n ->
            [one] ressource
           *[other] ressources
        }, 1 contre 1
       *[other] { $kind }
    }
rune-count = { $n ->
        [one] 1 rune { $god }
       *[other] { $n } runes { $god }
    }
no-rune = aucune rune
strength-text = force { $strength }{ $bonus ->
        [rune] , plus 1 par rune { $god } détenue
        [kinds] , plus 1 par type de ressource détenu
       *[other] {""}
    }{ $steel ->
        [0] {""}
       *[other] , payer { $steel } acier
    }
card-text-short = { $card }, rune { $rune }. Chef : { $leader }.
card-text = { $card }, rune { $rune }, { $strength }. Chef : { $leader }. Action de rune avec { $needs } : { $action }.
favour-text = { $favour }, rune { $rune }, butin : { $sack }
end-rows = bout d'une rangée
end-text = { $end ->
        [top_left] bout gauche de la rangée du haut
        [top_right] bout droit de la rangée du haut
        [bottom_left] bout gauche de la rangée du bas
        [bottom_right] bout droit de la rangée du bas
       *[other] { $end }
    }
slot-text = { $slot } : { $action }
slot-god = { $elision ->
        [yes] Plateau d'{ $god } : colère d'{ $god } plus 2
       *[no] Plateau { DE($god) } : colère { DE($god) } plus 2
    }

## Noms dits dans les lignes (champs des événements)
row-name = { $row ->
        [top] du haut
        [bottom] du bas
       *[other] { $row }
    }
direction-name = { $direction ->
        [left] gauche
        [right] droite
       *[other] { $direction }
    }
reason-name = { $reason ->
        [deploy] déploiement
        [loot] pillage
        [ships] navires
        [harvest] récolte
        [exchange] échange
        [build] construction
        [battle] bataille
        [favour] faveur
        [leader] chef
        [rune] rune
        [boon] don des Valkyries
       *[other] { $reason }
    }
the-step = l'étape

## Événements d'une ligne (narration/told.py)
turn-skipped = { $subject } n'{ $you ->
        [yes] avez
       *[no] a
    } plus de carte : le tour passe.
card-played-down = Face cachée. { $subject } { $you ->
        [yes] jouez
       *[no] joue
    } une carte face cachée.
village-looted = Pillage. { $subject } { $you ->
        [yes] pillez
       *[no] pille
    } { $dock } pour { $steel } acier et { $you ->
        [yes] prenez
       *[no] prend
    } un village.
temple-moved = { $subject } { $you ->
        [yes] déplacez
       *[no] déplace
    } un temple { DE($origin) } vers { $to }.
rune-gained = Rune. { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } la rune { $god } { DE($island) }.
rune-returned = Rune rendue. { $subject } ne { $you ->
        [yes] tenez
       *[no] tient
    } plus { $island } : sa rune { $god } revient.
card-discarded = { $subject } { $you ->
        [yes] défaussez
       *[no] défausse
    } { $card }.
village-completed = Village. { $subject } { $you ->
        [yes] complétez
       *[no] complète
    } un village : { $slot }.
battle-joined = Bataille. { $subject } { $you ->
        [yes] rejoignez
       *[no] rejoint
    } avec une carte face cachée.
favour-given-back = { $subject } { $you ->
        [yes] rendez
       *[no] rend
    } { $favour } au { $end } : 3 cartes faveur au plus.

## Batailles (narration/battle.py ; 003, Battle)
battle-started = Bataille. { $subject } { $you ->
        [yes] lancez
       *[no] lance
    } une bataille { $stake }.
battle-stake = pour { $favour }
battle-stake-from = pour { $favour }, prise au { $end }
battle-stake-none = sans carte faveur à gagner
reveal-part = { $name } : { $card }, force { $strength }
reveal-part-unpaid = { $name } : { $card }, force { $strength }, acier impayé : hors de la bataille
reveal-part-paid = { $name } : { $card }, force { $strength }, { $steel } acier payé
reveal = Révélation. { $parts }.
reveal-separator = {" ; "}
reveal-head = Révélation, { $count } cartes :
reveal-one = { $part }.
invader = L'envahisseur : { $card }, force { $strength }.
you-lower = vous
you-capital = Vous
battle-won-you = Victoire. Vous gagnez la bataille{ $prize }.
battle-won = { $who } gagne la bataille{ $prize }.
battle-prize = {" "}et { $favour }
battle-lost = { $you ->
        [yes] Défaite. L'envahisseur vous bat
       *[no] L'envahisseur bat { $who }
    }{ $back }.
favour-goes-back = {" ; "}{ $favour } { $gender ->
        [fem] est remise en place
       *[masc] est remis en place
    }
battle-tied = Égalité. Personne ne gagne entre { $names }{ $back }.
the-invader = l'envahisseur
favour-returned = { $favour } retourne au { $end }.
favour-taken = Faveur. { $subject } { $you ->
        [yes] prenez
       *[no] prend
    } { $favour }{ $sack }.
favour-sack = {" "}: butin de { $resources }
favour-stored = { $favour } : face cachée sous votre plateau de clan.
boon-gained = Don des Valkyries. { $subject } { $you ->
        [yes] recevez
       *[no] reçoit
    } le don { $elision ->
        [yes] d'{ $god }
       *[no] { DE($god) }
    }{ $what }.
boon-what = {" "}: { $text }
rage-brief = Colère { $elision ->
        [yes] d'{ $god }
       *[no] { DE($god) }
    } : { $rage }.
rage-raised = Colère. La colère { $elision ->
        [yes] d'{ $god }
       *[no] { DE($god) }
    } monte de { $by } à { $rage }.{ $lap }
rage-lap = {" "}Le marqueur passe 19 et se retourne sur sa face 20 et plus.

## Fin de partie (narration/describe.py ; 003, Game over)
game-over = Fin de partie. { $names } { $won ->
        [you] gagnez
        [one] gagne
       *[many] partagent la victoire
    }{ $tied ->
        [yes] {" "}aux départages
       *[no] {""}
    } avec { $best } points.
final-score = { $subject } : { $total } points{ $parts }.
final-score-parts = {" "}: { $island_points } pour { $islands ->
        [one] 1 rune d'île
       *[other] { $islands } runes d'île
    }, { $favour_points } pour { $favours ->
        [one] 1 carte faveur
       *[other] { $favours } cartes faveur
    } ; départages : { $temples ->
        [one] 1 temple
       *[other] { $temples } temples
    }, { $ships ->
        [one] 1 navire
       *[other] { $ships } navires
    }, { $resources ->
        [one] 1 ressource
       *[other] { $resources } ressources
    }
nobody = personne

## Questions (narration/prompts.py : ask-TYPE pour chaque décision)
ask-game-over = La partie est finie. Tapez score pour entendre le résultat.
ask-place-ship = Mise en place : placez un navire dans un fjord du bord.
ask-choose-favour = Bataille : choisissez la carte faveur en jeu, au bout d'une rangée.
ask-sail-ship = Navigation : quel navire ? Jusqu'à { $amount ->
        [one] 1 pas
       *[other] { $amount } pas
    }.
ask-sail-step = Navigation : encore { $left ->
        [one] 1 pas
       *[other] { $left } pas
    }, vous êtes dans { $place }. Pas suivant, ou arrêt.
ask-deploy-from = Plus de colon sur votre plateau : en reprendre un sur quelle île ?
ask-loot = Piller { $dock } pour { $cost } acier ?
ask-remove-island = Retirer un colon ennemi, encore { $left } : sur quelle île ?
ask-remove-whose = Retirer le colon de qui sur { $island } ?
ask-explore-from = Exploration, encore { $left ->
        [one] 1 pas
       *[other] { $left } pas
    } : déplacer un colon depuis quelle île ?
ask-explore-to = Exploration depuis { $origin } : vers quelle île ?
ask-harvest = Récolte, encore { $left } : choisissez une ressource.
ask-build = Construction : un navire ou un temple ?
ask-temple-from = Déplacer un temple : depuis quelle île ?
ask-temple-to = Déplacer le temple { DE($origin) } : vers quelle île ?
ask-discard = Échange de carte : défaussez une carte de votre main.
ask-battle-card = Action de rune de bataille : jouer une carte de plus face cachée ?
ask-exchange-give = Échange, encore { $left } : quelle ressource donnez-vous ?
ask-exchange-get = Échange de 1 { $give } : contre quelle ressource ?
ask-complete = Compléter un village : choisissez un emplacement, ou passez.
ask-favour-return = Une quatrième carte faveur : rendez-en une.
ask-draft = Draft, ère { $era } : gardez 1 carte sur { $left } ; les autres passent.
ask-play = Jouez une carte : face visible pour ses actions, ou face cachée pour { $battle ->
        [yes] rejoindre la bataille
       *[no] lancer une bataille
    }.
ask-deploy = Déployer des colons sur { $island } : de 0 à { $can }, 1 nourriture chacun.
ask-bump = Bousculé depuis { $dock }{ $by } : choisissez un fjord pour votre navire.
ask-bump-by = {" "}par { $name }
ask-build-where-ship = Construire un navire : dans quel fjord ?
ask-build-where-temple = Construire un temple : sur quelle île ?
ask-its-rune-action = son action de rune
ask-rune-action = Action de rune { DE($card) } : { $what }. La faire ?
ask-favour-place = Rendre { $favour } : à quel bout de rangée ?

## Choix (narration/prompts.py : label-*)
choices-count = { $n ->
        [one] 1 choix
       *[other] { $n } choix
    } :
label-skip = Passer : ne rien faire ici
label-stop-at = S'arrêter dans { $place }
label-stop = S'arrêter ici
label-up-unknown = { $card } face visible
label-runes-held = runes détenues
label-needs = il faut { $needs }
label-up = { $card } face visible : { $leader }. Donne une rune { $rune }. Action de rune, { $ready } : { $action }
label-down = { $card } face cachée : { $battle ->
        [yes] rejoindre la bataille
       *[no] lancer une bataille
    }, { $strength }
label-strength-unknown = force inconnue
label-favour-where = { $favour }, { $where }
label-build-ship = Navire, { $wood } bois ; chaque récolte suivante donne 1 nourriture de plus
label-build-temple = Temple, { $wood } bois, influence 4 ; chaque récolte suivante donne 1 ressource de plus
label-your-ship = Votre navire dans { $place }
label-deploy-none = Ne déployer aucun colon
label-deploy = Déployer { $n ->
        [one] 1 colon
       *[other] { $n } colons
    }, { $n } nourriture
label-resource-have = { $resource }, vous en avez { $have }
label-loot = Piller, payer { $cost } acier, prendre un village
label-rune-yes = Oui : { $action }
label-rune-yes-unknown = Oui : l'action de rune
label-slot = { $slot }, { $n } villages sur { $players }
row-end = { $end ->
        [top_left] bout gauche de la rangée du haut
        [top_right] bout droit de la rangée du haut
        [bottom_left] bout gauche de la rangée du bas
        [bottom_right] bout droit de la rangée du bas
       *[other] { $end }
    }
label-place-bumps = { $place }, { $you ->
        [yes] chasse votre navire
       *[no] chasse le navire { DE($who) }
    }
label-place-ships = { $place }, { $n ->
        [one] 1 navire
       *[other] { $n } navires
    } ici
label-island = { $island } : { $units }
label-no-units = personne
unit-count = { $unit ->
        [settler] { $n ->
            [one] 1 colon
           *[other] { $n } colons
        }
        [temple] { $n ->
            [one] 1 temple
           *[other] { $n } temples
        }
       *[ship] { $n ->
            [one] 1 navire à quai
           *[other] { $n } navires à quai
        }
    }
units-of = { $who } : { $units }

## Ce que disent les questions (narration/describe.py : look, status, map, island, hand, runes, rage, favour, battle, score)
none = aucune
yours = à vous
sentence = { $text }.
opening = Tiny Epic Vikings, { $map } : { $islands ->
        [one] 1 île
       *[other] { $islands } îles
    }. Dieux : { $gods }. Tapez règles pour les règles, carte pour les îles.
clan-line = { $subject } : { $resources }. Sur le plateau de clan : { $settlers ->
        [one] 1 colon
       *[other] { $settlers } colons
    }, { $ships ->
        [one] 1 navire
       *[other] { $ships } navires
    } et { $temples ->
        [one] 1 temple
       *[other] { $temples } temples
    }. Runes : { $runes }. { $villages ->
        [one] 1 village
       *[other] { $villages } villages
    }, { $favours ->
        [one] 1 carte faveur
       *[other] { $favours } cartes faveur
    }, { $hand ->
        [one] 1 carte
       *[other] { $hand } cartes
    } en main.
turn-line-over = Ère { $era } : la partie est finie.
turn-line-horn = { $you ->
        [yes] Vous avez
       *[no] { $who } a
    } le cor.
turn-line-phase = Ère { $era } sur 3, { $phase ->
        [setup] mise en place : navires placés
       *[draft] draft : chaque clan garde une carte
    }. { $horn }
turn-line = Ère { $era } sur 3, tour { $turn } : { $you ->
        [yes] à vous
       *[no] au tour { DE($who) }
    }. { $horn }
holder-none = libre
holder = { $you ->
        [yes] à vous
       *[no] tenue par { $who }
    }
map-head = { $map } : { $islands ->
        [one] 1 île
       *[other] { $islands } îles
    }, { $fjords ->
        [one] 1 fjord
       *[other] { $fjords } fjords
    }, { $docks ->
        [one] 1 quai
       *[other] { $docks } quais
    }.
map-island = { $island } : rune { $rune }, { $holder }. Unités : { $units }.
map-ships = Navires, { $count }{ $listed ->
        [yes] {" "}:
       *[no] .
    }
map-ships-at = { $place } : { $owners }.
island-head = { $island } : rune { $rune }, { $holder }.
island-units = Unités : { $units }.
influence-of = { $who } { $n }
island-influence = Influence : { $influence }. Colon 1, temple 4, navire à quai 2.
dock-moored = occupé : { $you ->
        [yes] votre navire
       *[no] navire { DE($who) }
    }
dock-free = libre
island-dock = { $dock } : { $kind } sur { $fjord }, { $moored }.
island-around = Fjords autour : { $fjords }. Routes vers : { $routes }.
hand-nobody = Main : seul un joueur à la table en a une.
hand-head = Main, { $count ->
        [one] 1 carte :
        [0] 0 carte.
       *[other] { $count } cartes :
    }
hand-kept = Gardées au draft, { $count ->
        [one] 1 carte
       *[other] { $count } cartes
    } : { $cards }.
card-face = { $card } { $face ->
        [down] face cachée
       *[up] face visible
    }
hand-played = Jouées cette ère : { $cards }.
hand-favours = Cartes faveur sous votre plateau de clan, { $count } sur { $most }{ $count ->
        [0] .
       *[other] {" "}:
    }
runes-line = { $subject } : { $runes }. Îles tenues : { $islands }.
runes-free = Runes d'île libres : { $islands }.
rage-line = { $god } : colère { $rage }. Rune d'île { $island } points, rune de faveur { $favour }.
favour-row = Rangée { $row ->
        [top] du haut
        [bottom] du bas
       *[other] { $row }
    }, { $count ->
        [one] 1 carte, de gauche à droite :
        [0] 0 carte.
       *[other] { $count } cartes, de gauche à droite :
    }
favour-at-stake = En jeu dans la bataille : { $favour }.
favour-yours = Les vôtres, { $count } sur { $most }{ $count ->
        [0] .
       *[other] {" "}:
    }
favour-theirs = { $who } : { $count ->
        [0] aucune carte faveur.
        [one] 1 carte faveur, face cachée.
       *[other] { $count } cartes faveur, face cachée.
    }
battle-none = Aucune bataille en cours. Jouez une carte face cachée pour en lancer une.
battle-stake-choosing = la carte faveur en jeu est en train d'être choisie
battle-line = Bataille lancée par { $you ->
        [yes] vous
       *[no] { $who }
    }, { $stake }. Elle se règle au début du prochain tour de celui qui l'a lancée.
battle-your-card = Vous : { $card } face cachée, { $strength }.
battle-their-card = { $subject } : une carte face cachée.
score-head = Score si la partie finissait maintenant :
score-line = { $subject } : { $total } points : runes d'île { $islands }, runes de faveur { $favours }{ $hidden ->
        [0] {""}
        [one] , et 1 carte faveur face cachée non comptée
       *[other] , et { $hidden } cartes faveur face cachée non comptées
    }.
slots-head = Emplacements de village, { $count } :
slots-line = { $slot }, { $n } villages sur { $players }.

## rules [SUJET] (narration/rules_text.py) : un message par sujet, une ligne dite par ligne
rules-overview =
    Tiny Epic Vikings : 3 ères. Chaque ère : un draft, puis des tours jusqu'à ce que toutes les mains soient jouées, puis le rangement.
    Score final : les runes d'île détenues et les runes des cartes faveur, qui valent plus quand leur dieu est plus en colère.
    Sujets : draft, tour, naviguer, débarquer, piller, explorer, récolter, construire, runes, combat, colère, villages, décompte.
rules-draft =
    Draft : les ères 1, 2 et 3 distribuent 4, 5 et 6 cartes. Gardez-en 1, passez le reste ; la dernière carte est passée aussi.
    Les mains passent à gauche aux ères 1 et 3, à droite à l'ère 2. Vos cartes gardées forment votre main. Tapez : garder NOM.
rules-turn =
    Votre tour : si votre dernière carte était face cachée, la bataille est d'abord révélée.
    Puis jouez 1 carte : face visible pour son action de chef et, avec les runes demandées, son action de rune ;
    ou face cachée pour lancer ou rejoindre une bataille. Puis vous pouvez compléter 1 village pillé. Exemple : play 2 face down.
rules-sail =
    Naviguer N : déplacez 1 navire de N pas au plus : de fjord à fjord, de fjord à quai, de quai à fjord. Un fjord accueille plusieurs navires.
    Un quai n'accueille qu'un navire : celui qui y est est bousculé vers le fjord. À un quai vous pouvez déployer ; à un village, piller.
    Exemple : sail 3 to the north fjord.
rules-deploy =
    Déployer : depuis un navire à quai, autant de colons que ses pas de navigation sur l'île, 1 nourriture chacun.
    Si vous avez alors le plus de colons, chaque autre clan présent retire 1 colon. Exemple : deploy 2.
rules-loot =
    Piller : à un quai de village, payez l'acier de l'ère et prenez le village, à compléter tout de suite ou à la fin de votre tour. Tapez : piller.
rules-explore =
    Explorer N : N pas de colons le long des routes entre les îles : 2 colons d'1 pas, ou 1 colon de 2 pas.
    Exemple : explore 2 settlers to Ravenholm, ou explore from Elkmoor to Ashby.
rules-harvest =
    Récolter N : prenez N ressources, en mêlant bois, nourriture et acier ; 7 au plus de chaque. Exemple : harvest 2 wood 1 food.
rules-build =
    Construire : payez le bois indiqué sur votre plateau de clan. Un navire va dans un fjord voisin d'une de vos unités ; un temple sur une île où vous avez un colon. Exemple : build temple on Elkmoor.
    Ensuite chaque récolte donne 1 nourriture de plus par navire construit et 1 ressource de plus par temple construit.
rules-runes =
    Runes : la rune d'une île va au clan qui y a un colon ou un temple et la plus grande influence :
    colon 1, temple 4, navire à quai 2. Un nouveau détenteur fait monter de 1 la colère de ce dieu. Les cartes jouées donnent aussi des runes.
rules-battle =
    Bataille : jouez une carte face cachée sans bataille en cours et vous en lancez une pour une carte faveur au bout d'une rangée.
    Les autres peuvent rejoindre face cachée. Au début de votre tour suivant, tous révèlent : la plus grande force gagne la carte.
    L'acier qu'une carte demande doit être payé, sinon elle est hors jeu. Les perdants reçoivent le don des Valkyries de leur dieu ; la colère du dieu monte de 1.
    Seul, vous affrontez l'envahisseur : la carte du dessus de la pioche. En cas d'égalité, personne ne gagne.
rules-rage =
    Colère : la colère de chaque dieu monte avec les nouveaux détenteurs de rune, les batailles perdues et les villages complétés sur son plateau.
    À la fin, les runes du dieu le plus en colère rapportent le plus. Tapez colère pour entendre les dieux.
rules-villages =
    Compléter un village : après votre carte, posez 1 village pillé sur un emplacement du plateau d'ère pour son action, ou sur le plateau d'un dieu pour 2 de colère. Un emplacement accueille autant de villages que de joueurs.
rules-scoring =
    Score : chaque rune d'île rapporte 6, 5 ou 4 et chaque rune de faveur 4, 3 ou 2, selon le rang de colère de son dieu ;
    des dieux à égalité donnent la récompense la plus basse. Départages : runes d'île, cartes faveur, temples, navires, ressources.
rules-unknown = Pas de sujet de règles { $topic }. Sujets : { $topics }.

## Le tutoriel (tutorial.py) : les commandes après « Tapez » sont les mots de commande du jeu
tutorial-intro-1 = Tutoriel : une courte partie guidée de Tiny Epic Vikings contre un joueur ordinateur, Bleu. Vous êtes Rouge.
tutorial-intro-2 = La partie touche à sa fin : troisième ère, vos 3 dernières cartes. Les ères d'avant se jouaient pareil : un draft (garder une carte, passer le reste), puis une carte par tour.
tutorial-intro-3 = À chaque étape, le tutoriel dit quoi taper après Tapez. Les questions marchent à tout moment : regarder, main, carte, île NOM, colère, score, aide, règles.
tutorial-play = À vous : jouez 1 carte de votre main. Face visible : son action de chef, puis son action de rune si vous avez les runes voulues. Face cachée : une bataille pour une carte faveur.
tutorial-sail-ship = Naviguer : choisissez le navire à déplacer ; chaque pas va de fjord en fjord ou dans un port.
tutorial-sail-step = Chaque pas : un fjord ou un port voisin de votre navire, ou arrêter. Au port, vous pouvez débarquer des colons.
tutorial-deploy = Débarquer : des colons du navire au port vers l'île, 1 nourriture chacun. L'influence la plus forte sur une île, avec un colon ou un temple, prend sa rune.
tutorial-explore-from = Explorer : déplacez des colons par les routes entre les îles, un pas à la fois.
tutorial-explore-to = Maintenant, l'île où va le colon.
tutorial-harvest = Récolter : prenez les ressources une à une, 7 au plus de chaque.
tutorial-build = Construire : un navire ou un temple, en payant le bois sur votre plateau de clan. Un temple donne 4 d'influence.
tutorial-build-where = Maintenant, où il va.
tutorial-rune-action = L'action de rune : vous avez les runes que demande cette carte, vous pouvez la faire maintenant.
tutorial-complete = Villages : un village pillé se complète dans un emplacement pour son action, ou sur le plateau d'un dieu.
tutorial-choose-favour = Une bataille commence. Nommez la carte faveur disputée, ou dites où elle est : en haut à gauche, en bas à droite.
tutorial-loot = Piller : payez de l'acier pour prendre le village ici, à compléter maintenant ou plus tard dans votre tour.
tutorial-down = Face cachée : la force de la carte dispute une carte faveur ; elle est révélée au début du prochain tour de qui a lancé la bataille.
tutorial-reveal = La révélation : la plus forte gagne la carte faveur ; les perdants gagnent le don Valkyrie de leur dieu et augmentent sa colère.
tutorial-era = Une ère finit quand toutes les mains sont jouées. Après la troisième, le score.
tutorial-scoring = Score : chaque rune d'île vaut 6, 5 ou 4 et chaque rune de faveur 4, 3 ou 2, plus pour un dieu plus en colère. Le plus de points gagne.

## The status key (table.py)
status-resources = Ressources : { $resources }.

## Refus (refusals.py) : pourquoi une ligne n'est pas un coup maintenant ; les mots de commande restent tels quels
refuse-when-keep = Garder répond au draft, au début d'une ère.
refuse-when-play = Jouer répond à la question de votre tour : la carte à jouer.
refuse-when-sail = Naviguer est une action de chef : jouez une carte qui navigue, à votre tour.
refuse-when-deploy = Débarquer vient quand un navire entre dans un port.
refuse-when-loot = Piller vient quand un navire entre dans le port d'un village.
refuse-when-explore = Explorer est une action de chef : jouez une carte qui explore, à votre tour.
refuse-when-harvest = Récolter est une action de chef : jouez une carte qui récolte, à votre tour.
refuse-when-build = Construire est une action de chef : jouez une carte qui construit, à votre tour.
refuse-when-remove = Retirer est une action de chef ou de rune : jouez une carte qui retire, à votre tour.
refuse-when-trade = Échanger est une action de rune : quand vous jouez une carte qui échange et avez ses runes, le jeu demande de le faire.
refuse-when-complete = Compléter vient à la fin de votre tour, avec un village pillé.
refuse-when-take = Prendre répond à une question sur une carte faveur, ou à une étape facultative.
refuse-when-discard = Défausser vient quand une action de rune vous fait piocher.
refuse-rune-action = { $known ->
        [yes] L'action de rune { DE($card) }
       *[no] Cette action de rune
    } : { $does }, pas { $verb }. Tapez oui pour { $does }, ou passer.
refuse-no-ship = Vous n'avez pas de navire.
refuse-no-settler = Vous n'avez aucun colon sur une île pour explorer.
refuse-no-settler-on = Vous n'avez aucun colon sur { $island } pour explorer.
refuse-settlers-are-on = Vos colons sont sur
refuse-all-full = Votre bois, nourriture et acier sont tous à { $most }, le maximum.
refuse-none-to-remove = Aucun colon d'un autre clan sur une île où vous avez une unité.
refuse-build = Construction impossible : { $why }.
refuse-build-none-left = { $unit ->
        [ship] plus aucun navire
        [temple] plus aucun temple
       *[other] plus aucun { $unit }
    } sur votre plateau de clan
refuse-build-cost = { $unit ->
        [ship] un navire
        [temple] un temple
       *[other] { $unit }
    } coûte { $cost } bois et vous en avez { $wood }
refuse-build-temple-where = un temple va sur une île où vous avez un colon, et vous n'en avez pas
refuse-build-ship-where = un navire va dans un fjord voisin de vos unités, et il n'y en a pas
refuse-not-in-hand = { $name } n'est pas dans votre main.
refuse-not-now = { $name } n'est pas un choix maintenant.
refuse-not-row-end = { $name } n'est pas au bout d'une rangée.
refuse-not-in-rows = { $name } n'est pas dans les rangées.
refuse-none-to-give = Vous n'avez pas { $res ->
        [steel] d'acier
       *[other] { DE($resource) }
    } à donner.
refuse-resource-most = Vous avez { $amount }, le maximum.
refuse-resource-not-now = Vous ne pouvez pas choisir { $resource } maintenant.
refuse-not-at-question = { $name } n'est pas un choix à cette question.
refuse-may-choose = Vous pouvez choisir
refuse-that = cela
refuse-did-you-mean = Vouliez-vous dire { $name } ?
refuse-not-choice = Pas un choix maintenant : { $said }
refuse-not-choice-meant = Pas un choix maintenant : { $said } Vouliez-vous dire { $name } ?
refuse-not-choice-word = Pas un choix maintenant : { $said } Je ne connais pas le mot { $word }.

## Les lignes propres aux questions (queries.py)
look-yours = Vos îles : { $islands }. Vos navires : { $ships }.
island-which = Quelle île ? Tapez île et son nom, par exemple : île { $example }. Îles : { $islands }.
island-none-meant = Pas d'île { $said }. Vouliez-vous dire { $meant } ?
island-none = Pas d'île { $said }. Îles : { $islands }.

## Couleurs des clans (termes ; le nom d'un siège dans chaque ligne, ce que tape un joueur)
-colour-red = Rouge
    .gender = masc
-colour-blue = Bleu
    .gender = masc
-colour-green = Vert
    .gender = masc
-colour-yellow = Jaune
    .gender = masc

## Les mots de la session pour une réponse donnée en secret (core/definition.py ShellWords)
shell-secret = carte face cachée
shell-secrets = cartes face cachée
shell-reveal = la révélation du combat

## règles SUJET : le nom de chaque sujet, dit dans les listes et tapé (narration/rules_text.py)
rules-name-draft = draft
rules-name-turn = tour
rules-name-sail = naviguer
rules-name-deploy = débarquer
rules-name-loot = piller
rules-name-explore = explorer
rules-name-harvest = récolter
rules-name-build = construire
rules-name-runes = runes
rules-name-battle = combat
rules-name-rage = colère
rules-name-villages = villages
rules-name-scoring = décompte

## simulate (bots/simulate.py) : les lignes de statistiques propres à Tiny Epic Vikings
simulate-game = Jeu : Tiny Epic Vikings
simulate-title = Tiny Epic Vikings
simulate-mean-winning-score = Score gagnant moyen
simulate-no-winner = Partie { $game }, graine { $seed }, finie sans gagnant.
simulate-no-option = Tiny Epic Vikings n'a pas d'option { $option }.
simulate-one-ruleset = Tiny Epic Vikings n'a qu'un jeu de règles ; retirez --rules.
