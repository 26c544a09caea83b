# Tiny Epic Vikings, English: the reference language (every other language falls back here, line by line).
# Variables every narration line may use: $subject ("You" or the seat's name), $who (the seat's name),
# $you (yes when the line is about the viewer: pick the verb form with it). Numbers come as numbers.
# Keep lines short, most important word first (docs/accessibility.md).

## Typed sentences refused part-way (matchers.py, matchers_land.py, answers.py, sentences.py): examples name the language's commands
typed-negative = -{ $n } is below zero: counts and resources are never negative. { $question }
typed-choose-number = Choose a number from 1 to { $count }.
typed-not-after = Not a choice after that: { $said }. Then the game asks: { $question }
typed-nothing-to-skip = Nothing to skip now. { $question }
typed-which-one = Which one: { $names }?
typed-fjord-not-choice = That fjord is not a choice now: { $choices }.
typed-hand-number = Your hand has { $count } cards: say a card's name, or a number from 1 to { $count }.
typed-not-choice-cards = { $name } is not a choice now. Your cards: { $names }.
typed-face-not-now = { $name } cannot be played face { $face ->
        [down] down
       *[up] up
    } now.
typed-which-face = Which card face { $face ->
        [down] down
       *[up] up
    }? { $names }.
typed-card-action = { $name } ({ $action })
typed-no-card-can = No card in your hand can { $kind ->
        [sail] sail
        [explore] explore
        [harvest] harvest
        [build] build
        [remove] remove
       *[other] { $kind }
    }. Your hand: { $hand }.
typed-cards-can = { $count } cards can { $kind ->
        [sail] sail
        [explore] explore
        [harvest] harvest
        [build] build
        [remove] remove
       *[other] { $kind }
    }: { $names }. Say which, for example: play { $card }.
typed-sail-most = This sailing goes { $most } { $most ->
        [one] step
       *[other] steps
    } at most, not { $said }.
typed-no-ship-there = You have no ship there. Your ships: { $ships }.
typed-no-ship-reaches = No ship of yours reaches { $place } in { $most } { $most ->
        [one] step
       *[other] steps
    }. Your ships: { $ships }.
typed-ship-cannot-go = The ship cannot go on to { $place } now.
typed-too-far = { $place } is more than { $left } { $left ->
        [one] step
       *[other] steps
    } away.
typed-deploy-range = You can deploy 0 to { $most } settlers here: at most the ship's steps, 1 food each.
typed-island-not-choice = { $name } is not a choice now. Choices: { $choices }.
typed-remove-island = Say the island too, for example: remove { $colour } from { $known ->
        [yes] { $island }
       *[no] an island
    }.
typed-explore-where = Say where to, for example: explore to { $island }.
typed-explore-unreachable = No settler of yours can reach { $island } with { $left } explore { $left ->
        [one] step
       *[other] steps
    } left.
typed-explore-which = From which island? { $names }. For example: explore from { $origin } to { $island }.
typed-explore-too-many = This exploring has { $left } { $left ->
        [one] step
       *[other] steps
    }, not enough for { $count } settlers.
typed-harvest-some = Harvest 1 or more of a resource, for example: harvest 2 wood.
typed-harvest-left = This harvest has { $left } { $left ->
        [one] resource
       *[other] resources
    } left, not { $wanted }.
typed-harvest-most = You cannot take { $resource } now: 7 is the most of a resource.
typed-exchange-get = Say what you get for { $resource }, for example: trade wood for steel.
typed-exchange-some = Exchange 1 or more, for example: trade wood for steel.
typed-exchange-cannot-get = You cannot get { $resource } now: { $same ->
        [yes] it is what you give
       *[no] you have { $most } already
    }.
typed-exchange-cannot-give = You cannot exchange { $resource } now: you have none, or 7 already.
typed-build-cannot = You cannot build a { $unit ->
        [temple] temple
       *[ship] ship
    } now: { $why ->
        [none] no { $unit ->
            [temple] temple
           *[ship] ship
        } is left on your clan board
        [cost] it costs { $cost } wood and you have { $wood }
        [temple] no island with your settler
       *[ship] no fjord next to your units
    }. Say build { $unit ->
        [temple] ship
       *[ship] temple
    }, or skip.
typed-build-not-at = You cannot build a { $unit ->
        [temple] temple
       *[ship] ship
    } at { $place }. Choices: { $choices }.
typed-number-or-name = Say a number from 1 to { $count }, or a name: { $names }.
typed-rule-refused = { $over ->
        [yes] The game is over.
       *[no] That is not one of the choices now.
    }
typed-label-other = { $kind } { $name }
# online (online.py): a table's options in `tables` and at `create`, and who a player is when they sit
online-map = the { $players }-clan map
online-seat = { $who } clan
# the command line and a new table (options.py)
options-players = Tiny Epic Vikings takes { $low } to { $high } players, not { $count }.
options-players-try = Tiny Epic Vikings takes { $low } to { $high } players, not { $count }. Try --players 3.
options-no-strong = Tiny Epic Vikings has no strong computer player: use normal or random, e.g. --seats human,normal,random.

