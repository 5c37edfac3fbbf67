// Spec 3 §3 "Sequence step", §4 "Sequence step defaults", §6 plan gating of steps.
// Step `type` strings are the display names, as the existing API sends them (spec 4).
import type { FeatureKey } from '../../plans/features.ts';
import {
  branchMessages,
  type ConditionKind,
  conditionKindsByCategory,
  conditionStepType,
} from './branches.ts';

/** Step types, as display names (spec 3 §3; spec 4 "type strings are the display names"). */
export const stepTypes = [
  'LI View',
  'LI Connect',
  'LI Message',
  'Chained messages',
  'InMail Message',
  'Email',
  'Twitter DM',
  'Twitter Follow',
  'Group Message',
  'Event Message',
  'Invite to event',
  'Invite to company',
] as const;
export type StepType = (typeof stepTypes)[number];

/** Delay units (spec 3 §3). */
export const delayUnits = ['day(s)', 'hour(s)'] as const;
export type DelayUnit = (typeof delayUnits)[number];

/**
 * The step fields of spec 3 §3; every field but type and delay is optional. A Condition step
 * (issue #9, branches.ts) carries `condition`, `within_days` and `yes_steps`.
 */
export interface SequenceStep {
  type: StepType | typeof conditionStepType;
  condition?: ConditionKind;
  within_days?: number;
  yes_steps?: number;
  delay_time_unit: DelayUnit;
  delay_number: number;
  proceed_to_next?: boolean;
  followup_message?: string;
  days_til_revoke?: number;
  message?: string;
  subject?: string;
  connect_followup?: boolean;
  revoke_invite?: boolean;
  auto_follow_twitter?: boolean;
  gmail_signature?: boolean;
  is_editing?: boolean;
  auto_endorse?: boolean;
  auto_post_like?: boolean;
  auto_follow?: boolean;
  view?: boolean;
  endorsements_count?: number;
  posts_count?: number;
  tags?: { key: string }[];
  attachments?: { file_uri: string; file_name: string }[];
  chainedMessages?: { message: string }[];
  group_id?: string | number | null;
}

/** Chained messages start with two (spec 3 §4). */
export const defaultChainedMessagesCount = 2;
/** Days before an unanswered invite is withdrawn, when the user turns revoke on. OURS. */
export const defaultDaysTilRevoke = 14;

/**
 * A new step of a type at a position (0-based): delay unit days, delay 0 for the first step
 * and 1 after, endorsement and post counts 1, two chained messages (spec 3 §4).
 *
 * @example
 * defaultStep('LI View', 0) // { type: 'LI View', delay_time_unit: 'day(s)', delay_number: 0, auto_endorse: false, endorsements_count: 1, … }
 * defaultStep('LI Message', 2).delay_number // 1
 */
export function defaultStep(type: StepType, index: number): SequenceStep {
  const base: SequenceStep = { type, delay_time_unit: 'day(s)', delay_number: index <= 0 ? 0 : 1 };
  switch (type) {
    case 'LI View':
      return {
        ...base,
        auto_endorse: false,
        endorsements_count: 1,
        auto_post_like: false,
        posts_count: 1,
        auto_follow: false,
      };
    case 'LI Connect':
      return {
        ...base,
        message: '',
        view: false,
        connect_followup: false,
        followup_message: '',
        revoke_invite: false,
        days_til_revoke: defaultDaysTilRevoke,
        proceed_to_next: false,
      };
    case 'LI Message':
      return { ...base, message: '', attachments: [] };
    case 'Chained messages':
      return {
        ...base,
        chainedMessages: Array.from({ length: defaultChainedMessagesCount }, () => ({ message: '' })),
      };
    case 'InMail Message':
      return { ...base, subject: '', message: '' };
    case 'Email':
      return { ...base, subject: '', message: '', gmail_signature: false, attachments: [] };
    case 'Twitter DM':
      return { ...base, message: '' };
    case 'Twitter Follow':
      return { ...base, auto_follow_twitter: true };
    case 'Group Message':
      return { ...base, message: '', group_id: null };
    case 'Event Message':
      return { ...base, message: '' };
    case 'Invite to event':
    case 'Invite to company':
      return base;
  }
}

