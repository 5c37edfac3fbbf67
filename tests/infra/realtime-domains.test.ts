import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routes } from '@outreach/shared/routes';
import { App } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { buildApp, cdkContext } from '../../infra/lib/app.ts';
import { REALTIME_PUSH_AREAS } from '../../infra/lib/constructs/realtime-api.ts';
import { customDomainSettings } from '../../infra/lib/stacks/web-stack.ts';
import { placeholderBundle, tempDir } from './support/fixtures.ts';
import { nagFindings } from './support/stacks.ts';

const CERT = 'arn:aws:acm:us-east-1:123456789012:certificate/11111111-2222-3333-4444-555555555555';

/** The whole app on the real route table, without bundling (a placeholder asset), with extra context. */
function build(context: Record<string, unknown> = {}) {
  const webDist = tempDir('web-dist-rt');
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Outreach</title>');
  const app = new App({ context: { ...cdkContext, ...context } });
  return buildApp({ app, routes, bundle: placeholderBundle(), webDistDir: webDist });
}

describe('the realtime channel (WebSocket API) and custom domains', () => {
  const plain = build();

  it('has a WebSocket API with $connect and $disconnect functions and a stage', () => {
    const t = Template.fromStack(plain.api);
    t.hasResourceProperties('AWS::ApiGatewayV2::Api', { ProtocolType: 'WEBSOCKET' });
    t.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$connect' });
    t.hasResourceProperties('AWS::ApiGatewayV2::Route', { RouteKey: '$disconnect' });
    t.hasResourceProperties('AWS::ApiGatewayV2::Stage', { StageName: 'live', AutoDeploy: true });
    t.hasResourceProperties('AWS::Lambda::Function', { Handler: 'realtime/connect.handler' });
    t.hasResourceProperties('AWS::Lambda::Function', { Handler: 'realtime/disconnect.handler' });
  });

  it('gives the areas that end sessions the Management endpoint and PostToConnection, and no other', () => {
    for (const area of plain.api.areas) {
      const t = Template.fromStack(area);
      const pushes = REALTIME_PUSH_AREAS.includes(area.node.id.replace(/^Area/, '').toLowerCase());
      const fns = Object.values(t.findResources('AWS::Lambda::Function'));
      const withEndpoint = fns.filter((f) => f.Properties.Environment?.Variables?.REALTIME_ENDPOINT);
      expect(withEndpoint.length, area.node.id).toBe(pushes ? fns.length : 0);
      const policies = JSON.stringify(t.findResources('AWS::IAM::Policy'));
      expect(policies.includes('execute-api:ManageConnections'), area.node.id).toBe(pushes);
    }
    expect(
      plain.api.areas.filter((a) =>
        JSON.stringify(Template.fromStack(a).toJSON()).includes('REALTIME_ENDPOINT'),
      ).length,
    ).toBe(3);
  });

  it('writes the stage URL into the site’s /config.json and allows it in the CSP', () => {
    const t = Template.fromStack(plain.web);
    // Source.jsonData('config.json', …): a second source whose marker CloudFormation fills with the URL.
    const [deployment] = Object.values(t.findResources('Custom::CDKBucketDeployment'));
    expect(deployment.Properties.SourceObjectKeys).toHaveLength(2);
    const imported = JSON.stringify(deployment.Properties.SourceMarkers[1]).match(
      /"Fn::ImportValue":"([^"]+)"/,
    )?.[1];
    const exported = Object.values(Template.fromStack(plain.api).toJSON().Outputs ?? {}).find(
      (o) => (o as { Export?: { Name?: string } }).Export?.Name === imported,
    );
    // The marker is the WebSocket API's id (the file reads `wss://<id>.execute-api…/live`).
    expect(JSON.stringify(exported)).toMatch(/"Ref":"RealtimeApi[0-9A-F]+"/);
    const csp = JSON.stringify(t.findResources('AWS::CloudFront::ResponseHeadersPolicy'));
    expect(csp).toContain(imported);
    expect(csp).toContain('wss://');
  });

  it('has no custom domain by default (cdk synth works offline), and passes cdk-nag', () => {
    const dist = Template.fromStack(plain.web).findResources('AWS::CloudFront::Distribution');
    const config = Object.values(dist)[0].Properties.DistributionConfig;
    expect(config.Aliases).toBeUndefined();
    expect(config.ViewerCertificate).toBeUndefined();
    expect(nagFindings(plain.app)).toEqual([]);
  });

  it('with customDomains and certificateArn in context, the distribution has the aliases and the certificate', () => {
    const custom = build({
      customDomains: ['app.acme.example', 'outreach.client.example'],
      certificateArn: CERT,
    });
    Template.fromStack(custom.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({
        Aliases: ['app.acme.example', 'outreach.client.example'],
        ViewerCertificate: {
          AcmCertificateArn: CERT,
          MinimumProtocolVersion: 'TLSv1.2_2021',
          SslSupportMethod: 'sni-only',
        },
      }),
    });
    expect(nagFindings(custom.app)).toEqual([]);
    // `-c customDomains=a,b` on the command line works the same.
    const cli = build({ customDomains: 'a.acme.example, b.acme.example', certificateArn: CERT });
    Template.fromStack(cli.web).hasResourceProperties('AWS::CloudFront::Distribution', {
      DistributionConfig: Match.objectLike({ Aliases: ['a.acme.example', 'b.acme.example'] }),
    });
  });

  it('refuses aliases without a certificate, and a certificate outside us-east-1', () => {
    expect(() => customDomainSettings(['app.acme.example'])).toThrow(/need certificateArn/);
    expect(() => customDomainSettings(['app.acme.example'], CERT.replace('us-east-1', 'eu-west-1'))).toThrow(
      /us-east-1 only/,
    );
    expect(customDomainSettings()).toBeUndefined();
  });
});
