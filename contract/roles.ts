/**
 * Roles (docs/requirements/accounts.md §1) and who may open what, for the API and the web alike. Staff roles come from the
 * Cognito groups in the id token (docs/decisions/D02).
 */
export const roles = ['student', 'mentor', 'admin'] as const;
export type Role = (typeof roles)[number];

/**
 * Who may call a route or open a page. `public` needs no sign-in; `user` any signed-in role;
 * `mentor` and `admin` that role alone (docs/requirements/shell.md §2: "Mentor only: /mentor/dashboard", and a wrong
 * role is redirected to its own home); `staff` either staff role, for what both do (docs/requirements/shell.md §1:
 * "mentors and admins who publish blog posts").
 */
export const routeAccessLevels = ['public', 'user', 'staff', 'mentor', 'admin'] as const;
export type RouteAccess = (typeof routeAccessLevels)[number];

export function roleFromGroups(groups: readonly string[]): Role {
  if (groups.includes('admin')) return 'admin';
  if (groups.includes('mentor')) return 'mentor';
  return 'student';
}

/** The one rule of access: the API's router and the web's route guard both ask it. */
export function canAccess(role: Role | undefined, access: RouteAccess): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return role !== undefined;
    case 'staff':
      return role === 'mentor' || role === 'admin';
    case 'mentor':
    case 'admin':
      return role === access;
  }
}

/** Staff-only levels: their routes also need the staff account's second factor (docs/decisions/D33). */
export function isStaffAccess(access: RouteAccess): boolean {
  return access === 'staff' || access === 'mentor' || access === 'admin';
}
