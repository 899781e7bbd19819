import { StartExecutionCommand, type SFNClient } from '@aws-sdk/client-sfn';
import {
  ChangeMessageVisibilityBatchCommand,
  DeleteMessageCommand,
  ReceiveMessageCommand,
  type Message,
  type SQSClient,
} from '@aws-sdk/client-sqs';
import type { CheckInTriggerInput } from '@/functions/core/model.ts';

/**
 * The scheduler dead-letter queue, read and re-driven by the on-call (`npm run dlq`, README
 * "On-call runbook"). A dead letter's body is the input EventBridge Scheduler could not deliver to
 * the check-in state machine (ids and the slot, never health data); its attributes carry the
 * scheduler's error.
 */

/** A slot further in the past than this is not re-driven without a person deciding. */
export const STALE_AFTER_MINUTES = 120;

/** How long messages being handled stay invisible to other readers (and to this run's own loop). */
const HOLD_SECONDS = 300;
/** Scheduler's own attributes on a dead letter that say why it could not deliver. */
const ERROR_ATTRIBUTES = ['ERROR_CODE', 'ERROR_MESSAGE'] as const;

export interface DeadLetterQueueClients {
  sqs: SQSClient;
  queueUrl: string;
}

export interface DeadLetter {
  messageId: string;
  receiptHandle: string;
  /** The check-in input as Scheduler would have sent it; undefined when the body is not one. */
  input?: CheckInTriggerInput;
  /** The scheduler's error attributes (ERROR_CODE, ERROR_MESSAGE), as sent. */
  errors: Record<string, string>;
  /** When the scheduler put it in the queue. */
  deadLetteredAt?: Date;
}

function triggerInput(body: string | undefined): CheckInTriggerInput | undefined {
  try {
    const value = JSON.parse(body ?? '') as Partial<CheckInTriggerInput>;
    const ok =
      value?.kind === 'scheduled' &&
      typeof value.userId === 'string' &&
      typeof value.scheduleId === 'string' &&
      typeof value.slot === 'string' &&
      !Number.isNaN(Date.parse(value.slot));
    // Only the four ids go on: the same input the scheduler would have sent, nothing more.
    return ok ? { kind: 'scheduled', userId: value.userId!, scheduleId: value.scheduleId!, slot: value.slot! } : undefined;
  } catch {
    return undefined;
  }
}

function deadLetterOf(message: Message): DeadLetter {
  const errors: Record<string, string> = {};
  for (const name of ERROR_ATTRIBUTES) {
    const value = message.MessageAttributes?.[name]?.StringValue;
    if (value !== undefined) errors[name] = value;
  }
  const sent = Number(message.Attributes?.SentTimestamp);
  return {
    messageId: message.MessageId!,
    receiptHandle: message.ReceiptHandle!,
    input: triggerInput(message.Body),
    errors,
    deadLetteredAt: Number.isFinite(sent) && sent > 0 ? new Date(sent) : undefined,
  };
}

/**
 * Receives every message of the queue (up to `limit`), each once, holding them invisible while
 * this run lasts. Long polling asks every SQS server, so an empty answer means the queue is drained.
 */
export async function receiveAll({ sqs, queueUrl }: DeadLetterQueueClients, limit: number): Promise<DeadLetter[]> {
  const letters = new Map<string, DeadLetter>();
  while (letters.size < limit) {
    const out = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: Math.min(10, limit - letters.size),
        WaitTimeSeconds: 2,
        VisibilityTimeout: HOLD_SECONDS,
        MessageAttributeNames: ['All'],
        MessageSystemAttributeNames: ['SentTimestamp'],
      }),
    );
    const messages = out.Messages ?? [];
    if (messages.length === 0) break;
    for (const message of messages) {
      if (message.MessageId && message.ReceiptHandle) letters.set(message.MessageId, deadLetterOf(message));
    }
  }
  return [...letters.values()];
}

