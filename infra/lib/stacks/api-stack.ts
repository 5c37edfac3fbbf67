import { createHash } from 'node:crypto';
import { openApiDocument } from '@outreach/shared/openapi';
import { toOpenApi30 } from '@outreach/shared/openapi-30';
import { DEFAULT_API_BASE, type RouteSpec, routePath } from '@outreach/shared/route-def';
import {
  Arn,
  ArnFormat,
  CfnOutput,
  Duration,
  NestedStack,
  RemovalPolicy,
  Stack,
  type StackProps,
} from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { RouteTable } from '../bundle.ts';
import {
  type AppResources,
  appEnvironment,
  grantAppAccess,
  intercomAccess,
  metaAccess,
  stripeAccess,
  xAccess,
} from '../constructs/app-access.ts';
import { AppFunction } from '../constructs/app-function.ts';
import { REALTIME_PUSH_AREAS, REALTIME_STAGE, RealtimeApi } from '../constructs/realtime-api.ts';
import { gatewayDocument } from '../gateway-document.ts';
import { acknowledge, acknowledgeWildcards } from '../nag.ts';

/** Where the API's OpenAPI document is served (a static file of the site, see WebStack). */
export const OPENAPI_PATH = '/api/openapi.json';

/** Every API path lives under this prefix, which is also CloudFront's `/api/*` behaviour. */
export const API_PREFIX = DEFAULT_API_BASE;

/**
 * Routes per nested stack. Each route costs 3 resources there (function, log group, permission; its
 * route and integration are in the API's OpenAPI definition), so 90 routes stay well under 500.
 */
export const ROUTES_PER_NESTED_STACK = 90;

/** The header CloudFront adds to every `/api/*` request; the API's authorizer requires it. */
export const ORIGIN_HEADER = 'x-origin-verify';

/** The origin authorizer's name: the security scheme every operation of the API's definition names. */
export const ORIGIN_AUTHORIZER = 'cloudfront-origin';

// The origin authorizer (Lambda, simple responses). It accepts the secret's current and previous
// values, so a rotation (README) does not lock CloudFront out while the two changes propagate, and
// re-reads the secret at most every 10 s when a value does not match (a rotation it has not seen yet).
const originAuthorizerCode = `const { SecretsManagerClient, GetSecretValueCommand } = require('@aws-sdk/client-secrets-manager');
const { timingSafeEqual } = require('node:crypto');
const sm = new SecretsManagerClient({});
let known = [];
let readAt = 0;
async function read(stage) {
  try {
    const r = await sm.send(new GetSecretValueCommand({ SecretId: process.env.ORIGIN_SECRET_ARN, VersionStage: stage }));
    return r.SecretString ? [Buffer.from(r.SecretString)] : [];
  } catch (e) {
    if (stage === 'AWSPREVIOUS' && e.name === 'ResourceNotFoundException') return [];
    throw e;
  }
}
async function refresh() {
  known = [...(await read('AWSCURRENT')), ...(await read('AWSPREVIOUS'))];
  readAt = Date.now();
}
const matches = (got) => known.some((k) => k.length === got.length && timingSafeEqual(k, got));
exports.handler = async (event) => {
  const got = Buffer.from((event.headers && event.headers['${ORIGIN_HEADER}']) || '');
  if (Date.now() - readAt > 300000) await refresh();
  if (!matches(got) && Date.now() - readAt > 10000) await refresh();
  return { isAuthorized: got.length > 0 && matches(got) };
};
`;

export interface ApiStackProps extends StackProps {
  appName: string;
  /**
   * The API's own host name (`api.example.com`), CloudFront's origin for `/api/*`: the default
   * execute-api endpoint is disabled, so the API answers only on this custom domain.
   */
  apiDomainName: string;
  /**
   * An existing ACM certificate (in the API's region) covering `apiDomainName`. Without one the stack
   * requests a DNS-validated certificate, and the first deploy waits until its validation record exists.
   */
  apiCertificateArn?: string;
  /**
   * The lead finder's people database: a provider answering `GET {url}/people` as
   * `functions/src/ports/people-directory.ts` describes. Unset, the lead finder answers 503.
   */
  peopleDirectoryUrl?: string;
  routes: RouteTable;
  /** Folder of the one shared bundle; tests pass a placeholder folder to skip bundling. */
  codeDir: string;
  resources: AppResources;
}

export interface AreaChunk {
  /** `auth`, or `campaigns-2` when an area outgrows one nested stack. */
  id: string;
  area: string;
  routes: [string, RouteTable[string]][];
}

