import { executeTransactWrite, type ExecuteTransactWriteOptions } from 'dynamodb-toolbox';

/** One item of a transaction write (a put, update, delete or condition check). */
export type TransactItem = Exclude<Parameters<typeof executeTransactWrite>[number], ExecuteTransactWriteOptions>;

/** A transaction item with the name its cancellation is told by (several items may share one). */
export interface NamedTransactItem<N extends string> {
  readonly name: N;
  readonly item: TransactItem;
}

/** Why DynamoDB cancelled the transaction, by item name. */
export interface TransactionCancellation<N extends string> {
  /** The items whose condition did not hold. */
  readonly failed: ReadonlySet<N>;
  /** The items another transaction was changing at the same time (worth a retry). */
  readonly conflicted: ReadonlySet<N>;
  /** The TransactionCanceledException itself, to rethrow when no name explains it. */
  readonly error: unknown;
}

/** Tries of a transaction that only ever met another one in progress (it wrote nothing, so trying again is safe). */
export const CONFLICT_ATTEMPTS = 6;
/**
 * Exponential, with jitter, as AWS advises for TransactionConflict: 25, 50, 100, 200, 400 ms (under a
 * second in all), long enough for the other transaction to end on a busy table, where short even
 * pauses let a sign-in's visit lose to its own socket's `$connect` four times over.
 */
const conflictPause = (attempt: number) => new Promise((resolve) => setTimeout(resolve, 25 * 2 ** (attempt - 1) + Math.random() * 25));

/**
 * Runs the items as one transaction, in the order given. Undefined when it was written; when
 * DynamoDB cancelled it, which named items failed their condition or conflicted. Any other error
 * (a cancellation without reasons included) is thrown. Callers decide by name, never by position,
 * so reordering or inserting items cannot change what a failure means.
 *
 * A cancellation by conflicts alone (another transaction was changing one of the items: two
 * requests of one user at sign-in both check the account's profile) is tried again after a short
 * pause, a few times, before it is reported: nothing was written, and the next try usually passes.
 */
export async function namedTransaction<const N extends string>(items: readonly NamedTransactItem<N>[]): Promise<TransactionCancellation<N> | undefined> {
  for (let attempt = 1; ; attempt++) {
    const cancelled = await transactOnce(items);
    if (!cancelled || cancelled.failed.size > 0 || cancelled.conflicted.size === 0 || attempt >= CONFLICT_ATTEMPTS) return cancelled;
    await conflictPause(attempt);
  }
}

async function transactOnce<N extends string>(items: readonly NamedTransactItem<N>[]): Promise<TransactionCancellation<N> | undefined> {
  try {
    await executeTransactWrite(...items.map(({ item }) => item));
    return undefined;
  } catch (error) {
    if ((error as Error)?.name !== 'TransactionCanceledException') throw error;
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
    if (!reasons) throw error;
    const failed = new Set<N>();
    const conflicted = new Set<N>();
    items.forEach(({ name }, index) => {
      const code = reasons[index]?.Code;
      if (code === 'ConditionalCheckFailed') failed.add(name);
      else if (code === 'TransactionConflict') conflicted.add(name);
    });
    return { failed, conflicted, error };
  }
}

/** The items of a list, all under one name (the progress counters, the search keywords, …). */
export function named<N extends string>(name: N, items: readonly TransactItem[]): NamedTransactItem<N>[] {
  return items.map((item) => ({ name, item }));
}
