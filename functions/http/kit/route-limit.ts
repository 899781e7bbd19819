import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { tooManyRequests } from '../../core/errors.ts';
import { routeKey, ROUTES, type RouteLimit } from '../routes.ts';
import type { HttpRequest } from './request.ts';
import type { HttpResult } from './response.ts';
import { requestSenderAddress } from './sender-address.ts';

/** The limits of the route table by API Gateway routeKey ("POST /api/auth/login"). */
const LIMITS: ReadonlyMap<string, RouteLimit> = new Map(
  ROUTES.flatMap((r) => (r.limit ? [[routeKey(r), r.limit] as const] : [])),
);

/**
 * Counts the request against its route's limit (routes.ts) before the handler runs; past it,
 * 429 with `Retry-After` (seconds to the next window) and the route's message. The count is one
 * conditional write in DynamoDB, shared by every Lambda instance, so parallel requests cannot pass.
 */
export function routeLimit(
  requestOf: (event: APIGatewayProxyEventV2) => HttpRequest,
  limits: ReadonlyMap<string, RouteLimit> = LIMITS,
): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    before: async ({ event }) => {
      const limit = limits.get(event.routeKey);
      if (!limit) return;
      const req = requestOf(event);
      const count = async () => {
        // Per user: the id the cookie names is counted at once, beside the session read and the
        // route's own reads (a request whose session does not bear it out is answered 401 anyway);
        // an older cookie without the id waits for the session. The count stays one conditional
        // write, so parallel requests cannot get past the limit.
        const claimed = limit.per === 'user' ? req.claimedUserId() : undefined;
        const who =
          limit.per === 'user'
            ? (claimed ?? (await req.session())?.userId)
            : requestSenderAddress(req);
        // Not signed in: nothing to count per user, and the handler answers 401.
        if (!who) return;
        const owner = limit.per === 'user' ? { userId: who } : undefined;
        const key = `route-${limit.name}#${who}`;
        const now = req.deps.clock.now();
        const result = await req.deps.requestLimits.take(key, now, limit, owner);
        if (!result.allowed) throw tooManyRequests(limit.message, result.retryAfterMs / 1000);
        // A cookie that names a user its session does not bear out (forged, or a session ended) is
        // answered 401; its count is given back, so nobody can use up another user's limit by
        // naming their id. The session is read beside this anyway.
        if (claimed && (await req.session())?.userId !== claimed) await req.deps.requestLimits.giveBack(key, now, limit, owner);
      };
      // On a read, beside the route (kit/request.ts `guard`); on a write, before it.
      await req.guard(count());
    },
  };
}
