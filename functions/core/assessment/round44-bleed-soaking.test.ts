import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 44 (unseen44): "me pillé la palma con las tijeras de podar ... y llevo tres paños empapados en media hora, no
// hay manera de que pare", told casually (unseen44-es-secateurs-cut-casual), read GOOD with the rules alone: nothing was read.
// Cloths, towels or dressings soaked or bled through, or a bleed that will not stop, with a cut, a blade or blood named, is
// severe bleeding now (999/112/15). Not a cloth soaked in water or sweat, not a bleed said to have stopped. Raises only.

type Case = [CallLanguage, string];

describe('cloths soaked with blood, or a bleed that will not stop: an emergency', () => {
  it.each<Case>([
    ['en', "I caught my palm on the secateurs doing the roses and I've got through three cloths soaked in half an hour, there's no stopping it."],
    ['en', "Cut my hand on a tin, the tea towel's soaked and it won't stop."],
    ['en', "I nicked my leg shaving, I've soaked two towels with blood."],
    ['en', "The cut on my finger, I've had three dressings soaked through already."],
    ['en', "Sliced my thumb with the bread knife, blood everywhere, two kitchen towels drenched."],
    ['en', "There's blood all down my shin and it keeps bleeding through the bandage."],
    ['es', 'Ay, bien, aquí con la cocina hecha un desastre. Me pillé la palma con las tijeras de podar arreglando los rosales y llevo tres paños empapados en media hora, no hay manera de que pare.'],
    ['es', 'Me he cortado con el cuchillo y ya he empapado dos toallas.'],
    ['es', 'La herida de la pierna sangra, llevo tres gasas empapadas.'],
    ['es', 'Me corté con un cristal y no hay manera de que pare la sangre.'],
    ['es', 'Tengo un corte en la mano, el trapo está empapado de sangre y no para.'],
    ['es', 'Con las tijeras me hice un tajo, llevo dos servilletas caladas.'],
    ['fr', "Je me suis coupée avec le sécateur, j'ai déjà trempé trois torchons, ça ne s'arrête pas."],
    ['fr', "Ça saigne, deux serviettes imbibées de sang en une demi-heure."],
    ['fr', "Coupure au doigt avec le couteau, les compresses sont trempées."],
    ['fr', "Je me suis entaillé la main, le torchon est trempé de sang."],
    ['fr', "La coupure saigne encore, impossible de l'arrêter."],
    ['fr', "Je me suis coupé avec une lame, j'ai traversé deux pansements."],
  ])('%s: %s', is('emergency'));
});

describe('milder: a cloth soaked in water, a cut that has stopped, a small cut dealt with', () => {
  it.each<Case>([
    ['en', "I soaked a flannel in cold water for my sore knee."],
    ['en', "I cut my finger, it bled a bit through the tissue but it's stopped now."],
    ['es', 'Empapé un paño en agua fría para la rodilla.'],
    ['es', 'Me corté un poco el dedo, empapé una servilleta pero ya ha parado.'],
    ['fr', "J'ai trempé un linge dans l'eau froide pour mon genou."],
  ])('%s: %s', not('emergency'));
});

describe('floors: a fall, a plea, a faint stay emergencies beside a cut that has stopped', () => {
  it.each<Case>([
    ['en', "My cut has stopped bleeding, but I fell and I can't get up."],
    ['en', 'The cut stopped, but please send an ambulance, I have a crushing pain in my chest.'],
    ['es', 'El corte ya ha parado, pero me he caído y no me puedo levantar.'],
    ['es', 'Ya no sangra, pero por favor manden una ambulancia, no puedo respirar.'],
    ['fr', "La coupure s'est arrêtée, mais je suis tombée, je peux pas me relever."],
    ['fr', "Ça ne saigne plus, mais j'ai une douleur dans la poitrine qui serre."],
  ])('%s: %s', is('emergency'));
});
