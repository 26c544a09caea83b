// tek-access in the browser: one websocket to the game server, one log, one Command box.
// Each line from the server is appended to the log as its own element; old lines are never
// re-rendered, so a screen reader says only what is new. No framework, no build step.
"use strict";
(function () {
  const MAX_HISTORY = 100;         // earlier commands kept for Up and Down
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
  let socket = null;
  let connected = false;
  let lineNumber = 0;
  let history = [];
  let historyAt = 0;
  let audio = null;                // made at the first key press or click (browsers block sound before)
  const buffers = {};

  // ------------------------------------------------------------ settings (kept in this browser)
  function loadSettings() {
    try {
      const saved = JSON.parse(localStorage.getItem("tek-access") || "{}");
      if (typeof saved.sounds === "boolean") sounds.checked = saved.sounds;
      if (typeof saved.volume === "number") volume.value = String(saved.volume);
      if (typeof saved.speech === "boolean") speech.checked = saved.speech;
    } catch (e) { /* private mode: defaults */ }
  }
  function saveSettings() {
    try {
      localStorage.setItem("tek-access", JSON.stringify(
        {sounds: sounds.checked, volume: Number(volume.value), speech: speech.checked}));
    } catch (e) { /* not kept */ }
  }

  // ------------------------------------------------------------ the log
  function addLine(text, kind) {
    const p = document.createElement("p");
    lineNumber += 1;
    p.id = "line-" + lineNumber;
    if (kind) p.className = kind;
    p.textContent = text;
    log.appendChild(p);
    const keep = Number(log.dataset.maxLines) || 1000;   // lines kept in the log; the oldest go first
    while (log.childElementCount > keep) log.removeChild(log.firstElementChild);
    log.scrollTop = log.scrollHeight;
    if (speech.checked && "speechSynthesis" in window) {
      window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
    }
  }

  function urgent(text) {
    alertBox.textContent = "";
    window.setTimeout(function () { alertBox.textContent = text; }, 50);
  }

  function showChoices(list) {
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
    (message.lines || []).forEach(function (text) { addLine(text); });
    if (message.urgent && message.urgent.length) urgent(message.urgent.join(" "));
    if (message.title) document.title = message.title;
    if (message.choices) showChoices(message.choices);
    if (message.prompt) {
      box.type = message.prompt === "password" ? "password" : "text";
      form.dataset.prompt = message.prompt;
    }
  }

  function connect() {
    const scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + window.location.host + "/ws");
    socket.addEventListener("open", function () { connected = true; });
    socket.addEventListener("message", receive);
    socket.addEventListener("close", function (event) {
      const was = connected;
      connected = false;
      socket = null;
      box.type = "text";
      showChoices([]);
      const why = event.code === 1009 ? " A message was too long." :
        event.code === 1007 ? " A message was not valid text." : "";
      addLine((was ? "Connection closed." : "Cannot reach the game server.") + why +
              " Press Enter in the Command box to connect again.", "system");
      document.title = "Disconnected - tek-access";
    });
  }

  function send(text) {
    if (!connected || socket === null) {
      if (socket === null) { addLine("Connecting.", "system"); connect(); }
      return;
    }
    alertBox.textContent = "";
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
    if (word === "keys" || word === "help keys") {
      const keys = Array.from(document.querySelectorAll("#keys li"), function (li) { return li.textContent; });
      addLine(keys.length + " keys in this page:", "help");
      keys.forEach(function (k) { addLine(k, "help"); });
      if (word === "keys" || !connected) return;
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
  speech.addEventListener("change", function () {
    if (!speech.checked && "speechSynthesis" in window) window.speechSynthesis.cancel();
    saveSettings();
  });

  loadSettings();
  showChoices([]);
  box.focus();
  connect();
}());
