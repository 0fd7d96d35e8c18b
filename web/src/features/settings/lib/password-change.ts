import { updatePassword } from 'aws-amplify/auth';
import { settingsMessages as s } from './settings-messages';

export interface PasswordForm {
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmPassword: string;
}

/** Spec 1 §5, in the spec's order; DESIGN D4: at least 8. */
export function passwordFormError({ currentPassword, newPassword, confirmPassword }: PasswordForm): string | null {
  if (!currentPassword || !newPassword || !confirmPassword) return s.fillAllPasswordFields;
  if (newPassword !== confirmPassword) return s.passwordsDoNotMatch;
  if (newPassword.length < 8) return s.passwordTooShort;
  return null;
}

/** Spec 1 §8 "Password update", from Cognito's error names. */
export function passwordChangeError(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAuthorizedException') return s.currentPasswordIncorrect;
  if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') return s.passwordTooWeak;
  if (name === 'UserUnAuthenticatedException') return s.logInAgainToChangePassword;
  return s.passwordUpdateFailed;
}

export type ChangePassword = (currentPassword: string, newPassword: string) => Promise<void>;

/** Cognito ChangePassword checks the current password itself: that is the re-authentication. */
export const amplifyChangePassword: ChangePassword = (oldPassword, newPassword) => updatePassword({ oldPassword, newPassword });
