import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { handlePostMessage } from '../domain/posts/publish-post.ts';
import type { PostMessage } from '../domain/posts/schedule-post.ts';
import { handleTrendMessage, type TrendMessage } from '../domain/trends/auto-refresh.ts';
import { getDeps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

/**
 * The `posts` queue consumer: each record is a post whose time has come (schedule-post.ts) or a trend's
 * automatic refresh (trends/auto-refresh.ts).
 */
export const handler = async (event: SQSEvent, context: Context) => {
  const deps = getDeps();
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const msg = JSON.parse(record.body) as PostMessage | TrendMessage;
      const result =
        msg.kind === 'trend' ? await handleTrendMessage(deps, msg) : await handlePostMessage(deps, msg);
      logger.debug('post processed', { messageId: record.messageId, result });
      return result;
    },
    processor,
    { context },
  );
};
