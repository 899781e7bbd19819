import { App, Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { bedrockInvokeResources, inferenceProfileGeography } from './bedrock-model.ts';

// As cdk.json sets it: the partition written out (aws), not a token.
const app = () => new App({ context: { '@aws-cdk/core:enablePartitionLiterals': true } });
const stackIn = (region: string) => new Stack(app(), 'S', { env: { account: '123456789012', region } });

describe('the ARNs AssessWellbeing may invoke', () => {
  it('a foundation model id: that model in the stack region only', () => {
    expect(bedrockInvokeResources(stackIn('us-east-1'), 'amazon.nova-lite-v1:0')).toEqual([
      'arn:aws:bedrock:us-east-1::foundation-model/amazon.nova-lite-v1:0',
    ]);
  });

  it('an EU profile: the profile in the stack region and the model in each EU destination region', () => {
    const arns = bedrockInvokeResources(stackIn('eu-west-1'), 'eu.anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(arns[0]).toBe('arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(arns).toContain('arn:aws:bedrock:eu-central-1::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0');
    expect(arns.every((arn) => !arn.includes('us-east-1'))).toBe(true);
  });

  it('a global profile routes anywhere: the model in every region', () => {
    expect(bedrockInvokeResources(stackIn('us-west-2'), 'global.anthropic.claude-haiku-4-5-20251001-v1:0')[1]).toBe(
      'arn:aws:bedrock:*::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0',
    );
    expect(inferenceProfileGeography('anthropic.claude-3-haiku-20240307-v1:0')).toBeUndefined();
  });
});
