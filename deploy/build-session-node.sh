#!/bin/sh
# Bundles session-node/ (TypeScript, run through tsx in development) into one ES module for
# Node 20 or newer, so a server needs only the production dependencies (`npm ci --omit=dev`
# leaves tsx out). The npm packages stay imports, resolved from node_modules/ at run time.
# Usage: sh deploy/build-session-node.sh [OUTFILE]   (dist/session-node.mjs by default)
set -eu
cd "$(dirname "$0")/.."
node_modules/.bin/esbuild session-node/index.ts --bundle --platform=node --format=esm --target=node20 \
  --packages=external --log-level=warning --outfile="${1:-dist/session-node.mjs}"
