/** An account `npm start` creates so a newcomer can sign in at once. */
export interface SeededAccount {
  role: 'student' | 'mentor' | 'admin';
  email: string;
  password: string;
  name: string;
  /** `custom:country` as the sign-up form sends it, so seeded users skip the country dialog. */
  country: string;
  /** Staff only: the TOTP secret the seed enrolled (local/seed/staff-totp.ts), known once seeded. */
  totpSecret?: string;
}

/**
 * LOCAL ONLY: these passwords are public (printed by `npm start`, written in the README) and exist
 * only in the local Cognito emulator under `.local/`; they are never created in AWS. The `.test`
 * domain is reserved (RFC 2606), so no mail can ever reach anyone.
 */
export const SEEDED_ACCOUNTS: readonly SeededAccount[] = [
  { role: 'student', email: 'student@codearena.test', password: 'Student123!', name: 'Sam Student', country: 'Pakistan|PK' },
  { role: 'mentor', email: 'mentor@codearena.test', password: 'Mentor123!', name: 'Maya Mentor', country: 'India|IN' },
  { role: 'admin', email: 'admin@codearena.test', password: 'Admin123!', name: 'Ada Admin', country: 'United States|US' },
];
