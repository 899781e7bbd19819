// Screenshots of every screen at desktop and phone sizes, for reviews and the closing note.
//   npm start                      (in another terminal; serves the built app on PORT, default 3000)
//   npm run screenshots:web -- http://127.0.0.1:3000 /tmp/carecall-screens
// It signs up a demo family through the API (plan, schedules, contacts, a test call), then visits
// each page in headless Chromium (/usr/bin/chromium, or CHROMIUM_PATH).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type APIRequestContext } from 'playwright-core';
import { ACCOUNT_PATHS } from '@/shared/account-pages.ts';

const base = (process.argv[2] ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const out = process.argv[3] ?? '/tmp/carecall-screens';
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const PUBLIC = ['/', '/about', '/services', '/contact', '/privacy', '/terms', '/register', '/login', '/forgot-password', '/timezone-test', '/no-such-page'];
const ACCOUNT = ACCOUNT_PATHS;
const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
];

async function seed(request: APIRequestContext) {
  const tag = Date.now().toString(36);
  const post = async (path: string, data: unknown) => {
    const response = await request.post(path, { data, headers: { origin: base } });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
  };
  await post('/api/auth/register', {
    firstName: 'Maria',
    lastName: 'Lopez',
    username: `maria${tag}`,
    email: `maria.${tag}@example.com`,
    phone: '(415) 555-0100',
    password: 'correct horse battery',
  });
  await post('/api/user/subscriptions', { servicePlanId: 'custom-care' });
  const schedule = { timezone: 'America/Toronto', escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true };
  await post('/api/user/call-schedules', { ...schedule, phoneNumber: '416 555 0142', frequency: 'weekly', dayOfWeek: 3, timeOfDay: '09:30', isActive: true });
  await post('/api/user/call-schedules', { ...schedule, phoneNumber: '416 555 0142', frequency: 'custom', daysInterval: 3, timeOfDay: '18:00', isActive: false });
  await post('/api/user/escalation-contacts', { name: 'Ana Lopez', relationship: 'Family Member', phoneNumber: '416 555 0101', email: 'ana@example.com', priority: 1, isActive: true });
  await post('/api/user/escalation-contacts', { name: 'Ben Ortiz', relationship: 'Neighbor', phoneNumber: '416 555 0102', priority: 2, isActive: true });
  await post('/api/user/trigger-call', { phoneNumber: '(415) 555-0100' });
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath, args });
try {
  const signedIn = await browser.newContext({ baseURL: base });
  await seed(signedIn.request);
  const state = await signedIn.storageState();
  await signedIn.close();
  for (const size of SIZES) {
    for (const [paths, storageState] of [[PUBLIC, undefined], [ACCOUNT, state]] as const) {
      const context = await browser.newContext({ baseURL: base, viewport: size.viewport, storageState, reducedMotion: 'reduce' });
      const page = await context.newPage();
      for (const path of paths) {
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        const file = join(out, `${size.name}${path === '/' ? '-home' : path.replaceAll('/', '-')}.png`);
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
