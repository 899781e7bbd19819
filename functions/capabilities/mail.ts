import { sesMailFromEnv } from '../adapters/ses/ses-mail.ts';
import { compose, type Capability } from '../composition.ts';

export const mail: Capability<'mail'> = { name: 'mail', ports: ['mail'], create: (env) => ({ mail: sesMailFromEnv(env) }) };
compose(mail);
