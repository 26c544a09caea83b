# The shared front end's words, English (the reference language: every other language falls back here).
# Comments say where a message is used; keep lines short, most important word first.

## The voice, speech errors and the say command (audio/voice.py, audio/announcer.py, audio/commands.py)
voice-built-in = built-in voice
# $error: the backend's exception type and its own text
speech-error = Speech or sound error: { $error }
say-nothing = Say: nothing to say. Example: tek-access say Your turn, Blue.
say-problem = Say: { $problem }.
say-no-wav = Say: no WAV written. { $problem }
# $seconds: the WAV's length, with two decimals
say-wrote = Wrote { $file }: { $seconds } seconds, by { $engine }.
say-wrote-no-length = Wrote { $file }, by { $engine }.
say-cannot = Say: nothing can speak. { $mode }
say-through = Said through { $mode }
# a save that fails its replay check (games/*/options.py, games/tek/savecheck/replay.py): $problem is the rules' own text
save-replay-refused = a choice cannot be replayed: { $problem }
save-replay-differs = is not what replaying the log from the start gives
save-replay-bad-start = not a state the game can start from ({ $problem })
save-replay-over = the game was already over
save-replay-wrong-seat = seat { $seat }, but seat { $deciding } was deciding
save-replay-illegal = illegal choice { $choice }: { $problem }
save-replay-unplayable = choice { $kind } cannot be played ({ $problem })
save-replay-next-unknown = the next decision cannot be worked out ({ $problem })
save-replay-no-choice = the next decision has no legal choice
save-replay-state-differs = differs from a replay of the log from the initial state
save-replay-barrier = is { $saved }, a replay gives { $replayed }

## The compiled engine's warning, said once at import before --lang is read (compiled.py): $problem is an engine-why-* line
engine-incomplete = tek-access: the compiled rules engine is incomplete ({ $problem }); the rules run as pure Python, about half as fast. To compile again: { $rebuild }.

## Why a braille sheet cannot be laid out, said by the braille command (braille/paginate.py, wrap.py, elements.py,
## command.py, each game's braille maps): $cells by $lines is the page; a quoted text is the sheet's English source
brf-layout-head-wide = running head { $head } is wider than { $cells } cells
brf-layout-title-page = the title page needs { $need } lines, a page of { $lines } lines has { $room }
brf-layout-title-line = title line { $line } does not fit the title page
brf-layout-heading = heading { $heading } and what follows it do not fit a page of { $cells } cells by { $lines } lines
brf-layout-key = key entry { $entry } does not fit a page of { $cells } cells by { $lines } lines
brf-layout-block = a block of { $high } lines by { $wide } cells does not fit a page of { $cells } cells by { $lines } lines
brf-layout-narrow = a line of { $cells } cells is too narrow
brf-layout-map-pages = the map of { $map } takes { $pages } pages of { $cells } cells by { $lines } lines
brf-layout-map-place = a place of the map of { $map } does not fit a page of { $cells } cells by { $lines } lines
brf-layout-map-small = a map of { $rows } by { $cols } grid cells needs { $need_cells } cells by { $need_lines } lines, only { $cells } by { $lines } are free
brf-cells-range = cells per line must be { $low } to { $high }, not { $value }
brf-lines-range = lines per page must be { $low } to { $high }, not { $value }
brf-cells-not-number = cells per line must be a whole number from { $low } to { $high }, not { $value }
brf-lines-not-number = lines per page must be a whole number from { $low } to { $high }, not { $value }
brf-cells-option-range = cells per line must be from { $low } to { $high }, not { $value }
brf-lines-option-range = lines per page must be from { $low } to { $high }, not { $value }
brf-cannot-write = { $name }: cannot write { $path }: { $error }

## The braille command's board (braille/command.py)
brf-board-too-small = Page too small for the board of { $save }: { $error }.

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

## Confirmations (ui/meta.py, ui/session.py): the words that answer "Type yes to ..., no to ...", comma-separated;
## the English words and their first letters are taken in every language
answer-yes = yes
answer-no = no

## The grammar's own lines (grammar/parser.py)
parse-not-understood = I did not understand that.
parse-say-command = Say a command, or a number from the choices.
parse-game-over = The game is over: say score, history or quit.
parse-not-your-decision = Not your decision: { $who } is deciding.
parse-whole-number = { $text } is not a choice: answer with one whole number, from 1 to { $count }.

