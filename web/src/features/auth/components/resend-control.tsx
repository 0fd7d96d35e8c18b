import { Button } from '@web/components/ui/button';
import { useCountdown } from '../hooks/use-countdown';

interface ResendControlProps {
  /** Sends a new code; resolves true when it was sent (the countdown then restarts at 59). */
  readonly onResend: () => Promise<boolean>;
  readonly busy: boolean;
}

/** docs/requirements/accounts.md §7: "Resend OTP in 59s" counting down to 0, then the Resend OTP button (Resending... while busy). */
export function ResendControl({ onResend, busy }: ResendControlProps) {
  const { seconds, done, restart } = useCountdown();
  if (!done) {
    return (
      <p className="auth-field__hint" aria-live="off">
        Resend OTP in {seconds}s
      </p>
    );
  }
  return (
    <Button
      busy={busy}
      onClick={async () => {
        if (await onResend()) restart();
      }}
    >
      {busy ? 'Resending...' : 'Resend OTP'}
    </Button>
  );
}
