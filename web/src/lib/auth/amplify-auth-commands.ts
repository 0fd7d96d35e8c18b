import {
  confirmResetPassword,
  confirmSignUp,
  resendSignUpCode,
  resetPassword,
  signIn,
  signInWithRedirect,
  signOut,
  signUp,
} from 'aws-amplify/auth';
// Completes the Google (hosted UI) code exchange when the browser comes back to /login.
import 'aws-amplify/auth/enable-oauth-listener';
import { countryByCode } from '@contract/countries';
import { signInOptionsFor } from '../amplify';
import type { RuntimeConfig } from '../runtime-config';
import type { AuthCommands, SignInStep } from './auth-commands';
import { canonicalEmail } from './canonical-email';
import { chooseTokenStorage } from './token-storage';

/** The account operations on Amplify Auth, with the sign-in flow this stage's config asks for. */
export function amplifyAuthCommands(config: RuntimeConfig): AuthCommands {
  const signInOnce = async (email: string, password: string): Promise<SignInStep> => {
    const result = await signIn({ username: canonicalEmail(email), password, options: signInOptionsFor(config) });
    if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
    if (result.nextStep.signInStep === 'RESET_PASSWORD') return 'resetPassword';
    if (result.nextStep.signInStep !== 'DONE') throw namedError('UnsupportedSignInStep', `Sign-in needs ${result.nextStep.signInStep}, which this app does not offer.`);
    return 'done';
  };

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
  };
}

function namedError(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}
