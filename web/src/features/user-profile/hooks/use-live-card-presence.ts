import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { UserCard } from '@contract/user-card';
import { useRealtime } from '@web/lib/realtime/realtime-provider';
import { userCardQueryKey } from '../api/get-user-card';

/**
 * While a card is open, a `user_status_change` push for its user (sent to friends) patches the shown
 * presence at once, instead of waiting for the card's minute of freshness to run out.
 */
export function useLiveCardPresence(userId: string): void {
  const { subscribe } = useRealtime();
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribe((message) => {
        if (message.type !== 'user_status_change' || message.userId !== userId) return;
        queryClient.setQueryData<UserCard>(userCardQueryKey(userId), (card) => card && { ...card, status: message.status });
      }),
    [userId, subscribe, queryClient],
  );
}
