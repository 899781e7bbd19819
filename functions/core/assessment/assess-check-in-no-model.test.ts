import { describe, expect, it, vi } from 'vitest';
import { installLogSink, type LogAttributes } from '../log.ts';
import { assessCheckIn } from './assess-check-in.ts';

// A package deployed without its word models (functions/capabilities/table.ts FUNCTION_FILES): the
// call is still assessed, by the phrase rules, and the operator is told.
vi.mock('node:fs/promises', () => ({
  readFile: vi.fn(async () => {
    throw Object.assign(new Error("ENOENT: no such file or directory, open '/var/task/word-model.en.json'"), { name: 'ENOENT' });
  }),
}));

describe('the built-in assessment without its word model', () => {
  it('assesses with the phrase rules alone and logs an error, never failing the call', async () => {
    // Prepare
    const errors: [string, LogAttributes][] = [];
    installLogSink({ error: (message, attributes) => errors.push([message, attributes]), warn: () => undefined });

    // Act
    const read = await assessCheckIn([{ speaker: 'person', text: "I fell in the hall and I can't get up" }], 'en');

    // Assess
    expect(read.healthStatus).toBe('emergency');
    expect(read.aiNotes).toBe('Emergency: said they fell and cannot get up.');
    expect(errors).toEqual([['The word model could not be read; the phrase rules alone assessed the call', { language: 'en', error: 'ENOENT' }]]);
  });
});
