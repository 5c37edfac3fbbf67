import { localDeps } from '@outreach/functions/hosts/local-deps';
import { type Deps, provideDeps } from '@outreach/functions/lib/deps';
import { readEnv } from '@outreach/functions/lib/env';
import type { Clock } from '@outreach/functions/ports/clock';
import type { RealtimeGateway } from '@outreach/functions/ports/realtime';

/**
 * The local runtime's composition root: once the environment points at the stand-ins, the handlers it
 * mounts and its jobs get the local ports (stand-ins, the product clock, the table scheduler, the key
 * file). Tests that share the runtime's stand-ins wire their worker the same way.
 */
export function wireLocalDeps(clock: Clock, realtime?: RealtimeGateway): Deps {
  return provideDeps(localDeps(readEnv(), clock, realtime));
}
