import { useEffect, useState } from 'react';
import { usernameSchema } from '../../../../../contract/account/profile';
import { useApiClient } from '../../../lib/api-client';
import { checkUsername } from '../../profile/api/check-username';

export type UsernameStatus = 'unchecked' | 'checking' | 'available' | 'unavailable';

/** Spec 1 §5: checked 1 s after the last keystroke. */
export const USERNAME_CHECK_DELAY_MS = 1_000;

/**
 * The availability of a username being typed: the reserved names and the format are checked
 * locally, then the server says whether another account holds it. The user's own current
 * username needs no check.
 */
export function useUsernameAvailability(value: string, current: string | undefined): UsernameStatus {
  const api = useApiClient();
  const [status, setStatus] = useState<UsernameStatus>('unchecked');
  const wanted = value.trim().toLowerCase();

  useEffect(() => {
    if (!wanted || wanted === current?.toLowerCase()) {
      setStatus('unchecked');
      return;
    }
    setStatus('checking');
    const controller = new AbortController();
    const timer = setTimeout(() => {
      if (!usernameSchema.safeParse(wanted).success) {
        setStatus('unavailable');
        return;
      }
      checkUsername(api, wanted, controller.signal).then(
        (answer) => setStatus(answer.available ? 'available' : 'unavailable'),
        // Without an answer the name stays unchecked, and saving asks for an available one.
        () => !controller.signal.aborted && setStatus('unchecked'),
      );
    }, USERNAME_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, wanted, current]);

  return status;
}
