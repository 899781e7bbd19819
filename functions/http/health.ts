import { httpHandler } from './kit/http-handler.ts';
import { ok } from './kit/response.ts';

export const handler = httpHandler({
  'GET /api/health': async () => ok({ status: 'ok', service: 'CareCall' }),
});
