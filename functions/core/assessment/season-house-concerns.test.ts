import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen23's concerns and the good calls read as concerns. Raised to a concern in each language: weight lost or
// clothes hanging off ("my skirt's falling off me", "he perdido tres kilos", "se me caen los pantalones", "j'ai perdu
// trois kilos"); food rationed ("I'm rationing what I've got", "me estoy racionando", "je me rationne"); a pan put on and
// forgotten or ruined; a cut gone red and angry with yellow stuff; the boiler broken, the verb first ("se ha estropeado la
// caldera"); a stop on a slope for breath ("tengo que pararme dos veces a agarrar aire"). Lowered: a fear of falling met
// by a precaution taken ("so I've asked the lad over the road", "así que ya no subo", "alors c'est le petit voisin qui
// les sort"), the doctor's advice followed ("like the doctor says"), tired from standing and said to be normal ("pero eso
// es normal"). In the heat, little drunk ("un verre au repas, pas plus", "agua no bebo mucha") is a concern. A faint had, told in French ("j'ai eu un petit malaise"), is a concern. Near-misses and floors below.

type Case = [CallLanguage, string];

describe('unseen23 concerns raised', () => {
  it.each<Case>([
    ['en', "My skirt's falling off me."],
    ['en', "I've lost a stone this month without trying."],
    ['en', "I'm rationing what food I've got left."],
    ['en', "Put some eggs on to boil and went out, forgot all about them, the pan's ruined. All out now."],
    ['en', "I caught my thumb on the hedge trimmer, it's gone red and angry round it and there's some yellow stuff coming out."],
    ['es', 'He perdido tres kilos.'],
    ['es', 'Se me caen los pantalones.'],
    ['es', 'Me estoy racionando la comida.'],
    ['es', 'Se ha estropeado la caldera hace una semana.'],
    ['es', 'Tengo que pararme dos veces a agarrar aire.'],
    ['fr', "J'ai perdu trois kilos depuis la Toussaint."],
    ['fr', 'Je me rationne.'],
    ['en', "I'm worried I'll fall on the ice."],
    ['es', 'Me da miedo caerme en la escalera.'],
    ['fr', "J'ai peur de glisser sur le verglas."],
    ['en', 'The doctor says I need to go into hospital.'],
    ['fr', "Hier après-midi j'ai eu un petit malaise au jardin, en plein soleil, tout est devenu noir une seconde. Après un grand verre d'eau c'était passé."],
    ['fr', "J'ai eu un malaise ce matin."],
    ['es', 'Estoy muy cansada, no puedo con mi alma.'],
    ['en', "I don't drink much in this heat, one glass with meals, no more."],
    ['es', 'Con esta calor, agua no bebo mucha. Estoy bien.'],
    ['fr', 'La chaleur ne me dérange pas. Boire ? Oh, un verre au repas, pas plus. Mais je me sens bien, pas de vertige.'],
  ])('%s: %s', is('concerning'));
  it.each<Case>([
    ['es', 'No he perdido ni un kilo.'],
    ['fr', "Je n'ai pas perdu de poids."],
    ['en', "I was worried I'd go flying on the ice taking the bins down, so I've asked the lad over the road to do them. Better safe than sorry."],
    ['fr', "J'avais peur de glisser sur le verglas, alors c'est le petit voisin qui sort les poubelles."],
    ['en', "Hot! I'm having a glass of squash every hour like the doctor says."],
    ['es', 'No, nada. Un poco cansada de estar de pie, pero eso es normal, ya me he recuperado.'],
    ['fr', "Je n'ai pas eu de malaise, ça va très bien."],
    ['fr', "Dans mon feuilleton, il y en a un qui vient de faire un malaise. Moi ça va très bien."],
    ['en', 'In this heat I drink plenty, a glass every hour.'],
    ['en', "I don't drink much alcohol in this heat, I'm fine."],
    ['es', 'Con esta calor bebo mucha agua, estoy bien.'],
    ['fr', 'Avec la canicule je bois beaucoup, un grand verre toutes les heures.'],
  ])('%s: %s is not a concern', not('concerning'));
});

describe('unseen23 concerns: floors beside an emergency of now', () => {
  it.each<Case>([
    ['en', "My trousers are falling off me and I fell over them this morning, I can't get up."],
    ['en', "I've lost a stone and now I've got crushing chest pain."],
    ['en', "I was worried I'd go flying on the ice, so I asked the lad to do the bins, but I went out anyway and fell, I can't get up."],
    ['en', "I put the eggs on to boil and forgot all about them, now the kitchen's full of smoke and I can't breathe."],
    ['es', 'He perdido tres kilos y ahora me duele mucho el pecho, no puedo respirar.'],
    ['es', 'Me estoy racionando la comida, pero me he caído y no me puedo levantar.'],
    ['es', 'Se ha estropeado la caldera y estoy helada, no siento las manos y tengo mucho sueño.'],
    ['es', 'Me da miedo caerme en la escalera, así que ya no subo, pero hoy me he caído y no me puedo levantar.'],
    ['fr', "J'avais peur de glisser, alors c'est le voisin qui sort les poubelles, mais ce matin je suis tombée et je ne peux pas me relever."],
    ['fr', 'Je me rationne, mais là je suis tombée et je ne peux pas me relever.'],
    ['en', "I'm drinking my water like the doctor says, but I've got crushing chest pain now."],
    ['fr', "J'ai eu un malaise, tout devient noir, je vais tomber."],
    ['fr', "J'ai fait un malaise."],
    ['en', "I don't drink much in this heat, and now I'm muddled, dizzy and I haven't been for a wee since last night."],
    ['fr', "Avec la canicule je bois très peu, je n'ai pas fait pipi depuis hier, j'ai la tête qui tourne et je suis confuse."],
    ['es', 'Un poco cansada de estar de pie, pero eso es normal. Ahora me duele mucho el pecho y no puedo respirar.'],
  ])('%s: %s', is('emergency'));
});
