import type { WorkflowInput } from '../model.ts';
import type { CheckInDeps } from '../ports/deps.ts';

// The check-in workflow's steps, named once. Each is one Lambda behind one or more Task states of
// the definition (infra/constructs/check-in-definition.ts): the stack builds a function per entry,
// from the one step entry (functions/workflow/step.ts) with the step's name and `capabilities`,
// and grants what they need; the local twin maps each Task state to its step by the function it
// invokes. Adding a step: its file here, a line below, its Task state in the definition
// (functions/README.md, "Adding a workflow step").

/**
 * A step's use case, loaded when the step first runs. Each step's Lambda bundles only its own
 * step's module: the build reads the `import('./<file>.ts')` written in each entry below and leaves
 * the others' out (functions/capabilities/table.ts), so FindNextContact neither parses nor compiles
 * the assessor's phrase tables or the time-zone polyfill (infra/bench/lambda-bundles.ts measures it).
 */
const lazy =
  <M, I, O>(load: () => Promise<M>, pick: (module: M) => (deps: CheckInDeps, input: I) => Promise<O>) =>
  async (deps: CheckInDeps, input: I): Promise<O> =>
    pick(await load())(deps, input);

/** What a step's function may reach besides its log group and X-Ray (functions/capabilities/table.ts). */
export type StepCapability = 'storage' | 'scheduler' | 'telephony' | 'task-completion' | 'assessment' | 'mail';

export interface WorkflowStep {
  /** The use case; its input is the Task state's payload (ids only), its result the state's. */
  run: (deps: CheckInDeps, input: never) => Promise<unknown>;
  /** Hands its task token to the outside world and waits for a webhook to complete it. */
  waits: boolean;
  /** What its role is granted and its bundle composes. */
  capabilities: readonly StepCapability[];
  /** Rings phones (gets CALLER_NUMBER and WEBHOOK_BASE_URL) or sends texts (CALLER_NUMBER). */
  dials?: 'calls' | 'texts';
  /** The Lambda timeout, when the house default is too short. */
  timeoutSeconds?: number;
}

export const WORKFLOW_STEPS = {
  // Claims the slot (one transaction with its call log) and arms the next trigger.
  BeginCheckIn: {
    run: lazy(() => import('./begin-check-in.ts'), (m) => (deps, event: { input: WorkflowInput; executionId: string }) => m.beginCheckIn(deps, event.input, event.executionId)),
    waits: false,
    capabilities: ['storage', 'scheduler'],
  },
  // Secrets Manager, then one Twilio request (10 s client timeout). Returns once the call is
  // placed; a retry tells its new token what the first try's call already did.
  PlaceCall: { run: lazy(() => import('./place-call.ts'), (m) => m.placeCall), waits: true, capabilities: ['storage', 'telephony', 'task-completion'], dials: 'calls', timeoutSeconds: 30 },
  // Completes its own token at once when the call already ended.
  WaitForCallToEnd: { run: lazy(() => import('./wait-for-call-to-end.ts'), (m) => m.waitForCallToEnd), waits: true, capabilities: ['storage', 'task-completion'] },
  // A wait ran out: what the stored records say the call did; hangs up a call still live.
  CheckCallProgress: { run: lazy(() => import('./check-call-progress.ts'), (m) => m.checkCallProgress), waits: false, capabilities: ['storage', 'telephony'], timeoutSeconds: 30 },
  // Bedrock (20 s client timeout, SDK retries included), the built-in rules as fallback.
  AssessWellbeing: { run: lazy(() => import('./assess-wellbeing.ts'), (m) => m.assessWellbeing), waits: false, capabilities: ['storage', 'assessment'], timeoutSeconds: 60 },
  // The account holder's email after every check-in, for those who turned it on.
  RecordOutcome: { run: lazy(() => import('./record-outcome.ts'), (m) => m.recordOutcome), waits: false, capabilities: ['storage', 'mail'] },
  FindNextContact: { run: lazy(() => import('./find-next-contact.ts'), (m) => m.findNextContact), waits: false, capabilities: ['storage'] },
  // Returns once the contact's phone rings; completes its own token when the contact was deleted meanwhile.
  CallContact: { run: lazy(() => import('./call-contact.ts'), (m) => m.callContact), waits: true, capabilities: ['storage', 'telephony', 'task-completion'], dials: 'calls', timeoutSeconds: 30 },
  // One Twilio request per active contact, then the account holder's email: who was reached.
  TextAllContacts: { run: lazy(() => import('./text-all-contacts.ts'), (m) => m.textAllContacts), waits: false, capabilities: ['storage', 'telephony', 'mail'], dials: 'texts', timeoutSeconds: 60 },
  // After the wait before the second attempt: a call-in meanwhile replaces the retry.
  CheckForCallIn: { run: lazy(() => import('./check-for-call-in.ts'), (m) => m.checkForCallIn), waits: false, capabilities: ['storage'] },
} as const satisfies Record<string, WorkflowStep>;

export type WorkflowTaskName = keyof typeof WORKFLOW_STEPS;

export const WORKFLOW_TASK_NAMES = Object.keys(WORKFLOW_STEPS) as WorkflowTaskName[];
