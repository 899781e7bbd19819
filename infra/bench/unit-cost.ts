import { PRICES } from './prices.ts';

// The whole cost of one check-in, itemised, from what it used (docs/unit-cost.md). The usage comes
// from a run on the local twin (check-in-cost.ts): the calls placed, what was said and heard on
// them, the texts sent, the workflow's states and Lambdas and DynamoDB requests. Durations are not
// real on the twin (its clock is scaled), so a call's length is modelled from what was said in it.

/** Speaking rate of the <Say> voices, characters a second (about 150 words a minute). */
export const TTS_CHARS_PER_SECOND = 15;
/** A person's answer, with the pause before it, in seconds. */
export const SECONDS_PER_ANSWER = 5;
/** Tokens of one Bedrock assessment (prompt with the transcript; the JSON answer). */
export const ASSESSMENT_TOKENS = { input: 1_000, output: 250 };
/** Lambda: 512 MB, 150 ms average per invocation (the house function settings). */
export const LAMBDA_GB_SECONDS = 0.5 * 0.15;
/** WAV at 8 kHz mono: about 1 MB a minute; recordings are kept 90 days (3 months). */
const RECORDING_MB_PER_MINUTE = 0.96;

export interface PlacedCall {
  /** A person or a machine picked up (unanswered ringing is not billed, AMD is). */
  answered: boolean;
  /** Characters CareCall said on the call. */
  spokenChars: number;
  /** <Gather input="speech"> turns: each answer, silence or repeat request heard. */
  speechGathers: number;
  /** The check-in is recorded; contact alerts are not. */
  recorded: boolean;
}

export interface CheckInUsage {
  calls: PlacedCall[];
  /** SMS segments sent (contact texts). */
  smsSegments: number;
  /** Seconds of recording sent to Transcribe (0 unless the rule says so: transcription-rule.ts). */
  transcribedSeconds: number;
  /** Whether Bedrock assessed the call. */
  assessed: boolean;
  aws: { states: number; lambdas: number; dynamoReads: number; dynamoWrites: number; schedulerInvocations: number; emails: number };
}

export interface CostLine {
  item: string;
  usd: number;
}

export const callSeconds = (call: PlacedCall) => (call.answered ? call.spokenChars / TTS_CHARS_PER_SECOND + call.speechGathers * SECONDS_PER_ANSWER : 0);

/** Every cost of the check-in, one line per kind, in US dollars at the table's prices. */
export function itemise(usage: CheckInUsage): CostLine[] {
  const answered = usage.calls.filter((c) => c.answered);
  const billedMinutes = answered.reduce((sum, c) => sum + Math.ceil(callSeconds(c) / 60), 0);
  const recordedMinutes = answered.filter((c) => c.recorded).reduce((sum, c) => sum + callSeconds(c) / 60, 0);
  // Each gather is billed in 15 s steps; an answer (or the 6 s timeout of a silence) fits in one.
  const speechSteps = answered.reduce((sum, c) => sum + c.speechGathers * Math.ceil(SECONDS_PER_ANSWER / 15), 0);
  const chars = answered.reduce((sum, c) => sum + c.spokenChars, 0);
  const transcribed = usage.transcribedSeconds > 0 ? Math.max(15, usage.transcribedSeconds) / 60 : 0;
  const lines: CostLine[] = [
    { item: `Twilio voice (${billedMinutes} min billed)`, usd: billedMinutes * PRICES.voiceOutboundMinute.usd },
    { item: `Twilio speech recognition (${speechSteps} x 15 s)`, usd: speechSteps * PRICES.speechRecognition15s.usd },
    { item: `Twilio recording (${recordedMinutes.toFixed(1)} min)`, usd: recordedMinutes * PRICES.recordingMinute.usd },
    { item: `Twilio answering-machine detection (${usage.calls.length} calls)`, usd: usage.calls.length * PRICES.answeringMachineDetection.usd },
    { item: `Text-to-speech (${chars} characters)`, usd: (chars / 100) * PRICES.textToSpeech100Chars.usd },
    { item: `SMS (${usage.smsSegments} segments, carrier fees included)`, usd: usage.smsSegments * (PRICES.smsSegment.usd + PRICES.smsCarrierFee.usd) },
    { item: `Amazon Transcribe (${transcribed.toFixed(1)} min)`, usd: transcribed * PRICES.transcribeMinute.usd },
    {
      item: `Bedrock Claude Haiku 4.5 (${usage.assessed ? `${ASSESSMENT_TOKENS.input} in / ${ASSESSMENT_TOKENS.output} out` : 'not assessed'})`,
      usd: usage.assessed
        ? (ASSESSMENT_TOKENS.input / 1000) * PRICES.bedrockDefaultModelInput1k.usd + (ASSESSMENT_TOKENS.output / 1000) * PRICES.bedrockDefaultModelOutput1k.usd
        : 0,
    },
    {
      item: `AWS: ${usage.aws.states} transitions, ${usage.aws.lambdas} Lambdas, DynamoDB ${usage.aws.dynamoReads} reads / ${usage.aws.dynamoWrites} writes, Scheduler, S3, SES`,
      usd:
        usage.aws.states * PRICES.stepFunctionsTransition.usd +
        usage.aws.lambdas * (PRICES.lambdaRequest.usd + LAMBDA_GB_SECONDS * PRICES.lambdaGbSecondArm.usd) +
        usage.aws.dynamoReads * PRICES.dynamoRead.usd +
        usage.aws.dynamoWrites * PRICES.dynamoWrite.usd +
        usage.aws.schedulerInvocations * PRICES.schedulerInvocation.usd +
        answered.filter((c) => c.recorded).length * PRICES.s3Put.usd +
        recordedMinutes * RECORDING_MB_PER_MINUTE * (3 / 1024) * PRICES.s3GbMonth.usd +
        usage.aws.emails * PRICES.sesEmail.usd,
    },
  ];
  return lines;
}

export const total = (lines: CostLine[]) => lines.reduce((sum, l) => sum + l.usd, 0);

/** SMS segments of one text: 160 GSM-7 characters (153 when split), 70 (67) with any other character. */
export function smsSegments(text: string): number {
  // The GSM-7 basic set, roughly: ASCII printable plus a few accented letters.
  const gsm = /^[\x20-\x7E\n\r£¥èéùìòÇØøÅåÄÖÑÜ§äöñüà€]*$/.test(text);
  const [single, multi] = gsm ? [160, 153] : [70, 67];
  return text.length <= single ? 1 : Math.ceil(text.length / multi);
}
