import { rowsMissingField } from '../../data/backfill.ts';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { ActivityEntity } from '../../data/entities/activity.ts';
import { MigrationEntity } from '../../data/entities/migration.ts';
import type { Deps } from '../../ports/deps.ts';

/**
 * A change to stored rows that new code needs (an index key older writes lack). Each runs to the end
 * once per table, recorded by a `migration` row; it must be safe to run again from the start, because
 * a run cut short (a restart, a Lambda timeout) leaves no record and starts over.
 */
export interface Migration {
  id: string;
  /** Rewrites what needs it; returns the number of rows rewritten. */
  run(deps: Deps): Promise<number>;
}

/** Rewrites every activity row that lacks `field` (an index key) through ElectroDB, which computes every key. */
async function rewriteActivityMissing(deps: Deps, field: string): Promise<number> {
  const activity = ActivityEntity;
  let rows = 0;
  for await (const items of rowsMissingField(deps.env.tableName, 'activity', field)) {
    for (const row of activity.parse({ Items: items }).data) {
      try {
        await activity
          .put(row)
          .where(({ activityId }, { exists }) => exists(activityId))
          .go();
        rows += 1;
      } catch (e) {
        // Deleted since the scan read it (a removed campaign's log): nothing to rewrite.
        if (!isConditionFailure(e)) throw e;
      }
    }
  }
  return rows;
}

/**
 * Activity rows written before the per-user/kind index (`byUserKind`, gsi3) existed lack its keys, so
 * the integration API's `get-last-actions`, `new-leads` and `new-reply-detected` would not see them.
 * Rewriting the row through ElectroDB computes every key; only rows still present are rewritten.
 */
export const activityByUserKind: Migration = {
  id: '2026-11-activity-by-user-kind',
  run: (deps) => rewriteActivityMissing(deps, 'gsi3pk'),
};

/**
 * Activity rows written before the per-kind index (`byTeamKind`, gsi4) existed lack its keys, so the
 * global activity list filtered by action would not show them.
 */
export const activityByTeamKind: Migration = {
  id: '2026-11-activity-by-team-kind',
  run: (deps) => rewriteActivityMissing(deps, 'gsi4pk'),
};

/** Every migration, oldest first. Append; never reorder or remove one that has shipped. */
export const migrations: readonly Migration[] = [activityByUserKind, activityByTeamKind];

export interface MigrationRun {
  id: string;
  rows: number;
}

/** Runs the migrations this table has not finished yet, in order; returns what ran. */
export async function runMigrations(
  deps: Deps,
  list: readonly Migration[] = migrations,
): Promise<MigrationRun[]> {
  const ran: MigrationRun[] = [];
  for (const m of list) {
    const done = await MigrationEntity.get({ migrationId: m.id }).go();
    if (done.data) continue;
    const rows = await m.run(deps);
    await MigrationEntity.put({ migrationId: m.id, finishedAt: deps.clock.now(), rows }).go();
    ran.push({ id: m.id, rows });
  }
  return ran;
}