/** Makes held messages visible again at once, so that the next inspect or redrive sees them. */
export async function release({ sqs, queueUrl }: DeadLetterQueueClients, letters: DeadLetter[]): Promise<void> {
  for (let i = 0; i < letters.length; i += 10) {
    const batch = letters.slice(i, i + 10);
    await sqs.send(
      new ChangeMessageVisibilityBatchCommand({
        QueueUrl: queueUrl,
        Entries: batch.map((letter, n) => ({ Id: String(n), ReceiptHandle: letter.receiptHandle, VisibilityTimeout: 0 })),
      }),
    );
  }
}

/** `2h 05m`, `12m`, `3d 4h`: ages as an on-call reads them. */
export function formatAge(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days}d ${hours}h`;
  if (hours > 0) return `${hours}h ${String(rest).padStart(2, '0')}m`;
  return `${rest}m`;
}

const slotAgeMs = (letter: DeadLetter, now: Date) => (letter.input ? now.getTime() - Date.parse(letter.input.slot) : NaN);

/** One line per dead letter: ids, slot and its age, when it was dead-lettered, the scheduler's error. */
export function describeDeadLetter(letter: DeadLetter, now: Date): string {
  const errors = Object.entries(letter.errors)
    .map(([name, value]) => `${name}=${value}`)
    .join(' ');
  const dead = letter.deadLetteredAt ? ` dead-lettered ${formatAge(now.getTime() - letter.deadLetteredAt.getTime())} ago` : '';
  if (!letter.input) {
    return `message ${letter.messageId}: not a check-in input (body unreadable)${dead}${errors ? ` ${errors}` : ''}`;
  }
  const { scheduleId, userId, slot } = letter.input;
  return (
    `schedule ${scheduleId} user ${userId} slot ${slot} (${formatAge(slotAgeMs(letter, now))} ago)` +
    `${dead}${errors ? ` ${errors}` : ''} [message ${letter.messageId}]`
  );
}

/** Lists the queue without changing it: every message is visible again afterwards. */
export async function inspectDeadLetters(
  queue: DeadLetterQueueClients,
  options: { now: Date; limit?: number },
): Promise<{ letters: DeadLetter[]; lines: string[] }> {
  const letters = await receiveAll(queue, options.limit ?? 1000);
  await release(queue, letters);
  const lines =
    letters.length === 0
      ? ['The scheduler dead-letter queue is empty.']
      : [
          `${letters.length} dead letter(s):`,
          ...letters.map((letter) => `  ${describeDeadLetter(letter, options.now)}`),
        ];
  return { letters, lines };
}

export type RedriveOutcome =
  /** Started (or, dry run, would be) and deleted. */
  | { kind: 'started'; executionArn?: string }
  /** Started, but the message could not be deleted: a later redrive starts it again, harmlessly. */
  | { kind: 'started-not-deleted'; executionArn?: string; error: string }
  /** The slot is older than the stale limit: kept for the on-call, or dropped with `dropStale`. */
  | { kind: 'stale-kept' }
  | { kind: 'stale-dropped' }
  /** Not a check-in input: kept for a person to read. */
  | { kind: 'unreadable-kept' }
  /** StartExecution failed: kept, never deleted. */
  | { kind: 'start-failed-kept'; error: string };

export interface RedriveOptions {
  now: Date;
  stateMachineArn: string;
  staleAfterMinutes?: number;
  dryRun?: boolean;
  dropStale?: boolean;
  limit?: number;
}

export interface RedriveReport {
  results: { letter: DeadLetter; outcome: RedriveOutcome }[];
  lines: string[];
  /** True when something could not be done (a start or delete failed): the command exits non-zero. */
  failed: boolean;
}

const errorName = (error: unknown) => (error instanceof Error ? error.name : 'Error');

function outcomeLine(outcome: RedriveOutcome, dryRun: boolean, staleAfterMinutes: number): string {
  switch (outcome.kind) {
    case 'started':
      return dryRun ? 'would start' : `started ${outcome.executionArn ?? ''}`.trimEnd();
    case 'started-not-deleted':
      return `started ${outcome.executionArn ?? ''}, but the message could not be deleted (${outcome.error}); a next redrive starts it again, and the slot claim places no second call`;
    case 'stale-kept':
      return `STALE (slot more than ${formatAge(staleAfterMinutes * 60_000)} ago): not started, kept; check the person's history and ring them if needed, then --drop-stale`;
    case 'stale-dropped':
      return dryRun ? 'STALE: would be dropped, not started' : 'STALE: not started, dropped';
    case 'unreadable-kept':
      return 'not a check-in input: kept';
    case 'start-failed-kept':
      return `could not start (${outcome.error}): kept`;
  }
}

