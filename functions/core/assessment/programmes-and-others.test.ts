import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen20-21's false emergencies from other people's troubles and from programmes, lowered by general rules:
// a sign told of someone inside a programme ("en la novela a la señora le dio un infarto", "dans mon feuilleton il y en a
// un qui est tombé", "on the telly a man had a heart attack") or as what a programme was about ("un reportage à la télé
// sur le monoxyde de carbone"), and someone else's trouble gone by that help already came for ("my husband ... last week,
// had to go in in the ambulance", "la del quinto ... anoche vino la ambulancia", "mon voisin ... hier soir, les pompiers
// sont venus"), by a person who says they are well. Floors: the person's own sign beside the programme or the other
// person, a programme on while the person is in danger, someone of the household in danger now, gas or an alarm at home now.


describe('lowered: a programme\'s people, or what it was about, the person well', () => {
  it.each<[CallLanguage, string]>([
    ['en', "On the telly a man just had a heart attack in the pub. I'm fine, love."],
    ['en', "I watched a documentary about strokes last night. I'm all right myself."],
    ['es', 'Estoy viendo la telenovela y al protagonista le acaba de dar un infarto. Yo estoy bien, gracias.'],
    ['es', 'En la tele a un señor le dio un infarto en plena calle, qué miedo. Pero yo bien, yo bien.'],
    ['es', 'Vi un reportaje en la tele sobre el monóxido de carbono. Yo estoy muy bien.'],
    ['fr', "Dans ma série il y en a une qui vient de faire un malaise, elle est tombée. Moi ça va très bien."],
    ['fr', 'Dans mon feuilleton, il y en a un qui est tombé. Moi ça va.'],
    ['fr', 'Au journal ils ont parlé du monoxyde de carbone, ça fait peur. Je vais bien, merci.'],
    ['fr', "J'ai regardé un documentaire sur l'AVC. Je me sens très bien."],
  ])('%s: %s', not('emergency'));
  it.each<[CallLanguage, string]>([
    // floors: the person's own sign beside the programme
    ['en', 'I was watching the soap and I got a crushing pain in my chest.'],
    ['en', "I was watching the soap and I got a crushing pain in my chest. Otherwise I'm fine."],
    ['en', "On the telly a man had a heart attack, and now I've got a pain in my chest too. I'm fine otherwise."],
    ['es', 'En la novela le dio un infarto y a mí también me duele el pecho ahora.'],
    ['es', 'En la novela le dio un infarto a la señora, yo estoy bien, pero ahora me duele el pecho.'],
    ['fr', "Je regardais la série et là j'ai mal à la poitrine."],
    ['fr', "Je regardais la série et là j'ai mal à la poitrine, sinon je vais bien."],
    // a programme on while the person is in danger
    ['en', "The telly's on, I can't get up off the floor."],
    ['es', 'Tengo la tele puesta y me he caído, no me puedo levantar.'],
    ['fr', "La télé est allumée, je suis tombée, je ne peux pas me relever."],
    // the set on, and someone of the household in danger: not inside a programme
    ['en', "I was watching the telly and he collapsed. I'm fine."],
    ['en', "Watching the telly, he's collapsed on the floor. I'm fine."],
    ['fr', 'Je regardais la télé, il est tombé, il ne bouge plus. Moi ça va.'],
    // a fire beside the set on
    ['en', "Watching the news and there's smoke everywhere. I'm fine."],
    ['fr', 'Je regardais la télé et il y a de la fumée partout, moi ça va.'],
    // gas or a CO alarm at home now beside a programme
    ['en', "I saw a programme about carbon monoxide and now my CO alarm is going off. I'm fine."],
    ['en', "There was a programme on the telly about gas leaks. I can smell gas in the kitchen now. I'm fine otherwise."],
    ['es', 'Vi un reportaje en la tele sobre el gas, y ahora huele a gas en la cocina, yo bien.'],
    ['fr', "J'ai vu un reportage à la télé sur le monoxyde, et maintenant l'alarme sonne dans la cuisine, je vais bien."],
    ['fr', 'Au journal ils ont parlé du monoxyde de carbone. Ça sent le gaz chez moi.'],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

describe('lowered: someone else\'s trouble gone by, help already come, the person well', () => {
  it.each<[CallLanguage, string]>([
    ['en', "My neighbour fell last night and the ambulance came for her. I'm fine."],
    ['en', "My sister took her tablets twice on Sunday and had to go in in the ambulance, frightened the life out of me. Me, I'm all right."],
    ['es', 'Mi vecina se cayó ayer y vino la ambulancia. Yo estoy bien.'],
    ['es', 'La del segundo se tomó doble la pastilla y anoche vino la ambulancia. Yo bien, yo bien.'],
    ['fr', "Mon voisin est tombé hier soir, les pompiers sont venus. Moi ça va."],
    ['fr', "Ma sœur est tombée dans l'escalier hier, le SAMU est venu. Moi je vais bien."],
  ])('%s: %s', not('emergency'));
  it.each<[CallLanguage, string]>([
    // floors: someone of the household in danger now
    ['en', "My husband has collapsed and won't wake up."],
    ['en', "My husband has collapsed and won't wake up. I'm fine myself."],
    ['en', "My husband fell yesterday and he can't get up. I'm fine."],
    ['en', "My neighbour fell last night and the ambulance came, and now I've fallen too."],
    ['es', 'Mi marido se ha desmayado y no se despierta.'],
    ['es', 'Mi marido se cayó anoche y no puede levantarse. Yo bien.'],
    ['fr', 'Mon mari est tombé et il ne se réveille pas.'],
    ['fr', 'Mon voisin est tombé hier soir et il ne peut pas se relever. Moi ça va.'],
    // someone else's trouble of last night said to go on in its sentence
    ['en', "My husband fell yesterday, he's lying on the floor. I'm fine."],
    ['en', "My wife had chest pains last night, the ambulance came, she is in pain. I'm fine."],
    ['es', 'Mi vecina se cayó anoche, está sangrando mucho. Yo estoy bien.'],
    ['fr', 'Mon mari est tombé hier soir, il est par terre. Moi ça va.'],
    ['fr', 'Ma voisine est tombée hier, elle saigne beaucoup. Moi ça va.'],
    // the person's own sign beside the other person
    ['es', 'Mi vecina se cayó ayer y vino la ambulancia, y yo me he caído esta mañana.'],
    ['fr', "Mon voisin est tombé hier soir, les pompiers sont venus, et moi j'ai mal à la poitrine."],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});
