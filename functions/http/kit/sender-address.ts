import { timingSafeEqual } from 'node:crypto';
import { settings } from '../../settings.ts';
import type { HttpRequest } from './request.ts';

/**
 * The header our CloudFront distribution adds to every request it forwards to the API, with a
 * secret value (infra/stacks/hosting-stack.ts). CloudFront replaces a viewer's header of the
 * same name, so only a request that really came through it carries the right value.
 */
export const ORIGIN_VERIFY_HEADER = 'x-carecall-origin-verify';

/**
 * The sender's network address. Behind CloudFront the API sees an edge server's address, so the
 * viewer's own (`CloudFront-Viewer-Address: ip:port`, set by CloudFront, not by the client) comes
 * first when the distribution forwards it.
 */
export function senderAddress(viewerAddress: string | undefined, sourceIp: string): string {
  const viewer = viewerAddress?.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return viewer || sourceIp;
}

/**
 * `CloudFront-Viewer-Address` if CloudFront set it. Anyone can send that header straight to the
 * API's own address (execute-api), so with `expected` set (the cloud) it is believed only beside
 * the origin-verify value; without it the request is counted by its real source address, and a
 * forged header cannot spread one sender's logins over many addresses.
 */
export function trustedViewerAddress(
  header: (name: string) => string | undefined,
  expected: string | undefined,
): string | undefined {
  const viewer = header('cloudfront-viewer-address');
  if (!expected) return viewer; // the local twin: no CloudFront in front
  const given = Buffer.from(header(ORIGIN_VERIFY_HEADER) ?? '');
  const wanted = Buffer.from(expected);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? viewer : undefined;
}

/** The address a request came from, for the per-address limits and the contact form's record. */
export function requestSenderAddress(req: HttpRequest): string {
  const viewer = trustedViewerAddress((name) => req.header(name), settings().originVerify);
  return senderAddress(viewer, req.event.requestContext.http.sourceIp);
}
