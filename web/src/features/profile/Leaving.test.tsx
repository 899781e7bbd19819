import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CallLog } from '@/shared/api-types.ts';
import { fakeApi, renderApp, SIGNED_IN_USER } from '@/web/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const PLANS = [{ id: 'custom-care', name: 'Custom Care', description: 'Every few days.', frequency: 'custom', maxCallsPerMonth: 15, price: 1999 }];
const ENDED = { ...SIGNED_IN_USER, subscriptions: [{ ...SIGNED_IN_USER.subscriptions[0]!, isActive: false, endDate: '2025-02-01T00:00:00.000Z' }] };

describe('leaving CareCall, on /profile', () => {
  it('offers the download of everything as a file', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER);
    // Act
    await renderApp('/profile');
    // Assess
    const area = await screen.findByRole('region', { name: 'Leave CareCall' });
    const download = within(area).getByRole('link', { name: 'Download my data' });
    expect(download.getAttribute('href')).toBe('/api/user/export');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('cancels the plan only after confirming, then says so', async () => {
    // Prepare
    let cancelled = false;
    const api = fakeApi(SIGNED_IN_USER, {
      'GET /api/auth/me': () => ({ status: 200, body: cancelled ? ENDED : SIGNED_IN_USER }),
      'POST /api/user/subscriptions/cancel': () => {
        cancelled = true;
        return { status: 200, body: { message: 'Your plan has been cancelled and every call schedule switched off.', subscriptions: ENDED.subscriptions } };
      },
    });
    const { user } = await renderApp('/profile');
    // Act
    await user.click(await screen.findByRole('button', { name: 'Cancel my plan' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your plan?' });
    // Assess: nothing sent yet, and the dialog says what happens
    expect(within(dialog).getByText(/Custom Care plan ends now and every call schedule is switched off/)).toBeTruthy();
    expect(api.writes()).toEqual([]);
    // Act
    await user.click(within(dialog).getByRole('button', { name: 'Cancel plan' }));
    // Assess
    expect(await screen.findByText('Plan cancelled')).toBeTruthy();
    expect(screen.getByText('Your plan has been cancelled and every call schedule switched off.')).toBeTruthy();
    expect(api.writes().map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/user/subscriptions/cancel']);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel my plan' })).toBeNull());
  });

  it('keeps the plan when the dialog is dismissed', async () => {
    // Prepare
    const api = fakeApi(SIGNED_IN_USER);
    const { user } = await renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Cancel my plan' }));
    // Act
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep my plan' }));
    // Assess: closed (jsdom keeps the closing element, marked closed), nothing sent
    await waitFor(() => expect(dialog.getAttribute('data-state')).toBe('closed'));
    expect(api.writes()).toEqual([]);
  });

  it('asks for the password before deleting the account, and shows a wrong one', async () => {
    // Prepare
    const api = fakeApi(SIGNED_IN_USER, {
      'DELETE /api/user/account': { status: 403, body: { message: 'The password is incorrect', errors: { password: ['The password is incorrect'] } } },
    });
    const { user } = await renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    // Act: no password
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // Assess
    expect(await within(dialog).findByText('Please enter your password to delete your account')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    // Act: a wrong one
    await user.type(within(dialog).getByLabelText(/Your password/), 'not my password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // Assess
    expect((await within(dialog).findByRole('alert')).textContent).toBe('The password is incorrect');
    expect(api.writes()).toEqual([expect.objectContaining({ method: 'DELETE', path: '/api/user/account', body: { password: 'not my password' } })]);
  });

  it('deletes the account with the password, then signs out and goes home with a toast', async () => {
    // Prepare
    let deleted = false;
    fakeApi(SIGNED_IN_USER, {
      'GET /api/auth/me': () => (deleted ? { status: 401, body: { message: 'Please log in', errors: {} } } : { status: 200, body: SIGNED_IN_USER }),
      'DELETE /api/user/account': () => {
        deleted = true;
        return { status: 200, body: { message: 'Your account and everything in it has been deleted.' } };
      },
    });
    const { user, router } = await renderApp('/profile');
    await user.click(await screen.findByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    // Act
    await user.type(within(dialog).getByLabelText(/Your password/), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    // Assess
    expect(await screen.findByText('Account deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('link', { name: 'My Dashboard' })).toBeNull();
  });
});

describe('cancelling the plan from /manage-calls', () => {
  it('offers Cancel my plan on the subscription card', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, { 'GET /api/service-plans': { status: 200, body: PLANS } });
    // Act
    await renderApp('/manage-calls');
    // Assess
    const card = await screen.findByRole('region', { name: 'Custom Care' });
    expect(within(card).getByRole('button', { name: 'Cancel my plan' })).toBeTruthy();
  });
});

describe('playing a recording from the call history', () => {
  const log: CallLog = {
    id: 'c1',
    userId: 'u1',
    kind: 'scheduled',
    phoneNumber: '+14165550142',
    callTime: new Date(Date.now() - 3600_000).toISOString(),
    status: 'answered',
    healthStatus: 'good',
    escalations: [],
  };

  it('shows a player with the recording route only for calls that have a recording', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, {
      'GET /api/user/call-logs': { status: 200, body: [{ ...log, recording: '/api/user/call-logs/c1/recording' }, { ...log, id: 'c2', callTime: new Date(Date.now() - 7200_000).toISOString() }] },
    });
    // Act
    await renderApp('/call-history');
    // Assess
    const list = await screen.findByRole('list', { name: 'Calls, newest first' });
    const players = list.querySelectorAll('audio');
    expect(players).toHaveLength(1);
    const audio = players[0]!;
    expect(audio.getAttribute('src')).toBe('/api/user/call-logs/c1/recording');
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(audio.getAttribute('aria-label')).toMatch(/^Play recording of the call at /);
    expect(within(list).getAllByText('Play recording')).toHaveLength(1);
  });
});
