# The shared front end's words, English (the reference language: every other language falls back here).
# Comments say where a message is used; keep lines short, most important word first.

## Braille sheets: the title page, the transcriber's notes and the contents (tek_access/braille/front.py)
# BANA Braille Formats 2016, section 2. Credits: 000 ("A 4X Game by Scott Almes", "(c)2015 Gamelyn
# Games, LLC"). Text between backticks is code (a command, a file name), written in grade 1.
brf-game = Tiny Epic Kingdoms
brf-author = by Scott Almes
brf-publisher = Published by Gamelyn Games
brf-copyright = Copyright 2015 Gamelyn Games
# the year of this braille edition: fixed, so that the checked-in files equal what the code renders
brf-transcriber = Transcribed by `tek-access`, 2026
brf-volumes = In 1 volume
brf-code = { $grade ->
        [2] Unified English Braille, contracted, grade 2
       *[1] Unified English Braille, uncontracted, grade 1
    }
brf-page-size = { $cells } cells by { $lines } lines
brf-notes-heading = Transcriber's notes
brf-contents-heading = Contents
brf-note-pages = Braille page numbers are at the bottom right of each page: p1, p2 and so on for the preliminary pages (the title page, these notes and a contents list), then 1, 2 and so on for the body. There are no print page numbers.
brf-note-headings = Main headings are centred; the headings of their sections start in cell 5, and those of parts of a section in cell 7.
# only on the sheets that show the kit's sticker codes; the second in a grade 1 file
brf-note-kit-codes = The sticker codes of the accessibility kit appear in their braille form, with the grade 1 indicator where UEB needs it: a lone b, p or x would read as the words but, people and it. On the stickers themselves the codes may be written without it.
brf-note-kit-codes-grade1 = The sticker codes of the accessibility kit appear as on the stickers, in contracted braille: the codes band, fort, church and town take their contractions, and b, p and x keep the grade 1 indicator the stickers use in grade 2 text.
brf-note-code = Commands and file names are in grade 1, after the grade 1 passage indicator, dots 56 three times, and before its terminator, dots 56 then dots 3; a single word after the grade 1 word indicator, dots 56 twice.
brf-note-code-grade1 = The whole file is in grade 1, commands and file names included.
brf-note-kit = Each die face is at most two cells wide, to fit a face of a twelve-sided die: the numbers 1 to 11 without the numeric indicator (a to i, then aj and aa), the white flag as a full cell. The line of dots 36 under a face is its bottom edge, so the face reads the right way up.
brf-note-territories = Each territory side has a key, then its tactile map, then its regions in text. North is at the top of every map. Each key shows a sample of every texture and line on the map; region numbers are the map labels.
brf-note-reference = The tower table and the other tables of the rules are given as lists, one row a line: the row's name, then its values.
brf-note-factions = Each faction has a cell-5 heading, then its five magic levels: the table of the card given as a list, one level a line.
brf-note-board = The maps show each region's number, and under it the token there by its tile code and the meeples there by their sticker codes, a blank cell apart. The list after each map says the same in text, with the searching meeples.
brf-note-board-solo = This is a solo game: the board ends with the solo layout, the two cards with the compass cell between them and the clock hours round it, then the hours in text.
brf-note-solo = The solo layout is drawn in two maps, one per card, each after its own key, with the compass cell and the clock hours round it outside the card: an hour is the letter h and its number (h12), a region label inside the card its number alone. The hours then follow in text, with the regions each hand crosses.
# the braille command's own lines (tek_access/braille/command.py)
brf-written = Written: { $n } braille files in { $folder }
brf-written-file = { $file }: { $pages } pages, { $what }
brf-not-written = Not written: { $n } sheets
brf-unknown-sheet = Unknown sheet: { $names }. { $said }: { $sheets }.
brf-not-in-language = Not yet in braille in { $lang }: { $names }. In { $lang }: { $sheets }.
brf-none = none
brf-cannot-create = Cannot create folder { $folder }: { $error }.
brf-page-too-small = Page too small for { $name }: { $error }.
brf-written-one = Written: 1 braille file in { $folder }
brf-board-file = { $file }: { $pages } pages, the board on turn { $turn }

## Lists: "Red, Blue and Green"
list-and = { $head } and { $last }
list-separator = {", "}

## Who and whose, in the viewer's perspective
who-you = You
whose-you = your

## Choosing the language
language-unknown = No language called { $code }. Languages: { $languages }.
language-now = Language: { $language }.

## The session at one keyboard (ui/session.py)
# a line said to one seat at a shared keyboard: "Blue: Draft, era 1: ..."
seat-prefix = { $who }: { $line }
session-not-used-moved = Not used: { $said }. The turn moved on.
session-now-as-said = Now, as you said: { $said }.
session-not-used-not-answer = Not used: { $said }. It does not answer this question.
session-only-choice = { $label }, the only choice.
# $secret: the game's word for a secret answer ("war die")
session-hand-over = Hand over. { $who }, take the keyboard; others take off their headphones. Press Enter when ready; your { $secret } is typed in secret.
session-not-quitting = Not quitting. The game goes on.
session-secret-not-read = { $who }'s { $secret } not read.
session-enter-first = { $who }, press Enter to take the keyboard first.
session-press-enter = { $who }, press Enter to take the keyboard.
session-not-your-decision = Not your decision.
session-kept-for-next = Kept for your next question, after the reveal: { $words }.
session-goodbye = Goodbye.
session-not-saved-since = The game was not saved since the last change.
# $problem: the file system's reason
session-not-saved-because = { $problem }. Not saved.
session-saved-to = Saved to { $path }.
session-undone = Undone. Back to your last decision.
session-loaded = Loaded { $path }. Turn { $turn }.
# the status hotkey
status-game-over = The game is over.
status-turn = Turn { $turn }. { $active_you ->
        [yes] You are
       *[no] { $active } is
    } active. { $decider_you ->
        [yes] You are
       *[no] { $decider } is
    } deciding.

