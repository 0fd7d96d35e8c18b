import { countryCodes, type CountryCode } from '../../../../../contract/countries';
import { authMessages as m, CODE_LENGTH, PASSWORD_MIN_LENGTH } from './messages';

/** The simple address pattern of spec 1 §5 (something@something.tld, no spaces). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}

/** Spec 1 §5 login rules, in order; only the first failing one is shown. Null when valid. */
export function validateLogin({ email, password }: { email: string; password: string }): string | null {
  if (!email.trim()) return m.enterEmail;
  if (!password) return m.enterPassword;
  if (!isEmail(email)) return m.validEmail;
  return null;
}

export interface SignUpFields {
  readonly name: string;
  readonly email: string;
  readonly country: string;
  readonly password: string;
  readonly acceptedTerms: boolean;
}

/** Spec 1 §5 sign-up rules (password minimum 8 by DESIGN D4). Null when valid. */
export function validateSignUp(fields: SignUpFields): string | null {
  if (!fields.name.trim()) return m.nameRequired;
  if (!fields.email.trim()) return m.emailRequired;
  if (!isEmail(fields.email)) return m.invalidEmailAddress;
  if (!(countryCodes as readonly string[]).includes(fields.country)) return m.selectCountry;
  if (fields.password.length < PASSWORD_MIN_LENGTH) return m.passwordTooShort;
  if (!fields.acceptedTerms) return m.termsRequired;
  return null;
}

export function isCountryCode(value: string): value is CountryCode {
  return (countryCodes as readonly string[]).includes(value);
}

/** Spec 1 §5 forgot password: non-empty and contains @. */
export function validateForgotEmail(email: string): string | null {
  const value = email.trim();
  return value && value.includes('@') ? null : m.validEmail;
}

/** Spec 1 §5 reset password rules. */
export function validateNewPassword(password: string, confirmation: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return m.resetPasswordTooShort;
  if (password !== confirmation) return m.passwordsDoNotMatch;
  return null;
}

/** A complete code: six digits (spec 1 §9). */
export function isCompleteCode(code: string): boolean {
  return new RegExp(`^\\d{${CODE_LENGTH}}$`).test(code);
}

/** What the code field keeps of what was typed or pasted: digits only, six at most. */
export function cleanCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
