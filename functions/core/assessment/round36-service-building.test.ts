import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 36: a service's word naming a building ("the old ambulance station is a café now", "la antigua estación de
// ambulancias", "l'ancienne caserne des pompiers") read a call for help or a fire with the rules alone. Now a place. Never
// after a call's verb ("ring the ambulance station, I've fallen"), and a danger said beside it is read by its own words.

type Case = [CallLanguage, string];

describe('a station, a depot, a caserne: no emergency', () => {
  it.each<Case>([
    ['en', 'The old ambulance station is a café now.'],
    ['en', 'We passed the ambulance station and I felt faint.'],
    ['es', 'La antigua estación de ambulancias es ahora un café.'],
    ['es', 'Han cerrado el cuartel de bomberos.'],
    ['fr', "L'ancienne caserne des pompiers est un café maintenant."],
    ['fr', 'On est passés devant le centre de secours.'],
  ])('%s: %s', not('emergency'));
});

describe('floors near the pattern: still an emergency', () => {
  it.each<Case>([
    ['en', "Ring the ambulance station, I've fallen."],
    ['en', 'The old fire station by me is on fire.'],
    ['en', "I'm by the fire station, I've fallen and can't get up."],
    ['en', "I'm outside the police station and I can't breathe."],
    ['en', "My son's at the fire station, there's smoke in my kitchen."],
    ['en', "Call the fire station, the kitchen's full of smoke."],
    ['es', 'Estoy al lado del parque de bomberos y me he caído, no me puedo levantar.'],
    ['es', 'Llamen al parque de bomberos, hay humo en la cocina.'],
    ['es', 'Mi hijo está en el parque de bomberos, yo tengo un dolor fuerte en el pecho.'],
    ['es', 'Vivo enfrente de la estación de ambulancias, necesito una ambulancia.'],
    ['es', 'Pasé por la estación de ambulancias y me desmayé en la acera.'],
    ['fr', 'Je suis devant la caserne des pompiers, je suis tombée, je peux pas me relever.'],
    ['fr', 'Appelez les pompiers, ça brûle dans la cuisine.'],
    ['fr', "Mon fils est à la caserne, moi j'ai une douleur dans la poitrine."],
    ['fr', 'La caserne est à côté mais il y a de la fumée partout chez moi.'],
    ['fr', "J'habite près du centre de secours, je respire plus."],
  ])('%s: %s', is('emergency'));
});
