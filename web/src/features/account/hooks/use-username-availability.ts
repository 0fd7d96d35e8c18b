import { useQuery } from '@tanstack/react-query';
import { usernameSchema } from '@contract/account/profile';
import { useApiClient } from '@web/lib/api-client';
import { useDebouncedValue } from '@web/lib/hooks/use-debounced-value';
import { checkUsername } from '../api/check-username';

export type UsernameStatus = 'unchecked' | 'checking' | 'available' | 'unavailable';

/** docs/requirements/accounts.md §8: checked 1 s after the last keystroke. */
export const USERNAME_CHECK_DELAY_MS = 1_000;

/**
 * The availability of a username being typed: the reserved names and the format are checked
 * locally, then the server says whether another account holds it. The user's own current
 * username needs no check. Without an answer the name stays unchecked, and saving asks for an
 * available one.
 */
export function useUsernameAvailability(value: string, current: string | undefined): UsernameStatus {
  const api = useApiClient();
  const wanted = value.trim().toLowerCase();
  const settled = useDebouncedValue(wanted, USERNAME_CHECK_DELAY_MS);
  const needsCheck = Boolean(wanted) && wanted !== current?.toLowerCase();
  const locallyValid = usernameSchema.safeParse(settled).success;
  const answer = useQuery({
    queryKey: ['usernames', settled],
    queryFn: ({ signal }) => checkUsername(api, settled, signal),
    enabled: needsCheck && settled === wanted && locallyValid,
    retry: false,
    staleTime: 0,
  });

  if (!needsCheck) return 'unchecked';
  if (settled !== wanted) return 'checking';
  if (!locallyValid) return 'unavailable';
  if (answer.isPending) return 'checking';
  if (answer.isError) return 'unchecked';
  return answer.data.available ? 'available' : 'unavailable';
}
