import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isReservedEmail } from '../../../../lambdas/auth/reserved-emails';
import { setLambdaEnv } from '../env';

const db = mockClient(DynamoDBDocumentClient);
let handler: typeof import('../../../../lambdas/auth/pre-sign-up').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handler } = await import('../../../../lambdas/auth/pre-sign-up'));
});
beforeEach(() => {
  db.reset();
  db.on(GetCommand).resolves({});
});

const signUpEvent = (email: string, triggerSource = 'PreSignUp_SignUp', name?: string) =>
  ({ triggerSource, request: { userAttributes: { email, ...(name !== undefined && { name }) } }, response: {} }) as never;

describe('PreSignUp trigger', () => {
  it('refuses reserved staff and plan addresses with the spec message', async () => {
    for (const email of ['admin@gmail.com', 'Mentor+x@example.com', 'jo@premium.codearena.dev', 'pro@example.com']) {
      await expect(handler(signUpEvent(email))).rejects.toThrow('This email is reserved. Please use a different email.');
    }
  });

  it('lets ordinary addresses through unchanged, after looking the lower-case address up', async () => {
    const event = signUpEvent('Ada.Lovelace@Example.com');
    await expect(handler(event)).resolves.toBe(event);
    expect(db).toHaveReceivedCommandWith(GetCommand, { Key: { pk: 'EMAIL#ada.lovelace@example.com', sk: 'CLAIM' }, ConsistentRead: true });
    expect(isReservedEmail('professor@example.com')).toBe(false);
    expect(isReservedEmail('ada@programmers.org')).toBe(false);
  });

  it('refuses an address an account holds in another letter case, as an existing account', async () => {
    db.on(GetCommand, { Key: { pk: 'EMAIL#student@codearena.test', sk: 'CLAIM' } }).resolves({
      Item: {
        pk: 'EMAIL#student@codearena.test',
        sk: 'CLAIM',
        _et: 'EmailClaim',
        email: 'student@codearena.test',
        userId: 'u-student',
        gsi1pk: 'USER#u-student',
        gsi1sk: 'EMAIL#student@codearena.test',
        _ct: '2026-11-01T10:00:00.000Z',
        _md: '2026-11-01T10:00:00.000Z',
      },
    });
    await expect(handler(signUpEvent('  STUDENT@CodeArena.test'))).rejects.toThrow('An account already exists with this email');
    await expect(handler(signUpEvent('other@codearena.test'))).resolves.toBeTruthy();
  });

  it('refuses a name that would lie on other screens, with the form’s message, before looking anything up', async () => {
    for (const name of ['Zoë\u202Egnp.exe', 'Zo\u200Bë', 'Zoë\u0000', '\uD800Zoë', '   ']) {
      await expect(handler(signUpEvent('zoe@example.com', 'PreSignUp_SignUp', name))).rejects.toThrow(
        /^Name (cannot contain invisible, control or text-direction characters\.|is required)$/,
      );
    }
    await expect(handler(signUpEvent('zoe@example.com', 'PreSignUp_SignUp', 'x'.repeat(81)))).rejects.toThrow('Name must be at most 80 characters');
    expect(db).not.toHaveReceivedCommand(GetCommand);
    const event = signUpEvent('zoe@example.com', 'PreSignUp_SignUp', 'Zoë 👩‍💻 زهره‌ای');
    await expect(handler(event)).resolves.toBe(event);
  });

  it('does not apply to accounts an operator creates', async () => {
    const event = signUpEvent('admin@codearena.dev', 'PreSignUp_AdminCreateUser');
    await expect(handler(event)).resolves.toBe(event);
    expect(db).not.toHaveReceivedCommand(GetCommand);
  });
});
