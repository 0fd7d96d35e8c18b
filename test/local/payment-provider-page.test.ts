/**
 * The local payment provider's hosted page (local/payments/provider-page.ts): Cancel sends the
 * student back to the app's checkout with the order, as a provider's cancel address does, and
 * sends no event to the webhook.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProviderHandler } from '../../local/payments/provider-page';

describe('the local payment page', () => {
  let server: Server;
  let base = '';
  let dataDir = '';
  const webhookCalls: string[] = [];
  let webhook: Server;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'codearena-provider-page-'));
    webhook = createServer((req, res) => {
      webhookCalls.push(req.url ?? '');
      res.end('{}');
    });
    await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
    const handle = paymentProviderHandler({
      webhookUrl: `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/api/payments/webhook`,
      secret: 'whsec_test',
      dataDir,
    });
    server = createServer((req, res) => handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => webhook.close(resolve));
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (fields: Record<string, string>) =>
    // Mounted under /__local/payments by the dev server, which strips that prefix.
    fetch(`${base}/pay/pro/monthly`, { method: 'POST', body: new URLSearchParams(fields), redirect: 'manual' });

  it('sends the student back to the checkout with the order after Cancel, and tells the webhook nothing', async () => {
    const response = await post({ action: 'cancel', reference: 'u-ada_0a1b2c', promo: '' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/checkout?payment=cancelled&order=0a1b2c');
    expect(webhookCalls).toEqual([]);
  });

  it('says the payment was cancelled when the link carried no order to go back to', async () => {
    const response = await post({ action: 'cancel', reference: '' });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Payment cancelled');
  });
});
