import { describe, expect, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import type { HealthStatus } from '../ports/assessment.ts';
import { FEELING, readAnswer } from './read-answer.ts';

// Issue 13, unseen16/17's round: thoughts or plans of ending one's life, told calmly, swept by means (tablets
// saved up or taken all at once, a rope, a height, a train, the water, the wrists, the gas or the car in the
// garage, insulin or food stopped on purpose, not waking up made sure of) and by the person's own intent
// (thinking about, going to, made up my mind, this weekend, tonight). Near-misses that say no such thing stay
// below emergency; a past episode the call says is behind the person is a concern, with its floors.

const statusOf = readAnswer(FEELING);

describe('a thought or plan of ending one\'s life, by its means, is an emergency', () => {
  it.each([
    // a height
    ['en', "I'm going to jump off the bridge."],
    ['en', "I keep thinking about jumping off the cliff."],
    ['en', "I've thought about jumping out of the window."],
    ['en', "I've made up my mind to jump off the bridge this weekend."],
    ['es', 'Me voy a tirar del puente.'],
    ['es', 'Pienso en tirarme por la ventana.'],
    ['fr', 'Je vais me jeter du pont.'],
    ['fr', 'Le mieux ce serait de me jeter par la fenêtre.'],
    // a train
    ['en', "I've thought about stepping in front of a train."],
    ['es', 'Sigo pensando en tirarme al tren.'],
    ['fr', "J'ai pensé à me jeter sous le train."],
    // a rope, hanging
    ['en', "I've thought about the rope in the garage."],
    ['en', "I've been thinking about hanging myself."],
    ['es', 'He pensado en la cuerda del garaje.'],
    ['es', 'Estoy pensando en ahorcarme.'],
    ['fr', "J'ai pensé à la corde dans le garage. J'y pense sérieusement, surtout le soir."],
    ['fr', 'Je pense à me pendre.'],
    // the water
    ['en', "When nobody's looking I'll walk into the river."],
    ['es', 'He pensado en meterme en el mar.'],
    ['fr', 'Je songe à me jeter dans la rivière.'],
    // the wrists
    ['en', "I've been thinking about cutting my wrists."],
    ['es', 'Me voy a cortar las venas.'],
    ['fr', "Je vais m'ouvrir les veines."],
    // the gas, the car in the garage
    ['en', "I've thought about sitting in the car in the garage with the engine running."],
    ['en', 'I could just put the gas on and not light it.'],
    ['es', 'Esta noche cierro bien las ventanas, abro la llave del gas y me acuesto.'],
    ['fr', "Ce soir j'ouvre le gaz et je me couche."],
    // tablets saved up, the lot, all of them, a whole box
    ['en', "I've been putting the co-codamol by, a few a day. I think this weekend I'll just take the lot and that'll be that."],
    ['en', "I'm going to take all my sleeping tablets at the weekend and that'll be that."],
    ['en', "I'll take the whole box when nobody's looking."],
    ['en', "I've been saving my tramadol."],
    ['es', 'Voy a tomarme todas las pastillas esta noche.'],
    ['es', 'Este fin de semana me las tomo todas.'],
    ['es', 'Me voy a tomar la caja entera cuando no haya nadie.'],
    ['fr', 'Ce week-end je prends toute la boîte.'],
    ['fr', 'Je vais prendre tous mes cachets ce soir.'],
    // insulin or food stopped on purpose
    ['en', "I've stopped my insulin on purpose."],
    ['en', "I'm going to stop taking my insulin and let nature take its course."],
    ['es', 'He dejado la insulina a propósito.'],
    ['fr', "J'ai arrêté l'insuline exprès."],
    // not waking up, made sure of
    ['en', "I might just not wake up, I'll make sure of it."],
    ['en', "I'll make sure I don't wake up."],
    ['es', 'Me aseguraré de no despertar.'],
    ['fr', 'Je ferai en sorte de ne pas me réveiller.'],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).toBe('emergency');
  });
});

