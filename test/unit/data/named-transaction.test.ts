/** Transactions decoded by item name (lambdas/data/named-transaction.ts): the order of the items never changes the answer. */
import { DynamoDBDocumentClient, TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setLambdaEnv } from '../lambdas/env';

const db = mockClient(DynamoDBDocumentClient);
let data: typeof import('../../../lambdas/data/named-transaction');
let guard: typeof import('../../../lambdas/data/account-guard');

beforeAll(async () => {
  setLambdaEnv();
  data = await import('../../../lambdas/data/named-transaction');
  guard = await import('../../../lambdas/data/account-guard');
});
beforeEach(() => db.reset());

/** DynamoDB's answer: one reason per item in the order sent, the given code for the items of the given user. */
function cancelItemsOf(code: string, userId: string) {
  db.on(TransactWriteCommand).callsFake((input: TransactWriteCommandInput) => {
    const reasons = (input.TransactItems ?? []).map((item) => ({
      Code: JSON.stringify(item.ConditionCheck?.Key ?? {}).includes(`#${userId}"`) ? code : 'None',
    }));
    throw Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: reasons });
  });
}

const itemsFor = () =>
  [
    { name: 'ada', item: guard.accountWritableCheck('ada') },
    { name: 'bob', item: guard.accountWritableCheck('bob') },
    { name: 'cy', item: guard.accountWritableCheck('cy') },
  ] as const;

describe('namedTransaction', () => {
  it('resolves undefined when the transaction is written, sending the items in the order given', async () => {
    db.on(TransactWriteCommand).resolves({});
    expect(await data.namedTransaction(itemsFor())).toBeUndefined();
    const sent = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems ?? [];
    expect(sent.map((item) => JSON.stringify(item.ConditionCheck?.Key))).toEqual(['ada', 'bob', 'cy'].map((id) => expect.stringContaining(id)));
  });

  it('reports the same failed name however the items are ordered', async () => {
    cancelItemsOf('ConditionalCheckFailed', 'bob');
    const orders = [itemsFor(), [...itemsFor()].reverse(), [itemsFor()[1], itemsFor()[2], itemsFor()[0]]];
    for (const items of orders) {
      const cancelled = await data.namedTransaction(items);
      expect(cancelled && [...cancelled.failed]).toEqual(['bob']);
      expect(cancelled && [...cancelled.conflicted]).toEqual([]);
    }
  });

  it('tells conflicts apart from failed conditions, and gives the error to rethrow, once conflicts persist', async () => {
    cancelItemsOf('TransactionConflict', 'cy');
    const cancelled = await data.namedTransaction([...itemsFor()].reverse());
    expect(cancelled).toBeDefined();
    expect([...cancelled!.failed]).toEqual([]);
    expect([...cancelled!.conflicted]).toEqual(['cy']);
    expect((cancelled!.error as Error).name).toBe('TransactionCanceledException');
    // Tried six times in all, pausing longer each time: a conflict means another transaction held the item for a moment.
    expect(db).toHaveReceivedCommandTimes(TransactWriteCommand, data.CONFLICT_ATTEMPTS);
  });

  it('writes a transaction that conflicted once on its next try; a failed condition is never tried again', async () => {
    const conflict = Object.assign(new Error('cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }, { Code: 'None' }],
    });
    db.on(TransactWriteCommand).rejectsOnce(conflict).resolves({});
    expect(await data.namedTransaction(itemsFor())).toBeUndefined();
    expect(db).toHaveReceivedCommandTimes(TransactWriteCommand, 2);

    db.reset();
    cancelItemsOf('ConditionalCheckFailed', 'ada');
    expect([...(await data.namedTransaction(itemsFor()))!.failed]).toEqual(['ada']);
    expect(db).toHaveReceivedCommandTimes(TransactWriteCommand, 1);
  });

  it('throws any other error, and a cancellation that gives no reasons', async () => {
    db.on(TransactWriteCommand).rejects(Object.assign(new Error('throttled'), { name: 'ThrottlingException' }));
    await expect(data.namedTransaction(itemsFor())).rejects.toThrow('throttled');
    db.on(TransactWriteCommand).rejects(Object.assign(new Error('no reasons'), { name: 'TransactionCanceledException' }));
    await expect(data.namedTransaction(itemsFor())).rejects.toThrow('no reasons');
  });

  it('names every item of a list alike', () => {
    const [first, second] = [guard.accountWritableCheck('ada'), guard.accountWritableCheck('bob')];
    expect(data.named('accounts', [first, second])).toEqual([
      { name: 'accounts', item: first },
      { name: 'accounts', item: second },
    ]);
  });
});
