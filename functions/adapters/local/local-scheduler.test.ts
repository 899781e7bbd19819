import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CheckInTriggerInput } from '../../core/model.ts';
import { LocalScheduler } from './local-scheduler.ts';

const trigger = (name: string, at: Date) => ({
  name,
  scheduleId: name,
  at: at.toISOString(),
  input: { kind: 'scheduled', userId: 'u1', scheduleId: name, slot: at.toISOString() } as CheckInTriggerInput,
});

afterEach(() => {
  vi.useRealTimers();
});

describe('local scheduler', () => {
  it('fires a trigger at its time, once, and forgets it', async () => {
    const scheduler = new LocalScheduler();
    const fired: CheckInTriggerInput[] = [];
    scheduler.setFireHandler(async (input) => (fired.push(input), { executionId: 'e1' }));

    await scheduler.arm(trigger('soon', new Date(Date.now() + 50)));
    await vi.waitFor(() => expect(fired).toHaveLength(1), { timeout: 2000 });

    expect(fired[0]!.scheduleId).toBe('soon');
    expect(scheduler.list()).toEqual([]);
  });

  it('moving a trigger replaces it: only the new time fires', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') });
    const scheduler = new LocalScheduler();
    const fired: string[] = [];
    scheduler.setFireHandler(async (input) => (fired.push(input.slot), { executionId: 'e' }));

    await scheduler.arm(trigger('s1', new Date('2026-11-21T10:05:00Z')));
    await scheduler.arm(trigger('s1', new Date('2026-11-21T11:00:00Z')));
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(60 * 60_000);

    expect(fired).toEqual(['2026-11-21T11:00:00.000Z']);
    expect(scheduler.list()).toEqual([]);
  });

  it('waits longer than the 24.8-day timer limit without firing early', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-01T00:00:00Z') });
    const scheduler = new LocalScheduler();
    const fired: string[] = [];
    scheduler.setFireHandler(async (input) => (fired.push(input.slot), { executionId: 'e' }));

    await scheduler.arm(trigger('monthly', new Date('2026-11-30T09:00:00Z')));
    await vi.advanceTimersByTimeAsync(25 * 24 * 3600_000);
    expect(fired).toEqual([]);
    await vi.advanceTimersByTimeAsync(5 * 24 * 3600_000);

    expect(fired).toEqual(['2026-11-30T09:00:00.000Z']);
  });

  it('disarming removes the trigger; firing an unknown one returns nothing', async () => {
    const scheduler = new LocalScheduler();
    scheduler.setFireHandler(async () => ({ executionId: 'never' }));
    await scheduler.arm(trigger('gone', new Date(Date.now() + 3600_000)));

    await scheduler.disarm('gone');
    await scheduler.disarm('gone');

    expect(scheduler.list()).toEqual([]);
    expect(await scheduler.fire('gone')).toBeUndefined();
    scheduler.close();
  });
});
