import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/lib/app.ts';
import { chunkRoutesByArea, ROUTES_PER_NESTED_STACK } from '../../infra/lib/stacks/api-stack.ts';
import { placeholderBundle, syntheticRoutes } from './support/fixtures.ts';
import {
  allStacks,
  functionsByName,
  gatewayBody,
  gatewayOperations,
  nagFindings,
  resourceCount,
  resourcesOf,
} from './support/stacks.ts';

// The route table will grow to ~260 routes: 300 synthetic ones, half in one area, must still deploy.
describe('the API at 300 routes', () => {
  const routes = syntheticRoutes(300);
  const built = buildApp({ routes, bundle: placeholderBundle() });
  const stacks = allStacks([built.api]);

  it('splits a large area over several nested stacks', () => {
    const chunks = chunkRoutesByArea(routes);
    expect(chunks.filter((c) => c.area === 'campaigns').length).toBe(
      Math.ceil(150 / ROUTES_PER_NESTED_STACK),
    );
    expect(built.api.areas).toHaveLength(chunks.length);
  });

  it('has 300 functions and 300 routes, each to its own function', () => {
    const fns = Object.values(resourcesOf(stacks, 'AWS::Lambda::Function'));
    expect(fns.filter((f) => String(f.Properties.Handler).startsWith('http/'))).toHaveLength(300);
    const ops = gatewayOperations(gatewayBody(built.api));
    expect(ops).toHaveLength(300);
    const byName = functionsByName(stacks);
    expect(new Set(ops.map((o) => o.functionName)).size).toBe(300);
    for (const o of ops) expect(byName.has(o.functionName), o.routeKey).toBe(true);
    // No route resources besides the realtime WebSocket API's own two ($connect, $disconnect).
    const httpRoutes = Object.values(resourcesOf(stacks, 'AWS::ApiGatewayV2::Route')).filter(
      (r) => !String(r.Properties.RouteKey).startsWith('$'),
    );
    expect(httpRoutes).toEqual([]);
  });

  it('keeps every stack and nested stack under 500 resources', () => {
    const counts = Object.fromEntries(stacks.map((s) => [s.node.path, resourceCount(s)]));
    for (const [path, n] of Object.entries(counts)) expect(n, path).toBeLessThan(500);
    // The parent holds the API (routes in its definition) and one nested-stack resource per area.
    expect(Template.fromStack(built.api).findResources('AWS::Lambda::Function')).not.toEqual({});
    expect(resourceCount(built.api)).toBeLessThan(50);
    const parentRoutes = Object.values(
      Template.fromStack(built.api).findResources('AWS::ApiGatewayV2::Route'),
    );
    expect(parentRoutes.map((r) => r.Properties.RouteKey).sort()).toEqual(['$connect', '$disconnect']);
  });

  it('stays clean under cdk-nag', () => {
    expect(nagFindings(built.api)).toEqual([]);
  });
});
