# Tiny Epic Kingdoms, English: the reference language (every other language falls back here, line by line).
# Variables every narration line may use: $subject ("You" or the seat's name), $who (the seat's name),
# $you (yes when the line is about the viewer: pick the verb form with it). Numbers come as numbers.
# Keep lines short, most important word first (docs/accessibility.md).

## Faction names (data/factions: the terms -faction-ID; a faction from a player's own file is said as its file names it)
-faction-dwarves = Dwarves
    .gender = masc
-faction-elves = Elves
    .gender = masc
-faction-humans = Humans
    .gender = masc
-faction-orcs = Orcs
    .gender = masc
-faction-emberkin = Emberkin
    .gender = masc
-faction-fenwardens = Fenwardens
    .gender = masc
-faction-hearthfolk = Hearthfolk
    .gender = masc
-faction-roadwardens = Roadwardens
    .gender = masc
# who a player is at an online table, as said when they sit or come back (online.py)
online-seat = { $who }, { $faction }

## check-data (userdata.py): a player's own faction or territory file checked
check-found = { $count } { $kind ->
        [faction] { $count ->
            [one] faction
           *[other] factions
        }
       *[other] { $count ->
            [one] { $kind }
           *[other] sides
        }
    }: { $names }
check-problems = { $path }: { $count } { $count ->
        [one] problem
       *[other] problems
    }:
check-no-problems = { $path }: no problems. { $summary }.

## Braille sheets (games/tek/braille): the kit, the territories, the map keys
brl-type = { $type ->
        [capital] capital city
        [crags] crags
        [forest] forest
        [mountain] mountain
        [plains] plains
        [ruins] ruins
        [water] water
       *[other] { $type }
    }
brl-side-title = { $name }, card { $card } side { $face }
brl-none = none
brl-region-head = { $number } { $name }, { $type }, { $direction }
brl-region-impassable = { $head }: impassable.
brl-region-neighbours = { $head }. Neighbours: { $names }.
brl-on-edge = On the card edge.
brl-not-on-edge = Not on the card edge.
brl-next-to-water = Next to water.
brl-not-next-to-water = Not next to water.
brl-river-borders = River borders: { $names }.
brl-no-river-borders = No river borders.
brl-territories = Territories
brl-territories-what = tactile maps of the territory cards
brl-territories-intro = { $n } territory sides. For each side: a key, then the tactile map, then its regions in text. The region numbers on the maps are the numbers the game uses.
brl-map-prefix = Map: { $title }
brl-map-too-small = These pages are too small for the tactile map; the regions follow in text.
brl-key = Key
brl-key-intro = The map follows the key. North is at the top.
brl-regions-of = Regions: { $side }
brl-no-rivers = No rivers on this side.
brl-edge-sample = card edge: a heavy line of full cells, the frame of the map
brl-wall-sample = wall: a thin line between two regions, across and down
brl-river-sample = river: a broken line, no patrol across it
brl-no-texture = { $what }. No texture: the area is blank inside its walls.
brl-too-small = { $what }: too small for its texture, a blank area with its label inside its walls.
brl-label = { $name }, { $type }
brl-label-impassable = { $name }, { $type }, impassable
brl-part = { $where ->
        [west] west part
        [east] east part
        [north] north part
        [south] south part
        [north-west] north-west part
        [north-east] north-east part
        [south-west] south-west part
        [south-east] south-east part
        [middle-west] middle-west part
        [middle-east] middle-east part
       *[other] { $where } part
    }
brl-part-of-card = { $where } of the card
brl-parts-note = The map is drawn in { $n } parts, one a page: the { $names }; the heavy frame of each part is the card edge or the cut. A region on a cut is in each part it reaches, with its label in each.
brl-parts-and = { $head } and the { $last }
brl-parts-separator = {", the "}
brl-kit-title = Braille kit key
brl-kit-what = accessibility kit
brl-kit-intro = Codes on the stickers of the accessibility kit, in contracted braille, UEB grade 2. Every code fits in two cells.
brl-kit-tiles = Exploration tiles
brl-kit-colours = Player colours
brl-kit-colours-note = One sticker for each meeple, the tower token and the research token of that colour.
brl-kit-code = { $code ->
        [camp] camp
        [crown] crown
        [treasure] treasure
        [blank] blank
        [church] church
        [fort] fort
        [bandits] bandits
        [dragons_lair] dragon's lair
        [town] town
        [white] white
        [blue] blue
        [purple] purple
        [orange] orange
        [black] black
       *[other] { $code }
    }
brl-kit-strips = Sticker strips
brl-kit-strips-intro = Each code has its name on a line, then its strips on the lines under it: the code as it is on the stickers, with blank cells to cut between. A colour has a strip of 7 for the meeples and a strip of 2 for the tower and research tokens. A blank line parts one code's strips from the next.
brl-kit-dice = War dice faces
brl-kit-dice-intro = The two war dice have twelve faces each: the white flag and the numbers 1 to 11, written without the numeric indicator so that each face is at most two cells. Cut out one set of faces for each die.
brl-kit-flag = the white flag face, an offer of peace. The line under a face is its bottom edge, so the face reads the right way up.
brl-kit-number = a number face, here 11, written without the numeric indicator: a to i for 1 to 9, aj for 10, aa for 11.
brl-kit-faces-note = Cut out, row by row: the white flag face, then the number faces 1 to 11, each over its bottom edge. These are cells to feel, not words.
brl-kit-die = Die { $n }
brl-factions = Factions
brl-factions-what = faction cards
brl-factions-intro = { $n } factions, each with the five levels of its magic.
brl-faction-origin = { $origin ->
        [canon] A faction card of the game.
        [original] A faction made for this project, not a card of the game.
       *[other] Origin: { $origin }.
    }
brl-faction-level = Level { $level }: { $text }
brl-sheet = { $sheet ->
        [kit] kit key, sticker strips, war dice faces
        [territories] tactile maps and region lists of every territory side
        [reference] rules reference
        [factions] faction cards with their magic levels
       *[solo] solo layout: the compass between the two cards, the clock hours
    }
brl-sheets-said = Sheets

## Braille: the solo layout (games/tek/braille/solo_sheet.py)
brl-solo-head = Solo layout
brl-solo-what = the solo game's layout
brl-solo-title = The solo game
brl-solo-intro = An example layout: the Dummy on { $north }, you on { $south }. The braille board of a solo game (`tek-access braille --board SAVE`, or the braille command in play) ends with the layout of its own cards.
brl-solo-half = { $half ->
        [north] north
       *[south] south
    }
brl-solo-map-long = Solo layout, { $half }: { $title }
brl-solo-map-short = Solo, { $half }: { $title }
brl-solo-key = Key: solo layout, { $half }
brl-solo-whose = { $whose ->
        [dummy] the Dummy's card
       *[yours] your card
    }
brl-solo-key-intro = The map of { $whose }, { $name }, follows this key. North is at the top.
brl-solo-parts-dial = { $note } The compass cell and its dial stand with the part on the { $edge } edge that holds the compass.
brl-solo-compass = the compass cell, between the two cards, a blank cell all round
brl-solo-hours = the clock hours stand round the compass cell, outside the card, each the letter h and its number: { $hours } and { $last } { $where ->
        [beside] beside
        [over] over
       *[under] under
    } it. Region numbers stand inside the card, without the letter h.
brl-solo-hour = hour { $hour }
brl-solo-region = { $name }, { $type }, toward hour { $hour }
brl-solo-region-impassable = { $name }, { $type }, impassable
brl-solo-layout = The Dummy's card, { $north }, lies north; yours, { $south }, south; the compass cell lies between them, each card centred on it. The compass hand points from the compass cell like a clock: 12 north toward the Dummy's card, 3 east, 6 south toward yours, 9 west.
brl-solo-two-maps = Two maps follow, each after its own key: the Dummy's card with the compass cell under it, and yours with the compass cell over it. Then the hours in text.
brl-solo-hours-heading = The hours from the compass cell
brl-solo-too-short = These pages are too short for the solo layout maps; the hours are here in text.
brl-solo-hours-intro = For each hour, the regions the hand crosses from the compass cell, nearest first. By day the Dummy takes the nearest it may, by night the farthest; a hand that meets none it may take turns on clockwise.
brl-solo-hour-head = Hour { $hour }{ $direction ->
        [none] {""}
       *[other] , { $direction }
    }
brl-solo-hour-none = { $head }: no region; the hand turns on clockwise.
brl-solo-hour-on = on { $whose }, { $regions }
brl-solo-hour-then = {", then "}
brl-solo-hour-line = { $head }: { $parts }.

## Braille: the board in play (games/tek/braille/board.py)
brl-board-head = Board, turn { $turn }
brl-board-what = the board in play
brl-table = Table, turn { $turn }
brl-active = Active player: { $name }.
brl-action-card = Action card
brl-action-state = { $action ->
        [patrol] Patrol
        [quest] Quest
        [build] Build
        [research] Research
        [expand] Expand
       *[trade] Trade
    }: { $shield ->
        [yes] shield on it, taken this round.
       *[no] open.
    }
