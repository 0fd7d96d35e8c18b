import { PASSWORD_MIN_LENGTH } from '@contract/account/passwords';
import {
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListGroupsCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
  SetUserPoolMfaConfigCommand,
  type CreateUserPoolCommandInput,
  type CreateUserPoolClientCommandInput,
} from '@aws-sdk/client-cognito-identity-provider';
import { ACCESS_TOKEN_VALIDITY_MINUTES, ID_TOKEN_VALIDITY_MINUTES, REFRESH_TOKEN_VALIDITY_DAYS } from '@contract/account/token-lifetimes';
import { LOCAL_REGION } from '../lambda-names';

export const USER_POOL_NAME = 'codearena';
export const USER_POOL_CLIENT_NAME = 'codearena-web';
/** Staff are users in these groups (docs/decisions/D02); the role comes from `cognito:groups` in the token. */
export const STAFF_GROUPS = ['admin', 'mentor'] as const;
export type StaffGroup = (typeof STAFF_GROUPS)[number];

export interface UserPoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

/** A client for the emulator: it checks no signature, but the SDK signs every request. */
export function localCognitoClient(endpoint: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region: LOCAL_REGION,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    maxAttempts: 1,
  });
}

/** The pool as the stack defines it: e-mail is the username and is verified by a code; passwords of 8 or more. */
export const userPoolInput: CreateUserPoolCommandInput = {
  PoolName: USER_POOL_NAME,
  UsernameAttributes: ['email'],
  AutoVerifiedAttributes: ['email'],
  Policies: {
    PasswordPolicy: { MinimumLength: PASSWORD_MIN_LENGTH, RequireLowercase: false, RequireUppercase: false, RequireNumbers: false, RequireSymbols: false },
  },
  // profile-from-attributes reads `custom:country` at sign-up.
  Schema: [{ Name: 'country', AttributeDataType: 'String', Mutable: true }],
};

/** The public web client: no secret; password sign-in (the emulator has no SRP) and refresh. Token lifetimes as in AWS. */
export function userPoolClientInput(userPoolId: string): CreateUserPoolClientCommandInput {
  return {
    UserPoolId: userPoolId,
    ClientName: USER_POOL_CLIENT_NAME,
    GenerateSecret: false,
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    AccessTokenValidity: ACCESS_TOKEN_VALIDITY_MINUTES,
    IdTokenValidity: ID_TOKEN_VALIDITY_MINUTES,
    RefreshTokenValidity: REFRESH_TOKEN_VALIDITY_DAYS,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
  };
}

async function findOrCreatePool(client: CognitoIdentityProviderClient): Promise<string> {
  const { UserPools = [] } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
  const existing = UserPools.filter((p) => p.Name === USER_POOL_NAME).sort((a, b) => (a.CreationDate?.getTime() ?? 0) - (b.CreationDate?.getTime() ?? 0))[0];
  if (existing?.Id) return existing.Id;
  const { UserPool } = await client.send(new CreateUserPoolCommand(userPoolInput));
  return UserPool!.Id!;
}

async function ensureGroups(client: CognitoIdentityProviderClient, userPoolId: string): Promise<void> {
  const { Groups = [] } = await client.send(new ListGroupsCommand({ UserPoolId: userPoolId }));
  const present = new Set(Groups.map((g) => g.GroupName));
  for (const group of STAFF_GROUPS.filter((g) => !present.has(g))) {
    await client.send(new CreateGroupCommand({ UserPoolId: userPoolId, GroupName: group, Description: `CodeArena ${group}s` }));
  }
}

async function findOrCreateClient(client: CognitoIdentityProviderClient, userPoolId: string): Promise<string> {
  const { UserPoolClients = [] } = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
  const existing = UserPoolClients.find((c) => c.ClientName === USER_POOL_CLIENT_NAME);
  if (existing?.ClientId) return existing.ClientId;
  const { UserPoolClient } = await client.send(new CreateUserPoolClientCommand(userPoolClientInput(userPoolId)));
  return UserPoolClient!.ClientId!;
}

/** Finds the one `codearena` pool, its groups and web client, creating what is missing: the ids survive restarts. */
export async function ensureUserPool(client: CognitoIdentityProviderClient): Promise<UserPoolIds> {
  const userPoolId = await findOrCreatePool(client);
  // As in lib/auth.ts: MFA optional, TOTP only (staff must have it, docs/decisions/D33). Set at every
  // start, so a data folder from before has it too.
  await client.send(
    new SetUserPoolMfaConfigCommand({ UserPoolId: userPoolId, MfaConfiguration: 'OPTIONAL', SoftwareTokenMfaConfiguration: { Enabled: true } }),
  );
  await ensureGroups(client, userPoolId);
  const userPoolClientId = await findOrCreateClient(client, userPoolId);
  return { userPoolId, userPoolClientId };
}
