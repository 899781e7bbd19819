import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '@/infra/local/test-support/api-client.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { newId } from '../ids.ts';
import type { CallLog } from '../model.ts';
import { LIVE_CALL_IN_MS } from './call-in-rules.ts';
import { checkForCallIn } from './check-for-call-in.ts';

// Which call-ins replace a missed call's alert (after the wait, or after the unanswered second
// try): answered ones since the slot, never another schedule's. One still under way is waited for;
// one whose workflow went quiet longer than a call can last is not.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function missedSlot() {
  const client = server.client();
  const { user } = await signUp(client, { plan: 'daily-care' });
  const { body: schedule } = await client.post('/api/user/call-schedules', {
    phoneNumber: '4165550142', frequency: 'daily', timeOfDay: '09:00', timezone: 'America/Toronto', isActive: true,
    escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true,
  });
  const slotAt = new Date(Date.now() - 12 * 60_000);
  const slot: CallLog = {
    id: newId(slotAt), userId: user.id, kind: 'scheduled', scheduleId: schedule.id, phoneNumber: schedule.phoneNumber,
    callTime: slotAt.toISOString(), status: 'initiated',
  };
  await server.deps.callLogs.create(slot);
  const callIn = async (minutesAgo: number, status: CallLog['status'], scheduleId: string = schedule.id) => {
    const at = new Date(Date.now() - minutesAgo * 60_000);
    const log: CallLog = { id: newId(at), userId: user.id, kind: 'call-in', scheduleId, phoneNumber: schedule.phoneNumber, callTime: at.toISOString(), status };
    await server.deps.callLogs.create(log);
    return log;
  };
  const check = (after: 'wait' | 'retry') => checkForCallIn(server.deps, { userId: user.id, callLogId: slot.id, after });
  const slotLog = () => server.deps.callLogs.get(user.id, slot.id);
  return { callIn, check, slotLog, userId: user.id };
}

describe('a call-in replacing a missed call', () => {
  it('one still under way decides nothing yet; once answered, it replaces the alert after the second try, and says so', async () => {
    const { callIn, check, slotLog, userId } = await missedSlot();
    const live = await callIn(1, 'initiated');

    expect(await check('retry')).toEqual({ replaced: false, callInUnderWay: true });
    expect((await slotLog())?.status).toBe('initiated');

    await server.deps.callLogs.patch(userId, live.id, { status: 'answered' });
    expect(await check('retry')).toEqual({ replaced: true });
    expect(await slotLog()).toMatchObject({
      status: 'no-answer',
      responseData: { replacedBy: live.id, escalated: false },
      aiNotes: expect.stringMatching(/^No answer to either try; they called in on .*, which replaced the alert\.$/),
    });
  });

  it('one that ended unanswered (the caller hung up) replaces nothing: the missed call alerts', async () => {
    const { callIn, check } = await missedSlot();
    await callIn(2, 'no-answer');

    expect(await check('retry')).toEqual({ replaced: false });
  });

  it('one answered during the wait replaces the second try and the alert', async () => {
    const { callIn, check, slotLog } = await missedSlot();
    await callIn(4, 'answered');

    expect(await check('wait')).toEqual({ replaced: true });
    expect((await slotLog())?.aiNotes).toMatch(/which replaced the second try and the alert\.$/);
  });

  it('one left unfinished longer than a call can last, one that failed, or another schedule\'s replaces nothing and is not waited for', async () => {
    const { callIn, check, slotLog } = await missedSlot();
    await callIn(LIVE_CALL_IN_MS / 60_000 + 5, 'initiated');
    await callIn(3, 'failed');
    await callIn(2, 'answered', 'another-schedule');

    expect(await check('retry')).toEqual({ replaced: false });
    expect((await slotLog())?.status).toBe('initiated');
  });
});
