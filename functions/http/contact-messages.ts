import { contactMessageSchema } from '../../shared/schemas/index.ts';
import { receiveContactMessage } from '../core/contact-messages.ts';
import { httpHandler } from './kit/http-handler.ts';
import { created } from './kit/response.ts';

/**
 * The sender's network address. Behind CloudFront the API sees an edge server's address, so the
 * viewer's own (`CloudFront-Viewer-Address: ip:port`, set by CloudFront, not by the client) comes
 * first when the distribution forwards it.
 */
export function senderAddress(viewerAddress: string | undefined, sourceIp: string): string {
  const viewer = viewerAddress?.replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return viewer || sourceIp;
}

export const CONTACT_MESSAGE_RECEIVED = 'Thank you for your message. We will get back to you within 24 hours.';

export const handler = httpHandler({
  'POST /api/contact-messages': async (req) => {
    const message = await receiveContactMessage(req.deps, req.parse(contactMessageSchema), {
      ip: senderAddress(req.header('cloudfront-viewer-address'), req.event.requestContext.http.sourceIp),
      supportEmail: process.env.SUPPORT_EMAIL || undefined,
    });
    return created({ id: message.id, message: CONTACT_MESSAGE_RECEIVED });
  },
});
