import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, a safety floor: a danger sign placed in the past (last night, this morning, yesterday) and said to go
// on now is present: an emergency. "It still hurts", "j'ai encore mal", "me sigue doliendo" were read as a fall's
// lingering after-effects, so the chest pain settled to a concern; "ça n'est pas parti", "no se me ha quitado" and
// the Spanish past "me dolió / me ha dolido el pecho", "no podía respirar" were not read at all. Near-misses: the
// same sign gone now, someone else's, and a mild thing that goes on, are not raised.


describe('a past danger sign said to go on now is an emergency', () => {
  it.each<[CallLanguage, string]>([
    ['en', 'Last night I had chest pain and it still hurts'],
    ['en', 'I had chest pain last night and it still hurts a bit'],
    ['en', "Last night I had chest pain and it's still there"],
    ['en', "Last night I had chest pain and it hasn't gone"],
    ['en', "I had chest pain last night and it's not gone away"],
    ['en', 'Last night I had chest pain and it keeps hurting'],
    ['en', 'Yesterday I had a crushing pain in my chest and it is still going'],
    ['en', 'Yesterday I had unbearable pain and it still hurts'],
    ['es', 'Esta noche me ha dolido el pecho y me sigue doliendo'],
    ['es', 'Anoche me dolió el pecho y aún me duele'],
    ['es', 'Anoche me dolió el pecho y sigue ahí'],
    ['es', 'Anoche me dolió el pecho y no se me ha quitado'],
    ['es', 'Anoche me dolió el pecho y no se me pasa'],
    ['es', 'Esta mañana tenía dolor en el pecho y todavía no se me ha quitado'],
    ['es', 'Anoche no podía respirar y todavía me cuesta'],
    ['fr', "Cette nuit j'ai eu mal à la poitrine et j'ai encore mal"],
    ['fr', "Cette nuit j'ai eu mal à la poitrine et ça me fait encore mal"],
    ['fr', "J'ai eu mal à la poitrine cette nuit, et là j'ai encore mal"],
    ['fr', "Cette nuit j'ai eu mal à la poitrine et j'ai toujours mal"],
    ['fr', "Hier soir j'ai eu mal à la poitrine et ça ne passe pas"],
    ['fr', "Hier soir j'ai eu mal à la poitrine et c'est toujours là"],
    ['fr', "Cette nuit j'ai eu mal à la poitrine et ça n'est pas parti"],
  ])('%s: %s', is('emergency'));
  it.each<[CallLanguage, string]>([
    // floors: the wordings already read as going on stay so
    ['en', "I had chest pain last night and I've still got it"],
    ['en', 'Last night my arm went numb and it is still numb'],
    ['en', "Last night I couldn't breathe and I still can't"],
    ['es', 'Anoche me dolió el pecho y todavía me duele'],
    ['es', 'Ayer se me durmió la cara y sigue dormida'],
    ['fr', "Hier soir j'ai eu mal à la poitrine, j'ai toujours mal"],
    ['fr', "Cette nuit je n'arrivais pas à respirer et j'ai encore du mal"],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

describe('near-misses: gone now, someone else\'s, a mild thing that goes on', () => {
  it.each<[CallLanguage, string]>([
    ['en', "Last night I had chest pain but it doesn't hurt any more"],
    ['en', "I had chest pain last night but it's gone now"],
    ['en', 'I had chest pain last night, it passed and has not come back'],
    ['es', 'Anoche me dolió el pecho pero ya no me duele'],
    ['es', 'Anoche me dolió el pecho pero se me pasó'],
    ['es', 'Anoche me dolió el pecho, se me pasó y no ha vuelto'],
    ['fr', "Cette nuit j'ai eu mal à la poitrine mais ça ne me fait plus mal"],
    ['fr', "Cette nuit j'ai eu mal à la poitrine mais c'est passé"],
    ['fr', "Cette nuit j'ai eu mal à la poitrine mais ça n'a pas duré"],
    // a part named beside it is a fall's after-effect, not the chest pain
    ['en', 'Last night I had chest pain, and my knee still hurts'],
    ['en', 'I fell yesterday and my hip still hurts'],
    ['es', 'Ayer me caí y me sigue doliendo la cadera'],
    ['fr', "Hier je suis tombée et j'ai encore mal à la hanche"],
  ])('%s: %s is a concern, not an emergency', is('concerning'));
  it.each<[CallLanguage, string]>([
    // someone else's: not raised by these rules (read as they were before)
    ['en', 'My husband had chest pain last night and still has it'],
    ['en', 'My husband had chest pain last night and it still hurts'],
    ['es', 'Anoche a mi marido le dolió el pecho y le sigue doliendo'],
    ['fr', 'Mon mari a eu mal à la poitrine cette nuit et il a encore mal'],
    // laughing is no breathlessness
    ['es', 'No podía respirar de la risa'],
  ])('%s: %s is not an emergency', not('emergency'));
  it.each<[CallLanguage, string]>([
    // a mild non-danger thing that goes on stays a concern
    ['en', 'I had a headache last night and still have a bit of one'],
    ['es', 'Anoche me dolió la cabeza y todavía me duele un poco'],
    ['fr', "Hier soir j'ai eu mal à la tête et j'ai encore un peu mal"],
  ])('%s: %s stays a concern', is('concerning'));
});
