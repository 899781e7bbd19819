import { describe, it } from 'vitest';
import type { CallLanguage } from '@/shared/language.ts';
import { is, not } from './read-answer.ts';

// Issue 13, unseen23: a programme watched that closes the sentence just before ("aquí viendo la novela. ¡Le acaba de dar
// un infarto a don Rogelio!", "I'm watching my soap. The doctor just had a heart attack!") places its people as it does in
// one sentence, the person saying they are well. FLOORS: never someone of the person's own named just after the words
// ("le acaba de dar un infarto a mi marido", in one sentence or after the programme's), the person's own ("me acaba de
// dar"), nor the relation named first ("my husband just had a heart attack").

type Case = [CallLanguage, string];

describe('a programme closing the sentence before', () => {
  it.each<Case>([
    ['es', 'Ay, bien, aquí viendo la novela. ¡Le acaba de dar un infarto a don Rogelio! Yo no tengo nada.'],
    ['es', 'Ay, bien, aquí viendo la novela, le acaba de dar un infarto a don Rogelio. Yo no tengo nada.'],
    ['en', "I'm watching my soap. The doctor just had a heart attack! I'm fine."],
  ])('%s: %s', not('emergency'));
  it.each<Case>([
    ['es', 'Aquí viendo la novela, a mi marido le acaba de dar un infarto. Yo bien.'],
    ['es', 'Aquí viendo la novela, le acaba de dar un infarto a mi marido. Yo bien.'],
    ['es', 'Aquí viendo la novela. ¡Le acaba de dar un infarto a mi marido! Yo bien.'],
    ['es', 'Aquí viendo la novela. ¡Me acaba de dar un infarto, me duele el pecho!'],
    ['en', "I'm watching my soap. My husband just had a heart attack! I'm fine."],
  ])('%s: %s', is('emergency'));
});
