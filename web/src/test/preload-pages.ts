import { type AppRoute, routeTable } from '../app/route-table';

/**
 * Loads the pages of these paths before a file's tests (in a `beforeAll` with a long timeout): a
 * page's first visit compiles its module graph, which on a busy machine can outlast a find*'s
 * wait; once loaded, the lazy route renders at once.
 */
export async function preloadPages(...paths: string[]): Promise<void> {
  const routes = routeTable as readonly AppRoute[];
  await Promise.all(
    paths.map((path) => {
      const page = routes.find((route) => route.path === path)?.page;
      if (!page) throw new Error(`No page at ${path} in the route table`);
      return page();
    }),
  );
}
