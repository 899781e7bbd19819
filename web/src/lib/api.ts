// The one way the web app talks to the API (docs/screens-and-data.md, "The API"): same origin, cookies always
// sent, a JSON body only when there is a payload, and errors that carry the HTTP status and the
// server's own message (docs/accounts-and-access.md: `{ message, errors: { field: [msg] } }`).

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status, or 0 when the server could not be reached. */
    readonly status: number,
    message: string,
    /** The server's message, when it sent one; toasts prefer it to their own fallback. */
    readonly serverMessage: string | undefined,
    /** Messages per field, as the server validated them. */
    readonly fieldErrors: Readonly<Record<string, readonly string[]>> = {},
  ) {
    super(message);
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface ErrorBody {
  message?: unknown;
  errors?: unknown;
}

function readFieldErrors(errors: unknown): Record<string, string[]> {
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    if (Array.isArray(messages)) out[field] = messages.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: ErrorBody | undefined;
  try {
    body = text ? (JSON.parse(text) as ErrorBody) : undefined;
  } catch {
    body = undefined;
  }
  const serverMessage = typeof body?.message === 'string' && body.message ? body.message : undefined;
  // "status: body text" (docs/screens-and-data.md, "Errors and toasts") when the server gave no message of its own.
  const message = serverMessage ?? `${response.status}: ${text || response.statusText}`;
  return new ApiError(response.status, message, serverMessage, readFieldErrors(body?.errors));
}

/**
 * Sends a request and resolves with the parsed JSON body (undefined for an empty body).
 * Any non-2xx answer rejects with an ApiError.
 */
export async function apiRequest<T>(method: HttpMethod, path: string, payload?: unknown): Promise<T> {
  const init: RequestInit = { method, credentials: 'include', headers: { accept: 'application/json' } };
  if (payload !== undefined) {
    init.headers = { accept: 'application/json', 'content-type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  let response: Response;
  try {
    response = await fetch(path, init);
  } catch {
    throw new ApiError(0, 'Could not reach CareCall. Please check your internet connection.', undefined);
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * A GET of a paged list: the body and the next page's address from `Link: <...>; rel="next"`
 * (the call history), absent on the last page.
 */
export async function apiGetPage<T>(path: string): Promise<{ body: T; next?: string }> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'GET', credentials: 'include', headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'Could not reach CareCall. Please check your internet connection.', undefined);
  }
  if (!response.ok) throw await toApiError(response);
  const text = await response.text();
  const next = /<([^>]+)>\s*;\s*rel="?next"?/.exec(response.headers.get('link') ?? '')?.[1];
  return { body: (text ? JSON.parse(text) : undefined) as T, ...(next ? { next } : {}) };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, payload?: unknown) => apiRequest<T>('POST', path, payload),
  put: <T>(path: string, payload?: unknown) => apiRequest<T>('PUT', path, payload),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
};

/** The message a toast shows for a failed request: the server's, else the screen's own fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? (error.status === 0 ? error.message : fallback);
  return fallback;
}
