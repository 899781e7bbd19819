import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, round 40 (unseen40): "me he tomado las del frasco equivocado, las del corazón de mi marido ... estoy muy mareada y
// noto el corazón muy lento" read CONCERNING with the rules alone: someone else's tablets were read only with the tablets named
// beside the taking. Now the tablets told by a pronoun ("the ones", "his ones", "las de mi marido", "ceux de mon mari") or by
// the wrong bottle, box or packet, either order, with the heart slow or racing, dizziness, drowsiness or a faint now, are an
// overdose, in the three languages; without a sign, a mix-up (a concern); taken to the chemist, no taking.

type Case = [CallLanguage, string];

describe("someone else's tablets, told by a pronoun or the wrong container, with a sign now: an overdose", () => {
  it.each<Case>([
    ['en', "I've taken the ones from the wrong bottle, Bill's heart ones, and now I'm really dizzy and my heart's ever so slow."],
    ['en', 'I took his heart ones by mistake, I feel faint.'],
    ['en', "I've had the wrong box this morning, my husband's, I'm ever so woozy."],
    ['en', "Took my husband's ones instead of mine, my heart's going slow."],
    ['en', "I grabbed the wrong bottle and took two, now my heart's racing."],
    ['es', 'Volví del centro de salud con las pastillas nuevas y me he tomado las del frasco equivocado, las del corazón de mi marido. Ahora estoy muy mareada y noto el corazón muy lento.'],
    ['es', 'Me he tomado las de mi marido sin querer, las de la tensión, y estoy muy mareada.'],
    ['es', 'Me equivoqué de caja y me tomé las pastillas de la noche por la mañana, tengo mucho sueño, no me tengo en pie.'],
    ['es', 'Me he tomado las de mi hermana, las del corazón, y tengo el pulso muy lento.'],
    ['es', 'He cogido el bote equivocado y me he tomado dos, ahora me noto el corazón a mil.'],
    ['fr', "J'ai pris ceux de mon mari, ceux pour le cœur, et j'ai la tête qui tourne, le cœur très lent."],
    ['fr', 'Je me suis trompée de boîte, j\'ai pris les cachets de mon mari, je tiens pas debout.'],
    ['fr', "J'ai avalé les mauvais comprimés, ceux de ma sœur, et mon pouls est très lent."],
    ['fr', "J'ai pris celles de ma femme, j'ai des vertiges."],
    // floors: well an hour ago, the sign now
    ['en', "I was fine an hour ago, but I've taken my husband's ones by mistake and now I'm dizzy."],
    ['es', 'Hace una hora estaba bien, pero me he tomado las de mi marido y ahora estoy muy mareada.'],
    ['fr', "Il y a une heure ça allait, mais j'ai pris ceux de mon mari et maintenant j'ai la tête qui tourne."],
  ])('%s: %s', is('emergency'));
});

describe('a mix-up with no sign, or tablets carried: not an emergency', () => {
  it.each<Case>([
    ['en', "I took the wrong tablets, they were my wife's, I'm fine, the chemist said no harm."],
    ['en', "I took my husband's ones to the chemist."],
    ['es', 'Me he tomado las de mi marido por error, pero estoy bien, ya he llamado al médico.'],
    ['es', 'Le he llevado las de mi marido a la farmacia.'],
    ['fr', 'Je me suis trompée de flacon ce matin, mais ça va, je me sens bien.'],
  ])('%s: %s', not('emergency'));
});
