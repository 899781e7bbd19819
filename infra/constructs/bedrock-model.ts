import { Stack } from 'aws-cdk-lib';
import type { Construct } from 'constructs';

// Which ARNs bedrock:InvokeModel needs for the assessment model. Current Claude models are called
// through a cross-region inference profile (`us.…`): the caller needs the profile, in its own region
// and account, and the foundation model in every region the profile may route to.

/**
 * Destination regions of the geographic profiles (the union over the Claude Haiku models on the
 * Bedrock "Supported Regions and models for inference profiles" page; check one with
 * `aws bedrock get-inference-profile`). A geography not listed here, and `global`, route anywhere:
 * their foundation-model ARN takes every region.
 */
export const PROFILE_REGIONS: Readonly<Record<string, readonly string[]>> = {
  us: ['us-east-1', 'us-east-2', 'us-west-1', 'us-west-2'],
  eu: ['eu-central-1', 'eu-north-1', 'eu-south-1', 'eu-south-2', 'eu-west-1', 'eu-west-3'],
};

/** `us`, `eu`, `apac`, `global`…: the prefix that makes a model id a cross-region inference profile. */
const PROFILE_PREFIX = /^(us|eu|apac|us-gov|global|jp|au|ca)\.(.+)$/;

/** The geographic prefix of an inference profile id, or undefined for a foundation model id. */
export function inferenceProfileGeography(modelId: string): string | undefined {
  return PROFILE_PREFIX.exec(modelId)?.[1];
}

/** The resources AssessWellbeing may invoke: one model, directly or through its one profile. */
export function bedrockInvokeResources(scope: Construct, modelId: string): string[] {
  const stack = Stack.of(scope);
  const match = PROFILE_PREFIX.exec(modelId);
  if (!match) return [foundationModelArn(stack, stack.region, modelId)];
  const [, geography = '', foundationModel = ''] = match;
  const profile = stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId });
  const regions = PROFILE_REGIONS[geography] ?? ['*'];
  return [profile, ...regions.map((region) => foundationModelArn(stack, region, foundationModel))];
}

function foundationModelArn(stack: Stack, region: string, modelId: string): string {
  return stack.formatArn({ service: 'bedrock', region, account: '', resource: 'foundation-model', resourceName: modelId });
}
