import { createHash, randomBytes } from 'node:crypto';

// Ids are opaque to clients. Inside, they sort by creation time (a ULID-like layout: 10 characters
// of milliseconds, then 16 random ones), so call logs keyed by id read newest first and a time
// range maps to an id range.
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const TIME_LENGTH = 10;

export function encodeTime(ms: number): string {
  let out = '';
  let rest = Math.max(0, Math.floor(ms));
  for (let i = 0; i < TIME_LENGTH; i++) {
    out = ALPHABET[rest % 32] + out;
    rest = Math.floor(rest / 32);
  }
  return out;
}

export function newId(at: Date = new Date()): string {
  const bytes = randomBytes(16);
  let random = '';
  for (const b of bytes) random += ALPHABET[b % 32];
  return encodeTime(at.getTime()) + random;
}

/** Smallest and largest ids that can be created within [from, to] (inclusive, millisecond precision). */
export function idRange(from: Date, to: Date): { lowest: string; highest: string } {
  return { lowest: encodeTime(from.getTime()), highest: `${encodeTime(to.getTime())}~` };
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The same id every time for the same moment and key: a retried step (the same scheduled slot)
 * writes the same record instead of a second one.
 */
export function stableId(at: Date, key: string): string {
  const digest = createHash('sha256').update(key).digest();
  let rest = '';
  for (let i = 0; i < 16; i++) rest += ALPHABET[digest[i]! % 32];
  return encodeTime(at.getTime()) + rest;
}

const OPAQUE_ID = /^[0-9a-hjkmnp-tv-z]{26}$/;

/**
 * True for an id this service could have made (newId, stableId). Anything else (too long, other
 * characters, not a string) cannot name a record of ours: callers answer "not found" without
 * asking the table, whose keys could not hold it anyway.
 */
export function isOpaqueId(value: unknown): value is string {
  return typeof value === 'string' && OPAQUE_ID.test(value);
}
