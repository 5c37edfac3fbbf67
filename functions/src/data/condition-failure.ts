/** True when a DynamoDB write was refused by its condition (ElectroDB wraps the SDK's error). */
export const isConditionFailure = (e: unknown): boolean =>
  /conditional request failed|ConditionalCheckFailed/i.test((e as Error)?.message ?? '');

type TransactionAnswer = { canceled: boolean; data: { code?: string }[] };

/** True when a canceled transaction lost only to a concurrent one on the same items (no condition failed). */
const onlyConflicts = (data: { code?: string }[]) =>
  data.some((d) => d.code === 'TransactionConflict') &&
  data.every((d) => d.code === undefined || d.code === 'None' || d.code === 'TransactionConflict');

/**
 * Runs an ElectroDB write transaction and, when DynamoDB cancels it only because another transaction
 * was writing the same items (two steps of one sender taking a unit of the same daily counter at
 * once), runs it again after a short jittered pause: the conditions are evaluated afresh, so a retry
 * is as safe as the first try. Left to the queue, the redelivery waits out the visibility timeout
 * (a minute locally, twelve in AWS) for what is a millisecond race.
 */
export async function retryConflicts<T extends TransactionAnswer>(
  write: () => Promise<T>,
  tries = 5,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const answer = await write();
    if (!answer.canceled || attempt >= tries || !onlyConflicts(answer.data)) return answer;
    await new Promise((r) => setTimeout(r, 10 * 2 ** attempt + Math.random() * 40));
  }
}
