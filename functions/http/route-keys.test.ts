import { describe, expect, it } from 'vitest';
import { ROUTE_THROTTLES } from '@/infra/stacks/api-throttles.ts';
import { matchRoute } from '@/infra/local/route-match.ts';
import { httpHandler, type RouteFunction } from './kit/http-handler.ts';
import { routeKey, ROUTES, type RouteKey } from './routes.ts';

// The compile is the test here: `npx tsc -p tsconfig.json --noEmit` fails if a line expected to
// be an error compiles, that is if a route key missing from the table were accepted.
describe('route keys', () => {
  it('are only the route table\'s, wherever a route is named', () => {
    // @ts-expect-error a typo: the table has GET /api/user/call-logs
    const typo: RouteKey = 'GET /api/user/call-log';
    // @ts-expect-error a method the table does not give that path
    const wrongMethod: RouteKey = 'POST /api/user/call-logs';
    const throttles: Partial<Record<RouteKey, unknown>> = {
      // @ts-expect-error a throttle for a route that does not exist
      'GET /api/user/callLogs': { rateLimit: 1, burstLimit: 1 },
    };
    const route = (() => Promise.reject(new Error('never called'))) satisfies RouteFunction;
    httpHandler({ 'GET /api/health': route });
    // @ts-expect-error a handler for a route that does not exist
    httpHandler({ 'GET /api/helth': route });
    expect([typo, wrongMethod, Object.keys(throttles)].flat()).toHaveLength(3);
  });

  it('of the throttles and the local server are keys of the table', () => {
    const keys = new Set(ROUTES.map(routeKey));
    for (const key of Object.keys(ROUTE_THROTTLES)) expect(keys, key).toContain(key);
    for (const route of ROUTES) {
      const path = route.path.replace(/\{(\w+)\}/g, 'abc');
      expect(matchRoute(route.method, path)?.routeKey).toBe(routeKey(route));
    }
  });
});
