import { routes } from '@outreach/shared/routes';
import { PUBLIC_BLOB_PREFIX } from '@outreach/shared/schemas/uploads';
import { Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/lib/app.ts';
import { PUBLIC_BLOBS_PATH } from '../../infra/lib/stacks/web-stack.ts';
import { placeholderBundle } from './support/fixtures.ts';
import { allStacks, nagFindings, resourcesOf } from './support/stacks.ts';

// Issue #13: an email signature's image is stored as a path on the public blob base; in AWS that base
// is the app's URL, whose CloudFront distribution serves /blobs/* from the private uploads bucket (OAC).
describe('public blobs in the synthesized app', () => {
  let built: ReturnType<typeof buildApp>;
  let stacks: ReturnType<typeof allStacks>;
  beforeAll(() => {
    built = buildApp({ routes, bundle: placeholderBundle(['run-step']) });
    stacks = allStacks([built.data, built.mail, built.jobs, built.api, built.bot, built.web]);
  }, 300_000);

  it('gives every function that reads blobs the app URL as BLOB_PUBLIC_URL: signature save and read, the step job', () => {
    const fns = Object.values(resourcesOf(stacks, 'AWS::Lambda::Function'));
    const withBlobs = fns.filter((f) => f.Properties.Environment?.Variables?.BLOB_BUCKET);
    const handlers = withBlobs.map((f) => String(f.Properties.Handler));
    for (const h of ['http/email/save-signature.handler', 'http/email/get-signature.handler'])
      expect(handlers).toContain(h);
    expect(handlers.some((h) => h.includes('run-step'))).toBe(true);
    for (const f of withBlobs)
      expect(f.Properties.Environment.Variables.BLOB_PUBLIC_URL, f.Properties.Handler).toBe(
        'https://app.outreach.example.com',
      );
  });

  it('serves /blobs/* from the uploads bucket through origin access control, GET and HEAD only', () => {
    const t = Template.fromStack(built.web);
    const dist = Object.values(t.findResources('AWS::CloudFront::Distribution'))[0].Properties
      .DistributionConfig;
    const behavior = dist.CacheBehaviors.find(
      (b: { PathPattern: string }) => b.PathPattern === PUBLIC_BLOBS_PATH,
    );
    expect(PUBLIC_BLOBS_PATH).toBe('/blobs/*');
    expect(behavior).toMatchObject({
      AllowedMethods: ['GET', 'HEAD'],
      ViewerProtocolPolicy: 'redirect-to-https',
    });
    const origin = dist.Origins.find((o: { Id: string }) => o.Id === behavior.TargetOriginId);
    expect(JSON.stringify(origin.DomainName)).toContain('-uploads-');
    expect(origin.OriginAccessControlId).toBeDefined();
    expect(origin.S3OriginConfig).toEqual({ OriginAccessIdentity: '' });
    t.hasResourceProperties('AWS::CloudFront::OriginAccessControl', {
      OriginAccessControlConfig: { OriginAccessControlOriginType: 's3', SigningBehavior: 'always' },
    });
  });

  it('keeps the uploads bucket private: CloudFront may read the public prefix only', () => {
    const t = Template.fromStack(built.data);
    const [id, bucket] = Object.entries(t.findResources('AWS::S3::Bucket')).find(([, b]) =>
      JSON.stringify(b.Properties.BucketName ?? '').includes('-uploads-'),
    )!;
    expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
      BlockPublicAcls: true,
      BlockPublicPolicy: true,
      IgnorePublicAcls: true,
      RestrictPublicBuckets: true,
    });
    const policy = Object.values(t.findResources('AWS::S3::BucketPolicy')).find(
      (p) => p.Properties.Bucket.Ref === id,
    );
    const reads = policy?.Properties.PolicyDocument.Statement.filter(
      (s: { Principal?: { Service?: string } }) => s.Principal?.Service === 'cloudfront.amazonaws.com',
    );
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ Effect: 'Allow', Action: 's3:GetObject' });
    expect(JSON.stringify(reads[0].Resource)).toContain(`/${PUBLIC_BLOB_PREFIX}*`);
    expect(JSON.stringify(reads[0].Condition)).toContain(':distribution/*');
  });

  it('stays clean under cdk-nag', () => {
    expect(nagFindings(built.web)).toEqual([]);
    expect(nagFindings(built.data)).toEqual([]);
  });
});
