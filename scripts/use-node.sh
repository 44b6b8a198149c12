# Sourced by the README's commands and .ci/run: puts Node.js 24 LTS first on PATH.
# Machines of this kind ship Node 20 (end of life since 2026-04-30); when the system's node is older
# than 24, the `node` package from the npm registry (which ships the binary) is installed once into a
# cache folder outside the repository and reused by later runs.
freight_node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(freight_node_major)" -lt 24 ]; then
  FREIGHT_NODE_DIR="${FREIGHT_NODE_DIR:-${XDG_CACHE_HOME:-${HOME:-/tmp}/.cache}/freight-portal/node24}"
  if [ ! -x "$FREIGHT_NODE_DIR/node_modules/node/bin/node" ]; then
    echo "Node.js $(node --version 2>/dev/null || echo 'not found') is older than the supported 24 LTS: fetching node@24 from the npm registry into $FREIGHT_NODE_DIR" >&2
    mkdir -p "$FREIGHT_NODE_DIR"
    npm install --prefix "$FREIGHT_NODE_DIR" --no-save --no-audit --no-fund --loglevel=error node@24 >&2 \
      || { echo "Could not install Node.js 24 from the npm registry." >&2; return 1 2>/dev/null || exit 1; }
  fi
  export PATH="$FREIGHT_NODE_DIR/node_modules/node/bin:$PATH"
  hash -r
fi
if [ "$(freight_node_major)" -lt 24 ]; then
  echo "Node.js 24 or newer is required; found $(node --version 2>/dev/null || echo none)." >&2
  return 1 2>/dev/null || exit 1
fi
