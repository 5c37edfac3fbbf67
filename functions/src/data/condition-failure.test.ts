import { describe, expect, it } from 'vitest';
import { isConditionFailure, retryConflicts } from './condition-failure.ts';

const answer = (...codes: string[]) => ({
  canceled: codes.some((c) => c !== 'None'),
  data: codes.map((code) => ({ code })),
});

describe('retryConflicts', () => {
  it('runs a transaction again while it loses only to concurrent ones, then returns its answer', async () => {
    const answers = [answer('TransactionConflict', 'None'), answer('None', 'TransactionConflict'), answer()];
    let calls = 0;
    const got = await retryConflicts(async () => answers[calls++]);
    expect(calls).toBe(3);
    expect(got.canceled).toBe(false);
  });

  it('does not retry a failed condition, even beside a conflict', async () => {
    let calls = 0;
    const got = await retryConflicts(async () => {
      calls++;
      return answer('ConditionalCheckFailed', 'TransactionConflict');
    });
    expect(calls).toBe(1);
    expect(got.data[0].code).toBe('ConditionalCheckFailed');
  });

  it('gives the last conflict back after its tries (the queue redelivers then)', async () => {
    let calls = 0;
    const got = await retryConflicts(async () => {
      calls++;
      return answer('TransactionConflict');
    }, 3);
    expect(calls).toBe(3);
    expect(got.canceled).toBe(true);
  });
});

describe('isConditionFailure', () => {
  it("recognises ElectroDB's and the SDK's wording", () => {
    expect(isConditionFailure(new Error('The conditional request failed'))).toBe(true);
    expect(isConditionFailure(new Error('ConditionalCheckFailedException'))).toBe(true);
    expect(isConditionFailure(new Error('ProvisionedThroughputExceeded'))).toBe(false);
  });
});
