// Interactive campaigns (spec 3 §2 /interactive-campaign, §3 type 'interactive questions', §7
// POST /campaigns/interactive-questions). The spec gives no questions, fields or texts: every value
// here is OURS (shared/SPEC-CHOICES.md "Interactive campaigns").
import { defaultStep, type SequenceStep } from './sequence.ts';

/** What the campaign is for: it picks the sequence the answers start with. */
export const interactiveGoals = ['grow-network', 'book-meetings', 'hire'] as const;
export type InteractiveGoal = (typeof interactiveGoals)[number];

/** The goal options as the questions page shows them. */
export const interactiveGoalLabels: Record<InteractiveGoal, string> = {
  'grow-network': 'Grow my network',
  'book-meetings': 'Book meetings with potential customers',
  hire: 'Hire candidates',
};

/** The questions, their hints and errors, word for word on the page and in the server's answers. */
export const interactiveTexts = {
  goal: 'What is the goal of this campaign?',
  audience: 'Who do you want to reach?',
  audienceHelper: 'Job titles or keywords, e.g. Head of Sales SaaS',
  location: 'Where are they based?',
  locationHelper: 'A city or country (optional)',
  connections: 'Which people should we look for?',
  offer: 'What do you want to tell them?',
  offerHelper: 'One or two sentences about what you offer (optional); it goes into the first message',
  goalRequired: 'Please choose the goal of your campaign',
  audienceRequired: 'Please tell us who you want to reach',
  connectionsRequired: 'Please choose at least one kind of connection',
  notInteractive: 'Only a draft interactive campaign can take new answers',
} as const;

export interface InteractiveAnswers {
  goal: InteractiveGoal;
  audience: string;
  location?: string;
  connections: { second: boolean; third: boolean };
  offer?: string;
}

/**
 * The LinkedIn people search the answers describe: the audience and the location as keywords, the
 * chosen degrees as the network filter (linkedin-facts "URL shapes").
 *
 * @example
 * interactiveSearchUrl({ goal: 'hire', audience: 'CTO', location: 'Berlin', connections: { second: true, third: false } })
 * // 'https://www.linkedin.com/search/results/people/?keywords=CTO%20Berlin&origin=FACETED_SEARCH&network=%5B%22S%22%5D'
 */
export function interactiveSearchUrl(a: InteractiveAnswers): string {
  const keywords = [a.audience, a.location]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  const network = [a.connections.second ? 'S' : null, a.connections.third ? 'O' : null].filter(Boolean);
  return `https://www.linkedin.com/search/results/people/?keywords=${encodeURIComponent(keywords)}&origin=FACETED_SEARCH&network=${encodeURIComponent(JSON.stringify(network))}`;
}

const connectNotes: Record<InteractiveGoal, string> = {
  'grow-network': 'Hi {{first_name}}, I came across your profile and would be glad to connect.',
  'book-meetings': 'Hi {{first_name}}, I work with people in roles like yours and would be glad to connect.',
  hire: 'Hi {{first_name}}, your experience caught my eye. I would be glad to connect.',
};

const messageCloses: Record<Exclude<InteractiveGoal, 'grow-network'>, string> = {
  'book-meetings': 'Would you be open to a short call next week?',
  hire: 'Would you be open to hearing about a role on our team?',
};

/**
 * The sequence an interactive campaign starts with: View, then Connect with a note, then (to book
 * meetings or hire) a message a day after the invitation with the user's offer in it.
 */
export function interactiveSequence(a: Pick<InteractiveAnswers, 'goal' | 'offer'>): SequenceStep[] {
  const connect = { ...defaultStep('LI Connect', 1), message: connectNotes[a.goal] };
  const steps: SequenceStep[] = [defaultStep('LI View', 0), connect];
  if (a.goal === 'grow-network') return steps;
  const offer = a.offer?.trim();
  const message = ['Thanks for connecting, {{first_name}}!', offer, messageCloses[a.goal]]
    .filter(Boolean)
    .join(' ');
  return [...steps, { ...defaultStep('LI Message', 2), message }];
}
