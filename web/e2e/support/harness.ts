// Browser tests drive the real app in headless Chromium (playwright-core, the Debian package at
// /usr/bin/chromium) against the real local server: built web app, real handlers, DynamoDB Local.
import AxeBuilder from '@axe-core/playwright';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { startLocalStack } from '@/infra/local/local-stack.ts';
// Declares inject('dynamoEndpoint'), provided by the DynamoDB Local global setup.
import type {} from '@/infra/local/test-support/dynamodb-global-setup.ts';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// Without these, Chromium waits on network services this machine cannot reach.
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface RunningApp {
  url: string;
  close(): Promise<void>;
}

/**
 * The whole product on a free port, with a fresh data directory and table. E2E_BASE_URL points
 * the tests at a server that is already running instead (for example `npm start`).
 */
export async function startApp(): Promise<RunningApp> {
  const external = process.env.E2E_BASE_URL;
  if (external) return { url: external.replace(/\/$/, ''), close: async () => {} };
  return startLocalStack({
    port: 0,
    dynamoEndpoint: inject('dynamoEndpoint'),
    tableName: `web-e2e-${randomUUID()}`,
    dataDir: mkdtempSync(join(tmpdir(), 'carecall-web-e2e-')),
  });
}

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`No Chromium at ${CHROMIUM}: install Debian's package (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, timeout: 60_000 });
}

export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen so far, besides the expected 401 of a signed-out visit. */
  problems: string[];
}

/** A fresh browser profile (cookies and all) with one tab. */
export async function newVisitor(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<Visitor> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-US', timezoneId: 'America/Toronto', reducedMotion: 'reduce' });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // The current-user check answers 401 to a signed-out visitor; the browser logs every 4xx.
    if (/status of (401|400|403|404|409|429)/.test(text)) return;
    problems.push(text);
  });
  return { context, page, problems };
}

/** axe-core on the page as it is now: no serious or critical WCAG 2.1 A/AA violations. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // A dialog fading in is half transparent: axe would measure the contrast of the animation
  // frame, not of what the person reads. Wait for running animations to finish first.
  // (Endless ones, such as a skeleton's pulse, are not waited for.)
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map((v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`);
  expect(report, `axe on ${where}`).toEqual([]);
}

/** The toast on screen (only one is ever shown). */
export const toast = (page: Page) => page.locator('[data-scope="toast"][data-part="root"]');

/**
 * Waits until the app runs on the page: the header then knows whether someone is signed in. A
 * pre-rendered page is on screen before that, and its links are then plain page loads.
 */
export async function appStarted(page: Page): Promise<void> {
  // Attached rather than visible: on a phone the header's buttons sit in the closed menu.
  const authLink = page.getByRole('banner').getByRole('link', { name: /^(Log in|My Dashboard)$/, includeHidden: true });
  await authLink.first().waitFor({ state: 'attached' });
}

/** A unique person for a test run. */
export function newPerson() {
  const tag = randomUUID().slice(0, 8);
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    username: `maria${tag}`,
    email: `maria.${tag}@example.com`,
    phone: '(415) 555-0100',
    password: 'correct horse battery',
  };
}
