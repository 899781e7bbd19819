import { SESSION_TTL_MS } from '../../core/accounts.ts';

export const SESSION_COOKIE = 'carecall_session';

// Secure only where the site is served over HTTPS (the cloud); the local twin runs on plain http.
const secure = () => (process.env.COOKIE_SECURE === 'true' ? '; Secure' : '');

export const sessionCookie = (token: string) =>
  `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${secure()}`;

export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure()}`;

/** API Gateway v2 hands cookies over as `name=value` strings. */
export function readSessionToken(cookies: string[] | undefined, cookieHeader: string | undefined): string | undefined {
  const all = [...(cookies ?? []), ...(cookieHeader ? cookieHeader.split(';') : [])];
  for (const c of all) {
    const [name, ...rest] = c.trim().split('=');
    if (name === SESSION_COOKIE) return rest.join('=') || undefined;
  }
  return undefined;
}
