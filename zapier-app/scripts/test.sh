#!/usr/bin/env bash
# `make test-zapier`: the Zapier app's validation and tests, on the Node.js that Zapier runs
# zapier-platform-core 19 on (22: the CLI's version-store), installed once from the npm
# registry's node-linux-<arch> package into a cache outside the repo ($SURESTEP_NODE22_HOME,
# default ~/.cache/surestep-node22). Then `npm ci`, `npm test` (validateAppDefinition, and the
# tests against a live `surestep dev` they start on loopback), and `zapier-platform validate
# --without-style` inside a network namespace of its own (`unshare -n`: the CLI can reach no
# network, so it runs offline for sure). Skips, loudly, without npm; the CLI check skips, loudly,
# where `unshare -n` is not allowed (not root).
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v npm >/dev/null 2>&1; then
  echo "SKIPPED: Zapier app (make test-zapier): npm is not installed (install Node.js and npm to run it)"
  exit 0
fi
NODE_VERSION=22.23.5
case "$(uname -m)" in x86_64) arch=x64 ;; aarch64|arm64) arch=arm64 ;; *) arch="$(uname -m)" ;; esac
home="${SURESTEP_NODE22_HOME:-$HOME/.cache/surestep-node22}"
bin="$home/node_modules/node-linux-$arch/bin"
if [ "$("$bin/node" --version 2>/dev/null)" != "v$NODE_VERSION" ]; then
  echo "== zapier-app: installing Node.js $NODE_VERSION (node-linux-$arch, npm registry) into $home =="
  mkdir -p "$home"
  timeout 600 npm install --prefix "$home" --no-save --ignore-scripts --no-audit --no-fund "node-linux-$arch@$NODE_VERSION" >/dev/null
fi
export PATH="$bin:$PATH"
echo "== zapier-app: node $(node --version), npm $(npm --version) =="
if [ ! -f node_modules/.installed ] || [ package-lock.json -nt node_modules/.installed ]; then
  timeout 900 npm ci --ignore-scripts --no-audit --no-fund >/dev/null
  touch node_modules/.installed
fi
timeout 300 npm test
export DISABLE_ZAPIER_ANALYTICS=1 NO_UPDATE_NOTIFIER=1
if [ "$(id -u)" = 0 ] && unshare -n true 2>/dev/null; then
  echo "== zapier-app: zapier-platform validate --without-style (no network: unshare -n) =="
  timeout 120 unshare -n node_modules/.bin/zapier-platform validate --without-style
else
  echo "SKIPPED: zapier-platform validate --without-style: it runs only without network here" \
    "(unshare -n needs root); npm test ran validateAppDefinition, the same schema check"
fi
