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
