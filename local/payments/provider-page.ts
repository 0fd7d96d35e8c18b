/**
 * The local provider's hosted payment page (served by the web app's dev server, like the mailbox):
 * GET shows what the link sells to whom, with Pay and Cancel; POST "pays": it sends the signed
 * `checkout.session.completed` event to the webhook and says what the webhook answered. Cancel
 * sends the student back to the app's checkout, which says the payment was cancelled.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { paymentCancelledReturn } from '@contract/payments';
import { parseOrderReference } from '../../lambdas/payments/provider-events';
import { chargedCents, checkoutCompletedEvent, formatUsd, parsePaymentPath, sendEvent, type SentEvent } from './provider';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Local payment provider</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:32rem;padding:0 1rem;color:#1f2937}dl{display:grid;grid-template-columns:auto 1fr;gap:.4rem 1rem}dt{font-weight:600}button{font:inherit;padding:.6rem 1.2rem;margin-right:.5rem;border-radius:.4rem;border:1px solid #4338ca;background:#4338ca;color:#fff;cursor:pointer}button.secondary{background:#fff;color:#4338ca}.note{color:#6b7280;font-size:.9rem}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
${body}
<p class="note">Local stack only: this page stands in for the payment provider's hosted page. No money moves.</p>
</body></html>`;
}

async function formFields(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8').slice(0, 10_000));
}

export interface ProviderPageOptions {
  readonly webhookUrl: string;
  readonly secret: string;
  readonly dataDir: string;
}

function checkoutPage(url: URL, plan: string, billing: string): string {
  const reference = url.searchParams.get('client_reference_id') ?? '';
  const email = url.searchParams.get('prefilled_email') ?? '';
  const promo = url.searchParams.get('prefilled_promo_code') ?? '';
  const parsed = parsePaymentPath(url.pathname);
  const total = parsed ? chargedCents({ ...parsed, ...(promo ? { promoCode: promo } : {}) }) : 0;
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return page(
    `Pay for CodeArena ${plan === 'pro' ? 'Pro' : 'Premium'}`,
    `
<dl><dt>Plan</dt><dd>${escapeHtml(plan)} (${escapeHtml(billing)})</dd><dt>E-mail</dt><dd>${escapeHtml(email)}</dd>
<dt>Promotion code</dt><dd>${escapeHtml(promo || 'none')}</dd><dt>Total</dt><dd><strong>${formatUsd(total)}</strong></dd></dl>
<form method="post">${hidden('reference', reference)}${hidden('promo', promo)}
<button type="submit" name="action" value="pay">Pay ${formatUsd(total)}</button>
<button type="submit" name="action" value="cancel" class="secondary">Cancel payment</button></form>`,
  );
}

function resultPage(sent: SentEvent | undefined): string {
  if (!sent) return page('Payment cancelled', '<p>Nothing was charged. You can close this tab.</p>');
  const ok = sent.status >= 200 && sent.status < 300;
  return page(
    ok ? 'Payment complete' : 'Payment not accepted',
    ok
      ? '<p role="status">Payment complete. You can close this tab and return to CodeArena.</p>'
      : `<p role="alert">The webhook answered ${sent.status}: ${escapeHtml(sent.body)}</p>`,
  );
}

export function paymentProviderHandler(options: ProviderPageOptions): (req: IncomingMessage, res: ServerResponse) => void {
  const respond = (res: ServerResponse, status: number, html: string) => {
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    res.end(html);
  };
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const target = parsePaymentPath(url.pathname);
    if (!target) return respond(res, 404, page('Not found', '<p>No such payment link.</p>'));
    if (req.method === 'GET') return respond(res, 200, checkoutPage(url, target.plan, target.billing));
    if (req.method !== 'POST') return respond(res, 405, page('Method not allowed', ''));
    void (async () => {
      const fields = await formFields(req);
      if (fields.get('action') !== 'pay') {
        // Cancelled: back to the app's checkout, which says so (as a provider's cancel address does).
        const order = parseOrderReference(fields.get('reference'));
        if (!order) return respond(res, 200, resultPage(undefined));
        res.writeHead(303, { location: `${paymentCancelledReturn.path}?${paymentCancelledReturn.query(order.orderId)}`, 'cache-control': 'no-store' });
        return res.end();
      }
      const promo = fields.get('promo') ?? '';
      const event = checkoutCompletedEvent({ ...target, reference: fields.get('reference') ?? '', ...(promo ? { promoCode: promo } : {}) });
      const sent = await sendEvent(options.webhookUrl, options.secret, event);
      await writeFile(join(options.dataDir, 'payments', 'last-event.json'), JSON.stringify(sent), { mode: 0o600 });
      respond(res, 200, resultPage(sent));
    })().catch((error: Error) => respond(res, 502, page('Payment failed', `<p role="alert">${escapeHtml(error.message)}</p>`)));
  };
}
