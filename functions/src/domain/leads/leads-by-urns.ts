import type { EntityItem } from 'electrodb';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { leadIdOf } from './add-leads.ts';

type Lead = EntityItem<typeof LeadEntity>;

/** The lead id an entityUrn names directly: a lead id itself, or a `urn:li:fsd_profile:{publicId}`. */
function candidateIds(urn: string): string[] {
  const last = urn.split(':').pop() ?? urn;
  return [...new Set([urn, leadIdOf(last)].filter(Boolean))];
}

/**
 * A campaign's leads named by `entityUrns` (spec 3 §7 payloads): read by key where the URN carries
 * the public id, else through the campaign's own partition (a member URN the bot scraped).
 */
export async function leadsByUrns(
  _deps: Deps,
  teamId: string,
  campaignId: string,
  entityUrns: readonly string[],
): Promise<Lead[]> {
  const wanted = new Set(entityUrns);
  const keys = [...new Set(entityUrns.flatMap(candidateIds))].map((leadId) => ({
    teamId,
    campaignId,
    leadId,
  }));
  const found = new Map<string, Lead>();
  for (let i = 0; i < keys.length; i += 100) {
    const { data } = await LeadEntity.get(keys.slice(i, i + 100)).go();
    for (const l of data) found.set(l.leadId, l);
  }
  const matched = new Set<string>();
  for (const l of found.values())
    for (const u of [l.leadId, l.entityUrn, l.memberUrn]) if (u && wanted.has(u)) matched.add(u);
  const rest = [...wanted].filter((u) => !matched.has(u));
  // A filter expression holds a few KB: the rest are looked up in chunks.
  for (let i = 0; i < rest.length; i += 40) {
    const chunk = rest.slice(i, i + 40);
    const { data } = await LeadEntity.query
      .byCampaign({ teamId, campaignId })
      .where((a, op) => chunk.map((u) => op.eq(a.entityUrn, u)).join(' OR '))
      .go({ pages: 'all' });
    for (const l of data) found.set(l.leadId, l);
  }
  return [...found.values()].filter(
    (l) => wanted.has(l.leadId) || wanted.has(l.entityUrn) || (l.memberUrn && wanted.has(l.memberUrn)),
  );
}
