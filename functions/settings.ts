// Every environment variable the functions read, named once. The CDK stacks import SETTING when
// they set a function's environment, so a renamed variable fails `tsc`, not a deploy; the local twin
// sets the same names. `.env.example` lists each with its local default.

export const SETTING = {
  tableName: 'TABLE_NAME',
  appOrigin: 'APP_ORIGIN',
  cookieSecure: 'COOKIE_SECURE',
  supportEmail: 'SUPPORT_EMAIL',
  activeScheduleShards: 'ACTIVE_SCHEDULE_SHARDS',
  dynamodbEndpoint: 'DYNAMODB_ENDPOINT',
  stateMachineArn: 'STATE_MACHINE_ARN',
  schedulerGroupName: 'SCHEDULER_GROUP_NAME',
  schedulerTargetArn: 'SCHEDULER_TARGET_ARN',
  schedulerRoleArn: 'SCHEDULER_ROLE_ARN',
  schedulerDlqArn: 'SCHEDULER_DLQ_ARN',
  twilioSecretArn: 'TWILIO_SECRET_ARN',
  callerNumber: 'CALLER_NUMBER',
  webhookBaseUrl: 'WEBHOOK_BASE_URL',
  bedrockModelId: 'BEDROCK_MODEL_ID',
  recordingsBucket: 'RECORDINGS_BUCKET',
  recordingsKmsKeyId: 'RECORDINGS_KMS_KEY_ID',
  mailFrom: 'MAIL_FROM',
  mailConfigurationSet: 'MAIL_CONFIGURATION_SET',
  originVerify: 'ORIGIN_VERIFY',
} as const;

export type SettingName = (typeof SETTING)[keyof typeof SETTING];
type Env = Readonly<Record<string, string | undefined>>;

/** The settings every function may read, typed; the ones a capability needs are `required` by it. */
export interface FunctionSettings {
  /** Origins allowed to change state, without a trailing slash; the first is the site's (links in emails). */
  appOrigins: string[];
  /** `Secure` on session cookies: the cloud serves HTTPS, the local twin does not. */
  cookieSecure: boolean;
  supportEmail: string | undefined;
  /** Partitions of the active-schedule index, 1 to 1000 (default 16). */
  activeScheduleShards: number;
  /**
   * The value our CloudFront distribution sends in the origin-verify header (kit/sender-address.ts):
   * only a request that carries it came through CloudFront, so only its viewer address is believed.
   * Unset on the local twin, which has no CloudFront in front.
   */
  originVerify: string | undefined;
}

/** The site's origin when none is set: the local twin's. */
export const LOCAL_ORIGIN = 'http://127.0.0.1:3000';

/** Reads and checks the shared settings; throws naming the variable that is wrong. */
export function readFunctionSettings(env: Env): FunctionSettings {
  const shards = env[SETTING.activeScheduleShards];
  const activeScheduleShards = shards === undefined || shards === '' ? 16 : Number(shards);
  if (!Number.isInteger(activeScheduleShards) || activeScheduleShards < 1 || activeScheduleShards > 1000) {
    throw new Error(`Setting ${SETTING.activeScheduleShards} must be a whole number from 1 to 1000, not "${shards}"`);
  }
  const cookie = env[SETTING.cookieSecure] ?? 'false';
  if (cookie !== 'true' && cookie !== 'false' && cookie !== '') {
    throw new Error(`Setting ${SETTING.cookieSecure} must be true or false, not "${cookie}"`);
  }
  return {
    appOrigins: (env[SETTING.appOrigin] ?? '').split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean),
    cookieSecure: cookie === 'true',
    supportEmail: env[SETTING.supportEmail] || undefined,
    activeScheduleShards,
    originVerify: env[SETTING.originVerify] || undefined,
  };
}

let cached: FunctionSettings | undefined;

/** The process's settings, read and checked once (at the first use in a cold start). */
export function settings(): FunctionSettings {
  cached ??= readFunctionSettings(process.env);
  return cached;
}

/** A setting a capability cannot work without: a clear error naming it when it is missing. */
export function requiredSetting(env: Env, name: SettingName): string {
  const value = env[name];
  if (!value) throw new Error(`Setting ${name} is missing`);
  return value;
}

/** Reads the settings again: only the local twin, which learns its origin once its port is bound. */
export function rereadSettings(): FunctionSettings {
  cached = undefined;
  return settings();
}