## The console (ui/console.py, ui/play.py)
console-game-over = The game is over. Say score, history, save, or quit.
console-say-quit = Say quit to leave the game.
console-end-of-input = End of input. The game is not finished; say save before leaving to keep it.
# a secret answer echoed from piped input
console-secret-echo = (secret)
crash-one-folder = Something went wrong; saved in { $folder }: the game as { $save }, a report as { $report }.
crash-line = Something went wrong; { $where } and { $told }.
crash-saved-to = the game is saved to { $path }
crash-not-saved = the game could not be saved
crash-report-to = a report to { $path }
crash-no-report = no report could be written
crash-secrets-kept = The save is from before the { $secrets } were set: they stay secret.
play-seed = Seed { $seed }.
play-start = Say help for commands, choices for the numbered choices.
play-seed-again = Seed { $seed }: tek-access play --seed { $seed } deals this game again.

## Refusals and queries every game shares (ui/hearing.py, core/queries.py)
refusal-try = Try: { $suggestions }.
# a secret line at a shared keyboard
hearing-locked = Locked.
query-no-command = No command called { $name }.
query-game-over = The game is over. Say score to hear the result.
query-deciding = { $who } is deciding.

## Session commands (ui/meta.py)
quit-will-save = the game will be saved to { $file } in your saves folder first
quit-not-saved = the game was not saved since the last change
quit-ask = Quit? Type yes to leave; { $save }. Type no to stay.
speech-stopped = Speech stopped.
verbosity-is = Verbosity is { $verbosity }. Say verbosity brief, normal or full.
verbosity-now = Verbosity: { $verbosity }.
undo-nothing = Nothing to undo.
# $problem: why the name is refused, a sentence with its full stop
save-refused = { $problem } Not saved.
save-after-reveal = A { $secret } is locked: the game will be saved when the { $secrets } are revealed, so the save never holds a secret.
save-other-game-kept = Not saved: { $file } holds a { $title } save.
save-not-over = Not saved. The { $title } save in { $file } is kept.
save-over-ask = { $file } holds a { $title } save. Save this { $this } game over it? Type yes to replace it, no to keep it.
load-refused = { $problem } Not loaded.
load-players = { $file }: that game has { $players } players, this table { $seats }. Not loaded.
load-other-game-seats = { $file } is a { $title } save and this table plays { $this }: { $problem } Start it with tek-access play --game { $game } --load FILE. Not loaded.
load-not = Not loaded. The game goes on.
load-not-yes = Not loaded: that was not yes. The game goes on.
load-other-game-ask = { $file } is a { $title } save, turn { $turn }. Load it? This table would play { $title } instead of { $this }{ $lost ->
        [yes] {" "}and its changes not saved would be lost
       *[no] {""}
    }. Type yes to load, no to stay.
load-ask = Load { $file }, turn { $turn }? This game, turn { $now }, has changes not saved: they would be lost. Type yes to load, no to stay.
braille-not-written = Braille board not written: { $problem }.
braille-written = Braille board written to { $path }.

## The tutorial's shell (ui/tutorial.py)
tutorial-type = Type: { $command }
tutorial-type-suggested = Tutorial: type the suggested command. Type: { $command }
# $game: " --game vikings", or nothing for the default game
tutorial-finished = Tutorial finished. Start a game with: tek-access play{ $game }. Say help in a game for commands.

## A secret answer read back (ui/secret.py); $secret: the game's word ("war die")
secret-none-locked = No { $secret } of yours is locked{ $shared ->
        [yes] , { $whose }
       *[no] {""}
    }{ $held ->
        [no] : it is read back only between setting it and the reveal
       *[yes] ; { $owner }'s stays secret until the reveal
    }.
secret-speech-off = { $who }'s { $secret } is never printed at a shared keyboard, and speech is off: start the game with --speech voice or --screen-reader to hear it.
secret-read-ask = { $who }'s { $secret }, for { $who } alone: others take off their headphones. { $who }, press Enter to hear it in speech.
secret-said = { $who }'s { $secret } was said in speech, not printed.
secret-not-read = { $who }'s { $secret } was not read: it is revealed, or no speech is on to say it.

## The last round (ui/summary.py) and long lines in parts (core/text.py)
round-none = No round played yet.
round-last = Last round, { $count ->
        [one] { $count } turn
       *[other] { $count } turns
    }:
round-nobody = Nobody
round-no-action = no action yet.
round-turn = Turn { $turn }, { $who }
in-parts-one = { $lead }: { $text }
in-parts-part = { $lead }, part { $part } of { $parts }: { $text }

## Refusals every game shares (core/refusals.py)
# after as many choices as fit: "; and 3 more: say choices."
refusal-and-more = ; and { $count } more: say choices.
refusal-say-choices = Say choices to hear what you may do.
refusal-instead = { $count ->
        [one] Instead: { $choices }.
       *[other] Instead, { $count } choices: { $choices }.
    }
refusal-say-all = Say choices to hear all { $count }.
refusal-not-this-question = { $verb } does not answer this question.

# the start of a refusal that says back what was typed (the parser echoes the typed words after it)
not-a-choice-prefix = Not a choice now:
