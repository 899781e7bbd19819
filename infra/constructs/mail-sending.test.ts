import { beforeAll, describe, expect, it } from 'vitest';
import { HANDLER_GROUPS } from '@/functions/http/routes.ts';
import { MAIL_SENDING_GROUPS } from '../stacks/api-stack.ts';
import { synthApp, type SynthesisedApp } from '../test-support/synth-app.ts';
import { actionsOf, logicalIdOf, onlyResource, resourcesOfType, statementsOfRole } from '../test-support/templates.ts';

describe('email through Amazon SES', () => {
  describe('deployed with -c mailFrom=carecall.example -c supportEmail=help@carecall.example', () => {
    let synthesised: SynthesisedApp;
    beforeAll(() => {
      synthesised = synthApp({ stage: 'test', mailFrom: 'carecall.example', supportEmail: 'help@carecall.example' });
    });
    const stateful = () => synthesised.template(synthesised.stacks.stateful);
    const api = () => synthesised.template(synthesised.stacks.api);
    const statementsOfGroup = (group: (typeof HANDLER_GROUPS)[number]) =>
      statementsOfRole([api()], logicalIdOf(synthesised.stacks.api.functions.get(group)!.executionRole));

    it('verifies the domain with DKIM and sends through one configuration set', () => {
      const identity = onlyResource(stateful(), 'AWS::SES::EmailIdentity');
      const configurationSet = onlyResource(stateful(), 'AWS::SES::ConfigurationSet');

      expect(identity.Properties).toMatchObject({ EmailIdentity: 'carecall.example', DkimAttributes: { SigningEnabled: true } });
      expect(JSON.stringify(identity.Properties?.ConfigurationSetAttributes)).toContain(logicalIdOf(synthesised.stacks.stateful.mail.node.findChild('ConfigurationSet')));
      expect(configurationSet.Properties).toMatchObject({
        Name: 'carecall-test',
        SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
        DeliveryOptions: { TlsPolicy: 'REQUIRE' },
      });
    });

    it('lets only the mail-sending functions send, on that identity and configuration set only', () => {
      for (const group of HANDLER_GROUPS) {
        const ses = statementsOfGroup(group).filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
        if (!MAIL_SENDING_GROUPS.includes(group)) {
          expect(ses, group).toEqual([]);
          continue;
        }
        expect(ses, group).toHaveLength(1);
        expect(actionsOf(ses)).toEqual(['ses:SendEmail']);
        const resources = JSON.stringify(ses[0]!.Resource);
        expect(resources).toContain(':identity/');
        expect(resources).toContain(':configuration-set/');
        expect(resources).not.toMatch(/"\*"|identity\/\*/);
      }
    });

    it('lets the workflow send only where the account holder is emailed: RecordOutcome, TextAllContacts, the webhooks, the weekly summary', () => {
      const workflow = synthesised.template(synthesised.stacks.workflow);
      const construct = synthesised.stacks.workflow.checkInWorkflow;
      const senders = new Set([
        logicalIdOf(construct.taskFunctions.get('RecordOutcome')!.executionRole),
        logicalIdOf(construct.taskFunctions.get('TextAllContacts')!.executionRole),
        logicalIdOf(construct.webhookFunction.executionRole),
        logicalIdOf(construct.weeklySummaryFunction.executionRole),
      ]);
      const roles = [...resourcesOfType(workflow, 'AWS::IAM::Role').keys()];
      for (const role of roles) {
        const ses = statementsOfRole([workflow], role).filter((s) => actionsOf([s]).some((a) => a.startsWith('ses:')));
        expect(ses.length, role).toBe(senders.has(role) ? 1 : 0);
        if (ses.length) expect(JSON.stringify(ses[0]!.Resource)).toContain(':configuration-set/');
      }
    });

    it('runs the weekly summary every Monday; its function alone may scan the table', () => {
      const workflow = synthesised.template(synthesised.stacks.workflow);
      const construct = synthesised.stacks.workflow.checkInWorkflow;
      const rules = [...resourcesOfType(workflow, 'AWS::Events::Rule').values()].filter((r) =>
        JSON.stringify(r.Properties?.Targets).includes(logicalIdOf(construct.weeklySummaryFunction)),
      );
      const scanners = [...resourcesOfType(workflow, 'AWS::IAM::Role').keys()].filter((role) => actionsOf(statementsOfRole([workflow], role)).includes('dynamodb:Scan'));

      expect(rules.map((r) => r.Properties?.ScheduleExpression)).toEqual(['cron(0 13 ? * MON *)']);
      expect(scanners).toEqual([logicalIdOf(construct.weeklySummaryFunction.executionRole)]);
      const fn = workflow.toJSON().Resources[logicalIdOf(construct.weeklySummaryFunction)];
      expect(fn.Properties.Environment.Variables).toMatchObject({ MAIL_FROM: 'care@carecall.example', APP_ORIGIN: 'https://carecall.example' });
    });

    it('tells those functions the sender, configuration set and support inbox', () => {
      for (const group of MAIL_SENDING_GROUPS) {
        const fn = api().toJSON().Resources[logicalIdOf(synthesised.stacks.api.functions.get(group)!)];
        expect(fn.Properties.Environment.Variables).toMatchObject({
          MAIL_FROM: 'care@carecall.example',
          MAIL_CONFIGURATION_SET: expect.anything(),
          SUPPORT_EMAIL: 'help@carecall.example',
        });
      }
    });
  });

  describe('synthesised offline without any mail setting', () => {
    it('has the configuration set but no identity, and no function may send', () => {
      const synthesised = synthApp({ stage: 'test' });
      const stateful = synthesised.template(synthesised.stacks.stateful);
      const api = synthesised.template(synthesised.stacks.api);

      expect(resourcesOfType(stateful, 'AWS::SES::ConfigurationSet').size).toBe(1);
      expect(resourcesOfType(stateful, 'AWS::SES::EmailIdentity').size).toBe(0);
      expect(JSON.stringify(api.toJSON())).not.toContain('ses:SendEmail');
    });

    it('accepts a single address as the sender identity', () => {
      const synthesised = synthApp({ stage: 'test', mailFrom: 'care@carecall.example' });
      const identity = onlyResource(synthesised.template(synthesised.stacks.stateful), 'AWS::SES::EmailIdentity');

      expect(identity.Properties?.EmailIdentity).toBe('care@carecall.example');
    });

    it('refuses a sender that is neither a domain nor an address', () => {
      expect(() => synthApp({ stage: 'test', mailFrom: 'not a domain' })).toThrow(/mailFrom/);
    });
  });

  it('passes the cdk-nag checks with an identity', () => {
    expect(() => synthApp({ nag: true, mailFrom: 'carecall.example', supportEmail: 'help@carecall.example' })).not.toThrow();
  });
});
