// Phone numbers are stored in E.164 (docs/schedules-and-time.md) and shown formatted.
// Numbers typed without a country code are read as North American (+1).

/** Why a typed phone number cannot be turned into E.164; the schemas map each to a message. */
export type PhoneProblem = 'too-short' | 'too-long' | 'no-country-code';

// Spaces, dashes, dots and parentheses are how people write numbers, not part of the number.
const SEPARATORS = /[\s\-.()]/g;
const E164_MAX_DIGITS = 15;

export type PhoneReading = { ok: true; e164: string } | { ok: false; problem: PhoneProblem };

/** Reads a typed number and says what is wrong with it, for messages that help the user fix it. */
export function readPhone(input: string): PhoneReading {
  const compact = input.trim().replace(SEPARATORS, '');
  const international = compact.startsWith('+') || compact.startsWith('00');
  const digits = compact.startsWith('+') ? compact.slice(1) : compact.startsWith('00') ? compact.slice(2) : compact;
  // Letters or a second "+" make it something other than a phone number; "at least 10 digits"
  // is the message the product uses for that too.
  if (!/^\d*$/.test(digits)) return { ok: false, problem: 'too-short' };
  if (digits.length < 10) return { ok: false, problem: 'too-short' };
  if (digits.length > E164_MAX_DIGITS) return { ok: false, problem: 'too-long' };

  if (international) {
    // Country codes never start with 0.
    if (digits.startsWith('0')) return { ok: false, problem: 'no-country-code' };
    return { ok: true, e164: `+${digits}` };
  }
  if (digits.length === 10) return { ok: true, e164: `+1${digits}` };
  if (digits.length === 11 && digits.startsWith('1')) return { ok: true, e164: `+${digits}` };
  // Longer numbers typed without "+" already carry a country code, unless they start with a
  // national trunk prefix (0), which leaves the country unknown.
  if (digits.startsWith('0')) return { ok: false, problem: 'no-country-code' };
  return { ok: true, e164: `+${digits}` };
}

/** E.164 form of a typed number (`+15551234567`), or null when it cannot be one. */
export function normalizePhone(input: string): string | null {
  const reading = readPhone(input);
  return reading.ok ? reading.e164 : null;
}

/**
 * A number for display: North American numbers as `(555) 123-4567`, others as `+44 207 946 0958`
 * (plain groups; we keep no per-country table). Anything that is not a phone number comes back
 * unchanged, so the screen never shows less than what was stored.
 */
export function formatPhone(phone: string): string {
  const e164 = normalizePhone(phone);
  if (e164 === null) return phone;
  const digits = e164.slice(1);
  if (digits.length === 11 && digits.startsWith('1')) {
    return `(${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  const last = digits.slice(-4);
  const groups: string[] = [];
  for (let end = digits.length - 4; end > 0; end -= 3) groups.unshift(digits.slice(Math.max(0, end - 3), end));
  return `+${[...groups, last].join(' ')}`;
}

// docs/safety.md: the number a person is told to call, by the country of their phone.
// +1 is the whole North American Numbering Plan (US, Canada, much of the Caribbean): 911.
const EMERGENCY_NUMBERS: readonly (readonly [prefix: string, number: string])[] = [
  ['+1', '911'],
  ['+44', '999'],
  ['+61', '000'],
  ['+64', '111'],
];

/** The local emergency number for an E.164 phone; 112 (which works across Europe and on GSM phones) elsewhere. */
export function emergencyNumber(e164: string): string {
  return EMERGENCY_NUMBERS.find(([prefix]) => e164.startsWith(prefix))?.[1] ?? '112';
}
