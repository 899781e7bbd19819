import { describe, expect, it } from 'vitest';
import { emergencyReply } from './conversation.ts';

// decisions.md "Safety": after an emergency the person hears only what is true.
describe('what the person hears after an emergency', () => {
  const words = (situation: Parameters<typeof emergencyReply>[0]) => emergencyReply(situation).say.join(' ');

  it('says contacts are being called only when they are', () => {
    expect(words({ contactsCalled: true, test: false, emergencyNumber: '911' })).toMatch(/^I am calling your emergency contacts now.*call 9 1 1\./);
    expect(words({ contactsCalled: false, test: false, emergencyNumber: '911' })).not.toMatch(/calling your emergency contacts/);
  });

  it('on a test call says it is a test and nobody is being called', () => {
    expect(words({ contactsCalled: false, test: true, emergencyNumber: '999' })).toBe('This is a test call, so nobody is being called now. If you need help, please hang up and call 9 9 9 now. Goodbye.');
  });

  it('promises nothing when it cannot tell, and still gives the local number', () => {
    expect(words({ contactsCalled: 'unknown', test: false, emergencyNumber: '000' })).toBe('If you need help, please hang up and call 0 0 0 now. Goodbye.');
  });

  it('always ends the call', () => {
    expect(emergencyReply({ contactsCalled: true, test: false, emergencyNumber: '112' }).hangUp).toBe(true);
  });
});
