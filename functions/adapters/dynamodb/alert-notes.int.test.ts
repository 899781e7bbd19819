import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { newId } from '../../core/ids.ts';
import type { User } from '../../core/model.ts';
import type { Stores } from '../../core/ports/storage.ts';
import { DynamoCallRefStore } from './call-ref-store.ts';
import { createDocumentClient } from './client.ts';
import { ensureTable } from './create-table.ts';
import { createDynamoStores } from './stores.ts';

// The note that lets a contact calling CareCall back hear their alert again (check-in/call-in.ts):
// filed under the contact's number, newest first inside the window, and leaving deletes it.
let stores: Stores;
let refs: DynamoCallRefStore;
const doc = createDocumentClient({ endpoint: inject('dynamoEndpoint'), region: 'local' });
beforeAll(async () => {
  const table = `alert-notes-${randomUUID()}`;
  await ensureTable(doc as never, table);
  stores = createDynamoStores(doc, table);
  refs = new DynamoCallRefStore(doc, table);
});
afterAll(() => doc.destroy());

const note = (phoneNumber: string, at: string, extra: { userId?: string; callLogId?: string; contactId?: string } = {}) => ({
  phoneNumber, userId: extra.userId ?? 'u1', callLogId: extra.callLogId ?? newId(new Date(at)), contactId: extra.contactId ?? 'k1', reason: 'missed', at,
});

describe('alert notes under a contact\'s number', () => {
  it('answers the alerts at or after the window\'s start, newest first, and only for that number', async () => {
    const older = note('+14165550201', '2026-11-26T09:00:00.000Z');
    const newer = note('+14165550201', '2026-11-27T09:00:00.000Z', { callLogId: 'c-newer' });
    await refs.noteAlert(newer);
    await refs.noteAlert(older);
    await refs.noteAlert(note('+14165550202', '2026-11-27T10:00:00.000Z'));

    expect(await refs.recentAlerts('+14165550201', '2026-11-26T08:00:00.000Z')).toEqual([newer, older]);
    expect(await refs.recentAlerts('+14165550201', '2026-11-27T09:00:00.000Z')).toEqual([newer]);
    // A day after the last alert, calling back is answered as any unknown caller is.
    expect(await refs.recentAlerts('+14165550201', '2026-11-27T09:00:00.001Z')).toEqual([]);
    expect(await refs.recentAlerts('+14165550299', '2026-11-20T00:00:00.000Z')).toEqual([]);
  });

  it('a deleted account leaves no note behind, nor the ref of a contact\'s calling back', async () => {
    const user: User = {
      id: `u-${randomUUID()}`, username: `leaver-${randomUUID()}`, firstName: 'Maria', lastName: 'Lopez', email: `${randomUUID()}@example.com`, phone: '+14165550100',
      createdAt: '2026-11-01T00:00:00.000Z',
    };
    await stores.users.create(user, 'hash');
    const at = '2026-11-27T09:00:00.000Z';
    const callLogId = newId(new Date(at));
    await stores.callLogs.create({ id: callLogId, userId: user.id, kind: 'scheduled', phoneNumber: '+14165550199', callTime: at, status: 'no-answer' });
    await stores.callLogs.addEscalation({ id: 'e1', userId: user.id, callLogId, contactId: 'k9', phoneNumber: '+14165550203', callTime: at, status: 'no-answer' });
    await stores.callLogs.addEscalation({ id: 'e2', userId: user.id, callLogId, contactId: 'k9', phoneNumber: '+14165550203', callTime: at, status: 'confirmed', callSid: 'CAcallback' });
    await refs.noteAlert(note('+14165550203', at, { userId: user.id, callLogId, contactId: 'k9' }));
    await refs.createOrGet({ ref: 'bCAcallback', kind: 'contact-alert', callback: true, userId: user.id, callLogId, test: false, taskToken: '', step: 0, silences: 0, createdAt: at });
    expect(await refs.recentAlerts('+14165550203', '2026-11-26T00:00:00.000Z')).toHaveLength(1);

    await stores.accounts.erase(user);

    expect(await refs.recentAlerts('+14165550203', '2026-11-26T00:00:00.000Z')).toEqual([]);
    expect(await refs.get('bCAcallback')).toBeUndefined();
  });
});