/** Groups routes by area (first segment of the handler), splitting big areas into several nested stacks. */
export function chunkRoutesByArea(routes: RouteTable, perStack = ROUTES_PER_NESTED_STACK): AreaChunk[] {
  const byArea = new Map<string, [string, RouteTable[string]][]>();
  for (const entry of Object.entries(routes)) {
    const area = entry[1].handler.split('/')[0];
    byArea.set(area, [...(byArea.get(area) ?? []), entry]);
  }
  const chunks: AreaChunk[] = [];
  for (const [area, list] of [...byArea].sort(([a], [b]) => a.localeCompare(b))) {
    for (let i = 0; i < list.length; i += perStack) {
      const n = i / perStack + 1;
      chunks.push({ id: n === 1 ? area : `${area}-${n}`, area, routes: list.slice(i, i + perStack) });
    }
  }
  return chunks;
}

const pascal = (s: string) =>
  s
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');

/**
 * A route's function name, `outreach-PostAuthSignIn` (a hash ends names past Lambda's 64 characters).
 * Fixed, so the API's definition in the parent stack can name each function without referencing the
 * nested stack that creates it (which references the API for its invoke permission).
 */
export function routeFunctionName(appName: string, routeKey: string): string {
  const name = `${appName}-${pascal(routeKey)}`;
  if (name.length <= 64) return name;
  return `${name.slice(0, 55)}-${createHash('sha256').update(name).digest('hex').slice(0, 8)}`;
}

/** Functions of one API area and API Gateway's permission to invoke each; one role and one log-group policy for all. */
export class ApiAreaStack extends NestedStack {
  readonly role: iam.Role;
  readonly functions: lambda.Function[] = [];

  constructor(
    scope: Construct,
    chunk: AreaChunk,
    props: ApiStackProps & { httpApiId: string; realtime: RealtimeApi },
  ) {
    super(scope, `Area${pascal(chunk.id)}`, { description: `Outreach API area ${chunk.id}` });
    const logPrefix = `/${props.appName}/api/${chunk.id}`;
    this.role = new iam.Role(this, 'Role', {
      description: `Shared role of the ${chunk.id} API functions`,
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    });
    grantAppAccess(this.role, props.resources, logPrefix);
    // One asset for all functions (CDK stages a folder once); a Code object per stack, as CDK requires.
    const code = lambda.Code.fromAsset(props.codeDir);
    const environment = {
      ...appEnvironment(props.resources, `${props.appName}-${chunk.area}`),
      // Every request reaches the API through CloudFront (origin-secret authorizer), whose origin request
      // policy (AllViewerExceptHostHeader) forwards CloudFront-Viewer-Address: per-IP throttles key on it.
      TRUST_VIEWER_ADDRESS: '1',
    };
    if (chunk.area === 'lead-finder' && props.peopleDirectoryUrl)
      Object.assign(environment, { PEOPLE_DIRECTORY_URL: props.peopleDirectoryUrl });
    if (chunk.area === 'billing') {
      const stripe = stripeAccess(props.resources);
      Object.assign(environment, stripe.environment);
      this.role.addToPrincipalPolicy(stripe.statement);
    }
    if (chunk.area === 'twitter') {
      const x = xAccess(props.resources);
      Object.assign(environment, x.environment);
      this.role.addToPrincipalPolicy(x.statement);
    }
    if (chunk.area === 'intercom') {
      const chat = intercomAccess(props.resources);
      Object.assign(environment, chat.environment);
      this.role.addToPrincipalPolicy(chat.statement);
    }
    if (chunk.area === 'facebook') {
      const meta = metaAccess(props.resources);
      Object.assign(environment, meta.environment);
      this.role.addToPrincipalPolicy(meta.statement);
    }

    // Areas that end sessions push `logout` to the open sockets through the WebSocket API's Management API.
    if (REALTIME_PUSH_AREAS.includes(chunk.area)) {
      Object.assign(environment, { REALTIME_ENDPOINT: props.realtime.callbackUrl });
      // Any API id of this account and region, on our stage name: the API's own id would reach this
      // nested stack as a parameter, whose name cdk-nag's acknowledgement cannot be written against.
      const connections = Arn.format(
        {
          service: 'execute-api',
          resource: '*',
          resourceName: `${REALTIME_STAGE}/POST/@connections/*`,
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        },
        this,
      );
      this.role.addToPrincipalPolicy(
        new iam.PolicyStatement({
          sid: 'RealtimePush',
          actions: ['execute-api:ManageConnections'],
          resources: [connections],
        }),
      );
      acknowledgeWildcards(
        this.role,
        [connections],
        'PostToConnection on connections of the realtime WebSocket stage: connection ids are created at run time.',
      );
    }

    const logNames = new Set<string>();
    for (const [key, spec] of chunk.routes) {
      const i = key.indexOf(' ');
      const method = key.slice(0, i) as keyof typeof apigw.HttpMethod;
      const path = key.slice(i + 1);
      const id = pascal(`${method} ${path}`);
      // `/outreach/api/auth/sign-in`; a handler shared by two routes gets the route id appended.
      let logName = `${logPrefix}/${spec.handler.split('/').slice(1).join('/')}`;
      if (logNames.has(logName)) logName = `${logName}-${id}`;
      logNames.add(logName);
      const { fn } = new AppFunction(this, id, {
        functionName: routeFunctionName(props.appName, key),
        code,
        handler: `http/${spec.handler}.handler`,
        role: this.role,
        logGroupName: logName,
        timeout: spec.timeoutSeconds ? Duration.seconds(spec.timeoutSeconds) : undefined,
        environment,
      });
      // The route and its integration are in the API's definition (parent stack); the permission, like
      // HttpLambdaIntegration's, lets only this route of this API invoke the function.
      fn.addPermission('InvokedByApiGateway', {
        principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
        sourceArn: Arn.format(
          {
            service: 'execute-api',
            resource: props.httpApiId,
            resourceName: `*/${method}${routePath(key, spec).replace(/\{[^}]+\}/g, '*')}`,
            arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
          },
          this,
        ),
      });
      this.functions.push(fn);
    }
  }
}

