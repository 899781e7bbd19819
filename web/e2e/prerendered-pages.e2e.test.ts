// The public pages arrive as HTML (web/scripts/build.ts): readable before and without JavaScript,
// then taken over by the app without being drawn again, for signed-out and signed-in visitors.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES } from '@/shared/prerendered-pages.ts';
import { launchBrowser, newPerson, newVisitor, PHONE, startApp, type RunningApp } from './support/harness.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const HEADINGS: Record<string, string> = {
  '/': 'Regular Check-in Calls For Peace of Mind',
  '/about': 'About CareCall',
  '/services': 'Our services',
  '/contact': 'Contact Us',
  '/privacy': 'Privacy policy',
  '/terms': 'Terms of service',
};

/** Remembers the heading element the HTML arrived with, before any script of the app runs. */
async function rememberFirstHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { firstHeading: Element | null }).firstHeading = document.querySelector('h1');
    });
  });
}
const sameHeadingAsServed = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { firstHeading: Element | null }).firstHeading;
    return first !== null && first === document.querySelector('h1');
  });

describe('pre-rendered public pages', () => {
  it('are served as finished HTML with their title and no inline script', async () => {
    expect(Object.keys(PRERENDERED_PAGES).sort()).toEqual(Object.keys(HEADINGS).sort());
    for (const [path, heading] of Object.entries(HEADINGS)) {
      // Act
      const response = await fetch(`${app.url}${path}`);
      const html = await response.text();
      // Assess
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(html, path).toContain(`<div id="root" data-prerendered="${path}">`);
      expect(html, path).toContain(`>${heading}</h1>`);
      // The Content-Security-Policy allows scripts from the site only: an inline one would be blocked.
      expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g), path).toBeNull();
    }
    // Other pages get the empty shell, which the app draws.
    expect(await (await fetch(`${app.url}/login`)).text()).toContain('<div id="root"></div>');
  });

  it('can be read with JavaScript turned off', async () => {
    // Prepare
    const context = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    for (const [path, heading] of Object.entries(HEADINGS)) {
      // Act
      await page.goto(path);
      // Assess
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe(heading);
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).isVisible(), path).toBe(true);
    }
    // Until the app runs, sending a form does nothing: the browser neither reloads the page nor
    // sends what was typed elsewhere.
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Get in Touch' });
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Message').fill('How does the weekly plan work for my mother?');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${app.url}/contact`);
    expect(await form.getByLabel('First name').inputValue()).toBe('Ada');
    await context.close();
  });

  it('are taken over by the app without being drawn again, for a visitor who is signed out', async () => {
    // Prepare
    const { page, problems, context } = await newVisitor(browser, app.url);
    await rememberFirstHeading(page);
    for (const path of Object.keys(HEADINGS)) {
      // Act
      await page.goto(path);
      // Assess: Log in appears once the app runs and knows nobody is signed in.
      await page.getByRole('banner').getByRole('link', { name: 'Log in' }).waitFor();
      expect(await sameHeadingAsServed(page), path).toBe(true);
    }
    // The app works on a page it took over: the header navigates without a page load.
    await page.getByRole('banner').getByRole('link', { name: 'About' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('About CareCall');
    expect(await sameHeadingAsServed(page)).toBe(false);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('show a signed-in visitor their dashboard link and current plan once the app runs', async () => {
    // Prepare: an account with a plan, signed in through the API in this browser profile
    const { page, problems, context } = await newVisitor(browser, app.url);
    const person = newPerson();
    const headers = { origin: app.url };
    const registered = await context.request.post('/api/auth/register', { headers, data: { ...person, termsAccepted: true } });
    expect(registered.status()).toBe(201);
    const subscribed = await context.request.post('/api/user/subscriptions', { headers, data: { servicePlanId: 'daily-care' } });
    expect(subscribed.ok()).toBe(true);
    await rememberFirstHeading(page);
    // Act
    await page.goto('/services');
    // Assess
    await page.getByRole('banner').getByRole('link', { name: 'My Dashboard' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Current plan' }).count()).toBe(1);
    expect(await sameHeadingAsServed(page)).toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
