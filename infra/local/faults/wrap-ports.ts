import { InternalServerError, ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { TelephonyError } from '@/functions/adapters/twilio/twilio-telephony.ts';
import type { CheckInDeps } from '@/functions/core/ports/deps.ts';
import type { SchedulerPort } from '@/functions/core/ports/scheduling.ts';
import type { AssessmentPort } from '@/functions/core/ports/assessment.ts';
import type { TelephonyPort } from '@/functions/core/ports/telephony.ts';
import type { TaskCompletionPort } from '@/functions/core/ports/scheduling.ts';
import type { LocalFaults } from './faults.ts';

// The local-only fault layer (docs/local-twin.md): each port of the local stack is
// wrapped so that a call through it can fail the way the cloud service fails transiently, with the
// error the cloud adapter would throw. With every fault at 0 the wrappers only pass calls through.

const requestId = () => `local-fault-${Math.random().toString(36).slice(2, 10)}`;

/** An error shaped like an AWS SDK v3 service exception (name, $fault, $metadata). */
export function awsServiceError(name: string, httpStatusCode: number, message: string): Error {
  return Object.assign(new Error(message), {
    name,
    $fault: httpStatusCode >= 500 ? 'server' : 'client',
    $metadata: { httpStatusCode, requestId: requestId(), attempts: 1, totalRetryDelay: 0 },
  });
}

/**
 * Makes DynamoDB requests of `doc` fail as throttles (ProvisionedThroughputExceededException, 400)
 * or 5xx (InternalServerError, 500), with the SDK's own exception classes.
 *
 * Where: the `deserialize` step, priority high. The SDK's retry middleware sits in `finalizeRequest`
 * (outside it) and signing just after it, so each failure here is one HTTP attempt that the SDK's
 * standard retry strategy sees and retries (backoff, retry quota, max attempts) exactly as it treats
 * a throttled or failed response in the cloud; only when the attempts run out does the caller see
 * the error. A middleware at `initialize` would fail the whole command once and skip the retries.
 * Every command of the client goes through it: Get, Put, Update, Query, and the transactions.
 */
export function addStorageFaults(doc: DynamoDBDocumentClient, faults: LocalFaults): void {
  doc.middlewareStack.add(
    (next, context) => async (args) => {
      if (!faults.shouldFail('storage')) return next(args);
      const $metadata = { httpStatusCode: 400, requestId: requestId(), attempts: 1, totalRetryDelay: 0 };
      const command = context.commandName ?? 'request';
      if (faults.pick('storage', ['throttle', '5xx'] as const) === 'throttle') {
        throw new ProvisionedThroughputExceededException({
          message: `The level of configured provisioned throughput for the table was exceeded (local fault on ${command})`,
          $metadata,
        });
      }
      throw new InternalServerError({ message: `Internal server error (local fault on ${command})`, $metadata: { ...$metadata, httpStatusCode: 500 } });
    },
    { step: 'deserialize', priority: 'high', name: 'localStorageFaults' },
  );
}

export function telephonyWithFaults(inner: TelephonyPort, faults: LocalFaults): TelephonyPort {
  // Twilio's 5xx: 20500 Internal Server Error, 20503 Service Unavailable. Nothing is placed or sent.
  const refuse = (port: 'telephony' | 'sms', operation: 'place-call' | 'send-sms') => {
    const [status, code] = faults.pick(port, [[500, 20500], [503, 20503]] as const);
    return new TelephonyError(`Twilio refused ${operation} (${status}, code ${code}): local fault`, { operation, status, code, retryable: true });
  };
  return {
    placeCall: async (req) => {
      if (faults.shouldFail('telephony')) throw refuse('telephony', 'place-call');
      return inner.placeCall(req);
    },
    sendSms: async (to, from, body) => {
      if (faults.shouldFail('sms')) throw refuse('sms', 'send-sms');
      return inner.sendSms(to, from, body);
    },
    hangUp: (callSid) => inner.hangUp(callSid),
    redirectCall: (callSid, url) => inner.redirectCall(callSid, url),
    deleteRecording: (recordingSid) => inner.deleteRecording(recordingSid),
  };
}

export function assessorWithFaults(inner: AssessmentPort, faults: LocalFaults): AssessmentPort {
  return {
    assess: async (turns, options) => {
      // What Bedrock Runtime answers when the model's quota is exhausted.
      if (faults.shouldFail('assessor')) throw awsServiceError('ThrottlingException', 429, 'Too many requests, please wait before trying again. (local fault)');
      return inner.assess(turns, options);
    },
  };
}

export function schedulerWithFaults(inner: SchedulerPort, faults: LocalFaults): SchedulerPort {
  // EventBridge Scheduler's transient failures on CreateSchedule / UpdateSchedule / DeleteSchedule.
  const failure = () =>
    faults.pick('scheduler', ['throttle', '5xx'] as const) === 'throttle'
      ? awsServiceError('ThrottlingException', 429, 'Rate exceeded (local fault)')
      : awsServiceError('InternalServerException', 500, 'Unexpected error occurred while processing the request (local fault)');
  return {
    arm: async (trigger) => {
      if (faults.shouldFail('scheduler')) throw failure();
      return inner.arm(trigger);
    },
    disarm: async (name) => {
      if (faults.shouldFail('scheduler')) throw failure();
      return inner.disarm(name);
    },
  };
}

export function tasksWithFaults(inner: TaskCompletionPort, faults: LocalFaults): TaskCompletionPort {
  return {
    succeed: async (token, output) => {
      // SendTaskSuccess throttled or failing: the task is not completed and keeps waiting.
      if (faults.shouldFail('tasks')) {
        throw faults.pick('tasks', ['throttle', '5xx'] as const) === 'throttle'
          ? awsServiceError('ThrottlingException', 400, 'Rate exceeded (local fault)')
          : awsServiceError('ServiceUnavailable', 503, 'Service unavailable (local fault)');
      }
      return inner.succeed(token, output);
    },
  };
}

/** The provider's webhook requests: a lost one never arrives and its sender sees a network failure. */
export function fetchWithFaults(inner: typeof fetch, faults: LocalFaults): typeof fetch {
  return async (input, init) => {
    if (faults.shouldFail('webhooks')) {
      throw new TypeError('fetch failed', { cause: Object.assign(new Error('read ECONNRESET (local fault: the request was lost)'), { code: 'ECONNRESET' }) });
    }
    return inner(input, init);
  };
}

/** The ports of the local stack with the fault layer around them (storage is wrapped on the client). */
export function withFaults(deps: CheckInDeps, faults: LocalFaults): CheckInDeps {
  return {
    ...deps,
    telephony: telephonyWithFaults(deps.telephony, faults),
    assessor: assessorWithFaults(deps.assessor, faults),
    scheduler: schedulerWithFaults(deps.scheduler, faults),
    tasks: tasksWithFaults(deps.tasks, faults),
  };
}
