import type { APIGatewayProxyEvent } from 'aws-lambda';
import { VIEWER_HOST_HEADER } from '@contract/routes';

/**
 * The web app's origin as the reader reached it, for absolute links in documents read outside the
 * app (the blog's feed and sitemap). The web and the API share one origin: CloudFront forwards
 * `/api/*` and passes the viewer's host on in VIEWER_HOST_HEADER (lib/web-hosting.ts), replacing
 * any the viewer sent; other proxies' X-Forwarded-Host is honoured next, then Host (the local
 * gateway is reached directly). Only a host name (and port) is taken, so a forged header can at
 * worst name another host in the caller's own answer.
 */
export function siteOrigin(event: Pick<APIGatewayProxyEvent, 'headers'>): string {
  const header = (name: string) => Object.entries(event.headers ?? {}).find(([key]) => key.toLowerCase() === name)?.[1] ?? undefined;
  const host = (header(VIEWER_HOST_HEADER) ?? header('x-forwarded-host') ?? header('host') ?? 'localhost').split(',')[0]!.trim();
  const safeHost = /^[A-Za-z0-9.-]{1,253}(:\d{1,5})?$/.test(host) ? host : 'localhost';
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/.test(safeHost);
  const proto = header('x-forwarded-proto')?.split(',')[0]?.trim() ?? (local ? 'http' : 'https');
  return `${proto === 'http' ? 'http' : 'https'}://${safeHost}`;
}
