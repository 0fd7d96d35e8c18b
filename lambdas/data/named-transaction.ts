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

/**
 * Runs the items as one transaction, in the order given. Undefined when it was written; when
 * DynamoDB cancelled it, which named items failed their condition or conflicted. Any other error
 * (a cancellation without reasons included) is thrown. Callers decide by name, never by position,
 * so reordering or inserting items cannot change what a failure means.
 */
export async function namedTransaction<const N extends string>(items: readonly NamedTransactItem<N>[]): Promise<TransactionCancellation<N> | undefined> {
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
