import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { forbidden } from '../../core/errors.ts';
import { settings } from '../../settings.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const FOREIGN_ORIGIN = 'Cross-site requests are not allowed';

/**
 * Cross-site request forgery guard: a state-changing request whose Origin names another site is
 * refused. Requests without Origin (curl, server-to-server) pass; the SameSite cookie covers them.
 * Allowed: the origins in APP_ORIGIN (the CloudFront site) and the host the request was sent to.
 */
export function assertSameOrigin(event: APIGatewayProxyEventV2): void {
  if (!STATE_CHANGING.has(event.requestContext.http.method)) return;
  const origin = event.headers.origin;
  if (origin === undefined) return;
  if (settings().appOrigins.includes(origin)) return;
  let host: string | undefined;
  try {
    host = new URL(origin).host;
  } catch {
    throw forbidden(FOREIGN_ORIGIN);
  }
  const requestHost = event.headers['x-forwarded-host'] ?? event.headers.host;
  if (requestHost && host === requestHost) return;
  throw forbidden(FOREIGN_ORIGIN);
}
