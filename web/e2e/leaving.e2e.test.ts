// A family plays the recording of a check-in, then takes its data and leaves: the download holds
// the account, deleting it signs them out, and the username can register again.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startLocalStack, type LocalStack } from '@/infra/local/local-stack.ts';
import { expectAccessible, launchBrowser, newPerson, newVisitor, toast } from './support/harness.ts';

let app: LocalStack;
let browser: Browser;

beforeAll(async () => {
  // A check-in runs in seconds here (LOCAL_WAIT_SCALE), with the simulator answering as scripted.
  [app, browser] = await Promise.all([
    startLocalStack({
      port: 0,
      dynamoEndpoint: inject('dynamoEndpoint'),
      tableName: `web-e2e-${randomUUID()}`,
      dataDir: mkdtempSync(join(tmpdir(), 'carecall-web-e2e-')),
      waitScale: 0.001,
    }),
    launchBrowser(),
  ]);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

// newPerson()'s profile phone, (415) 555-0100.
const PERSON_PHONE = '+14155550100';
const WELL = ["I'm feeling good today, thank you", 'No pain and I did not fall', 'Yes, I took my pills', 'No, nothing, thank you'];

describe('leaving CareCall', () => {
  it('plays the recording of an answered check-in from the call history', async () => {
    // Prepare: an account with a plan, and one answered check-in (a test call) through the simulator
    const { page, context, problems } = await newVisitor(browser, app.url);
    expect((await context.request.post('/api/auth/register', { data: newPerson() })).status()).toBe(201);
    expect((await context.request.post('/api/user/subscriptions', { data: { servicePlanId: 'daily-care' } })).status()).toBe(201);
    await fetch(`${app.url}/__sim/phones/${encodeURIComponent(PERSON_PHONE)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ behaviour: 'answer', replies: WELL }),
    });
    // A test call to the profile phone: a check-in held now, recorded like a scheduled one.
    expect((await context.request.post('/api/user/trigger-call', { data: { phoneNumber: PERSON_PHONE } })).status()).toBeLessThan(300);
    await expect
      .poll(async () => ((await (await context.request.get('/api/user/call-logs')).json()) as { recording?: string }[])[0]?.recording, { timeout: 30_000 })
      .toMatch(/\/recording$/);

    // Act
    await page.goto('/call-history');
    const player = page.getByRole('list', { name: 'Calls, newest first' }).locator('audio');
    await player.waitFor({ state: 'attached' });

    // Assess: a labelled player whose source answers audio, which the browser can load and play
    expect(await player.getAttribute('aria-label')).toMatch(/^Play recording of the call at /);
    expect(await player.getAttribute('preload')).toBe('none');
    const src = (await player.getAttribute('src'))!;
    const answer = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, redirected: response.redirected, type: response.headers.get('content-type'), bytes: (await response.arrayBuffer()).byteLength };
    }, src);
    expect(answer).toMatchObject({ status: 200, redirected: true, type: expect.stringMatching(/^audio\//) });
    expect(answer.bytes).toBeGreaterThan(8000);
    const duration = await player.evaluate(
      (audio: HTMLAudioElement) =>
        new Promise<number>((resolve, reject) => {
          audio.addEventListener('loadedmetadata', () => resolve(audio.duration), { once: true });
          audio.addEventListener('error', () => reject(new Error(`audio error ${audio.error?.code}`)), { once: true });
          audio.load();
        }),
    );
    expect(duration).toBeGreaterThanOrEqual(1);
    await expectAccessible(page, '/call-history with a recording');
    expect(problems).toEqual([]);
  });

  it('downloads the account data, deletes the account with its password, and the username can register again', async () => {
    // Prepare
    const { page, context, problems } = await newVisitor(browser, app.url);
    const person = newPerson();
    expect((await context.request.post('/api/auth/register', { data: person })).status()).toBe(201);
    expect((await context.request.post('/api/user/subscriptions', { data: { servicePlanId: 'daily-care' } })).status()).toBe(201);
    await page.goto('/profile');
    const area = page.getByRole('region', { name: 'Leave CareCall' });
    await area.waitFor();
    await expectAccessible(page, '/profile with Leave CareCall');

    // Act: download my data
    const [download] = await Promise.all([page.waitForEvent('download'), area.getByRole('link', { name: 'Download my data' }).click()]);

    // Assess
    expect(download.suggestedFilename()).toMatch(/^carecall-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(readFileSync((await download.path())!, 'utf8')) as { profile: { username: string }; subscriptions: unknown[] };
    expect(data.profile.username).toBe(person.username);
    expect(data.subscriptions).toHaveLength(1);
    expect(JSON.stringify(data)).not.toMatch(/passwordHash|correct horse/);

    // Act: delete my account, first with a wrong password
    await area.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    await expectAccessible(page, '/profile, Delete your account dialog');
    await dialog.getByLabel(/Your password/).fill('not my password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('The password is incorrect');
    await dialog.getByLabel(/Your password/).fill(person.password);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    // Assess: signed out, home, told so; the session is gone and the username is free again
    await expect.poll(() => toast(page).textContent()).toContain('Account deleted');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect((await context.request.get('/api/auth/me')).status()).toBe(401);
    await expectAccessible(page, 'home after deleting the account');
    const again = await context.request.post('/api/auth/register', { data: person });
    expect(again.status()).toBe(201);
    expect(problems).toEqual([]);
  });
});