## help (grammar/commands.py): the overview and one command's help; the commands' own texts are the game's
help-summary = { $count } commands. Say help and a command for more, for example: help { $first }.
help-kind = { $kind ->
        [play] To play
        [query] To ask
       *[meta] To manage the game
    }, { $count }: { $names }.
help-numbers = A number answers the pending question: say choices to hear them.
help-command = { $name }: { $help }
help-usage = Usage: { $usage }
help-example = Example: { $example }
help-also = Also: { $words }.

## The speech mode line, first in a session (audio/announcer.py, audio/backends.py)
mode-screen-reader = Screen-reader mode.
mode-name = { $mode ->
        [screenreader] screen reader
        [voice] built-in voice
        [off] text only
        [auto] automatic
       *[other] { $mode }
    }
mode-starting = Speech: { $requested }, starting. Sounds: { $sounds ->
        [yes] starting
       *[no] off
    }.
mode-speech = Speech: { $mode }, { $description }.
mode-text-only = Speech: text only.
mode-sounds = Sounds: { $on ->
        [yes] on
       *[no] off
    }.
mode-unavailable = Speech unavailable: { $problem }.
mode-voice-unavailable = Voice unavailable: { $problem }.
mode-reader-running = { $reader } is running; the game prints and { $reader } reads.

## The speech and review keys (audio/keys.py) and the review commands (audio/review.py)
keys-count = { $count } keys:
# $keys: "F2", or "F2 or F9"
key-help = { $keys }: { $action ->
        [resources] speak your resources
        [score] speak the score
        [turn] speak whose turn it is and what is pending
        [repeat] repeat the last message
        [previous] read the previous message
        [next] read the next message
       *[stop] stop speech
    }
key-or = { $first } or { $second }
key-not-available = Not available now.
review-nothing-to-repeat = Nothing to repeat yet.
review-no-messages = No messages yet.
# $category: a category name (war, resources ...), or "none" for every event
review-history = { $category ->
        [none] { $count ->
            [one] { $count } message:
           *[other] { $count } messages:
        }
       *[other] { $count ->
            [one] { $count } { $category } message:
           *[other] { $count } { $category } messages:
        }
    }
review-history-none = { $category ->
        [none] 0 messages.
       *[other] 0 { $category } messages.
    }
review-history-number = history needs a number, like: history 5. Not { $typed }.
review-history-one-or-more = history needs a number of 1 or more, like: history 5.
review-no-category = No category { $category }. Categories: { $categories }.
review-unknown = Unknown review command { $verb }. Try: repeat, previous, next, history 10.

## The settings command (settings.py, audio/review.py); setting and category names are what the player types
# a setting's and a category's name, as listed and as typed (the settings file keeps the English id, $name)
setting-name = { $name }
category-name = { $name }
settings-count = { $count } settings:
settings-line = { $name }: { $value }
setting-on = on
setting-off = off
setting-percent = { $value } percent
setting-rate = { $value } words per minute
setting-default = default
setting-auto = auto
setting-screen-reader = screen reader
# a verbosity's or speech mode's id ($value: brief, normal, full, auto, voice, off) as listed
setting-value = { $value }
# the words a player types for each value, comma-separated (accents, case, spaces and dashes folded); every
# language's words are taken in every language, so the English ones always work; the settings file keeps the ids
setting-words-on = on, yes, true, enabled
setting-words-off = off, no, false, disabled
setting-words-brief = brief
setting-words-normal = normal
setting-words-full = full
setting-words-auto = auto
setting-words-screenreader = screenreader, screen reader
setting-words-voice = voice
setting-words-text = text
setting-words-default = default
settings-printed-only = categories printed only: { $categories }
settings-not-printed = categories not printed: { $categories }
settings-none = none
settings-saved = Saved.
settings-not-saved = Not saved ({ $problem }); kept for this game.
settings-unchanged = { $name }: { $value }, unchanged
settings-shown = { $category }: { $shown ->
        [yes] printed
       *[no] not printed; kept in history
    }
