import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 40 (unseen40, out and about): "The car's gone into the ditch on Marsh Lane and I'm still sat in it ... my
// neck hurts and I feel sick and woozy", "j'ai raté le virage avec la voiture, je suis dans le fossé, je suis toujours dedans"
// and "my scooter tipped over off the kerb and I'm stuck underneath it ... my leg's trapped" read CONCERNING with the rules
// alone. A vehicle gone off the road, into a ditch, a tree or the back of the person (words between, either order), with the
// person still in it or stuck, or hurt, dizzy or sick now, is a road accident now; the person (or a leg) stuck, trapped or
// pinned under a thing is one who cannot get up. A near one, one seen, someone else's, or one of an earlier day told as
// over stays as it read.

type Case = [CallLanguage, string];

describe('a vehicle off the road with the person in it or hurt now: a road accident now', () => {
  it.each<Case>([
    ['en', "The car's gone into the ditch on Marsh Lane and I'm still sat in it. The airbag went off. My neck hurts and I feel sick and woozy."],
    ['en', "I've skidded off the road on the ice and the car's in a hedge. I can't get the door open."],
    ['en', "I came off the road in the van, hit a tree, my head's bleeding."],
    ['en', "I've had a crash on the roundabout, I'm still in the car, my chest hurts."],
    ['en', "The car slid into a ditch on the way back from church, I'm sat here and I feel dizzy."],
    ['en', "Put the car in the ditch this morning, I'm shaken up and my neck's killing me."],
    ['en', "Rolled the car over on the bend, I'm upside down in it."],
    ['en', "Some idiot ran into the back of me at the lights, my neck's agony and I'm still in the car."],
    ['es', 'Me he salido de la carretera con el coche y estoy en la cuneta, sigo dentro, me duele el cuello.'],
    ['es', 'El coche se ha ido a la cuneta en la curva, estoy mareado y con ganas de vomitar.'],
    ['es', 'He tenido un accidente con el coche en la rotonda, no puedo salir, me duele el pecho.'],
    ['es', 'Me he estrellado contra un árbol con el coche, me sangra la cabeza.'],
    ['es', 'He chocado con el coche en la glorieta, estoy aturdida y me duele el cuello.'],
    ['es', 'Mi coche ha acabado en la cuneta, estoy atrapado dentro.'],
    ['es', 'Un coche me ha dado por detrás en el semáforo, me duele mucho el cuello, sigo en el coche.'],
    ['fr', "J'ai raté le virage avec la voiture près de la chapelle, je suis dans le fossé, je suis toujours dedans. J'ai mal au cou, la tête qui tourne et envie de vomir."],
    ['fr', 'Je suis sortie de la route avec la voiture, je suis dans le fossé, j\'ai mal à la nuque.'],
    ['fr', 'La voiture a fini dans le fossé, je peux pas sortir.'],
    ['fr', "J'ai eu un accident de voiture au rond-point, j'ai mal à la poitrine, je suis encore dans la voiture."],
    ['fr', "J'ai percuté un arbre avec la voiture, je saigne de la tête."],
    ['fr', "Mon char a glissé dans le fossé, j'ai la tête qui tourne."],
    ['fr', "La voiture s'est retournée dans le virage, je suis coincé, j'ai mal."],
    // floors: an earlier day beside a crash of now, "fine" said of something else
    ['en', "I went into the ditch yesterday looking for the dog and now I've gone in again with the car, I'm still stuck in it."],
    ['es', 'Ayer fui al médico, y ahora me he salido de la carretera con el coche, sigo dentro y me duele el cuello.'],
    ['fr', "Hier j'étais chez le médecin, et là je suis sortie de la route avec la voiture, je suis toujours dedans."],
  ])('%s: %s', is('emergency'));
});

describe('stuck or trapped under a thing, or a leg pinned beneath it: someone who cannot get up', () => {
  it.each<Case>([
    ['en', "My scooter tipped over off the kerb by the chemist and I'm stuck underneath it, I can't shift it. My leg's trapped and it's hurting something rotten."],
    ['en', "The wheelchair's gone over and I'm pinned under it."],
    ['en', "Tipped the scooter on the ramp, it's on top of my leg and I can't get out from under."],
    ['en', "The bookcase came down and I'm trapped under it."],
    ['en', "My foot's caught under the car seat, I can't move it."],
    ['en', "The scooter came down on top of me and I can't move."],
    ['es', 'Se me ha volcado el scooter en el bordillo y estoy atrapada debajo, no puedo moverlo.'],
    ['es', 'La silla de ruedas se ha caído encima de mi pierna y no puedo salir de debajo.'],
    ['es', 'Tengo la pierna atrapada debajo de la moto, me duele mucho.'],
    ['es', 'Me he quedado atrapado debajo del armario.'],
    ['es', 'Se ha volcado el scooter y está encima de mi pierna.'],
    ['fr', "Mon scooter s'est renversé sur le trottoir, je suis coincée dessous, j'ai la jambe coincée."],
    ['fr', 'Le fauteuil a basculé et je suis bloqué sous lui.'],
    ['fr', "J'ai la jambe prise sous le scooter, j'arrive pas à me dégager."],
    ["fr", "L'armoire est tombée, je suis coincé dessous."],
    ['fr', 'Le scooter est tombé sur ma jambe, je peux pas bouger.'],
    // floors: an earlier day told beside one of now
    ['en', "Last week the scooter tipped and I was fine, but now it's gone over again and I'm stuck underneath it."],
    ['fr', 'La semaine dernière le scooter s\'est renversé, et maintenant encore je suis coincée dessous.'],
  ])('%s: %s', is('emergency'));
});

describe('a near one, one seen, someone else\'s, one told as over, a pet or a thing stuck: no road accident', () => {
  it.each<Case>([
    ['en', "I nearly went into the ditch on the ice, but I'm fine."],
    ['en', "My son crashed his car last week, he's fine."],
    ['en', "I had a car crash years ago, that's why I gave up driving."],
    ['en', 'I put the car in a ditch last winter, no harm done, and I sold it.'],
    ['en', "I watched a car go into the ditch by the church, the police came, I'm fine."],
    ['en', "The scooter tipped over last month and I was stuck under it for ten minutes, a lad helped me, I'm fine now."],
    ['en', 'Well, I did go over on Tuesday bending down for the post on the mat, landed on me bum. But I got meself up on my own.'],
    ['es', 'Hace años tuve un accidente con el coche, por eso lo dejé.'],
    ['es', 'Mi hijo tuvo un accidente con el coche la semana pasada, está bien.'],
    ['es', 'El mes pasado se me volcó el scooter y me quedé atrapada debajo un rato, pero ya estoy bien.'],
    ['es', 'El mes pasado tuve un accidente con el coche y me dolía el cuello, ya estoy bien.'],
    ['fr', "J'ai vu un accident de voiture devant l'église, ça m'a fait peur, j'ai mal à la tête."],
    ['fr', "Il y a dix ans j'ai eu un accident de voiture, depuis je conduis plus."],
    ['fr', 'Mon fils a eu un accident de voiture hier, il va bien.'],
    ['fr', 'Le mois dernier je suis restée coincée sous le scooter, mais ça va maintenant.'],
    ['fr', 'Ma voisine est tombée la semaine dernière. Moi ça va bien, je suis solide sur mes jambes.'],
  ])('%s: %s', not('emergency'));
});
