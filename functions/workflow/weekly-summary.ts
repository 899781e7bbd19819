import middy from '@middy/core';
import { getDeps } from '../composition.ts';
import { sendWeeklySummaries } from '../core/account-notifications.ts';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logger } from '../logger.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/mail.ts';

// Every Monday (an EventBridge rule): each account's weekly summary email. Counts only in the log.
export const handler = middy(async () => {
  const result = await sendWeeklySummaries(getDeps());
  logger.info('Weekly summaries sent', { task: 'WeeklySummary', ...result });
  return result;
}).use(injectLambdaContext(logger));
