import type { CallLanguage } from '@/shared/language.ts';

// Everything CareCall says on a call, in each call language (docs/check-in-call.md). Written as a person would say it on the phone to an older person: short
// sentences, one thing at a time, formal address (usted, vous), no participle whose gender we
// cannot know. The emergency replies say only what is true (docs/safety.md).

/** Why contacts are alerted; the alert's predicate, said after the person's name. */
export type AlertReasonKey = 'missed' | 'failed' | 'emergency' | 'concerning' | 'unclear' | 'unrecorded';

export interface CallPhrases {
  /** Said first on every call, to the person and to contacts (and on calls-in). */
  recordingNotice: string;
  greeting: (firstName: string | undefined) => string;
  /** The greeting when the person called us (a call-in), so we never say we are calling them. */
  callInGreeting: (firstName: string | undefined) => string;
  testCall: string;
  questions: readonly [string, string, string, string];
  notHeard: string;
  /** Before a question said again because the person asked for it. */
  repeating: string;
  closing: string;
  emergency: {
    contactsCalled: (number: string) => string;
    unknown: (number: string) => string;
    test: string;
    nobodyCalled: string;
    callNumber: (number: string) => string;
  };
  alert: {
    /** `who` is the person's name, or null when the schedule has none (then `phone` is said). */
    opening: (who: string | undefined, accountHolder: string) => string;
    subject: (who: string | undefined, phone: string) => string;
    on: (when: string) => string;
    reasons: Record<AlertReasonKey, string>;
    askToConfirm: string;
    confirmed: string;
    notConfirmed: string;
    /** A contact calling CareCall back after an alert: said before the alert again. */
    calledBack: string;
    /** The contact who called back did not confirm: the escalation goes on without them. */
    calledBackNotConfirmed: string;
    /**
     * A contact who called back has answered one alert and another to them still waits for someone
     * to confirm: `confirmed` or `calledBackNotConfirmed` without the goodbye, then `anotherMessage`.
     */
    confirmedBeforeAnother: string;
    calledBackBeforeAnother: string;
    anotherMessage: string;
    sms: (who: string | undefined, phone: string, predicate: string, when: string, accountHolder: string) => string;
    unknownAccountHolder: string;
  };
  /** To someone calling in whose number is on no active schedule: nothing to take, where help is. */
  unknownCaller: string;
  /** Left on an answering machine after the beep: who called, never anything about health. */
  voicemail: {
    person: (firstName: string | undefined, willRetry: boolean) => string;
    /** After the alert, on a contact's voicemail. */
    contactClose: string;
  };
}

