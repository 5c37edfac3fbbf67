/** True when a DynamoDB write was refused by its condition (ElectroDB wraps the SDK's error). */
export const isConditionFailure = (e: unknown): boolean =>
  /conditional request failed|ConditionalCheckFailed/i.test((e as Error)?.message ?? '');
