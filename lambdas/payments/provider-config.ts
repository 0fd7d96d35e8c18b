/**
 * Where this stage's payment provider is configured (docs/decisions/D09): the hosted payment links
 * (PAYMENT_LINKS, not secret) and the webhook signing secret (an SSM SecureString named by
 * PAYMENT_WEBHOOK_SECRET_PARAMETER, read at run time and cached five minutes; the local stack passes
 * the value itself). Without them the stage sells nothing and the webhook accepts nothing.
 */
import { getParameter } from '@aws-lambda-powertools/parameters/ssm';
import { lambdaEnvNames } from '@contract/lambda-env';
import { type PaymentLinks, paymentLinksSchema } from '@contract/payments';
import { logger } from '../shared/logger';

let cachedLinks: { raw: string | undefined; links: PaymentLinks | undefined } | undefined;

export function paymentLinks(env: NodeJS.ProcessEnv = process.env): PaymentLinks | undefined {
  const raw = env[lambdaEnvNames.paymentLinks];
  if (cachedLinks && cachedLinks.raw === raw) return cachedLinks.links;
  let links: PaymentLinks | undefined;
  if (raw) {
    const parsed = paymentLinksSchema.safeParse(JSON.parse(raw));
    if (parsed.success) links = parsed.data;
    else logger.error('PAYMENT_LINKS is not { pro: { monthly, yearly }, premium: { monthly, yearly } } of URLs: payments are off');
  }
  cachedLinks = { raw, links };
  return links;
}

export async function webhookSecret(env: NodeJS.ProcessEnv = process.env): Promise<string | undefined> {
  const local = env[lambdaEnvNames.paymentWebhookSecret];
  if (local) return local;
  const parameter = env[lambdaEnvNames.paymentWebhookSecretParameter];
  if (!parameter) return undefined;
  return (await getParameter(parameter, { decrypt: true, maxAge: 300 })) ?? undefined;
}
