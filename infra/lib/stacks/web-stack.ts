import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_BLOB_PREFIX } from '@outreach/shared/schemas/uploads';
import {
  Aws,
  CfnOutput,
  DefaultStackSynthesizer,
  Duration,
  RemovalPolicy,
  SecretValue,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import type { Construct } from 'constructs';
import { acknowledge, acknowledgeWildcards } from '../nag.ts';
import { OPENAPI_PATH, ORIGIN_HEADER } from './api-stack.ts';

export interface WebStackProps extends StackProps {
  /** `api.example.com`: the API's custom domain (its execute-api endpoint is disabled). */
  apiDomain: string;
  /** Name of the secret whose value CloudFront sends as `x-origin-verify` (ApiStack.originSecretName). */
  originSecretName: string;
  /** Plain name of the uploads bucket: the browser PUTs presigned uploads to it (CSP connect-src). */
  uploadsBucketName: string;
  /** Bumped (context `originSecretRotation`) after rotating the origin secret, so CloudFormation re-reads it. */
  originSecretRotation?: string;
  logs: s3.IBucket;
  /** Built SPA (`web/dist`); deployed only when the folder exists. */
  webDistDir?: string;
  /** The realtime channel's `wss://` stage URL (ApiStack.realtime): written to `/config.json`, allowed by the CSP. */
  realtimeUrl?: string;
  /**
   * Alternate domain names of the distribution (the app's own domain, white-label customers' domains;
   * context `customDomains`). They need `certificateArn`.
   */
  customDomains?: string[];
  /** An ACM certificate in us-east-1 (CloudFront's region) covering every name of `customDomains`. */
  certificateArn?: string;
}

/**
 * Checks the custom-domain settings before CloudFormation does (an alias without a certificate, or a
 * certificate outside us-east-1, fails the deploy only minutes in).
 */
export function customDomainSettings(domains: string[] = [], certificateArn?: string) {
  if (domains.length === 0 && !certificateArn) return undefined;
  if (domains.length === 0) throw new Error('certificateArn is set but customDomains is empty');
  if (!certificateArn)
    throw new Error(
      `customDomains (${domains.join(', ')}) need certificateArn: an ACM certificate in us-east-1`,
    );
  const region = /^arn:[^:]+:acm:([^:]+):/.exec(certificateArn)?.[1];
  if (region && region !== 'us-east-1')
    throw new Error(`CloudFront takes certificates from us-east-1 only; certificateArn is in ${region}`);
  return { domains, certificateArn };
}

// Viewer-request rewrite for the SPA: paths without a file extension are client routes and get
// /index.html. Unlike 403/404 error responses, this leaves the `/api/*` behaviour's 404s alone.
const spaRewrite = `function handler(event) {
  var request = event.request;
  var last = request.uri.split('/').pop();
  if (last.indexOf('.') === -1) request.uri = '/index.html';
  return request;
}`;

// Viewer-request rewrite for the API docs page (static, in the site bucket): `/api/docs` → its index.html.
const docsRewrite = `function handler(event) {
  var request = event.request;
  if (request.uri === '/api/docs' || request.uri === '/api/docs/') request.uri = '/api/docs/index.html';
  return request;
}`;

/**
 * The Content-Security-Policy the SPA runs under. Scripts are same-origin modules, plus the inline
 * scripts of the built index.html (the route-preload script), allowed by their hashes, which synth reads
 * from `web/dist/index.html` (see inlineScriptHashes). MUI's emotion injects <style> tags at run
 * time (hence 'unsafe-inline' for styles only), text uses the platform's own fonts, avatars come from
 * LinkedIn's CDN (any https image), and the only cross-origin fetch is the presigned PUT/GET to the
 * uploads bucket and Stripe's API. Stripe.js (the card form) loads from js.stripe.com and frames its
 * card and 3D Secure pages; Intercom's Messenger (the help chat) loads its script, fonts, frames and
 * sockets from Intercom's hosts; social sign-in is a top-level navigation, which CSP does not restrict.
 */
export function contentSecurityPolicy(
  uploadsBucketName: string,
  scriptHashes: string[] = [],
  realtimeUrl?: string,
): string {
  const uploads = `https://${uploadsBucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
  return [
    "default-src 'self'",
    // Stripe.js and its card and 3D Secure frames (billing: the card form in AWS).
    // Intercom's Messenger (the help chat, loaded when its button is pressed), from Intercom's CSP guide.
    [
      "script-src 'self' https://js.stripe.com",
      ...scriptHashes.map((h) => `'${h}'`),
      'https://widget.intercom.io https://js.intercomcdn.com',
    ].join(' '),
    'frame-src https://js.stripe.com https://hooks.stripe.com https://intercom-sheets.com',
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data: https://js.intercomcdn.com https://fonts.intercomcdn.com",
    'media-src https://js.intercomcdn.com',
    // The realtime channel (realtime logout) is an API Gateway WebSocket API on its own host.
    [
      "connect-src 'self'",
      uploads,
      'https://api.stripe.com',
      'https://*.intercom.io wss://*.intercom.io https://uploads.intercomcdn.com https://uploads.intercomusercontent.com',
      ...(realtimeUrl ? [realtimeUrl] : []),
    ].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** `sha256-…` of every inline <script> of a built index.html (none when the file is missing). */
export function inlineScriptHashes(indexHtmlPath: string): string[] {
  if (!existsSync(indexHtmlPath)) return [];
  const html = readFileSync(indexHtmlPath, 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`,
  );
}

