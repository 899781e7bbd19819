import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallSchedule } from '@/shared/api-types.ts';
import { fakeApi, renderApp, SIGNED_IN_USER } from '@/web/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PLANS = [{ id: 'custom-care', name: 'Custom Care', description: 'Every few days.', frequency: 'custom', maxCallsPerMonth: 15, price: 1999 }];

const schedule: CallSchedule = {
  id: 'sch1',
  userId: 'u1',
  phoneNumber: '+14165550142',
  frequency: 'daily',
  timeOfDay: '09:00',
  timezone: 'America/Toronto',
  isActive: true,
  nextCallDate: '2025-01-16T14:00:00.000Z',
  escalateOnNoAnswer: true,
  escalateOnEmergency: true,
  escalateOnConcerning: false,
  escalateOnUnknown: true,
  createdAt: '2025-01-15T12:00:00.000Z',
  updatedAt: '2025-01-15T12:00:00.000Z',
};

async function openCreateDialog(schedules: CallSchedule[] = []) {
  const api = fakeApi(SIGNED_IN_USER, {
    'GET /api/service-plans': { status: 200, body: PLANS },
    'GET /api/user/call-schedules': { status: 200, body: schedules },
    'POST /api/user/call-schedules': { status: 201, body: schedule },
  });
  const { user } = await renderApp('/manage-calls');
  await user.click(await screen.findByRole('button', { name: 'Add New Schedule' }));
  const dialog = await screen.findByRole('dialog', { name: 'Create New Call Schedule' });
  return { api, user, dialog };
}

describe('call settings', () => {
  it('shows the projected monthly calls of active schedules against the plan', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, {
      'GET /api/service-plans': { status: 200, body: PLANS },
      'GET /api/user/call-schedules': { status: 200, body: [schedule, { ...schedule, id: 'sch2', isActive: false }] },
    });
    // Act
    await renderApp('/manage-calls');
    // Assess: one active daily schedule is 31 calls of 15, shown as 100%
    expect(await screen.findByText('Using 31 of 15 allowed check-in calls')).toBeTruthy();
    expect(screen.getByText('100%')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Active 1' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Inactive 1' })).toBeTruthy();
  });

  it('offers View Service Plans instead of Add New Schedule without a subscription', async () => {
    // Prepare
    fakeApi({ ...SIGNED_IN_USER, subscriptions: [] });
    // Act
    await renderApp('/manage-calls');
    // Assess
    expect(await screen.findByText('No Subscription Found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Service Plans' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add New Schedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Test Call' })).toBeNull();
  });

  it('shows the day of the week only for weekly and the interval only for custom', async () => {
    // Prepare
    const { user, dialog } = await openCreateDialog();
    const frequency = within(dialog).getByRole('combobox', { name: 'How often' });
    // Assess
    expect(within(dialog).queryByRole('combobox', { name: 'Day of the week' })).toBeNull();
    expect(within(dialog).queryByRole('spinbutton', { name: 'Every how many days' })).toBeNull();
    // Act
    await user.selectOptions(frequency, 'weekly');
    // Assess
    expect(within(dialog).getByRole('combobox', { name: 'Day of the week' })).toBeTruthy();
    expect(within(dialog).queryByRole('spinbutton', { name: 'Every how many days' })).toBeNull();
    // Act
    await user.selectOptions(frequency, 'custom');
    // Assess
    expect(within(dialog).queryByRole('combobox', { name: 'Day of the week' })).toBeNull();
    expect(within(dialog).getByRole('spinbutton', { name: 'Every how many days' })).toBeTruthy();
  });

  it.each([
    ['daily', {}],
    ['weekly', { dayOfWeek: 1 }],
    ['custom', { daysInterval: 3 }],
  ] as const)('sends a %s schedule with only the fields it uses', async (frequency, kept) => {
    // Prepare
    const { api, user, dialog } = await openCreateDialog();
    // Act: switch through the other frequencies first, so hidden fields hold values
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'How often' }), 'weekly');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'How often' }), 'custom');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'How often' }), frequency);
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number to call' }), '416-555-0142');
    await user.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));
    // Assess
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({ method: 'POST', path: '/api/user/call-schedules' });
    expect(api.writes()[0]!.body).toEqual({
      phoneNumber: '+14165550142',
      frequency,
      ...kept,
      timeOfDay: '09:00',
      timezone: 'America/New_York',
      isActive: true,
      escalateOnNoAnswer: true,
      escalateOnEmergency: true,
      escalateOnConcerning: false,
      escalateOnUnknown: true,
      language: 'en',
      userId: 1,
    });
  });

  it('refuses a short phone number with the spec message and sends nothing', async () => {
    // Prepare
    const { api, user, dialog } = await openCreateDialog();
    // Act
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number to call' }), '555 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Create Schedule' }));
    // Assess
    expect(await within(dialog).findByText('Phone number must be at least 10 digits')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('asks before deleting, with the spec wording', async () => {
    // Prepare
    const api = fakeApi(SIGNED_IN_USER, {
      'GET /api/service-plans': { status: 200, body: PLANS },
      'GET /api/user/call-schedules': { status: 200, body: [schedule] },
    });
    const { user } = await renderApp('/manage-calls');
    // Act
    await user.click(await screen.findByRole('button', { name: 'Delete schedule for (416) 555-0142' }));
    // Assess
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Are you sure you want to delete this call schedule? This action cannot be undone.');
    // Act
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // Assess
    await waitFor(() => expect(api.writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/user/call-schedules/sch1' })]));
  });
});