describe('near-misses: the same words that say no plan are not raised', () => {
  it.each([
    ['en', 'I take all my tablets every morning.'],
    ['en', "I've got all my tablets in the dosette box."],
    ['en', 'I bought a rope for the washing line.'],
    ['en', 'I nearly jumped out of my skin.'],
    ['en', 'The bridge was shut.'],
    ['en', 'The car is in the garage.'],
    ['en', 'I saw a programme on TV about a man who jumped off a bridge.'],
    ["en", "I'm going to jump in the car and go to the shops."],
    ['en', "I'm going to jump off the bus at the market."],
    ['en', 'I might not wake up till ten.'],
    ['en', "I'll take the lot back to the chemist on Monday."],
    ['en', "I'll make sure I don't wake the neighbours."],
    ['en', "I've been thinking about the bridge club."],
    ['en', "I'll take all my tablets with breakfast."],
    ['en', "I'm going to hang the washing out."],
    ['en', "I'm going to hang myself a new curtain rail."],
    ['en', "I've put the paracetamol away in the cupboard."],
    ['en', "I'd never jump off a bridge, don't worry."],
    ['es', 'Tomo todas las pastillas por la mañana.'],
    ['es', 'Tengo todas mis pastillas en el pastillero.'],
    ['es', 'La cuerda de tender se rompió.'],
    ['es', 'El puente estaba cortado.'],
    ['es', 'El coche está en el garaje.'],
    ['es', 'En la tele salió un hombre que se tiró del puente.'],
    ['es', 'Voy a tomar todas las pastillas con el desayuno.'],
    ['es', 'Voy a colgar el teléfono.'],
    ['es', 'Pienso en el puente de mayo, vienen mis hijos.'],
    ['es', 'Me voy a tirar en el sofá un rato.'],
    ['es', 'Este verano me voy a meter en el mar a bañarme.'],
    ['es', 'Este fin de semana me las tomo todas con el desayuno como siempre.'],
    ['fr', "J'ai pris tous mes cachets ce matin comme d'habitude."],
    ['fr', 'La corde à linge a cassé.'],
    ['fr', 'Le pont était fermé.'],
    ['fr', 'La voiture est dans le garage.'],
    ['fr', "À la télé, un homme s'est jeté du pont."],
    ['fr', 'Je vais prendre tous mes cachets avec le dîner.'],
    ['fr', "Je pense au pont de l'Ascension, les enfants viennent."],
    ['fr', 'Je vais pendre le linge.'],
    ['fr', 'Je vais ouvrir le gaz pour faire la soupe.'],
    ['fr', "Ce soir je prends tous mes cachets comme d'habitude."],
    ['fr', 'Je pense à la corde à sauter de ma petite-fille.'],
  ] as [CallLanguage, string][])('%s: %s', (language, said) => {
    expect(statusOf(language, said)).not.toBe('emergency');
  });
});

describe('a past episode the call says is behind the person is a concern; any present thought stays emergency', () => {
  // Lowering: long ago, with help had or glad to be here. Floors: the same words beside a present thought or a
  // present emergency, and the present-tense version.
  it.each([
    ['en', "Years ago I thought about jumping off the bridge, I had help, I'm glad I'm here.", 'concerning'],
    ['en', "Years ago I tried to take my own life. I got help, and I'm glad I'm still here.", 'concerning'],
    ['es', 'Hace años pensé en tirarme del puente, tuve ayuda y me alegro de estar aquí.', 'concerning'],
    ['fr', "Il y a des années j'ai pensé à me jeter du pont, j'ai été aidée, je suis contente d'être là.", 'concerning'],
    // floors: back again, or a plan for tonight
    ['en', "Years ago I tried to take my own life. I had help then, but I'm thinking about it again.", 'emergency'],
    ['en', "Years ago I thought about jumping off the bridge, I had help, and now I'm going to do it tonight.", 'emergency'],
    ['en', "Years ago I tried to take my own life, I had help. Now I've been thinking about the rope in the garage.", 'emergency'],
    ['es', 'Hace años pensé en tirarme del puente, tuve ayuda. Ahora pienso en la cuerda del garaje.', 'emergency'],
    ['fr', "Il y a des années j'ai pensé à me jeter du pont, j'ai été aidée. Mais là je pense à la corde dans le garage.", 'emergency'],
    // floors: beside a present emergency
    ['en', "Years ago I tried to take my own life, I had help, I'm glad I'm here. But I've fallen and I can't get up.", 'emergency'],
    ['es', 'Hace años pensé en tirarme del puente, tuve ayuda y me alegro de estar aquí. Pero me he caído y no me puedo levantar.', 'emergency'],
    ['fr', "Il y a des années j'ai pensé à me jeter du pont, j'ai été aidée. Mais je suis tombée et je ne peux pas me relever.", 'emergency'],
    // present tense
    ['en', "I'm thinking about jumping off the bridge, I'm glad I told you.", 'emergency'],
    ['es', 'Pienso en tirarme del puente.', 'emergency'],
    ['fr', 'Je pense à me jeter du pont.', 'emergency'],
    // help had is no plea; help needed now still is
    ['en', 'I had help with the shopping.', 'concerning'],
    ['en', "I fell and I can't get up. I had help yesterday but I need help now.", 'emergency'],
    ['en', 'I had help yesterday, but please help me now.', 'emergency'],
  ] as [CallLanguage, string, HealthStatus][])('%s: %s → %s', (language, said, expected) => {
    expect(statusOf(language, said)).toBe(expected);
  });
});
