import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { checkInCalls, checkInSetup, setPhone, waitForExecution, type SimCall } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

// The call for the person who answers it (docs/check-in-call.md):
// the schedule's language from the first word to the contacts' alerts, the recording notice first,
// and "pardon?" or the star key repeating the question without being taken as an answer. Through
// the local server: the real state machine, handlers, webhooks and the phone simulator.
let server: TestServer;
let n = 0;
beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.001 });
});
afterAll(() => server.close());

const phone = () => `+1416555${String(3000 + ++n).padStart(4, '0')}`;

async function fire(client: ReturnType<TestServer['client']>, trigger: string) {
  const res = await client.post(`/__dev/scheduler/${trigger}/fire`);
  expect(res.status).toBe(200);
  return waitForExecution(client, res.body.executionId);
}

const said = (call: SimCall | undefined) => (call?.transcript ?? []).filter((t) => t.speaker === 'system').map((t) => t.text);

// The simulator shows speech as heard: no space before punctuation (French writes one before "?").
const heard = (lines: string[]) => lines.map((line) => line.replace(/\s+([,.;:!?])/g, '$1'));

/** The workflow may finish (a contact confirmed) while the contact still hears the goodbye. */
async function endedCall(client: ReturnType<TestServer['client']>, to: string): Promise<SimCall | undefined> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const call = (await checkInCalls(client)).find((c) => c.to === to && !c.sms);
    if (call?.endedAt || Date.now() > deadline) return call;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('a check-in in Spanish', () => {
  it('speaks Spanish throughout, repeats the question on "¿cómo?", hears the emergency and alerts the contact in Spanish', async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: ['¿Cómo?', 'Me he caído y no me puedo levantar, necesito una ambulancia'] });
    await setPhone(client, contact, { behaviour: 'answer', replies: ['Sí, ya voy'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, personName: 'Rosa López', language: 'es', contacts: [{ name: 'Ana', phone: contact }] });

    const execution = await fire(client, trigger);

    expect(execution.status).toBe('SUCCEEDED');
    const calls = await checkInCalls(client);
    const toPerson = said(calls.find((c) => c.to === person));
    expect(toPerson).toEqual([
      'Esta llamada se graba para ayudarnos a cuidar de usted.',
      'Hola, Rosa. Le llamamos de CareCall, como siempre, para saber cómo está.',
      '¿Cómo se encuentra hoy? Puede contestarme con sus palabras, o pulsar el 1 si está bien.',
      'Claro. Se lo repito.',
      '¿Cómo se encuentra hoy? Puede contestarme con sus palabras, o pulsar el 1 si está bien.',
      'Ahora mismo estoy llamando a sus contactos de emergencia, para que alguien venga a ayudarle. Si puede, llame también al 9 1 1. Adiós.',
    ]);
    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log).toMatchObject({ status: 'answered', healthStatus: 'emergency', language: 'es' });
    // "¿Cómo?" was a request, not an answer: the question has one answer, the emergency.
    expect(log.transcription).toBe(
      'CareCall: ¿Cómo se encuentra hoy? Puede contestarme con sus palabras, o pulsar el 1 si está bien.\n' +
        'Person: Me he caído y no me puedo levantar, necesito una ambulancia',
    );
    const toContact = said(await endedCall(client, contact));
    expect(toContact[0]).toBe('Esta llamada se graba para ayudarnos a cuidar de usted.');
    expect(toContact[1]).toMatch(/^Le llamamos de CareCall con un mensaje urgente sobre Rosa López, del servicio de llamadas de .+\. Rosa López ha dicho algo en su llamada de control que parece una emergencia, el \p{L}+, \d+ de \p{L}+, /u);
    expect(toContact).toContain('Pulse 1, o diga sí, si puede ir a ver cómo está ahora.');
    expect(toContact.at(-1)).toBe('Gracias. Por favor, vaya a ver cómo está en cuanto pueda. Adiós.');
    expect(log.escalations.map((e: { status: string }) => e.status)).toEqual(['confirmed']);
  });
});