/** The path CloudFront serves public blobs under: the key prefix itself (`/blobs/<key rest>`). */
export const PUBLIC_BLOBS_PATH = `/${PUBLIC_BLOB_PREFIX}*`;

/**
 * The SPA bucket behind CloudFront (OAC), with `/api/*` routed to the HTTP API and `/blobs/*` to the
 * uploads bucket's public prefix (OAC too), on the same origin.
 */
export class WebStack extends Stack {
  readonly bucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);

    this.bucket = new s3.Bucket(this, 'Site', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      serverAccessLogsBucket: props.logs,
      serverAccessLogsPrefix: 's3/site/',
      removalPolicy: RemovalPolicy.DESTROY,
    });

    const spaFunction = new cloudfront.Function(this, 'SpaRewrite', {
      code: cloudfront.FunctionCode.fromInline(spaRewrite),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve /index.html for client-side routes',
    });

    const docsFunction = new cloudfront.Function(this, 'DocsRewrite', {
      code: cloudfront.FunctionCode.fromInline(docsRewrite),
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      comment: 'Serve /api/docs/index.html for /api/docs',
    });

    // Security headers on every response, SPA and API alike.
    const headers = new cloudfront.ResponseHeadersPolicy(this, 'SecurityHeaders', {
      comment: 'Outreach: HSTS, CSP, nosniff, no framing, referrer policy',
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(365),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: {
          contentSecurityPolicy: contentSecurityPolicy(
            props.uploadsBucketName,
            props.webDistDir ? inlineScriptHashes(join(props.webDistDir, 'index.html')) : [],
            props.realtimeUrl,
          ),
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
        referrerPolicy: {
          referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
          override: true,
        },
      },
    });
    // Resolved by CloudFormation at deploy time (a dynamic reference), never written into the template.
    const originSecret = SecretValue.secretsManager(props.originSecretName).unsafeUnwrap();
    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.bucket);
    // The OpenAPI document and its docs page are static files of the SPA build (web/vite/api-docs.ts),
    // served from the bucket; listed before `/api/*`, which CloudFront would otherwise match first.
    const docsBehavior: cloudfront.BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy: headers,
      functionAssociations: [
        { function: docsFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
      ],
    };

    // The uploads bucket by name: the data stack's bucket policy lets CloudFront read its public prefix
    // (a policy naming this stack's distribution there would make the two stacks depend on each other).
    const uploads = s3.Bucket.fromBucketName(this, 'UploadsBucket', props.uploadsBucketName);
    const blobsBehavior: cloudfront.BehaviorOptions = {
      origin: origins.S3BucketOrigin.withOriginAccessControl(uploads, {
        originAccessLevels: [cloudfront.AccessLevel.READ],
      }),
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy: headers,
    };

    // Custom domains (README, "Custom domains"): aliases and their us-east-1 certificate, from context.
    const custom = customDomainSettings(props.customDomains, props.certificateArn);
    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: 'Outreach SPA and API',
      ...(custom
        ? {
            domainNames: custom.domains,
            certificate: acm.Certificate.fromCertificateArn(this, 'Certificate', custom.certificateArn),
            minimumProtocolVersion: cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      defaultRootObject: 'index.html',
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      enableLogging: true,
      logBucket: props.logs,
      logFilePrefix: 'cloudfront/',
      defaultBehavior: {
        origin: siteOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaFunction, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      additionalBehaviors: {
        [OPENAPI_PATH]: docsBehavior,
        '/api/docs*': docsBehavior,
        '/api/*': {
          origin: new origins.HttpOrigin(props.apiDomain, {
            protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
            originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
            // The API's authorizer admits only requests carrying this (see ApiStack).
            customHeaders: {
              [ORIGIN_HEADER]: originSecret,
              ...(props.originSecretRotation ? { 'x-origin-rotation': props.originSecretRotation } : {}),
            },
          }),
          responseHeadersPolicy: headers,
          viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
          allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
          cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
          // API Gateway routes on its own Host header, so forward everything else.
          originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        },
        [PUBLIC_BLOBS_PATH]: blobsBehavior,
      },
    });

    if (props.webDistDir && existsSync(props.webDistDir)) {
      new s3deploy.BucketDeployment(this, 'DeploySite', {
        sources: [
          s3deploy.Source.asset(props.webDistDir),
          // The SPA's deploy-time settings (web/src/modules/session/realtimeUrl.ts reads them).
          ...(props.realtimeUrl
            ? [s3deploy.Source.jsonData('config.json', { realtimeUrl: props.realtimeUrl })]
            : []),
        ],
        destinationBucket: this.bucket,
        distribution: this.distribution,
        distributionPaths: ['/*'],
        memoryLimit: 512,
      });
      // CDK puts the deployment's function at the stack root as a singleton; acknowledge on it alone.
      const handler = this.node.children.find((c) => c.node.id.startsWith('Custom::CDKBucketDeployment'));
      if (!handler) throw new Error('BucketDeployment handler not found');
      const reason =
        'Generated by CDK’s BucketDeployment, which runs only at deploy time: it copies from the CDK asset bucket into the site bucket and invalidates the distribution.';
      acknowledge(
        handler,
        {
          id: 'AwsSolutions-L1',
          reason: 'The runtime of CDK’s BucketDeployment function is chosen by aws-cdk-lib.',
        },
        {
          id: 'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
          reason,
        },
        ...['s3:GetObject*', 's3:GetBucket*', 's3:List*', 's3:DeleteObject*', 's3:Abort*'].map((a) => ({
          id: `AwsSolutions-IAM5[Action::${a}]`,
          reason,
        })),
        {
          id: 'AwsSolutions-IAM5[Resource::*]',
          reason: `${reason} CloudFront invalidations have no resource-level form.`,
        },
      );
      // The CDK asset bucket as the role names it: the stack's own account and region (concrete when the
      // CLI knows them, e.g. CDK_DEFAULT_REGION, otherwise pseudo parameters).
      const assetBucket = DefaultStackSynthesizer.DEFAULT_FILE_ASSETS_BUCKET_NAME.replace(
        /\$\{Qualifier\}/,
        DefaultStackSynthesizer.DEFAULT_QUALIFIER,
      )
        .replace(/\$\{AWS::AccountId\}/, this.account)
        .replace(/\$\{AWS::Region\}/, this.region);
      acknowledgeWildcards(
        handler,
        [this.bucket.arnForObjects('*'), `arn:${Aws.PARTITION}:s3:::${assetBucket}/*`],
        reason,
      );
    }

    // Printed by `cdk deploy`: the app's URL until a custom domain is configured (README, Deploy).
    new CfnOutput(this, 'SiteUrl', { value: this.url, description: 'The app (SPA and /api/*)' });
    // The CNAME target of every custom domain (README, "Custom domains").
    new CfnOutput(this, 'DistributionDomain', {
      value: this.distribution.distributionDomainName,
      description: 'CNAME target of the custom domains (customDomains)',
    });
    new CfnOutput(this, 'OpenApiUrl', {
      value: `${this.url}${OPENAPI_PATH}`,
      description:
        'The OpenAPI document of the HTTP API (generated from the route table; docs UI at /api/docs)',
    });
    acknowledge(
      this.distribution,
      {
        id: 'AwsSolutions-CFR1',
        reason: 'The product is sold worldwide; no country is blocked.',
      },
      {
        id: 'AwsSolutions-CFR2',
        reason:
          'No WAF yet: API Gateway stage throttling and per-route auth guard the API; a WAF web ACL is a later cost decision.',
      },
    );
    if (!custom)
      acknowledge(this.distribution, {
        id: 'AwsSolutions-CFR4',
        reason:
          'Until a custom domain and ACM certificate are configured the distribution uses the default *.cloudfront.net certificate, which does not let us pin the minimum TLS version.',
      });
  }

  get url(): string {
    return `https://${this.distribution.distributionDomainName}`;
  }
}
