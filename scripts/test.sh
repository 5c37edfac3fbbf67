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
  npx vitest run --project e2e
fi
echo "npm test wall time: $(( $(date +%s) - start )) s"
