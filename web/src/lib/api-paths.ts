import { httpRoutes } from '../../../contract/routes';

export type HttpRouteId = (typeof httpRoutes)[number]['id'];

/** The path of a REST route, read from the one route table that CDK and the local gateway use. */
export function apiPath(id: HttpRouteId): string {
  const route = httpRoutes.find((r) => r.id === id);
  if (!route) throw new Error(`No HTTP route ${id} in contract/routes.ts`);
  return route.path;
}
