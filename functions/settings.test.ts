import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFunctionSettings, requiredSetting, SETTING } from './settings.ts';

describe('the functions settings', () => {
  it('have the local defaults when nothing is set', () => {
    expect(readFunctionSettings({})).toEqual({ appOrigins: [], cookieSecure: false, supportEmail: undefined, activeScheduleShards: 16 });
  });

  it('read the origins as the origin check compares them, the cookie flag and the shards', () => {
    const env = { APP_ORIGIN: 'https://d1.cloudfront.net/, https://carecall.example', COOKIE_SECURE: 'true', ACTIVE_SCHEDULE_SHARDS: '32' };
    expect(readFunctionSettings(env)).toMatchObject({
      appOrigins: ['https://d1.cloudfront.net', 'https://carecall.example'],
      cookieSecure: true,
      activeScheduleShards: 32,
    });
  });

  it('name the variable that is wrong or missing', () => {
    expect(() => readFunctionSettings({ ACTIVE_SCHEDULE_SHARDS: '0' })).toThrow(/ACTIVE_SCHEDULE_SHARDS/);
    expect(() => readFunctionSettings({ COOKIE_SECURE: 'yes' })).toThrow(/COOKIE_SECURE/);
    expect(() => requiredSetting({}, SETTING.tableName)).toThrow('Setting TABLE_NAME is missing');
    expect(requiredSetting({ TABLE_NAME: 't' }, SETTING.tableName)).toBe('t');
  });
});

describe('.env.example', () => {
  it('lists every variable the functions read', () => {
    const listed = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const missing = Object.values(SETTING).filter((name) => !new RegExp(`\\b${name}\\b`).test(listed));
    expect(missing).toEqual([]);
  });
});
