export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A tiny HTTP client with a cookie jar, to drive the API the way a browser would. */
export class ApiClient {
  cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    init: { headers?: Record<string, string>; rawBody?: string } = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined = init.rawBody;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body: payload });
    for (const c of res.headers.getSetCookie()) {
      const [pair, ...attrs] = c.split(';');
      const [name, ...value] = pair!.split('=');
      const expired = attrs.some((a) => /max-age=0/i.test(a.trim()));
      if (expired || !value.join('=')) this.cookies.delete(name!.trim());
      else this.cookies.set(name!.trim(), value.join('='));
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }

  get = <T = any>(path: string, init?: { headers?: Record<string, string> }) => this.request<T>('GET', path, undefined, init);
  post = <T = any>(path: string, body?: unknown, init?: { headers?: Record<string, string> }) => this.request<T>('POST', path, body, init);
  put = <T = any>(path: string, body?: unknown, init?: { headers?: Record<string, string> }) => this.request<T>('PUT', path, body, init);
  delete = <T = any>(path: string, body?: unknown, init?: { headers?: Record<string, string> }) => this.request<T>('DELETE', path, body, init);
}

let counter = 0;
/** A valid registration for a new person, unique within the run. */
export function newPerson(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    firstName: 'Maria',
    lastName: 'Lopez',
    username: `maria${tag}`,
    email: `maria.${tag}@example.com`,
    phone: '(415) 555-0100',
    password: 'correct horse battery',
    city: 'Toronto',
    ...overrides,
  };
}

/** Registers a person and (optionally) chooses a plan; the client then holds their session. */
export async function signUp(client: ApiClient, options: { plan?: string; person?: Record<string, unknown> } = {}) {
  const person = newPerson(options.person);
  const res = await client.post('/api/auth/register', person);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  if (options.plan) {
    const sub = await client.post('/api/user/subscriptions', { servicePlanId: options.plan });
    if (sub.status !== 201) throw new Error(`subscribe failed: ${sub.status} ${JSON.stringify(sub.body)}`);
  }
  return { person, user: res.body };
}
