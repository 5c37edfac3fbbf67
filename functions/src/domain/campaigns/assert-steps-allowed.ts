import { AppError } from '@outreach/shared/errors';
import type { CampaignCategory } from '@outreach/shared/rules/outreach/campaigns';
import {
  type StepType,
  stepNotAllowedMessage,
  stepNotInCategory,
} from '@outreach/shared/rules/outreach/sequence';

/** A 400 when a sequence holds a step type its campaign category does not offer (before any write). */
export function assertStepsAllowed(category: CampaignCategory, touchSequence: unknown) {
  const steps = ((touchSequence as { sequence?: { type: StepType }[] } | undefined)?.sequence ?? []) as {
    type: StepType;
  }[];
  const wrong = stepNotInCategory(category, steps);
  if (wrong) throw new AppError('BAD_REQUEST', stepNotAllowedMessage(wrong, category));
}
