/**
 * The entry of the cognito-local child process (run by Node's own type stripping, so: no relative
 * imports, no TypeScript-only syntax). It starts cognito-local's own server after closing the gaps
 * between it and Cognito that the app meets:
 * - every code it "delivers" (sign-up, resend, forgot password…) is also appended as a JSON line
 *   to CODEARENA_MAILBOX_FILE, which local/cognito/mailbox.ts reads (cognito-local only prints
 *   them, and keeps the pending one in its db, without history or the reason it was sent);
 * - ResendConfirmationCode exists (the sign-up screen's "resend code");
 * - ConfirmSignUp marks the e-mail verified, as AutoVerifiedAttributes does, before PostConfirmation;
 * - id tokens carry the user's standard attributes (`name`…); cognito-local puts only e-mail and
 *   custom attributes in them;
 * - id and access tokens carry `origin_jti`, as Cognito's do with token revocation on: the same for
 *   every token minted from one sign-in (here: the refresh token's own `jti`), and a refresh keeps
 *   the sign-in's `auth_time`. Amplify revokes the refresh token at sign-out only when it sees it,
 *   and the API refuses revoked sign-ins by it (lambdas/shared/revoked-tokens.ts);
 * - AdminUserGlobalSignOut exists (account deletion): the user's refresh tokens stop working;
 * - the refresh token of a sign-in that answered the TOTP challenge works (cognito-local stores only
 *   a password sign-in's; staff sign in with a code, docs/decisions/D33);
 * - e-mail addresses match in any letter case, as in a pool with case-insensitive sign-in
 *   (lib/auth.ts): `Student@x.test` signs in as `student@x.test`, and signs up as an existing account;
 * - ChangePassword with a wrong current password answers NotAuthorizedException, as Cognito does
 *   (cognito-local says InvalidPasswordException, which reads as "new password too weak").
 */
import { appendFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface UserAttribute {
  Name: string;
  Value?: string;
}
interface CognitoLocalUser {
  Username: string;
  UserStatus?: string;
  ConfirmationCode?: string;
  Attributes?: UserAttribute[];
}
interface DeliveryDetails {
  AttributeName?: string;
  DeliveryMedium?: string;
  Destination?: string;
}
interface UserPool {
  options: { Id: string; UsernameAttributes?: string[] };
  getUserByUsername(ctx: unknown, username: string): Promise<CognitoLocalUser | null>;
  listUsers(ctx: unknown): Promise<CognitoLocalUser[]>;
  saveUser(ctx: unknown, user: CognitoLocalUser & Record<string, unknown>): Promise<void>;
  storeRefreshToken(ctx: unknown, refreshToken: string, user: CognitoLocalUser): Promise<void>;
}
interface Cognito {
  getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool>;
  getUserPool(ctx: unknown, userPoolId: string): Promise<UserPool>;
}
interface Services {
  cognito: Cognito;
  messages: { deliver: Deliver };
  otp: () => string;
  clock: { get(): Date };
}
type Deliver = (
  ctx: unknown,
  source: string,
  clientId: string | undefined,
  userPoolId: string,
  user: CognitoLocalUser,
  code: string,
  clientMetadata: unknown,
  deliveryDetails: DeliveryDetails,
) => Promise<void>;
type Request = Record<string, unknown> & { ClientId: string; Username: string; ConfirmationCode?: string; ClientMetadata?: unknown };
type Target = (services: Services) => (ctx: unknown, req: Request) => Promise<unknown>;
type Generate = (ctx: unknown, user: CognitoLocalUser, ...rest: unknown[]) => Promise<{ IdToken: string; AccessToken: string; RefreshToken: string }>;
interface AuthResult {
  AuthenticationResult?: { IdToken?: string; AccessToken?: string; RefreshToken?: string };
}
interface Jwt {
  decode(token: string): Record<string, unknown>;
  sign(payload: Record<string, unknown>, key: string, options: { algorithm: 'RS256'; keyid: string }): string;
}

const require = createRequire(import.meta.url);
const requireFromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
const { MessagesService } = require('cognito-local/lib/services/messages') as { MessagesService: { prototype: { deliver: Deliver } } };
const { Targets } = require('cognito-local/lib/targets/targets') as { Targets: Record<string, Target> };
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator') as { JwtTokenGenerator: { prototype: { generate: Generate } } };
const { UserPoolServiceImpl } = require('cognito-local/lib/services/userPoolService') as { UserPoolServiceImpl: { prototype: UserPool } };
const errors = require('cognito-local/lib/errors') as Record<string, new (message?: string) => Error>;
const { pem } = require('cognito-local/lib/keys/cognitoLocal.private.json') as { pem: string };
const jwt = requireFromCognitoLocal('jsonwebtoken') as Jwt;

const emailOf = (user: CognitoLocalUser) => user.Attributes?.find((a) => a.Name === 'email')?.Value;

// The mailbox.
const mailboxFile = process.env.CODEARENA_MAILBOX_FILE;
const deliver = MessagesService.prototype.deliver;
MessagesService.prototype.deliver = async function recordingDeliver(this: unknown, ...args: Parameters<Deliver>) {
  await deliver.apply(this, args);
  const [, source, , userPoolId, user, code, , details] = args;
  if (!mailboxFile || !code) return;
  const email = details?.DeliveryMedium === 'EMAIL' && details.Destination ? details.Destination : (emailOf(user) ?? '');
  appendFileSync(mailboxFile, `${JSON.stringify({ email, source, code, userPoolId, at: new Date().toISOString() })}\n`);
};

// ResendConfirmationCode: a new code for a user who has not confirmed yet, as ForgotPassword does it.
Targets.ResendConfirmationCode =
  ({ cognito, messages, otp, clock }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new errors.UserNotFoundError!();
    if (user.UserStatus !== 'UNCONFIRMED') throw new errors.InvalidParameterError!('User is already confirmed.');
    const email = emailOf(user);
    if (!email) throw new errors.InvalidParameterError!('User has no e-mail address to send a code to.');
    const deliveryDetails = { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: email };
    const code = otp();
    await messages.deliver(ctx, 'ResendCode', req.ClientId, userPool.options.Id, user, code, req.ClientMetadata, deliveryDetails);
    await userPool.saveUser(ctx, { ...user, UserLastModifiedDate: clock.get(), ConfirmationCode: code });
    return { CodeDeliveryDetails: deliveryDetails };
  };

// ConfirmSignUp: when the code is right, the address is verified before the real step (and its trigger) runs.
const confirmSignUp = Targets.ConfirmSignUp!;
Targets.ConfirmSignUp = (services) => {
  const confirm = confirmSignUp(services);
  return async (ctx, req) => {
    const userPool = await services.cognito.getUserPoolForClientId(ctx, req.ClientId);
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (user?.ConfirmationCode && user.ConfirmationCode === req.ConfirmationCode && emailOf(user)) {
      const others = (user.Attributes ?? []).filter((a) => a.Name !== 'email_verified');
      await userPool.saveUser(ctx, { ...user, Attributes: [...others, { Name: 'email_verified', Value: 'true' }] });
    }
    return confirm(ctx, req);
  };
};

// Tokens are re-signed with the claims they lack (same key and kid as cognito-local's own).
const resign = (claims: Record<string, unknown>) => jwt.sign(claims, pem, { algorithm: 'RS256', keyid: 'CognitoLocal' });

/** The sign-in a refresh token stands for: its `jti` is the `origin_jti` of every token minted from it. */
function signInOfRefreshToken(refreshToken: string | undefined): { origin_jti: string; auth_time?: number } | undefined {
  const claims = refreshToken ? jwt.decode(refreshToken) : null;
  if (!claims || typeof claims.jti !== 'string') return undefined;
  return { origin_jti: claims.jti, ...(typeof claims.iat === 'number' ? { auth_time: claims.iat } : {}) };
}

function withStandardClaims(idToken: string, attributes: UserAttribute[], signIn: Record<string, unknown> | undefined): string {
  const claims = jwt.decode(idToken);
  const missing = attributes.filter((a) => a.Value !== undefined && !a.Name.startsWith('custom:') && !(a.Name in claims));
  const added = Object.fromEntries(missing.map((a) => [a.Name, a.Name.endsWith('_verified') ? a.Value === 'true' : a.Value]));
  return resign({ ...added, ...claims, ...signIn });
}
const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = async function withStandardAttributes(this: unknown, ...args: Parameters<Generate>) {
  const tokens = await generate.apply(this, args);
  // A new sign-in's tokens name its new refresh token; a refresh names the presented one (below).
  const signIn = signInOfRefreshToken(tokens.RefreshToken);
  return {
    ...tokens,
    IdToken: withStandardClaims(tokens.IdToken, args[1].Attributes ?? [], signIn),
    AccessToken: resign({ ...jwt.decode(tokens.AccessToken), ...signIn }),
  };
};

// A refresh keeps the sign-in's origin_jti and auth_time, as in Cognito: both come from the refresh token presented.
for (const name of ['InitiateAuth', 'AdminInitiateAuth']) {
  const initiate = Targets[name]!;
  Targets[name] = (services) => {
    const run = initiate(services);
    return async (ctx, req) => {
      const result = (await run(ctx, req)) as AuthResult;
      const flow = req.AuthFlow;
      const params = req.AuthParameters as Record<string, string> | undefined;
      const signIn = flow === 'REFRESH_TOKEN_AUTH' || flow === 'REFRESH_TOKEN' ? signInOfRefreshToken(params?.REFRESH_TOKEN) : undefined;
      const tokens = result.AuthenticationResult;
      if (!signIn || !tokens) return result;
      return {
        ...result,
        AuthenticationResult: {
          ...tokens,
          ...(tokens.IdToken ? { IdToken: resign({ ...jwt.decode(tokens.IdToken), ...signIn }) } : {}),
          ...(tokens.AccessToken ? { AccessToken: resign({ ...jwt.decode(tokens.AccessToken), ...signIn }) } : {}),
        },
      };
    };
  };
}

// AdminUserGlobalSignOut: every refresh token of the user stops working (RevokeToken does one).
Targets.AdminUserGlobalSignOut =
  ({ cognito, clock }) =>
  async (ctx, req) => {
    const userPool = await cognito.getUserPool(ctx, String(req.UserPoolId));
    const user = await userPool.getUserByUsername(ctx, req.Username);
    if (!user) throw new errors.UserNotFoundError!();
    await userPool.saveUser(ctx, { ...user, RefreshTokens: [], UserLastModifiedDate: clock.get() });
    return {};
  };

// RespondToAuthChallenge: the refresh token of a sign-in completed by a challenge (TOTP) refreshes, as in Cognito.
const respond = Targets.RespondToAuthChallenge!;
Targets.RespondToAuthChallenge = (services) => {
  const run = respond(services);
  return async (ctx, req) => {
    const result = (await run(ctx, req)) as AuthResult;
    const refreshToken = result.AuthenticationResult?.RefreshToken;
    const username = (req.ChallengeResponses as Record<string, string> | undefined)?.USERNAME;
    if (!refreshToken || !username) return result;
    const userPool = await services.cognito.getUserPoolForClientId(ctx, String(req.ClientId));
    const user = await userPool.getUserByUsername(ctx, username);
    if (user) await userPool.storeRefreshToken(ctx, refreshToken, user);
    return result;
  };
};

// E-mail addresses in any letter case (UsernameAttributes email): an exact match first, as before.
const getUserByUsername = UserPoolServiceImpl.prototype.getUserByUsername;
UserPoolServiceImpl.prototype.getUserByUsername = async function anyCaseEmail(this: UserPool, ctx: unknown, username: string) {
  const exact = await getUserByUsername.call(this, ctx, username);
  if (exact || typeof username !== 'string' || !username.includes('@') || !this.options.UsernameAttributes?.includes('email')) return exact;
  const wanted = username.trim().toLowerCase();
  return (await this.listUsers(ctx)).find((user) => emailOf(user)?.toLowerCase() === wanted) ?? null;
};

// ChangePassword: a wrong current password is NotAuthorizedException in Cognito.
const changePassword = Targets.ChangePassword!;
Targets.ChangePassword = (services) => {
  const change = changePassword(services);
  return async (ctx, req) => {
    try {
      return await change(ctx, req);
    } catch (error) {
      if ((error as { code?: string }).code === 'InvalidPasswordException') throw new errors.NotAuthorizedError!('Incorrect username or password.');
      throw error;
    }
  };
};

require('cognito-local/lib/bin/start.js');
