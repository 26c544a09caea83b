# Tiny Epic Kingdoms, en français. Variables : $subject (« Vous » ou le nom du siège), $who (le nom du
# siège), $you (yes quand la ligne parle du joueur qui écoute), $elision (yes quand le nom du siège
# commence par une voyelle : « d'Orange »). Lignes courtes, le mot important d'abord.

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
           *[no] de { $who }
        }
    }
whose-title = { $you ->
        [yes] Votre meeple
       *[no] Le meeple { $elision ->
            [yes] d'{ $who }
           *[no] de { $who }
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
       *[no] de { $who }
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
    } { $action } au lieu de { $instead }, par pouvoir de faction.
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
ruins-lost-many = { $n } meeples { whose } dans les ruines, { $where }, sont perdus avant le décompte.
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
    } la couronne à { $loser }.
dragon-used = Antre du dragon. { $subject } { $you ->
        [yes] ramenez
       *[no] ramène
    } la tour { $whose } au niveau { $tower } ; le meeple se replie sans frais.
church-used = Église. { whose-title }, venu de { $origin }, s'abrite dans { $where } ; l'église est épuisée.
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
dummy-rolled-turning = Le Mannequin fait { $roll }, { $side } : on tourne à { $face }, { $action }.
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
    } le meeple gris de { $where }.
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
choose-start = Mise en place. Choisissez la région de { $side } pour vos 2 premiers meeples.
choose-resources = Mise en place. Choisissez vos 6 ressources de départ, ou dites par exemple : resources 2 mana 2 ore 2 food.
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
trade-amount = Combien de { $give } contre { $get } ?
trade-amount2 = Combien de { $give } aussi contre { $get } ? 0 pour aucun.
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
       *[no] de { $loser }
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
region-head = { $name } : { $type }, région { $number } de { $side }, { $direction }.
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
           *[no] de { $who }
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
rule-full = Plus de place à { $region } : { $n } meeples, le maximum pour une région.
rule-last-meeple-enter = Votre dernier meeple ne peut pas aller à { $region } : un autre joueur y est.
rule-grey-attack = Attaquer le meeple gris à { $region } demande un dé de guerre payable d'au moins le nombre de meeples gris en jeu.
rule-last-meeple-held = { $region } abrite le dernier meeple { $elision ->
        [yes] d'{ $seat }
       *[no] de { $seat }
    }, qui ne peut pas être attaqué.
rule-patrol-not-next = { $there } n'est pas à côté { $here_elides ->
        [yes] d'{ $here }
       *[no] de { $here }
    } sur la même carte : une patrouille avance d'une région, sans traverser eau ni escarpements.
rule-quest-not-edge = { $here } n'est pas au bord de sa carte : une quête part d'une région du bord.
rule-quest-not-other-edge = { $there } n'est pas au bord d'une autre carte : une quête va d'un bord à un autre.
rule-none-can-move = Aucun de vos meeples ne peut partir en { action-name } : aucun n'a de région où aller.
rule-none-can-move-because = Aucun de vos meeples ne peut partir en { action-name } : { $reasons }.
rule-part-searching = votre meeple à { $region } fouille les ruines
rule-part-none-to-go = aucun n'a de région où aller
rule-retreat-nowhere = Aucune région voisine libre pour le repli.
rule-retreat-food = Le repli coûte { $cost } nourriture, 1 par meeple en jeu ; vous en avez { $have }.
rule-retreat-not-next = { $there } n'est pas à côté { $here_elides ->
        [yes] d'{ $here }
       *[no] de { $here }
    } : un repli va dans une région voisine.
rule-retreat-held = { $there } a un meeple { $seat } : un repli ne peut pas lancer une autre guerre.
rule-no-meeple-in = Vous n'avez aucun meeple à { $region }.
rule-searching = Votre meeple à { $region } fouille les ruines et ne peut pas bouger ; une patrouille peut le relever.
rule-nowhere = Votre meeple à { $region } ne peut aller nulle part en { action-name } : { $reasons }.
rule-expand-no-meeple = Vous n'avez aucun meeple à { $region } : l'expansion ajoute un meeple à côté d'un de vos meeples seuls.
rule-expand-not-alone = Votre meeple à { $region } n'est pas seul : l'expansion ajoute un meeple à côté d'un meeple seul.
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
refuse-not-in-reach = Pas de { $phrase } à portée de { action-name }.
refuse-not-in-reach-from = Pas de { $phrase } à portée de { action-name } depuis { $origin }.
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
refuse-move-from-to = de { $origin } à { $dests }
refuse-move-from = de { $origin }
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
refuse-no-meeple-that-can = Vous n'avez aucun meeple à { $origin } qui peut partir en { action-name }.
refuse-none-next-to = Aucun de vos meeples n'est à côté { $elision ->
        [yes] d'{ $dest }
       *[no] de { $dest }
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
