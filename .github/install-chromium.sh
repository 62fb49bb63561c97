#!/usr/bin/env bash
# The browser tests drive a system Chromium at /usr/bin/chromium, as on the Debian machines. Ubuntu has
# Chromium only as a snap, so there the runner's preinstalled Chrome is linked in its place.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  sudo apt-get update -qq
  sudo apt-get install -y -qq chromium || true
fi
if [ ! -x /usr/bin/chromium ]; then
  browser="$(command -v google-chrome || command -v chromium-browser || true)"
  if [ -z "$browser" ]; then
    sudo apt-get install -y -qq chromium-browser
    browser="$(command -v chromium-browser)"
  fi
  sudo ln -sf "$browser" /usr/bin/chromium
fi
/usr/bin/chromium --version
