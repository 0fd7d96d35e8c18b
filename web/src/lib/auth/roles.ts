/** Roles of docs/requirements/accounts.md §1 and who may open what: one definition for the API and the web (contract/roles.ts). */
import type { Role } from '@contract/roles';

export { canAccess, roleFromGroups, type Role } from '@contract/roles';

/** Where the role guard sends a user whose role differs from the one a route needs (docs/requirements/shell.md §2). */
export function homeForRole(role: Role): string {
  if (role === 'admin') return '/admin/dashboard';
  if (role === 'mentor') return '/mentor/dashboard';
  return '/dashboard';
}

/** Reads `cognito:groups` from an id token payload; absent or malformed means no group. */
export function groupsFromClaims(claims: Record<string, unknown> | undefined): string[] {
  const groups = claims?.['cognito:groups'];
  return Array.isArray(groups) ? groups.filter((g): g is string => typeof g === 'string') : [];
}