describe('a check-in in French', () => {
  it('speaks French, takes "Pardon ?" as a request, hears the emergency, and texts the contacts in French when nobody answers', async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: ['Très bien, merci', 'Pardon ?', "J'ai mal à la poitrine, appelez une ambulance"] });
    await setPhone(client, contact, { behaviour: 'busy' });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, personName: 'Jeanne Martin', language: 'fr', contacts: [{ name: 'Luc', phone: contact }] });

    const execution = await fire(client, trigger);

    expect(execution.status).toBe('SUCCEEDED');
    const calls = await checkInCalls(client);
    expect(said(calls.find((c) => c.to === person && !c.sms))).toEqual(heard([
      'Cet appel est enregistré pour nous aider à veiller sur vous.',
      "Bonjour Jeanne, ici CareCall. Je vous appelle comme d'habitude pour prendre de vos nouvelles.",
      "Comment vous sentez-vous aujourd'hui ? Vous pouvez me répondre avec vos mots, ou appuyer sur 1 si tout va bien.",
      'Avez-vous mal quelque part, ou des vertiges ? Avez-vous fait une chute ?',
      'Bien sûr. Je répète.',
      'Avez-vous mal quelque part, ou des vertiges ? Avez-vous fait une chute ?',
      "J'appelle vos contacts d'urgence tout de suite, pour que quelqu'un vienne vous aider. Si vous le pouvez, appelez aussi le 9 1 1. Au revoir.",
    ]));
    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log).toMatchObject({ healthStatus: 'emergency', language: 'fr' });
    expect(log.transcription).not.toContain('Pardon');
    const text = calls.find((c) => c.sms && c.to === contact)!.transcript[0]!.text;
    expect(text).toMatch(/^Alerte CareCall au sujet de Jeanne Martin : a dit pendant son appel de suivi quelque chose qui ressemble à une urgence, le \p{L}+ \d+ \p{L}+ à /u);
    expect(text).toMatch(/Nous n'avons pu joindre personne par téléphone\. Merci de prendre de ses nouvelles maintenant, et de rappeler ce numéro pour confirmer que vous y allez\./);
  });
});

describe('asking again', () => {
  it('the star key repeats the question, at most twice, and is never taken as an answer', async () => {
    const client = server.client();
    const person = phone();
    // Star then 1 on the first question; three stars on the second; then silence.
    await setPhone(client, person, { behaviour: 'answer', digits: ['*', '1', '*', '*', '*'] });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });

    await fire(client, trigger);

    const toPerson = said((await checkInCalls(client)).find((c) => c.to === person));
    expect(toPerson[0]).toBe('This call is recorded to help look after you.');
    expect(toPerson.filter((t) => t === 'Of course. I will say it again.')).toHaveLength(3);
    expect(toPerson.filter((t) => t === 'Do you have any pain or dizziness, or have you had a fall?')).toHaveLength(3);
    const [log] = (await client.get('/api/user/call-logs')).body;
    const turns = (log.transcription as string).split('\n');
    expect(turns.slice(0, 4)).toEqual([
      'CareCall: How are you feeling today? You can answer in your own words, or press 1 if you are fine.',
      'Person: [pressed 1]',
      'CareCall: Do you have any pain or dizziness, or have you had a fall?',
      'Person: [asked to repeat]',
    ]);
    expect(log.transcription).not.toContain('[pressed *]');
  });

  it('"pardon" then an answer: the answer is the one kept, and the check-in is assessed on it', async () => {
    const client = server.client();
    const person = phone();
    await setPhone(client, person, {
      behaviour: 'answer',
      replies: ['Pardon?', "I'm feeling good today, thank you", 'No pain, no dizziness, and I did not fall', 'Yes, I took my pills, ate breakfast and slept well', 'No, nothing, thank you'],
    });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person });

    await fire(client, trigger);

    const [log] = (await client.get('/api/user/call-logs')).body;
    expect(log).toMatchObject({ status: 'answered', healthStatus: 'good' });
    expect(log.transcription).not.toContain('Pardon');
    expect(log.transcription).toContain("Person: I'm feeling good today, thank you");
    const toPerson = said((await checkInCalls(client)).find((c) => c.to === person));
    expect(toPerson.slice(2, 5)).toEqual([
      'How are you feeling today? You can answer in your own words, or press 1 if you are fine.',
      'Of course. I will say it again.',
      'How are you feeling today? You can answer in your own words, or press 1 if you are fine.',
    ]);
    expect(toPerson.at(-1)).toBe('Thank you. That is all for today. Take care. Goodbye.');
  });
});

