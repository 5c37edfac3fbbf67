import { provideDeps } from '@outreach/functions/lib/deps';
import { lambdaContext } from '@outreach/local/lambda-context';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { domainDeps } from '../support/domain.ts';
import { newSession } from '../support/outreach.ts';

// Issue #7: a call that waits for the bot answers its own timeout (408) before the function's limit,
// instead of being cut off by the platform (API Gateway's bare 500) when the configured wait is longer
// than the time the function has left.
describe('a wait for the bot ends before the function’s limit', () => {
  it('update-credentials answers 408 with time to spare when the login wait outlasts the function', async () => {
    // Arrange: the handler in this process, with a 25 s login wait, and a function with 4 s left
    // (no bot runs in integration, so the login never finishes).
    const s = await newSession({ linkedIn: false });
    const deps = await domainDeps();
    provideDeps({ ...deps, env: { ...deps.env, linkedInLoginWaitMs: 25_000 } });
    const { handler } = await import('@outreach/functions/http/linkedin/update-credentials');
    const ctx = lambdaContext('linkedin-update-credentials', 4_000);
    const event = {
      version: '2.0',
      routeKey: 'PATCH /api/v1/linked-in/update-credentials',
      rawPath: '/api/v1/linked-in/update-credentials',
      rawQueryString: '',
      headers: { authorization: `Bearer ${s.token()}`, 'content-type': 'application/json' },
      requestContext: {
        http: { method: 'PATCH', sourceIp: '203.0.113.7', path: '', protocol: 'HTTP/1.1', userAgent: 'test' },
      },
      body: JSON.stringify({ email: 'answer-by@sandbox.test', password: 'Sandbox1!', countryCode: 'US' }),
      isBase64Encoded: false,
    } as unknown as APIGatewayProxyEventV2;

    // Act
    const res = await handler(event, ctx);

    // Assess: the spec's 408, and the function still had time left when it answered.
    const left = ctx.getRemainingTimeInMillis();
    expect(res.statusCode).toBe(408);
    expect(JSON.parse(res.body as string)).toMatchObject({ statusCode: 408 });
    expect(left).toBeGreaterThan(0);
  });
});