const en: CallPhrases = {
  recordingNotice: 'This call is recorded to help look after you.',
  greeting: (name) => `Hello${name ? ` ${name}` : ''}, this is CareCall, calling for your regular check-in.`,
  callInGreeting: (name) => `Hello${name ? ` ${name}` : ''}, this is CareCall. Thank you for calling in for your check-in.`,
  testCall: 'This is a test call.',
  questions: [
    'How are you feeling today? You can answer in your own words, or press 1 if you are fine.',
    'Do you have any pain or dizziness, or have you had a fall?',
    'Have you taken your medication, eaten, and slept well?',
    'Is there anything you need?',
  ],
  notHeard: 'Sorry, I did not hear you.',
  repeating: 'Of course. I will say it again.',
  closing: 'Thank you. That is all for today. Take care. Goodbye.',
  emergency: {
    contactsCalled: (n) => `I am calling your emergency contacts now, so someone can come and help you. If you can, please also call ${n}. Goodbye.`,
    unknown: (n) => `If you need help, please hang up and call ${n} now. Goodbye.`,
    test: 'This is a test call, so nobody is being called now.',
    nobodyCalled: 'I cannot call anyone for you from this call.',
    callNumber: (n) => `If you need help, please hang up and call ${n} now. Goodbye.`,
  },
  alert: {
    opening: (who, holder) =>
      who
        ? `This is CareCall, with an urgent message about ${who}, from ${holder}'s check-in service.`
        : `This is CareCall, with an urgent message from ${holder}'s check-in service.`,
    subject: (who, phone) => who ?? `The person at ${phone}`,
    on: (when) => `on ${when}`,
    reasons: {
      missed: 'did not answer their check-in call',
      failed: 'could not be reached: their check-in call could not be made',
      unrecorded: 'had a check-in call whose result we could not confirm',
      emergency: 'said something during their check-in call that sounds like an emergency',
      concerning: 'said something during their check-in call that is a concern',
      unclear: 'answered their check-in call, but we could not tell how they are',
    },
    askToConfirm: 'Please press 1, or say yes, if you will check on them now.',
    confirmed: 'Thank you. Please check on them as soon as you can. Goodbye.',
    notConfirmed: 'We will try another contact. Goodbye.',
    calledBack: 'Thank you for calling CareCall back. Here is the message we had for you.',
    calledBackNotConfirmed: 'Thank you for calling back. Goodbye.',
    confirmedBeforeAnother: 'Thank you. Please check on them as soon as you can.',
    calledBackBeforeAnother: 'Thank you for calling back.',
    anotherMessage: 'We have another message for you. Please call this number again now to hear it. Goodbye.',
    sms: (who, phone, predicate, when, holder) =>
      `CareCall alert${who ? ` about ${who}: they` : `: the person at ${phone}`} ${predicate}, on ${when}. ` +
      `We could not reach anyone by phone. Please check on them now, and call this number back to confirm you will go. (${holder}'s check-in service)`,
    unknownAccountHolder: 'a CareCall customer',
  },
  unknownCaller: 'This number is for CareCall check-ins. We could not find your number among the people we call, so there is no check-in to take now.',
  voicemail: {
    person: (name, retry) =>
      `Hello, this is CareCall with ${name ? `${name}'s` : 'your'} check-in call. ${retry ? 'We will try again shortly.' : 'Sorry we missed you.'} Goodbye.`,
    contactClose: 'Please check on them as soon as you can. Goodbye.',
  },
};

