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
  # The browser suites run after the others, not beside them: on a 2-core machine the fuzz and
  # integration suites would otherwise take the CPU the e2e stories wait on.
  npx vitest run --project unit --project integration --project infra
  # The browser suites' two lanes side by side (vitest.config.ts): the stories sharing one runtime and
  # its bot print as they go; the files with stand-ins of their own print when both lanes are done.
  own_log=$(mktemp)
  npx vitest run --project e2e-own >"$own_log" 2>&1 &
  own_pid=$!
  shared_status=0
  npx vitest run --project e2e || shared_status=$?
  own_status=0
  wait "$own_pid" || own_status=$?
  echo "---- e2e-own lane (files with their own sandbox, bot or runtime) ----"
  cat "$own_log"
  rm -f "$own_log"
  if [ "$shared_status" -ne 0 ] || [ "$own_status" -ne 0 ]; then
    echo "e2e lanes failed: e2e exit $shared_status, e2e-own exit $own_status"
    exit 1
  fi
fi
echo "npm test wall time: $(( $(date +%s) - start )) s"
