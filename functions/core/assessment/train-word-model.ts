// Trains the word model (word-model.ts) on every labelled call of each language and writes
// word-model.<language>.json beside it. Run after adding or relabelling calls; a test fails while the
// committed files differ from a fresh training.
//   npm run train:assessor
import { writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { callLanguages, type CallLanguage } from '@/shared/language.ts';
import { personText } from './person-text.ts';
import { allLabelledSets } from './score-labelled-set.ts';
import { wordModelFile } from './word-model-files.ts';
import { trainWordModel, type WordCounts } from './word-model.ts';

/** The model of one language, trained on all its labelled parts (or all but `leaveOut`, to score it fairly). */
export function trainOn(language: CallLanguage, leaveOut?: string): WordCounts {
  const cases = allLabelledSets().filter((s) => s.language === language && s.part !== leaveOut).flatMap((s) => s.cases);
  return trainWordModel(cases.map((c) => ({ text: personText(c.turns), label: c.label })));
}

/** One feature per line, so a review shows which words a new call added. */
export const serialise = (model: WordCounts) =>
  `{"classes":${JSON.stringify(model.classes)},"calls":${JSON.stringify(model.calls)},"counts":{\n${Object.entries(model.counts)
    .map(([feature, row]) => `${JSON.stringify(feature)}:${JSON.stringify(row)}`)
    .join(',\n')}\n}}\n`;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const language of callLanguages) {
    const model = trainOn(language);
    writeFileSync(wordModelFile(language), serialise(model));
    console.log(`${language}: ${model.calls.reduce((a, b) => a + b, 0)} calls, ${Object.keys(model.counts).length} words and word pairs`);
  }
}
