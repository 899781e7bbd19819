import { GetObjectCommand, PutObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import { GetTranscriptionJobCommand, StartTranscriptionJobCommand, TranscribeClient } from '@aws-sdk/client-transcribe';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TranscribeTranscriber } from '../../adapters/transcribe/transcribe-transcriber.ts';
import { startTestServer, type TestServer } from '@/infra/local/test-support/test-server.ts';
import { newId } from '../ids.ts';
import { checkInRef } from './call-ref.ts';
import { recordingReady } from './call-webhooks.ts';
import { transcriptionFinished } from './recording-transcript.ts';

// The cloud path of a recording: the recording webhook copies it to the encrypted bucket and starts
// Transcribe; the job-finished event stores the text on the call log. AWS clients are mocked;
// storage is DynamoDB Local through the real stores.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('recording transcription (cloud adapters, mocked AWS clients)', () => {
  it('starts one job for the recording of an emergency call and stores the finished text beside the conversation', async () => {
    const s3 = mockClient(S3Client);
    const transcribe = mockClient(TranscribeClient);
    const wav = new Uint8Array([82, 73, 70, 70]);
    const transcriber = new TranscribeTranscriber(
      { bucket: 'carecall-test-calls', kmsKeyId: 'arn:aws:kms:eu-west-1:1:key/k' },
      async () => ({ accountSid: 'AC1', authToken: 'secret' }),
      { s3: new S3Client({}), transcribe: new TranscribeClient({}), fetch: async () => new Response(wav) },
    );
    const deleted: string[] = [];
    const deps = { ...server.deps, transcriber, telephony: { ...server.deps.telephony, deleteRecording: async (sid: string) => void deleted.push(sid) } };
    const userId = 'u' + newId().slice(0, 12);
    const callLogId = newId();
    await deps.callLogs.create({ id: callLogId, userId, kind: 'scheduled', phoneNumber: '+14165550142', callTime: new Date().toISOString(), status: 'answered', responseData: { emergencyHeard: true } });
    const ref = checkInRef(callLogId, 1);
    await deps.callRefs.createOrGet({ ref, kind: 'check-in', userId, callLogId, test: false, attempt: 1, taskToken: 't', step: 4, silences: 0, createdAt: new Date().toISOString() });

    await recordingReady(deps, ref, 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE1', 'RE1');

    const put = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(put).toMatchObject({ Bucket: 'carecall-test-calls', Key: `recordings/${userId}_${callLogId}.wav`, ServerSideEncryption: 'aws:kms' });
    const jobName = transcribe.commandCalls(StartTranscriptionJobCommand)[0]!.args[0].input.TranscriptionJobName!;
    expect(jobName).toBe(`carecall-${userId}_${callLogId}`);
    const started = await deps.callLogs.get(userId, callLogId);
    expect(started).toMatchObject({ recordingKey: `recordings/${userId}_${callLogId}.wav` });
    expect(started?.recording).toBeUndefined();
    expect(deleted).toEqual(['RE1']);
    expect(started?.responseData?.transcriptionJob).toBe(jobName);

    transcribe.on(GetTranscriptionJobCommand).resolves({ TranscriptionJob: { TranscriptionJobName: jobName, TranscriptionJobStatus: 'COMPLETED' } });
    const body = JSON.stringify({ results: { transcripts: [{ transcript: 'Hello this is CareCall. I feel fine thank you.' }] } });
    s3.on(GetObjectCommand).resolves({ Body: { transformToString: async () => body } } as unknown as GetObjectCommandOutput);

    const outcome = await transcriptionFinished(deps, jobName);
    const stranger = await transcriptionFinished(deps, 'someone-elses-job');

    expect(outcome).toBe('stored');
    expect(stranger).toBe('not-ours');
    const done = await deps.callLogs.get(userId, callLogId);
    expect(done?.responseData?.recordingTranscript).toBe('Hello this is CareCall. I feel fine thank you.');
    s3.restore();
    transcribe.restore();
  });

  it('transcribes a Spanish call in Spanish, the variant of the person\'s number (es-ES for +34, es-US for +1)', async () => {
    const s3 = mockClient(S3Client);
    const transcribe = mockClient(TranscribeClient);
    s3.on(PutObjectCommand).resolves({});
    transcribe.on(StartTranscriptionJobCommand).resolves({});
    const transcriber = new TranscribeTranscriber({ bucket: 'carecall-test-calls' }, async () => ({ accountSid: 'AC1', authToken: 'secret' }), {
      s3: new S3Client({}),
      transcribe: new TranscribeClient({}),
      fetch: async () => new Response(new Uint8Array([82, 73, 70, 70])),
    });
    const deps = { ...server.deps, transcriber, telephony: { ...server.deps.telephony, deleteRecording: async () => undefined } };
    const userId = 'u' + newId().slice(0, 12);
    for (const phoneNumber of ['+34912345678', '+13055550142']) {
      const callLogId = newId();
      await deps.callLogs.create({ id: callLogId, userId, kind: 'scheduled', phoneNumber, language: 'es', callTime: new Date().toISOString(), status: 'answered', responseData: { emergencyHeard: true } });
      const ref = checkInRef(callLogId, 1);
      await deps.callRefs.createOrGet({ ref, kind: 'check-in', userId, callLogId, test: false, attempt: 1, taskToken: 't', step: 4, silences: 0, createdAt: new Date().toISOString() });

      await recordingReady(deps, ref, 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE2', 'RE2');
    }

    expect(transcribe.commandCalls(StartTranscriptionJobCommand).map((call) => call.args[0].input.LanguageCode)).toEqual(['es-ES', 'es-US']);
    s3.restore();
    transcribe.restore();
  });

  it('keeps the recording of a plain call (every answer heard, no emergency) without starting a job', async () => {
    const s3 = mockClient(S3Client);
    const transcribe = mockClient(TranscribeClient);
    const transcriber = new TranscribeTranscriber({ bucket: 'carecall-test-calls' }, async () => ({ accountSid: 'AC1', authToken: 'secret' }), {
      s3: new S3Client({}),
      transcribe: new TranscribeClient({}),
      fetch: async () => new Response(new Uint8Array([82, 73, 70, 70])),
    });
    const deleted: string[] = [];
    const deps = { ...server.deps, transcriber, telephony: { ...server.deps.telephony, deleteRecording: async (sid: string) => void deleted.push(sid) } };
    const userId = 'u' + newId().slice(0, 12);
    const callLogId = newId();
    const turns = [
      { speaker: 'system', text: 'How are you feeling today?' },
      { speaker: 'person', text: 'I feel fine' },
      { speaker: 'system', text: 'Any pain or falls?' },
      { speaker: 'person', text: 'No pain and no falls' },
    ];
    await deps.callLogs.create({ id: callLogId, userId, kind: 'scheduled', phoneNumber: '+14165550144', callTime: new Date().toISOString(), status: 'answered', responseData: { turns } });
    const ref = checkInRef(callLogId, 1);
    await deps.callRefs.createOrGet({ ref, kind: 'check-in', userId, callLogId, test: false, attempt: 1, taskToken: 't', step: 4, silences: 0, createdAt: new Date().toISOString() });

    await recordingReady(deps, ref, 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE3', 'RE3');

    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(1);
    expect(transcribe.commandCalls(StartTranscriptionJobCommand)).toHaveLength(0);
    const kept = await deps.callLogs.get(userId, callLogId);
    expect(kept?.recordingKey).toBe(`recordings/${userId}_${callLogId}.wav`);
    expect(kept?.responseData?.transcriptionJob).toBeUndefined();
    expect(deleted).toEqual(['RE3']);
    s3.restore();
    transcribe.restore();
  });

  it('deletes the recording from Twilio only after the copy is stored; a failed delete keeps the copy and its retry only deletes', async () => {
    const s3 = mockClient(S3Client);
    const transcribe = mockClient(TranscribeClient);
    let downloads = 0;
    let twilioUp = false;
    const transcriber = new TranscribeTranscriber({ bucket: 'carecall-test-calls' }, async () => ({ accountSid: 'AC1', authToken: 'secret' }), {
      s3: new S3Client({}),
      transcribe: new TranscribeClient({}),
      fetch: async () => (downloads++, twilioUp ? new Response(new Uint8Array([82, 73, 70, 70])) : new Response('down', { status: 503 })),
    });
    const deleted: string[] = [];
    const telephony = {
      ...server.deps.telephony,
      deleteRecording: async (sid: string) => {
        if (deleted.push(sid) === 1) throw new Error('Twilio refused delete-recording (503)');
      },
    };
    const deps = { ...server.deps, transcriber, telephony };
    const userId = 'u' + newId().slice(0, 12);
    const callLogId = newId();
    await deps.callLogs.create({ id: callLogId, userId, kind: 'scheduled', phoneNumber: '+14165550143', callTime: new Date().toISOString(), status: 'answered' });
    const ref = checkInRef(callLogId, 1);
    await deps.callRefs.createOrGet({ ref, kind: 'check-in', userId, callLogId, test: false, attempt: 1, taskToken: 't', step: 4, silences: 0, createdAt: new Date().toISOString() });
    const url = 'https://api.twilio.com/2010-04-01/Accounts/AC1/Recordings/RE2';

    // The copy fails: Twilio keeps its recording, nothing is deleted.
    await expect(recordingReady(deps, ref, url, 'RE2')).rejects.toThrow(/could not be downloaded/);
    expect(deleted).toEqual([]);
    // The copy is stored, the delete fails: the webhook fails (Twilio sends it again), the copy stays.
    twilioUp = true;
    await expect(recordingReady(deps, ref, url, 'RE2')).rejects.toThrow(/503/);
    expect((await deps.callLogs.get(userId, callLogId))?.recordingKey).toBe(`recordings/${userId}_${callLogId}.wav`);
    // The retry deletes without copying again.
    await recordingReady(deps, ref, url, 'RE2');

    expect(deleted).toEqual(['RE2', 'RE2']);
    expect(downloads).toBe(2);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(1);
    s3.restore();
    transcribe.restore();
  });
});
