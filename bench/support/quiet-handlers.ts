/**
 * Imported first by benchmarks that run the local stack in their own process: the handlers' INFO
 * lines (one per sign-up, connection, submission) would bury the table. Warnings and errors still
 * print. Powertools reads the level when the logger module loads, so this must come before it.
 */
process.env.POWERTOOLS_LOG_LEVEL ??= 'WARN';
