import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { callLanguages } from '@/shared/language.ts';
import type { Assessment, TranscriptTurn } from '../ports/assessment.ts';
import type { AssessmentPort } from '../ports/assessment.ts';
import { assessCheckIn, BuiltInAssessor, combineReadings } from './assess-check-in.ts';
import { wordModelFile } from './word-model-files.ts';
import { assessTranscript } from './built-in-assessor.ts';
import { personText } from './person-text.ts';
import { allLabelledSets } from './score-labelled-set.ts';
import { serialise, trainOn } from './train-word-model.ts';
import { classify, compileWordModel, trainWordModel } from './word-model.ts';

const call = (...answers: string[]): TranscriptTurn[] =>
  answers.flatMap((text) => [
    { speaker: 'system' as const, text: 'Hello, this is CareCall with your check-in. How are you feeling today?' },
    { speaker: 'person' as const, text },
  ]);

// A small model with a known vocabulary, so what the combination does is plain to read.
const model = compileWordModel(
  trainWordModel([
    { text: 'floor since last night legs gone cannot get up', label: 'emergency' },
    { text: 'lips gone blue will not wake him', label: 'emergency' },
    { text: 'slept badly knee aching again', label: 'concerning' },
    { text: 'off my food knee aching', label: 'concerning' },
    { text: 'lovely day had my breakfast', label: 'good' },
    { text: 'fine thanks had my tea', label: 'good' },
    { text: 'hello who is this what', label: 'unknown' },
  ]),
);
const rulesSay = (healthStatus: Assessment['healthStatus']): Assessment => ({
  healthStatus,
  aiNotes: 'rules',
  signals: healthStatus === 'good' ? [{ kind: 'wellbeing-positive', severity: 'positive', quote: 'fine' }] : [],
});

describe('the word model', () => {
  it.each(callLanguages)('%s: the committed model is what training on the labelled calls gives now (npm run train:assessor)', (language) => {
    // Prepare
    const committed = readFileSync(wordModelFile(language), 'utf8');

    // Act
    const fresh = serialise(trainOn(language));

    // Assess
    expect(committed === fresh, `word-model.${language}.json is stale: run npm run train:assessor`).toBe(true);
  });

  // The model is trained on every part, so each part is read here by a model trained without it:
  // what it adds is measured on calls it never saw (unseen13's rules still miss some; this holds it).
  // unseen15's misses (no urine since yesterday, a stoma with nothing out ...) are now read by the rules.
  // unseen16-18's misses (a plan to end it told calmly, a CO2 narcosis, a man going back to the bridge) are now read by the rules.
  // unseen20's miss (a black toe with a fever, es) is now read by the rules.
  // unseen21's misses (a lost count of paracetamol, methotrexate taken daily with sores and a fever, a
  // black curtain over one eye) are now read by the rules.
  // unseen24's misses (a milky eye after a cataract, a stoma gone dark with a fever, clots in the catheter)
  // are now read by the rules.
  // unseen25's miss (a gun brought down from the attic, "ce serait plus simple pour tout le monde") is now read by the rules.
  // unseen29's miss in English (a week without heating, muddled and too weak to get up) is now read by the rules.
  // unseen31's French miss (an eye gone black an hour after an injection the doctor had said went well) is now read by the rules.
  // unseen41's English miss (bright red blood coughed up) and unseen42's (black stools with the room going grey, en; a
  // sudden stabbing belly pain, fr) are now read by the rules.
  // unseen43's misses (a fit that does not stop, fr, missed by a model trained with unseen44) are now read by the rules.
  const NOT_YET: string[] = [];
  it.each(allLabelledSets().filter((s) => !NOT_YET.includes(s.part)).map((s) => [`${s.language} · ${s.part}`, s] as const))(
    '%s: every emergency is caught by the rules raised by a model trained without this part',
    (_, { language, part, cases }) => {
      // Prepare
      const rulesMissed = cases
        .filter((c) => c.label === 'emergency')
        .map((c) => ({ c, rules: assessTranscript(c.turns, language) }))
        .filter(({ rules }) => rules.healthStatus !== 'emergency');
      // The model only raises (tested below), so an emergency the rules read stays one: a model is
      // trained (a second or so each, 130 parts) only for a part whose emergencies the rules miss.
      const model = rulesMissed.length > 0 ? compileWordModel(trainOn(language, part)) : undefined;

      // Act
      const missed = rulesMissed
        .filter(({ c, rules }) => !model || combineReadings(rules, model, c.turns).healthStatus !== 'emergency')
        .map(({ c }) => `${c.id}: ${personText(c.turns).slice(0, 80)}`);

      // Assess
      expect(missed).toEqual([]);
    },
  );

  it('reads the class whose words a call shares, as probabilities', () => {
    // Act
    const p = classify(model, 'been on the floor since last night')!;

    // Assess
    expect(p.emergency).toBeGreaterThan(0.5);
    expect(p.emergency + p.concerning + p.good + p.unknown).toBeCloseTo(1, 9);
  });
});

