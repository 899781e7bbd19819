import { describe, expect, it } from 'vitest';
import type { CallLog } from '@/shared/api-types.ts';
import { applyFilters, defaultFilters, filterBounds, inTab, periodDays, toDay, withDate, withPeriod, type HistoryFilters } from './filters.ts';

// Wednesday 15 January 2025, 14:30 local time.
const now = new Date(2025, 0, 15, 14, 30);
const local = (y: number, m: number, d: number, h = 0, min = 0, s = 0, ms = 0) => new Date(y, m - 1, d, h, min, s, ms);

function call(overrides: Partial<CallLog>): CallLog {
  return { id: Math.random().toString(36), userId: 'u1', kind: 'scheduled', phoneNumber: '+14165550142', callTime: now.toISOString(), status: 'answered', healthStatus: 'good', escalations: [], ...overrides };
}

describe('periodDays', () => {
  it.each([
    ['today', local(2025, 1, 15), local(2025, 1, 15)],
    // Weeks start on Sunday: 12 January 2025 is a Sunday.
    ['this-week', local(2025, 1, 12), local(2025, 1, 18)],
    ['last-week', local(2025, 1, 5), local(2025, 1, 11)],
    ['this-month', local(2025, 1, 1), local(2025, 1, 31)],
    // Last month crosses the year.
    ['last-month', local(2024, 12, 1), local(2024, 12, 31)],
    // Today and the 29 days before it.
    ['last-30-days', local(2024, 12, 17), local(2025, 1, 15)],
  ] as const)('%s runs from %s to %s', (period, first, last) => {
    // Act
    const days = periodDays(period, now);
    // Assess
    expect(days).toEqual({ first, last });
  });

  it('starts this week on the same Sunday when today is Sunday', () => {
    // Act
    const days = periodDays('this-week', local(2025, 1, 12, 8));
    // Assess
    expect(days.first).toEqual(local(2025, 1, 12));
  });
});

describe('filterBounds', () => {
  it('covers whole days, from 00:00 of the first to 23:59:59.999 of the last', () => {
    // Act
    const bounds = filterBounds({ period: 'today', from: '', to: '' }, now);
    // Assess
    expect(bounds).toEqual({ from: local(2025, 1, 15, 0, 0, 0, 0), to: local(2025, 1, 15, 23, 59, 59, 999) });
  });

  it('uses the chosen days of a custom range as whole days, and leaves an empty end open', () => {
    // Act
    const both = filterBounds({ period: 'custom', from: '2025-01-02', to: '2025-01-03' }, now);
    const open = filterBounds({ period: 'custom', from: '2025-01-02', to: '' }, now);
    // Assess
    expect(both).toEqual({ from: local(2025, 1, 2), to: local(2025, 1, 3, 23, 59, 59, 999) });
    expect(open).toEqual({ from: local(2025, 1, 2), to: undefined });
  });
});

describe('filter changes', () => {
  it('starts at all statuses, all health, the last 30 days (what Clear All returns to)', () => {
    // Act
    const filters = defaultFilters(now);
    // Assess
    expect(filters).toEqual({ status: 'all', health: 'all', period: 'last-30-days', from: '2024-12-17', to: '2025-01-15', phone: '' });
  });

  it('shows the days of a chosen period in the date boxes', () => {
    // Act
    const filters = withPeriod(defaultFilters(now), 'last-week', now);
    // Assess
    expect([filters.from, filters.to]).toEqual(['2025-01-05', '2025-01-11']);
  });

  it('switches to custom range when a date is edited', () => {
    // Act
    const filters = withDate(defaultFilters(now), 'from', '2025-01-01');
    // Assess
    expect(filters).toMatchObject({ period: 'custom', from: '2025-01-01', to: '2025-01-15' });
  });

  it('writes local dates as YYYY-MM-DD', () => {
    expect(toDay(local(2025, 3, 9, 23, 59))).toBe('2025-03-09');
  });
});

describe('applyFilters', () => {
  const base: HistoryFilters = { ...defaultFilters(now), period: 'this-week', from: '', to: '' };

  it('keeps calls inside the whole-day bounds, including the first and last millisecond', () => {
    // Prepare
    const logs = [
      call({ id: 'before', callTime: local(2025, 1, 11, 23, 59, 59, 999).toISOString() }),
      call({ id: 'first', callTime: local(2025, 1, 12, 0, 0, 0, 0).toISOString() }),
      call({ id: 'last', callTime: local(2025, 1, 18, 23, 59, 59, 999).toISOString() }),
      call({ id: 'after', callTime: local(2025, 1, 19, 0, 0, 0, 0).toISOString() }),
    ];
    // Act
    const kept = applyFilters(logs, base, now).map((log) => log.id);
    // Assess
    expect(kept).toEqual(['first', 'last']);
  });

  it('applies the call-status filter (the previous version ignored it)', () => {
    // Prepare
    const logs = [call({ id: 'a', status: 'answered' }), call({ id: 'n', status: 'no-answer' }), call({ id: 'i', status: 'initiated' })];
    // Act
    const kept = applyFilters(logs, { ...base, status: 'no-answer' }, now).map((log) => log.id);
    // Assess
    expect(kept).toEqual(['n']);
  });

  it('treats a missing or unusual health status as unknown', () => {
    // Prepare
    const logs = [call({ id: 'g' }), call({ id: 'none', healthStatus: undefined }), call({ id: 'odd', healthStatus: 'fine' })];
    // Act
    const kept = applyFilters(logs, { ...base, health: 'unknown' }, now).map((log) => log.id);
    // Assess
    expect(kept).toEqual(['none', 'odd']);
  });

  it('matches part of the number, however it is typed', () => {
    // Prepare
    const logs = [call({ id: 'mine' }), call({ id: 'other', phoneNumber: '+442079460958' })];
    // Act / Assess
    expect(applyFilters(logs, { ...base, phone: '(416) 555' }, now).map((log) => log.id)).toEqual(['mine']);
    expect(applyFilters(logs, { ...base, phone: '0142' }, now).map((log) => log.id)).toEqual(['mine']);
    expect(applyFilters(logs, { ...base, phone: '  ' }, now)).toHaveLength(2);
  });
});

describe('inTab', () => {
  it('puts answered calls under Answered and no-answer calls under Unanswered', () => {
    // Prepare
    const answered = call({ status: 'answered' });
    const missed = call({ status: 'no-answer' });
    const failed = call({ status: 'failed' });
    // Assess
    expect([inTab(answered, 'answered'), inTab(missed, 'answered')]).toEqual([true, false]);
    expect([inTab(missed, 'unanswered'), inTab(failed, 'unanswered')]).toEqual([true, false]);
    expect([answered, missed, failed].every((log) => inTab(log, 'all'))).toBe(true);
  });
});
