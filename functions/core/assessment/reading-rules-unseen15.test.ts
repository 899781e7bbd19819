import { describe, expect, it } from 'vitest';
import { PAIN_OR_FALL, readAnswer } from './read-answer.ts';

// Issue 13, unseen15's round (the weeks after a hospital stay): an event told as over or as the time since
// which ("since the heart attack", "after the stroke", "the ambulance last month"), a slight after-effect
// mending, denials and all-clears; and the concerns of those weeks (a wound gone pink, constipation on
// painkillers, a blood thinner forgotten). Every lowering rule has its floor beside a present emergency.

const statusOf = readAnswer(PAIN_OR_FALL);

describe('unseen15 round: an event told as over, or as the time since which, is history', () => {
  // Lowering rules: "since the heart attack", "after the stroke I couldn't...", "since I fell" with no new fall,
  // an ambulance with a time long gone, a topic's time told after its relative clause ("the fall that put me
  // in hospital was back in March") and the hospital of that fall; with the call saying it is over (nothing
  // since, nothing new, right as rain now, the same trouble denied now) the history is past. A slight
  // after-effect said to be mending or called normal, a walk with the frame, none missed, a heart pumping
  // better, purple after a knock, "ça ne saigne pas".
  it.each([
  // since/after the event, with mood after it
  ['en', "Since the heart attack I can't seem to get going. No chest pain, just fed up.", 'concerning'],
  ['es', 'Desde el infarto no tengo ganas de nada. Dolor en el pecho ninguno.', 'concerning'],
  ['fr', "Depuis l'infarctus je suis fatigué. Pas de douleur dans la poitrine.", 'concerning'],
  ['en', "No new falls. But since I fell I'm scared to go out.", 'concerning'],
  ['es', 'No me he vuelto a caer. Pero desde la caída me da miedo salir.', 'concerning'],
  ['fr', "Pas de nouvelle chute. Mais depuis que je suis tombée, je n'ose plus sortir.", 'concerning'],
  ['en', "Since the heart attack I go to cardiac rehab. No chest pain, no dizziness.", 'good'],
  ['es', 'Desde el infarto voy a rehabilitación cardiaca. Ni dolor en el pecho ni mareos.', 'good'],
  ['fr', "Depuis mon infarctus je fais la réadaptation cardiaque. Pas de douleur dans la poitrine.", 'good'],
  // after the stroke, could not then
  ['en', "After the stroke I couldn't get my words out, and listen to me now. No, nothing new.", 'good'],
  ['es', 'Después del ictus no podía ni hablar, y ya ve. No, nada nuevo.', 'good'],
  ['fr', "Après l'AVC je ne pouvais plus parler, et maintenant je bavarde. Non, rien de nouveau.", 'good'],
  // an ambulance long gone, recovered
  ['en', "The ambulance took me in last month with pneumonia, but I'm right as rain now.", 'good'],
  ['es', 'Hace tres semanas me llevó la ambulancia por la neumonía, pero ya estoy en casa y muy bien.', 'good'],
  ['fr', "Le SAMU m'a emmené le mois dernier pour ma pneumonie, j'étais vraiment mal, mais tout ça c'est derrière moi.", 'good'],
  // a slight after-effect mending, an ache said normal
  ['en', "The arm's still a bit weak but it's improving every week.", 'good'],
  ['fr', 'La jambe est encore un peu faible mais je progresse bien.', 'good'],
  ['en', 'Just a bit achy at night, which the nurse said is normal.', 'good'],
  // walking with the frame
  ['en', 'I walked down to the end of the garden with my frame this morning. Very well.', 'good'],
  // none missed
  ['en', "I'm taking the rivaroxaban every morning, haven't missed one.", 'good'],
  ['es', 'Tomo el Sintrom cada mañana, no me he saltado ni una.', 'good'],
  ['fr', "Je prends le Xarelto tous les matins, je n'en ai pas oublié un seul.", 'good'],
  // heart better, breathing fine
  ['en', 'The cardiologist says my heart is pumping much better. Breathing is fine.', 'good'],
  ['es', 'El cardiólogo dice que el corazón bombea mucho mejor.', 'good'],
  ['fr', 'Le cardiologue dit que le cœur va très bien.', 'good'],
  // purple after a knock; not bleeding said after the verb
  ['es', 'Me doy un golpecito y ya está morado. Sangrar no sangro.', 'concerning'],
  ['fr', 'Le pansement se décolle un peu, mais ça ne saigne pas.', '!emergency'],
  // fall told as topic with its time; hospital of that fall
  ['en', "The fall that put me in hospital was back in March. I've worn the pendant ever since and I've not had so much as a wobble.", 'good'],
  ['es', 'La caída fue antes de entrar al hospital, en enero. Desde entonces ni una.', 'good'],
  ['fr', "La chute qui m'a envoyée à l'hôpital, c'était en février. Depuis, plus rien.", 'good'],
  ] as const)('%s: "%s" is %s', (language, text, expected) => {
    // Act
    const status = statusOf(language, text);

    // Assess
    if (expected === '!emergency') expect(status).not.toBe('emergency');
    else expect(status).toBe(expected);
  });

  // Floor: the same words beside a present emergency, and the emergency said in the present, stay emergencies.
  it.each([
  ['en', "Since the heart attack I've been fed up, and now I have crushing pain in my chest."],
  ['es', 'Desde el infarto estoy desanimado, y ahora me duele mucho el pecho y me cuesta respirar.'],
  ['fr', "Depuis l'infarctus j'ai le moral bas, et là j'ai une douleur qui serre dans la poitrine."],
  ['en', "Since the stroke my speech came back, but this morning my face dropped and my arm is dead."],
  ['es', 'Después del ictus ya hablo bien, pero esta mañana se me ha torcido la boca y no puedo mover el brazo.'],
  ['fr', "Après l'AVC j'ai retrouvé la parole, mais ce matin j'ai la bouche de travers et je ne peux plus bouger le bras."],
  ['en', "No new falls. Since the fall I'm scared, and I can't get up off the floor."],
  ['es', 'No me he vuelto a caer. Desde la caída tengo miedo, y ahora estoy en el suelo y no me puedo levantar.'],
  ['fr', "Pas de nouvelle chute. Depuis que je suis tombée j'ai peur, et là je suis par terre et je peux pas me relever."],
  ['en', "Since the fall this morning I'm scared to move."],
  ['en', "The ambulance came last month, and now I can't breathe."],
  ['es', 'La ambulancia vino hace tres semanas, y ahora no puedo respirar.'],
  ['fr', "Le SAMU est venu le mois dernier, et maintenant je n'arrive pas à respirer."],
  ['en', 'I need an ambulance, I fell last month and again today.'],
  ['en', "I think I'm having a stroke, I can't get my words out."],
  ['es', 'Creo que me está dando un ictus, no me salen las palabras.'],
  ['fr', "Je crois que je fais un AVC, je ne peux pas parler correctement."],
  ['en', "My arm is still a bit weak but improving, and now my face has dropped."],
  ['fr', "La jambe est encore un peu faible mais je progresse, et là j'ai une douleur qui serre dans la poitrine."],
  ['en', 'I walked to the garden with my frame and I fell and I cannot get up.'],
  ['es', 'Fui al jardín con el andador y me he caído y no me puedo levantar.'],
  ['fr', "J'ai marché avec mon déambulateur et je suis tombée et je peux pas me relever."],
  ['en', "Haven't missed one, but I have crushing pain in my chest."],
  ['es', 'No me he saltado ni una, pero me duele mucho el pecho y me cuesta respirar.'],
  ['fr', "Je n'en ai pas oublié un seul, mais j'ai une douleur qui serre dans la poitrine."],
  ['en', 'My heart is pumping better but my husband is not breathing.'],
  ['es', 'Mi marido está morado y no respira.'],
  ['es', 'Me di un golpe y mi marido está morado, no respira.'],
  ['fr', "Le pansement s'est décollé et ça saigne sans arrêt, je n'arrive pas à l'arrêter."],
  ['en', "The fall that put me in hospital was back in March, and today I fell again and I can't get up."],
  ['es', 'La caída fue en enero, y hoy me he vuelto a caer y no me puedo levantar.'],
  ['fr', "La chute c'était en février, et aujourd'hui je suis retombée et je peux pas me relever."],
  ['en', "Just a bit achy, which the nurse said is normal, but now I'm bleeding and it won't stop."],
  ] as const)('%s: "%s" stays an emergency', (language, text) => {
    // Act
    const status = statusOf(language, text);

    // Assess
    expect(status).toBe('emergency');
  });
});

