import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 32: trouble told as over, someone else's or long ago. FLOORS first: a fire in the person's home now, a
// fire next door now with smoke coming in, one said to go on, stay emergencies in en, es and fr.

type Case = [CallLanguage, string];

describe('a fire at home now, or coming in now: FLOORS stay emergencies', () => {
  it.each<Case>([
    ['en', "The kitchen's full of smoke"],
    ['en', "There's a fire next door and smoke is coming in under the door"],
    ['en', "There was a fire at the shop downstairs last night and the smoke's still coming into my flat"],
    ['en', "The chip shop below me is on fire, I can't get out"],
    ['en', "There was a fire at the chip shop, nobody hurt, but now my kitchen's full of smoke"],
    ['en', "Nobody's hurt but the curtains are on fire"],
    ['es', 'Hay fuego en la cocina'],
    ['es', 'Hay un incendio en el bar de abajo y me entra humo en casa'],
    ['es', 'Hubo un incendio en la tienda de abajo anoche y todavía sale humo en mi piso'],
    ['es', 'El bar de abajo está ardiendo, no puedo salir'],
    ['es', 'Nadie herido, pero la cortina está ardiendo'],
    ['fr', 'Il y a le feu chez le voisin et la fumée rentre chez moi'],
    ['fr', "Il y a eu un incendie à la boulangerie en bas hier soir et il y a encore de la fumée dans l'appartement"],
    ['fr', 'Le bar en bas est en feu, je peux pas sortir'],
  ])('%s: %s', is('emergency'));
});

// A past chest pain, resolved, is a concern (a doctor to tell), never an emergency and never good.
describe('a chest pain of an earlier day, said to be indigestion and gone: a concern', () => {
  it.each<Case>([
    ['en', 'The chest pain on Monday was indigestion, the doctor said, all gone now'],
    ['es', 'El dolor de pecho del lunes era acidez, ya se me pasó'],
    ['fr', "La douleur à la poitrine de lundi, c'était des brûlures d'estomac, c'est passé"],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', 'The chest pain on Monday was indigestion, the doctor said, all gone now'],
    ['es', 'El dolor de pecho del lunes era acidez, ya se me pasó'],
    ['fr', "La douleur à la poitrine de lundi, c'était des brûlures d'estomac, c'est passé"],
  ])('%s: %s (not an emergency)', not('emergency'));
});

// Burning now in the home, said in the present, is a fire: "ça brûle dans la cuisine", "les rideaux brûlent", "it's burning
// in the kitchen" read nothing (unknown) before this round. A burning wee stays a concern.
describe('burning now in the home: a fire', () => {
  it.each<Case>([
    ['en', "It's burning in the kitchen"],
    ['en', "It's burning downstairs"],
    ['fr', 'Ça brûle dans la cuisine'],
    ['fr', 'Les rideaux brûlent'],
    ['fr', 'La casserole brûle'],
    ['fr', 'Personne de blessé, mais les rideaux brûlent'],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['fr', 'Ça brûle quand je fais pipi'],
    ['fr', 'La casserole a brûlé hier, rien de grave'],
  ])('%s: %s', is('concerning'));
});

// Someone else's place (a shop, a pub, a bakery), the fire told as gone by, nobody hurt, the person well: no worry of theirs.
// "Nobody hurt", "nadie herido", "personne de blessé" deny an injury; they are no pain. Read concerning before this round.
describe('a fire at someone else\'s place, over, nobody hurt: good', () => {
  it.each<Case>([
    ['en', "There was a fire at the chip shop down the road last night, nobody hurt. I'm fine."],
    ['en', "There was a fire at the chip shop last night, nobody hurt. I'm fine."],
    ['en', "The chip shop had a fire last night, nobody was hurt, I'm fine."],
    ['es', 'Hubo un incendio en el bar de la esquina anoche, nadie herido. Yo bien.'],
    ['es', 'El incendio del bar fue anoche, no hubo heridos. Yo estoy bien.'],
    ['fr', 'Il y a eu un incendie à la boulangerie hier soir, personne de blessé. Moi ça va.'],
    ['fr', "Il y a eu un incendie au bar hier soir, personne n'a été blessé. Je vais bien."],
  ])('%s: %s', is('good'));
});

