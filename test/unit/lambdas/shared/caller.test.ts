import { describe, expect, it } from 'vitest';
import { callerFromClaims, roleFromGroups } from '../../../../lambdas/shared/caller';

describe('callerFromClaims', () => {
  it('reads groups in every shape API Gateway and Cognito hand them over', () => {
    expect(callerFromClaims({ sub: 'a', 'cognito:groups': ['admin'] })?.role).toBe('admin');
    expect(callerFromClaims({ sub: 'a', 'cognito:groups': '[mentor]' })?.role).toBe('mentor');
    expect(callerFromClaims({ sub: 'a', 'cognito:groups': 'mentor,admin' })?.groups).toEqual(['mentor', 'admin']);
    expect(callerFromClaims({ sub: 'a' })?.role).toBe('student');
  });

  it('has no caller without a subject', () => {
    expect(callerFromClaims({ email: 'x@example.com' })).toBeUndefined();
    expect(callerFromClaims(undefined)).toBeUndefined();
  });

  it('ranks admin over mentor', () => {
    expect(roleFromGroups(['mentor', 'admin'])).toBe('admin');
  });
});
