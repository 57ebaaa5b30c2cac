#!/usr/bin/env bash
# e2e tests drive Debian's Chromium (never a browser download). Install it when missing.
set -euo pipefail
if [ -x /usr/bin/chromium ]; then exit 0; fi
if [ "$(id -u)" -ne 0 ]; then
  echo "Chromium is missing: run 'sudo apt-get install -y chromium' once." >&2
  exit 1
fi
echo "Installing Chromium from Debian's packages" >&2
apt-get update -qq >&2
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2
