/**
 * Writes the user search's keywords (lambdas/data/user-search.ts) for every existing profile: the
 * backfill for accounts created before the index (new accounts and renames keep it themselves).
 * Idempotent, so it may run again at any time.
 *
 *   npx tsx scripts/index-user-search.ts --table-name CodeArena-Table1234
 *
 * In AWS the table name is the stack output TableName; credentials come from the usual AWS profile.
 * Against a local stack set AWS_ENDPOINT_URL_DYNAMODB to its DynamoDB Local endpoint.
 */
import { parseArgs } from 'node:util';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { 'table-name': { type: 'string', default: process.env.TABLE_NAME } } });
  const tableName = values['table-name'];
  if (!tableName) {
    console.error('--table-name is required (stack output TableName)');
    process.exit(2);
  }
  process.env.TABLE_NAME = tableName;
  // Imported after the environment is set: the data module's client reads it.
  const { indexAllUsersForSearch } = await import('../lambdas/data/user-search');
  const users = await indexAllUsersForSearch((n) => process.stdout.write(`\r  indexed ${n} users`));
  process.stdout.write(`\n✓ ${users} users searchable\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
