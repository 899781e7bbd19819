import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 32. "Help" in everyday use is no plea: help with a thing (a jar, the remote, the shopping, the forms).
// FLOORS first: a plea for help, with or without the word, and help asked with a thing that is itself a danger or beside
// a sign, stay emergencies in en, es and fr.

type Case = [CallLanguage, string];

describe('a plea for help, or help beside a sign: FLOORS stay emergencies', () => {
  it.each<Case>([
    ['en', "Help me, I can't get up"],
    ['en', "Can you help, I've fallen"],
    ['en', "I need help, I can't breathe"],
    ['en', "Please help, he's not breathing"],
    ['en', 'help... help...'],
    ['en', 'Can you get me some help, my chest'],
    ['en', "Can you help, the pan's on fire"],
    ['en', 'Can you help, my husband won\'t wake up'],
    ['en', "Could you help me, there's blood everywhere"],
    ['en', "Can you help, I'm stuck in the bath"],
    ['en', "Can you help me? I don't know where I am"],
    ['en', "I can't get the lid off, can you help, my chest is so tight"],
    ['en', "Help me with the kettle, there's smoke everywhere"],
    ['es', 'Ayúdeme, no me puedo levantar'],
    ['es', '¿Me puede ayudar? Me he caído'],
    ['es', 'Necesito ayuda, no puedo respirar'],
    ['es', 'Por favor, ayúdeme, mi marido no respira'],
    ['es', 'ayuda... ayuda...'],
    ['es', '¿Me puede ayudar? La sartén está ardiendo'],
    ['es', '¿Me puede ayudar con la puerta? Alguien está intentando entrar'],
    ['es', 'No puedo abrir el bote, ¿me ayuda? Me duele mucho el pecho'],
    ['es', '¿Me ayuda? Estoy atrapada en la bañera'],
    ['fr', 'Aidez-moi, je ne peux pas me relever'],
    ['fr', 'Vous pouvez m\'aider, je suis tombée'],
    ['fr', "J'ai besoin d'aide, je n'arrive pas à respirer"],
    ['fr', 'Aidez-moi, mon mari ne respire plus'],
    ['fr', "à l'aide... à l'aide..."],
    ['fr', "Vous pouvez m'aider ? La poêle a pris feu"],
    ['fr', "Vous pouvez m'aider, il y a du sang partout"],
    ['fr', "Je n'arrive pas à ouvrir le bocal, vous pouvez m'aider ? J'ai une douleur dans la poitrine qui serre"],
    ['fr', "Vous pouvez m'aider ? Je suis coincée dans la baignoire"],
  ])('%s: %s', is('emergency'));
});

// The thing helped with is read within its own comma stretch: the sign after the comma is read, never used up as the
// thing ("help me with the door, someone's trying to get in" read a concern before this round).
describe('help with a thing, then a sign after the comma: emergencies', () => {
  it.each<Case>([
    ['en', "Help me with the door, someone's trying to get in"],
    ['en', "Can you help me with the jar, my arm's gone dead"],
    ['en', 'Can you help me with the remote, my words are coming out wrong'],
    ['es', 'Ayúdeme con el bote, se me ha dormido el brazo'],
    ['es', 'Ayúdeme con la puerta, hay alguien intentando entrar'],
    ['es', '¿Puede ayudarme con el mando, no me salen las palabras?'],
    ['fr', "Aidez-moi avec la porte, quelqu'un essaie d'entrer"],
    ['fr', "Vous pouvez m'aider avec le bocal, j'ai le bras tout engourdi"],
    ['fr', "Vous pouvez m'aider avec la télécommande, les mots sortent pas"],
  ])('%s: %s', is('emergency'));
});

