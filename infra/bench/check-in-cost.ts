import { randomUUID } from 'node:crypto';
import { startDynamoDbLocal } from '../local/dynamodb-local.ts';
import { startLocalStack } from '../local/local-stack.ts';
import { ApiClient, signUp } from '../local/test-support/api-client.ts';
import { checkInSetup, setPhone, simCalls, waitForExecution } from '../local/test-support/check-in-helpers.ts';

// List prices (us-east-1, 2026), per unit.
const PRICE = {
  stateTransition: 0.025 / 1000, // Step Functions Standard
  lambdaRequest: 0.2 / 1_000_000,
  lambdaGbSecondArm: 0.0000133334,
  dynamoWrite: 0.625 / 1_000_000, // on-demand write request unit
  dynamoRead: 0.125 / 1_000_000,
  schedulerInvocation: 1 / 1_000_000,
  bedrockHaikuInputToken: 0.25 / 1_000_000,
  bedrockHaikuOutputToken: 1.25 / 1_000_000,
};
// Assumptions stated with the figures: 512 MB functions averaging 150 ms; ~1,000 input and 250
// output tokens per assessment; DynamoDB units counted per request (items are under 1 KB).
const LAMBDA_GB_SECONDS = 0.5 * 0.15;

interface Run {
  label: string;
  fireToRingMs: number;
  states: number;
  taskInvocations: number;
  webhookInvocations: number;
  apiRequests: { reads: number; writes: number };
  assessed: boolean;
}

function cost(run: Run): number {
  const lambdas = run.taskInvocations + run.webhookInvocations;
  return (
    run.states * PRICE.stateTransition +
    lambdas * (PRICE.lambdaRequest + LAMBDA_GB_SECONDS * PRICE.lambdaGbSecondArm) +
    run.apiRequests.writes * PRICE.dynamoWrite +
    run.apiRequests.reads * PRICE.dynamoRead +
    PRICE.schedulerInvocation +
    (run.assessed ? 1000 * PRICE.bedrockHaikuInputToken + 250 * PRICE.bedrockHaikuOutputToken : 0)
  );
}

export async function benchCheckIn(): Promise<void> {
  const dynamo = await startDynamoDbLocal();
  const stack = await startLocalStack({ port: 0, dynamoEndpoint: dynamo.endpoint, tableName: `bench-${randomUUID()}`, waitScale: 0.001 });
  const runs: Run[] = [];
  try {
    for (const [label, personBehaviour, contactBehaviour] of [
      ['plain check-in (answered, well)', { behaviour: 'answer', replies: ['I feel fine', 'No pain and no falls', 'Yes, all good', 'Nothing, thanks'] }, undefined],
      ['escalated (no answer twice, first contact presses 1)', { behaviour: 'no-answer' }, { behaviour: 'answer', digits: ['1'] }],
    ] as const) {
      const client = new ApiClient(stack.url);
      const person = `+1416555${String(Math.floor(Math.random() * 9000) + 1000)}`;
      const contact = `+1647555${String(Math.floor(Math.random() * 9000) + 1000)}`;
      await setPhone(client, person, personBehaviour);
      if (contactBehaviour) await setPhone(client, contact, contactBehaviour);
      const { trigger } = await checkInSetup(client, signUp, { personPhone: person, contacts: [{ name: 'Ana', phone: contact }] });
      const before = { ...stack.stats, dynamo: { ...stack.stats.dynamo } };
      const firedAt = Date.now();
      const fired = await client.post(`/__dev/scheduler/${trigger}/fire`);
      const execution = await waitForExecution(client, fired.body.executionId, 60_000);
      const firstCall = (await simCalls(client)).filter((c) => c.to === person).at(-1)!;
      runs.push({
        label,
        fireToRingMs: Date.parse(firstCall.startedAt) - firedAt,
        states: execution.states.length,
        taskInvocations: stack.stats.taskInvocations - before.taskInvocations,
        webhookInvocations: stack.stats.webhookRequests - before.webhookRequests,
        apiRequests: { reads: stack.stats.dynamo.reads - before.dynamo.reads, writes: stack.stats.dynamo.writes - before.dynamo.writes },
        assessed: execution.states.includes('AssessWellbeing'),
      });
    }
  } finally {
    await stack.close();
    await dynamo.stop();
  }
  console.log('\n## Check-in workflow on the local twin (LOCAL_WAIT_SCALE=0.001)\n');
  console.log('| check-in | trigger fire to phone ringing | states entered | task Lambdas | webhook Lambdas | DynamoDB reads / writes | AWS cost per check-in |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of runs) {
    console.log(`| ${r.label} | ${r.fireToRingMs} ms | ${r.states} | ${r.taskInvocations} | ${r.webhookInvocations} | ${r.apiRequests.reads} / ${r.apiRequests.writes} | $${cost(r).toFixed(5)} |`);
  }
  console.log('\nCost at list prices: Step Functions Standard transitions, Lambda (arm64, 512 MB, 150 ms assumed),');
  console.log('DynamoDB on-demand requests, one EventBridge Scheduler invocation, Bedrock Claude 3 Haiku (~1,000 in / 250 out');
  console.log('tokens) when assessed; excluding Twilio and Transcribe. Goal: under $0.002; ring goal: under 1 s.');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchCheckIn();
