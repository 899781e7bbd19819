import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  allowedSdk,
  FUNCTION_CAPABILITIES,
  FUNCTION_NAMES,
  FUNCTION_BESIDE_MODULES,
  FUNCTION_FILES,
  functionBundling,
  functionEntry,
  type CapabilityName,
  type FunctionName,
} from '@/functions/capabilities/table.ts';
import { houseBundle, sdkImports } from '../bench/house-bundle.ts';
import { REPO_ROOT } from '../paths.ts';
import { WORD_MODEL_FILES } from '@/functions/core/assessment/word-model-files.ts';
import { WORKFLOW_STEPS } from '@/functions/core/check-in/steps.ts';
import { ASSESSOR_FILES } from '@/functions/core/assessment/assessor-files.ts';

// Each Lambda must load only what its role allows: its bundle (built as the house construct
// builds it) imports exactly the SDK clients of the capabilities in functions/capabilities/table.ts.

async function graph(fn: FunctionName) {
  const meta = await houseBundle(join(REPO_ROOT, functionEntry(fn)), join(tmpdir(), `${fn}.mjs`), false, functionBundling(fn));
  const inputs = Object.keys(meta.inputs);
  const capabilities = inputs
    .map((p) => /functions\/capabilities\/([a-z-]+)\.ts$/.exec(p)?.[1])
    .filter((c): c is string => !!c && c !== 'table' && c !== 'twilio-credentials');
  if (inputs.some((p) => p.endsWith('functions/text-composition.ts'))) capabilities.push('texts');
  return { sdk: sdkImports(meta), inputs, capabilities: capabilities.sort() };
}

const NEVER_IN_LEAN = [/adapters\/bedrock\//, /adapters\/transcribe\//, /adapters\/twilio\//, /node_modules\/twilio\//, /adapters\/s3\//];

describe('function bundles', () => {
  it('RecordOutcome and FindNextContact load no Bedrock, Transcribe, S3, Secrets Manager or Twilio code', async () => {
    for (const fn of ['RecordOutcome', 'FindNextContact'] as const) {
      const { sdk, inputs } = await graph(fn);
      expect(sdk.filter((m) => /bedrock|transcribe|s3|secrets-manager/.test(m)), fn).toEqual([]);
      expect(inputs.filter((p) => NEVER_IN_LEAN.some((re) => re.test(p))), fn).toEqual([]);
    }
    expect((await graph('RecordOutcome')).sdk).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/client-sesv2', '@aws-sdk/lib-dynamodb']);
    expect((await graph('FindNextContact')).sdk).toEqual(['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb']);
  });

  // The phrase rules are most of a bundle that held them and the largest part of a cold start's
  // module evaluation: a function that never reads a transcript must not reach them, and those that
  // do now and then (the webhooks at an answer, most of their calls being status and recording
  // callbacks) load them from a module beside the bundle, by a dynamic import.
  it('TranscriptionFinished holds no phrase rules; Webhooks reaches the built-in assessor only through the loader beside the bundle', async () => {
    const rules = /functions\/core\/assessment\/(lexicon|built-in-assessor|danger-signs)\.ts$/;
    expect((await graph('TranscriptionFinished')).inputs.filter((p) => rules.test(p))).toEqual([]);
    const meta = await houseBundle(join(REPO_ROOT, functionEntry('Webhooks')), join(tmpdir(), 'Webhooks.mjs'), false, functionBundling('Webhooks'));
    const reaching = Object.entries(meta.inputs).flatMap(([file, input]) =>
      input.imports.filter((i) => i.path.endsWith('functions/core/assessment/load-assessors-beside.ts')).map((i) => `${i.kind} from ${file}`),
    );
    expect(reaching).toEqual(['import-statement from functions/core/check-in/call-webhooks.ts']);
  });

  // A step's function runs only its own step: its bundle holds its own step's module and none of the
  // others', whose imports are left as written, dynamic, and only in the step table.
  it.each(Object.keys(WORKFLOW_STEPS) as (keyof typeof WORKFLOW_STEPS)[])('%s bundles its own step and leaves the others out, reached only by the step table\'s lazy imports', async (fn) => {
    const meta = await houseBundle(join(REPO_ROOT, functionEntry(fn)), join(tmpdir(), `${fn}.mjs`), false, functionBundling(fn));
    const left = Object.entries(meta.inputs).flatMap(([file, input]) =>
      input.imports.filter((i) => i.external && i.path.startsWith('.')).map((i) => `${i.kind} ${i.path} from ${file}`),
    );
    const others = functionBundling(fn)!.external!;
    expect(left.sort()).toEqual(others.map((m) => `dynamic-import ${m} from functions/core/check-in/steps.ts`).sort());
    expect(others).toHaveLength(Object.keys(WORKFLOW_STEPS).length - 1);
    const stepFiles = Object.keys(meta.inputs).filter((p) => others.some((m) => p === `functions/core/check-in/${m.slice(2)}`));
    expect(stepFiles).toEqual([]);
    const own = Object.keys(meta.inputs).filter((p) => /^functions\/core\/check-in\/[\w-]+\.ts$/.test(p) && meta.inputs['functions/core/check-in/steps.ts']!.imports.some((i) => i.path === p));
    expect(own, `${fn}'s own step module is bundled`).toHaveLength(1);
  });

  it.each(FUNCTION_NAMES)('%s composes exactly its capabilities and imports only their SDK clients', async (fn) => {
    const { sdk, capabilities, inputs } = await graph(fn);
    expect(capabilities).toEqual([...FUNCTION_CAPABILITIES[fn]].sort() as CapabilityName[]);
    expect(sdk).toEqual(allowedSdk(fn));
    // No bundle holds an assessor, its phrase rules or the Spanish and French phrase tables: the
    // functions that read a transcript now and then load the assessor from a module beside the
    // bundle (core/assessment/load-assessors-beside.ts), which loads the tables beside it. Exactly
    // those functions' packages are built with those modules, and those that load the check-in
    // assessor carry the word models it reads.
    const assessment = /functions\/core\/assessment\/(lexicon|danger-signs|built-in-assessor|assess-check-in|languages\/(es|fr|tables-beside))\.ts$/;
    expect(inputs.filter((p) => assessment.test(p)), fn).toEqual([]);
    const loadsAssessors = inputs.some((p) => p.endsWith('functions/core/assessment/load-assessors-beside.ts'));
    expect([fn, loadsAssessors], 'a bundle that loads an assessor is built with it, and only such a bundle').toEqual([fn, !!FUNCTION_BESIDE_MODULES[fn]]);
    const checkIn = Object.keys(FUNCTION_BESIDE_MODULES[fn] ?? {}).includes(ASSESSOR_FILES.checkIn.file);
    expect([fn, FUNCTION_FILES[fn] ?? []]).toEqual([fn, checkIn ? WORD_MODEL_FILES : []]);
  });
});