describe('a voicemail in Spanish', () => {
  it("the person's voicemail and the contact's voicemail are left in Spanish", async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'voicemail' });
    await setPhone(client, contact, { behaviour: 'voicemail' });
    const { trigger } = await checkInSetup(client, signUp, { personPhone: person, personName: 'Rosa López', language: 'es', contacts: [{ name: 'Ana', phone: contact }] });

    await fire(client, trigger);

    const calls = await checkInCalls(client);
    const afterBeep = (call: SimCall) => call.transcript.slice(call.transcript.findIndex((t) => t.text === '[beep]') + 1).map((t) => t.text);
    const toPerson = calls.filter((c) => c.to === person && !c.sms).reverse();
    expect(toPerson.map(afterBeep)).toEqual([
      ['Hola, le llamamos de CareCall para la llamada de control de Rosa. Volveremos a llamar dentro de un rato. Adiós.'],
      ['Hola, le llamamos de CareCall para la llamada de control de Rosa. Sentimos no haber podido hablar con usted. Adiós.'],
    ]);
    const left = afterBeep(calls.find((c) => c.to === contact && !c.sms)!);
    expect(left[0]).toMatch(/^Le llamamos de CareCall con un mensaje urgente sobre Rosa López, .* Rosa López no ha contestado a su llamada de control, el /);
    expect(left[1]).toBe('Por favor, vaya a ver cómo está en cuanto pueda. Adiós.');
  });
});

describe('a test call in French', () => {
  it('is held in the language of the schedule calling that number, and on an emergency says, in French, that it is a test and nobody is called', async () => {
    const client = server.client();
    const [person, contact] = [phone(), phone()];
    await setPhone(client, person, { behaviour: 'answer', replies: ["Je suis tombée, appelez une ambulance"] });
    await setPhone(client, contact, { behaviour: 'answer', digits: ['1'] });
    await checkInSetup(client, signUp, { personPhone: person, personName: 'Jeanne Martin', language: 'fr', contacts: [{ name: 'Luc', phone: contact }] });

    const res = await client.post('/api/user/trigger-call', { phoneNumber: person });
    await waitForExecution(client, res.body.executionId);

    const toPerson = said((await checkInCalls(client)).find((c) => c.to === person));
    expect(toPerson.slice(0, 3)).toEqual(heard([
      'Cet appel est enregistré pour nous aider à veiller sur vous.',
      "Bonjour Jeanne, ici CareCall. Je vous appelle comme d'habitude pour prendre de vos nouvelles.",
      'Ceci est un appel de test.',
    ]));
    expect(toPerson.at(-1)).toBe(
      "Ceci est un appel de test, donc personne n'est appelé pour l'instant. Si vous avez besoin d'aide, raccrochez et appelez le 9 1 1 tout de suite. Au revoir.",
    );
    expect((await client.get('/api/user/call-logs')).body[0]).toMatchObject({ kind: 'test', language: 'fr', healthStatus: 'emergency' });
    expect((await checkInCalls(client)).filter((c) => c.to === contact)).toEqual([]);
  });
});
