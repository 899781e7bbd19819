import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen27's missed emergencies (occasions and celebrations), read by their signs in en/es/fr: no point going on
// beside letters written to the children or a spouse's tablets kept; a smell "kind of like gas"; someone rattling the
// door, still out back with a torch; someone heard walking downstairs, in the hall; paracetamol all day and night, "maybe
// twelve, fifteen", with sickness; a firework or a cork in the face and the eye that cannot see since. Near-misses: the
// same words of a letter for Christmas, tablets to take back, a firework near with sight fine, the one heard a son, two
// tablets for a headache.

type Case = [CallLanguage, string];

describe('unseen27\'s signs: emergencies', () => {
  it.each<Case>([
    ['en', "I've still got all his tablets in the drawer, and mine, and I don't really see the point of carrying on now he's gone. I've written the children a letter each."],
    ['en', "I don't see the point of going on any more. I've written the kids a letter each."],
    ['es', 'No le veo sentido a seguir. Les he escrito una carta a cada uno de mis hijos.'],
    ['es', 'Tengo todavía todas sus pastillas y ya no tiene sentido seguir sin él.'],
    ['fr', "Je ne vois plus l'intérêt de continuer. J'ai écrit une lettre à chacun de mes enfants."],
    ['fr', "J'ai encore tous ses cachets, je ne vois plus l'intérêt de vivre."],
    ['en', 'I have got a little headache, and the kitchen smells kind of like gas. It is probably just the old stove.'],
    ['en', 'It smells a bit like gas in here.'],
    ['es', 'La cocina huele un poco a gas.'],
    ['fr', 'Ça sent un peu le gaz dans la cuisine.'],
    ['en', "There's somebody out back right now. Been rattling the screen door a good while and I can see a flashlight moving round by the shed."],
    ['en', "Someone's been rattling the back door and he's still out in the garden."],
    ['es', 'Alguien está sacudiendo la puerta de atrás y sigue en el jardín, veo una linterna moviéndose.'],
    ['fr', "Quelqu'un secoue la porte de derrière, il est encore dans le jardin."],
    ['en', 'I can hear someone walking about downstairs.'],
    ['es', 'Oigo pasos abajo, en la entrada, y estoy sola.'],
    ['fr', "Je vous parle tout bas parce que j'entends quelqu'un marcher en bas, dans l'entrée. Je suis dans ma chambre, j'ai fermé à clé."],
    ['fr', "J'entends des pas en bas, dans l'entrée."],
    ['en', "I took paracetamol all day and all night, maybe twelve, and now I've been sick."],
    ['es', 'Tomé paracetamol todo el día y toda la noche, unos doce, y he vomitado.'],
    ['fr', "J'ai pris du Doliprane toute la journée d'hier et cette nuit, je sais plus, peut-être douze, quinze. Là j'ai mal au ventre à droite, j'ai vomi."],
    ['en', "A sparkler went off in my face and I can't see anything out of my left eye since."],
    ['es', 'Un cohete me explotó en la cara y no veo nada por el ojo derecho.'],
    ['fr', "Une fusée m'a pété à côté de la figure. L'œil droit, je vois plus rien depuis. C'était hier soir."],
    ['fr', "Un pétard m'a explosé au visage, je vois plus rien de l'œil gauche."],
  ])('%s: %s', is('emergency'));
});

describe('unseen27\'s signs: near-misses, not emergencies', () => {
  it.each<Case>([
    ['en', "I've written the children a letter each for Christmas, they love getting post."],
    ['en', "I've still got all his tablets in the drawer, I must take them back to the chemist."],
    ['es', 'Les he escrito una carta a cada uno de mis nietos por Navidad.'],
    ['es', 'Tengo todavía todas sus pastillas, tengo que llevarlas a la farmacia.'],
    ['fr', "J'ai écrit une lettre à chacun de mes petits-enfants pour Noël."],
    ['fr', "J'ai encore tous ses cachets, il faut que je les rapporte à la pharmacie."],
    ['en', 'No smell of gas at all.'],
    ['fr', 'Ça ne sent pas le gaz.'],
    ['en', "There's somebody out back, it's my son-in-law fixing the shed."],
    ['es', 'Oí pasos abajo, era mi hijo.'],
    ['fr', "J'entendais des pas en bas, c'était mon fils."],
    ['en', 'I took two paracetamol this morning for my headache.'],
    ['en', "I took paracetamol all day yesterday for my toothache, two every four hours, I'm fine."],
    ['es', 'Tomé dos paracetamoles esta mañana.'],
    ['fr', "J'ai pris deux Doliprane ce matin."],
    ['en', 'A sparkler went off near my face, gave me a fright, but my eyes are fine, I can see perfectly.'],
    ['es', 'Un cohete explotó cerca, me asusté, pero veo perfectamente.'],
    ['fr', "Un pétard a explosé tout près, j'ai eu peur, mais je vois très bien."],
  ])('%s: %s', not('emergency'));
});
