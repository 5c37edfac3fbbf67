import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { handlePostMessage } from '../domain/posts/publish-post.ts';
import type { PostMessage } from '../domain/posts/schedule-post.ts';
import { getDeps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

/** The `posts` queue consumer: each record is a post whose time has come (scheduled by schedule-post.ts). */
export const handler = async (event: SQSEvent, context: Context) => {
  const deps = getDeps();
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const result = await handlePostMessage(deps, JSON.parse(record.body) as PostMessage);
      logger.debug('post processed', { messageId: record.messageId, result });
      return result;
    },
    processor,
    { context },
  );
};
