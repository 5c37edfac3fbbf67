import { describe, expect, it } from 'vitest';
import { integrationsRoutes } from '../routes/integrations.ts';
import { curlCommand, docParams, webhookDocs } from './integration-api-docs.ts';

describe('the integration API documentation', () => {
  it('has one page per call of the integration API', () => {
    const calls = Object.keys(integrationsRoutes).filter((k) => k.includes('/integrations/webhook/'));
    expect(webhookDocs.map((d) => d.route).sort()).toEqual(calls.sort());
    expect(new Set(webhookDocs.map((d) => d.slug)).size).toBe(8);
  });

  it('describes every parameter the route takes, and no other', () => {
    for (const doc of webhookDocs) {
      const params = docParams(doc);
      for (const p of params) expect(p.description, `${doc.slug} ${p.name}`).not.toBe('');
      expect(Object.keys(doc.params).sort(), doc.slug).toEqual(params.map((p) => p.name).sort());
      expect(params.find((p) => p.name === 'webhook_key')).toMatchObject({ in: 'query', required: true });
    }
    const leads = docParams(webhookDocs.find((d) => d.slug === 'get-leads')!);
    expect(leads.find((p) => p.name === 'per_page')).toMatchObject({ required: false, default: '20' });
    expect(leads.find((p) => p.name === 'campaign')).toMatchObject({ required: false });
    expect(leads.find((p) => p.name === 'campaign')!.default).toBeUndefined();
  });

  it("shows examples the route's own schemas accept", () => {
    for (const doc of webhookDocs) {
      const route = integrationsRoutes[doc.route] as {
        query: { parse: (v: unknown) => unknown };
        body?: { parse: (v: unknown) => unknown };
        response: { parse: (v: unknown) => unknown };
      };
      expect(() => route.response.parse(doc.exampleResponse), doc.slug).not.toThrow();
      expect(() => route.query.parse({ webhook_key: 'whk_x', ...doc.exampleQuery }), doc.slug).not.toThrow();
      if (route.body) expect(() => route.body!.parse(doc.exampleBody), doc.slug).not.toThrow();
    }
  });

  it('gives copyable curl commands with the key and example parameters', () => {
    const get = webhookDocs.find((d) => d.slug === 'get-last-actions')!;
    expect(curlCommand(get, 'https://app.example.com')).toBe(
      'curl "https://app.example.com/api/integrations/webhook/get-last-actions?webhook_key=YOUR_WEBHOOK_KEY&action=accepted&page=0&per_page=20"',
    );
    const add = webhookDocs.find((d) => d.slug === 'add-new-lead')!;
    const cmd = curlCommand(add, 'https://app.example.com', 'whk_abc');
    expect(cmd.split(' \\\n')[0]).toBe(
      'curl -X POST "https://app.example.com/api/integrations/webhook/add_lead_to_campaign?webhook_key=whk_abc"',
    );
    expect(JSON.parse(cmd.match(/-d '(.*)'$/)![1]!)).toEqual(add.exampleBody);
  });
});
