import { describe, expect, it } from 'vitest';
import { destinationAfterSignIn } from './after-sign-in';

describe('destinationAfterSignIn', () => {
  it('prefers the chosen paid plan with its billing period, then the origin, then /dashboard', () => {
    expect(destinationAfterSignIn({ plan: 'premium', billing: 'yearly', from: '/pricing' })).toEqual({
      to: '/checkout',
      state: { plan: 'premium', billing: 'yearly' },
    });
    expect(destinationAfterSignIn({ plan: 'pro' })).toEqual({ to: '/checkout', state: { plan: 'pro', billing: 'monthly' } });
    expect(destinationAfterSignIn({ from: '/settings?tab=security' })).toEqual({ to: '/settings?tab=security' });
    expect(destinationAfterSignIn(undefined)).toEqual({ to: '/dashboard' });
  });

  it('ignores Free (never sold), unknown plans or billing periods, and paths that leave the site', () => {
    expect(destinationAfterSignIn({ plan: 'free', from: '/pricing' })).toEqual({ to: '/pricing' });
    expect(destinationAfterSignIn({ plan: 'gold' })).toEqual({ to: '/dashboard' });
    expect(destinationAfterSignIn({ plan: 'pro', billing: 'weekly' })).toEqual({ to: '/checkout', state: { plan: 'pro', billing: 'monthly' } });
    expect(destinationAfterSignIn({ from: '//evil.example' })).toEqual({ to: '/dashboard' });
    expect(destinationAfterSignIn({ from: 'https://evil.example' })).toEqual({ to: '/dashboard' });
  });
});
