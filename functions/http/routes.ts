// The REST routes, defined once: the CDK API stack creates one HTTP API route per entry and one
// Lambda per handler group; the local server routes requests with the same table.

export type HandlerGroup =
  | 'health'
  | 'auth'
  | 'profile'
  | 'service-plans'
  | 'subscriptions'
  | 'call-schedules'
  | 'escalation-contacts'
  | 'call-logs'
  | 'trigger-call'
  | 'timezone-test'
  | 'password-reset'
  | 'contact-messages'
  | 'account';

export interface RouteDefinition {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** API Gateway HTTP API path, with `{name}` parameters. */
  path: string;
  group: HandlerGroup;
  /** A per-user (or per-address) request limit, counted in DynamoDB by kit/route-limit.ts. */
  limit?: RouteLimit;
}

/**
 * How many requests one user (`per: 'user'`, the session's user; unsigned requests are left to the
 * handler's 401) or one network address (`per: 'address'`, routes used before signing in) may send
 * in a fixed window; the next answers 429 with `Retry-After` and `message`.
 */
export interface RouteLimit {
  /** Names the counter (its DynamoDB key), so two routes can share one. */
  name: string;
  per: 'user' | 'address';
  max: number;
  windowMs: number;
  message: string;
}

const MINUTE_MS = 60_000;

// The expensive routes: each request costs several reads or writes, a password hash or a phone call.
export const ROUTE_LIMITS = {
  // Per address, on top of the per-username lockout (accounts.ts): one address trying many
  // usernames. Generous, as a care home or a mobile carrier puts many people behind one address.
  login: {
    name: 'login',
    per: 'address',
    max: 100,
    windowMs: 15 * MINUTE_MS,
    message: 'Too many login attempts from your network. Please wait 15 minutes and try again.',
  },
  // The plan allows 3 test calls an hour (core/test-call.ts); this caps the refused tries too.
  triggerCall: {
    name: 'trigger-call',
    per: 'user',
    max: 10,
    windowMs: MINUTE_MS,
    message: 'Too many test call requests. Please wait a minute and try again.',
  },
  // The history page polls every 10 s (6 a minute); room for a few tabs and older pages.
  callHistory: {
    name: 'call-history',
    per: 'user',
    max: 30,
    windowMs: MINUTE_MS,
    message: 'Too many requests for your call history. Please wait a minute and try again.',
  },
} as const satisfies Record<string, RouteLimit>;

const ROUTE_TABLE = [
  { method: 'GET', path: '/api/health', group: 'health' },

  { method: 'POST', path: '/api/auth/register', group: 'auth' },
  { method: 'POST', path: '/api/auth/login', group: 'auth', limit: ROUTE_LIMITS.login },
  { method: 'POST', path: '/api/auth/logout', group: 'auth' },
  { method: 'GET', path: '/api/auth/me', group: 'auth' },
  { method: 'POST', path: '/api/auth/forgot-password', group: 'password-reset' },
  { method: 'POST', path: '/api/auth/reset-password', group: 'password-reset' },

  { method: 'POST', path: '/api/contact-messages', group: 'contact-messages' },

  { method: 'PUT', path: '/api/user/profile', group: 'profile' },
  { method: 'PUT', path: '/api/user/password', group: 'profile' },
  { method: 'PUT', path: '/api/user/notification-settings', group: 'profile' },

  { method: 'GET', path: '/api/service-plans', group: 'service-plans' },

  { method: 'GET', path: '/api/user/subscriptions', group: 'subscriptions' },
  { method: 'POST', path: '/api/user/subscriptions', group: 'subscriptions' },
  { method: 'POST', path: '/api/user/subscriptions/cancel', group: 'subscriptions' },

  { method: 'GET', path: '/api/user/call-schedules', group: 'call-schedules' },
  { method: 'POST', path: '/api/user/call-schedules', group: 'call-schedules' },
  { method: 'PUT', path: '/api/user/call-schedules/{id}', group: 'call-schedules' },
  { method: 'POST', path: '/api/user/call-schedules/{id}/skip', group: 'call-schedules' },
  { method: 'DELETE', path: '/api/user/call-schedules/{id}', group: 'call-schedules' },

  { method: 'GET', path: '/api/user/escalation-contacts', group: 'escalation-contacts' },
  { method: 'POST', path: '/api/user/escalation-contacts', group: 'escalation-contacts' },
  { method: 'PUT', path: '/api/user/escalation-contacts/{id}', group: 'escalation-contacts' },
  { method: 'DELETE', path: '/api/user/escalation-contacts/{id}', group: 'escalation-contacts' },

  { method: 'GET', path: '/api/user/call-logs', group: 'call-logs', limit: ROUTE_LIMITS.callHistory },
  { method: 'GET', path: '/api/user/call-logs/{id}/recording', group: 'call-logs' },

  { method: 'GET', path: '/api/user/export', group: 'account' },
  { method: 'DELETE', path: '/api/user/account', group: 'account' },

  { method: 'POST', path: '/api/user/trigger-call', group: 'trigger-call', limit: ROUTE_LIMITS.triggerCall },

  { method: 'GET', path: '/test/timezone', group: 'timezone-test' },
] as const satisfies readonly RouteDefinition[];

export const ROUTES: readonly RouteDefinition[] = ROUTE_TABLE;

type KeyOf<R> = R extends { readonly method: infer M extends string; readonly path: infer P extends string } ? `${M} ${P}` : never;

/**
 * A route as API Gateway names it (its routeKey, "PUT /api/user/profile"), one of the table's
 * only: the handlers, the throttles and the local server name routes with this type, so a route
 * key that is not in the table fails the compile.
 */
export type RouteKey = KeyOf<(typeof ROUTE_TABLE)[number]>;

/** The route's key, as API Gateway and the local server set `event.routeKey`. */
export const routeKey = (route: RouteDefinition): RouteKey => `${route.method} ${route.path}` as RouteKey;

/** Source file of each handler group, relative to the repository root. */
export const handlerEntry = (group: HandlerGroup): string => `functions/http/${group}.ts`;

/** Every handler group once, in route order. */
export const HANDLER_GROUPS: readonly HandlerGroup[] = [...new Set(ROUTES.map((r) => r.group))];