/** Step types that send a text (and so count as "outreach messages" and take placeholders). */
export const messageStepTypes = [
  'LI Message',
  'Chained messages',
  'InMail Message',
  'Email',
  'Twitter DM',
  'Group Message',
  'Event Message',
] as const satisfies readonly StepType[];

const ordinals = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
];

/**
 * The name of the n-th message step (0-based): First, Second, Third, Fourth Message (spec 3 §3);
 * beyond the tenth, "11th Message" (OURS).
 *
 * @example
 * messageStepName(0) // 'First Message'
 */
export function messageStepName(index: number): string {
  const n = Math.max(0, Math.floor(index));
  const word = ordinals[n] ?? `${n + 1}th`;
  return `${word} Message`;
}

/** The step types each campaign category offers. OURS: the spec lists types, not which category offers them. */
export const stepTypesByCategory = {
  linkedin: ['LI View', 'LI Connect', 'LI Message', 'Chained messages'],
  inmail: ['LI View', 'InMail Message'],
  group: ['LI View', 'Group Message'],
  event: ['LI View', 'Invite to event', 'Event Message'],
  company: ['LI View', 'Invite to company'],
  email: ['Email'],
  twitter: ['Twitter Follow', 'Twitter DM'],
  multichannel: [
    'LI View',
    'LI Connect',
    'LI Message',
    'Chained messages',
    'InMail Message',
    'Email',
    'Twitter DM',
    'Twitter Follow',
  ],
} as const satisfies Record<string, readonly StepType[]>;

/**
 * The 400 message for the first step of a sequence the category does not offer (its type, or a
 * condition's kind), or null (OURS: spec 3 §4 lists types per screen, not per category).
 *
 * @example
 * stepNotInCategory('group', [{ type: 'LI Connect' }]) // 'The step "LI Connect" is not available in group campaigns'
 */
export function stepNotInCategory(
  category: keyof typeof stepTypesByCategory,
  steps: readonly { type: string; condition?: ConditionKind }[],
): string | null {
  const allowed = stepTypesByCategory[category] as readonly string[];
  for (const s of steps) {
    // A condition (issue #9) is allowed by its kind; both its paths are steps of the same list.
    if (s.type === conditionStepType) {
      if (s.condition && !(conditionKindsByCategory[category] ?? []).includes(s.condition))
        return branchMessages.kindNotInCategory(s.condition, category);
      continue;
    }
    if (!allowed.includes(s.type)) return stepNotAllowedMessage(s.type, category);
  }
  return null;
}

/** The 400 message for a step type a category does not offer (OURS). */
export function stepNotAllowedMessage(type: string, category: string): string {
  return `The step "${type}" is not available in ${category} campaigns`;
}

/** Plan level a step type needs (spec 3 §6): InMail, group and event steps are Premium; chained messages Team. */
export type StepFeatureLevel = 'basic' | 'premium' | 'team';
export function stepFeatureLevel(type: StepType): StepFeatureLevel {
  switch (type) {
    case 'InMail Message':
    case 'Group Message':
    case 'Event Message':
    case 'Invite to event':
    case 'Invite to company':
      return 'premium';
    case 'Chained messages':
      return 'team';
    default:
      return 'basic';
  }
}

/**
 * The plan feature a step type needs (spec 1 §1, spec 3 §6), or null for the basic steps. The server
 * refuses a sequence holding a step its team's plan lacks; the editor offers only the allowed ones.
 *
 * @example
 * stepFeatureKey('Chained messages') // 'chainedMessages'
 */
export function stepFeatureKey(type: StepType): FeatureKey | null {
  switch (type) {
    case 'Chained messages':
      return 'chainedMessages';
    case 'InMail Message':
      return 'inMail';
    case 'Group Message':
      return 'groupSteps';
    case 'Event Message':
    case 'Invite to event':
      return 'eventSteps';
    // Company campaigns are Premium (spec 1 §1); their step goes with them.
    case 'Invite to company':
      return 'companyCampaign';
    default:
      return null;
  }
}

/** Attachments on steps are Premium (spec 3 §6). */
export const attachmentsFeatureLevel: StepFeatureLevel = 'premium';

/** The delay of a step in milliseconds. */
export function stepDelayMs(step: Pick<SequenceStep, 'delay_number' | 'delay_time_unit'>): number {
  const hour = 3_600_000;
  return step.delay_number * (step.delay_time_unit === 'hour(s)' ? hour : 24 * hour);
}
