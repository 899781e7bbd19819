import { forgotPasswordSchema, resetPasswordSchema } from '@/shared/schemas/index.ts';
import { FORGOT_PASSWORD_ACCEPTED } from '@/shared/schemas/auth.ts';
import { PASSWORD_RESET_DONE, requestPasswordReset, resetPassword } from '../core/password-reset.ts';
import { httpHandler } from './kit/http-handler.ts';
import type { HttpRequest } from './kit/request.ts';
import { json, ok } from './kit/response.ts';
import { settings } from '../settings.ts';
import { errorName, logger } from '../logger.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/mail.ts';

/**
 * Where the emailed link points: the site the request came from when it is one of ours (it passed
 * the Origin check), otherwise the first site of APP_ORIGIN.
 */
function appOrigin(req: HttpRequest): string {
  const allowed = settings().appOrigins;
  const origin = req.header('origin');
  if (origin && allowed.includes(origin)) return origin;
  return allowed[0] ?? `https://${req.header('host') ?? 'localhost'}`;
}

/** Longer than looking an account up and sending its email takes. */
const ANSWER_AFTER_MS = 600;

export const handler = httpHandler({
  'POST /api/auth/forgot-password': async (req) => {
    const { email } = req.parse(forgotPasswordSchema);
    const started = Date.now();
    try {
      await requestPasswordReset(req.deps, email, appOrigin(req));
    } catch (error) {
      // The answer never depends on the account or on the mail service: nothing to learn from it.
      logger.error('Password reset email failed', { operation: 'ForgotPassword', error: errorName(error) });
    }
    // Known and unknown addresses answer after the same time: sending an email must not show.
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, ANSWER_AFTER_MS - (Date.now() - started))));
    return json(202, { message: FORGOT_PASSWORD_ACCEPTED });
  },

  'POST /api/auth/reset-password': async (req) => {
    await resetPassword(req.deps, req.parse(resetPasswordSchema));
    return ok({ message: PASSWORD_RESET_DONE });
  },
});
