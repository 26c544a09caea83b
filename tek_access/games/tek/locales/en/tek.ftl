# Tiny Epic Kingdoms, English: the reference language (every other language falls back here, line by line).
# Variables every narration line may use: $subject ("You" or the seat's name), $who (the seat's name),
# $you (yes when the line is about the viewer: pick the verb form with it). Numbers come as numbers.
# Keep lines short, most important word first (docs/accessibility.md).

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
crown-held = Crown: held by { $subject }, 2 VP.
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
