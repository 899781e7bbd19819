import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallSchedule } from '@/shared/api-types.ts';
import { fakeApi, renderApp, SIGNED_IN_USER } from '@/web/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PLANS = [{ id: 'custom-care', name: 'Custom Care', description: 'Every few days.', frequency: 'custom', maxCallsPerMonth: 15, price: 1999 }];

const rose: CallSchedule = {
  id: 'sch1',
  userId: 'u1',
  phoneNumber: '+14165550142',
  personName: 'Rose Lopez',
  frequency: 'daily',
  timeOfDay: '09:00',
  timezone: 'America/Toronto',
  isActive: true,
  nextCallDate: '2099-01-16T14:00:00.000Z',
  escalateOnNoAnswer: true,
  escalateOnEmergency: true,
  escalateOnConcerning: false,
  escalateOnUnknown: true,
  createdAt: '2025-01-15T12:00:00.000Z',
  updatedAt: '2025-01-15T12:00:00.000Z',
};

function serve(schedules: CallSchedule[], writes: Record<string, { status: number; body?: unknown }> = {}) {
  return fakeApi(SIGNED_IN_USER, {
    'GET /api/service-plans': { status: 200, body: PLANS },
    'GET /api/user/call-schedules': { status: 200, body: schedules },
    ...writes,
  });
}

describe('schedule card actions', () => {
  it("names the person on the card and in the dashboard's schedules", async () => {
    // Prepare
    serve([rose]);

    // Act
    await renderApp('/manage-calls');

    // Assess
    expect(await screen.findByRole('heading', { name: 'Rose Lopez', level: 3 })).toBeTruthy();
    expect(screen.getByText('(416) 555-0142')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pause calls to Rose Lopez, (416) 555-0142' })).toBeTruthy();
    expect(screen.queryByText(/Paused until/)).toBeNull();
  });

  it('pauses until the date picked in the dialog, and tells the user', async () => {
    // Prepare
    const api = serve([rose], { 'PUT /api/user/call-schedules/sch1': { status: 200, body: { ...rose, pausedUntil: '2099-02-01' } } });
    const { user } = await renderApp('/manage-calls');

    // Act
    await user.click(await screen.findByRole('button', { name: 'Pause calls to Rose Lopez, (416) 555-0142' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause calls' });
    fireEvent.change(within(dialog).getByLabelText(/Pause until/), { target: { value: '2099-02-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Pause calls' }));

    // Assess
    await waitFor(() => expect(api.writes()).toEqual([expect.objectContaining({ method: 'PUT', path: '/api/user/call-schedules/sch1', body: { pausedUntil: '2099-02-01' } })]));
    expect(await screen.findByText('Calls paused')).toBeTruthy();
    expect(screen.getByText('No check-in calls until Sunday, February 1, 2099.')).toBeTruthy();
  });

  it('refuses a date that is not after today and sends nothing', async () => {
    // Prepare
    const api = serve([rose]);
    const { user } = await renderApp('/manage-calls');

    // Act
    await user.click(await screen.findByRole('button', { name: /^Pause calls to/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause calls' });
    fireEvent.change(within(dialog).getByLabelText(/Pause until/), { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Pause calls' }));

    // Assess
    expect(await within(dialog).findByText('Please choose a date after today')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('shows a paused schedule as "Paused until ..." with Resume, which sends pausedUntil null', async () => {
    // Prepare
    const paused = { ...rose, pausedUntil: '2099-01-16' };
    const api = serve([paused], { 'PUT /api/user/call-schedules/sch1': { status: 200, body: rose } });
    const { user } = await renderApp('/manage-calls');

    // Act
    expect(await screen.findByText('Paused until Friday, January 16, 2099')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Pause calls to/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Resume calls to Rose Lopez, (416) 555-0142' }));

    // Assess
    await waitFor(() => expect(api.writes()).toEqual([expect.objectContaining({ method: 'PUT', path: '/api/user/call-schedules/sch1', body: { pausedUntil: null } })]));
    expect(await screen.findByText('Calls resumed')).toBeTruthy();
  });

  it('asks before skipping the next call, then skips it', async () => {
    // Prepare
    const api = serve([rose], { 'POST /api/user/call-schedules/sch1/skip': { status: 200, body: { ...rose, nextCallDate: '2099-01-17T14:00:00.000Z' } } });
    const { user } = await renderApp('/manage-calls');

    // Act
    await user.click(await screen.findByRole('button', { name: 'Skip next call to Rose Lopez, (416) 555-0142' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Skip the next call?' });
    expect(confirm.textContent).toContain('The calls after it go ahead as usual.');
    await user.click(within(confirm).getByRole('button', { name: 'Skip next call' }));

    // Assess
    await waitFor(() => expect(api.writes()).toEqual([expect.objectContaining({ method: 'POST', path: '/api/user/call-schedules/sch1/skip' })]));
    expect(await screen.findByText('Call skipped')).toBeTruthy();
  });

  it('shows the server message when skipping is refused', async () => {
    // Prepare
    serve([rose], { 'POST /api/user/call-schedules/sch1/skip': { status: 409, body: { message: 'This schedule has no next call to skip. Switch it on first.', errors: {} } } });
    const { user } = await renderApp('/manage-calls');

    // Act
    await user.click(await screen.findByRole('button', { name: /^Skip next call to/ }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Skip next call' }));

    // Assess
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('This schedule has no next call to skip. Switch it on first.')).toBeTruthy();
  });

  it('sends the name from "Name of the person we call"', async () => {
    // Prepare
    const api = serve([], { 'POST /api/user/call-schedules': { status: 201, body: rose } });
    const { user } = await renderApp('/manage-calls');
    await user.click(await screen.findByRole('button', { name: 'Add New Schedule' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Call Schedule' });

    // Act
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number to call' }), '416-555-0142');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name of the person we call' }), 'Rose Lopez');
    await user.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));

    // Assess
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({ phoneNumber: '+14165550142', personName: 'Rose Lopez' });
  });

  it('shows the name and the pause on the dashboard', async () => {
    // Prepare
    serve([{ ...rose, pausedUntil: '2099-01-16' }]);

    // Act
    await renderApp('/dashboard');

    // Assess
    expect(await screen.findByText('Rose Lopez, (416) 555-0142')).toBeTruthy();
    expect(screen.getByText('Paused until Friday, January 16, 2099')).toBeTruthy();
  });
});
