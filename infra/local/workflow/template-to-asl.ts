// Turns the state machine that CDK synthesised into plain ASL for the local interpreter: the
// definition is a CloudFormation expression (Fn::Join of strings and Lambda ARNs); references are
// resolved to placeholder ARNs, since the local runner maps Task states by name, not by ARN.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export interface AslDefinition {
  StartAt: string;
  States: Record<string, Record<string, unknown>>;
  [key: string]: unknown;
}

const placeholderArn = (logicalId: string) => `arn:aws:lambda:us-east-1:000000000000:function:${logicalId}`;

function resolve(value: Json, substitutions: Record<string, Json>): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const [fn, args] = Object.entries(value)[0] ?? [];
    if (fn === 'Fn::Join' && Array.isArray(args)) {
      const [separator, parts] = args as [string, Json[]];
      return parts.map((p) => resolve(p, substitutions)).join(separator);
    }
    if (fn === 'Fn::GetAtt') return placeholderArn(String((args as Json[])[0]));
    if (fn === 'Ref') return String(args) === 'AWS::Partition' ? 'aws' : String(args) === 'AWS::Region' ? 'us-east-1' : String(args) === 'AWS::AccountId' ? '000000000000' : placeholderArn(String(args));
    if (fn === 'Fn::Sub' && typeof args === 'string') return args.replace(/\$\{([^}]+)\}/g, (_, name: string) => resolve(substitutions[name] ?? name, substitutions));
    // Cross-stack references (Fn::ImportValue, Fn::GetStackOutput): a placeholder does the same job.
    return placeholderArn(fn ?? 'Unknown');
  }
  throw new Error(`Cannot resolve ${JSON.stringify(value)} in the state machine definition`);
}

/** The ASL of the one AWS::StepFunctions::StateMachine in a synthesised template. */
export function aslFromTemplate(template: { Resources?: Record<string, { Type: string; Properties?: Record<string, Json> }> }): AslDefinition {
  const machines = Object.values(template.Resources ?? {}).filter((r) => r.Type === 'AWS::StepFunctions::StateMachine');
  if (machines.length !== 1) throw new Error(`Expected one state machine in the template, found ${machines.length}`);
  const props = machines[0]!.Properties ?? {};
  const substitutions = (props.DefinitionSubstitutions ?? {}) as Record<string, Json>;
  let text = resolve(props.DefinitionString ?? '', substitutions);
  // Definition substitutions are written as ${Name} inside the definition string.
  text = text.replace(/\$\{([A-Za-z0-9_]+)\}/g, (whole, name: string) => (name in substitutions ? resolve(substitutions[name]!, substitutions) : whole));
  return JSON.parse(text) as AslDefinition;
}
