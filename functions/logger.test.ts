import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from './core/log.ts';
import './logger.ts';

describe("core's reports", () => {
  afterEach(() => vi.restoreAllMocks());

  it('go through the Powertools logger once it is loaded: one JSON line, service carecall', () => {
    const lines: string[] = [];
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => (lines.push(String(chunk)), true));

    log.error('Alert email failed', { operation: 'AlertEmail', callLogId: 'c1', error: 'MessageRejected' });

    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      expect.objectContaining({ level: 'ERROR', service: 'carecall', message: 'Alert email failed', callLogId: 'c1', error: 'MessageRejected' }),
    ]);
  });
});
