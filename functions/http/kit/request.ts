import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { GenericSchema, InferOutput } from 'valibot';
import { validateInput } from '../../../shared/validation.ts';
import { authenticate, findSession, type AuthenticatedUser } from '../../core/accounts.ts';
import { badRequest, notFound, unauthorized } from '../../core/errors.ts';
import { isOpaqueId } from '../../core/ids.ts';
import type { Deps } from '../../core/ports.ts';
import { readSessionToken } from './session-cookie.ts';

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

  sessionToken(): string | undefined {
    return readSessionToken(this.event.cookies, this.event.headers.cookie);
  }

  async currentUser(): Promise<AuthenticatedUser | undefined> {
    this.auth ??= authenticate(this.deps, this.sessionToken());
    return this.auth;
  }

  /**
   * The signed-in user's id, or 401: one session read, for routes that need nothing else of the
   * user (the history screen polls every 10 s). Every /api/user route acts on this id only.
   */
  async requireUserId(): Promise<string> {
    const session = await this.session();
    if (!session) throw unauthorized();
    return session.userId;
  }

  /** The live session of the cookie, read once per request (the route limit reads it first). */
  session(): ReturnType<typeof findSession> {
    this.sessionLookup ??= findSession(this.deps, this.sessionToken());
    return this.sessionLookup;
  }

  /** The signed-in user, or 401. */
  async requireUser(): Promise<AuthenticatedUser> {
    const auth = await this.currentUser();
    if (!auth) throw unauthorized();
    return auth;
  }
}
