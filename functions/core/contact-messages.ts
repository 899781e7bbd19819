import type { ContactMessage } from '@/shared/schemas/contact-message.ts';
import { CONTACT_SUBJECTS } from '@/shared/schemas/contact-message.ts';
import { composeEmail } from './email-layout.ts';
import { tooManyRequests } from './errors.ts';
import { newId } from './ids.ts';
import type { StoredContactMessage } from './ports/storage.ts';
import type { Deps } from './ports/deps.ts';
import { errorName, log } from './log.ts';

export const CONTACT_MESSAGES_PER_EMAIL = 3;
export const CONTACT_MESSAGES_PER_IP = 10;
export const TOO_MANY_CONTACT_MESSAGES = 'You have sent several messages in a short time. Please wait a while and try again.';
const HOUR_MS = 3600_000;

/**
 * Keeps a message of the contact form and emails it to the support address. Limited per sender
 * address and per network address, so the form cannot be used to flood support.
 */
export async function receiveContactMessage(
  deps: Deps,
  input: ContactMessage,
  sender: { ip?: string; supportEmail?: string },
): Promise<StoredContactMessage> {
  const now = deps.clock.now();
  const email = input.email.trim().toLowerCase();
  for (const [key, max] of [
    [`contact-email#${email}`, CONTACT_MESSAGES_PER_EMAIL],
    ...(sender.ip ? ([[`contact-ip#${sender.ip}`, CONTACT_MESSAGES_PER_IP]] as const) : []),
  ] as const) {
    const limit = await deps.rateLimits.take(key, now, { max, windowMs: HOUR_MS });
    if (!limit.allowed) throw tooManyRequests(TOO_MANY_CONTACT_MESSAGES, limit.retryAfterMs / 1000);
  }
  const message: StoredContactMessage = {
    id: newId(now),
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email.trim(),
    ...(input.phone ? { phone: input.phone } : {}),
    subject: input.subject,
    message: input.message,
    receivedAt: now.toISOString(),
  };
  await deps.contactMessages.create(message);
  if (sender.supportEmail) {
    const subjectLabel = CONTACT_SUBJECTS.find((s) => s.value === input.subject)?.label ?? input.subject;
    try {
      await deps.mail.send(
        composeEmail(
          sender.supportEmail,
          `CareCall contact form: ${subjectLabel}`,
          `Message from ${message.firstName} ${message.lastName}`,
          [
            { list: [`From: ${message.firstName} ${message.lastName} <${message.email}>`, `Phone: ${message.phone || 'not given'}`, `Subject: ${subjectLabel}`, `Received: ${message.receivedAt}`, `Reference: ${message.id}`] },
            message.message,
            'Reply to this email to answer the sender.',
          ],
          message.email,
        ),
      );
    } catch (error) {
      // The message is kept: support can still read it in the table by its reference.
      log.error('Contact message email failed', { operation: 'ContactMessageEmail', messageId: message.id, error: errorName(error) });
    }
  }
  return message;
}
