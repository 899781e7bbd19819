import type { Deps } from '../ports.ts';
import type { AssessmentPort, RecordingArchive, TelephonyPort, TranscriberPort, WebhookVerifier } from '../telephony-ports.ts';
import type { CallRefStore, TaskCompletionPort } from './call-ref.ts';

/** What the check-in workflow and the telephony webhooks need beyond the REST API's ports. */
export interface CheckInDeps extends Deps {
  callRefs: CallRefStore;
  telephony: TelephonyPort;
  assessor: AssessmentPort;
  tasks: TaskCompletionPort;
  /** Amazon Transcribe in the cloud; absent locally, where the simulator's transcript is the transcription. */
  transcriber?: TranscriberPort;
  /** Locally, where no transcriber copies recordings: the files in DATA_DIR. */
  recordingArchive?: RecordingArchive;
  /** Checks X-Twilio-Signature; async because the auth token is read from Secrets Manager. */
  webhookVerifier(): Promise<WebhookVerifier>;
  calling: {
    /** The number calls and texts come from. */
    fromNumber: string;
    /** Where Twilio (or the simulator) finds the webhooks, ending in '/'. */
    webhookBaseUrl: string;
  };
}
