import { tableEntity } from '../db.ts';
import { Entity } from '../electrodb.ts';

/**
 * One LinkedIn account's place in the bot's work queue: "this account has work due at `nextDueAt`".
 * Workers poll these (a few lanes, oldest due first) instead of the actions themselves, so one
 * account's backlog is one entry, and then read that account's due actions through its own index.
 *
 * `lane` is `due#<shard>` (polled; the shard spreads accounts over several partitions) or `parked`
 * (an account the bot cannot work now: removed, invalid, waiting for a code; never polled).
 * `version` changes on every park, unpark and settle, `touchedAt` on every enqueue: a worker
 * recomputing the entry writes only if neither changed, so it never overwrites a newer state.
 */
export const BotQueueEntity = tableEntity(
  new Entity({
    model: { entity: 'botQueue', version: '1', service: 'outreach' },
    attributes: {
      teamId: { type: 'string', required: true },
      userId: { type: 'string', required: true },
      lane: { type: 'string', required: true },
      /** Product time of the account's earliest due action (a hint: never later than it). */
      nextDueAt: { type: 'number', required: true },
      /**
       * Rank of the account's earliest foreground action (campaign work, what a user waits on; see
       * domain/bot/priority.ts), absent when only background syncs are pending. Accounts whose rank
       * has come are served before accounts with only overdue syncs.
       */
      urgentAt: { type: 'number' },
      version: { type: 'number', required: true },
      /** Wall time of the last touch by an enqueue (index reads may lag behind it briefly). */
      touchedAt: { type: 'number', required: true },
      /**
       * Product time at which the last visit read the account's due actions and found none it could
       * run (all waiting on a pause, a limit or a left-behind action), with the enqueue stamp
       * (`touchedAt`) it was polled at: "nothing the bot can do here since then", unless an enqueue
       * touched the entry since. Removed by a visit that ended otherwise.
       */
      idleAt: { type: 'number' },
      idleTouchedAt: { type: 'number' },
      parkedReason: { type: 'string' },
      parkedAt: { type: 'number' },
    },
    indexes: {
      byAccount: {
        pk: { field: 'pk', composite: ['teamId', 'userId'] },
        sk: { field: 'sk', composite: [] },
      },
      /** Accounts of one lane by due time: what the bot polls. */
      byLane: {
        index: 'gsi1',
        pk: { field: 'gsi1pk', composite: ['lane'] },
        sk: { field: 'gsi1sk', composite: ['nextDueAt', 'teamId', 'userId'] },
      },
    },
  }),
);