const es: CallPhrases = {
  recordingNotice: 'Esta llamada se graba para ayudarnos a cuidar de usted.',
  greeting: (name) => `Hola${name ? `, ${name}` : ''}. Le llamamos de CareCall, como siempre, para saber cómo está.`,
  callInGreeting: (name) => `Hola${name ? `, ${name}` : ''}. Aquí CareCall. Gracias por llamarnos para contarnos cómo está.`,
  testCall: 'Esta es una llamada de prueba.',
  questions: [
    '¿Cómo se encuentra hoy? Puede contestarme con sus palabras, o pulsar el 1 si está bien.',
    '¿Tiene algún dolor, o se ha mareado? ¿Se ha caído?',
    '¿Se ha tomado la medicación? ¿Ha comido y ha dormido bien?',
    '¿Necesita algo?',
  ],
  notHeard: 'Perdone, no le he oído.',
  repeating: 'Claro. Se lo repito.',
  closing: 'Muchas gracias. Eso es todo por hoy. Cuídese mucho. Adiós.',
  emergency: {
    contactsCalled: (n) => `Ahora mismo estoy llamando a sus contactos de emergencia, para que alguien venga a ayudarle. Si puede, llame también al ${n}. Adiós.`,
    unknown: (n) => `Si necesita ayuda, cuelgue y llame ahora al ${n}. Adiós.`,
    test: 'Esta es una llamada de prueba, así que ahora no estamos llamando a nadie.',
    nobodyCalled: 'Desde esta llamada no puedo avisar a nadie.',
    callNumber: (n) => `Si necesita ayuda, cuelgue y llame ahora al ${n}. Adiós.`,
  },
  alert: {
    opening: (who, holder) =>
      who
        ? `Le llamamos de CareCall con un mensaje urgente sobre ${who}, del servicio de llamadas de ${holder}.`
        : `Le llamamos de CareCall con un mensaje urgente del servicio de llamadas de ${holder}.`,
    subject: (who, phone) => who ?? `La persona del número ${phone}`,
    on: (when) => `el ${when}`,
    reasons: {
      missed: 'no ha contestado a su llamada de control',
      failed: 'no ha recibido su llamada de control: no se pudo realizar',
      unrecorded: 'ha tenido una llamada de control cuyo resultado no hemos podido confirmar',
      emergency: 'ha dicho algo en su llamada de control que parece una emergencia',
      concerning: 'ha dicho algo en su llamada de control que es preocupante',
      unclear: 'ha contestado a su llamada de control, pero no hemos podido entender sus respuestas',
    },
    askToConfirm: 'Pulse 1, o diga sí, si puede ir a ver cómo está ahora.',
    confirmed: 'Gracias. Por favor, vaya a ver cómo está en cuanto pueda. Adiós.',
    notConfirmed: 'Vamos a llamar a otro contacto. Adiós.',
    calledBack: 'Gracias por devolver la llamada a CareCall. Este es el mensaje que teníamos para usted.',
    calledBackNotConfirmed: 'Gracias por devolver la llamada. Adiós.',
    confirmedBeforeAnother: 'Gracias. Por favor, vaya a ver cómo está en cuanto pueda.',
    calledBackBeforeAnother: 'Gracias por devolver la llamada.',
    anotherMessage: 'Tenemos otro mensaje para usted. Por favor, vuelva a llamar a este número ahora para escucharlo. Adiós.',
    sms: (who, phone, predicate, when, holder) =>
      `Alerta de CareCall${who ? ` sobre ${who}: ${predicate}` : `: la persona del número ${phone} ${predicate}`}, el ${when}. ` +
      `No hemos podido hablar con nadie por teléfono. Por favor, compruebe ahora cómo está y llame a este número para confirmar que irá. (Servicio de llamadas de ${holder})`,
    unknownAccountHolder: 'un cliente de CareCall',
  },
  unknownCaller: 'Este número es para las llamadas de seguimiento de CareCall. No encontramos su número entre las personas a las que llamamos, así que ahora no tenemos ninguna llamada pendiente con usted.',
  voicemail: {
    person: (name, retry) =>
      `Hola, le llamamos de CareCall para ${name ? `la llamada de control de ${name}` : 'su llamada de control'}. ${retry ? 'Volveremos a llamar dentro de un rato.' : 'Sentimos no haber podido hablar con usted.'} Adiós.`,
    contactClose: 'Por favor, vaya a ver cómo está en cuanto pueda. Adiós.',
  },
};

