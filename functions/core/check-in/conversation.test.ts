import { describe, expect, it } from 'vitest';
import { toTwiml } from '../../telephony/twiml.ts';
import { callVoice } from './call-voice.ts';
import { alertGreeting, alertSms, CLOSING, emergencyReply, greeting, isConfirmation, question, questionText } from './conversation.ts';
import { isRepeatRequest } from './repeat-request.ts';
import { personVoicemail } from './voicemail.ts';

// docs/safety.md: after an emergency the person hears only what is true.
describe('what the person hears after an emergency', () => {
  const words = (situation: Parameters<typeof emergencyReply>[0]) => emergencyReply(situation).say.join(' ');

  it('says contacts are being called only when they are', () => {
    expect(words({ contactsCalled: true, test: false, emergencyNumber: '911' })).toMatch(/^I am calling your emergency contacts now.*call 9 1 1\./);
    expect(words({ contactsCalled: false, test: false, emergencyNumber: '911' })).not.toMatch(/calling your emergency contacts/);
  });

  it('on a test call says it is a test and nobody is being called', () => {
    expect(words({ contactsCalled: false, test: true, emergencyNumber: '999' })).toBe('This is a test call, so nobody is being called now. If you need help, please hang up and call 9 9 9 now. Goodbye.');
  });

  it('promises nothing when it cannot tell, and still gives the local number', () => {
    expect(words({ contactsCalled: 'unknown', test: false, emergencyNumber: '000' })).toBe('If you need help, please hang up and call 0 0 0 now. Goodbye.');
  });

  it('always ends the call', () => {
    expect(emergencyReply({ contactsCalled: true, test: false, emergencyNumber: '112' }).hangUp).toBe(true);
  });
});

describe('the call in the schedule’s language', () => {
  it('says the recording notice first, then greets by first name, then asks the first question', () => {
    expect(greeting(false, 'Rosa María López', 'es').say).toEqual([
      'Esta llamada se graba para ayudarnos a cuidar de usted.',
      'Hola, Rosa. Le llamamos de CareCall, como siempre, para saber cómo está.',
      '¿Cómo se encuentra hoy? Puede contestarme con sus palabras, o pulsar el 1 si está bien.',
    ]);
    expect(greeting(true, undefined, 'fr').say[0]).toBe('Cet appel est enregistré pour nous aider à veiller sur vous.');
    expect(greeting(true, undefined, 'fr').say).toContain('Ceci est un appel de test.');
    expect(greeting(false, 'Rose', 'en').say.slice(0, 2)).toEqual(['This call is recorded to help look after you.', 'Hello Rose, this is CareCall, calling for your regular check-in.']);
    // A person who called us is not told that we are calling them.
    expect(greeting(false, 'Rose', 'en', true).say.slice(0, 2)).toEqual(['This call is recorded to help look after you.', 'Hello Rose, this is CareCall. Thank you for calling in for your check-in.']);
    for (const language of ['en', 'es', 'fr'] as const) expect(greeting(false, undefined, language, true).say[1]).not.toBe(greeting(false, undefined, language).say[1]);
  });

  it('has every question, the goodbye and the emergency replies in Spanish and French', () => {
    for (const language of ['es', 'fr'] as const) {
      const english = [0, 1, 2, 3].map((s) => questionText(s, 'en'));
      const asked = [0, 1, 2, 3].map((s) => questionText(s, language));
      expect(asked.every((q, i) => q && q !== english[i])).toBe(true);
      expect(question(4, false, language).say[0]).not.toBe(CLOSING);
    }
    expect(emergencyReply({ contactsCalled: true, test: false, emergencyNumber: '911', language: 'es' }).say.join(' ')).toMatch(/^Ahora mismo estoy llamando a sus contactos de emergencia.*llame también al 9 1 1\. Adiós\.$/);
    expect(emergencyReply({ contactsCalled: false, test: true, emergencyNumber: '112', language: 'fr' }).say.join(' ')).toBe(
      "Ceci est un appel de test, donc personne n'est appelé pour l'instant. Si vous avez besoin d'aide, raccrochez et appelez le 1 1 2 tout de suite. Au revoir.",
    );
  });

  it('says the question again, kindly, when asked', () => {
    expect(question(1, 'asked', 'fr').say).toEqual(['Bien sûr. Je répète.', questionText(1, 'fr')]);
    expect(question(1, true, 'es').say[0]).toBe('Perdone, no le he oído.');
  });

  it('alerts contacts in the schedule’s language, recording notice first', () => {
    const facts = { accountHolder: 'Ana López', personPhone: '(416) 555-0142', personName: 'Rosa', reason: 'emergency' as const, when: 'lunes, 23 de noviembre, 9:00 GMT-5', language: 'es' as const };
    expect(alertGreeting(facts).say).toEqual([
      'Esta llamada se graba para ayudarnos a cuidar de usted.',
      'Le llamamos de CareCall con un mensaje urgente sobre Rosa, del servicio de llamadas de Ana López. Rosa ha dicho algo en su llamada de control que parece una emergencia, el lunes, 23 de noviembre, 9:00 GMT-5.',
      'Pulse 1, o diga sí, si puede ir a ver cómo está ahora.',
    ]);
    expect(alertSms({ ...facts, language: 'fr', personName: undefined, reason: 'missed', when: 'lundi 23 novembre à 09:00 UTC−5' })).toBe(
      "Alerte CareCall : la personne au (416) 555-0142 n'a pas répondu à son appel de suivi, le lundi 23 novembre à 09:00 UTC−5. Nous n'avons pu joindre personne par téléphone. Merci de prendre de ses nouvelles maintenant, et de rappeler ce numéro pour confirmer que vous y allez. (Service d'appels de Ana López)",
    );
  });

  it('takes a yes in the contact’s language, and never a no', () => {
    expect(isConfirmation('Sí, ya voy', undefined, 'es')).toBe(true);
    expect(isConfirmation('No, no puedo', undefined, 'es')).toBe(false);
    expect(isConfirmation("Oui, d'accord", undefined, 'fr')).toBe(true);
    expect(isConfirmation('Non, je ne peux pas', undefined, 'fr')).toBe(false);
  });
});

