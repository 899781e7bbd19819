import { GetObjectCommand, PutObjectCommand, S3Client, type GetObjectCommandOutput } from '@aws-sdk/client-s3';
import {
  ConflictException,
  GetTranscriptionJobCommand,
  LimitExceededException,
  StartTranscriptionJobCommand,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FetchLike } from '../twilio/credentials.ts';
import { callLanguages } from '@/shared/language.ts';
import { callVoice } from '../../core/check-in/call-voice.ts';
import { TranscribeTranscriber, transcriberFromEnv, transcriptOf } from './transcribe-transcriber.ts';

const bucket = 'carecall-dev-recordings';
const kmsKeyId = 'arn:aws:kms:eu-west-1:111111111111:key/1234abcd-12ab-34cd-56ef-1234567890ab';
const account = { accountSid: 'AC0123456789abcdef0123456789abcdef', authToken: 'secret-token' };
const callLogId = '01jd6x2k3m4n5p6q7r8s9t0v1w';
const recordingUrl = `https://api.twilio.com/2010-04-01/Accounts/${account.accountSid}/Recordings/RE0123456789abcdef0123456789abcdef`;
const wav = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4]);

/** Twilio's recording endpoint: records what was asked and answers with the audio. */
function twilioMedia(response: () => Response = () => new Response(wav, { status: 200, headers: { 'content-type': 'audio/x-wav' } })) {
  const requests: { url: string; init: RequestInit }[] = [];
  const fetch: FetchLike = async (url, init) => {
    requests.push({ url, init });
    return response();
  };
  return { requests, fetch };
}

/** What aws-sdk-client-mock hands back for GetObject: a body that can be read as text. */
const s3Body = (text: string) => ({ Body: { transformToString: async () => text } }) as unknown as GetObjectCommandOutput;

/** The shape of an Amazon Transcribe output file, trimmed. */
const transcribeOutput = {
  jobName: `carecall-${callLogId}`,
  accountId: '111111111111',
  status: 'COMPLETED',
  results: {
    transcripts: [{ transcript: 'Hello, this is CareCall. How are you feeling today? I am fine, thank you. I took my pills.' }],
    items: [{ type: 'pronunciation', alternatives: [{ confidence: '0.998', content: 'Hello' }], start_time: '0.0', end_time: '0.4' }],
  },
};

const s3 = mockClient(S3Client);
const transcribe = mockClient(TranscribeClient);
beforeEach(() => {
  s3.reset();
  transcribe.reset();
});

const transcriber = (fetch: FetchLike, settings: { kmsKeyId?: string } = { kmsKeyId }) =>
  new TranscribeTranscriber({ bucket, ...settings }, async () => account, {
    s3: new S3Client({}),
    transcribe: new TranscribeClient({}),
    fetch,
  });

