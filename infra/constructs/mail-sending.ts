import { Arn, CfnOutput, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as ses from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { SETTING } from '@/functions/settings.ts';

/** What a function that sends email needs (env vars and one IAM statement), from the stateful stack. */
export interface MailSendingRef {
  /** `care@<domain>` for a domain identity, else the verified address; empty when `mailFrom` is not set. */
  readonly fromAddress: string;
  readonly configurationSetName: string;
  readonly configurationSetArn: string;
  /** Undefined until `-c mailFrom=` names an identity: then no function may send. */
  readonly identityArn?: string;
  /** Where the contact form's messages go (`-c supportEmail=`); empty: stored only. */
  readonly supportEmail: string;
}

export interface MailSendingProps {
  readonly stage: string;
  /** A domain (`carecall.example`, verified with DKIM) or one address (`care@carecall.example`). */
  readonly mailFrom?: string;
  readonly supportEmail?: string;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
const ADDRESS = /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/;

/**
 * Amazon SES for CareCall's emails: a configuration set (reputation metrics, bounces and
 * complaints suppressed, TLS required) and, when `mailFrom` is set, the sender identity.
 */
export class MailSending extends Construct implements MailSendingRef {
  readonly fromAddress: string;
  readonly configurationSetName: string;
  readonly configurationSetArn: string;
  readonly identityArn?: string;
  readonly supportEmail: string;
  readonly identity?: ses.EmailIdentity;

  constructor(scope: Construct, id: string, props: MailSendingProps) {
    super(scope, id);
    const mailFrom = (props.mailFrom ?? '').trim();
    const supportEmail = (props.supportEmail ?? '').trim();
    if (mailFrom && !DOMAIN.test(mailFrom) && !ADDRESS.test(mailFrom)) {
      throw new Error(`mailFrom "${mailFrom}" must be a domain (carecall.example) or an email address`);
    }
    if (supportEmail && !ADDRESS.test(supportEmail)) throw new Error(`supportEmail "${supportEmail}" must be an email address`);

    const configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `carecall-${props.stage}`,
      reputationMetrics: true,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
    });
    this.configurationSetName = configurationSet.configurationSetName;
    this.configurationSetArn = Arn.format({ service: 'ses', resource: 'configuration-set', resourceName: configurationSet.configurationSetName }, Stack.of(this));
    this.supportEmail = supportEmail;
    this.fromAddress = '';
    if (mailFrom) {
      const isAddress = mailFrom.includes('@');
      this.identity = new ses.EmailIdentity(this, 'Identity', {
        identity: isAddress ? ses.Identity.email(mailFrom) : ses.Identity.domain(mailFrom),
        configurationSet,
        // Easy DKIM, 2048-bit keys: the README lists the three CNAME records to publish.
        dkimIdentity: isAddress ? undefined : ses.DkimIdentity.easyDkim(ses.EasyDkimSigningKeyLength.RSA_2048_BIT),
        dkimSigning: true,
      });
      this.identityArn = this.identity.emailIdentityArn;
      this.fromAddress = isAddress ? mailFrom : `care@${mailFrom}`;
      new CfnOutput(this, 'MailFrom', {
        description: 'Emails come from this address. A domain needs its DKIM records published before SES sends; see the README (leaving the SES sandbox).',
        value: this.fromAddress,
      });
    }
  }
}

/** The settings a mail-sending function reads (functions/adapters/ses/ses-mail.ts). */
export function mailEnvironment(mail: MailSendingRef): Record<string, string> {
  return { [SETTING.mailFrom]: mail.fromAddress, [SETTING.mailConfigurationSet]: mail.configurationSetName, [SETTING.supportEmail]: mail.supportEmail };
}

/** ses:SendEmail on the one identity and the one configuration set, nothing else; none without an identity. */
export function allowSendingMail(fn: iam.IGrantable & { addEnvironment(key: string, value: string): unknown }, mail: MailSendingRef): void {
  for (const [key, value] of Object.entries(mailEnvironment(mail))) fn.addEnvironment(key, value);
  if (!mail.identityArn) return;
  fn.grantPrincipal.addToPrincipalPolicy(
    new iam.PolicyStatement({ actions: ['ses:SendEmail'], resources: [mail.identityArn, mail.configurationSetArn] }),
  );
}
