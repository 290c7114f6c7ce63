#!/usr/bin/env bash
# Installs n8n once into a cache folder OUTSIDE the repo, which later runs reuse (about 4 minutes
# and 2.4 GB the first time). Prints the folder holding node_modules/.bin/n8n.
#
# n8n 2.8.4 is the newest release that runs on Node 20 (later ones need Node 22 or 24).
# n8n-nodes-base points at an xlsx tarball on a CDN that cannot be reached, hence the override to
# the registry's xlsx 0.18.5; sqlite3 compiles from source, against the system's Node headers.
set -euo pipefail
version="${SURESTEP_N8N_VERSION:-2.8.4}"
dir="${SURESTEP_N8N_HOME:-$HOME/.cache/surestep-n8n}/n8n-$version"
if [ -f "$dir/.installed" ] && [ -x "$dir/node_modules/.bin/n8n" ]; then
  echo "$dir"
  exit 0
fi
mkdir -p "$dir"
cat >"$dir/package.json" <<JSON
{
  "name": "surestep-n8n-e2e",
  "private": true,
  "dependencies": {"n8n": "$version"},
  "overrides": {"xlsx": "0.18.5"}
}
JSON
echo "installing n8n@$version into $dir (first run only: about 4 minutes)" >&2
(cd "$dir" && npm_config_nodedir=/usr npm install --no-audit --no-fund --loglevel=error >&2)
touch "$dir/.installed"
echo "$dir"
