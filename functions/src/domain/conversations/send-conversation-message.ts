import { randomUUID } from 'node:crypto';
import { AppError } from '@outreach/shared/errors';
import type { ConversationSource, TInboxSendRequest } from '@outreach/shared/schemas/conversations';
import { inboxMessageLimit, inboxMessages } from '@outreach/shared/schemas/inbox';
import { ConversationEntity } from '../../data/entities/conversation.ts';
import { TeamEntity } from '../../data/entities/team.ts';
import type { Deps } from '../../ports/deps.ts';
import { getAccount } from '../bot/accounts.ts';
import { enqueueBotAction } from '../bot/enqueue-bot-action.ts';
import { getBotAction } from '../bot/get-bot-action.ts';
import type { AccountKey } from '../bot/types.ts';
import { assertTeamFeature } from '../teams/team-features.ts';
import { keptPrefixOf } from '../uploads/create-presigned-url.ts';

export const sendActionId = (conversationId: string, clientId: string) =>
  `inbox-send#${conversationId}#${clientId}`;

/**
 * POST /conversations/messages: a message (with attachments the team uploaded) into one of the
 * caller's conversations, sent by the bot on LinkedIn. Nothing is written to the conversation until
 * LinkedIn has it (apply-inbox-outcome.ts), so a failed send leaves no half-written message; the
 * client's `clientId` (else a new one) keys the bot action and LinkedIn's dedupe token, so a retried
 * request or a retried action sends once. Sponsored messages and offers are answered on LinkedIn.
 */
export async function sendConversationMessage(
  deps: Deps,
  acc: AccountKey,
  req: TInboxSendRequest,
  /** Only into a conversation from this source (the Sales Navigator inbox's own call); others are not found. */
  source?: ConversationSource,
) {
  const conv = (await ConversationEntity.get({ ...acc, conversationId: req.conversationId }).go()).data;
  if (!conv || conv.folder === 'deleted' || (source && conv.source !== source))
    throw new AppError('NOT_FOUND', 'Conversation not found');
  if (conv.isSponsored || conv.isLinkedinOffer)
    throw new AppError('BAD_REQUEST', inboxMessages.replyOnLinkedin);
  const limit = inboxMessageLimit(conv.source === 'linkedin' ? 'linkedin' : 'inmail');
  if (req.message.length > limit) throw new AppError('BAD_REQUEST', inboxMessages.tooLong(limit));
  const account = await getAccount(deps, acc);
  if (account?.loginStatus !== 'LOGGED_IN') throw new AppError('BAD_REQUEST', inboxMessages.notSynced);
  // The team's own files only: a kept attachment, or a fresh upload.
  const prefixes = [keptPrefixOf('attachment', acc.teamId), `uploads/${acc.teamId}/`];
  const attachments = [];
  // Inbox attachments are a premium feature (spec 3 §6).
  if (req.attachments?.length)
    await assertTeamFeature(
      deps,
      (await TeamEntity.get({ teamId: acc.teamId }).go()).data,
      'inboxAttachments',
    );
  for (const a of req.attachments ?? []) {
    if (!prefixes.some((p) => a.key.startsWith(p)) || a.key.includes('..'))
      throw new AppError('NOT_FOUND', 'File not found');
    const size = await deps.blobs.size(a.key).catch(() => null);
    if (size === null) throw new AppError('BAD_REQUEST', inboxMessages.uploadFailedInternal);
    if (size > 10 * 1024 * 1024) throw new AppError('BAD_REQUEST', inboxMessages.fileTooLarge);
    attachments.push({
      url: await deps.blobs.presignGet(a.key, 24 * 3600),
      name: a.name,
      mediaType: a.mediaType,
      byteSize: size,
    });
  }
  const clientId = req.clientId ?? randomUUID();
  const actionId = sendActionId(conv.conversationId, clientId);
  const created = await enqueueBotAction(deps, {
    ...acc,
    actionId,
    type: 'send-inbox-message',
    payload: {
      conversationId: conv.conversationId,
      source: conv.source,
      text: req.message.trim(),
      originToken: clientId,
      attachments,
    },
  });
  if (!created) {
    const prior = await getBotAction(deps, { ...acc, actionId });
    return {
      id: actionId,
      status:
        prior?.status === 'done'
          ? ('sent' as const)
          : prior?.status === 'failed'
            ? ('failed' as const)
            : ('queued' as const),
    };
  }
  return { id: actionId, status: 'queued' as const };
}
