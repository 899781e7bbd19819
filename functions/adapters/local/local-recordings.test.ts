import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toneWav } from './phone-simulator/wav.ts';
import { LocalRecordings } from './local-recordings.ts';

// The local twin of the recordings bucket: copies kept in DATA_DIR, links signed and expiring.
let server: Server | undefined;
afterEach(() => server?.close());

async function serving(recordings: LocalRecordings): Promise<string> {
  server = createServer((req, res) => recordings.serve(req, res, new URL(req.url ?? '/', 'http://local')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const audio = toneWav(1500);
const provider = async () => new Response(new Uint8Array(audio), { headers: { 'content-type': 'audio/x-wav' } });

describe('local recordings', () => {
  it('keeps a copy of the provider recording and serves it through a signed link for five minutes only', async () => {
    let now = new Date('2026-01-01T10:00:00Z');
    const dir = mkdtempSync(join(tmpdir(), 'carecall-rec-'));
    const recordings = new LocalRecordings(dir, provider as typeof fetch, () => now);
    const base = await serving(recordings);

    const { recordingKey } = await recordings.copy({ id: 'u1_c1', recordingUrl: 'http://sim/__sim/recordings/RE1' });
    const link = (await recordings.link(recordingKey))!;

    expect(recordingKey).toBe('recordings/u1_c1.wav');
    expect(readdirSync(dir)).toEqual(['u1_c1.wav']);
    const ok = await fetch(base + link);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toBe('audio/wav');
    expect(Buffer.from(await ok.arrayBuffer()).equals(audio)).toBe(true);
    now = new Date(now.getTime() + 5 * 60_000 + 1);
    expect((await fetch(base + link)).status).toBe(404);
  });

  it('refuses a link signed for another recording or another expiry', async () => {
    const recordings = new LocalRecordings(mkdtempSync(join(tmpdir(), 'carecall-rec-')), provider as typeof fetch);
    const base = await serving(recordings);
    await recordings.copy({ id: 'u1_c1', recordingUrl: 'http://sim/1' });
    await recordings.copy({ id: 'u2_c2', recordingUrl: 'http://sim/2' });
    const link = (await recordings.link('recordings/u1_c1.wav'))!;
    const query = link.split('?')[1]!;

    expect((await fetch(`${base}/__recordings/u2_c2.wav?${query}`)).status).toBe(404);
    expect((await fetch(base + link.replace(/expires=(\d+)/, (_m, e: string) => `expires=${Number(e) + 60_000}`))).status).toBe(404);
    expect(await recordings.link('recordings/none.wav')).toBeUndefined();
  });

  it("deletes every recording of one user and nobody else's", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'carecall-rec-'));
    const recordings = new LocalRecordings(dir, provider as typeof fetch);
    for (const id of ['u1_a', 'u1_b', 'u10_c']) await recordings.copy({ id, recordingUrl: 'http://sim/x' });

    expect(await recordings.deleteAllOf('u1')).toBe(2);
    expect(readdirSync(dir)).toEqual(['u10_c.wav']);
  });

  it('lets recordings go after 90 days, as the bucket does', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'carecall-rec-'));
    const recordings = new LocalRecordings(dir, provider as typeof fetch);
    await recordings.copy({ id: 'u1_old', recordingUrl: 'http://sim/x' });
    await recordings.copy({ id: 'u1_new', recordingUrl: 'http://sim/y' });
    const longAgo = new Date(Date.now() - 91 * 86_400_000);
    utimesSync(join(dir, 'u1_old.wav'), longAgo, longAgo);

    new LocalRecordings(dir, provider as typeof fetch);

    expect(readdirSync(dir)).toEqual(['u1_new.wav']);
  });

  it('in a twin left running, a recording past 90 days is no longer linked or served, and the next new recording sweeps the rest', async () => {
    let now = new Date();
    const dir = mkdtempSync(join(tmpdir(), 'carecall-rec-'));
    const recordings = new LocalRecordings(dir, provider as typeof fetch, () => now);
    const base = await serving(recordings);
    for (const id of ['u1_a', 'u1_b', 'u1_c']) await recordings.copy({ id, recordingUrl: 'http://sim/x' });
    const linkB = (await recordings.link('recordings/u1_b.wav'))!;

    now = new Date(now.getTime() + 90 * 86_400_000 + 60_000);
    const linkA = await recordings.link('recordings/u1_a.wav');
    const servedB = await fetch(base + linkB.replace(/expires=\d+/, `expires=${now.getTime() + 60_000}`));
    await recordings.copy({ id: 'u1_d', recordingUrl: 'http://sim/y' });

    expect(linkA).toBeUndefined();
    expect(servedB.status).toBe(404);
    expect(readdirSync(dir)).toEqual(['u1_d.wav']);
  });
});
