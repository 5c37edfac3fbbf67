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
npx vitest run "$@"
echo "npm test wall time: $(( $(date +%s) - start )) s"
