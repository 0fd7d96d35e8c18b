import { describe, expect, it } from 'vitest';
import { testUser } from '../../test/fake-auth';
import { accessRedirect, returnPath } from './access-redirect';

const at = (pathname: string, search = '', state?: unknown) => ({ pathname, search, hash: '', state });
const signedOut = { status: 'signedOut' } as const;
const signedInAs = (role: Parameters<typeof testUser>[0]) => ({ status: 'signedIn', user: testUser(role) }) as const;

describe('accessRedirect', () => {
  it('lets anyone open public pages', () => {
    expect(accessRedirect('public', signedOut, at('/blog'))).toBeNull();
  });

  it('sends a signed-out visitor to /login remembering the full origin and the reason', () => {
    expect(accessRedirect('user', signedOut, at('/problem/42', '?lang=cpp'), 'Please sign in')).toEqual({
      to: '/login',
      state: { from: '/problem/42?lang=cpp', message: 'Please sign in' },
    });
    expect(accessRedirect('admin', signedOut, at('/admin/crews'))).toEqual({ to: '/login', state: { from: '/admin/crews' } });
  });

  it('sends a wrong role to its own home', () => {
    expect(accessRedirect('admin', signedInAs('student'), at('/admin/dashboard'))?.to).toBe('/dashboard');
    expect(accessRedirect('admin', signedInAs('mentor'), at('/admin/dashboard'))?.to).toBe('/mentor/dashboard');
    expect(accessRedirect('mentor', signedInAs('admin'), at('/mentor/dashboard'))?.to).toBe('/admin/dashboard');
    expect(accessRedirect('admin', signedInAs('admin'), at('/admin/problems'))).toBeNull();
    expect(accessRedirect('user', signedInAs('mentor'), at('/settings'))).toBeNull();
    // What both staff roles do (contract/roles.ts canAccess, the same rule the API's router applies).
    expect(accessRedirect('staff', signedInAs('admin'), at('/blog/new'))).toBeNull();
    expect(accessRedirect('staff', signedInAs('mentor'), at('/blog/new'))).toBeNull();
    expect(accessRedirect('staff', signedInAs('student'), at('/blog/new'))?.to).toBe('/dashboard');
  });

  it('sends a signed-in user away from the sign-in pages, back where they came from', () => {
    expect(accessRedirect('guest', signedInAs('student'), at('/login', '', { from: '/leaderboard' }))?.to).toBe('/leaderboard');
    expect(accessRedirect('guest', signedInAs('student'), at('/signup'))?.to).toBe('/dashboard');
    expect(accessRedirect('guest', signedOut, at('/login'))).toBeNull();
  });
});

describe('returnPath', () => {
  it('accepts only paths inside the app', () => {
    expect(returnPath({ from: '/crews' })).toBe('/crews');
    expect(returnPath({ from: '//evil.example/x' })).toBeUndefined();
    expect(returnPath({ from: 'https://evil.example' })).toBeUndefined();
    expect(returnPath(null)).toBeUndefined();
  });
});
