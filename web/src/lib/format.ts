// How dates, durations and statuses read on screen (docs/screens-and-data.md, "Screens and routes").
import type { HealthStatus } from '@/shared/api-types.ts';

const callTimeParts = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** 'Jan 5, 2025 3:04 PM' in the reader's own timezone, or 'N/A'. */
export function formatCallTime(iso: string | undefined | null): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    callTimeParts.formatToParts(date).find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('day')}, ${part('year')} ${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase()}`;
}

/** Seconds as minutes:seconds ('2:05'), or 'N/A'. */
export function formatDuration(seconds: number | undefined | null): string {
  if (seconds === undefined || seconds === null || !Number.isFinite(seconds) || seconds < 0) return 'N/A';
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** '09:00' as '9:00 AM'. */
export function formatTimeOfDay(timeOfDay: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(timeOfDay);
  if (!match) return timeOfDay;
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]} ${suffix}`;
}

/** 'America/New_York' as 'America/New York'. */
export const formatTimezone = (timezone: string): string => timezone.replaceAll('_', ' ');

const nextCallFormatters = new Map<string, Intl.DateTimeFormat>();

/** A schedule's next call as the called person reads it: 'Mon, Jan 6, 2025, 9:00 AM EST'. */
export function formatInZone(iso: string, timezone: string): string {
  let formatter = nextCallFormatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    nextCallFormatters.set(timezone, formatter);
  }
  return formatter.format(new Date(iso)).replace(/[\u202f\u00a0]/g, ' ');
}

/** 'no-answer' as 'No-answer', 'answered' as 'Answered'; other values as they are, capitalised. */
export const capitalise = (text: string): string => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export const HEALTH_LABELS: Record<HealthStatus, string> = {
  good: 'Good',
  concerning: 'Concerning',
  emergency: 'Emergency',
  unknown: 'Unknown',
};

/** good, concerning and emergency as they are; anything else (or nothing) is unknown. */
export function healthOf(value: string | undefined | null): HealthStatus {
  return value === 'good' || value === 'concerning' || value === 'emergency' ? value : 'unknown';
}
