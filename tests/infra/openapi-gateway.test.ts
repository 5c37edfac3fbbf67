import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openApiDocument } from '@outreach/shared/openapi';
import { type RouteSpec, routePath, routes, splitRouteKey } from '@outreach/shared/routes';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/lib/app.ts';
import { OPENAPI_PATH, ORIGIN_AUTHORIZER } from '../../infra/lib/stacks/api-stack.ts';
import { BOT_SCALER_JOB } from '../../infra/lib/stacks/bot-stack.ts';
import { MIGRATE_JOB } from '../../infra/lib/stacks/jobs-stack.ts';
import { placeholderBundle, tempDir } from './support/fixtures.ts';
import { allStacks, gatewayOperations } from './support/stacks.ts';

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
        return [
          {
            key: `${m.toUpperCase()} ${path}`,
            gatewayKey: `${m.toUpperCase()} ${base}${path}`,
            operationId: op.operationId as string,
          },
        ];
      }),
    );

  it('is the API stack’s own document: generated from the route table it routes, one operation per route', () => {
    expect(built.api.openApi).toEqual(doc);
    expect(
      operations()
        .map((o) => o.key)
        .sort(),
    ).toEqual(Object.keys(routes).sort());
  });

  /** The synthesized API stack template, as `cdk synth` wrote it. */
  const apiTemplate = () => {
    const file = join(outdir, built.api.templateFile);
    expect(existsSync(file), file).toBe(true);
    return {
      file,
      template: JSON.parse(readFileSync(file, 'utf8')) as { Resources: Record<string, Resource> },
    };
  };
  const bodyOf = (template: { Resources: Record<string, Resource> }) => {
    // The HTTP API; the realtime WebSocket API beside it is defined by its properties, without a Body.
    const apis = Object.values(template.Resources).filter(
      (r) => r.Type === 'AWS::ApiGatewayV2::Api' && r.Properties.ProtocolType !== 'WEBSOCKET',
    );
    expect(apis).toHaveLength(1);
    return apis[0]!.Properties;
  };

  it('imports the API from that document rendered as OpenAPI 3.0: a valid 3.0 Body, failing on warnings', async () => {
    const { template } = apiTemplate();
    const props = bodyOf(template);
    // With a Body, CloudFormation refuses name, protocol and the like as properties: the document says them.
    expect(Object.keys(props).sort()).toEqual(['Body', 'FailOnWarnings', 'Tags']);
    expect(props.FailOnWarnings).toBe(true);
    const body = props.Body;
    expect(body.openapi).toMatch(/^3\.0\./);
    expect(body.info.version).toBe(doc.info.version);
    // CloudFormation functions stand in the extensions' ARNs only: the rest is plain OpenAPI.
    const result = await new Validator().validate(structuredClone(body));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(body.servers).toEqual([
      {
        url: 'https://api.outreach.example.com',
        'x-amazon-apigateway-endpoint-configuration': { disableExecuteApiEndpoint: true },
      },
    ]);
  });

  it('has one operation per route, integrated with that route’s own Lambda, and no route or integration resource beside it', () => {
    const body = bodyOf(apiTemplate().template).Body;
    const stacks = allStacks([built.api]);
    const fns = new Map<string, Record<string, any>>();
    for (const stack of stacks) {
      // The template files `cdk synth` wrote (nested stacks as assets), not the in-memory construct tree.
      const file = join(outdir, stack.templateFile);
      expect(existsSync(file), file).toBe(true);
      const resources = (JSON.parse(readFileSync(file, 'utf8')).Resources ?? {}) as Record<string, Resource>;
      for (const r of Object.values(resources)) {
        // API Gateway does not mix an imported definition with route, integration or authorizer
        // resources; only the realtime WebSocket API ($connect/$disconnect) has its own.
        const wsApis = Object.entries(resources)
          .filter(([, x]) => x.Type === 'AWS::ApiGatewayV2::Api' && x.Properties.ProtocolType === 'WEBSOCKET')
          .map(([id]) => id);
        const onWebSocket = (x: Resource) =>
          wsApis.some((id) => JSON.stringify(x.Properties.ApiId ?? '').includes(`"${id}"`));
        if (r.Type === 'AWS::ApiGatewayV2::Route') expect(String(r.Properties.RouteKey)).toMatch(/^\$/);
        if (r.Type === 'AWS::ApiGatewayV2::Integration' || r.Type === 'AWS::ApiGatewayV2::Authorizer')
          expect(onWebSocket(r), r.Type).toBe(true);
        if (r.Type === 'AWS::Lambda::Function') fns.set(r.Properties.FunctionName, r.Properties);
      }
    }
    const ops = gatewayOperations(body);
    const expected = Object.entries(routes).map(
      ([key, spec]) => `${splitRouteKey(key).method} ${routePath(key, spec as RouteSpec)}`,
    );
    expect(ops.map((o) => o.routeKey).sort()).toEqual(expected.sort());
    // …which are the published document's operations, each at its server's base.
    expect(ops.map((o) => o.routeKey).sort()).toEqual(
      operations()
        .map((o) => o.gatewayKey)
        .sort(),
    );
    expect(new Set(ops.map((o) => o.functionName)).size).toBe(ops.length);
    for (const [key, spec] of Object.entries(routes) as [string, RouteSpec][]) {
      const op = ops.find((o) => o.routeKey === `${splitRouteKey(key).method} ${routePath(key, spec)}`)!;
      expect(op.operation['x-amazon-apigateway-integration']).toMatchObject({
        type: 'aws_proxy',
        httpMethod: 'POST',
        payloadFormatVersion: '2.0',
      });
      expect(op.operation.operationId, key).toBe(operations().find((o) => o.key === key)?.operationId);
      expect(fns.get(op.functionName)?.Handler, key).toBe(`http/${spec.handler}.handler`);
      // Behind CloudFront's origin authorizer, as every route was.
      expect(op.operation.security).toEqual([{ [ORIGIN_AUTHORIZER]: [] }]);
    }
  });

  it('keeps the API stack’s template under CloudFormation’s 1 MB', () => {
    const { file } = apiTemplate();
    const size = statSync(file).size;
    console.log(`API stack template: ${size} bytes for ${Object.keys(routes).length} routes`);
    expect(size).toBeLessThan(1_000_000);
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
