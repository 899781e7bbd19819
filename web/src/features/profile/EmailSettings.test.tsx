import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, SIGNED_IN_USER } from '@/web/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('email settings on /profile', () => {
  it('shows the defaults: alerts and weekly summary on, after every check-in off', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER);
    // Act
    await renderApp('/profile');
    // Assess
    expect((await screen.findByRole('checkbox', { name: 'When my contacts are alerted' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'After every check-in call' }) as HTMLInputElement).checked).toBe(false);
    expect((screen.getByRole('checkbox', { name: 'Weekly summary' }) as HTMLInputElement).checked).toBe(true);
  });

  it('saves all three settings when one switch changes, and keeps the new value', async () => {
    // Prepare
    const api = fakeApi(SIGNED_IN_USER, {
      'PUT /api/user/notification-settings': (request) => ({ status: 200, body: { notifications: request.body } }),
    });
    const { user } = await renderApp('/profile');
    // Act
    await user.click(await screen.findByRole('checkbox', { name: 'After every check-in call' }));
    // Assess
    await waitFor(() =>
      expect(api.writes()).toEqual([
        expect.objectContaining({ method: 'PUT', path: '/api/user/notification-settings', body: { alerts: true, afterEachCheckIn: true, weeklySummary: true } }),
      ]),
    );
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'After every check-in call' }) as HTMLInputElement).checked).toBe(true));
  });

  it('goes back to the stored value when the server refuses', async () => {
    // Prepare
    fakeApi({ ...SIGNED_IN_USER, notifications: { alerts: true, afterEachCheckIn: false, weeklySummary: true } }, {
      'PUT /api/user/notification-settings': { status: 500, body: { message: 'Something went wrong. Please try again.', errors: {} } },
    });
    const { user } = await renderApp('/profile');
    // Act
    await user.click(await screen.findByRole('checkbox', { name: 'Weekly summary' }));
    // Assess
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Weekly summary' }) as HTMLInputElement).checked).toBe(true));
  });
});
