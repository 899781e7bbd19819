import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 37 (unseen36): a blanket smouldering from a pipe in bed, water thrown on it and "still smoking", read GOOD
// with the rules alone: only "fire", flames or smoke coming were read. Now a thing of the home smouldering or smoking
// (bedding, furniture, a bin; "it" only with "still") is a fire now, in the three languages. A smoker still smoking, a
// steaming soup, a chimney, a smouldering look stay no fire; told over on an earlier day ("I put it out") it is a near miss.

type Case = [CallLanguage, string];

describe('a thing of the home smouldering or still smoking: a fire now', () => {
  it.each<Case>([
    ['en', "I was having my pipe in bed and dropped a bit of the tobacco, the blanket's smouldering, I chucked my tea on it but it's still smoking."],
    ['en', 'The cushion is smouldering.'],
    ['en', "My cigarette fell on the settee and it's smouldering."],
    ['en', 'The mattress is smoking, I poured water on it.'],
    ['en', "Threw a jug of water on the rug but it's still smoking."],
    ['en', 'The curtains started smoking.'],
    ['es', 'Se me cayó el cigarro, la manta está echando humo, le he tirado agua pero sigue humeando.'],
    ['es', 'El cojín está echando humo.'],
    ['es', 'La papelera sigue echando humo.'],
    ['es', 'El colchón está ardiendo sin llama.'],
    ['es', 'Le eché un vaso de agua pero todavía humea.'],
    ['es', 'La cortina ha empezado a echar humo.'],
    ['fr', "J'ai fait tomber ma pipe, la couverture fume encore, j'ai jeté de l'eau dessus."],
    ['fr', 'Le coussin fume.'],
    ['fr', 'La poubelle fume encore.'],
    ['fr', 'Le tapis a commencé à fumer.'],
    ['fr', "J'ai versé de l'eau mais ça fume encore."],
    ['fr', 'Les draps font de la fumée.'],
  ])('%s: %s', is('emergency'));
});

describe('a smoker, a steaming cup, a chimney, a look: no fire', () => {
  it.each<Case>([
    ['en', "I'm still smoking twenty a day."],
    ['en', 'My husband is still smoking in bed.'],
    ['en', 'He gave me a smouldering look.'],
    ['es', 'Sigo fumando un paquete al día.'],
    ['es', 'La sopa todavía humea.'],
    ['es', 'Mi hija está que echa humo conmigo.'],
    ['fr', 'Je fume encore un paquet par jour.'],
    ['fr', 'Mon mari fume encore au lit.'],
    ['fr', 'La soupe fume encore sur la table.'],
  ])('%s: %s', not('emergency'));
});

describe('smouldering on an earlier day and put out: a near miss, a concern', () => {
  it.each<Case>([
    ['en', 'Last night the sofa was smoking because of my cigarette, I put it out, nothing serious.'],
    ['en', 'The armchair was smouldering last night after my cigarette, I put it out, no harm done.'],
    ['es', 'Anoche el sillón humeaba por el cigarro, lo apagué y no pasó nada.'],
    ['es', 'Anoche el sillón estaba humeando por el cigarro, lo apagué y no pasó nada.'],
    ['fr', "Hier soir le canapé fumait à cause de ma cigarette, je l'ai éteint, rien de grave."],
  ])('%s: %s', is('concerning'));
});
