import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { checkInSetup, setPhone, simCalls, waitForExecution } from '@/infra/local/test-support/check-in-helpers.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';

// A check-in's recording on the real local server: the simulator records the answered call, the
// recording webhook copies it into DATA_DIR and deletes it from the "provider", and the history
// plays it through GET /api/user/call-logs/{id}/recording, for its owner only.
let server: TestServer;
let n = 0;
const phone = () => `+1416555${String(3000 + ++n).padStart(4, '0')}`;
beforeAll(async () => {
  server = await startTestServer({ waitScale: 0.001 });
});
afterAll(() => server.close());

const WELL = ["I'm feeling good today, thank you", 'No pain and I did not fall', 'Yes, I took my pills', 'No, nothing, thank you'];

async function answeredCheckIn() {
  const client = server.client();
  const person = phone();
  await setPhone(client, person, { behaviour: 'answer', replies: WELL });
  const { trigger, user } = await checkInSetup(client, signUp, { personPhone: person });
  const fired = await client.post(`/__dev/scheduler/${trigger}/fire`);
  expect((await waitForExecution(client, fired.body.executionId)).status).toBe('SUCCEEDED');
  await server.simulator.idle();
  const [log] = (await client.get('/api/user/call-logs')).body;
  return { client, person, user, log };
}

describe('GET /api/user/call-logs/{id}/recording', () => {
  it("redirects the call's owner to a short-lived link that answers the audio", async () => {
    const { client, log } = await answeredCheckIn();
    expect(log.recording).toBe(`/api/user/call-logs/${log.id}/recording`);

    const res = await fetch(`${server.url}${log.recording}`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, redirect: 'manual' });

    expect(res.status).toBe(302);
    const location = res.headers.get('location')!;
    expect(location).toMatch(/^\/__recordings\/[A-Za-z0-9_-]+\.wav\?expires=\d+&signature=[A-Za-z0-9_-]+$/);
    expect(location).not.toContain(log.id.slice(0, 5) + '/'); // no path that names the call as a folder
    const audio = await fetch(`${server.url}${location}`);
    expect(audio.status).toBe(200);
    expect(audio.headers.get('content-type')).toMatch(/^audio\//);
    const bytes = Buffer.from(await audio.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(bytes.length).toBeGreaterThan(8000); // a real second or more of sound, not an empty file
  });

  it('answers 404 to anyone else, and the file is never served without a valid signature', async () => {
    const { client, log } = await answeredCheckIn();
    const stranger = server.client();
    await signUp(stranger);

    const theirs = await stranger.get(`/api/user/call-logs/${log.id}/recording`);
    const signedOut = await server.client().get(`/api/user/call-logs/${log.id}/recording`);
    const location = (await fetch(`${server.url}${log.recording}`, { headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }, redirect: 'manual' })).headers.get('location')!;
    const [path, query] = location.split('?');
    const forged = await fetch(`${server.url}${path}?${query!.replace(/signature=./, 'signature=A')}`);
    const unsigned = await fetch(`${server.url}${path}`);
    const guessed = await fetch(`${server.url}/__recordings/${log.id}.wav`);

    expect(theirs.status).toBe(404);
    expect(signedOut.status).toBe(401);
    expect([forged.status, unsigned.status, guessed.status]).toEqual([404, 404, 404]);
  });

  it('deletes the recording from the provider once CareCall keeps its copy', async () => {
    const { client, person } = await answeredCheckIn();

    const [call] = (await simCalls(client)).filter((c) => c.to === person);
    const detail = (await client.get(`/__sim/calls/${call!.sid}`)).body;

    expect(detail.recordingSid).toMatch(/^RE/);
    expect(detail.recordingDeleted).toBe(true);
    expect((await client.get(`/__sim/recordings/${detail.recordingSid}`)).status).toBe(404);
  });

  it('answers 404 for a call with no recording and for one older than 90 days', async () => {
    const { client, user, log } = await answeredCheckIn();
    const stored = (await server.deps.callLogs.get(user.id, log.id))!;
    const old = { ...stored, id: `${'0'.repeat(10)}${log.id.slice(10)}`, callTime: new Date(Date.now() - 91 * 86_400_000).toISOString() };
    await server.deps.callLogs.create(old);
    const none = { ...stored, id: `${'1'.repeat(10)}${log.id.slice(10)}`, recordingKey: undefined };
    await server.deps.callLogs.create(none);

    expect((await client.get(`/api/user/call-logs/${old.id}/recording`)).status).toBe(404);
    expect((await client.get(`/api/user/call-logs/${none.id}/recording`)).status).toBe(404);
    expect((await client.get(`/api/user/call-logs/not-an-id/recording`)).status).toBe(404);
    const listed = (await client.get('/api/user/call-logs?from=2000-01-01')).body as { id: string; recording?: string }[];
    expect(listed.find((l) => l.id === old.id)?.recording).toBeUndefined();
    expect(listed.find((l) => l.id === none.id)?.recording).toBeUndefined();
  });
});