brl-players = { $n } players
brl-player = { $name }: { $faction }, home { $home }. Mana { $mana }, ore { $ore }, food { $food }. Tower level { $tower }. Magic level { $magic }. Meeples in play: { $meeples }.{ $crown ->
        [yes] {" "}Holds the crown.
       *[no] {""}
    }
brl-alliances-heading = Alliances, crown, end
brl-alliances = Alliances: { $pairs }.
brl-alliance-pair = { $a } and { $b }
brl-crown-held = Crown: held by { $name }.
brl-crown-none = Crown: nobody holds it.
brl-end-over = End of the game: the game is over.
brl-end-triggered = End of the game: triggered; the game ends when this round is over.
brl-end-not = End of the game: not triggered yet.
brl-maps-key = Key of the board maps
brl-maps-key-intro = Each map is a territory card in play, north at the top. A region's number is its label; under it stand the token there, then the meeples there, a blank cell apart.
brl-maps-missing = These pages are too small for the tactile maps of { $names }; who is where follows in text.
brl-side-note = { $side }: { $note }
brl-left-out = { $side }: on pages this small the pieces of { $n ->
        [one] region
       *[other] regions
    } { $numbers } do not fit the map; they are in the list after it.
brl-meeple-of = { $name } meeple
brl-grey-meeple = grey meeple of the Lost Kingdom
brl-token-hidden = exploration token, face down
brl-token-of = { $token } token
brl-who-is-where = Who is where: { $side }
brl-home-of = Home of { $names }.
brl-region-blocked = { $number } { $name }, { $type }: impassable.
brl-region-pieces = { $number } { $name }, { $type }:
brl-empty = empty
brl-searching = searching
brl-token-here = . Token: { $token }
brl-face-down = face down

## Braille: the rules reference (reference.toml gives the order; sources 000 and rulings.md)
# Never put two numbers side by side with only a space between them: braille joins them into one number.
brl-reference-head = Rules reference
brl-reference-what = rules reference
brl-tower-level = Level { $level }: costs { $cost } ore, { $vp } VP.
brl-ref-intro = Tiny Epic Kingdoms: rules reference
brl-ref-intro-p1 = A summary of the rules for the table, from the rulebook. Most victory points, VP, wins.
brl-ref-turn = The turn
brl-ref-turn-p1 = The active player takes five steps:
brl-ref-turn-p2-1 = 1. If all five shield tokens are on the action card, clear the card.
brl-ref-turn-p2-2 = 2. Select an action that has no shield on it, place a shield there and say which.
brl-ref-turn-p2-3 = 3. The active player takes the action or does nothing. Then clockwise each other player takes the action or collects resources.
brl-ref-turn-p2-4 = 4. Check the end of game conditions.
brl-ref-turn-p2-5 = 5. Pass the active player token clockwise.
brl-ref-turn-p3 = With five players, the player who clears the action card is skipped: the token passes on and no action is taken that turn.
brl-ref-actions = The six actions
brl-ref-actions-p1-1 = Patrol: move one meeple to an adjacent region on the same territory card. Not across water, rivers or crags.
brl-ref-actions-p1-2 = Quest: move one meeple from a region on the edge of its card to an edge region of any other card. Neither region may be water or crags.
brl-ref-actions-p1-3 = Build: pay ore equal to your next tower level and move your tower token up one level. One level per action.
brl-ref-actions-p1-4 = Research: pay mana equal to your next magic level and move your research token up one level. One level per action.
brl-ref-actions-p1-5 = Expand: add a meeple to a region where you have exactly one meeple, and pay food equal to your meeples in play after it.
brl-ref-actions-p1-6 = Trade: once per action, turn any number of one resource into the same number of another.
brl-ref-actions-p2 = Movement: at most two meeples, of any colours, share a region. Never enter a region holding an opponent's last meeple in play, and never use your last meeple to enter a region held by an opponent. Moving into a region with another player's meeple starts a war.
brl-ref-collect = Collecting resources
brl-ref-collect-p1 = Instead of the action, a player who is not active may collect: one resource for each region they occupy, whatever the number of meeples there.
brl-ref-collect-p2-1 = Forest: mana.
brl-ref-collect-p2-2 = Mountain: ore.
brl-ref-collect-p2-3 = Plains: food.
brl-ref-collect-p2-4 = Capital city: nothing.
brl-ref-collect-p2-5 = Ruins: a searching meeple collects one resource of your choice.
brl-ref-collect-p3 = Each resource is capped at 9. With only one meeple in play you also gain one resource of your choice.
brl-ref-regions = Other regions
brl-ref-regions-p1-1 = Water and crags: impassable, never occupied.
brl-ref-regions-p1-2 = Rivers: impassable; regions split by a river are not adjacent.
brl-ref-regions-p1-3 = Capital city: worth 2 VP at the end to its sole holder, or 1 VP to each of two allies sharing it.
brl-ref-regions-p1-4 = Ruins: a meeple that enters or expands into ruins is knocked over to search and cannot move. A patrol may stand it up instead of moving. Meeples in ruins are removed before scoring.
brl-ref-war = War
brl-ref-war-p1-1 = Set: attacker and defender each set a war die in secret, to the white flag or to a war cost from 1 to 11. You must be able to pay the cost with resources and ability bonuses.
brl-ref-war-p1-2 = Reveal: both dice together. The higher war cost wins the region. A tie goes to the defender. Two white flags make an alliance.
brl-ref-war-p1-3 = Resolve: both players pay their war cost, minus their war cost abilities. The loser retreats or returns the meeple to supply.
brl-ref-war-p2 = War rates: mana is worth 2, ore 1, food 0.
brl-ref-war-p3 = Retreat: after paying, the loser may pay food equal to their meeples in play to move the meeple to an adjacent region with room and no other player's meeple. A retreat never starts a war. Without such a region or the food, the meeple returns to supply.
brl-ref-alliances = Alliances
brl-ref-alliances-p1 = Two white flags: both meeples stay and both players enjoy the region. Allies may move out of an allied region without penalty; with no allied region left, the alliance ends. There are no alliances in a two player game.
brl-ref-alliances-p2 = Breaking an alliance: a player who starts a war with an ally and does not offer peace puts every shared region at stake. The winner takes all of them; the loser retreats each meeple there, paying for each, or loses it. If the loser would lose their last meeple and cannot retreat one, they keep one meeple and place it in the nearest unoccupied region.
brl-ref-tower = Tower
brl-ref-tower-p1 = Level n costs n ore. VP at the end of the game by tower level:
brl-ref-magic = Magic
brl-ref-magic-p1 = Level n costs n mana. You gain 1 VP per magic level reached, plus your faction's level 5 bonus. Each level adds its ability to those you have.
brl-ref-magic-p2-1 = Level 1: costs 1 mana, 1 VP.
brl-ref-magic-p2-2 = Level 2: costs 2 mana, 2 VP in all.
brl-ref-magic-p2-3 = Level 3: costs 3 mana, 3 VP in all.
brl-ref-magic-p2-4 = Level 4: costs 4 mana, 4 VP in all.
brl-ref-magic-p2-5 = Level 5: costs 5 mana, 5 VP in all, plus the level 5 bonus.
brl-ref-end = End of the game
brl-ref-end-p1 = The end is triggered when, after everyone has acted, any player has:
brl-ref-end-p2-1 = all 7 meeples in play;
brl-ref-end-p2-2 = built level 6 of the tower;
brl-ref-end-p2-3 = reached magic level 5.
brl-ref-end-p3 = The trigger cannot be undone. Play goes on until the action card is next cleared; then the game ends at once.
brl-ref-scoring = Scoring
brl-ref-scoring-p1-1 = Meeples: 1 VP for each meeple in play, not counting those in ruins.
brl-ref-scoring-p1-2 = Magic: 1 VP per level, plus any level 5 bonus.
brl-ref-scoring-p1-3 = Tower: VP from the tower table.
brl-ref-scoring-p1-4 = Capital cities: 2 VP for sole control, 1 VP for allied control.
brl-ref-scoring-p2 = Ties are broken in this order: most meeples in play, then highest tower level, then highest magic level, then most resources in total. If still tied, the game is a tie.
brl-ref-two = Two players
brl-ref-two-p1 = Add a third territory card, the Lost Kingdom, in the middle, with a neutral meeple of an unused colour in each region. To take a neutral region, start a war and pay a war cost at least equal to the neutral meeples in play; you cannot start that war if you cannot pay it. Keep each neutral meeple you remove. At the end, 1 VP for each region you hold in the Lost Kingdom and 1 VP for each neutral meeple captured. No alliances.
brl-ref-tokens = Exploration tokens, optional
brl-ref-tokens-p1 = One face down token on each region without starting meeples, never on water or crags. Reveal it when a meeple moves in. The kit key lists the braille codes.
brl-ref-tokens-p2-1 = Crown: keep it, 2 VP at the end; give it to whoever beats you in war.
brl-ref-tokens-p2-2 = Treasure: gain two resources of your choice, then discard it.
brl-ref-tokens-p2-3 = Bandits: pay two resources of your choice or return the meeple to supply, then discard it.
brl-ref-tokens-p2-4 = Dragon's lair: stays. Its holder, on winning any war, may drop the loser one tower level instead; the loser's meeple retreats free or returns to supply.
brl-ref-tokens-p2-5 = Camp: stays. The region gives its holder one more resource of its type.
brl-ref-tokens-p2-6 = Fort: stays. Its holder pays 2 less war cost when attacking.
brl-ref-tokens-p2-7 = Town: stays. The region is worth 1 more VP at the end.
brl-ref-tokens-p2-8 = Church: stays. Once, its holder may put a meeple lost in war here instead, unless two meeples are already here.
brl-ref-tokens-p2-9 = Blank: nothing; discard it.

