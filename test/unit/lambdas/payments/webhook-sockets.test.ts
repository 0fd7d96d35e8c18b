/**
 * A plan change ends the user's live sockets (lambdas/payments/webhook.ts): a paid checkout and a
 * cancellation close them once the plan is written, so each client reconnects and reads its new
 * plan; an event that leaves the plan closes nothing; a failure to close is logged and the event
 * still succeeds. The table is mocked; the route's own test closes them through the management API.
 */
import { ApiGatewayManagementApiClient, DeleteConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lambdaEnvNames } from '@contract/lambda-env';
import { API_PREFIX } from '@contract/routes';
import { signatureHeader } from '../../../../lambdas/payments/provider-signature';
import { lambdaContext, restEvent, setLambdaEnv } from '../env';
import { storedProfile } from '../profile/fixtures';

const db = mockClient(DynamoDBDocumentClient);
const management = mockClient(ApiGatewayManagementApiClient);
let handleWebhook: typeof import('../../../../lambdas/payments/webhook').handleWebhook;
let handler: typeof import('../../../../lambdas/payments/handler').handler;

beforeAll(async () => {
  setLambdaEnv();
  ({ handleWebhook } = await import('../../../../lambdas/payments/webhook'));
  ({ handler } = await import('../../../../lambdas/payments/handler'));
});

