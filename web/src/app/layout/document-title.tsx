import { useLayoutEffect } from 'react';
import { useMatches } from 'react-router';
import { appName } from '../../config/app';

/** What a matched route tells the layout (router.tsx sets it on every route). */
export interface RouteHandle {
  readonly title: string;
}

/** Names the browser tab after the page, so history and screen readers tell pages apart. */
export function DocumentTitle() {
  const matches = useMatches();
  const title = matches.map((match) => (match.handle as RouteHandle | undefined)?.title).findLast(Boolean);
  // Before any page's own effects: a page that names the tab itself (lib/hooks/use-document-head.ts)
  // then writes after this, even when it mounts in the same commit as the route.
  useLayoutEffect(() => {
    document.title = title && title !== 'Home' ? `${title} · ${appName}` : appName;
  }, [title]);
  return null;
}
