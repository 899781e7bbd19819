import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not, readTwoAnswers } from './read-answer.ts';

// Issue 13, round 24: an old event said to have come back. "Nothing since" keeps a fall, a chest pain or a faint of years
// ago as history; said after it to have happened again ("now it's happened again", "me ha vuelto a pasar", "ça m'est
// encore arrivé", "ça recommence"), in the same turn or a later one, the event is today's, present and unresolved: an
// emergency. Near-misses: the same denied ("it hasn't happened again", "no ha vuelto a pasar", "ça ne m'est plus jamais
// arrivé") or feared ("I'm scared it'll happen again", "j'ai peur que ça recommence"), a worry at most.
// And a stay stuck in the bath an earlier day that the person was got out of and is over is a concern; stuck now stays
// an emergency.

type Case = [CallLanguage, string];

describe('an old event said to have happened again is an emergency', () => {
  it.each<Case>([
    ['en', "My only fall was four years ago, nothing since. Now it's happened again."],
    ['en', "Nothing since that fall four years ago. It's happened again."],
    ['en', 'Nothing since that fall four years ago. It happened again this morning.'],
    ['en', "My only fall was four years ago. Now it's happened again."],
    ['en', "I had chest pain two years ago, nothing since. It's happened again."],
    ['en', "I fainted last year, nothing since. Now it's happened again."],
    ['en', 'I blacked out three years ago, nothing since. It came back this morning.'],
    ['es', 'Mi única caída fue hace cuatro años, desde entonces nada. Pero ahora me ha vuelto a pasar.'],
    ['es', 'Mi única caída fue hace cuatro años, desde entonces nada. Esta mañana me ha vuelto a ocurrir.'],
    ['es', 'Mi única caída fue hace cuatro años, desde entonces nada. Ha vuelto a pasar.'],
    ['es', 'Tuve un dolor en el pecho hace dos años, desde entonces nada. Pero hoy me ha vuelto a pasar.'],
    ['es', 'Me desmayé hace tres años, desde entonces nada. Ayer volvió a pasar.'],
    ['fr', "Ma seule chute, c'était il y a quatre ans, depuis, rien. Mais là, ça m'est encore arrivé."],
    ['fr', "Ma seule chute, c'était il y a quatre ans, depuis, rien. Mais là, ça recommence."],
    ['fr', "J'ai eu une douleur à la poitrine il y a deux ans, depuis, rien. Mais ce matin, ça a recommencé."],
    ['fr', "Je me suis évanouie il y a trois ans, depuis rien. Et là c'est revenu."],
  ])('%s: %s', is('emergency'));

  it.each<[CallLanguage, string, string]>([
    ['en', 'My only fall was four years ago, nothing since.', "Well, now it's happened again."],
    ['es', 'Mi única caída fue hace cuatro años, desde entonces nada.', 'Pero ahora me ha vuelto a pasar.'],
    ['fr', "Ma seule chute, c'était il y a quatre ans, depuis, rien.", 'Mais là, ça recommence.'],
  ])('%s, in a later turn: %s / %s', (language, first, then) => {
    expect(readTwoAnswers(language, first, then)).toBe('emergency');
  });
});

describe('near-misses: the old event denied again, or only feared', () => {
  it.each<Case>([
    ['en', "My only fall was four years ago, nothing since. It hasn't happened again."],
    ['en', "My only fall was four years ago, nothing since. I'm scared it'll happen again."],
    ['en', "I fell two years ago, nothing since, touch wood it won't happen again."],
    ['en', "I had a stroke two years ago, nothing since, it's back to normal."],
    ['es', 'Mi única caída fue hace cuatro años, desde entonces nada. No ha vuelto a pasar.'],
    ['es', 'Mi única caída fue hace cuatro años, desde entonces nada. Me da miedo que vuelva a pasar.'],
    ['es', 'Tuve un dolor en el pecho hace dos años, desde entonces nada, no me ha vuelto a pasar.'],
    ['fr', "Ma seule chute, c'était il y a quatre ans, depuis, rien. Ça ne m'est plus jamais arrivé."],
    ['fr', "Ma seule chute, c'était il y a quatre ans, depuis, rien. J'ai peur que ça recommence."],
    ['fr', "Je me suis évanouie il y a trois ans, depuis rien, ça n'a jamais recommencé."],
    ['fr', "Ma seule chute, c'était il y a quatre ans, depuis, rien. Si ça recommence, j'appelle ma fille."],
  ])('%s: %s', not('emergency'));

  it.each<[CallLanguage, string, string]>([
    ['en', 'My only fall was four years ago, nothing since.', "No, it hasn't happened again."],
    ['fr', "Ma seule chute, c'était il y a quatre ans, depuis, rien.", "Ça ne m'est plus jamais arrivé."],
  ])('%s, in a later turn: %s / %s', (language, first, then) => {
    expect(readTwoAnswers(language, first, then)).not.toBe('emergency');
  });
});

describe('stuck in the bath: got out and over is a concern, stuck now an emergency', () => {
  it.each<Case>([
    ['en', "Yesterday I got stuck in the bath, my daughter got me out, I'm fine now"],
    ['es', 'Ayer me quedé atascada en la bañera, mi hija me sacó, ya estoy bien.'],
    ['fr', "Hier je suis restée coincée dans la baignoire, ma fille m'a sortie, ça va maintenant."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "I'm stuck in the bath"],
    ['en', "Yesterday I got stuck in the bath and I'm still stuck"],
    ['en', "Yesterday I got stuck in the bath and couldn't get out"],
    ['en', 'Yesterday I got stuck in the bath and nobody could get me out'],
    ['en', "Yesterday I got stuck in the bath, my daughter got me out, but I'm stuck again now, help me"],
    ['en', "My daughter got me out of the car, and now I'm stuck in the bath"],
    ['es', 'Estoy atascada en la bañera.'],
    ['es', 'Ayer me quedé atascada en la bañera y todavía estoy aquí, no puedo salir.'],
    ['fr', 'Je suis coincée dans la baignoire.'],
    ['fr', "Hier je suis restée coincée dans la baignoire, ma fille m'a sortie, mais là je suis encore coincée."],
  ])('%s: %s', is('emergency'));
});
