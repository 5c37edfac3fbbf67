import type { Stack } from 'aws-cdk-lib';
import { NestedStack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';
import { AwsSolutionsChecks } from '../../../infra/lib/nag.ts';

/** Every stack and nested stack under `root`. */
export function allStacks(stacks: Stack[]): Stack[] {
  const out: Stack[] = [];
  const visit = (s: Stack) => {
    out.push(s);
    for (const c of s.node.findAll()) if (NestedStack.isNestedStack(c) && c.nestedStackParent === s) visit(c);
  };
  for (const s of stacks) visit(s);
  return out;
}

export const resourceCount = (s: Stack) => Object.keys(Template.fromStack(s).toJSON().Resources ?? {}).length;

/** cdk-nag findings left unacknowledged, as `severity rule path` lines (empty when clean). */
export function nagFindings(root: IConstruct): string[] {
  const report = new AwsSolutionsChecks().validateScope(root);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.severity} ${v.ruleName} ${r.constructPath}`),
  );
}

/** Resources of `type` across the given stacks' templates. */
type CfnProperties = Record<string, any>;
export function resourcesOf(stacks: Stack[], type: string): Record<string, { Properties: CfnProperties }> {
  return Object.assign({}, ...stacks.map((s) => Template.fromStack(s).findResources(type)));
}

/** One operation of the HTTP API's imported definition (its `Body`), as API Gateway routes it. */
export interface GatewayOperation {
  /** `GET /api/v1/users/me`: the route API Gateway creates. */
  routeKey: string;
  /** The function its AWS_PROXY integration invokes (by its fixed name). */
  functionName: string;
  operation: CfnProperties;
}

/** The `Body` of the API stack's one `AWS::ApiGatewayV2::Api`, resolved as in its template. */
export function gatewayBody(api: Stack): CfnProperties {
  // The HTTP API is the one with a Body (the realtime WebSocket API has none).
  const apis = Object.values(Template.fromStack(api).findResources('AWS::ApiGatewayV2::Api')).filter(
    (a) => a.Properties.Body,
  );
  if (apis.length !== 1) throw new Error(`expected one HTTP API, found ${apis.length}`);
  return apis[0]!.Properties.Body;
}

/** Every operation of the definition, with the function name its integration URI ends in. */
export function gatewayOperations(body: CfnProperties): GatewayOperation[] {
  return Object.entries(body.paths as Record<string, Record<string, CfnProperties>>).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => {
      const uri = JSON.stringify(operation['x-amazon-apigateway-integration']?.uri ?? '');
      return {
        routeKey: `${method.toUpperCase()} ${path}`,
        functionName: /:function:([\w-]+)\/invocations/.exec(uri)?.[1] ?? '',
        operation,
      };
    }),
  );
}

/** Lambda functions across the given stacks, by their `FunctionName`. */
export function functionsByName(stacks: Stack[]): Map<string, CfnProperties> {
  const out = new Map<string, CfnProperties>();
  for (const f of Object.values(resourcesOf(stacks, 'AWS::Lambda::Function')))
    if (typeof f.Properties.FunctionName === 'string') out.set(f.Properties.FunctionName, f.Properties);
  return out;
}