/**
 * Re-delivers each dead letter as the scheduler would have: StartExecution of the check-in state
 * machine with the message's input and no name (as Scheduler, so a redrive of a slot already called
 * is turned into a no-op by BeginCheckIn's slot claim, not refused by Step Functions). A message is
 * deleted only after its start succeeded. A slot older than the stale limit is not started: it is
 * reported and kept, or dropped with `dropStale`. Everything kept is made visible again.
 */
export async function redriveDeadLetters(
  queue: DeadLetterQueueClients & { sfn: SFNClient },
  options: RedriveOptions,
): Promise<RedriveReport> {
  const staleAfterMinutes = options.staleAfterMinutes ?? STALE_AFTER_MINUTES;
  const dryRun = options.dryRun ?? false;
  const letters = await receiveAll(queue, options.limit ?? 1000);
  const results: RedriveReport['results'] = [];
  const kept: DeadLetter[] = [];

  const remove = (letter: DeadLetter) =>
    queue.sqs.send(new DeleteMessageCommand({ QueueUrl: queue.queueUrl, ReceiptHandle: letter.receiptHandle }));

  for (const letter of letters) {
    let outcome: RedriveOutcome;
    if (!letter.input) {
      outcome = { kind: 'unreadable-kept' };
    } else if (slotAgeMs(letter, options.now) > staleAfterMinutes * 60_000) {
      if (options.dropStale && !dryRun) {
        await remove(letter);
        outcome = { kind: 'stale-dropped' };
      } else {
        outcome = options.dropStale ? { kind: 'stale-dropped' } : { kind: 'stale-kept' };
      }
    } else if (dryRun) {
      outcome = { kind: 'started' };
    } else {
      let executionArn: string | undefined;
      try {
        const out = await queue.sfn.send(
          new StartExecutionCommand({ stateMachineArn: options.stateMachineArn, input: JSON.stringify(letter.input) }),
        );
        executionArn = out.executionArn;
      } catch (error) {
        outcome = { kind: 'start-failed-kept', error: errorName(error) };
        results.push({ letter, outcome });
        kept.push(letter);
        continue;
      }
      try {
        await remove(letter);
        outcome = { kind: 'started', executionArn };
      } catch (error) {
        outcome = { kind: 'started-not-deleted', executionArn, error: errorName(error) };
      }
    }
    results.push({ letter, outcome });
    const deleted = !dryRun && (outcome.kind === 'started' || outcome.kind === 'stale-dropped');
    if (!deleted && outcome.kind !== 'started-not-deleted') kept.push(letter);
  }
  await release(queue, kept);

  const count = (kind: RedriveOutcome['kind']) => results.filter((r) => r.outcome.kind === kind).length;
  const verb = dryRun ? 'would be ' : '';
  const lines =
    results.length === 0
      ? ['The scheduler dead-letter queue is empty: nothing to redrive.']
      : [
          ...(dryRun ? ['Dry run: nothing is started or deleted.'] : []),
          ...results.map(
            ({ letter, outcome }) =>
              `  ${describeDeadLetter(letter, options.now)}\n    -> ${outcomeLine(outcome, dryRun, staleAfterMinutes)}`,
          ),
          `${count('started') + count('started-not-deleted')} ${verb}started, ` +
            `${count('stale-kept')} stale kept, ${count('stale-dropped')} stale ${verb}dropped, ` +
            `${count('start-failed-kept')} failed to start (kept), ${count('unreadable-kept')} unreadable (kept).`,
        ];
  return {
    results,
    lines,
    failed: results.some((r) => r.outcome.kind === 'start-failed-kept' || r.outcome.kind === 'started-not-deleted'),
  };
}
