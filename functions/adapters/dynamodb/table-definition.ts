// The single table's keys, defined once: the CDK stateful stack and the local twin (DynamoDB Local)
// both create the table from this description. See README.md beside this file for the design.

export const TABLE_DEFINITION = {
  partitionKey: 'PK',
  sortKey: 'SK',
  /** Overloaded index: look-ups by reference (call SID, a user's sessions, active schedules by time). */
  gsi1: { indexName: 'GSI1', partitionKey: 'GSI1PK', sortKey: 'GSI1SK' },
  /** Sparse index of schedules by the called person's number: a call-in finds its schedule. */
  gsi2: { indexName: 'GSI2', partitionKey: 'GSI2PK' },
  /** Epoch seconds; DynamoDB deletes expired sessions, counters and rate-limit records. */
  ttlAttribute: 'ttl',
} as const;
