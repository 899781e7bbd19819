import { SESSION_TTL_MS } from '../../core/accounts.ts';
import { isOpaqueId } from '../../core/ids.ts';
import { settings } from '../../settings.ts';

export const SESSION_COOKIE = 'carecall_session';

// Secure only where the site is served over HTTPS (the cloud); the local twin runs on plain http.
const secure = () => (settings().cookieSecure ? '; Secure' : '');

/**
 * `<user id>.<secret>`: the user id lets a read start before the session item is back (the kit
 * discards the answer unless the session is live and belongs to that user). Neither part contains
 * a dot (ids are base32, secrets base64url).
 */
export const sessionCookie = (token: string, userId: string) =>
  `${SESSION_COOKIE}=${userId}.${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${SESSION_TTL_MS / 1000}${secure()}`;

export const clearedSessionCookie = () => `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure()}`;

/** What the cookie says: the secret, and the user it claims to be (absent in cookies set before the id was added). */
export interface SessionClaim {
  token: string;
  userId?: string;
}

/** API Gateway v2 hands cookies over as `name=value` strings. */
export function readSessionCookie(cookies: string[] | undefined, cookieHeader: string | undefined): SessionClaim | undefined {
  const all = [...(cookies ?? []), ...(cookieHeader ? cookieHeader.split(';') : [])];
  for (const c of all) {
    const [name, ...rest] = c.trim().split('=');
    if (name !== SESSION_COOKIE) continue;
    const value = rest.join('=');
    if (!value) return undefined;
    const dot = value.indexOf('.');
    const userId = dot > 0 ? value.slice(0, dot) : undefined;
    // An older cookie is the bare secret: it still works, with the session read first.
    if (userId === undefined || !isOpaqueId(userId)) return { token: value };
    return { token: value.slice(dot + 1), userId };
  }
  return undefined;
}

/** The secret alone (what the session item is keyed by, hashed). */
export function readSessionToken(cookies: string[] | undefined, cookieHeader: string | undefined): string | undefined {
  return readSessionCookie(cookies, cookieHeader)?.token || undefined;
}
