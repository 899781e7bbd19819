import { createHmac } from 'node:crypto';
// The deep import keeps the webhook bundle small: the package root pulls in the whole REST client.
import { validateRequest } from 'twilio/lib/webhooks/webhooks.js';
import type { WebhookVerifier } from '../../core/ports/telephony.ts';

/**
 * Checks `X-Twilio-Signature` with Twilio's own validator, which also tries the URL with and
 * without the default port, the way Twilio may have signed it.
 */
export class TwilioSignatureVerifier implements WebhookVerifier {
  constructor(private readonly authToken: string) {
    if (!authToken) throw new Error('A Twilio auth token is needed to check webhook signatures');
  }

  isValid(signature: string | undefined, url: string, params: Record<string, string>): boolean {
    if (!signature) return false;
    try {
      return validateRequest(this.authToken, signature, url, params);
    } catch {
      // A URL that does not parse cannot be one we gave Twilio.
      return false;
    }
  }
}

/**
 * Twilio's signature of a webhook request: base64 HMAC-SHA1, keyed by the auth token, of the full
 * URL followed by every POST parameter as name then value, names sorted. The local phone simulator
 * signs with this so the same verifier guards both.
 */
export function signRequest(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((acc, name) => acc + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
