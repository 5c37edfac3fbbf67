import { AppError } from '@outreach/shared/errors';
import { notesOnlyForConnectionsMessage } from '@outreach/shared/rules/outreach/leads';
import { isConditionFailure } from '../../data/condition-failure.ts';
import type { Deps } from '../../ports/deps.ts';
import { setConnectionNotes } from './change-connection.ts';
import { requirePersonLeads } from './find-person-leads.ts';
import { getLeadInfo } from './get-lead-info.ts';
import type { Lead } from './lead-row.ts';

const ATTEMPTS = 5;

export interface LeadEdit {
  firstName?: string;
  lastName?: string;
  title?: string;
  company?: string;
  notes?: string;
}

/** The person map with the edit form's fields applied (title is the Position, company the employer). */
function editedPerson(person: unknown, edit: LeadEdit): Record<string, unknown> {
  const p = { ...((person ?? {}) as Record<string, unknown>) };
  if (edit.firstName !== undefined) p.firstName = edit.firstName;
  if (edit.lastName !== undefined) p.lastName = edit.lastName;
  if (edit.firstName !== undefined || edit.lastName !== undefined)
    p.name = `${p.firstName ?? ''} ${p.lastName ?? ''}`.trim() || p.name;
  if (edit.title !== undefined) p.currentTitle = edit.title;
  if (edit.company !== undefined) p.currentEmployer = edit.company;
  return p;
}

/** One lead row's person, conditioned on the person it was computed from (the bot may refresh it). */
async function writePerson(deps: Deps, lead: Lead, edit: LeadEdit) {
  const key = { teamId: lead.teamId, campaignId: lead.campaignId, leadId: lead.leadId };
  let cur: Lead | null = lead;
  for (let attempt = 1; cur; attempt++) {
    const was = cur.person;
    try {
      await deps.db.entities.lead
        .patch(key)
        .set({ person: editedPerson(was, edit), updatedAt: deps.clock.now() })
        .where((a, op) => op.eq(a.person, was))
        .go();
      return;
    } catch (e) {
      if (attempt >= ATTEMPTS || !isConditionFailure(e)) throw e;
    }
    cur = (await deps.db.entities.lead.get(key).go()).data;
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
    const conn = (await deps.db.entities.connection.get({ teamId, userId, publicId }).go()).data;
    if (!conn) throw new AppError('BAD_REQUEST', notesOnlyForConnectionsMessage);
  }
  const { notes, ...fields } = edit;
  if (Object.values(fields).some((v) => v !== undefined))
    for (const l of rows) await writePerson(deps, l, fields);
  if (notes !== undefined) await setConnectionNotes(deps, { teamId, userId }, publicId, notes);
  return getLeadInfo(deps, teamId, userId, ref);
}
