import { PHONE_MESSAGE } from '@/shared/schemas/fields.ts';
import { badRequest } from '../core/errors.ts';
import { triggerTestCall } from '../core/test-call.ts';
import { httpHandler } from './kit/http-handler.ts';
import { created } from './kit/response.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/workflow.ts';

export const handler = httpHandler({
  'POST /api/user/trigger-call': async (req) => {
    const { user } = await req.requireUser();
    const { phoneNumber } = req.body();
    if (phoneNumber !== undefined && typeof phoneNumber !== 'string') throw badRequest(PHONE_MESSAGE, { phoneNumber: [PHONE_MESSAGE] });
    const { callLog, executionId } = await triggerTestCall(req.deps, user, phoneNumber);
    return created({ message: 'Test call initiated', callLogId: callLog.id, callLog, executionId });
  },
});
