import middy from '@middy/core';
import { getDeps } from '../composition.ts';
import { sendWeeklySummaries } from '../core/account-notifications.ts';

// Every Monday (an EventBridge rule): each account's weekly summary email. Counts only in the log.
export const handler = middy(async () => {
  const result = await sendWeeklySummaries(getDeps());
  console.log(JSON.stringify({ level: 'info', task: 'WeeklySummary', ...result }));
  return result;
});
