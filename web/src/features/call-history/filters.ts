// The Filter Results rules of the call history (docs/screens-and-data.md, "Screens and routes", docs/schedules-and-time.md): periods in
// the reader's own timezone, weeks starting on Sunday, whole-day bounds (00:00 to 23:59:59.999),
// and the call-status filter applied (the previous version ignored it).
import type { CallLog, CallStatus, HealthStatus } from '@/shared/api-types.ts';
import { healthOf } from '../../lib/format.ts';

export const PERIODS = [
  { value: 'today', label: 'Today' },
  { value: 'this-week', label: 'This week' },
  { value: 'this-month', label: 'This month' },
  { value: 'last-week', label: 'Last week' },
  { value: 'last-month', label: 'Last month' },
  { value: 'last-30-days', label: 'Last 30 days' },
  { value: 'custom', label: 'Custom range' },
] as const;
export type Period = (typeof PERIODS)[number]['value'];

export const STATUS_OPTIONS = [
  { value: 'all', label: 'All statuses' },
  { value: 'answered', label: 'Answered' },
  { value: 'no-answer', label: 'No answer' },
  { value: 'initiated', label: 'Initiated (in progress)' },
  { value: 'failed', label: 'Failed' },
] as const satisfies readonly { value: 'all' | CallStatus; label: string }[];

export const HEALTH_OPTIONS = [
  { value: 'all', label: 'All health statuses' },
  { value: 'good', label: 'Good' },
  { value: 'concerning', label: 'Concerning' },
  { value: 'emergency', label: 'Emergency' },
  { value: 'unknown', label: 'Unknown' },
] as const satisfies readonly { value: 'all' | HealthStatus; label: string }[];

export interface HistoryFilters {
  status: 'all' | CallStatus;
  health: 'all' | HealthStatus;
  period: Period;
  /** Local calendar days, YYYY-MM-DD; for periods other than custom they show the period's days. */
  from: string;
  to: string;
  /** Part of the called number. */
  phone: string;
}

/** A local date as YYYY-MM-DD. */
export function toDay(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** YYYY-MM-DD at local midnight; undefined when it is not a date. */
function fromDay(day: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return undefined;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 0, 0, 0, 0);
const endOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** The first and last calendar day of a period that is not custom. Weeks start on Sunday. */
export function periodDays(period: Exclude<Period, 'custom'>, now: Date): { first: Date; last: Date } {
  const today = startOfDay(now);
  const sunday = addDays(today, -today.getDay());
  switch (period) {
    case 'today':
      return { first: today, last: today };
    case 'this-week':
      return { first: sunday, last: addDays(sunday, 6) };
    case 'last-week':
      return { first: addDays(sunday, -7), last: addDays(sunday, -1) };
    case 'this-month':
      return { first: new Date(today.getFullYear(), today.getMonth(), 1), last: new Date(today.getFullYear(), today.getMonth() + 1, 0) };
    case 'last-month':
      return { first: new Date(today.getFullYear(), today.getMonth() - 1, 1), last: new Date(today.getFullYear(), today.getMonth(), 0) };
    case 'last-30-days':
      // Today and the 29 days before it.
      return { first: addDays(today, -29), last: today };
  }
}

/** The instants a filter covers: from 00:00 of its first day to 23:59:59.999 of its last. */
export function filterBounds(filters: Pick<HistoryFilters, 'period' | 'from' | 'to'>, now: Date): { from?: Date; to?: Date } {
  if (filters.period !== 'custom') {
    const { first, last } = periodDays(filters.period, now);
    return { from: startOfDay(first), to: endOfDay(last) };
  }
  const first = fromDay(filters.from);
  const last = fromDay(filters.to);
  return { from: first && startOfDay(first), to: last && endOfDay(last) };
}

/** The filters the screen starts with, and Clear All returns to: all, all, last 30 days. */
export function defaultFilters(now: Date): HistoryFilters {
  return withPeriod({ status: 'all', health: 'all', period: 'last-30-days', from: '', to: '', phone: '' }, 'last-30-days', now);
}

/** Chooses a period; the date boxes then show its days (custom keeps the dates as they are). */
export function withPeriod(filters: HistoryFilters, period: Period, now: Date): HistoryFilters {
  if (period === 'custom') return { ...filters, period };
  const { first, last } = periodDays(period, now);
  return { ...filters, period, from: toDay(first), to: toDay(last) };
}

/** Editing a date switches the period to custom range. */
export function withDate(filters: HistoryFilters, which: 'from' | 'to', day: string): HistoryFilters {
  return { ...filters, period: 'custom', [which]: day };
}

const digits = (text: string) => text.replace(/\D/g, '');

function matchesPhone(phoneNumber: string, query: string): boolean {
  const wanted = query.trim();
  if (!wanted) return true;
  const wantedDigits = digits(wanted);
  if (wantedDigits) return digits(phoneNumber).includes(wantedDigits);
  return phoneNumber.toLowerCase().includes(wanted.toLowerCase());
}

/** The calls that pass every filter, in the order given. */
export function applyFilters(logs: readonly CallLog[], filters: HistoryFilters, now: Date): CallLog[] {
  const { from, to } = filterBounds(filters, now);
  return logs.filter((log) => {
    if (filters.status !== 'all' && log.status !== filters.status) return false;
    if (filters.health !== 'all' && healthOf(log.healthStatus) !== filters.health) return false;
    if (!matchesPhone(log.phoneNumber, filters.phone)) return false;
    const time = Date.parse(log.callTime);
    if (from && !(time >= from.getTime())) return false;
    if (to && !(time <= to.getTime())) return false;
    return true;
  });
}

export type HistoryTab = 'all' | 'answered' | 'unanswered';

/** The tabs: All Calls, Answered, Unanswered (no answer). */
export function inTab(log: CallLog, tab: HistoryTab): boolean {
  if (tab === 'answered') return log.status === 'answered';
  if (tab === 'unanswered') return log.status === 'no-answer';
  return true;
}

/** A short description of the filters, for the line under the title and for screen readers. */
export function describeFilters(filters: HistoryFilters): string {
  const parts: string[] = [];
  const period = PERIODS.find((p) => p.value === filters.period)?.label ?? '';
  parts.push(filters.period === 'custom' ? `${filters.from || 'any day'} to ${filters.to || 'any day'}` : period);
  if (filters.status !== 'all') parts.push(STATUS_OPTIONS.find((s) => s.value === filters.status)?.label ?? filters.status);
  if (filters.health !== 'all') parts.push(`health ${HEALTH_OPTIONS.find((h) => h.value === filters.health)?.label ?? filters.health}`);
  if (filters.phone.trim()) parts.push(`number contains ${filters.phone.trim()}`);
  return parts.join(', ');
}
