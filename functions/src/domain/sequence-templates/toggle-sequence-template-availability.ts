import { SequenceTemplateEntity } from '../../data/entities/sequence-template.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { assertTeamFeature } from '../content/team-features.ts';
import {
  ownSequenceTemplate,
  type SequenceTemplateRow,
  sequenceTemplateView,
} from './sequence-template-view.ts';

/** PATCH /sequence-templates/{id}/toggle-availability. */
export async function toggleSequenceTemplateAvailability(deps: Deps, actor: Actor, templateId: string) {
  const row = await ownSequenceTemplate(deps, actor, templateId);
  const next = !row.isAvailableForTeam;
  if (next) await assertTeamFeature(deps, actor.teamId, 'sequenceTeamTemplates');
  const updated = await SequenceTemplateEntity.patch({ teamId: actor.teamId, templateId })
    .set({ isAvailableForTeam: next, updatedAt: deps.clock.now() })
    .go({ response: 'all_new' });
  return sequenceTemplateView(updated.data as SequenceTemplateRow, actor);
}
