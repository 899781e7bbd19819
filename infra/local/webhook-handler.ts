import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';

type WebhookLambda = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;
let loaded: Promise<WebhookLambda> | undefined;

/** The same module the cloud runs on the webhook function URL (functions/telephony/webhooks.ts). */
export function loadWebhookHandler(): Promise<WebhookLambda> {
  loaded ??= import('@/functions/telephony/webhooks.ts').then((m) => m.handler as unknown as WebhookLambda);
  return loaded;
}
