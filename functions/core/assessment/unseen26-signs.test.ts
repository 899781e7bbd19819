import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen26 (everyday admin and gadgets): its missed emergencies read by their signs, and its false emergencies
// lowered by general rules, in en/es/fr. Raised: a caller claiming to be from the water or the gas, now upstairs or in the
// bedroom going through the drawers; bleeding that will not stop on a blood thinner, or for hours; in the bath since last
// night or gone cold, the legs unable to push the person up; a detector by the boiler beeping or its batteries taken out,
// with two of headache, sickness, dizziness (or the cat that will hardly wake); two stroke signs in Quebec French ("ma main
// répond pus", "je parlais tout croche", "ma bouche penchait d'un bord"); someone else's tablets taken by mistake, with
// eyes that will not stay open; a fever with an infection and not knowing which room one is in. Lowered: "what if I had a
// fall", "y si un día me caigo", "et si un jour je tombe" (a worry); someone else's fall gone by with the help the person
// gave ("I took a blanket over", "je lui ai apporté une couverture"), named by title ("poor Mrs Okafor") or by a weekday
// gone ("el martes", "mardi dernier"); a programme heard "this morning" about strokes; a broken wrist "three years back now,
// nothing since".

type Case = [CallLanguage, string];

describe('unseen26 signs: an emergency', () => {
  it.each<Case>([
    ['en', 'A man said he was from the water board. He\'s still up there and I can hear him opening the drawers in my bedroom.'],
    ['es', 'Han venido dos hombres diciendo que eran del gas y uno se ha metido en mi dormitorio, le oigo abrir los cajones.'],
    ['fr', "Deux hommes ont dit qu'ils venaient du gaz, il est encore dans ma chambre, j'entends qu'il ouvre les tiroirs."],
    ['en', "I'm on warfarin and my nose has been bleeding for two hours."],
    ['en', "I've got a nosebleed that won't stop, it's been going since breakfast."],
    ['es', 'Tomo sintrom y me sangra la nariz desde hace horas, no para.'],
    ['fr', "Je prends du Préviscan et je saigne du nez depuis des heures, ça ne s'arrête pas."],
    ['en', "I've been in the bath since last night, my legs won't push me up."],
    ['es', 'Estoy en la bañera desde anoche, no puedo salir, el agua está fría.'],
    ['fr', "Je suis dans la baignoire depuis hier soir, je n'arrive pas à sortir, l'eau est froide."],
    ['en', "The alarm by the boiler was beeping so I took the batteries out. I've got a headache and I've been sick."],
    ['es', 'El aparato de al lado de la caldera no para de pitar y le quité las pilas. Me duele mucho la cabeza y he vomitado.'],
    ['fr', "Le boîtier à côté de la chaudière n'arrête pas de biper, j'ai enlevé les piles. J'ai mal à la tête et j'ai vomi."],
    ['fr', 'Ma main droite répond plus et je parle tout croche depuis midi.'],
    ['en', "I took the wrong tablets this morning and I can't keep my eyes open."],
    ['es', 'Me equivoqué y me tomé sus pastillas, las de mi marido, y no puedo tener los ojos abiertos.'],
    ['fr', "Je me suis trompée, j'ai pris ses comprimés à lui, à la place des miens, et j'arrive pas à garder les yeux ouverts."],
    ['es', 'Tengo fiebre, treinta y nueve, escalofríos, me escuece al orinar y no sé en qué habitación estoy.'],
    ['fr', "J'ai de la fièvre, trente-neuf, des frissons, ça brûle quand je fais pipi, et je sais plus dans quelle pièce je suis."],
    ['en', 'My face has been drooping since lunch.'],
  ])('%s: %s', is('emergency'));
});

