import type { Deps } from '../../ports/deps.ts';
import type { AccountKey } from '../bot/types.ts';
import { changeInvitation, fieldsOf, type InvitePerson } from './invitation-row.ts';

/** A pending invitation as the bot reads it off LinkedIn's invitation manager. */
export interface ScrapedInvitation {
  invitationId: string;
  direction: 'SENT' | 'RECEIVED';
  person: InvitePerson;
  message?: string;
  sentTime: number;
}

/**
 * Writes pending invitations the bot read (each once, keyed by LinkedIn's id), stamped with the sync
 * run: ones no longer pending on LinkedIn are closed by finishInvitationsSync. A known invitation
 * keeps our tab (a withdraw in the next batch stays queued).
 */
export async function recordInvitations(
  deps: Deps,
  acc: AccountKey,
  runId: number,
  rows: ScrapedInvitation[],
) {
  for (const r of rows) {
    await changeInvitation(deps, { ...acc, invitationId: r.invitationId }, (cur) => {
      if (cur && cur.tab !== 'sent' && cur.tab !== 'received') return null;
      return {
        ...(cur ? fieldsOf(cur) : {}),
        ...acc,
        invitationId: r.invitationId,
        direction: r.direction,
        tab: cur?.tab ?? (r.direction === 'SENT' ? 'sent' : 'received'),
        person: r.person,
        sortName: `${r.person.firstName} ${r.person.lastName}`.trim().toLowerCase() || r.invitationId,
        message: r.message,
        sentTime: r.sentTime,
        seenAt: runId,
      };
    });
  }
}
