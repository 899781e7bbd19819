import { describe, expect, it } from 'vitest';
import type { CallLog } from '@/shared/api-types.ts';
import { mergeCalls, monthOf, monthPath, oldestInProgress } from './api.ts';

const NOW = new Date('2026-11-23T15:00:00Z');
const log = (id: string, minutesAgo: number, status: string, escalations: CallLog['escalations'] = []): CallLog => ({
  id, userId: 'u1', kind: 'scheduled', phoneNumber: '+14165550142', callTime: new Date(NOW.getTime() - minutesAgo * 60_000).toISOString(), status, escalations,
});

describe('what the history page polls', () => {
  it('polls from the oldest call still in progress, its own or a contact call of it; none when all are final', () => {
    const calls = [
      log('a', 5, 'initiated'),
      log('b', 30, 'no-answer', [{ id: 'e1', phoneNumber: '+14165550101', callTime: NOW.toISOString(), status: 'ringing' }]),
      log('c', 60, 'answered'),
    ];

    expect(oldestInProgress(calls, NOW)?.id).toBe('b');
    expect(oldestInProgress([log('c', 60, 'answered'), log('d', 10, 'failed')], NOW)).toBeUndefined();
    // A call left "initiated" for hours is stuck, not in progress: it does not keep the page polling.
    expect(oldestInProgress([log('old', 7 * 60, 'initiated')], NOW)).toBeUndefined();
  });

  it('lays the polled calls over the months read, by id', () => {
    const months = [{ month: monthOf(NOW), logs: [log('a', 5, 'initiated'), log('c', 60, 'answered')] }];

    const merged = mergeCalls(months, [log('a', 5, 'answered'), log('new', 1, 'initiated')]);

    expect(merged.map((l) => [l.id, l.status])).toEqual([['a', 'answered'], ['c', 'answered'], ['new', 'initiated']]);
  });

  it('reads a whole month, first to last millisecond', () => {
    const params = new URL(monthPath(monthOf(new Date(2026, 1, 10))), 'http://x').searchParams;

    expect(new Date(params.get('from')!).getTime()).toBe(new Date(2026, 1, 1).getTime());
    expect(new Date(params.get('to')!).getTime()).toBe(new Date(2026, 2, 1).getTime() - 1);
  });
});
