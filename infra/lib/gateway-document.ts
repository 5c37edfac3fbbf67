import type { OpenApi30Document } from '@outreach/shared/openapi-30';
import { routePath, splitRouteKey } from '@outreach/shared/route-def';
import type { RouteTable } from './bundle.ts';

export interface GatewayDocumentOptions {
  /** The API's name in API Gateway (the document's title names an imported API). */
  apiName: string;
  /** The API's custom domain; the execute-api endpoint is disabled. */
  domainName: string;
  /** The invocation URI of a route's function (`arn:…:apigateway:…:lambda:path/…/invocations`). */
  integrationUri: (routeKey: string) => string;
  /** Every route's one authorizer: its name and `x-amazon-apigateway-authorizer` object. */
  authorizer: { name: string; header: string; extension: Record<string, unknown> };
}

/**
 * The HTTP API's definition (CloudFormation `Body`): the API's OpenAPI 3.0 document with API Gateway's
 * extensions. One operation per route of the table, at the route's full path (`/api/v1/…` or its own
 * base), each with an AWS_PROXY integration (payload 2.0, what `functions/src/lib/handler.ts` reads) to
 * its own function and the origin authorizer. API Gateway creates the routes from this document, so the
 * route table stays the one list of endpoints, as the local server mounts them too.
 *
 * What API Gateway does not use is left out so it cannot warn on it: the user-facing security schemes
 * (the handlers check tokens and webhook keys) and per-operation `servers` (paths are already full).
 */
export function gatewayDocument(
  doc: OpenApi30Document,
  routes: RouteTable,
  opts: GatewayDocumentOptions,
): OpenApi30Document {
  const paths: OpenApi30Document['paths'] = {};
  for (const [key, spec] of Object.entries(routes)) {
    const { method, path } = splitRouteKey(key);
    const m = method.toLowerCase();
    const op = doc.paths[path]?.[m];
    if (!op) throw new Error(`The OpenAPI document has no operation for ${key}`);
    const { servers: _servers, security: _security, ...rest } = op;
    const full = routePath(key, spec);
    paths[full] = {
      ...paths[full],
      [m]: {
        ...rest,
        security: [{ [opts.authorizer.name]: [] }],
        'x-amazon-apigateway-integration': {
          type: 'aws_proxy',
          httpMethod: 'POST',
          uri: opts.integrationUri(key),
          payloadFormatVersion: '2.0',
        },
      },
    };
  }
  return {
    ...doc,
    info: { ...doc.info, title: opts.apiName },
    // A server needs its URL (import warns without one); the extension disables execute-api.
    servers: [
      {
        url: `https://${opts.domainName}`,
        'x-amazon-apigateway-endpoint-configuration': { disableExecuteApiEndpoint: true },
      },
    ],
    security: [{ [opts.authorizer.name]: [] }],
    paths,
    components: {
      ...doc.components,
      securitySchemes: {
        [opts.authorizer.name]: {
          type: 'apiKey',
          in: 'header',
          name: opts.authorizer.header,
          'x-amazon-apigateway-authorizer': opts.authorizer.extension,
        },
      },
    },
  };
}
