import type { TSequenceTemplateRequest } from '@outreach/shared/schemas/templates';
import { SequenceTemplateEntity } from '../../data/entities/sequence-template.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertStepAttachments } from '../campaigns/assert-step-attachments.ts';
import { assertStepFeatures } from '../campaigns/assert-step-features.ts';
import type { Actor } from '../content/actor.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import {
  ownSequenceTemplate,
  type SequenceTemplateRow,
  sequenceTemplateView,
} from './sequence-template-view.ts';

/** PATCH /sequence-templates/{id}: the author's personal template (team ones are cloned instead). */
export async function updateSequenceTemplate(
  deps: Deps,
  actor: Actor,
  templateId: string,
  req: Partial<TSequenceTemplateRequest>,
) {
  await ownSequenceTemplate(deps, actor, templateId);
  if (req.isAvailableForTeam) await assertTeamFeature(deps, actor.teamId, 'sequenceTeamTemplates');
  if (req.sequence !== undefined) {
    // The plan's step types and files, and the team's own uploads, as in a campaign's sequence.
    await assertStepFeatures(deps, actor.teamId, { sequence: req.sequence });
    await assertStepAttachments(deps, actor.teamId, { sequence: req.sequence });
  }
  const set: Partial<SequenceTemplateRow> = { updatedAt: deps.clock.now() };
  if (req.name !== undefined) set.name = req.name;
  if (req.category !== undefined && req.category !== '') set.category = req.category;
  if (req.isAvailableForTeam !== undefined) set.isAvailableForTeam = req.isAvailableForTeam;
  if (req.sequence !== undefined) set.sequence = req.sequence;
  let op = SequenceTemplateEntity.patch({ teamId: actor.teamId, templateId }).set(set);
  if (req.category === '') op = op.remove(['category']);
  const updated = await op.go({ response: 'all_new' });
  return sequenceTemplateView(updated.data as SequenceTemplateRow, actor);
}