settings-changed = { $line }. { $saved }
settings-needs-value = settings { $name } needs a value, like: settings rate 200.
settings-unknown = No setting named { $name }.
settings-closest = Closest: { $names }.
settings-all = Settings: { $names }.
settings-show-needs = settings show needs a category and on or off, like: settings show resources off. Categories: { $categories }
settings-show-must = show { $category } must be on (printed) or off (kept for history only), not { $value }
settings-category-must = { $category } must be on (spoken and sounded) or off (printed only), not { $value }
# what a setting takes, in "NAME must be ..., not VALUE"
setting-takes = { $name ->
        [verbosity] brief, normal or full
        [speech] auto, screenreader, voice or off
        [voice] a voice name, or default
        [rate] words per minute, { $low } to { $high }
        [volume] percent, 0 to 100
        [sound_volume] percent, 0 to 100
        [sound_pack] a folder with manifest.toml, or default
        [language] en (English), fr (French), or auto
       *[other] on or off
    }
setting-must = { $name } must be { $takes }, not { $value }
setting-must-on-off = { $name } must be on or off, not { $value }
setting-must-number = { $name } must be a number, not { $value }
setting-must-whole-takes = { $name } must be a whole number, { $takes }, not { $value }
setting-must-whole = { $name } must be a whole number, not { $value }
setting-must-text = { $name } must be text, not { $value }
setting-must-line = { $name } must be a single line of text
setting-must-true-false = { $name } must be true or false, not { $value }

## Undo refused by the table's owner (owner.py)
undo-past-decisions = That goes past your decisions: say it in parts.
undo-others-decided = Not undone: { $names } decided since; undo takes back only your own decisions.
undo-no-choice-yet = Nothing to undo: { $shared ->
        [yes] { $who } has
       *[no] you have
    } made no choice yet.
undo-revealed = Nothing to undo: the { $secrets } were revealed since your last choice, and a revealed { $secret } cannot be taken back.

## doctor (audio/commands.py): "Name: value" lines, each missing piece with its fix; package names and commands stay as typed
doctor-header = Doctor: { $checks } checks, { $problems ->
        [one] { $problems } problem
       *[other] { $problems } problems
    }.
doctor-fix = Fix: { $command }
# the rules engine's state (compiled.py), in doctor's "Rules engine:" line; $fix: yes when a half-built compile was found
engine-compiled = compiled (mypyc)
engine-pure = pure Python ({ $reason }){ $fix ->
        [yes] . Fix: { $rebuild }
       *[no] {""}
    }
engine-rebuild = reinstall with a C compiler (pip install --force-reinstall tek-access), or run bash scripts/build.sh in a checkout
engine-why-not-checked = not checked
engine-why-pure-variable = { $variable } is set
engine-why-not-compiled = not compiled at install: no C compiler or mypyc, or TEK_ACCESS_PURE=1
engine-why-stub-alone = { $stub } without its shared library { $library }
# $python: the Python the build was made for, as its manifest says it
engine-why-other-python = compiled for another Python, { $python }
engine-why-library-missing = its shared library { $library } is missing
engine-why-modules-missing = { $missing } of { $total } compiled modules missing, { $first } first
# $problem: the loader's own words
engine-why-library-failed = its shared library { $library } did not load: { $problem }
doctor-engine = Rules engine: { $engine }
doctor-settings-file = Settings file: { $path }{ $saved ->
        [yes] {""}
       *[no] {" "}(not saved yet, defaults in use)
    }
doctor-settings-problem = Settings problem: { $warning }
doctor-speech-mode-problem = Speech mode problem: { $problem }. Fix: unset { $env } or set it to auto.
doctor-speech-mode = Speech mode: { $mode } ({ $from_env ->
        [yes] from { $env }
       *[no] saved setting
    })
doctor-reader-running = Screen reader: { $reader } is running
doctor-reader-below = Screen reader: see accessible_output2 below
doctor-reader-none = Screen reader: none found running (over SSH, name the mode: --speech screenreader)
doctor-speechd-missing = speech-dispatcher: Python module speechd not found. { $fix }
doctor-speechd-answering = speech-dispatcher: answering
doctor-speechd-note = speech-dispatcher: { $note }
doctor-ao2-missing = accessible_output2: not installed{ $linux ->
        [yes] ; not needed on Linux
       *[no] . Fix: pip install tek-access[speech]
    }
