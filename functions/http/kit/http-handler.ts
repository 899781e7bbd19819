import middy from '@middy/core';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { getDeps } from '../../composition.ts';
import { notFound } from '../../core/errors.ts';
import { errorResponse } from './error-response.ts';
import { assertSameOrigin } from './origin-check.ts';
import { HttpRequest } from './request.ts';
import type { HttpResult } from './response.ts';
import type { RouteKey } from '../routes.ts';
import { routeLimit } from './route-limit.ts';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logger } from '../../logger.ts';

export type RouteFunction = (request: HttpRequest) => Promise<HttpResult>;

/**
 * One Lambda per route group: routes are keyed by API Gateway's routeKey ("PUT /api/x/{id}"),
 * which the local server sets the same way; a key not in the route table fails the compile.
 * Parse -> use case -> response; errors map in one place.
 */
export function httpHandler(routes: Partial<Record<RouteKey, RouteFunction>>) {
  // One HttpRequest per event, so the route limit and the handler share the session read.
  const requests = new WeakMap<APIGatewayProxyEventV2, HttpRequest>();
  const requestOf = (event: APIGatewayProxyEventV2) => {
    let request = requests.get(event);
    if (!request) requests.set(event, (request = new HttpRequest(event, getDeps())));
    return request;
  };
  const base = async (event: APIGatewayProxyEventV2, _context: Context): Promise<HttpResult> => {
    const route = routes[event.routeKey as RouteKey];
    if (!route) throw notFound('Not Found');
    const request = requestOf(event);
    // Checks that ran beside a read (kit/request.ts `guard`) decide before its answer leaves.
    let result: HttpResult;
    try {
      result = await route(request);
    } catch (error) {
      await request.settle();
      throw error;
    }
    await request.settle();
    return result;
  };
  return middy<APIGatewayProxyEventV2, HttpResult>(base)
    .use(injectLambdaContext(logger))
    .use({ before: async (request) => assertSameOrigin(request.event) })
    .use(routeLimit(requestOf))
    .use(errorResponse());
}
