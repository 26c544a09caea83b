# The online server's and the web page's own words (tek_access/server/, tek_access/web/), in English.
# Each connection hears them in its own language (language fr); the game's words are the game's own files.

## Extras a door or a table host needs (cli.py table-host, server/web.py): $problem is Python's own text
table-host-needs-extras = A table host needs the postgresql and redis extras: pip install 'tek-access[postgresql,redis]' ({ $problem }).
web-needs-extra = the web door needs the web extra: pip install 'tek-access[web]' ({ $problem })

## The server's startup lines (serve: server/app.py) and the connect command's own lines (server/client.py)
serve-started = tek-access server. SSH port { $ssh }, telnet port { $telnet }, web port { $web }, data { $folder }. { $playing } tables resumed. Guests { $guests ->
        [yes] on
       *[no] off
    }.
serve-port-off = off
serve-front-door = Front door { $name }: the games are played by table-host processes over the bus.
serve-ssh-key = SSH host key fingerprint { $fingerprint }: players check it when ssh first asks to trust this server.
serve-web-origin = The web page opens the game only from this machine's own names (http://localhost:{ $port }/): give the address players type with --web-origin, for example --web-origin http://192.168.1.5:{ $port }.
serve-telnet-clear = Telnet sends everything in clear, passwords too: use it on a trusted network, or --telnet-port 0.
serve-needs-extra = The server needs the server extra: pip install 'tek-access[server]' ({ $error }).
serve-cannot-start = Cannot start the server: { $error }
connect-cannot = Cannot connect to { $host } port { $port }: { $error }.
connect-needs-extra = connect needs the server extra: pip install 'tek-access[server]' ({ $error }).

## Choosing the language (server/connection.py)
language-unknown = No language called { $word }. Languages: { $languages }.
language-now = Language: English. Say language and a code to change it: { $languages }.
language-set = Language: English, for this connection.

## Lines and limits of a connection (server/connection.py)
line-flood = Line too long: over { $size } characters without a line end. Disconnected.
line-too-long = Line too long: at most { $size } characters. Ignored.
chat-too-much = Too much chat: at most { $count } messages a minute. Wait a few seconds; that message was not sent.
commands-too-many = Too many commands at once: wait a second. Ignored.
command-failed = Sorry: that command failed on the server. Nothing changed.
goodbye = Goodbye.{ $kept ->
        [yes] { " " }Your seat is kept: connect again to come back.
       *[no] { "" }
    }

## Logging in and the lobby (server/hub.py)
name-online-connect = Name taken: { $name } is online. Connect with another name.
connected-elsewhere = You connected from elsewhere; this connection closes.
welcome = Welcome to tek-access online, { $name }. Screen reader mode: plain lines, numbered choices. Say help for the commands.
code-asked = { $name } holds a seat. Type { $name }'s reconnect code, the 8 digits said at the first login, or say quit and connect with another name.
code-given = Your reconnect code is { $code }. If you drop, connect as { $name } and type it to get your seat back; keep it to yourself.
too-many-online = Too many connections from your address: at most { $count } online. Close one and connect again.
too-many-guests = Too many guests from your address: at most { $count }. Close one, or log in with an account.
code-too-many-name = Too many wrong reconnect codes for { $name }: wait { $wait }, or connect with another name.
code-too-many-address = Too many wrong reconnect codes from your address: wait { $wait }.
code-accepted = Code accepted.
code-wrong-last = Wrong code. { $refusal }Goodbye: connect with another name to play.
code-wrong = Wrong code: { $left } tries left. Type the 8 digits, or say quit.
welcome-back = Welcome back: your seat at table { $table } is waiting.
lobby-summary = Lobby. { $online } online, { $tables } { $tables ->
        [one] table
       *[other] tables
    } waiting for players. Say tables, create, or help.
tables-head = { $count ->
        [0] No tables. Say create to make one.
        [one] { $count } table:
       *[other] { $count } tables:
    }
