// Expected failures carry the HTTP status and the message a user should read. The HTTP layer maps
// them in one place (functions/http/middleware/error-response.ts); anything else is a 500.

export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: FieldErrors = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, errors: FieldErrors = {}) => new AppError(400, message, errors);
export const unauthorized = (message = 'Please log in to continue.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message = 'Not found') => new AppError(404, message);
export const conflict = (message: string, errors: FieldErrors = {}) => new AppError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, {}, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
