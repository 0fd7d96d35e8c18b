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
 *   custom attributes in them.
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
  options: { Id: string };
  getUserByUsername(ctx: unknown, username: string): Promise<CognitoLocalUser | null>;
  saveUser(ctx: unknown, user: CognitoLocalUser & Record<string, unknown>): Promise<void>;
}
interface Services {
  cognito: { getUserPoolForClientId(ctx: unknown, clientId: string): Promise<UserPool> };
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
type Generate = (ctx: unknown, user: CognitoLocalUser, ...rest: unknown[]) => Promise<{ IdToken: string; [token: string]: string }>;
interface Jwt {
  decode(token: string): Record<string, unknown>;
  sign(payload: Record<string, unknown>, key: string, options: { algorithm: 'RS256'; keyid: string }): string;
}

const require = createRequire(import.meta.url);
const requireFromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));
const { MessagesService } = require('cognito-local/lib/services/messages') as { MessagesService: { prototype: { deliver: Deliver } } };
const { Targets } = require('cognito-local/lib/targets/targets') as { Targets: Record<string, Target> };
const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator') as { JwtTokenGenerator: { prototype: { generate: Generate } } };
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
  const email = details?.DeliveryMedium === 'EMAIL' && details.Destination ? details.Destination : emailOf(user) ?? '';
  appendFileSync(mailboxFile, `${JSON.stringify({ email, source, code, userPoolId, at: new Date().toISOString() })}\n`);
};

// ResendConfirmationCode: a new code for a user who has not confirmed yet, as ForgotPassword does it.
Targets.ResendConfirmationCode = ({ cognito, messages, otp, clock }) => async (ctx, req) => {
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

// Id tokens: re-signed with the standard attributes they lack (same key and kid as cognito-local's own).
function withStandardClaims(idToken: string, attributes: UserAttribute[]): string {
  const claims = jwt.decode(idToken);
  const missing = attributes.filter((a) => a.Value !== undefined && !a.Name.startsWith('custom:') && !(a.Name in claims));
  if (missing.length === 0) return idToken;
  const added = Object.fromEntries(missing.map((a) => [a.Name, a.Name.endsWith('_verified') ? a.Value === 'true' : a.Value]));
  return jwt.sign({ ...added, ...claims }, pem, { algorithm: 'RS256', keyid: 'CognitoLocal' });
}
const generate = JwtTokenGenerator.prototype.generate;
JwtTokenGenerator.prototype.generate = async function withStandardAttributes(this: unknown, ...args: Parameters<Generate>) {
  const tokens = await generate.apply(this, args);
  return { ...tokens, IdToken: withStandardClaims(tokens.IdToken, args[1].Attributes ?? []) };
};

require('cognito-local/lib/bin/start.js');
