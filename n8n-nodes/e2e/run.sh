#!/usr/bin/env bash
# `make test-e2e`: the n8n end-to-end test. Installs n8n once into a cache folder outside the
# repo (SURESTEP_N8N_HOME, default ~/.cache/surestep-n8n), builds this package, and runs
# e2e/*.e2e.test.js against a surestep it starts like `make run`. Skips, loudly, only when npm is
# missing. Bounded: the install stops after 20 minutes, each step has its own timeout, and the
# whole test run stops after 15 minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v npm >/dev/null 2>&1; then
  echo "SKIPPED: n8n end-to-end test: npm is not installed (install Node.js 20 and npm to run it)"
  exit 0
fi
echo "== n8n e2e: installing n8n (cached) =="
n8n_dir="$(timeout 1200 ./e2e/install-n8n.sh)"
echo "== n8n e2e: building n8n-nodes-surestep =="
[ -f node_modules/.package-lock.json ] || npm ci --ignore-scripts --no-audit --no-fund
npx n8n-node build >/dev/null
echo "== n8n e2e: running against $("$n8n_dir/node_modules/.bin/n8n" --version) =="
N8N_BIN="$n8n_dir/node_modules/.bin/n8n" \
  timeout 900 node --test --test-concurrency=1 --test-reporter=spec e2e/*.e2e.test.js
