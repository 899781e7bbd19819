import { DeleteObjectsCommand, HeadObjectCommand, ListObjectsV2Command, NotFound, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { LINK_SECONDS, S3Recordings } from './s3-recordings.ts';

const s3Mock = mockClient(S3Client);
afterEach(() => s3Mock.reset());

const client = () => new S3Client({ region: 'eu-west-1', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' } });
const BUCKET = 'carecall-test-calls-123456789012-eu-west-1';

describe('recordings in the encrypted bucket (presigned links, account deletion)', () => {
  it('answers a presigned GET valid for five minutes, that plays as audio', async () => {
    s3Mock.on(HeadObjectCommand).resolves({ ContentLength: 12000 });

    const link = await new S3Recordings(BUCKET, client()).link('recordings/u1_c1.wav');

    const url = new URL(link!);
    expect(url.host).toBe(`${BUCKET}.s3.eu-west-1.amazonaws.com`);
    expect(url.pathname).toBe('/recordings/u1_c1.wav');
    expect(url.searchParams.get('X-Amz-Expires')).toBe(String(LINK_SECONDS));
    expect(LINK_SECONDS).toBe(300);
    expect(url.searchParams.get('response-content-type')).toBe('audio/wav');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers no link when the object is gone (expired by the lifecycle rule) or the key is not a recording', async () => {
    s3Mock.on(HeadObjectCommand).rejects(new NotFound({ message: 'Not Found', $metadata: { httpStatusCode: 404 } }));
    const store = new S3Recordings(BUCKET, client());

    expect(await store.link('recordings/u1_c1.wav')).toBeUndefined();
    expect(await store.link('transcripts/carecall-u1_c1.json')).toBeUndefined();
    expect(await store.link('recordings/../secret.wav')).toBeUndefined();
    expect(s3Mock.commandCalls(HeadObjectCommand)).toHaveLength(1);
  });

  it("deletes every recording and transcript of the user, page by page, and nobody else's", async () => {
    s3Mock
      .on(ListObjectsV2Command, { Prefix: 'recordings/u1_' })
      .resolvesOnce({ Contents: [{ Key: 'recordings/u1_a.wav' }, { Key: 'recordings/u1_b.wav' }], IsTruncated: true, NextContinuationToken: 'next' })
      .resolvesOnce({ Contents: [{ Key: 'recordings/u1_c.wav' }], IsTruncated: false })
      .on(ListObjectsV2Command, { Prefix: 'transcripts/carecall-u1_' })
      .resolves({ Contents: [{ Key: 'transcripts/carecall-u1_a.json' }] });
    s3Mock.on(DeleteObjectsCommand).resolves({});

    const deleted = await new S3Recordings(BUCKET, client()).deleteAllOf('u1');

    expect(deleted).toBe(4);
    expect(s3Mock.commandCalls(ListObjectsV2Command).map((c) => [c.args[0].input.Prefix, c.args[0].input.ContinuationToken])).toEqual([
      ['recordings/u1_', undefined],
      ['recordings/u1_', 'next'],
      ['transcripts/carecall-u1_', undefined],
    ]);
    expect(s3Mock.commandCalls(DeleteObjectsCommand).map((c) => c.args[0].input.Delete?.Objects?.map((o) => o.Key))).toEqual([
      ['recordings/u1_a.wav', 'recordings/u1_b.wav'],
      ['recordings/u1_c.wav'],
      ['transcripts/carecall-u1_a.json'],
    ]);
  });

  it('fails when S3 could not delete some, so the account is not deleted without its recordings', async () => {
    s3Mock.on(ListObjectsV2Command).resolves({ Contents: [{ Key: 'recordings/u1_a.wav' }] });
    s3Mock.on(DeleteObjectsCommand).resolves({ Errors: [{ Key: 'recordings/u1_a.wav', Code: 'InternalError' }] });

    await expect(new S3Recordings(BUCKET, client()).deleteAllOf('u1')).rejects.toThrow(/could not be deleted/);
  });
});
