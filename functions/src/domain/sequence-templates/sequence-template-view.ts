import { AppError } from '@outreach/shared/errors';
import type { TSequenceTemplate } from '@outreach/shared/schemas/templates';
import type { EntityItem } from 'electrodb';
import { SequenceTemplateEntity } from '../../data/entities/sequence-template.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { teamHasFeature } from '../content/team-features.ts';

export type SequenceTemplateRow = EntityItem<typeof SequenceTemplateEntity>;

export const sequenceTemplateNotFound = () => new AppError('NOT_FOUND', 'Template not found');

export function sequenceTemplateView(row: SequenceTemplateRow, actor: Actor): TSequenceTemplate {
  const isOwn = row.userId === actor.userId;
  return {
    id: row.templateId,
    name: row.name,
    category: row.category ?? null,
    isAvailableForTeam: row.isAvailableForTeam ?? false,
    scope: isOwn ? 'personal' : 'team',
    isOwn,
    sequence: row.sequence as unknown[],
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/**
 * The sequence templates the actor may use: their own, and teammates' shared ones when the plan has
 * team sequence templates (spec 3 §2: the Team switch needs sequenceTeamTemplates).
 */
export async function visibleSequenceTemplates(deps: Deps, actor: Actor): Promise<SequenceTemplateRow[]> {
  const [rows, teamWide] = await Promise.all([
    SequenceTemplateEntity.query.byTeam({ teamId: actor.teamId }).go({ pages: 'all' }),
    teamHasFeature(deps, actor.teamId, 'sequenceTeamTemplates'),
  ]);
  return rows.data.filter((r) => r.userId === actor.userId || (teamWide && r.isAvailableForTeam === true));
}

/** One template the actor may see; another team's or an unshared teammate's is a 404. */
export async function visibleSequenceTemplate(deps: Deps, actor: Actor, templateId: string) {
  const row = (await SequenceTemplateEntity.get({ teamId: actor.teamId, templateId }).go()).data;
  if (!row || !(row.userId === actor.userId || row.isAvailableForTeam === true))
    throw sequenceTemplateNotFound();
  if (row.userId !== actor.userId && !(await teamHasFeature(deps, actor.teamId, 'sequenceTeamTemplates')))
    throw sequenceTemplateNotFound();
  return row;
}

/** The actor's own template; a teammate's shared one can only be cloned (spec 3 §2): 403. */
export async function ownSequenceTemplate(deps: Deps, actor: Actor, templateId: string) {
  const row = await visibleSequenceTemplate(deps, actor, templateId);
  if (row.userId !== actor.userId) throw new AppError('FORBIDDEN', 'Team templates can only be cloned');
  return row;
}
