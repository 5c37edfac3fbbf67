import { MessageTemplateEntity } from '../../data/entities/message-template.ts';
import type { Deps } from '../../ports/deps.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import { type Actor, ownTemplate, templateView } from './template-view.ts';

/** PATCH /templates/{id}/toggle-availability: shares the author's template with the team, or stops. */
export async function toggleTemplateAvailability(deps: Deps, actor: Actor, templateId: string) {
  const row = await ownTemplate(deps, actor, templateId);
  const next = !row.isAvailableForTeam;
  if (next) await assertTeamFeature(deps, actor.teamId, 'teamTemplates');
  const updated = await MessageTemplateEntity.patch({ teamId: actor.teamId, templateId })
    .set({ isAvailableForTeam: next, updatedAt: deps.clock.now() })
    .go({ response: 'all_new' });
  return templateView(updated.data as typeof row, actor);
}