doctor-ao2-through = accessible_output2: { $version }, speaks through { $output }
doctor-ao2-note = accessible_output2: { $version }, { $note }
doctor-ao2-linux = accessible_output2: { $version }; not needed on Linux
doctor-espeak = espeak-ng: { $program }
doctor-espeak-missing = espeak-ng: not found.{ $linux ->
        [yes] {" "}Fix: sudo apt install espeak-ng
       *[no] {""}
    }
doctor-pyttsx3 = pyttsx3: { $version }
doctor-pyttsx3-missing = pyttsx3: not installed. Fix: pip install tek-access[speech]
doctor-aplay-missing = aplay: not found; pyttsx3 needs it on Linux. Fix: sudo apt install alsa-utils
doctor-voices = Voices: { $count } from { $engine }, first: { $names }
doctor-voices-none = Voices: none found. The built-in voice needs espeak-ng (Linux) or pyttsx3.
# $route: what the speech mode speaks through
doctor-route = Speech route: { $mode }, { $route ->
        [off] text only
        [screenreader] screen reader
        [voice] built-in voice
       *[terminal] the screen reader reads the terminal
    }
doctor-route-problem = Speech route problem: speech mode { $mode } has nothing to speak through. Fix: { $fix }, or choose text: settings speech off in the game, or tek-access play --speech off
doctor-fix-reader = start your screen reader
doctor-fix-voice = sudo apt install espeak-ng, or pip install tek-access[speech]
doctor-sound-missing = Sound output{ $problem ->
        [yes] {" "}problem
       *[no] {""}
    }: miniaudio not installed. Fix: pip install tek-access[sound]
doctor-sound = Sound output: miniaudio { $version }, { $devices }
doctor-sound-problem = Sound output problem: miniaudio { $version }, { $devices }, or turn sounds off: settings sounds off
doctor-devices = { $count } playback devices: { $names }
doctor-devices-error = cannot list devices ({ $problem }). Fix: check the sound card, PulseAudio or PipeWire
doctor-devices-none = no playback device found. Fix: check the sound card, PulseAudio or PipeWire
doctor-pack-problem = Sound pack problem: { $problem }
doctor-pack-undecodable = Sound pack problem: { $count } sounds do not decode: { $sounds }
doctor-pack = Sound pack: { $name }, { $count } sounds, { $decoded ->
        [yes] all decode
       *[no] not decoded without miniaudio
    }, in { $folder }
doctor-louis = liblouis: { $version }, Python module louis
doctor-louis-missing = liblouis: not found. Fix: sudo apt install liblouis20 liblouis-data python3-louis (braille sheets need it)
doctor-test-line = tek-access speech test. You should hear this line.
doctor-test = Test: { $mode }

## The command line's errors (cli.py, ui/play.py, core/registry.py); option names stay as typed
cli-refused = tek-access { $command }: { $problem } Not started.
cli-line = tek-access { $command }: { $problem }
cli-not-started = { $problem }. Not started.
cli-not-apply = { $options } { $count ->
        [one] does
       *[other] do
    } not apply to { $title }. Not started.
cli-unknown-game = Unknown game { $name }. Games: { $games }.
cli-unknown-seat = Unknown seat kind { $kind }. Seat kinds: { $kinds }.
cli-players-seats = --players { $players } but { $seats } seats given.
cli-humans = --humans must be 0 to { $players }.
cli-bot-time = --bot-time must be 1 to 60000 milliseconds.
cli-went-wrong = tek-access { $command }: Something went wrong; { $told }.
cli-report-in = a report is in { $path }
# what named a speech mode that is not one (audio/modes.py)
speech-source-mode = speech mode
speech-source-setting = the speech setting

