import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface LocalSettings {
  host: string;
  port: number;
  dataDir: string;
  tableName: string;
  /** Multiplies every wait of the call workflow (docs/local-twin.md). */
  waitScale: number;
  /** The token the phone simulator signs webhooks with; unset: the simulator's own default. */
  twilioAuthToken: string | undefined;
}

/** The local twin's settings (docs/local-twin.md); `.env.example` lists them with their defaults. */
export function readLocalSettings(env: NodeJS.ProcessEnv): LocalSettings {
  const port = Number(env.PORT ?? 3000);
  const waitScale = Number(env.LOCAL_WAIT_SCALE ?? 1);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  if (!(waitScale > 0)) throw new Error(`LOCAL_WAIT_SCALE must be a positive number, not "${env.LOCAL_WAIT_SCALE}"`);
  return {
    host: env.HOST ?? '127.0.0.1',
    port,
    dataDir: resolve(REPO_ROOT, env.DATA_DIR ?? '.data'),
    tableName: env.TABLE_NAME ?? 'carecall-local',
    waitScale,
    twilioAuthToken: env.TWILIO_AUTH_TOKEN || undefined,
  };
}