## Words: resources, regions, tokens (000, Components)
resource-name = { $resource ->
        [mana] mana
        [ore] ore
        [food] food
       *[other] { $resource }
    }
resource-amount = { $n } { resource-name }
nothing = nothing
no-resource = no { resource-name }
region-type = { $type ->
        [capital] capital
        [crags] crags
        [forest] forest
        [mountain] mountain
        [plains] plains
        [ruins] ruins
        [water] water
       *[other] { $type }
    }
document = { $number ->
        [doc000] the Tiny Epic Kingdoms rulebook
        [doc001] the Tiny Epic microgame
        [doc002] the Ultra Tiny Epic Kingdoms rulebook
        [doc004] the Tiny Epic Kingdoms reference manual
       *[other] { $number }
    }
region-full = { $name }, { $type }, on { $side }
token-name = { $name }, braille { $code }
token-effect = { $token ->
        [crown] worth 2 VP; yielded to whoever defeats its holder in war
        [treasure] 2 resources of the finder's choice
        [bandits] an ambush: pay 2 resources or lose the meeple
        [dragons_lair] stays; its holder may drop a defeated player's tower a level instead of taking the meeple
        [camp] stays; 1 more resource of the region's type when collecting
        [fort] stays; its holder has -2 war cost when attacking
        [town] stays; 1 more VP at the end
        [church] stays; once, its holder may place a meeple lost in war here
        [blank] nothing
       *[other] {""}
    }
action-name = { $action ->
        [patrol] patrol
        [quest] quest
        [build] build
        [research] research
        [expand] expand
        [trade] trade
       *[other] { $action }
    }
action-title = { $action ->
        [patrol] Patrol
        [quest] Quest
        [build] Build
        [research] Research
        [expand] Expand
        [trade] Trade
       *[other] { $action }
    }
meeples = { $n ->
        [one] 1 meeple
       *[other] { $n } meeples
    }
whose = { $you ->
        [yes] your
       *[no] { $who }'s
    }
whose-title = { $you ->
        [yes] Your
       *[no] { $who }'s
    }
object = { $you ->
        [yes] you
       *[no] { $who }
    }

## Set-up and the turn (000, Setup; Playing the game)
home-chosen = { $subject } { $you ->
        [yes] choose
       *[no] chooses
    } { $side } as home territory.
start-placed = { $subject } { $you ->
        [yes] place
       *[no] places
    } 2 meeples in { $where }.
resources-set = { $subject } { $you ->
        [yes] start
       *[no] starts
    } with { $amounts }.
game-started = Game begins. { $players } players. { $subject } { $you ->
        [yes] go
       *[no] goes
    } first.
game-started-seat = { $subject }: { $faction }, home { $side }.
turn-started-you = Your turn. Turn { $turn }.
turn-started = { $who }'s turn. Turn { $turn }.
shields-cleared = Action card cleared. All six actions are open.
turn-skipped = Skipped. { $subject } cleared the action card and { $you ->
        [yes] take
       *[no] takes
    } no action this turn.
action-selected-brief = { $title }, selected by { object }.
action-selected = { $title }. { $subject } { $you ->
        [yes] select
       *[no] selects
    } { $action }.
shields-left = { $n ->
        [one] 1 shield
       *[other] { $n } shields
    } left before the card clears.
passed = { $subject } { $you ->
        [yes] do
       *[no] does
    } nothing.
substituted = { $subject } { $you ->
        [yes] take
       *[no] takes
    } { $action } instead of { $instead }, by faction ability.
collected = { $subject } { $you ->
        [yes] collect
       *[no] collects
    } { $got }.
collected-capped = { $capped } lost at the cap of 9.
collected-choices = Plus { $n ->
        [one] 1 resource
       *[other] { $n } resources
    } of { $you ->
        [yes] your
       *[no] their
    } choice.
resource-chosen = { $subject } { $you ->
        [yes] take
       *[no] takes
    } 1 { $resource } { $why ->
        [ruins] from searching { $where }
        [last_meeple] as the last-meeple bonus
        [treasure] from the treasure
       *[other] {""}
    }.
end-triggered = End triggered. { $subject } { $you ->
        [yes] have
       *[no] has
    } { $reason ->
        [meeples] all 7 meeples in play
        [tower] built the 6th tower level
       *[magic] mastered all 5 magic levels
    }. The game ends when the action card is next cleared.
ruins-lost-many = { $n } of { whose } meeples in the ruins of { $where } are lost before scoring.
ruins-lost = { whose-title } meeple in the ruins of { $where } is lost before scoring.

## Actions (000, The actions)
moved-brief = { $subject }: { $action } to { $dest }.
moved = { $subject } { $action ->
        [quest] { $you ->
            [yes] quest
           *[no] quests
        }
       *[patrol] { $you ->
            [yes] patrol
           *[no] patrols
        }
    } from { $origin } to { $dest }.
moved-quest = { $subject } { $you ->
        [yes] quest
       *[no] quests
    } from { $origin } to { $dest } on { $side }.
searching = Searching. { whose-title } meeple is knocked over in the ruins of { $where }.
stood-up = { $subject } { $you ->
        [yes] stand
       *[no] stands
    } up the meeple in { $where }.
ability-gain = { $subject } { $you ->
        [yes] gain
       *[no] gains
    } { $amount } by faction ability.
built = { $subject } { $you ->
        [yes] build
       *[no] builds
    } tower level { $level } for { $paid }.
researched = { $subject } { $you ->
        [yes] learn
       *[no] learns
    } magic level { $level } for { $paid }.
expanded = { $subject } { $you ->
        [yes] expand
       *[no] expands
    } into { $where } for { $paid }. { $meeples } in play.
traded = { $subject } { $you ->
        [yes] trade
       *[no] trades
    } { $gave } for { $got }.
traded-bonus = { $subject } { $you ->
        [yes] trade
       *[no] trades
    } { $gave } for { $got }, plus { $bonus } by faction ability.

## The Lost Kingdom and exploration tokens (000, Two players; Exploration tokens)
lost-kingdom = Lost Kingdom: { $side }, with a grey neutral meeple on each of its { $meeples } regions.
tokens-placed = Exploration tokens: { $count } placed face down. Say tokens to hear where.
token-revealed-brief = { $token }. { $subject } { $you ->
        [yes] find
       *[no] finds
    } it in { $where }.
token-revealed = { $token }. { $subject } { $you ->
        [yes] find
       *[no] finds
    } it in { $where }: { $effect }.
bandits-paid = { $subject } { $you ->
        [yes] pay
       *[no] pays
    } the bandits { $paid }.
crown-taken = Crown. { $subject } { $you ->
        [yes] take
       *[no] takes
    } the crown from { $loser }.
dragon-used = Dragon's lair. { $subject } { $you ->
        [yes] drop
       *[no] drops
    } { $whose } tower to level { $tower }; the meeple retreats for free.
church-used = Church. { whose-title } meeple from { $origin } shelters in { $where }; the church is used up.
captured = Captive taken. { $subject } now { $you ->
        [yes] hold
       *[no] holds
    } { $n ->
        [one] 1 neutral meeple
       *[other] { $n } neutral meeples
    }, 1 VP each.

## War (000, War)
war-declared-defended = War. { $subject } { $you ->
        [yes] attack
       *[no] attacks
    } the neutral grey meeple in { $where }; { $defender } { $defender_you ->
        [yes] defend it with your
       *[no] defends it with their
    } own resources. Both set a war die in secret.
war-declared-neutral = War. { $subject } { $you ->
        [yes] attack
       *[no] attacks
    } the Lost Kingdom's grey meeple in { $where }. War cost: at least { $need }.
war-declared-on-you = War. { $attacker } attacks your meeple in { $where }.
war-declared-by-you = War. You attack { $defender } in { $where }.
war-declared = War. { $attacker } attacks { $defender } in { $where }.
war-declared-allied = They are allies: unless both show the white flag, the alliance breaks.
war-declared-secret = Both set a war die in secret.
war-die-set = { $who } has set the war die.
war-die-flag = You show the white flag. Locked.
war-die-chosen = You set your war die to { $value }, paying { $paid }. Locked.
war-die-value = { $value ->
        [0] white flag
       *[other] { $value }
    }
