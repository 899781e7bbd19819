import { combineReadings, modelReading } from '@/functions/core/assessment/assess-check-in.ts';
import { assessTranscript } from '@/functions/core/assessment/built-in-assessor.ts';
import { personText } from '@/functions/core/assessment/person-text.ts';
import { allLabelledSets, scorePredictions } from '@/functions/core/assessment/score-labelled-set.ts';
import { trainOn } from '@/functions/core/assessment/train-word-model.ts';
import { compileWordModel } from '@/functions/core/assessment/word-model.ts';

// The word model (core/assessment/word-model.ts) scored fairly: for each part, a model trained on
// every other part, so it has never seen the calls it reads. "Rules" are the phrase rules as they
// are now (tuned on these parts after their first scores, so their figures flatter them); the
// blind comparison, rules and model each as they were before a part was written, is in
// docs/assessment.md ("The word model").

export function benchWordModelScores(): void {
  console.log('\n## Word model, each part read by a model trained without it (per language)\n');
  console.log('accuracy · emergency recall · false emergencies, of the part\'s cases\n');
  console.log('| language · part | cases | phrase rules now | word model alone (part left out) | rules + model (part left out) |');
  console.log('|---|---:|---|---|---|');
  for (const { language, part, cases } of allLabelledSets()) {
    const model = compileWordModel(trainOn(language, part));
    const rules = cases.map((c) => assessTranscript(c.turns, language));
    const alone = cases.map((c, i) => modelReading(model, personText(c.turns)) ?? rules[i]!.healthStatus);
    const both = cases.map((c, i) => combineReadings(rules[i]!, model, c.turns).healthStatus);
    const cell = (predicted: typeof alone) => {
      const score = scorePredictions(cases, predicted);
      return `${(score.accuracy * 100).toFixed(1)}% · ${(score.emergencyRecall * 100).toFixed(1)}% · ${score.falseEmergencies}`;
    };
    console.log(`| ${language} · ${part} | ${cases.length} | ${cell(rules.map((r) => r.healthStatus))} | ${cell(alone)} | ${cell(both)} |`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) benchWordModelScores();
