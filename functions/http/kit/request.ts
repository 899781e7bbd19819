import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { GenericSchema, InferOutput } from 'valibot';
import { validateInput } from '@/shared/validation.ts';
import { findSession, type AuthenticatedUser } from '../../core/accounts.ts';
import { badRequest, notFound, unauthorized } from '../../core/errors.ts';
import { isOpaqueId } from '../../core/ids.ts';
import type { Deps } from '../../core/ports/deps.ts';
import { readSessionCookie, type SessionClaim } from './session-cookie.ts';

export const INVALID_JSON = 'The request body must be valid JSON';
export const NOT_AN_OBJECT = 'The request body must be a JSON object';
export const BODY_TOO_LARGE = 'The request body is too large';
/**
 * Far above any form of ours (the longest is a 5,000-character message) and far below what one
 * table item holds (400 KB), so no field can make a write fail as a server error.
 */
export const MAX_BODY_CHARS = 64 * 1024;

/** What a route function gets: the event, the adapters, and lazy helpers for body and session. */
export class HttpRequest {
  private auth?: Promise<AuthenticatedUser | undefined>;
  private sessionLookup?: ReturnType<typeof findSession>;
  private claimRead = false;
  private claimValue?: SessionClaim;
  /** Checks a read runs beside (see `guard`); the answer waits for them all. */
  private readonly checks: Promise<unknown>[] = [];

  constructor(
    readonly event: APIGatewayProxyEventV2,
    readonly deps: Deps,
  ) {}

  get query(): Record<string, string | undefined> {
    return this.event.queryStringParameters ?? {};
  }

  header(name: string): string | undefined {
    return this.event.headers[name.toLowerCase()];
  }

  /**
   * The `{id}` of the path. Ids are ours (core/ids.ts): anything else (too long, other characters,
   * broken percent-encoding) cannot name a record, so it answers the route's own "not found".
   */
  pathId(notFoundMessage?: string): string {
    const raw = this.event.pathParameters?.id;
    let id: string | undefined;
    try {
      id = raw === undefined ? undefined : decodeURIComponent(raw);
    } catch {
      id = undefined;
    }
    if (!isOpaqueId(id)) throw notFound(notFoundMessage);
    return id;
  }

  /** The parsed JSON body; an empty body reads as `{}`. Malformed JSON is a 400, never a 500. */
  body(): Record<string, unknown> {
    const raw = this.event.body
      ? this.event.isBase64Encoded
        ? Buffer.from(this.event.body, 'base64').toString('utf8')
        : this.event.body
      : '';
    if (raw.length > MAX_BODY_CHARS) throw badRequest(BODY_TOO_LARGE);
    if (!raw.trim()) return {};
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw badRequest(INVALID_JSON);
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest(NOT_AN_OBJECT);
    return parsed as Record<string, unknown>;
  }

  /** Validates with a schema from shared/ (the one the web form uses): 400 with its messages. */
  parse<S extends GenericSchema>(schema: S, input: unknown = this.body()): InferOutput<S> {
    const result = validateInput(schema, input);
    if (!result.success) throw badRequest(result.message, result.errors);
    return result.output as InferOutput<S>;
  }

  /** What the session cookie says (read once). */
  private claim(): SessionClaim | undefined {
    if (!this.claimRead) {
      this.claimValue = readSessionCookie(this.event.cookies, this.event.headers.cookie);
      this.claimRead = true;
    }
    return this.claimValue;
  }

  /** The user id the session cookie names, not yet checked against the session. */
  claimedUserId(): string | undefined {
    return this.claim()?.userId || undefined;
  }

  sessionToken(): string | undefined {
    return this.claim()?.token || undefined;
  }

  /** GET (and HEAD) change nothing, so their work may start before the session is known. */
  get isRead(): boolean {
    const method = this.event.requestContext.http.method;
    return method === 'GET' || method === 'HEAD';
  }

  /**
   * A check the answer must pass (the session, a route limit). On a read it runs beside the
   * route and the kit awaits it before the answer leaves (its error replaces the answer); on a
   * write it is awaited here, before anything is changed.
   */
  async guard(check: Promise<unknown>): Promise<void> {
    if (!this.isRead) {
      await check;
      return;
    }
    check.catch(() => undefined); // awaited in settle(); not an unhandled rejection meanwhile
    this.checks.push(check);
  }

  /** Called by the kit once the route has answered (or thrown): the guarded checks must pass. */
  async settle(): Promise<void> {
    await Promise.all(this.checks);
  }

  async currentUser(): Promise<AuthenticatedUser | undefined> {
    this.auth ??= (async () => {
      // With the user id in the cookie, the user is read beside the session, not after it.
      const claimed = this.claim()?.userId;
      const [session, early] = await Promise.all([this.session(), claimed ? this.deps.users.get(claimed) : undefined]);
      if (!session) return undefined;
      const user = early ?? (await this.deps.users.get(session.userId));
      return user ? { user, session } : undefined;
    })();
    return this.auth;
  }

  /**
   * The signed-in user's id, or 401. Every /api/user route acts on this id only. On a read with
   * the id in the cookie it is answered at once, and the session is checked beside the route's
   * own reads (the history screen polls every 10 s): an answer for a session that is not live, or
   * not this user's, is discarded for a 401.
   */
  async requireUserId(): Promise<string> {
    const claimed = this.claim()?.userId;
    if (claimed && this.isRead) {
      await this.guard(this.requireSession());
      return claimed;
    }
    return (await this.requireSession()).userId;
  }

  private async requireSession() {
    const session = await this.session();
    if (!session) throw unauthorized();
    return session;
  }

  /**
   * The live session of the cookie, read once per request (the route limit reads it too). A
   * cookie whose user id is not the session's is refused: it was not one we set.
   */
  session(): ReturnType<typeof findSession> {
    this.sessionLookup ??= findSession(this.deps, this.sessionToken()).then((session) => {
      const claimed = this.claim()?.userId;
      return session && claimed !== undefined && claimed !== session.userId ? undefined : session;
    });
    return this.sessionLookup;
  }

  /** The signed-in user, or 401. */
  async requireUser(): Promise<AuthenticatedUser> {
    const auth = await this.currentUser();
    if (!auth) throw unauthorized();
    return auth;
  }
}
