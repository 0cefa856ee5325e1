#!/bin/sh
# The container's build, install and start commands, in one place: the Dockerfile runs them, and
# test/persistence/package.test.ts runs the same ones (no Docker engine runs on our machines).
#   container.sh pack OUT_DIR          (in a source checkout with dev dependencies installed)
#                                      compile (npm pack runs the build), write OUT_DIR/platform-sandbox.tgz
#                                      and put the lock file beside it
#   container.sh install PKG_DIR APP   unpack PKG_DIR/platform-sandbox.tgz into APP and install its
#                                      production dependencies, pinned by PKG_DIR/package-lock.json
#   container.sh start                 run the sandbox from the current directory (the installed package)
#   container.sh health                exit 0 if /_sandbox/health answers 200 on SANDBOX_PORT (default 4010)
# `npm install`, not `npm ci`: see docs/decisions/0009-npm-install-not-ci.md.
set -eu

case "${1:-}" in
  pack)
    out="$2"
    mkdir -p "$out"
    name=$(npm pack --silent --pack-destination "$out" | tail -n 1)
    mv "$out/$name" "$out/platform-sandbox.tgz"
    cp package-lock.json "$out/package-lock.json"
    ;;
  install)
    pkg="$2"
    app="$3"
    mkdir -p "$app"
    tar -xzf "$pkg/platform-sandbox.tgz" -C "$app" --strip-components=1
    cp "$pkg/package-lock.json" "$app/package-lock.json"
    cd "$app"
    npm install --omit=dev --prefer-offline --no-audit --no-fund --loglevel=error
    ;;
  start)
    exec node bin/platform-sandbox.js serve
    ;;
  health)
    exec node -e "fetch('http://127.0.0.1:' + (process.env.SANDBOX_PORT || 4010) + '/_sandbox/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
    ;;
  *)
    echo "usage: container.sh pack OUT_DIR | install PKG_DIR APP_DIR | start | health" >&2
    exit 2
    ;;
esac
