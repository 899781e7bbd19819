// A family pauses the calls while their mother is away, then resumes them: the schedule card, the
// pending call (the local scheduler's trigger) and the dashboard follow.
import type { Browser } from 'playwright-core';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPerson, newVisitor, startApp, toast, type RunningApp } from './support/harness.ts';

let app: RunningApp;
let browser: Browser;

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const TIMEZONE = 'America/Toronto';
const inDays = (days: number) => Temporal.Now.plainDateISO(TIMEZONE).add({ days });
const localDate = (instant: string) => Temporal.Instant.from(instant).toZonedDateTimeISO(TIMEZONE).toPlainDate().toString();

async function pendingCallAt(scheduleId: string): Promise<string[]> {
  const triggers = (await (await fetch(`${app.url}/__dev/scheduler`)).json()) as { scheduleId: string; at: string }[];
  return triggers.filter((t) => t.scheduleId === scheduleId).map((t) => t.at);
}

describe('pausing and resuming calls', () => {
  it('pauses a schedule until a date picked in the dialog, shows it on the card, and resumes it', async () => {
    // Prepare: an account with a plan and a daily schedule for Rose, made through the API with the browser's cookies
    const { page, context, problems } = await newVisitor(browser, app.url);
    const person = newPerson();
    expect((await context.request.post('/api/auth/register', { data: person })).status()).toBe(201);
    expect((await context.request.post('/api/user/subscriptions', { data: { servicePlanId: 'daily-care' } })).status()).toBe(201);
    const created = await context.request.post('/api/user/call-schedules', {
      data: { phoneNumber: '4165550142', personName: 'Rose Lopez', frequency: 'daily', timeOfDay: '09:00', timezone: TIMEZONE, isActive: true },
    });
    const schedule = (await created.json()) as { id: string; nextCallDate: string };
    const until = inDays(10);
    const untilText = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' }).format(
      new Date(`${until.toString()}T12:00:00Z`),
    );
    await page.goto('/manage-calls');
    const card = page.getByRole('article', { name: 'Rose Lopez' });
    await card.waitFor();

    // Act: open the dialog and pick the date
    await card.getByRole('button', { name: /^Pause calls/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Pause calls' });
    await dialog.waitFor();
    await expectAccessible(page, '/manage-calls, Pause calls dialog');
    await dialog.getByLabel(/Pause until/).fill(until.toString());
    await dialog.getByRole('button', { name: 'Pause calls' }).click();

    // Assess: the card, the toast and the pending call
    await expect.poll(() => toast(page).textContent()).toContain('Calls paused');
    await expect.poll(() => card.getByText(`Paused until ${untilText}`).isVisible()).toBe(true);
    await expect.poll(async () => (await pendingCallAt(schedule.id)).map(localDate)).toEqual([until.toString()]);
    await expectAccessible(page, '/manage-calls with a paused schedule');
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await expect.poll(() => page.getByText(`Paused until ${untilText}`).isVisible()).toBe(true);

    // Act: resume
    await page.goto('/manage-calls');
    await card.getByRole('button', { name: /^Resume/ }).click();

    // Assess
    await expect.poll(() => toast(page).textContent()).toContain('Calls resumed');
    await expect.poll(() => card.getByText(/Paused until/).count()).toBe(0);
    await expect.poll(() => card.getByRole('button', { name: /^Pause calls/ }).isVisible()).toBe(true);
    expect(await pendingCallAt(schedule.id)).toEqual([schedule.nextCallDate]);
    await expectAccessible(page, '/manage-calls after resuming');
    expect(problems).toEqual([]);
  });
});
