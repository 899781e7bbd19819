// Telephony: placing the calls and texts, checking the webhooks they cause and transcribing the
// recording. Adapters: twilio/, transcribe/ in the cloud; the phone simulator locally. No AWS or
// Twilio imports here.

export interface PlaceCallRequest {
  to: string;
  from: string;
  /** webhook base URL, e.g. https://xyz.lambda-url.../ */
  webhookBaseUrl: string;
  /** opaque reference echoed on webhooks */
  reference: string;
  kind: 'check-in' | 'contact-alert';
  /** Requested by the provider when the call's TwiML cannot be fetched or run (Twilio's FallbackUrl). */
  fallbackUrl?: string;
}

/** A webhook's address for one call: the base, the endpoint, the call's opaque reference. */
export function webhookUrl(baseUrl: string, endpoint: string, reference: string): string {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  return `${base}${endpoint}?ref=${encodeURIComponent(reference)}`;
}

export interface TelephonyPort {
  placeCall(req: PlaceCallRequest): Promise<{ callSid: string }>;
  sendSms(to: string, from: string, body: string): Promise<{ messageSid: string }>;
  hangUp(callSid: string): Promise<void>;
  /** Sends a live call to new instructions at `url` (Twilio: update the call's Url), e.g. after a voicemail beep. */
  redirectCall(callSid: string, url: string): Promise<void>;
  /** Deletes a recording from the provider (once CareCall keeps its own copy); already gone is done. */
  deleteRecording(recordingSid: string): Promise<void>;
}

export interface WebhookVerifier {
  isValid(signature: string | undefined, url: string, params: Record<string, string>): boolean;
}

export interface TranscriberPort {
  /**
   * copies the recording into the encrypted bucket (answering its key) and starts a job in the
   * call's locale (the one its speech recognition used: en-US, es-US, es-ES, fr-CA, fr-FR);
   * idempotent per callLogId
   */
  start(input: { callLogId: string; recordingUrl: string; locale: string }): Promise<{ jobName: string; recordingKey: string }>;
  /** copies the recording into the encrypted bucket only (no job: a plain call); idempotent per callLogId */
  keep(input: { callLogId: string; recordingUrl: string }): Promise<{ recordingKey: string }>;
  /** `text` only once COMPLETED; QUEUED counts as IN_PROGRESS. */
  result(jobName: string): Promise<{ status: 'COMPLETED' | 'FAILED' | 'IN_PROGRESS'; text?: string }>;
}

/** Where a recording is copied from the provider when no transcriber does it (the local twin). */
export interface RecordingArchive {
  /** Copies the provider's recording under `id`; idempotent; answers the RecordingStore key. */
  copy(input: { id: string; recordingUrl: string }): Promise<{ recordingKey: string }>;
}
