// The Lambdas behind the Task states: CDK builds one function per entry, and the local runner maps
// each Task state of the synthesised definition to the entry whose function it invokes. Several
// states may share one function (the waits and progress checks of the person's and contacts' calls).
export const WORKFLOW_TASKS = {
  BeginCheckIn: { entry: 'functions/workflow/begin-check-in.ts', waits: false },
  PlaceCall: { entry: 'functions/workflow/place-call.ts', waits: true },
  WaitForCallToEnd: { entry: 'functions/workflow/wait-for-call-to-end.ts', waits: true },
  CheckCallProgress: { entry: 'functions/workflow/check-call-progress.ts', waits: false },
  AssessWellbeing: { entry: 'functions/workflow/assess-wellbeing.ts', waits: false },
  RecordOutcome: { entry: 'functions/workflow/record-outcome.ts', waits: false },
  FindNextContact: { entry: 'functions/workflow/find-next-contact.ts', waits: false },
  CallContact: { entry: 'functions/workflow/call-contact.ts', waits: true },
  TextAllContacts: { entry: 'functions/workflow/text-all-contacts.ts', waits: false },
  CheckForCallIn: { entry: 'functions/workflow/check-for-call-in.ts', waits: false },
} as const;

export type WorkflowTaskName = keyof typeof WORKFLOW_TASKS;
