import { twilioCredentialsFromEnv } from './adapters/twilio/secrets-credentials.ts';
import { TwilioTelephony } from './adapters/twilio/twilio-telephony.ts';
import type { TextSender } from './core/contact-welcome.ts';
import { SETTING } from './settings.ts';

// The one text an API function sends: a contact's welcome text (functions/core/contact-welcome.ts).
// Apart from functions/composition.ts so that only the escalation-contacts function bundles the
// Twilio and Secrets Manager code and is given the secret; every other API function stays as it is.
let sender: TextSender | undefined;
let built = false;

/** The local server hands in the phone simulator. */
export function useTextSender(local: TextSender): void {
  sender = local;
  built = true;
}

/** Twilio in the cloud, read from TWILIO_SECRET_ARN; undefined where no text service is configured. */
export function getTextSender(env: NodeJS.ProcessEnv = process.env): TextSender | undefined {
  if (built) return sender;
  built = true;
  if (!env[SETTING.twilioSecretArn]) return undefined;
  const credentials = twilioCredentialsFromEnv(env, undefined, { maxAgeMs: 5 * 60_000 });
  // A text must not hold the contact's save for long: one try, 5 s at most.
  const telephony = new TwilioTelephony(credentials, { requestTimeoutMs: 5000 });
  sender = {
    send: async (to, body) => {
      await telephony.sendSms(to, env[SETTING.callerNumber] || (await credentials()).fromNumber, body);
    },
  };
  return sender;
}
