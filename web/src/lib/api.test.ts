import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, errorMessage } from './api.ts';

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async () => response.clone());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('api', () => {
  it('always sends cookies, and a JSON body only when there is a payload', async () => {
    // Prepare
    const fetchMock = stubFetch(new Response('[]', { status: 200 }));
    // Act
    await api.get('/api/user/call-logs');
    await api.post('/api/auth/logout', {});
    // Assess
    const [[, read], [, write]] = fetchMock.mock.calls as unknown as [[string, RequestInit], [string, RequestInit]];
    expect(read.credentials).toBe('include');
    expect(read.body).toBeUndefined();
    expect(new Headers(read.headers).get('content-type')).toBeNull();
    expect(write.credentials).toBe('include');
    expect(write.body).toBe('{}');
    expect(new Headers(write.headers).get('content-type')).toBe('application/json');
  });

  it('fails with the status and the server message', async () => {
    // Prepare
    stubFetch(new Response(JSON.stringify({ message: 'That username is taken', errors: { username: ['That username is taken'] } }), { status: 409 }));
    // Act
    const error = await api.post('/api/auth/register', {}).catch((e: unknown) => e);
    // Assess
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'That username is taken', fieldErrors: { username: ['That username is taken'] } });
    expect(errorMessage(error, 'Could not create account')).toBe('That username is taken');
  });

  it('shows the server\'s message of a 429 (a route limit), not a fallback', async () => {
    // Prepare
    const message = 'Too many requests for your call history. Please wait a minute and try again.';
    stubFetch(new Response(JSON.stringify({ message, errors: {} }), { status: 429, headers: { 'retry-after': '42' } }));
    // Act
    const error = await api.get('/api/user/call-logs').catch((e: unknown) => e);
    // Assess
    expect(error).toMatchObject({ status: 429, message });
    expect(errorMessage(error, 'Could not load your call history')).toBe(message);
  });

  it("says 'status: body' when the server sent no message, and toasts use their own words", async () => {
    // Prepare
    stubFetch(new Response('Bad Gateway', { status: 502 }));
    // Act
    const error = await api.get('/api/user/call-logs').catch((e: unknown) => e);
    // Assess
    expect((error as ApiError).message).toBe('502: Bad Gateway');
    expect(errorMessage(error, 'Something went wrong')).toBe('Something went wrong');
  });

  it('reads an empty success body as undefined', async () => {
    // Prepare
    stubFetch(new Response(null, { status: 204 }));
    // Act / Assess
    expect(await api.delete('/api/user/call-schedules/1')).toBeUndefined();
  });
});
