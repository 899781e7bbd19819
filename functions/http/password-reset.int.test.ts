import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMessage } from '../adapters/local/mail-outbox.ts';
import { newPerson, signUp, type ApiClient } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
const realNow = () => new Date();
afterEach(() => {
  server.deps.clock.now = realNow;
});

const SAME_ANSWER = 'If an account exists with that email, you will receive password reset instructions.';
const EXPIRED = 'This reset link has expired or was already used.';

async function outbox(): Promise<OutboxMessage[]> {
  return (await fetch(`${server.url}/__mail/messages`)).json() as Promise<OutboxMessage[]>;
}
async function mailTo(email: string): Promise<OutboxMessage[]> {
  return (await outbox()).filter((m) => m.to === email);
}
function tokenOf(message: OutboxMessage): string {
  const link = /https?:\/\/[^\s"]+\/reset-password\?token=([A-Za-z0-9_%-]+)/.exec(message.text);
  if (!link) throw new Error(`no reset link in: ${message.text}`);
  return decodeURIComponent(link[1]!);
}
async function forgot(client: ApiClient, email: string) {
  return client.post('/api/auth/forgot-password', { email });
}

describe('the mail outbox', () => {
  it('lists every email newest first with its parts, and empties on DELETE', async () => {
    await server.mail.send({ to: 'a@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await server.mail.send({ to: 'b@example.com', subject: 'Second', text: 'two', html: '<p>two</p>' });

    const listed = await outbox();
    const page = await fetch(`${server.url}/__mail`);

    expect(listed.slice(0, 2).map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(Object.keys(listed[0]!).sort()).toEqual(['from', 'html', 'id', 'sentAt', 'subject', 'text', 'to']);
    expect(listed[0]!.from).toMatch(/CareCall/);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Second');
    expect((await fetch(`${server.url}/__mail/messages`, { method: 'DELETE' })).ok).toBe(true);
    expect(await outbox()).toEqual([]);
  });
});

describe('forgot password', () => {
  it('emails a link for a known address and answers the same 202 for an unknown one', async () => {
    const { person } = await signUp(server.client());

    const known = await forgot(server.client(), person.email.toUpperCase());
    const unknown = await forgot(server.client(), 'nobody.here@example.com');

    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(known.body).toEqual({ message: SAME_ANSWER });
    expect(unknown.body).toEqual(known.body);
    const [email] = await mailTo(person.email);
    expect(email!.subject).toMatch(/CareCall/);
    expect(email!.text).toContain(`${server.url}/reset-password?token=`);
    expect(email!.html).toContain('/reset-password?token=');
    expect(email!.html).toContain('CareCall');
    expect(await mailTo('nobody.here@example.com')).toEqual([]);
  });

  it('takes as long for an unknown address as for a known one', async () => {
    const { person } = await signUp(server.client());
    const time = async (email: string) => {
      const started = performance.now();
      await forgot(server.client(), email);
      return performance.now() - started;
    };

    const known = await time(person.email);
    const unknown = await time('nobody.else@example.com');

    expect(unknown).toBeGreaterThanOrEqual(550);
    expect(Math.abs(known - unknown)).toBeLessThan(400);
  });

  it('validates the address with the spec message', async () => {
    const res = await forgot(server.client(), 'not-an-email');

    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: ['Please enter a valid email address'] });
  });

  it('sends at most 3 emails per address per hour, still answering 202', async () => {
    const { person } = await signUp(server.client());

    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => forgot(server.client(), person.email)));

    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 202, 202]);
    expect(await mailTo(person.email)).toHaveLength(3);
  });
});

