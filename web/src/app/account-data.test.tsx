import { createMemoryHistory } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, SIGNED_IN_USER } from '../../test/render-app.tsx';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

afterEach(() => vi.unstubAllGlobals());

const reads = (requests: { method: string; path: string }[]) => requests.filter((r) => r.method === 'GET').map((r) => r.path);

describe('account pages start their data with their route', () => {
  it('asks for the schedules, contacts and calls of /dashboard before anything is drawn', async () => {
    // Prepare
    const { requests } = fakeApi(SIGNED_IN_USER);
    const queryClient = createQueryClient();
    const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: ['/dashboard'] }));

    // Act: the router resolves the route (guard, loader, page code); nothing is rendered.
    await router.load();

    // Assess
    expect(reads(requests)).toEqual(
      expect.arrayContaining(['/api/auth/me', '/api/user/call-schedules', '/api/user/escalation-contacts', '/api/user/call-logs']),
    );
    await vi.waitFor(() => expect(queryClient.getQueryData(['call-logs'])).toEqual([]));
  });

  it('starts a page’s data when a link to it is pointed at (preload on intent)', async () => {
    // Prepare: signed in, on the profile page, which reads nothing of its own.
    const { requests } = fakeApi(SIGNED_IN_USER);
    const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/profile'] }));
    await router.load();
    expect(reads(requests)).toEqual(['/api/auth/me']);

    // Act
    await router.preloadRoute({ to: '/escalation-contacts' });
    await router.preloadRoute({ to: '/manage-calls' });

    // Assess
    expect(reads(requests)).toEqual(['/api/auth/me', '/api/user/escalation-contacts', '/api/user/call-schedules']);
  });

  it('leaves a failed read to the page: the route still loads', async () => {
    // Prepare
    fakeApi(SIGNED_IN_USER, { 'GET /api/user/escalation-contacts': { status: 500, body: { message: 'Something went wrong', errors: {} } } });
    const router = createAppRouter(createQueryClient(), createMemoryHistory({ initialEntries: ['/escalation-contacts'] }));

    // Act
    await router.load();

    // Assess
    expect(router.state.matches.at(-1)?.status).toBe('success');
  });
});
