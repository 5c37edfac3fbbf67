import { AppError } from '@outreach/shared/errors';
import { type FeatureKey, upgradeHintFor } from '@outreach/shared/plans/features';
import { type StepType, stepFeatureKey } from '@outreach/shared/rules/outreach/sequence';
import type { Deps } from '../../ports/deps.ts';
import { teamHasFeature } from '../content/team-features.ts';

type Step = { type: StepType; attachments?: unknown[] };

/**
 * A 400 with the spec's upgrade hint when a sequence holds a step its team's plan lacks (spec 3 §6:
 * InMail, group and event steps are Premium, chained messages Team) or a step with files (attachments
 * are Premium, spec 1 §1), before anything is written.
 */
export async function assertStepFeatures(deps: Deps, teamId: string, touchSequence: unknown) {
  const steps = ((touchSequence as { sequence?: Step[] } | undefined)?.sequence ?? []) as Step[];
  const needed: FeatureKey[] = [
    ...new Set(steps.map((s) => stepFeatureKey(s.type)).filter((k) => k !== null)),
  ];
  if (steps.some((s) => (s.attachments?.length ?? 0) > 0)) needed.push('attachments');
  for (const feature of needed) {
    if (!(await teamHasFeature(deps, teamId, feature)))
      throw new AppError('BAD_REQUEST', upgradeHintFor(feature) ?? 'This step is not available on your plan');
  }
}
