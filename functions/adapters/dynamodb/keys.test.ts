import { describe, expect, it } from 'vitest';
import { activeScheduleShards, keys, scheduleShard } from './keys.ts';
import { newId } from '../../core/ids.ts';

describe('the active-schedule shards', () => {
  it('puts the same schedule in the same shard every time', () => {
    const id = newId();
    expect(new Set(Array.from({ length: 5 }, () => scheduleShard(id, 16))).size).toBe(1);
    expect(keys.activeSchedulesShard(scheduleShard(id, 16))).toMatch(/^ACTIVE_SCHEDULES#([0-9]|1[0-5])$/);
  });

  it('spreads schedules over every shard, none holding twice its share', () => {
    const counts = new Array<number>(16).fill(0);
    for (let i = 0; i < 16_000; i++) counts[scheduleShard(newId(), 16)]!++;
    expect(Math.min(...counts)).toBeGreaterThan(500);
    expect(Math.max(...counts)).toBeLessThan(2000);
  });

  it('honours ACTIVE_SCHEDULE_SHARDS, defaults to 16, and refuses a count that is not a whole number', () => {
    expect(activeScheduleShards({})).toBe(16);
    expect(activeScheduleShards({ ACTIVE_SCHEDULE_SHARDS: '4' })).toBe(4);
    const shards = new Set(Array.from({ length: 400 }, () => scheduleShard(newId(), activeScheduleShards({ ACTIVE_SCHEDULE_SHARDS: '4' }))));
    expect([...shards].sort()).toEqual([0, 1, 2, 3]);
    expect(() => activeScheduleShards({ ACTIVE_SCHEDULE_SHARDS: '0' })).toThrow('ACTIVE_SCHEDULE_SHARDS must be a whole number from 1 to 1000, not "0"');
    expect(() => activeScheduleShards({ ACTIVE_SCHEDULE_SHARDS: 'lots' })).toThrow(/not "lots"/);
  });
});
