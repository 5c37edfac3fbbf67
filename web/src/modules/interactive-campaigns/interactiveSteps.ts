/** The interactive campaign's screens, in order: /interactive-campaign/{campaignId}/{step}. */
export const interactiveSteps = ['questions', 'leads', 'sequence', 'overview'] as const;
export type InteractiveStep = (typeof interactiveSteps)[number];

export const interactiveStepLabels: Record<InteractiveStep, string> = {
  questions: 'Questions',
  leads: 'Leads',
  sequence: 'Sequence',
  overview: 'Overview',
};

/** The path of a step; questions without a campaign is the new campaign's first screen. */
export function interactivePath(step: InteractiveStep, campaignId?: string): string {
  return campaignId ? `/interactive-campaign/${campaignId}/${step}` : '/interactive-campaign/questions';
}