## Braille sheets (games/vikings/braille): title page, notes, keys, the cards and islands sheets
# Tiny Epic Vikings is designed by Scott Almes and published by Gamelyn Games; 003 prints no copyright
# year. The cards, favour cards, gods, era board and maps of these sheets are this project's own design.
brl-game = Tiny Epic Vikings
brl-author = Cards and maps of this project's own design
brl-publisher = for the game by Scott Almes, published by Gamelyn Games
brl-copyright = Not the boxed game's cards or maps
# each sheet's title, also its running head
brl-head-cards = Vikings cards
brl-head-islands = Vikings island maps
brl-head-board = Vikings board, turn { $turn }
brl-head-board-short = Board, turn { $turn }
brl-note-cards = The Viking cards, favour cards, gods, era board and clan board are this project's own design: the rulebook prints no card list. One card a paragraph: name, rune, strength, leader action, rune action.
brl-note-islands-design = The maps are this project's own design, drawn as a schematic: north at the top, the fjords at the edge of the map at their compass points, each island between the fjords it touches. Each side has a key, then its map, then its islands in text.
brl-note-islands-labels = On the maps an island is an area of texture 3 lines tall with its two letters to the west of it, a lead line between them; a fjord is its letters alone in the open water, which is blank. The key before each map gives every label. A map too large for the page is drawn in parts, each on a page of its own.
brl-note-board = The board has the map of the islands with its key, the game on the map: under each island its rune holder and a line for each clan there (its colour code, then its settlers, temples and docked ships there as numbers), under each fjord a line for each clan with ships there. Then the same in text, the gods' rage and the clans.
brl-key-island = island: an area of this texture, 3 lines tall, its two letters to the west of it
brl-key-lead = lead line: from an island's letters to its area
brl-key-frame = edge of the map: a heavy line of full cells, the frame
brl-key-water = Open water is blank: no texture. A fjord is its letters alone in it.
brl-key-rune-holder = RUNE and a colour code under an island: the clan holding the island's rune.
brl-key-island-pieces = Under an island, a line for each clan there: its colour code, then three numbers: its settlers, its temples and its docked ships on that island. Red with 2 settlers, 1 temple and no docked ship reads r, 2, 1, 0.
brl-key-fjord-pieces = Under a fjord, a line for each clan with ships there: its colour code and the number of its ships.
brl-cards-what = the cards and boards
brl-viking-cards = Viking cards, { $n }
brl-favour-cards = Favour cards, { $n }
brl-gods = Gods and Valkyrie boons
brl-god = { $god }: { $boon }. Completing a village on its board: rage plus 2.
brl-era-board = Era board
brl-era = Era { $n }: { $cards } cards dealt, passed { $direction ->
        [left] left, clockwise
       *[right] right, counterclockwise
    }; looting a village costs { $loot } steel.
brl-slot = Slot { $slot }: { $action }.
brl-clan-board = Clan board
brl-clan-costs = { $settlers } settlers. Ships cost { $ships } wood; temples cost { $temples } wood. Each harvest gives 1 more food a ship built and 1 more resource a temple built.
brl-clan-start = Start with { $resources }; 7 at most of each resource.
brl-clan-influence = Influence on an island: settler 1, temple 4, docked ship 2. Scoring by rage rank: island runes 6, 5, 4; favour runes 4, 3, 2.
brl-islands-what = tactile maps of the islands
brl-islands-intro = { $n } sides of the map board, for 2, 3 and 4 players. For each side: a key, then the tactile map, then its islands in text.
brl-side = { $name }, { $players } players
brl-map = Map: { $name }
brl-key = Key
brl-islands-of = Islands: { $name }
brl-no-map = No tactile map of { $name }: one of its places does not fit a page of { $cells } cells by { $lines } lines. The islands follow in text.
brl-parts = The map is drawn in { $n } parts, one a page: the { $names }. Each part has a frame of its own.
brl-part = { $where } part
brl-island-label = { $island }, island, { $rune } rune.
brl-fjord-label = { $fjord }.
brl-edge-fjord-label = { $fjord }, an edge fjord where ships start.
brl-dock = { $dock } on { $fjord }
brl-dock-village = { $dock } on { $fjord }, a village
brl-island-line = { $island }, { $rune } rune: docks { $docks }. Routes to { $routes }.
brl-none = none
brl-edge-fjords = Edge fjords, where ships start: { $names }.
brl-fjords-next = Fjords next to each other: { $pairs }.
brl-fjord-pair = { $a } and { $b }
brl-board-title = Board: era { $era }, turn { $turn }
brl-key-of = Key: { $name }
brl-islands-fjords = Islands and fjords
brl-gods-clans = Gods and clans
brl-clan = { $name } clan
brl-unclaimed = unclaimed
brl-held-by = held by { $name }
brl-nobody = nobody
brl-island-state = { $island } ({ $label }), { $rune } rune, { $held }: { $clans }.
brl-ships-of = { $n } { $name } { $n ->
        [one] ship
       *[other] ships
    }
brl-no-ships = no ships
brl-fjord-state = { $fjord }: { $ships }.
brl-moored = { $dock }: { $name }
brl-at-docks = Ships at docks: { $list }.
brl-sheet = { $sheet ->
        [cards] the Viking cards, favour cards, gods, era board and clan board
       *[islands] tactile island maps for 2, 3 and 4 players, with docks, fjords and routes
    }
brl-sheets-said = Vikings sheets

## Set-up (003, Game settings)
game-started = Game begins. { $players } clans. { $subject } { $you ->
        [yes] hold the horn and start.
       *[no] holds the horn and starts.
    }
