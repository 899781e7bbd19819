import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13: a programme's people taken ill, told by someone well, were the largest family of the rules' false emergencies at the
// first scores of unseen35-37 (3 of 10). Probed after unseen37's round with paraphrases written apart from every labelled part:
// half read as emergencies. Each describe holds what is read now, and the floors: the person's own sign, someone of the house,
// a fire or a smell at home beside the programme.

type Case = [CallLanguage, string];

describe('a programme said to be on, by its kind or title, or the one being watched: its people are its own', () => {
  it.each<Case>([
    ['en', "I'm well, my programme's on, the nurse in it has just fainted."],
    ['en', "Fine, the film I'm watching, the old man falls down the stairs, terrible acting."],
    ['en', "I'm grand, watching Emmerdale, one of them's just had a heart attack in the pub."],
    ['es', 'Muy bien, está puesta la serie, un médico se ha desmayado en el quirófano, qué nervios.'],
    ['es', 'Bien, bien. Mi serie está empezando, el abuelo se ha caído por la escalera, pobre.'],
    ['fr', 'Très bien, y a le film à la télé, le vieux monsieur fait une crise cardiaque, c\'est triste.'],
    ['fr', "Ça va bien, je regarde mon feuilleton, il y a une dame qui vient de tomber dans l'escalier."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', "My programme's on and I've got a crushing pain in my chest."],
    ['en', "The news is on and my husband has collapsed, he's not breathing."],
    ['en', "My programme was on when I fell, I'm still on the floor."],
    ['es', 'Está puesta la tele y hay un incendio en mi cocina.'],
    ['fr', "Ma série est commencée et j'ai une douleur terrible dans la poitrine."],
  ])('%s: %s', is('emergency'));
});

describe('a fire on the news or the telly is not the home\'s, unless the home, a smell or smoke is said beside it', () => {
  it.each<Case>([
    ['es', 'Estupendamente. En la tele ha salido un incendio en un edificio de Madrid.'],
    ['fr', 'Ça va. Aux infos ils ont montré un grand incendie à Lyon.'],
    ['en', "Oh I'm alright. I was just watching a programme about a house fire, a chip pan, terrible, the whole kitchen went up. Made me check my smoke alarm. It's working."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['en', "On the news they're talking about a fire, and at my place it smells of burning, there's smoke."],
    ['fr', "Aux infos ils parlent d'un incendie, et chez moi ça sent le brûlé, il y a de la fumée."],
  ])('%s: %s', is('emergency'));
});
