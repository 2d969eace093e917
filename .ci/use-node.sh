# Sourced by .ci/run: puts the Node.js version pinned in .node-version (the developers' version too) first in PATH
# when the machine's own `node` is older than its major. Only the npm registry is reachable from CI, so the binary
# comes from the registry's node-linux-<arch> package (the official build, checked against the registry's
# integrity hash by `npm pack`), unpacked once outside the repository. npm itself then runs on that node too.
node_version="$(tr -d '[:space:]' <.node-version)"
system_major="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)"
if [ "$system_major" -lt "${node_version%%.*}" ]; then
  case "$(uname -m)" in
    x86_64) node_arch=x64 ;;
    aarch64) node_arch=arm64 ;;
    *)
      echo "No node-linux package for $(uname -m); install Node.js $node_version yourself." >&2
      exit 1
      ;;
  esac
  node_dir="${NODE_INSTALL_ROOT:-/opt}/node-v$node_version-linux-$node_arch"
  if [ ! -x "$node_dir/bin/node" ]; then
    mkdir -p "$(dirname "$node_dir")"
    # Unpacked beside its final place and renamed into it, so an interrupted run never leaves half a binary.
    staging="$(mktemp -d "$node_dir.XXXXXX")"
    (cd "$staging" && npm pack --silent "node-linux-$node_arch@$node_version" >/dev/null)
    mkdir "$staging/node"
    tar -xzf "$staging"/node-linux-*.tgz -C "$staging/node" --strip-components=1 --no-same-owner
    mv "$staging/node" "$node_dir"
    rm -rf "$staging"
  fi
  PATH="$node_dir/bin:$PATH"
  export PATH
  if [ "$(node --version)" != "v$node_version" ]; then
    echo "Expected Node.js $node_version from $node_dir, got $(node --version)." >&2
    exit 1
  fi
fi
