import type { CallLanguage } from '@/shared/language.ts';
import type { HealthStatus } from '../model.ts';

// Assessment: what was said in a check-in call, read as one of the four outcomes with short notes.
// One definition of the outcomes: the call log (model.ts) and every assessor share it.
export type { HealthStatus };

/** One turn of a check-in call. Key presses are person turns such as "[pressed 1]". */
export interface TranscriptTurn {
  speaker: 'system' | 'person';
  text: string;
}

export type SignalSeverity = 'emergency' | 'concern' | 'positive';

/**
 * Something the person said that bears on their wellbeing.
 * `kind` is open (e.g. 'fall', 'chest-pain', 'breathing', 'stroke', 'overdose', 'bleeding', 'fire',
 * 'intruder', 'self-harm', 'help-request', 'pain', 'dizziness', 'missed-medication', 'not-eating',
 * 'poor-sleep', 'low-mood', 'confusion', 'lonely', 'wellbeing-positive') so that a model-based
 * assessor can report kinds the built-in one does not know.
 */
export interface Signal {
  kind: string;
  severity: SignalSeverity;
  /** The short phrase that triggered it, as the person said it. */
  quote: string;
  /**
   * Set when the person was talking about someone else (a husband's fall, a friend's stroke). An
   * emergency about someone else at home now still makes the call `emergency` (the family is alerted).
   */
  aboutSomeoneElse?: boolean;
}

export interface Assessment {
  healthStatus: HealthStatus;
  /** One to three short plain sentences a family member can read in ten seconds. */
  aiNotes: string;
  signals: Signal[];
  /** Which assessor answered, so operators can see how often Bedrock fell back. Never shown to families. */
  source?: 'bedrock' | 'built-in';
}

/** The port: Bedrock in the cloud, the built-in assessor locally and whenever Bedrock fails. */
export interface AssessmentPort {
  assess(turns: TranscriptTurn[], options?: AssessOptions): Promise<Assessment>;
}

export interface AssessOptions {
  /** The language the call was held in (the schedule's); 'en' when not given. */
  language?: CallLanguage;
}
