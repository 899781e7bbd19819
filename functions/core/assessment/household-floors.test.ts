import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { FEELING, is, not, readAnswer } from './read-answer.ts';

// Issue 13 safety floors. A fall with no subject of its own after "watching the telly and ..." is the watcher's, the
// person's ("I was watching the telly and fell over", "viendo la tele, se cayó y no se levanta"): it reads as the same
// fall reads without the telly. Someone else's trouble placed yesterday but said to go on now ("my husband fell
// yesterday, he's on the floor", "is bleeding badly", "he can't speak") is someone at the person's side in danger now:
// an emergency, as "my husband has collapsed and won't wake up" is. Near-misses: the other person's trouble said over,
// a character in a programme, a neighbour's fall last week that help came for.

const read = readAnswer(FEELING);

describe('a fall after "watching the telly and ..." is the person\'s', () => {
  it.each<[CallLanguage, string, string]>([
    ['en', 'I was watching the telly and fell over', 'I fell over'],
    ['en', 'I was watching the telly and fell off my chair', 'I fell off my chair'],
    ['en', "I was watching the telly and fell over, I'm all right", "I fell over, I'm all right"],
    ['en', 'I was watching the telly, fell over', 'I fell over'],
    ['es', 'Viendo la tele, se cayó y no se levanta', 'Se cayó y no se levanta'],
    ['es', 'Estaba viendo la novela y me caí', 'Me caí'],
    ['es', 'Estaba viendo la tele y me caí', 'Me caí'],
    ['fr', 'Je regardais la télé et je suis tombée', 'Je suis tombée'],
    ['fr', 'En regardant la série, je suis tombé du fauteuil', 'Je suis tombé du fauteuil'],
  ])('%s: "%s" reads as "%s"', (language, withTelly, without) => {
    expect(read(language, withTelly)).toBe(read(language, without));
  });
  it.each<[CallLanguage, string]>([
    ['en', 'I was watching the telly and fell over'],
    ['en', "I was watching the telly and fell over and I can't get up"],
    ['es', 'Viendo la tele, se cayó y no se levanta'],
    ['es', 'Estaba viendo la novela y me caí y no me puedo levantar'],
    ['fr', 'Je regardais la télé et je suis tombée'],
    ['fr', 'En regardant la série, je suis tombé du fauteuil, je ne peux pas me relever'],
  ])('%s: %s', is('emergency'));
  // The thing itself still what fell: no emergency of the person's.
  it.each<[CallLanguage, string]>([
    ['en', 'The telly wobbled and fell over'],
    ['en', 'I knocked the lamp and it fell over'],
  ])('%s: %s', not('emergency'));
});

describe('someone else\'s trouble from yesterday still going on now', () => {
  it.each<[CallLanguage, string]>([
    ['en', "My husband fell yesterday, he's on the floor"],
    ['en', 'My neighbour fell yesterday and is bleeding badly'],
    ['en', "My husband had a stroke yesterday. He can't speak."],
    ['en', 'My husband is on the floor'],
    ['es', 'Mi marido se cayó ayer y está en el suelo'],
    ['es', 'Mi vecina se cayó ayer y está sangrando mucho'],
    ['es', 'Mi marido tuvo un ictus ayer. No puede hablar.'],
    ['fr', 'Mon mari est tombé hier, il est par terre'],
    ['fr', 'Ma voisine est tombée hier et elle saigne beaucoup'],
    ['fr', "Mon mari a fait un AVC hier, il ne peut plus parler"],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: not an emergency', () => {
  it.each<[CallLanguage, string]>([
    // the other person's trouble over
    ['en', "My husband fell yesterday, he's fine now"],
    ['en', "My husband fell yesterday, he's in hospital, being looked after"],
    ['en', 'My neighbour fell yesterday and was bleeding badly, but she is fine now'],
    ['es', 'Mi marido se cayó ayer pero ya está bien'],
    ['es', 'Se cayó ayer pero ya está bien'],
    ['fr', 'Il est tombé hier mais ça va'],
    ['fr', 'Mon mari est tombé hier mais ça va'],
    // a character in a programme
    ['en', 'In the soap he fell down the stairs'],
    ['en', "I'm fine. In the soap he fell down the stairs."],
    ['fr', "Dans mon feuilleton, il est tombé dans l'escalier"],
    // a neighbour's fall last week that help came for, the person well
    ['en', "I'm fine. My neighbour fell last week and the ambulance came for her."],
    // a thing, not a person, on the floor; someone there to play; speaking a language
    ['en', 'The post is on the floor'],
    ['en', 'My husband is on the floor with the grandchildren'],
    ['en', "He can't speak Spanish"],
    ['fr', 'Il ne peut pas parler anglais'],
    ['es', 'Mi marido no puede hablar inglés'],
  ])('%s: %s', not('emergency'));
  // A room is no story: someone falling there stays.
  it.each<[CallLanguage, string]>([
    ['en', 'In the tv room he fell down'],
    ['en', 'I was watching the soap and he fell'],
  ])('%s: %s', is('emergency'));
});
