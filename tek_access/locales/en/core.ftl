# The shared front end's words, English (the reference language: every other language falls back here).
# Comments say where a message is used; keep lines short, most important word first.

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
