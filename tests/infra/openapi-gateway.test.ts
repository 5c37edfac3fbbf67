import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '@outreach/shared/openapi';
import { type RouteSpec, routePath, routes, splitRouteKey } from '@outreach/shared/routes';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/lib/app.ts';
import { OPENAPI_PATH } from '../../infra/lib/stacks/api-stack.ts';
import { BOT_SCALER_JOB } from '../../infra/lib/stacks/bot-stack.ts';
import { MIGRATE_JOB } from '../../infra/lib/stacks/jobs-stack.ts';
import { placeholderBundle, tempDir } from './support/fixtures.ts';
import { allStacks } from './support/stacks.ts';

type Resource = { Type: string; Properties: Record<string, any> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

// The real route table, a placeholder bundle (no esbuild), synthesised to a cloud assembly as `cdk synth` does.
describe('the OpenAPI document and the deployed HTTP API', () => {
  let built: ReturnType<typeof buildApp>;
  let outdir: string;
  const doc = openApiDocument(routes);

  beforeAll(() => {
    built = buildApp({
      routes,
      bundle: placeholderBundle(['run-step', BOT_SCALER_JOB, MIGRATE_JOB]),
      webDistDir: tempDir('web-dist-openapi'),
    });
    outdir = built.app.synth().directory;
  }, 300_000);

  /** Every `METHOD /full/path` the document states, with the route key it came from. */
  const operations = () =>
    Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      METHODS.flatMap((m) => {
        const op = (item as Record<string, any>)[m];
        if (!op) return [];
        const base = (op.servers?.[0]?.url ?? doc.servers?.[0]?.url) as string;
        return [{ key: `${m.toUpperCase()} ${path}`, gatewayKey: `${m.toUpperCase()} ${base}${path}` }];
      }),
    );

  it('is the API stack’s own document: generated from the route table it routes, one operation per route', () => {
    expect(built.api.openApi).toEqual(doc);
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(Object.keys(routes).sort());
    // The gateway states the document's version.
    Template.fromStack(built.api).hasResourceProperties('AWS::ApiGatewayV2::Api', {
      ProtocolType: 'HTTP',
      Version: doc.info.version,
    });
  });

  it('has, in the synthesized templates, a route for every operation, integrated with that route’s Lambda', () => {
    const found = new Map<string, string>();
    for (const stack of allStacks([built.api])) {
      // The template file `cdk synth` wrote (nested stacks as assets), not the in-memory construct tree.
      const file = join(outdir, stack.templateFile);
      expect(existsSync(file), file).toBe(true);
      const resources = (JSON.parse(readFileSync(file, 'utf8')).Resources ?? {}) as Record<string, Resource>;
      for (const r of Object.values(resources)) {
        // The realtime WebSocket API's $connect/$disconnect are not HTTP operations.
        if (r.Type !== 'AWS::ApiGatewayV2::Route' || String(r.Properties.RouteKey).startsWith('$')) continue;
        const integrationId = r.Properties.Target['Fn::Join'][1][1].Ref as string;
        const uri = resources[integrationId]!.Properties.IntegrationUri;
        const fnId = uri['Fn::GetAtt'][0] as string;
        expect(resources[fnId]!.Type).toBe('AWS::Lambda::Function');
        found.set(r.Properties.RouteKey, resources[fnId]!.Properties.Handler);
      }
    }
    const ops = operations();
    expect([...found.keys()].sort()).toEqual(ops.map((o) => o.gatewayKey).sort());
    for (const o of ops) {
      const spec = routes[o.key as keyof typeof routes] as RouteSpec;
      expect(o.gatewayKey).toBe(`${splitRouteKey(o.key).method} ${routePath(o.key, spec)}`);
      expect(found.get(o.gatewayKey), o.key).toBe(`http/${spec.handler}.handler`);
    }
  });

  it('publishes the document next to the API: CloudFront serves it from the site, and the stack names its URL', () => {
    const web = Template.fromStack(built.web);
    const behaviours = Object.values(web.findResources('AWS::CloudFront::Distribution'))[0]!.Properties
      .DistributionConfig.CacheBehaviors as { PathPattern: string; TargetOriginId: string }[];
    const docs = behaviours.find((b) => b.PathPattern === OPENAPI_PATH);
    const api = behaviours.find((b) => b.PathPattern === '/api/*');
    // Listed before `/api/*` and served by the site's origin, not the API's.
    expect(docs && api && behaviours.indexOf(docs) < behaviours.indexOf(api)).toBe(true);
    expect(docs?.TargetOriginId).not.toBe(api?.TargetOriginId);
    const output = web.findOutputs('OpenApiUrl').OpenApiUrl;
    expect(JSON.stringify(output?.Value)).toContain(OPENAPI_PATH);
  });
});
