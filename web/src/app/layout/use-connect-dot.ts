import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pendingFriendRequestCountQueryOptions } from '../../features/friends/api/count-pending-requests';
import { usePendingCountLive } from '../../features/friends/hooks/use-friends-live';
import { useApiClient } from '../../lib/api-client';
import { useAuth } from '../../lib/auth/auth-context';

const VISITED_FRIENDS_KEY = 'codearena.friendsVisited';

/**
 * The number of pending friend requests addressed to the signed-in user, re-read every minute, when
 * the window regains focus and on a `friends_changed` push; 0 while signed out, loading, or when the count cannot be read
 * (a missing dot is better than an error in the navigation bar).
 */
export function usePendingFriendRequestCount(): number {
  const api = useApiClient();
  const { user } = useAuth();
  const { data } = useQuery(pendingFriendRequestCountQueryOptions(api, user?.userId));
  // A request that arrives or goes (a `friends_changed` push) re-reads the count at once.
  usePendingCountLive(user?.userId);
  return user ? (data?.pending ?? 0) : 0;
}

/**
 * docs/requirements/shell.md §3: the red dot on Connect shows while there are pending friend requests and the user
 * has not opened the friends page in this browser session.
 */
export function useConnectDot(pendingCount: number): boolean {
  const { pathname } = useLocation();
  const onFriends = pathname === '/friends';
  useEffect(() => {
    if (onFriends) rememberVisited();
  }, [onFriends]);
  const visited = onFriends || readVisited();
  return pendingCount > 0 && !visited;
}

/** Where session storage is refused, the visit is remembered in memory for this page only. */
let visitedInMemory = false;

function rememberVisited(): void {
  try {
    sessionStorage.setItem(VISITED_FRIENDS_KEY, 'true');
  } catch {
    visitedInMemory = true;
  }
}

function readVisited(): boolean {
  try {
    return sessionStorage.getItem(VISITED_FRIENDS_KEY) === 'true';
  } catch {
    return visitedInMemory;
  }
}
