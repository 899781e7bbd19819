import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2;

const BASE_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  // Account data must not sit in shared caches; call-logs sets its own revalidation policy.
  'cache-control': 'no-store',
};

export function json(statusCode: number, body: unknown, extra: { headers?: Record<string, string>; cookies?: string[] } = {}): HttpResult {
  return {
    statusCode,
    headers: { ...BASE_HEADERS, ...extra.headers },
    ...(extra.cookies ? { cookies: extra.cookies } : {}),
    body: JSON.stringify(body),
  };
}

export const ok = (body: unknown, extra?: Parameters<typeof json>[2]) => json(200, body, extra);
export const created = (body: unknown, extra?: Parameters<typeof json>[2]) => json(201, body, extra);
