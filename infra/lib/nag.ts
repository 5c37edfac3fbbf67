import { Stack, Validations } from 'aws-cdk-lib';
// cdk-nag is CommonJS whose exports Node's ESM loader cannot detect statically, so named imports fail
// under tsx; take them off the default export once, here.
import cdkNag from 'cdk-nag';
import flatten from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

export const { AwsSolutionsChecks } = cdkNag;

/** Acknowledges cdk-nag rules on a construct and everything under it; every acknowledgement has a reason. */
export function acknowledge(scope: IConstruct, ...rules: { id: string; reason: string }[]): void {
  Validations.of(scope).acknowledge(...rules);
}

/**
 * Acknowledges AwsSolutions-IAM5 for exactly these wildcard resources under `scope`. cdk-nag 3 takes
 * exact finding ids (`AwsSolutions-IAM5[Resource::arn:<AWS::Partition>:…/*]`), rendered the way the
 * rule renders them; so pass ARNs built from plain names and pseudo parameters, not cross-stack references,
 * whose rendering changes once CDK turns them into imports.
 */
export function acknowledgeWildcards(scope: IConstruct, resources: string[], reason: string): void {
  const stack = Stack.of(scope);
  for (const r of resources) {
    acknowledge(scope, {
      id: `AwsSolutions-IAM5[Resource::${flatten.flattenCfnReference(stack.resolve(r))}]`,
      reason,
    });
  }
}
