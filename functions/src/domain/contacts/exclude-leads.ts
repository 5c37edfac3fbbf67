import { createWriteTransaction } from '../../data/electrodb.ts';
import { ContactCounterEntity } from '../../data/entities/contact-counter.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { emitCampaignFinishedIfDone } from '../webhooks/emit-campaign-finished.ts';
import { personLeads } from './find-person-leads.ts';
import type { Lead } from './lead-row.ts';

/**
 * Puts one lead row on the blacklist (or takes it off) and moves its owner's `leadsExcluded` counter
 * in the same transaction, conditioned on the flag it read: a repeat changes nothing.
 */
async function setExcluded(deps: Deps, l: Lead, exclude: boolean): Promise<boolean> {
  if (Boolean(l.isExcluded) === exclude) return false;
  const key = { teamId: l.teamId, campaignId: l.campaignId, leadId: l.leadId };
  const res = await createWriteTransaction(
    { lead: LeadEntity, contactCounter: ContactCounterEntity },
    ({ lead, contactCounter }) => [
      lead
        .patch(key)
        .set({ isExcluded: exclude, updatedAt: deps.clock.now() })
        .where((a, op) =>
          l.isExcluded === undefined ? op.notExists(a.isExcluded) : op.eq(a.isExcluded, l.isExcluded),
        )
        .commit(),
      contactCounter
        .update({ teamId: l.teamId, scope: l.userId, name: 'leadsExcluded' })
        .add({ count: exclude ? 1 : -1 })
        .commit(),
    ],
  ).go();
  return !res.canceled;
}

/**
 * POST /leads/exclude {entityUrns | leadIds, exclude}: excluding puts the person's leads on the
 * blacklist (spec 3 §4: applied at once in leads, campaign leads and lead info); campaigns stop
 * working them (run-step skips excluded leads).
 */
export async function excludeLeads(
  deps: Deps,
  teamId: string,
  userId: string,
  input: { leadIds?: string[]; entityUrns?: string[]; exclude: boolean },
) {
  let updated = 0;
  const touched = new Set<string>();
  for (const ref of new Set([...(input.leadIds ?? []), ...(input.entityUrns ?? [])])) {
    for (const l of await personLeads(deps, teamId, userId, ref)) {
      for (let attempt = 0; attempt < 3; attempt++) {
        const cur =
          attempt === 0
            ? l
            : (await LeadEntity.get({ teamId, campaignId: l.campaignId, leadId: l.leadId }).go()).data;
        if (!cur) break;
        if (Boolean(cur.isExcluded) === input.exclude) break;
        if (await setExcluded(deps, cur, input.exclude)) {
          updated++;
          touched.add(cur.campaignId);
          break;
        }
      }
    }
  }
  // Excluding the last leads still in a campaign's sequence finishes it (excluded leads are never
  // contacted again).
  if (input.exclude)
    for (const campaignId of touched) await emitCampaignFinishedIfDone(deps, teamId, campaignId);
  return { status: 'success' as const, updated };
}
