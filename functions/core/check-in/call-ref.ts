// A call reference is the record behind the opaque `ref` in every webhook URL: which call log (or
// escalation log) a telephone call belongs to, the workflow task waiting for its end, and where the
// conversation stands. Webhooks carry only the ref; everything else is read here.

export interface CallRef {
  ref: string;
  kind: 'check-in' | 'contact-alert';
  userId: string;
  callLogId: string;
  test: boolean;
  attempt?: number;
  contactId?: string;
  escalationLogId?: string;
  /** The workflow task waiting for this call's outcome. */
  taskToken: string;
  callSid?: string;
  /** Conversation position: index of the question being asked, and silences heard on it. */
  step: number;
  silences: number;
  /** Answering machine or voicemail (counts as no answer). */
  machine?: boolean;
  /** The person stated an emergency: contacts are called without waiting for the call to end. */
  emergency?: boolean;
  /** A contact pressed 1 or said yes. */
  confirmed?: boolean;
  /** Set once the waiting task was completed, so webhook retries complete it only once. */
  completedWith?: string;
  createdAt: string;
}

export interface CallRefStore {
  /** Creates the ref, or returns the existing one (a retried task must not dial twice). */
  createOrGet(ref: CallRef): Promise<{ ref: CallRef; created: boolean }>;
  get(ref: string): Promise<CallRef | undefined>;
  update(ref: string, changes: Partial<Omit<CallRef, 'ref'>>): Promise<CallRef>;
  /** Marks the ref completed with `outcome` unless it already was; true for the first caller only. */
  claimCompletion(ref: string, outcome: string): Promise<boolean>;
}

/** Completing a waiting workflow task: Step Functions SendTaskSuccess, or the local runner. */
export interface TaskCompletionPort {
  succeed(taskToken: string, output: Record<string, unknown>): Promise<void>;
}

export const checkInRef = (callLogId: string, attempt: number) => `c${callLogId}-${attempt}`;
export const contactRef = (escalationLogId: string) => `e${escalationLogId}`;
