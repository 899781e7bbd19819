import type { ThrottleSettings } from 'aws-cdk-lib/aws-apigatewayv2';
import type { RouteKey } from '@/functions/http/routes.ts';

// API Gateway throttles (requests a second, steady and burst), per route of the HTTP API stage,
// sized for a million customers. They protect the backend and the account quota from a flood or a
// script; the fair share of one user is the job of the per-user limits (functions/http/routes.ts).
//
// The sizing peak: at 09:00 most calls ring at once, and about 3% of customers (30,000 at 1M; the
// family checking that the call went well) open the app within that minute. A screen sends ~6
// requests on opening, and the history screen polls every 10 s while a call is in progress.
// The account quota is 10,000 rps steady / 5,000 burst for every API of the region together
// (infra/bench/quotas.ts): the peak below stays under it.

export const SIZED_FOR_CUSTOMERS = 1_000_000;

/** Every route without its own line: 30,000 people x 6 requests / 60 s, spread over ~6 routes. */
export const DEFAULT_ROUTE_THROTTLE: ThrottleSettings = { rateLimit: 500, burstLimit: 1_000 };

/** By API Gateway route key ("METHOD /path"): only routes of functions/http/routes.ts compile. */
export const ROUTE_THROTTLES: Readonly<Partial<Record<RouteKey, ThrottleSettings>>> = {
  // The history screen of those 30,000 polls every 10 s: 3,000 rps; burst at the account's 5,000.
  'GET /api/user/call-logs': { rateLimit: 3_000, burstLimit: 5_000 },
  // Sessions last 7 days: at most ~143,000 logins a day, a tenth in the peak hour (~4 rps). Each
  // costs a slow password hash, so the cap is low: ~12x the need, a brake on credential stuffing.
  'POST /api/auth/login': { rateLimit: 50, burstLimit: 100 },
  // 10% growth a month: ~3,300 sign-ups a day, ~1 rps at the busiest hour.
  'POST /api/auth/register': { rateLimit: 20, burstLimit: 40 },
  // New customers try a call (~1 rps); Twilio's calls per second bound it anyway.
  'POST /api/user/trigger-call': { rateLimit: 10, burstLimit: 20 },
  // Each sends an email: under SES's production sending rate (14 a second by default).
  'POST /api/auth/forgot-password': { rateLimit: 10, burstLimit: 20 },
  'POST /api/contact-messages': { rateLimit: 10, burstLimit: 20 },
  // Rare and heavy: the export reads every item of an account, the delete erases them.
  'GET /api/user/export': { rateLimit: 10, burstLimit: 20 },
  'DELETE /api/user/account': { rateLimit: 10, burstLimit: 20 },
  // A test route of the twin's timezone handling: no customer needs it.
  'GET /test/timezone': { rateLimit: 5, burstLimit: 10 },
};