describe('asking to hear the question again', () => {
  it.each([
    ['en', 'Pardon?'], ['en', 'What?'], ['en', 'Sorry?'], ['en', 'Say that again'], ['en', 'repeat, please'],
    ['es', 'Repita'], ['es', '¿Qué?'], ['es', '¿Cómo?'], ['es', 'Perdón'], ['es', 'No le oigo'], ['es', 'Repita, por favor'],
    ['fr', 'Pardon ?'], ['fr', 'Quoi ?'], ['fr', 'Répétez'], ['fr', 'Comment ?'], ['fr', "Répétez, s'il vous plaît"],
    // As speech recognition may write them: without accents or question marks.
    ['es', 'que'], ['es', 'Perdon.'], ['fr', 'repetez'], ['fr', 'Vous pouvez répéter ?'],
  ] as const)('%s: "%s" is a request', (language, speech) => {
    expect(isRepeatRequest(language, { speech })).toBe(true);
  });

  it.each([
    ['en', 'I fell, what do I do?'], ['en', "I'm sorry, I fell"], ['en', 'No'],
    ['es', '¿Qué día es hoy? Me duele el pecho'], ['es', 'Cómo no, estoy bien'],
    ['fr', 'Comment je vais ? Bien'], ['fr', 'Pardon, je suis tombée'],
  ] as const)('%s: "%s" is an answer, not a request', (language, speech) => {
    expect(isRepeatRequest(language, { speech })).toBe(false);
  });

  it('the star key is a request; other keys are answers', () => {
    expect(isRepeatRequest('en', { digits: '*' })).toBe(true);
    expect(isRepeatRequest('fr', { digits: '1' })).toBe(false);
  });
});

describe('TwiML in the call’s voice', () => {
  const url = (step: number) => `https://hooks.example/gather?step=${step}`;
  it('recognises and speaks Spanish and French with a neural voice of the person’s region', () => {
    const us = toTwiml({ ...greeting(false, undefined, 'es'), voice: callVoice('es', '+14165550142') }, url);
    expect(us).toContain('language="es-US"');
    expect(us).toContain('<Say voice="Polly.Lupe-Neural" language="es-US">');
    const france = toTwiml({ ...greeting(false, undefined, 'fr'), voice: callVoice('fr', '+33612345678') }, url);
    expect(france).toContain('<Gather input="speech dtmf"');
    expect(france).toContain('finishOnKey=""');
    expect(france).toContain('<Say voice="Polly.Lea-Neural" language="fr-FR">');
    expect(toTwiml(question(0, false), url)).toContain('<Say voice="Polly.Joanna-Neural" language="en-US">');
  });
});

describe('a voicemail, in the schedule’s language', () => {
  it('says who called and that we will try again, nothing about health', () => {
    expect(personVoicemail('Rosa López', true, 'es').say).toEqual(['Hola, le llamamos de CareCall para la llamada de control de Rosa. Volveremos a llamar dentro de un rato. Adiós.']);
    expect(personVoicemail(undefined, false, 'fr').say).toEqual(["Bonjour, ici CareCall, pour votre appel de suivi. Nous sommes désolés de ne pas avoir pu vous parler. Au revoir."]);
    expect(personVoicemail('Rose Lopez', true).say).toEqual(["Hello, this is CareCall with Rose's check-in call. We will try again shortly. Goodbye."]);
  });
});
