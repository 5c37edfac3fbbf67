import type { Deps } from '../../ports/deps.ts';

/** $disconnect of the realtime channel: forgets the connection (nothing when it was never recorded). */
export async function closeRealtimeConnection(deps: Deps, connectionId: string): Promise<void> {
  await deps.db.entities.realtimeConnection.delete({ connectionId }).go();
}
