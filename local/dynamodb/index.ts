/** DynamoDB Local: its process (./process) and the app's table on it (./table). */
export { startDynamoDbLocal, type DynamoDbLocalOptions, type RunningService } from './process';
export { dropTable, ensureTable, createTableInput, localDynamoDbClient } from './table';
export { THROUGHPUT_JVM_FLAGS } from './java-command';
