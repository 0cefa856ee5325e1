#!/usr/bin/env bash
# Prepares what the test suites need beyond node_modules: Debian packages, the Python venv
# (.venv/: the Python client and its test tools), the Go client's modules and the corpus of
# public OpenAPI descriptions (test/corpus/node_modules). Idempotent, and a
# few seconds when everything is there already: `npm test` runs it first (pretest), `.ci/run` too.
#
# A tool this machine cannot have is reported and its suites skip, saying why; with CI=true a
# missing tool fails the run instead.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
missing=()

note() { printf 'setup: %s\n' "$*"; }
lack() { missing+=("$1"); note "$1 is not available: $2"; }
digest() { cat "$@" 2>/dev/null | sha256sum | cut -c1-16; }

# --- Debian packages -------------------------------------------------------------------------
# Add a package here when a suite needs it (e.g. nginx, chromium); they are installed once.
# nginx: test/cluster runs it in the foreground from a temporary prefix (the package's own service
# is not needed; in a container policy-rc.d keeps it from starting).
# chromium: test/dashboard drives it headless through playwright-core (the dashboard's browser tests).
DEBIAN_PACKAGES=(nginx chromium)
need=()
for p in "${DEBIAN_PACKAGES[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || need+=("$p"); done
if [ ${#need[@]} -gt 0 ]; then
  if command -v apt-get >/dev/null && [ "$(id -u)" = 0 ]; then
    note "installing Debian packages: ${need[*]}"
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else
    lack "Debian packages ${need[*]}" "apt-get as root is needed to install them"
  fi
fi

# --- Python: .venv with the client (installed as a partner would) and its test tools -------
py=clients/python
python_venv() {
  local stamp
  stamp=$(printf '%s %s' "$(python3 --version)" "$(digest $py/requirements-dev.txt $py/pyproject.toml $(find $py/platform_sdk -type f \( -name '*.py' -o -name py.typed \) | sort))")
  [ "$(cat .venv/.setup-stamp 2>/dev/null)" = "$stamp" ] && return 0
  note "preparing .venv (Python client and test tools)"
  [ -x .venv/bin/python ] || python3 -m venv .venv || return 1
  .venv/bin/python -m pip install -q --disable-pip-version-check -r $py/requirements-dev.txt || return 1
  # Not editable: the tests import the package that `pip install ./clients/python` installs.
  .venv/bin/python -m pip install -q --disable-pip-version-check --force-reinstall --no-deps ./$py || return 1
  printf '%s' "$stamp" > .venv/.setup-stamp
}
if ! command -v python3 >/dev/null || ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
  lack python3 "Python 3.11 or later is needed for the Python client's suites"
elif ! python_venv; then
  lack "the Python venv" "creating .venv or installing its packages failed (python3-venv missing, or PyPI unreachable)"
fi

# --- Go: the client's modules (and the generator, ogen, a tool of the same module) ----------
if ! command -v go >/dev/null; then
  lack go "Go 1.25 or later is needed for the Go client's suites"
elif ! (cd clients/go && go mod download); then
  lack "the Go modules" "go mod download failed (the Go module proxy unreachable?)"
fi

# --- The corpus of public OpenAPI descriptions (test/platform/corpus) -------------------------
# Not dependencies of the project (hundreds of MB): their own pinned package.json and lock in
# test/corpus, installed into its ignored node_modules, and read only by the corpus test.
corpus_stamp=$(digest test/corpus/package.json test/corpus/package-lock.json)
if [ "$(cat test/corpus/node_modules/.setup-stamp 2>/dev/null)" != "$corpus_stamp" ]; then
  note "installing the corpus of public OpenAPI descriptions (test/corpus)"
  if (cd test/corpus && npm install --no-audit --no-fund --ignore-scripts --no-save >/dev/null); then
    printf '%s' "$corpus_stamp" > test/corpus/node_modules/.setup-stamp
  else
    lack "the OpenAPI corpus" "npm install in test/corpus failed (the npm registry unreachable?)"
  fi
fi

if [ ${#missing[@]} -gt 0 ] && [ "${CI:-}" = true ]; then
  note "CI=true and missing: ${missing[*]}"
  exit 1
fi
exit 0
