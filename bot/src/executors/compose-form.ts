import { findAll, textOf } from '../linkedin/page-objects.ts';
import { type ExecContext, normalizeText, RetryLater } from './common.ts';

/** Where a conversation page lists its messages: one element per message, and its body inside. */
export interface ThreadSelectors {
  event: readonly string[];
  eventBody: readonly string[];
}

/** Text of the latest message we sent in the conversation shown on the page (none before the first). */
export async function latestOutgoing(ctx: ExecContext, sel: ThreadSelectors): Promise<string | undefined> {
  for (const ev of (await findAll(ctx.page, sel.event)).reverse()) {
    if ((await ev.getAttribute('data-direction')) === 'outgoing')
      return normalizeText((await textOf(ev, sel.eventBody)) ?? '');
  }
  return undefined;
}

/**
 * After Send on a compose form: the form posts and lands on the conversation (`?sent=1`), or answers
 * with the page and an error toast (`'error'`, for the caller to read why). Neither within 20 s: the
 * action is retried later, and the thread read first then tells whether it went out.
 */
export async function submitLanding(ctx: ExecContext, what: string): Promise<'sent' | 'error'> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const landed = await ctx.page
      .evaluate(() => ({
        sent: new URL(location.href).searchParams.get('sent') === '1',
        error: !!document.querySelector('[data-test-artdeco-toast-item-type="error"]'),
      }))
      .catch(() => ({ sent: false, error: false }));
    if (landed.error) return 'error';
    if (landed.sent) return 'sent';
    if (Date.now() > deadline) throw new RetryLater(`${what} not confirmed`, 10 * 60_000);
    await ctx.page.waitForTimeout(200);
  }
}

/** The conversation must now end with our text; otherwise the send is not confirmed and is retried. */
export async function confirmSent(ctx: ExecContext, sel: ThreadSelectors, text: string, what: string) {
  if ((await latestOutgoing(ctx, sel)) !== normalizeText(text))
    throw new RetryLater(`${what} not confirmed`, 10 * 60_000);
}