describe('starting a transcription', () => {
  it('downloads the WAV from Twilio, stores it encrypted and starts a job that writes back to the same bucket', async () => {
    const media = twilioMedia();
    s3.on(PutObjectCommand).resolves({});
    transcribe.on(StartTranscriptionJobCommand).resolves({ TranscriptionJob: { TranscriptionJobStatus: 'IN_PROGRESS' } });

    const result = await transcriber(media.fetch).start({ callLogId, recordingUrl, locale: 'en-US' });

    expect(result).toEqual({ jobName: `carecall-${callLogId}`, recordingKey: `recordings/${callLogId}.wav` });
    expect(media.requests).toHaveLength(1);
    expect(media.requests[0]!.url).toBe(`${recordingUrl}.wav`);
    expect(media.requests[0]!.init.headers).toEqual({
      authorization: `Basic ${Buffer.from(`${account.accountSid}:secret-token`).toString('base64')}`,
    });

    const put = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(put).toMatchObject({
      Bucket: bucket,
      Key: `recordings/${callLogId}.wav`,
      ContentType: 'audio/wav',
      ServerSideEncryption: 'aws:kms',
      SSEKMSKeyId: kmsKeyId,
      BucketKeyEnabled: true,
    });
    expect(Buffer.from(put.Body as Uint8Array)).toEqual(Buffer.from(wav));

    expect(transcribe.commandCalls(StartTranscriptionJobCommand)[0]!.args[0].input).toEqual({
      TranscriptionJobName: `carecall-${callLogId}`,
      LanguageCode: 'en-US',
      MediaFormat: 'wav',
      Media: { MediaFileUri: `s3://${bucket}/recordings/${callLogId}.wav` },
      OutputBucketName: bucket,
      OutputKey: `transcripts/carecall-${callLogId}.json`,
      OutputEncryptionKMSKeyId: kmsKeyId,
    });
  });

  it('without a key of our own still asks for SSE-KMS (the account’s aws/s3 key); transcripts then get Transcribe’s SSE-S3', async () => {
    s3.on(PutObjectCommand).resolves({});
    transcribe.on(StartTranscriptionJobCommand).resolves({});

    await transcriber(twilioMedia().fetch, {}).start({ callLogId, recordingUrl, locale: 'en-US' });

    const put = s3.commandCalls(PutObjectCommand)[0]!.args[0].input;
    expect(put.ServerSideEncryption).toBe('aws:kms');
    expect(put.SSEKMSKeyId).toBeUndefined();
    expect(transcribe.commandCalls(StartTranscriptionJobCommand)[0]!.args[0].input.OutputEncryptionKMSKeyId).toBeUndefined();
  });

  it.each(callLanguages.flatMap((language) => ['+14165550142', '+34912345678'].map((phone) => [language, phone] as const)))(
    'transcribes a %s call to %s in the locale its speech recognition used',
    async (language, phone) => {
      s3.on(PutObjectCommand).resolves({});
      transcribe.on(StartTranscriptionJobCommand).resolves({});
      const { locale } = callVoice(language, phone);

      await transcriber(twilioMedia().fetch).start({ callLogId, recordingUrl, locale });

      expect(transcribe.commandCalls(StartTranscriptionJobCommand)[0]!.args[0].input.LanguageCode).toBe(locale);
    },
  );

  it('refuses a locale Transcribe does not take before copying anything', async () => {
    const media = twilioMedia();

    await expect(transcriber(media.fetch).start({ callLogId, recordingUrl, locale: 'xx-YY' })).rejects.toThrow('does not take the locale xx-YY');

    expect(media.requests).toHaveLength(0);
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
  });

  it('answers a repeated recording webhook with the job that already exists', async () => {
    s3.on(PutObjectCommand).resolves({});
    transcribe
      .on(StartTranscriptionJobCommand)
      .resolvesOnce({})
      .rejects(new ConflictException({ message: 'The requested job name already exists. Use a different job name.', $metadata: {} }));
    const subject = transcriber(twilioMedia().fetch);

    const first = await subject.start({ callLogId, recordingUrl, locale: 'en-US' });
    const again = await subject.start({ callLogId, recordingUrl, locale: 'en-US' });

    expect(again).toEqual(first);
    expect(transcribe.commandCalls(StartTranscriptionJobCommand)).toHaveLength(2);
  });

  it('lets other Transcribe errors through for the caller to retry', async () => {
    s3.on(PutObjectCommand).resolves({});
    transcribe.on(StartTranscriptionJobCommand).rejects(new LimitExceededException({ message: 'Rate exceeded', $metadata: {} }));

    await expect(transcriber(twilioMedia().fetch).start({ callLogId, recordingUrl, locale: 'en-US' })).rejects.toBeInstanceOf(LimitExceededException);
  });

  it('stores nothing when Twilio will not hand over the recording', async () => {
    const media = twilioMedia(() => new Response('{"code": 20404}', { status: 404 }));

    await expect(transcriber(media.fetch).start({ callLogId, recordingUrl, locale: 'en-US' })).rejects.toThrow('HTTP 404');
    expect(s3.commandCalls(PutObjectCommand)).toHaveLength(0);
    expect(transcribe.commandCalls(StartTranscriptionJobCommand)).toHaveLength(0);
  });

  it('sends the Twilio credentials nowhere but Twilio, over https', async () => {
    const media = twilioMedia();
    const subject = transcriber(media.fetch);

    await expect(subject.start({ callLogId, recordingUrl: 'https://evil.example/Recordings/RE1', locale: 'en-US' })).rejects.toThrow('only from api.twilio.com');
    await expect(subject.start({ callLogId, recordingUrl: recordingUrl.replace('https:', 'http:'), locale: 'en-US' })).rejects.toThrow('over https');
    expect(media.requests).toHaveLength(0);
  });

  it('refuses a call log id that could escape its S3 prefix', async () => {
    await expect(transcriber(twilioMedia().fetch).start({ callLogId: '../users/u1', recordingUrl, locale: 'en-US' })).rejects.toThrow('opaque id');
  });
});

