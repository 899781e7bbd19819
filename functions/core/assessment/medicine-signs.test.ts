import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen21 (medicines and daily routines): a dose gone wrong joined to the sign that makes it an emergency,
// in en/es/fr: more sleeping tablets than meant and too drowsy to talk; a new pain patch on the old one with slow
// breathing; paracetamol past counting, then sick or a pain under the ribs; the whole box taken and the room spinning;
// digoxin with sickness and yellow sight; methotrexate taken daily with mouth sores or a fever; chemotherapy with a
// fever; a blood thinner with bright red urine or clots; insulin run out with thirst and sickness; a diabetes tablet
// and no food with the sweats and the shakes; a curtain coming down over one eye; a night chosen to take all the
// tablets; someone who tried the door and is still outside; a room filling with smoke. Near-misses: a denial, the
// thing over, someone else's, a supposed "if I ever", a dose mix-up with no sign after it (a concern only).


describe('a dose gone wrong with its sign, and the other unseen21 signs, are an emergency', () => {
  it.each<[CallLanguage, string]>([
    ['en', "I couldn't sleep so I took another zopiclone, now I can't keep my eyes open."],
    ['en', "I took two sleeping tablets and a glass of whisky and I'm so drowsy."],
    ['en', "I took another sleeping tablet, I'm not sure, and I can't keep my eyes open."],
    ['en', "I'm not sure if I took another sleeping tablet, I can't keep my eyes open."],
    ['es', 'Me tomé el Orfidal y luego otro, y ahora se me cierran los ojos.'],
    ['es', 'No sé si me tomé otra pastilla para dormir, se me cierran los ojos.'],
    ['fr', "J'ai pris deux Stilnox et un Lexomil, je dors debout."],
    ['fr', "J'ai oublié et j'ai repris un somnifère, j'arrive plus à garder les yeux ouverts."],
    ['fr', "Je sais plus si j'ai pris un autre somnifère, je dors debout."],
    ['en', 'I put a new patch on and the old one is still on, and my breathing has gone slow.'],
    ['es', 'Me puse el parche nuevo y el viejo sigue puesto, respiro muy despacio y tengo mucho sueño.'],
    ['fr', "J'ai mis le nouveau patch et l'ancien est toujours collé, je respire très lentement, je suis somnolente."],
    ['en', "I've been taking paracetamol every couple of hours, lost count, and I've been sick."],
    ['es', 'Llevo tomando paracetamol cada dos horas, ya no sé cuántas, y he vomitado.'],
    ['fr', "Je prends du Doliprane toutes les deux heures, j'ai perdu le compte, et j'ai vomi ce matin."],
    ['en', 'I think I must have taken the lot, the box is empty, and the room is spinning.'],
    ['es', 'Creo que me he tomado toda la caja, la habitación me da vueltas.'],
    ['fr', "Je crois que j'ai tout pris, le pilulier est vide, tout tourne."],
    ['en', "I've been taking my digoxin twice a day, I feel sick and everything looks yellow."],
    ['es', 'Tomo la digoxina mañana y noche, tengo náuseas y lo veo todo amarillo.'],
    ['fr', 'Je prends ma digoxine matin et soir, j ai des nausées et je vois tout jaune.'],
    ['en', "I've taken my methotrexate every day instead of weekly and my mouth is full of ulcers."],
    ['es', 'Me he tomado el metotrexato todos los días y tengo la boca llena de llagas.'],
    ['fr', "J'ai pris mon méthotrexate tous les jours et j'ai la bouche pleine d'aphtes."],
    ['en', "I'm on my chemo tablets and I've got a fever and the shivers."],
    ['es', 'Tomo las pastillas de quimio y tengo fiebre y escalofríos.'],
    ['fr', "Je prends mes comprimés de chimio et j'ai 39 de fièvre avec des frissons."],
    ['en', "I'm on warfarin and my wee is bright red with clots."],
    ['es', 'Tomo Sintrom y la orina me sale roja con coágulos.'],
    ['fr', "Je prends du Préviscan et mes urines sont rouge vif, avec des caillots."],
    ['en', "I've run out of insulin, I'm so thirsty and I've been sick."],
    ['es', 'Se me acabó la insulina, tengo mucha sed y he vomitado.'],
    ['fr', "J'ai plus d'insuline depuis deux jours, j'ai soif et j'ai vomi."],
    ['en', "I took my diabetes tablet and haven't eaten, I'm sweating and shaking."],
    ['es', 'Me tomé la pastilla para el azúcar sin desayunar, estoy sudando y temblando.'],
    ['fr', "J'ai pris mon cachet pour le diabète sans déjeuner, je suis moite et je tremble."],
    ['en', "There's like a black curtain coming down over my right eye."],
    ['es', 'Tengo como una cortina negra que me baja por el ojo derecho.'],
    ['fr', "Il y a comme un rideau noir qui descend sur mon œil droit."],
    ['en', "Tonight might be the night I take them all and that's that."],
    ['es', 'Esta noche creo que me las tomo todas y se acabó.'],
    ['fr', 'Ce soir je crois que je les prends toutes et c est fini.'],
    ['en', "Someone tried my back door at four and he's still in the garden, tapping on the window."],
    ['es', 'Alguien ha intentado abrir mi puerta y sigue en el patio, golpea la ventana.'],
    ['fr', "Quelqu'un a essayé d'ouvrir ma porte, il est encore dans la cour, il tape au carreau."],
    ['en', "The kitchen is full of smoke and the alarm is going, I'm coughing."],
    ['es', 'Hay humo por toda la cocina, la alarma suena y estoy tosiendo.'],
    ['fr', "Il y a de la fumée plein la cuisine, l'alarme sonne, je tousse."],
  ])('%s: %s', is('emergency'));
});

