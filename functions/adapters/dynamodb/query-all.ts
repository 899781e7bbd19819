import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

/** Runs a query through every page (DynamoDB returns at most 1 MB per page), up to `limit` items. */
export async function queryAll(
  doc: DynamoDBDocumentClient,
  input: QueryCommandInput,
  limit = Number.POSITIVE_INFINITY,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await doc.send(
      new QueryCommand({
        ...input,
        ExclusiveStartKey: startKey,
        ...(Number.isFinite(limit) ? { Limit: Math.min(1000, limit - items.length) } : {}),
      }),
    );
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && items.length < limit);
  return items;
}
