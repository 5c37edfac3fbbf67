import { SequenceTemplateEntity } from '../../data/entities/sequence-template.ts';
import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { ownSequenceTemplate } from './sequence-template-view.ts';

/** DELETE /sequence-templates/{id}: the author's template. */
export async function deleteSequenceTemplate(deps: Deps, actor: Actor, templateId: string) {
  await ownSequenceTemplate(deps, actor, templateId);
  await SequenceTemplateEntity.delete({ teamId: actor.teamId, templateId }).go();
  return { success: true as const };
}
