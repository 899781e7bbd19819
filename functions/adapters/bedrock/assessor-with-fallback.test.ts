import { BedrockRuntimeClient, ConverseCommand, ThrottlingException } from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Assessment, AssessmentPort, TranscriptTurn } from '../../core/ports/assessment.ts';
import { AssessmentUnavailable, BedrockAssessor } from './bedrock-assessor.ts';
import { ASSESSMENT_FALLBACK_METRIC, withFallback } from './assessor-with-fallback.ts';

const call: TranscriptTurn[] = [
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

  describe('fallback metric', () => {
    /** What reaches stdout while `act` runs: Powertools writes EMF there, one JSON line per flush. */
    async function stdoutOf<T>(act: () => Promise<T>): Promise<{ result: T; lines: string[] }> {
      const written: string[] = [];
      const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
        written.push(String(chunk));
        return true;
      });
      try {
        return { result: await act(), lines: written.join('').split('\n').filter((line) => line.trim()) };
      } finally {
        write.mockRestore();
      }
    }
    const emfOf = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const throttled = () =>
      bedrock.on(ConverseCommand).rejects(new ThrottlingException({ message: 'Rate exceeded', $metadata: {} }));

    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('counts one AssessmentFallbacks in the CareCall namespace inside Lambda, and still answers with the built-in assessment', async () => {
      throttled();
      vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'carecall-test-AssessWellbeing');
      vi.stubEnv('POWERTOOLS_DEV', undefined);
      vi.stubEnv('POWERTOOLS_METRICS_DISABLED', undefined);

      const { result, lines } = await stdoutOf(() => withFallback(primary(), builtIn).assess(call));

      expect(result).toMatchObject({ healthStatus: 'emergency', source: 'built-in' });
      expect(builtIn.calls).toBe(1);
      const [emf, ...others] = emfOf(lines);
      expect(others).toEqual([]);
      expect(emf).toMatchObject({
        _aws: {
          CloudWatchMetrics: [
            {
              Namespace: 'CareCall',
              Dimensions: [['service']],
              Metrics: [{ Name: 'AssessmentFallbacks', Unit: 'Count' }],
            },
          ],
        },
        service: 'check-in',
        AssessmentFallbacks: 1,
        // Why, for Logs Insights: Bedrock's classified failure, never the transcript.
        reason: 'throttled',
      });
      expect(lines.join('')).not.toContain('chest pain');
      expect(ASSESSMENT_FALLBACK_METRIC).toEqual({ namespace: 'CareCall', name: 'AssessmentFallbacks', service: 'check-in' });
    });

    it('counts into the Metrics it is given', async () => {
      throttled();
      const metrics = new Metrics({ namespace: 'CareCall', serviceName: 'check-in' });

      const { lines } = await stdoutOf(() => withFallback(primary(), builtIn, { metrics }).assess(call));

      expect(emfOf(lines)).toEqual([expect.objectContaining({ AssessmentFallbacks: 1, service: 'check-in' })]);
    });

    it('prints nothing outside Lambda (local twin, tests)', async () => {
      throttled();
      vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', undefined);

      const { result, lines } = await stdoutOf(() => withFallback(primary(), builtIn).assess(call));

      expect(result.source).toBe('built-in');
      expect(lines).toEqual([]);
    });

    it('counts nothing when Bedrock answers', async () => {
      bedrock.on(ConverseCommand).resolves({
        $metadata: {},
        stopReason: 'tool_use',
        output: {
          message: {
            role: 'assistant',
            content: [{ toolUse: { toolUseId: 't1', name: 'record_assessment', input: { healthStatus: 'good', aiNotes: 'Feeling well.', signals: [] } } }],
          },
        },
      });
      const addMetric = vi.fn();

      const result = await withFallback(primary(), builtIn, {
        metrics: { addMetric, addMetadata: vi.fn(), publishStoredMetrics: vi.fn() } as never,
      }).assess(call);

      expect(result.source).toBe('bedrock');
      expect(addMetric).not.toHaveBeenCalled();
    });

    it('keeps the built-in assessment when counting fails', async () => {
      throttled();
      const broken = {
        addMetric: () => {
          throw new Error('metrics broke');
        },
        addMetadata: vi.fn(),
        publishStoredMetrics: vi.fn(),
      };

      const result = await withFallback(primary(), builtIn, { metrics: broken as never }).assess(call);

      expect(result).toMatchObject({ healthStatus: 'emergency', source: 'built-in' });
    });
  });
});
