import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { newId } from '../ids.ts';
import { installLogSink, type LogAttributes } from '../log.ts';
import { answerHeard } from './call-webhooks.ts';
import { checkInRef } from './call-ref.ts';
import { questionText } from './conversation.ts';

// In a Lambda the built-in assessor is a module beside the bundle, imported at the first answer
// (core/assessment/load-assessors-beside.ts). Should that fail (a package built without it, a
// table that does not load), the person is not cut off mid check-in: the call goes on with the next
// question, the answer is kept for the assessment after the call, and the failure is logged.
vi.mock('#assessors', () => {
  const missing = () => Promise.reject(new Error('built-in-assessor.mjs beside the bundle could not be loaded'));
  return { loadBuiltInAssessor: missing, loadCheckInAssessor: missing };
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('an answer heard when the built-in assessor cannot be loaded', () => {
  it('asks the next question, keeps the answer and logs the failure', async () => {
    const errors: [string, LogAttributes][] = [];
    installLogSink({ error: (message, attributes) => errors.push([message, attributes]), warn: () => undefined });
    const now = new Date();
    const userId = `u-${newId(now)}`;
    const log = { id: newId(now), userId, kind: 'scheduled' as const, phoneNumber: '+14165550142', callTime: now.toISOString(), status: 'initiated' as const };
    await server.deps.callLogs.create(log);
    const ref = checkInRef(log.id, 1);
    await server.deps.callRefs.createOrGet({ ref, kind: 'check-in', userId, callLogId: log.id, test: false, taskToken: '', step: 0, silences: 0, createdAt: now.toISOString() });

    const prompt = await answerHeard(server.deps, ref, 0, { speech: 'I fell and I cannot get up' });

    expect(prompt.say).toEqual([questionText(1)]);
    expect((await server.deps.callLogs.get(userId, log.id))?.responseData?.turns).toContainEqual({ speaker: 'person', text: 'I fell and I cannot get up' });
    expect(errors).toEqual([['The built-in assessor could not read an answer during the call', { operation: 'ReadAnswer', callLogId: log.id, error: 'Error' }]]);
  });
});