/**
 * The HTTP API: one Lambda per route of `shared/src/routes.ts`, areas in nested stacks.
 *
 * Reached only through CloudFront's `/api/*` behaviour. The default execute-api endpoint is disabled:
 * the API answers only on its regional custom domain (`apiDomainName`, with an ACM certificate), which
 * is CloudFront's origin; its DNS name points at the domain's `ApiDomainTarget` output. That name is
 * public DNS, so CloudFront also sends a secret header (`x-origin-verify`, value from Secrets Manager)
 * and a Lambda authorizer on every route lets through only requests that carry it; its answers are
 * cached per header value for 5 minutes, so it runs about once per 5 minutes, and a request without the
 * header is refused by API Gateway (401) without invoking anything. A direct call never reaches a handler.
 */
export class ApiStack extends Stack {
  readonly httpApi: apigw.IHttpApi;
  /**
   * The OpenAPI document of the routes below, generated from the same route table: the document the
   * SPA build publishes at `/api/openapi.json` (CloudFront serves it from the site bucket).
   */
  readonly openApi: ReturnType<typeof openApiDocument>;
  /** The same document in OpenAPI 3.0 with API Gateway's extensions: the HTTP API's definition (`Body`). */
  readonly definition: ReturnType<typeof gatewayDocument>;
  readonly areas: ApiAreaStack[];
  /** The WebSocket API of realtime logout ($connect/$disconnect); areas in REALTIME_PUSH_AREAS push through it. */
  readonly realtime: RealtimeApi;
  /** Its value is the `x-origin-verify` header CloudFront sends; named so the web stack needs no import. */
  readonly originSecret: secretsmanager.Secret;
  readonly originSecretName: string;
  /** The API's custom domain, mapped to its `$default` stage. */
  readonly domainName: apigw.DomainName;
  // A plain string, so the web stack's origin needs no cross-stack export.
  private readonly apiDomainName: string;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    // The API's definition carries every route's schemas (~0.6 MB): unindented, the template stays
    // well under CloudFormation's 1 MB (tests/infra/openapi-gateway.test.ts measures it).
    super(scope, id, { ...props, suppressTemplateIndentation: true });
    this.apiDomainName = props.apiDomainName;
    // The stack needs only handlers and paths; a table of the real routes carries the whole RouteSpec.
    this.openApi = openApiDocument(props.routes as Record<string, RouteSpec>);
    const certificate = props.apiCertificateArn
      ? acm.Certificate.fromCertificateArn(this, 'ApiCertificate', props.apiCertificateArn)
      : new acm.Certificate(this, 'ApiCertificate', {
          domainName: props.apiDomainName,
          validation: acm.CertificateValidation.fromDns(),
        });
    this.domainName = new apigw.DomainName(this, 'ApiDomain', {
      domainName: props.apiDomainName,
      certificate,
      securityPolicy: apigw.SecurityPolicy.TLS_1_2,
    });
    // The DNS record to create: `<apiDomainName> CNAME <this value>`.
    new CfnOutput(this, 'ApiDomainTarget', {
      value: this.domainName.regionalDomainName,
      description: `CNAME target of ${props.apiDomainName}`,
    });
    this.originSecretName = `${props.appName}/api-origin`;
    this.originSecret = new secretsmanager.Secret(this, 'OriginSecret', {
      secretName: this.originSecretName,
      description: 'Value of the x-origin-verify header CloudFront sends to the HTTP API',
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
    });
    acknowledge(this.originSecret, {
      id: 'AwsSolutions-SMG4',
      reason:
        'The CloudFront origin header is rotated by hand (README): CloudFormation resolves it into the distribution at deploy time, which a rotation Lambda cannot redeploy.',
    });
    const authorizerFn = this.originAuthorizer(props.appName);
    const invocationUri = (functionArn: string) =>
      `arn:${this.partition}:apigateway:${this.region}:lambda:path/2015-03-31/functions/${functionArn}/invocations`;