describe('near-misses: denied, over, someone else\'s, supposed, or a dose mix-up with no sign after it', () => {
  it.each<[CallLanguage, string]>([
    ['en', "I didn't take another sleeping tablet, I'm wide awake."],
    ['en', 'If I ever forgot and took another sleeping tablet... I couldn\'t keep my eyes open.'],
    ['en', "My husband took another zopiclone last week, he was sleepy, he's fine now."],
    ['es', 'Si alguna vez se me olvidara y me tomara otra pastilla para dormir, no podría abrir los ojos.'],
    ['fr', "Si jamais j'oubliais et je reprenais un somnifère, je pourrais plus garder les yeux ouverts."],
    ['fr', "Mon mari a repris un somnifère, il dort."],
    ['en', 'I put a new patch on and took the old one off, I feel fine.'],
    ['en', 'I take paracetamol every four hours for my knee, no sickness.'],
    ['es', 'Tomo paracetamol cada ocho horas y estoy bien, sin náuseas.'],
    ['en', 'My husband has taken the lot, the room is spinning for him, last year, he is fine now.'],
    ['en', 'I take digoxin, no sickness, no yellow, heart is fine.'],
    ['es', 'Tomo digoxina y estoy muy bien, nada de náuseas.'],
    ['en', 'I take methotrexate every Monday, no mouth ulcers.'],
    ['fr', 'Je prends mon méthotrexate le lundi, pas d aphtes, pas de fièvre.'],
    ['en', "I'm on chemo tablets, no fever."],
    ['en', 'I finished my chemo last year, no fever now.'],
    ['es', 'Tomo las pastillas de quimio y no tengo fiebre.'],
    ['en', "I'm on warfarin, my wee is normal, no blood."],
    ['fr', "Je prends du Préviscan, tout va bien, mes urines sont normales."],
    ['en', "I ran out of insulin last month but got more, I'm fine, not thirsty."],
    ['en', 'I drew the black curtains and my eyes are fine.'],
    ['en', 'I take them all in the morning with my breakfast.'],
    ['es', 'Esta noche me las tomo todas con la cena, como siempre.'],
    ['fr', 'Ce soir je les prends toutes avec le souper.'],
    ['en', "The postman tried the door earlier, he's gone now."],
    ['en', 'I watched a programme about a kitchen full of smoke and the alarm going.'],
    ['es', 'No sé cuáles pastillas me tomé hoy, se me mezclaron.'],
    ['fr', "Je me suis trompée de case dans mon pilulier, je sais plus si j'ai pris double, mais je me sens très bien."],
  ])('%s: %s', not('emergency'));
});

describe("someone else's trouble said to go on now is a concern about them, not dropped as unknown", () => {
  it.each<[CallLanguage, string]>([
    ['en', 'My husband had chest pain last night and still has it.'],
    ['es', 'Mi marido tuvo dolor en el pecho anoche y todavía lo tiene.'],
    ['fr', "Mon mari a eu mal à la poitrine hier soir et il l'a encore."],
  ])('%s: %s', is('concerning'));
});

describe('floors: a dose mix-up with no sign stays a concern, never good', () => {
  it.each<[CallLanguage, string]>([
    ['es', 'No sé cuáles pastillas me tomé hoy, se me mezclaron.'],
    ['en', 'I took my water tablet twice this morning by mistake but I feel fine.'],
  ])('%s: %s', is('concerning'));
});
