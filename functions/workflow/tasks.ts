// The Lambda behind each Task state, by state name: CDK builds one function per entry, and the
// local runner maps the synthesised definition's Task states to the same handler modules.
export const WORKFLOW_TASKS = {
  BeginCheckIn: { entry: 'functions/workflow/begin-check-in.ts', waits: false },
  PlaceCall: { entry: 'functions/workflow/place-call.ts', waits: true },
  AssessWellbeing: { entry: 'functions/workflow/assess-wellbeing.ts', waits: false },
  RecordOutcome: { entry: 'functions/workflow/record-outcome.ts', waits: false },
  FindNextContact: { entry: 'functions/workflow/find-next-contact.ts', waits: false },
  CallContact: { entry: 'functions/workflow/call-contact.ts', waits: true },
  TextAllContacts: { entry: 'functions/workflow/text-all-contacts.ts', waits: false },
} as const;

export type WorkflowTaskName = keyof typeof WORKFLOW_TASKS;
