import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { createWriteTransaction, Entity } from 'electrodb';
import { dynamoClient } from './client.ts';
import type { Db } from './service.ts';

/** What binds an ElectroDB entity to a table (its `setClient` and `setTableName`). */
interface Bindable {
  setClient(client: DynamoDBDocumentClient): void;
  setTableName(table: string): void;
}

const declared = new Set<Bindable>();
let bound: { table: string; client: DynamoDBDocumentClient } | undefined;

const bind = (entity: Bindable, to: NonNullable<typeof bound>) => {
  entity.setClient(to.client);
  entity.setTableName(to.table);
};

/**
 * Declares an entity of the single table. Each module imports the entities it uses (no Service
 * groups them all, so a Lambda bundle carries only its own); the host's `bindTable` points every
 * entity, declared before or after it, at the table and the process's DynamoDB client.
 *
 * @example
 * export const TagEntity = tableEntity(new Entity({ model: { entity: 'tag', ... }, ... }));
 * await TagEntity.get({ teamId, tagId }).go();
 */
export function tableEntity<E extends Bindable>(entity: E): E {
  declared.add(entity);
  if (bound) bind(entity, bound);
  return entity;
}

/**
 * Points every entity, declared before or after, at `table` through the process's DynamoDB client:
 * once per host, in its composition root (`createDb` for the local hosts, `tableOnlyDb` for the Lambda).
 */
export function bindTable(table: string): void {
  bound = { table, client: dynamoClient() };
  for (const entity of declared) bind(entity, bound);
}

const localOnly = (what: string) => () => {
  throw new Error(
    `deps.db.${what} is for local tools and tests: function code imports the entities it uses (functions/src/data/entities)`,
  );
};

/**
 * The Lambda host's `db`: the table bound, and no map of every entity (it would bring every entity into
 * every function). `entities` and `transaction` throw if anything reaches them; no bundled code does
 * (tests/infra/lambda-bundles.test.ts).
 */
export function tableOnlyDb(table: string): Db {
  bindTable(table);
  return Object.defineProperties({ table } as Db, {
    entities: { get: localOnly('entities') },
    transaction: { get: localOnly('transaction') },
  });
}

/**
 * What a write transaction's callback receives for the entities `E` (ElectroDB does not export it):
 * for helpers that add items to a transaction another module writes.
 *
 * @example
 * function moves({ campaignCounter }: TxEntities<{ campaignCounter: typeof CampaignCounterEntity }>) { ... }
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound ElectroDB's own signature uses
export type TxEntities<E extends Record<string, Entity<any, any, any, any>>> = Parameters<
  Parameters<typeof createWriteTransaction<E, unknown, []>>[1]
>[0];
