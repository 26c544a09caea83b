// tek-access in the browser: one websocket to the game server, one log, one Command box.
// Lines from the server join the log in bursts, each burst its own element (see addLine); old
// lines are never re-rendered, so a screen reader says only what is new. No framework, no build step.
"use strict";
(function () {
  const MAX_HISTORY = 100;         // earlier commands kept for Up and Down
  const RETRY_SECONDS = [1, 2, 4, 8, 16, 30];   // waits before each automatic reconnect, then 30 s each
  const RETRIES = 20;              // automatic tries before the page waits for Enter
  const LOGIN_PROMPTS = ["name", "password"];   // what is typed there is a name or a secret, never a key's command
  const KEYS = {1: "help", 2: "resources", 3: "score", 4: "pending", 5: "repeat", 6: "previous", 7: "next"};
  const log = document.getElementById("log");
  const alertBox = document.getElementById("alert");
  const form = document.getElementById("command-form");
  const box = document.getElementById("command");
  const choices = document.getElementById("choices");
  const noChoices = document.getElementById("no-choices");
  const sounds = document.getElementById("sounds");
  const volume = document.getElementById("volume");
  const speech = document.getElementById("speech");
  // the verbosity control: three radio buttons (a drop-down list took Orca's focus as the page
  // loaded: Chromium reports its selected option as newly selected, and Orca follows it)
  const verbosityBox = document.getElementById("verbosity");
  const verbosity = {
    get value() {
      const checked = verbosityBox.querySelector("input:checked");
      return checked ? checked.value : "normal";
    },
    set value(level) {
      const radio = document.getElementById("verbosity-" + level);
      if (radio) radio.checked = true;
    },
    addEventListener: function (type, listener) { verbosityBox.addEventListener(type, listener); }
  };
  // the language control: radio buttons as verbosity's; the page's words and lang attribute follow it,
  // and so does every line the server says to this connection
  const languageBox = document.getElementById("language");
  const language = {
    get value() {
      const checked = languageBox.querySelector("input:checked");
      return checked ? checked.value : "en";
    },
    set value(code) {
      const radio = document.getElementById("language-" + code);
      if (radio) radio.checked = true;
    },
    has: function (code) { return document.getElementById("language-" + code) !== null; }
  };
  let words = {};                  // the page's own words in its language (/words.json: server.ftl's page-*)
  let shownLanguage = "en";        // the language the page's words are in now
  let socket = null;
  let connected = false;
  let lineNumber = 0;
  let history = [];
  let historyAt = 0;
  let audio = null;                // made at the first key press or click (browsers block sound before)
  let loginName = "";              // the name this page logged in with (sent again after an automatic reconnect)
  let typedName = "";              // the last name typed at the name prompt
  let loggedIn = false;            // a command or choose prompt came after the login
  let leaving = false;             // the player said quit: no automatic reconnect
  let retries = 0;                 // automatic reconnects tried since the connection was lost
  let retryTimer = null;
  let autoLogin = false;           // the next name prompt is answered with loginName
  let serverVerbosity = "";        // the verbosity the server last said this connection has
  const buffers = {};
  let pending = [];                // lines waiting for the next burst (see addLine)
  let burstTimer = null;
  let pendingAlert = null;         // the alert region's next text (see urgent)
  let lastBurst = -Infinity;       // when the last burst joined the log (performance.now())
  let shownLines = 0;              // lines in the log now

  // ------------------------------------------------------------ settings (kept in this browser)
  function loadSettings() {
    try {
      const saved = JSON.parse(localStorage.getItem("tek-access") || "{}");
      if (typeof saved.sounds === "boolean") sounds.checked = saved.sounds;
      if (typeof saved.volume === "number") volume.value = String(saved.volume);
      if (typeof saved.speech === "boolean") speech.checked = saved.speech;
      if (["brief", "normal", "full"].indexOf(saved.verbosity) >= 0) verbosity.value = saved.verbosity;
      if (typeof saved.language === "string" && language.has(saved.language)) {
        language.value = saved.language;
      } else {
        // never chosen here: the browser's own language when the game has it, else English
        const wanted = (navigator.language || "en").slice(0, 2).toLowerCase();
        if (language.has(wanted)) language.value = wanted;
      }
    } catch (e) { /* private mode: defaults */ }
  }
  function saveSettings() {
    try {
      localStorage.setItem("tek-access", JSON.stringify(
        {sounds: sounds.checked, volume: Number(volume.value), speech: speech.checked,
         verbosity: verbosity.value, language: language.value}));
    } catch (e) { /* not kept */ }
  }

  // ------------------------------------------------------------ the page's words
  // pageWord(id, english, values): the page's word ``id`` in its language ({name} and the like filled in
  // from ``values``); the English given here is said only until /words.json has answered
  function pageWord(id, english, values) {
    let text = typeof words[id] === "string" ? words[id] : english;
    Object.keys(values || {}).forEach(function (key) { text = text.split("{" + key + "}").join(values[key]); });
    return text;
  }

  // a language the server has and the page does not list yet: one more radio button, named in its own language
  function addLanguage(code, name) {
    if (!/^[a-z]{2,3}$/.test(code) || language.has(code)) return;
    const radio = document.createElement("input");
    radio.type = "radio";
    radio.name = "language";
    radio.id = "language-" + code;
    radio.value = code;
    const label = document.createElement("label");
    label.htmlFor = radio.id;
    label.lang = code;
    label.textContent = name;
    languageBox.append(" ", radio, " ", label);
  }

  function showLanguage(code) {
    document.documentElement.lang = code;
    shownLanguage = code;
    return fetch("/words.json?lang=" + encodeURIComponent(code)).then(function (r) {
      return r.json();
    }).then(function (data) {
      if (shownLanguage !== code) return;   // another language was chosen meanwhile
      words = data.words || {};
      (data.languages || []).forEach(function (item) { addLanguage(item[0], item[1]); });
      document.querySelectorAll("[data-words]").forEach(function (element) {
        const text = words[element.dataset.words];
        if (typeof text === "string" && element.tagName !== "TITLE") element.textContent = text;
      });
      if (!connected) document.title = pageWord("page-title", document.title);
      document.documentElement.dataset.words = code;   // the words are in (for the tests)
    }).catch(function () { /* the page keeps the words it has */ });
  }

  // ------------------------------------------------------------ the log
  // Lines join the log in bursts (issue 35, heard through Orca in Chromium): a browser hands a
  // screen reader the elements added to a live region between two of its accessibility updates in
  // no fixed order, and re-reads an element whose text grows. So each burst is one new <p> holding
  // its lines as text separated by <br>, complete when added and never changed after.
  // What arrives together (the server's messages within COLLECT_MS of the first line waiting: one
  // reply, one turn) is one burst, shown at once when the log is idle; only a burst that comes
  // while the one before is fresh waits, until the log's data-burst-ms (300: Chromium hands Orca
  // what changed about every 100 to 150 ms) after it, so that no two reach the screen reader together.
  // A line the alert region says at once (``alerted``) is in the log for the eyes only (aria-hidden):
  // heard once, from the alert region, not again when the log's burst is read.
  const COLLECT_MS = 40;
  let firstWaiting = 0;            // when the oldest line waiting for a burst arrived (performance.now())

  function addLine(text, alerted) {
    if (!pending.length) firstWaiting = performance.now();
    pending.push([text, Boolean(alerted)]);
    schedule();
    if (speech.checked && "speechSynthesis" in window) {
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
    }
  }

  function burstGap() {
    const gap = Number(log.dataset.burstMs);
    return gap >= 0 ? gap : 300;
  }

  // when the next burst (or alert) may come: what arrived together collected, a gap after the last
  // burst; an alert twice the gap after a burst (see urgent)
  function dueAt() {
    const gap = burstGap();
    const collected = gap > 0 ? firstWaiting + COLLECT_MS : 0;
    return Math.max(collected, lastBurst + gap * (pendingAlert !== null ? 2 : 1));
  }

  function schedule() {
    if (burstTimer === null) {
      burstTimer = window.setTimeout(showBurst, Math.max(0, dueAt() - performance.now()));
    }
  }

  function showBurst() {
    burstTimer = null;   // (a burst that waited for the gap is marked data-paced, for the tests)
    const wait = dueAt() - performance.now();
    if (wait > 0) {                  // an alert came while a burst waited: it waits longer
      burstTimer = window.setTimeout(showBurst, wait);
      return;
    }
    // paced: shown later than its lines were collected, to keep the gap after the burst before
    const paced = burstGap() > 0 && lastBurst + burstGap() > firstWaiting + COLLECT_MS;
    lastBurst = performance.now();
    if (pendingAlert !== null) {
      alertBox.textContent = pendingAlert;
      pendingAlert = null;
      lastBurst += burstGap();   // the lines after it twice the gap later (one gap: the alert was lost at times)
      if (pending.length) schedule();
      return;
    }
    if (!pending.length) return;
    const p = document.createElement("p");
    p.id = "line-" + (lineNumber + 1);   // the number of its first line
    p.dataset.lines = String(pending.length);
    if (paced) p.dataset.paced = "true";
    pending.forEach(function (line, i) {
      if (i > 0) p.appendChild(document.createElement("br"));
      const text = document.createTextNode(line[0]);
      if (line[1]) {
        const span = document.createElement("span");
        span.setAttribute("aria-hidden", "true");
        span.appendChild(text);
        p.appendChild(span);
      } else {
        p.appendChild(text);
      }
    });
    lineNumber += pending.length;
    shownLines += pending.length;
    pending = [];
    log.appendChild(p);
    const keep = Number(log.dataset.maxLines) || 1000;   // lines kept in the log; the oldest bursts go first
    while (shownLines > keep && log.childElementCount > 1) {
      shownLines -= Number(log.firstElementChild.dataset.lines) || 1;
      log.removeChild(log.firstElementChild);
    }
    log.scrollTop = log.scrollHeight;
  }

  // The alert region's line reaches the screen reader alone: twice a burst's gap after the burst
  // before (Orca 43 drops a waiting polite line when an assertive one comes), at once when the log
  // is idle, and before the lines that came with it, which follow twice the gap later (Orca says a
  // waiting polite line before an assertive one, and with one gap the alert was at times not said):
  // so it is said at once and nothing is lost.
  function urgent(text) {
    alertBox.textContent = "";
    if (pendingAlert === null && !pending.length) firstWaiting = performance.now();
    pendingAlert = text;
    schedule();
  }

  function showChoices(list) {
    // a player who tabbed onto a button keeps the focus: on the button in the same place, or the
    // Command box when there is none (never <body>, where a screen reader loses its place)
    const focused = choices.contains(document.activeElement) ?
      Array.prototype.indexOf.call(choices.querySelectorAll("button"), document.activeElement) : -1;
    choices.replaceChildren();
    list.forEach(function (item) {
      const li = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = item[0] + ". " + item[1];
      button.addEventListener("click", function () {
        send(String(item[0]));
        box.focus();
      });
      li.appendChild(button);
      choices.appendChild(li);
    });
    noChoices.hidden = list.length > 0;
    if (focused >= 0) {
      const buttons = choices.querySelectorAll("button");
      if (buttons.length) buttons[Math.min(focused, buttons.length - 1)].focus();
      else box.focus();
    }
  }

  // ------------------------------------------------------------ sound
  function wakeAudio() {
    if (audio === null && (window.AudioContext || window.webkitAudioContext)) {
      try { audio = new (window.AudioContext || window.webkitAudioContext)(); } catch (e) { audio = false; }
    }
    if (audio && audio.state === "suspended") audio.resume();
  }

  function play(name) {
    if (!audio || !sounds.checked || !/^[a-z_]+$/.test(name)) return;
    const start = function (buffer) {
      const source = audio.createBufferSource();
      const gain = audio.createGain();
      gain.gain.value = Number(volume.value) / 100;
      source.buffer = buffer;
      source.connect(gain).connect(audio.destination);
      source.start();
    };
    if (buffers[name]) { start(buffers[name]); return; }
    fetch("/audio/" + name + ".wav").then(function (r) {
      if (!r.ok) throw new Error("no sound");
      return r.arrayBuffer();
    }).then(function (data) {
      return audio.decodeAudioData(data);
    }).then(function (buffer) {
      buffers[name] = buffer;
      start(buffer);
    }).catch(function () { /* a missing sound is no error: the text says everything */ });
  }

  // ------------------------------------------------------------ the connection
  function receive(event) {
    let message;
    try { message = JSON.parse(event.data); } catch (e) { return; }
    if (message.cue) play(message.cue);
    const alerted = message.urgent || [];
    if (alerted.length) urgent(alerted.join(" "));
    (message.lines || []).forEach(function (text) { addLine(text, alerted.indexOf(text) >= 0); });
    if (message.title) document.title = message.title;
    if (message.choices) showChoices(message.choices);
    if (message.prompt) {
      box.type = message.prompt === "password" ? "password" : "text";
      form.dataset.prompt = message.prompt;
      if (message.prompt === "name") {
        loggedIn = false;
        if (autoLogin && loginName) {
          autoLogin = false;
          addLine(pageWord("page-login-again", "Logging in again as {name}.", {name: loginName}));
          typedName = loginName;
          socket.send(loginName);
        }
      } else if (message.prompt === "command" || message.prompt === "choose") {
        if (!loggedIn) {
          loggedIn = true;
          autoLogin = false;
          if (typedName) loginName = typedName;
          serverVerbosity = message.verbosity || "";
          // the verbosity chosen on this page, once per login (the server keeps it per connection)
          if (serverVerbosity && serverVerbosity !== verbosity.value) socket.send("verbosity " + verbosity.value);
        }
      }
    }
    if (message.language && language.has(message.language) && message.language !== shownLanguage) {
      language.value = message.language;   // the server speaks this connection's language: the page follows
      saveSettings();
      showLanguage(message.language);
    }
    if (loggedIn && message.verbosity && message.verbosity !== serverVerbosity) {
      serverVerbosity = message.verbosity;   // changed on the server (say, typed in the box): the control follows
      if (["brief", "normal", "full"].indexOf(serverVerbosity) >= 0 && verbosity.value !== serverVerbosity) {
        verbosity.value = serverVerbosity;
        saveSettings();
      }
    }
  }

  function connect() {
    const scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
    if (retryTimer !== null) { window.clearTimeout(retryTimer); retryTimer = null; }
    leaving = false;
    socket = new WebSocket(scheme + window.location.host + "/ws?lang=" + encodeURIComponent(language.value));
    socket.addEventListener("open", function () {
      connected = true;
      if (retries > 0) addLine(pageWord("page-connected-again", "Connected again."));
      retries = 0;
    });
    socket.addEventListener("message", receive);
    socket.addEventListener("close", closed);
  }

  // The server closes cleanly (code 1000) after quit, a goodbye or a refusal: the page waits for
  // Enter. A connection lost otherwise (the network, a server restart) is tried again by itself,
  // after 1, 2, 4, 8, 16 and then 30 seconds, each said in the log; the page logs in again with
  // the same name (a password or a reconnect code is typed by the player).
  function closed(event) {
    const was = connected;
    connected = false;
    socket = null;
    box.type = "text";
    form.dataset.prompt = "";
    showChoices([]);
    document.title = pageWord("page-title-disconnected", "Disconnected - tek-access");
    if (loggedIn && loginName) autoLogin = true;
    loggedIn = false;
    const why = event.code === 1009 ? " " + pageWord("page-why-too-long", "A message was too long.") :
      event.code === 1007 ? " " + pageWord("page-why-not-text", "A message was not valid text.") : "";
    const automatic = !leaving && !why && event.code !== 1000 && retries < RETRIES;
    if (!automatic) {
      autoLogin = false;
      retries = 0;
      addLine(was ? pageWord("page-closed", "Connection closed.{why} Press Enter in the Command box to connect again.",
                         {why: why}) :
        pageWord("page-unreachable", "Cannot reach the game server.{why} Press Enter in the Command box to connect again.",
             {why: why}));
      return;
    }
    const wait = RETRY_SECONDS[Math.min(retries, RETRY_SECONDS.length - 1)];
    retries += 1;
    const seconds = wait === 1 ? pageWord("page-second", "{seconds} second", {seconds: wait}) :
      pageWord("page-seconds", "{seconds} seconds", {seconds: wait});
    addLine(was ? pageWord("page-lost-retry", "Connection lost. Trying again in {seconds}. Press Enter to try now.",
                       {seconds: seconds}) :
      pageWord("page-unreachable-retry", "Cannot reach the game server. Trying again in {seconds}. Press Enter to try now.",
           {seconds: seconds}));
    retryTimer = window.setTimeout(function () { retryTimer = null; connect(); }, wait * 1000);
  }

  function send(text) {
    if (!connected || socket === null) {
      if (socket === null) { addLine(pageWord("page-connecting", "Connecting.")); connect(); }
      return;
    }
    alertBox.textContent = "";
    const word = text.trim().toLowerCase();
    if (loggedIn && (word === "quit" || word === "exit" || word === "logout")) leaving = true;
    if (form.dataset.prompt === "name") typedName = text.trim();
    socket.send(text);
  }

  // ------------------------------------------------------------ the Command box
  form.addEventListener("submit", function (event) {
    event.preventDefault();
    const text = box.value;
    const secret = box.type === "password";
    box.value = "";
    if (secret) box.type = "text";
    if (!secret && text.trim()) {
      if (history[history.length - 1] !== text) history.push(text);
      if (history.length > MAX_HISTORY) history.shift();
    }
    historyAt = history.length;
    const word = text.trim().toLowerCase();
    const keysWord = pageWord("page-keys-word", "keys");   // the page's own command, in its language too
    if (word === "keys" || word === "help keys" || word === keysWord) {
      const keys = Array.from(document.querySelectorAll("#keys li"), function (li) { return li.textContent; });
      addLine(pageWord("page-keys-count", "{count} keys in this page:", {count: keys.length}));
      keys.forEach(function (k) { addLine(k); });
      if (word === "keys" || word === keysWord || !connected) return;
    }
    send(text);
    box.focus();
  });

  box.addEventListener("keydown", function (event) {
    wakeAudio();
    let digit = null;
    const f = /^F([1-8])$/.exec(event.key);
    if (f && !event.altKey && !event.ctrlKey && !event.metaKey) digit = Number(f[1]);
    const a = /^Digit([1-8])$/.exec(event.code);
    if (a && event.altKey && !event.ctrlKey && !event.metaKey) digit = Number(a[1]);
    if (digit !== null) {
      event.preventDefault();
      if (digit === 8) {
        if ("speechSynthesis" in window) window.speechSynthesis.cancel();
      } else if (connected && LOGIN_PROMPTS.indexOf(form.dataset.prompt) >= 0) {
        // never sent as a name, a password or a reconnect code: said here, nothing typed is lost
        addLine(form.dataset.prompt === "name" ?
          pageWord("page-keys-at-name", "The keys work once you are logged in. Type your name and press Enter.") :
          pageWord("page-keys-at-password", "The keys work once you are logged in. Type the password or code and press Enter."));
      } else {
        send(KEYS[digit]);
      }
      return;
    }
    if ((event.key === "ArrowUp" || event.key === "ArrowDown") && box.type !== "password") {
      event.preventDefault();
      if (event.key === "ArrowUp" && historyAt > 0) historyAt -= 1;
      if (event.key === "ArrowDown" && historyAt < history.length) historyAt += 1;
      box.value = historyAt < history.length ? history[historyAt] : "";
    }
  });

  document.addEventListener("pointerdown", wakeAudio);
  sounds.addEventListener("change", saveSettings);
  volume.addEventListener("change", saveSettings);
  verbosity.addEventListener("change", function () {
    saveSettings();
    if (connected && loggedIn) send("verbosity " + verbosity.value);
  });
  languageBox.addEventListener("change", function () {
    saveSettings();
    showLanguage(language.value);
    // the server's lines follow too: logged in, or at the name prompt (never typed as a password or code)
    if (connected && form.dataset.prompt !== "password") socket.send("language " + language.value);
  });
  speech.addEventListener("change", function () {
    if (!speech.checked && "speechSynthesis" in window) window.speechSynthesis.cancel();
    saveSettings();
  });

  loadSettings();
  showLanguage(language.value);
  showChoices([]);
  box.focus();
  connect();
}());
