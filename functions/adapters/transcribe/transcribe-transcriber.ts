import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import {
  ConflictException,
  GetTranscriptionJobCommand,
  StartTranscriptionJobCommand,
  type LanguageCode,
  TranscribeClient,
} from '@aws-sdk/client-transcribe';
import type { TranscriberPort } from '../../core/ports/telephony.ts';
import { basicAuthorization, type FetchLike, type TwilioCredentials } from '../twilio/credentials.ts';
import { SETTING } from '../../settings.ts';

// Recordings and transcripts are health data: nothing here logs them, and no error message quotes
// them. Errors name the step and the HTTP status only.

export interface TranscribeTranscriberSettings {
  /** The recordings bucket (env RECORDINGS_BUCKET): `recordings/` and `transcripts/` live there. */
  bucket: string;
  /**
   * Customer managed KMS key for recordings and transcripts. Without it S3 uses the account's
   * `aws/s3` key for recordings, and Transcribe writes transcripts with SSE-S3.
   */
  kmsKeyId?: string;
  /** Hosts the Twilio credentials may be sent to; a recording URL anywhere else is refused. */
  recordingHosts?: string[];
  /** Per recording download. Default 30 s. */
  downloadTimeoutMs?: number;
}

export interface TranscribeTranscriberDeps {
  s3?: S3Client;
  transcribe?: TranscribeClient;
  fetch?: FetchLike;
}

const JOB_PREFIX = 'carecall-';
// The locales a call's speech recognition uses (core/check-in/call-voice.ts), all of which batch
// Transcribe takes; anything else is refused before a recording is copied.
const TRANSCRIBE_LOCALES: ReadonlySet<string> = new Set(['en-US', 'es-US', 'es-ES', 'fr-CA', 'fr-FR']);
// Job names allow [0-9a-zA-Z._-]; ids also become S3 keys, so nothing path-like gets through.
const CALL_LOG_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const transcriptionJobName = (callLogId: string) => `${JOB_PREFIX}${callLogId}`;
export const recordingKey = (callLogId: string) => `recordings/${callLogId}.wav`;
export const transcriptKey = (jobName: string) => `transcripts/${jobName}.json`;

export class TranscribeTranscriber implements TranscriberPort {
  private readonly s3: S3Client;
  private readonly transcribe: TranscribeClient;
  private readonly fetchImpl: FetchLike;
  private readonly recordingHosts: ReadonlySet<string>;

  constructor(
    private readonly settings: TranscribeTranscriberSettings,
    private readonly credentials: TwilioCredentials,
    deps: TranscribeTranscriberDeps = {},
  ) {
    if (!settings.bucket) throw new Error('A recordings bucket is needed');
    this.s3 = deps.s3 ?? new S3Client({});
    this.transcribe = deps.transcribe ?? new TranscribeClient({});
    this.fetchImpl = deps.fetch ?? ((input, init) => fetch(input, init));
    this.recordingHosts = new Set(settings.recordingHosts ?? ['api.twilio.com']);
  }

  async start({ callLogId, recordingUrl, locale }: { callLogId: string; recordingUrl: string; locale: string }): Promise<{ jobName: string; recordingKey: string }> {
    if (!TRANSCRIBE_LOCALES.has(locale)) throw new Error(`Transcribe does not take the locale ${locale}`);
    const jobName = transcriptionJobName(callLogId);
    await this.keep({ callLogId, recordingUrl });

    try {
      await this.transcribe.send(
        new StartTranscriptionJobCommand({
          TranscriptionJobName: jobName,
          LanguageCode: locale as LanguageCode,
          MediaFormat: 'wav',
          Media: { MediaFileUri: `s3://${this.settings.bucket}/${recordingKey(callLogId)}` },
          OutputBucketName: this.settings.bucket,
          OutputKey: transcriptKey(jobName),
          ...(this.settings.kmsKeyId && { OutputEncryptionKMSKeyId: this.settings.kmsKeyId }),
        }),
      );
    } catch (error) {
      // A repeated recording webhook finds the job already there: same call, same job.
      if (!(error instanceof ConflictException)) throw error;
    }
    return { jobName, recordingKey: recordingKey(callLogId) };
  }