war-revealed = War dice revealed. { $attacker }: { $attacker_die }. { $defender }: { $defender_die }.
war-boosted = { $subject } { $you ->
        [yes] spend
       *[no] spends
    } 1 more { $resource } after the reveal for { $bonus } more: total { $total }.
war-paid = { $subject } { $you ->
        [yes] pay
       *[no] pays
    } { $paid } for the war.
war-score = { $how ->
        [solo_you] tied at { $at }, the Dummy's cost matched, so you win
        [solo_defender] tied at { $at }, the defender wins ties
        [defender] tied at { $at }, the defender wins ties
        [ability] tied at { $at }, won by faction ability
       *[other] { $high } to { $low }
    }
war-won-neutral = { $subject } { $you ->
        [yes] take
       *[no] takes
    } { $where } from the Lost Kingdom with a war cost of { $at }.
war-won-you = Victory. You win the war for { $where }, { $score }.
war-lost-you = Defeat. { $winner } wins the war for { $where }, { $score }.
war-won = { $winner } wins the war for { $where } against { $loser }, { $score }.
retreated = { $subject } { $you ->
        [yes] retreat
       *[no] retreats
    } from { $origin } to { $where } for { $paid }.
meeple-lost = { $subject } { $you ->
        [yes] lose
       *[no] loses
    } the meeple in { $where }; it returns to supply.
meeple-lost-no-room = No neighbouring region was free to retreat to.
meeple-lost-food = Retreat needs { $cost } food, one per meeple in play; { $you ->
        [yes] you had
       *[no] { $who } had
    } { $food }.
free-placement = { $subject } { $you ->
        [yes] keep
       *[no] keeps
    } one meeple for free, placed in { $where }.

## Alliances (000, Alliances)
alliance-formed = Alliance. { $names } both show the white flag and share { $where }.
alliance-broken = Alliance broken between { $first } and { $second }.
alliance-claimed = { $subject } { $you ->
        [yes] claim
       *[no] claims
    } { $n ->
        [one] 1 shared region
       *[other] { $n } shared regions
    }.
alliance-ended = Alliance over. { $names } no longer share a region.

## Solo: the Dummy and the compass card (002, Solo Play Rules)
dummy-placed = Dummy places a meeple in { $regions }. The compass card lies between the cards, day side up.
compass-side = { $side ->
        [night] night
       *[day] day
    }
dummy-rolled-follow = Dummy rolls { $roll }, { $side }: takes your { $action }.
dummy-rolled-retreat = Dummy rolls { $roll }, { $side }: to retreat.
dummy-rolled-turning = Dummy rolls { $roll }, { $side }: turning to { $face }, { $action }.
dummy-rolled = Dummy rolls { $roll }, { $side }: { $action }.
dummy-verb = { $action ->
        [patrol] patrols
        [quest] quests
        [expand] expands
        [retreat] retreats
       *[other] { $action }
    }
dummy-hand = Dummy's hand points { $roll }
dummy-hand-turning = Dummy's hand points { $roll }, turning to { $hour }
dummy-move = { $hand }: { $verb } from { $origin } to { $dest }
dummy-into = { $hand }: { $verb } into { $dest }
dummy-found = { $text }; its meeple was found at { $hour }
dummy-unable = Dummy cannot { $action }; it collects instead.
dummy-traded = Dummy trades: gains { $gained }.
dummy-war-cost = Dummy's war cost: { $value }, { $side ->
        [day] twice its
       *[night] equal to its
    } { $meeples } in play by { compass-side }. Set your war die to { $value } or more to win; the Dummy never pays.
compass-flipped = { $side ->
        [night] Night
       *[day] Day
    }: the compass card turns to { compass-side }.
compass-flipped-gained = Dummy gains { $gained }.
neutral-removed = { $subject } { $you ->
        [yes] remove
       *[no] removes
    } the grey meeple from { $where }.
compass-none = Compass: no compass in this game. It is used in a solo game: play --solo.
compass-now = Compass: { compass-side }. Regions are chosen { $side ->
        [night] farthest from
       *[day] closest to
    } the compass.
compass-no-roll = Dummy has not rolled yet.

## Questions and numbered choices (prompts)
game-over = The game is over.
choices-count = { $n ->
        [one] 1 choice
       *[other] { $n } choices
    }:
choice-line = { $n }. { $label }
action-hint = { $action ->
        [patrol] move a meeple to an adjacent region
        [quest] move a meeple from an edge region to another card
        [build] pay ore for the next tower level
        [research] pay mana for the next magic level
        [expand] pay food to add a meeple beside a lone one
       *[trade] swap any number of one resource for another
    }
resource-title = { $resource ->
        [mana] Mana
        [ore] Ore
        [food] Food
       *[other] { $resource }
    }
region-label = { $name }, { $type }
resource-label = { $resource }, you have { $have }
side-label = { $name }: { $types }
resources-suggested = { $amounts }, suggested for first games
choose-side = Setup. Choose your home territory: a side of card { $card }.
choose-start = Setup. Choose the region of { $side } for your 2 starting meeples.
choose-resources = Setup. Choose your 6 starting resources, or say for example: resources 2 mana 2 ore 2 food.
respond-yours = { $title }. Take it or do nothing?
respond = { $title }, selected by { $who }. Take it or collect?
respond-instead = { $title } instead, by faction ability
respond-take = Take { $action }{ $hint }
cost-build = : level { $level } for { $cost } ore
cost-research = : level { $level } for { $cost } mana
cost-expand = : { $cost } food
respond-collect = Collect: { $got }
respond-free = { $n ->
        [one] 1 resource
       *[other] { $n } resources
    } of your choice
respond-got-and-free = { $got } and { $free }
respond-nothing = Do nothing
select-label = { $title }: { $hint }
select-others = { $text }. For the others only: { $why }
select-others-cannot = { $text }. For the others only: you cannot take it now
select-action = Select an action.
collect-resource = Choose 1 resource for { $reason ->
        [treasure] the treasure
        [last_meeple] your last-meeple bonus
       *[other] searching the ruins
    }.
move-stand = Stand up the searching meeple in { $name }
move-only = Meeple in { $name }, only to { $to }
move-from = Meeple in { $name }
move-to-quest = { $label }, on { $side }
move-war = { $label }, war with { $foe }
move-war-ally = { $label }, war with { $foe } (ally)
move-which = { $title }. Which meeple?
move-where = { $title } from { $origin }. Where to?
expand-where = Expand for { $cost } food. Which region?
trade-give = Trade. Which resource do you give?
trade-get = Trade { $give }. Which resource do you get?
trade-amount = Trade how many { $give } for { $get }?
trade-amount2 = Also trade how many { $give } into { $get }? 0 for none.
war-die-question = War die, { $role ->
        [attacking] attacking
       *[defending] defending
    } against { $foe } in { $where }. Set it in secret: the white flag, or a war cost you can pay. You have { $have }.
war-die-flag-label = White flag: offer peace, pay nothing
war-die-cost-label = War cost { $value }, paying { $paid }
retreat-question = Defeat in { $where }. Retreat for { $cost } food, or return the meeple to supply?
return-to-supply = Return the meeple to supply
shelter-church = Shelter in the church in { $where }
retreat-to = Retreat to { $label }
boost-question = After the reveal: spend 1 more resource for a higher total?
boost-yes = Spend 1 more for a higher total
boost-no = Keep the total
loss-order = You lost the war. Which lost region do you resolve first?
free-placement-question = Your last meeple is kept for free. Place it in the nearest unoccupied region.
bandits-pay = Pay { $paid }
bandits-question = Bandits in { $where }. Pay 2 resources, or lose the meeple?
dragon-question = Dragon's lair. Drop { $loser }'s tower one level instead of taking the meeple? The meeple then retreats for free.
dragon-yes = Drop the tower a level
dragon-no = Take the meeple as usual

## The score (000, Scoring)
vp-label = { $kind ->
        [meeples] meeples in play
        [magic] magic level { $n }
        [tower] tower level { $n }
        [capitals] capital cities
        [bonus] { $faction } level 5 bonus
        [lost_kingdom] Lost Kingdom regions
        [captives] captives
        [crown] the crown
        [towns] towns
       *[other] { $label }
    }
vp-item = { $label }: { $vp } VP
tiebreaker = { $name ->
        [meeples] meeples in play
        [tower] tower level
        [magic] magic level
        [resources] total resources
       *[other] { $name }
    }
game-over-shared = Game over. Shared win: { $names }, { $vp } VP.
game-over-you = Game over. You win with { $vp } VP.
game-over-winner = Game over. { $who } wins with { $vp } VP.
tie-broken = Tie broken by { $by }.
scores-head = Scores, { $n } players:
score-line = { $subject }: { $vp } VP.
score-now = Score if the game ended now:

## Queries: regions, cards, tokens, players (describe)
empty = empty
occupant-yours = your { $n } { $n ->
        [one] meeple
       *[other] meeples
    }
occupant = { $n } { $who } { $n ->
        [one] meeple
       *[other] meeples
    }
