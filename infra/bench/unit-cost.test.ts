import { describe, expect, it } from 'vitest';
import { DEFAULT_BEDROCK_MODEL_ID } from '../carecall-app.ts';
import { modelPrice } from './eval-assessor.ts';
import { PRICES } from './prices.ts';
import { callSeconds, itemise, smsSegments, total, type CheckInUsage } from './unit-cost.ts';

// The unit cost model (docs/unit-cost.md): a plain check-in as the local twin measures it (greeting,
// four questions, four answers, recorded, assessed) stays at or under $0.15 at the table's prices.

const plainCall = { answered: true, spokenChars: 384, speechGathers: 4, recorded: true };
const plain: CheckInUsage = {
  calls: [plainCall],
  smsSegments: 0,
  transcribedSeconds: 0,
  assessed: true,
  aws: { states: 12, lambdas: 14, dynamoReads: 40, dynamoWrites: 30, schedulerInvocations: 1, emails: 0 },
};

describe('unit cost', () => {
  it('prices a plain check-in, telephony included, at or under $0.15', () => {
    const lines = itemise(plain);
    expect(total(lines)).toBeLessThanOrEqual(0.15);
    // Telephony is most of it: voice and speech recognition come first.
    const byItem = Object.fromEntries(lines.map((l) => [l.item.replace(/ \(.*$/, ''), l.usd]));
    expect(byItem['Twilio speech recognition']).toBeCloseTo(4 * PRICES.speechRecognition15s.usd);
    expect(byItem['Twilio voice']).toBeCloseTo(PRICES.voiceOutboundMinute.usd);
    expect(byItem['Amazon Transcribe']).toBe(0);
  });

  it('adds Transcribe per minute of recording when the rule sends a call to it', () => {
    const withTranscribe = total(itemise({ ...plain, transcribedSeconds: callSeconds(plainCall) }));
    expect(withTranscribe - total(itemise(plain))).toBeCloseTo((callSeconds(plainCall) / 60) * PRICES.transcribeMinute.usd);
  });

  it('bills an unanswered call for answering-machine detection only, and texts per segment with carrier fees', () => {
    const lines = itemise({ ...plain, calls: [{ answered: false, spokenChars: 0, speechGathers: 0, recorded: true }], smsSegments: 2, assessed: false });
    const byItem = Object.fromEntries(lines.map((l) => [l.item.replace(/ \(.*$/, ''), l.usd]));
    expect(byItem['Twilio voice']).toBe(0);
    expect(byItem['Twilio answering-machine detection']).toBeCloseTo(PRICES.answeringMachineDetection.usd);
    expect(byItem['SMS']).toBeCloseTo(2 * (PRICES.smsSegment.usd + PRICES.smsCarrierFee.usd));
  });

  it('counts SMS segments as carriers do (160 GSM-7 characters, 70 otherwise)', () => {
    expect(smsSegments('a'.repeat(160))).toBe(1);
    expect(smsSegments('a'.repeat(161))).toBe(2);
    expect(smsSegments('Alerte CareCall : ' + 'é'.repeat(100))).toBe(1);
    expect(smsSegments('Rosa ✓ ' + 'a'.repeat(70))).toBe(2);
  });

  it('dates and sources every price', () => {
    for (const [name, price] of Object.entries(PRICES)) {
      expect(price.asOf, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(price.source, name).not.toBe('');
      expect(price.usd, name).toBeGreaterThan(0);
    }
  });
});

describe('the assessment line', () => {
  it('is priced at the default model: the price the model comparison gives DEFAULT_BEDROCK_MODEL_ID', () => {
    const price = modelPrice(DEFAULT_BEDROCK_MODEL_ID);
    expect(price).toBeDefined();
    expect(PRICES.bedrockDefaultModelInput1k.usd * 1000).toBeCloseTo(price?.inputPerMillion ?? 0, 9);
    expect(PRICES.bedrockDefaultModelOutput1k.usd * 1000).toBeCloseTo(price?.outputPerMillion ?? 0, 9);
  });
});

describe("the model comparison's prices", () => {
  it('charges a geographic profile of a model from Sonnet 4.5 on 10% over the global one, and older models one price', () => {
    expect(modelPrice('global.anthropic.claude-haiku-4-5-20251001-v1:0')).toEqual({ inputPerMillion: 1, outputPerMillion: 5 });
    expect(modelPrice('us.anthropic.claude-haiku-4-5-20251001-v1:0')?.inputPerMillion).toBeCloseTo(1.1, 9);
    expect(modelPrice('eu.anthropic.claude-sonnet-4-5-20250929-v1:0')?.outputPerMillion).toBeCloseTo(16.5, 9);
    expect(modelPrice('us.anthropic.claude-sonnet-4-20250514-v1:0')).toEqual({ inputPerMillion: 3, outputPerMillion: 15 });
    expect(modelPrice('us.anthropic.claude-3-5-haiku-20241022-v1:0')).toEqual({ inputPerMillion: 0.8, outputPerMillion: 4 });
    expect(modelPrice('some.unpriced-model')).toBeUndefined();
  });
});
