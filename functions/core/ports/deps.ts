import type { AssessmentPort } from './assessment.ts';
import type { MailPort } from './mail.ts';
import type { Clock, SchedulerPort, TaskCompletionPort, WorkflowPort } from './scheduling.ts';
import type { CallRefStore, RecordingStore, Stores } from './storage.ts';
import type { RecordingArchive, TelephonyPort, TranscriberPort, WebhookVerifier } from './telephony.ts';

// What the use cases are given: the ports each kind of function composes (functions/composition.ts,
// functions/check-in-composition.ts). The ports themselves are defined once, in this folder.

/** What the REST API's use cases need. */
export interface Deps extends Stores {
  scheduler: SchedulerPort;
  workflow: WorkflowPort;
  clock: Clock;
  /** Email: SES in the cloud, the outbox `/__mail` locally. */
  mail: MailPort;
  /** Call recordings: presigned S3 links in the cloud, signed local links in the twin. */
  recordings: RecordingStore;
}


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
