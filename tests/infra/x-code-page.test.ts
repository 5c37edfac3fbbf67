import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@outreach/shared/routes';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/lib/app.ts';
import { X_CODE_PAGE } from '../../infra/lib/constructs/app-access.ts';
import { placeholderBundle, tempDir } from './support/fixtures.ts';
import { allStacks, functionsByName, gatewayBody, gatewayOperations, resourcesOf } from './support/stacks.ts';

// Signing in with X in AWS (issue #13): X's OAuth 2.0 has no out-of-band `oob`, so X sends the user
// back to the SPA's code page, which posts X's code to the API and shows the PIN. Both must be deployed.
describe('the X code page in the synthesized app', () => {
  let built: ReturnType<typeof buildApp>;
  let stacks: ReturnType<typeof allStacks>;
  beforeAll(() => {
    const webDist = tempDir('web-dist-x');
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Outreach</title>');
    built = buildApp({
      routes,
      bundle: placeholderBundle(['run-step', 'publish-post']),
      webDistDir: webDist,
    });
    stacks = allStacks([built.data, built.mail, built.jobs, built.api, built.bot, built.web]);
  }, 300_000);

  it('gives the X functions the code page as the callback URL', () => {
    const fns = Object.values(resourcesOf(stacks, 'AWS::Lambda::Function'));
    const x = fns.filter((f) => String(f.Properties.Handler).startsWith('http/twitter/'));
    expect(x.length).toBeGreaterThan(0);
    for (const f of x)
      expect(f.Properties.Environment.Variables.X_REDIRECT_URI).toBe(
        `https://app.outreach.example.com${X_CODE_PAGE}`,
      );
  });

  it('routes POST /api/v1/twitter/code, public, to its handler', () => {
    const route = gatewayOperations(gatewayBody(built.api)).find(
      (o) => o.routeKey === 'POST /api/v1/twitter/code',
    );
    expect(route).toBeDefined();
    expect(functionsByName(stacks).get(route!.functionName)?.Handler).toBe(
      'http/twitter/receive-code.handler',
    );
  });

  it("serves the code page from the SPA: CloudFront's viewer-request rewrite sends it to index.html", () => {
    const fns = Object.values(resourcesOf([built.web], 'AWS::CloudFront::Function'));
    const spa = fns.find((f) => String(f.Properties.FunctionCode).includes("request.uri = '/index.html'"));
    expect(spa).toBeDefined();
    // The function's own code, run as CloudFront runs it on a viewer request.
    const handler = new Function(`${spa?.Properties.FunctionCode}; return handler;`)() as (e: {
      request: { uri: string };
    }) => { uri: string };
    expect(handler({ request: { uri: X_CODE_PAGE } }).uri).toBe('/index.html');
  });
});
