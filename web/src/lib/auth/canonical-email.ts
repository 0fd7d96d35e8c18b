/**
 * E-mail is case-insensitive everywhere (docs/requirements/accounts.md §1): every address goes to Cognito trimmed and in lower
 * case, so `Student@codearena.test` signs in as `student@codearena.test`, a sign-up in other letters
 * is the same (existing) account, and the codes, the mailbox and the profile all name one address.
 */
export function canonicalEmail(email: string): string {
  return email.trim().toLowerCase();
}
