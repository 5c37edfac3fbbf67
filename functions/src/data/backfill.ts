import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoClient } from './client.ts';

/**
 * Pages of one entity's raw rows that lack `field` (an index key written only by newer code), read
 * with a filtered scan: the rows a backfill must rewrite. A migration-only path, never on a request.
 */
export async function* rowsMissingField(
  table: string,
  entity: string,
  field: string,
): AsyncGenerator<Record<string, unknown>[]> {
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamoClient().send(
      new ScanCommand({
        TableName: table,
        FilterExpression: '#entity = :entity AND attribute_not_exists(#field)',
        ExpressionAttributeNames: { '#entity': '__edb_e__', '#field': field },
        ExpressionAttributeValues: { ':entity': entity },
        ExclusiveStartKey: start,
      }),
    );
    if (page.Items?.length) yield page.Items;
    start = page.LastEvaluatedKey;
  } while (start);
}