// Sweep for the lowering above (written before it): real emergencies worded near it, without the obvious plea words.
describe('a fire elsewhere told as over, beside a danger now: FLOORS stay emergencies', () => {
  it.each<Case>([
    ['en', "There was a fire at the shop downstairs last night, nobody hurt, but the smoke's still in my flat"],
    ['en', "There was a fire at the pub last night, nobody hurt, but I've been coughing and wheezing since and can't catch my breath"],
    ['en', "The chip shop had a fire last night, nobody hurt, and now my husband's collapsed"],
    ['en', "There was a fire at the shop below me last night, nobody hurt, I'm still trapped upstairs"],
    ['es', 'Hubo un incendio en el bar de abajo anoche, nadie herido, pero todavía tengo humo en casa'],
    ['es', 'Hubo un incendio en la tienda anoche, nadie herido, pero me ahogo y no puedo respirar'],
    ['es', 'Hubo un incendio en el bar anoche, nadie herido, pero ahora el fuego ha llegado a mi tejado'],
    ['es', 'Hubo un incendio en el bar anoche, nadie herido, y ahora mi marido se ha desmayado'],
    ['es', 'Hubo un incendio en la tienda de abajo anoche, nadie herido, y sigo atrapada arriba'],
    ['fr', 'Il y a eu un incendie à la boulangerie hier soir, personne de blessé, mais il y a encore de la fumée chez moi'],
    ['fr', "Il y a eu un incendie au bar hier soir, personne de blessé, mais j'étouffe, je n'arrive pas à respirer"],
    ['fr', 'Il y a eu un incendie à la boulangerie hier soir, personne de blessé, mais maintenant le feu a pris sur notre toit'],
    ['fr', 'Il y a eu un incendie au bar hier soir, personne de blessé, et là mon mari a fait un malaise'],
    ['fr', 'Il y a eu un incendie au magasin en bas hier soir, personne de blessé, je suis encore coincée en haut'],
  ])('%s: %s', is('emergency'));
});

// A remote past event, and "since then I'm fine", "depuis ça va", "desde entonces estoy bien": history, good, as "nothing
// since" already was ("J'ai fait un infarctus en 2010, depuis ça va." read concerning before this round). An earlier day
// this week stays a concern.
describe('long ago, fine since: good', () => {
  it.each<Case>([
    ['fr', "J'ai fait un infarctus en 2010, depuis ça va."],
    ['fr', 'Je suis tombée en 2019, depuis ça va.'],
    ['en', "I had a heart attack in 2010, since then I'm fine."],
    ['en', "I had a fall in 2018, since then I've been fine."],
    ['es', 'Tuve un infarto en 2010, desde entonces estoy bien.'],
    ['es', 'Me caí en 2019 y desde entonces estoy muy bien.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['en', "I fell on Tuesday, since then I'm fine."],
    ['es', 'Me caí el martes y desde entonces estoy bien.'],
  ])('%s: %s', is('concerning'));
});

// Sweep for the lowering above (written before it): a present emergency beside the old one fine since.
describe('long ago and fine since, beside a danger now: FLOORS stay emergencies', () => {
  it.each<Case>([
    ['en', "I had a heart attack in 2010, since then I'm fine, but this morning I've got a crushing pain in my chest"],
    ['en', "I had a stroke in 2015, since then I'm fine, but today my face has dropped on one side"],
    ['en', "I had a heart attack in 2010, since then I've been fine until now, my chest is so tight I can't breathe"],
    ['en', "I fell in 2019, since then I'm fine, but I've fallen again and I can't get up"],
    ['en', "I had a heart attack years ago, since then I'm fine, but my arm's gone numb and my chest hurts right now"],
    ['es', 'Tuve un infarto en 2010, desde entonces bien, pero esta mañana tengo un dolor fuerte en el pecho'],
    ['es', 'Tuve un ictus en 2015, desde entonces estoy bien, pero hoy se me ha torcido la boca'],
    ['es', 'Me caí en 2019, desde entonces bien, pero me he vuelto a caer y no me puedo levantar'],
    ['es', 'Tuve un infarto hace años, desde entonces bien, pero ahora no puedo respirar'],
    ['es', 'Tuve un infarto en 2010, desde entonces bien, y ahora me aprieta el pecho y me duele el brazo izquierdo'],
    ['fr', "J'ai fait un infarctus en 2010, depuis ça va, mais ce matin j'ai une douleur qui serre dans la poitrine"],
    ['fr', "J'ai fait un AVC en 2015, depuis ça va, mais aujourd'hui j'ai la bouche de travers"],
    ['fr', 'Je suis tombée en 2019, depuis ça va, mais je suis retombée et je ne peux pas me relever'],
    ['fr', "J'ai fait un infarctus il y a des années, depuis ça va, mais là je n'arrive plus à respirer"],
    ['fr', "J'ai fait un infarctus en 2010, depuis ça va, mais maintenant j'ai mal à la poitrine et au bras gauche"],
  ])('%s: %s', is('emergency'));
});

// A fire that spread to or reached the home is a fire there now, whatever time it began: "there was a fire at the chip shop
// last night ... but it's spread to our roof now" read a concern before this round. Not a rash that spread.
describe('a fire spread to the home: an emergency', () => {
  it.each<Case>([
    ['en', "There was a fire at the chip shop last night, nobody hurt, but it's spread to our roof now"],
    ['en', 'The flames have reached our roof'],
    ['en', 'The fire next door has spread to my kitchen'],
    ['es', 'Hubo un incendio en el bar anoche, pero el fuego se ha extendido a nuestro tejado'],
    ['es', 'Hubo un incendio en el bar anoche, nadie herido, pero ahora el fuego ha llegado a mi tejado'],
    ['fr', 'Le feu s\'est propagé à notre toit'],
    ['fr', "Il y a eu un incendie à la boulangerie hier soir, personne de blessé, mais maintenant le feu a pris sur notre toit"],
  ])('%s: %s', is('emergency'));
  it.each<Case>([
    ['en', 'The rash has spread to my arm'],
  ])('%s: %s', is('concerning'));
});
