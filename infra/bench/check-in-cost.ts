import { randomUUID } from 'node:crypto';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { startLocalStack } from '../local/local-stack.ts';
import { ApiClient, signUp } from '../local/test-support/api-client.ts';
import { checkInSetup, isWelcomeText, setPhone, simCalls, waitForExecution, type SimCall } from '../local/test-support/check-in-helpers.ts';
import { transcriptionAdds } from '@/functions/core/check-in/transcription-rule.ts';
import { CHECK_IN_STATE_NAMES } from '../constructs/check-in-definition.ts';
import { PRICES } from './prices.ts';
import { callSeconds, itemise, smsSegments, total, type CheckInUsage } from './unit-cost.ts';

// The whole cost of a check-in (issue 14, part 5): three check-ins run on the local twin (the real
// state machine, handlers, webhooks and the phone simulator), what each used counted there, and
// priced with the one dated table (prices.ts) by unit-cost.ts. Docs: docs/unit-cost.md.

/** The goal for a plain check-in, telephony included. */
export const PLAIN_CHECK_IN_GOAL_USD = 0.15;

interface Run {
  label: string;
  fireToRingMs: number;
  usage: CheckInUsage;
}

const SCENARIOS = [
  {
    label: 'plain (answered, well)',
    person: { behaviour: 'answer', replies: ['I feel fine', 'No pain and no falls', 'Yes, all good', 'Nothing, thanks'] },
    contact: undefined,
  },
  {
    label: 'escalated (no answer twice, the contact presses 1)',
    person: { behaviour: 'no-answer' },
    contact: { behaviour: 'answer', digits: ['1'] },
  },
  {
    label: 'SMS-ending (no answer twice, the contact busy: texted)',
    person: { behaviour: 'no-answer' },
    contact: { behaviour: 'busy' },
  },
] as const;

export async function benchCheckIn(): Promise<void> {
  const dynamo = await startDynamoDbLocal();
  const stack = await startLocalStack({ port: 0, dynamoEndpoint: dynamo.endpoint, tableName: `bench-${randomUUID()}`, waitScale: 0.001 });
  const runs: Run[] = [];
  try {
    for (const scenario of SCENARIOS) {
      const client = new ApiClient(stack.url);
      const person = `+1416555${String(Math.floor(Math.random() * 9000) + 1000)}`;
      const contact = `+1647555${String(Math.floor(Math.random() * 9000) + 1000)}`;
      await setPhone(client, person, scenario.person);
      if (scenario.contact) await setPhone(client, contact, scenario.contact);
      const { user, trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });
      const before = { ...stack.stats, dynamo: { ...stack.stats.dynamo } };
      const firedAt = Date.now();
      const fired = await client.post(`/__dev/scheduler/${trigger}/fire`);
      const execution = await waitForExecution(client, fired.body.executionId, 60_000);
      // This check-in's calls and texts only (the simulator lists every call it placed).
      const made = (await simCalls(client)).filter((c) => (c.to === person || c.to === contact) && Date.parse(c.startedAt) >= firedAt - 1000 && !isWelcomeText(c));
      const voice = made.filter((c) => !c.sms);
      const texts = made.filter((c) => c.sms);
      const [log] = await stack.deps.callLogs.list(user.id);
      const checkIn = voice.find((c) => c.to === person && c.status === 'completed');
      const calls = voice.map((c: SimCall) => ({
        // Still in progress when the workflow ended (a contact who pressed 1 hears the goodbye).
        answered: c.status === 'completed' || c.status === 'in-progress',
        spokenChars: c.transcript.filter((t) => t.speaker === 'system').reduce((n, t) => n + t.text.length, 0),
        speechGathers: c.transcript.filter((t) => t.speaker === 'person').length,
        recorded: c.to === person,
      }));
      const checkInCall = checkIn && calls[voice.indexOf(checkIn)];
      const transcribed = log && checkInCall && transcriptionAdds(log, { emergency: false, test: false }) ? callSeconds(checkInCall) : 0;
      runs.push({
        label: scenario.label,
        fireToRingMs: Math.min(...voice.filter((c) => c.to === person).map((c) => Date.parse(c.startedAt))) - firedAt,
        usage: {
          calls,
          smsSegments: texts.reduce((n, t) => n + smsSegments(t.transcript[0]?.text ?? ''), 0),
          transcribedSeconds: transcribed,
          assessed: execution.states.includes(CHECK_IN_STATE_NAMES.assess),
          aws: {
            states: execution.states.length,
            lambdas: stack.stats.taskInvocations - before.taskInvocations + (stack.stats.webhookRequests - before.webhookRequests),
            dynamoReads: stack.stats.dynamo.reads - before.dynamo.reads,
            dynamoWrites: stack.stats.dynamo.writes - before.dynamo.writes,
            schedulerInvocations: 1,
            // An escalation tells the account holder by email (account-notifications.ts).
            emails: scenario.contact ? 1 : 0,
          },
        },
      });
    }
  } finally {
    await stack.close();
    await dynamo.stop();
  }
  console.log('\n## The whole cost of a check-in (measured on the local twin, priced with infra/bench/prices.ts)\n');
  console.log(`| item | ${runs.map((r) => r.label).join(' | ')} |`);
  console.log(`|---|${runs.map(() => '---:').join('|')}|`);
  const itemised = runs.map((r) => itemise(r.usage));
  for (const [i, line] of itemised[0]!.entries()) {
    const name = line.item.replace(/ \(.*\)$/, '').replace(/^AWS: .*/, 'AWS (Step Functions, Lambda, DynamoDB, Scheduler, S3, SES)');
    console.log(`| ${name} | ${itemised.map((lines) => `$${lines[i]!.usd.toFixed(4)}`).join(' | ')} |`);
  }
  console.log(`| **total** | ${itemised.map((lines) => `**$${total(lines).toFixed(4)}**`).join(' | ')} |`);
  console.log('\nWhat each used:');
  for (const [i, r] of runs.entries()) {
    console.log(`- ${r.label}: ${itemised[i]!.map((l) => l.item).filter((t) => /\(/.test(t) && !/\(0 |not assessed|\(0\.0 min/.test(t)).join('; ')}; trigger fire to first ring ${r.fireToRingMs} ms`);
  }
  const plain = total(itemised[0]!);
  console.log(
    `\nPlain check-in: $${plain.toFixed(4)}, goal at or under $${PLAIN_CHECK_IN_GOAL_USD.toFixed(2)}: ${plain <= PLAIN_CHECK_IN_GOAL_USD ? 'met' : 'NOT MET'}. ` +
      `Prices as of ${PRICES.voiceOutboundMinute.asOf} (US list, pay as you go); call lengths modelled from what was said ` +
      '(15 characters a second, 5 s an answer); Transcribe only where transcription-rule.ts says (docs/transcription.md).',
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCheckIn();
