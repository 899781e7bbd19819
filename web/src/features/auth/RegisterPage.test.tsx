import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp, SIGNED_IN_USER } from '@/web/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

async function fillStep1(user: Awaited<ReturnType<typeof renderApp>>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Maria');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lopez');
  await user.type(screen.getByRole('textbox', { name: 'Username' }), 'maria');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
  await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '(415) 555-0100');
}

describe('registration', () => {
  it('will not go to step 2 until step 1 is valid, and says what to fix', async () => {
    // Prepare
    const api = fakeApi(null);
    const { user } = await renderApp('/register');
    // Act
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Assess
    expect(await screen.findByText('First name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Last name must be at least 2 characters')).toBeTruthy();
    expect(screen.getByText('Username must be at least 3 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeTruthy();
    expect(screen.getByText('Step 1 of 2')).toBeTruthy();
    expect(document.activeElement?.getAttribute('name')).toBe('firstName');
    expect(api.writes()).toEqual([]);
  });

  it('validates on every change', async () => {
    // Prepare
    fakeApi(null);
    const { user } = await renderApp('/register');
    // Act
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'ma');
    // Assess
    expect(await screen.findByText('Username must be at least 3 characters')).toBeTruthy();
    // Act
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'r');
    // Assess
    await waitFor(() => expect(screen.queryByText('Username must be at least 3 characters')).toBeNull());
  });

  it('checks step 2, goes back with Previous, and sends only what the server accepts', async () => {
    // Prepare
    const api = fakeApi(null, { 'POST /api/auth/register': { status: 201, body: SIGNED_IN_USER } });
    const { user, router } = await renderApp('/register');
    await fillStep1(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 2')).toBeTruthy();
    // Act: a mismatch and no terms
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.type(screen.getByLabelText(/^Confirm password/), 'correct horses');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    // Assess
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    expect(screen.getByText('You must accept the terms and conditions')).toBeTruthy();
    expect(api.writes()).toEqual([]);
    // Act: Previous keeps what was typed
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect((screen.getByRole('textbox', { name: 'Username' }) as HTMLInputElement).value).toBe('maria');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Act: fix and submit
    await user.clear(await screen.findByLabelText(/^Confirm password/));
    await user.type(screen.getByLabelText(/^Confirm password/), 'correct horse');
    await user.type(screen.getByRole('textbox', { name: 'City (optional)' }), ' Toronto ');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/auth/register',
        credentials: 'include',
        contentType: 'application/json',
        body: {
          firstName: 'Maria',
          lastName: 'Lopez',
          username: 'maria',
          email: 'maria@example.com',
          phone: '+14155550100',
          password: 'correct horse',
          city: 'Toronto',
        },
      },
    ]);
  });
});

describe('login', () => {
  it('asks for a username and a password', async () => {
    // Prepare
    const api = fakeApi(null);
    const { user } = await renderApp('/login');
    // Act
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    // Assess
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's reason in a destructive toast when the login fails", async () => {
    // Prepare
    fakeApi(null, { 'POST /api/auth/login': { status: 401, body: { message: 'Invalid username or password', errors: {} } } });
    const { user } = await renderApp('/login');
    // Act
    await user.type(screen.getByRole('textbox', { name: 'Username' }), 'maria');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log In' }));
    // Assess
    expect(await screen.findByText('Login failed', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
  });

  it('sends a signed-in visitor to the dashboard', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER);
    // Act
    const { router } = await renderApp('/login');
    // Assess
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
