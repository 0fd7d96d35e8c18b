import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/errors/route-error-page';
import { AppLayout } from './layout/app-layout';
import type { RouteHandle } from './layout/document-title';
import { type AppRoute, routeTable } from './route-table';
import { LazyPage, lazyPage } from './routes/lazy-page';
import { NotFoundPage } from './routes/not-found-page';
import { PlaceholderPage } from './routes/placeholder-page';
import { RequireAccess } from './routes/require-access';

function toRouteObject(route: AppRoute): RouteObject {
  const handle: RouteHandle = { title: route.title };
  if (route.redirectTo) {
    return { path: route.path, handle, element: <Navigate to={route.redirectTo} replace /> };
  }
  return {
    path: route.path,
    handle,
    element: (
      <RequireAccess route={route}>
        {route.page ? <LazyPage page={lazyPage(route.page)} /> : <PlaceholderPage title={route.title} spec={route.spec} />}
      </RequireAccess>
    ),
  };
}

/** The app's routes: the shell around every page of the route table, and a not-found page. */
export function buildRoutes(table: readonly AppRoute[] = routeTable): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppLayout />,
      ErrorBoundary: RouteErrorPage,
      children: [...table.map(toRouteObject), { path: '*', handle: { title: 'Page Not Found' } satisfies RouteHandle, Component: NotFoundPage }],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
