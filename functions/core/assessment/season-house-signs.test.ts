import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen23: the seasons and jobs about the house. Signs read in each language, by their plain paraphrases:
// off the ladder ("came off the ladder", "se me fue la escalera", "l'échelle a basculé"); a camping stove, a barbecue
// or a brazier burning in a closed room with two signs of its fumes (carbon monoxide); a smell of gas after a bottle
// changed, with the same signs; in the heat, no water passed since last night with dizziness or a muddle and the heart
// racing or the mouth dry (dehydration); tablets taken twice over and drowsy now (an overdose); a chimney roaring like a
// train with smoke escaping, the wallpaper hot or a smell of burning (a chimney fire); a spark or the fire catching a
// building and the person losing the fight with it; home oxygen stopped with the power and the spare empty or the
// breath going. Near-misses: a denial, the same done safely, a worry or a precaution, someone else's, a time gone by.

type Case = [CallLanguage, string];

describe('unseen23 signs: emergencies', () => {
  it.each<Case>([
    ['en', 'I did come off the ladder at the end, coming down.'],
    ['en', 'I slipped off the ladder this morning.'],
    ['en', 'The ladder went from under me.'],
    ['es', 'La escalera se me fue y acabé en el suelo.'],
    ['es', 'Se me fue la escalera limpiando los canalones.'],
    ['fr', "L'échelle a basculé quand je descendais."],
    ['en', "I've had the camping stove going in the front room with the door shut. I've a thumping headache and I was sick."],
    ['en', "I've been using the barbecue inside to keep warm, and now I feel sick and dizzy."],
    ['es', 'Tengo el hornillo de camping encendido en el salón con la puerta cerrada, me duele la cabeza y he vomitado.'],
    ['es', 'Uso el brasero dentro de casa y estoy mareada, con dolor de cabeza.'],
    ['fr', "Je fais la cuisine sur le réchaud de camping dans le salon, porte fermée, j'ai mal à la tête et j'ai vomi."],
    ['en', "Since I changed the gas bottle it smells ever so strong in the kitchen, and I've a headache and feel dizzy and sick."],
    ['es', 'Desde que cambié la bombona huele muchísimo en la cocina, me duele la cabeza y estoy mareada.'],
    ['fr', "Depuis que j'ai changé la bouteille de gaz, ça sent très fort dans la cuisine, j'ai mal à la tête et j'ai la nausée, je suis étourdie."],
    ['en', "This heat. I'm dizzy, I haven't been for a wee since last night and my heart's racing."],
    ['en', "This heat. I haven't passed water since yesterday, I'm all muddled and dizzy."],
    ['es', 'Qué calor. Estoy mareada, no he orinado desde ayer y no sé qué día es.'],
    ['es', 'Con esta calor no hago pis desde ayer, todo me da vueltas y tengo la boca seca.'],
    ['fr', "Avec cette canicule, je n'ai pas fait pipi depuis hier, j'ai la tête qui tourne et je suis confuse."],
    ['en', "I took two lots of my sleeping tablets by mistake and I'm so drowsy I can't keep my eyes open."],
    ['es', 'Me tomé las pastillas dos veces y estoy muy adormilada, se me cierran los ojos.'],
    ['fr', "J'ai pris mes cachets deux fois, je suis très somnolente, je n'arrive plus à garder les yeux ouverts."],
    ['en', "The chimney's roaring like a train and there's smoke coming out round the hatch upstairs."],
    ['en', "The flue is roaring and the wallpaper upstairs is hot to the touch, there's a smell of burning."],
    ['es', 'La chimenea ruge como un tren y sale humo por la trampilla de arriba.'],
    ['es', 'El tiro de la chimenea hace un ruido como un tren y la pared de arriba está caliente, huele a quemado.'],
    ['fr', 'Le conduit ronfle fort, ça fait un bruit de train, et il y a de la fumée qui sort autour de la trappe.'],
    ['fr', 'La cheminée ronfle et le papier peint est tout chaud, ça sent le brûlé.'],
    ['es', 'Ha saltado una chispa al pajar y está echando un humo negro, no doy abasto con el cubo.'],
    ['es', 'La chispa fue al pajar y está prendiendo la pared de la cochera, toso mucho.'],
    ['en', "I was burning the prunings and a spark caught the hedge, it's burning and I can't put it out."],
    ['fr', "Une étincelle est partie dans la grange, le foin brûle, je n'arrive pas à l'éteindre, je tousse."],
    ['en', "The power's off and the oxygen machine's stopped, the little bottle's near enough empty and I'm getting a bit short."],
    ['es', 'Se ha ido la luz y el concentrador de oxígeno se ha parado, la botella está casi vacía y me falta el aire.'],
    ['fr', "Coupure de courant, le concentrateur d'oxygène s'est arrêté, la bouteille est presque vide et j'ai le souffle court."],
  ])('%s: %s', is('emergency'));
});

