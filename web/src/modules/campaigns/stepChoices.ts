import type { CampaignCategory } from '@outreach/shared/rules/outreach/campaigns';
import { type StepType, stepTypesByCategory } from '@outreach/shared/rules/outreach/sequence';
import { linkedInStepChoices } from './campaignForm.ts';

const xSteps = ['Twitter DM', 'Twitter Follow'] as const satisfies readonly StepType[];

/**
 * The step types the sequence editor offers for a campaign category, when creating and when editing:
 * a multichannel campaign mixes LinkedIn's, the Email step and the X steps (issue #13). X is hidden
 * from white-label users (spec 1 §2, spec 3 §6), who cannot see the X campaign option either.
 *
 * @example
 * sequenceStepChoices('multichannel', { isWhiteLabelUser: false }) // [...LinkedIn, 'Email', 'Twitter DM', 'Twitter Follow']
 * sequenceStepChoices('email', { isWhiteLabelUser: false }) // ['Email']
 */
export function sequenceStepChoices(
  category: CampaignCategory,
  opts: { isWhiteLabelUser: boolean },
): readonly StepType[] {
  switch (category) {
    case 'email':
      return stepTypesByCategory.email;
    case 'inmail':
      return stepTypesByCategory.inmail;
    case 'group':
      return stepTypesByCategory.group;
    case 'event':
      return stepTypesByCategory.event;
    case 'company':
      return stepTypesByCategory.company;
    case 'twitter':
      return opts.isWhiteLabelUser ? [] : stepTypesByCategory.twitter;
    case 'multichannel':
      return [...linkedInStepChoices, 'Email', ...(opts.isWhiteLabelUser ? [] : xSteps)];
    default:
      return linkedInStepChoices;
  }
}
