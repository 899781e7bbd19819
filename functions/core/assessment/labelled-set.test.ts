import { describe, expect, it } from 'vitest';
import type { HealthStatus } from './assessment.ts';
import { assessTranscript } from './built-in-assessor.ts';
import { loadLabelledSet, scoreLabelledSet } from './score-labelled-set.ts';

const cases = loadLabelledSet();
const emergencies = cases.filter((c) => c.label === 'emergency');

describe('the labelled transcript set', () => {
  it('holds enough cases of every label, each with its own id', () => {
    // Prepare
    const count = (label: HealthStatus) => cases.filter((c) => c.label === label).length;

    // Act
    const ids = new Set(cases.map((c) => c.id));

    // Assess
    expect(cases.length).toBeGreaterThanOrEqual(80);
    expect(count('emergency')).toBeGreaterThanOrEqual(25);
    expect(count('good')).toBeGreaterThanOrEqual(20);
    expect(count('concerning')).toBeGreaterThanOrEqual(20);
    expect(count('unknown')).toBeGreaterThanOrEqual(10);
    expect(ids.size).toBe(cases.length);
  });

  it('covers every kind of emergency the issue names', () => {
    // Prepare
    const found = emergencies.flatMap((c) => assessTranscript(c.turns).signals.filter((s) => s.severity === 'emergency'));
    const has = (kinds: string[], quote?: RegExp) => found.some((s) => kinds.includes(s.kind) && (!quote || quote.test(s.quote)));

    // Act
    const covered = {
      fall: has(['fall']),
      cannotGetUp: has(['cannot-get-up']),
      chestPain: has(['chest-pain']),
      breathing: has(['breathing']),
      stroke: has(['stroke']),
      overdose: has(['overdose']),
      bleeding: has(['bleeding']),
      fire: has(['fire']),
      intruder: has(['intruder']),
      wantingToDie: has(['self-harm']),
      help: has(['help-request'], /help/i),
      ambulance: has(['help-request'], /ambul/i),
    };

    // Assess
    expect(Object.entries(covered).filter(([, yes]) => !yes).map(([kind]) => kind)).toEqual([]);
  });

  it('finds every emergency (recall 100%)', () => {
    // Act
    const score = scoreLabelledSet(cases);

    // Assess
    const missed = score.misses.filter((m) => m.label === 'emergency').map((m) => `${m.id} (assessed ${m.predicted})`);
    expect(missed).toEqual([]);
    expect(score.perClass.emergency.recall).toBe(1);
  });

  it.each(emergencies.map((c) => [c.id, c] as const))('finds the emergency in %s', (_id, c) => {
    // Act
    const assessment = assessTranscript(c.turns);

    // Assess
    expect(assessment.healthStatus).toBe('emergency');
  });

  it('never calls a good case an emergency', () => {
    // Act
    const score = scoreLabelledSet(cases);

    // Assess
    const alarmed = score.misses.filter((m) => m.label === 'good' && m.predicted === 'emergency').map((m) => m.id);
    expect(alarmed).toEqual([]);
  });

  it('is right on at least 90% of the cases', () => {
    // Act
    const score = scoreLabelledSet(cases);

    // Assess
    expect(score.accuracy, `misclassified: ${score.misses.map((m) => `${m.id} (${m.label} → ${m.predicted})`).join(', ')}`).toBeGreaterThanOrEqual(0.9);
  });

  it('writes short notes for every case, never the transcript itself', () => {
    // Act
    const written = cases.map((c) => ({ c, notes: assessTranscript(c.turns).aiNotes }));

    // Assess
    for (const { c, notes } of written) {
      const person = c.turns.filter((t) => t.speaker === 'person').map((t) => t.text.trim()).filter((t) => t.length > 40);
      expect(notes.length, c.id).toBeLessThanOrEqual(200);
      expect(notes.split(/(?<=\.)\s+(?=[A-Z])/).length, c.id).toBeLessThanOrEqual(3);
      for (const text of person) expect(notes, c.id).not.toContain(text);
    }
  });
});
