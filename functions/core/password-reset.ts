import { RESET_LINK_EXPIRED } from '@/shared/schemas/auth.ts';
import { composeEmail } from './email-layout.ts';
import { badRequest } from './errors.ts';
import { hashToken } from './accounts.ts';
import { newToken } from './ids.ts';
import { hashPassword } from './password-hash.ts';
import type { Deps } from './ports/deps.ts';

export const RESET_LINK_VALID_MS = 30 * 60_000;
export const RESET_EMAILS_PER_HOUR = 3;
export const PASSWORD_RESET_DONE = 'Your password has been changed. Please log in with your new password.';

/**
 * Sends a reset link when an account has this email, at most 3 per address per hour. The caller
 * answers the same whatever happened here: nobody learns whether an address has an account.
 */
export async function requestPasswordReset(deps: Deps, email: string, appOrigin: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const userId = await deps.passwordResets.findAccountByEmail(address);
  if (!userId) return;
  const now = deps.clock.now();
  const limit = await deps.rateLimits.take(`reset-email#${address}`, now, { max: RESET_EMAILS_PER_HOUR, windowMs: 3600_000 });
  if (!limit.allowed) return;
  const user = await deps.users.get(userId);
  if (!user) return;
  const token = newToken();
  await deps.passwordResets.create({
    tokenHash: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + RESET_LINK_VALID_MS).toISOString(),
  });
  const link = `${appOrigin.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
  await deps.mail.send(
    composeEmail(user.email, 'Reset your CareCall password', 'Choose a new password', [
      `Hello ${user.firstName},`,
      'Someone (we hope you) asked to reset the password of your CareCall account. Use this link to choose a new one. It works once, within 30 minutes.',
      { link: { text: 'Choose a new password', href: link } },
      'If you did not ask for this, you can ignore this email: your password stays as it is.',
    ]),
  );
}

/** Sets the new password for a valid, unused link and ends every session of that account. */
export async function resetPassword(deps: Deps, input: { token: string; password: string }): Promise<void> {
  const used = await deps.passwordResets.consume(hashToken(input.token), deps.clock.now());
  // An account deleted since the link was sent has nothing left to reset.
  const user = used && (await deps.users.get(used.userId));
  if (!used || !user) throw badRequest(RESET_LINK_EXPIRED, { token: [RESET_LINK_EXPIRED] });
  await deps.users.setPasswordHash(user.id, await hashPassword(input.password));
  // Whoever held a session (perhaps the person who learnt the old password) is signed out.
  await deps.sessions.deleteOthers(user.id, '');
  // A lockout from forgotten-password guesses ends with the new password.
  await deps.loginAttempts.clear({ username: user.username });
}