occupant-searching = { $part }, { $all ->
        [yes] searching
       *[no] one searching
    }
occupants-at-war = { $text }, at war
occupants-allied = { $text }, allied
region-line = { $number }. { $name }, { $type }, { $direction }: { $occupants }
region-line-token = { $line }; { $token }
region-token-line = { $name }: { $token }.
token-face-down = a face-down exploration token
token-text = { $token } token: { $effect }
listed = { $lead }: { $names }.
listed-none = none
listed-part = { $lead }, part { $i } of { $n }: { $names }.
tokens-none = No exploration tokens in this game. Start one with --exploration.
tokens-hidden = Face-down tokens, { $n }
tokens-revealed = Revealed tokens on the board, { $n }:
tokens-revealed-none = Revealed tokens on the board: none.
crown-held = Crown: held by { object }, 2 VP.
region-head = { $name }: { $type }, region { $number } of { $side }, { $direction }.
impassable = Impassable.
region-occupants = Occupants: { $occupants }.
region-collect = Collect: 1 { $resource }.
region-capital = Collect: nothing. Worth 2 VP at the end, 1 VP each when allied.
region-ruins = Ruins: a meeple entering is knocked over and searches; a searching meeple collects 1 resource of your choice; meeples here are lost before scoring.
region-neighbours = Neighbours, { $n }: { $names }.
region-rivers = River to: { $names }.
region-edges = Card edge: { $edge ->
        [yes] yes, quest from here
       *[no] no
    }. Next to water: { $water ->
        [yes] yes
       *[no] no
    }.
region-token = Token: { $token }.
card-title = { $name }.
card-title-home = { $name }, { whose } home territory.
card-regions = { $n ->
        [one] 1 region
       *[other] { $n } regions
    }:
card-blocked-item = { $name }, { $type }, { $direction }
card-blocked = Impassable, { $n }: { $names }.
card-river = between { $a } and { $b }
card-rivers = Rivers, { $n }: { $names }.
map-cards = { $n ->
        [one] 1 territory card
       *[other] { $n } territory cards
    } in play.
no-resources = No resources
player-name-you = { $name }, you
player-line = { $name }: { $faction }. { $resources }. Tower { $tower }. Magic { $magic }. { $meeples } in play.
status-turn = Turn { $turn }. { $subject } { $you ->
        [yes] are
       *[no] is
    } the active player.
status-selected = Selected action: { $action }.
status-open = Open actions, { $n }: { $actions }.
status-end = End triggered: the game ends when the action card is next cleared.
status-alliance = { $a } and { $b }
status-alliances = Alliances: { $pairs }.
ruleset = Rules: { $name }, { $id }, from { $source }.
ruleset-solo = Solo against the Dummy; the compass shows { compass-side }.
resource-have = { resource-title }: { $n }
direction = { $direction ->
        [north] north
        [south] south
        [east] east
        [west] west
        [north-east] north-east
        [north-west] north-west
        [south-east] south-east
        [south-west] south-west
        [centre] centre
       *[other] { $direction }
    }

## The rules' reasons (games/tek/reasons.py): each English text is the pattern the rules' English reason is read
## by, so keep it word for word as the rules say it, with only text and variables (no selectors) in English.
## $why, $have and $reasons are reasons of their own; $resource and $action are ids; $sub, $Action, $Selected words.
rule-over = The game is over.
rule-not-a-choice = That is not one of the choices now.
rule-shielded = { $Action } is covered by a shield: each action is selected once until the action card clears.
rule-not-the-action = { $Action } is not the action now: { $Selected } was selected.
rule-cannot-take = You cannot { $action } now. { $why }
rule-tower-complete = Your tower is complete at level { $top }.
rule-tower-cost = Tower level { $level } costs { $cost } ore; { $have }.
rule-magic-top = Your magic is at level { $top }, the top.
rule-magic-cost = Magic level { $level } costs { $cost } mana; { $have }.
rule-meeples-all = All { $n } of your meeples are in play.
rule-expand-none-alone = Expand needs a region where your meeple stands alone; none of yours does.
rule-meeple-cost = Meeple { $n } costs { $cost } food; { $have }.
rule-trade-nothing = You have no resources to trade.
rule-trade-cap = Every trade would pass { $cap }: no resource may go above { $cap }.
rule-have = you have { $n }
rule-have-sub = you have { $n } { $resource } and { $m } { $sub } to use for it
rule-enter-never = { $region } cannot be entered: no meeple may stand there.
rule-full = { $region } is full: it holds { $n } meeples, the most a region may hold.
rule-last-meeple-enter = Your last meeple may not enter { $region }, a region another player holds.
rule-grey-attack = Attacking the grey meeple in { $region } needs a war die you can pay of at least the grey meeples in play.
rule-last-meeple-held = { $region } holds { $seat }'s last meeple, which may not be attacked.
rule-patrol-not-next = { $there } is not next to { $here } on the same card: a patrol moves one region, not across water or crags.
rule-quest-not-edge = { $here } is not an edge region: a quest leaves its card from an edge region.
rule-quest-not-other-edge = { $there } is not an edge region of another card: a quest goes to one.
rule-none-can-move = No meeple of yours can { $action }: none has a region to go to.
rule-none-can-move-because = No meeple of yours can { $action }: { $reasons }.
rule-part-searching = your meeple in { $region } is searching the ruins
rule-part-none-to-go = none has a region to go to
rule-retreat-nowhere = No neighbouring region is free to retreat to.
rule-retreat-food = Retreat needs { $cost } food, one per meeple in play; you have { $have }.
rule-retreat-not-next = { $there } is not next to { $here }: a retreat moves to a neighbouring region.
rule-retreat-held = { $there } holds a { $seat } meeple: a retreat may not start another war.
rule-no-meeple-in = You have no meeple in { $region }.
rule-searching = Your meeple in { $region } is searching the ruins and may not move; a patrol may stand it up.
rule-nowhere = Your meeple in { $region } has nowhere to { $action }. { $reasons }.
rule-expand-no-meeple = You have no meeple in { $region }: expand adds a meeple beside one of your lone meeples.
rule-expand-not-alone = Your meeple in { $region } is not alone: expand adds a meeple beside a lone meeple.
rule-start-total = Starting resources must add up to { $n }.
rule-no-flag-lost = Against the Lost Kingdom there is no white flag.
rule-set-die = Set a war die, or the white flag.
rule-die-range = A war die shows 1 to { $n }, or the white flag.
rule-lost-min = Against the Lost Kingdom the war cost must be at least { $n }.
rule-cannot-afford = You cannot afford a war die of { $n }.
rule-say-payment = Say the payment in mana, ore and food, for example: war 5 with 2 mana 1 ore.
rule-negative = Payments cannot be negative.
rule-only = You have only { $n } { $resource }.
rule-cap = Resources give at most { $cap } war points; that payment does not cover { $value }.
rule-not-cover = That payment does not cover a war cost of { $value }.
rule-overpay-drop = That pays more than a war cost of { $value } needs; drop { $article } { $resource }.
rule-overpay-exact = That pays more than { $value }; an exact payment exists: { $payment }.

## Refusals (refusals.py, refusal_moves.py, sentences.py, vocabulary.py): why a sentence is not a move now
refuse-or = {" or "}
refuse-when-war = A war die is set only in a war.
refuse-when-white-flag = The white flag is set only in a war.
refuse-when-retreat = A retreat comes only after a lost war.
refuse-when-remove = Remove comes only after a lost war or at the bandits.
refuse-when-boost = A boost comes only after the war dice are revealed.
refuse-when-collect = Collect answers another player's action.
refuse-when-nothing = Do nothing answers an action you selected.
refuse-when-take = Take answers a selected action.
refuse-when-action = { action-title } is an action: select it on your turn, or take it when another player selects it.
refuse-when-stand = Standing up a meeple in the ruins is a patrol: select patrol first.
refuse-not-in-reach = No { $phrase } is in reach of a { action-name }.
refuse-not-in-reach-from = No { $phrase } is in reach of a { action-name } from { $origin }.
refuse-may-expand-in = You may expand in
refuse-none-alone = No meeple of yours stands alone now.
refuse-trade-gives = This trade gives { resource-name }, not { $other }.
refuse-trade-for-get = For { resource-name } you may get
refuse-trade-what = Trade what for { $get }? Say what you give, for example: trade { $amount } { $other } for { $get }.
refuse-trade-none = You have no { resource-name } to trade.
refuse-trade-all-full = You cannot trade { resource-name }: every other resource you have is at 9, the most.
refuse-trade-may-give = You may give
refuse-trade-same = A trade gives one resource for another: { resource-name } for { resource-name } changes nothing.
refuse-trade-most = You have { $n } { resource-name }, the most: a trade may not pass 9.
refuse-trade-not-now = You cannot trade { resource-name } for { $other } now.
refuse-bid-range = You can pay war { $low } to war { $high } now.
refuse-bid-worth = Here mana is worth { $mana }, ore { $ore }, food { $food }.
refuse-bid-say = Say war { $n }, { $label }
refuse-which = Which { $phrase }? { $n } match: { $named }.
refuse-region-on = { $region } on { $side }
refuse-not-at-question = { $name } is not a choice at this question.
refuse-meant-when = Did you mean { $meant }? { $when }
refuse-not-now-meant = Not a choice now: { $said } Did you mean { $near }?
refuse-no-region-called = No region in play is called { $phrase }.
refuse-understood-start = I understood the start, but not: { $text }
refuse-not-now = Not a choice now: { $text }
refuse-not-now-empty = That is not a choice now.
refuse-start-resources = The starting resources are mana, ore and food, 6 in all: { $odd } is not one of them.
refuse-start-resources-meant = Did you mean { resource-name }?
refuse-start-resources-example = For example: resources 2 mana 2 ore 2 food.
refuse-side-of = { $name } is a side of card { $card }, not one of the card dealt to you.
refuse-may-choose = You may choose
refuse-collect-most = You have { $n } { resource-name }, the most.
refuse-collect-not-now = You cannot take { resource-name } now.
refuse-may-take = You may take
refuse-impassable = { $region } is { region-type }: no meeple may stand there.
refuse-dest-war = { $region } (war with { $seat }{ $ally ->
        [yes] , your ally
       *[no] {""}
    })
