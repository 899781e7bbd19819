import { beforeAll, describe, expect, it } from 'vitest';
import { WORKFLOW_STEPS, WORKFLOW_TASK_NAMES, type WorkflowStep } from '@/functions/core/check-in/steps.ts';
import { FUNCTION_CAPABILITIES, FUNCTION_BESIDE_MODULES, FUNCTION_FILES, functionBundling, functionEntry } from '@/functions/capabilities/table.ts';
import { WORKFLOW_STEP_ENTRY } from '@/functions/workflow/tasks.ts';
import { taskOfEachState } from '../local/workflow/local-check-in.ts';
import { synthesiseCheckInDefinition } from '../local/workflow/synthesise-check-in.ts';
import type { AslDefinition } from '../local/workflow/template-to-asl.ts';
import { synthApp, type SynthesisedApp } from '../test-support/synth-app.ts';
import { logicalIdOf, resourcesOfType } from '../test-support/templates.ts';
import { taskFunctionId } from './task-function-id.ts';

// The step table (functions/core/check-in/steps.ts) is the one list of workflow steps: the cloud
// definition, the stack's functions and the local twin must name exactly its steps, no more, no fewer.
describe('the workflow steps, named once', () => {
  let synthesised: SynthesisedApp;
  let definition: AslDefinition;
  const steps = [...WORKFLOW_TASK_NAMES].sort();

  beforeAll(() => {
    // Prepare + Act: one offline synthesis of the whole app, as `cdk synth` builds it.
    synthesised = synthApp({ stage: 'test', callerNumber: '+15550100200' });
    // The definition as the cloud's template holds it, turned into ASL as the local twin reads it.
    definition = synthesiseCheckInDefinition();
  });

  it("the definition's Task states invoke exactly the step table's functions, each at least once", () => {
    const invoked = new Set(Object.values(taskOfEachState(definition)));
    expect([...invoked].sort()).toEqual(steps);
    // A step with one Task state gives the state its name, as the on-call engineer reads it.
    for (const name of ['BeginCheckIn', 'PlaceCall', 'AssessWellbeing', 'RecordOutcome', 'FindNextContact', 'CallContact', 'TextAllContacts'] as const) {
      expect(taskOfEachState(definition)[name], name).toBe(name);
    }
  });

  it("the stack builds one function per step, from the step's handler, and no other task function", () => {
    const workflow = synthesised.stacks.workflow.checkInWorkflow;
    expect([...workflow.taskFunctions.keys()].sort()).toEqual(steps);
    const lambdas = [...resourcesOfType(synthesised.template(synthesised.stacks.workflow), 'AWS::Lambda::Function').keys()];
    for (const name of WORKFLOW_TASK_NAMES) {
      const fn = workflow.taskFunctions.get(name)!;
      expect(logicalIdOf(fn), name).toMatch(new RegExp(`${taskFunctionId(name)}[0-9A-F]{8}$`));
      expect(lambdas).toContain(logicalIdOf(fn));
      // Each step's timeout is the table's (the house default otherwise).
      const step: WorkflowStep = WORKFLOW_STEPS[name];
      const timeout = step.timeoutSeconds;
      if (timeout) expect((synthesised.template(synthesised.stacks.workflow).toJSON().Resources[logicalIdOf(fn)].Properties as { Timeout: number }).Timeout, name).toBe(timeout);
    }
  });

  it("the local twin maps every Task state to a step of the table, by the function the state invokes", () => {
    const map = taskOfEachState(definition);
    const taskStates = Object.entries(definition.States).filter(([, s]) => s.Type === 'Task').map(([state]) => state);
    expect(Object.keys(map).sort()).toEqual(taskStates.sort());
    expect([...new Set(Object.values(map))].sort()).toEqual(steps);
  });

  it("each step's function is the one step entry, built with the step's name and the table's capabilities", async () => {
    const { stepHandler } = await import('@/functions/workflow/task-handler.ts');
    for (const name of WORKFLOW_TASK_NAMES) {
      expect(functionEntry(name)).toBe(WORKFLOW_STEP_ENTRY);
      expect(functionBundling(name)).toEqual({
        inject: WORKFLOW_STEPS[name].capabilities.map((c) => `functions/capabilities/${c}.ts`),
        define: { 'process.env.WORKFLOW_STEP': JSON.stringify(name) },
        // The other steps' modules (function-capabilities.test.ts checks what that leaves in the bundle).
        external: expect.arrayContaining([]),
        ...(FUNCTION_FILES[name] ? { files: FUNCTION_FILES[name] } : {}),
        ...(FUNCTION_BESIDE_MODULES[name] ? { besideModules: FUNCTION_BESIDE_MODULES[name] } : {}),
      });
      expect(FUNCTION_CAPABILITIES[name]).toEqual(WORKFLOW_STEPS[name].capabilities);
      expect(typeof stepHandler(name)).toBe('function');
    }
    // A function built without a step's name (or with an unknown one) fails at its cold start.
    expect(() => stepHandler(undefined)).toThrow('No workflow step named undefined');
    expect(() => stepHandler('PlaceCalls')).toThrow('No workflow step named PlaceCalls');
  });
});
