import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './after-sign-in';

describe('destinationAfterSignIn', () => {
  it('prefers the chosen plan, then the origin, then /dashboard', () => {
    expect(destinationAfterSignIn({ plan: 'premium', from: '/pricing' })).toEqual({ to: '/checkout', state: { plan: 'premium' } });
    expect(destinationAfterSignIn({ from: '/settings?tab=security' })).toEqual({ to: '/settings?tab=security' });
    expect(destinationAfterSignIn(undefined)).toEqual({ to: '/dashboard' });
  });

  it('ignores unknown plans and paths that leave the site', () => {
    expect(destinationAfterSignIn({ plan: 'gold' })).toEqual({ to: '/dashboard' });
    expect(destinationAfterSignIn({ from: '//evil.example' })).toEqual({ to: '/dashboard' });
    expect(destinationAfterSignIn({ from: 'https://evil.example' })).toEqual({ to: '/dashboard' });
  });
});
