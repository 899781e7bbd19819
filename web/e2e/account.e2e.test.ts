// One new family, start to finish, as they would use CareCall in a browser. The steps share one
// browser profile and run in order.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAccessible,
  launchBrowser,
  newPerson,
  newVisitor,
  PHONE,
  startApp,
  toast,
  type RunningApp,
  type Visitor,
} from './support/harness.ts';

let app: RunningApp;
let browser: Browser;
let visitor: Visitor;
let page: Page;
const person = newPerson();

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  visitor = await newVisitor(browser, app.url);
  page = visitor.page;
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const main = () => page.getByRole('main');
const heading1 = () => page.getByRole('heading', { level: 1 }).textContent();
const dialog = () => page.getByRole('dialog');
const toastText = () => toast(page).textContent();
const textbox = (name: string, scope = main()) => scope.getByRole('textbox', { name, exact: true });
/** Ticks a checkbox or flips a switch the way a keyboard user does. */
const pressSpace = async (control: Locator) => {
  await control.focus();
  await page.keyboard.press('Space');
};

describe('a new family', () => {
  it('registers in two steps, with step 1 checked before Next', async () => {
    // Prepare
    await page.goto('/register');
    await main().getByText('Step 1 of 2').waitFor();
    // Act: Next with nothing filled in
    await main().getByRole('button', { name: 'Next' }).click();
    // Assess
    await expect.poll(() => main().getByText('First name must be at least 2 characters').isVisible()).toBe(true);
    await expect.poll(() => main().getByText('Username must be at least 3 characters').isVisible()).toBe(true);
    await expect.poll(() => main().getByText('Please enter a valid email address').isVisible()).toBe(true);
    await expect.poll(() => main().getByText('Phone number must be at least 10 digits').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await expectAccessible(page, '/register step 1 with errors');

    // Act
    await textbox('First name').fill(person.firstName);
    await textbox('Last name').fill(person.lastName);
    await textbox('Username').fill(person.username);
    await textbox('Email').fill(person.email);
    await textbox('Phone number').fill(person.phone);
    await main().getByRole('button', { name: 'Next' }).click();
    // Assess
    await expect.poll(() => main().getByText('Step 2 of 2').isVisible()).toBe(true);
    expect(await main().getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');

    // Act: mismatched passwords and no terms
    await page.getByLabel(/^Password/).fill(person.password);
    await page.getByLabel(/^Confirm password/).fill('something else');
    await main().getByRole('button', { name: 'Create Account' }).click();
    // Assess
    await expect.poll(() => main().getByText('Passwords do not match').isVisible()).toBe(true);
    await expect.poll(() => main().getByText('You must accept the terms and conditions').isVisible()).toBe(true);
    await expectAccessible(page, '/register step 2 with errors');

    // Act
    await page.getByLabel(/^Confirm password/).fill(person.password);
    await textbox('City (optional)').fill('Toronto');
    await pressSpace(main().getByRole('checkbox'));
    await main().getByRole('button', { name: 'Create Account' }).click();
    // Assess
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await expect.poll(heading1).toBe(`Welcome, ${person.firstName}`);
    await expect.poll(toastText).toContain('Registration successful');
    expect(await toastText()).toContain(`Welcome, ${person.firstName}!`);
  });

  it('sees an honest dashboard before anything is set up', async () => {
    // Assess
    await expect.poll(() => main().getByText('Choose a plan to start').isVisible()).toBe(true);
    await expect.poll(() => main().getByText('No calls yet').first().isVisible()).toBe(true);
    await expectAccessible(page, '/dashboard, new account');
    // The schedules and contacts tabs, by keyboard.
    await main().getByRole('tab', { name: 'Schedules' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => main().getByRole('tab', { name: 'Contacts' }).getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => main().getByRole('tabpanel', { name: 'Contacts' }).getByText('No emergency contacts yet.').isVisible()).toBe(true);
    // A signed-in visitor is sent from /register and /login to the dashboard.
    await page.goto('/register');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('chooses a plan on /services; there is no payment step', async () => {
    // Prepare
    await page.goto('/services');
    await main().getByText('There is no payment step').waitFor();
    // Act
    await main().getByRole('button', { name: 'Choose plan Custom Care' }).click();
    // Assess
    await expect.poll(toastText).toContain('Plan chosen');
    await expect.poll(() => main().getByRole('button', { name: 'Current plan' }).count()).toBe(1);
    expect(await main().getByRole('button', { name: 'Choose plan Weekly Care' }).isEnabled()).toBe(true);
    await expectAccessible(page, '/services, signed in with a plan');
  });

  it('creates a weekly schedule, with the day shown only for weekly and the interval only for custom', async () => {
    // Prepare
    await page.goto('/manage-calls');
    await main().getByText('Using 0 of 15 allowed check-in calls').waitFor();
    // Act
    await main().getByRole('button', { name: 'Add New Schedule' }).click();
    // Assess
    await expect.poll(() => dialog().getByRole('heading', { name: 'Create New Call Schedule' }).isVisible()).toBe(true);
    const form = dialog();
    expect(await form.getByLabel('Day of the week').count()).toBe(0);
    expect(await form.getByLabel('Every how many days').count()).toBe(0);
    // Act
    await form.getByLabel('How often').selectOption('custom');
    // Assess
    await expect.poll(() => form.getByLabel('Every how many days').count()).toBe(1);
    expect(await form.getByLabel('Day of the week').count()).toBe(0);
    // Act
    await form.getByLabel('How often').selectOption('weekly');
    await form.getByLabel('Day of the week').selectOption({ label: 'Wednesday' });
    await textbox('Phone number to call', form).fill('416 555 0142');
    await form.getByLabel('Time of the call').fill('08:30');
    await form.getByLabel('Timezone').selectOption('America/Toronto');
    await expectAccessible(page, 'Create New Call Schedule dialog');
    await form.getByRole('button', { name: 'Create Schedule' }).click();
    // Assess
    await expect.poll(toastText).toContain('Schedule created');
    await expect.poll(() => dialog().count()).toBe(0);
    const card = main().getByRole('article', { name: '(416) 555-0142' });
    await expect.poll(() => card.textContent()).toContain('Weekly on Wednesday');
    expect(await card.textContent()).toContain('8:30 AM, America/Toronto');
    expect(await card.textContent()).toContain('Next call:');
    await expect.poll(() => main().getByText('Using 5 of 15 allowed check-in calls').isVisible()).toBe(true);
    await expectAccessible(page, '/manage-calls with a schedule');
  });

  it('edits the schedule', async () => {
    // Act
    await main().getByRole('button', { name: 'Edit schedule for (416) 555-0142' }).click();
    await expect.poll(() => dialog().getByRole('heading', { name: 'Edit Call Schedule' }).isVisible()).toBe(true);
    expect(await dialog().getByLabel('Day of the week').inputValue()).toBe('3');
    await dialog().getByLabel('Time of the call').fill('10:15');
    await dialog().getByRole('button', { name: 'Save Changes' }).click();
    // Assess
    await expect.poll(toastText).toContain('Schedule updated');
    await expect.poll(() => main().getByRole('article', { name: '(416) 555-0142' }).textContent()).toContain('10:15 AM');
  });

  it('pauses the schedule, which moves it to the Inactive tab', async () => {
    // Act
    await pressSpace(main().getByRole('checkbox', { name: 'Calls to (416) 555-0142 Active' }));
    // Assess
    await expect.poll(toastText).toContain('Your call schedule status has been updated.');
    await expect.poll(() => main().getByRole('tab', { name: /Active/ }).first().textContent()).toBe('Active 0');
    await main().getByRole('tab', { name: /Inactive/ }).click();
    const card = main().getByRole('article', { name: '(416) 555-0142' });
    await expect.poll(() => card.textContent()).toContain('Currently inactive');
    await expect.poll(() => main().getByText('Using 0 of 15 allowed check-in calls').isVisible()).toBe(true);
  });

  it('deletes the schedule after confirming', async () => {
    // Act
    await main().getByRole('button', { name: 'Delete schedule for (416) 555-0142' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.textContent()).toContain(
      'Are you sure you want to delete this call schedule? This action cannot be undone.',
    );
    await expectAccessible(page, 'delete schedule confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    // Assess
    await expect.poll(toastText).toContain('Schedule deleted');
    await expect.poll(() => main().getByText('No inactive schedules').isVisible()).toBe(true);
  });

  it('adds two emergency contacts and moves the second one up', async () => {
    // Prepare
    await page.goto('/escalation-contacts');
    await main().getByText('No active contacts').waitFor();
    await expectAccessible(page, '/escalation-contacts, empty');
    const add = async (name: string, relationship: string, phone: string, priority: string) => {
      await main().getByRole('button', { name: 'Add Contact' }).click();
      await expect.poll(() => dialog().getByRole('heading', { name: 'Add Emergency Contact' }).isVisible()).toBe(true);
      expect(await dialog().getByLabel('Priority').inputValue()).toBe(priority);
      await textbox('Name', dialog()).fill(name);
      await dialog().getByLabel('Relationship').selectOption(relationship);
      await textbox('Phone number', dialog()).fill(phone);
      await dialog().getByRole('button', { name: 'Add Contact' }).click();
      await expect.poll(toastText).toContain('Contact added');
      await expect.poll(() => dialog().count()).toBe(0);
    };
    // Act
    await add('Ana Lopez', 'Family Member', '416 555 0101', '1');
    await add('Ben Ortiz', 'Neighbor', '416 555 0102', '2');
    // Assess
    const names = () => main().getByRole('list', { name: 'Active contacts in calling order' }).getByRole('heading').allTextContents();
    await expect.poll(names).toEqual(['Ana Lopez', 'Ben Ortiz']);
    expect(await main().getByRole('button', { name: 'Move Ana Lopez up' }).isDisabled()).toBe(true);
    expect(await main().getByRole('button', { name: 'Move Ben Ortiz down' }).isDisabled()).toBe(true);
    // Act
    await main().getByRole('button', { name: 'Move Ben Ortiz up' }).click();
    // Assess
    await expect.poll(toastText).toContain('Priority updated');
    await expect.poll(names).toEqual(['Ben Ortiz', 'Ana Lopez']);
    expect(await main().getByText('Priority #1').first().evaluate((el) => el.closest('li')?.textContent)).toContain('Ben Ortiz');
    await expectAccessible(page, '/escalation-contacts with two contacts');
  });

  it('switches a contact off, which moves it to Inactive Contacts', async () => {
    // Act
    await pressSpace(main().getByRole('checkbox', { name: 'Ana Lopez Active' }));
    // Assess
    await expect.poll(toastText).toContain('Contact activation status has been updated successfully.');
    await expect.poll(() => main().getByRole('heading', { name: 'Inactive Contacts (1)' }).isVisible()).toBe(true);
    await expect.poll(() => main().getByRole('heading', { name: 'Active Contacts (1)', exact: true }).isVisible()).toBe(true);
  });

  it('makes a test call that appears in the call history', async () => {
    // Prepare
    await page.goto('/manage-calls');
    await main().getByRole('heading', { level: 1 }).waitFor();
    // Act
    await main().getByRole('button', { name: 'Test Call' }).click();
    await expect.poll(() => dialog().textContent()).toContain('(415) 555-0100');
    await dialog().getByRole('button', { name: 'Call Now' }).click();
    // Assess
    await expect.poll(toastText).toContain('Test call initiated');
    await expect.poll(() => dialog().count()).toBe(0);
    // Act
    await page.goto('/call-history');
    // Assess: until the check-in workflow finishes the call, its status is Initiated.
    const card = main().getByRole('listitem').filter({ hasText: 'Call to (415) 555-0100' });
    await expect.poll(() => card.count()).toBe(1);
    expect(await card.getByRole('heading').textContent()).toMatch(/^(Initiated|Answered|No-answer|Failed)$/);
    await card.getByRole('button', { name: /Show details/ }).click();
    await expect.poll(() => card.getByRole('heading', { name: 'AI Assessment' }).isVisible()).toBe(true);
    await expectAccessible(page, '/call-history with an open call');
  });

  it('filters the call history by period and status, and clears the filters', async () => {
    // Prepare
    const card = main().getByRole('listitem').filter({ hasText: 'Call to (415) 555-0100' });
    const openFilters = async () => {
      await main().getByRole('button', { name: 'Filter Results' }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Filter Results' }).isVisible()).toBe(true);
      return page.getByRole('dialog', { name: 'Filter Results' });
    };
    // Act: last month cannot hold a call made today
    let filters = await openFilters();
    expect(await filters.getByLabel('Time period').inputValue()).toBe('last-30-days');
    expect(await filters.getByLabel('From').isDisabled()).toBe(true);
    await expectAccessible(page, 'call history filters');
    await filters.getByLabel('Time period').selectOption('last-month');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    // Assess
    await expect.poll(() => main().getByRole('heading', { name: 'No call records found' }).isVisible()).toBe(true);
    await expectAccessible(page, '/call-history empty state');
    // Act: today, and a status the call does not have
    filters = await openFilters();
    await filters.getByLabel('Time period').selectOption('today');
    await filters.getByLabel('Call status').selectOption('failed');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    // Assess: the status filter is applied
    await expect.poll(() => main().getByRole('heading', { name: 'No call records found' }).isVisible()).toBe(true);
    // Act
    filters = await openFilters();
    await filters.getByRole('button', { name: 'Clear All' }).click();
    expect(await filters.getByLabel('Call status').inputValue()).toBe('all');
    expect(await filters.getByLabel('Time period').inputValue()).toBe('last-30-days');
    // Act: editing a date chooses Custom range
    await filters.getByLabel('Time period').selectOption('custom');
    await filters.getByLabel('From').fill('2020-01-01');
    await filters.getByRole('button', { name: 'Apply Filters' }).click();
    // Assess
    await expect.poll(() => card.count()).toBe(1);
  });

  it('logs out, and the account area then asks to log in, and returns after logging in', async () => {
    // Act
    await page.goto('/dashboard');
    await main().getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    // Assess
    await page.waitForURL((url) => url.pathname === '/');
    await expect.poll(toastText).toContain('Logged out');
    // Act
    await page.goto('/call-history');
    // Assess
    await page.waitForURL((url) => url.pathname === '/login');
    // Act: a wrong password first
    await textbox('Username').fill(person.username);
    await page.getByLabel(/^Password/).fill('not the password');
    await main().getByRole('button', { name: 'Log In' }).click();
    // Assess
    await expect.poll(toastText).toContain('Login failed');
    // Act
    await page.getByLabel(/^Password/).fill(person.password);
    await main().getByRole('button', { name: 'Log In' }).click();
    // Assess
    await page.waitForURL((url) => url.pathname === '/call-history');
    await expect.poll(toastText).toContain(`Welcome back, ${person.firstName}!`);
  });

  it('updates the profile', async () => {
    // Prepare
    await page.goto('/profile');
    await expect.poll(heading1).toBe('Profile');
    await expectAccessible(page, '/profile');
    // Act
    await textbox('City (optional)').fill('Ottawa');
    await main().getByRole('button', { name: 'Save Changes' }).click();
    // Assess
    await expect.poll(toastText).toContain('Profile updated');
    // Act: the second tab
    await main().getByRole('tab', { name: 'Password & Security' }).click();
    await main().getByLabel(/^Current password/).fill('wrong password');
    await main().getByLabel(/^New password/).fill('short');
    // Assess
    await expect.poll(() => main().getByText('Password must be at least 8 characters').isVisible()).toBe(true);
    await expectAccessible(page, '/profile password tab');
  });

  it('works on a phone: the account menu opens behind a Menu button', async () => {
    // Prepare
    const phone = await browser.newContext({ baseURL: app.url, viewport: PHONE, storageState: await visitor.context.storageState() });
    const mobile = await phone.newPage();
    await mobile.goto('/dashboard');
    await expect.poll(() => mobile.getByRole('heading', { level: 1 }).textContent()).toBe(`Welcome, ${person.firstName}`);
    await expect.poll(() => mobile.getByRole('navigation', { name: 'Account' }).isVisible()).toBe(false);
    await expectAccessible(mobile, '/dashboard on a phone');
    // Act
    await mobile.getByRole('button', { name: 'Menu' }).click();
    await mobile.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Escalation Contacts' }).click();
    // Assess
    await mobile.waitForURL((url) => url.pathname === '/escalation-contacts');
    await expect.poll(() => mobile.getByRole('heading', { level: 1 }).textContent()).toBe('Escalation Contacts');
    await expect.poll(() => mobile.getByRole('navigation', { name: 'Account' }).isVisible()).toBe(false);
    await expectAccessible(mobile, '/escalation-contacts on a phone');
    await phone.close();
  });

  it('saw no script errors on the way', () => {
    expect(visitor.problems).toEqual([]);
  });
});