    // The API is imported from its OpenAPI 3.0 definition: routes, integrations and the authorizer all
    // come from the document generated from the route table, so none is a resource of its own (API
    // Gateway does not mix the two, and a re-import would drop them). An import warning (an operation
    // it cannot route, say) fails the deploy instead of leaving a route out.
    this.definition = gatewayDocument(toOpenApi30(this.openApi), props.routes, {
      apiName: props.appName,
      domainName: props.apiDomainName,
      integrationUri: (key) =>
        invocationUri(
          Arn.format(
            {
              service: 'lambda',
              resource: 'function',
              resourceName: routeFunctionName(props.appName, key),
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            },
            this,
          ),
        ),
      authorizer: {
        name: ORIGIN_AUTHORIZER,
        header: ORIGIN_HEADER,
        extension: {
          type: 'request',
          identitySource: `$request.header.${ORIGIN_HEADER}`,
          authorizerUri: invocationUri(authorizerFn.functionArn),
          authorizerPayloadFormatVersion: '2.0',
          enableSimpleResponses: true,
          authorizerResultTtlInSeconds: 300,
        },
      },
    });
    // Name, description, version and the disabled execute-api endpoint are in the document: with a
    // Body, CloudFormation refuses them as properties. Same origin as the SPA through CloudFront, so no CORS.
    const api = new apigw.CfnApi(this, 'HttpApi', { body: this.definition, failOnWarnings: true });
    this.httpApi = apigw.HttpApi.fromHttpApiAttributes(this, 'HttpApiRef', { httpApiId: api.ref });
    authorizerFn.addPermission('InvokedByApiGateway', {
      principal: new iam.ServicePrincipal('apigateway.amazonaws.com'),
      // The import creates the authorizer, so its id is not CloudFormation's to name: this API's authorizers.
      sourceArn: Arn.format(
        {
          service: 'execute-api',
          resource: this.httpApi.apiId,
          resourceName: 'authorizers/*',
          arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
        },
        this,
      ),
    });
    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.THREE_MONTHS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      domainMapping: { domainName: this.domainName },
      throttle: { rateLimit: 500, burstLimit: 1000 },
      accessLogSettings: { destination: new apigw.LogGroupLogDestination(accessLogs) },
    });

    this.realtime = new RealtimeApi(this, 'Realtime', {
      appName: props.appName,
      codeDir: props.codeDir,
      resources: props.resources,
    });
    new CfnOutput(this, 'RealtimeUrl', {
      value: this.realtime.url,
      description: 'The realtime channel (WebSocket) the SPA opens; written into the site’s /config.json',
    });
    this.areas = chunkRoutesByArea(props.routes).map(
      (chunk) =>
        new ApiAreaStack(this, chunk, { ...props, httpApiId: this.httpApi.apiId, realtime: this.realtime }),
    );

    acknowledge(this, {
      id: 'AwsSolutions-APIG4',
      reason:
        'Every route has the origin authorizer (CloudFront only); user authorisation is per route in the handler middleware, driven by the route table’s `auth` field: public routes (sign-in, sign-up, webhooks) must stay open and session tokens are HMAC-signed, which API Gateway’s JWT authorizer cannot verify.',
    });
  }

  private originAuthorizer(appName: string): lambda.Function {
    const logGroupName = `/${appName}/api-origin-authorizer`;
    const role = new iam.Role(this, 'OriginAuthorizerRole', {
      description: 'Origin authorizer of the HTTP API: reads the origin secret, writes its logs',
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
    });
    const { fn, logGroup } = new AppFunction(this, 'OriginAuthorizerFn', {
      code: lambda.Code.fromInline(originAuthorizerCode),
      handler: 'index.handler',
      role,
      logGroupName,
      memorySize: 256,
      timeout: Duration.seconds(5),
      environment: { ORIGIN_SECRET_ARN: this.originSecret.secretArn },
    });
    this.originSecret.grantRead(role);
    role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['logs:CreateLogStream', 'logs:PutLogEvents'],
        resources: [logGroup.logGroupArn],
      }),
    );
    return fn;
  }

  /** `api.example.com`, the CloudFront origin of `/api/*` (the execute-api endpoint is disabled). */
  get apiDomain(): string {
    return this.apiDomainName;
  }
}
