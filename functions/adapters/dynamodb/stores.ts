import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Stores } from '../../core/ports/storage.ts';
import { DynamoAccountEraser } from './account-eraser.ts';
import { DynamoCallLogStore } from './call-log-store.ts';
import { DynamoContactStore } from './contact-store.ts';
import {
  DynamoContactMessageStore,
  DynamoNotificationSettingsStore,
  DynamoOnceMarkers,
  DynamoPasswordResetStore,
  DynamoRateLimiter,
  DynamoUserDirectory,
} from './mail-stores.ts';
import { DynamoLoginAttemptStore } from './login-attempt-store.ts';
import { DynamoRequestCounter } from './request-counter.ts';
import { DynamoScheduleStore } from './schedule-store.ts';
import { DynamoSessionStore } from './session-store.ts';
import { DynamoSubscriptionStore } from './subscription-store.ts';
import { DynamoTestCallLimiter } from './test-call-limiter.ts';
import { DynamoPlanUsageStore } from './usage-store.ts';
import { DynamoUserStore } from './user-store.ts';

export function createDynamoStores(doc: DynamoDBDocumentClient, table: string): Stores {
  return {
    passwordResets: new DynamoPasswordResetStore(doc, table),
    rateLimits: new DynamoRateLimiter(doc, table),
    contactMessages: new DynamoContactMessageStore(doc, table),
    notificationSettings: new DynamoNotificationSettingsStore(doc, table),
    onceMarkers: new DynamoOnceMarkers(doc, table),
    userDirectory: new DynamoUserDirectory(doc, table),
    users: new DynamoUserStore(doc, table),
    sessions: new DynamoSessionStore(doc, table),
    loginAttempts: new DynamoLoginAttemptStore(doc, table),
    subscriptions: new DynamoSubscriptionStore(doc, table),
    usage: new DynamoPlanUsageStore(doc, table),
    schedules: new DynamoScheduleStore(doc, table),
    contacts: new DynamoContactStore(doc, table),
    callLogs: new DynamoCallLogStore(doc, table),
    testCalls: new DynamoTestCallLimiter(doc, table),
    requestLimits: new DynamoRequestCounter(doc, table),
    accounts: new DynamoAccountEraser(doc, table),
  };
}
