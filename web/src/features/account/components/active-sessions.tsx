import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { UserSession } from '@contract/account/sessions';
import { QueryView } from '@web/components/ui/query-view';
import { useToast } from '@web/components/ui/toast/toast-provider';
import { useApiClient } from '@web/lib/api-client';
import { useAuth } from '@web/lib/auth/auth-context';
import { Button } from '@web/components/ui/button';
import { sessionsQueryKey, sessionsQueryOptions } from '../api/list-sessions';
import { revokeSession } from '../api/revoke-session';
import { storedSessionId } from '@web/lib/auth/session-id';
import { relativeTimeLabel } from '../lib/relative-time';
import { FormMessage } from './form-message';

const deviceLabel: Record<UserSession['deviceType'], string> = { desktop: 'Desktop', mobile: 'Mobile', tablet: 'Tablet' };

/** docs/requirements/accounts.md §9: the latest 3 sessions, this device marked, others revocable by id. */
export function ActiveSessions() {
  const api = useApiClient();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions(api, user?.userId));
  const [error, setError] = useState<string | null>(null);
  const currentId = storedSessionId();
  const titleId = useId();
  const toast = useToast();

  const revoke = useMutation({
    mutationFn: (sessionId: string) => revokeSession(api, sessionId),
    onMutate: () => setError(null),
    onSuccess: () => {
      toast.success('Session revoked.');
      return queryClient.invalidateQueries({ queryKey: sessionsQueryKey(user?.userId) });
    },
    onError: (e) => setError(e.message || 'Failed to revoke session. Please try again.'),
  });

  return (
    <section className="sessions" aria-labelledby={titleId}>
      <h3 id={titleId}>Active Sessions</h3>
      <QueryView
        query={sessions}
        loading="Loading sessions..."
        error="Sessions could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty={<p className="field-hint">No active sessions.</p>}
      >
        {(list) => (
          <ul className="sessions__list" aria-label="Active sessions">
            {list.map((session) => {
              const isCurrent = session.sessionId === currentId;
              return (
                <li key={session.sessionId} className="sessions__item">
                  <div>
                    <p className="sessions__device">
                      <span className="sessions__type">{deviceLabel[session.deviceType]}</span> · {session.deviceName}
                      {isCurrent ? <span className="badge">This device</span> : null}
                    </p>
                    <p className="field-hint">Last active: {relativeTimeLabel(session.lastActive)}</p>
                  </div>
                  {isCurrent ? null : (
                    <Button
                      aria-label={`Revoke ${session.deviceName}`}
                      busy={revoke.isPending && revoke.variables === session.sessionId}
                      onClick={() => revoke.mutate(session.sessionId)}
                    >
                      Revoke
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <FormMessage error={error} />
    </section>
  );
}
