import { SERVICE_PLANS } from '@/shared/plans.ts';
import { httpHandler } from './kit/http-handler.ts';
import { ok } from './kit/response.ts';

export const handler = httpHandler({
  // Public: the plans are shown on the marketing pages before sign-up.
  'GET /api/service-plans': async () => ok(SERVICE_PLANS),
});
