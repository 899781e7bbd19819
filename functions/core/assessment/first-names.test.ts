import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { assessTranscript } from './built-in-assessor.ts';
import { FEELING, PAIN_OR_FALL, is, not } from './read-answer.ts';

// Issue 13: a first name as the subject had been read as the person ("Coronation Street's on, Ken's collapsed again" an
// emergency of the person's own), and a thing before the name as what fell ("je regarde la télé et Pierre est tombé, il ne
// bouge plus" read as nothing at all). A name is someone else: in danger now, the call is still an emergency; inside a
// programme named in the clause, the programme's.

type Case = [CallLanguage, string];

describe('a first name in a clause that names a programme: its people are its own', () => {
  it.each<Case>([
    ['en', "Coronation Street's on, Ken's collapsed again."],
    ['en', "EastEnders, Phil's having chest pains again."],
    ['en', "I'm fine. Coronation Street's on, and Ken has collapsed in the Rovers."],
    ['es', 'Estoy bien, viendo la novela, Rosario se ha desmayado, qué drama.'],
    ['fr', 'Ça va, je regarde mon feuilleton, Mirta vient de faire une crise cardiaque.'],
  ])('%s: %s', not('emergency'));
});

describe('a first name is someone else, and in danger now the call is still an emergency', () => {
  it.each<Case>([
    // The telly alone is no programme: the house's Ken.
    ['en', "I'm watching the telly and Ken's fallen, he's not moving."],
    ['fr', 'Je regarde la télé et Pierre est tombé, il ne bouge plus.'],
    ['es', 'Estoy viendo la tele y Pepe se ha caído, no se mueve.'],
    // A clause of its own after the programme.
    ['en', "Coronation Street's on. Ken's fallen, he can't get up, and I can't lift him."],
    // The person's hands on them, whatever is on.
    ['en', "Coronation Street's on, Ken's fallen, he can't get up, and I can't lift him."],
    ['es', 'Viendo la novela, Manolo se cayó y no se levanta, le estoy ayudando.'],
    ['fr', "Je regarde mon feuilleton, Marcel est tombé, il ne se relève pas, je n'arrive pas à le relever."],
    // "my Ken" is never a character; here and now is never the programme.
    ['en', 'I was watching Emmerdale when my Ken collapsed.'],
    ['en', "I'm watching Casualty. Help, Ken's collapsed in the kitchen."],
    ['es', 'Ay Dios, Pepe se ha caído y no se levanta.'],
    ['fr', 'Mon Dieu, Marcel est tombé, il ne se relève pas.'],
  ])('%s: %s', is('emergency'));

  it('marks the name as someone else, not the person', () => {
    const read = assessTranscript([{ speaker: 'system', text: FEELING.en }, { speaker: 'person', text: "Ken's collapsed, he's on the floor." }], 'en');
    expect(read.healthStatus).toBe('emergency');
    expect(read.signals.find((s) => s.kind === 'collapse')?.aboutSomeoneElse).toBe(true);
  });
});

describe('floors: what is not a name stays the person', () => {
  it.each<Case>([
    // A place after "at", a word that opens a sentence with no "is" or "has" after it, an oath.
    ['en', 'I was at Tesco and fell over, I can\'t get up.'],
    ['en', 'Sorta fell over this morning and I can\'t get up.'],
    ['en', "Jesus, I've fallen and can't get up."],
    ['en', 'Watching Corrie, Jesus, my chest is crushing.'],
    ['en', 'Mrs Jones, help me, I\'ve fallen.'],
  ])('%s: %s', is('emergency'));
});

describe('someone else\'s fall of an earlier time, over: heard and theirs, so a call that says only that is understood', () => {
  it.each<Case>([
    ['en', "Our Jean fell last week at the shops, she's staying with her son."],
    ['en', "My neighbour fell last week at the shops, she's staying with her son."],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['en', "My husband fell last night and he's still on the floor."],
    ['en', "Ken fell this morning, he's still on the floor, I can't lift him."],
  ])('%s: %s', is('emergency'));
});

describe('the speaker\'s own name, said of themself in the third person, is the speaker', () => {
  it.each<[CallLanguage, string, string]>([
    ['en', 'Dorothy is very well today, thank you.', 'Dorothy has no pain and Dorothy has not fallen.'],
    ['fr', "Madame Lefèvre va très bien aujourd'hui.", "Madame Lefèvre n'a pas de douleur, pas de vertige, elle n'est pas tombée."],
  ])('%s: %s / %s', (language, first, then) => {
    const turns = [
      { speaker: 'system' as const, text: FEELING[language] },
      { speaker: 'person' as const, text: first },
      { speaker: 'system' as const, text: PAIN_OR_FALL[language] },
      { speaker: 'person' as const, text: then },
    ];
    expect(assessTranscript(turns, language).healthStatus).toBe('good');
  });
});
