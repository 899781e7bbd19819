import { withFallback } from '../adapters/bedrock/assessor-with-fallback.ts';
import { bedrockAssessorFromEnv } from '../adapters/bedrock/bedrock-assessor.ts';
import { compose, type Capability } from '../composition.ts';
import { BuiltInAssessor } from '../core/assessment/built-in-assessor.ts';

export const assessment: Capability<'assessor'> = {
  name: 'assessment',
  ports: ['assessor'],
  // Bedrock first; the built-in rules answer whenever it fails, so an emergency is never missed.
  create: (env) => ({ assessor: withFallback(bedrockAssessorFromEnv(env), new BuiltInAssessor()) }),
};
compose(assessment);
