import { z } from 'zod';
import type { GoogleSignInConfig } from './auth';
import type { WebDomain } from './web-hosting';

/**
 * The CDK context the app accepts (`npx cdk synth -c stage=prod -c googleClientId=…`), parsed once
 * in bin/app.ts. Nothing secret is passed as context: the Google client secret is named by an SSM
 * parameter and resolved by CloudFormation at deploy time.
 */
const paymentKeys = [
  'paymentLinkProMonthly',
  'paymentLinkProYearly',
  'paymentLinkPremiumMonthly',
  'paymentLinkPremiumYearly',
  'paymentWebhookSecretSsmParameter',
] as const;

export const appContextSchema = z
  .object({
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,19}$/, 'stage: lowercase letters, digits and dashes, at most 20')
      .default('dev'),
    googleClientId: z.string().min(1).optional(),
    googleClientIdSsmParameter: z.string().min(1).optional(),
    googleClientSecretSsmParameter: z.string().min(1).optional(),
    webDomain: z.string().min(1).optional(),
    webCertificateArn: z.string().startsWith('arn:').optional(),
    /** A prebuilt web app directory (relative to the repository root) instead of building web/ at synth. */
    webDist: z.string().min(1).optional(),
    /** docs/decisions/D09: the provider's hosted payment page of each paid plan and period (Stripe Payment Links). */
    paymentLinkProMonthly: z.url({ protocol: /^https$/ }).optional(),
    paymentLinkProYearly: z.url({ protocol: /^https$/ }).optional(),
    paymentLinkPremiumMonthly: z.url({ protocol: /^https$/ }).optional(),
    paymentLinkPremiumYearly: z.url({ protocol: /^https$/ }).optional(),
    /**
     * docs/decisions/D32: the web ACLs and Cognito's threat protection, on by default; `off` for a
     * cheap test deployment (no WAF, Cognito's Essentials plan), each finding it leaves acknowledged.
     */
    protection: z.enum(['on', 'off']).default('on'),
    /** Where the alarms are e-mailed (lib/operations.ts); the address confirms the subscription once. */
    alarmEmail: z.email().optional(),
    /** The SSM SecureString parameter (name) with the provider's webhook signing secret (`whsec_…`). */
    paymentWebhookSecretSsmParameter: z
      .string()
      .regex(/^\/?[A-Za-z0-9_.\-/]{1,1000}$/)
      .optional(),
  })
  .refine((c) => !(c.googleClientId && c.googleClientIdSsmParameter), {
    message: 'give googleClientId or googleClientIdSsmParameter, not both',
  })
  .refine((c) => Boolean(c.googleClientId || c.googleClientIdSsmParameter) === Boolean(c.googleClientSecretSsmParameter), {
    message: 'Google sign-in needs both a client id (googleClientId or googleClientIdSsmParameter) and googleClientSecretSsmParameter',
  })
  .refine((c) => new Set(paymentKeys.map((key) => Boolean(c[key]))).size === 1, {
    message: `payments need all of ${paymentKeys.join(', ')} or none`,
  })
  .refine((c) => Boolean(c.webDomain) === Boolean(c.webCertificateArn), {
    message: 'webDomain and webCertificateArn (an ACM certificate in us-east-1) go together',
  });

export type AppContext = z.infer<typeof appContextSchema>;
export const appContextKeys = Object.keys(appContextSchema.shape) as (keyof AppContext)[];

export function parseAppContext(read: (key: string) => unknown): AppContext {
  const raw = Object.fromEntries(appContextKeys.map((key) => [key, read(key)]).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = appContextSchema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid CDK context:\n${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

export function googleSignIn(context: AppContext): GoogleSignInConfig | undefined {
  if (!context.googleClientSecretSsmParameter) return undefined;
  return {
    clientId: context.googleClientId,
    clientIdSsmParameter: context.googleClientIdSsmParameter,
    clientSecretSsmParameter: context.googleClientSecretSsmParameter,
  };
}

export function webDomain(context: AppContext): WebDomain | undefined {
  return context.webDomain && context.webCertificateArn ? { name: context.webDomain, certificateArn: context.webCertificateArn } : undefined;
}

export interface PaymentsConfig {
  /** JSON for PAYMENT_LINKS (contract/lambda-env.ts). */
  readonly links: string;
  readonly webhookSecretParameter: string;
}

/** Payments are on when the operator gave the links and the webhook secret's parameter (docs/decisions/D09). */
export function paymentsConfig(context: AppContext): PaymentsConfig | undefined {
  const { paymentLinkProMonthly, paymentLinkProYearly, paymentLinkPremiumMonthly, paymentLinkPremiumYearly, paymentWebhookSecretSsmParameter } = context;
  if (!paymentLinkProMonthly || !paymentLinkProYearly || !paymentLinkPremiumMonthly || !paymentLinkPremiumYearly || !paymentWebhookSecretSsmParameter)
    return undefined;
  return {
    links: JSON.stringify({
      pro: { monthly: paymentLinkProMonthly, yearly: paymentLinkProYearly },
      premium: { monthly: paymentLinkPremiumMonthly, yearly: paymentLinkPremiumYearly },
    }),
    webhookSecretParameter: paymentWebhookSecretSsmParameter,
  };
}
