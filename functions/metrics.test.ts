import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkInCounts, publishCounts } from './metrics.ts';

describe('the check-in metrics', () => {
  afterEach(() => vi.restoreAllMocks());

  it('count a recorded check-in by outcome, and an escalation by reason', () => {
    expect(checkInCounts('RecordOutcome', { userId: 'u1', callLogId: 'c1', outcome: 'no-answer' }, { escalate: true, reason: 'no-answer' })).toEqual([
      { name: 'CheckInsCompleted', value: 1, dimensions: { outcome: 'no-answer' } },
      { name: 'EscalationsStarted', value: 1, dimensions: { reason: 'no-answer' } },
    ]);
    expect(checkInCounts('RecordOutcome', { outcome: 'answered' }, { escalate: false, reason: 'none' })).toHaveLength(1);
    expect(checkInCounts('TextAllContacts', {}, { sent: 2 })).toEqual([{ name: 'ContactsTexted', value: 2, dimensions: {} }]);
    expect(checkInCounts('PlaceCall', {}, {})).toEqual([]);
  });

  it('are EMF lines in Lambda, with no id in them, and nothing locally', () => {
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    const counts = checkInCounts('RecordOutcome', { userId: 'u1', callLogId: 'c1', outcome: 'answered' }, { escalate: true, reason: 'emergency' });
    publishCounts(counts, {});
    expect(lines).toEqual([]);

    publishCounts(counts, { AWS_LAMBDA_FUNCTION_NAME: 'carecall-test-RecordOutcome' });
    const emf = lines.map((line) => JSON.parse(line) as Record<string, unknown> & { _aws: { CloudWatchMetrics: { Namespace: string; Metrics: { Name: string }[] }[] } });
    expect(emf.map((e) => e._aws.CloudWatchMetrics[0]?.Metrics[0]?.Name)).toEqual(['CheckInsCompleted', 'EscalationsStarted']);
    expect(emf[0]).toMatchObject({ outcome: 'answered', CheckInsCompleted: 1 });
    expect(emf[1]).toMatchObject({ reason: 'emergency', EscalationsStarted: 1 });
    expect(lines.join('')).not.toMatch(/u1|c1/);
  });
});
