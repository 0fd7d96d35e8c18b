import { AdminGetUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetSecondFactors, requireStaffSecondFactor } from '../../../../lambdas/shared/second-factor';
import { setLambdaEnv } from '../env';

beforeAll(setLambdaEnv);
const cognito = mockClient(CognitoIdentityProviderClient);
beforeEach(() => {
  cognito.reset();
  forgetSecondFactors();
});

describe('requireStaffSecondFactor', () => {
  it('lets in a staff member whose MFA settings include TOTP and refuses one without, or with SMS only', async () => {
    cognito.on(AdminGetUserCommand, { Username: 'on' }).resolves({ Username: 'on', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
    cognito.on(AdminGetUserCommand, { Username: 'none' }).resolves({ Username: 'none' });
    cognito.on(AdminGetUserCommand, { Username: 'sms' }).resolves({ Username: 'sms', UserMFASettingList: ['SMS_MFA'] });
    await expect(requireStaffSecondFactor('on')).resolves.toBeUndefined();
    await expect(requireStaffSecondFactor('none')).rejects.toMatchObject({ statusCode: 403, message: expect.stringContaining('sign in again to set it up') });
    await expect(requireStaffSecondFactor('sms')).rejects.toMatchObject({ statusCode: 403 });
  });

  it('keeps "on" for a minute but never keeps "off": an enrolment counts at once, a removal within a minute', async () => {
    let now = 0;
    const clock = () => now;
    cognito
      .on(AdminGetUserCommand)
      .resolvesOnce({ Username: 'u' })
      .resolves({ Username: 'u', UserMFASettingList: ['SOFTWARE_TOKEN_MFA'] });
    await expect(requireStaffSecondFactor('u', clock)).rejects.toMatchObject({ statusCode: 403 });
    await requireStaffSecondFactor('u', clock);
    now = 59_000;
    await requireStaffSecondFactor('u', clock);
    expect(cognito.commandCalls(AdminGetUserCommand)).toHaveLength(2);
    // TOTP removed in Cognito: noticed once the minute is over.
    cognito.on(AdminGetUserCommand).resolves({ Username: 'u', UserMFASettingList: [] });
    now = 60_001;
    await expect(requireStaffSecondFactor('u', clock)).rejects.toMatchObject({ statusCode: 403 });
  });

  it('lets a Cognito failure through as a failure (a 500), never as a pass', async () => {
    cognito.on(AdminGetUserCommand).rejects(new Error('throttled'));
    await expect(requireStaffSecondFactor('u')).rejects.toThrow('throttled');
  });
});
