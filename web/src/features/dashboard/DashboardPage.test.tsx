import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallLog } from '@/shared/api-types.ts';
import { fakeApi, renderApp, SIGNED_IN_USER } from '@/web/test/render-app.tsx';
import { lastCallText, nobodyToAlert } from './DashboardPage.tsx';
import { healthTrend, summariseTrend } from './health-trend.ts';

afterEach(() => vi.unstubAllGlobals());

const log = (id: string, day: number, status: string, healthStatus?: string, aiNotes?: string): CallLog => ({
  id,
  userId: 'u1',
  kind: 'scheduled',
  phoneNumber: '+14165550142',
  callTime: new Date(2025, 0, day, 9, 0).toISOString(),
  status,
  healthStatus,
  aiNotes,
  escalations: [],
});

const LOGS = [
  log('1', 1, 'answered', 'good', 'Feeling well, slept fine.'),
  log('2', 2, 'answered', 'concerning', 'Mentioned some dizziness.'),
  log('3', 3, 'no-answer'),
  log('4', 4, 'answered', 'emergency', 'Reported a fall.'),
  log('5', 5, 'answered', 'good', 'Cheerful.'),
  log('6', 6, 'answered', 'good', 'All fine today.'),
  log('7', 7, 'initiated'),
];

describe('dashboard rules', () => {
  it.each([
    [[], 'No calls yet'],
    [[log('a', 1, 'answered')], 'Last call answered'],
    [[log('a', 1, 'answered'), log('b', 2, 'no-answer')], 'Last call missed'],
    [[log('a', 1, 'failed')], 'Call failed'],
  ] as const)('says how the newest call went', (logs, text) => {
    expect(lastCallText(logs)).toBe(text);
  });

  it('warns when schedules would escalate but no contact is active', () => {
    const schedule = { id: 's', userId: 'u1', createdAt: '', updatedAt: '', phoneNumber: '+1', frequency: 'daily' as const, timeOfDay: '09:00', timezone: 'UTC', isActive: true, escalateOnNoAnswer: true, escalateOnEmergency: false, escalateOnConcerning: false, escalateOnUnknown: false };
    const contact = { id: 'c', userId: 'u1', createdAt: '', updatedAt: '', name: 'Ana', relationship: 'Friend', phoneNumber: '+1', priority: 1, isActive: true };
    expect(nobodyToAlert([schedule], [])).toBe(true);
    expect(nobodyToAlert([schedule], [{ ...contact, isActive: false }])).toBe(true);
    expect(nobodyToAlert([schedule], [contact])).toBe(false);
    expect(nobodyToAlert([{ ...schedule, isActive: false }], [])).toBe(false);
  });

  it('charts finished calls oldest first and sums them up in words', () => {
    // Act
    const points = healthTrend(LOGS);
    // Assess
    expect(points.map((p) => p.health)).toEqual(['good', 'concerning', 'unknown', 'emergency', 'good', 'good']);
    expect(summariseTrend(points)).toBe('Of the last 6 calls: 3 Good, 1 Concerning, 1 Emergency, 1 Unknown.');
    expect(summariseTrend([])).toBe('No finished calls yet.');
  });
});

describe('dashboard', () => {
  it('shows the cards, the 5 newest calls, a chart with a table for screen readers, and working quick actions', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, { 'GET /api/user/call-logs': { status: 200, body: LOGS } });
    // Act
    await renderApp('/dashboard');
    // Assess
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, Maria');
    expect(await screen.findByText('Call initiated')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent Call Activity' });
    expect(within(recent).getAllByRole('listitem')).toHaveLength(5);
    expect(within(recent).queryByText('Feeling well, slept fine.')).toBeNull();
    expect(within(recent).getByText('Reported a fall.')).toBeTruthy();
    const chart = screen.getByRole('region', { name: 'Health over time' });
    expect(within(chart).getByText('Of the last 6 calls: 3 Good, 1 Concerning, 1 Emergency, 1 Unknown.')).toBeTruthy();
    const table = within(chart).getByRole('table', { name: 'Health over time' });
    expect(within(table).getAllByRole('row')).toHaveLength(7);
    expect(within(table).getByText('Jan 4, 2025 9:00 AM').nextSibling?.textContent).toBe('Emergency');
    expect(screen.getByRole('link', { name: 'Update Phone Number' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Add Emergency Contact' }).getAttribute('href')).toBe('/escalation-contacts?add=true');
    expect(screen.getByRole('link', { name: 'Change Call Schedule' }).getAttribute('href')).toBe('/manage-calls');
  });

  it("greets 'there' when the first name is missing and offers View Plans without a plan", async () => {
    // Prepare
    fakeApi({ ...SIGNED_IN_USER, firstName: '', subscriptions: [] });
    // Act
    await renderApp('/dashboard');
    // Assess
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Welcome, there');
    expect(await screen.findByRole('link', { name: 'View Plans' })).toBeTruthy();
  });
});
