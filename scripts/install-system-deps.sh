#!/usr/bin/env bash
# Installs what npm cannot: Debian's Chromium (the browser every end-to-end and story test drives) and fonts.
set -euo pipefail
if [ ! -x /usr/bin/chromium ]; then
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -q
  $SUDO apt-get install -y -q --no-install-recommends chromium fonts-liberation
fi
/usr/bin/chromium --version
