import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../test/render-app';

const amplify = vi.hoisted(() => ({
  signIn: vi.fn(async () => ({ nextStep: { signInStep: 'DONE' } })),
  signUp: vi.fn(async (_input: unknown) => ({})),
  confirmSignUp: vi.fn(async () => ({})),
  resendSignUpCode: vi.fn(async () => ({})),
  resetPassword: vi.fn(async () => ({})),
  confirmResetPassword: vi.fn(async () => ({})),
  signInWithRedirect: vi.fn(async () => undefined),
  signOut: vi.fn(async () => undefined),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/auth/enable-oauth-listener', () => ({}));

const { amplifyAuthCommands } = await import('./amplify-auth-commands');

beforeEach(() => vi.clearAllMocks());

describe('amplifyAuthCommands: e-mail is case-insensitive everywhere', () => {
  const commands = amplifyAuthCommands(testConfig);
  const usernames = (fn: { mock: { calls: unknown[][] } }) => fn.mock.calls.map((call) => (call[0] as { username: string }).username);

  it('sends every address to Cognito trimmed and in lower case', async () => {
    const typed = '  Student@CodeArena.TEST ';
    await commands.signIn({ email: typed, password: 'Student123!', remember: true });
    await commands.signUp({ name: 'Sam', email: typed, password: 'Secret123!', country: 'PK' });
    await commands.confirmSignUp({ email: typed, code: '123456' });
    await commands.resendSignUpCode(typed);
    await commands.resetPassword(typed);
    await commands.confirmResetPassword({ email: typed, code: '123456', newPassword: 'Another123!' });
    for (const fn of [amplify.signIn, amplify.signUp, amplify.confirmSignUp, amplify.resendSignUpCode, amplify.resetPassword, amplify.confirmResetPassword]) {
      expect(usernames(fn)).toEqual(['student@codearena.test']);
    }
    // The e-mail attribute too: the profile and the mailbox name the same address.
    expect(amplify.signUp.mock.calls[0]![0]).toMatchObject({ options: { userAttributes: { email: 'student@codearena.test', 'custom:country': 'Pakistan|PK' } } });
  });
});
