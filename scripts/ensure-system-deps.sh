#!/usr/bin/env bash
# Debian packages the product needs on the machine: Java 17+ for Amazon's DynamoDB Local and
# Chromium for the cloud bot and the browser tests. Installed when missing and we are root.
set -euo pipefail
missing=()
command -v java >/dev/null 2>&1 || missing+=(openjdk-17-jre-headless)
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${missing[*]} from Debian…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >/dev/null
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Please install: ${missing[*]} (e.g. sudo apt-get install ${missing[*]})" >&2
  exit 1
fi