game-started-map = Map: { $map }. Gods: { $gods }, rage 0 each.
game-started-you-are = You are { $name }.
game-started-favours = Favour cards, { $row } row, { $count }: { $favours }.
ship-placed-brief = { $subject }: ship in { $where }.
ship-placed = { $subject } { $you ->
        [yes] place
       *[no] places
    } a ship in { $where }.

## The draft (003, Phase 1)
era-started = Era { $era } begins. Draft: { $cards } cards each, hands pass { $direction ->
        [left] left, clockwise
       *[right] right, counterclockwise
    }.
era-started-brief = Era { $era }. Draft { $cards } cards, passing { $direction }.
deck-shuffled = The discard pile is shuffled into a new Viking deck of { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
hand-lines = { $lead }, { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: { $cards }.
hand-draft = Your draft hand
hand-new = Your new hand
hand-new-from = Your new hand from { $origin }
hand-last-card = Last card passed to you: { $card }. It joins your hand.
cards-dealt = { $who } is dealt { $count ->
        [one] 1 card
       *[other] { $count } cards
    }.
card-kept = You keep { $card }.
draft-pick = { $who } keeps a card.
hands-passed = Hands pass { $direction }: { $count ->
        [one] 1 card
       *[other] { $count } cards
    } each.
draft-done = Draft over. Each clan takes up its kept cards as its hand.
draft-done-hint = Draft over. Each clan takes up its kept cards as its hand. Say hand to hear yours.

## The turn (003, Stage Two)
turn-started-you = Your turn. Era { $era }, turn { $turn }.
turn-started = { $who }'s turn. Turn { $turn }.
card-played-hidden = { $subject } { $you ->
        [yes] play
       *[no] plays
    } a card face up.
card-played-brief = { $subject }: { $card } face up, { $leader }.
card-played = { $subject } { $you ->
        [yes] play
       *[no] plays
    } { $card } face up: { $rune } rune, leader action { $leader }.
card-played-full = { $subject } { $you ->
        [yes] play
       *[no] plays
    } { $card } face up: { $rune } rune, leader action { $leader }; rune action with { $needs }: { $action }; { $strength }.
card-hidden = Your face-down card: { $card }. Locked until the reveal.
card-with-strength = { $card }, { $strength }

## Actions (003, Leader Action)
ship-moved-brief = { $subject } { $you ->
        [yes] sail
       *[no] sails
    } to { $to }.
ship-moved = { $subject } { $you ->
        [yes] sail
       *[no] sails
    } from { $origin } to { $to }.
ship-bumped = Bumped. { $you ->
        [yes] Your
       *[no] { $who }'s
    } ship leaves { $origin } for { $to }, making room for { $by_you ->
        [yes] you
       *[no] { $by }
    }.
settlers-deployed-none = { $subject } { $you ->
        [yes] deploy
       *[no] deploys
    } no settler.
settlers-deployed = { $subject } { $you ->
        [yes] deploy
       *[no] deploys
    } { $count ->
        [one] 1 settler
       *[other] { $count } settlers
    } on { $island }.
settlers-deployed-paying = { $subject } { $you ->
        [yes] deploy
       *[no] deploys
    } { $count ->
        [one] 1 settler
       *[other] { $count } settlers
    } on { $island }, paying { $food } food{ $whole ->
        [yes] {" "}for the whole deployment
       *[no] {""}
    }.
settler-redeploy = { $subject } { $you ->
        [yes] take
       *[no] takes
    } { $count ->
        [one] a settler
       *[other] { $count } settlers
    } back from { $island } to deploy again.
settler-crowded = Crowded out. { $count ->
        [one] { $you ->
            [yes] Your
           *[no] { $who }'s
        } settler leaves
       *[other] { $count } of { $you ->
            [yes] your
           *[no] { $who }'s
        } settlers leave
    } { $island }{ $by_known ->
        [yes] : { $by_you ->
            [yes] you have
           *[no] { $by } has
        } the most settlers there
       *[no] {""}
    }.
settler-removed-by = Removed. { $by_you ->
        [yes] You remove
       *[no] { $by } removes
    } { $count ->
        [one] { $you ->
            [yes] your
           *[no] { $who }'s
        } settler
       *[other] { $count } of { $you ->
            [yes] your
           *[no] { $who }'s
        } settlers
    } from { $island }.
settler-removed = Removed. { $count ->
        [one] { $you ->
            [yes] Your
           *[no] { $who }'s
        } settler on { $island } is removed
       *[other] { $count } of { $you ->
            [yes] your
           *[no] { $who }'s
        } settlers on { $island } are removed
    }.
settler-moved = { $subject } { $you ->
        [yes] move
       *[no] moves
    } { $count ->
        [one] a settler
       *[other] { $count } settlers
    } from { $origin } to { $to }.
resources-changed = { $subject }: { $change }{ $why }.{ $now }
resources-why = {" "}({ $reason })
resources-now = {" "}Now { $resources }.
ship-built = Built. { $subject } { $you ->
        [yes] build
       *[no] builds
    } a ship in { $where }{ $cost }.
temple-built = Built. { $subject } { $you ->
        [yes] build
       *[no] builds
    } a temple on { $where }{ $cost }.
built-cost = {" "}for { $wood } wood

## Runes (003, Influence and control islands)
rune-stolen = Rune stolen. { $subject } { $you ->
        [yes] take
       *[no] takes
    } the { $god } rune of { $island } from { $victim_you ->
        [yes] you
       *[no] { $victim }
    }.

## Rune actions and villages
card-drawn = { $who } draws a card.
card-drawn-is = You draw { $card }.
cannot-explore = { $subject } cannot explore: no settler of { $you ->
        [yes] yours
       *[no] { $who }'s
    } is on an island.
cannot-build = { $subject } cannot build: no ship or temple { $you ->
        [yes] your
       *[no] { $who }'s
    } wood pays for has a place.
action-skipped = { $subject } { $you ->
        [yes] skip
       *[no] skips
    } { $step ->
        [sail] sailing
        [remove] removing
        [explore] exploring
        [harvest] harvesting
        [build] building
        [loot] looting
        [rune] the rune action
        [complete] completing a village
        [temple] moving a temple
        [exchange] exchanging
        [battle] the battle card
        [deploy] deploying
       *[other] { $other }
    }.

## Tidy up and the end (003, Stage 3, Game over)
era-ended = Era { $era } ends. The played cards go to the discard pile; the raven moves on.
start-player = Horn. { $subject } { $you ->
        [yes] take
       *[no] takes
    } the horn{ $why } and { $you ->
        [yes] start
       *[no] starts
    } the next era.
start-player-why = {" "}(left of { $fewest_you ->
        [yes] you
       *[no] { $fewest }
    }, fewest runes)

## Small words (narration/words.py)
nothing = nothing
no-change = no change
face-down-card = a face-down card
face-down-favour = a face-down favour card
resource-name = { $resource ->
        [wood] wood
        [food] food
        [steel] steel
       *[other] { $resource }
    }
resource-amount = { $n } { $resource ->
        [wood] wood
        [food] food
        [steel] steel
       *[other] { $resource }
    }
delta-plus = plus { $amount }
delta-minus = minus { $amount }
place-dock = { $name }, { $kind }
place-edge = { $name }, edge
dock-kind = { $village ->
        [yes] village dock
       *[no] dock
    }{ $of ->
        [yes] {" "}of { $island }
       *[no] {""}
    }
action-words = { $kind ->
        [sail] sail { $n }
        [remove] remove { $n } enemy { $n ->
            [one] settler
           *[other] settlers
        }
        [explore] explore { $n }
        [harvest] harvest { $n }
        [build] build a ship or a temple
        [temple] move a temple
        [swap] draw a card and discard one
        [battle] play one more card face down
        [gain] gain { $n } { $resource }
        [exchange] exchange up to { $n } { $n ->
            [one] resource
           *[other] resources
        }, 1 for 1
       *[other] { $kind }
    }
rune-count = { $n ->
        [one] 1 { $god } rune
       *[other] { $n } { $god } runes
    }
no-rune = no rune
strength-text = strength { $strength }{ $bonus ->
        [rune] , plus 1 for each { $god } rune you hold
        [kinds] , plus 1 for each kind of resource you hold
       *[other] {""}
    }{ $steel ->
        [0] {""}
       *[other] , pay { $steel } steel
    }
card-text-short = { $card }, { $rune } rune. Leader: { $leader }.
card-text = { $card }, { $rune } rune, { $strength }. Leader: { $leader }. Rune action with { $needs }: { $action }.
favour-text = { $favour }, { $rune } rune, sack { $sack }
end-rows = the rows
end-text = the { $side } end of the { $row } row
slot-text = { $slot }: { $action }
slot-god = { $god }'s board: { $god }'s rage plus 2

## Names said in lines (event fields)
row-name = { $row }
direction-name = { $direction }
reason-name = { $reason }
the-step = the step

## One-line events (narration/told.py: the message of each event kind)
turn-skipped = { $subject } { $you ->
        [yes] have
       *[no] has
    } no card left: the turn passes.
card-played-down = Face down. { $subject } { $you ->
        [yes] play
       *[no] plays
    } a card face down.
village-looted = Looted. { $subject } { $you ->
        [yes] loot
       *[no] loots
    } { $dock } for { $steel } steel and { $you ->
        [yes] take
       *[no] takes
    } a village.
temple-moved = { $subject } { $you ->
        [yes] move
       *[no] moves
    } a temple from { $origin } to { $to }.
rune-gained = Rune. { $subject } { $you ->
        [yes] take
       *[no] takes
    } the { $god } rune of { $island }.
rune-returned = Rune returned. { $subject } no longer { $you ->
        [yes] hold
       *[no] holds
    } { $island }: its { $god } rune goes back.
card-discarded = { $subject } { $you ->
        [yes] discard
       *[no] discards
    } { $card }.
village-completed = Village. { $subject } { $you ->
        [yes] complete
       *[no] completes
    } a village at { $slot }.
battle-joined = Battle. { $subject } { $you ->
        [yes] join
       *[no] joins
    } with a face-down card.
favour-given-back = { $subject } { $you ->
        [yes] give
       *[no] gives
    } back { $favour } to { $end }: 3 favour cards at most.

## Battles (narration/battle.py; 003, Battle)
battle-started = Battle. { $subject } { $you ->
        [yes] start
       *[no] starts
    } a battle { $stake }.
battle-stake = for { $favour }
battle-stake-from = for { $favour }, from { $end }
battle-stake-none = with no favour card left to win
reveal-part = { $name }: { $card }, strength { $strength }
reveal-part-unpaid = { $name }: { $card }, strength { $strength }, could not pay its steel: out of the battle
reveal-part-paid = { $name }: { $card }, strength { $strength }, paid { $steel } steel
reveal = Reveal. { $parts }.
reveal-separator = {"; "}
reveal-head = Reveal, { $count } cards:
reveal-one = { $part }.
invader = The invader: { $card }, strength { $strength }.
you-lower = you
you-capital = You
battle-won-you = Victory. You win the battle{ $prize }.
battle-won = { $who } wins the battle{ $prize }.
battle-prize = {" "}and { $favour }
battle-lost = { $you ->
        [yes] Defeat. The invader beats you
       *[no] The invader beats { $who }
    }{ $back }.
favour-goes-back = ; { $favour } goes back
battle-tied = Tie. Nobody wins between { $names }{ $back }.
the-invader = the invader
favour-returned = { $favour } returns to { $end }.
favour-taken = Favour. { $subject } { $you ->
        [yes] take
       *[no] takes
    } { $favour }{ $sack }.
favour-sack = : sack of { $resources }
favour-stored = { $favour }: face down under your clan board.
boon-gained = Valkyrie boon. { $subject } { $you ->
        [yes] gain
       *[no] gains
    } { $god }'s boon{ $what }.
boon-what = : { $text }
rage-brief = { $god }'s rage { $rage }.
rage-raised = Rage. { $god }'s rage rises by { $by } to { $rage }.{ $lap }
rage-lap = {" "}The marker passes 19 and turns to its 20 and more side.

## The end of the game (narration/describe.py; 003, Game over)
game-over = Game over. { $names } { $won ->
        [you] win
        [one] wins
       *[many] share the win
    }{ $tied ->
        [yes] {" "}on the tie-breakers
       *[no] {""}
    } with { $best } points.
final-score = { $subject }: { $total } points{ $parts }.
final-score-parts = : { $island_points } from { $islands ->
        [one] 1 island rune
       *[other] { $islands } island runes
    }, { $favour_points } from { $favours ->
        [one] 1 favour card
       *[other] { $favours } favour cards
    }; tie-breakers: { $temples ->
        [one] 1 temple
       *[other] { $temples } temples
    }, { $ships ->
        [one] 1 ship
       *[other] { $ships } ships
    }, { $resources ->
        [one] 1 resource
       *[other] { $resources } resources
    }
nobody = nobody

## Questions (narration/prompts.py: ask-KIND for each decision kind)
ask-game-over = The game is over. Say score to hear the result.
ask-place-ship = Set-up: place one ship in an edge fjord.
ask-choose-favour = Battle: choose the favour card to fight for, from an end of a row.
ask-sail-ship = Sail: which ship? Up to { $amount ->
        [one] 1 step
       *[other] { $amount } steps
    }.
ask-sail-step = Sail: { $left ->
        [one] 1 step
       *[other] { $left } steps
    } left, at { $place }. Next step, or stop.
ask-deploy-from = No settler left on your clan board: take one back from which island?
ask-loot = Loot { $dock } for { $cost } steel?
ask-remove-island = Remove an enemy settler, { $left } left: from which island?
ask-remove-whose = Remove whose settler from { $island }?
ask-explore-from = Explore, { $left ->
        [one] 1 step
       *[other] { $left } steps
    } left: move a settler from which island?
ask-explore-to = Explore from { $origin }: to which island?
ask-harvest = Harvest, { $left } left: choose a resource.
ask-build = Build: a ship or a temple?
ask-temple-from = Move a temple: from which island?
ask-temple-to = Move the temple from { $origin }: to which island?
ask-discard = Swap: discard one card of your hand.
ask-battle-card = Battle rune action: play one more card face down?
ask-exchange-give = Exchange, { $left } left: which resource do you give?
ask-exchange-get = Exchange 1 { $give }: for which resource?
ask-complete = Complete a village: choose a slot, or skip.
ask-favour-return = A fourth favour card: give one back.
ask-draft = Draft, era { $era }: keep 1 of { $left ->
        [one] 1 card
       *[other] { $left } cards
    }; the rest pass on.
ask-play = Play a card: face up for its actions, or face down to { $battle ->
        [yes] join the battle
       *[no] start a battle
    }.
ask-deploy = Deploy settlers on { $island }: 0 to { $can }, 1 food each.
ask-bump = Bumped from { $dock }{ $by }: choose a fjord for your ship.
ask-bump-by = {" "}by { $name }
ask-build-where-ship = Build a ship: in which fjord?
ask-build-where-temple = Build a temple: on which island?
ask-its-rune-action = its rune action
ask-rune-action = Rune action of { $card }: { $what }. Do it?
ask-favour-place = Give back { $favour }: to which end of a row?

## Choices (narration/prompts.py: label-*)
choices-count = { $n ->
        [one] 1 choice
       *[other] { $n } choices
    }:
label-skip = Skip: do nothing here
label-stop-at = Stop at { $place }
label-stop = Stop here
label-up-unknown = { $card } face up
label-runes-held = runes held
label-needs = needs { $needs }
label-up = { $card } face up: { $leader }. Gives { $vowel ->
        [yes] an
       *[no] a
    } { $rune } rune. Rune action, { $ready }: { $action }
label-down = { $card } face down: { $battle ->
        [yes] join the battle
       *[no] start a battle
    }, { $strength }
label-strength-unknown = strength unknown
label-favour-where = { $favour }, { $where }
label-build-ship = Ship, { $wood } wood; each harvest after gives 1 more food
label-build-temple = Temple, { $wood } wood, 4 influence; each harvest after gives 1 more resource
label-your-ship = Your ship in { $place }
label-deploy-none = Deploy no settler
label-deploy = Deploy { $n ->
        [one] 1 settler
       *[other] { $n } settlers
    }, { $n } food
label-resource-have = { $resource }, you have { $have }
label-loot = Loot, pay { $cost } steel, take a village
label-rune-yes = Yes: { $action }
label-rune-yes-unknown = Yes: the rune action
label-slot = { $slot }, { $n } of { $players } villages there
row-end = { $side } end of the { $row } row
label-place-bumps = { $place }, bumps { $you ->
        [yes] your ship
       *[no] { $who }'s ship
    } out
label-place-ships = { $place }, { $n ->
        [one] 1 ship
       *[other] { $n } ships
    } here
label-island = { $island }: { $units }
label-no-units = no units
unit-count = { $unit ->
        [settler] { $n ->
            [one] 1 settler
           *[other] { $n } settlers
        }
        [temple] { $n ->
            [one] 1 temple
           *[other] { $n } temples
        }
       *[ship] { $n ->
            [one] 1 docked ship
           *[other] { $n } docked ships
        }
    }
units-of = { $who } { $units }

## What the queries say (narration/describe.py: look, status, map, island, hand, runes, rage, favour, battle, score)
none = none
yours = yours
sentence = { $text }.
opening = Tiny Epic Vikings. { $map }: { $islands ->
        [one] 1 island
       *[other] { $islands } islands
    }. Gods: { $gods }. Say rules to hear how to play, map for the islands.
clan-line = { $subject }: { $resources }. { $settlers ->
        [one] 1 settler
       *[other] { $settlers } settlers
    }, { $ships ->
        [one] 1 ship
       *[other] { $ships } ships
    } and { $temples ->
        [one] 1 temple
       *[other] { $temples } temples
    } on the clan board. Runes: { $runes }. { $villages ->
        [one] 1 village
       *[other] { $villages } villages
    }, { $favours ->
        [one] 1 favour card
       *[other] { $favours } favour cards
    }, { $hand ->
        [one] 1 card
       *[other] { $hand } cards
    } in hand.
turn-line-over = Era { $era }: the game is over.
turn-line-horn = { $you ->
        [yes] You hold
       *[no] { $who } holds
    } the horn.
turn-line-phase = Era { $era } of 3, { $phase ->
        [setup] set-up: ships placed
       *[draft] draft: each clan keeps a card
    }. { $horn }
turn-line = Era { $era } of 3, turn { $turn }: { $you ->
        [yes] your
       *[no] { $who }'s
    } turn. { $horn }
holder-none = unclaimed
holder = { $you ->
        [yes] yours
       *[no] held by { $who }
    }
map-head = { $map }: { $islands ->
        [one] 1 island
       *[other] { $islands } islands
    }, { $fjords ->
        [one] 1 fjord
       *[other] { $fjords } fjords
    }, { $docks ->
        [one] 1 dock
       *[other] { $docks } docks
    }.
map-island = { $island }: { $rune } rune, { $holder }. Units: { $units }.
map-ships = Ships, { $count }{ $listed ->
        [yes] :
       *[no] .
    }
map-ships-at = { $place }: { $owners }.
island-head = { $island }: { $rune } rune, { $holder }.
island-units = Units: { $units }.
influence-of = { $who } { $n }
island-influence = Influence: { $influence }. Settler 1, temple 4, docked ship 2.
dock-moored = moored: { $you ->
        [yes] your ship
       *[no] { $who }'s ship
    }
dock-free = free
island-dock = { $dock }: { $kind } on { $fjord }, { $moored }.
island-around = Fjords around: { $fjords }. Routes to: { $routes }.
hand-nobody = Hand: only a player at the table has one.
hand-head = Hand, { $count ->
        [one] 1 card:
        [0] 0 cards.
       *[other] { $count } cards:
    }
hand-kept = Kept in the draft, { $count ->
        [one] 1 card
       *[other] { $count } cards
    }: { $cards }.
card-face = { $card } { $face ->
        [down] face down
       *[up] face up
    }
hand-played = Played this era: { $cards }.
hand-favours = Favour cards under your clan board, { $count } of { $most }{ $count ->
        [0] .
       *[other] :
    }
runes-line = { $subject }: { $runes }. Islands held: { $islands }.
runes-free = Unclaimed island runes: { $islands }.
rage-line = { $god }: rage { $rage }. Island rune { $island } points, favour rune { $favour }.
favour-row = { $row ->
        [top] Top
        [bottom] Bottom
       *[other] { $row }
    } row, { $count ->
        [one] 1 card, left to right:
        [0] 0 cards.
       *[other] { $count } cards, left to right:
    }
favour-at-stake = At stake in the battle: { $favour }.
favour-yours = Yours, { $count } of { $most }{ $count ->
        [0] .
       *[other] :
    }
favour-theirs = { $who }: { $count ->
        [0] no favour cards.
        [one] 1 favour card, face down.
       *[other] { $count } favour cards, face down.
    }
battle-none = No battle under way. Play a card face down to start one.
battle-stake-choosing = the favour card at stake is being chosen
battle-line = Battle started by { $you ->
        [yes] you
       *[no] { $who }
    }, { $stake }. It is settled at the start of the initiator's next turn.
battle-your-card = You: { $card } face down, { $strength }.
battle-their-card = { $subject }: a face-down card.
score-head = Score if the game ended now:
score-line = { $subject }: { $total } points: island runes { $islands }, favour runes { $favours }{ $hidden ->
        [0] {""}
        [one] , and 1 face-down favour card not counted
       *[other] , and { $hidden } face-down favour cards not counted
    }.
slots-head = Completion slots, { $count }:
slots-line = { $slot }, { $n } of { $players } villages.

## rules [TOPIC] (narration/rules_text.py): one message a topic, one line of it a line said
rules-overview =
    Tiny Epic Vikings: 3 eras. Each era: a draft, then turns until every hand is played, then tidy up.
    Score at the end: island runes you hold and favour card runes, worth more for angrier gods.
    Topics: draft, turn, sail, deploy, loot, explore, harvest, build, runes, battle, rage, villages, scoring.
rules-draft =
    Draft: era 1, 2 and 3 deal 4, 5 and 6 cards. Keep 1, pass the rest; the last card is passed on.
    Hands pass left in eras 1 and 3, right in era 2. Your kept cards become your hand. Say: keep NAME.
rules-turn =
    Your turn: if your last card was face down, the battle is revealed first.
    Then play 1 card: face up for its leader action and, with the runes it needs, its rune action;
    or face down to start or join a battle. Then you may complete 1 looted village. Example: play 2 face down.
rules-sail =
    Sail N: move 1 ship up to N steps: fjord to fjord, fjord to dock, dock to fjord. Many ships share a fjord.
    A dock holds 1 ship: the ship there is bumped to the fjord. At a dock you may deploy; at a village, loot.
    Example: sail 3 to the north fjord.
rules-deploy =
    Deploy: from a docked ship, up to its sail steps of settlers onto the island, 1 food each.
    With the most settlers there after, each other clan there removes 1 settler. Example: deploy 2.
rules-loot =
    Loot: at a village dock pay the era's steel and take the village, to complete now or at the end of your turn. Say: loot.
rules-explore =
    Explore N: N settler steps along the routes between islands: 2 settlers 1 step, or 1 settler 2 steps.
    Example: explore 2 settlers to Ravenholm, or explore from Elkmoor to Ashby.
rules-harvest =
    Harvest N: take N resources, any mix of wood, food and steel; 7 at most of each. Example: harvest 2 wood 1 food.
rules-build =
    Build: pay the wood shown on your clan board. A ship goes in a fjord next to one of your units; a temple on an island with your settler. Example: build temple on Elkmoor.
    Each harvest then gives 1 more food a ship built and 1 more resource a temple built.
rules-runes =
    Runes: an island's rune goes to the clan with a settler or temple there and the most influence:
    settler 1, temple 4, docked ship 2. A new holder raises that god's rage by 1. Played cards give runes too.
rules-battle =
    Battle: play a card face down with no battle under way and you start one for a favour card from a row end.
    Others may join face down. At the start of your next turn all reveal: highest strength wins the card.
    Steel a card asks must be paid or it is out. Losers gain their god's Valkyrie boon; the god's rage rises 1.
    Alone, you fight the invader: the top card of the deck. A tie: nobody wins.
rules-rage =
    Rage: each god's rage rises with new rune holders, lost battles and villages completed on its board.
    At the end runes of the angriest god score most. Say rage to hear the gods now.
rules-villages =
    Complete a village: after your card, put 1 looted village in a slot of the era board for its action, or on a god's board for 2 rage. A slot holds as many villages as players.
rules-scoring =
    Scoring: each island rune scores 6, 5 or 4 and each favour rune 4, 3 or 2, by its god's rage rank;
    gods tied take the lower reward. Ties: island runes, favour cards, temples, ships, resources.
rules-unknown = No rules topic called { $topic }. Topics: { $topics }.

## The tutorial (tutorial.py): the commands after "Type" are the game's command words
tutorial-intro-1 = Tutorial: a short guided game of Tiny Epic Vikings against one computer player, Blue. You are Red.
tutorial-intro-2 = The game is near its end: the third era, your last 3 cards. Earlier eras went the same way: a draft (keep a card, pass the rest), then a card a turn.
tutorial-intro-3 = At each step the tutorial says what to type after Type. Questions work any time: look, hand, map, island NAME, rage, score, help, rules.
tutorial-play = Your turn: play 1 card of your hand. Face up: its leader action, then its rune action if you hold the runes it needs. Face down: a battle for a favour card.
tutorial-sail-ship = Sailing: choose the ship to move; each step goes fjord to fjord or into a dock.
tutorial-sail-step = Each step: a fjord or a dock next to your ship, or stop. At a dock you may deploy settlers.
tutorial-deploy = Deploy: settlers from the docked ship onto the island, 1 food each. The most influence on an island, with a settler or temple there, takes its rune.
tutorial-explore-from = Exploring: move settlers along the routes between islands, one step at a time.
tutorial-explore-to = Now the island to move the settler to.
tutorial-harvest = Harvest: take resources one at a time, 7 at most of each.
tutorial-build = Build: a ship or a temple, paying the wood on your clan board. A temple gives 4 influence.
tutorial-build-where = Now where it goes.
tutorial-rune-action = The rune action: you hold the runes this card asks for, so you may do it now.
tutorial-complete = Villages: a looted village may be completed in a slot for its action, or on a god's board.
tutorial-choose-favour = A battle starts. Name the favour card you fight for, or say where it lies: top left, bottom right.
tutorial-loot = Looting: pay steel to take the village here, to complete now or later in your turn.
tutorial-down = Face down: the card's strength fights for a favour card; it is revealed at the start of the battle starter's next turn.
tutorial-reveal = The reveal: the highest strength wins the favour card; losers gain their god's Valkyrie boon and raise its rage.
tutorial-era = An era ends when every hand is played. After the third, the score.
tutorial-scoring = Scoring: each island rune you hold scores 6, 5 or 4 and each favour rune 4, 3 or 2, more for an angrier god. The most points wins.

## The status key (table.py)
status-resources = Resources: { $resources }.

## Refusals (refusals.py): why a line is not a move now; command words stay as typed
refuse-when-keep = Keep answers the draft, at the start of an era.
refuse-when-play = Play answers your turn's question: the card to play.
refuse-when-sail = Sailing is a card's leader action: play a card that sails, on your turn.
refuse-when-deploy = Deploy comes after a ship sails into a dock.
refuse-when-loot = Loot comes after a ship sails into the dock of a village.
refuse-when-explore = Exploring is a card's leader action: play a card that explores, on your turn.
refuse-when-harvest = Harvest is a card's leader action: play a card that harvests, on your turn.
refuse-when-build = Building is a card's leader action: play a card that builds, on your turn.
refuse-when-remove = Removing is a card's leader or rune action: play a card that removes, on your turn.
refuse-when-trade = Trade is a rune action: after you play a card that trades and hold its runes, the game asks: Do it?
refuse-when-complete = Complete comes at the end of your turn, with a looted village.
refuse-when-take = Take answers a question about a favour card, or an optional step.
refuse-when-discard = Discard comes after a rune action draws you a card.
refuse-rune-action = { $known ->
        [yes] { $card }'s
       *[no] This
    } rune action is to { $does }, not to { $verb }. Say yes to { $does }, or skip.
refuse-no-ship = You have no ship to sail.
refuse-no-settler = You have no settler on an island to explore with.
refuse-no-settler-on = You have no settler on { $island } to explore with.
refuse-settlers-are-on = Your settlers are on
refuse-all-full = Your wood, food and steel are all at { $most }, the most.
refuse-none-to-remove = No other clan's settler is on an island where you have a unit.
refuse-build = You cannot build now: { $why }.
refuse-build-none-left = no { $unit } is left on your clan board
refuse-build-cost = a { $unit } costs { $cost } wood and you have { $wood }
refuse-build-temple-where = a temple goes on an island with your settler, and you have none
refuse-build-ship-where = a ship goes in a fjord next to your units, and none is
refuse-not-in-hand = { $name } is not in your hand.
refuse-not-now = { $name } is not a choice now.
refuse-not-row-end = { $name } is not at an end of a row.
refuse-not-in-rows = { $name } is not in the rows.
refuse-none-to-give = You have no { $resource } to give.
refuse-resource-most = You have { $amount }, the most.
refuse-resource-not-now = You cannot choose { $resource } now.
refuse-not-at-question = { $name } is not a choice at this question.
refuse-may-choose = You may choose
# what was typed, when it was nothing
refuse-that = that
refuse-did-you-mean = Did you mean { $name }?
refuse-not-choice = Not a choice now: { $said }
refuse-not-choice-meant = Not a choice now: { $said } Did you mean { $name }?
refuse-not-choice-word = Not a choice now: { $said } I do not know the word { $word }.

## Queries' own lines (queries.py)
look-yours = Your islands: { $islands }. Your ships: { $ships }.
island-which = Which island? Say island and its name, for example: island { $example }. Islands: { $islands }.
island-none-meant = No island called { $said }. Did you mean { $meant }?
island-none = No island called { $said }. Islands: { $islands }.

## The shared session's words for an answer given in secret (core/definition.py ShellWords)
shell-secret = face-down card
shell-secrets = face-down cards
shell-reveal = the battle's reveal

## rules TOPIC: each topic's name, as said in the topic lists and typed (narration/rules_text.py)
rules-name-draft = draft
rules-name-turn = turn
rules-name-sail = sail
rules-name-deploy = deploy
rules-name-loot = loot
rules-name-explore = explore
rules-name-harvest = harvest
rules-name-build = build
rules-name-runes = runes
rules-name-battle = battle
rules-name-rage = rage
rules-name-villages = villages
rules-name-scoring = scoring

## simulate (bots/simulate.py): Tiny Epic Vikings' own statistics lines
simulate-game = Game: Tiny Epic Vikings
simulate-title = Tiny Epic Vikings
simulate-mean-winning-score = Mean winning score
simulate-no-winner = Game { $game }, seed { $seed }, ended with no winner.
# $option: the option's name as typed (exploration, solo)
simulate-no-option = Tiny Epic Vikings has no { $option } option.
simulate-one-ruleset = Tiny Epic Vikings has one ruleset; leave out --rules.
