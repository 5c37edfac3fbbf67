import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { type ExecContext, normalizeText } from './common.ts';
import { openThread, outgoingTexts, sendInThread } from './message.ts';

/**
 * How many of the chain's messages the thread already ends with: the largest k such that our last k
 * messages read the chain's first k (a run that crashed after sending some of them).
 *
 * @example
 * chainDone(['old', 'a', 'b'], ['a', 'b', 'c']) // 2
 */
export function chainDone(outgoing: readonly string[], chain: readonly string[]): number {
  for (let k = Math.min(outgoing.length, chain.length); k > 0; k--) {
    const tail = outgoing.slice(outgoing.length - k);
    if (tail.every((t, i) => t === chain[i])) return k;
  }
  return 0;
}

/**
 * A Chained messages step: each text as its own message, in order, to a 1st-degree connection.
 * Checks the thread first and after a crash sends only the messages not yet there, so each goes
 * out exactly once.
 */
export async function sendChainedMessages(
  ctx: ExecContext,
  payload: ActionPayloads['send-chained-messages'],
): Promise<ActionOutcomes['send-chained-messages']> {
  const texts = payload.texts.map((t) => t.trim()).filter(Boolean);
  const thread = await openThread(ctx, payload.profileUrl);
  if (thread.result !== 'open') return { result: thread.result, sent: 0 };
  const done = chainDone(await outgoingTexts(ctx, thread.myName), texts.map(normalizeText));
  if (done === texts.length) return { result: 'already-sent', sent: 0 };
  for (const text of texts.slice(done)) await sendInThread(ctx, text, thread.myName);
  return { result: 'sent', sent: texts.length - done };
}
