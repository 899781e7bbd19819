import { BedrockRuntimeClient, ConverseCommand, type ConverseCommandInput, type ConverseCommandOutput } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { labelledSet } from '@/functions/core/assessment/score-labelled-set.ts';
import { formatModelScore, percentile, scoreBedrockModel } from './eval-assessor.ts';

// The Bedrock scoring path of `npm run eval:assessor`, through the real BedrockAssessor with a mocked
// Bedrock Runtime client: the figures a deployer reads must follow what the model answered.

const bedrock = mockClient(BedrockRuntimeClient);
const answer = (healthStatus: string): ConverseCommandOutput => ({
  $metadata: {},
  stopReason: 'tool_use',
  output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't1', name: 'record_assessment', input: { healthStatus, aiNotes: 'Said they are well.', signals: [] } } }] } },
  usage: { inputTokens: 1000, outputTokens: 200, totalTokens: 1200 },
  metrics: { latencyMs: 10 },
});

const sets = [
  { language: 'en' as const, part: 'held-out' as const, cases: labelledSet('en', 'held-out') },
  { language: 'es' as const, part: 'held-out' as const, cases: labelledSet('es', 'held-out') },
];
const cases = sets.flatMap((s) => s.cases);
const share = (label: string) => cases.filter((c) => c.label === label).length / cases.length;

describe('npm run eval:assessor -- --bedrock (scoring path, mocked Bedrock)', () => {
  beforeEach(() => bedrock.reset());

  it('a model that always answers good scores emergency recall 0, its accuracy the share of good cases, and its cost from the token usage', async () => {
    // Prepare
    bedrock.on(ConverseCommand).resolves(answer('good'));

    // Act
    const score = await scoreBedrockModel('anthropic.claude-3-haiku-20240307-v1:0', sets, new BedrockRuntimeClient({ region: 'us-east-1' }), 2);

    // Assess
    expect(score.overall.emergencyRecall).toBe(0);
    expect(score.overall.falseEmergencies).toBe(0);
    expect(score.overall.accuracy).toBeCloseTo(share('good'), 6);
    expect(score.failures).toBe(0);
    expect(score.inputTokens).toBe(1000);
    expect(score.costPerCheckIn).toBeCloseTo((1000 * 0.25 + 200 * 1.25) / 1_000_000, 10);
    expect(formatModelScore(score)).toMatch(/emergency recall 0\.0%/);
    expect(bedrock.commandCalls(ConverseCommand)).toHaveLength(cases.length);
  });

  it("tells the model each case's language, and a model that always answers emergency rings a family for every other case", async () => {
    // Prepare
    bedrock.on(ConverseCommand).resolves(answer('emergency'));

    // Act
    const score = await scoreBedrockModel('us.amazon.nova-lite-v1:0', sets, new BedrockRuntimeClient({ region: 'us-east-1' }));

    // Assess
    expect(score.overall.emergencyRecall).toBe(1);
    expect(score.overall.falseEmergencies).toBe(cases.filter((c) => c.label !== 'emergency').length);
    const texts = bedrock.commandCalls(ConverseCommand).map((call) => (call.args[0].input as ConverseCommandInput).messages?.[0]?.content?.[0]?.text ?? '');
    expect(texts.filter((t) => t.startsWith('The call was held in Spanish'))).toHaveLength(sets[1]!.cases.length);
  });

  it('counts a failed request as unknown and reports it', async () => {
    // Prepare
    bedrock.on(ConverseCommand).rejects(Object.assign(new Error('slow down'), { name: 'ThrottlingException' }));

    // Act
    const score = await scoreBedrockModel('some.unpriced-model', sets.slice(0, 1), new BedrockRuntimeClient({ region: 'us-east-1' }));

    // Assess
    expect(score.failures).toBe(sets[0]!.cases.length);
    expect(score.overall.confusion.emergency.unknown).toBe(sets[0]!.cases.filter((c) => c.label === 'emergency').length);
    expect(score.costPerCheckIn).toBeUndefined();
  });

  it('reads p50 and p95 latency from the answered requests', () => {
    expect(percentile([5, 1, 4, 2, 3], 50)).toBe(3);
    expect(percentile(Array.from({ length: 100 }, (_, i) => i + 1), 95)).toBe(95);
  });
});
