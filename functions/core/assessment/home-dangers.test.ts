import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import type { HealthStatus } from '../ports/assessment.ts';
import { FEELING, readAnswer } from './read-answer.ts';

// Issue 13, unseen16/17's round: dangers of the home and the season told by their signs. Fuel burnt in a
// closed space with a headache, sickness or drowsiness (carbon monoxide); water coming in and still rising;
// home oxygen stopped with the spare run out; oxygen turned up with drowsiness and a headache (carbon dioxide).
// Each with its near-misses: the same words with no sign, over, or as the doctor said.

const statusOf = readAnswer(FEELING);

describe('home dangers told by their signs', () => {
  it.each([
    // carbon monoxide: a generator or a charcoal brazier indoors, with symptoms
    ['en', "The generator's running in the garage with the door shut. We've both got a terrible headache and I've been sick.", 'emergency'],
    ['es', 'Hemos encendido el brasero de picón y tenemos todo cerrado. Tengo un dolor de cabeza muy malo y ganas de devolver.', 'emergency'],
    ['fr', "J'ai loué un groupe électrogène, il tourne dans le garage, porte fermée. On a tous les deux un mal de tête terrible, j'ai vomi.", 'emergency'],
    // near-misses: the source with no symptom is a concern
    ['en', "The generator's running in the garage. No, all fine.", 'concerning'],
    // water coming in and still rising
    ['en', "The water's coming in under the front door now, it's up over the second step and it's still rising.", 'emergency'],
    ['es', 'El agua está entrando por la puerta y sube.', 'emergency'],
    ['fr', "L'eau rentre dans la maison, le Gardon a débordé, elle monte.", 'emergency'],
    // near-misses: over, or no longer rising
    ['en', "The water came in last winter, it's all dry now.", 'concerning'],
    ['es', 'El agua entró el año pasado, ya está todo seco.', 'unknown'],
    ['fr', "L'eau rentre dans la cave mais elle ne monte plus, c'est fini.", 'concerning'],
    // home oxygen stopped with the spare run out
    ['en', "The oxygen machine's stopped with the power cut and the bottle's run out.", 'emergency'],
    ['en', "The oxygen machine has stopped in the power cut but the spare bottle is full, I'm fine.", 'concerning'],
    ['en', 'The oxygen machine stopped last week, the man came and fixed it.', 'unknown'],
    // oxygen turned up, drowsy with a headache
    ['en', "I'm tired today. I turned the oxygen up to four, and I've a headache.", 'emergency'],
    ['fr', "J'ai mis l'oxygène à cinq parce que j'étouffais cette nuit. J'ai mal au crâne, je crois que je me suis endormi.", 'emergency'],
    ['en', 'I turned the oxygen up to three like the nurse said, I feel fine.', 'good'],
    ['fr', "J'ai mis l'oxygène à trois comme le docteur a dit, ça va.", 'good'],
  ] as [CallLanguage, string, HealthStatus][])('%s: %s → %s', (language, said, expected) => {
    expect(statusOf(language, said)).toBe(expected);
  });
});
