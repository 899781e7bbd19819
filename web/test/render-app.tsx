// Renders the real app (routes, guards, forms, theme) in jsdom at a given address, with the API
// answered by a small in-test fake instead of the network.
import { createMemoryHistory } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import type { CurrentUser } from '@/shared/api-types.ts';
import { App } from '../src/app/App.tsx';
import { createQueryClient } from '../src/app/query-client.ts';
import { createAppRouter } from '../src/app/router.tsx';

export interface RecordedRequest {
  method: string;
  path: string;
  body: unknown;
  credentials: RequestCredentials | undefined;
  contentType: string | null;
}

type Responder = (request: RecordedRequest) => { status: number; body?: unknown } | undefined;

export const SIGNED_IN_USER: CurrentUser = {
  id: 'u1',
  username: 'maria',
  firstName: 'Maria',
  lastName: 'Lopez',
  email: 'maria@example.com',
  phone: '+14155550100',
  createdAt: '2025-01-01T00:00:00.000Z',
  subscriptions: [{ id: 's1', userId: 'u1', servicePlanId: 'custom-care', planName: 'Custom Care', isActive: true, startDate: '2025-01-01T00:00:00.000Z' }],
};

/**
 * A fake API: `routes` maps "METHOD /path" to a response (or a function making one). Unlisted
 * reads answer [] and unlisted writes answer 200 {}; /api/auth/me answers `user` or 401.
 */
export function fakeApi(user: CurrentUser | null, routes: Record<string, { status: number; body?: unknown } | Responder> = {}) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const headers = new Headers(init.headers);
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      credentials: init.credentials,
      contentType: headers.get('content-type'),
    };
    requests.push(request);
    const key = `${request.method} ${url.pathname}`;
    const route = routes[key];
    const answer =
      typeof route === 'function'
        ? route(request)
        : route ?? (key === 'GET /api/auth/me' ? (user ? { status: 200, body: user } : { status: 401, body: { message: 'Not logged in', errors: {} } }) : undefined);
    const { status, body } = answer ?? { status: 200, body: request.method === 'GET' ? [] : {} };
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, writes: () => requests.filter((r) => r.method !== 'GET') };
}

export async function renderApp(path: string) {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  const user = userEvent.setup();
  render(<App queryClient={queryClient} router={router} />);
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { user, router, queryClient };
}
