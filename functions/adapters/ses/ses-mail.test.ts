import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { SesMail, sesMailFromEnv } from './ses-mail.ts';

const ses = mockClient(SESv2Client);
beforeEach(() => ses.reset());

const message = { to: 'maria@example.com', subject: 'Your CareCall week', text: 'Plain words', html: '<p>Plain words</p>' };

describe('SES mail', () => {
  it('sends a plain-text and an HTML part from the identity, through the configuration set', async () => {
    // Prepare
    ses.on(SendEmailCommand).resolves({ MessageId: 'ses-1' });
    const mail = new SesMail({ from: 'CareCall <care@carecall.example>', configurationSet: 'carecall-prod' }, new SESv2Client({ region: 'eu-west-1' }));
    // Act
    const sent = await mail.send({ ...message, replyTo: 'rosa@example.com' });
    // Assess
    expect(sent).toEqual({ messageId: 'ses-1' });
    expect(ses.commandCalls(SendEmailCommand)[0]!.args[0].input).toEqual({
      FromEmailAddress: 'CareCall <care@carecall.example>',
      Destination: { ToAddresses: ['maria@example.com'] },
      ReplyToAddresses: ['rosa@example.com'],
      ConfigurationSetName: 'carecall-prod',
      Content: {
        Simple: {
          Subject: { Data: 'Your CareCall week', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Plain words', Charset: 'UTF-8' }, Html: { Data: '<p>Plain words</p>', Charset: 'UTF-8' } },
        },
      },
    });
  });

  it('refuses to send, with a clear error, when the deployment has no sender', async () => {
    const mail = sesMailFromEnv({ MAIL_FROM: '', MAIL_CONFIGURATION_SET: 'carecall-dev' });

    await expect(mail.send(message)).rejects.toThrow(/MAIL_FROM/);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  });

  it('passes on what SES refuses (the caller decides whether it matters)', async () => {
    ses.on(SendEmailCommand).rejects(Object.assign(new Error('Email address is not verified.'), { name: 'MessageRejected' }));
    const mail = new SesMail({ from: 'care@carecall.example', configurationSet: 'carecall-dev' }, new SESv2Client({ region: 'eu-west-1' }));

    await expect(mail.send(message)).rejects.toMatchObject({ name: 'MessageRejected' });
  });
});
