import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentMessages } from '@contract/payments';

/** docs/requirements/plans.md §6: how long a window must stay open, the wait between tries, the tries. */
export const paymentWindowRules = {
  /** A window that closes sooner than this was closed on us (a popup blocker, a broken page). */
  closedWithinMs: 1_500,
  retryAfterMs: 1_000,
  attempts: 3,
  /** How often the new window is looked at during its first 1.5 s. */
  checkEveryMs: 250,
} as const;

export type PaymentWindowState =
  /** Nothing opened yet, or the last failure was acknowledged. */
  | { readonly status: 'idle' }
  /** An attempt is under way; `error` says why the previous one failed (shown while retrying). */
  | { readonly status: 'opening'; readonly attempt: number; readonly error: string | null }
  /** The provider's page is open in its own tab and stayed open. */
  | { readonly status: 'open' }
  /** Every attempt failed: the Payment Error dialog. */
  | { readonly status: 'failed'; readonly error: string };

/**
 * Opens a URL in a new tab without giving the page there a handle on ours: an empty window is
 * opened, its `opener` cut, then sent to the URL (window.open's `noopener` would return null, and
 * the window could then not be watched).
 */
function openDetached(url: string): Window | null {
  const opened = window.open('', '_blank');
  if (!opened) return null;
  try {
    opened.opener = null;
    opened.location.href = url;
  } catch {
    // A window that refuses both is still a window: watching it tells whether it stayed open.
  }
  return opened;
}

interface Attempts {
  readonly url: string;
  readonly onOpened?: () => void;
  readonly setState: (state: PaymentWindowState) => void;
  /** Runs a step after a delay, cancelled when the hook's user unmounts or starts over. */
  readonly later: (run: () => void, ms: number) => void;
}

/** One attempt to open the window and watch it; a failure schedules the next attempt, up to the last. */
function runAttempts({ url, onOpened, setState, later }: Attempts, attemptNo = 1, previousError: string | null = null): void {
  setState({ status: 'opening', attempt: attemptNo, error: previousError });
  const failed = (error: string) => {
    if (attemptNo >= paymentWindowRules.attempts) return setState({ status: 'failed', error });
    setState({ status: 'opening', attempt: attemptNo, error });
    later(() => runAttempts({ url, onOpened, setState, later }, attemptNo + 1, error), paymentWindowRules.retryAfterMs);
  };
  const opened = openDetached(url);
  if (!opened) return failed(paymentMessages.popupBlocked);
  const watch = (waited: number) => {
    if (opened.closed) return failed(paymentMessages.popupClosed);
    if (waited >= paymentWindowRules.closedWithinMs) {
      setState({ status: 'open' });
      return onOpened?.();
    }
    later(() => watch(waited + paymentWindowRules.checkEveryMs), paymentWindowRules.checkEveryMs);
  };
  later(() => watch(paymentWindowRules.checkEveryMs), paymentWindowRules.checkEveryMs);
}

/**
 * Opens the payment provider's hosted page in a new tab by the spec's rules (docs/requirements/plans.md §3, §6):
 * `opening` while it opens (the button reads Processing...); a blocked window (window.open gives
 * null) is "Popup blocked", one that closes within 1.5 s "Payment window closed unexpectedly";
 * either is tried again after 1 s, 3 attempts in all, then `failed` (the Payment Error dialog).
 */
export function usePaymentWindow() {
  const [state, setState] = useState<PaymentWindowState>({ status: 'idle' });
  const timers = useRef(new Set<number>());

  const clearTimers = useCallback(() => {
    for (const id of timers.current) window.clearTimeout(id);
    timers.current.clear();
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const later = useCallback((run: () => void, ms: number) => {
    const id = window.setTimeout(() => {
      timers.current.delete(id);
      run();
    }, ms);
    timers.current.add(id);
  }, []);

  /** Opens `url` from the first attempt (any attempt still under way is dropped); `onOpened` once it stayed open. */
  const open = useCallback(
    (url: string, onOpened?: () => void) => {
      clearTimers();
      runAttempts({ url, onOpened, setState, later });
    },
    [clearTimers, later],
  );

  /** Back to idle: the Payment Error dialog was closed, or the order is settled. */
  const reset = useCallback(() => {
    clearTimers();
    setState({ status: 'idle' });
  }, [clearTimers]);

  return { state, open, reset, opening: state.status === 'opening' };
}