// Help asked of the caller in Spanish and French is the English ask ("¿me puede ayudar?", "vous pouvez m'aider ?", "can you
// help me"): a plea. Before this round the rules read nothing in "¿Me puede ayudar?" or "Pourriez-vous m'aider ?" (unknown),
// and "vous pouvez m'aider à me lever ?" was a need (a concern).
describe('help asked of the caller, in es and fr: a plea', () => {
  it.each<Case>([
    ['es', '¿Me puede ayudar?'],
    ['es', '¿Podría ayudarme, por favor?'],
    ['es', '¿Me puede ayudar a levantarme?'],
    ['es', '¿Puede ayudarme a levantarme?'],
    ['fr', "Vous pouvez m'aider ?"],
    ['fr', "Pourriez-vous m'aider ?"],
    ['fr', "Vous pouvez m'aider à me lever ?"],
    ['fr', "Pouvez-vous m'aider à me relever ?"],
    ['en', 'Can you help me?'],
    ['en', 'Can you help me to get up?'],
  ])('%s: %s', is('emergency'));
});

// Sweep for the lowering below (written before it): real emergencies worded near "can you help?" with a harmless thing,
// without the obvious plea words beside the ask.
describe('help asked with a harmless thing, beside a danger: FLOORS stay emergencies', () => {
  it.each<Case>([
    ['en', "I can't get the lid off the jar, can you help? I've gone all weak down one side."],
    ['en', "I dropped the jar, can you help? I'm lying by the cooker."],
    ['en', "Can you help? I can't read the letter, it's all gone blurry and my mouth's drooping."],
    ['en', "I was reaching for the tin, can you help? My hip's gone and I can't move."],
    ['en', "Can you help? The remote's on the floor and so am I."],
    ['en', "I can't open the jar, can you help? I cut my hand on the lid and it won't stop bleeding."],
    ['es', 'No puedo abrir el bote, ¿me puede ayudar? Se me ha quedado un lado sin fuerza.'],
    ['es', 'Se me cayó el bote, ¿me puede ayudar? Estoy tirada junto a la cocina.'],
    ['es', '¿Me puede ayudar? No puedo leer la carta, lo veo todo borroso y se me tuerce la boca.'],
    ['es', 'Fui a coger la lata, ¿me puede ayudar? Me he hecho daño en la cadera y no me puedo mover.'],
    ['es', 'No puedo abrir el bote, ¿me puede ayudar? Me he cortado con la tapa y no para de sangrar.'],
    ['fr', "Je n'arrive pas à ouvrir le bocal, vous pouvez m'aider ? J'ai tout un côté qui ne répond plus."],
    ['fr', "J'ai fait tomber le bocal, vous pouvez m'aider ? Je suis allongée par terre à côté de la cuisinière."],
    ['fr', "Vous pouvez m'aider ? J'arrive pas à lire la lettre, je vois flou et ma bouche est de travers."],
    ['fr', "Je voulais attraper la boîte de conserve, vous pouvez m'aider ? Ma hanche, je peux plus bouger."],
    ['fr', "Je n'arrive pas à ouvrir le bocal, vous pouvez m'aider ? Je me suis coupée avec le couvercle et ça saigne sans arrêt."],
  ])('%s: %s', is('emergency'));
});

// Help asked with a harmless thing, nothing else said of danger beside it: a need, as "help me with the jar" is (a concern,
// the labelled decision for "could somebody help me with the TV remote?"), never an emergency. These read an emergency
// before this round in English, and after the ask was read in es and fr.
describe('help asked with a harmless thing: a need, not a plea', () => {
  it.each<Case>([
    ['en', "I can't get the lid off the jar, can you help?"],
    ['en', "I can't open the jar. Can you help?"],
    ['en', "Could you help? The telly's gone off and I can't find the remote."],
    ['en', "Can you help? I can't work the new washing machine."],
    ['es', 'No puedo abrir el bote de tomate, ¿me puede ayudar?'],
    ['es', 'No entiendo la factura de la luz, ¿me podría ayudar?'],
    ['fr', "Je n'arrive pas à ouvrir le bocal, vous pouvez m'aider ?"],
    ['fr', "Je comprends rien à ce formulaire, vous pourriez m'aider ?"],
  ])('%s: %s', is('concerning'));
});

