import { readFile } from 'node:fs/promises';
import type { CallLanguage } from '@/shared/language.ts';
import { errorName, log } from '../log.ts';
import type { AssessOptions, Assessment, AssessmentPort, HealthStatus, Signal, TranscriptTurn } from '../ports/assessment.ts';
import { assessTranscript } from './built-in-assessor.ts';
import { writeNotes } from './notes.ts';
import { personText } from './person-text.ts';
import { classify, compileWordModel, MODEL_CLASSES, strongestWords, type WordCounts, type WordModel } from './word-model.ts';
import { wordModelFile } from './word-model-files.ts';

// The built-in assessment after the call: the phrase rules, then the word model learnt from the
// labelled calls (word-model.ts) for what the rules were never written for. The model only ever
// makes a reading more worrying: an emergency the rules read stays one (docs/safety.md), `good`
// stays only when both readings agree, and a call the model knows no word of is left to the rules.
// During the call the rules alone decide (call-webhooks.ts): a plainly stated emergency ends the
// questions at once, and a guess must not tell someone who is well that their family is being rung.

/** How worrying a reading is: emergency, concerning, unclear, good. */
const WORRY: Record<HealthStatus, number> = { emergency: 3, concerning: 2, unknown: 1, good: 0 };
/** The model's emergency needs at least this probability (measured: docs/assessment.md). */
export const EMERGENCY_PROBABILITY = 0.5;

const compiled = new Map<CallLanguage, Promise<WordModel>>();

/** Each language's model is read the first time a call in it is assessed. */
export function wordModelOf(language: CallLanguage): Promise<WordModel> {
  let model = compiled.get(language);
  if (!model) {
    model = readFile(wordModelFile(language), 'utf8').then((text) => compileWordModel(JSON.parse(text) as WordCounts));
    // A failed read is tried again on the next call, not remembered.
    model.catch(() => compiled.delete(language));
    compiled.set(language, model);
  }
  return model;
}

/** What the word model reads on its own, or nothing when it knows none of the words said. */
export function modelReading(model: WordModel, text: string): HealthStatus | undefined {
  const p = classify(model, text);
  if (!p) return undefined;
  if (p.emergency >= EMERGENCY_PROBABILITY) return 'emergency';
  return MODEL_CLASSES.filter((c) => c !== 'emergency').reduce((a, b) => (p[b] > p[a] ? b : a));
}

/** The rules' assessment, made more worrying where the model reads more worry; never less. */
export function combineReadings(rules: Assessment, model: WordModel, turns: readonly TranscriptTurn[]): Assessment {
  const text = personText(turns);
  const read = modelReading(model, text);
  // Only to a concern or an emergency: a model's `unknown` beside words the rules understood would
  // tell the family "nothing relevant was said" about a call that said something.
  if (!read || read === 'unknown' || WORRY[read] <= WORRY[rules.healthStatus]) return rules;
  const quote = strongestWords(model, text, read);
  const added: Signal = read === 'emergency' ? { kind: 'sounds-like-emergency', severity: 'emergency', quote } : { kind: 'sounds-like-concern', severity: 'concern', quote };
  const signals = [added, ...rules.signals];
  return { ...rules, healthStatus: read, aiNotes: writeNotes(read, signals), signals };
}

export async function assessCheckIn(turns: TranscriptTurn[], language: CallLanguage = 'en'): Promise<Assessment> {
  const rules = assessTranscript(turns, language);
  try {
    return combineReadings(rules, await wordModelOf(language), turns);
  } catch (error) {
    // Without its model the assessment is the rules' alone: still a reading, never none.
    log.error('The word model could not be read; the phrase rules alone assessed the call', { language, error: errorName(error) });
    return rules;
  }
}

/** The built-in assessor: locally, and in the cloud whenever Bedrock fails. */
export class BuiltInAssessor implements AssessmentPort {
  async assess(turns: TranscriptTurn[], options: AssessOptions = {}): Promise<Assessment> {
    return assessCheckIn(turns, options.language);
  }
}
