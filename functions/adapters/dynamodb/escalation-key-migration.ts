import { ScanCommand, TransactWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from './keys.ts';

// Escalations used to be filed as ESCALATION#<callLogId>#<id>; they now sit under their call's key
// (CALL#<callLogId>#ESC#<id>) so a page of history reads them with their logs. This moves the old
// ones, once, after the deploy: a page of the table at a time, each item moved in one transaction
// (new key put, old key deleted only if still there), so a second run or a run cut short is safe.

const LEGACY = 'ESCALATION#';

export async function moveLegacyEscalations(doc: DynamoDBDocumentClient, table: string, pageSize = 500): Promise<{ scanned: number; moved: number }> {
  let scanned = 0;
  let moved = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new ScanCommand({
        TableName: table,
        FilterExpression: 'begins_with(SK, :legacy)',
        ExpressionAttributeValues: { ':legacy': LEGACY },
        ExclusiveStartKey: startKey,
        Limit: pageSize,
      }),
    );
    scanned += page.ScannedCount ?? 0;
    for (const item of page.Items ?? []) {
      const { callLogId, id, userId } = item as { callLogId?: string; id?: string; userId?: string };
      if (!callLogId || !id || !userId) continue;
      try {
        await doc.send(
          new TransactWriteCommand({
            TransactItems: [
              { Put: { TableName: table, Item: { ...item, ...keys.escalation(userId, callLogId, id) } } },
              { Delete: { TableName: table, Key: { PK: item.PK, SK: item.SK }, ConditionExpression: 'attribute_exists(PK)' } },
            ],
          }),
        );
        moved += 1;
      } catch (error) {
        // Moved meanwhile by another run: nothing left to do for this one.
        if ((error as { name?: string }).name !== 'TransactionCanceledException') throw error;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return { scanned, moved };
}
