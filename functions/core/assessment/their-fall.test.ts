import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: someone close who fell. Found while reading unseen32 (a partner's or a neighbour's fall): a wife who fell on
// Tuesday "and hasn't got up since", a husband who fell yesterday "and now he's not making sense" read nothing at all, the
// fall being theirs and on an earlier day. Not got up since, muddled, sick, drowsy or not waking is a head injury or a long
// lie in the home now. Their fall on an earlier day with nothing of it now ("Mrs Patel next door had a tumble last week, her
// son's staying with her") is theirs and behind them: no concern of the person's.

type Case = [CallLanguage, string];

describe("someone close fallen on an earlier day, and now not got up, muddled, sick or drowsy: an emergency", () => {
  it.each<Case>([
    ['en', "My wife fell on Tuesday and hasn't got up since."],
    ['en', "My husband fell yesterday and now he's not making sense."],
    ['en', "My wife fell yesterday and she's been sick twice and very sleepy."],
    ['en', "My husband fell last night, he won't wake up properly."],
    ['en', "My husband fell last night and he's still on the floor."],
    ['en', "My wife fell yesterday and she can't put any weight on her leg."],
    ['es', 'Mi marido se cayó ayer y no se ha levantado.'],
    ['es', 'Mi marido se cayó ayer y está muy confundido.'],
    ['es', 'Mi mujer se cayó ayer y sigue en el suelo.'],
    ['es', 'Mi marido se cayó anoche y está vomitando.'],
    ['es', 'Mi mujer se cayó anoche y no contesta.'],
    ['fr', "Mon mari est tombé hier, il ne s'est pas relevé depuis."],
    ['fr', 'Mon mari est tombé hier et il vomit.'],
    ['fr', 'Mon mari est tombé hier, il est tout confus.'],
    ['fr', 'Ma femme est tombée hier soir, elle ne répond plus.'],
    ['fr', 'Ma femme est tombée mardi, elle est toujours par terre.'],
    ['fr', "Mon mari est tombé samedi et depuis il dort tout le temps, je n'arrive pas à le réveiller."],
    ['fr', 'Ma voisine est tombée mardi, elle ne répond plus au téléphone.'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', "My husband fell yesterday, he was a bit confused at first but he's fine now."],
    ['en', "My husband fell last week, he's in terrible pain with his hip."],
    ['es', 'Mi marido se cayó el martes, estuvo un poco confundido pero ya está bien.'],
    ['fr', 'Mon mari est tombé mardi, il était un peu confus mais ça va mieux maintenant.'],
  ])('%s: %s', not('emergency'));
});

describe("their fall on an earlier day, nothing of it now, the person well: good", () => {
  it.each<Case>([
    ['en', "Mrs Patel next door had a tumble last week, her son's staying with her. I'm alright, I took her round some soup."],
    ['en', "My neighbour fell on Tuesday, her daughter's with her."],
    ['en', "Our Jean fell last week at the shops, she's staying with her son."],
    ['es', 'Mi vecina se cayó el martes, su hija está con ella.'],
    ['fr', 'Ma voisine est tombée mardi, sa fille est avec elle.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['en', "I had a bit of a tumble on Tuesday, I'm fine."],
    ['en', 'My wife had a tumble, and I had a slip too, bruised my hip.'],
  ])('%s: %s', is('concerning'));
});
