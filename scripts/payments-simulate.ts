/**
 * `npm run payments:simulate -- <command>`: sends the payment provider's signed events to the local
 * stack's webhook (`npm start` must be running), as the provider would after a payment.
 *
 *   pay <payment page URL>   the order's hosted page address (the tab checkout opened): pays it
 *   cancel [subscription]    ends a subscription (default: the one the last payment started)
 *   replay                   sends the last event again, byte for byte with its old signature
 *
 * Events are signed with the local data folder's webhook secret (.local/payments/webhook-secret).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localUrl, resolveDataDir, resolvePorts } from '../local/config';
import {
  checkoutCompletedEvent,
  localWebhookSecret,
  localWebhookUrl,
  parsePaymentPath,
  sendEvent,
  sendSigned,
  subscriptionDeletedEvent,
  type SentEvent,
  LOCAL_PAYMENTS_PATH,
} from '../local/payments/provider';

const usage = 'usage: npm run payments:simulate -- pay <payment page URL> | cancel [subscription id] | replay';

async function lastEvent(dataDir: string): Promise<SentEvent> {
  try {
    return JSON.parse(await readFile(join(dataDir, 'payments', 'last-event.json'), 'utf8')) as SentEvent;
  } catch {
    throw new Error('No event sent yet from this data folder: pay first.');
  }
}

async function main(args: string[]): Promise<void> {
  const [command, argument] = args;
  const dataDir = resolveDataDir();
  const secret = await localWebhookSecret(dataDir);
  const webhookUrl = localWebhookUrl(localUrl(resolvePorts().gateway));
  let sent: SentEvent;
  if (command === 'pay' && argument) {
    const url = new URL(argument);
    const target = parsePaymentPath(url.pathname.replace(LOCAL_PAYMENTS_PATH, ''));
    const reference = url.searchParams.get('client_reference_id');
    if (!target || !reference) throw new Error(`Not a local payment page address: ${argument}`);
    const promo = url.searchParams.get('prefilled_promo_code');
    sent = await sendEvent(webhookUrl, secret, checkoutCompletedEvent({ ...target, reference, ...(promo ? { promoCode: promo } : {}) }));
  } else if (command === 'cancel') {
    const subscription =
      argument ?? (JSON.parse((await lastEvent(dataDir)).payload) as { data: { object: { subscription?: string } } }).data.object.subscription;
    if (!subscription) throw new Error('The last event started no subscription: name one.');
    sent = await sendEvent(webhookUrl, secret, subscriptionDeletedEvent(subscription));
  } else if (command === 'replay') {
    const last = await lastEvent(dataDir);
    sent = await sendSigned(webhookUrl, secret, last.payload, last.signature);
  } else {
    throw new Error(usage);
  }
  if (command !== 'replay') await writeFile(join(dataDir, 'payments', 'last-event.json'), JSON.stringify(sent), { mode: 0o600 });
  const type = (JSON.parse(sent.payload) as { type: string }).type;
  console.log(`${type} → ${webhookUrl}: ${sent.status} ${sent.body}`);
  if (sent.status >= 300) process.exitCode = 1;
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exitCode = 1;
});
