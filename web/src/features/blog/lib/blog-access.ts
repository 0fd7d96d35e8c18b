import type { AuthorCard } from '@contract/discussions';
import type { Viewer } from '@web/components/discussion/use-viewer';

/** Staff write articles (docs/requirements/blog.md §1: admins and mentors see Write Post). */
export const isStaff = (viewer: Viewer | null): viewer is Viewer & { role: 'admin' | 'mentor' } => viewer?.role === 'admin' || viewer?.role === 'mentor';

/** Its author or an admin edits and deletes an article (the server checks the same). */
export function canManage(viewer: Viewer | null, author: AuthorCard): boolean {
  if (!isStaff(viewer)) return false;
  return viewer.role === 'admin' || (author.userId !== null && author.userId === viewer.userId);
}