describe('reading a transcription', () => {
  const jobName = `carecall-${callLogId}`;

  it('reports a queued or running job as in progress, without reading S3', async () => {
    transcribe
      .on(GetTranscriptionJobCommand)
      .resolvesOnce({ TranscriptionJob: { TranscriptionJobName: jobName, TranscriptionJobStatus: 'QUEUED' } })
      .resolves({ TranscriptionJob: { TranscriptionJobName: jobName, TranscriptionJobStatus: 'IN_PROGRESS' } });
    const subject = transcriber(twilioMedia().fetch);

    expect(await subject.result(jobName)).toEqual({ status: 'IN_PROGRESS' });
    expect(await subject.result(jobName)).toEqual({ status: 'IN_PROGRESS' });
    expect(s3.commandCalls(GetObjectCommand)).toHaveLength(0);
  });

  it('reads the transcript text of a completed job from the bucket', async () => {
    transcribe.on(GetTranscriptionJobCommand).resolves({
      TranscriptionJob: {
        TranscriptionJobName: jobName,
        TranscriptionJobStatus: 'COMPLETED',
        Transcript: { TranscriptFileUri: `https://s3.eu-west-1.amazonaws.com/${bucket}/transcripts/${jobName}.json` },
      },
    });
    s3.on(GetObjectCommand).resolves(s3Body(JSON.stringify(transcribeOutput)));

    const result = await transcriber(twilioMedia().fetch).result(jobName);

    expect(result).toEqual({
      status: 'COMPLETED',
      text: 'Hello, this is CareCall. How are you feeling today? I am fine, thank you. I took my pills.',
    });
    expect(transcribe.commandCalls(GetTranscriptionJobCommand)[0]!.args[0].input).toEqual({ TranscriptionJobName: jobName });
    expect(s3.commandCalls(GetObjectCommand)[0]!.args[0].input).toEqual({ Bucket: bucket, Key: `transcripts/${jobName}.json` });
  });

  it('reports a failed job as failed', async () => {
    transcribe.on(GetTranscriptionJobCommand).resolves({
      TranscriptionJob: { TranscriptionJobName: jobName, TranscriptionJobStatus: 'FAILED', FailureReason: 'Unsupported media' },
    });

    expect(await transcriber(twilioMedia().fetch).result(jobName)).toEqual({ status: 'FAILED' });
  });

  it('reads silence as an empty transcript, and refuses a file that is not Transcribe output', () => {
    expect(transcriptOf(JSON.stringify({ results: { transcripts: [{ transcript: '' }] } }))).toBe('');
    expect(() => transcriptOf('{"results": {}}')).toThrow('results.transcripts');
    expect(() => transcriptOf('<html>')).toThrow('not JSON');
  });

  it('only reads jobs it started', async () => {
    await expect(transcriber(twilioMedia().fetch).result('someone-elses-job')).rejects.toThrow('Not a CareCall');
  });
});

describe('settings', () => {
  it('needs RECORDINGS_BUCKET and takes an optional RECORDINGS_KMS_KEY_ID', () => {
    const credentials = async () => account;

    expect(() => transcriberFromEnv(credentials, {})).toThrow('RECORDINGS_BUCKET');
    expect(transcriberFromEnv(credentials, { RECORDINGS_BUCKET: bucket, RECORDINGS_KMS_KEY_ID: kmsKeyId })).toBeInstanceOf(TranscribeTranscriber);
  });
});