describe('unseen23 near-misses: not an emergency', () => {
  it.each<Case>([
    ['en', "I didn't come off the ladder, don't worry."],
    ['en', "I nearly came off the ladder but I grabbed the gutter, I'm fine."],
    ['en', 'Our Darren came off the ladder last year.'],
    ['en', 'I came off the ladder two years ago, nothing since.'],
    ['es', 'No se me fue la escalera, tranquila.'],
    ['es', 'A mi vecino se le fue la escalera el año pasado.'],
    ['es', 'Casi se me va la escalera, pero me agarré.'],
    ['fr', "L'échelle n'a pas basculé, j'ai fait attention."],
    ['en', "I cook on the camping stove out in the garden, I've a headache and feel sick with this cold."],
    ['en', "I've got a camping stove in the front room in case the power goes. I'm fine."],
    ['es', 'Tengo un hornillo de camping en el salón por si se va la luz. Estoy bien.'],
    ['fr', "J'ai un réchaud de camping dans la cuisine au cas où, je vais très bien."],
    ['en', "I smelt gas last week, the engineer came and fixed it, I'm fine now."],
    ['es', 'Cambié la bombona y no huele a nada, estoy bien.'],
    ['es', 'La semana pasada olía a gas, vino el técnico y lo arregló, estoy bien.'],
    ['fr', "J'ai changé la bouteille de gaz, ça ne sent rien, tout va bien."],
    ['en', "This heat, but I'm drinking plenty and weeing fine, no dizziness."],
    ['en', "This heat. My husband hasn't been for a wee since last night, he's dizzy."],
    ['en', "In this heat I'd be dizzy if I hadn't been for a wee since last night."],
    ['es', 'Qué calor, pero bebo mucha agua y orino bien, estoy bien.'],
    ['fr', 'La canicule, mais je bois beaucoup et je fais pipi normalement, ça va.'],
    ['en', "I nearly took my tablets twice but I checked the box, I'm fine."],
    ['en', "I didn't take a double dose, I checked."],
    ['es', 'Casi me tomo las pastillas dos veces, pero me di cuenta. Estoy bien.'],
    ['es', 'Mi marido se tomó las pastillas dos veces, pero está bien.'],
    ['fr', "J'ai failli prendre mes cachets deux fois, mais j'ai vérifié, ça va."],
    ['fr', 'Mon mari a pris ses cachets deux fois, mais il va bien.'],
    ['en', "The fire's roaring away lovely in the chimney, nice and cosy."],
    ['en', 'I had the chimney swept last week, no smoke, no smell.'],
    ['en', 'On the telly there was a chimney fire, roaring like a train, smoke coming out everywhere.'],
    ['es', 'La chimenea tira muy bien, qué gustito.'],
    ['es', 'Me limpiaron la chimenea la semana pasada, ni humo ni olor.'],
    ['fr', "J'ai fait ramoner la cheminée la semaine dernière, pas de fumée, pas d'odeur."],
    ['es', 'Estoy quemando las ramas de la poda en el corral, todo controlado, con la manguera al lado.'],
    ['en', "I'm having a bonfire of the prunings, all under control, hose by my side."],
    ['en', 'A spark caught the hedge last summer, we put it out, all fine.'],
    ['fr', 'Je brûle les branches de la taille dans la cour, tout est sous contrôle.'],
    ['en', "The power went off and the oxygen machine stopped but the spare bottle is full and I'm breathing fine."],
    ['es', 'Se fue la luz, el concentrador de oxígeno se paró, pero tengo la botella llena y respiro bien.'],
    ['fr', "Coupure de courant, le concentrateur d'oxygène s'est arrêté, mais la bouteille est pleine et je respire bien."],
    ['en', "I nearly took two lots of my tablets but I checked the box, I'm fine."],
    ['en', "My husband took two lots of his tablets, he's fine, the doctor said so."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', 'I took loads of my tablets.'],
    ['en', 'I took three lots of my tablets.'],
  ])('%s: %s stays an emergency', is('emergency'));
});
