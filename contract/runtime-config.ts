import { z } from 'zod';

/**
 * `/config.json`: written at deploy time by CDK (lib/web-hosting.ts) and served by the local stack,
 * so one web build serves every stage. Nothing secret goes here: it is public.
 */
export const runtimeConfigSchema = z.object({
  stage: z.string(),
  region: z.string(),
  userPoolId: z.string(),
  userPoolClientId: z.string(),
  /** REST API root; routes of contract/routes.ts are appended to it. */
  apiUrl: z.string(),
  /** WebSocket API URL; the client adds `?token=<id token>`. */
  webSocketUrl: z.string(),
  /** Cognito hosted UI domain for Google sign-in; absent when Google is not configured. */
  oauthDomain: z.string().optional(),
  /** cognito-local has no SRP: the local stack sets USER_PASSWORD_AUTH. */
  authFlowType: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']).default('USER_SRP_AUTH'),
  /** Only the local stack sets it: where the Cognito emulator listens (Amplify's endpoint override). */
  cognitoEndpoint: z.string().optional(),
  /** Only the local stack sets it: the local mailbox page with the codes Cognito would e-mail. */
  mailboxUrl: z.string().optional(),
});
export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;
