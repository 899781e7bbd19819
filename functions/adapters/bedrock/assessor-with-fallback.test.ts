import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Assessment, AssessmentPort, AssessmentTurn } from '../../core/telephony-ports.ts';
import { AssessmentUnavailable, BedrockAssessor } from './bedrock-assessor.ts';
import { withFallback } from './assessor-with-fallback.ts';

const call: AssessmentTurn[] = [
  { speaker: 'system', text: 'How are you feeling today?' },
  { speaker: 'person', text: 'I have chest pain and I need an ambulance.' },
];

/** Stands in for the built-in rules assessor. */
const builtIn: AssessmentPort & { calls: number } = {
  calls: 0,
  async assess(): Promise<Assessment> {
    this.calls++;
    return {
      healthStatus: 'emergency',
      aiNotes: 'Said they have chest pain and asked for an ambulance.',
      signals: [{ kind: 'chest-pain', severity: 'emergency', quote: 'I have chest pain' }],
    };
  },
};

const bedrock = mockClient(BedrockRuntimeClient);
beforeEach(() => {
  bedrock.reset();
  builtIn.calls = 0;
});
const primary = () => new BedrockAssessor({ modelId: 'eu.anthropic.claude-haiku-4-5-20251001-v1:0' }, new BedrockRuntimeClient({}));

describe('assessment with fallback', () => {
  it('uses Bedrock when it answers, and says so', async () => {
    bedrock.on(ConverseCommand).resolves({
      $metadata: {},
      stopReason: 'tool_use',
      output: {
        message: {
          role: 'assistant',
          content: [
            {
              toolUse: {
                toolUseId: 't1',
                name: 'record_assessment',
                input: { healthStatus: 'emergency', aiNotes: 'Has chest pain and asked for an ambulance.', signals: [] },
              },
            },
          ],
        },
      },
    });

    const result = await withFallback(primary(), builtIn).assess(call);

    expect(result).toMatchObject({ healthStatus: 'emergency', source: 'bedrock' });
    expect(builtIn.calls).toBe(0);
  });

  it.each([
    ['throttling', () => bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Rate exceeded', $metadata: {} }))],
    [
      'unreadable tool input',
      () =>
        bedrock.on(ConverseCommand).resolves({
          $metadata: {},
          stopReason: 'tool_use',
          output: { message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't1', name: 'record_assessment', input: '{"healthStatus": "emerg' } }] } },
        }),
    ],
    [
      'an answer without the tool',
      () =>
        bedrock.on(ConverseCommand).resolves({
          $metadata: {},
          stopReason: 'end_turn',
          output: { message: { role: 'assistant', content: [{ text: 'I cannot help with that.' }] } },
        }),
    ],
  ])('falls back to the built-in assessor on %s, keeping the notes clean and marking the source', async (_, arrange) => {
    arrange();
    const failures: unknown[] = [];

    const result = await withFallback(primary(), builtIn, { onFallback: (e) => failures.push(e) }).assess(call);

    expect(result).toEqual({
      healthStatus: 'emergency',
      aiNotes: 'Said they have chest pain and asked for an ambulance.',
      signals: [{ kind: 'chest-pain', severity: 'emergency', quote: 'I have chest pain' }],
      source: 'built-in',
    });
    expect(builtIn.calls).toBe(1);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toBeInstanceOf(AssessmentUnavailable);
  });

  it('surfaces the error when the fallback fails too', async () => {
    const broken: AssessmentPort = { assess: () => Promise.reject(new Error('rules failed')) };
    bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Rate exceeded', $metadata: {} }));

    await expect(withFallback(primary(), broken).assess(call)).rejects.toThrow('rules failed');
  });
});
