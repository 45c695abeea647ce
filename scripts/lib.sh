#!/usr/bin/env bash
# Shared helpers for scripts/run and scripts/test. Sourced, not executed.
# Everything here writes to stderr only: `scripts/run hub` is driven by GUIs
# that read the engine's stdout, so nothing else may appear there.

# Debian 12 packages the build needs.
KABE_PACKAGES=(
  cmake g++ make
  libboost-program-options-dev libspdlog-dev
  libboost1.74-dev # Boost.Beast and Asio (headers only): the `kabe gui` web server
  libgtest-dev googletest libbenchmark-dev
  libzstd-dev # the endgame databases' files (docs/egdb.md)
  libboost-mpi-dev openmpi-bin # optional MPI runs: mpirun -n N kabe selfplay (docs/cluster.md)
)

log() { printf '%s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

# Parallel build/test jobs; fall back to 2 if nproc is unavailable.
njobs() { nproc 2>/dev/null || getconf _NPROCESSORS_ONLN 2>/dev/null || echo 2; }

# Install whatever is missing from KABE_PACKAGES. When all are installed this
# is a handful of local dpkg-query calls: no apt-get, no network, no output.
ensure_packages() {
  if ! command -v dpkg-query >/dev/null 2>&1; then
    log "warning: dpkg-query not found (not Debian?); not checking for: ${KABE_PACKAGES[*]}"
    return 0
  fi

  local pkg status missing=()
  for pkg in "${KABE_PACKAGES[@]}"; do
    # Status is "want flag state"; only state "installed" counts (not half-installed, config-files...).
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null) || status=""
    [[ $status == *" installed" ]] || missing+=("$pkg")
  done
  ((${#missing[@]} == 0)) && return 0

  local -a sudo=()
  if ((EUID != 0)); then
    command -v sudo >/dev/null 2>&1 ||
      die "missing packages: ${missing[*]} -- not root and sudo is unavailable; install them with: apt-get install ${missing[*]}"
    sudo=(sudo)
  fi

  log "== installing missing packages: ${missing[*]}"
  # </dev/null: never let apt/dpkg consume the caller's stdin (GUI protocol input, CI).
  "${sudo[@]}" apt-get update >&2 </dev/null ||
    die "apt-get update failed; missing packages: ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y --no-install-recommends "${missing[@]}" >&2 </dev/null ||
    die "apt-get install failed; missing packages: ${missing[*]}"
}
