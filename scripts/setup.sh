#!/usr/bin/env bash
# Set up tek-access on Debian or Ubuntu: liblouis (braille), espeak-ng (the built-in voice),
# speech-dispatcher and its Python module python3-speechd (--screen-reader speaks through it),
# the OpenSSH client (online-table tests), Chromium (the web door's browser tests drive Debian's
# chromium through Playwright: no browser download), then the Python package with its optional
# speech, sound, server, web and test extras; the install compiles the rules engine with mypyc (setup.py;
# TEK_ACCESS_PURE=1 keeps it pure Python).
# Safe to run again. Other systems: install liblouis and espeak-ng your own way, then the pip line.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq liblouis20 liblouis-data python3-louis espeak-ng alsa-utils openssh-client \
        speech-dispatcher python3-speechd chromium >/dev/null
    # the listening tests (tests/orca_harness.py): Orca, Xvfb, a D-Bus and AT-SPI bus, a VTE terminal, xdotool
    $SUDO apt-get install -y -qq --no-install-recommends orca xvfb dbus-x11 at-spi2-core mate-terminal xdotool >/dev/null
fi
python3 -m pip install -q --disable-pip-version-check -e ".[speech,sound,server,web,test]"  # compiles the rules
python3 scripts/compiled.py >/dev/null || bash scripts/build.sh  # a rules module changed since an earlier compile
echo "tek-access is set up."
