import { useCallback, useEffect, useState } from 'react';
import { RESEND_WAIT_SECONDS } from '../lib/messages';

/**
 * docs/requirements/accounts.md §7: the resend countdown runs 59 down to 0, then Resend OTP appears; resend restarts it
 * at 59. Counted against a deadline, not by ticks, so a throttled background tab stays right.
 */
export function useCountdown(from = RESEND_WAIT_SECONDS) {
  const [deadline, setDeadline] = useState(() => Date.now() + from * 1000);
  const [now, setNow] = useState(() => Date.now());
  const seconds = Math.max(0, Math.ceil((deadline - now) / 1000));
  const done = seconds <= 0;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [done, deadline]);

  const restart = useCallback(() => {
    const start = Date.now();
    setNow(start);
    setDeadline(start + from * 1000);
  }, [from]);
  return { seconds, done, restart };
}
