import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallLog } from '@/shared/api-types.ts';
import { fakeApi, renderApp, SIGNED_IN_USER } from '@/web/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const LOGS: CallLog[] = [
  { id: 'old', userId: 'u1', kind: 'scheduled', phoneNumber: '+14165550142', callTime: hoursAgo(3), status: 'answered', healthStatus: 'good', duration: 125, aiNotes: 'Doing well.', transcription: 'I am fine.', escalations: [] },
  { id: 'missed', userId: 'u1', kind: 'scheduled', phoneNumber: '+14165550142', callTime: hoursAgo(2), status: 'no-answer', escalations: [] },
  {
    id: 'help',
    userId: 'u1',
    kind: 'scheduled',
    phoneNumber: '+14165550142',
    callTime: hoursAgo(1),
    status: 'answered',
    healthStatus: 'emergency',
    aiNotes: 'Reported a fall.',
    escalations: [
      { id: 'e1', contactId: 'c1', phoneNumber: '+14165550101', callTime: hoursAgo(0.9), status: 'voicemail' },
      { id: 'e2', contactId: 'gone', phoneNumber: '+14165550102', callTime: hoursAgo(0.8), status: 'confirmed', notes: 'Confirmed they will check on the person.' },
    ],
  },
];

describe('call history', () => {
  it('lists calls newest first with counts on the tabs, and expands a card', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, {
      'GET /api/user/call-logs': { status: 200, body: LOGS },
      'GET /api/user/escalation-contacts': {
        status: 200,
        body: [{ id: 'c1', name: 'Ana Lopez', relationship: 'Family Member', phoneNumber: '+14165550101', priority: 1, isActive: true }],
      },
    });
    const { user } = await renderApp('/call-history');
    // Assess
    const list = await screen.findByRole('list', { name: 'Calls, newest first' });
    expect(within(list).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Answered', 'No-answer', 'Answered']);
    expect(screen.getByRole('tab', { name: 'Answered 2' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Unanswered 1' })).toBeTruthy();
    expect(screen.getByText('Duration: 2:05')).toBeTruthy();
    // Act
    const [newest, missed] = within(list).getAllByRole('listitem');
    await user.click(within(newest!).getByRole('button', { name: /Show details/ }));
    await user.click(within(missed!).getByRole('button', { name: /Show details/ }));
    // Assess
    expect(within(newest!).getByText('Emergency escalation was triggered for this call.')).toBeTruthy();
    expect(within(newest!).getByText('Reported a fall.')).toBeTruthy();
    expect(within(missed!).getByText('Escalation contacts were notified due to no answer.')).toBeTruthy();
    // Who was alerted, in order: a contact's name when known, else the number called.
    const alerted = within(newest!).getByRole('list');
    expect(within(alerted).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Ana Lopez, .*: Voicemail: not reached$/),
      expect.stringMatching(/^\(416\) 555-0102, .*: Confirmed they will check on themConfirmed they will check on the person\.$/),
    ]);
  });

  it('filters by tab, and shows the empty state when nothing matches', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, { 'GET /api/user/call-logs': { status: 200, body: [LOGS[0]!] } });
    const { user } = await renderApp('/call-history');
    await screen.findByRole('list', { name: 'Calls, newest first' });
    // Act
    await user.click(screen.getByRole('tab', { name: 'Unanswered 0' }));
    // Assess
    expect(await screen.findByRole('heading', { name: 'No call records found' })).toBeTruthy();
    expect(
      screen.getByText("There are no call logs matching your current filters, or you haven't received any check-in calls yet."),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Modify Filter Settings' })).toBeTruthy();
  });

  it('labels a call-in "Called in", and a slot it replaced says no call was needed and alerted nobody', async () => {
    // Prepare
    const logs: CallLog[] = [
      { id: 'in', userId: 'u1', kind: 'call-in', phoneNumber: '+14165550142', callTime: hoursAgo(1), status: 'answered', healthStatus: 'good', escalations: [] },
      { id: 'slot', userId: 'u1', kind: 'scheduled', phoneNumber: '+14165550142', callTime: hoursAgo(0.5), status: 'called-in', responseData: { replacedBy: 'in' }, escalations: [] },
      { id: 'missed', userId: 'u1', kind: 'scheduled', phoneNumber: '+14165550142', callTime: hoursAgo(2), status: 'no-answer', responseData: { replacedBy: 'in' }, escalations: [] },
    ];
    fakeApi(SIGNED_IN_USER, { 'GET /api/user/call-logs': { status: 200, body: logs }, 'GET /api/user/escalation-contacts': { status: 200, body: [] } });
    const { user } = await renderApp('/call-history');
    // Assess
    const list = await screen.findByRole('list', { name: 'Calls, newest first' });
    const [slot, callIn, missed] = within(list).getAllByRole('listitem');
    expect(within(slot!).getByRole('heading', { level: 2 }).textContent).toBe('No call needed');
    expect(within(callIn!).getByText('Called in')).toBeTruthy();
    expect(within(callIn!).getByText('Called in from (416) 555-0142')).toBeTruthy();
    await user.click(within(missed!).getByRole('button', { name: /Show details/ }));
    expect(within(missed!).queryByText('Escalation contacts were notified due to no answer.')).toBeNull();
  });

  it('reads this month first, and while a call is in progress reads again only from that call on', async () => {
    // Prepare
    const ringing = { ...LOGS[0]!, id: 'now', callTime: hoursAgo(0.05), status: 'initiated', healthStatus: undefined };
    const { requests } = fakeApi(SIGNED_IN_USER, { 'GET /api/user/call-logs': { status: 200, body: [ringing, ...LOGS] } });
    await renderApp('/call-history');
    await screen.findByRole('list', { name: 'Calls, newest first' });
    // Assess
    const reads = () => requests.filter((r) => r.path.startsWith('/api/user/call-logs')).map((r) => new URL(r.path, 'http://x').searchParams);
    const first = reads()[0]!;
    const start = new Date(first.get('from')!);
    expect([start.getDate(), start.getHours(), start.getMinutes()]).toEqual([1, 0, 0]);
    await vi.waitFor(() => expect(reads().some((p) => p.get('from') === ringing.callTime && !p.has('to'))).toBe(true));
  });
});