describe('the built-in assessment after the call (rules, then the word model)', () => {
  it('raises what the rules read as good to an emergency the model hears, quoting the words', () => {
    // Act
    const read = combineReadings(rulesSay('good'), model, call('well I am on the floor since last night, legs gone'));

    // Assess
    expect(read.healthStatus).toBe('emergency');
    expect(read.aiNotes).toMatch(/^Emergency: said something that sounds like an emergency \("[^"]*floor since last night[^"]*"\)/);
    expect(read.signals[0]).toMatchObject({ kind: 'sounds-like-emergency', severity: 'emergency' });
  });

  it('raises a good reading to a concern the model hears', () => {
    // Act
    const read = combineReadings(rulesSay('good'), model, call('slept badly, the knee is aching again'));

    // Assess
    expect(read.healthStatus).toBe('concerning');
    expect(read.aiNotes).toBe("Some concern: said something worth checking (\"the knee is aching again\"). Otherwise feeling well.");
  });

  it('never lowers: an emergency the rules read stays one whatever the model reads', () => {
    // Act
    const read = combineReadings(rulesSay('emergency'), model, call('lovely day, fine thanks, had my breakfast'));

    // Assess
    expect(read.healthStatus).toBe('emergency');
    expect(read.aiNotes).toBe('rules');
  });

  it('never makes a call good that the rules could not read, nor unclear one they understood', () => {
    // Act
    const unread = combineReadings(rulesSay('unknown'), model, call('lovely day had my breakfast'));
    const understood = combineReadings(rulesSay('good'), model, call('hello who is this what'));

    // Assess
    expect(unread.healthStatus).toBe('unknown');
    expect(understood.healthStatus).toBe('good');
  });

  it('leaves a call whose words the model never saw to the rules', () => {
    // Act
    const read = combineReadings(rulesSay('concerning'), model, call('zzz qqq'));

    // Assess
    expect(read.healthStatus).toBe('concerning');
  });

  it.each([
    ['en', "I'm fine in meself. Only I'm down on the kitchen floor since teatime, can't get up."],
    ['es', 'Estoy bien, pero me he caído y no me puedo levantar del suelo.'],
    ['fr', "Ça va, mais je suis tombée et je ne peux pas me relever."],
  ] as const)('%s: with the trained model, the floor holds (I fell and I can\'t get up stays an emergency)', async (language, said) => {
    // Act
    const read = await assessCheckIn(call(said), language);

    // Assess
    expect(read.healthStatus).toBe('emergency');
    expect(assessTranscript(call(said), language).healthStatus).toBe('emergency');
  });

  it('is the AssessmentPort of the local twin and of the Bedrock fallback, reading in the call\'s language', async () => {
    // Prepare
    const assessor: AssessmentPort = new BuiltInAssessor();

    // Act
    const read = await assessor.assess(call('Me he caído en el baño y no me puedo levantar.'), { language: 'es' });

    // Assess
    expect(read.healthStatus).toBe('emergency');
    expect(read.aiNotes).toBe('Emergency: said they fell and cannot get up.');
  });
});
