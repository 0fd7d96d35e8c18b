import { useAuth } from '@web/lib/auth/auth-context';

/** The signed-in user's id, or '' while nobody is (the route's guard signs visitors in first). */
export function useMyId(): string {
  return useAuth().user?.userId ?? '';
}
