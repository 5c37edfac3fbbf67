import { AppError } from '@outreach/shared/errors';
import type { ConditionKind } from '@outreach/shared/rules/outreach/branches';
import type { CampaignCategory } from '@outreach/shared/rules/outreach/campaigns';
import { stepNotInCategory } from '@outreach/shared/rules/outreach/sequence';

/**
 * A 400 when a sequence holds a step type (or a condition kind, issue #9) its campaign category does
 * not offer (before any write).
 */
export function assertStepsAllowed(category: CampaignCategory, touchSequence: unknown) {
  const steps = ((touchSequence as { sequence?: unknown[] } | undefined)?.sequence ?? []) as {
    type: string;
    condition?: ConditionKind;
  }[];
  const wrong = stepNotInCategory(category, steps);
  if (wrong) throw new AppError('BAD_REQUEST', wrong);
}
