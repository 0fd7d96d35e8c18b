import { type ComponentType, lazy, type LazyExoticComponent, Suspense } from 'react';
import { LoadingView } from '../../components/ui/loading-view';
import type { PageLoader } from '../route-table';

/** One lazy component per loader: React.lazy must not be recreated on each render (it would remount). */
const lazyPages = new WeakMap<PageLoader, LazyExoticComponent<ComponentType>>();

export function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  let page = lazyPages.get(load);
  if (!page) {
    page = lazy(async () => ({ default: await load() }));
    lazyPages.set(load, page);
  }
  return page;
}

/**
 * A route's page, fetched on first visit with the loading view meanwhile (shown only after its
 * short delay, so a cached chunk never flashes a spinner). A chunk that fails to load (e.g. replaced
 * by a deploy) throws to the route's error page, whose Refresh Page loads the new build.
 */
export function LazyPage({ page: Page }: { readonly page: LazyExoticComponent<ComponentType> }) {
  return (
    <Suspense fallback={<LoadingView />}>
      <Page />
    </Suspense>
  );
}