refuse-move-from-to = from { $origin } to { $dests }
refuse-move-from = from { $origin }
refuse-stand-up = stand up { $region }
refuse-may = You may
refuse-may-move = You may { action-name }
refuse-may-move-from = From { $origin } you may { action-name } to
refuse-quest-same-card = { $dest } is on the same card as { $origin }: a quest goes to an edge region of another card.
refuse-none-searching = No meeple of yours is searching the ruins: there is none to stand up.
refuse-stand-not-quest = Standing up a meeple is a patrol, not a quest.
refuse-wrong-move = This move is a { action-name }, not a { $said }.
refuse-which-short = Which { $phrase }?
refuse-phrase-mine = { $typed }
refuse-phrase-owned = { $typed }
refuse-no-meeple-that-can = You have no meeple in { $origin } that can { action-name }.
refuse-none-next-to = None of your meeples is next to { $dest }: a patrol moves one region on its card.
refuse-none-quest-to = None of your meeples can quest to { $dest }: a quest goes edge to edge of another card.
refuse-select-anyway = To select { action-name } for the others anyway, say: select { action-name }.
refuse-trade-amount = You cannot trade { $said } { resource-name } for { $get }: { $why }. From { $low } to { $high }.
refuse-trade-cut = You cannot trade { $said } { resource-name } for { $get }: { $why }. At most { $most }.
refuse-trade-one-or-more = a trade gives 1 or more
refuse-trade-only = you have only { $n } { resource-name }
refuse-trade-pass = you have { $n } { resource-name }, and a trade may not pass 9
refuse-typo-meant = Did you mean { $meant }? Nothing was done.
refuse-typo-unknown = I do not know the word { $word }.

## The rules by topic (`rules TOPIC`, narration/rules_text.py): one line of a message is one line said.
## The topics and the words that find them are data/rules.toml; each topic's lines are rules-topic-NAME.
rules-topic-goal =
    Goal: the most victory points (VP) at the end.
    VP come from meeples in play, magic levels, your tower level and capital cities.
rules-topic-turn =
    Turn, 5 steps:
    1. If all 5 shields are on the action card, clear it.
    2. The active player selects an open action and covers it with a shield.
    3. The active player takes it or does nothing; then each other player, clockwise, takes it or collects.
    4. Check the end of the game.
    5. The next player clockwise becomes active.
rules-topic-actions =
    Actions, 6: patrol, quest, build, research, expand, trade.
    Patrol: move a meeple to an adjacent region of the same card.
    Quest: move a meeple from an edge region to an edge region of another card.
    Build: pay ore for the next tower level; level n costs n ore.
    Research: pay mana for the next magic level; level n costs n mana.
    Expand: add a meeple beside a lone meeple of yours; pay food equal to your meeples in play after it.
    Trade: give any number of one resource for as many of another, once per action; nothing passes 9.
rules-topic-movement =
    Movement: no region ever holds more than 2 meeples, of any colours.
    Water, crags and rivers cannot be crossed or entered.
    You may never enter a region holding another player's last meeple in play, nor use your last meeple to enter a region another player holds.
    Moving onto another player's meeple starts a war.
    Quest: from a region on the card edge to an edge region of any other card.
rules-topic-collect =
    Collect: instead of taking another player's action, gain one resource per region you occupy.
    Forest gives mana, mountain ore, plains food; a capital city gives nothing.
    A searching meeple in ruins gives one resource of your choice.
    With exactly one meeple in play you gain one more resource of your choice.
    You never hold more than 9 of a resource.
rules-topic-war =
    War: moving onto another player's meeple starts it. The mover attacks.
    Set: both set a war die in secret, 1 to 11 or the white flag, and say how they pay.
    War value of resources: mana 2, ore 1, food 0, as faction abilities change it.
    Reveal: the higher total wins; a tie goes to the defender unless an ability says otherwise.
    Resolve: win or lose, both pay. The loser retreats or returns the meeple to supply.
    Two white flags form an alliance.
rules-topic-retreat =
    Retreat: the loser of a war may pay food equal to their meeples in play and move the meeple to an adjacent region with room and no other player's meeple.
    Retreat is optional. Without it, or without a place or food, the meeple returns to supply.
rules-topic-alliance =
    Alliance: when both players in a war show the white flag, both meeples stay and share the region.
    Allies may move out of a shared region freely. With no shared region left, the alliance ends.
    Breaking: a war between allies where either does not show the white flag breaks the alliance.
    The winner claims every region the two share; the loser retreats or loses each meeple there, in the order the loser chooses.
    A loser left with no meeple who could not retreat a single one keeps one for free in the nearest unoccupied region.
rules-topic-ruins =
    Ruins: a meeple that enters or expands into ruins is knocked over and searches.
    A searching meeple cannot move, but fights and expands normally. A patrol may stand it up instead of moving.
    A searching meeple collects one resource of your choice; a standing one collects nothing.
    Meeples in ruins are lost before scoring.
rules-topic-capital =
    Capital city: worth 2 VP at the end to the player holding it, 1 VP each to two allies sharing it.
    A capital city gives no resources.
rules-topic-end =
    End: the end is triggered when a player has all 7 meeples in play, builds tower level 6, or reaches magic level 5.
    The trigger cannot be undone. Play goes on until the action card is next cleared; then the game ends at once.
rules-topic-scoring =
    Scoring: 1 VP per meeple in play, not in ruins; 1 VP per magic level plus level 5 bonuses; tower VP; capital cities.
    Tower VP for levels 1 to 6: 0, 1, 2, 4, 7, 10.
    Ties: most meeples in play, then highest tower, then highest magic, then most resources; then a shared win.
rules-topic-setup =
    Setup: each player gets 7 meeples, a faction, and a territory card and chooses its side as home territory.
    Place 6 starting resources; first games: 2 mana, 1 ore, 3 food.
    Place 2 meeples on one region of your home territory.
rules-topic-solo =
    Solo (the Ultra Tiny Epic Kingdoms rulebook, Solo Play Rules): you against the Dummy, with play --solo. Any ruleset.
    Setup: the Dummy's card north, the compass card between, your card south; day side up.
    The Dummy starts with a meeple on a forest and one on a mountain of its card, and 3 of each resource (play --difficulty N adds N of each).
    Your turn: you select as usual; the Dummy must take your action if it can, else it collects.
    Dummy's turn: it rolls a d12; the number on the compass card selects its action, or the next open one clockwise. The same roll chooses its meeple, its region and its direction.
    The hand: the compass is a clock, 12 toward the Dummy's card, 6 toward yours.
    By day the Dummy picks the region closest to the compass on the hand, by night the farthest. A hand that meets no valid region turns clockwise, one hour at a time.
    Dummy's actions: patrol and quest by the hand, never into its own meeple; build and research as usual; expand into an open region next to one of its meeples; trade gains 1 of each resource.
    Each time the action card is cleared the compass flips; from day to night the Dummy gains 1 of each resource.
    War with the Dummy: its war cost is twice its meeples in play by day, equal to them by night. It never pays. Match or beat it to win.
    A Dummy that loses a war retreats if it can pay, in the compass direction.
    End and scoring as usual. Say compass to hear day or night and the Dummy's last roll.
rules-topic-tower =
    Tower: the Build action pays ore for your next tower level; level n costs n ore, up to level 6.
    Tower VP for levels 1 to 6: 0, 1, 2, 4, 7, 10. No tower scores 0.
    Building level 6 triggers the end of the game. A higher tower breaks a tie in meeples.
    With the exploration tokens, the dragon's lair can make a war's loser drop one tower level.
rules-topic-magic =
    Magic: the Research action pays mana for your next magic level; level n costs n mana, up to level 5.
    Each level gives your faction's ability for that level; say faction to hear yours.
    1 VP per magic level at the end, plus your faction's level 5 bonus.
    Reaching magic level 5 triggers the end of the game. Mana counts 2 war points in war.
