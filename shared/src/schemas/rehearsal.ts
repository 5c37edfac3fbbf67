// "Rehearse in the sandbox" (issue #9, local runtime only): POST /_local/rehearsals.
import * as z from 'zod';
import { maxDailyLimits } from '../rules/outreach/daily-limits.ts';
import { ZSequenceSteps } from './sequence.ts';

/** The longest and largest rehearsal the SPA starts (as `npm run rehearse`: 30 days, 500 leads). */
export const REHEARSAL_MAX_DAYS = 30;
export const REHEARSAL_MAX_LEADS = 500;

export const ZRehearsalSize = z.object({
  days: z.coerce
    .number()
    .int('Days must be a whole number')
    .min(1, `Days must be from 1 to ${REHEARSAL_MAX_DAYS}`)
    .max(REHEARSAL_MAX_DAYS, `Days must be from 1 to ${REHEARSAL_MAX_DAYS}`),
  leads: z.coerce
    .number()
    .int('Leads must be a whole number')
    .min(1, `Leads must be from 1 to ${REHEARSAL_MAX_LEADS}`)
    .max(REHEARSAL_MAX_LEADS, `Leads must be from 1 to ${REHEARSAL_MAX_LEADS}`),
});

/** The sandbox's LinkedIn accounts that sign in without a PIN: the most senders a rehearsal stands in for. */
export const REHEARSAL_MAX_SENDERS = 4;

const dailyLimit = (max: number) => z.number().int().min(0).max(max);

/** One sender a rehearsal runs with: the member's name and its daily limits of the rehearsed types. */
export const ZRehearsalSender = z.object({
  name: z.string().trim().min(1).max(120),
  limits: z.object({
    views: dailyLimit(maxDailyLimits.views),
    invites: dailyLimit(maxDailyLimits.invites),
    messages: dailyLimit(maxDailyLimits.messages),
  }),
});
export type TRehearsalSender = z.infer<typeof ZRehearsalSender>;

/**
 * Whose settings a rehearsal runs with (issue #9): the campaign's senders, each with its own daily
 * limits. Without one, a single sender on the product's default limits.
 */
export const ZRehearsalProfile = z.object({
  senders: z
    .array(ZRehearsalSender)
    .min(1)
    .max(REHEARSAL_MAX_SENDERS, `A rehearsal runs with at most ${REHEARSAL_MAX_SENDERS} senders`),
});
export type TRehearsalProfile = z.infer<typeof ZRehearsalProfile>;

/** Starts a rehearsal of a campaign's sequence against the LinkedIn sandbox. */
export const ZStartRehearsalRequest = ZRehearsalSize.extend({
  sequence: ZSequenceSteps,
  profile: ZRehearsalProfile.optional(),
});
export type TStartRehearsalRequest = z.infer<typeof ZStartRehearsalRequest>;

/** A rehearsal's state as the local runtime reports it while it runs and once it ended. */
export interface TRehearsalState {
  id: string;
  status: 'running' | 'done' | 'failed';
  days: number;
  leads: number;
  /** Simulated days finished so far. */
  day: number;
  /** The last thing the rehearsal said (starting, signing in, a day's counts). */
  step: string;
  /** Step types of the campaign the rehearsal does not run. */
  notRehearsed: string[];
  summary: string | null;
  error: string | null;
  report: {
    summary: string;
    volumePercent: number;
    restrictions: unknown[];
    perDay: { date: string; actions: Record<string, number>; limits: Record<string, number> }[];
    /** What the run used: `default`, the sandbox's caps, or the campaign's own senders and limits. */
    settings?: string;
    /** Each sender's daily limits and what it did against them (issue #9). */
    bySender?: {
      name: string;
      account: string;
      dailyLimits: Record<string, number>;
      perDay: { date: string; actions: Record<string, number>; limits: Record<string, number> }[];
    }[];
  } | null;
}