describe('unseen26 signs, near-misses: not an emergency', () => {
  it.each<Case>([
    // A tradesman or family, a caller gone by, no one pressing.
    ['en', "The plumber's up there fixing the tank, I'm fine."],
    ['en', "My grandson is up there going through the drawers looking for his charger, I'm fine."],
    ['en', "Last year a man said he was from the water board and went through my drawers, the police came. I'm fine now."],
    ['es', 'Vino el técnico del gas, revisó la caldera y se fue, todo bien.'],
    // A bleed that stopped, or denied.
    ['en', "I'm on warfarin, had a nosebleed this morning, it stopped after ten minutes, I'm fine."],
    ['en', "I'm on warfarin, no nosebleeds, no bleeding gums, all fine."],
    ['es', 'Tomo sintrom, no me sangra nada, todo bien.'],
    ['fr', 'Je prends du Préviscan, pas de saignement, tout va bien.'],
    // A bath enjoyed, or stuck long ago.
    ['en', "I had a lovely long soak in the bath, the water went cold so I got out, I'm fine."],
    ['en', "Last year I got stuck in the bath, my legs wouldn't push me up, my son got me out. I'm fine now."],
    ['es', 'El año pasado me quedé en la bañera, mi hijo me sacó. Ahora bien.'],
    // An alarm with no sign, a smoke alarm's battery.
    ['en', "The smoke alarm keeps beeping, the battery's low, I took the batteries out. I'm fine."],
    ['fr', "Le détecteur à côté de la chaudière bipait, j'ai enlevé les piles, et pourtant tout va bien."],
    // Someone else's way of speaking; the wrong tablets with no sign; a room forgotten for the glasses.
    ['fr', "Ma voisine parle tout croche, c'est son accent, moi ça va."],
    ['fr', "Je me suis trompée, j'ai pris ses comprimés à lui, mais je vais très bien, le pharmacien a dit que c'était rien."],
    ['en', "I took the wrong tablets this morning but I'm fine, the chemist said no harm."],
    ['fr', "Je sais plus dans quelle pièce j'ai mis mes lunettes, sinon ça va."],
    ['es', 'No sé en qué habitación dejé las gafas, por lo demás bien.'],
    ['en', "My face hasn't been drooping, I'm fine."],
  ])('%s: %s', not('emergency'));
});

describe('unseen26 lowered: a worry, someone else\'s fall gone by, a programme, an old break', () => {
  it.each<Case>([
    ['en', "What if I had a fall in the garden? I'm fine though."],
    ['es', '¿Y si un día me caigo y no tengo el móvil cerca? Estoy bien.'],
    ['fr', 'Et si un jour je tombe dans le jardin ? Sinon ça va.'],
    ['en', 'Poor Mrs Okafor went down yesterday, we had the ambulance and everything, I took a blanket over. Me? No, I\'m alright.'],
    ['fr', 'La voisine est tombée mardi dernier, les pompiers sont venus, je lui ai apporté une couverture. Moi ça va.'],
    ['en', "I heard a programme on the radio this morning about strokes, the face drooping. I'm fine."],
    ['fr', "J'ai écouté une émission à la radio ce matin sur les AVC, la bouche qui tombe. Moi ça va."],
    ['en', 'No. Not since I broke my wrist that icy winter, oh, three years back now. Nothing since, touch wood.'],
  ])('%s: %s', is('good'));
  it.each<Case>([
    ['es', 'Estoy preocupada por la Pepa, mi amiga, que se cayó el martes y se ha roto la cadera. Yo estoy bien.'],
  ])('%s: %s', not('emergency'));
});

describe('unseen26 lowered, floors: the same words beside a present emergency, or told as now, stay an emergency', () => {
  it.each<Case>([
    ['en', 'What if I fell? Well I did fall this morning and I can\'t get up.'],
    ['es', '¿Y si me caigo? Bueno, ya me he caído esta mañana y no me puedo levantar.'],
    ['fr', "Et si je tombe ? Justement je suis tombée ce matin et je n'arrive pas à me relever."],
    ['en', "Poor Mrs Okafor went down yesterday, we had the ambulance and everything, I took a blanket over. I'm alright but I fell this morning and can't get up."],
    ['en', "Poor Mrs Okafor went down yesterday and she's still lying there, I took a blanket over. I'm alright."],
    ['es', 'Estoy preocupada por la Pepa, mi amiga, que se cayó el martes y se ha roto la cadera. Yo estoy bien, pero me he caído esta mañana y no me puedo levantar.'],
    ['es', 'La Pepa se cayó el martes y sigue en el suelo, no se puede levantar.'],
    ['fr', "La voisine est tombée mardi dernier, les pompiers sont venus, je lui ai apporté une couverture. Moi je suis tombée ce matin et je n'arrive pas à me relever."],
    ['fr', 'La voisine est tombée ce matin, elle est toujours par terre, je lui ai apporté une couverture. Moi ça va.'],
    ['en', 'I heard a programme on the radio this morning about strokes. My face has been drooping since lunch.'],
    ['fr', "J'ai écouté une émission à la radio ce matin sur les AVC. Et moi j'ai la bouche de travers depuis midi."],
    ['en', 'I broke my wrist three years back now, nothing since, but I fell again this morning.'],
  ])('%s: %s', is('emergency'));
});
