#!/usr/bin/env bash
# Set up tek-access on Debian or Ubuntu: liblouis (braille), espeak-ng (the built-in voice),
# speech-dispatcher and its Python module python3-speechd (--screen-reader speaks through it),
# the OpenSSH client (online-table tests), Chromium (the web door's browser tests drive Debian's
# chromium through Playwright: no browser download), PostgreSQL and redis-server (the tests of several
# processes start their own), then the Python package with its optional speech, sound, server, web,
# postgresql, redis and test extras; the install compiles the rules engine with mypyc when a C compiler
# works (setup.py; TEK_ACCESS_PURE=1 keeps it pure Python) and the last line says which.
# Works for the system's python3 and inside an activated virtual environment (its python3).
# Safe to run again. Other systems: install liblouis and espeak-ng your own way, then the pip line.
# Each step says what it does in one line; apt waits up to 2 minutes for another program's apt lock.
set -euo pipefail
cd "$(dirname "$0")/.."
if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
    export DEBIAN_FRONTEND=noninteractive
    APT=($SUDO apt-get -o DPkg::Lock::Timeout=120 -qq)
    apt_run() {  # apt-get waits up to 2 minutes for a lock another program holds; say so when it will
        local locks=(/var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock)
        if { command -v fuser >/dev/null 2>&1 && $SUDO fuser "${locks[@]}" >/dev/null 2>&1; } ||
                { command -v lsof >/dev/null 2>&1 && $SUDO lsof "${locks[@]}" >/dev/null 2>&1; }; then
            echo "Another program holds the apt lock; waiting for it, up to 2 minutes."
        fi
        "${APT[@]}" "$@"
    }
    echo "Updating the package lists (apt-get update)."
    apt_run update
    echo "Installing liblouis, espeak-ng, speech-dispatcher, the OpenSSH client and Chromium (apt-get)."
    apt_run install -y liblouis20 liblouis-data python3-louis espeak-ng alsa-utils openssh-client \
        speech-dispatcher python3-speechd chromium >/dev/null
    # the listening tests (tests/orca_harness.py, part of the whole suite and CI): Orca, Xvfb, a D-Bus and
    # AT-SPI bus, a VTE terminal, xdotool
    echo "Installing what the listening tests need: Orca, Xvfb, D-Bus, AT-SPI, mate-terminal, xdotool (apt-get)."
    apt_run install -y --no-install-recommends orca xvfb dbus-x11 at-spi2-core mate-terminal xdotool >/dev/null
    # several processes (issue 37): the tests start their own throw-away PostgreSQL cluster and redis-server
    # in a temporary folder (tests/service_support.py); nothing here starts either as a service
    echo "Installing PostgreSQL and redis-server for the several-processes tests (apt-get)."
    apt_run install -y --no-install-recommends postgresql redis-server >/dev/null
fi
echo "Installing tek-access with its extras into $(python3 -c 'import sys; print(sys.prefix)') (pip; compiling the rules, when a C compiler works, takes about a minute)."
python3 -m pip install -q --disable-pip-version-check -e ".[speech,sound,server,web,postgresql,redis,test]"
python3 scripts/compiled.py >/dev/null || bash scripts/build.sh  # a compiled source changed since an earlier compile
echo "Rules engine: $(python3 -c 'from tek_access.compiled import describe; print(describe())')"
echo "tek-access is set up."
