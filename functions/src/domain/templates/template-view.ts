import { AppError } from '@outreach/shared/errors';
import type { LibraryTemplate } from '@outreach/shared/rules/outreach/template-library';
import type { TMessageTemplate } from '@outreach/shared/schemas/templates';
import type { EntityItem } from 'electrodb';
import { MessageTemplateEntity } from '../../data/entities/message-template.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';

export type MessageTemplateRow = EntityItem<typeof MessageTemplateEntity>;

export type { Actor };

export const templateNotFound = () => new AppError('NOT_FOUND', 'Template not found');

/** A stored template as the API answers it, from the caller's point of view. */
export function templateView(row: MessageTemplateRow, actor: Actor): TMessageTemplate {
  const isOwn = row.userId === actor.userId;
  return {
    id: row.templateId,
    name: row.name,
    categoryId: row.categoryId ?? null,
    isAvailableForTeam: row.isAvailableForTeam ?? false,
    scope: isOwn ? 'personal' : 'team',
    isOwn,
    content: row.content as TMessageTemplate['content'],
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

export function libraryView(t: LibraryTemplate): TMessageTemplate {
  return {
    id: t.id,
    name: t.name,
    categoryId: t.categoryId,
    isAvailableForTeam: false,
    scope: 'library',
    isOwn: false,
    content: { sequence: [{ ...t.content.sequence[0], attachments: [] }] },
    createdAt: null,
    updatedAt: null,
  };
}

/** Every message template of the team (one partition). */
export async function teamTemplates(_deps: Deps, teamId: string): Promise<MessageTemplateRow[]> {
  return (await MessageTemplateEntity.query.byTeam({ teamId }).go({ pages: 'all' })).data;
}

/** Whether the actor may see a template: their own, or one a teammate shared. */
export const isVisible = (row: MessageTemplateRow, actor: Actor) =>
  row.userId === actor.userId || row.isAvailableForTeam === true;

/**
 * The template the actor may change: their own. Another team's, or a teammate's unshared one, is a
 * 404 (it does not exist for them); a teammate's shared one is a 403.
 */
export async function ownTemplate(
  _deps: Deps,
  actor: Actor,
  templateId: string,
): Promise<MessageTemplateRow> {
  const row = (await MessageTemplateEntity.get({ teamId: actor.teamId, templateId }).go()).data;
  if (!row || !isVisible(row, actor)) throw templateNotFound();
  if (row.userId !== actor.userId)
    throw new AppError('FORBIDDEN', 'Only the author can change this template');
  return row;
}
