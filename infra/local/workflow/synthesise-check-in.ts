import { App } from 'aws-cdk-lib';
import { buildCareCall } from '../../carecall-app.ts';
import { cdkJsonContext } from '../../cdk-context.ts';
import { aslFromTemplate, type AslDefinition } from './template-to-asl.ts';

let cached: AslDefinition | undefined;

/**
 * The check-in state machine exactly as `cdk synth` produces it for the cloud (bundling skipped:
 * only the definition is needed), as plain ASL. The local twin runs this; it never has its own.
 */
export function synthesiseCheckInDefinition(): AslDefinition {
  if (cached) return cached;
  const app = new App({ context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false } as never);
  const { workflow } = buildCareCall(app, { stage: 'local', appOrigin: '' });
  const template = app.synth().getStackByName(workflow.stackName).template as Parameters<typeof aslFromTemplate>[0];
  cached = aslFromTemplate(template);
  return cached;
}