rules-topic-factions =
    Factions: each player has one, with 5 magic levels; each level learned adds an ability.
    Say faction to hear yours, or faction and a colour or faction name, for example: faction orange.
    Choose factions with play --factions, for example: play --factions orcs,elves,humans,dwarves.
rules-topic-exploration =
    Exploration tokens, optional: play --exploration. 16 tokens lie face down in empty land regions.
    A meeple moving in reveals the token: crown 2 VP, dragon's lair, fort -2 war cost, church, camp +1 resource.
    Town: the region is worth 1 more VP. Treasure: gain 2 resources. Bandits: pay 2 or lose the meeple.
    Say tokens in a game to hear where tokens remain and what the revealed ones do.
rules-topic-players =
    Players: 2 to 5 (solo with play --solo).
    5 players: the player who clears the action card is skipped and takes no action that turn.
    2 players: a third side, the Lost Kingdom, holds grey neutral meeples; no alliances.
    2 players: a war on a neutral meeple costs at least the neutral meeples in play; each captive is 1 VP.
rules-topic-rulesets =
    Rulesets: play --rules tek (the rulebook, default), utek (Ultra Tiny Epic Kingdoms) or microgame.
    Say rules tek, rules utek or rules microgame for how each differs from the rulebook.
    Solo: play --solo, against the Dummy and its compass card; say rules solo.
rules-topic-name = { $topic ->
        [goal] goal
        [turn] turn
        [actions] actions
        [movement] movement
        [collect] collect
        [war] war
        [retreat] retreat
        [alliance] alliance
        [ruins] ruins
        [capital] capital
        [end] end
        [scoring] scoring
        [setup] setup
        [solo] solo
        [tower] tower
        [magic] magic
        [factions] factions
        [exploration] exploration
        [players] players
        [rulesets] rulesets
       *[other] { $topic }
    }
rules-differences-here = { $n ->
        [one] 1 difference
       *[other] { $n } differences
    } in this game, { $name } ({ $id }):
rules-difference = { $text } ({ $source })
rules-unknown = No rules topic called { $topic }
rules-topics = { $n } topics: { $topics }.
rules-topics-all = { $n } rules topics: { $topics }.
rules-rulesets = { $n } rulesets: { $rulesets }.
rules-say-topic = Say rules and a topic, for example: rules war.
rules-in-play = Rules in play: { $name } ({ $id }), from { $source }. Say rules { $id } for how they differ from the rulebook.
ruleset-head = { $name } ({ $id }), from { $source }. Players: { $low } to { $high }.
ruleset-as-written = The rulebook as written; every other ruleset is told as its differences from it.
ruleset-differences = { $n } differences from the rulebook:
rules-difference-utek-ruins-collect = Ruins: when collecting, one resource of your choice for each ruins region you occupy. Meeples are not knocked over.
rules-difference-utek-ruins-leave = Ruins: a meeple may leave the ruins only on your own turn, as the active player. A retreat after a lost war is not a move and is allowed (Ruling).
rules-difference-utek-ruins-otherwise = Ruins are otherwise like any region for movement, war and expanding; meeples there are still lost before scoring.
rules-difference-utek-solo = Solo: play against the dummy player and its compass card with play --solo (any ruleset; say rules solo).
rules-difference-microgame-war-cap = War: resources give at most 9 war points; faction magic bonuses may add more, up to the war die's 11.
rules-difference-microgame-ties = Ties: the player higher on the tower wins, then the player with more meeples in play; still tied, the win is shared.
rules-difference-microgame-two-players = 2 players: the other player defends an attacked grey meeple with their own war die and resources. No least war cost; a win removes it; no captives.
rules-difference-microgame-quest = Quest: from any region to any region of another card, not only edge to edge.
rules-difference-microgame-alliances = Alliances: in a war between allies, whoever refuses peace removes every meeple sharing a region with the other; if both bid, both do. Then the war resolves.
rules-difference-microgame-players = Players: 2 to 4.

## The factions' magic levels (narration/words.py level_text): the printed card's words, $mine yes to its owner,
## else said of { $owner } (the seat's name). The data files keep the printed text as the record (rules, braille,
## custom factions); a faction with no message here is said from its file.
magic-orcs-1 = { $mine ->
        [yes] You win all ties
       *[no] { $owner } wins all ties
    }
magic-orcs-2 = { $mine ->
        [yes] You may spend Food during war for 1 unit
       *[no] { $owner } may spend Food during war for 1 unit
    }
magic-orcs-3 = { $mine ->
        [yes] Gain +1 to all War
       *[no] Gain +1 to all War
    }
magic-orcs-4 = { $mine ->
        [yes] May spend an extra Mana after both players have revealed their war resources. Add 2 to your total.
       *[no] May spend an extra Mana after both players have revealed their war resources. Add 2 to { $owner }'s total.
    }
magic-orcs-5 = { $mine ->
        [yes] If no other players occupy your territory, +2 Points
       *[no] If no other players occupy { $owner }'s territory, +2 Points
    }
magic-elves-1 = { $mine ->
        [yes] When trading, you may trade both Ore and Food to get Mana in the same turn.
       *[no] When trading, { $owner } may trade both Ore and Food to get Mana in the same turn.
    }
magic-elves-2 = { $mine ->
        [yes] If you use only Mana in war, gain +1 to your total.
       *[no] If { $owner } uses only Mana in war, gain +1 to { $owner }'s total.
    }
magic-elves-3 = { $mine ->
        [yes] Mana may be used as any resource.
       *[no] Mana may be used as any resource.
    }
magic-elves-4 = { $mine ->
        [yes] Mana only counts as 1 instead of 2 when fighting against you. Your Mana still counts as 2.
       *[no] Mana only counts as 1 instead of 2 when fighting against { $owner }. { $owner }'s Mana still counts as 2.
    }
magic-elves-5 = { $mine ->
        [yes] For each player that has less Mana than you, gain +1
       *[no] For each player that has less Mana than { $owner }, gain +1
    }
magic-humans-1 = { $mine ->
        [yes] Instead of taking the Research action, you may Trade
       *[no] Instead of taking the Research action, { $owner } may Trade
    }
magic-humans-2 = { $mine ->
        [yes] If you Trade, gain an extra resource
       *[no] If { $owner } Trades, gain an extra resource
    }
magic-humans-3 = { $mine ->
        [yes] If you pay for a war with resources of only one type, gain +2 to that fight
       *[no] If { $owner } pays for a war with resources of only one type, gain +2 to that fight
    }
magic-humans-4 = { $mine ->
        [yes] If you have at least one occupied space next to water, gain +1 Food when collecting resources.
       *[no] If { $owner } has at least one occupied space next to water, gain +1 Food when collecting resources.
    }
magic-humans-5 = { $mine ->
        [yes] For each resource that you have >= 4 units of, gain +1 points
       *[no] For each resource that { $owner } has >= 4 units of, gain +1 points
    }
magic-dwarves-1 = { $mine ->
        [yes] If a player is trying to build to the same space you are on the Tower, it costs them 1 more Ore
       *[no] If a player is trying to build to the same space { $owner } is on the Tower, it costs them 1 more Ore
    }
magic-dwarves-2 = { $mine ->
        [yes] When you Patrol or Quest into a mountain space, gain an Ore.
       *[no] When { $owner } Patrols or Quest into a mountain space, gain an Ore.
    }
magic-dwarves-3 = { $mine ->
        [yes] Building costs 1 less
       *[no] Building costs 1 less
    }
magic-dwarves-4 = { $mine ->
        [yes] You may Build instead of Trade.
       *[no] { $owner } may Build instead of Trade.
    }
magic-dwarves-5 = { $mine ->
        [yes] If you have the highest level in the Tower (or are tied) gain +1
       *[no] If { $owner } has the highest level in the Tower (or are tied) gain +1
    }
magic-fenwardens-1 = { $mine ->
        [yes] Your meeples may patrol across rivers.
       *[no] { $owner }'s meeples may patrol across rivers.
    }
magic-fenwardens-2 = { $mine ->
        [yes] When you collect resources, gain 1 extra mana if at least one of your occupied regions is next to water.
       *[no] When { $owner } collects resources, gain 1 extra mana if at least one of { $owner }'s occupied regions is next to water.
    }
magic-fenwardens-3 = { $mine ->
        [yes] Retreating costs you 1 less food.
       *[no] Retreating costs { $owner } 1 less food.
    }
magic-fenwardens-4 = { $mine ->
        [yes] Gain +1 to your war total when you defend.
       *[no] Gain +1 to { $owner }'s war total when { $owner } defends.
    }
magic-fenwardens-5 = { $mine ->
        [yes] At the end of the game, gain 1 VP for each forest region you occupy.
       *[no] At the end of the game, gain 1 VP for each forest region { $owner } occupies.
    }
magic-emberkin-1 = { $mine ->
        [yes] Researching costs you 1 less mana.
       *[no] Researching costs { $owner } 1 less mana.
    }
