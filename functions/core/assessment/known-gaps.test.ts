import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import type { HealthStatus } from '../ports/assessment.ts';
import { assessTranscript } from './built-in-assessor.ts';
import { FEELING, readAnswer, readTwoAnswers, is, not } from './read-answer.ts';

// Issue 13, the known gaps: a trouble long gone and got out of or fixed (stuck in the bath, a gas leak, a carbon
// monoxide alarm), word-finding said to be lifelong, tablets kept for an ordinary use, sitting on the floor to play or
// slower to get up than before, an appointment's ambulance that did not come, "not running out", a "would never"
// denial alone, and Spanish "esta noche". Every lowering has its floors: the same words beside a present
// emergency, and the present-tense version, stay emergencies.

const statusOf = readAnswer(FEELING);
type Case = [CallLanguage, string];

describe('lowered: a trouble long gone, got out of or fixed, with nothing of now, is no emergency', () => {
  it.each<Case>([
    ['en', "I got stuck in the bath last month, my son got me out, I'm fine."],
    ['en', 'I got stuck in the bath last year, nothing since.'],
    ['es', 'El mes pasado me quedé atascada en la bañera, mi hijo me sacó. Estoy bien.'],
    ['fr', "Le mois dernier je suis restée coincée dans la baignoire, mon fils m'a sortie. Ça va."],
    ['en', 'We had a gas leak last year, it was fixed, no trouble since.'],
    ['en', 'The carbon monoxide alarm went off last week, they fixed it, nothing since.'],
    ['es', 'Tuvimos una fuga de gas el año pasado, la arreglaron, ningún problema desde entonces.'],
    ['es', 'La alarma de monóxido sonó la semana pasada, la arreglaron, nada desde entonces.'],
    ['fr', "On a eu une fuite de gaz l'an dernier, elle a été réparée, aucun souci depuis."],
    ['fr', "L'alarme de monoxyde a sonné la semaine dernière, ils l'ont réparée, rien depuis."],
  ])('%s: %s is concerning', is('concerning'));

  it.each<Case>([
    // floors: the same words beside a present emergency
    ['en', "I got stuck in the bath last month, my son got me out, but I'm on the floor and can't get up."],
    ['en', "I got stuck in the bath last month, my son got me out. Now I've fallen and can't get up."],
    ['en', "I got stuck in the bath last month and I'm stuck again."],
    ['es', 'El mes pasado me quedé atascada en la bañera, mi hijo me sacó. Ahora me he caído y no me puedo levantar.'],
    ['fr', "Le mois dernier je suis restée coincée dans la baignoire, mon fils m'a sortie. Là je suis par terre et je ne peux pas me relever."],
    ['en', 'We had a gas leak last year, it was fixed, but I can smell gas.'],
    ['en', "The carbon monoxide alarm went off last week, they fixed it, but I've had a headache and been sick since."],
    ['es', 'Tuvimos una fuga de gas el año pasado, la arreglaron, pero huele a gas.'],
    ['es', 'La alarma de monóxido sonó la semana pasada, la arreglaron, pero me duele la cabeza y estoy mareada.'],
    ['fr', "On a eu une fuite de gaz l'an dernier, elle a été réparée, mais ça sent le gaz."],
    ['fr', "L'alarme de monoxyde a sonné la semaine dernière, ils l'ont réparée, mais j'ai mal à la tête et je suis nauséeuse."],
    // present
    ['en', "I'm stuck in the bath."],
    ['en', "I've been stuck in the bath since last night."],
    ['es', 'Estoy atascada en la bañera desde anoche.'],
    ['fr', 'Je suis coincée dans la baignoire depuis hier soir.'],
    ['en', 'I can smell gas now.'],
    ['en', 'The carbon monoxide alarm is going off again now.'],
    ['es', 'Huele a gas ahora.'],
    ['es', 'La alarma de monóxido está sonando otra vez ahora.'],
    ['fr', 'Ça sent le gaz maintenant.'],
    ['fr', "L'alarme de monoxyde sonne encore maintenant."],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

describe("lowered: someone else's stroke of last week, a hypo of last year, lifelong word-finding", () => {
  it.each<Case>([
    ['es', 'A mi amiga le dio un ictus la semana pasada.'],
    ['fr', "Mon amie a fait un AVC la semaine dernière."],
    ['en', "I had a hypo last year but I've been fine since."],
    ['es', 'Tuve una hipoglucemia el año pasado, desde entonces bien.'],
    ['fr', "J'ai fait une hypo l'an dernier, depuis ça va."],
    ['en', "I can't find my words sometimes, always been like that."],
    ['es', 'A veces no encuentro las palabras, siempre he sido así.'],
    ['fr', "Parfois je ne trouve pas mes mots, j'ai toujours été comme ça."],
  ])('%s: %s is no emergency', not('emergency'));

  it.each<Case>([
    ['es', 'Creo que me está dando un ictus.'],
    ['es', 'Mi amiga dice que tengo la boca torcida.'],
    ['es', 'A mi amiga le dio un ictus la semana pasada, y ahora tengo la boca torcida.'],
    ['fr', 'Je crois que je fais un AVC.'],
    ['fr', "Mon amie dit que j'ai la bouche de travers."],
    ['fr', "Mon amie a fait un AVC la semaine dernière, et là j'ai la bouche de travers."],
    ['en', "I'm having a hypo, I'm shaking and sweaty."],
    ['en', "I had a hypo last year, and now I'm having one, I'm shaking and sweaty."],
    ['es', 'Estoy teniendo una hipoglucemia, estoy temblando y sudando.'],
    ['fr', 'Je fais une hypo, je tremble et je transpire.'],
    ['en', "I can't find my words since this morning and my arm's weak."],
    ['en', "I can't find my words, always been like that, but since this morning my arm's gone weak."],
    ['es', 'No encuentro las palabras desde esta mañana y tengo el brazo débil.'],
    ['fr', "Je ne trouve pas mes mots depuis ce matin et j'ai le bras faible."],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

describe('lowered: tablets kept for an ordinary use, the floor by choice, an appointment ambulance that did not come', () => {
  it.each<Case>([
    ['en', "I'm saving my paracetamol for when I need it."],
    ['es', 'Guardo el paracetamol para cuando lo necesite.'],
    ['fr', "Je garde mon paracétamol pour quand j'en aurai besoin."],
    ['en', "I was sitting on the floor playing with the grandchildren, I can't get up as quick as I used to, ha."],
    ['es', 'Estaba sentada en el suelo jugando con los nietos, ya no me levanto tan rápido como antes, ja.'],
    ['fr', "J'étais assise par terre à jouer avec les petits-enfants, je ne me relève plus aussi vite qu'avant, ha."],
    ['en', "The hospital transport ambulance didn't come for my appointment."],
    ['es', 'No vino la ambulancia de la cita.'],
    ['fr', "L'ambulance pour mon rendez-vous n'est pas venue."],
  ])('%s: %s is no emergency', not('emergency'));

  it.each<Case>([
    ['en', "I've been saving my tablets up to take the lot."],
    ['en', "I'm saving my paracetamol for when I need it, then I'll take them all at once."],
    ['es', 'He estado guardando las pastillas para tomármelas todas.'],
    ['fr', "J'ai mis de côté mes comprimés pour tous les prendre."],
    ['en', "I'm on the floor and I can't get up."],
    ['en', "I was sitting on the floor playing with the grandchildren, I can't get up as quick as I used to. Now I've slipped, I'm on the floor and I can't get up."],
    ['es', 'Estoy en el suelo y no me puedo levantar.'],
    ['es', 'Estaba sentada en el suelo jugando con los nietos, y ahora no me puedo levantar.'],
    ['fr', 'Je suis par terre et je ne peux pas me relever.'],
    ['fr', "J'étais assise par terre à jouer avec les petits-enfants, et maintenant je ne peux pas me relever."],
    ['en', 'I need an ambulance.'],
    ['en', "The ambulance for my appointment didn't come, and now I need an ambulance, I've fallen."],
    ['es', 'Llamen a una ambulancia.'],
    ['es', 'Necesito una ambulancia.'],
    ['es', 'No vino la ambulancia de la cita, necesito una ambulancia ya.'],
    ['fr', "J'ai besoin d'une ambulance."],
    ['fr', "L'ambulance pour mon rendez-vous n'est pas venue et je suis tombée, j'ai besoin d'une ambulance."],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

describe('running out of tablets, and its denial', () => {
  it.each<Case>([
    ['en', "I'm not running out of tablets."],
    ['en', 'I never run out of tablets.'],
    ['es', 'No se me están acabando las pastillas.'],
    ['es', 'No me he quedado sin pastillas.'],
    ['fr', 'Je ne suis pas à court de comprimés.'],
  ])('%s: %s is no concern', (language, said) => {
    expect(statusOf(language, said)).not.toBe('concerning');
    expect(statusOf(language, said)).not.toBe('emergency');
  });

  it.each<Case>([
    ['en', "I'm running out of tablets."],
    ['es', 'Se me están acabando las pastillas.'],
    ['es', 'Me he quedado sin pastillas.'],
    ['fr', 'Je suis à court de comprimés.'],
    ['fr', "Je n'ai plus de comprimés."],
  ])('%s: %s is concerning', is('concerning'));
});

describe('"would never": a denial alone is a concern, beside words of being well it is good, never an emergency', () => {
  it.each<Case>([
    ['en', "I'd never jump off a bridge, don't worry."],
    ['es', 'Yo nunca me tiraría, no te preocupes.'],
    ['fr', "Je ne sauterais jamais d'un pont, ne vous inquiétez pas."],
  ])('%s: %s alone is concerning', is('concerning'));

  it.each<Case>([
    ['en', "I'd never jump off a bridge, don't worry. I'm fine, eating well."],
    ['es', 'Yo nunca me tiraría de un puente, no te preocupes. Estoy bien, como bien.'],
    ['fr', 'Je ne ferais jamais ça, ne vous inquiétez pas. Je vais bien, je mange bien.'],
  ])('%s: %s beside words of being well is good', is('good'));

  it('reads a bare "I would never do that" as the act only when asked about it', () => {
    const asked = (language: CallLanguage, question: string, said: string) =>
      assessTranscript([{ speaker: 'system', text: question }, { speaker: 'person', text: said }], language).healthStatus;
    expect(asked('fr', "Avez-vous pensé à vous faire du mal ?", 'Je ne ferais jamais ça.')).toBe('concerning');
    expect(asked('en', 'Have you had thoughts of harming yourself?', "I'd never do that.")).toBe('concerning');
    // near-misses: not asked about it, or said of someone else
    expect(statusOf('fr', 'Je ne ferais jamais ça.')).toBe('unknown');
    expect(statusOf('en', "I'd never do that.")).toBe('unknown');
    expect(statusOf('en', "She'd never hurt a fly.")).toBe('unknown');
  });

  it.each<Case>([
    ['en', "I'd never thought about it before, but now I want to jump off the bridge."],
    ['en', "I'd never jump off a bridge, but I've been saving my tablets up to take the lot."],
    ['es', 'Nunca lo había pensado, pero ahora me quiero tirar del puente.'],
    ['es', 'Yo nunca me tiraría, pero me voy a tomar todas las pastillas esta noche.'],
    ['fr', "Je n'y avais jamais pensé, mais maintenant je vais me jeter du pont."],
    ['fr', 'Je ne sauterais jamais, mais ce soir je vais prendre tous mes comprimés en une fois.'],
  ])('floor, %s: %s stays an emergency', is('emergency'));
});

describe('Spanish "esta noche" is tonight, unless a past verb beside it makes it the night just gone', () => {
  it.each<[string, HealthStatus]>([
    ['Esta noche voy a cenar con mi hija. Estoy bien.', 'good'],
    ['Esta noche he dormido fatal.', 'concerning'],
    ['He dormido fatal esta noche.', 'concerning'],
    ['Me caí esta noche.', 'concerning'],
    ['Anoche me caí pero estoy bien.', 'concerning'],
    ['Esta noche fui al baño y caí en el pasillo, y aquí sigo en el suelo.', 'emergency'],
    ['Anoche me caí y no me puedo levantar.', 'emergency'],
    ['Esta noche me tomo todas las pastillas.', 'emergency'],
  ])('%s is %s', (said, status) => {
    expect(statusOf('es', said)).toBe(status);
  });
});

describe('`good` only when understood: a bare "no" beside a turn of grammar scraps between "[inaudible]" tags', () => {
  it.each<[CallLanguage, string, string, HealthStatus]>([
    ['es', '[inaudible] ... lo de ... [inaudible]', 'No.', 'unknown'],
    ['en', '[inaudible] ... of the ... [inaudible]', 'No.', 'unknown'],
    ['fr', '[inaudible] ... de la ... [inaudible]', 'Non.', 'unknown'],
    // What was caught between the tags is read: a word of being well, or a fall.
    ['es', '[inaudible] ... estoy bien ... [inaudible]', 'No.', 'good'],
    ['es', '[inaudible] ... me caí ... [inaudible]', 'No.', 'emergency'],
    ['en', '[inaudible] I fell [inaudible]', 'No.', 'emergency'],
  ])('%s: "%s" then "%s" is %s', (language, first, then, status) => {
    expect(readTwoAnswers(language, first, then)).toBe(status);
  });
});
