import { contactMessageSchema } from '@/shared/schemas/index.ts';
import { receiveContactMessage } from '../core/contact-messages.ts';
import { httpHandler } from './kit/http-handler.ts';
import { created } from './kit/response.ts';
import { requestSenderAddress } from './kit/sender-address.ts';
import { settings } from '../settings.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/mail.ts';

export const CONTACT_MESSAGE_RECEIVED = 'Thank you for your message. We will get back to you within 24 hours.';

export const handler = httpHandler({
  'POST /api/contact-messages': async (req) => {
    const message = await receiveContactMessage(req.deps, req.parse(contactMessageSchema), {
      // The viewer's address, as the per-address route limits count it (kit/route-limit.ts).
      ip: requestSenderAddress(req),
      supportEmail: settings().supportEmail,
    });
    return created({ id: message.id, message: CONTACT_MESSAGE_RECEIVED });
  },
});
