import { TwilioSignatureVerifier } from '../adapters/twilio/twilio-signature.ts';
import { TwilioTelephony } from '../adapters/twilio/twilio-telephony.ts';
import { compose, type Capability } from '../composition.ts';
import { twilioCredentials } from './twilio-credentials.ts';

export const telephony: Capability<'telephony' | 'webhookVerifier'> = {
  name: 'telephony',
  ports: ['telephony', 'webhookVerifier'],
  create(env) {
    const credentials = twilioCredentials(env);
    return {
      telephony: new TwilioTelephony(credentials),
      webhookVerifier: async () => new TwilioSignatureVerifier((await credentials()).authToken),
    };
  },
};
compose(telephony);
