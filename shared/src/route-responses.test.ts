import { describe, expect, it } from 'vitest';
import { routes } from './routes.ts';

// Every route declares its `response` schema (house conventions; issue #15): it types the SPA's
// client, feeds the OpenAPI document and is checked by the integration tests (tests/support/api.ts)
// and, outside production, by the handler factory itself. A route added without one fails here.

describe('the route table', () => {
  it('declares a response schema on every route', () => {
    const missing = Object.entries(routes)
      .filter(([, r]) => !('response' in r) || !r.response)
      .map(([k]) => k);
    expect(missing).toEqual([]);
  });
});
