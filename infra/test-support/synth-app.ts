import { App, Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildCareCall, type CareCallSettings, type CareCallStacks } from '../carecall-app.ts';
import { cdkJsonContext } from '../cdk-context.ts';

export interface SynthOptions extends Partial<CareCallSettings> {
  /** Register the cdk-nag AWS Solutions pack, as `cdk synth -c nag=true` does. */
  readonly nag?: boolean;
}

export interface SynthesisedApp {
  readonly app: App;
  readonly stacks: CareCallStacks;
  readonly assembly: CloudAssembly;
  /** The synthesised template of one stack. */
  template(stack: Stack): Template;
  /** Every stack's template, by stack name. */
  templates(): Map<string, Template>;
}

/**
 * Builds the CareCall app offline and fast: no esbuild bundling (handler files need not exist),
 * no built-in CloudFormation validation, a fixed account and region.
 */
export function synthApp(options: SynthOptions = {}): SynthesisedApp {
  const app = new App({
    context: { ...cdkJsonContext(), 'aws:cdk:bundling-stacks': [] },
    builtinCloudFormationValidation: false,
  });
  const stacks = buildCareCall(app, {
    stage: options.stage ?? 'test',
    appOrigin: options.appOrigin ?? 'https://carecall.example',
    env: options.env ?? { account: '123456789012', region: 'eu-west-1' },
    callerNumber: options.callerNumber,
    bedrockModelId: options.bedrockModelId,
    mailFrom: options.mailFrom,
    supportEmail: options.supportEmail,
    tableWarmWrites: options.tableWarmWrites,
    originVerifyRotation: options.originVerifyRotation,
    // Unit tests need no web build: the site is uploaded only when a test names a folder.
    webDistDir: options.webDistDir ?? false,
  });
  if (options.nag) {
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  }
  // One synthesis for the whole app (Template.fromStack would synthesise once per stack).
  const assembly = app.synth();
  const template = (stack: Stack): Template =>
    Template.fromJSON(assembly.getStackArtifact(stack.artifactId).template as Record<string, unknown>);
  return {
    app,
    stacks,
    assembly,
    template,
    templates: () => new Map(Object.values(stacks).map((stack: Stack) => [stack.stackName, template(stack)])),
  };
}