## A settings file that cannot be read whole (settings.py): one line per problem, the rest kept
settings-file-unreadable = Settings file { $file }: cannot be read ({ $problem }). Using defaults.
settings-file-broken = Settings file { $file }, { $place }: { $problem }. Using defaults.
settings-file-at = Settings file { $file }, line { $line }, { $name }
settings-file-at-name = Settings file { $file }, { $name }
settings-file-shown = { $where }: must be a category other than { $always } set to true or false. Ignored.
settings-file-categories = { $where }: must be a table of category = true or false. Using the default.
settings-file-unknown-category = { $where }: unknown category, ignored. Categories: { $categories }.
settings-file-category-value = { $where }: must be true or false, not { $value }. Using the default.
settings-file-unknown = { $where }: unknown setting, ignored.
settings-file-bad = { $where }: { $problem }. Using the default.

## Why speech or sounds did not start (audio/screenreader.py, audio/voice.py, audio/earcons.py): said after the
## speech mode line, each with its fix
note-sounds-no-miniaudio = Sounds unavailable: miniaudio is not installed. Install it with: pip install tek-access[sound].
note-sounds-pack = Sounds unavailable: { $problem }
note-sounds-no-device = Sounds unavailable: no sound output device ({ $detail }).
note-speechd-module = speech-dispatcher's Python module is missing. { $fix }.
note-speechd-failed = { $problem }. { $fix }, then: spd-say test.
note-speechd-not-answering = speech-dispatcher is not answering ({ $reason })
note-no-answer = no answer
note-ao2-missing = Screen reader support unavailable: accessible_output2 is not installed. Install it with: pip install tek-access[speech].
note-ao2-failed = Screen reader support unavailable: accessible_output2 failed ({ $problem }).
note-speechd-debian = speech-dispatcher's Python module (Debian: python3-speechd) is missing
note-system-voice-only = No screen reader running: only the system voice ({ $name }) answered.
# $notes: what was found, "a; b", or nothing
note-no-reader-output = No screen reader output found{ $notes ->
        [none] {""}
       *[other] {" "}({ $notes })
    }.
note-no-reader = No screen reader running.
note-reader-via = { $reader } via { $name }
note-espeak-missing = Voice unavailable: espeak-ng is not installed. Install it (Debian and Ubuntu: sudo apt install espeak-ng).
note-pyttsx3-missing = Voice unavailable: pyttsx3 is not installed. Install it with: pip install tek-access[speech].
note-voice-program = { $program } voice

## A sound pack that cannot be used (audio/earcons.py): file, place, problem
pack-no-manifest = Sound pack { $folder }: no manifest.toml in that folder.
pack-broken = Sound pack { $file }, { $place }: { $problem }.
pack-format = Sound pack { $file }, format: only format 1 is known, not { $format }.
pack-no-events = Sound pack { $file }: no [events.NAME] tables.
pack-event-table = Sound pack { $file }, events.{ $name }: must be a table with file and category.
pack-event-file-missing = Sound pack { $file }, events.{ $name }.file: missing; name the sound file.
pack-event-category = Sound pack { $file }, events.{ $name }.category: { $category } is not one of { $categories }.
pack-event-not-found = Sound pack { $file }, events.{ $name }.file: { $sound } not found in { $folder }.
pack-undecodable = Sound file { $path }: cannot be decoded ({ $problem }).

## The command line's option errors (cli.py), said in the player's language when it is not English (English
## keeps argparse's own words): the usage line, then one of these
cli-usage = usage:
cli-error = { $prog }: { $problem }
cli-unrecognized = unknown options: { $options }. Say tek-access { $command } --help for the options.
cli-required = missing: { $names }.
cli-expected-value = { $option } needs a value.
cli-invalid-value = { $option }: { $value } is not a { $type ->
        [int] whole number
        [float] number
       *[other] { $type }
    }.
cli-invalid-choice = { $option }: { $value } is not a choice. Choices: { $choices }.
cli-ambiguous = { $option } could be { $matches }: say which.
cli-other = { $problem }

## A save that cannot be read (storage.py): the file and what is wrong with it
save-place-file = file
save-file-missing = no such file or directory
save-file-denied = permission denied
save-file-folder = is a directory
save-file-not-a-save = is { $kind ->
        [folder] a folder
        [link] a link
        [device] a device
        [pipe] a pipe
        [socket] a socket
       *[other] not a regular file
    }, not a save
save-file-too-large = is { $n } bytes, too large to be a save

