import { readFileSync } from 'node:fs';
import { handlerEntry, type HandlerGroup } from '../http/routes.ts';
import { WORKFLOW_STEPS, WORKFLOW_TASK_NAMES, type WorkflowTaskName } from '../core/check-in/steps.ts';
import { WORKFLOW_STEP_VARIABLE, WORKFLOW_TASKS } from '../workflow/tasks.ts';
import { WORD_MODEL_FILES } from '../core/assessment/word-model-files.ts';
import { LANGUAGE_TABLE_FILES } from '../core/assessment/languages/table-files.ts';
import { ASSESSOR_FILES } from '../core/assessment/assessor-files.ts';

/**
 * The AWS SDK packages behind each capability. A function loads a capability's adapters (and so
 * these clients) only when its entry composes it; `npm run bench` compares each function with an
 * empty handler that imports just these, and a test keeps the bundles to them.
 */
export const CAPABILITY_SDK = {
  /** Every store on the single table, and the call references. */
  storage: ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'],
  mail: ['@aws-sdk/client-sesv2'],
  /** Presigned links to recordings, and deleting them with the account. */
  recordings: ['@aws-sdk/client-s3', '@aws-sdk/s3-request-presigner'],
  scheduler: ['@aws-sdk/client-scheduler'],
  /** Starting a check-in execution. */
  workflow: ['@aws-sdk/client-sfn'],
  /** Completing a waiting task token. */
  'task-completion': ['@aws-sdk/client-sfn'],
  /** Twilio REST calls and webhook signatures, with the auth token from Secrets Manager. */
  telephony: ['@aws-sdk/client-secrets-manager'],
  /** Bedrock, with the built-in rules as fallback. */
  assessment: ['@aws-sdk/client-bedrock-runtime'],
  /** Copying a recording from Twilio into the bucket and transcribing it. */
  transcription: ['@aws-sdk/client-transcribe', '@aws-sdk/client-s3', '@aws-sdk/client-secrets-manager'],
  /** The escalation contact's welcome text (functions/text-composition.ts). */
  texts: ['@aws-sdk/client-secrets-manager'],
} as const satisfies Record<string, readonly string[]>;

export type CapabilityName = keyof typeof CAPABILITY_SDK;

/** Each workflow step's capabilities (core/check-in/steps.ts); a step naming an unknown one fails the compile. */
const STEP_CAPABILITIES: Record<WorkflowTaskName, readonly CapabilityName[]> = Object.fromEntries(
  WORKFLOW_TASK_NAMES.map((name) => [name, WORKFLOW_STEPS[name].capabilities]),
) as { [N in WorkflowTaskName]: (typeof WORKFLOW_STEPS)[N]['capabilities'] };

export type FunctionName = HandlerGroup | WorkflowTaskName | 'Webhooks' | 'ReconcileTriggers' | 'TranscriptionFinished' | 'WeeklySummary';

/**
 * What each Lambda is composed of, following what its role is granted (infra/stacks/api-stack.ts,
 * infra/constructs/check-in-workflow.ts). Each entry composes exactly these; a test compares the
 * bundles with this table, so a capability added to an entry must be added here (and to the role).
 */
export const FUNCTION_CAPABILITIES: Readonly<Record<FunctionName, readonly CapabilityName[]>> = {
  health: [],
  'service-plans': [],
  'timezone-test': [],
  auth: ['storage'],
  profile: ['storage'],
  'call-logs': ['storage', 'recordings'],
  subscriptions: ['storage', 'scheduler'],
  'call-schedules': ['storage', 'scheduler'],
  'escalation-contacts': ['storage', 'texts'],
  'trigger-call': ['storage', 'workflow'],
  account: ['storage', 'scheduler', 'recordings'],
  'password-reset': ['storage', 'mail'],
  'contact-messages': ['storage', 'mail'],

  // The workflow steps' own, from the step table.
  ...STEP_CAPABILITIES,

  // A call-in starts its own check-in execution (functions/core/check-in/call-in.ts).
  Webhooks: ['storage', 'telephony', 'transcription', 'task-completion', 'mail', 'workflow'],
  TranscriptionFinished: ['storage', 'transcription'],
  ReconcileTriggers: ['storage', 'scheduler'],
  WeeklySummary: ['storage', 'mail'],
};

/** The SDK packages a function may load: those of its capabilities. */
export function allowedSdk(fn: FunctionName): string[] {
  return [...new Set(FUNCTION_CAPABILITIES[fn].flatMap((c) => CAPABILITY_SDK[c]))].sort();
}

// Read once per build (every step's function asks for it).
let stepModulesRead: Record<WorkflowTaskName, string> | undefined;