const fr: CallPhrases = {
  recordingNotice: 'Cet appel est enregistré pour nous aider à veiller sur vous.',
  greeting: (name) => `Bonjour${name ? ` ${name}` : ''}, ici CareCall. Je vous appelle comme d'habitude pour prendre de vos nouvelles.`,
  callInGreeting: (name) => `Bonjour${name ? ` ${name}` : ''}, ici CareCall. Merci de nous appeler pour nous donner de vos nouvelles.`,
  testCall: 'Ceci est un appel de test.',
  questions: [
    "Comment vous sentez-vous aujourd'hui ? Vous pouvez me répondre avec vos mots, ou appuyer sur 1 si tout va bien.",
    'Avez-vous mal quelque part, ou des vertiges ? Avez-vous fait une chute ?',
    'Avez-vous pris vos médicaments ? Avez-vous bien mangé et bien dormi ?',
    'Avez-vous besoin de quelque chose ?',
  ],
  notHeard: "Pardon, je n'ai pas entendu votre réponse.",
  repeating: 'Bien sûr. Je répète.',
  closing: "Merci beaucoup. C'est tout pour aujourd'hui. Prenez soin de vous. Au revoir.",
  emergency: {
    contactsCalled: (n) => `J'appelle vos contacts d'urgence tout de suite, pour que quelqu'un vienne vous aider. Si vous le pouvez, appelez aussi le ${n}. Au revoir.`,
    unknown: (n) => `Si vous avez besoin d'aide, raccrochez et appelez le ${n} tout de suite. Au revoir.`,
    test: "Ceci est un appel de test, donc personne n'est appelé pour l'instant.",
    nobodyCalled: 'Je ne peux prévenir personne depuis cet appel.',
    callNumber: (n) => `Si vous avez besoin d'aide, raccrochez et appelez le ${n} tout de suite. Au revoir.`,
  },
  alert: {
    opening: (who, holder) =>
      who
        ? `Ici CareCall, avec un message urgent au sujet de ${who}, de la part du service d'appels de ${holder}.`
        : `Ici CareCall, avec un message urgent de la part du service d'appels de ${holder}.`,
    subject: (who, phone) => who ?? `La personne au ${phone}`,
    on: (when) => `le ${when}`,
    reasons: {
      missed: "n'a pas répondu à son appel de suivi",
      failed: "n'a pas reçu son appel de suivi : l'appel n'a pas pu être passé",
      unrecorded: "a eu un appel de suivi dont nous n'avons pas pu confirmer le résultat",
      emergency: "a dit pendant son appel de suivi quelque chose qui ressemble à une urgence",
      concerning: "a dit pendant son appel de suivi quelque chose d'inquiétant",
      unclear: "a répondu à son appel de suivi, mais nous n'avons pas pu comprendre ses réponses",
    },
    askToConfirm: 'Appuyez sur 1, ou dites oui, si vous pouvez aller prendre de ses nouvelles maintenant.',
    confirmed: 'Merci. Prenez de ses nouvelles dès que possible. Au revoir.',
    notConfirmed: 'Nous allons appeler un autre contact. Au revoir.',
    calledBack: "Merci d'avoir rappelé CareCall. Voici le message que nous avions pour vous.",
    calledBackNotConfirmed: "Merci d'avoir rappelé. Au revoir.",
    confirmedBeforeAnother: 'Merci. Prenez de ses nouvelles dès que possible.',
    calledBackBeforeAnother: "Merci d'avoir rappelé.",
    anotherMessage: "Nous avons un autre message pour vous. Merci de rappeler ce numéro maintenant pour l'entendre. Au revoir.",
    sms: (who, phone, predicate, when, holder) =>
      `Alerte CareCall${who ? ` au sujet de ${who} : ${predicate}` : ` : la personne au ${phone} ${predicate}`}, le ${when}. ` +
      `Nous n'avons pu joindre personne par téléphone. Merci de prendre de ses nouvelles maintenant, et de rappeler ce numéro pour confirmer que vous y allez. (Service d'appels de ${holder})`,
    unknownAccountHolder: 'un client de CareCall',
  },
  unknownCaller: "Ce numéro sert aux appels de suivi de CareCall. Nous n'avons pas trouvé votre numéro parmi les personnes que nous appelons, nous n'avons donc pas d'appel de suivi prévu avec vous maintenant.",
  voicemail: {
    person: (name, retry) =>
      `Bonjour, ici CareCall, pour ${name ? `l'appel de suivi de ${name}` : 'votre appel de suivi'}. ${retry ? 'Nous rappellerons un peu plus tard.' : "Nous sommes désolés de ne pas avoir pu vous parler."} Au revoir.`,
    contactClose: 'Merci de prendre de ses nouvelles dès que possible. Au revoir.',
  },
};

export const CALL_PHRASES: Record<CallLanguage, CallPhrases> = { en, es, fr };

export const phrasesFor = (language: CallLanguage | undefined): CallPhrases => CALL_PHRASES[language ?? 'en'] ?? en;

/** When something happened, as a contact reads or hears it in the alert's language. */
export function whenSaid(instant: Date, timezone: string, language: CallLanguage, english: (instant: Date, timezone: string) => string): string {
  if (language === 'en') return english(instant, timezone);
  return new Intl.DateTimeFormat(language, {
    timeZone: timezone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  })
    .format(instant)
    .replace(/[\u202f\u00a0]/g, ' ');
}
