import { createHash } from 'node:crypto';
import type { CurrentUser } from '@/shared/api-types.ts';
import { normalizePhone } from '@/shared/phone.ts';
import { PHONE_MESSAGE } from '@/shared/schemas/fields.ts';
import { AppError, badRequest, tooManyRequests, unauthorized } from './errors.ts';
import { newId, newToken } from './ids.ts';
import type { Session, User, UserProfile } from './model.ts';
import { burnPasswordCheck, hashPassword, verifyPassword } from './password-hash.ts';
import type { Deps } from './ports/deps.ts';
import type { AttemptSubject } from './ports/storage.ts';

export const SESSION_TTL_MS = 7 * 24 * 3600 * 1000;
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_LOCK_MS = 15 * 60 * 1000;
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please wait 15 minutes and try again.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const TOO_MANY_PASSWORD_CHECKS = 'Too many incorrect password attempts. Please wait 15 minutes and try again.';

export interface RegistrationInput extends UserProfile {
  username: string;
  password: string;
}

export interface AuthenticatedUser {
  user: User;
  session: Session;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function phoneOrFail(phone: string): string {
  const e164 = normalizePhone(phone);
  if (!e164) throw badRequest(PHONE_MESSAGE, { phone: [PHONE_MESSAGE] });
  return e164;
}

function cleanProfile(profile: UserProfile): UserProfile {
  return { ...profile, email: profile.email.trim().toLowerCase(), phone: phoneOrFail(profile.phone) };
}

async function startSession(deps: Deps, userId: string): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const now = deps.clock.now();
  const session: Session = {
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS).toISOString(),
  };
  await deps.sessions.create(session);
  return { token, session };
}

export async function userView(deps: Deps, user: User): Promise<CurrentUser> {
  const subscriptions = await deps.subscriptions.list(user.id);
  // The active plan first: the side navigation shows the first subscription's plan name.
  subscriptions.sort((a, b) => Number(b.isActive) - Number(a.isActive) || b.startDate.localeCompare(a.startDate));
  return { ...user, subscriptions };
}

export async function register(deps: Deps, input: RegistrationInput) {
  const { password, username, ...profile } = input;
  const now = deps.clock.now();
  const user: User = { id: newId(now), username: username.trim(), createdAt: now.toISOString(), ...cleanProfile(profile) };
  await deps.users.create(user, await hashPassword(password));
  const { token } = await startSession(deps, user.id);
  return { user: await userView(deps, user), token };
}

/** Registration allows 50 characters; a longer name cannot be an account (nor a table key). */
const LONGEST_USERNAME = 200;

/**
 * Counts one password check before it is made (a single conditional write), so parallel guesses
 * get no more checks than the limit; refused with 429 while locked.
 */
async function beginPasswordCheck(deps: Deps, subject: AttemptSubject, now: Date, message: string): Promise<void> {
  const attempt = await deps.loginAttempts.begin(subject, now, { max: MAX_LOGIN_FAILURES, lockMs: LOGIN_LOCK_MS });
  if (!attempt.allowed) throw tooManyRequests(message, attempt.retryAfterMs / 1000);
}

export async function login(deps: Deps, input: { username: string; password: string }) {
  const username = input.username.trim();
  const now = deps.clock.now();
  if (username.length > LONGEST_USERNAME) {
    await burnPasswordCheck(input.password);
    throw unauthorized(INVALID_CREDENTIALS);
  }
  await beginPasswordCheck(deps, { username }, now, TOO_MANY_LOGINS);
  const found = await deps.users.findByUsername(username);
  const ok = found ? await verifyPassword(input.password, found.passwordHash) : (await burnPasswordCheck(input.password), false);
  if (!found || !ok) throw unauthorized(INVALID_CREDENTIALS);
  await deps.loginAttempts.clear({ username });
  const { token } = await startSession(deps, found.user.id);
  return { user: await userView(deps, found.user), token };
}

/** Resolves a session cookie to a live session; expired or revoked ones resolve to nothing. */
export async function findSession(deps: Deps, token: string | undefined): Promise<Session | undefined> {
  if (!token) return undefined;
  const session = await deps.sessions.get(hashToken(token));
  // TTL deletion is lazy (it can lag by hours), so expiry is checked here too.
  if (!session || new Date(session.expiresAt).getTime() <= deps.clock.now().getTime()) return undefined;
  return session;
}

/** Resolves a session cookie to its user. */
export async function authenticate(deps: Deps, token: string | undefined): Promise<AuthenticatedUser | undefined> {
  const session = await findSession(deps, token);
  const user = session && (await deps.users.get(session.userId));
  return session && user ? { user, session } : undefined;
}

export async function logout(deps: Deps, session: Session): Promise<void> {
  await deps.sessions.delete(session.tokenHash);
}

export async function updateProfile(deps: Deps, user: User, profile: UserProfile): Promise<CurrentUser> {
  const updated = await deps.users.updateProfile(user, cleanProfile(profile));
  return userView(deps, updated);
}

export async function changePassword(
  deps: Deps,
  auth: AuthenticatedUser,
  input: { currentPassword: string; newPassword: string },
): Promise<{ endedSessions: number }> {
  // The same limit as logins, per user: a session left open must not become a way to guess.
  const subject = { userId: auth.user.id };
  await beginPasswordCheck(deps, subject, deps.clock.now(), TOO_MANY_PASSWORD_CHECKS);
  const stored = await deps.users.getPasswordHash(auth.user.id);
  if (!stored || !(await verifyPassword(input.currentPassword, stored))) {
    throw new AppError(400, WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  await deps.loginAttempts.clear(subject);
  await deps.users.setPasswordHash(auth.user.id, await hashPassword(input.newPassword));
  // Whoever else held a session (a lost phone, a shared computer) is signed out; this one stays.
  const endedSessions = await deps.sessions.deleteOthers(auth.user.id, auth.session.tokenHash);
  return { endedSessions };
}
