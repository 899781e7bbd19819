import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { MailMessage, MailPort } from '../../core/ports/mail.ts';
import { SETTING } from '../../settings.ts';

export interface SesMailSettings {
  /** The verified SES identity's address, e.g. `CareCall <care@example.com>`. */
  from: string;
  /** Every message goes through the configuration set (bounces, complaints, sending metrics). */
  configurationSet: string;
}

/** SES v2 SendEmail with Simple content: a plain-text and an HTML part, UTF-8. */
export class SesMail implements MailPort {
  constructor(
    private readonly settings: SesMailSettings,
    private readonly client = new SESv2Client({}),
  ) {}

  async send(message: MailMessage): Promise<{ messageId: string }> {
    const result = await this.client.send(
      new SendEmailCommand({
        FromEmailAddress: this.settings.from,
        Destination: { ToAddresses: [message.to] },
        ...(message.replyTo ? { ReplyToAddresses: [message.replyTo] } : {}),
        ConfigurationSetName: this.settings.configurationSet,
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: message.text, Charset: 'UTF-8' },
              Html: { Data: message.html, Charset: 'UTF-8' },
            },
          },
        },
      }),
    );
    return { messageId: result.MessageId ?? '' };
  }
}

/**
 * Built from the function's settings (MAIL_FROM, MAIL_CONFIGURATION_SET). A stack deployed
 * without `-c mailFrom=` has no sender: sending then fails with a clear error instead of a
 * silent drop, and the callers decide whether that failure matters.
 */
export function sesMailFromEnv(env: NodeJS.ProcessEnv): MailPort {
  let mail: SesMail | undefined;
  return {
    send(message) {
      const from = env[SETTING.mailFrom];
      const configurationSet = env[SETTING.mailConfigurationSet];
      if (!from || !configurationSet) return Promise.reject(new Error('Setting MAIL_FROM or MAIL_CONFIGURATION_SET is missing: email is not set up for this deployment'));
      mail ??= new SesMail({ from: `CareCall <${from}>`, configurationSet });
      return mail.send(message);
    },
  };
}
