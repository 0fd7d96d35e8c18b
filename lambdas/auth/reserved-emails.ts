/**
 * Addresses that belong to staff and plan accounts (docs/requirements/accounts.md §5: "reserved emails for admin, mentor,
 * premium and pro accounts refused"). A self sign-up may not take them: staff are created by an
 * operator (scripts/create-staff.ts) and plans come from payments, never from an address.
 */
const RESERVED_WORDS = ['admin', 'mentor', 'premium', 'pro'] as const;

export function isReservedEmail(email: string): boolean {
  const [localPart = '', domain = ''] = email.trim().toLowerCase().split('@');
  const local = localPart.split('+')[0] ?? '';
  const firstDomainLabel = domain.split('.')[0] ?? '';
  return RESERVED_WORDS.some((word) => local === word || firstDomainLabel === word);
}