describe('reset password', () => {
  it('sets the new password once, ends every session, and refuses the link a second time', async () => {
    const signedIn = server.client();
    const { person } = await signUp(signedIn);
    await forgot(server.client(), person.email);
    const token = tokenOf((await mailTo(person.email))[0]!);

    const reset = await server.client().post('/api/auth/reset-password', { token, password: 'a brand new secret' });
    const again = await server.client().post('/api/auth/reset-password', { token, password: 'another new secret' });

    expect(reset.status).toBe(200);
    expect((await signedIn.get('/api/auth/me')).status).toBe(401);
    const oldLogin = await server.client().post('/api/auth/login', { username: person.username, password: person.password });
    const newLogin = await server.client().post('/api/auth/login', { username: person.username, password: 'a brand new secret' });
    expect(oldLogin.status).toBe(401);
    expect(newLogin.status).toBe(200);
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EXPIRED);
  });

  it('lets only one of two simultaneous uses of a link succeed', async () => {
    const { person } = await signUp(server.client());
    await forgot(server.client(), person.email);
    const token = tokenOf((await mailTo(person.email))[0]!);

    const results = await Promise.all(['first new secret', 'second new secret'].map((password) => server.client().post('/api/auth/reset-password', { token, password })));

    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('refuses the link of an account deleted since, without bringing it back', async () => {
    const client = server.client();
    const { person } = await signUp(client);
    await forgot(server.client(), person.email);
    const token = tokenOf((await mailTo(person.email))[0]!);
    expect((await client.delete('/api/user/account', { password: person.password })).status).toBeLessThan(300);

    const res = await server.client().post('/api/auth/reset-password', { token, password: 'back from the dead' });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EXPIRED);
    expect((await server.client().post('/api/auth/login', { username: person.username, password: 'back from the dead' })).status).toBe(401);
  });

  it('refuses a link older than 30 minutes', async () => {
    const { person } = await signUp(server.client());
    await forgot(server.client(), person.email);
    const token = tokenOf((await mailTo(person.email))[0]!);
    server.deps.clock.now = () => new Date(Date.now() + 31 * 60_000);

    const res = await server.client().post('/api/auth/reset-password', { token, password: 'too late secret' });

    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EXPIRED);
  });

  it('refuses a made-up token and a short password with their messages', async () => {
    const madeUp = await server.client().post('/api/auth/reset-password', { token: 'not-a-real-token', password: 'long enough secret' });
    const short = await server.client().post('/api/auth/reset-password', { token: 'whatever', password: 'short' });

    expect(madeUp.status).toBe(400);
    expect(madeUp.body.message).toBe(EXPIRED);
    expect(short.status).toBe(400);
    expect(short.body.errors.password).toEqual(['Password must be at least 8 characters']);
  });

  it('stores only a hash of the token', async () => {
    const { person } = await signUp(server.client());
    await forgot(server.client(), person.email);
    const token = tokenOf((await mailTo(person.email))[0]!);
    const { createHash } = await import('node:crypto');

    const stored = await server.deps.passwordResets.consume(createHash('sha256').update(token).digest('hex'), new Date());
    const byPlainToken = await server.deps.passwordResets.consume(token, new Date());

    expect(stored?.userId).toBeTruthy();
    expect(byPlainToken).toBeUndefined();
  });
});

describe('the sender address of a contact message', () => {
  it('is the viewer address CloudFront names, without its port, else the connection address', async () => {
    const { senderAddress } = await import('./kit/sender-address.ts');

    expect(senderAddress('203.0.113.7:46532', '130.176.1.1')).toBe('203.0.113.7');
    expect(senderAddress('2001:db8::1:46532', '130.176.1.1')).toBe('2001:db8::1');
    expect(senderAddress(undefined, '198.51.100.2')).toBe('198.51.100.2');
  });
});

describe('contact messages', () => {
  const message = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Rosa',
    lastName: 'Lopez',
    email: `rosa.${Math.random().toString(36).slice(2)}@example.com`,
    phone: '',
    subject: 'billing',
    message: 'How do I change my plan <b>today</b>?',
    ...overrides,
  });

  it('stores the message and emails it to the support address, replying to the sender', async () => {
    const sent = message();

    const res = await server.client().post('/api/contact-messages', sent);

    expect(res.status).toBe(201);
    expect(await server.deps.contactMessages.get(res.body.id)).toMatchObject({ email: sent.email, subject: 'billing', message: sent.message });
    const [email] = await mailTo('support@carecall.local');
    expect(email!.subject).toBe('CareCall contact form: Billing Question');
    expect(email!.text).toContain(sent.message);
    expect(email!.html).toContain('&lt;b&gt;today&lt;/b&gt;');
    expect(email!.html).not.toContain('<b>today</b>');
    const replyTo = server.mail.list().find((m) => m.id === email!.id)?.replyTo;
    expect(replyTo).toBe(sent.email);
  });

  it('answers 400 with the spec messages', async () => {
    const res = await server.client().post('/api/contact-messages', { firstName: 'R', lastName: '', email: 'x', subject: '', message: 'short' });

    expect(res.status).toBe(400);
    expect(res.body.errors).toMatchObject({
      firstName: ['First name must be at least 2 characters'],
      lastName: ['Last name must be at least 2 characters'],
      email: ['Please enter a valid email address'],
      subject: ['Please select a subject'],
      message: ['Message must be at least 10 characters'],
    });
  });

  it('limits one sender to 3 messages an hour: 429 with a message and Retry-After', async () => {
    const email = `busy.${Date.now()}@example.com`;
    const statuses: number[] = [];
    let last;
    for (let i = 0; i < 4; i++) {
      last = await server.client().post('/api/contact-messages', message({ email }));
      statuses.push(last.status);
    }

    expect(statuses).toEqual([201, 201, 201, 429]);
    expect(last!.body.message).toMatch(/wait/i);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('contact messages from one network address', () => {
  it('limits one address to 10 messages an hour, whatever the sender', async () => {
    const own = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await own.client().post('/api/contact-messages', { ...newPerson(), subject: 'general', message: 'A question about the service.' });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
      expect(statuses[10]).toBe(429);
    } finally {
      await own.close();
    }
  });
});
