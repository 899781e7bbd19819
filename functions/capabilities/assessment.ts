import { withFallback } from '../adapters/bedrock/assessor-with-fallback.ts';
import { bedrockAssessorFromEnv } from '../adapters/bedrock/bedrock-assessor.ts';
import { compose, type Capability } from '../composition.ts';
import type { AssessmentPort } from '../core/ports/assessment.ts';
import { loadCheckInAssessor } from '#assessors';

/**
 * The built-in assessor, loaded the first time Bedrock fails (in a Lambda, from a file beside the bundle): its phrase
 * tables and word model would otherwise add to every AssessWellbeing cold start (infra/bench/lambda-bundles.ts).
 */
const builtInWhenNeeded: AssessmentPort = {
  assess: async (turns, call) => new (await loadCheckInAssessor()).BuiltInAssessor().assess(turns, call),
};

export const assessment: Capability<'assessor'> = {
  name: 'assessment',
  ports: ['assessor'],
  // Bedrock first; the built-in rules answer whenever it fails, so an emergency is never missed.
  create: (env) => ({ assessor: withFallback(bedrockAssessorFromEnv(env), builtInWhenNeeded) }),
};
compose(assessment);
