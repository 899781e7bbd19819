// How a simulated phone answers (docs/local-twin.md, "Phone simulator").

export const BEHAVIOURS = ['answer', 'no-answer', 'busy', 'voicemail', 'fail'] as const;
export type PhoneBehaviour = (typeof BEHAVIOURS)[number];

export interface PhoneSettings {
  behaviour: PhoneBehaviour;
  /** Spoken in order, one for each prompt that waits for speech; then the phone is silent. */
  replies: string[];
  /** Pressed in order, one entry for each prompt that waits for keys only (or when replies ran out). */
  digits: string[];
  /** False for a landline: the provider refuses texts to it (Twilio error 21614). */
  acceptsSms: boolean;
}

export const DEFAULT_PHONE: PhoneSettings = Object.freeze({ behaviour: 'answer', replies: [], digits: [], acceptsSms: true }) as PhoneSettings;

const E164 = /^\+[1-9]\d{6,14}$/;
const KEYS = /^[0-9*#]+$/;
const MAX_ITEMS = 50;
const MAX_REPLY_LENGTH = 1000;
const MAX_KEYS = 20;

export function isE164(value: string): boolean {
  return E164.test(value);
}

/**
 * The key a number is filed under: E.164 as given, or a North American number written without its
 * country code (`4165550142`, `(416) 555-0142`) read as +1. Anything else is kept as written.
 */
export function phoneKey(number: string): string {
  const trimmed = number.trim();
  const digits = trimmed.replace(/[\s().-]/g, '');
  if (E164.test(digits)) return digits;
  if (/^[2-9]\d{9}$/.test(digits)) return `+1${digits}`;
  if (/^1[2-9]\d{9}$/.test(digits)) return `+${digits}`;
  return trimmed;
}

export type FieldErrors = Record<string, string[]>;

export type SettingsResult = { ok: true; value: PhoneSettings } | { ok: false; message: string; errors: FieldErrors };

const SPELLINGS: Record<string, string> = { behavior: 'behaviour', reply: 'replies', digit: 'digits', keys: 'digits' };

/**
 * Validates a `PUT /__sim/phones/{e164}` body. `behaviour` defaults to "answer", `replies` and
 * `digits` to none; unknown fields are refused so that a misspelt `behavior` cannot silently
 * leave a phone answering.
 */
export function parsePhoneSettings(body: unknown): SettingsResult {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The phone settings must be a JSON object.', errors: { body: ['Send a JSON object with behaviour, replies and digits.'] } };
  }
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) {
    if (key === 'behaviour' || key === 'replies' || key === 'digits' || key === 'acceptsSms') continue;
    const meant = SPELLINGS[key];
    add(key, meant ? `Unknown field. Did you mean "${meant}"?` : 'Unknown field. Allowed: behaviour, replies, digits, acceptsSms.');
  }
  if (input.acceptsSms !== undefined && typeof input.acceptsSms !== 'boolean') add('acceptsSms', 'acceptsSms must be true or false.');

  let behaviour: PhoneBehaviour = 'answer';
  if (input.behaviour !== undefined) {
    if (typeof input.behaviour === 'string' && (BEHAVIOURS as readonly string[]).includes(input.behaviour)) {
      behaviour = input.behaviour as PhoneBehaviour;
    } else {
      add('behaviour', `Behaviour must be one of: ${BEHAVIOURS.join(', ')}.`);
    }
  }

  const list = (field: 'replies' | 'digits', check: (item: string) => string | undefined): string[] => {
    const value = input[field];
    if (value === undefined) return [];
    if (!Array.isArray(value)) {
      add(field, `${field === 'replies' ? 'Replies' : 'Digits'} must be a list of strings.`);
      return [];
    }
    if (value.length > MAX_ITEMS) add(field, `At most ${MAX_ITEMS} entries.`);
    value.forEach((item, index) => {
      const problem = typeof item === 'string' ? check(item) : 'must be a string';
      if (problem) add(field, `Entry ${index + 1} ${problem}.`);
    });
    return value.filter((v): v is string => typeof v === 'string');
  };
  const replies = list('replies', (reply) => {
    if (!reply.trim()) return 'is empty (leave it out to stay silent)';
    if (reply.length > MAX_REPLY_LENGTH) return `is longer than ${MAX_REPLY_LENGTH} characters`;
    return undefined;
  });
  const digits = list('digits', (keys) =>
    KEYS.test(keys) && keys.length <= MAX_KEYS ? undefined : `must be phone keys (0-9, * or #), at most ${MAX_KEYS}`,
  );

  if (Object.keys(errors).length) return { ok: false, message: 'The phone settings are not valid.', errors };
  return { ok: true, value: { behaviour, replies: replies.map((r) => r.trim()), digits, acceptsSms: input.acceptsSms !== false } };
}

/** The provider account's settings (`PUT /__sim/settings`). */
export interface SimulatorSettings {
  /** Calls dialled per second; faster requests wait in the queue. null: no limit. */
  callsPerSecond: number | null;
}

export const DEFAULT_SIMULATOR_SETTINGS: Readonly<SimulatorSettings> = Object.freeze({ callsPerSecond: null });

export type SimulatorSettingsResult = { ok: true; value: SimulatorSettings } | { ok: false; message: string; errors: FieldErrors };

/** Validates a `PUT /__sim/settings` body: `callsPerSecond` a positive number, or null for no limit. */
export function parseSimulatorSettings(body: unknown): SimulatorSettingsResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { ok: false, message: 'The settings must be a JSON object.', errors: { body: ['Send a JSON object such as {"callsPerSecond": 1}.'] } };
  }
  const errors: FieldErrors = {};
  const input = body as Record<string, unknown>;
  for (const key of Object.keys(input)) if (key !== 'callsPerSecond') errors[key] = ['Unknown field. Allowed: callsPerSecond.'];
  const rate = input.callsPerSecond;
  if (rate !== undefined && rate !== null && !(typeof rate === 'number' && Number.isFinite(rate) && rate > 0)) {
    errors.callsPerSecond = ['Calls per second must be a positive number, or null for no limit.'];
  }
  if (Object.keys(errors).length) return { ok: false, message: 'The settings are not valid.', errors };
  return { ok: true, value: { callsPerSecond: typeof rate === 'number' ? rate : null } };
}
