/**
 * A new staff account (as `npm run create-staff` makes one) on the local stack, without TOTP yet,
 * and the calls its owner's browser makes to turn TOTP on (docs/decisions/D33).
 */
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { localCognitoClient } from '../../local/cognito/index';
import type { LocalStack } from '../../local/start';

export async function createMentorWithoutTotp(stack: LocalStack, email: string, password: string, name = 'Nia New'): Promise<void> {
  const cognito = localCognitoClient(stack.cognito.endpoint);
  const UserPoolId = stack.cognito.userPoolId;
  await cognito.send(
    new AdminCreateUserCommand({
      UserPoolId,
      Username: email,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: name },
        { Name: 'custom:country', Value: 'Kenya|KE' },
      ],
    }),
  );
  await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: email, Password: password, Permanent: true }));
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: email, GroupName: 'mentor' }));
  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: email }));
  const userId = user.UserAttributes!.find((a) => a.Name === 'sub')!.Value!;
  const { upsertStaffProfile } = await import('../../lambdas/data/user-profiles');
  await upsertStaffProfile({ userId, email, name, role: 'mentor', createdAt: new Date().toISOString() });
}
