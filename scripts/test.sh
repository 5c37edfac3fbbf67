#!/usr/bin/env bash
# All tests: lint, types, unit, integration (real local runtime), infra (CDK + cdk-nag), e2e (Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh
start=$(date +%s)
npx biome check .
npx tsc --noEmit -p tsconfig.json
npm run build:web --silent
# The CDK app through the real CLI, offline (no AWS credentials, no Docker).
npm run synth --silent
if [ "$#" -gt 0 ]; then
  npx vitest run "$@"
else
  # Integration in two lanes side by side, each a vitest with its own runtime (so its own product
  # clock, which some files move) on its own block of ports: one lane waits on its runtime half the
  # time, and the other lane takes that core. The unit and infra suites close the lanes.
  lane() { # name, port block, commands joined by &&
    local name=$1 block=$2
    shift 2
    (OUTREACH_PORT_RANGE=$block bash -c "$*") 2>&1 | sed -u "s/^/[$name] /"
  }
  lane A 20000-20999 'npx vitest run --project integration --shard=1/2 && npx vitest run --project unit' &
  a=$!
  lane B 21000-21999 'npx vitest run --project integration --shard=2/2 && npx vitest run --project infra' &
  b=$!
  failed=0
  wait "$a" || failed=1
  wait "$b" || failed=1
  [ "$failed" -eq 0 ] || { echo "unit, integration or infra failed (see the [A] and [B] lines above)"; exit 1; }
  # The browser suites run after the others, not beside them: on a 2-core machine the fuzz and
  # integration suites would otherwise take the CPU the e2e stories wait on.
  npx vitest run --project e2e
fi
echo "npm test wall time: $(( $(date +%s) - start )) s"
