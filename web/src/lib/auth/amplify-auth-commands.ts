import {
  confirmResetPassword,
  confirmSignIn,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  setUpTOTP,
  signUp,
  updateMFAPreference,
  verifyTOTPSetup,
} from 'aws-amplify/auth';
// Completes the Google (hosted UI) code exchange when the browser comes back to /login.
import 'aws-amplify/auth/enable-oauth-listener';
import { countryByCode } from '@contract/countries';
import { signInOptionsFor } from '../amplify';
import type { RuntimeConfig } from '../runtime-config';
import type { AuthCommands, SignInStep } from './auth-commands';
import { TOTP_ISSUER } from './two-factor';
import { canonicalEmail } from './canonical-email';
import { chooseTokenStorage } from './token-storage';

/** The account operations on Amplify Auth, with the sign-in flow this stage's config asks for. */
export function amplifyAuthCommands(config: RuntimeConfig): AuthCommands {
  const signInOnce = async (email: string, password: string): Promise<SignInStep> =>
    stepOf((await signIn({ username: canonicalEmail(email), password, options: signInOptionsFor(config) })).nextStep.signInStep);

  return {
    async signIn({ email, password, remember }) {
      chooseTokenStorage(remember);
      try {
        return await signInOnce(email, password);
      } catch (error) {
        // A stale session (e.g. the country dialog was cancelled) blocks a new sign-in: end it, try once more.
        if (!(error instanceof Error) || error.name !== 'UserAlreadyAuthenticatedException') throw error;
        await signOut();
        chooseTokenStorage(remember);
        return signInOnce(email, password);
      }
    },
    async signInWithGoogle() {
      chooseTokenStorage(true);
      await signInWithRedirect({ provider: 'Google' });
    },
    async signUp({ name, email: given, password, country }) {
      const chosen = countryByCode(country);
      const email = canonicalEmail(given);
      await signUp({
        username: email,
        password,
        options: {
          userAttributes: {
            email,
            name,
            // Read by the PostConfirmation trigger (lambdas/auth/profile-from-attributes.ts) as "Name|CODE".
            ...(chosen ? { 'custom:country': `${chosen.name}|${chosen.code}` } : {}),
          },
        },
      });
    },
    async confirmSignUp({ email, code }) {
      await confirmSignUp({ username: canonicalEmail(email), confirmationCode: code });
    },
    async resendSignUpCode(email) {
      await resendSignUpCode({ username: canonicalEmail(email) });
    },
    async resetPassword(email) {
      await resetPassword({ username: canonicalEmail(email) });
    },
    async confirmResetPassword({ email, code, newPassword }) {
      await confirmResetPassword({ username: canonicalEmail(email), confirmationCode: code, newPassword });
    },
    async confirmTotpSignIn(code) {
      return stepOf((await confirmSignIn({ challengeResponse: code })).nextStep.signInStep);
    },
    async setUpTotp(accountName) {
      const details = await setUpTOTP();
      return { secret: details.sharedSecret, uri: details.getSetupUri(TOTP_ISSUER, accountName).toString() };
    },
    async turnOnTotp(code) {
      await verifyTOTPSetup({ code });
      await updateMFAPreference({ totp: 'PREFERRED' });
    },
  };
}

/** Amplify's next step → ours; a step this app does not offer is an error with its name. */
export function stepOf(step: string): SignInStep {
  if (step === 'DONE') return 'done';
  if (step === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  if (step === 'RESET_PASSWORD') return 'resetPassword';
  if (step === 'CONFIRM_SIGN_IN_WITH_TOTP_CODE') return 'totpCode';
  throw namedError('UnsupportedSignInStep', `Sign-in needs ${step}, which this app does not offer.`);
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