## The command line's --help (cli.py): cli-help-COMMAND-OPTION, or cli-help-OPTION for an option of several commands
## (a game's option has its message in the game's file); argparse's own words. English is said from the code as it is.
cli-help-positionals = positional arguments
cli-help-options = options
cli-help-help = show this help message and exit
cli-help-description = Tiny Epic games for screen readers, braille and keyboard.
cli-help-play = Play a game at this keyboard.
cli-help-tutorial = A short guided first game: each step says what to type.
cli-help-simulate = Play many computer games and print statistics.
cli-help-braille = Write BRF braille sheets for embossing.
cli-help-doctor = Check speech, sound and braille support.
cli-help-say = Speak a line, or write it to a WAV file.
cli-help-check-data = Check your own game data files.
cli-help-serve = Run a game server for online tables (SSH, telnet and the web).
cli-help-connect = Play at an online table with this game's own console.
cli-help-table-host = Play online tables for front doors over Redis and PostgreSQL (several processes; no socket).
cli-help-lang = language of every line: en (English) or fr (French); default: the language setting, $TEK_ACCESS_LANG, or the system's
cli-help-speech = auto, screenreader, voice or off (default: TEK_ACCESS_SPEECH, then your setting), e.g. --speech voice
cli-help-transcript = also write every line to this file, e.g. --transcript game.txt
cli-help-ascii = plain ASCII letters only (Debut for Début), for a terminal or braille display that shows accented letters wrongly; without it accents are kept where the terminal can show them
cli-help-verbosity = brief, normal or full
cli-help-screen-reader = screen-reader mode: the same as --speech screenreader
cli-help-play-players = players: 2 to 5 (2 with the two-player rules) for tek; 2 to 4 for vikings (default 4, or the number of --seats)
cli-help-play-seats = one kind per seat, comma separated: human, normal, random, strong; e.g. human,strong,normal
cli-help-play-humans = how many human seats, the first ones (default 1; 0 plays an all-computer game)
cli-help-play-seed = seed for a repeatable game
cli-help-play-events = write every event as one JSON object per line
cli-help-play-load = continue a saved game
cli-help-play-bot-time = the strong computer player's thinking budget per decision in milliseconds (default 200; see docs/bots.md)
cli-help-play-game = the game to play: tek, vikings (default tek)
cli-help-tutorial-game = the game to learn: tek, vikings (default tek)
cli-help-simulate-game = the game to simulate: tek, vikings (default tek)
cli-help-simulate-games = games to play (default 10)
cli-help-simulate-players = players in each game: 2 to 5 (2 with the two-player rules) for tek; 2 to 4 for vikings (default 4)
cli-help-simulate-seed = seed of the first game; game i uses S plus i (default 1)
cli-help-simulate-bots = computer player kind for every seat (normal or random or strong), or one kind per seat separated by commas, for example normal,random,random,random (default random)
cli-help-braille-game = the game whose sheets to write: tek, vikings (default tek)
cli-help-braille-sheets = sheets to write, any of: kit, territories, reference, factions, solo (default: all)
cli-help-braille-out = folder for the BRF files (default: the current folder)
cli-help-braille-grade = grade: 2 contracted (default; French: abrégé) or 1 uncontracted (French: intégral)
cli-help-braille-cells = cells per line (default 40)
cli-help-braille-lines = lines per page (default 25)
cli-help-braille-no-form-feed = no form feed after each page (for embossers that count lines)
cli-help-braille-board = write the board of this saved game (tactile maps with the meeples, tokens and the table) instead of the sheets
cli-help-doctor-test = also speak a test line and play a test sound, e.g. tek-access doctor --test
cli-help-say-text = the words to speak, e.g. tek-access say Your turn
cli-help-say-wav = write the speech to this WAV file instead
cli-help-say-rate = words per minute, 80 to 450 (default: your setting)
cli-help-say-volume = percent, 0 to 100 (default: your setting)
cli-help-say-voice = voice name (default: your setting)
cli-help-say-speech = auto, screenreader, voice or off (default: your setting)
cli-help-check-data-files = a faction or territory TOML file
cli-help-serve-host = Address to listen on (default 127.0.0.1; 0.0.0.0 for a LAN).
cli-help-serve-ssh-port = SSH port (default 2222; 0 for none).
cli-help-serve-telnet-port = Telnet port (default 4000; 0 for none).
cli-help-serve-data = Folder for the database and keys (default tek-server).
cli-help-serve-guests = Let anyone in under a free name with no password (a LAN party, tests).
cli-help-serve-no-register = Do not create accounts for new names.
cli-help-serve-ports-file = Write the ports actually opened to this file (for tests).
cli-help-serve-limit = Change one limit, for example --limit idle_lobby=3600 (seconds). Limits: logins_per_address, online_per_address, guests_per_address, login_deadline, idle_lobby, idle_seated, idle_warning, failures_per_account_address, failures_per_address, failure_window, failures_per_account, slow_login_delay, registrations_per_hour, keep_finished_days, keep_abandoned_days, keep_waiting_days. docs/server.md gives the defaults.
cli-help-serve-bot-workers = Processes for the computer players' thinking (default 1; one per spare core).
cli-help-serve-bus = Run as a front door over Redis (redis://HOST:PORT/DB or unix:///path): the doors, the lobby and chat here, the games in table-host processes. Needs --database.
cli-help-serve-database = With --bus: the PostgreSQL store shared with the table hosts (postgresql://...); --data then holds only the SSH host key and seal.key (the table hosts' too).
cli-help-serve-web-port = Web port: the page to play in a browser (default off; 0 for a free port with --ports-file). Needs the web extra.
cli-help-serve-web-origin = An address players open the page at, e.g. https://games.example.org or http://203.0.113.5:8080: only pages of these origins (and of localhost on the web port) may open the game's websocket (repeatable).
cli-help-serve-web-proxy = The address of a reverse proxy in front of the web door: its X-Forwarded-For is believed, so limits count each player's address (repeatable; default none).
cli-help-connect-host = Server address, for example 192.168.1.20 or 127.0.0.1.
cli-help-connect-port = The server's telnet port (default 4000).
cli-help-table-host-bus = The Redis server: redis://HOST:PORT/DB or unix:///path/to/redis.sock.
cli-help-table-host-database = The PostgreSQL database: postgresql://USER@HOST/NAME (the same for every process).
cli-help-table-host-data = Folder holding seal.key, the same key as the front door's (default tek-server).
cli-help-table-host-name = This host's name (default: machine, process id, random).
cli-help-table-host-lease = Seconds a claim holds a table, renewed every third (default 10).
cli-help-table-host-bot-workers = Processes for the computer players' thinking (default 1).

## simulate (core/simulate.py): the statistics, "Name: value" lines; bot kinds and rulesets stay as typed
## ($bots, $kind, $rules); $mean and $rate: Fluent numbers of one decimal, said in the language's way (57.8, 57,8)
simulate-games = Games: { $games }
simulate-players = Players: { $players }
simulate-bots = Bots: { $bots }
simulate-seeds = Seeds: { $first } to { $last }
simulate-mean = { $label }: { $mean }
simulate-mean-none = { $label }: none
simulate-mean-turns = Mean turns
simulate-shared-wins = Shared wins: { $games ->
        [one] { $games } game
       *[other] { $games } games
    }, each winner counted
simulate-wins-by-seat = Wins by seat: { $seats } seats
simulate-seat-wins = Seat { $seat }, { $kind }: { $wins ->
        [one] { $wins } win
       *[other] { $wins } wins
    }
simulate-fallbacks-none = Fallbacks: none
simulate-fallbacks = Fallbacks: { $total }, decisions where a computer player's search failed and a simpler choice was played
simulate-seat-fallbacks = Seat { $seat }, { $kind }: { $count ->
        [one] { $count } fallback
       *[other] { $count } fallbacks
    }
simulate-rate = Games per second: { $rate }
simulate-stopped = Stopped.
# $problem: the engine's or bot's own words
simulate-game-stopped = Game { $game }, seed { $seed }, stopped: { $problem }
simulate-games-range = Games must be 1 to { $most }.
simulate-players-range = Players must be { $low } to { $high }.
simulate-players-range-game = Players must be { $low } to { $high } in { $game }.
# $kind: what was typed, quoted
simulate-unknown-bot = Unknown computer player { $kind }. Kinds: { $kinds }.
simulate-bots-count = Give one bot kind, or { $players } kinds, one per seat; { $given } given.
