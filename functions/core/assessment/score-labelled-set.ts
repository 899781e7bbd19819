import { pathToFileURL } from 'node:url';
import type { HealthStatus, TranscriptTurn } from './assessment.ts';
import { assessTranscript } from './built-in-assessor.ts';
import labelled from './labelled-transcripts.json' with { type: 'json' };

// Scores the built-in assessor against the labelled transcripts kept beside it. `npm run bench`
// calls scoreLabelledSet(); run this file directly for the markdown table:
//   npx tsx functions/core/assessment/score-labelled-set.ts

export const CLASSES = ['emergency', 'concerning', 'good', 'unknown'] as const satisfies readonly HealthStatus[];

export interface LabelledCase {
  id: string;
  label: HealthStatus;
  turns: TranscriptTurn[];
  /** Why the label is what it is, where a reviewer might ask. */
  note?: string;
}

export interface ClassScore {
  precision: number;
  recall: number;
  /** How many cases carry this label. */
  support: number;
}

export interface LabelledSetScore {
  cases: number;
  accuracy: number;
  perClass: Record<HealthStatus, ClassScore>;
  /** confusion[label][predicted] = number of cases. */
  confusion: Record<HealthStatus, Record<HealthStatus, number>>;
  /** Every case whose prediction differs from its label. */
  misses: { id: string; label: HealthStatus; predicted: HealthStatus }[];
  /** Mean time to assess one transcript, in milliseconds. */
  msPerTranscript: number;
}

const isClass = (value: unknown): value is HealthStatus => CLASSES.includes(value as HealthStatus);
const isTurn = (value: unknown): value is TranscriptTurn => {
  const turn = value as TranscriptTurn | null;
  return typeof turn === 'object' && turn !== null && (turn.speaker === 'system' || turn.speaker === 'person') && typeof turn.text === 'string';
};

/** The labelled set, checked: a malformed case fails loudly rather than being scored wrongly. */
export function loadLabelledSet(raw: unknown = labelled): LabelledCase[] {
  if (!Array.isArray(raw)) throw new Error('labelled-transcripts.json must hold an array');
  return raw.map((item: unknown, i) => {
    const c = item as Partial<LabelledCase> | null;
    if (!c || typeof c.id !== 'string' || !isClass(c.label) || !Array.isArray(c.turns) || !c.turns.every(isTurn) || (c.note !== undefined && typeof c.note !== 'string')) {
      throw new Error(`labelled case #${i} (${String(c?.id)}) is malformed`);
    }
    return { id: c.id, label: c.label, turns: c.turns, ...(c.note !== undefined ? { note: c.note } : {}) };
  });
}

const ratio = (numerator: number, denominator: number) => (denominator === 0 ? 1 : numerator / denominator);

export function scoreLabelledSet(cases: LabelledCase[] = loadLabelledSet()): LabelledSetScore {
  const confusion = Object.fromEntries(CLASSES.map((l) => [l, Object.fromEntries(CLASSES.map((p) => [p, 0]))])) as LabelledSetScore['confusion'];
  const misses: LabelledSetScore['misses'] = [];
  const started = performance.now();
  for (const c of cases) {
    const predicted = assessTranscript(c.turns).healthStatus;
    confusion[c.label][predicted]++;
    if (predicted !== c.label) misses.push({ id: c.id, label: c.label, predicted });
  }
  const elapsed = performance.now() - started;

  const perClass = Object.fromEntries(
    CLASSES.map((k) => {
      const truePositives = confusion[k][k];
      const predictedAs = CLASSES.reduce((sum, l) => sum + confusion[l][k], 0);
      const support = CLASSES.reduce((sum, p) => sum + confusion[k][p], 0);
      return [k, { precision: ratio(truePositives, predictedAs), recall: ratio(truePositives, support), support }];
    }),
  ) as LabelledSetScore['perClass'];

  return {
    cases: cases.length,
    accuracy: ratio(cases.length - misses.length, cases.length),
    perClass,
    confusion,
    misses,
    msPerTranscript: cases.length === 0 ? 0 : elapsed / cases.length,
  };
}

const pct = (value: number) => `${(value * 100).toFixed(1)}%`;

export function formatScoreTable(score: LabelledSetScore): string {
  const lines = [
    `## Built-in assessor on the labelled set (${score.cases} transcripts)`,
    '',
    `Accuracy: ${pct(score.accuracy)} · ${score.msPerTranscript.toFixed(3)} ms per transcript`,
    '',
    '| class | precision | recall | cases |',
    '| --- | ---: | ---: | ---: |',
    ...CLASSES.map((k) => `| ${k} | ${pct(score.perClass[k].precision)} | ${pct(score.perClass[k].recall)} | ${score.perClass[k].support} |`),
    '',
    `| label \\ predicted | ${CLASSES.join(' | ')} |`,
    `| --- | ${CLASSES.map(() => '---:').join(' | ')} |`,
    ...CLASSES.map((l) => `| ${l} | ${CLASSES.map((p) => score.confusion[l][p]).join(' | ')} |`),
  ];
  if (score.misses.length > 0) {
    lines.push('', 'Misclassified:', ...score.misses.map((m) => `- ${m.id}: labelled ${m.label}, assessed ${m.predicted}`));
  }
  return lines.join('\n');
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) console.log(formatScoreTable(scoreLabelledSet()));
