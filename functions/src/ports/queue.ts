export interface QueueMessage<T = unknown> {
  body: T;
  /** Seconds to hold the message before delivery (SQS caps at 900). */
  delaySeconds?: number;
  /** Deduplication key carried in the message attributes; consumers use it for idempotency. */
  idempotencyKey?: string;
}

export type QueueName = 'steps' | 'posts';

export interface Queue {
  send<T>(queue: QueueName, message: QueueMessage<T>): Promise<void>;
}
