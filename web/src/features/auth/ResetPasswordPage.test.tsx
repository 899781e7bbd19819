import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderApp } from '@/web/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const EXPIRED = 'This reset link has expired or was already used.';

describe('reset password', () => {
  it('sends the token of the link with the new password, then offers to log in', async () => {
    // Prepare
    const api = fakeApi(null, { 'POST /api/auth/reset-password': { status: 200, body: { message: 'done' } } });
    const { user } = await renderApp('/reset-password?token=abcDEF_123-xyz');
    // Act
    await user.type(screen.getByLabelText(/^New password/), 'a new secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    // Assess
    expect(await screen.findByText(/every device that was logged in has been logged out/)).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(api.writes()).toEqual([expect.objectContaining({ path: '/api/auth/reset-password', body: { token: 'abcDEF_123-xyz', password: 'a new secret' } })]);
  });

  it('checks the passwords before sending anything', async () => {
    // Prepare
    const api = fakeApi(null);
    const { user } = await renderApp('/reset-password?token=abc');
    // Act
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    // Assess
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('says the link has expired when the server refuses it, and offers a new one', async () => {
    // Prepare
    fakeApi(null, { 'POST /api/auth/reset-password': { status: 400, body: { message: EXPIRED, errors: { token: [EXPIRED] } } } });
    const { user } = await renderApp('/reset-password?token=old');
    // Act
    await user.type(screen.getByLabelText(/^New password/), 'a new secret');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'a new secret');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    // Assess
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(EXPIRED));
    expect(screen.getByRole('link', { name: 'Send a new link' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByRole('button', { name: 'Set new password' })).toBeNull();
  });

  it('says the link is not valid when it carries no token', async () => {
    // Prepare
    fakeApi(null);
    // Act
    await renderApp('/reset-password');
    // Assess
    expect(screen.getByRole('alert').textContent).toContain(EXPIRED);
  });
});

describe('forgot password', () => {
  it('sends the address to the server and shows the same confirmation', async () => {
    // Prepare
    const api = fakeApi(null, { 'POST /api/auth/forgot-password': { status: 202, body: { message: 'ok' } } });
    const { user } = await renderApp('/forgot-password');
    // Act
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'maria@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    // Assess
    expect(await screen.findByText('Check your email')).toBeTruthy();
    expect(api.writes()).toEqual([expect.objectContaining({ path: '/api/auth/forgot-password', body: { email: 'maria@example.com' } })]);
  });
});

describe('contact form', () => {
  async function fillAndSend(user: Awaited<ReturnType<typeof renderApp>>['user']) {
    const form = screen.getByRole('form', { name: 'Get in Touch' });
    const inForm = (name: string) => form.querySelector(`[name="${name}"]`) as HTMLElement;
    await user.type(inForm('firstName'), 'Ada');
    await user.type(inForm('lastName'), 'Lovelace');
    await user.type(inForm('email'), 'ada@example.com');
    await user.selectOptions(inForm('subject') as HTMLSelectElement, 'pricing');
    await user.type(inForm('message'), 'How does the weekly plan work?');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
  }

  it('shows the Thank You panel only once the server accepted the message', async () => {
    // Prepare
    const api = fakeApi(null, { 'POST /api/contact-messages': { status: 201, body: { id: 'm1', message: 'ok' } } });
    const { user } = await renderApp('/contact');
    // Act
    await fillAndSend(user);
    // Assess
    expect(await screen.findByRole('heading', { name: 'Thank You' })).toBeTruthy();
    expect(api.writes()).toEqual([expect.objectContaining({ path: '/api/contact-messages', body: expect.objectContaining({ firstName: 'Ada', subject: 'pricing' }) })]);
  });

  it('keeps the form and what was typed when the server refuses', async () => {
    // Prepare
    fakeApi(null, { 'POST /api/contact-messages': { status: 429, body: { message: 'You have sent several messages in a short time. Please wait a while and try again.', errors: {} } } });
    const { user } = await renderApp('/contact');
    // Act
    await fillAndSend(user);
    // Assess
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Thank You' })).toBeNull();
    expect((screen.getByRole('form', { name: 'Get in Touch' }).querySelector('[name="firstName"]') as HTMLInputElement).value).toBe('Ada');
  });
});
