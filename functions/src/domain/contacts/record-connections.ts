import { createWriteTransaction } from '../../data/electrodb.ts';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import { ContactSyncEntity } from '../../data/entities/contact-sync.ts';
import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';

/** A first-degree connection as the bot reads it off LinkedIn. */
export interface ScrapedConnection {
  publicId: string;
  memberUrn?: string;
  firstName: string;
  lastName: string;
  headline?: string;
  title?: string;
  company?: string;
  location?: string;
  industry?: string;
  picture?: string;
  connectedAt: number;
}

const CHUNK = 99;

/**
 * Writes one page of a connections sync (the bot calls it page by page, so a 5,000-connection sync
 * is never one item): new people are created in transactions that also move the owner's kept
 * `connections` counter, known ones get their profile fields refreshed. Then the sync's progress
 * (`synced`, `total`, `newestAt`) moves. Idempotent: a page written twice counts nobody twice.
 */
export async function recordConnections(
  deps: Deps,
  acc: AccountKey,
  people: ScrapedConnection[],
  progress: { total?: number },
): Promise<{ created: number }> {
  const now = deps.clock.now();
  const unique = [...new Map(people.map((p) => [p.publicId.toLowerCase(), p])).values()];
  const keys = unique.map((p) => ({ ...acc, publicId: p.publicId.toLowerCase() }));
  const found = keys.length ? (await ConnectionEntity.get(keys).go()).data : [];
  const known = new Set(found.map((c) => c.publicId));
  const row = (p: ScrapedConnection) => ({
    ...acc,
    publicId: p.publicId.toLowerCase(),
    memberUrn: p.memberUrn,
    entityUrn: `urn:li:fsd_profile:${p.publicId.toLowerCase()}`,
    firstName: p.firstName,
    lastName: p.lastName,
    headline: p.headline,
    title: p.title,
    company: p.company,
    location: p.location,
    industry: p.industry,
    picture: p.picture,
    connectedAt: p.connectedAt,
  });
  let created = 0;
  const fresh = unique.filter((p) => !known.has(p.publicId.toLowerCase()));
  for (let i = 0; i < fresh.length; i += CHUNK) {
    const chunk = fresh.slice(i, i + CHUNK);
    const res = await createWriteTransaction(
      { connection: ConnectionEntity, contactCounter: ContactCounterEntity },
      ({ connection, contactCounter }) => [
        ...chunk.map((p) =>
          connection
            .create({ ...row(p), tags: [], isExcluded: false, syncedAt: now, updatedAt: now })
            .commit(),
        ),
        contactCounter
          .update({ teamId: acc.teamId, scope: acc.userId, name: 'connections' })
          .add({ count: chunk.length })
          .commit(),
      ],
    ).go();
    if (!res.canceled) {
      created += chunk.length;
      continue;
    }
    // Someone wrote one of them meanwhile (a retried page): one by one, counting only our creates.
    for (const p of chunk) {
      const one = await createWriteTransaction(
        { connection: ConnectionEntity, contactCounter: ContactCounterEntity },
        ({ connection, contactCounter }) => [
          connection
            .create({ ...row(p), tags: [], isExcluded: false, syncedAt: now, updatedAt: now })
            .commit(),
          contactCounter
            .update({ teamId: acc.teamId, scope: acc.userId, name: 'connections' })
            .add({ count: 1 })
            .commit(),
        ],
      ).go();
      if (!one.canceled) created++;
    }
  }
  await Promise.all(
    unique
      .filter((p) => known.has(p.publicId.toLowerCase()))
      .map((p) => {
        const { teamId, userId, publicId, ...fields } = row(p);
        return ConnectionEntity.patch({ teamId, userId, publicId })
          .set({ ...fields, syncedAt: now })
          .go()
          .catch(() => undefined);
      }),
  );
  const newest = people.reduce((m, p) => Math.max(m, p.connectedAt), 0);
  const sync = (await ContactSyncEntity.get(acc).go()).data;
  if (sync) {
    await ContactSyncEntity.patch(acc)
      .add({ synced: unique.length })
      .set({
        ...(progress.total !== undefined ? { total: progress.total } : {}),
        ...(newest > (sync.newestAt ?? 0) ? { newestAt: newest } : {}),
      })
      .go();
  }
  return { created };
}
