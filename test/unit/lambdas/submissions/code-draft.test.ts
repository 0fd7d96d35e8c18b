import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAX_SOURCE_BYTES } from '@contract/judge';
import { lambdaContext, setLambdaEnv } from '../env';
import { storedProblem } from '../judge/fixtures';
import { ada, bodyOf, userEvent } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
let getDraft: typeof import('../../../../lambdas/submissions/code-draft').getHandler;
let saveDraft: typeof import('../../../../lambdas/submissions/code-draft').saveHandler;

beforeAll(async () => {
  setLambdaEnv();
  ({ getHandler: getDraft, saveHandler: saveDraft } = await import('../../../../lambdas/submissions/code-draft'));
});
beforeEach(() => {
  db.reset();
  db.on(GetCommand).resolves({});
  db.on(GetCommand, { Key: { pk: 'PROBLEM#a-plus-b', sk: 'PROBLEM' } }).resolves({ Item: storedProblem() });
  db.on(TransactWriteCommand).resolves({});
});

const save = (body: unknown) => saveDraft(userEvent(ada, { method: 'PUT', body, pathParameters: { problemId: 'a-plus-b' } }), lambdaContext);

describe('PUT /problems/{problemId}/draft', () => {
  it('stores the draft under the caller, in a transaction that checks the account may still write', async () => {
    const response = await save({ language: 'java', source: 'class Main {}' });
    expect(response.statusCode).toBe(200);
    const [check, put] = db.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(check!.ConditionCheck!.Key).toEqual({ pk: 'USER#u-ada', sk: 'PROFILE' });
    expect(put!.Put!.Item).toMatchObject({ pk: 'USER#u-ada', sk: 'DRAFT#a-plus-b', language: 'java', source: 'class Main {}' });
    expect(bodyOf(response)).toMatchObject({ language: 'java', source: 'class Main {}' });
  });

  it('answers 404 and leaves nothing when the account is deleted or being deleted', async () => {
    db.on(TransactWriteCommand).rejects(
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      }),
    );
    expect((await save({ language: 'cpp', source: 'int main(){}' })).statusCode).toBe(404);
  });

  it('refuses code over 64 KB (the draft item stays far below DynamoDB’s 400 KB) and an unsupported language, writing nothing', async () => {
    const atLimit = await save({ language: 'cpp', source: 'x'.repeat(MAX_SOURCE_BYTES) });
    expect(atLimit.statusCode).toBe(200);
    db.resetHistory();
    const over = await save({ language: 'cpp', source: 'x'.repeat(MAX_SOURCE_BYTES + 1) });
    expect(over.statusCode).toBe(400);
    expect(bodyOf(over)).toMatchObject({ message: 'Source code is too large (64 KB at most).' });
    expect((await save({ language: 'ruby', source: 'puts 1' })).statusCode).toBe(400);
    expect(db.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('GET /problems/{problemId}/draft', () => {
  it('reads the caller’s own draft only, and null when there is none', async () => {
    expect(bodyOf(await getDraft(userEvent(ada, { pathParameters: { problemId: 'a-plus-b' } }), lambdaContext))).toEqual({ draft: null });
    db.on(GetCommand, { Key: { pk: 'USER#u-ada', sk: 'DRAFT#a-plus-b' } }).resolves({
      Item: {
        pk: 'USER#u-ada',
        sk: 'DRAFT#a-plus-b',
        _et: 'CodeDraft',
        _ct: 'x',
        _md: 'x',
        userId: 'u-ada',
        problemId: 'a-plus-b',
        language: 'python',
        source: 'print(1)',
        savedAt: '2026-11-24T10:00:00.000Z',
      },
    });
    expect(bodyOf(await getDraft(userEvent(ada, { pathParameters: { problemId: 'a-plus-b' } }), lambdaContext))).toEqual({
      draft: { language: 'python', source: 'print(1)', savedAt: '2026-11-24T10:00:00.000Z' },
    });
  });
});
