/**
 * Creates a staff account (docs/decisions/D02: staff are Cognito users in the `admin` or `mentor` group).
 *
 *   npm run create-staff -- --email ada@example.com --name "Ada Lovelace" --role mentor \
 *     --user-pool-id eu-west-1_AbC --table-name CodeArena-Table1234 [--password 'S3cure-pass']
 *
 * In AWS the pool id and table name are the stack outputs UserPoolId and TableName; credentials come
 * from the usual AWS profile. Without --password Cognito e-mails a temporary password and asks for
 * a new one at first sign-in. Running it again for the same e-mail only fixes the group and role.
 *
 * A role change reaches the user at once: for an existing account every earlier sign-in is ended
 * (Cognito's refresh tokens and our revocation record, which the API and the sockets check), so
 * their next sign-in carries the new group; with --websocket-url (the stack output WebSocketUrl)
 * their open sockets are closed too. A new staff member sets up two-factor authentication at the
 * first sign-in (docs/decisions/D33).
 */
import { parseArgs } from 'node:util';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
  UsernameExistsException,
} from '@aws-sdk/client-cognito-identity-provider';
import { z } from 'zod';

const argsSchema = z.object({
  email: z.email('Please enter a valid email address'),
  name: z.string().trim().min(1, 'Name is required').max(80),
  role: z.enum(['admin', 'mentor']),
  'user-pool-id': z.string().min(1, '--user-pool-id is required (stack output UserPoolId)'),
  'table-name': z.string().min(1, '--table-name is required (stack output TableName)'),
  password: z.string().min(8, 'Password must be at least 8 characters long').optional(),
  'websocket-url': z
    .string()
    .regex(/^wss:\/\/[^/]+\/[^/]+$/, '--websocket-url is the stack output WebSocketUrl (wss://…/<stage>)')
    .optional(),
});

/** The `@connections` endpoint of a WebSocket stage: its wss:// URL over https. */
const managementUrlOf = (webSocketUrl: string) => webSocketUrl.replace(/^wss:/, 'https:');

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      'user-pool-id': { type: 'string', default: process.env.USER_POOL_ID },
      'table-name': { type: 'string', default: process.env.TABLE_NAME },
      password: { type: 'string' },
      'websocket-url': { type: 'string' },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('\n'));
    process.exit(2);
  }
  const args = parsed.data;
  process.env.TABLE_NAME = args['table-name'];
  const cognito = new CognitoIdentityProviderClient({});
  const UserPoolId = args['user-pool-id'];

  let existed = false;
  try {
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId,
        Username: args.email,
        UserAttributes: [
          { Name: 'email', Value: args.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'name', Value: args.name },
        ],
        ...(args.password ? { MessageAction: 'SUPPRESS' } : {}),
      }),
    );
  } catch (error) {
    if (!(error instanceof UsernameExistsException)) throw error;
    existed = true;
  }
  if (args.password) {
    await cognito.send(new AdminSetUserPasswordCommand({ UserPoolId, Username: args.email, Password: args.password, Permanent: true }));
  }
  await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId, Username: args.email, GroupName: args.role }));

  const user = await cognito.send(new AdminGetUserCommand({ UserPoolId, Username: args.email }));
  const sub = user.UserAttributes?.find((a) => a.Name === 'sub')?.Value;
  if (!sub) throw new Error('Cognito returned the user without a sub');
  // Imported late: the data module reads TABLE_NAME when it is first used.
  const { upsertStaffProfile } = await import('../lambdas/data/user-profiles');
  await upsertStaffProfile({ userId: sub, email: args.email, name: args.name, role: args.role, createdAt: new Date().toISOString() });
  if (existed) await endEarlierSignIns(cognito, { UserPoolId, email: args.email, userId: sub, webSocketUrl: args['websocket-url'] });
  console.log(`${args.role} ${args.email} is ready (user id ${sub}).${existed ? ' Their earlier sign-ins are ended: the next one carries the new role.' : ''}`);
}

async function endEarlierSignIns(
  cognito: CognitoIdentityProviderClient,
  user: { UserPoolId: string; email: string; userId: string; webSocketUrl?: string },
): Promise<void> {
  await cognito.send(new AdminUserGlobalSignOutCommand({ UserPoolId: user.UserPoolId, Username: user.email }));
  const { revokeAllSignIns } = await import('../lambdas/shared/revoked-tokens');
  await revokeAllSignIns(user.userId);
  if (!user.webSocketUrl) return;
  process.env.WS_MANAGEMENT_URL = managementUrlOf(user.webSocketUrl);
  const { closeSockets } = await import('../lambdas/platform/close-sockets');
  console.log(`Closed ${await closeSockets(user.userId)} open socket(s).`);
}

main().catch((error: Error) => {
  console.error(`create-staff failed: ${error.name}: ${error.message}`);
  process.exit(1);
});
