import { Stack } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

/**
 * The cdk-nag finding id of an IAM5 wildcard on one resource ARN, e.g.
 * `AwsSolutions-IAM5[Resource::<TableCD117FA1.Arn>/index/*]`, so that an acknowledgement names
 * that one wildcard instead of every wildcard of the rule. Flattens the ARN's CloudFormation
 * intrinsics the way cdk-nag does (its own helper is not exported).
 */
export function wildcardResourceFinding(scope: IConstruct, resourceArn: string): string {
  return `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(resourceArn))}]`;
}

function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  if (typeof node === 'object' && node !== null) {
    const record = node as Record<string, unknown>;
    if (Array.isArray(record['Fn::Join'])) {
      const [delimiter, items] = record['Fn::Join'] as [string, unknown[]];
      return items.map(flatten).join(delimiter);
    }
    if ('Fn::Sub' in record) return flatten(record['Fn::Sub']);
    if (Array.isArray(record['Fn::GetAtt'])) {
      const [resource, attribute] = record['Fn::GetAtt'] as [unknown, unknown];
      return `<${flatten(resource)}.${flatten(attribute)}>`;
    }
    if ('Fn::ImportValue' in record) return flatten(record['Fn::ImportValue']);
    if ('Ref' in record) return `<${flatten(record.Ref)}>`;
  }
  return JSON.stringify(node);
}

/**
 * The cdk-nag IAM5 finding ids of every wildcard action and resource in a policy document as it
 * stands (e.g. `AwsSolutions-IAM5[Action::s3:List*]`), for library-made roles whose statements we
 * do not write ourselves. Call it after the grants have been made.
 */
export function wildcardFindingsOf(scope: IConstruct, document: unknown): string[] {
  const resolved = Stack.of(scope).resolve(document) as { Statement?: Record<string, unknown>[] } | undefined;
  const findings = new Set<string>();
  for (const statement of resolved?.Statement ?? []) {
    const list = (value: unknown): unknown[] => (value === undefined ? [] : Array.isArray(value) ? value : [value]);
    for (const action of list(statement.Action)) {
      if (typeof action === 'string' && action.includes('*')) findings.add(`AwsSolutions-IAM5[Action::${action}]`);
    }
    for (const resource of list(statement.Resource)) {
      const flat = flatten(resource);
      if (flat.includes('*')) findings.add(`AwsSolutions-IAM5[Resource::${flat}]`);
    }
  }
  return [...findings];
}
