import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EscalationContact } from '@/shared/api-types.ts';
import { fakeApi, renderApp, SIGNED_IN_USER } from '@/web/test/render-app.tsx';

afterEach(() => vi.unstubAllGlobals());

const contact = (id: string, name: string, priority: number, isActive = true): EscalationContact => ({
  id,
  userId: 'u1',
  name,
  relationship: 'Friend',
  phoneNumber: '+14165550101',
  priority,
  isActive,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});

describe('escalation contacts', () => {
  it('lists active contacts by priority, with Inactive Contacts only when there are some', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, {
      'GET /api/user/escalation-contacts': { status: 200, body: [contact('c', 'Cy', 3), contact('a', 'Ana', 1), contact('z', 'Zoe', 2, false)] },
    });
    // Act
    await renderApp('/escalation-contacts');
    // Assess
    const list = await screen.findByRole('list', { name: 'Active contacts in calling order' });
    expect(within(list).getAllByRole('heading').map((h) => h.textContent)).toEqual(['Ana', 'Cy']);
    expect(screen.getByRole('heading', { name: 'Inactive Contacts (1)' })).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Move Ana up' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Move Cy down' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('moves a contact up with two separate priority updates, the moved one first', async () => {
    // Prepare
    const api = fakeApi(SIGNED_IN_USER, {
      'GET /api/user/escalation-contacts': { status: 200, body: [contact('a', 'Ana', 1), contact('b', 'Ben', 2)] },
    });
    const { user } = await renderApp('/escalation-contacts');
    // Act
    await user.click(await screen.findByRole('button', { name: 'Move Ben up' }));
    // Assess
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes().map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'PUT', path: '/api/user/escalation-contacts/b', body: { priority: 1 } },
      { method: 'PUT', path: '/api/user/escalation-contacts/a', body: { priority: 2 } },
    ]);
  });

  it('shows the empty state, and a new contact starts active after the others', async () => {
    // Prepare
    const api = fakeApi(SIGNED_IN_USER, { 'GET /api/user/escalation-contacts': { status: 200, body: [contact('z', 'Zoe', 4, false)] } });
    const { user } = await renderApp('/escalation-contacts');
    // Act
    await user.click(await screen.findByRole('button', { name: 'Add Your First Contact' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Emergency Contact' });
    // Assess
    expect((within(dialog).getByRole('spinbutton', { name: 'Priority' }) as HTMLInputElement).value).toBe('5');
    // Act: nothing filled in
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    // Assess
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Please choose a relationship')).toBeTruthy();
    expect(within(dialog).getByText('Phone number must be at least 10 digits')).toBeTruthy();
    // Act
    await user.type(within(dialog).getByRole('textbox', { name: 'Email (optional)' }), 'not-an-email');
    // Assess
    expect(await within(dialog).findByText('Invalid email address')).toBeTruthy();
    // Act
    await user.clear(within(dialog).getByRole('textbox', { name: 'Email (optional)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Ana Lopez');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Relationship' }), 'Neighbor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Phone number' }), '416 555 0101');
    await user.click(within(dialog).getByRole('button', { name: 'Add Contact' }));
    // Assess
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toMatchObject({
      method: 'POST',
      path: '/api/user/escalation-contacts',
      body: { name: 'Ana Lopez', relationship: 'Neighbor', phoneNumber: '+14165550101', email: '', priority: 5, isActive: true, userId: 1 },
    });
  });

  it('asks before deleting, with the spec wording', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, { 'GET /api/user/escalation-contacts': { status: 200, body: [contact('a', 'Ana', 1)] } });
    const { user } = await renderApp('/escalation-contacts');
    // Act
    await user.click(await screen.findByRole('button', { name: 'Delete Ana' }));
    // Assess
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain(
      'Are you sure you want to delete this emergency contact? They will no longer be called if you miss a check-in or report an emergency.',
    );
  });

  it('says whether a contact was told by text that they were added', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, {
      'GET /api/user/escalation-contacts': {
        status: 200,
        body: [
          { ...contact('a', 'Ana', 1), welcomeText: { status: 'sent', at: '2025-01-01T00:00:00.000Z' } },
          { ...contact('b', 'Ben', 2), welcomeText: { status: 'refused', at: '2025-01-01T00:00:00.000Z' } },
          contact('z', 'Zoe', 3, false),
        ],
      },
    });
    // Act
    await renderApp('/escalation-contacts');
    // Assess
    const list = await screen.findByRole('list', { name: 'Active contacts in calling order' });
    const [ana, ben] = within(list).getAllByRole('listitem');
    expect(ana!.textContent).toContain('We texted them that you added them.');
    expect(ben!.textContent).toContain('This number cannot receive texts');
    expect(screen.queryAllByText(/texted them|receive texts/)).toHaveLength(2);
  });
});
