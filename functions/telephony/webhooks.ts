import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { getCheckInDeps } from '../check-in-composition.ts';
import { answerHeard, callAnswered, callStatusChanged, recordingReady } from '../core/check-in/call-webhooks.ts';
import { callInAnswered, callInRefOf } from '../core/check-in/call-in.ts';
import { machineAnswered, voicemailMessage } from '../core/check-in/voicemail.ts';
import { startingRecording } from './start-recording.ts';
import { toTwiml } from './twiml.ts';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { errorName, logger } from '../logger.ts';
// What this function's role allows it to reach (functions/capabilities/table.ts).
import '../capabilities/storage.ts';
import '../capabilities/telephony.ts';
import '../capabilities/transcription.ts';
import '../capabilities/task-completion.ts';
import '../capabilities/workflow.ts';
import '../capabilities/mail.ts';

// The Twilio webhooks, on a Lambda function URL in the cloud and under /twilio/ locally. Every
// request must carry a valid X-Twilio-Signature (403 otherwise). Nothing said on a call is logged.

type Result = APIGatewayProxyStructuredResultV2;
const xml = (body: string): Result => ({ statusCode: 200, headers: { 'content-type': 'text/xml; charset=utf-8' }, body });
const empty = (): Result => ({ statusCode: 204, body: '' });
const refused = (statusCode: number, message: string): Result => ({ statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ message }) });

function formParams(event: APIGatewayProxyEventV2): Record<string, string> {
  const raw = event.body ? (event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body) : '';
  return Object.fromEntries(new URLSearchParams(raw));
}

const base = async (event: APIGatewayProxyEventV2): Promise<Result> => {
  const deps = getCheckInDeps();
  const endpoint = event.rawPath.split('/').filter(Boolean).at(-1) ?? '';
  const query = new URLSearchParams(event.rawQueryString ?? '');
  const ref = query.get('ref') ?? '';
  const params = event.requestContext.http.method === 'POST' ? formParams(event) : {};
  // The signed URL is the one we gave Twilio: our webhook base, this endpoint, this query. The
  // webhook function cannot be told its own function URL (a circular reference), so it reads it.
  const baseUrl = deps.calling.webhookBaseUrl || `https://${event.requestContext.domainName}/`;
  const url = `${baseUrl}${endpoint}${event.rawQueryString ? `?${event.rawQueryString}` : ''}`;
  const verifier = await deps.webhookVerifier();
  if (!verifier.isValid(event.headers['x-twilio-signature'], url, params)) return refused(403, 'Invalid Twilio signature');
  const actionUrlOf = (callRef: string) => (step: number) => `${baseUrl}gather?ref=${encodeURIComponent(callRef)}&step=${step}`;
  // A person calling in: the number's Voice URL (and its status callback URL) carry no ref.
  if (endpoint === 'incoming') {
    const { prompt, ref: callInRef, recorded } = await callInAnswered(deps, { callSid: params.CallSid ?? '', from: params.From ?? '' });
    const twiml = toTwiml(prompt, actionUrlOf(callInRef ?? 'none'));
    // A known caller's check-in is recorded as a placed one is; a contact calling back, or an unknown caller, is not.
    return xml(callInRef && recorded ? startingRecording(twiml, `${baseUrl}recording?ref=${encodeURIComponent(callInRef)}`) : twiml);
  }
  const callRef = ref || (endpoint === 'status' && params.Direction === 'inbound' ? ((await callInRefOf(deps, params.CallSid)) ?? '') : '');
  if (!callRef && endpoint === 'status' && params.Direction === 'inbound') return empty(); // an unknown caller's call: nothing kept
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(callRef)) return refused(400, 'Missing call reference');
  const actionUrl = actionUrlOf(callRef);

  switch (endpoint) {
    case 'voice':
    case 'voice-fallback': // Twilio's second try when `voice` failed: the same, idempotent step
      return xml(toTwiml(await callAnswered(deps, ref), actionUrl));
    case 'gather': {
      const step = Number(query.get('step') ?? '0');
      if (!Number.isInteger(step) || step < 0) return refused(400, 'Bad step');
      return xml(toTwiml(await answerHeard(deps, ref, step, { speech: params.SpeechResult, digits: params.Digits }), actionUrl));
    }
    case 'status':
      await callStatusChanged(deps, callRef, {
        callStatus: params.CallStatus ?? '',
        callSid: params.CallSid,
        durationSeconds: params.CallDuration !== undefined ? Number(params.CallDuration) : undefined,
      });
      return empty();
    case 'amd':
      await machineAnswered(deps, callRef, params.AnsweredBy, params.CallSid);
      return empty();
    case 'voicemail': // after a machine's beep (voicemail.ts)
      return xml(toTwiml(await voicemailMessage(deps, callRef), actionUrl));
    case 'recording':
      await recordingReady(deps, ref, params.RecordingUrl, params.RecordingSid);
      return empty();
    default:
      return refused(404, 'Not Found');
  }
};

export const handler = middy<APIGatewayProxyEventV2, Result>(base).use(injectLambdaContext(logger)).use({
  onError: async (request) => {
    // Twilio retries on 5xx; the steps are idempotent. Log the kind only, never the content.
    logger.error('Webhook failed', { webhook: request.event.rawPath, error: errorName(request.error) });
    request.response = refused(500, 'Webhook failed');
  },
});
