import type { AuthorCard } from '@contract/discussions';
import { useAuth } from '@web/lib/auth/auth-context';
import { useMe } from '@web/lib/me';

/** The signed-in reader as an author card (for what they write optimistically), or null when signed out. */
export type Viewer = AuthorCard & { readonly userId: string };

/**
 * Who is reading: id and role from the session, name, avatar and plan from GET /me once it has
 * answered (until then the session's name or username stands in for the name on an optimistic item).
 */
export function useViewer(): Viewer | null {
  const { user } = useAuth();
  const me = useMe();
  if (!user) return null;
  const profile = me.data;
  return {
    userId: user.userId,
    name: profile?.name ?? user.name ?? user.username,
    ...(profile?.avatar ? { avatar: profile.avatar } : {}),
    role: user.role,
    plan: profile?.plan ?? 'free',
  };
}
