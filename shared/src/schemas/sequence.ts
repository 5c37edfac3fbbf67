// Spec 3 §3 sequence step fields and §5 validation: campaigns and templates both carry a sequence.
import * as z from 'zod';
import {
  connectMessageMaxLength,
  inboxMessageMaxLength,
  inmailMessageMaxLength,
  inmailSubjectMaxLength,
} from '../constants/outreach.ts';
import {
  branchMessages,
  conditionDaysMax,
  conditionDaysMin,
  conditionKinds,
  conditionMaxCount,
  conditionStepType,
  isCondition,
  sequenceConditions,
} from '../rules/outreach/branches.ts';
import { delayUnits, stepTypes } from '../rules/outreach/sequence.ts';

export const sequenceMessages = {
  /** OURS: the spec only says the connect message max is 280. */
  connectTooLong: `Connect message cannot be longer than ${connectMessageMaxLength} characters`,
  /** OURS. */
  messageTooLong: (limit: number) => `Message cannot be longer than ${limit} characters`,
  subjectTooLong: `Subject cannot be longer than ${inmailSubjectMaxLength} characters`,
  groupRequired: 'Please choose a group',
  /** OURS (issue #9). */
  conditionRequired: 'Please choose what the condition waits for',
  conditionDays: `Please enter between ${conditionDaysMin} and ${conditionDaysMax} days`,
} as const;

const ZAttachmentRef = z.object({
  file_uri: z.string().min(1).max(2048),
  file_name: z.string().min(1).max(255),
});

/**
 * One sequence step, with the spec's field names; `type` is a display name, `delay_time_unit`
 * 'day(s)' or 'hour(s)' (spec 4). Message lengths: connect 280, InMail 1900 (subject 200),
 * others 8000.
 */
export const ZSequenceStep = z
  .object({
    /** A step type, or 'Condition' (issue #9: waits for `condition` within `within_days`, then YES or NO). */
    type: z.enum([...stepTypes, conditionStepType]),
    delay_time_unit: z.enum(delayUnits).default('day(s)'),
    delay_number: z.number().int().min(0).max(365).default(0),
    proceed_to_next: z.boolean().optional(),
    followup_message: z
      .string()
      .max(inboxMessageMaxLength, sequenceMessages.messageTooLong(inboxMessageMaxLength))
      .optional(),
    days_til_revoke: z.number().int().min(1).max(365).optional(),
    message: z
      .string()
      .max(inboxMessageMaxLength, sequenceMessages.messageTooLong(inboxMessageMaxLength))
      .optional(),
    subject: z.string().max(255).optional(),
    connect_followup: z.boolean().optional(),
    revoke_invite: z.boolean().optional(),
    auto_follow_twitter: z.boolean().optional(),
    gmail_signature: z.boolean().optional(),
    is_editing: z.boolean().optional(),
    auto_endorse: z.boolean().optional(),
    auto_post_like: z.boolean().optional(),
    auto_follow: z.boolean().optional(),
    view: z.boolean().optional(),
    endorsements_count: z.number().int().min(1).max(50).optional(),
    posts_count: z.number().int().min(1).max(50).optional(),
    tags: z
      .array(z.object({ key: z.string().max(255) }))
      .max(50)
      .optional(),
    attachments: z.array(ZAttachmentRef).max(10).optional(),
    chainedMessages: z
      .array(
        z.object({
          message: z
            .string()
            .max(inboxMessageMaxLength, sequenceMessages.messageTooLong(inboxMessageMaxLength)),
        }),
      )
      .min(1)
      .max(10)
      .optional(),
    group_id: z
      .union([z.string().max(256), z.number().int()])
      .nullable()
      .optional(),
    /** A Condition's kind, its wait in days and how many of the steps after it are its YES path. */
    condition: z.enum(conditionKinds).optional(),
    within_days: z.number().int().min(conditionDaysMin).max(conditionDaysMax).optional(),
    yes_steps: z.number().int().min(0).max(49).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.type === conditionStepType) {
      if (!s.condition)
        ctx.addIssue({ code: 'custom', path: ['condition'], message: sequenceMessages.conditionRequired });
      if (s.within_days === undefined)
        ctx.addIssue({ code: 'custom', path: ['within_days'], message: sequenceMessages.conditionDays });
    }
    if (s.type === 'LI Connect' && (s.message?.length ?? 0) > connectMessageMaxLength) {
      ctx.addIssue({ code: 'custom', path: ['message'], message: sequenceMessages.connectTooLong });
    }
    if (s.type === 'InMail Message') {
      if ((s.message?.length ?? 0) > inmailMessageMaxLength) {
        ctx.addIssue({
          code: 'custom',
          path: ['message'],
          message: sequenceMessages.messageTooLong(inmailMessageMaxLength),
        });
      }
      if ((s.subject?.length ?? 0) > inmailSubjectMaxLength) {
        ctx.addIssue({ code: 'custom', path: ['subject'], message: sequenceMessages.subjectTooLong });
      }
    }
    if (
      s.type === 'Group Message' &&
      (s.group_id === null || s.group_id === undefined || s.group_id === '')
    ) {
      ctx.addIssue({ code: 'custom', path: ['group_id'], message: sequenceMessages.groupRequired });
    }
  });
export type TSequenceStep = z.infer<typeof ZSequenceStep>;

/** OURS: the most steps a sequence holds. */
export const sequenceMaxSteps = 50;
/**
 * OURS: the most a whole sequence may weigh as JSON (UTF-8 bytes), so a campaign or template with
 * its sequence stays well below DynamoDB's 400 KB item limit.
 */
export const sequenceMaxBytes = 256 * 1024;
export const sequenceTooLargeMessage = 'This sequence is too long. Please shorten its messages or steps.';

/**
 * The steps of a sequence: at most 50, and at most 256 KB in all (every message at its maximum in
 * every step would be several megabytes).
 *
 * @example
 * ZSequenceSteps.safeParse(Array(51).fill({ type: 'LI Connect' })).success // false
 */
export const ZSequenceSteps = z
  .array(ZSequenceStep)
  .max(sequenceMaxSteps)
  .refine((steps) => new TextEncoder().encode(JSON.stringify(steps)).length <= sequenceMaxBytes, {
    error: sequenceTooLargeMessage,
  })
  .superRefine((steps, ctx) => {
    // Branches (issue #9): each condition's YES path fits its own path, nesting and count are capped.
    const { error } = sequenceConditions(steps);
    if (error) ctx.addIssue({ code: 'custom', message: error });
    if (steps.filter(isCondition).length > conditionMaxCount)
      ctx.addIssue({ code: 'custom', message: branchMessages.tooMany });
  });
