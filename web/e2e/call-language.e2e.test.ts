// A family chooses the language their father is called in: the schedule form's "Call language",
// the card naming it when it is not English, and the choice kept when the schedule is edited.
import type { Browser } from 'playwright-core';
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

describe('the call language of a schedule', () => {
  it('is chosen in the schedule form, shown on the card when not English, and kept on edit', async () => {
    // Prepare: an account with a plan
    const { page, context, problems } = await newVisitor(browser, app.url);
    expect((await context.request.post('/api/auth/register', { data: newPerson() })).status()).toBe(201);
    expect((await context.request.post('/api/user/subscriptions', { data: { servicePlanId: 'custom-care' } })).status()).toBe(201);
    await page.goto('/manage-calls');

    // Act: a new schedule for José, called in Spanish
    await page.getByRole('button', { name: 'Add New Schedule' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Call Schedule' });
    await dialog.waitFor();
    const language = dialog.getByLabel(/Call language/);
    expect(await language.inputValue()).toBe('en');
    expect(await language.locator('option').allTextContents()).toEqual(['English', 'Español', 'Français']);
    await dialog.getByLabel(/Phone number to call/).fill('4165550177');
    await dialog.getByLabel(/Name of the person we call/).fill('José García');
    await dialog.getByLabel(/How often/).selectOption('weekly');
    await language.selectOption('es');
    await expectAccessible(page, '/manage-calls, Create New Call Schedule with a call language');
    await dialog.getByRole('button', { name: 'Create Schedule' }).click();

    // Assess: the card and the stored schedule
    await expect.poll(() => toast(page).textContent()).toContain('Schedule created');
    const card = page.getByRole('article', { name: 'José García' });
    await expect.poll(() => card.getByText('Call language: Español').isVisible()).toBe(true);
    const stored = async () => ((await (await context.request.get('/api/user/call-schedules')).json()) as { language: string }[])[0]!.language;
    expect(await stored()).toBe('es');

    // Act: edit it to French
    await card.getByRole('button', { name: /^Edit/ }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Call Schedule' });
    await edit.waitFor();
    expect(await edit.getByLabel(/Call language/).inputValue()).toBe('es');
    await edit.getByLabel(/Call language/).selectOption('fr');
    await edit.getByRole('button', { name: 'Save Changes' }).click();

    // Assess
    await expect.poll(() => card.getByText('Call language: Français').isVisible()).toBe(true);
    expect(await stored()).toBe('fr');

    // Act / Assess: back to English, and the card says nothing about the language
    await card.getByRole('button', { name: /^Edit/ }).click();
    await edit.waitFor();
    await edit.getByLabel(/Call language/).selectOption('en');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await edit.waitFor({ state: 'hidden' }); // the card is hidden from queries while the dialog is open
    await expect.poll(stored).toBe('en');
    await expect.poll(() => card.getByText(/Call language/).count()).toBe(0);
    await expect.poll(() => card.getByText('Weekly on Monday').isVisible()).toBe(true);
    await expectAccessible(page, '/manage-calls with a schedule called in English');
    expect(problems).toEqual([]);
  });
});
