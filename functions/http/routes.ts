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
}

export const ROUTES: readonly RouteDefinition[] = [
  { method: 'GET', path: '/api/health', group: 'health' },

  { method: 'POST', path: '/api/auth/register', group: 'auth' },
  { method: 'POST', path: '/api/auth/login', group: 'auth' },
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

  { method: 'GET', path: '/api/user/call-logs', group: 'call-logs' },
  { method: 'GET', path: '/api/user/call-logs/{id}/recording', group: 'call-logs' },

  { method: 'GET', path: '/api/user/export', group: 'account' },
  { method: 'DELETE', path: '/api/user/account', group: 'account' },

  { method: 'POST', path: '/api/user/trigger-call', group: 'trigger-call' },

  { method: 'GET', path: '/test/timezone', group: 'timezone-test' },
];

/** Source file of each handler group, relative to the repository root. */
export const handlerEntry = (group: HandlerGroup): string => `functions/http/${group}.ts`;

/** Every handler group once, in route order. */
export const HANDLER_GROUPS: readonly HandlerGroup[] = [...new Set(ROUTES.map((r) => r.group))];
