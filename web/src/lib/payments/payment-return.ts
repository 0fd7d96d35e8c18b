import { useEffect, useRef } from 'react';

/**
 * What the checkout tabs of one browser tell each other (BroadcastChannel: same origin, every tab):
 * the provider sent the student back to the app after they cancelled an order's payment, in the
 * provider's own tab, while the checkout that opened it waits for that order.
 */
const CHANNEL = 'codearena-checkout';

interface PaymentCancelled {
  readonly type: 'payment-cancelled';
  readonly orderId: string;
}

const isPaymentCancelled = (data: unknown): data is PaymentCancelled =>
  typeof data === 'object' &&
  data !== null &&
  (data as PaymentCancelled).type === 'payment-cancelled' &&
  typeof (data as PaymentCancelled).orderId === 'string';

/** Tells every other tab of the app that the payment of `orderId` was cancelled on the provider's page. */
export function announcePaymentCancelled(orderId: string): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: 'payment-cancelled', orderId } satisfies PaymentCancelled);
  channel.close();
}

/** Calls `onCancelled` when another tab says the payment of `orderId` was cancelled (while `orderId` is set). */
export function usePaymentCancelled(orderId: string | null, onCancelled: () => void): void {
  const latest = useRef(onCancelled);
  useEffect(() => {
    latest.current = onCancelled;
  });
  useEffect(() => {
    if (!orderId || typeof BroadcastChannel === 'undefined') return undefined;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      if (isPaymentCancelled(event.data) && event.data.orderId === orderId) latest.current();
    };
    return () => channel.close();
  }, [orderId]);
}
