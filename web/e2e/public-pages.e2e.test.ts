import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '@/shared/account-pages.ts';
import { appStarted, DESKTOP, expectAccessible, launchBrowser, newVisitor, PHONE, startApp, toast, type RunningApp } from './support/harness.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const PUBLIC_PAGES = [
  { path: '/', heading: 'Regular Check-in Calls For Peace of Mind', title: /^CareCall/ },
  { path: '/about', heading: 'About CareCall', title: 'About | CareCall' },
  { path: '/services', heading: 'Our services', title: 'Services and plans | CareCall' },
  { path: '/contact', heading: 'Contact Us', title: 'Contact us | CareCall' },
  { path: '/privacy', heading: 'Privacy policy', title: 'Privacy policy | CareCall' },
  { path: '/terms', heading: 'Terms of service', title: 'Terms of service | CareCall' },
  { path: '/register', heading: 'Create your CareCall account', title: 'Create your account | CareCall' },
  { path: '/login', heading: 'Log in to CareCall', title: 'Log in | CareCall' },
  { path: '/forgot-password', heading: 'Forgot your password?', title: 'Forgot password | CareCall' },
  { path: '/timezone-test', heading: 'Call time checker', title: 'Call time checker | CareCall' },
  { path: '/no-such-page', heading: 'Page Not Found', title: /CareCall/ },
];

describe('public pages', () => {
  for (const viewport of [DESKTOP, PHONE]) {
    it(`show their heading and pass axe at ${viewport.width} px`, async () => {
      // Prepare
      const { page, problems, context } = await newVisitor(browser, app.url, viewport);
      for (const { path, heading, title } of PUBLIC_PAGES) {
        // Act
        await page.goto(path);
        // Assess
        await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { message: path }).toBe(heading);
        if (typeof title === 'string') await expect.poll(() => page.title(), { message: path }).toBe(title);
        else expect(await page.title()).toMatch(title);
        await expectAccessible(page, `${path} at ${viewport.width} px`);
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }

  it('answers a deep link with the app (SPA fallback) but an unknown API route with JSON 404', async () => {
    // Act
    const page = await fetch(`${app.url}/call-history`);
    const api = await fetch(`${app.url}/api/no-such-route`);
    const asset = await fetch(`${app.url}/assets/missing.js`);
    // Assess
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('<div id="root">');
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'Not Found', errors: {} });
    expect(asset.status).toBe(404);
  });
});

describe('header and menus', () => {
  it('offers Log in and Sign up to visitors, and the mobile Menu opens and navigates', async () => {
    // Prepare
    const { page, context } = await newVisitor(browser, app.url, PHONE);
    await page.goto('/');
    await appStarted(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    // Act
    await menu.click();
    // Assess
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect.poll(() => mobileNav.getByRole('link', { name: 'Sign up' }).isVisible()).toBe(true);
    await expectAccessible(page, 'open mobile menu');
    // Act
    await mobileNav.getByRole('link', { name: 'About' }).click();
    // Assess
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About CareCall');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });

  it('moves focus to the new page heading after navigating, for screen-reader users', async () => {
    // Prepare
    const { page, context } = await newVisitor(browser, app.url);
    await page.goto('/');
    await appStarted(page);
    // Act
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' }).click();
    // Assess
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Our services');
    await context.close();
  });
});

describe('signed-out visitors', () => {
  it.each(ACCOUNT_PATHS)(
    'are sent from %s to /login',
    async (path) => {
      // Prepare
      const { page, context } = await newVisitor(browser, app.url);
      // Act
      await page.goto(path);
      // Assess
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirect')).toBe(path);
      await context.close();
    },
  );
});

describe('contact form', () => {
  it('checks the fields, simulates sending, and can start again', async () => {
    // Prepare
    const { page, context } = await newVisitor(browser, app.url);
    await page.goto('/contact');
    await appStarted(page);
    // Act
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Assess
    await expect.poll(() => page.getByText('First name must be at least 2 characters').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Please select a subject').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Message must be at least 10 characters').isVisible()).toBe(true);
    await expectAccessible(page, '/contact with errors');
    // Act
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await form.getByLabel('Subject').selectOption('pricing');
    await form.getByLabel('Message').fill('How does the weekly plan work for my mother?');
    // The request is held until the sending state has been seen: on a fast server it lasts milliseconds.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/contact-messages', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    // Assess
    await expect.poll(() => page.getByRole('button', { name: 'Sending...' }).isDisabled()).toBe(true);
    release();
    await expect.poll(() => page.getByRole('heading', { name: 'Thank You' }).isVisible()).toBe(true);
    await expect.poll(() => toast(page).textContent()).toContain('Message sent');
    // Act
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    // Assess
    expect(await form.getByLabel('First name').inputValue()).toBe('');
    await context.close();
  });
});

describe('forgot password', () => {
  it('confirms after a short wait without saying whether the account exists', async () => {
    // Prepare
    const { page, context } = await newVisitor(browser, app.url);
    await page.goto('/forgot-password');
    // Act
    await page.getByRole('main').getByRole('textbox', { name: 'Email', exact: true }).fill('nobody@example.com');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // Assess
    await expect.poll(() => page.getByText('If an account exists with that email').first().isVisible()).toBe(true);
    await expect.poll(() => toast(page).textContent()).toContain('Reset link sent');
    await page.getByRole('link', { name: 'Return to Login' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });
});

describe('timezone test tool', () => {
  it('calculates the next call for the default time and timezone', async () => {
    // Prepare
    const { page, context } = await newVisitor(browser, app.url);
    await page.goto('/timezone-test');
    expect(await page.getByLabel('Timezone', { exact: true }).inputValue()).toBe('America/Toronto');
    // Act
    await page.getByRole('button', { name: 'Calculate next call' }).click();
    // Assess
    await expect.poll(() => page.getByRole('heading', { name: 'Result' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Next call (UTC)').isVisible()).toBe(true);
    await expectAccessible(page, '/timezone-test with a result');
    await context.close();
  });
});

describe('toasts', () => {
  for (const [viewport, placement] of [
    [DESKTOP, 'bottom-end'],
    [PHONE, 'top'],
  ] as const) {
    it(`appear at the ${placement} at ${viewport.width} px, one at a time, and F8 reaches them`, async () => {
      // Prepare
      const { page, context } = await newVisitor(browser, app.url, viewport);
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Username', exact: true }).fill('nobody-here');
      await page.getByLabel(/^Password/).fill('wrong password');
      // Act: two failed logins in a row
      await page.getByRole('button', { name: 'Log In' }).click();
      await expect.poll(() => toast(page).count()).toBe(1);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForTimeout(800);
      // Assess
      expect(await toast(page).count()).toBe(1);
      expect(await toast(page).textContent()).toContain('Login failed');
      const group = page.locator('[data-scope="toast"][data-part="group"]');
      expect(await group.getAttribute('data-placement')).toBe(placement);
      await expectAccessible(page, `/login with a toast at ${viewport.width} px`);
      // Act
      await page.keyboard.press('F8');
      // Assess
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-placement'))).toBe(placement);
      await context.close();
    });
  }
});
