import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TranscriptTurn } from '../ports/assessment.ts';
import { assessTranscript } from './built-in-assessor.ts';
import { loadLabelledSet } from './score-labelled-set.ts';

const FEELING = 'Hello, this is CareCall with your check-in. How are you feeling today? You can press 1 if you are fine.';
const SYMPTOMS = 'Have you had any pain, dizziness or a fall since we last spoke?';
const ROUTINE = 'Have you taken your medication, and have you been eating and sleeping well?';
const NEEDS = 'Is there anything you need?';

const system = (text: string): TranscriptTurn => ({ speaker: 'system', text });
const person = (text: string): TranscriptTurn => ({ speaker: 'person', text });
/** The person's answer to one question. */
const answer = (text: string, question = FEELING) => [system(question), person(text)];
const kinds = (turns: TranscriptTurn[]) => assessTranscript(turns).signals.map((s) => `${s.kind}:${s.severity}`);

describe('assessTranscript', () => {
  describe('negation', () => {
    it.each([
      ['No pain.', SYMPTOMS],
      ['I did not fall.', SYMPTOMS],
      ["I haven't fallen, thank goodness.", SYMPTOMS],
      ['No pain, dizziness or falls.', SYMPTOMS],
      ['Not dizzy, no pain either.', SYMPTOMS],
      ['No help needed.', NEEDS],
      ["I don't need an ambulance, I'm fine.", FEELING],
      ['Never felt better!', FEELING],
      ["My chest isn't tight, it's fine.", SYMPTOMS],
      ['A fall? No. Pain? No.', SYMPTOMS],
    ])('reads %j as reassuring', (text, question) => {
      // Act
      const assessment = assessTranscript(answer(text, question));

      // Assess
      expect(assessment.healthStatus).toBe('good');
      expect(assessment.signals.every((s) => s.severity === 'positive')).toBe(true);
    });

    it.each([
      ["I can't get up.", 'cannot-get-up'],
      ['I cannot breathe.', 'breathing'],
      ['i cant breathe', 'breathing'],
      ["I can't feel my arm.", 'stroke'],
      ["I don't want to live anymore.", 'self-harm'],
      ['No one is helping me, I fell.', 'fall'],
      ['no one is helping me i fell', 'fall'],
      ['Not dizzy, but my chest hurts.', 'chest-pain'],
      ['No pain, but I fell over in the garden.', 'fall'],
      ["I'm not going to lie, I fell this morning.", 'fall'],
      ["I don't think I can get up.", 'cannot-get-up'],
      ['The bleeding won’t stop.', 'bleeding'],
    ])('does not let a negation hide the emergency in %j', (text, kind) => {
      // Act
      const assessment = assessTranscript(answer(text));

      // Assess
      expect(assessment.healthStatus).toBe('emergency');
      expect(assessment.signals.map((s) => s.kind)).toContain(kind);
    });

    it.each([
      ["I didn't take my pills.", ROUTINE, 'missed-medication'],
      ["I haven't eaten since yesterday.", ROUTINE, 'not-eating'],
      ["I couldn't sleep at all.", ROUTINE, 'poor-sleep'],
      ['Not feeling great, to be honest.', FEELING, 'unwell'],
      ["I don't feel good.", FEELING, 'unwell'],
    ])('turns a negated reassurance into a concern: %j', (text, question, kind) => {
      // Act
      const assessment = assessTranscript(answer(text, question));

      // Assess
      expect(assessment.healthStatus).toBe('concerning');
      expect(assessment.signals.map((s) => s.kind)).toContain(kind);
    });
  });

  describe('whose words are assessed', () => {
    it('ignores the system, whose questions mention falls, chest pain, help and ambulances', () => {
      // Prepare
      const turns = [
        system('If you have had a fall, chest pain or cannot breathe, say help or ambulance.'),
        person('Fine, thank you.'),
        system(SYMPTOMS),
        person('No.'),
      ];

      // Act
      const assessment = assessTranscript(turns);

      // Assess
      expect(assessment.healthStatus).toBe('good');
      expect(assessment.signals.some((s) => s.severity !== 'positive')).toBe(false);
    });

    it('says unknown when only the system spoke', () => {
      // Act
      const assessment = assessTranscript([system(SYMPTOMS), system('I did not hear you. Have you had a fall?')]);

      // Assess
      expect(assessment).toMatchObject({ healthStatus: 'unknown', signals: [] });
    });

    it("ignores the system's question echoed into the person's turn", () => {
      // Act
      const assessment = assessTranscript(answer(`${SYMPTOMS} No, none of that.`, SYMPTOMS));

      // Assess
      expect(assessment.healthStatus).toBe('good');
    });

    it('treats someone else’s old trouble as not about the person', () => {
      // Act
      const assessment = assessTranscript(answer("My friend had a fall last year but I'm fine."));

      // Assess
      expect(assessment.healthStatus).toBe('good');
    });

    it('still calls an emergency happening to someone else at home, and says so', () => {
      // Act
      const assessment = assessTranscript(answer("My husband fell and he can't get up."));

      // Assess
      expect(assessment.healthStatus).toBe('emergency');
      expect(assessment.signals.filter((s) => s.severity === 'emergency')).toEqual(expect.arrayContaining([
        expect.objectContaining({ kind: 'cannot-get-up', aboutSomeoneElse: true }),
      ]));
    });
  });

  describe('nothing to assess', () => {
    it.each([
      ['an empty transcript', [], 'No answer could be assessed: nothing was said.'],
      ['empty answers', [system(FEELING), person(''), system(FEELING), person('   ')], 'No answer could be assessed: nothing was said.'],
      ['silence and noise', [system(FEELING), person('[silence]'), system(FEELING), person('(inaudible)')], 'No answer could be assessed: only silence or background noise was heard.'],
      ['nothing relevant', answer('Hello? Who is this? I think you have the wrong number.'), 'No answer could be assessed: nothing relevant was said.'],
      ['a voicemail greeting', answer("You've reached Margaret, I can't come to the phone, please leave a message."), 'No answer could be assessed: nothing relevant was said.'],
      ['a key other than 1', answer('[pressed 5]'), 'No answer could be assessed: nothing relevant was said.'],
    ] as const)('says unknown for %s', (_case, turns, notes) => {
      // Act
      const assessment = assessTranscript([...turns]);

      // Assess
      expect(assessment).toEqual({ healthStatus: 'unknown', aiNotes: notes, signals: [] });
    });

    it('survives malformed turns', () => {
      // Prepare
      const turns = [person(null as unknown as string), { speaker: 'person', text: 42 } as unknown as TranscriptTurn, person('Fine thanks.')];

      // Act
      const assessment = assessTranscript(turns);

      // Assess
      expect(assessment.healthStatus).toBe('good');
    });
  });

  describe('key presses and bare answers', () => {
    it('reads "[pressed 1]" as "I am fine"', () => {
      // Act
      const assessment = assessTranscript(answer('[pressed 1]'));

      // Assess
      expect(assessment).toMatchObject({ healthStatus: 'good', aiNotes: 'Doing well: pressed 1 for "I am fine".' });
    });

    it('does not let a key press outweigh an emergency said afterwards', () => {
      // Act
      const assessment = assessTranscript([...answer('[pressed 1]'), ...answer('Actually I fell on the stairs.', SYMPTOMS)]);

      // Assess
      expect(assessment.healthStatus).toBe('emergency');
    });

    it.each([
      ['No.', SYMPTOMS, ['no-pain:positive', 'no-dizziness:positive', 'no-fall:positive']],
      ['Yes.', SYMPTOMS, ['symptoms:concern']],
      ['Yes.', 'Have you had a fall today?', ['fall:emergency']],
      ['Yes, all of it.', ROUTINE, ['medication-taken:positive', 'eating:positive', 'sleeping:positive']],
      ['No, not yet.', 'Have you taken your medication today?', ['missed-medication:concern']],
      ['No thanks, love.', NEEDS, ['no-needs:positive']],
      ['Yes please.', NEEDS, ['needs-something:concern']],
      ['Yes? Hello?', FEELING, []],
    ])('reads the bare answer %j against the question %j', (text, question, expected) => {
      // Act / Assess
      expect(kinds(answer(text, question))).toEqual(expected);
    });
  });

  describe('idioms', () => {
    it.each([
      'I fell asleep in my chair.',
      "I'm dying to see my grandson.",
      "I've got the fire on, lovely and cosy.",
      'My neighbour is a great help.',
      'The picture fell off the wall.',
      "I'm fine, I was just stroking the cat.",
    ])('finds no emergency in %j', (text) => {
      // Act
      const assessment = assessTranscript(answer(text));

      // Assess
      expect(assessment.healthStatus).not.toBe('emergency');
    });

    it.each([
      ['The fire alarm battery keeps beeping.', 'home-safety'],
      ['Could you help me with the TV remote?', 'needs-something'],
      ["I've fallen ill with a cold.", 'unwell'],
      ['My knees are killing me.', 'pain'],
      ["I'm scared I might fall in the shower.", 'fall-risk'],
    ])('reads %j as a concern, not an emergency', (text, kind) => {
      // Act
      const assessment = assessTranscript(answer(text));

      // Assess
      expect(assessment.healthStatus).toBe('concerning');
      expect(assessment.signals.map((s) => s.kind)).toContain(kind);
    });
  });

  describe('notes', () => {
    it.each([
      [["I've fallen and I can't get up."], 'Emergency: said they fell and cannot get up.'],
      [['I feel a bit dizzy.', 'I skipped my medication this morning.'], 'Some concern: mentioned dizziness and missed their medication.'],
      [['Feeling good.', 'Yes, took my tablets, ate my breakfast and slept well.'], 'Doing well: feeling well; took their medication; ate and slept well.'],
    ])('says plainly what was heard: %j', (answers, notes) => {
      // Prepare
      const turns = answers.flatMap((text, i) => answer(text, [FEELING, ROUTINE][i]));

      // Act
      const assessment = assessTranscript(turns);

      // Assess
      expect(assessment.aiNotes).toBe(notes);
    });

    it('stays short and never repeats the transcript, however much was said', () => {
      // Prepare
      const rambling = 'Well, my daughter came round on Tuesday and we had a lovely chat about the garden and the roses, and then I felt a bit dizzy and my knee was sore and I forgot my tablets and I did not sleep well and I have not eaten much and I feel lonely and a bit low and my back aches and the heating is broken.';

      // Act
      const assessment = assessTranscript(answer(rambling));

      // Assess
      expect(assessment.healthStatus).toBe('concerning');
      expect(assessment.aiNotes.length).toBeLessThanOrEqual(200);
      expect(assessment.aiNotes).not.toContain(rambling);
      expect(assessment.aiNotes).not.toContain('roses');
    });

    it('quotes only short phrases of what the person said', () => {
      // Act
      const quotes = loadLabelledSet().flatMap((c) => assessTranscript(c.turns).signals.map((s) => s.quote));

      // Assess
      expect(quotes.filter((q) => q.length > 60)).toEqual([]);
    });

    it('uses no medical jargon', () => {
      // Act
      const notes = loadLabelledSet().map((c) => assessTranscript(c.turns).aiNotes).join(' ');

      // Assess
      expect(notes).not.toMatch(/syncope|dyspn|myocard|infarct|\bCVA\b|\bTIA\b|ischaem|hypoxi|haemorrh|hemorrh|ataxi|aphasi|cardiac|diagnos/i);
    });
  });

  describe('safety properties', () => {
    const harmless = loadLabelledSet()
      .filter((c) => c.label === 'good' || c.label === 'unknown')
      .flatMap((c) => c.turns.filter((t) => t.speaker === 'person').map((t) => t.text));
    const plainEmergencies = [
      "I've fallen and I can't get up.",
      'I have chest pain.',
      "I can't breathe.",
      'Call an ambulance.',
      'Help me.',
      "There's a fire in the kitchen.",
      "I don't want to live anymore.",
      "Someone's broken into the house.",
    ];

    it('finds a plainly stated emergency whatever harmless things are said around it', () => {
      fc.assert(
        fc.property(
          fc.array(fc.constantFrom(...harmless), { maxLength: 6 }),
          fc.constantFrom(...plainEmergencies),
          fc.nat(),
          fc.boolean(),
          (before, emergency, at, sameTurn) => {
            // Prepare
            const texts = [...before];
            const i = at % (texts.length + 1);
            if (sameTurn && texts.length > 0) texts[Math.min(i, texts.length - 1)] += ` ${emergency}`;
            else texts.splice(i, 0, emergency);

            // Act
            const assessment = assessTranscript(texts.flatMap((text) => answer(text)));

            // Assess
            expect(assessment.healthStatus).toBe('emergency');
          },
        ),
        { numRuns: 300 },
      );
    });

    it('never throws and always writes short notes, whatever it is given', () => {
      fc.assert(
        fc.property(fc.array(fc.record({ speaker: fc.constantFrom('system' as const, 'person' as const), text: fc.string({ maxLength: 300 }) }), { maxLength: 8 }), (turns) => {
          // Act
          const assessment = assessTranscript(turns);

          // Assess
          expect(['good', 'concerning', 'emergency', 'unknown']).toContain(assessment.healthStatus);
          expect(assessment.aiNotes.length).toBeGreaterThan(0);
          expect(assessment.aiNotes.length).toBeLessThanOrEqual(200);
        }),
        { numRuns: 300 },
      );
    });
  });
});
