import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appStarted, expectAccessible, launchBrowser, newPerson, newVisitor, startApp, toast, type RunningApp } from './support/harness.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

interface Mail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

const mailTo = async (address: string): Promise<Mail[]> =>
  ((await (await fetch(`${app.url}/__mail/messages`)).json()) as Mail[]).filter((m) => m.to === address);

describe('password reset by email', () => {
  it('sends a link that sets a new password once, and the new password logs in', async () => {
    // Prepare: an account, registered through the API as a browser would
    const person = newPerson();
    const registered = await fetch(`${app.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person) });
    expect(registered.status).toBe(201);
    const { page, context } = await newVisitor(browser, app.url);
    await page.goto('/forgot-password');
    await appStarted(page);
    // Act: ask for a link
    await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // Assess
    await expect.poll(() => page.getByText('If an account exists with that email').first().isVisible()).toBe(true);
    await expect.poll(() => toast(page).textContent()).toContain('Reset link sent');
    await expect.poll(async () => (await mailTo(person.email)).length).toBe(1);
    const [mail] = await mailTo(person.email);
    expect(mail!.subject).toContain('CareCall');
    const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail!.text)![1]!;
    // Act: follow the emailed link
    await page.goto(link);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a new password' }).isVisible()).toBe(true);
    await expectAccessible(page, '/reset-password');
    await page.getByLabel(/^New password/).fill('a fresh new secret');
    await page.getByLabel(/^Confirm new password/).fill('a fresh new secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    // Assess
    await expect.poll(() => toast(page).textContent()).toContain('Password changed');
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('main').getByLabel('Username').fill(person.username);
    await page.getByRole('main').getByLabel(/^Password/).fill('a fresh new secret');
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    // Act: the same link a second time
    await context.clearCookies();
    await page.goto(link);
    await page.getByLabel(/^New password/).fill('yet another secret');
    await page.getByLabel(/^Confirm new password/).fill('yet another secret');
    await page.getByRole('button', { name: 'Set new password' }).click();
    // Assess
    await expect.poll(() => page.getByRole('alert').filter({ hasText: 'This reset link has expired or was already used.' }).isVisible()).toBe(true);
    await expectAccessible(page, '/reset-password with a spent link');
    await context.close();
  });
});

describe('contact form', () => {
  it('arrives in the support inbox, with the Thank You panel once the server has it', async () => {
    // Prepare
    const { page, context } = await newVisitor(browser, app.url);
    await page.goto('/contact');
    await appStarted(page);
    const sender = `ada.${Date.now()}@example.com`;
    // Act
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(sender);
    await form.getByLabel('Subject').selectOption('pricing');
    await form.getByLabel('Message').fill('How does the weekly plan work for my mother?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Assess
    await expect.poll(() => page.getByRole('heading', { name: 'Thank You' }).isVisible()).toBe(true);
    await expect.poll(() => toast(page).textContent()).toContain('Message sent');
    const inbox = await mailTo('support@carecall.local');
    const mail = inbox.find((m) => m.text.includes(sender));
    expect(mail?.subject).toBe('CareCall contact form: Pricing & Plans');
    expect(mail?.text).toContain('How does the weekly plan work for my mother?');
    // The outbox page shows it as the recipient would read it.
    await page.goto('/__mail');
    await expect.poll(() => page.getByRole('heading', { name: 'CareCall contact form: Pricing & Plans' }).first().isVisible()).toBe(true);
    await context.close();
  });
});

describe('email settings', () => {
  it('are three switches on /profile, saved at once', async () => {
    // Prepare: signed in through the login page
    const person = newPerson();
    expect((await fetch(`${app.url}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(person) })).status).toBe(201);
    const { page, context } = await newVisitor(browser, app.url);
    await page.goto('/login');
    await page.getByRole('main').getByLabel('Username').fill(person.username);
    await page.getByRole('main').getByLabel(/^Password/).fill(person.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/profile');
    const afterEach = page.getByRole('checkbox', { name: 'After every check-in call' });
    await expect.poll(() => afterEach.isChecked()).toBe(false);
    await expectAccessible(page, '/profile with email settings');
    // Act
    await page.getByText('After every check-in call').click();
    // Assess
    await expect.poll(() => toast(page).textContent()).toContain('Email settings saved');
    await page.reload();
    await expect.poll(() => page.getByRole('checkbox', { name: 'After every check-in call' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Weekly summary' }).isChecked()).toBe(true);
    await context.close();
  });
});
