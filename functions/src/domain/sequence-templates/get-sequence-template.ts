import type { Deps } from '../../ports/deps.ts';
import type { Actor } from '../content/actor.ts';
import { sequenceTemplateView, visibleSequenceTemplate } from './sequence-template-view.ts';

/** GET /sequence-templates/{id}. */
export async function getSequenceTemplate(deps: Deps, actor: Actor, templateId: string) {
  return sequenceTemplateView(await visibleSequenceTemplate(deps, actor, templateId), actor);
}
