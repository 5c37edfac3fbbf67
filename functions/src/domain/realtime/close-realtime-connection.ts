import { RealtimeConnectionEntity } from '../../data/entities/realtime-connection.ts';
import type { Deps } from '../../ports/deps.ts';

/** $disconnect of the realtime channel: forgets the connection (nothing when it was never recorded). */
export async function closeRealtimeConnection(_deps: Deps, connectionId: string): Promise<void> {
  await RealtimeConnectionEntity.delete({ connectionId }).go();
}
