// "Rehearse in the sandbox" (issue #9, local runtime only): POST /_local/rehearsals.
import * as z from 'zod';
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

/** Starts a rehearsal of a campaign's sequence against the LinkedIn sandbox. */
export const ZStartRehearsalRequest = ZRehearsalSize.extend({ sequence: ZSequenceSteps });
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
  } | null;
}
