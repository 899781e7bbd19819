import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { RecordingStore } from '../../core/ports/storage.ts';
import { SETTING } from '../../settings.ts';

// The recordings bucket as the API sees it (infra/constructs/call-recordings.ts): the owner of a
// call gets a presigned GET valid for a few minutes; deleting an account deletes every recording
// and transcript of the user. Keys are `recordings/<userId>_<callLogId>.wav` and
// `transcripts/carecall-<userId>_<callLogId>.json` (functions/adapters/transcribe).

/** How long a presigned link works: long enough to start playing, short enough not to be shared. */
export const LINK_SECONDS = 5 * 60;
const KEY = /^recordings\/[A-Za-z0-9_-]{1,140}\.wav$/;
const USER = /^[A-Za-z0-9_-]{1,100}$/;

export class S3Recordings implements RecordingStore {
  constructor(
    private readonly bucket: string,
    private readonly s3: S3Client = new S3Client({}),
  ) {
    if (!bucket) throw new Error('A recordings bucket is needed');
  }

  async link(key: string): Promise<string | undefined> {
    if (!KEY.test(key)) return undefined;
    try {
      // Expired by the bucket's lifecycle rule, or never copied: no link to a missing object.
      await this.s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
      throw error;
    }
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({ Bucket: this.bucket, Key: key, ResponseContentType: 'audio/wav', ResponseCacheControl: 'private, no-store' }),
      { expiresIn: LINK_SECONDS },
    );
  }

  async deleteAllOf(userId: string): Promise<number> {
    if (!USER.test(userId)) return 0;
    let deleted = 0;
    for (const prefix of [`recordings/${userId}_`, `transcripts/carecall-${userId}_`]) {
      let token: string | undefined;
      do {
        const page = await this.s3.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: prefix, ContinuationToken: token }));
        const objects = (page.Contents ?? []).flatMap((o) => (o.Key ? [{ Key: o.Key }] : []));
        if (objects.length) {
          const out = await this.s3.send(new DeleteObjectsCommand({ Bucket: this.bucket, Delete: { Objects: objects, Quiet: true } }));
          if (out.Errors?.length) throw new Error(`${out.Errors.length} recordings could not be deleted; try again`);
          deleted += objects.length;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    }
    return deleted;
  }
}

/** Without RECORDINGS_BUCKET (a function not given the bucket) nothing is kept: no link, nothing to delete. */
export function recordingsFromEnv(env: NodeJS.ProcessEnv): RecordingStore {
  const bucket = env[SETTING.recordingsBucket];
  if (bucket) return new S3Recordings(bucket);
  return {
    link: async () => undefined,
    deleteAllOf: async () => {
      throw new Error('Setting RECORDINGS_BUCKET is missing');
    },
  };
}
