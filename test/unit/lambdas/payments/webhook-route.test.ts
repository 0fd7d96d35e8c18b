/**
 * The webhook route as API Gateway calls it (no DynamoDB: these requests never reach the table):
 * the raw body reaches the signature check unparsed, whatever its content type or encoding; an
 * unsigned request is a 400 whether or not the stage sells; without a secret a signed one is a 503;
 * an event type the webhook does not act on is acknowledged.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lambdaEnvNames } from '@contract/lambda-env';
import { API_PREFIX } from '@contract/routes';
import { handler } from '../../../../lambdas/payments/handler';
import { signatureHeader } from '../../../../lambdas/payments/provider-signature';
import { lambdaContext, restEvent, setLambdaEnv } from '../env';

const secret = 'whsec_unit';
beforeAll(setLambdaEnv);
afterEach(() => {
  delete process.env[lambdaEnvNames.paymentWebhookSecret];
});

function post(body: string, headers: Record<string, string>, isBase64Encoded = false) {
  return handler(restEvent({ httpMethod: 'POST', resource: `${API_PREFIX}/payments/webhook`, headers, body, isBase64Encoded }), lambdaContext);
}

const now = () => Math.floor(Date.now() / 1000);
// Spacing a JSON parser would drop: the signature covers these exact bytes.
const payload = '{ "id": "evt_unit",  "type": "invoice.created", "created": 1, "data": { "object": {} } }';

describe('POST /payments/webhook', () => {
  it('refuses an unsigned request with 400, even on a stage without payments', async () => {
    const response = await post(payload, { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
  });

  it('answers 503 to a signed request when the stage has no webhook secret', async () => {
    const response = await post(payload, { 'content-type': 'application/json', 'stripe-signature': signatureHeader(secret, payload, now()) });
    expect(response.statusCode).toBe(503);
  });

  it('checks the signature over the raw bytes: the exact body passes, the same JSON re-serialized does not', async () => {
    process.env[lambdaEnvNames.paymentWebhookSecret] = secret;
    const signature = signatureHeader(secret, payload, now());
    const exact = await post(payload, { 'Content-Type': 'application/json', 'Stripe-Signature': signature });
    expect([exact.statusCode, JSON.parse(exact.body)]).toEqual([200, { received: true }]);
    const reserialized = await post(JSON.stringify(JSON.parse(payload)), { 'content-type': 'application/json', 'stripe-signature': signature });
    expect(reserialized.statusCode).toBe(400);
  });

  it('reads a base64-encoded body as API Gateway passes a binary one', async () => {
    process.env[lambdaEnvNames.paymentWebhookSecret] = secret;
    const response = await post(Buffer.from(payload).toString('base64'), { 'stripe-signature': signatureHeader(secret, payload, now()) }, true);
    expect(response.statusCode).toBe(200);
  });
});
