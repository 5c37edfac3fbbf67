import * as z from 'zod';
import { nameMaxLength } from '../constants/outreach.ts';
import { interactiveGoals, interactiveTexts } from '../rules/outreach/interactive-campaign.ts';
import { ZSearchQuery } from './campaigns.ts';

/** The answers to an interactive campaign's questions (OURS: the spec shows none). */
export const ZInteractiveAnswers = z
  .object({
    goal: z.enum(interactiveGoals, interactiveTexts.goalRequired),
    audience: z
      .string(interactiveTexts.audienceRequired)
      .trim()
      .min(1, interactiveTexts.audienceRequired)
      .max(200)
      .pipe(ZSearchQuery),
    location: z.string().trim().max(100).optional(),
    connections: z.object({ second: z.boolean(), third: z.boolean() }),
    offer: z.string().trim().max(500).optional(),
  })
  .refine((a) => a.connections.second || a.connections.third, {
    path: ['connections'],
    message: interactiveTexts.connectionsRequired,
  });
export type TInteractiveAnswers = z.infer<typeof ZInteractiveAnswers>;

/**
 * POST /campaigns/interactive-questions: the answers make (or, with `campaignId`, remake) a draft
 * LinkedIn campaign of type 'interactive questions': its people search and, for a new campaign or a
 * new goal, its sequence.
 *
 * @example
 * ZInteractiveQuestionsRequest.parse({ answers: { goal: 'hire', audience: 'CTO',
 *   connections: { second: true, third: true } } })
 */
export const ZInteractiveQuestionsRequest = z.object({
  campaignId: z.string().trim().min(1).max(64).optional(),
  name: z.string().trim().max(nameMaxLength).optional(),
  answers: ZInteractiveAnswers,
});
export type TInteractiveQuestionsRequest = z.infer<typeof ZInteractiveQuestionsRequest>;
