/** True when DynamoDB refused a write because its condition did not hold. */
export function isConditionFailure(error: unknown): boolean {
  return (error as Error)?.name === 'ConditionalCheckFailedException';
}

/**
 * Runs a conditional write. A failed condition is an expected answer ("it already exists", "it is
 * gone"), so it resolves false; any other error is thrown.
 */
export async function writeIfConditionHolds(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Why DynamoDB cancelled a transaction: one code per transaction item, in order ('None' for the
 * items that were fine, 'ConditionalCheckFailed' for a condition that did not hold). Undefined when
 * the error is not a cancelled transaction.
 */
export function cancellationCodes(error: unknown): (string | undefined)[] | undefined {
  if ((error as Error)?.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons;
  return reasons?.map((r) => r.Code);
}
