import type { ActionOutcomes, ActionPayloads } from '@outreach/functions/domain/bot/types';
import { inboxPaths } from '../linkedin/inbox-page-objects.ts';
import { csrfFromCookie, urlOf, voyagerHeaders } from '../linkedin/page-objects.ts';
import { AccountBlocked, type ExecContext, open, RetryLater, SessionExpired, testPause } from './common.ts';

const MAX_BYTES = 10 * 1024 * 1024;

async function download(url: string): Promise<Buffer> {
  const res = await fetch(url);
  if (!res.ok) throw new RetryLater(`Attachment download HTTP ${res.status}`, 10 * 60_000);
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new Error('Attachment larger than 10 MB');
  return bytes;
}

/**
 * Sends one message into an existing thread (messaging, InMail or Sales Navigator) through the
 * site's own call, from the thread a person would open. The action's originToken rides along, so a
 * retry after a crash (sent, but not reported) answers the first message instead of sending again.
 */
export async function sendInboxMessage(
  ctx: ExecContext,
  p: ActionPayloads['send-inbox-message'],
): Promise<ActionOutcomes['send-inbox-message']> {
  await open(ctx, inboxPaths.messaging);
  const attachments = [];
  for (const a of p.attachments) {
    const bytes = await download(a.url);
    attachments.push({ name: a.name, mediaType: a.mediaType, dataBase64: bytes.toString('base64') });
  }
  const cookies = await ctx.session.context.cookies(ctx.base);
  const csrf = csrfFromCookie(cookies.find((c) => c.name === 'JSESSIONID')?.value);
  if (!csrf) throw new SessionExpired('no JSESSIONID');
  await testPause(ctx, 'before-submit');
  const res = await ctx.session.context.request.post(urlOf(ctx.base, inboxPaths.messages(p.conversationId)), {
    headers: { ...voyagerHeaders(csrf), 'content-type': 'application/json' },
    data: { text: p.text, originToken: p.originToken, attachments },
  });
  if (res.status() === 401) throw new SessionExpired('voyager 401');
  const body = (await res.json().catch(() => ({}))) as {
    code?: string;
    message?: string;
    messageId?: string;
    deliveredAt?: number;
  };
  if (res.status() === 403 && body.code === 'RESTRICTED') throw new AccountBlocked('voyager 403');
  if (res.status() === 429 || res.status() >= 500)
    throw new RetryLater(`send HTTP ${res.status()}`, 60 * 60_000);
  if (!res.ok() || !body.messageId)
    return { result: 'failed', reason: body.message ?? `HTTP ${res.status()}` };
  await testPause(ctx, 'after-submit');
  return { result: 'sent', messageId: body.messageId, at: body.deliveredAt ?? Date.now() };
}
