import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startLocalStack } from './local-stack.ts';
import { ApiClient, signUp } from './test-support/api-client.ts';

describe('local server restart', () => {
  it('re-arms every active schedule from storage at start-up', async () => {
    const options = { port: 0, dynamoEndpoint: inject('dynamoEndpoint'), tableName: `restart-${randomUUID()}` };
    const first = await startLocalStack(options);
    const client = new ApiClient(first.url);
    await signUp(client, { plan: 'daily-care' });
    const base = {
      phoneNumber: '4165550142', frequency: 'daily', timeOfDay: '07:15', timezone: 'Asia/Kolkata',
      escalateOnNoAnswer: true, escalateOnEmergency: true, escalateOnConcerning: false, escalateOnUnknown: true,
    };
    const active = (await client.post('/api/user/call-schedules', { ...base, isActive: true })).body;
    await client.post('/api/user/call-schedules', { ...base, isActive: false });
    await first.close();

    const second = await startLocalStack(options);
    const triggers = (await new ApiClient(second.url).get('/__dev/scheduler')).body;
    await second.close();

    expect(triggers).toEqual([expect.objectContaining({ name: `checkin-${active.id}`, at: active.nextCallDate })]);
  });
});
