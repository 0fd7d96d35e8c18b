import { z } from 'zod';
import { countryField, nameSchema } from '@contract/account/profile';
import { countryCodes, type CountryCode } from '@contract/countries';
import { authMessages as m, CODE_LENGTH, PASSWORD_MIN_LENGTH } from './messages';

/*
 * The sign-in screens' forms (docs/requirements/accounts.md §4–§6), as zod schemas for React Hook Form (lib/forms). Each form
 * shows only its first failing rule, so the rules are written in the spec's order: field rules in
 * field order, then object rules (`abort: true` stops at the first) where the spec orders a later
 * field's rule before an earlier field's format. Cognito checks the same values again; the
 * country comes from the contract, as the server reads it.
 */

/** The simple address pattern of docs/requirements/accounts.md §4 (something@something.tld, no spaces). */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** RFC 5321's limit: longer is never an address, and the server refuses it too. */
const EMAIL_MAX_LENGTH = 254;
const codePattern = new RegExp(`^\\d{${CODE_LENGTH}}$`);

const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && emailPattern.test(value);

/** /login: e-mail, then password, then the e-mail's format. */
export const loginFormSchema = z
  .object({
    email: z.string().trim().min(1, m.enterEmail),
    password: z.string().min(1, m.enterPassword),
    remember: z.boolean(),
  })
  .refine((v) => isEmail(v.email), { message: m.validEmail, path: ['email'] });
export type LoginForm = z.input<typeof loginFormSchema>;

/** /signup step 1 (password minimum 8 by docs/decisions/D04). */
export const signUpFormSchema = z.object({
  name: nameSchema,
  email: z.string().trim().min(1, m.emailRequired).refine(isEmail, m.invalidEmailAddress),
  country: countryField,
  password: z.string().min(PASSWORD_MIN_LENGTH, m.passwordTooShort),
  acceptedTerms: z.boolean().refine((accepted) => accepted, m.termsRequired),
});
export type SignUpForm = z.input<typeof signUpFormSchema>;

/** /forgot-password: docs/requirements/accounts.md §6 asks only for something with an @. */
export const forgotPasswordFormSchema = z.object({
  email: z
    .string()
    .trim()
    .refine((v) => v.includes('@') && v.length <= EMAIL_MAX_LENGTH, m.validEmail),
});

/** The six digits Cognito e-mailed. The verify buttons stay disabled until the code is complete. */
export const codeField = z.string().regex(codePattern, m.invalidOtp);

/** /send-otp. */
export const sendOtpFormSchema = z.object({ email: z.string().trim().refine(isEmail, m.validEmail) });

/** /verify-otp: the e-mail (locked when passed in), then the code. */
export const verifyOtpFormSchema = z.object({ email: z.string().trim().refine(isEmail, m.validEmail), code: codeField });

/** A code step alone (sign-up, forgot password). */
export const codeFormSchema = z.object({ code: codeField });

/**
 * /reset-password: the new password's length, then the confirmation, then (when the screen asks
 * for it, i.e. it was not carried from the code step) the code.
 */
export const resetPasswordFormSchema = z
  .object({ password: z.string(), confirmation: z.string(), code: z.string() })
  .refine((v) => v.password.length >= PASSWORD_MIN_LENGTH, { message: m.resetPasswordTooShort, path: ['password'], abort: true })
  .refine((v) => v.password === v.confirmation, { message: m.passwordsDoNotMatch, path: ['confirmation'], abort: true })
  .refine((v) => codePattern.test(v.code), { message: m.invalidOtp, path: ['code'] });

export function isCountryCode(value: string): value is CountryCode {
  return (countryCodes as readonly string[]).includes(value);
}

/** A complete code: six digits (docs/requirements/accounts.md §12). */
export function isCompleteCode(code: string): boolean {
  return codePattern.test(code);
}

/** What the code field keeps of what was typed or pasted: digits only, six at most. */
export function cleanCode(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, CODE_LENGTH);
}
