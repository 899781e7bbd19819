// A family reads their call history a month at a time: this month's calls first, older months
// on "Load older", and no polling while no call is in progress.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { newId } from '@/functions/core/ids.ts';
import { startLocalStack, type LocalStack } from '@/infra/local/local-stack.ts';
import { expectAccessible, launchBrowser, newPerson, newVisitor } from './support/harness.ts';

let app: LocalStack;
let browser: Browser;

beforeAll(async () => {
  // The stack itself (not E2E_BASE_URL): the calls are written straight to its table.
  [app, browser] = await Promise.all([
    startLocalStack({
      port: 0,
      dynamoEndpoint: inject('dynamoEndpoint'),
      tableName: `web-e2e-${randomUUID()}`,
      dataDir: mkdtempSync(join(tmpdir(), 'carecall-web-e2e-')),
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const TIMEZONE = 'America/Toronto';

describe('call history, a month at a time', () => {
  it('shows this month first, loads older months on request, and does not poll with no call in progress', async () => {
    // Prepare: two calls this month, two two months ago, one three months ago (Toronto time)
    const { page, context, problems } = await newVisitor(browser, app.url);
    expect((await context.request.post('/api/auth/register', { data: newPerson() })).status()).toBe(201);
    const me = (await (await context.request.get('/api/auth/me')).json()) as { id: string };
    const now = Temporal.Now.zonedDateTimeISO(TIMEZONE);
    const monthStart = now.with({ day: 1 }).startOfDay();
    const at = (month: number, day: number, hour: number) => monthStart.subtract({ months: month }).with({ day, hour }).toInstant();
    const times = [
      now.toInstant().subtract({ minutes: 5 }),
      monthStart.toInstant().add({ minutes: 1 }),
      at(2, 15, 10),
      at(2, 15, 11),
      at(3, 15, 10),
    ];
    for (const instant of times) {
      const callTime = new Date(instant.epochMilliseconds).toISOString();
      await app.deps.callLogs.create({
        id: newId(new Date(callTime)), userId: me.id, kind: 'scheduled', phoneNumber: '+14165550142', callTime, status: 'answered', duration: 80, healthStatus: 'good',
      });
    }
    const reads: URL[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/user/call-logs') reads.push(url);
    });
    const cards = page.getByRole('list', { name: 'Calls, newest first' }).getByRole('listitem');

    // Act: open the page
    await page.goto('/call-history');

    // Assess: this month's two calls; every read is a month (or the newest calls), none the whole history
    await expect.poll(() => cards.count()).toBe(2);
    await expectAccessible(page, '/call-history, this month');
    const monthReads = () =>
      reads.filter((u) => u.searchParams.has('to')).map((u) => (Date.parse(u.searchParams.get('to')!) - Date.parse(u.searchParams.get('from')!)) / 86_400_000);
    expect(reads.every((u) => u.searchParams.has('from'))).toBe(true);
    expect(monthReads().every((days) => days >= 27.9 && days <= 31.1)).toBe(true);

    // Act: Load older until the calls of two months ago show
    const loadOlder = page.getByRole('button', { name: 'Load older' });
    for (let i = 0; i < 3 && (await cards.count()) < 4; i++) {
      const before = reads.length;
      await loadOlder.click();
      await expect.poll(() => reads.length).toBeGreaterThan(before);
      await page.getByText(/^Calls loaded since /).waitFor();
      await page.waitForLoadState('networkidle');
    }

    // Assess: four calls, the oldest not yet (its month is not read); the period is now a custom range
    await expect.poll(() => cards.count()).toBe(4);
    await expect.poll(() => page.getByText(/^Calls loaded since /).textContent()).toBe(
      `Calls loaded since ${new Date(monthStart.subtract({ months: 2 }).epochMilliseconds).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: TIMEZONE })}.`,
    );

    // Act: once more
    await loadOlder.click();

    // Assess: all five, each month read once
    await expect.poll(() => cards.count()).toBe(5);
    const froms = reads.filter((u) => u.searchParams.has('to')).map((u) => u.searchParams.get('from'));
    expect(new Set(froms).size).toBe(froms.length);

    // Assess: nothing in progress, so nothing is read again while the page stays open (it polled every 10 s)
    const settled = reads.length;
    await page.waitForTimeout(11_000);
    expect(reads.length).toBe(settled);
    expect(problems).toEqual([]);
  }, 90_000);
});
