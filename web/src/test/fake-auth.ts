import type { AuthSource, SignedInUser } from '../lib/auth/auth-source';
import { type Role, roleFromGroups } from '../lib/auth/roles';

export function testUser(role: Role = 'student'): SignedInUser {
  const groups = role === 'student' ? [] : [role];
  return { userId: `${role}-id`, username: `${role}-id`, email: `${role}@example.com`, groups, role: roleFromGroups(groups) };
}

export interface FakeAuthSource extends AuthSource {
  signOutCalls: number;
  /** What hasTotp answers (a staff account's TOTP); on unless a test turns it off. */
  totp: boolean;
  /** Changes who is signed in and tells the provider, as an Amplify Hub event would. */
  setUser(user: SignedInUser | null): void;
}

/** An auth source with a fixed user; `pending` keeps it loading forever. */
export function fakeAuthSource(initial: SignedInUser | null | 'pending'): FakeAuthSource {
  let user = initial;
  const listeners = new Set<() => void>();
  return {
    signOutCalls: 0,
    totp: true,
    hasTotp() {
      return Promise.resolve(this.totp);
    },
    currentUser: () => (user === 'pending' ? new Promise<never>(() => {}) : Promise.resolve(user)),
    idToken: () => Promise.resolve(user && user !== 'pending' ? `token-of-${user.userId}` : null),
    async signOut() {
      this.signOutCalls++;
      user = null;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setUser(next) {
      user = next;
      listeners.forEach((listener) => listener());
    },
  };
}
