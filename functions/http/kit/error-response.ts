import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { AppError } from '../../core/errors.ts';
import { json, type HttpResult } from './response.ts';
import { errorName, logger } from '../../logger.ts';

/** The one place where errors become HTTP responses: `{ message, errors }`. */
export function toErrorResponse(error: unknown): HttpResult {
  if (error instanceof AppError) {
    return json(error.status, { message: error.message, errors: error.errors }, { headers: error.headers });
  }
  // Unexpected: log the kind of failure only (never bodies or messages, which may hold health data).
  logger.error('Request failed', { error: errorName(error) });
  return json(500, { message: 'Something went wrong. Please try again.', errors: {} });
}

export const errorResponse = (): MiddlewareObj<APIGatewayProxyEventV2, HttpResult> => ({
  onError: async (request) => {
    request.response = toErrorResponse(request.error);
  },
});
