import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is } from './read-answer.ts';

// Issue 13, unseen25's last misses, by general rules in en/es/fr: the body praised as younger ("the chest of a man half my
// age") is no concern of a doctor's words; someone named by a first name mid-sentence ("au club, Marcel a fait un malaise")
// is someone else, their trouble gone by with help come and the person well. Floors: a sign of one's own beside either, or
// the named one's trouble going on now.

type Case = [CallLanguage, string];

describe('praise of the body, and a named someone\'s trouble gone by: not a concern', () => {
  it.each<Case>([
    ['en', "No pain. Doctor said I've got the chest of a man half my age."],
    ['es', 'Nada de dolores. El médico dice que tengo el corazón de un chaval de veinte años.'],
    ['fr', "Pas de douleur. Le médecin dit que j'ai le cœur d'un jeune homme de trente ans."],
    ['fr', "Moi ça va. Mais mardi au club, Marcel a fait un malaise, les pompiers sont venus, ils l'ont emmené. Il va mieux."],
    ['en', "I'm fine. On Tuesday at the club, Stan collapsed, the ambulance came and took him in. He's better now."],
    ['es', 'Yo bien. El martes en el club, Paco se desmayó, vino la ambulancia y se lo llevó. Ya está mejor.'],
  ])('%s: %s', is('good'));
});

describe('floors: a sign of one\'s own beside it, or the named one\'s trouble going on now', () => {
  it.each<Case>([
    ['en', "Doctor said I've got the chest of a man half my age, but since this morning I've had a crushing pain in my chest."],
    ['fr', 'Moi ça va. Mais là, au club, Marcel a fait un malaise, il est toujours par terre, il respire mal.'],
    ['fr', "Moi ça va. Mais mardi au club, Marcel a fait un malaise, les pompiers sont venus. Et moi j'ai fait un malaise ce matin, je suis encore par terre."],
  ])('%s: %s', is('emergency'));
});
