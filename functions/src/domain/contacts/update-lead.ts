import { AppError } from '@outreach/shared/errors';
import { notesOnlyForConnectionsMessage } from '@outreach/shared/rules/outreach/leads';
import { type LeadEditColumn, leadEditColumns } from '@outreach/shared/schemas/leads';
import { isConditionFailure } from '../../data/condition-failure.ts';
import { ConnectionEntity } from '../../data/entities/connection.ts';
import { LeadEntity } from '../../data/entities/lead.ts';
import type { Deps } from '../../ports/deps.ts';
import { setConnectionNotes } from './change-connection.ts';
import { requirePersonLeads } from './find-person-leads.ts';
import { getLeadInfo } from './get-lead-info.ts';
import type { Lead } from './lead-row.ts';

const ATTEMPTS = 5;

export type LeadEdit = Partial<Record<LeadEditColumn, string>> & { notes?: string };

/** Where each edit-form column lives in the lead's person map (title is the Position, company the employer). */
const personField: Record<LeadEditColumn, string> = {
  firstName: 'firstName',
  lastName: 'lastName',
  title: 'currentTitle',
  company: 'currentEmployer',
};

type Originals = Partial<Record<LeadEditColumn, unknown>>;

/**
 * The person map and its kept originals with `set` applied: each column's value as LinkedIn showed it
 * is kept on its first edit; `reset` columns get that value back and leave the originals.
 */
function editedPerson(
  person: unknown,
  originals: unknown,
  change: { set?: LeadEdit; reset?: LeadEditColumn },
): { person: Record<string, unknown>; originals: Originals } {
  const p = { ...((person ?? {}) as Record<string, unknown>) };
  const o: Originals = { ...((originals ?? {}) as Originals) };
  for (const column of leadEditColumns) {
    const value = change.set?.[column];
    if (value === undefined) continue;
    if (!(column in o)) o[column] = p[personField[column]] ?? null;
    p[personField[column]] = value;
  }
  if (change.reset && change.reset in o) {
    // null: LinkedIn showed nothing there, so the field goes away again.
    const was = o[change.reset];
    if (was === null || was === undefined) delete p[personField[change.reset]];
    else p[personField[change.reset]] = was;
    delete o[change.reset];
  }
  const named = (c: LeadEditColumn) => change.set?.[c] !== undefined || change.reset === c;
  if (named('firstName') || named('lastName'))
    p.name = `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || p.name;
  return { person: p, originals: o };
}

/** One lead row's person, conditioned on the person it was computed from (the bot may refresh it). */
async function writePerson(deps: Deps, lead: Lead, change: { set?: LeadEdit; reset?: LeadEditColumn }) {
  const key = { teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId };
  let cur: Lead | null = lead;
  for (let attempt = 1; cur; attempt++) {
    const was = cur.person;
    const next = editedPerson(was, cur.personOriginals, change);
    try {
      await LeadEntity.patch(key)
        .set({ person: next.person, personOriginals: next.originals, updatedAt: deps.clock.now() })
        .where((a, op) => op.eq(a.person, was))
        .go();
      return;
    } catch (e) {
      if (attempt >= ATTEMPTS || !isConditionFailure(e)) throw e;
    }
    cur = (await LeadEntity.get(key).go()).data;
  }
}

/**
 * PATCH /leads/{entityUrn}: the lead edit form (spec 3 §3) on every campaign lead of the person the
 * caller owns, and the notes, which live on the 1st-degree connection (spec 3 §5: anyone else is a
 * 400 'Notes feature is available just for your connections.', checked before anything is written).
 * Answers the lead info as GET /leads/{entityUrn} does.
 */
export async function updateLead(deps: Deps, teamId: string, userId: string, ref: string, edit: LeadEdit) {
  const rows = await requirePersonLeads(deps, teamId, userId, ref);
  const publicId = rows[0]!.publicId;
  if (edit.notes !== undefined) {
    const conn = (await ConnectionEntity.get({ teamId, userId, publicId }).go()).data;
    if (!conn) throw new AppError('BAD_REQUEST', notesOnlyForConnectionsMessage);
  }
  const { notes, ...fields } = edit;
  if (Object.values(fields).some((v) => v !== undefined))
    for (const l of rows) await writePerson(deps, l, { set: fields });
  if (notes !== undefined) await setConnectionNotes(deps, { teamId, userId }, publicId, notes);
  return getLeadInfo(deps, teamId, userId, ref);
}

/**
 * DELETE /leads/{entityUrn}/columns/{column} ("reset column", spec 3 §7; the path is ours): the column
 * gets back the value LinkedIn showed before the user's edit, on every campaign lead of the person the
 * caller owns. A column never edited stays as it is. Answers the lead info.
 */
export async function resetLeadColumn(
  deps: Deps,
  teamId: string,
  userId: string,
  ref: string,
  column: LeadEditColumn,
) {
  const rows = await requirePersonLeads(deps, teamId, userId, ref);
  for (const l of rows)
    if (l.personOriginals && column in (l.personOriginals as Originals))
      await writePerson(deps, l, { reset: column });
  return getLeadInfo(deps, teamId, userId, ref);
}
