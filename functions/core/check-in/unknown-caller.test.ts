import { describe, expect, it } from 'vitest';
import { likelyLanguageOf } from './call-voice.ts';
import { unknownCaller } from './call-in.ts';

// Someone calling in whose number is on no schedule: no schedule chose a language for them.
describe('what an unknown caller hears', () => {
  it('is said in the language their number’s country speaks, in that country’s voice, with its emergency number', () => {
    expect(unknownCaller('+34612345678')).toEqual({
      say: [expect.stringMatching(/^Este número es para las llamadas de seguimiento de CareCall\./), 'Si necesita ayuda, cuelgue y llame ahora al 1 1 2. Adiós.'],
      hangUp: true,
      voice: { locale: 'es-ES', voice: 'Polly.Lucia-Neural' },
    });
    expect(unknownCaller('+33612345678').say[0]).toMatch(/^Ce numéro sert aux appels de suivi de CareCall\./);
    expect(unknownCaller('+33612345678').voice?.locale).toBe('fr-FR');
    expect(unknownCaller('+525512345678').voice?.locale).toBe('es-ES');
  });

  it('is in English where the country speaks none of the call languages, or several', () => {
    expect(unknownCaller('+14165550142').say).toEqual([
      expect.stringMatching(/^This number is for CareCall check-ins\. We could not find your number/),
      'If you need help, please hang up and call 9 1 1 now. Goodbye.',
    ]);
    expect(unknownCaller('+447700900123').say[1]).toMatch(/call 9 9 9 now/);
    for (const multilingual of ['+32470123456', '+41791234567', '+15145550199']) expect(likelyLanguageOf(multilingual)).toBe('en');
  });
});
