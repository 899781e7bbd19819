import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 37 (unseen36): "They ask me about chest pain and breathlessness and all that at the surgery and the answer's
// no to the lot" read an EMERGENCY with the rules alone: the denial of the whole list after it was not read. Now symptoms named
// as questions asked ("they ask me about", "me preguntan por", "on m'a demandé si"), then denied as a whole ("no to the lot",
// "a todo que no", "non à tout"), are a denied list, with nothing of the person's own told between the asking and the denial.
// Sweep (written before it was run): a sign of now, a fall not got up from, breathlessness at rest, someone else collapsed,
// told beside such a denial, stay emergencies (kept below).

type Case = [CallLanguage, string];

describe('symptoms asked about, then denied as a whole: no emergency', () => {
  it.each<Case>([
    ['en', "Good, ta. They ask me about chest pain and breathlessness and all that at the surgery and the answer's no to the lot."],
    ['en', 'They asked about chest pain and dizziness at the clinic and I said no to all of them.'],
    ['en', 'The nurse went through chest pain, breathlessness, falls, the answer was no to everything.'],
    ['es', 'En el centro me preguntan por dolor de pecho y falta de aire y a todo que no.'],
    ['es', 'Me preguntaron por dolor en el pecho, mareos y caídas, y la respuesta es no a todo.'],
    ['fr', "Le médecin m'a demandé si j'avais des douleurs dans la poitrine, des vertiges, j'ai dit non à tout."],
  ])('%s: %s', not('emergency'));
});

describe('a sign of now beside such a denial: an emergency', () => {
  it.each<Case>([
    ['en', 'They asked me about chest pain, but now my chest is really tight, the rest no to the lot.'],
    ['en', "I fell this morning and I can't get up, they asked about the rest and it's no to the lot."],
    ['en', "They ask about chest pain and I've got it right now, the rest no to the lot."],
    ['en', "The doctor asked about breathlessness, I can't catch my breath sitting here, otherwise no to all of it."],
    ['en', "I've got crushing chest pain. They asked about dizziness and falls and it's no to the lot."],
    ['en', 'My husband collapsed, they asked about chest pain and he said no to all of it.'],
    ['es', 'Me preguntaron por el dolor de pecho, pero ahora lo tengo muy fuerte, lo demás no a todo.'],
    ['es', 'Me he caído y no me puedo levantar, me preguntan por lo demás y a todo que no.'],
    ['es', 'Tengo un dolor en el pecho que me aprieta. Me preguntaron por mareos y caídas y a todo que no.'],
    ['es', 'Me preguntan si me falta el aire, no puedo respirar aquí sentada, lo demás no a todo.'],
    ['es', 'Mi marido se ha desmayado, le preguntaron por el pecho y a todo que no.'],
    ['fr', "On m'a demandé pour la douleur dans la poitrine, mais là j'ai très mal, le reste c'est non à tout."],
    ['fr', 'Je suis tombée et je peux pas me relever, on m\'a demandé le reste, c\'est non à tout.'],
    ['fr', "J'ai une douleur qui serre dans la poitrine. On m'a demandé vertiges et chutes, c'est non à tout."],
    ['fr', "On me demande si j'ai du mal à respirer, je respire pas bien assise, le reste non à tout."],
    ['fr', "Mon mari s'est effondré, on lui a demandé pour la poitrine, il a dit non à tout."],
  ])('%s: %s', is('emergency'));
});
