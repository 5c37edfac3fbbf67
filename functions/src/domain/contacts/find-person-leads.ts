import { AppError } from '@outreach/shared/errors';
import { contactMessages } from '@outreach/shared/rules/outreach/contacts';
import { LeadEntity } from '../../data/entities/lead.ts';
import { MembershipEntity } from '../../data/entities/membership.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Lead } from './lead-row.ts';

/**
 * The public id a lead reference names: a person key (the lead id, spec 3's `person.key`), a public
 * id, or an entity URN of the form `urn:li:fsd_profile:{publicId}`.
 */
export function publicIdOfRef(ref: string): string {
  const m = ref.match(/^urn:li:fsd_profile:(.+)$/);
  let id = m ? (m[1] as string) : ref;
  try {
    id = decodeURIComponent(id);
  } catch {
    // not percent-encoded
  }
  return id.trim().toLowerCase();
}

/**
 * Every campaign lead of one person owned by `userId` in the team (the `byPerson` index). Another
 * team's people are simply not in this partition, so they answer nothing.
 */
export async function personLeads(_deps: Deps, teamId: string, userId: string, ref: string): Promise<Lead[]> {
  const publicId = publicIdOfRef(ref);
  const { data } = await LeadEntity.query.byPerson({ teamId, userId, publicId }).go({ pages: 'all' });
  return data;
}

/** Like `personLeads`, but an unknown person is a 404. */
export async function requirePersonLeads(deps: Deps, teamId: string, userId: string, ref: string) {
  const rows = await personLeads(deps, teamId, userId, ref);
  if (rows.length === 0) throw new AppError('NOT_FOUND', contactMessages.leadNotFound);
  return rows;
}

/**
 * A person's leads as the caller may see them: their own, else (when the team shares member leads)
 * a teammate's. Unknown anywhere in the team is a 404.
 */
export async function visiblePersonLeads(
  deps: Deps,
  teamId: string,
  userId: string,
  ref: string,
  shareMemberLeads: boolean,
): Promise<Lead[]> {
  const own = await personLeads(deps, teamId, userId, ref);
  if (own.length || !shareMemberLeads) {
    if (!own.length) throw new AppError('NOT_FOUND', contactMessages.leadNotFound);
    return own;
  }
  const { data: members } = await MembershipEntity.query.byTeam({ teamId }).go({ pages: 'all' });
  for (const m of members) {
    if (m.userId === userId) continue;
    const rows = await personLeads(deps, teamId, m.userId, ref);
    if (rows.length) return rows;
  }
  throw new AppError('NOT_FOUND', contactMessages.leadNotFound);
}
