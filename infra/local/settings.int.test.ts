// In the integration project: the only one that runs tests under infra/local (vitest.config.ts).
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readLocalSettings } from './settings.ts';

// `.env.example` promises safe local defaults: copying it to .env must change nothing of the twin.
const example = Object.fromEntries(
  readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
);

describe("the local twin's settings", () => {
  it('default to what .env.example lists', () => {
    const { twilioAuthToken, ...defaults } = readLocalSettings({});
    const { twilioAuthToken: exampleToken, ...fromExample } = readLocalSettings(example);
    expect(fromExample).toEqual(defaults);
    expect(defaults).toMatchObject({ host: '127.0.0.1', port: 3000, tableName: 'carecall-local', waitScale: 1 });
    expect(twilioAuthToken).toBeUndefined();
    expect(exampleToken).toBe('local-simulator-token');
  });

  it('name the variable that is wrong', () => {
    expect(() => readLocalSettings({ PORT: 'http' })).toThrow(/PORT/);
    expect(() => readLocalSettings({ LOCAL_WAIT_SCALE: '0' })).toThrow(/LOCAL_WAIT_SCALE/);
  });
});
