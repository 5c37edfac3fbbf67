import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@outreach/shared/routes';
import { App } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/lib/app.ts';
import { tempDir } from './support/fixtures.ts';
import { nagFindings } from './support/stacks.ts';

// `cdk synth` passes the CLI's default region (us-east-1 without a profile) to the app; names that
// embed the region then resolve, and every cdk-nag acknowledgement must still match them.
describe('the CDK app in a concrete account and region', () => {
  it('passes cdk-nag with the account and region resolved', () => {
    const webDist = tempDir('web-dist-region');
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Outreach</title>');
    const app = new App({ context: { account: '123456789012', region: 'us-east-1' } });
    const built = buildApp({
      app,
      routes,
      bundleDir: join(tempDir('bundle-region'), 'lambda'),
      webDistDir: webDist,
    });
    expect(nagFindings(built.app)).toEqual([]);
  });
});
