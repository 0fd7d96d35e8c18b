import { updatePassword } from 'aws-amplify/auth';
import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@contract/account/passwords';
import { settingsMessages as s } from './settings-messages';

const passwordFields = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

/**
 * docs/requirements/accounts.md §9 rules in their order, only the first shown (lib/forms): all three fields, then
 * new equals confirmation, then the minimum (docs/decisions/D04: 8, as Cognito's policy). Cognito checks
 * the current password itself when it changes the password.
 */
export const passwordChangeFormSchema = z
  .object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() })
  .superRefine((f, ctx) => {
    // On the first empty field, so that is where a failed submit puts the focus.
    const empty = passwordFields.find((name) => !f[name]);
    if (empty) ctx.addIssue({ code: 'custom', message: s.fillAllPasswordFields, path: [empty], continue: false });
  })
  .refine((f) => f.newPassword === f.confirmPassword, { message: s.passwordsDoNotMatch, path: ['confirmPassword'], abort: true })
  .refine((f) => f.newPassword.length >= PASSWORD_MIN_LENGTH, { message: s.passwordTooShort, path: ['newPassword'] });
export type PasswordForm = z.input<typeof passwordChangeFormSchema>;

/** docs/requirements/accounts.md §9, password update, from Cognito's error names. */
export function passwordChangeError(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  // Cognito says NotAuthorizedException both for a wrong current password and for a session
  // signed out elsewhere ("Access Token has been revoked"): only the first is the password's fault.
  if (name === 'NotAuthorizedException' && /access token|revoked|expired/i.test((error as Error).message)) return s.logInAgainToChangePassword;
  if (name === 'NotAuthorizedException') return s.currentPasswordIncorrect;
  if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') return s.passwordTooWeak;
  if (name === 'UserUnAuthenticatedException') return s.logInAgainToChangePassword;
  return s.passwordUpdateFailed;
}

export type ChangePassword = (currentPassword: string, newPassword: string) => Promise<void>;

/** Cognito ChangePassword checks the current password itself: that is the re-authentication. */
export const amplifyChangePassword: ChangePassword = (oldPassword, newPassword) => updatePassword({ oldPassword, newPassword });
