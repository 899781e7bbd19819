import { Arn, Duration, RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';

/**
 * The key prefixes the transcriber writes (functions/adapters/transcribe/transcribe-transcriber.ts:
 * `recordings/<callLogId>.wav`, `transcripts/carecall-<callLogId>.json`).
 */
export const RECORDING_PREFIXES = ['recordings/', 'transcripts/'] as const;
export type RecordingPrefix = (typeof RECORDING_PREFIXES)[number];

/** How long a recording and its transcript are kept; the call log keeps the assessment. */
export const RECORDING_RETENTION = Duration.days(90);

/** What the workflow needs to know about the recordings store. */
export interface CallRecordingsRef {
  /** The bucket name as a plain string (not a token of the bucket), the same in every stack. */
  readonly bucketName: string;
  /** The customer managed key of recordings and transcripts. */
  readonly key: kms.IKey;
  /** ARN of every object under one prefix. */
  objectsArn(prefix: RecordingPrefix): string;
}

export interface CallRecordingsProps {
  readonly stage: string;
}

/**
 * Call recordings copied from Twilio and their Amazon Transcribe transcripts: health data, so
 * encrypted with a key of our own (every decryption is in CloudTrail), never public, TLS only,
 * every request in the server access logs, and gone after 90 days. Retained with the stack's data.
 */
export class CallRecordings extends Construct implements CallRecordingsRef {
  readonly key: kms.Key;
  readonly bucket: s3.Bucket;
  readonly bucketName: string;
  /** Server access logs of the recordings bucket. */
  readonly accessLogsBucket: s3.Bucket;

  constructor(scope: Construct, id: string, props: CallRecordingsProps) {
    super(scope, id);
    const stack = Stack.of(this);

    this.key = new kms.Key(this, 'Key', {
      alias: `alias/carecall-${props.stage}-recordings`,
      description: `CareCall ${props.stage}: call recordings and transcripts`,
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.accessLogsBucket = new s3.Bucket(this, 'AccessLogs', {
      // S3 server access logging delivers only to SSE-S3 buckets.
      encryption: s3.BucketEncryption.S3_MANAGED,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      // No object ownership setting: log delivery works through the bucket policy (cdk.json's
      // serverAccessLogsUseBucketPolicy) and, in apps without that flag, through the ACL it needs.
      enforceSSL: true,
      lifecycleRules: [{ id: 'ExpireAccessLogs', expiration: Duration.days(365) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    Validations.of(this.accessLogsBucket).acknowledge({
      id: 'AwsSolutions-S1',
      reason:
        'This bucket is the target of the recordings bucket server access logs; logging the log ' +
        'bucket itself would only log the log deliveries. It holds object keys (opaque ids), no health data.',
    });

    // Named, so that object ARNs (and their cdk-nag findings) can be written as plain strings in
    // the workflow stack. Account and region keep the global name unique; at most 63 characters
    // with the 20-character stage limit.
    this.bucketName = `carecall-${props.stage}-calls-${stack.account}-${stack.region}`;
    this.bucket = new s3.Bucket(this, 'Bucket', {
      bucketName: this.bucketName,
      encryption: s3.BucketEncryption.KMS,
      encryptionKey: this.key,
      // One data key per bucket instead of per object: fewer KMS requests, same protection.
      bucketKeyEnabled: true,
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      versioned: false,
      serverAccessLogsBucket: this.accessLogsBucket,
      serverAccessLogsPrefix: 'recordings-bucket/',
      lifecycleRules: [
        ...RECORDING_PREFIXES.map((prefix) => ({
          id: `Expire-${prefix.replace('/', '')}`,
          prefix,
          expiration: RECORDING_RETENTION,
        })),
        { id: 'AbortIncompleteUploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  objectsArn(prefix: RecordingPrefix): string {
    return Arn.format(
      { service: 's3', region: '', account: '', resource: this.bucketName, resourceName: `${prefix}*` },
      Stack.of(this),
    );
  }
}
