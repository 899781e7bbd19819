import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13 (found after round 25): what the ward said to do if a sign ever comes ("the nurse said if I get short of
// breath I should ring 999", "they told me to ring 999 if the chest pain comes back", "I'll ring 999 if it starts
// again") read `emergency`, a false alarm in the calls of people home from hospital. It is a plan, not a call wanted
// now. FLOORS: the sign said now beside it, the condition said to have come ("... if it came back, and it has"), a
// call asked for now. "It's crushing my chest" had read a concern: a chest crushed is a chest pain, an emergency.
// Spanish and French are not yet read this way: there a present "si" ("si me duele el pecho") cannot be told from
// "sí" (yes) once speech recognition drops the accent and the comma, so a yes would be lost.

type Case = [CallLanguage, string];

describe('999 if it ever comes: not an emergency', () => {
  it.each<Case>([
    ['en', "The nurse said if I get short of breath I should ring 999. I'm fine."],
    ['en', "If I get short of breath I should ring 999, the nurse said. I'm fine."],
    ['en', "The nurse said to ring 999 if I get short of breath. I'm fine."],
    ['en', "They told me to ring 999 if the chest pain comes back. I'm grand today."],
    ['en', "I'll ring 999 if it starts again, I'm fine now."],
    ['en', "If I ever get chest pain I'll ring 999. I'm fine."],
  ])('%s: %s', not('emergency'));
});

describe('999 if it ever comes, floors: emergencies', () => {
  it.each<Case>([
    ['en', "They told me to ring 999 if the pain came back, and it has, it's crushing my chest."],
    ['en', "I'm short of breath now, the nurse said to ring 999 if I was, so please call an ambulance."],
    ['en', "The doctor said to call an ambulance if I get short of breath, and I can't breathe now."],
    ['en', "They said to call 999 if I fall, I've fallen and I can't get up."],
    ['en', "I've got chest pain, I'll ring 999."],
    ['en', "I should ring 999, I've fallen and can't get up."],
    ['en', "If I get worse I'll ring 999, but I'm short of breath right now."],
    ['en', "It's crushing my chest."],
    ['en', 'Something is squeezing my chest.'],
  ])('%s: %s', is('emergency'));

  it.each<Case>([['en', "Nothing's crushing my chest, I'm fine."]])('%s: %s', not('emergency'));
});