/**
 * The module each step's use case is loaded from, as the step table imports it ('./place-call.ts'),
 * read from the table's source (build time only: no Lambda imports this file's values). A step
 * written another way fails here, loudly, rather than bundling every step into every function.
 */
function stepModules(): Record<WorkflowTaskName, string> {
  return (stepModulesRead ??= readStepModules());
}
function readStepModules(): Record<WorkflowTaskName, string> {
  const source = readFileSync(new URL('../core/check-in/steps.ts', import.meta.url), 'utf8');
  const found = Object.fromEntries([...source.matchAll(/\b(\w+): \{\s*run: lazy\(\(\) => import\('(\.\/[\w-]+\.ts)'\)/g)].map((m) => [m[1], m[2]]));
  for (const name of WORKFLOW_TASK_NAMES) if (!found[name]) throw new Error(`steps.ts: ${name}'s run is not written as lazy(() => import('./<its file>.ts'), ...)`);
  return found as Record<WorkflowTaskName, string>;
}

/**
 * What a function's bundle adds to its entry: a workflow step's capabilities are injected (run
 * before the shared step entry) and its name replaces `process.env.WORKFLOW_STEP` at build time,
 * so every step shares one entry and loads only what its role allows.
 */
export function functionBundling(fn: FunctionName): FunctionBundling | undefined {
  const files = FUNCTION_FILES[fn];
  const besideModules = FUNCTION_BESIDE_MODULES[fn];
  const beside = { ...(files ? { files } : {}), ...(besideModules ? { besideModules } : {}) };
  if (!(fn in WORKFLOW_STEPS)) return files || besideModules ? beside : undefined;
  return {
    inject: FUNCTION_CAPABILITIES[fn].map((capability) => `functions/capabilities/${capability}.ts`),
    define: { [WORKFLOW_STEP_VARIABLE]: JSON.stringify(fn) },
    // A step's function only ever runs its own step: the others' modules stay out of its bundle
    // (their imports are left as written and never reached), so a cold start does not parse them.
    external: Object.entries(stepModules()).flatMap(([name, module]) => (name === fn ? [] : [module])),
    ...beside,
  };
}

interface FunctionBundling {
  inject?: string[];
  define?: Record<string, string>;
  external?: string[];
  files?: string[];
  besideModules?: Record<string, string>;
}

/**
 * Files a function reads beside its bundle at run time, copied into its package: the built-in
 * assessor's word models (core/assessment/assess-check-in.ts), read only when Bedrock fails or no
 * assessment was stored. A test checks that every package that can load that assessor has them.
 */
export const FUNCTION_FILES: Partial<Record<FunctionName, string[]>> = {
  AssessWellbeing: WORD_MODEL_FILES,
  RecordOutcome: WORD_MODEL_FILES,
};

/** The call languages' phrase tables, each a file beside the bundle (core/assessment/languages/tables-beside.ts). */
const LANGUAGE_TABLE_MODULES = Object.fromEntries(Object.values(LANGUAGE_TABLE_FILES).map(({ file, source }) => [file, source]));

/** An assessor as a module beside the bundle (core/assessment/load-assessors-beside.ts), with the phrase tables it loads. */
const assessorBeside = (assessor: keyof typeof ASSESSOR_FILES) => ({ [ASSESSOR_FILES[assessor].file]: ASSESSOR_FILES[assessor].source, ...LANGUAGE_TABLE_MODULES });

/**
 * Modules a function loads beside its bundle, each built into a file of its own: the assessor that
 * reads what was said, needed only now and then (the webhooks at an answer; AssessWellbeing when
 * Bedrock fails; RecordOutcome when no assessment was stored), and the Spanish and French phrase
 * tables that assessor loads. A test checks that every bundle that can load them is listed here.
 */
export const FUNCTION_BESIDE_MODULES: Partial<Record<FunctionName, Record<string, string>>> = {
  AssessWellbeing: assessorBeside('checkIn'),
  RecordOutcome: assessorBeside('checkIn'),
  Webhooks: assessorBeside('builtIn'),
};

/** Each function's handler file, relative to the repository root (as the stacks build them). */
export function functionEntry(fn: FunctionName): string {
  if (fn in WORKFLOW_TASKS) return WORKFLOW_TASKS[fn as WorkflowTaskName].entry;
  const others: Partial<Record<FunctionName, string>> = {
    Webhooks: 'functions/telephony/webhooks.ts',
    TranscriptionFinished: 'functions/workflow/transcription-finished.ts',
    ReconcileTriggers: 'functions/workflow/reconcile-triggers.ts',
    WeeklySummary: 'functions/workflow/weekly-summary.ts',
  };
  return others[fn] ?? handlerEntry(fn as HandlerGroup);
}

export const FUNCTION_NAMES = Object.keys(FUNCTION_CAPABILITIES) as FunctionName[];
