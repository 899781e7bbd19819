import { contactPayloadSchema, contactPrioritySchema, contactStatusSchema } from '@/shared/schemas/index.ts';
import { tellNewContact } from '../core/contact-welcome.ts';
import { CONTACT_NOT_FOUND, createContact, deleteContact, listContacts, updateContact } from '../core/contacts.ts';
import { getTextSender } from '../text-composition.ts';
import { httpHandler } from './kit/http-handler.ts';
import { onlyKeys } from './kit/only-keys.ts';
import { created, ok } from './kit/response.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';

export const handler = httpHandler({
  'GET /api/user/escalation-contacts': async (req) => {
    const userId = await req.requireUserId();
    return ok(await listContacts(req.deps, userId));
  },

  'POST /api/user/escalation-contacts': async (req) => {
    const userId = await req.requireUserId();
    const contact = await createContact(req.deps, userId, req.parse(contactPayloadSchema));
    // Told once, by text, when first active; the text's outcome never fails the save.
    return created(await tellNewContact(req.deps, getTextSender(), contact));
  },

  'PUT /api/user/escalation-contacts/{id}': async (req) => {
    const userId = await req.requireUserId();
    const { userId: _clientUserId, ...body } = req.body(); // a client's userId is never used
    // The switch sends { isActive }, the reorder buttons { priority }, the dialog the whole form.
    const change = onlyKeys(body, ['isActive'])
      ? req.parse(contactStatusSchema, body)
      : onlyKeys(body, ['priority'])
        ? req.parse(contactPrioritySchema, body)
        : req.parse(contactPayloadSchema, body);
    const contact = await updateContact(req.deps, userId, req.pathId(CONTACT_NOT_FOUND), change);
    return ok(await tellNewContact(req.deps, getTextSender(), contact));
  },

  'DELETE /api/user/escalation-contacts/{id}': async (req) => {
    const userId = await req.requireUserId();
    await deleteContact(req.deps, userId, req.pathId(CONTACT_NOT_FOUND));
    return ok({ message: 'Contact deleted' });
  },
});
