import { AppError } from '@outreach/shared/errors';
import { isMessageTemplateCategory } from '@outreach/shared/rules/outreach/template-library';
import type { TMessageTemplateRequest } from '@outreach/shared/schemas/templates';
import { ulid } from 'ulid';
import { MessageTemplateEntity } from '../../data/entities/message-template.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { checkAttachments } from './check-attachments.ts';
import { type Actor, templateView } from './template-view.ts';

/** Checks a template request against the stored world: category, team sharing, attachments. */
export async function checkTemplateRequest(deps: Deps, actor: Actor, req: TMessageTemplateRequest) {
  if (req.categoryId !== undefined && !isMessageTemplateCategory(req.categoryId))
    throw new AppError('BAD_REQUEST', 'Unknown category');
  if (req.isAvailableForTeam) await assertTeamFeature(deps, actor.teamId, 'teamTemplates');
  const attachments = req.content.sequence[0].attachments;
  if (attachments.length) await assertTeamFeature(deps, actor.teamId, 'attachments');
  await checkAttachments(deps, actor.teamId, attachments);
}

/** POST /templates: a personal message template (shared with the team when asked and allowed). */
export async function createTemplate(deps: Deps, actor: Actor, req: TMessageTemplateRequest) {
  await checkTemplateRequest(deps, actor, req);
  const now = deps.clock.now();
  const row = await MessageTemplateEntity.create({
    teamId: actor.teamId,
    templateId: ulid(now),
    userId: actor.userId,
    name: req.name,
    categoryId: req.categoryId,
    isAvailableForTeam: req.isAvailableForTeam ?? false,
    content: req.content,
    createdAt: now,
    updatedAt: now,
  }).go();
  return templateView(row.data, actor);
}
