// The assessors as files of their own beside a Lambda bundle (load-assessors-beside.ts): the
// functions that read a transcript only now and then (the webhooks at an answer, AssessWellbeing when
// Bedrock fails, RecordOutcome when no assessment was stored) load them on first use instead of
// parsing them at every cold start.
export const ASSESSOR_FILES = {
  /** The phrase rules alone (built-in-assessor.ts): what the webhooks read each answer with. */
  builtIn: { file: 'built-in-assessor.mjs', source: 'functions/core/assessment/built-in-assessor.ts' },
  /** The phrase rules raised by the word model (assess-check-in.ts): a call's assessment. */
  checkIn: { file: 'assess-check-in.mjs', source: 'functions/core/assessment/assess-check-in.ts' },
} as const;