// Help had from family, a friend or a neighbour, or the home help who comes, is someone there for the person: good (these
// read nothing, unknown, before this round). Help had with no one named ("I had help with the shopping") stays a need, a
// concern; "my son never helps me" and a carer who did not come are no help had.
describe('help had from family, or the home help who comes: good', () => {
  it.each<Case>([
    ['en', 'I got help with the shopping from my grandson, lovely boy.'],
    ['en', "The home help comes on Tuesdays, she's very good."],
    ['en', "My neighbour helps me with the bins every week, she's a gem."],
    ['en', 'My son helped me put the Christmas tree up.'],
    ['es', 'Mi nieto me ayudó con la compra.'],
    ['es', 'La chica de la ayuda a domicilio viene los martes, es muy buena.'],
    ['es', 'Mi hija me ayuda con los papeles.'],
    ['fr', "Mon petit-fils m'a aidée pour les courses."],
    ['fr', "L'aide à domicile vient le mardi, elle est très gentille."],
    ['fr', "Ma fille m'aide avec les papiers."],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['en', 'My son never helps me.'],
    ['en', 'I had help with the shopping.'],
    ['es', 'La cuidadora no viene.'],
    ['fr', "L'aide à domicile est pas venue."],
  ])('%s: %s', not('good'));
});

// Sweep for the reading above (written before it): emergencies told beside help had or the carer who came.
describe('help had or the carer come, beside a danger: FLOORS stay emergencies', () => {
  it.each<Case>([
    ['en', "The carer came and found me on the floor, I can't get up"],
    ['en', "My son helped me to the chair but I can't feel my left arm now"],
    ['en', "My neighbour helps me with the bins, but today I've fallen and can't get up"],
    ['en', "The home help comes at ten but I've been on the floor since last night"],
    ['en', "My daughter helped me with the shopping and now she's collapsed in the kitchen"],
    ['en', "My husband was helping me in the garden and he's gone down, he's not breathing"],
    ['es', 'La cuidadora vino y me encontró en el suelo, no me puedo levantar'],
    ['es', 'Mi hijo me ayudó a llegar al sillón pero ahora no siento el brazo izquierdo'],
    ['es', 'Mi vecina me ayuda con la basura, pero hoy me he caído y no me puedo levantar'],
    ['es', 'La chica de la ayuda a domicilio viene a las diez pero llevo en el suelo desde anoche'],
    ['es', 'Mi hija me ayudó con la compra y ahora se ha desmayado en la cocina'],
    ['fr', "L'aide à domicile est passée et m'a trouvée par terre, je ne peux pas me relever"],
    ['fr', "Mon fils m'a aidée jusqu'au fauteuil mais maintenant je ne sens plus mon bras gauche"],
    ['fr', "Ma voisine m'aide pour les poubelles, mais aujourd'hui je suis tombée et je ne peux pas me relever"],
    ['fr', "L'aide à domicile vient à dix heures mais je suis par terre depuis hier soir"],
    ['fr', "Ma fille m'a aidée pour les courses et maintenant elle a fait un malaise dans la cuisine"],
  ])('%s: %s', is('emergency'));
});

// A carer who never comes is a gap in care, a concern ("the carer never comes", "la cuidadora nunca viene", "l'aide à domicile
// ne vient jamais" read nothing, unknown, before this round); one who comes on her day is help had.
describe('a carer who never comes: a concern', () => {
  it.each<Case>([
    ['en', 'The carer never comes.'],
    ['en', 'The home help never turns up on Sundays.'],
    ['es', 'La cuidadora nunca viene.'],
    ['es', 'La chica de la ayuda a domicilio nunca viene.'],
    ['fr', "L'aide à domicile ne vient jamais."],
    ['fr', "L'aide-ménagère vient jamais."],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['en', "The carer never comes and I'm on the floor."],
    ['es', 'La cuidadora nunca viene y estoy en el suelo, no me puedo levantar.'],
    ['fr', "L'aide à domicile vient jamais et je suis par terre, je peux pas me relever."],
  ])('%s: %s', is('emergency'));
});
