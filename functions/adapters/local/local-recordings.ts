import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { RECORDING_RETENTION_DAYS } from '../../core/call-logs.ts';
import type { RecordingStore } from '../../core/ports/storage.ts';
import type { RecordingArchive } from '../../core/ports/telephony.ts';

// The local twin of the recordings bucket (docs/local-twin.md): each answered
// check-in's recording copied from the phone simulator into DATA_DIR/recordings, and served only
// through links that the recording route makes for the call's owner: signed with a per-process
// secret and valid for a few minutes, never a path that can be guessed from an id.

/** Served under this path by the local server. */
export const LOCAL_RECORDINGS_PATH = '/__recordings/';
const LINK_TTL_MS = 5 * 60_000;
const ID = /^[A-Za-z0-9_-]{1,140}$/;
const KEY = /^recordings\/([A-Za-z0-9_-]{1,140})\.wav$/;

export class LocalRecordings implements RecordingStore, RecordingArchive {
  private readonly secret = randomBytes(32);

  constructor(
    private readonly dir: string,
    private readonly fetchImpl: typeof fetch = (input, init) => fetch(input, init),
    private readonly now: () => Date = () => new Date(),
  ) {
    mkdirSync(dir, { recursive: true });
    this.expireOld();
  }

  /**
   * As the bucket's lifecycle rule: recordings older than 90 days go. Swept at start and with every
   * new recording (a twin left running keeps no more than the cloud does); a file read past its
   * 90 days is deleted on the spot, between two sweeps.
   */
  expireOld(): number {
    const expired = readdirSync(this.dir).filter((name) => this.tooOld(join(this.dir, name)));
    for (const name of expired) rmSync(join(this.dir, name), { force: true });
    return expired.length;
  }

  private tooOld(file: string): boolean {
    const oldest = this.now().getTime() - RECORDING_RETENTION_DAYS * 24 * 3600 * 1000;
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat !== undefined && stat.mtimeMs < oldest;
  }

  /** The file exists and is within its 90 days; an expired one is deleted. */
  private kept(id: string): boolean {
    const file = this.file(id);
    if (!existsSync(file)) return false;
    if (!this.tooOld(file)) return true;
    rmSync(file, { force: true });
    return false;
  }

  async copy({ id, recordingUrl }: { id: string; recordingUrl: string }): Promise<{ recordingKey: string }> {
    if (!ID.test(id)) throw new Error('A recording id must be an opaque id');
    const response = await this.fetchImpl(recordingUrl, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`The recording could not be downloaded (HTTP ${response.status})`);
    const audio = Buffer.from(await response.arrayBuffer());
    const file = this.file(id);
    writeFileSync(`${file}.tmp`, audio);
    // Aged by the twin's clock (which tests and the soak may move), not the file system's.
    utimesSync(`${file}.tmp`, this.now(), this.now());
    renameSync(`${file}.tmp`, file);
    this.expireOld();
    return { recordingKey: `recordings/${id}.wav` };
  }

  async link(key: string): Promise<string | undefined> {
    const id = KEY.exec(key)?.[1];
    if (!id || !this.kept(id)) return undefined;
    const expires = String(this.now().getTime() + LINK_TTL_MS);
    return `${LOCAL_RECORDINGS_PATH}${id}.wav?expires=${expires}&signature=${this.sign(id, expires)}`;
  }

  async deleteAllOf(userId: string): Promise<number> {
    if (!ID.test(userId)) return 0;
    const mine = readdirSync(this.dir).filter((name) => name.startsWith(`${userId}_`));
    for (const name of mine) rmSync(join(this.dir, name), { force: true });
    return mine.length;
  }

  /** True when the recording file exists (tests). */
  has(id: string): boolean {
    return ID.test(id) && existsSync(this.file(id));
  }

  /** `GET /__recordings/<id>.wav?expires=&signature=`: the audio, only with a valid, unexpired signature. */
  serve(req: IncomingMessage, res: ServerResponse, url: URL): void {
    const id = /^\/__recordings\/([A-Za-z0-9_-]{1,140})\.wav$/.exec(url.pathname)?.[1];
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const valid =
      id !== undefined &&
      /^\d{1,16}$/.test(expires) &&
      Number(expires) > this.now().getTime() &&
      safeEqual(signature, this.sign(id, expires)) &&
      this.kept(id);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Method not allowed', errors: {} }));
      return;
    }
    if (!valid) {
      res.writeHead(404, { 'content-type': 'application/json', 'cache-control': 'no-store' }).end(JSON.stringify({ message: 'This recording link is not valid or has expired.', errors: {} }));
      return;
    }
    const audio = readFileSync(this.file(id));
    res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': audio.length, 'cache-control': 'private, no-store', 'accept-ranges': 'none' });
    res.end(req.method === 'HEAD' ? undefined : audio);
  }

  private file(id: string): string {
    return join(this.dir, `${id}.wav`);
  }

  private sign(id: string, expires: string): string {
    return createHmac('sha256', this.secret).update(`${id}\n${expires}`).digest('base64url');
  }
}

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