  /** The recording into the encrypted bucket, no transcription job (a plain call). */
  async keep({ callLogId, recordingUrl }: { callLogId: string; recordingUrl: string }): Promise<{ recordingKey: string }> {
    if (!CALL_LOG_ID.test(callLogId)) throw new Error('A call log id must be an opaque id');
    const audio = await this.download(recordingUrl);
    // SSE-KMS rather than SSE-S3: access to health data then needs the key as well as the bucket,
    // and every decryption is in CloudTrail. A bucket key keeps KMS requests (and cost) down.
    await this.s3.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: recordingKey(callLogId),
        Body: audio,
        ContentType: 'audio/wav',
        ServerSideEncryption: 'aws:kms',
        ...(this.settings.kmsKeyId && { SSEKMSKeyId: this.settings.kmsKeyId }),
        BucketKeyEnabled: true,
      }),
    );
    return { recordingKey: recordingKey(callLogId) };
  }

  async result(jobName: string): Promise<{ status: 'COMPLETED' | 'FAILED' | 'IN_PROGRESS'; text?: string }> {
    if (!jobName.startsWith(JOB_PREFIX) || !CALL_LOG_ID.test(jobName)) throw new Error('Not a CareCall transcription job');
    const out = await this.transcribe.send(new GetTranscriptionJobCommand({ TranscriptionJobName: jobName }));
    const status = out.TranscriptionJob?.TranscriptionJobStatus;
    if (status === 'FAILED') return { status: 'FAILED' };
    if (status !== 'COMPLETED') return { status: 'IN_PROGRESS' };

    const object = await this.s3.send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: transcriptKey(jobName) }));
    const json = await object.Body?.transformToString('utf-8');
    if (json === undefined) throw new Error('The transcript file is empty');
    return { status: 'COMPLETED', text: transcriptOf(json) };
  }

  private async download(recordingUrl: string): Promise<Uint8Array> {
    let url: URL;
    try {
      url = new URL(recordingUrl);
    } catch {
      throw new Error('The recording URL does not parse');
    }
    // The Twilio credentials go only to Twilio, over TLS.
    if (url.protocol !== 'https:' || !this.recordingHosts.has(url.hostname)) {
      throw new Error(`Recordings are fetched only from ${[...this.recordingHosts].join(', ')} over https`);
    }
    // Twilio serves the recording in the format named by the extension; WAV is lossless for Transcribe.
    url.pathname = `${url.pathname.replace(/\.(wav|mp3|json)$/i, '')}.wav`;

    const response = await this.fetchImpl(url.toString(), {
      method: 'GET',
      headers: { authorization: basicAuthorization(await this.credentials()) },
      signal: AbortSignal.timeout(this.settings.downloadTimeoutMs ?? 30_000),
    });
    if (!response.ok) throw new Error(`The recording could not be downloaded from Twilio (HTTP ${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** The plain text of an Amazon Transcribe output file. */
export function transcriptOf(json: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw new Error('The transcript file is not JSON');
  }
  const transcripts = (parsed as { results?: { transcripts?: { transcript?: unknown }[] } }).results?.transcripts;
  if (!Array.isArray(transcripts)) throw new Error('The transcript file has no results.transcripts');
  const text = transcripts[0]?.transcript;
  // Silence gives an empty transcript, which is an answer: "nothing was said".
  return typeof text === 'string' ? text : '';
}

/** Builds the transcriber from `RECORDINGS_BUCKET` and optional `RECORDINGS_KMS_KEY_ID`. */
export function transcriberFromEnv(
  credentials: TwilioCredentials,
  env: NodeJS.ProcessEnv = process.env,
  deps?: TranscribeTranscriberDeps,
): TranscribeTranscriber {
  const bucket = env[SETTING.recordingsBucket];
  if (!bucket) throw new Error('Setting RECORDINGS_BUCKET is missing');
  return new TranscribeTranscriber({ bucket, ...(env[SETTING.recordingsKmsKeyId] && { kmsKeyId: env[SETTING.recordingsKmsKeyId] }) }, credentials, deps);
}