magic-emberkin-2 = { $mine ->
        [yes] Gain +1 to your war total when you attack.
       *[no] Gain +1 to { $owner }'s war total when { $owner } attacks.
    }
magic-emberkin-3 = { $mine ->
        [yes] Your ore counts as 2 in war instead of 1.
       *[no] { $owner }'s ore counts as 2 in war instead of 1.
    }
magic-emberkin-4 = { $mine ->
        [yes] After both war dice are revealed, you may spend 1 extra ore to add 2 to your total.
       *[no] After both war dice are revealed, { $owner } may spend 1 extra ore to add 2 to { $owner }'s total.
    }
magic-emberkin-5 = { $mine ->
        [yes] At the end of the game, gain 1 VP for each mountain region you occupy.
       *[no] At the end of the game, gain 1 VP for each mountain region { $owner } occupies.
    }
magic-hearthfolk-1 = { $mine ->
        [yes] Expanding costs you 1 less food.
       *[no] Expanding costs { $owner } 1 less food.
    }
magic-hearthfolk-2 = { $mine ->
        [yes] When you collect resources, gain 1 extra food if you occupy at least one plains region.
       *[no] When { $owner } collects resources, gain 1 extra food if { $owner } occupies at least one plains region.
    }
magic-hearthfolk-3 = { $mine ->
        [yes] When you trade, gain 1 extra of the resource you receive.
       *[no] When { $owner } trades, gain 1 extra of the resource { $owner } receives.
    }
magic-hearthfolk-4 = { $mine ->
        [yes] Your food counts as 1 in war instead of 0.
       *[no] { $owner }'s food counts as 1 in war instead of 0.
    }
magic-hearthfolk-5 = { $mine ->
        [yes] At the end of the game, gain 1 VP for each resource you have at least 3 of.
       *[no] At the end of the game, gain 1 VP for each resource { $owner } has at least 3 of.
    }
magic-roadwardens-1 = { $mine ->
        [yes] You may quest from and to any passable region, not only regions on the card edge.
       *[no] { $owner } may quest from and to any passable region, not only regions on the card edge.
    }
magic-roadwardens-2 = { $mine ->
        [yes] When you patrol or quest into a forest region, gain 1 mana.
       *[no] When { $owner } patrols or quest into a forest region, gain 1 mana.
    }
magic-roadwardens-3 = { $mine ->
        [yes] When Patrol is selected, you may Quest instead.
       *[no] When Patrol is selected, { $owner } may Quest instead.
    }
magic-roadwardens-4 = { $mine ->
        [yes] Ore counts as 0 instead of 1 when fighting against you. Your ore still counts as 1.
       *[no] Ore counts as 0 instead of 1 when fighting against { $owner }. { $owner }'s ore still counts as 1.
    }
magic-roadwardens-5 = { $mine ->
        [yes] At the end of the game, gain 1 VP for each plains region you occupy.
       *[no] At the end of the game, gain 1 VP for each plains region { $owner } occupies.
    }

## Queries' own lines (queries.py: look, map, region, faction)
look-meeples = Your meeples, { $n } in play, { $regions ->
        [0] in no region.
        [one] in 1 region:
       *[other] in { $regions } regions:
    }
look-region = { $region }: { $occupants }.
map-no-home = { $who } has no home territory yet: each player chooses one at the start. Say map to hear the cards in play.
map-no-card = No card called { $phrase }. Cards: { $cards }.
region-none-called = No single region called { $phrase }. Say map to hear the region names.
region-that = that
faction-which = Name a player's colour or faction, for example: faction blue.
faction-head = { $faction }, { $who }'s faction. Magic level { $magic } of 5.
faction-level = Level { $level }, { $learned ->
        [yes] learned
       *[no] costs { $level } mana
    }: { $text }

## The tutorial (tutorial.py): the lessons, said once each
tutorial-intro-1 = Tutorial: a short guided game against two computer players, Orange and Purple. At each step, type the command after Type:.
tutorial-intro-2 = The game starts part way through: Orange's tower is at level 5, and level 6 ends the game soon.
tutorial-intro-3 = Questions work at any time: look, map, choices, help, score.
tutorial-select-action = The turn: the active player selects one of the open actions on the action card and takes it; then each other player, in turn, takes it too or collects resources instead.
tutorial-respond = Take or collect: when another player selects an action you may take it too, or collect what your regions give (one resource per region type).
tutorial-move-from = Moving: first choose which meeple moves.
tutorial-move-to = Where to: patrol moves to a region next door; quest moves to an edge region of another card. Moving into another colour's region starts a war or an alliance.
tutorial-war-die = War: each side secretly sets a war die, paying its cost with mana (worth 2 each) and ore (1 each); food is worth 0 in war. The white flag offers peace and pays nothing; the higher total wins.
tutorial-retreat = Retreat: a meeple that loses a war retreats to a free region next door, paying food, or returns to supply.
tutorial-trade-give = Give and get: choose what you give, then what you get, one for one; no resource may pass 9.
tutorial-expand-where = Which region: the new meeple joins a meeple of yours that stands alone. It costs as much food as you will then have meeples in play.
tutorial-collect-resource = Choose the resource to collect.
tutorial-action = { $action ->
        [patrol] Patrol: move a meeple to a region next door on the same card.
        [quest] Quest: move a meeple from an edge region to an edge region of another card.
        [build] Build: pay ore for your next tower level; level n costs n ore.
        [research] Research: pay mana for your next magic level and gain its ability.
        [expand] Expand: add a meeple to the board, paying food.
       *[trade] Trade: swap one resource for another, once per action.
    }
tutorial-flag = White flag: if both sides show it, there is no fight and the two colours become allies.
tutorial-bid = A bid: the higher war die wins; both sides pay what they bid, and the loser retreats.
tutorial-collect = Collect: instead of taking the action, gain 1 mana per forest, 1 ore per mountain, 1 food per plains.
tutorial-end = The end: 7 meeples in play, tower level 6 or magic level 5 triggers it; play goes on until the action card is full, then the game is scored.
tutorial-scoring-1 = Scoring: 1 VP per meeple in play, 1 VP per magic level, tower VP and capital cities; the most VP wins.
tutorial-scoring-2 = Say score at any time to hear the points so far, line by line.
refuse-negative = -{ $n } is below zero: amounts and war dice are never negative.
refuse-number-alone = Type a choice's number alone, for example { $n }.
refuse-number-range = Choose a number from 1 to { $n }.

## An online table's own options (online.py), said in `tables` and at `create`
online-exploration = exploration tokens { $on ->
        [yes] on
       *[no] off
    }

## The command line and the player's own data files (options.py, userdata.py)
cli-solo-one-kind = --solo takes one seat kind, for your seat: --seats human, normal or random.
cli-solo-two-seats = A solo game has 2 seats: you and the Dummy.
data-file-skipped = Data file { $file }: { $place }: { $problem }. Skipped.

## The shared session's words for an answer given in secret (core/definition.py ShellWords)
shell-secret = war die
shell-secrets = war dice
shell-reveal = the reveal

## An online table's own question at create (online.py)
online-question-exploration = exploration tokens. 1: no. 2: yes. Enter for 1, no.
online-refusal-exploration = Exploration tokens: 1 no or 2 yes.

## The command line's --help: Tiny Epic Kingdoms' options (options.py, bots/simulate.py)
cli-help-simulate-bot-time = the strong player's thinking budget per decision in milliseconds (default 200; a fixed number of rollouts, so the same seed plays the same game on any machine)
cli-help-play-factions = one faction per seat, e.g. orcs,elves,humans,dwarves
cli-help-play-exploration = play with the exploration tokens
cli-help-play-rules = ruleset: tek (the rulebook), utek (Ultra Tiny Epic Kingdoms) or microgame (the print-and-play microgame); default tek
cli-help-play-solo = solo game against the Dummy and its compass card (Ultra Tiny's solo rules); --seats gives one kind, for your seat
cli-help-play-difficulty = solo: the Dummy starts with N more of each resource (0 to 6, default 0)
cli-help-play-faction-file = add the factions of your own faction file (repeatable; see docs/data-files.md)
cli-help-play-territory-file = add the sides of your own territory file (repeatable; see docs/data-files.md)
cli-help-simulate-exploration = play with exploration tokens
cli-help-simulate-rules = ruleset: tek (the rulebook), utek (Ultra Tiny) or microgame (default tek)

## simulate (bots/simulate.py): Tiny Epic Kingdoms' own statistics lines; rulesets and faction names as typed
simulate-rules = Rules: { $rules }
simulate-exploration = Exploration: { $on ->
        [yes] on
       *[no] off
    }
simulate-faction-wins-head = Wins by faction: { $count } factions played
simulate-faction-wins = { $faction }: { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    } in { $games ->
        [one] { $games } game
       *[other] { $games } games
    }
simulate-bot-time-range = Bot time must be 1 to { $most } milliseconds.
simulate-players-ruleset = Players must be { $low } to { $high } with the { $rules } rules.
