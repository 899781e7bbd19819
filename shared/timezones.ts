// Fixed timezone lists: one for schedules (docs/screens-and-data.md, "Defaults and limits", about 70 zones, UTC first) and one
// for the /timezone-test tool (about 75 zones). Fixed lists keep the picker short and every entry
// known to work with Intl and Temporal; a test checks both.

export const SCHEDULE_TIMEZONES = [
  'UTC',
  // Americas
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Toronto',
  'America/Vancouver',
  'America/Edmonton',
  'America/Winnipeg',
  'America/Halifax',
  'America/St_Johns',
  'America/Mexico_City',
  'America/Bogota',
  'America/Lima',
  'America/Caracas',
  'America/Santiago',
  'America/Sao_Paulo',
  'America/Argentina/Buenos_Aires',
  'America/Havana',
  // Europe
  'Europe/London',
  'Europe/Lisbon',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Madrid',
  'Europe/Rome',
  'Europe/Amsterdam',
  'Europe/Stockholm',
  'Europe/Warsaw',
  'Europe/Athens',
  'Europe/Helsinki',
  'Europe/Kyiv',
  'Europe/Istanbul',
  'Europe/Moscow',
  // Asia
  'Asia/Dubai',
  'Asia/Tehran',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Jakarta',
  'Asia/Singapore',
  'Asia/Manila',
  'Asia/Hong_Kong',
  'Asia/Shanghai',
  'Asia/Taipei',
  'Asia/Seoul',
  'Asia/Tokyo',
  'Asia/Jerusalem',
  'Asia/Beirut',
  // Africa
  'Africa/Cairo',
  'Africa/Casablanca',
  'Africa/Lagos',
  'Africa/Nairobi',
  'Africa/Johannesburg',
  // Australia
  'Australia/Perth',
  'Australia/Darwin',
  'Australia/Adelaide',
  'Australia/Brisbane',
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Lord_Howe',
  // Pacific
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Fiji',
  'Pacific/Tongatapu',
  'Pacific/Kiritimati',
] as const;

export type ScheduleTimezone = (typeof SCHEDULE_TIMEZONES)[number];

// The test tool lists the schedule zones plus a few more unusual ones, so support can check an
// edge case (half-hour offsets, no DST, the date line) without it being offered for schedules.
export const TIMEZONE_TEST_ZONES = [
  ...SCHEDULE_TIMEZONES,
  'America/Adak',
  'America/Nuuk',
  'Atlantic/Azores',
  'Australia/Eucla',
  'Pacific/Marquesas',
] as const;

export type TimezoneTestZone = (typeof TIMEZONE_TEST_ZONES)[number];

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * A picker label such as `America/New York (GMT-05:00)`. The offset is the one in force at `at`,
 * so a label shown in winter says winter time.
 */
export function timezoneLabel(timezone: string, at: Date = new Date()): string {
  let formatter = offsetFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timezone, formatter);
  }
  const offset = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? '';
  // Intl writes UTC itself as plain "GMT"; spell the offset out so every label looks alike.
  const shown = offset === 'GMT' ? 'GMT+00:00' : offset;
  return `${timezone.replaceAll('_', ' ')} (${shown})`;
}
