// The check-in workflow's and webhooks' adapters come from the same per-function composition as
// the API's (functions/composition.ts): each entry imports the capabilities its role is granted
// (functions/capabilities/), so RecordOutcome, say, never loads Twilio or Bedrock code.
export { getCheckInDeps, useCheckInDeps } from './composition.ts';
