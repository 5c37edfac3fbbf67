import type { TSequenceTemplateRequest } from '@outreach/shared/schemas/templates';
import { ulid } from 'ulid';
import { SequenceTemplateEntity } from '../../data/entities/sequence-template.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertStepAttachments } from '../campaigns/assert-step-attachments.ts';
import { assertStepFeatures } from '../campaigns/assert-step-features.ts';
import type { Actor } from '../content/actor.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { sequenceTemplateView } from './sequence-template-view.ts';

/**
 * POST /sequence-templates: a personal template (a campaign's sequence saved as a template, a new
 * one, or a clone of a team template, which the client names with the '(clone)' suffix).
 */
export async function createSequenceTemplate(deps: Deps, actor: Actor, req: TSequenceTemplateRequest) {
  if (req.isAvailableForTeam) await assertTeamFeature(deps, actor.teamId, 'sequenceTeamTemplates');
  // The plan's step types and files, and the team's own uploads, as in a campaign's sequence.
  await assertStepFeatures(deps, actor.teamId, { sequence: req.sequence });
  await assertStepAttachments(deps, actor.teamId, { sequence: req.sequence });
  const now = deps.clock.now();
  const row = await SequenceTemplateEntity.create({
    teamId: actor.teamId,
    templateId: ulid(now),
    userId: actor.userId,
    name: req.name,
    category: req.category || undefined,
    isAvailableForTeam: req.isAvailableForTeam ?? false,
    sequence: req.sequence,
    createdAt: now,
    updatedAt: now,
  }).go();
  return sequenceTemplateView(row.data, actor);
}