describe('unseen15 round: concerns of the weeks after a hospital stay', () => {
  // Raising rules: an operation wound gone pink or red, constipation (bunged up, not been for days), a blood
  // thinner forgotten by name, ankles a little more puffy, not daring to go out and seeing no one.
  it.each([
  ['en', "The wound's a bit pink at the top end, no temperature.", 'concerning'],
  ['es', 'La herida de la operación la tengo un poco rojita en un extremo, sin fiebre.', 'concerning'],
  ['fr', 'La cicatrice est un peu rouge sur le bas, pas de fièvre.', 'concerning'],
  ['en', "I'm fine, just bunged up, I've not been for four days.", 'concerning'],
  ['es', 'Bien, pero estreñida. No voy al baño desde hace cinco días.', 'concerning'],
  ['fr', 'Ça va, mais je suis constipé, je ne suis pas allé à la selle depuis cinq jours.', 'concerning'],
  ['en', 'I forgot my evening edoxaban last night, I feel fine.', 'concerning'],
  ['es', 'Se me olvidó el Sintrom de anoche, me encuentro bien.', 'concerning'],
  ['fr', "J'ai oublié mon Xarelto hier soir, je me sens bien.", 'concerning'],
  ['en', 'My ankles are a little more puffy than usual.', 'concerning'],
  ['fr', "Depuis ma sortie, je n'ose plus sortir et je ne vois plus personne.", 'concerning'],
  ] as const)('%s: "%s" is %s', (language, text, expected) => {
    // Act
    const status = statusOf(language, text);

    // Assess
    expect(status).toBe(expected);
  });

  // Near-misses: the same things denied or fine are not raised.
  it.each([
  ['en', 'The wound is not red, it has healed nicely. I feel fine.', 'good'],
  ['es', 'La herida ya está curada, nada rojita. Estoy bien.', 'good'],
  ['fr', "La cicatrice n'est pas rouge, elle est bien fermée. Ça va bien.", 'good'],
  ['en', 'I put a red plaster on my finger, I feel fine.', 'good'],
  ['en', "I'm not constipated, I've been to the toilet fine. I feel fine.", 'good'],
  ['es', 'No estoy estreñida, voy al baño bien. Estoy bien.', 'good'],
  ['fr', "Je ne suis pas constipé, tout fonctionne. Ça va bien.", 'good'],
  ['en', "I took my edoxaban this morning, I feel fine.", 'good'],
  ['es', 'Me he tomado el Sintrom esta mañana, estoy bien.', 'good'],
  ['fr', "J'ai pris mon Xarelto ce matin, ça va bien.", 'good'],
  ['en', 'My ankles are not puffy at all, I feel fine.', 'good'],
  ['fr', "Je sors tous les jours, je vois du monde. Ça va bien.", 'good'],
  ] as const)('%s: "%s" stays %s', (language, text, expected) => {
    // Act
    const status = statusOf(language, text);

    // Assess
    expect(status).toBe(expected);
  });
});
