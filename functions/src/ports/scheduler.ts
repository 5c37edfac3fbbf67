import type { QueueName } from './queue.ts';

/** A one-time schedule that delivers `body` to a queue at `at` (ms since epoch). */
export interface ScheduleRequest<T = unknown> {
  /** Unique name; scheduling the same name twice keeps one schedule. */
  name: string;
  at: number;
  queue: QueueName;
  body: T;
}

export interface Scheduler {
  schedule<T>(request: ScheduleRequest<T>): Promise<void>;
  cancel(name: string): Promise<void>;
}
