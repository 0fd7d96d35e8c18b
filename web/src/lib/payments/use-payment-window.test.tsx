import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { paymentMessages } from '@contract/payments';
import { PaymentWindowFeedback } from '@web/components/payment-window-feedback';
import { usePaymentWindow } from './use-payment-window';

const url = 'https://pay.example.com/checkout/ord1';

/** A window as window.open returns it; `closed` flips when the test says. */
function fakeWindow() {
  return { closed: false, opener: window as unknown, location: { href: 'about:blank' } };
}

function Harness({ onOpened }: { readonly onOpened?: () => void }) {
  const payment = usePaymentWindow();
  return (
    <>
      <button type="button" onClick={() => payment.open(url, onOpened)} disabled={payment.opening}>
        {payment.opening ? 'Processing...' : 'Pay'}
      </button>
      <p data-testid="status">{payment.state.status}</p>
      <PaymentWindowFeedback state={payment.state} onDismiss={payment.reset} />
    </>
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const status = () => screen.getByTestId('status').textContent;

beforeEach(() => vi.useFakeTimers());

describe('usePaymentWindow (docs/requirements/plans.md §6 payment window)', () => {
  it('reads Processing... while the window opens, detaches it from this page and sends it to the provider; open once it stays 1.5 s', () => {
    const opened = fakeWindow();
    const open = vi.spyOn(window, 'open').mockReturnValue(opened as unknown as Window);
    const onOpened = vi.fn();
    render(<Harness onOpened={onOpened} />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(opened.opener).toBeNull();
    expect(opened.location.href).toBe(url);
    advance(1_250);
    expect(status()).toBe('opening');
    expect(onOpened).not.toHaveBeenCalled();
    advance(250);
    expect(status()).toBe('open');
    expect(onOpened).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('says Popup blocked when no window opens, tries again after 1 s, and after 3 attempts shows the Payment Error dialog', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert')).toHaveTextContent(paymentMessages.popupBlocked);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    advance(999);
    expect(open).toHaveBeenCalledTimes(1);
    advance(1);
    expect(open).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    advance(1_000);
    expect(open).toHaveBeenCalledTimes(3);

    const dialog = screen.getByRole('dialog', { name: paymentMessages.paymentErrorTitle });
    expect(dialog).toHaveAccessibleDescription(paymentMessages.paymentError);
    expect(screen.getByText('Payment is not working right now. Please try again later.')).toBeInTheDocument();
    advance(5_000);
    expect(open).toHaveBeenCalledTimes(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(status()).toBe('idle');
    expect(screen.getByRole('button', { name: 'Pay' })).toBeEnabled();
  });

  it('says the window closed unexpectedly when it closes within 1.5 s, and succeeds on the next attempt', () => {
    const first = fakeWindow();
    const second = fakeWindow();
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce(first as unknown as Window)
      .mockReturnValueOnce(second as unknown as Window);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    advance(500);
    first.closed = true;
    advance(250);
    expect(screen.getByRole('alert')).toHaveTextContent(paymentMessages.popupClosed);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    advance(1_000);
    expect(open).toHaveBeenCalledTimes(2);
    expect(second.location.href).toBe(url);
    advance(1_500);
    expect(status()).toBe('open');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the Payment Error dialog when the window closes early three times; a window closed after 1.5 s is no failure', () => {
    const windows = [fakeWindow(), fakeWindow(), fakeWindow()];
    let n = 0;
    const open = vi.spyOn(window, 'open').mockImplementation(() => windows[n++] as unknown as Window);
    render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    for (const opened of windows) {
      advance(250);
      opened.closed = true;
      advance(250);
      expect(screen.queryByRole('alert') ?? screen.getByRole('dialog')).toHaveTextContent(/Payment window closed unexpectedly|Payment is not working/);
      advance(1_000);
    }
    expect(open).toHaveBeenCalledTimes(3);
    expect(screen.getByRole('dialog', { name: 'Payment Error' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));

    const stays = fakeWindow();
    open.mockReturnValue(stays as unknown as Window);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    advance(1_500);
    stays.closed = true;
    advance(5_000);
    expect(status()).toBe('open');
    expect(open).toHaveBeenCalledTimes(4);
  });

  it('stops trying once the page is left', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const view = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Pay' }));
    view.unmount();
    advance(5_000);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
