import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { FEELING, readAnswer } from './read-answer.ts';

// Issue 13, the self-harm probe: thoughts of ending one's life read by their structure in the three languages, however
// calmly said (each read unknown by the rules before). Near misses that say no such thing stay below emergency.

const statusOf = readAnswer(FEELING);

describe("better off or at peace at the bottom of the river, in the ground, six feet under", () => {
  it.each([
    ["en", "I keep thinking I'd be better off at the bottom of the quarry."],
    ["en", "I'd be better off at the bottom of the river."],
    ["en", "Sometimes I think I'd be at peace under the ground."],
    ["en", "I'd be better off six feet under."],
    ["en", "Honestly I'd be happier in the ground."],
    ["en", "I'd be more at peace at the bottom of the sea."],
    ["en", "Me, I'd be better off in the canal."],
    ["es", "Estaría mejor en el fondo del pantano."],
    ["es", "Yo estaría más tranquila bajo tierra."],
    ["es", "Creo que estaría mejor en el fondo del pozo."],
    ["es", "Estaría mejor a dos metros bajo tierra."],
    ["es", "Descansaría mejor en el fondo del embalse."],
    ["fr", "Je serais mieux au fond de l'étang."],
    ["fr", "Je serais mieux au fond de la rivière."],
    ["fr", "Je serais plus tranquille sous terre."],
    ["fr", "Je serais mieux six pieds sous terre."],
    ["fr", "Je crois que je serais mieux au fond du puits."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

describe("a means at hand said with using it on oneself: a gun, the car into the sea or a wall, the gas not turned off", () => {
  it.each([
    ["en", "Sometimes I think I'll drive the car into the sea."],
    ["en", "I sat with the gas on last night and thought about not turning it off."],
    ["en", "I've got the shotgun out, I'm thinking of using it on myself."],
    ["en", "I keep the knife by the bed, I might use it on myself."],
    ["en", "I'm going to drive into a wall."],
    ["en", "I could just drive the car off the cliff."],
    ["en", "I keep thinking I'll drive the van into the river."],
    ["es", "Tengo la escopeta preparada, pienso usarla conmigo."],
    ["es", "Tengo la pistola en el cajón y pienso usarla contra mí."],
    ["es", "Voy a meter el coche en el pantano."],
    ["es", "Pienso estrellar el coche contra un muro."],
    ["es", "Me senté con el gas abierto y pensé en no cerrarlo."],
    ["es", "Quiero tirar el coche al mar."],
    ["fr", "J'ai sorti le fusil, je pense m'en servir contre moi."],
    ["fr", "J'ai le pistolet dans le tiroir, je vais le retourner contre moi."],
    ["fr", "Je vais jeter la voiture dans la mer."],
    ["fr", "Je pense foncer dans un mur avec la voiture."],
    ["fr", "Je me suis assise avec le gaz ouvert et j'ai pensé à ne pas le fermer."],
    ["fr", "Je veux mettre la voiture dans le canal."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

describe("going to sleep and not waking, wished", () => {
  it.each([
    ["en", "I just want to go to sleep and not wake up."],
    ["en", "I'd like to go to sleep and never wake up."],
    ["en", "I pray I don't wake up tomorrow."],
    ["en", "I hope I don't wake up."],
    ["en", "If only I could close my eyes and not wake up."],
    ["es", "Quiero dormirme y no despertar."],
    ["es", "Quisiera quedarme dormida y no despertar."],
    ["es", "Ojalá no me despierte mañana."],
    ["es", "Me gustaría cerrar los ojos y no despertar."],
    ["es", "Rezo para no despertar."],
    ["es", "Espero no despertarme."],
    ["fr", "Je voudrais m'endormir et ne pas me réveiller."],
    ["fr", "J'aimerais fermer les yeux et ne jamais me réveiller."],
    ["fr", "J'espère ne pas me réveiller demain."],
    ["fr", "Pourvu que je ne me réveille pas."],
    ["fr", "J'ai envie de m'endormir et de ne plus me réveiller."],
    ["fr", "Je prie pour ne pas me réveiller."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

describe("no point in one's being here, a burden, said together", () => {
  it.each([
    ["en", "There's no point in me being here, I'm a burden."],
    ["en", "What's the point, I'm just a burden."],
    ["en", "I'm a burden to everyone, there's no point."],
    ["en", "No point in me going on, I'm a burden."],
    ["en", "I'm just a nuisance, I shouldn't be here."],
    ["en", "There's no point in me living."],
    ["es", "No tiene sentido que siga aquí, soy una carga."],
    ["es", "No tiene sentido que siga viva, soy una carga."],
    ["es", "De qué sirve ya, soy solo una carga."],
    ["es", "Soy una carga para todos, no tiene sentido."],
    ["es", "Soy una carga, no debería estar aquí."],
    ["es", "Para qué seguir, soy una carga."],
    ["fr", "Ça ne sert à rien que je sois encore là, je suis un fardeau."],
    ["fr", "À quoi bon, je suis un fardeau."],
    ["fr", "Je suis une charge pour tout le monde, à quoi bon."],
    ["fr", "Ça n'a plus de sens que je sois encore là."],
    ["fr", "Je suis un fardeau, je ne devrais pas être là."],
    ["fr", "Il n'y a plus de raison que je reste ici, je suis une charge."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

describe("letters left for the children just in case, nothing needed after this week", () => {
  it.each([
    ["en", "I've written letters to the children, just in case, I won't be needing much after this week."],
    ["en", "I won't be needing much after this week."],
    ["en", "I've written a letter to each of the kids, to be opened after."],
    ["en", "I've left notes for the family for when I'm gone."],
    ["en", "I've written letters to my sons for them to find."],
    ["es", "He escrito cartas a mis hijos, por si acaso."],
    ["es", "No voy a necesitar mucho después de esta semana."],
    ["es", "He dejado unas cartas para mis nietos para cuando no esté."],
    ["es", "No me va a hacer falta nada después de este fin de semana."],
    ["es", "He escrito una carta a cada uno de mis hijos, por si acaso."],
    ["es", "No necesitaré nada después del viernes."],
    ["fr", "J'ai écrit des lettres aux enfants, au cas où."],
    ["fr", "Je n'aurai plus besoin de grand-chose après cette semaine."],
    ["fr", "J'ai laissé des lettres pour mes petits-enfants pour quand je ne serai plus là."],
    ["fr", "Je n'aurai besoin de rien après ce week-end."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

describe("the river or the sea looked at with how easy it would be to go in", () => {
  it.each([
    ["en", "I've been looking at the river a lot, thinking how easy it would be to just go in."],
    ["en", "I stand on the bridge looking at the water and think how easy it would be to jump."],
    ["en", "I walk along the canal and think how easy it would be to step in."],
    ["en", "I sit by the sea thinking how simple it would be to walk out and not come back."],
    ["en", "Looking at the quarry, I think how easy it would be to go over."],
    ["en", "When I'm by the harbour I think how easy it'd be to go in."],
    ["en", "I look at the railway line and think how easy it would be."],
    ["es", "Miro mucho el río pensando lo fácil que sería meterme."],
    ["es", "Me quedo mirando el mar, sería tan fácil dejarme ir."],
    ["es", "Paso por el puente y miro el agua, qué fácil sería saltar."],
    ["es", "Contemplo el pantano y pienso lo fácil que sería entrar."],
    ["es", "Miro las vías del tren, qué fácil sería."],
    ["fr", "Je fixe la voie ferrée en pensant que ce serait facile."],
    ["fr", "Je regarde la rivière en pensant que ce serait facile d'y aller."],
    ["fr", "Je regarde souvent la mer, ce serait si facile de me laisser aller."],
    ["fr", "Je passe devant le canal et je me dis que ce serait facile de sauter."],
    ["fr", "Je reste à regarder l'étang, ce serait facile d'y tomber."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

describe('near misses stay below emergency', () => {
  it.each([
    ["en", "We're better off at the bottom of the league, less pressure."],
    ["en", "I'd be better off in bed today."],
    ["en", "I put the car into the garage."],
    ["en", "I'm going to drive the car into the garage."],
    ["en", "I'm going to sleep early and not waking till nine."],
    ["en", "I want to go to sleep early and not wake till nine."],
    ["en", "It's a burden of paperwork."],
    ["en", "There's no point in going to the shops in this rain."],
    ["en", "I'm a burden to nobody."],
    ["en", "I've written letters to the children about Christmas."],
    ["en", "A man on the news drove into the sea."],
    ["en", "I'd never do anything daft."],
    ["en", "My neighbour told me her brother drove his car into the river."],
    ["en", "I've been looking at the sea, thinking how easy it would be to go in for a swim."],
    ["en", "I won't need my crutches after this week."],
    ["en", "I left a note for my daughter just in case she comes."],
    ["en", "I'd be better off in the ground floor flat."],
    ["en", "The ducks are happier in the pond."],
    ["en", "I hope I don't wake up in the night."],
    ["en", "I look at the sea and think how easy it would be to paint it."],
    ["en", "I was down by the harbour thinking how easy it would be to get a boat."],
    ["en", "I walked by the river, thinking how easy it would be to fish there."],
    ["es", "Estaríamos mejor en el fondo de la tabla, sin presión."],
    ["es", "Estaría mejor en la cama hoy."],
    ["es", "Voy a meter el coche en el garaje."],
    ["es", "Voy a dormirme temprano y no despertar hasta las nueve."],
    ["es", "Quiero dormirme pronto y no despertarme hasta las nueve."],
    ["es", "Es una carga de papeleo."],
    ["es", "No tiene sentido ir a la compra con esta lluvia."],
    ["es", "No soy una carga para nadie."],
    ["es", "He escrito cartas a mis hijos por Navidad."],
    ["es", "Un hombre en las noticias se tiró con el coche al mar."],
    ["es", "Nunca haría una tontería."],
    ["es", "Miro el mar y pienso lo fácil que sería meterme a nadar."],
    ["es", "No voy a necesitar las muletas después de esta semana."],
    ["es", "No tiene sentido que siga aquí esperando al médico."],
    ["es", "Estaría mejor en el mar, de vacaciones."],
    ["es", "Ojalá no me despierte el vecino."],
    ["es", "No quiero dormirme y no despertar."],
    ["es", "Miro el mar, qué fácil sería pintarlo."],
    ["fr", "On serait mieux au fond du classement, moins de pression."],
    ["fr", "Je serais mieux au lit aujourd'hui."],
    ["fr", "Je vais mettre la voiture dans le garage."],
    ["fr", "Je vais m'endormir tôt et ne pas me réveiller avant neuf heures."],
    ["fr", "C'est un fardeau de paperasse."],
    ["fr", "Ça ne sert à rien d'aller faire les courses sous cette pluie."],
    ["fr", "Je ne suis un fardeau pour personne."],
    ["fr", "J'ai écrit des lettres aux enfants pour Noël."],
    ["fr", "Un homme aux informations a foncé dans la mer avec sa voiture."],
    ["fr", "Je ne ferais jamais de bêtise."],
    ["fr", "Je regarde la mer, ce serait facile d'y aller pour me baigner."],
    ["fr", "Je n'aurai plus besoin des béquilles après cette semaine."],
    ["fr", "Je serais mieux à la mer, en vacances."],
    ["fr", "J'ai laissé un mot pour ma fille au cas où elle passe."],
    ["fr", "J'espère ne pas me réveiller la nuit."],
    ["fr", "Je ne voudrais pas m'endormir et ne pas me réveiller."],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).not.toBe('emergency');
  });
});