const secret = 'whsec_unit';
const userId = 'u-ada';
const orderId = 'abc123';
const storedOrder = {
  pk: `USER#${userId}`,
  sk: `ORDER#${orderId}`,
  _et: 'CheckoutOrder',
  userId,
  orderId,
  plan: 'pro',
  billing: 'monthly',
  method: 'card',
  listCents: 400,
  priceCents: 400,
  couponDiscountCents: 0,
  totalCents: 400,
  status: 'pending',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const owner = {
  pk: 'PAYSUB#sub_1',
  sk: 'OWNER',
  _et: 'ProviderSubscription',
  subscriptionId: 'sub_1',
  userId,
  createdAt: '2026-11-01T10:00:00.000Z',
  gsi1pk: `USER#${userId}`,
  gsi1sk: 'PAYSUB#sub_1',
};
const socket = {
  pk: 'CONN#c-1',
  sk: 'CONNECTION',
  _et: 'Connection',
  connectionId: 'c-1',
  userId,
  connectedAt: 'x',
  lastActiveAt: 'x',
  expiresAt: 4102444800,
  _ct: 'x',
  _md: 'x',
  gsi1pk: `USER#${userId}`,
  gsi1sk: 'CONN#c-1',
};

beforeEach(() => {
  db.reset();
  management.reset();
  db.resolves({});
  db.on(GetCommand).callsFake((input: { Key: { pk: string; sk: string } }) => {
    if (input.Key.sk.startsWith('ORDER#')) return { Item: storedOrder };
    if (input.Key.sk === 'OWNER') return { Item: owner };
    if (input.Key.sk === 'PROFILE') return { Item: storedProfile(userId, { plan: 'pro' }) };
    return {};
  });
  db.on(QueryCommand).resolves({ Items: [socket] });
  management.on(DeleteConnectionCommand).resolves({});
});
afterEach(() => {
  delete process.env[lambdaEnvNames.paymentWebhookSecret];
});

const now = new Date();
const paidEvent = (amount = 400, id = 'evt_paid') => ({
  id,
  type: 'checkout.session.completed',
  created: Math.floor(now.getTime() / 1000),
  data: {
    object: {
      id: `cs_${id}`,
      client_reference_id: `${userId}_${orderId}`,
      amount_total: amount,
      currency: 'usd',
      payment_status: 'paid',
      subscription: 'sub_1',
    },
  },
});
const deletedEvent = { id: 'evt_deleted', type: 'customer.subscription.deleted', created: Math.floor(now.getTime() / 1000), data: { object: { id: 'sub_1' } } };

function signed(event: object) {
  const rawBody = JSON.stringify(event);
  return { rawBody, signature: signatureHeader(secret, rawBody, Math.floor(now.getTime() / 1000)), secret, now };
}

/** The profile's plan written by the event's transaction, if it wrote one. */
const writtenPlans = () =>
  db.commandCalls(TransactWriteCommand).flatMap((c) => c.args[0].input.TransactItems!.map((t) => t.Update).filter((u) => u?.Key?.sk === 'PROFILE'));

describe('a plan change closes the user’s sockets', () => {
  it('a paid checkout writes the plan, then closes every socket of the buyer', async () => {
    const order: string[] = [];
    db.on(TransactWriteCommand).callsFake(() => {
      order.push('plan');
      return {};
    });
    const closeAllSockets = vi.fn(async (user: string) => {
      order.push(`close ${user}`);
      return 1;
    });
    expect(await handleWebhook({ closeAllSockets }, signed(paidEvent()))).toBe('applied');
    expect(writtenPlans()).toHaveLength(1);
    expect(order).toEqual(['plan', `close ${userId}`]);
    expect(closeAllSockets).toHaveBeenCalledTimes(1);
  });

  it('a cancellation back to Free closes them too', async () => {
    const closeAllSockets = vi.fn(async () => 1);
    expect(await handleWebhook({ closeAllSockets }, signed(deletedEvent))).toBe('applied');
    expect(closeAllSockets).toHaveBeenCalledExactlyOnceWith(userId);
  });

  it('an event that leaves the plan closes nothing: an underpayment, a redelivery, an old subscription, an unhandled type', async () => {
    const closeAllSockets = vi.fn(async () => 1);
    expect(await handleWebhook({ closeAllSockets }, signed(paidEvent(100)))).toBe('applied');
    const cancelled = (failing: number, of: number) =>
      Object.assign(new Error('cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: Array.from({ length: of }, (_, i) => ({ Code: i === failing ? 'ConditionalCheckFailed' : 'None' })),
      });
    // The event's marker (first item) exists: a redelivery.
    db.on(TransactWriteCommand).rejects(cancelled(0, 6));
    expect(await handleWebhook({ closeAllSockets }, signed(paidEvent(400, 'evt_again')))).toBe('duplicate');
    // The subscription (second item) is not the one paying for the plan.
    db.on(TransactWriteCommand).rejects(cancelled(1, 4));
    expect(await handleWebhook({ closeAllSockets }, signed(deletedEvent))).toBe('notCurrentSubscription');
    expect(await handleWebhook({ closeAllSockets }, signed({ ...deletedEvent, type: 'invoice.created' }))).toBe('ignored');
    expect(closeAllSockets).not.toHaveBeenCalled();
  });

  it('a failure to close is logged and the plan change still succeeds', async () => {
    const closeAllSockets = vi.fn(async () => {
      throw new Error('management API down');
    });
    expect(await handleWebhook({ closeAllSockets }, signed(paidEvent()))).toBe('applied');
    expect(closeAllSockets).toHaveBeenCalledOnce();
    expect(writtenPlans()).toHaveLength(1);
  });
});

describe('POST /payments/webhook closes the sockets through the management API', () => {
  const post = (event: object) => {
    process.env[lambdaEnvNames.paymentWebhookSecret] = secret;
    const { rawBody, signature } = signed(event);
    return handler(
      restEvent({
        httpMethod: 'POST',
        resource: `${API_PREFIX}/payments/webhook`,
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: rawBody,
      }),
      lambdaContext,
    );
  };

  it('closes the buyer’s socket and forgets its connection', async () => {
    const response = await post(paidEvent());
    expect(response.statusCode).toBe(200);
    expect(management).toHaveReceivedCommandWith(DeleteConnectionCommand, { ConnectionId: 'c-1' });
    expect(db).toHaveReceivedCommandWith(DeleteCommand, { Key: { pk: 'CONN#c-1', sk: 'CONNECTION' } });
  });

  it('answers the provider 200 when the sockets cannot be listed', async () => {
    db.on(QueryCommand).rejects(new Error('throttled'));
    const response = await post(paidEvent());
    expect([response.statusCode, JSON.parse(response.body)]).toEqual([200, { received: true }]);
    expect(writtenPlans()).toHaveLength(1);
    expect(management).not.toHaveReceivedCommand(DeleteConnectionCommand);
  });
});
