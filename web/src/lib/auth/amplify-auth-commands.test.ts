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
  confirmSignIn: vi.fn(async () => ({ nextStep: { signInStep: 'DONE' } })),
  setUpTOTP: vi.fn(async () => ({
    sharedSecret: 'JBSWY3DPEHPK3PXP',
    getSetupUri: (app: string, account: string) => new URL(`otpauth://totp/${app}:${encodeURIComponent(account)}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
  })),
  verifyTOTPSetup: vi.fn(async () => undefined),
  updateMFAPreference: vi.fn(async () => undefined),
}));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('aws-amplify/auth/enable-oauth-listener', () => ({}));

const { amplifyAuthCommands, stepOf } = await import('./amplify-auth-commands');

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
    expect(amplify.signUp.mock.calls[0]![0]).toMatchObject({
      options: { userAttributes: { email: 'student@codearena.test', 'custom:country': 'Pakistan|PK' } },
    });
  });
});

describe('amplifyAuthCommands: TOTP for staff (docs/decisions/D33)', () => {
  const commands = amplifyAuthCommands(testConfig);

  it("maps Cognito's TOTP step and refuses steps this app does not offer by name", () => {
    expect(stepOf('CONFIRM_SIGN_IN_WITH_TOTP_CODE')).toBe('totpCode');
    expect(stepOf('DONE')).toBe('done');
    expect(() => stepOf('CONTINUE_SIGN_IN_WITH_MFA_SELECTION')).toThrow(expect.objectContaining({ name: 'UnsupportedSignInStep' }));
  });

  it('answers the code step, sets TOTP up under the CodeArena name, and turns it on as the preferred factor only after the code is checked', async () => {
    await expect(commands.confirmTotpSignIn('123456')).resolves.toBe('done');
    expect(amplify.confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
    await expect(commands.setUpTotp('maya@example.com')).resolves.toEqual({
      secret: 'JBSWY3DPEHPK3PXP',
      uri: 'otpauth://totp/CodeArena:maya%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=CodeArena',
    });
    amplify.verifyTOTPSetup.mockRejectedValueOnce(Object.assign(new Error('Code mismatch'), { name: 'EnableSoftwareTokenMFAException' }));
    await expect(commands.turnOnTotp('000000')).rejects.toThrow('Code mismatch');
    expect(amplify.updateMFAPreference).not.toHaveBeenCalled();
    await commands.turnOnTotp('654321');
    expect(amplify.verifyTOTPSetup).toHaveBeenLastCalledWith({ code: '654321' });
    expect(amplify.updateMFAPreference).toHaveBeenCalledWith({ totp: 'PREFERRED' });
  });
});
