import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import type { Context, SQSEvent, SQSRecord } from 'aws-lambda';
import { handleStepsMessage } from '../domain/scheduling/handle-step-message.ts';
import { newStepContext } from '../domain/scheduling/run-step.ts';
import type { StepsQueueMessage } from '../domain/scheduling/step-messages.ts';
import { getDeps } from '../lib/deps.ts';
import { logger } from '../lib/logger.ts';

/**
 * The `steps` queue consumer (SQS batch, partial batch failures): each record is a due lead step or
 * a network-sync tick. A thrown record is reported failed and redelivered; after five it goes to the DLQ.
 */
export const handler = async (event: SQSEvent, context: Context) => {
  const deps = getDeps();
  const ctx = newStepContext();
  const processor = new BatchProcessor(EventType.SQS);
  return processPartialResponse(
    event,
    async (record: SQSRecord) => {
      const msg = JSON.parse(record.body) as StepsQueueMessage;
      const result = await handleStepsMessage(deps, msg, ctx);
      logger.debug('step processed', { messageId: record.messageId, result });
      return result;
    },
    processor,
    { context },
  );
};
