import { describe, expect, it } from 'vitest';
import { handler } from '../../../../lambdas/auth/pre-sign-up';
import { isReservedEmail } from '../../../../lambdas/auth/reserved-emails';

const signUpEvent = (email: string, triggerSource = 'PreSignUp_SignUp') =>
  ({ triggerSource, request: { userAttributes: { email } }, response: {} }) as never;

describe('PreSignUp trigger', () => {
  it('refuses reserved staff and plan addresses with the spec message', async () => {
    for (const email of ['admin@gmail.com', 'Mentor+x@example.com', 'jo@premium.codearena.dev', 'pro@example.com']) {
      await expect(handler(signUpEvent(email))).rejects.toThrow('This email is reserved. Please use a different email.');
    }
  });

  it('lets ordinary addresses through unchanged', async () => {
    const event = signUpEvent('ada.lovelace@example.com');
    await expect(handler(event)).resolves.toBe(event);
    expect(isReservedEmail('professor@example.com')).toBe(false);
    expect(isReservedEmail('ada@programmers.org')).toBe(false);
  });

  it('does not apply to accounts an operator creates', async () => {
    const event = signUpEvent('admin@codearena.dev', 'PreSignUp_AdminCreateUser');
    await expect(handler(event)).resolves.toBe(event);
  });
});