lobby-help-head = { $count } lobby commands:
lobby-help-tables = tables: list the tables, numbered, with seats, rules and who waits.
lobby-help-create = create: make a table; numbered questions follow. Quick form, the answers in order (game, players, human seats, computer level, the game's own questions, seed): create 1 4 2 normal no 17.
lobby-help-join = join N: take a seat at table N, or come back to your seat.
lobby-help-watch = watch N: watch table N; you hear only what every player hears.
lobby-help-who = who: who is online and where.
lobby-help-say = say TEXT: talk to everyone in the lobby.
lobby-help-tell = tell NAME TEXT: talk to one person.
lobby-help-verbosity = verbosity brief, normal or full.
lobby-help-language = language CODE: the language you hear and type in, for example language fr. Languages: { $languages }.
lobby-help-key = key: your SSH public keys, to log in without a password. key add followed by the line of your .pub file, for example: key add ssh-ed25519 AAAA... ann@laptop. key list. key remove 1.
lobby-help-quit = quit: disconnect.
lobby-say-command = Say a command. Try: tables, create, help.
lobby-no-command = No lobby command { $verb }. Try: tables, create, join 1, help.
key-guest = You are a guest here: keys belong to accounts. A server without --guests makes an account the first time you log in with a password.
key-list-head = { $count } SSH { $count ->
        [one] key:
        [0] keys. Say key add followed by the line of your .pub file.
       *[other] keys:
    }
key-list-line = { $number }: { $key }.
key-not-public = Not an SSH public key line.
key-already = That key is already yours. Say key list to hear your keys.
key-too-many = At most { $count } keys: say key remove and a number first.
key-added = Key { $number } added: { $key }. Log in with it: ssh -i your private key file, or ssh picks it up itself.
key-remove-which = Remove which key? Say key remove and a number from 1 to { $count }; key list reads them.
key-none = You have no SSH keys.
key-removed = Key { $number } removed: { $key }. { $left } left.
key-commands = Key commands: key list, key add followed by a public key line, key remove N.
table-which = Which table? Say { $verb } and its number, for example: { $verb } 1. Say tables to hear them.
table-none = No table { $table }. Say tables to hear them.
say-what = Say what? For example: say hello.
chat-says = { $who } says: { $text }{ $cut ->
        [yes] { " (cut)" }
       *[no] { "" }
    }
chat-you-say = You say: { $text }{ $cut ->
        [yes] { " (cut): at most " }{ $most } characters a message
       *[no] { "" }
    }
tell-what = Tell whom what? For example: tell Ann good game.
tell-not-online = { $name } is not online. Say who to hear who is.
chat-tells-you = { $who } tells you: { $text }{ $cut ->
        [yes] { " (cut)" }
       *[no] { "" }
    }
chat-you-tell = You tell { $who }: { $text }{ $cut ->
        [yes] { " (cut): at most " }{ $most } characters a message
       *[no] { "" }
    }
who-head = { $count } online:
who-lobby = { $name }: lobby.
who-watching = { $name }: watching table { $table }.
who-seated = { $name }: table { $table }, { $seat }.
table-closed = Table { $table } closed.

## A table (server/table.py)
table-help = Table commands, 5 more: say TEXT to the table, leave to go back to the lobby, who, and for the host: start, and kick NAME or seat number (during a game the seat goes to a computer player).
nobody = nobody
nobody-cap = Nobody
table-describe = Table { $table }: { $state ->
        [waiting] waiting, { $open } of { $humans } human { $humans ->
            [one] seat
           *[other] seats
        } open
        [playing] playing
       *[over] game over
    }. { $game }, { $players } players, { $humans } human, { $level } computer players, { $options }. Host { $host }. Players: { $who }. { $watching } watching.{ $chosen ->
        [yes] { " " }Seed chosen by the host.
       *[no] { "" }
    }
seed-chosen = Seed chosen by the host, { $seed }: whoever knows it can know what is hidden and the computer players' secret answers.
seat-number = Seat { $seat }
table-started-without = Table { $table } has started without you. Say watch { $table } to watch.
table-full = Table { $table } is full. Say watch { $table } to watch.
joined-elsewhere = You joined from another connection.
table-seated = Table { $table }, { $name }. You are in seat { $seat }.{ $host ->
        [yes] { " " }You are the host: say start when ready; computer players fill empty seats.
       *[no] { " " }Wait for the host to start.
    }
player-sits = { $who } sits at seat { $seat }.
table-you-are = Table { $table }. You are { $seat }.
player-back = { $who } is back as { $seat }.
missed-head = You missed { $count } lines{ $all ->
        [yes] :
       *[no] ; the last { $shown }, and history N reads more:
    }
secret-locked = Your { $secret } is locked until the reveal; the other side is deciding.
watching-table = Watching table { $table }. You hear what every player hears. Say leave to go back.
is-deciding = { $who } is deciding.
new-host = { $who } is now the host.
player-left-seat = { $who } left seat { $seat }.
player-left-kept = { $who } has left; { $seat }'s seat is kept for them.
back-in-lobby = Back in the lobby. Say tables to hear the tables.
game-not-started = The game has not started yet.
game-not-started-try = The game has not started: the host says start. Try: say, leave, who, help.
host-only-start = Only the host, { $host }, can start.
game-already-started = The game has already started.
cannot-start = Cannot start: { $problem }
table-starts = Table { $table } starts: { $people } { $people ->
        [one] person
       *[other] people
    } and { $bots } computer { $bots ->
        [one] player
       *[other] players
    }.
host-only-kick = Only the host, { $host }, can kick.
kick-both = { $word } is a player's name and another seat's colour: say kick and the seat number, 1 to { $count }.
kick-whom = Kick whom? Give another player's name or seat number, for example: kick 2.
kicked = The host took you off table { $table }. You are in the lobby.
kicked-seat-open = { $who } was removed from seat { $seat }; the seat is open.
kicked-seat-bot = { $seat }'s seat goes to a { $level } computer player.
not-your-decision = Not your decision: { $who } is deciding.
undo-spectator = Spectators have nothing to undo.
undo-not-started = Nothing to undo: the game has not started.
took-back = { $who } took back a decision.
undone = Undone. Back to your last decision.

## The create questions (server/create.py); each game's own questions are in its own words
host-too-many = You host { $count } tables not yet over, the most one player may: { $tables }. Finish one first; join { $first } takes you back.
address-too-many-tables = Too many tables made from your address: at most { $count } not yet over. Join one: say tables.
create-head = Create a table: { $count } questions. Press Enter for the default; say cancel to stop.
create-question = Question { $number } of { $count }: { $text }
create-players-choice = { $count } players
create-humans-choice = { $count } human { $count ->
        [one] seat
       *[other] seats
    }
create-game = which game? { $games } Enter for 1.
create-players = how many players, { $low } to { $high }? Enter for { $default }.
create-humans = how many human seats, 1 to { $players }? Enter for { $default }.
create-level = computer players. 1: normal. 2: random. Enter for 1, normal.
create-seed = seed, a whole number, to deal the same game again; players are told you chose it. Enter for a secret random seed.
# the word that stops the questions, besides "cancel" (typed in lower case)
create-cancel-word = cancel
create-cancelled = Table not created.
create-game-error = Game: { $games }.
create-players-error = Players: a number from { $low } to { $high }.
create-humans-error = Human seats: a number from 1 to { $players }.
# the words for the two levels, besides "normal" and "random" (typed in lower case)
create-level-normal-word = normal
create-level-random-word = random
create-level-error = Computer players: 1 normal or 2 random.
create-seed-error = Seed: a whole number of at most 20 digits, or Enter for a secret random one.
create-try-again = { " " }Try again, or say cancel.
table-created = Table { $table } created: { $game }, { $players } players, { $humans } human { $humans ->
        [one] seat
       *[other] seats
    }, { $level } computer players, { $options }{ $chosen ->
        [yes] , seed { $seed }, chosen by you: players are told.
       *[no] , a secret random seed.
    }

## A seat's front end (server/seat_session.py)
watching = You are watching; join a free seat to play.
verbosity-is = Verbosity is { $verbosity }. Say verbosity brief, normal or full.
verbosity-set = Verbosity: { $verbosity }, for this connection.
settings-online = Settings: only verbosity, kept for this connection; it is { $verbosity }. Speech, sounds and braille are set in your own program.
not-on-server = { $command } is not used on a server: the server keeps the game for you.

## Logging in (server/login.py, server/auth.py, server/limits.py, server/accounts.py)
login-greeting = tek-access online. Type your name and press Enter. Name:
login-goodbye = Goodbye.
login-ask-name = { $text } Name:
login-ask-password = { $text } Password:
login-too-many-tries = { $text } Too many tries. Goodbye.
login-too-many-tries-reason = { $text } Too many tries.
login-name-help = Type the name you play under and press Enter: a name is 2 to 16 letters or digits, starting with a letter. With an account you are asked its password next. Français : langue fr.
login-password-help = Type the password of this name and press Enter; what you type is not shown.
login-password-new = New name: choose a password of 6 characters or more. Password:
login-password = Password:
login-no-password = No password given.
login-late = The login takes at most { $wait }: Goodbye. Connect again when ready.
login-store-away = The accounts cannot be read just now; trying again, please wait.
create-store-away = The table cannot be made just now: the database is away. Try create again in a moment.
name-rule = A name is 2 to 16 letters or digits, starting with a letter.
name-online-type = Name taken: { $name } is online. Type another name.
name-reserved = { $name } is a word the game uses for players, colours or roles: choose another name.
password-too-short = A new password needs at least { $count } characters.
name-just-taken = That name was just taken: log in again.
password-wrong = Wrong password.
no-such-account = No such account, and this server makes no new ones.
too-many-accounts = Too many new accounts from this address: wait { $wait }, or log in to one you have.
too-many-logging-in = Too many connections logging in from your address: at most { $count }. Finish one, then connect again.
too-many-passwords-name = Too many wrong passwords for { $name } from your address: wait { $wait }, or log in with an SSH key.
too-many-passwords = Too many wrong passwords from your address: wait { $wait }.
idle-disconnected = Disconnected: no command for { $idle }.{ $kept ->
        [yes] { " " }Your seat is kept: connect again to come back.
       *[no] { "" }
    }
idle-warning = Still there? No command for { $idle }: type anything within { $left } to stay connected.
duration-seconds = { $count } { $count ->
        [one] second
       *[other] seconds
    }
duration-minutes = { $count } { $count ->
        [one] minute
       *[other] minutes
    }
key-private = That is a private key: keep it secret and change it if it was sent anywhere. Give the line of the .pub file, for example id_ed25519.pub.
key-not-openssh = Not an OpenSSH public key. Give the one line of your .pub file, starting ssh-ed25519, ssh-rsa or ecdsa-sha2.

## The web door (server/web.py)
web-keys-line = In this page, F1 to F8 or Alt+1 to Alt+8 are keys: type keys to hear them.
web-binary = Only typed text is understood: that message was ignored.
# words that mark a line as said to its reader (with the earcon of an attack: the page's alert region)
web-urgent-words = you your
web-title-login = Log in - tek-access
web-title-lobby = Lobby - tek-access
web-title-table = Table { $table } - tek-access
web-title-over = Table { $table }, game over - tek-access
web-title-turn = { $mine ->
        [yes] Your turn
       *[no] { $who }'s turn
    }, table { $table } - tek-access

## The web page's own words (tek_access/web/index.html and app.js), read by the page from /words.json
page-title = Log in - tek-access
page-heading = tek-access online
page-log-heading = Game log
page-command-heading = Your command
page-command-label = Command
page-send = Send
page-command-hint = Enter sends. Up and Down arrows: earlier commands. F1 to F8 or Alt+1 to Alt+8: keys below.
page-choices-heading = Choices
page-no-choices = No choice of yours is waiting.
page-settings-heading = Settings
page-sounds = Sounds (earcons)
page-volume = Sound volume
page-speech = Speak new lines with the browser's voice (for players without a screen reader)
page-verbosity = Verbosity
page-verbosity-brief = Brief
page-verbosity-normal = Normal
page-verbosity-full = Full
page-verbosity-hint = Brief: another player's turn in one or two lines. Normal: every line of the game. Full: every line, with more detail. For this page's connection; typing verbosity brief, normal or full does the same.
page-language = Language
page-language-hint = The language of the page and of every line you hear; typing language fr or language en does the same.
page-keys-heading = Keys
page-keys-intro = In the Command box. Where a browser keeps an F key for itself, use Alt with the digit.
page-key-1 = F1 or Alt+1: help
page-key-2 = F2 or Alt+2: your resources
page-key-3 = F3 or Alt+3: the score
page-key-4 = F4 or Alt+4: whose turn and what is pending
page-key-5 = F5 or Alt+5: repeat the last message
page-key-6 = F6 or Alt+6: previous message
page-key-7 = F7 or Alt+7: next message
page-key-8 = F8 or Alt+8: stop the browser's voice
page-keys-count = { $count } keys in this page:
page-keys-word = keys
page-key-arrows = Up and Down arrows: earlier commands
page-login-again = Logging in again as { $name }.
page-connected-again = Connected again.
page-connecting = Connecting.
page-title-disconnected = Disconnected - tek-access
page-why-too-long = A message was too long.
page-why-not-text = A message was not valid text.
page-closed = Connection closed.{ $why } Press Enter in the Command box to connect again.
page-unreachable = Cannot reach the game server.{ $why } Press Enter in the Command box to connect again.
page-lost-retry = Connection lost. Trying again in { $seconds }. Press Enter to try now.
page-unreachable-retry = Cannot reach the game server. Trying again in { $seconds }. Press Enter to try now.
page-second = { $seconds } second
page-seconds = { $seconds } seconds
page-keys-at-name = The keys work once you are logged in. Type your name and press Enter.
page-keys-at-password = The keys work once you are logged in. Type the password or code and press Enter.

## Several processes (a front door and table hosts: docs/server.md, "Running several processes")
cluster-restarted = The table's host restarted.
cluster-bus-lost = The connection to the game tables is lost for now; what you type is kept. Trying again.
cluster-bus-back = The connection to the game tables is back.
cluster-store-lost = The table's database cannot be reached for now; the game waits and tries again.
cluster-store-back = The table's database is back; the game goes on.
cluster-place-lost = You are back in the lobby: the table lost your place. Say join { $table } to sit again.
cluster-no-host = Table { $table } waits for a table host to take it; your place is kept, and what you type is kept for it.
