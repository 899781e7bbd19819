// The one price table of a check-in (docs/unit-cost.md): public list prices, US, pay as you go, no
// volume discount, each with the date it was read and where. `npm run bench` prices what the local
// twin measured with it. When a provider changes a price, change the line and its date here.

export interface Price {
  /** US dollars per `unit`. */
  usd: number;
  unit: string;
  /** When the figure was read (YYYY-MM-DD). */
  asOf: string;
  source: string;
  /** Anything that makes the figure less than certain. */
  note?: string;
}

const TWILIO_VOICE = 'twilio.com/en-us/voice/pricing/us';
const TWILIO_SMS = 'twilio.com/en-us/sms/pricing/us';

export const PRICES = {
  // --- Twilio (telephony) ---
  voiceOutboundMinute: { usd: 0.014, unit: 'minute of an outbound call to a US number, rounded up per call', asOf: '2026-11-23', source: TWILIO_VOICE },
  speechRecognition15s: { usd: 0.02, unit: '15 s of <Gather input="speech"> listening, rounded up per gather', asOf: '2026-11-23', source: TWILIO_VOICE },
  recordingMinute: { usd: 0.0025, unit: 'minute recorded', asOf: '2026-11-23', source: TWILIO_VOICE, note: 'storage at Twilio not counted: CareCall deletes it once copied' },
  answeringMachineDetection: { usd: 0.0075, unit: 'call placed with MachineDetection', asOf: '2026-11-23', source: 'twilio.com/docs/voice/answering-machine-detection' },
  textToSpeech100Chars: {
    usd: 0.0008,
    unit: '100 characters spoken by <Say> with an Amazon Polly neural voice',
    asOf: '2026-11-23',
    source: 'twilio.com/docs/voice/twiml/say/text-speech; ' + TWILIO_VOICE,
    note: 'basic and Polly standard voices are included in the minute; neural voices (what the call uses) priced per character: confirm on the pricing page',
  },
  smsSegment: { usd: 0.0083, unit: 'outbound SMS segment, US long code', asOf: '2026-11-23', source: TWILIO_SMS },
  smsCarrierFee: { usd: 0.0035, unit: 'carrier pass-through fee per segment (AT&T 10DLC, the highest of the large carriers)', asOf: '2026-11-23', source: TWILIO_SMS },

  // --- AWS (us-east-1) ---
  transcribeMinute: { usd: 0.024, unit: 'minute of Amazon Transcribe batch (per second, 15 s minimum)', asOf: '2026-11-23', source: 'aws.amazon.com/transcribe/pricing (tier 1)' },
  // The default model (DEFAULT_BEDROCK_MODEL_ID, infra/carecall-app.ts): Claude Haiku 4.5 through the US
  // cross-region inference profile, which keeps the transcript in the US. From Sonnet 4.5 on, a
  // geographic profile costs 10% more than the global one ($1 / $5 per million tokens).
  bedrockDefaultModelInput1k: {
    usd: 0.0011,
    unit: '1k input tokens, Claude Haiku 4.5 (the default model, us. inference profile)',
    asOf: '2026-11-27',
    source: 'aws.amazon.com/bedrock/pricing; platform.claude.com/docs (Claude on Amazon Bedrock: regional and multi-region endpoints +10%)',
  },
  bedrockDefaultModelOutput1k: {
    usd: 0.0055,
    unit: '1k output tokens, Claude Haiku 4.5 (the default model, us. inference profile)',
    asOf: '2026-11-27',
    source: 'aws.amazon.com/bedrock/pricing; platform.claude.com/docs (Claude on Amazon Bedrock: regional and multi-region endpoints +10%)',
  },
  bedrockSonnetInput1k: { usd: 0.003, unit: '1k input tokens, Claude 3.5 Sonnet (if configured instead)', asOf: '2026-11-23', source: 'aws.amazon.com/bedrock/pricing' },
  bedrockSonnetOutput1k: { usd: 0.015, unit: '1k output tokens, Claude 3.5 Sonnet', asOf: '2026-11-23', source: 'aws.amazon.com/bedrock/pricing' },
  lambdaRequest: { usd: 0.2 / 1_000_000, unit: 'request', asOf: '2026-11-23', source: 'aws.amazon.com/lambda/pricing' },
  lambdaGbSecondArm: { usd: 0.0000133334, unit: 'GB-second, arm64', asOf: '2026-11-23', source: 'aws.amazon.com/lambda/pricing' },
  stepFunctionsTransition: { usd: 0.025 / 1000, unit: 'Standard workflow state transition', asOf: '2026-11-23', source: 'aws.amazon.com/step-functions/pricing' },
  dynamoWrite: { usd: 0.625 / 1_000_000, unit: 'on-demand write request unit', asOf: '2026-11-23', source: 'aws.amazon.com/dynamodb/pricing/on-demand' },
  dynamoRead: { usd: 0.125 / 1_000_000, unit: 'on-demand read request unit', asOf: '2026-11-23', source: 'aws.amazon.com/dynamodb/pricing/on-demand' },
  schedulerInvocation: { usd: 1 / 1_000_000, unit: 'EventBridge Scheduler invocation (14M a month free)', asOf: '2026-11-23', source: 'aws.amazon.com/eventbridge/pricing' },
  s3Put: { usd: 0.005 / 1000, unit: 'S3 PUT (the recording copy)', asOf: '2026-11-23', source: 'aws.amazon.com/s3/pricing' },
  s3GbMonth: { usd: 0.023, unit: 'GB-month S3 Standard (recordings kept 90 days)', asOf: '2026-11-23', source: 'aws.amazon.com/s3/pricing' },
  sesEmail: { usd: 0.1 / 1000, unit: 'email sent by SES', asOf: '2026-11-23', source: 'aws.amazon.com/ses/pricing' },
} as const satisfies Record<string, Price>;

export type PriceName = keyof typeof PRICES;
