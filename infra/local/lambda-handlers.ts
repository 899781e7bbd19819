import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { handlerEntry, type HandlerGroup } from '@/functions/http/routes.ts';

type HttpLambda = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

const loaded = new Map<HandlerGroup, Promise<HttpLambda>>();

/** The same handler modules the cloud bundles (functions/http/<group>.ts), loaded once. */
export function loadHandler(group: HandlerGroup): Promise<HttpLambda> {
  let handler = loaded.get(group);
  if (!handler) {
    const url = new URL(`../../${handlerEntry(group)}`, import.meta.url).href;
    handler = import(url).then((m: { handler: HttpLambda }) => m.handler);
    loaded.set(group, handler);
  }
  return handler;
}
