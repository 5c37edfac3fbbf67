import type { LeadActionKind } from '@outreach/shared/rules/outreach/activity';
import {
  type LeadStatus,
  type LeadTypeFilterName,
  leadMatchesType,
  leadTypeFilterNames,
} from '@outreach/shared/rules/outreach/leads';
import type { EntityItem } from 'electrodb';
import { createWriteTransaction } from '../../data/electrodb.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { LeadTypeCounterEntity } from '../../data/entities/lead-type-counter.ts';
import type { Deps } from '../../ports/deps.ts';

type Lead = EntityItem<typeof LeadEntity>;

/** The `type` filters a lead matches. */
export function typesOf(l: { status: string; actions?: readonly string[] | null }): Set<LeadTypeFilterName> {
  const lead = { status: l.status as LeadStatus, actions: (l.actions ?? []) as LeadActionKind[] };
  return new Set(leadTypeFilterNames.filter((t) => leadMatchesType(lead, t)));
}

const ATTEMPTS = 6;

/**
 * Changes a lead (`change` gets its current state, so a retry recomputes it) and, when its status
 * or actions move it between `type` filters, the campaign's filter counters in the same
 * transaction, conditioned on the status and actions it was computed from. Answers the lead as
 * written.
 */
export async function updateLeadCounted(
  _deps: Deps,
  lead: Lead,
  change: (l: Lead) => Partial<Lead>,
): Promise<Lead> {
  const key = { teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId };
  let current = lead;
  for (let attempt = 1; ; attempt++) {
    const set = change(current);
    const next = { ...current, ...set } as Lead;
    const before = typesOf(current);
    const after = typesOf(next);
    const minus = [...before].filter((t) => !after.has(t));
    const plus = [...after].filter((t) => !before.has(t));
    if (minus.length === 0 && plus.length === 0) {
      await LeadEntity.patch(key).set(set).go();
      return next;
    }
    const was = current;
    const res = await createWriteTransaction(
      { lead: LeadEntity, leadTypeCounter: LeadTypeCounterEntity },
      ({ lead: leads, leadTypeCounter }) => [
        leads
          .patch(key)
          .set(set)
          .where((a, op) =>
            [
              op.eq(a.status, was.status),
              was.actions ? op.eq(a.actions, was.actions) : op.notExists(a.actions),
            ].join(' AND '),
          )
          .commit(),
        ...minus.map((type) =>
          leadTypeCounter
            .update({ ...key, type })
            .subtract({ count: 1 })
            .commit(),
        ),
        ...plus.map((type) =>
          leadTypeCounter
            .update({ ...key, type })
            .add({ count: 1 })
            .commit(),
        ),
      ],
    ).go();
    if (!res.canceled) return next;
    const outcomes = res.data as unknown as { code?: string }[];
    if (attempt >= ATTEMPTS) throw new Error(`lead update failed: ${outcomes.map((d) => d.code).join(',')}`);
    if (outcomes[0]?.code === 'ConditionalCheckFailed') {
      // Another writer changed the lead meanwhile: start over from what it wrote.
      const fresh = (await LeadEntity.get(key).go()).data;
      if (!fresh) throw new Error('lead vanished');
      current = fresh;
      continue;
    }
    if (!outcomes.some((d) => d.code === 'TransactionConflict'))
      throw new Error(`lead update failed: ${outcomes.map((d) => d.code).join(',')}`);
    await new Promise((r) => setTimeout(r, 10 * 2 ** attempt * Math.random()));
  }
}

/** How many leads of a campaign a `type` filter selects, from its counter. */
export async function leadTypeCount(_deps: Deps, teamId: string, campaignId: string, type: string) {
  const { data } = await LeadTypeCounterEntity.get({ teamId, campaignId, type }).go();
  return Math.max(0, data?.count ?? 0);
}
