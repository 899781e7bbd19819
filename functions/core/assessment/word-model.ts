import type { HealthStatus } from '../ports/assessment.ts';

// A word model learnt from the labelled calls (multinomial naive Bayes on words and word pairs).
// The phrase rules read what they were written for and miss what is said another way: on the five
// parts each scored once, blind, before any fix (unseen8-12, 675 calls), they caught 70% of the
// emergencies. This model, trained only on the parts written before each one, caught 90%; the two
// together 96% (docs/assessment.md, "The word model"). Naive Bayes because it is counting: training
// is exact and repeatable (the committed model is checked against a fresh training in the tests),
// and reading a call costs a few table lookups.

export const MODEL_CLASSES = ['emergency', 'concerning', 'good', 'unknown'] as const satisfies readonly HealthStatus[];
const SMOOTHING = 0.1;

/** What a model keeps: per class, how many calls and how often each word or word pair was said. */
export interface WordCounts {
  classes: typeof MODEL_CLASSES;
  calls: number[];
  /** feature -> its count in each class, in MODEL_CLASSES order. */
  counts: Record<string, number[]>;
}

/** Words of two letters or more, lower case, as the person said them (accents kept). */
export function wordsOf(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}_]{2,}/gu) ?? [];
}

/** Each word and each pair of neighbouring words. */
export function featuresOf(text: string): string[] {
  const words = wordsOf(text);
  return [...words, ...words.slice(1).map((word, i) => `${words[i]} ${word}`)];
}

export function trainWordModel(calls: { text: string; label: HealthStatus }[]): WordCounts {
  const calls_ = MODEL_CLASSES.map(() => 0);
  const counts = new Map<string, number[]>();
  for (const { text, label } of calls) {
    const k = MODEL_CLASSES.indexOf(label);
    calls_[k]!++;
    for (const feature of featuresOf(text)) {
      const row = counts.get(feature) ?? MODEL_CLASSES.map(() => 0);
      row[k]!++;
      counts.set(feature, row);
    }
  }
  // Sorted, so the same calls always give the same file.
  return { classes: MODEL_CLASSES, calls: calls_, counts: Object.fromEntries([...counts].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) };
}

export interface WordModel {
  logPrior: number[];
  logLikelihood: Map<string, number[]>;
}

export function compileWordModel(model: WordCounts): WordModel {
  const total = model.calls.reduce((a, b) => a + b, 0);
  const features = Object.keys(model.counts).length;
  const perClass = MODEL_CLASSES.map((_, k) => Object.values(model.counts).reduce((sum, row) => sum + row[k]!, 0));
  const logLikelihood = new Map<string, number[]>();
  for (const [feature, row] of Object.entries(model.counts)) {
    logLikelihood.set(feature, row.map((count, k) => Math.log((count + SMOOTHING) / (perClass[k]! + SMOOTHING * features))));
  }
  return { logPrior: model.calls.map((n) => Math.log(n / total)), logLikelihood };
}

/**
 * Each class's log score for the text, and how many of its words and pairs the model knows (words it
 * never saw count for nothing). Without the priors, what the words alone lean to.
 */
function scores(model: WordModel, text: string, withPriors = true): { score: number[]; known: number } {
  const score = withPriors ? [...model.logPrior] : model.logPrior.map(() => 0);
  let known = 0;
  for (const feature of featuresOf(text)) {
    const row = model.logLikelihood.get(feature);
    if (!row) continue;
    known++;
    row.forEach((value, k) => (score[k]! += value));
  }
  return { score, known };
}

/** The probability of each class, in MODEL_CLASSES order; none when the model knows no word of the text. */
export function classify(model: WordModel, text: string): Record<HealthStatus, number> | undefined {
  const { score, known } = scores(model, text);
  if (known === 0) return undefined;
  const top = Math.max(...score);
  const exp = score.map((s) => Math.exp(s - top));
  const sum = exp.reduce((a, b) => a + b, 0);
  return Object.fromEntries(MODEL_CLASSES.map((c, k) => [c, exp[k]! / sum])) as Record<HealthStatus, number>;
}

/** How much more a text's words say `status` than the likeliest other class (priors left out). */
function leaning(model: WordModel, text: string, k: number): number {
  const { score } = scores(model, text, false);
  return score[k]! - Math.max(...score.filter((_, j) => j !== k));
}

/**
 * The person's own words that weigh most towards `status`, for the notes a family reads ("said
 * something that sounds like an emergency (\"...\")"): the phrase between commas or stops that leans
 * most that way, cut to the run of words inside it that leans most when too long to quote.
 */
export function strongestWords(model: WordModel, text: string, status: HealthStatus): string {
  const k = MODEL_CLASSES.indexOf(status);
  const phrases = text.normalize('NFC').split(/[.!?;,:\n]+/).map((p) => p.trim()).filter((p) => wordsOf(p).length > 0);
  if (phrases.length === 0) return '';
  const phrase = phrases.reduce((a, b) => (leaning(model, b, k) > leaning(model, a, k) ? b : a));
  if (phrase.length <= 40) return phrase;
  const words = phrase.split(/\s+/);
  let best = { from: 0, to: 0, lean: -Infinity };
  for (let from = 0; from < words.length; from++) {
    for (let to = from; to < words.length; to++) {
      const run = words.slice(from, to + 1).join(' ');
      // Short enough for the notes to quote it (notes.ts).
      if (run.length > 40) break;
      const lean = leaning(model, run, k);
      if (lean > best.lean) best = { from, to, lean };
    }
  }
  return words.slice(best.from, best.to + 1).join(' ');
}
