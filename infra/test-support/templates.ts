import { CfnElement, Stack } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import type { IConstruct } from 'constructs';

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

interface ResourceJson {
  Type: string;
  Properties?: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

/** The CloudFormation logical id of a construct (an L2's default child, or the element itself). */
export function logicalIdOf(construct: IConstruct): string {
  const element = construct instanceof CfnElement ? construct : construct.node.defaultChild;
  if (!(element instanceof CfnElement)) throw new Error(`${construct.node.path} has no CfnElement`);
  const stack = Stack.of(element);
  return stack.resolve(stack.getLogicalId(element)) as string;
}

/** The resources of one type in a template, by logical id. */
export function resourcesOfType(template: Template, type: string): Map<string, ResourceJson> {
  return new Map(Object.entries(template.findResources(type)) as [string, ResourceJson][]);
}

/** The single resource of a type in a template; fails if there is not exactly one. */
export function onlyResource(template: Template, type: string): ResourceJson {
  const found = [...resourcesOfType(template, type).values()];
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0] as ResourceJson;
}

/**
 * Every Allow statement, in any of the given templates, of an IAM policy attached to the role with
 * this logical id, however the reference to the role is written (same stack or cross-stack).
 */
export function statementsOfRole(templates: Iterable<Template>, roleLogicalId: string): PolicyStatementJson[] {
  const statements: PolicyStatementJson[] = [];
  for (const template of templates) {
    for (const policy of resourcesOfType(template, 'AWS::IAM::Policy').values()) {
      const roles = JSON.stringify(policy.Properties?.Roles ?? []);
      if (!roles.includes(roleLogicalId)) continue;
      const document = policy.Properties?.PolicyDocument as { Statement: PolicyStatementJson[] };
      statements.push(...document.Statement.filter((s) => s.Effect === 'Allow'));
    }
  }
  return statements;
}

export const asArray = <T>(value: T | T[]): T[] => (Array.isArray(value) ? value : [value]);

/** Every action granted by these statements, sorted. */
export function actionsOf(statements: PolicyStatementJson[]): string[] {
  return [...new Set(statements.flatMap((s) => asArray(s.Action)))].sort();
}

/** A state of an Amazon States Language definition, as far as the tests look into it. */
export interface AslState {
  Type: string;
  Next?: string;
  Default?: string;
  End?: boolean;
  Resource?: string;
  Parameters?: Record<string, unknown>;
  TimeoutSeconds?: number;
  ResultPath?: string | null;
  Retry?: { ErrorEquals: string[]; IntervalSeconds?: number; MaxAttempts?: number; BackoffRate?: number; JitterStrategy?: string }[];
  Catch?: { ErrorEquals: string[]; Next: string; ResultPath?: string | null }[];
  Choices?: { Next: string }[];
}

export interface AslDefinition {
  StartAt: string;
  States: Record<string, AslState>;
}

/**
 * The definition of a template's only state machine, with each CloudFormation reference in it
 * written as `Ref(<id>)` or `GetAtt(<id>.<attribute>)`, so that tests can read it as plain JSON.
 */
export function stateMachineDefinition(template: Template): AslDefinition {
  const definition = onlyResource(template, 'AWS::StepFunctions::StateMachine').Properties?.DefinitionString;
  if (typeof definition === 'string') return JSON.parse(definition) as AslDefinition;
  const [delimiter, parts] = (definition as { 'Fn::Join': [string, unknown[]] })['Fn::Join'];
  const text = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      const reference = part as { Ref?: string; 'Fn::GetAtt'?: [string, string] };
      if (reference.Ref) return `Ref(${reference.Ref})`;
      if (reference['Fn::GetAtt']) return `GetAtt(${reference['Fn::GetAtt'].join('.')})`;
      throw new Error(`Unexpected part in the definition: ${JSON.stringify(part)}`);
    })
    .join(delimiter);
  return JSON.parse(text) as AslDefinition;
}
