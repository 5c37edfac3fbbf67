import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/**
 * The single table. Physical GSIs are generic (gsi1..gsi4) so entities can share them; each entity
 * names its use of an index after its access pattern (`byEmail`, `byUser`, `due`). infra/ declares the
 * same shape for AWS; the local runtime creates it from this definition at start-up.
 */
export const tableIndexes = ['gsi1', 'gsi2', 'gsi3', 'gsi4'] as const;

export function tableDefinition(tableName: string): CreateTableCommandInput {
  const attrs = ['pk', 'sk', ...tableIndexes.flatMap((g) => [`${g}pk`, `${g}sk`])];
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: attrs.map((a) => ({ AttributeName: a, AttributeType: 'S' })),
    KeySchema: [
      { AttributeName: 'pk', KeyType: 'HASH' },
      { AttributeName: 'sk', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: tableIndexes.map((g) => ({
      IndexName: g,
      KeySchema: [
        { AttributeName: `${g}pk`, KeyType: 'HASH' },
        { AttributeName: `${g}sk`, KeyType: 'RANGE' },
      ],
      Projection: { ProjectionType: 'ALL' },
    })),
  };
}

/** TTL attribute (epoch seconds). DynamoDB deletes lazily and DynamoDB Local never does: readers filter. */
export const TTL_ATTRIBUTE = 'ttl';
