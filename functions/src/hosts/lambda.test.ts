import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const AWS_ENV = {
  TABLE_NAME: 'outreach',
  KMS_KEY_ID: 'arn:aws:kms:eu-west-1:111122223333:key/1234',
  JWT_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:jwt',
  OUTREACH_LOCAL: '',
};

// The Lambda host runs first in every bundled function (infra/lib/bundle.ts injects it).
describe('the Lambda host', () => {
  beforeEach(() => vi.resetModules());
  afterEach(() => vi.unstubAllEnvs());

  it('wires the AWS ports on import', async () => {
    // Prepare
    for (const [k, v] of Object.entries(AWS_ENV)) vi.stubEnv(k, v);
    // Act
    await import('./lambda.ts');
    const { getDeps } = await import('../lib/deps.ts');
    // Assess
    const deps = getDeps();
    expect(deps.env.kmsKeyId).toBe(AWS_ENV.KMS_KEY_ID);
    expect(typeof deps.secrets.encrypt).toBe('function');
  });

  it('fails the cold start without a KMS key rather than fall back to a key file', async () => {
    for (const [k, v] of Object.entries(AWS_ENV)) vi.stubEnv(k, v);
    vi.stubEnv('KMS_KEY_ID', '');
    await expect(import('./lambda.ts')).rejects.toThrow(/KMS_KEY_ID is not set/);
  });

  it('fails the cold start without the token signing secret', async () => {
    for (const [k, v] of Object.entries(AWS_ENV)) vi.stubEnv(k, v);
    vi.stubEnv('JWT_SECRET_ARN', '');
    await expect(import('./lambda.ts')).rejects.toThrow(/JWT_SECRET_ARN is not set/);
  });
});
